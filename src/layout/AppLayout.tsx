import { Drawer, Grid, Layout, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { startVersionCheck } from '@/app/versionCheck';
import { SideNav } from './SideNav';
import { VisitedTabs } from './tabs/VisitedTabs';
import { TopBar } from './TopBar';

const SIDER_WIDTH = 220;

/**
 * The signed-in shell: sidebar menu, top bar, visited-page tabs and the page. Below the md
 * breakpoint (768 px) the sidebar is hidden and opens as a drawer from the top bar.
 */
export function AppLayout() {
  const screens = Grid.useBreakpoint();
  // Unknown before the first measure: desktop, so the sidebar does not flash in a drawer.
  const mobile = screens.md === false;
  const [collapsed, setCollapsed] = useState(false);
  const location = useLocation();
  // The drawer belongs to the location it was opened at: any navigation closes it.
  const [drawerAt, setDrawerAt] = useState<string | null>(null);
  const drawerOpen = mobile && drawerAt === location.key;

  useEffect(() => startVersionCheck(), []);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!mobile && (
        <Layout.Sider
          theme="light"
          width={SIDER_WIDTH}
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          // Stays in view while the page scrolls; a long menu scrolls on its own.
          style={{
            position: 'sticky',
            top: 0,
            height: '100vh',
            overflow: 'auto',
            borderInlineEnd: '1px solid #f0f0f0',
          }}
        >
          <SideNav collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <TopBar onOpenMenu={mobile ? () => setDrawerAt(location.key) : undefined} />
        <VisitedTabs />
        <Layout.Content style={{ padding: 16 }}>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      {mobile && (
        <Drawer
          placement="left"
          width={SIDER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerAt(null)}
          closable={false}
          styles={{ body: { padding: 0 } }}
        >
          <SideNav />
        </Drawer>
      )}
    </Layout>
  );
}
