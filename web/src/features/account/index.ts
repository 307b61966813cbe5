export { AccountDrawers, type AccountDrawer } from './components/account-drawers';
export { Avatar } from './components/avatar';
