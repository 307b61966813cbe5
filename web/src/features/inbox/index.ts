export { InboxBell } from './components/inbox-bell';
