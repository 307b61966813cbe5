export { PortalSearch } from './components/portal-search';
