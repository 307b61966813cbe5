export { AccountDrawers, type AccountDrawer } from './components/account-drawers';
export { Avatar } from './components/avatar';
export { SecondFactorGate } from './components/second-factor-gate';
