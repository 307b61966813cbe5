import type { Context } from 'koa';
import { FORM_LIMITS, FORM_TEXTS, HONEYPOT_FIELD } from '@gro/config';
import { errors } from '@strapi/utils';
import { consume } from '../limits/rate-limit';
import { clientIp } from './request';

/**
 * What every public form does first: a per-IP rate limit (FORM_LIMITS, counted in `bucket`: one
 * form's submissions do not use up another's) and the honeypot a person leaves empty (400).
 */
export async function guardPublicForm(ctx: Context, bucket: string): Promise<Record<string, unknown>> {
  await consume([[`${bucket}:${clientIp(ctx)}`, { max: FORM_LIMITS.submissionsPerIpPerHour, windowMinutes: 60 }]]);
  const body: Record<string, unknown> = ctx.request.body ?? {};
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === 'string' ? trap.trim() !== '' : trap != null) throw new errors.ValidationError(FORM_TEXTS.rejected);
  return body;
}
