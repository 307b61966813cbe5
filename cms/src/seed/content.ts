import type { Core } from '@strapi/strapi';
import { NOTIFICATION_SETTINGS } from '@gro/config';
import { faqs } from './data/faqs';
import { testimonials } from './data/testimonials';
import { terms } from './data/terms';
import { scramble } from './data/scramble';
import { contactDetails } from './data/contact-details';
import { professions } from './data/professions';
import { documentId } from '../platform/db/document-id';

/** Notification setting definitions: added by key, never overwriting what staff changed. */
export async function seedSettingDefinitions(strapi: Core.Strapi) {
  const uid = 'api::setting.setting';
  const existing = await strapi.db.query(uid).findMany({ select: ['key'] });
  const have = new Set(existing.map((s: { key: string }) => s.key));
  for (const [order, def] of NOTIFICATION_SETTINGS.entries()) {
    if (!have.has(def.key)) await strapi.documents(uid).create({ data: { ...def, order } });
  }
}

/** FAQs, testimonials and the terms, created published. Runs once per database (see seed/index.ts). */
export async function seedStaffContent(strapi: Core.Strapi) {
  const faqUid = 'api::faq.faq';
  const haveQuestions = new Set(
    (await strapi.db.query(faqUid).findMany({ select: ['question'] })).map((f: { question: string }) => f.question),
  );
  for (const [order, faq] of faqs.entries()) {
    if (!haveQuestions.has(faq.question)) await strapi.documents(faqUid).create({ data: { ...faq, order }, status: 'published' });
  }

  const testimonialUid = 'api::testimonial.testimonial';
  const haveNames = new Set(
    (await strapi.db.query(testimonialUid).findMany({ select: ['name'] })).map((t: { name: string }) => t.name),
  );
  for (const [order, testimonial] of testimonials.entries()) {
    if (!haveNames.has(testimonial.name)) {
      await strapi.documents(testimonialUid).create({ data: { ...testimonial, order }, status: 'published' });
    }
  }

  const termsUid = 'api::terms.terms';
  if (!(await strapi.db.query(termsUid).findOne({ select: ['id'] }))) {
    await strapi.documents(termsUid).create({ data: terms, status: 'published' });
  }
}

/** The golf scramble page staff edit; created once with sensible defaults. */
export async function seedScramble(strapi: Core.Strapi) {
  const uid = 'api::scramble.scramble';
  if (!(await strapi.db.query(uid).findOne({ select: ['id'] }))) await strapi.documents(uid).create({ data: scramble });
}

/** Links the scramble page to the demo data's scramble event (same title), unless staff linked one. */
export async function linkScrambleEvent(strapi: Core.Strapi) {
  const uid = 'api::scramble.scramble';
  const page = await strapi.db.query(uid).findOne({ select: ['id'], populate: { event: { select: ['id'] } } });
  if (!page || page.event) return;
  const event = await strapi.db.query('api::event.event').findOne({ select: ['id'], where: { title: scramble.title } });
  if (event) await strapi.db.query(uid).update({ where: { id: page.id }, data: { event: event.id } });
}

/** The organisation's email, phone and address on /contact; created once, then staff's to edit. */
export async function seedContactDetails(strapi: Core.Strapi) {
  const uid = 'api::contact-detail.contact-detail';
  if (!(await strapi.db.query(uid).findOne({ select: ['id'] }))) await strapi.documents(uid).create({ data: contactDetails });
}

/**
 * The professions members choose from (about 150, by category), written in one statement: once per
 * database, then staff's to keep in the Content Manager. A name staff already entered is kept.
 */
export async function seedProfessions(strapi: Core.Strapi) {
  const db = strapi.db.connection;
  const have = new Set((await db('professions').select('name')).map((row: { name: string }) => row.name));
  const stamp = new Date();
  const rows = professions
    .filter((p) => !have.has(p.name))
    .map((p) => ({ document_id: documentId(), name: p.name, category: p.category, created_at: stamp, updated_at: stamp, published_at: stamp }));
  // SQLite binds at most 32,766 values a statement: 150 rows of 6 are far below it.
  if (rows.length) await db('professions').insert(rows);
}
