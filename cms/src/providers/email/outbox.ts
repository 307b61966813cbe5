import crypto from 'crypto';
import fs from 'fs';
import path from 'path';

/** The fields of a message as Strapi's nodemailer provider hands them to its transport. */
type OutgoingMail = { data: { from?: unknown; replyTo?: unknown; to?: unknown; subject?: string; text?: unknown; html?: unknown; headers?: unknown; attachments?: unknown; messageId?: unknown } };

/** A Message-ID's part before '@', as a file name may hold it ('<delivery-12@gro.announcements>' → 'delivery-12'). */
const fileTag = (messageId: unknown) => (typeof messageId === 'string' ? /^<?([A-Za-z0-9._-]{1,64})@/.exec(messageId)?.[1] ?? null : null);

/**
 * The embedded default: a nodemailer transport that writes each message as JSON to the outbox
 * folder and logs a line, so a developer reads reset links and notices without any mail server.
 */
export function outboxTransport(dir: string) {
  return {
    name: 'gro-outbox',
    version: '1.0.0',
    send(mail: OutgoingMail, done: (err: Error | null, info?: { messageId: string }) => void) {
      const { from, replyTo, to, subject, text, html, headers, attachments, messageId } = mail.data;
      // Attachments (an .ics invitation) are kept with the message, their text content as sent.
      const message = { date: new Date().toISOString(), from, replyTo, to, subject, text, html, ...(headers ? { headers } : {}), ...(attachments ? { attachments } : {}), ...(messageId ? { messageId } : {}) };
      // A message that names itself (an announcement's delivery) is filed under that name: two files of one name were sent twice.
      const tag = fileTag(messageId);
      const file = path.join(dir, `${message.date.replace(/[:.]/g, '-')}-${tag ? `${tag}-` : ''}${crypto.randomBytes(4).toString('hex')}.json`);
      fs.promises
        .mkdir(dir, { recursive: true, mode: 0o700 })
        .then(() => fs.promises.writeFile(file, JSON.stringify(message, null, 2), { mode: 0o600 }))
        .then(() => {
          console.log(`[email outbox] to ${String(to)}: ${subject} (${file})`);
          done(null, { messageId: path.basename(file, '.json') });
        }, done);
    },
  };
}
