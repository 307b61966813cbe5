export { Drawer, DRAWER_EXIT_MS, type DrawerProps } from './drawer';
export { getFocusable, trapTab } from './focusable';
