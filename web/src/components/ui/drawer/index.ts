export { Drawer } from './drawer';
export { DrawerTabs } from './drawer-tabs';
