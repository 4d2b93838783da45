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
      <SideNav />
    </Drawer>
  );
}
