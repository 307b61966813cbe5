import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { Sms, SmsSender } from './types';

/**
 * The embedded default: each message is written as JSON to the SMS outbox folder and logged, so a
 * developer reads reminders without a Twilio account (like the email outbox).
 */
export function outboxSender(dir: string): SmsSender {
  return {
    name: 'outbox',
    async send(sms: Sms) {
      const message = {
        date: new Date().toISOString(),
        to: sms.to,
        body: sms.body,
      };
      const file = path.join(dir, `${message.date.replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.json`);
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(file, JSON.stringify(message, null, 2), {
        mode: 0o600,
      });
      console.log(`[sms outbox] to ${sms.to} (${file})`);
      return { id: path.basename(file, '.json') };
    },
  };
}
