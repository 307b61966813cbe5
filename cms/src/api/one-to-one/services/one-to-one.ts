import crypto from 'node:crypto';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  INBOX_NOTICES,
  ONE_TO_ONE_MESSAGES,
  ONE_TO_ONE_MINUTES,
  REFERRAL_MESSAGES,
  REFERRAL_SETTING_KEY,
  SITE_PATHS,
  type OneToOne,
  type OneToOneStatus,
  type OneToOneValues,
} from '@gro/config';
import { addToInbox, sendMailInBackground } from '../../../notifications';
import { oneToOneCancelledEmail, oneToOneInvitationEmail } from '../messages';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import type { TallyDb } from '../../referral-figure/services/referral-figure';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { mayMailNotice } from '../../../platform/limits/send-limits';
import { badRequest, conflict, forbidden } from '../../../platform/http/http-errors';
import { calendarFor, type CalendarEntry } from '../../../platform/calendar/ical';
import { instantIn, occurrenceWhen, zoneOf } from '../../../platform/calendar/occurrences';
import { siteUrl } from '../../../platform/http/site-url';
import { fieldError, unknownIdField } from '../../../platform/http/validate';
import { memberRefs } from '../domain/members';
import { apiService } from '../../services';

const UID = 'api::one-to-one.one-to-one';
const TABLE = 'one_to_ones';
const NOTES = 'one_to_one_notes';
const DAY_MS = 86_400_000;
/** A one-to-one is proposed for a date from this many days ago (one that already happened) ... */
export const ONE_TO_ONE_PAST_DAYS = 30;
/** ... to this many days ahead. */
export const ONE_TO_ONE_FUTURE_DAYS = 365;
/** "Today" as the earliest time zone has it (UTC+14): a one-to-one of today can be confirmed everywhere. */
const EARLIEST_ZONE_MS = 14 * 3_600_000;
/** At most this many one-to-ones in a member's list (the newest). */
export const ONE_TO_ONE_LIST_MAX = 500;

export const ONE_TO_ONE_DATE_RANGE = `The date must be from ${ONE_TO_ONE_PAST_DAYS} days ago to ${ONE_TO_ONE_FUTURE_DAYS} days ahead.`;

type Row = {
  id: number | string;
  proposer_id: number | string;
  invitee_id: number | string;
  proposer_chapter_id: number | string;
  invitee_chapter_id: number | string;
  date: string;
  time: string;
  time_zone: string;
  place: string;
  status: OneToOneStatus;
  confirmed_at: Date | string | number | null;
  created_at: Date | string | number;
  request_hash: string | null;
  my_note?: string | null;
};

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (value: Date | string | number | null): string | null => (value === null || value === undefined ? null : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value).toISOString());

/** The request's fingerprint: the same key sent with another body is a 409. */
const requestHash = (input: OneToOneValues) =>
  crypto.createHash('sha256').update(JSON.stringify([input.withId, input.date, input.time, input.place])).digest('hex');

/** 'HH:MM' plus the one-to-one's length, on a 24-hour clock (past midnight wraps: the calendar reads it as the next day). */
function endTime(time: string): string {
  const minutes = (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + ONE_TO_ONE_MINUTES) % (24 * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const whenOf = (row: Pick<Row, 'date' | 'time' | 'time_zone'>) => {
  const start = instantIn(row.date, row.time, row.time_zone);
  return start ? occurrenceWhen(start, row.time_zone) : `${row.date} ${row.time}`;
};

/**
 * One-to-ones. Only the two participants ever see one (anyone else: 404). Confirming
 * counts it in the referral tallies for both, in the same transaction, once: the status changes
 * with `UPDATE … WHERE status = 'Proposed'`, so of parallel confirms only one changes a row.
 */
const oneToOneService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection as TallyDb;
  const settings = () => apiService(strapi, 'api::account.setting');
  const figures = () => apiService(strapi, 'api::referral-figure.referral-figure');

  async function answer(rows: Row[]): Promise<OneToOne[]> {
    const refs = await memberRefs(db(), rows.flatMap((r) => [Number(r.proposer_id), Number(r.invitee_id)]));
    const ref = (id: number) => refs.get(id) ?? { id, fullname: 'Member', company: null };
    return rows.map((r) => ({
      id: Number(r.id),
      proposer: ref(Number(r.proposer_id)),
      invitee: ref(Number(r.invitee_id)),
      date: r.date,
      time: r.time,
      timeZone: r.time_zone,
      place: r.place,
      status: r.status,
      confirmedAt: iso(r.confirmed_at),
      myNote: r.my_note ?? null,
      createdAt: iso(r.created_at)!,
    }));
  }

  /** The caller's rows with their own note only. */
  const withMyNote = (trx: TallyDb, userId: number) =>
    trx(`${TABLE} as o`)
      .leftJoin(`${NOTES} as n`, function join() {
        this.on('n.one_to_one_id', '=', 'o.id').andOn('n.author_id', '=', trx.raw('?', [userId]));
      })
      .select('o.*', 'n.note as my_note');

  /** The one-to-one when the caller takes part in it; a 404 otherwise (never says that it exists). */
  async function mine(trx: TallyDb, id: number, userId: number): Promise<Row> {
    const row = (await withMyNote(trx, userId)
      .where('o.id', id)
      .andWhere((q) => q.where('o.proposer_id', userId).orWhere('o.invitee_id', userId))
      .first()) as Row | undefined;
    if (!row) throw new errors.NotFoundError(ONE_TO_ONE_MESSAGES.notFound);
    return row;
  }

  async function recipient(trx: TallyDb, userId: number, allowedOnly: boolean) {
    if (allowedOnly && !(await settings().allowedAmong([userId], REFERRAL_SETTING_KEY, 'email')).has(userId)) return null;
    const user: { email: string; firstname: string | null } | undefined = await trx('up_users').where('id', userId).first('email', 'firstname');
    return user ?? null;
  }

  function calendarEntry(row: Row, title: string): CalendarEntry {
    return {
      key: `one-to-one-${Number(row.id)}`,
      title,
      type: 'Once',
      date: row.date,
      dayOfWeek: null,
      description: `A one-to-one of ${ONE_TO_ONE_MINUTES} minutes. Confirm it on your one-to-ones page once you have met.`,
      location: row.place,
      address: null,
      city: null,
      state: null,
      postalCode: null,
      country: null,
      timeStart: row.time,
      timeEnd: endTime(row.time),
      zone: row.time_zone,
      url: siteUrl(SITE_PATHS.portal.oneToOnes),
    };
  }

  async function icsOf(trx: TallyDb, row: Row): Promise<string> {
    const refs = await memberRefs(trx, [Number(row.proposer_id), Number(row.invitee_id)]);
    const title = `One-to-one: ${refs.get(Number(row.proposer_id))?.fullname ?? 'Member'} and ${refs.get(Number(row.invitee_id))?.fullname ?? 'Member'}`;
    return calendarFor([calendarEntry(row, title)], { name: title, url: siteUrl(SITE_PATHS.portal.oneToOnes), now: new Date(now()) });
  }

  return {
    /**
     * POST /one-to-one: the caller proposes a one-to-one to an Active member (not themselves), on a
     * date from 30 days ago to a year ahead, in the proposer's chapter time zone. With an
     * idempotency key the same request is stored once (parallel ones too: INSERT … ON CONFLICT DO
     * NOTHING on the unique (proposer_id, idempotency_key), then read); the key with another body
     * is a 409. The invitee is emailed (their 'referrals' setting) with the .ics, in the same
     * transaction: a repeated request sends nothing.
     */
    async propose(userId: number, input: OneToOneValues, key: string | null): Promise<{ created: boolean; oneToOne: OneToOne; when: string }> {
      const withId = Number(input.withId);
      if (withId === userId) fieldError('withId', ONE_TO_ONE_MESSAGES.notYourself);
      const today = Date.parse(`${utcDay(now())}T00:00:00Z`);
      if (input.date < utcDay(today - ONE_TO_ONE_PAST_DAYS * DAY_MS) || input.date > utcDay(today + ONE_TO_ONE_FUTURE_DAYS * DAY_MS)) fieldError('date', ONE_TO_ONE_DATE_RANGE);
      const invitee = await db()('up_users').where({ id: withId, status: 'Active' }).first('id');
      if (!invitee) unknownIdField('withId', ONE_TO_ONE_MESSAGES.memberNotFound);

      const [proposerChapter, inviteeChapter] = await Promise.all([figures().homeChapterId(db(), userId), figures().homeChapterId(db(), withId)]);
      const chapter = proposerChapter ? await db()('chapters').where('id', proposerChapter).first('time_zone') : null;
      const zone = zoneOf({ timeZone: chapter?.time_zone ?? null });
      const time = input.time ?? '';
      if (!instantIn(input.date, time, zone)) fieldError('time', `${time} is not a time of ${input.date}.`);
      const hash = requestHash(input);

      const result = await strapi.db.transaction(async ({ trx }) => {
        const at = new Date(now());
        const insert = trx(TABLE).insert({
          document_id: documentId(),
          proposer_id: userId,
          invitee_id: withId,
          proposer_chapter_id: proposerChapter,
          invitee_chapter_id: inviteeChapter,
          date: input.date,
          time,
          time_zone: zone,
          place: input.place,
          status: 'Proposed',
          idempotency_key: key,
          request_hash: hash,
          created_at: at,
          updated_at: at,
          published_at: at,
        });
        const inserted: { id: number | string }[] = await (key ? insert.onConflict(['proposer_id', 'idempotency_key']).ignore() : insert).returning('id');
        const created = inserted.length > 0;
        const row = (created
          ? await trx(TABLE).where('id', Number(inserted[0]!.id)).first()
          : await trx(TABLE).where({ proposer_id: userId, idempotency_key: key }).first()) as Row | undefined;
        if (!row) throw new Error('one-to-one: the stored row was not found');
        if (!created && row.request_hash !== hash) throw conflict(REFERRAL_MESSAGES.idempotencyReused);
        if (created) {
          const proposer = (await memberRefs(trx, [userId])).get(userId)?.fullname ?? 'A member';
          await addToInbox(strapi, [{ userId: withId, kind: 'oneToOneProposed', title: INBOX_NOTICES.oneToOneProposed(proposer), body: `${whenOf(row)} · ${row.place}`, link: SITE_PATHS.portal.oneToOnes }]);
          const to = await recipient(trx, withId, true);
          // One email per proposer and invitee per window; later proposals are listed, not mailed.
          if (to && (await mayMailNotice('one-to-one', userId, withId))) {
            const mail = oneToOneInvitationEmail(to, { proposerName: proposer, when: whenOf(row), timeZone: row.time_zone, place: row.place }, await icsOf(trx, row));
            await sendMailInBackground(strapi, withUnsubscribe(mail, withId, REFERRAL_SETTING_KEY));
          }
        }
        return { created, id: Number(row.id) };
      });
      const row = await mine(db(), result.id, userId);
      const [oneToOne] = await answer([row]);
      return { created: result.created, oneToOne: oneToOne!, when: whenOf(row) };
    },

    /** GET /one-to-one: the caller's one-to-ones (proposed by or to them), the newest date first, each with the caller's own note. */
    async list(userId: number): Promise<OneToOne[]> {
      const rows = (await withMyNote(db(), userId)
        .where((q) => q.where('o.proposer_id', userId).orWhere('o.invitee_id', userId))
        .orderBy([{ column: 'o.date', order: 'desc' }, { column: 'o.time', order: 'desc' }, { column: 'o.id', order: 'desc' }])
        .limit(ONE_TO_ONE_LIST_MAX)) as Row[];
      return answer(rows);
    },

    /**
     * PUT /one-to-one/{id}/confirm: the invitee says it happened (from its day on). Counts once for
     * the proposer (in their chapter when proposed) and the invitee (in theirs), in the month of its date.
     */
    async confirm(id: number, userId: number): Promise<OneToOne> {
      const row = await mine(db(), id, userId);
      if (Number(row.invitee_id) !== userId) throw forbidden(ONE_TO_ONE_MESSAGES.onlyInvitee);
      if (row.status !== 'Proposed') throw conflict(ONE_TO_ONE_MESSAGES.notProposed);
      if (row.date > utcDay(now() + EARLIEST_ZONE_MS)) throw badRequest(ONE_TO_ONE_MESSAGES.notYet);
      await strapi.db.transaction(async ({ trx }) => {
        const at = new Date(now());
        const month = row.date.slice(0, 7);
        const changed = await trx(TABLE).where({ id, status: 'Proposed' }).update({ status: 'Confirmed', confirmed_at: at, counted_month: month, updated_at: at });
        if (Number(changed) !== 1) throw conflict(ONE_TO_ONE_MESSAGES.notProposed);
        // Both sides at once, in the tallies' lock order: two confirms touching the same rows wait for each other, never deadlock.
        await figures().addToTallies(trx, [
          { chapterId: Number(row.proposer_chapter_id), userId: Number(row.proposer_id), month, oneToOnes: 1 },
          { chapterId: Number(row.invitee_chapter_id), userId: Number(row.invitee_id), month, oneToOnes: 1 },
        ]);
        const invitee = (await memberRefs(trx, [userId])).get(userId)?.fullname ?? 'A member';
        await addToInbox(strapi, [{ userId: Number(row.proposer_id), kind: 'oneToOneConfirmed', title: INBOX_NOTICES.oneToOneConfirmed(invitee), body: `${whenOf(row)} · ${row.place}`, link: SITE_PATHS.portal.oneToOnes }]);
      });
      return (await answer([await mine(db(), id, userId)]))[0]!;
    },

    /** PUT /one-to-one/{id}/cancel: either participant, while proposed; the other is emailed (their 'referrals' setting). */
    async cancel(id: number, userId: number): Promise<OneToOne> {
      const row = await mine(db(), id, userId);
      if (row.status !== 'Proposed') throw conflict(ONE_TO_ONE_MESSAGES.notProposed);
      const otherId = Number(row.proposer_id) === userId ? Number(row.invitee_id) : Number(row.proposer_id);
      await strapi.db.transaction(async ({ trx }) => {
        const at = new Date(now());
        const changed = await trx(TABLE).where({ id, status: 'Proposed' }).update({ status: 'Cancelled', updated_at: at });
        if (Number(changed) !== 1) throw conflict(ONE_TO_ONE_MESSAGES.notProposed);
        const who = (await memberRefs(trx, [userId])).get(userId)?.fullname ?? 'A member';
        await addToInbox(strapi, [{ userId: otherId, kind: 'oneToOneCancelled', title: INBOX_NOTICES.oneToOneCancelled(who), body: `${whenOf(row)} · ${row.place}`, link: SITE_PATHS.portal.oneToOnes }]);
        const to = await recipient(trx, otherId, true);
        if (to) {
          const mail = oneToOneCancelledEmail(to, who, { when: whenOf(row), timeZone: row.time_zone, place: row.place });
          await sendMailInBackground(strapi, withUnsubscribe(mail, otherId, REFERRAL_SETTING_KEY));
        }
      });
      return (await answer([await mine(db(), id, userId)]))[0]!;
    },

    /** PUT /one-to-one/{id}/note: the caller's own note (one per one-to-one and author; empty clears it). Only its author ever reads it. */
    async note(id: number, userId: number, note: string | null | undefined): Promise<OneToOne> {
      await mine(db(), id, userId);
      const text = typeof note === 'string' && note.trim() !== '' ? note : null;
      const at = new Date(now());
      await db()(NOTES)
        .insert({ document_id: documentId(), one_to_one_id: id, author_id: userId, note: text, created_at: at, updated_at: at, published_at: at })
        .onConflict(['one_to_one_id', 'author_id'])
        .merge({ note: text, updated_at: at });
      return (await answer([await mine(db(), id, userId)]))[0]!;
    },

    /** GET /one-to-one/{id}/invite.ics: the calendar file, for either participant. */
    async ics(id: number, userId: number): Promise<{ ics: string; id: number }> {
      const row = await mine(db(), id, userId);
      return { ics: await icsOf(db(), row), id: Number(row.id) };
    },
  };
};

export type OneToOneService = ReturnType<typeof oneToOneService>;
export default factories.createCoreService(UID, oneToOneService);
