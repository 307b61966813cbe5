import type { Core } from '@strapi/strapi';
import type { RsvpChoice, RsvpStatus } from '@gro/config';
import { documentId } from '../../../platform/db/document-id';

/**
 * The RSVP table's reads and writes for one occurrence (event + date), on a knex connection or
 * transaction. Seats are given under the caller's lock on the event (rsvp service): these only
 * count and write.
 */

export type Db = Core.Strapi['db']['connection'];
const TABLE = 'rsvps';

export type Occurrence = { eventId: number; date: string };
type Row = { id: number; user_id: number; status: RsvpStatus };

const onDate = (db: Db, { eventId, date }: Occurrence) => db(TABLE).where({ event_id: eventId, occurrence_date: date });

/** How many members are Going and Waitlisted for the occurrence. */
export async function counts(db: Db, occurrence: Occurrence): Promise<{ going: number; waitlisted: number }> {
  const rows: { status: RsvpStatus; n: number | string }[] = await onDate(db, occurrence)
    .whereIn('status', ['Going', 'Waitlisted'])
    .select('status')
    .count({ n: 'id' })
    .groupBy('status');
  const of = (status: RsvpStatus) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { going: of('Going'), waitlisted: of('Waitlisted') };
}

export async function rsvpOf(db: Db, occurrence: Occurrence, userId: number): Promise<Row | undefined> {
  return onDate(db, occurrence).where({ user_id: userId }).first('id', 'user_id', 'status');
}

/** The member's place on the waitlist (1: next), or null when they are not on it. */
export async function waitlistPosition(db: Db, occurrence: Occurrence, userId: number): Promise<number | null> {
  const mine = await onDate(db, occurrence).where({ user_id: userId, status: 'Waitlisted' }).first('id', 'queued_at');
  if (!mine) return null;
  const [{ n }] = await onDate(db, occurrence)
    .where({ status: 'Waitlisted' })
    .where((q) => q.where('queued_at', '<', mine.queued_at).orWhere((same) => same.where('queued_at', mine.queued_at).andWhere('id', '<', mine.id)))
    .count({ n: 'id' });
  return Number(n) + 1;
}

/** Stores the member's status for the occurrence: a new row, or their row changed (queuedAt restarts their place). */
export async function write(db: Db, occurrence: Occurrence, userId: number, status: RsvpStatus, at: Date, existingId?: number): Promise<void> {
  if (existingId !== undefined) {
    await db(TABLE).where({ id: existingId }).update({ status, queued_at: at, updated_at: at });
    return;
  }
  await db(TABLE).insert({
    document_id: documentId(),
    event_id: occurrence.eventId,
    user_id: userId,
    occurrence_date: occurrence.date,
    status,
    queued_at: at,
    created_at: at,
    updated_at: at,
    published_at: at,
  });
}

/**
 * Moves waitlisted members to Going, the longest waiting first, while seats are free (all of them
 * without a capacity): the user ids promoted, in order.
 */
export async function promote(db: Db, occurrence: Occurrence, capacity: number | null, at: Date): Promise<number[]> {
  const { going, waitlisted } = await counts(db, occurrence);
  const free = capacity === null ? waitlisted : Math.min(waitlisted, capacity - going);
  if (free <= 0) return [];
  const next: { id: number; user_id: number }[] = await onDate(db, occurrence)
    .where({ status: 'Waitlisted' })
    .orderBy([{ column: 'queued_at', order: 'asc' }, { column: 'id', order: 'asc' }])
    .limit(free)
    .select('id', 'user_id');
  if (next.length === 0) return [];
  await db(TABLE).whereIn('id', next.map((r) => r.id)).update({ status: 'Going', updated_at: at });
  return next.map((r) => Number(r.user_id));
}

/** The status a choice gives: Going while a seat is free, else Waitlisted; NotGoing as asked. */
export function statusFor(choice: RsvpChoice, going: number, capacity: number | null): RsvpStatus {
  if (choice === 'NotGoing') return 'NotGoing';
  return capacity === null || going < capacity ? 'Going' : 'Waitlisted';
}
