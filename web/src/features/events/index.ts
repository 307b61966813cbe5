export { EventList } from './components/event-list';
