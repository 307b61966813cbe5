export { EventList } from './components/event-list';
export { EventBadge, EventDay } from './components/event-facts';
export { shareImageUrl } from './api/map-preview-url';
export { AddToCalendarLink } from './components/add-to-calendar-link';
export { useActiveEvents } from './api/get-active-events';
