import { registerJob } from '../jobs';
import { oneLineSubject, type Mail } from '../providers/email';
import { sendSms, type Sms } from '../providers/sms';
import { pruneInbox } from './inbox';

declare module '../jobs/registry' {
  interface JobPayloads {
    /** One email, sent through the email plugin (SMTP, or the outbox folder). */
    'email.send': Mail;
    /** One text message, through Twilio (TWILIO_*) or the SMS outbox folder. */
    'sms.send': Sms;
    /** The daily removal of notifications older than INBOX_LIMITS.keepDays. */
    'inbox.prune': Record<string, never>;
  }
}

registerJob('email.send', {
  run: (strapi, mail) => strapi.plugin('email').service('email').send(oneLineSubject(mail)),
  // Stored with its subject on one line, and sent so again (a job queued before the rule).
  store: oneLineSubject,
  // By its subject and recipient, never its body.
  describe: (mail) => `email "${mail.subject}" to ${mail.to}`,
});

registerJob('sms.send', {
  run: sendSms,
  // The number's last digits only: logs are read by more people than the member list.
  describe: (sms) => `SMS to …${String(sms.to ?? '').slice(-4)}`,
});

registerJob('inbox.prune', { run: pruneInbox, everyMs: 24 * 60 * 60 * 1000 });
