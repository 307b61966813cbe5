import type { Core } from '@strapi/strapi';
import type { PublicEvent } from '@gro/config';
import { todayIn } from '../calendar/dates';
import { isoIn } from './event-json-ld';
import { EVENT_FIELDS, toEvent } from './mappers';
import { upcomingOccurrences, zoneOf } from '../calendar/occurrences';
import { cancelledDatesOf, datesFrom, type CancelledDates } from '../calendar/cancellations';

const UID = 'api::event.event';

/** How many dates of a recurring meeting its page lists. */
const PAGE_OCCURRENCES = 6;
/** Weekly dates a list looks at for an event's next one that is not cancelled. */
const LOOKED_AT = 8;

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

/**
 * An event as its public page shows it, with its next `count` occurrences from `now` in its
 * chapter's time zone: the cancelled ones among them flagged with their reason, or (`skipCancelled`,
 * a list's next date) left out.
 */
function toPublicEvent(row: PublicEventRow, now: Date, count: number, cancelledDates: CancelledDates, skipCancelled = false): PublicEvent {
  const zone = zoneOf(row.chapter);
  const event = toEvent(row);
  const cancelled = cancelledDates.get(event.id);
  const dates = skipCancelled ? upcomingOccurrences(event, zone, now, count + LOOKED_AT).filter((o) => !cancelled?.has(o.date)).slice(0, count) : upcomingOccurrences(event, zone, now, count);
  return {
    ...event,
    chapter: event.chapter && row.chapter ? { ...event.chapter, slug: row.chapter.slug } : null,
    timeZone: zone,
    occurrences: dates.map(({ date, start, end }) => ({ date, start: isoIn(start, zone), end: isoIn(end, zone), cancelled: cancelled?.get(date) ?? null })),
  };
}

/** GET /event/{id} and the event page's head: the event with its next dates, or null for an unknown id. */
export async function findPublicEvent(strapi: Core.Strapi, id: number, now = new Date()): Promise<PublicEvent | null> {
  const row = await strapi.db.query(UID).findOne({ select: [...EVENT_FIELDS], populate: { chapter: { select: chapterColumns(strapi) } }, where: { id } });
  if (!row) return null;
  return toPublicEvent(row, now, PAGE_OCCURRENCES, await cancelledDatesOf(strapi, [row.id], datesFrom(now)));
}

/**
 * A chapter page's events (its own and those of no chapter, as /event/active lists them) that have
 * a date to come, each with its next occurrence that is not cancelled, the soonest first.
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
  const cancelled = await cancelledDatesOf(strapi, rows.map((row) => row.id), datesFrom(now));
  return rows
    .map((row) => toPublicEvent(row, now, 1, cancelled, true))
    .filter((event) => event.occurrences.length > 0)
    .sort((a, b) => Date.parse(a.occurrences[0].start) - Date.parse(b.occurrences[0].start) || a.id - b.id);
}
