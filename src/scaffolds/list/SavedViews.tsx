import { DownOutlined, StarFilled } from '@ant-design/icons';
import type { CrudFilter, CrudSort } from '@refinedev/core';
import {
  Button,
  Checkbox,
  Dropdown,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  type MenuProps,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { SchemaDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { useFeedback } from '@/ui/feedback';
import { crudFiltersOf, filterValuesOf, listParamsOf } from '../listState';
import type { ColumnPrefs } from './columnPrefs';
import {
  addView,
  nameIsFree,
  readViews,
  removeView,
  renameView,
  setDefaultView,
  writeViews,
  type SavedView,
  type SavedViews as Views,
} from './savedViews';

/** What a list shows and how it is changed (Refine's `useTable`, kept in the URL; the columns). */
export interface ListControls {
  schema: SchemaDef;
  /** The user's own filters (not those of the route or the declaration). */
  filters: CrudFilter[];
  sorters: CrudSort[];
  pageSize: number;
  columns: ColumnPrefs;
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
  setSorters: (sorters: CrudSort[]) => void;
  setPageSize: (size: number) => void;
  setCurrentPage: (page: number) => void;
  setColumns: (columns: ColumnPrefs) => void;
}

export interface SavedViewsProps {
  storageKey: string;
  list: ListControls;
  /** Opened by a click (not because views exist): the menu shows, no default applies. */
  defaultOpen?: boolean;
}

/** Does the page's URL say nothing about the list (no filter, sort, page)? */
const isBare = (schema: SchemaDef) => {
  const search = new URLSearchParams(window.location.search);
  return !listParamsOf(schema).some((name) => search.has(name));
};

const SAVE = '__save';
const MANAGE = '__manage';

/** A view name's rules: given, and not another view's. */
const nameRules = (t: (key: string) => string, saved: Views, except?: string) => [
  { required: true, whitespace: true, message: t('savedViews.nameRequired') },
  {
    validator: (_: unknown, value: string | undefined) =>
      !value || nameIsFree(saved, value, except)
        ? Promise.resolve()
        : Promise.reject(new Error(t('savedViews.nameTaken'))),
  },
];

/**
 * A list's saved views: a dropdown beside its filters to apply one, save the current state under a
 * name (and make it the default), and manage them (rename, default, delete). Views are kept per
 * user and list in this browser; applying one is like filtering by hand: it lands in the URL.
 */
export default function SavedViews({ storageKey, list, defaultOpen = false }: SavedViewsProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [saved, setSaved] = useState(() => readViews(storageKey));
  const [open, setOpen] = useState(defaultOpen);
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [saveForm] = Form.useForm<{ name: string; asDefault: boolean }>();
  const [renameForm] = Form.useForm<{ name: string }>();

  // Applied as the user's own filtering would be: into the list and its URL.
  const apply = (view: SavedView) => {
    list.setFilters(crudFiltersOf(list.schema, view.filters), 'replace');
    list.setSorters(view.sorters);
    if (view.pageSize) list.setPageSize(view.pageSize);
    list.setCurrentPage(1);
    list.setColumns(view.columns);
  };

  // Loaded with the list because views exist: the default one applies if the URL says nothing.
  const [applyDefault] = useState(() => !defaultOpen && isBare(list.schema));
  const defaultApplied = useRef(false);
  useEffect(() => {
    if (!applyDefault || defaultApplied.current) return;
    defaultApplied.current = true;
    const view = saved.views.find((item) => item.name === saved.defaultView);
    if (view) apply(view);
  });

  const store = (next: Views): boolean => {
    try {
      writeViews(storageKey, next);
      setSaved(next);
      return true;
    } catch {
      void message.error(t('savedViews.storageFailed'));
      return false;
    }
  };

  const items: MenuProps['items'] = [
    ...saved.views.map((view) => ({
      key: view.name,
      label: view.name,
      icon: view.name === saved.defaultView ? <StarFilled aria-hidden /> : undefined,
      extra: view.name === saved.defaultView ? t('savedViews.default') : undefined,
    })),
    ...(saved.views.length ? [{ type: 'divider' as const }] : []),
    { key: SAVE, label: t('savedViews.save') },
    ...(saved.views.length ? [{ key: MANAGE, label: t('savedViews.manage') }] : []),
  ];

  const onMenu: MenuProps['onClick'] = ({ key }) => {
    setOpen(false);
    if (key === SAVE) {
      saveForm.resetFields();
      setDialog('save');
    } else if (key === MANAGE) setDialog('manage');
    else {
      const view = saved.views.find((item) => item.name === key);
      if (view) apply(view);
    }
  };

  const save = async () => {
    const { name, asDefault } = await saveForm.validateFields();
    const current = {
      filters: filterValuesOf(list.schema, list.filters),
      sorters: list.sorters,
      pageSize: list.pageSize,
      columns: list.columns,
    };
    if (store(addView(saved, { ...current, name }, Boolean(asDefault)))) {
      setDialog(null);
      void message.success(t('savedViews.saved', { name: name.trim() }));
    }
  };

  const rename = async (from: string) => {
    const { name } = await renameForm.validateFields();
    if (store(renameView(saved, from, name))) setRenaming(null);
  };

  return (
    <>
      <Dropdown
        menu={{ items, onClick: onMenu }}
        trigger={['click']}
        open={open}
        onOpenChange={setOpen}
      >
        <Button aria-haspopup="menu">
          {t('list.views')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      <Modal
        open={dialog === 'save'}
        title={t('savedViews.saveTitle')}
        okText={t('buttons.save')}
        cancelText={t('buttons.cancel')}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={saveForm} layout="vertical" name="save-view" onFinish={() => void save()}>
          <Form.Item name="name" label={t('savedViews.name')} rules={nameRules(t, saved)}>
            <Input maxLength={60} autoFocus />
          </Form.Item>
          <Form.Item name="asDefault" valuePropName="checked">
            <Checkbox>{t('savedViews.makeDefault')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={dialog === 'manage'}
        title={t('savedViews.manageTitle')}
        footer={<Button onClick={() => setDialog(null)}>{t('buttons.close')}</Button>}
        onCancel={() => setDialog(null)}
      >
        {!saved.views.length && <p>{t('savedViews.none')}</p>}
        <ul className="saved-views">
          {saved.views.map((view) => {
            const isDefault = view.name === saved.defaultView;
            return (
              <li key={view.name}>
                {renaming === view.name ? (
                  <Form
                    form={renameForm}
                    layout="inline"
                    name="rename-view"
                    initialValues={{ name: view.name }}
                    onFinish={() => void rename(view.name)}
                  >
                    <Form.Item
                      name="name"
                      label={t('savedViews.renameView', { name: view.name })}
                      rules={nameRules(t, saved, view.name)}
                    >
                      <Input maxLength={60} autoFocus />
                    </Form.Item>
                    <Button type="primary" htmlType="submit">
                      {t('buttons.save')}
                    </Button>
                    <Button onClick={() => setRenaming(null)}>{t('buttons.cancel')}</Button>
                  </Form>
                ) : (
                  <Space wrap>
                    <span>{view.name}</span>
                    {isDefault && <strong>({t('savedViews.default')})</strong>}
                    <Button
                      size="small"
                      onClick={() => {
                        renameForm.resetFields();
                        setRenaming(view.name);
                      }}
                    >
                      {t('savedViews.rename')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => store(setDefaultView(saved, isDefault ? null : view.name))}
                    >
                      {t(isDefault ? 'savedViews.unsetDefault' : 'savedViews.setDefault')}
                    </Button>
                    <Popconfirm
                      title={t('savedViews.deleteConfirm', { name: view.name })}
                      okText={t('buttons.confirm')}
                      cancelText={t('buttons.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => store(removeView(saved, view.name))}
                    >
                      <Button size="small" danger>
                        {t('savedViews.delete')}
                      </Button>
                    </Popconfirm>
                  </Space>
                )}
              </li>
            );
          })}
        </ul>
      </Modal>
    </>
  );
}
