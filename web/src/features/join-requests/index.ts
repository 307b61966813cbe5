export { useOwnJoinRequests } from './api/own-join-requests';
export { JoinRequestDrawer } from './components/join-request-drawer';
export { JoinRequestList } from './components/join-request-list';
