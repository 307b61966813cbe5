import type { Core } from '@strapi/strapi';
import { FIRST_WEEK_DAYS, FIRST_WEEK_STEPS, isLiveSubscription, type FirstWeek, type FirstWeekStep } from '@gro/config';
import type { AccountWithSubscription } from '../services/account';

type Db = Core.Strapi['db']['connection'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether any row of `table` matches: one indexed lookup, no count. */
const any = async (query: ReturnType<Db>) => Boolean(await query.first('id'));

/**
 * The dashboard's checklist for a new member (GET /account/first-week), each step read from the
 * member's own data: a verified address, a company, a photo, a phone number and a profession, an RSVP (Going or
 * waitlisted), a one-to-one not cancelled, a referral passed and not deleted, a live subscription.
 * Shown within FIRST_WEEK_DAYS of signing up while a step is left.
 */
export async function firstWeekOf(db: Db, account: AccountWithSubscription, now: Date): Promise<FirstWeek> {
  const id = account.id;
  const [rsvp, oneToOne, referral] = await Promise.all([
    any(db('rsvps').where({ user_id: id }).whereIn('status', ['Going', 'Waitlisted'])),
    any(db('one_to_ones').where((q) => q.where({ proposer_id: id }).orWhere({ invitee_id: id })).whereNot({ status: 'Cancelled' })),
    any(db('referrals').where({ giver_id: id }).whereNull('deleted_at')),
  ]);
  const done: Record<FirstWeekStep, boolean> = {
    verifyEmail: account.emailVerified === true,
    company: account.companyId !== null,
    profile: Boolean(account.avatar) && Boolean(account.phoneNumber) && Boolean(account.profession),
    rsvp,
    oneToOne,
    referral,
    subscribe: isLiveSubscription(account.subscription?.status),
  };
  const steps = FIRST_WEEK_STEPS.map((step) => ({ step, done: done[step] }));
  const joined = Date.parse(account.createdAt);
  const recent = Number.isFinite(joined) && now.getTime() - joined < FIRST_WEEK_DAYS * DAY_MS;
  return { show: recent && steps.some((s) => !s.done), steps };
}
