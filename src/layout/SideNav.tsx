import { OrgBrand } from './OrgBrand';
import { SideMenu } from './menu/SideMenu';

/** What the sidebar holds, on desktop in the Sider and on mobile in the Drawer. */
export function SideNav({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <>
      <OrgBrand collapsed={collapsed} />
      <SideMenu collapsed={collapsed} />
    </>
  );
}
