import crypto from 'crypto';
import type { Core } from '@strapi/strapi';
import { createAccount, hashPassword } from '../auth/password-hash';
import { demoAdmin, demoChapters, demoCompanies, demoEvents, demoMembers } from './data/demo';
import { demoBlogCategories, demoBlogPosts, demoNewsletter } from './data/demo-blog';

const USER_UID = 'plugin::users-permissions.user';

function addDays(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The ids of a model's rows by the value of `field` (a slug, name, title or email). */
async function idsBy(strapi: Core.Strapi, uid: string, field: string): Promise<Map<string, number>> {
  const rows: { id: number; [column: string]: unknown }[] = await strapi.db.query(uid).findMany({ select: ['id', field] });
  return new Map(rows.map((r) => [String(r[field]), r.id]));
}

/** Demo chapters, companies, events and members for development. Find-before-create throughout. */
export async function seedDemoData(strapi: Core.Strapi, roles: Record<string, { id: number }>) {
  const chapterIds = await idsBy(strapi, 'api::chapter.chapter', 'slug');
  for (const chapter of demoChapters) {
    if (!chapterIds.has(chapter.slug)) {
      const created = await strapi.documents('api::chapter.chapter').create({ data: chapter });
      chapterIds.set(chapter.slug, created.id as number);
    }
  }

  const companyIds = await idsBy(strapi, 'api::company.company', 'name');
  for (const company of demoCompanies) {
    if (!companyIds.has(company.name)) {
      const created = await strapi.documents('api::company.company').create({ data: company });
      companyIds.set(company.name, created.id as number);
    }
  }

  const eventTitles = await idsBy(strapi, 'api::event.event', 'title');
  for (const { dateOffsetDays, chapterSlug, ...event } of demoEvents) {
    if (eventTitles.has(event.title)) continue;
    await strapi.documents('api::event.event').create({
      data: {
        ...event,
        date: dateOffsetDays === null ? null : addDays(dateOffsetDays),
        chapter: chapterSlug ? chapterIds.get(chapterSlug) ?? null : null,
      },
    });
  }

  const memberPassword = process.env.SEED_MEMBER_PASSWORD || crypto.randomBytes(12).toString('base64url');
  const adminPassword = process.env.SEED_ADMIN_PASSWORD || crypto.randomBytes(12).toString('base64url');
  const emails = await idsBy(strapi, USER_UID, 'email');
  const members = [
    ...demoMembers.map((m) => ({ ...m, role: roles.authenticated.id, password: memberPassword })),
    { ...demoAdmin, phoneExt: null, companyName: null, status: 'Active' as const, role: roles.admin.id, password: adminPassword },
  ];
  const hashes = new Map<string, string>();
  let createdAdmin = false;
  let createdMembers = 0;
  for (const { chapterSlug, companyName, password, ...member } of members) {
    if (emails.has(member.email)) continue;
    // One bcrypt hash per distinct password, not one per member.
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password));
    await createAccount(
      strapi,
      {
        ...member,
        username: member.email,
        provider: 'local',
        confirmed: true,
        blocked: false,
        chapter: chapterIds.get(chapterSlug) ?? null,
        company: companyName ? companyIds.get(companyName) ?? null : null,
      },
      hashes.get(password)!,
    );
    if (member.email === demoAdmin.email) createdAdmin = true;
    else createdMembers += 1;
  }

  if (createdAdmin) {
    strapi.log.info(
      `\n  GRO demo data created.\n  Portal administrator: ${demoAdmin.email} / ${adminPassword}` +
        (createdMembers ? `\n  ${createdMembers} demo members (e.g. ${demoMembers[0].email}) / ${memberPassword}` : '') +
        '\n  These passwords are printed only once. Set SEED_ADMIN_PASSWORD / SEED_MEMBER_PASSWORD to choose them.\n',
    );
  }
}

/**
 * The demo blog: its categories and published posts, written by the demo admin and dated days
 * apart (newest first on /blog). Find-before-create by slug.
 */
export async function seedDemoBlog(strapi: Core.Strapi) {
  const categoryIds = await idsBy(strapi, 'api::blog-category.blog-category', 'slug');
  for (const category of demoBlogCategories) {
    if (categoryIds.has(category.slug)) continue;
    const created = await strapi.documents('api::blog-category.blog-category').create({ data: category });
    categoryIds.set(category.slug, created.id as number);
  }
  const author = await strapi.db.query(USER_UID).findOne({ where: { email: demoAdmin.email }, select: ['id'] });
  const slugs = await idsBy(strapi, 'api::blog-post.blog-post', 'slug');
  for (const { categorySlug, daysAgo, ...post } of demoBlogPosts) {
    if (slugs.has(post.slug)) continue;
    const created = await strapi.documents('api::blog-post.blog-post').create({
      data: { ...post, category: categoryIds.get(categorySlug) ?? null, author: author?.id ?? null },
      status: 'published',
    });
    // Dated as written days ago: the list orders posts by when they were published.
    const at = new Date(Date.now() - daysAgo * 24 * 3600_000);
    await strapi.db.connection('blog_posts').where({ document_id: created.documentId }).whereNotNull('published_at').update({ published_at: at, created_at: at, updated_at: at });
  }
}

/** The demo newsletter, once (found by its subject): the admins' Newsletter screen has one to send. */
export async function seedDemoNewsletter(strapi: Core.Strapi) {
  const uid = 'api::announcement.newsletter';
  const existing = await strapi.db.query(uid).findOne({ where: { subject: demoNewsletter.subject }, select: ['id'] });
  if (!existing) await strapi.documents(uid).create({ data: demoNewsletter });
}
