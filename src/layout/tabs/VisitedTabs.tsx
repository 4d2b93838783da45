import {
  CloseOutlined,
  ColumnWidthOutlined,
  MoreOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { TFunction } from '@/i18n/translator';
import { useTranslation } from '@/i18n/useTranslation';
import { matchRoute, titleKeyOf } from '@/engine/registry';
import { LazyDropdown } from '@/ui/LazyDropdown';
import { useVisitedTabs, type VisitedTabsApi } from './useVisitedTabs';
import { pageOfPath, samePage } from './visitedTabs';
import './visitedTabs.css';

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

/**
 * The last visited pages (three at most) as tabs under the top bar; right-click a tab or use ⋯
 * for more. Plain buttons: a strip of three needs no scrolling tab machinery.
 */
export function VisitedTabs() {
  const { t } = useTranslation();
  const api = useVisitedTabs();
  const { tabs, activePath } = api;
  const canClose = tabs.length > 1;

  return (
    <div className="visited-tabs">
      <div role="tablist" className="visited-tabs-list">
        {tabs.map((tab) => {
          const active = samePage(tab.path, activePath);
          const title = tabTitle(tab.path, t);
          return (
            <div key={pageOfPath(tab.path)} className={`visited-tab${active ? ' is-active' : ''}`}>
              <LazyDropdown trigger={['contextMenu']} menu={tabActions(tab.path, canClose, api, t)}>
                <button
                  type="button"
                  role="tab"
                  aria-selected={active}
                  className="visited-tab-title"
                  onClick={() => api.open(tab.path)}
                >
                  {title}
                </button>
              </LazyDropdown>
              {canClose && (
                <button
                  type="button"
                  className="visited-tab-close"
                  aria-label={`${t('tabs.close')} ${title}`}
                  onClick={() => api.close(tab.path)}
                >
                  <CloseOutlined />
                </button>
              )}
            </div>
          );
        })}
      </div>
      {tabs.some((tab) => samePage(tab.path, activePath)) && (
        <LazyDropdown trigger={['click']} menu={tabActions(activePath, canClose, api, t)}>
          <button type="button" className="visited-tabs-more" aria-label={t('tabs.more')}>
            <MoreOutlined />
          </button>
        </LazyDropdown>
      )}
    </div>
  );
}
