export { EventList } from './components/event-list';
export { EventDay } from './components/event-day';
export { EventBadge } from './components/event-badge';
export { shareImageUrl } from './api/map-preview-url';
export { AddToCalendarLink } from './components/add-to-calendar-link';
