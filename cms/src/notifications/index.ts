import type { Core } from '@strapi/strapi';
import { enqueueJob, enqueueJobs } from '../jobs';
import type { Mail } from '../providers/email';
import type { Sms } from '../providers/sms';

export { INBOX_TABLE, addToInbox } from './inbox';
export { acceptsInboxStreams, announceInboxChange, closeInboxStreams, openInboxStream, startInboxBus } from './inbox-stream';

/**
 * Mail and text messages leave GRO through the background queue: the caller never waits for the
 * mail server or Twilio, a slow or failing one is retried with back-off, and a crash after a send
 * returns loses nothing (the job is taken again on restart). What the jobs do is in ./jobs.
 */

/** Queues the email ('email.send') and returns once it is stored. */
export async function sendMailInBackground(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await enqueueJob(strapi, 'email.send', mail);
}

/** Queues the text message ('sms.send') and returns once it is stored. */
export async function sendSmsInBackground(strapi: Core.Strapi, sms: Sms): Promise<void> {
  await enqueueJob(strapi, 'sms.send', sms);
}

/**
 * Queues many emails at once, each held back its own `delayMs` (bulk mail goes out at a steady
 * pace): inside the caller's transaction when there is one, so they commit with its writes.
 */
export async function sendMailsInBackground(strapi: Core.Strapi, mails: { mail: Mail; delayMs: number }[]): Promise<void> {
  await enqueueJobs(
    strapi,
    'email.send',
    mails.map(({ mail, delayMs }) => ({ payload: mail, delayMs })),
  );
}
