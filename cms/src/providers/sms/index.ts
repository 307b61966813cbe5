import path from 'path';
import type { Core } from '@strapi/strapi';
import { outboxSender } from './outbox';
import { twilioSender } from './twilio';
import type { Sms, SmsSender } from './types';

export type { Sms } from './types';

/**
 * The SMS provider, chosen from the environment: Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN
 * and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID) are set, otherwise the outbox folder
 * (SMS_OUTBOX_DIR, default OUTBOX_DIR/sms under the cms folder).
 */
export function smsSenderFor(env: NodeJS.ProcessEnv, appRoot: string): SmsSender {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM?.trim() || null;
  const messagingServiceSid = env.TWILIO_MESSAGING_SERVICE_SID?.trim() || null;
  if (accountSid && authToken && (from || messagingServiceSid)) {
    return twilioSender({
      accountSid,
      authToken,
      from,
      messagingServiceSid,
      apiBase: env.TWILIO_API_BASE?.trim() || null,
    });
  }
  const dir = env.SMS_OUTBOX_DIR || path.join(env.OUTBOX_DIR || 'outbox', 'sms');
  return outboxSender(path.resolve(appRoot, dir));
}

let sender: SmsSender | null = null;

/** Sends one message now (the 'sms.send' job); a thrown error is a failed attempt, retried with back-off. */
export async function sendSms(strapi: Core.Strapi, sms: Sms): Promise<void> {
  sender ??= smsSenderFor(process.env, strapi.dirs.app.root);
  await sender.send(sms);
}

/** A phone number as Twilio takes it (E.164), from what a member typed: US numbers without the +1; null when it is none. */
export function toE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}
