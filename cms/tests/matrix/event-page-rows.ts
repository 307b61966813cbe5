import { ALL, type FieldRule, type Row } from './types';

/** Rows of the public event page's route, spread into ROWS by rows.ts. */

/** The event's page: its place, chapter, time zone and dates; nothing about who attends. */
const EVENT_PAGE: FieldRule = { has: ['id', 'title', 'type', 'timeZone', 'occurrences'], lacks: ['users', 'createdAt', 'updatedAt', 'createdBy'] };

export const EVENT_PAGE_ROWS: Row[] = [
  {
    route: 'GET /api/event/:id',
    expect: ALL(200),
    path: ({ f }) => `/api/event/${f.event.id}`,
    fields: { visitor: EVENT_PAGE, newcomer: EVENT_PAGE, member: EVENT_PAGE, admin: EVENT_PAGE },
    note: 'public and cached: the same answer for everyone; event-page.test.ts covers 404 and hostile ids',
  },
];
