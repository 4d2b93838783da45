import { Layout, Spin } from 'antd';
import { lazy, memo, Suspense, useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '@/ui/PageErrorBoundary';
import { MAIN_CONTENT_ID } from '@/ui/mainContent';
import { SkipLink } from '@/ui/SkipLink';
import { startVersionCheck } from '@/layout/versionCheck';
import { useAppAbility } from '@/auth/AbilityContext';
import { SideNav } from './SideNav';
import { VisitedTabs } from './tabs/VisitedTabs';
import { TopBar } from './TopBar';
import { useIsMobile } from '../ui/useIsMobile';

// The shell's parts re-render on their own inputs only, not on every change of the layout.
const Sidebar = memo(SideNav);
const Top = memo(TopBar);
const Tabs = memo(VisitedTabs);
// Phones only: the drawer's code loads there.
const MobileNav = lazy(() => import('./MobileNav'));
// The finance roles only: the risk warnings popup's code loads for them, after the page.
const RiskPopup = lazy(() => import('./riskPopup/RiskPopup'));

const SIDER_WIDTH = 220;

/**
 * The signed-in shell: sidebar menu, top bar, visited-page tabs and the page. Below the md
 * breakpoint (768 px) the sidebar is hidden and opens as a drawer from the top bar.
 */
export function AppLayout() {
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  // Following a link of the drawer closes it (MobileNav), even while the page it leaves is
  // still on screen waiting for the next one.
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = useCallback(() => setMenuOpen(true), []);
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const popsRiskWarnings = useAppAbility().can('popup', 'RiskWarning');
  // Trying a failed page again asks for its data again, not for what was cached of it.
  const refetchPage = useCallback(
    () => void queryClient.resetQueries({ type: 'active' }),
    [queryClient],
  );

  useEffect(() => startVersionCheck(), []);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      {!mobile && (
        <Layout.Sider
          theme="light"
          width={SIDER_WIDTH}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          // Stays in view while the page scrolls; a long menu scrolls on its own, above the
          // collapse bar (sideMenu.css).
          className="console-sider"
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            borderInlineEnd: '1px solid var(--console-color-border-secondary, #f0f0f0)',
          }}
        >
          <Sidebar collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <Top onOpenMenu={mobile ? openMenu : undefined} />
        <Tabs />
        <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ padding: 16 }}>
          <PageErrorBoundary resetKey={pathname + search} onRetry={refetchPage}>
            <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
              <Outlet />
            </Suspense>
          </PageErrorBoundary>
        </Layout.Content>
      </Layout>
      {popsRiskWarnings && (
        <Suspense fallback={null}>
          <RiskPopup />
        </Suspense>
      )}
      {mobile && (
        <Suspense fallback={null}>
          <MobileNav width={SIDER_WIDTH} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Layout>
  );
}
