import {
  CloseOutlined,
  ColumnWidthOutlined,
  MoreOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { matchRoute, titleKeyOf } from '@/engine/registry';
import { useVisitedTabs, type VisitedTabsApi } from './useVisitedTabs';

function tabTitle(path: string, t: TFunction): string {
  const resource = matchRoute(new URL(path, 'http://x').pathname)?.resource;
  return resource ? t(titleKeyOf(resource)) : path;
}

function tabActions(path: string, canClose: boolean, api: VisitedTabsApi, t: TFunction): MenuProps {
  return {
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: t('tabs.refresh') },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: !canClose },
      {
        key: 'closeOthers',
        icon: <ColumnWidthOutlined />,
        label: t('tabs.closeOthers'),
        disabled: !canClose,
      },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') api.refresh(path);
      if (key === 'close') api.close(path);
      if (key === 'closeOthers') api.closeOthers(path);
    },
  };
}

/** The last visited pages as tabs under the top bar; right-click or ⋯ for more. */
export function VisitedTabs() {
  const { t } = useTranslation();
  const api = useVisitedTabs();
  const { tabs, activePath } = api;
  const canClose = tabs.length > 1;

  return (
    <Tabs
      className="visited-tabs"
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activePath}
      onChange={api.open}
      onEdit={(target, action) => {
        if (action === 'remove' && typeof target === 'string') api.close(target);
      }}
      items={tabs.map((tab) => ({
        key: tab.path,
        closable: canClose,
        label: (
          <Dropdown trigger={['contextMenu']} menu={tabActions(tab.path, canClose, api, t)}>
            <span>{tabTitle(tab.path, t)}</span>
          </Dropdown>
        ),
      }))}
      tabBarExtraContent={
        tabs.some((tab) => tab.path === activePath) && (
          <Dropdown trigger={['click']} menu={tabActions(activePath, canClose, api, t)}>
            <Button type="text" size="small" icon={<MoreOutlined />} aria-label={t('tabs.more')} />
          </Dropdown>
        )
      }
      tabBarStyle={{ margin: 0, paddingInline: 16, paddingTop: 6, background: '#fff' }}
    />
  );
}
