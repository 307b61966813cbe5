import { createHash, randomBytes } from 'crypto';
import type { Core } from '@strapi/strapi';
import { PAYMENT_MESSAGES } from '@gro/config';
import { callStripe } from '../../../providers/payments/errors';
import type { PaymentProvider } from '../../../providers/payments';
import { now } from '../../../platform/db/clock';
import { badGateway } from '../../../platform/http/http-errors';

/**
 * A claim written into a one-per-member column while the request that wrote it creates the Stripe
 * object the column will hold: `pending:<token>:<ms>`. Other requests wait for the real id instead
 * of creating a second object; a claim older than CLAIM_STALE_MS (its request died) is taken over
 * with the same token, and so the same idempotency key: Stripe answers the object already made.
 */
const PENDING = 'pending:';
const CLAIM_STALE_MS = 30_000;
const WAIT_STEP_MS = 100;
const WAIT_LIMIT_MS = 20_000;

export const isClaim = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PENDING);
/** A stored Stripe id, or null for nothing or a claim in progress. */
export const storedId = (value: unknown): string | null => (typeof value === 'string' && value && !isClaim(value) ? value : null);

const newClaim = (token = randomBytes(12).toString('hex')) => ({ token, value: `${PENDING}${token}:${now()}` });
function parseClaim(value: string): { token: string; at: number } {
  const [, token = '', at = '0'] = value.split(':');
  return { token, at: Number(at) || 0 };
}
/** A short fingerprint of request parameters, for idempotency keys. */
export const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Column = 'stripeCustomerId' | 'stripeCheckoutSessionId';
const USER = 'plugin::users-permissions.user';

/**
 * The member's Stripe customer: stored as stripeCustomerId, created at most once. Reads
 * and writes go through the query engine, so they join a transaction the caller may be in.
 */
const customerService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.db.query(USER);

  /** Sets a member's column from `from` (null: empty) to `to` only if it still holds `from` (one UPDATE): whether it did. */
  async function swap(userId: number, column: Column, from: string | null, to: string | null): Promise<boolean> {
    const { count } = await users().updateMany({ where: { id: userId, [column]: from }, data: { [column]: to } });
    return count === 1;
  }

  const read = async (userId: number, column: Column): Promise<string | null> =>
    ((await users().findOne({ where: { id: userId }, select: [column] })) as Record<Column, string | null> | null)?.[column] ?? null;

  /**
   * The single-flight of a one-per-member Stripe object: answers the stored id, or claims the
   * column and runs `create(token)` (its token makes the idempotency key), or waits for the request
   * holding the claim. `current` decides whether a stored id is still good (else it is replaced).
   */
  async function once(
    userId: number,
    column: Column,
    create: (token: string, replaced: string | null) => Promise<string>,
    current: (id: string) => Promise<boolean> = async () => true,
  ): Promise<string> {
    const until = Date.now() + WAIT_LIMIT_MS;
    while (Date.now() < until) {
      const value = await read(userId, column);
      let claim: { token: string; value: string } | null = null;
      let replaced: string | null = null;
      if (storedId(value)) {
        if (await current(value as string)) return value as string;
        replaced = value;
      } else if (isClaim(value) && now() - parseClaim(value).at < CLAIM_STALE_MS) {
        await sleep(WAIT_STEP_MS);
        continue;
      }
      // Empty, a stale claim (taken over with its token) or an id to replace.
      claim = newClaim(isClaim(value) ? parseClaim(value).token : undefined);
      if (!(await swap(userId, column, value, claim.value))) continue;
      let id: string;
      try {
        id = await create(claim.token, replaced);
      } catch (err) {
        // Left as a stale claim with its token: the next request takes it over at once and, with the
        // same idempotency key, gets whatever Stripe may have made before the failure.
        await swap(userId, column, claim.value, `${PENDING}${claim.token}:0`);
        throw err;
      }
      if (await swap(userId, column, claim.value, id)) return id;
      // A webhook stored the customer meanwhile (the same one: one idempotency key).
      const stored = storedId(await read(userId, column));
      return stored ?? id;
    }
    strapi.log.error(`Payments: member ${userId}'s ${column} stayed claimed for ${WAIT_LIMIT_MS / 1000} s.`);
    throw badGateway(PAYMENT_MESSAGES.paymentProviderFailed);
  }

  return {
    once,

    /** The member's Stripe customer id, or null when they have none yet. */
    async customerOf(userId: number): Promise<string | null> {
      return storedId(await read(userId, 'stripeCustomerId'));
    },

    /** The member's Stripe customer, created on their first checkout; never two, even for a burst of clicks. */
    async ensureCustomer(userId: number, provider: PaymentProvider): Promise<string> {
      return once(userId, 'stripeCustomerId', async (token) => {
        const member = await users().findOne({ where: { id: userId }, select: ['email', 'firstname', 'lastname'] });
        const name = [member?.firstname, member?.lastname].filter(Boolean).join(' ') || undefined;
        const params = { email: member?.email, name, metadata: { userId: String(userId) } };
        // The key covers the parameters: a retry after the member changed their email makes no conflicting request.
        const key = `gro-customer-${userId}-${token}-${digest(JSON.stringify(params))}`;
        const customer = await callStripe(strapi.log, 'creating a customer', () => provider.stripe.customers.create(params, { idempotencyKey: key }));
        return customer.id;
      });
    },

    /**
     * The member a Stripe object belongs to: the userId we put in its metadata (if that account
     * exists), else the member whose stripeCustomerId is its customer; null for neither.
     */
    async userFor({ metadataUserId, customerId }: { metadataUserId: number | null; customerId: string | null }): Promise<number | null> {
      if (metadataUserId !== null) {
        const row = await users().findOne({ where: { id: metadataUserId }, select: ['id'] });
        if (row) return Number(row.id);
      }
      if (!customerId) return null;
      const row = await users().findOne({ where: { stripeCustomerId: customerId }, select: ['id'] });
      return row ? Number(row.id) : null;
    },

    /** Keeps stripeCustomerId set: stores the customer when the member has none (or only a claim). */
    async link(userId: number | null, customerId: string | null): Promise<void> {
      if (userId === null || !customerId) return;
      const value = await read(userId, 'stripeCustomerId');
      if (value === customerId || storedId(value)) return;
      try {
        await swap(userId, 'stripeCustomerId', value, customerId);
      } catch (err) {
        // The unique index: that customer already belongs to another member.
        strapi.log.warn(`Payments: customer ${customerId} not linked to member ${userId}: ${(err as Error).message}`);
      }
    },
  };
};

export type CustomerService = ReturnType<typeof customerService>;
export default customerService;
