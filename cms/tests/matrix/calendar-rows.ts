import { ALL, type Row } from './types';

/**
 * Rows of the calendar routes, spread into ROWS by rows.ts: public
 * iCalendar files, the same for everyone, with nobody's personal data.
 */
export const CALENDAR_ROWS: Row[] = [
  {
    route: 'GET /api/event/:id/calendar.ics',
    expect: ALL(200),
    path: ({ f }) => `/api/event/${f.event.id}/calendar.ics`,
    note: "a text/calendar download of one event, not the JSON envelope; an unknown id is 404 (calendar.test.ts)",
  },
  {
    route: 'GET /api/chapter/:slug/calendar.ics',
    expect: ALL(200),
    path: ({ f }) => `/api/chapter/${f.chapter.slug}/calendar.ics`,
    note: "an active chapter's subscribable text/calendar feed; an unknown or inactive chapter is 404 (calendar.test.ts)",
  },
];
