import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { contactSchema, fillFirstname, type ApiMessage, type ContactValues } from '@gro/config';
import { ok } from '../platform/http/envelope';
import { escapeHtml } from '../platform/http/html';
import { guardPublicForm } from '../platform/http/public-form';
import { validateBody } from '../platform/http/validate';
import { sendMailInBackground } from './index';

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
