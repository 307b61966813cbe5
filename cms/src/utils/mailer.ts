import type { Core } from '@strapi/strapi';

export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string };

/** Sends through the email plugin: SMTP when configured, the local outbox otherwise. */
export async function sendMail(strapi: Core.Strapi, mail: Mail): Promise<void> {
  await strapi.plugin('email').service('email').send(mail);
}

/** Sends without making the caller wait (or reveal by timing that a message was sent); failures are logged. */
export function sendMailInBackground(strapi: Core.Strapi, mail: Mail): void {
  sendMail(strapi, mail).catch((err: Error) => strapi.log.error(`Email "${mail.subject}" to ${mail.to} failed: ${err.message}`));
}

/**
 * An absolute link to the site. Built from PUBLIC_URL, never from the request's Host header, which
 * the caller controls (a forged Host would put a reset token in a link to someone else's site).
 */
export function siteUrl(pathAndQuery: string): string {
  const base = process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 1337}`;
  return new URL(pathAndQuery, base).toString();
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}
