import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FAQ_COUNT, TESTIMONIAL_COUNT } from '@gro/config';
import Database from 'better-sqlite3';
import { Client, count, sql } from './helpers';
import { demoAdmin, demoChapters, demoCompanies, demoEvents, demoMembers } from '../src/seed/data/demo';
import { demoBlogCategories, demoBlogPosts, demoNewsletter } from '../src/seed/data/demo-blog';
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

  it('has the demo newsletter once, written and not sent', async () => {
    const rows = await sql('SELECT id, body FROM newsletters WHERE subject = $1', [demoNewsletter.subject]);
    assert.equal(rows.length, 1);
    assert.equal(rows[0].body, demoNewsletter.body);
    assert.equal(Number((await sql("SELECT COUNT(*) AS n FROM announcements WHERE kind = 'newsletter' AND newsletter_id = $1", [rows[0].id]))[0].n), 0);
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

  it("gives each demo referral the history of its status: passed, then each step to where it stands, in order", async () => {
    // The demo's are passed at least three days before the seed ran; the tests' own, today.
    const cutoff = new Date(Date.now() - 2 * 86_400_000);
    const bound = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}').client === 'postgres' ? cutoff.toISOString() : cutoff.getTime();
    const referrals: { id: number; status: string }[] = await sql('SELECT id, status FROM referrals WHERE created_at < $1 ORDER BY id', [bound]);
    assert.ok(referrals.some((r) => r.status === 'Closed') && referrals.some((r) => r.status === 'MeetingBooked'), 'the demo has referrals at every stage');
    const paths: Record<string, string[]> = { New: [], Contacted: ['Contacted'], MeetingBooked: ['Contacted', 'MeetingBooked'], Closed: ['Contacted', 'MeetingBooked', 'Closed'], NotAFit: ['Contacted', 'NotAFit'] };
    for (const referral of referrals) {
      const lines: { action: string; after: string | Record<string, unknown>; created_at: string | number | Date }[] = await sql('SELECT action, after, created_at FROM referral_changes WHERE referral_id = $1 ORDER BY created_at, id', [referral.id]);
      const statuses = lines.filter((l) => l.action === 'status').map((l) => (typeof l.after === 'string' ? JSON.parse(l.after) : l.after).status);
      assert.equal(lines[0].action, 'created');
      assert.deepEqual(statuses, paths[referral.status], `referral ${referral.id} (${referral.status})`);
    }
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

  it("commits through a write-ahead log (SQLite journal_mode WAL; PostgreSQL synchronous_commit on); on SQLite a write waits out another process's lock longer than the driver's 5 s", async () => {
    const testDb = JSON.parse(process.env.GRO_TEST_DB ?? '{}') as { client?: string; filename?: string };
    if (testDb.client === 'postgres') {
      assert.equal((await sql('SHOW synchronous_commit'))[0].synchronous_commit, 'on');
      return;
    }
    assert.equal((await sql('PRAGMA journal_mode'))[0].journal_mode, 'wal');
    // Another process (a script such as create-admin) holds the write lock for 6 s.
    const other = new Database(testDb.filename ?? 'cms/.tmp/data.db');
    other.exec('BEGIN IMMEDIATE');
    const tag = `lock-${Date.now()}`;
    const write = new Client().call('POST', '/contact', {
      firstname: 'Lena',
      lastname: tag,
      email: `lena.${tag}@example.com`,
      phoneNumber: '(734) 555-0150',
      message: 'Sent while a script writes.',
      website: '',
    });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    other.exec('COMMIT');
    other.close();
    const res = await write;
    assert.equal(res.status, 201, res.text);
    assert.equal(await count('contact_messages', `lastname = '${tag}'`), 1);
  });
});

describe('Strapi admin for staff', () => {
  it('labels and explains fields in the edit forms', async () => {
    const key = "key = 'plugin_content_manager_configuration_content_types::api::chapter.chapter'";
    assert.equal(await count('strapi_core_store_settings', `${key} AND value LIKE '%Web address%'`), 1);
    assert.equal(await count('strapi_core_store_settings', `${key} AND value LIKE '%Inactive chapters are hidden%'`), 1);
  });
});
