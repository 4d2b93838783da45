import { Drawer } from 'antd';
import { SideNav } from './SideNav';

/** On phones the sidebar opens as a drawer from the top bar. */
export default function MobileNav({
  width,
  open,
  onClose,
}: {
  width: number;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      placement="left"
      width={width}
      open={open}
      onClose={onClose}
      closable={false}
      styles={{ body: { padding: 0 } }}
    >
      {/* A followed link closes the drawer. */}
      <div onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}>
        <SideNav />
      </div>
    </Drawer>
  );
}
