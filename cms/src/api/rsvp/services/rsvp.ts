import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { RSVP_MESSAGES, RSVP_OCCURRENCE_COUNT, type AttendeeList, type ContactViewer, type EventRsvps, type MyRsvp, type RsvpRequest, type RsvpStatus, INBOX_NOTICES, NOTIFICATION_SETTING } from '@gro/config';
import { addToInbox, sendMailInBackground } from '../../../notifications';
import { rsvpPromotedEmail } from '../messages';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import { now } from '../../../platform/db/clock';
import { localDate, occurrenceOn, occurrenceWhen, upcomingOccurrences, zoneOf } from '../../../platform/calendar/occurrences';
import { cancellationOf, cancelledDatesOf, datesFrom } from '../../../platform/calendar/cancellations';
import { fieldError } from '../../../platform/http/validate';
import { badRequest, conflict } from '../../../platform/http/http-errors';
import { attendeesOf, goingMembers } from '../domain/people';
import { counts, promote, rsvpOf, statusFor, waitlistPosition, write, type Db, type Occurrence } from '../domain/seats';
import { apiService } from '../../services';

const UID = 'api::rsvp.rsvp';
const EVENT = 'api::event.event';
/** The notification setting that covers seat and reminder notices about events a member is going to. */
const REMINDER_SETTING = NOTIFICATION_SETTING.eventReminders;

type EventRow = {
  id: number;
  title: string;
  type: string;
  date: string | null;
  dayOfWeek: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  location: string | null;
  capacity: number | null;
  chapter?: { id?: number; name?: string; timeZone?: string | null } | null;
};

/** How many of a member's upcoming answers GET /rsvp/mine lists at most (the soonest first). */
const MY_RSVPS_LIMIT = 100;

export type RsvpAnswer = { date: string; status: RsvpStatus; waitlistPosition: number | null; title: string };

/**
 * RSVPs. Every change to an occurrence's seats runs in one transaction that first locks
 * the event's row (PostgreSQL: SELECT … FOR UPDATE; SQLite has one writer, and Strapi's SQLite
 * pool one connection), so concurrent answers are counted one after the other: never more Going
 * than the capacity, the waitlist in order, whichever replica answers.
 */
const rsvpService = ({ strapi }: { strapi: Core.Strapi }) => {
  const postgres = () => strapi.db.dialect.client === 'postgres';

  async function findEvent(id: number): Promise<EventRow> {
    const event = (await strapi.db.query(EVENT).findOne({
      where: { id },
      select: ['id', 'title', 'type', 'date', 'dayOfWeek', 'timeStart', 'timeEnd', 'location', 'capacity'],
      populate: { chapter: true },
    })) as EventRow | null;
    if (!event) throw new errors.NotFoundError(RSVP_MESSAGES.eventNotFound);
    return event;
  }

  async function lockEvent(trx: Db, id: number) {
    const q = trx('events').where({ id }).first('id', 'capacity');
    const row = await (postgres() ? q.forUpdate() : q);
    if (!row) throw new errors.NotFoundError(RSVP_MESSAGES.eventNotFound);
    return { capacity: row.capacity === null || row.capacity === undefined ? null : Number(row.capacity) };
  }

  /**
   * Tells every promoted member in their notification centre, and queues the emails (in the
   * transaction: both only if it commits) to those
   * whose 'event-reminders' email setting is on: a notice, with the link that turns it off.
   */
  async function notifyPromoted(trx: Db, event: EventRow, date: string, promoted: number[]) {
    if (promoted.length === 0) return;
    const zone = zoneOf(event.chapter);
    const occurrence = occurrenceOn(event, date, zone);
    const when = occurrence ? occurrenceWhen(occurrence.start, zone) : date;
    // Every promoted member's notification centre; the email where their setting is on.
    await addToInbox(strapi, promoted.map((userId) => ({ userId, kind: 'waitlistPromoted' as const, title: INBOX_NOTICES.waitlistPromoted(event.title), body: when, link: `/events/${event.id}` })));
    const allowed = await apiService(strapi, 'api::account.setting').allowedAmong(promoted, REMINDER_SETTING, 'email');
    const userIds = promoted.filter((id) => allowed.has(id));
    if (userIds.length === 0) return;
    const users: { id: number; email: string; firstname: string | null }[] = await trx('up_users').whereIn('id', userIds).select('id', 'email', 'firstname');
    for (const id of userIds) {
      const user = users.find((u) => Number(u.id) === id);
      if (user) await sendMailInBackground(strapi, withUnsubscribe(rsvpPromotedEmail(user, event, when), id, REMINDER_SETTING));
    }
  }

  return {
    /**
     * GET /event/{id}/rsvp: the next occurrences with the caller's answer, the seats and who is going
     * (nobody named when `withAttendees` is false: the caller does not read member data).
     */
    async overview(eventId: number, userId: number, withAttendees = true): Promise<EventRsvps> {
      const event = await findEvent(eventId);
      const zone = zoneOf(event.chapter);
      const db = strapi.db.connection;
      const cancelled = (await cancelledDatesOf(strapi, [eventId], datesFrom(new Date(now())))).get(eventId);
      const occurrences = await Promise.all(
        upcomingOccurrences(event, zone, new Date(now()), RSVP_OCCURRENCE_COUNT).map(async ({ date, start, end }) => {
          const at: Occurrence = { eventId, date };
          const [{ going, waitlisted }, mine, position, attendees] = await Promise.all([
            counts(db, at), rsvpOf(db, at, userId), waitlistPosition(db, at, userId), withAttendees ? goingMembers(db, at) : [],
          ]);
          const capacity = event.capacity ?? null;
          return {
            date, start: start.toISOString(), end: end.toISOString(),
            status: mine?.status ?? null, waitlistPosition: position,
            going, waitlisted, capacity, seatsLeft: capacity === null ? null : Math.max(0, capacity - going),
            attendees,
            cancelled: cancelled?.get(date) ?? null,
          };
        }),
      );
      return { eventId, title: event.title, timeZone: zone, occurrences };
    },

    /**
     * GET /rsvp/mine: the member's answers for occurrences that have not started, the soonest first
     * (at most MY_RSVPS_LIMIT): what the events table, the dashboard and "My RSVPs" show.
     */
    async mine(userId: number): Promise<MyRsvp[]> {
      const db = strapi.db.connection;
      const at = new Date(now());
      // Dates are the chapters' local days: a day before UTC's covers every zone west of it.
      const since = localDate(new Date(at.getTime() - 36 * 3600_000), 'UTC');
      const rows: { event_id: number; occurrence_date: string; status: RsvpStatus }[] = await db('rsvps')
        .where({ user_id: userId })
        .where('occurrence_date', '>=', since)
        .orderBy([{ column: 'occurrence_date', order: 'asc' }, { column: 'id', order: 'asc' }])
        .limit(MY_RSVPS_LIMIT * 2)
        .select('event_id', 'occurrence_date', 'status');
      if (rows.length === 0) return [];
      const eventIds = [...new Set(rows.map((r) => Number(r.event_id)))];
      const events = (await strapi.db.query(EVENT).findMany({
        where: { id: { $in: eventIds } },
        select: ['id', 'title', 'type', 'date', 'dayOfWeek', 'timeStart', 'timeEnd', 'location', 'capacity'],
        populate: { chapter: { select: ['id', 'name', 'timeZone'] } },
      })) as EventRow[];
      const byId = new Map(events.map((e) => [e.id, e]));
      const answers: MyRsvp[] = [];
      for (const row of rows) {
        const event = byId.get(Number(row.event_id));
        if (!event) continue;
        const zone = zoneOf(event.chapter);
        const occurrence = occurrenceOn(event, row.occurrence_date, zone);
        if (!occurrence || occurrence.start <= at) continue;
        const chapter = event.chapter?.id && event.chapter.name ? { id: event.chapter.id, name: event.chapter.name } : null;
        const waitlist = row.status === 'Waitlisted' ? await waitlistPosition(db, { eventId: event.id, date: row.occurrence_date }, userId) : null;
        answers.push({ eventId: event.id, title: event.title, date: row.occurrence_date, start: occurrence.start.toISOString(), timeZone: zone, chapter, status: row.status, waitlistPosition: waitlist });
      }
      return answers.sort((a, b) => a.start.localeCompare(b.start) || a.eventId - b.eventId).slice(0, MY_RSVPS_LIMIT);
    },

    /**
     * PUT /event/{id}/rsvp: Going takes a free seat or a place at the end of the waitlist; Not going
     * from Going frees the seat for the first waitlisted member, who is emailed. 400 for a date the
     * event does not take place on or that has started.
     */
    async answer(eventId: number, userId: number, input: RsvpRequest): Promise<RsvpAnswer> {
      const event = await findEvent(eventId);
      const zone = zoneOf(event.chapter);
      const at = new Date(now());
      const occurrence = occurrenceOn(event, input.date, zone);
      if (!occurrence) fieldError('date', RSVP_MESSAGES.dateInvalid);
      if (occurrence.start <= at) throw badRequest(RSVP_MESSAGES.started);
      if (!upcomingOccurrences(event, zone, at, RSVP_OCCURRENCE_COUNT).some((o) => o.date === input.date)) fieldError('date', RSVP_MESSAGES.dateInvalid);
      const cancelled = await cancellationOf(strapi, eventId, input.date);
      if (cancelled !== null) throw conflict(RSVP_MESSAGES.cancelled(cancelled));
      const where: Occurrence = { eventId, date: input.date };

      return await strapi.db.transaction(async ({ trx }) => {
        const { capacity } = await lockEvent(trx, eventId);
        // Stamped under the lock: the waitlist's order (queued_at) is the order the answers are counted in.
        const queuedAt = new Date(now());
        const mine = await rsvpOf(trx, where, userId);
        const unchanged = mine && (input.status === 'NotGoing' ? mine.status === 'NotGoing' : mine.status !== 'NotGoing');
        if (!unchanged) {
          const { going } = await counts(trx, where);
          await write(trx, where, userId, statusFor(input.status, going, capacity), queuedAt, mine?.id);
          if (mine?.status === 'Going') await notifyPromoted(trx, event, input.date, await promote(trx, where, capacity, queuedAt));
        }
        const status = (await rsvpOf(trx, where, userId))!.status;
        return { date: input.date, status, waitlistPosition: await waitlistPosition(trx, where, userId), title: event.title };
      });
    },

    /**
     * After an admin changes an event's capacity: the waitlist of each upcoming occurrence moves
     * up into the new seats (emailed like any promotion).
     */
    async fillSeats(eventId: number): Promise<void> {
      const event = await findEvent(eventId);
      const zone = zoneOf(event.chapter);
      const at = new Date(now());
      for (const { date } of upcomingOccurrences(event, zone, at, RSVP_OCCURRENCE_COUNT)) {
        await strapi.db.transaction(async ({ trx }) => {
          const { capacity } = await lockEvent(trx, eventId);
          await notifyPromoted(trx, event, date, await promote(trx, { eventId, date }, capacity, at));
        });
      }
    },

    /**
     * GET /event/{id}/attendees (admins): everyone's answer for one date (default: the next
     * occurrence), with the contact fields `viewer` sees. A past date the event took place on is allowed.
     */
    async attendees(eventId: number, date: string | null, viewer: ContactViewer): Promise<AttendeeList> {
      const event = await findEvent(eventId);
      const zone = zoneOf(event.chapter);
      const day = date ?? upcomingOccurrences(event, zone, new Date(now()), 1)[0]?.date;
      if (!day) fieldError('date', RSVP_MESSAGES.dateRequired);
      if (!occurrenceOn(event, day, zone)) fieldError('date', RSVP_MESSAGES.dateInvalid);
      const db = strapi.db.connection;
      const where = { eventId, date: day };
      const [{ going, waitlisted }, attendees] = await Promise.all([counts(db, where), attendeesOf(db, where, viewer)]);
      return { eventId, title: event.title, date: day, capacity: event.capacity ?? null, going, waitlisted, attendees };
    },
  };
};

export type RsvpService = ReturnType<typeof rsvpService>;
export default factories.createCoreService(UID, rsvpService);
