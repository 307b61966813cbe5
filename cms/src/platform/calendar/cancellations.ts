import type { Core } from '@strapi/strapi';
import type { MeetingCancellation } from '@gro/config';
import { toIso } from '../db/stored-time';

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

/** An occurrence's key in the maps below: '12:2026-12-08'. */
export const occurrenceKey = (eventId: number, date: string) => `${eventId}:${date}`;

/**
 * The cancellations of the events' occurrences from `fromDate` to `toDate` (inclusive), by
 * occurrenceKey, each with its reason, when it was made and the name of the leader who made it.
 */
export async function cancellationsBetween(strapi: Core.Strapi, eventIds: readonly number[], fromDate: string, toDate: string): Promise<Map<string, MeetingCancellation>> {
  const found = new Map<string, MeetingCancellation>();
  const ids = [...new Set(eventIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows: { event_id: number | string; occurrence_date: string; reason: string; created_at: string | number | Date; firstname: string | null; lastname: string | null }[] = await strapi.db
      .connection(`${TABLE} as mc`)
      .leftJoin('up_users as u', 'u.id', 'mc.cancelled_by_id')
      .whereIn('mc.event_id', ids.slice(i, i + CHUNK))
      .whereBetween('mc.occurrence_date', [fromDate, toDate])
      .select('mc.event_id', 'mc.occurrence_date', 'mc.reason', 'mc.created_at', 'u.firstname', 'u.lastname');
    for (const r of rows) {
      found.set(occurrenceKey(Number(r.event_id), r.occurrence_date), {
        reason: r.reason,
        cancelledAt: toIso(r.created_at),
        cancelledBy: [r.firstname, r.lastname].filter(Boolean).join(' ') || null,
      });
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
