import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Form, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import { areaLimits, permissionMap, type Grant, type MapRow } from '@/access/permissionMap';
import { roles, type Role, type Subject } from '@/access/subjects';
import { allResources } from '@/engine/registry';
import { useTranslation } from '@/i18n/useTranslation';
import { PageHeading } from '@/layout/PageHeading';
import { useFeedback } from '@/ui/feedback';
import {
  actionText,
  areaTitle,
  conditionText,
  grantsText,
  limitsText,
  sourceText,
} from './grantText';
import './permissionMap.css';

const rowKey = (row: MapRow) => `${row.subject}:${row.action}`;

function GrantCell({ grants }: { grants: readonly Grant[] | undefined }) {
  const { t } = useTranslation();
  if (!grants?.length)
    return <Typography.Text type="secondary">{t('permissionMap.denied')}</Typography.Text>;
  return (
    <Space direction="vertical" size={2}>
      {grants.map((grant, index) => (
        <span key={index}>
          <Tag color={grant.source === 'spec' ? 'blue' : undefined}>{sourceText(t, grant)}</Tag>
          {grant.conditions.map((condition, at) => (
            <div key={at}>
              <Typography.Text type="secondary">{conditionText(t, condition)}</Typography.Text>
            </div>
          ))}
        </span>
      ))}
    </Space>
  );
}

/** One of the map's filters: the values chosen, or all when none is ("All roles"). */
function MapFilter<T extends string>({
  id,
  label,
  placeholder,
  width,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  placeholder: string;
  width: number;
  value: T[];
  onChange: (next: T[]) => void;
  options: { value: T; label: string }[];
}) {
  return (
    <Form.Item label={label} htmlFor={id}>
      <Select
        mode="multiple"
        allowClear
        className="permission-map-filter"
        style={{ minWidth: width }}
        placeholder={placeholder}
        id={id}
        value={value}
        onChange={onChange}
        optionFilterProp="label"
        options={options}
      />
    </Form.Item>
  );
}

/**
 * Who may do what: every grant of src/access/rules.ts as areas × actions × roles, each marked with
 * its source (the spec's role table or our default) and its conditions, filtered by role and area,
 * exported as a spreadsheet. Hand-written (one of a kind); its rows come from the rules.
 */
export default function PermissionMapPage() {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const { message } = useFeedback();
  const rows = useMemo(() => permissionMap(), []);
  const limits = useMemo(() => areaLimits(allResources), []);
  const [shownRoles, setShownRoles] = useState<Role[]>([]);
  const [shownAreas, setShownAreas] = useState<Subject[]>([]);
  const [busy, setBusy] = useState(false);
  const frame = useRef<HTMLDivElement>(null);

  // The map is wider than the page and scrolls sideways inside antd's table, whose cells hold
  // nothing focusable: its scroller takes the focus itself, so the arrow keys can scroll it.
  useEffect(() => {
    const scroller = frame.current?.querySelector('.ant-table-content');
    scroller?.setAttribute('tabindex', '0');
    scroller?.setAttribute('role', 'region');
    scroller?.setAttribute('aria-label', t('routes.permissionMap'));
  });

  const columnsRoles = shownRoles.length ? roles.filter((r) => shownRoles.includes(r)) : roles;
  const visible = shownAreas.length ? rows.filter((row) => shownAreas.includes(row.subject)) : rows;
  const areaOptions = [...new Set(rows.map((row) => row.subject))].map((subject) => ({
    value: subject,
    label: `${areaTitle(t, limits.get(subject))} (${subject})`,
  }));

  const columns: TableProps<MapRow>['columns'] = [
    {
      key: 'area',
      title: t('permissionMap.area'),
      fixed: 'left',
      width: 260,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{areaTitle(t, limits.get(row.subject))}</span>
          <Typography.Text type="secondary">{row.subject}</Typography.Text>
          {limitsText(t, limits.get(row.subject)).map((line) => (
            <Typography.Text key={line} type="secondary">
              {line}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    {
      key: 'action',
      title: t('permissionMap.action'),
      fixed: 'left',
      width: 160,
      render: (_, row) => actionText(t, row.action),
    },
    ...columnsRoles.map((role) => ({
      key: role,
      title: t(`roles.${role}`),
      render: (_: unknown, row: MapRow) => <GrantCell grants={row.grants[role]} />,
    })),
  ];

  const exportMap = async () => {
    setBusy(true);
    try {
      // The spreadsheet's code loads with the first export (the engine's own writer).
      const { buildWorkbook, exportFileName, saveFile } = await import('@/scaffolds/exportXlsx');
      const title = t('routes.permissionMap');
      const header = [
        t('permissionMap.area'),
        t('permissionMap.code'),
        t('permissionMap.action'),
        ...columnsRoles.map((role) => t(`roles.${role}`)),
      ];
      const body = visible.map((row) => [
        [areaTitle(t, limits.get(row.subject)), ...limitsText(t, limits.get(row.subject))].join(
          '; ',
        ),
        `${row.subject}: ${row.action}`,
        actionText(t, row.action),
        ...columnsRoles.map((role) => grantsText(t, row.grants[role])),
      ]);
      saveFile(await buildWorkbook(title, header, body), exportFileName(title));
      void message.success(t('permissionMap.exported', { count: body.length }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeading />
      <Card>
        <Typography.Paragraph>{t('permissionMap.intro')}</Typography.Paragraph>
        <Form
          layout="inline"
          name="permission-map-filters"
          style={{ rowGap: 12, marginBottom: 16 }}
        >
          <MapFilter
            id="permission-map-roles"
            label={t('permissionMap.roles')}
            placeholder={t('permissionMap.allRoles')}
            width={240}
            value={shownRoles}
            onChange={setShownRoles}
            options={roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
          />
          <MapFilter
            id="permission-map-areas"
            label={t('permissionMap.areas')}
            placeholder={t('permissionMap.allAreas')}
            width={320}
            value={shownAreas}
            onChange={setShownAreas}
            options={areaOptions}
          />
          {canDo(ability, 'export', 'PermissionMap') && (
            <Form.Item>
              <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void exportMap()}>
                {t('list.export')}
              </Button>
            </Form.Item>
          )}
        </Form>
        <div ref={frame}>
          <Table<MapRow>
            className="permission-map"
            rowKey={rowKey}
            columns={columns}
            dataSource={visible}
            scroll={{ x: 'max-content' }}
            size="small"
            pagination={{ defaultPageSize: 50, showSizeChanger: true }}
          />
        </div>
      </Card>
    </>
  );
}
