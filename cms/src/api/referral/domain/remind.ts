import type { Core } from '@strapi/strapi';
import { REFERRAL_OPEN_STATUSES, REFERRAL_SETTING_KEY, REFERRAL_STALE_DAYS } from '@gro/config';
import { referralStaleEmail } from '../messages';
import { withUnsubscribe } from '../../../notifications/unsubscribe';
import { sendMailInBackground } from '../../../notifications';
import { now } from '../../../platform/db/clock';
import { TABLE, membersById, type ReferralRow } from './store';
import { apiService } from '../../services';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Referrals looked at per query: a scan pages through them by id. */
const BATCH = 200;

/** Open referrals, not deleted, that nobody touched since `cutoff` (columns named with the table: callers join users). */
const untouched = (q: Core.Strapi['db']['connection'], cutoff: Date) =>
  q(TABLE).whereNull(`${TABLE}.deleted_at`).whereIn(`${TABLE}.status`, [...REFERRAL_OPEN_STATUSES]).where(`${TABLE}.last_touched_at`, '<=', cutoff);

/** The rows a referral is stale in: untouched since `cutoff` and never reminded. */
const stale = (q: Core.Strapi['db']['connection'], cutoff: Date) => untouched(q, cutoff).whereNull('reminded_at');

/**
 * The members of a chapter (the receiver's chapter when passed) with open referrals nobody touched
 * for REFERRAL_STALE_DAYS days, reminded or not, and how many each: the leader's home lists them.
 */
export async function untouchedByReceiver(q: Core.Strapi['db']['connection'], chapterId: number): Promise<{ userId: number; firstname: string | null; lastname: string | null; count: number }[]> {
  const cutoff = new Date(now() - REFERRAL_STALE_DAYS * DAY_MS);
  const rows: { id: number | string; firstname: string | null; lastname: string | null; n: number | string }[] = await untouched(q, cutoff)
    .join('up_users as u', 'u.id', `${TABLE}.receiver_id`)
    .where(`${TABLE}.receiver_chapter_id`, chapterId)
    .groupBy('u.id', 'u.firstname', 'u.lastname')
    .select('u.id', 'u.firstname', 'u.lastname')
    .count({ n: `${TABLE}.id` });
  return rows.map((r) => ({ userId: Number(r.id), firstname: r.firstname, lastname: r.lastname, count: Number(r.n) }));
}

/**
 * The 'referrals.remind' job: each open referral nobody touched for REFERRAL_STALE_DAYS
 * days reminds its receiver once, ever. A referral is claimed by one UPDATE … WHERE reminded_at IS
 * NULL (and still stale) in the transaction that queues its email, so of several scans at once
 * (replicas, a retried job) exactly one sends it; a receiver whose 'referrals' email setting is off
 * gets nothing, and the referral is not reminded later. `now` is the server's clock (tests move it).
 * Returns how many reminders this scan queued.
 */
export async function remindStaleReferrals(strapi: Core.Strapi): Promise<number> {
  const at = new Date(now());
  const cutoff = new Date(at.getTime() - REFERRAL_STALE_DAYS * DAY_MS);
  const settings = apiService(strapi, 'api::account.setting');
  let queued = 0;
  let after = 0;
  for (;;) {
    const rows = (await stale(strapi.db.connection, cutoff)
      .where('id', '>', after)
      .orderBy('id', 'asc')
      .limit(BATCH)
      .select('id', 'giver_id', 'receiver_id', 'type', 'need', 'warmth', 'expects_call')) as Pick<ReferralRow, 'id' | 'giver_id' | 'receiver_id' | 'type' | 'need' | 'warmth' | 'expects_call'>[];
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1].id);
    const receivers = [...new Set(rows.map((r) => Number(r.receiver_id)))];
    const [allowed, names, people] = await Promise.all([
      settings.allowedAmong(receivers, REFERRAL_SETTING_KEY, 'email'),
      membersById(strapi.db.connection, rows.map((r) => Number(r.giver_id))),
      strapi.db.connection('up_users').whereIn('id', receivers).select('id', 'email', 'firstname', 'status') as Promise<{ id: number; email: string; firstname: string | null; status: string }[]>,
    ]);
    for (const row of rows) {
      const id = Number(row.id);
      const receiverId = Number(row.receiver_id);
      try {
        const sent = await strapi.db.transaction(async ({ trx }) => {
          const claimed = await stale(trx, cutoff).where({ id }).update({ reminded_at: at });
          if (claimed !== 1) return false;
          const receiver = people.find((p) => Number(p.id) === receiverId);
          if (!receiver || receiver.status !== 'Active' || !allowed.has(receiverId)) return false;
          const giver = names.get(Number(row.giver_id));
          const notice = {
            id,
            giverName: giver?.fullname || 'A member',
            giverCompany: giver?.company ?? null,
            type: row.type,
            need: row.need,
            warmth: Number(row.warmth),
            expectsCall: Boolean(row.expects_call),
          };
          await sendMailInBackground(strapi, withUnsubscribe(referralStaleEmail(receiver, notice, REFERRAL_STALE_DAYS), receiverId, REFERRAL_SETTING_KEY));
          return true;
        });
        if (sent) queued += 1;
      } catch (err) {
        strapi.log.warn(`Referral reminders: referral ${id} not reminded (the next scan tries again): ${(err as Error).message}`);
      }
    }
    if (rows.length < BATCH) break;
  }
  if (queued > 0) strapi.log.info(`Referral reminders: queued ${queued} email(s)`);
  return queued;
}
