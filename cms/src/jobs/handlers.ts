import type { Core } from '@strapi/strapi';
import { REFERRAL_REMINDER_SCAN_MINUTES, REMINDER_SCAN_EVERY_MINUTES } from '@gro/config';
import { oneLineSubject, type Mail } from '../providers/email';
import { sendSms, type Sms } from '../providers/sms';
import type { NoticeService } from '../api/join-request/services/notice';
import { runMemberImport } from '../api/member-import/importer';
import { remindStaleReferrals } from '../api/referral/remind';
import { scanReminders } from '../api/reminder/scan';
import { pruneExpired } from './prune';

/** Every kind of background job and its payload. */
export type JobPayloads = {
  /** One email, sent through the email plugin (SMTP, or the outbox folder). */
  'email.send': Mail;
  /** One text message, through Twilio (TWILIO_*) or the SMS outbox folder. */
  'sms.send': Sms;
  /** Queues the reminders due now: every REMINDER_SCAN_EVERY_MINUTES. */
  'reminders.scan': Record<string, never>;
  /** Reminds the receivers of referrals left untouched for REFERRAL_STALE_DAYS days, once each: every REFERRAL_REMINDER_SCAN_MINUTES. */
  'referrals.remind': Record<string, never>;
  /** The daily clean-up of expired sessions, tokens, links and old jobs. */
  'auth.prune': Record<string, never>;
  /** Mails the notice of a member's join request, after ABUSE_DELAYS.joinRequestNotice; nothing if it is no longer pending. */
  'joinRequests.notice': { joinRequestId: number };
  /** Writes a member import's rows, going on from where a crashed run stopped. */
  'members.import': { importId: number };
};
export type JobKind = keyof JobPayloads;

/** Work that is repeated on a schedule, once per period across every replica. */
export const SCHEDULED: { kind: JobKind; everyMs: number }[] = [
  { kind: 'auth.prune', everyMs: 24 * 60 * 60 * 1000 },
  { kind: 'reminders.scan', everyMs: REMINDER_SCAN_EVERY_MINUTES * 60 * 1000 },
  { kind: 'referrals.remind', everyMs: REFERRAL_REMINDER_SCAN_MINUTES * 60 * 1000 },
];

/** A job's payload as it is stored: an email's subject on one line (oneLineSubject). */
export function storedPayload<K extends JobKind>(kind: K, payload: JobPayloads[K]): JobPayloads[K] {
  return kind === 'email.send' ? (oneLineSubject(payload as Mail) as JobPayloads[K]) : payload;
}

/** Runs one job; a thrown error is a failed attempt (retried with back-off). */
export async function runJob(strapi: Core.Strapi, kind: string, payload: unknown): Promise<void> {
  switch (kind) {
    case 'email.send':
      await strapi.plugin('email').service('email').send(oneLineSubject(payload as Mail));
      return;
    case 'sms.send':
      await sendSms(strapi, payload as Sms);
      return;
    case 'reminders.scan':
      await scanReminders(strapi);
      return;
    case 'referrals.remind':
      await remindStaleReferrals(strapi);
      return;
    case 'joinRequests.notice':
      // Through the Strapi service registry, not an import: the service's module sends mail (providers/email), which queues jobs.
      await (strapi.service('api::join-request.notice') as NoticeService).notify((payload as JobPayloads['joinRequests.notice']).joinRequestId);
      return;
    case 'members.import':
      await runMemberImport(strapi, (payload as JobPayloads['members.import']).importId);
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
  if (kind === 'sms.send' && payload && typeof payload === 'object') {
    // The number's last digits only: logs are read by more people than the member list.
    return `SMS to …${String((payload as Partial<Sms>).to ?? '').slice(-4)}`;
  }
  return kind;
}
