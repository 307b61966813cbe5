import path from 'path';
import { toOneLine } from '@gro/config';
import { outboxTransport } from './outbox';
import { smtpOptions, type ConfigEnv } from './smtp';

/** An address as nodemailer takes it: the name is encoded by nodemailer, never parsed as addresses. */
type MailAddress = { name: string; address: string };
/** `headers`: extra headers, such as List-Unsubscribe on notices (notifications/unsubscribe.ts). */
/** A file sent with a message (an .ics invitation): text content, stored as is in the job's payload. */
type MailAttachment = { filename: string; content: string; contentType: string };
/** `messageId`: the Message-ID header, when the sender names the message (an announcement's delivery row). */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: MailAddress; headers?: Record<string, string>; attachments?: MailAttachment[]; messageId?: string };

/**
 * The email plugin's config, chosen once at start: SMTP when SMTP_HOST is set, otherwise the
 * embedded outbox (a folder, OUTBOX_DIR relative to `appRoot`). Both go through Strapi's
 * nodemailer provider, so the rest of the code only ever calls sendMail.
 */
export function emailPluginConfig(env: ConfigEnv, appRoot: string) {
  const settings = {
    defaultFrom: env('EMAIL_FROM', 'GRO <no-reply@gro.example.org>'),
    defaultReplyTo: env('EMAIL_REPLY_TO', 'GRO <hello@gro.example.org>'),
  };
  const providerOptions = env('SMTP_HOST') ? smtpOptions(env) : outboxTransport(path.resolve(appRoot, env('OUTBOX_DIR', 'outbox')));
  return { provider: 'nodemailer', providerOptions, settings };
}

/**
 * The mail with its subject on one line: a line break or control character that a name or a title
 * brought in (one stored before the rules refused them) becomes a space, so the subject never
 * carries a header or a line of its own. Every mail is queued and sent through it (src/jobs).
 */
export function oneLineSubject(mail: Mail): Mail {
  return { ...mail, subject: toOneLine(typeof mail.subject === 'string' ? mail.subject : String(mail.subject ?? '')) };
}
