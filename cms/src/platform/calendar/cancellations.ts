import type { Core } from '@strapi/strapi';

/**
 * Meeting occurrences a chapter leader cancelled (the attendance API writes them; the
 * meeting_cancellations table, unique per event and date). Everything that lists, reminds of,
 * registers for or writes a calendar of an occurrence reads them here: a cancelled occurrence is
 * skipped, refused or shown cancelled, never treated as a meeting that takes place.
 */

const TABLE = 'meeting_cancellations';
/** whereIn's values per query (SQLite takes at most 999 parameters). */
const CHUNK = 500;

/** Each event's cancelled dates ('YYYY-MM-DD' → the reason). */
export type CancelledDates = Map<number, Map<string, string>>;

/** The cancelled occurrences of `eventIds` on `fromDate` ('YYYY-MM-DD') or later. */
export async function cancelledDatesOf(strapi: Core.Strapi, eventIds: readonly number[], fromDate: string): Promise<CancelledDates> {
  const found: CancelledDates = new Map();
  const ids = [...new Set(eventIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows: { event_id: number | string; occurrence_date: string; reason: string }[] = await strapi.db
      .connection(TABLE)
      .whereIn('event_id', ids.slice(i, i + CHUNK))
      .where('occurrence_date', '>=', fromDate)
      .select('event_id', 'occurrence_date', 'reason');
    for (const row of rows) {
      const id = Number(row.event_id);
      if (!found.has(id)) found.set(id, new Map());
      found.get(id)!.set(row.occurrence_date, row.reason);
    }
  }
  return found;
}

/** The reason the occurrence of `eventId` on `date` is cancelled, or null when it takes place. */
export async function cancellationOf(strapi: Core.Strapi, eventId: number, date: string): Promise<string | null> {
  const row: { reason: string } | undefined = await strapi.db.connection(TABLE).where({ event_id: eventId, occurrence_date: date }).first('reason');
  return row?.reason ?? null;
}

/** The cancellation an announcement (the chapter's notice of it) tells of, or null. */
export async function cancellationNoticed(strapi: Core.Strapi, announcementId: number): Promise<{ eventId: number; date: string; reason: string; cancelledById: number | null } | null> {
  const row: { event_id: number | string; occurrence_date: string; reason: string; cancelled_by_id: number | string | null } | undefined = await strapi.db
    .connection(TABLE)
    .where({ announcement_id: announcementId })
    .first('event_id', 'occurrence_date', 'reason', 'cancelled_by_id');
  return row ? { eventId: Number(row.event_id), date: row.occurrence_date, reason: row.reason, cancelledById: row.cancelled_by_id == null ? null : Number(row.cancelled_by_id) } : null;
}

/** A day before `at` (UTC): the earliest date an occurrence still to come can have in any time zone. */
export const datesFrom = (at: Date): string => new Date(at.getTime() - 86_400_000).toISOString().slice(0, 10);
