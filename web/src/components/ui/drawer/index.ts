export { Drawer } from './drawer';
