import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FAQ_COUNT, TESTIMONIAL_COUNT } from '@gro/config';
import { count, sql } from './helpers';
import { demoAdmin, demoChapters, demoCompanies, demoEvents, demoMembers } from '../src/seed/data/demo';
import { demoBlogCategories, demoBlogPosts } from '../src/seed/data/demo-blog';
import { scramble } from '../src/seed/data/scramble';
import { NOTIFICATION_SETTINGS as settingDefinitions } from '@gro/config';
import { terms } from '../src/seed/data/terms';
import { PUBLIC_ACTIONS } from '../src/seed/permissions';

// The harness started the server twice on this database before the tests: these counts prove the
// second start added nothing.
describe('seed (after a second start on the same database)', () => {
  it('has each demo record exactly once', async () => {
    // Other test files create chapters, events and companies of their own: count the demo ones by name.
    const chapterNames = demoChapters.map((c) => c.name);
    const [chapters] = await sql(`SELECT COUNT(*) AS n FROM chapters WHERE name IN (${chapterNames.map((_, i) => `$${i + 1}`).join(',')})`, chapterNames);
    assert.equal(Number(chapters.n), chapterNames.length);
    const names = demoCompanies.map((c) => c.name);
    const [companies] = await sql(`SELECT COUNT(*) AS n FROM companies WHERE name IN (${names.map((_, i) => `$${i + 1}`).join(',')})`, names);
    assert.equal(Number(companies.n), names.length);
    const titles = demoEvents.map((e) => e.title);
    const [events] = await sql(`SELECT COUNT(*) AS n FROM events WHERE title IN (${titles.map((_, i) => `$${i + 1}`).join(',')})`, titles);
    assert.equal(Number(events.n), titles.length);
    const emails = [...demoMembers.map((m) => m.email), demoAdmin.email];
    const [row] = await sql(`SELECT COUNT(*) AS n FROM up_users WHERE email IN (${emails.map((_, i) => `$${i + 1}`).join(',')})`, emails);
    assert.equal(Number(row.n), emails.length);
  });

  it('has the demo blog once: its posts published, dated days apart, in their categories, by the demo admin', async () => {
    const slugs = demoBlogPosts.map((p) => p.slug);
    const rows = await sql(
      `SELECT p.slug, p.published_at, c.slug AS category, u.email AS author FROM blog_posts p
        LEFT JOIN blog_posts_category_lnk cl ON cl.blog_post_id = p.id LEFT JOIN blog_categories c ON c.id = cl.blog_category_id
        LEFT JOIN blog_posts_author_lnk al ON al.blog_post_id = p.id LEFT JOIN up_users u ON u.id = al.user_id
        WHERE p.published_at IS NOT NULL AND p.slug IN (${slugs.map((_, i) => `$${i + 1}`).join(',')}) ORDER BY p.published_at DESC`,
      slugs,
    );
    assert.deepEqual(rows.map((r) => r.slug), [...demoBlogPosts].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.slug));
    assert.deepEqual(rows.map((r) => r.category), [...demoBlogPosts].sort((a, b) => a.daysAgo - b.daysAgo).map((p) => p.categorySlug));
    assert.ok(rows.every((r) => r.author === demoAdmin.email));
    const categories = demoBlogCategories.map((c) => c.slug);
    const [row] = await sql(`SELECT COUNT(*) AS n FROM blog_categories WHERE slug IN (${categories.map((_, i) => `$${i + 1}`).join(',')})`, categories);
    assert.equal(Number(row.n), categories.length);
  });

  it('has the staff content once: published and draft rows of 28 FAQs, 5 testimonials, one terms', async () => {
    assert.equal(await count('faqs', 'published_at IS NOT NULL'), FAQ_COUNT);
    assert.equal(await count('faqs'), FAQ_COUNT * 2);
    assert.equal(await count('testimonials', 'published_at IS NOT NULL'), TESTIMONIAL_COUNT);
    assert.equal(await count('terms_pages', 'published_at IS NOT NULL'), 1);
  });

  it('has one contact details row, one scramble page linked to the demo scramble event, and the terms dated as seeded', async () => {
    assert.equal(await count('contact_details'), 1);
    assert.equal(await count('scramble_pages'), 1);
    const links = await sql('SELECT e.title FROM scramble_pages_event_lnk l JOIN events e ON e.id = l.event_id');
    assert.deepEqual(links.map((l) => l.title), [scramble.title]);
    const dates = await sql('SELECT DISTINCT CAST(last_updated AS TEXT) AS d FROM terms_pages');
    assert.deepEqual(dates.map((d) => d.d), [terms.lastUpdated]);
  });

  it('has the roles Public, Member (the plugin\'s Authenticated, renamed) and Admin once each, with the public read permissions', async () => {
    assert.equal(await count('up_roles'), 3);
    assert.equal(await count('up_roles', "type = 'admin' AND name = 'Admin'"), 1);
    assert.equal(await count('up_roles', "type = 'authenticated' AND name = 'Member'"), 1);
    const actions = PUBLIC_ACTIONS.map((a) => `'${a}'`).join(',');
    assert.equal(await count('up_permissions', `action IN (${actions})`), PUBLIC_ACTIONS.length * 3);
  });

  it('has every notification setting definition once', async () => {
    assert.equal(await count('settings'), settingDefinitions.length);
  });

  it('stores passwords only as bcrypt hashes; only imported members awaiting their invitation have none', async () => {
    const [plain] = await sql('SELECT COUNT(*) AS n FROM up_users WHERE password IS NOT NULL AND password NOT LIKE $1', ['$2%']);
    assert.equal(Number(plain.n), 0);
    // An imported account has no password (nothing is hashed at import) until its member sets one from the
    // invitation; any other account without one is a defect.
    const [none] = await sql('SELECT COUNT(*) AS n FROM up_users u WHERE u.password IS NULL AND NOT EXISTS (SELECT 1 FROM member_invitations i WHERE i.user_id = u.id)');
    assert.equal(Number(none.n), 0);
  });

  it('commits through a write-ahead log (SQLite journal_mode WAL; PostgreSQL synchronous_commit on)', async () => {
    const onPg = (JSON.parse(process.env.GRO_TEST_DB ?? '{}') as { client?: string }).client === 'postgres';
    if (onPg) assert.equal((await sql('SHOW synchronous_commit'))[0].synchronous_commit, 'on');
    else assert.equal((await sql('PRAGMA journal_mode'))[0].journal_mode, 'wal');
  });
});

describe('Strapi admin for staff', () => {
  it('labels and explains fields in the edit forms', async () => {
    const key = "key = 'plugin_content_manager_configuration_content_types::api::chapter.chapter'";
    assert.equal(await count('strapi_core_store_settings', `${key} AND value LIKE '%Web address%'`), 1);
    assert.equal(await count('strapi_core_store_settings', `${key} AND value LIKE '%Inactive chapters are hidden%'`), 1);
  });
});
