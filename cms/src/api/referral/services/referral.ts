import crypto from 'node:crypto';
import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  AUTH_TEXTS,
  INBOX_NOTICES,
  REFERRAL_MESSAGES,
  REFERRAL_SETTING_KEY,
  amountToCents,
  monthOf,
  type Referral,
  type ReferralBox,
  type ReferralChange,
  type ReferralPage,
  type ReferralStatus,
  type ReferralStatusValues,
  type ReferralValues,
} from '@gro/config';
import { addToInbox, sendMailInBackground } from '../../../notifications';
import { referralReceivedEmail } from '../messages';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import { now } from '../../../platform/db/clock';
import { documentId } from '../../../platform/db/document-id';
import { mayMailNotice } from '../../../platform/limits/send-limits';
import { badRequest, conflict, forbidden } from '../../../platform/http/http-errors';
import { fieldError, unknownIdField } from '../../../platform/http/validate';
import type { TallyChange } from '../../referral-figure/services/referral-figure';
import { TABLE, historyOf, iso, recordChange, snapshotOf, toReferrals, type Db, type ReferralRow, type Snapshot } from '../domain/store';
import { apiService } from '../../services';
import { untouchedByReceiver } from '../domain/remind';

const UID = 'api::referral.referral';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The earliest time zone is UTC+14: a date is "today" somewhere until the UTC date of now + 14 h. */
const EARLIEST_ZONE_MS = 14 * 60 * 60 * 1000;

export type Caller = { id: number; admin: boolean };
export type ListQuery = { box: ReferralBox; status: ReferralStatus | null; page: number; pageSize: number };

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const notFound = () => new errors.NotFoundError(REFERRAL_MESSAGES.notFound);
const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** What a pass stores and hashes: the validated form, the contact fields null for an Internal referral. */
function passValues(input: ReferralValues) {
  const internal = input.type === 'Internal';
  return {
    receiverId: Number(input.receiverId),
    type: input.type as Referral['type'],
    contactName: internal ? null : text(input.contactName),
    contactCompany: internal ? null : text(input.contactCompany),
    contactPhone: internal ? null : text(input.contactPhone),
    contactEmail: internal ? null : text(input.contactEmail)?.toLowerCase() ?? null,
    need: text(input.need) ?? '',
    warmth: Number(input.warmth),
    expectsCall: internal ? false : Boolean(input.expectsCall),
  };
}

/**
 * Referrals: the giver passes one, the receiver follows it to Closed (the business is
 * credited to the giver) or Not a fit, the giver or an admin deletes it (softly). Only the giver,
 * the receiver and admins ever see one; anyone else gets the 404 of a referral that does not exist.
 * Every write that changes a figure updates referral_tallies in its own transaction (domain/tallies.ts),
 * under a lock on the referral's row (PostgreSQL: SELECT … FOR UPDATE; SQLite has one writer), so
 * parallel writes move each credit once.
 */
const referralService = ({ strapi }: { strapi: Core.Strapi }) => {
  const postgres = () => strapi.db.dialect.client === 'postgres';
  const db = () => strapi.db.connection;
  const settings = () => apiService(strapi, 'api::account.setting');
  const figures = () => apiService(strapi, 'api::referral-figure.referral-figure');

  async function rowOf(conn: Db, id: number, lock = false): Promise<ReferralRow | undefined> {
    const q = conn(TABLE).where({ id }).first('*');
    return (await (lock && postgres() ? q.forUpdate() : q)) as ReferralRow | undefined;
  }

  /** The referral if the caller may see it: its giver or receiver (not deleted), or an admin. Else the 404. */
  function visible(row: ReferralRow | undefined, caller: Caller): ReferralRow {
    if (!row) throw notFound();
    if (caller.admin) return row;
    const party = Number(row.giver_id) === caller.id || Number(row.receiver_id) === caller.id;
    if (!party || row.deleted_at !== null) throw notFound();
    return row;
  }

  /** PUT status: the receiver or an admin; the giver 403; deleted 400 for admins (404 for members). */
  function mayFollow(row: ReferralRow | undefined, caller: Caller): ReferralRow {
    const r = visible(row, caller);
    if (r.deleted_at !== null) throw badRequest(REFERRAL_MESSAGES.deleted);
    if (!caller.admin && Number(r.receiver_id) !== caller.id) throw forbidden(REFERRAL_MESSAGES.onlyReceiver);
    return r;
  }

  /** DELETE: the giver or an admin; the receiver 403; deleted 400 for admins (404 for members). */
  function mayDelete(row: ReferralRow | undefined, caller: Caller): ReferralRow {
    const r = visible(row, caller);
    if (r.deleted_at !== null) throw badRequest(REFERRAL_MESSAGES.deleted);
    if (!caller.admin && Number(r.giver_id) !== caller.id) throw forbidden(REFERRAL_MESSAGES.onlyGiver);
    return r;
  }

  async function one(conn: Db, id: number): Promise<Referral> {
    const [referral] = await toReferrals(conn, [(await rowOf(conn, id))!]);
    return referral;
  }

  /** The credit a Closed row gives its giver: where and how much, or null. */
  const creditOf = (r: { status: ReferralStatus; closed_on: string | null; amount_cents: number | string | null }) =>
    r.status === 'Closed' && r.closed_on && r.amount_cents !== null ? { month: r.closed_on.slice(0, 7), cents: Number(r.amount_cents) } : null;

  return {
    /**
     * POST /referral. With an idempotency key, the same giver, key and body answer the referral
     * already stored (created: false) whether the first is committed or still being written
     * (INSERT … ON CONFLICT DO NOTHING on the unique (giver_id, idempotency_key), then read); the
     * same key with another body is a 409.
     */
    async pass(caller: Caller, input: ReferralValues, key: string | null): Promise<{ referral: Referral; created: boolean }> {
      const values = passValues(input);
      const hash = crypto.createHash('sha256').update(JSON.stringify(values)).digest('hex');

      const replay = async (conn: Db) => {
        const stored = (await conn(TABLE).where({ giver_id: caller.id, idempotency_key: key }).first('*')) as ReferralRow | undefined;
        if (!stored) return null;
        if (stored.request_hash !== hash) throw conflict(REFERRAL_MESSAGES.idempotencyReused);
        const [referral] = await toReferrals(conn, [stored]);
        return { referral, created: false };
      };
      if (key !== null) {
        const earlier = await replay(db());
        if (earlier) return earlier;
      }
      // A retry answers what was stored even if the receiver has since left: the checks are the first request's.
      if (values.receiverId === caller.id) fieldError('receiverId', REFERRAL_MESSAGES.notYourself);
      const receiver: { id: number; email: string; firstname: string | null; status: string } | undefined = await db()('up_users')
        .where({ id: values.receiverId })
        .first('id', 'email', 'firstname', 'status');
      if (!receiver || receiver.status !== 'Active') unknownIdField('receiverId', REFERRAL_MESSAGES.receiverNotFound);

      return strapi.db.transaction(async ({ trx }) => {
        const at = new Date(now());
        const month = monthOf(at);
        const giverChapter = await figures().homeChapterId(trx, caller.id);
        const receiverChapter = await figures().homeChapterId(trx, values.receiverId);
        const stamp = new Date();
        const inserted: ({ id: number } | number)[] = await trx(TABLE)
          .insert({
            document_id: documentId(),
            giver_id: caller.id,
            receiver_id: values.receiverId,
            giver_chapter_id: giverChapter,
            receiver_chapter_id: receiverChapter,
            type: values.type,
            contact_name: values.contactName,
            contact_company: values.contactCompany,
            contact_phone: values.contactPhone,
            contact_email: values.contactEmail,
            need: values.need,
            warmth: values.warmth,
            expects_call: values.expectsCall,
            status: 'New',
            given_month: month,
            idempotency_key: key,
            request_hash: hash,
            last_touched_at: at,
            created_at: at,
            updated_at: at,
            published_at: stamp,
          })
          .onConflict(['giver_id', 'idempotency_key'])
          .ignore()
          .returning('id');
        if (inserted.length === 0) {
          // A parallel request with the same key stored it first (its transaction committed before this insert went on).
          const earlier = await replay(trx);
          if (!earlier) throw new Error('referral: idempotency conflict without a stored referral');
          return earlier;
        }
        const id = Number(typeof inserted[0] === 'object' ? inserted[0].id : inserted[0]);
        await figures().addToTallies(trx, [
          { chapterId: giverChapter, userId: caller.id, month, given: 1 },
          { chapterId: receiverChapter, userId: values.receiverId, month, received: 1 },
        ]);
        const row = (await rowOf(trx, id))!;
        await recordChange(trx, { referralId: id, actorId: caller.id, action: 'created', before: null, after: snapshotOf(row), at });
        const [referral] = await toReferrals(trx, [row]);
        // The receiver's notification centre, whatever their email setting.
        await addToInbox(strapi, [{ userId: values.receiverId, kind: 'referralReceived', title: INBOX_NOTICES.referralReceived(referral.giver.fullname), body: values.need, link: `/portal/referral/${id}` }]);
        const allowed = await settings().allowedAmong([values.receiverId], REFERRAL_SETTING_KEY, 'email');
        // One email per giver and receiver per window; later referrals are listed, not mailed.
        if (allowed.has(values.receiverId) && (await mayMailNotice('referral', caller.id, values.receiverId))) {
          const notice = { id, giverName: referral.giver.fullname, giverCompany: referral.giver.company, type: values.type, need: values.need, warmth: values.warmth, expectsCall: values.expectsCall };
          // In the transaction: the email is queued only if the referral commits.
          await sendMailInBackground(strapi, withUnsubscribe(referralReceivedEmail(receiver, notice), values.receiverId, REFERRAL_SETTING_KEY));
        }
        return { referral, created: true };
      });
    },

    /** GET /referral: the caller's received or given referrals (admins: all, deleted ones too), newest first. */
    async list(caller: Caller, query: ListQuery): Promise<ReferralPage> {
      if (query.box === 'all' && !caller.admin) throw forbidden(AUTH_TEXTS.adminOnly);
      const conn = db();
      const base = () => {
        const q = conn(TABLE);
        if (query.box === 'given') q.where({ giver_id: caller.id }).whereNull('deleted_at');
        if (query.box === 'received') q.where({ receiver_id: caller.id }).whereNull('deleted_at');
        if (query.status) q.where({ status: query.status });
        return q;
      };
      const [{ n }] = await base().count({ n: 'id' });
      const rows = (await base()
        .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
        .select('*')) as ReferralRow[];
      return { items: await toReferrals(conn, rows), page: query.page, pageSize: query.pageSize, total: Number(n) };
    },

    /** GET /referral/{id}: its giver, its receiver or an admin; anyone else the 404 of a missing one. */
    async get(caller: Caller, id: number): Promise<Referral> {
      const row = visible(await rowOf(db(), id), caller);
      const [referral] = await toReferrals(db(), [row]);
      return referral;
    },

    /** Who may follow it (checked again under the lock): before the body is read, so a stranger learns nothing from a 400. */
    async assertMayFollow(caller: Caller, id: number): Promise<void> {
      mayFollow(await rowOf(db(), id), caller);
    },

    /**
     * PUT /referral/{id}/status: the receiver records a step with its date. Closing credits the
     * amount to the giver in closed_on's month (giver's chapter); re-closing moves the credit,
     * leaving Closed takes it back. One history line per change.
     */
    async follow(caller: Caller, id: number, input: ReferralStatusValues): Promise<Referral> {
      return strapi.db.transaction(async ({ trx }) => {
        const row = mayFollow(await rowOf(trx, id, true), caller);
        const at = new Date(now());
        if (input.date > utcDay(at.getTime() + EARLIEST_ZONE_MS)) fieldError('date', REFERRAL_MESSAGES.dateInFuture);
        const passedAt = Date.parse(iso(row.created_at)!);
        if (input.date < utcDay(passedAt - DAY_MS)) fieldError('date', REFERRAL_MESSAGES.dateBeforeReferral);
        const status = input.status as ReferralStatus;
        const next = {
          status,
          contacted_on: row.contacted_on ?? null,
          meeting_on: row.meeting_on ?? null,
          closed_on: row.closed_on ?? null,
          amount_cents: row.amount_cents === null ? null : Number(row.amount_cents),
        };
        if (status === 'Contacted') next.contacted_on = input.date;
        if (status === 'MeetingBooked') next.meeting_on = input.date;
        if (status === 'Closed') {
          const cents = amountToCents(input.amount);
          if (cents === null) fieldError('amount', REFERRAL_MESSAGES.amountInvalid);
          next.closed_on = input.date;
          next.amount_cents = cents;
        } else {
          next.closed_on = null;
          next.amount_cents = null;
        }
        const before = creditOf(row);
        const after = creditOf(next);
        if (before?.month !== after?.month || before?.cents !== after?.cents) {
          const where = { chapterId: Number(row.giver_chapter_id), userId: Number(row.giver_id) };
          const changes: TallyChange[] = [];
          if (before) changes.push({ ...where, month: before.month, creditedCents: -before.cents });
          if (after) changes.push({ ...where, month: after.month, creditedCents: after.cents });
          await figures().addToTallies(trx, changes);
        }
        await trx(TABLE).where({ id }).update({ ...next, last_touched_at: at, updated_at: at });
        const updated = (await rowOf(trx, id))!;
        const was: Snapshot = snapshotOf(row);
        const is: Snapshot = snapshotOf(updated);
        if (JSON.stringify(was) !== JSON.stringify(is)) {
          const action: ReferralChange['action'] = row.status === 'Closed' && status === 'Closed' ? 'amount' : 'status';
          await recordChange(trx, { referralId: id, actorId: caller.id, action, before: was, after: is, at });
        }
        return one(trx, id);
      });
    },

    /** DELETE /referral/{id} (soft): the giver or an admin. Its counts and credit are taken back. */
    async remove(caller: Caller, id: number): Promise<void> {
      await strapi.db.transaction(async ({ trx }) => {
        const row = mayDelete(await rowOf(trx, id, true), caller);
        const at = new Date(now());
        const done = await trx(TABLE).where({ id }).whereNull('deleted_at').update({ deleted_at: at, deleted_by: caller.id, updated_at: at });
        if (done !== 1) throw badRequest(REFERRAL_MESSAGES.deleted);
        const credit = creditOf(row);
        const giver = { chapterId: Number(row.giver_chapter_id), userId: Number(row.giver_id) };
        await figures().addToTallies(trx, [
          { ...giver, month: row.given_month, given: -1 },
          { chapterId: Number(row.receiver_chapter_id), userId: Number(row.receiver_id), month: row.given_month, received: -1 },
          ...(credit ? [{ ...giver, month: credit.month, creditedCents: -credit.cents }] : []),
        ]);
        const updated = (await rowOf(trx, id))!;
        await recordChange(trx, { referralId: id, actorId: caller.id, action: 'deleted', before: snapshotOf(row), after: snapshotOf(updated), at });
      });
    },

    /** Per member of the chapter, their open referrals left untouched for REFERRAL_STALE_DAYS days (the leader's home). */
    untouchedInChapter(chapterId: number) {
      return untouchedByReceiver(db(), chapterId);
    },

    /** GET /referral/{id}/history (admins): every change, oldest first. */
    async history(id: number): Promise<ReferralChange[]> {
      if (!(await rowOf(db(), id))) throw notFound();
      return historyOf(db(), id);
    },
  };
};

export type ReferralService = ReturnType<typeof referralService>;
export default factories.createCoreService(UID, referralService);
