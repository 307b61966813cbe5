import type { Core } from '@strapi/strapi';
import { MEMBER_DATA_MESSAGES, READ_LIMITS } from '@gro/config';
import { recordActivity } from '../platform/db/activity-log';
import { configuredLimit } from '../platform/limits/configured-limits';
import { consumeOrRefuse } from '../platform/limits/rate-limit';
import { isAdmin } from './roles';

type Reader = { id: number; role?: { name?: string | null } | null };

/** The member the activity log names: full name, else email. */
async function nameOf(strapi: Core.Strapi, userId: number): Promise<string> {
  const row: { firstname: string | null; lastname: string | null; email: string } | undefined = await strapi.db
    .connection('up_users')
    .where('id', userId)
    .first('firstname', 'lastname', 'email');
  const fullname = [row?.firstname, row?.lastname].filter(Boolean).join(' ');
  return fullname || row?.email || `#${userId}`;
}

/**
 * Counts one member-data read against the account's READ_LIMITS.memberDataReadsPerHour (keyed by
 * the session's user id, read from the database: nothing the request says). Admins are not
 * counted. Past the limit a 429 names when the member can continue; the first refused read of a
 * window writes one activity-log entry, the reader being its actor and its subject.
 */
export async function countMemberDataRead(strapi: Core.Strapi, user: Reader): Promise<void> {
  if (isAdmin(user)) return;
  const limit = configuredLimit(READ_LIMITS.memberDataReadsPerHour);
  const refusal = { title: MEMBER_DATA_MESSAGES.readLimitTitle, message: (seconds: number) => MEMBER_DATA_MESSAGES.readLimit(limit.windowMinutes, seconds) };
  await consumeOrRefuse([`member-data-reads:user:${user.id}`, limit], refusal, async () => {
    await recordActivity(strapi, {
      actorId: user.id,
      action: 'reach-limit',
      subject: 'user',
      subjectId: user.id,
      summary: MEMBER_DATA_MESSAGES.readLimitReached(await nameOf(strapi, user.id)),
      before: null,
      after: { limit: `${limit.max} reads in ${limit.windowMinutes} minutes` },
    });
  });
}
