import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { FORM_LIMITS, FORM_TEXTS, HONEYPOT_FIELD, contactSchema, fillFirstname, type ApiMessage, type ContactValues } from '@gro/config';
import { errors } from '@strapi/utils';
import { ok } from './envelope';
import { consume } from './rate-limit';
import { clientIp } from './request';
import { validateBody } from './validate';
import { sendMailInBackground } from '../notifications';
import { escapeHtml } from './html';

/**
 * What every public form does first: a per-IP rate limit (FORM_LIMITS, counted in `bucket`: one
 * form's submissions do not use up another's) and the honeypot a person leaves empty (400).
 */
export async function guardPublicForm(ctx: Context, bucket: string): Promise<Record<string, unknown>> {
  await consume([[`${bucket}:${clientIp(ctx)}`, { max: FORM_LIMITS.submissionsPerIpPerHour, windowMinutes: 60 }]]);
  const body: Record<string, unknown> = ctx.request.body ?? {};
  const trap = body[HONEYPOT_FIELD];
  if (typeof trap === 'string' ? trap.trim() !== '' : trap != null) throw new errors.ValidationError(FORM_TEXTS.rejected);
  return body;
}

/**
 * A public form submission (contact, start a chapter): a hidden honeypot and a per-IP rate limit
 * stop bots, the shared schema validates, the record is stored for staff, and staff get an email.
 */
export async function handlePublicForm(
  strapi: Core.Strapi,
  ctx: Context,
  opts: { uid: 'api::contact-message.contact-message' | 'api::chapter-application.chapter-application'; subject: string; answer: ApiMessage },
) {
  const body = await guardPublicForm(ctx, 'form');
  const input = await validateBody<ContactValues>(contactSchema, body);
  const record = { ...input, phoneExt: input.phoneExt || null };
  await strapi.documents(opts.uid).create({ data: record });

  const to = process.env.CONTACT_EMAIL || 'hello@gro.example.org';
  const lines = [
    `Name: ${input.firstname} ${input.lastname}`,
    `Email: ${input.email}`,
    `Phone: ${input.phoneNumber}${input.phoneExt ? ` ext. ${input.phoneExt}` : ''}`,
    '',
    input.message,
  ];
  await sendMailInBackground(strapi, {
    to,
    // Structured, so a name holding '<…>' or ',' cannot add an address (no string concatenation).
    replyTo: { name: `${input.firstname} ${input.lastname}`, address: input.email },
    subject: `${opts.subject}: ${input.firstname} ${input.lastname}`,
    text: lines.join('\n'),
    html: `<div style="font-family:sans-serif;line-height:1.5">${lines.map((l) => escapeHtml(l) || '&nbsp;').join('<br>')}</div>`,
  });
  ctx.status = 201;
  // The visitor is not signed in: {firstname} is the name they just gave.
  ctx.body = ok(null, { title: opts.answer.title, message: fillFirstname(opts.answer.message, input.firstname) });
}
