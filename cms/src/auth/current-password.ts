import bcrypt from 'bcrypt';
import type { Core } from '@strapi/strapi';
import { AUTH_TEXTS, RATE_LIMITS } from '@gro/config';
import { consume, reset, type Limit } from '../platform/limits/rate-limit';
import { fieldError } from '../platform/http/validate';

/**
 * The signed-in member's current password, checked before a password or email change. Guessing it
 * is limited like sign-in: each check is counted per account before the comparison (so parallel
 * guesses cannot pass together) and a right password clears the count. 400 on the
 * currentPassword field when wrong, 429 once the limit is used up.
 */
export async function assertCurrentPassword(strapi: Core.Strapi, userId: number, password: string): Promise<void> {
  const limit: [string, Limit] = [`current-password:user:${userId}`, RATE_LIMITS.currentPasswordPerAccount];
  await consume([limit]);
  const user: { password: string | null } | null = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: userId }, select: ['password'] });
  if (!user?.password || !(await bcrypt.compare(password, user.password))) fieldError('currentPassword', AUTH_TEXTS.currentPasswordWrong);
  await reset(limit);
}
