export { EventList } from './components/event-list';
export { EventDay } from './components/event-day';
export { shareImageUrl } from './api/map-preview-url';
