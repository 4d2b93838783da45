import {
  CloseOutlined,
  ColumnWidthOutlined,
  MoreOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import type { TFunction } from '@/engine/text';
import { useTranslation } from '@/i18n/useTranslation';
import { titleKeyOf } from '@/engine/registry';
import { matchRoute } from '@/engine/routeMatch';
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
 * Whether a click on a tab's link opens its page here, through the tabs (which note the address
 * left), rather than in a new browser tab or window as the user asked.
 */
function followsHere(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The last visited pages (three at most) under the top bar, as links in a named navigation, each
 * with its close button; the current page's link is marked `aria-current`. Right-click a link
 * (or Shift+F10, or the ContextMenu key) or use ⋯ for more. Closing a tab puts focus on the
 * current page's link, so it is not lost with the removed one.
 */
export function VisitedTabs() {
  const { t } = useTranslation();
  const api = useVisitedTabs();
  const { tabs, activePath } = api;
  const canClose = tabs.length > 1;
  const nav = useRef<HTMLElement>(null);
  // Set as a tab is closed: its link (which may have had focus) goes away.
  const refocus = useRef(false);
  const tabsApi: VisitedTabsApi = {
    ...api,
    close: (path) => {
      refocus.current = true;
      api.close(path);
    },
    closeOthers: (path) => {
      refocus.current = true;
      api.closeOthers(path);
    },
  };
  const actions = (path: string) => tabActions(path, canClose, tabsApi, t);

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    (current ?? nav.current?.querySelector<HTMLElement>('.visited-tab-title'))?.focus();
  }, [tabs, activePath]);

  return (
    <div className="visited-tabs">
      <nav ref={nav} className="visited-tabs-nav" aria-label={t('tabs.visitedPages')}>
        <ul className="visited-tabs-list">
          {tabs.map((tab) => {
            const active = samePage(tab.path, activePath);
            const title = tabTitle(tab.path, t);
            return (
              <li key={pageOfPath(tab.path)} className={`visited-tab${active ? ' is-active' : ''}`}>
                <LazyDropdown trigger={['contextMenu']} menu={actions(tab.path)}>
                  <Link
                    to={tab.path}
                    aria-current={active ? 'page' : undefined}
                    className="visited-tab-title"
                    onClick={(event) => {
                      if (!followsHere(event)) return;
                      event.preventDefault();
                      api.open(tab.path);
                    }}
                  >
                    {title}
                  </Link>
                </LazyDropdown>
                {canClose && (
                  <button
                    type="button"
                    className="visited-tab-close"
                    aria-label={`${t('tabs.close')} ${title}`}
                    onClick={() => tabsApi.close(tab.path)}
                  >
                    <CloseOutlined />
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      {tabs.some((tab) => samePage(tab.path, activePath)) && (
        <LazyDropdown trigger={['click']} menu={actions(activePath)}>
          <button type="button" className="visited-tabs-more" aria-label={t('tabs.more')}>
            <MoreOutlined />
          </button>
        </LazyDropdown>
      )}
    </div>
  );
}
