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

/** The rows a referral is stale in: open, not deleted, never reminded, untouched since `cutoff`. */
const stale = (q: Core.Strapi['db']['connection'], cutoff: Date) =>
  q(TABLE).whereNull('reminded_at').whereNull('deleted_at').whereIn('status', [...REFERRAL_OPEN_STATUSES]).where('last_touched_at', '<=', cutoff);

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
