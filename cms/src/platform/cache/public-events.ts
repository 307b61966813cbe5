import type { Core } from '@strapi/strapi';
import type { PublicEvent } from '@gro/config';
import { todayIn } from '../calendar/dates';
import { isoIn } from './event-json-ld';
import { EVENT_FIELDS, toEvent } from './mappers';
import { upcomingOccurrences, zoneOf } from '../calendar/occurrences';

const UID = 'api::event.event';

/** How many dates of a recurring meeting its page lists. */
const PAGE_OCCURRENCES = 6;

type PublicEventRow = Parameters<typeof toEvent>[0] & {
  chapter?: { id: number; documentId: string; name: string; slug: string; timeZone?: string | null } | null;
};

/**
 * The chapter columns an event page needs: the time zone too once chapters have one (the
 * calendar work adds the field; until then every chapter is in APP_TIMEZONE).
 */
function chapterColumns(strapi: Core.Strapi): string[] {
  const attributes = strapi.contentType('api::chapter.chapter').attributes as Record<string, unknown>;
  return ['id', 'documentId', 'name', 'slug', ...('timeZone' in attributes ? ['timeZone'] : [])];
}

/** An event as its public page shows it, with its next `count` occurrences from `now` in its chapter's time zone. */
function toPublicEvent(row: PublicEventRow, now: Date, count: number): PublicEvent {
  const zone = zoneOf(row.chapter);
  const event = toEvent(row);
  return {
    ...event,
    chapter: event.chapter && row.chapter ? { ...event.chapter, slug: row.chapter.slug } : null,
    timeZone: zone,
    occurrences: upcomingOccurrences(event, zone, now, count).map(({ date, start, end }) => ({ date, start: isoIn(start, zone), end: isoIn(end, zone) })),
  };
}

/** GET /event/{id} and the event page's head: the event with its next dates, or null for an unknown id. */
export async function findPublicEvent(strapi: Core.Strapi, id: number, now = new Date()): Promise<PublicEvent | null> {
  const row = await strapi.db.query(UID).findOne({ select: [...EVENT_FIELDS], populate: { chapter: { select: chapterColumns(strapi) } }, where: { id } });
  return row ? toPublicEvent(row, now, PAGE_OCCURRENCES) : null;
}

/**
 * A chapter page's events (its own and those of no chapter, as /event/active lists them) that have
 * a date to come, each with its next occurrence, the soonest first.
 */
export async function upcomingPublicEvents(strapi: Core.Strapi, chapterId: number, now = new Date()): Promise<PublicEvent[]> {
  const rows: PublicEventRow[] = await strapi.db.query(UID).findMany({
    select: [...EVENT_FIELDS],
    populate: { chapter: { select: chapterColumns(strapi) } },
    where: {
      $and: [
        { $or: [{ type: 'Recurring' }, { type: 'Once', date: { $gte: todayIn() } }] },
        { $or: [{ chapter: { id: { $null: true } } }, { chapter: { id: chapterId } }] },
      ],
    },
  });
  return rows
    .map((row) => toPublicEvent(row, now, 1))
    .filter((event) => event.occurrences.length > 0)
    .sort((a, b) => Date.parse(a.occurrences[0].start) - Date.parse(b.occurrences[0].start) || a.id - b.id);
}
