import type { Core } from '@strapi/strapi';
import type { Mail } from '../providers/email';
import { pruneExpired } from './prune';

/** Every kind of background job and its payload. */
export type JobPayloads = {
  /** One email, sent through the email plugin (SMTP, or the outbox folder). */
  'email.send': Mail;
  /** The daily clean-up of expired sessions, tokens, links and old jobs. */
  'auth.prune': Record<string, never>;
};
export type JobKind = keyof JobPayloads;

/** Work that is repeated on a schedule, once per period across every replica. */
export const SCHEDULED: { kind: JobKind; everyMs: number }[] = [{ kind: 'auth.prune', everyMs: 24 * 60 * 60 * 1000 }];

/** Runs one job; a thrown error is a failed attempt (retried with back-off). */
export async function runJob(strapi: Core.Strapi, kind: string, payload: unknown): Promise<void> {
  switch (kind) {
    case 'email.send':
      await strapi.plugin('email').service('email').send(payload as Mail);
      return;
    case 'auth.prune':
      await pruneExpired(strapi);
      return;
    default:
      throw new Error(`unknown job kind "${kind}"`);
  }
}

/** How a job is named in logs: an email by its subject and recipient (never its body). */
export function describeJob(kind: string, payload: unknown): string {
  if (kind === 'email.send' && payload && typeof payload === 'object') {
    const mail = payload as Partial<Mail>;
    return `email "${mail.subject}" to ${mail.to}`;
  }
  return kind;
}
