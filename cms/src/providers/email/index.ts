import path from 'path';
import type { Core } from '@strapi/strapi';
import { outboxTransport } from './outbox';
import { smtpOptions, type ConfigEnv } from './smtp';

/** An address as nodemailer takes it: the name is encoded by nodemailer, never parsed as addresses. */
type MailAddress = { name: string; address: string };
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: MailAddress };

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

async function sendMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await strapi.plugin('email').service('email').send(mail);
}

/** Sends without making the caller wait (or reveal by timing that a message was sent); failures are logged. */
export function sendMailInBackground(strapi: Core.Strapi, mail: Mail): void {
  sendMail(strapi, mail).catch((err: Error) => strapi.log.error(`Email "${mail.subject}" to ${mail.to} failed: ${err.message}`));
}
