export { EventList } from './components/event-list';
export { EventDay } from './components/event-day';
export { AddToCalendarLink } from './components/add-to-calendar-link';
