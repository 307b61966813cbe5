import { factories } from '@strapi/strapi';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PORTAL_MESSAGES,
  REFERRAL_LABELS,
  REFERRAL_LIMITS,
  REFERRAL_MESSAGES,
  REFERRAL_STATUSES,
  formatCents,
  requiredLabel,
  referralSchema,
  referralStatusSchema,
  type ReferralBox,
  type ReferralStatus,
  type ReferralStatusValues,
  type ReferralValues,
} from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { isAdmin } from '../../../auth/roles';
import { ok } from '../../../platform/http/envelope';
import { badRequest } from '../../../platform/http/http-errors';
import { parseListQuery } from '../../../platform/http/list-query';
import { parseId } from '../../../platform/http/params';
import { countedSend } from '../../../platform/limits/send-limits';
import { fieldError, unknownIdField, validateBody } from '../../../platform/http/validate';
import { hiddenFromViewer } from '../../../auth/hidden-members';
import type { Caller } from '../services/referral';
import { apiService } from '../../services';

const UID = 'api::referral.referral';
const BOXES: readonly ReferralBox[] = ['received', 'given', 'all'];

function idOf(ctx: Context): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw badRequest(PORTAL_MESSAGES.badId);
  return id;
}

function callerOf(ctx: Context): Caller {
  const { user } = signedIn(ctx);
  return { id: user.id, admin: isAdmin(user) };
}

/** The Idempotency-Key header: null when absent; present, it must match the pattern (else 400). */
function idempotencyKeyOf(ctx: Context): string | null {
  const raw = ctx.request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (raw === undefined) return null;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) throw badRequest(REFERRAL_MESSAGES.idempotencyKeyInvalid);
  return raw;
}

/** ?box= and ?status= of the list (one value each, from their lists), with page and pageSize. */
function listQueryOf(ctx: Context) {
  const { box, status, ...rest } = ctx.query as Record<string, unknown>;
  const { page, pageSize } = parseListQuery(rest, [], REFERRAL_LIMITS.pageSizeDefault);
  if (box !== undefined && box !== '' && (typeof box !== 'string' || !BOXES.includes(box as ReferralBox))) fieldError('box', `Box must be one of: ${BOXES.join(', ')}`);
  if (status !== undefined && status !== '' && (typeof status !== 'string' || !REFERRAL_STATUSES.includes(status as ReferralStatus))) {
    fieldError('status', `Status must be one of: ${REFERRAL_STATUSES.join(', ')}`);
  }
  return {
    box: (box || 'received') as ReferralBox,
    status: (status || null) as ReferralStatus | null,
    page,
    pageSize: Math.min(pageSize, REFERRAL_LIMITS.pageSizeMax),
  };
}

/** Referrals: pass, list, read, follow, delete; the history for admins. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const referrals = () => apiService(strapi, UID);
  return {
    async pass(ctx: Context) {
      const caller = callerOf(ctx);
      const key = idempotencyKeyOf(ctx);
      // yup reads [42] as 42: an id is a number or its digits, never a list.
      const raw: unknown = ctx.request.body;
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        const receiverId = (raw as Record<string, unknown>).receiverId;
        if (receiverId !== undefined && receiverId !== null && typeof receiverId !== 'number' && typeof receiverId !== 'string') fieldError('receiverId', requiredLabel(REFERRAL_LABELS.receiver));
      }
      const input = await validateBody<ReferralValues>(referralSchema, ctx.request.body);
      // A member hidden from the directory is an unknown member to those who have not met them yet.
      if (await hiddenFromViewer(strapi.db.connection, caller, Number(input.receiverId))) unknownIdField('receiverId', REFERRAL_MESSAGES.receiverNotFound);
      // A referral counts against the giver's hourly and daily limits; a replayed one (created: false) does not.
      const { referral, created } = await countedSend('referral', caller.id, () => referrals().pass(caller, input, key), (r) => r.created);
      ctx.status = created ? 201 : 200;
      ctx.body = ok(referral, REFERRAL_MESSAGES.passed(referral.receiver.fullname));
    },

    async list(ctx: Context) {
      ctx.body = ok(await referrals().list(callerOf(ctx), listQueryOf(ctx)));
    },

    async one(ctx: Context) {
      ctx.body = ok(await referrals().get(callerOf(ctx), idOf(ctx)));
    },

    async follow(ctx: Context) {
      const caller = callerOf(ctx);
      const id = idOf(ctx);
      await referrals().assertMayFollow(caller, id);
      const input = await validateBody<ReferralStatusValues>(referralStatusSchema, ctx.request.body);
      const referral = await referrals().follow(caller, id, input);
      const message = referral.status === 'Closed' ? REFERRAL_MESSAGES.closed(formatCents(referral.amountCents ?? 0)) : REFERRAL_MESSAGES.updated(referral.status);
      ctx.body = ok(referral, message);
    },

    async remove(ctx: Context) {
      const caller = callerOf(ctx);
      const id = idOf(ctx);
      await referrals().remove(caller, id);
      ctx.body = ok(null, REFERRAL_MESSAGES.removed);
    },

    async history(ctx: Context) {
      ctx.body = ok(await referrals().history(idOf(ctx)));
    },
  };
});
