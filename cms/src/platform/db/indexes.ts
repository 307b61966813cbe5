import type { Core } from '@strapi/strapi';
import { VISITOR_CHAPTER } from './links';

/**
 * Indexes Strapi's schema files cannot declare (their `unique` is checked by the document service,
 * not the database): token look-ups by hash, one account per email and one company per name
 * whatever the letter case, one row per Stripe object, and the orders the member lists page along.
 * CREATE INDEX IF NOT EXISTS works on SQLite and PostgreSQL alike.
 */
const INDEXES = [
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_refresh_token_hash ON auth_refresh_tokens (token_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_password_reset_hash ON password_resets (token_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_email_change_hash ON email_changes (token_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_sign_in_link_hash ON sign_in_links (token_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_email_verification_hash ON email_verifications (token_hash)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_up_users_email_lower ON up_users (lower(email))',
  // Member lists and the directory page along these orders (api/user/services/user.ts).
  'CREATE INDEX IF NOT EXISTS gro_up_users_lastname ON up_users (lower(lastname), lower(firstname), id)',
  'CREATE INDEX IF NOT EXISTS gro_up_users_firstname ON up_users (lower(firstname), lower(lastname), id)',
  'CREATE INDEX IF NOT EXISTS gro_up_users_created ON up_users (created_at, id)',
  'CREATE INDEX IF NOT EXISTS gro_up_users_status ON up_users (status)',
  // The directory (Active members by name): the filter and the order in one index, so the first page
  // walks it whether or not the database has statistics (SQLite reads none until ANALYZE); the
  // privacy switch last, so leaving out hidden members and counting the rest still read the index alone.
  'DROP INDEX IF EXISTS gro_up_users_status_lastname',
  'CREATE INDEX IF NOT EXISTS gro_up_users_directory ON up_users (status, lower(lastname), lower(firstname), id, directory_hidden)',
  // One company per name whatever its letter case; the companies table pages along lower(name).
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_companies_name_lower ON companies (lower(name))',
  'CREATE INDEX IF NOT EXISTS gro_join_requests_status ON join_requests (status)',
  // The admins' review list pages along the pending requests by age; the activity log newest first.
  'CREATE INDEX IF NOT EXISTS gro_join_requests_status_created ON join_requests (status, created_at, id)',
  'CREATE INDEX IF NOT EXISTS gro_admin_activities_created ON admin_activities (created_at, id)',
  // Payments: a Stripe event is handled once, and each Stripe object has one row, whichever replica
  // receives it (the webhook treats a unique violation as "already there"); one Stripe customer per member.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_subscription_logs_event ON subscription_logs (stripe_event_id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_subscriptions_stripe_id ON subscriptions (stripe_subscription_id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_invoices_stripe_id ON invoices (stripe_invoice_id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_up_users_stripe_customer ON up_users (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL',
  // The dues ledger records each paid invoice and each refund once, whichever process records it
  // first (api/dues-entry/ledger.ts inserts ON CONFLICT DO NOTHING); the dues share sums it by month.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_dues_entries_stripe_object ON dues_entries (kind, stripe_object_id)',
  // The dues share (and the admin overview's month of it) sums a month's entries from this index alone.
  'DROP INDEX IF EXISTS gro_dues_entries_month',
  'CREATE INDEX IF NOT EXISTS gro_dues_entries_month_sums ON dues_entries (month, chapter_id, chapter_name, currency, kind, amount_cents, occurred_at)',
  // The admins' finance tables page newest first (api/finance/services/lists.ts).
  'CREATE INDEX IF NOT EXISTS gro_invoices_created ON invoices (created_at, id)',
  'CREATE INDEX IF NOT EXISTS gro_subscriptions_created ON subscriptions (created_at, id)',
  'CREATE INDEX IF NOT EXISTS gro_subscription_logs_created ON subscription_logs (created_at, id)',
  // The admin overview (api/overview): active and failing subscriptions by plan, and the open
  // invoices of a failing subscription.
  'CREATE INDEX IF NOT EXISTS gro_subscriptions_status ON subscriptions (status, price_id, "interval")',
  'CREATE INDEX IF NOT EXISTS gro_invoices_subscription ON invoices (stripe_subscription_id, status)',
  // The web app server checks a chapter's or a published post's slug before it answers 200 (a
  // missing one is a 404), and /blog pages the published posts newest first.
  'CREATE INDEX IF NOT EXISTS gro_chapters_slug ON chapters (slug)',
  'CREATE INDEX IF NOT EXISTS gro_blog_posts_slug ON blog_posts (slug, published_at)',
  'CREATE INDEX IF NOT EXISTS gro_blog_posts_published ON blog_posts (published_at, id)',
  // A member's notification centre pages along their own ids, newest first; the daily clean-up finds the old ones by age.
  'CREATE INDEX IF NOT EXISTS gro_inbox_items_user ON inbox_items (user_id, id)',
  'CREATE INDEX IF NOT EXISTS gro_inbox_items_created ON inbox_items (created_at)',
  // Announcements: one delivery per recipient (written before anything is sent); batches claim an
  // announcement's pending deliveries in id order; the scan finds what is due or left behind.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_announcement_deliveries_once ON announcement_deliveries (announcement_id, user_id)',
  'CREATE INDEX IF NOT EXISTS gro_announcement_deliveries_work ON announcement_deliveries (announcement_id, status, id)',
  'CREATE INDEX IF NOT EXISTS gro_announcement_deliveries_claim ON announcement_deliveries (claim)',
  'CREATE INDEX IF NOT EXISTS gro_announcements_due ON announcements (status, send_at)',
  // New-event notices: one per event, whatever its edits; the scan looks for due ones per chapter.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_event_notices_event ON event_notices (event_id)',
  'CREATE INDEX IF NOT EXISTS gro_event_notices_due ON event_notices (announcement_id, scope, due_at)',
  // Background jobs (src/jobs): workers look for due jobs by status and time; a scheduled run is
  // queued once whichever replica queues it first.
  'CREATE INDEX IF NOT EXISTS gro_jobs_due ON jobs (status, run_at)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_jobs_dedupe_key ON jobs (dedupe_key)',
  // RSVPs: one answer per member and occurrence; an occurrence's seats are counted and
  // its waitlist walked in order by (event, date, status, queued_at).
  // Referrals: one counter row per chapter, member and month (api/referral/tallies.ts
  // increments it ON CONFLICT); a member's figures by month; a giver's idempotency key names one
  // referral (NULL keys never collide); the lists page along each member's referrals, newest first;
  // the stale-referral reminder looks for open, unreminded ones by age.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_referral_tallies_key ON referral_tallies (chapter_id, user_id, month)',
  'CREATE INDEX IF NOT EXISTS gro_referral_tallies_user ON referral_tallies (user_id, month)',
  // A chapter's members table sums each member's rows from this index alone (no table reads).
  'CREATE INDEX IF NOT EXISTS gro_referral_tallies_chapter_sums ON referral_tallies (chapter_id, user_id, month, given, received, credited_cents, one_to_ones)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_referrals_idempotency ON referrals (giver_id, idempotency_key)',
  'CREATE INDEX IF NOT EXISTS gro_referrals_giver ON referrals (giver_id, created_at, id)',
  'CREATE INDEX IF NOT EXISTS gro_referrals_receiver ON referrals (receiver_id, created_at, id)',
  'CREATE INDEX IF NOT EXISTS gro_referrals_stale ON referrals (reminded_at, last_touched_at)',
  // A chapter's meeting report counts the referrals its members gave and received in a period, and
  // the business closed on those they gave (api/chapter-report), and the one-to-ones of its members.
  'CREATE INDEX IF NOT EXISTS gro_referrals_giver_chapter ON referrals (giver_chapter_id, created_at)',
  'CREATE INDEX IF NOT EXISTS gro_referrals_receiver_chapter ON referrals (receiver_chapter_id, created_at)',
  'CREATE INDEX IF NOT EXISTS gro_referrals_closed ON referrals (giver_chapter_id, status, closed_on)',
  'CREATE INDEX IF NOT EXISTS gro_one_to_ones_proposer_chapter ON one_to_ones (proposer_chapter_id, date)',
  'CREATE INDEX IF NOT EXISTS gro_one_to_ones_invitee_chapter ON one_to_ones (invitee_chapter_id, date)',
  'CREATE INDEX IF NOT EXISTS gro_referral_changes_referral ON referral_changes (referral_id, id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_one_to_ones_idempotency ON one_to_ones (proposer_id, idempotency_key)',
  'CREATE INDEX IF NOT EXISTS gro_one_to_ones_proposer ON one_to_ones (proposer_id, date)',
  'CREATE INDEX IF NOT EXISTS gro_one_to_ones_invitee ON one_to_ones (invitee_id, date)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_one_to_one_notes_author ON one_to_one_notes (one_to_one_id, author_id)',
  // Chapter leaders: one row per member and chapter (a grant is INSERT … ON CONFLICT DO
  // NOTHING); "does this member lead this chapter" and a chapter's leaders read these.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_chapter_leaders_pair ON chapter_leaders (user_id, chapter_id)',
  'CREATE INDEX IF NOT EXISTS gro_chapter_leaders_chapter ON chapter_leaders (chapter_id, user_id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_rsvps_member ON rsvps (event_id, user_id, occurrence_date)',
  // Attendance: one mark per person and meeting occurrence, whichever leader, check-in or replica
  // writes first (api/attendance: INSERT … ON CONFLICT DO NOTHING, then a later mark replaces it);
  // a member's own record reads theirs by date.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_attendances_person ON attendances (event_id, occurrence_date, person)',
  'CREATE INDEX IF NOT EXISTS gro_attendances_user ON attendances (user_id, occurrence_date)',
  // Scorecards count each member's closed business by closing day and the visitors they brought by meeting day.
  'CREATE INDEX IF NOT EXISTS gro_referrals_giver_closed ON referrals (giver_id, status, closed_on)',
  'CREATE INDEX IF NOT EXISTS gro_visitors_host ON visitors (host_id, occurrence_date)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_meeting_cancellations_occurrence ON meeting_cancellations (event_id, occurrence_date)',
  // A member's own answers (GET /rsvp/mine, the dashboard's first steps), from a date on.
  'CREATE INDEX IF NOT EXISTS gro_rsvps_user ON rsvps (user_id, occurrence_date)',
  'CREATE INDEX IF NOT EXISTS gro_rsvps_occurrence ON rsvps (event_id, occurrence_date, status, queued_at, id)',
  // Reminders: each reminder is queued once, whichever scan or replica gets there first
  // (api/reminder/scan.ts inserts ON CONFLICT DO NOTHING before queueing the message).
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_reminder_sends_once ON reminder_sends (event_id, occurrence_date, hours, channel, recipient)',
  // A meeting's report goes to each leader once (the morning-after scan claims it by this index).
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_meeting_report_sends_once ON meeting_report_sends (event_id, occurrence_date, user_id)',
  // Visitors: one registration per email and occurrence (a hash of both, whatever the
  // letter case); a sign-up finds the visitors of its email; the admins' table lists a chapter's.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_visitors_registration ON visitors (registration_key)',
  'CREATE INDEX IF NOT EXISTS gro_visitors_email_lower ON visitors (lower(email))',
  `CREATE INDEX IF NOT EXISTS gro_visitors_chapter ON ${VISITOR_CHAPTER.table} (${VISITOR_CHAPTER.target}, ${VISITOR_CHAPTER.owner})`,
  'CREATE INDEX IF NOT EXISTS gro_visitors_occurrence ON visitors (occurrence_date, id)',
  // A member's calendar feed reads their answers by date; one feed per member, found by its token's hash.
  'CREATE INDEX IF NOT EXISTS gro_rsvps_user_date ON rsvps (user_id, occurrence_date)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_calendar_feeds_user ON calendar_feeds (user_id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_calendar_feeds_hash ON calendar_feeds (token_hash)',
  // Two-step sign-in: one authenticator per member; a recovery code found by its hash, a member's counted.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_authenticators_user ON authenticators (user_id)',
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_recovery_codes_hash ON recovery_codes (code_hash)',
  'CREATE INDEX IF NOT EXISTS gro_recovery_codes_user ON recovery_codes (user_id, used_at)',
  // A passkey is found by its credential id at sign-in (one account each), a member's listed by their id.
  'CREATE UNIQUE INDEX IF NOT EXISTS gro_passkeys_credential ON passkeys (credential_id)',
  'CREATE INDEX IF NOT EXISTS gro_passkeys_user ON passkeys (user_id)',
];

/**
 * A member's name as the member search reads it (api/user/services/user.ts): "first last", or the
 * one name there is; `prefix` is the table alias with its dot ('' in an index).
 */
export function searchName(prefix: string) {
  return `CASE WHEN ${prefix}firstname IS NULL THEN ${prefix}lastname WHEN ${prefix}lastname IS NULL THEN ${prefix}firstname ELSE ${prefix}firstname || ' ' || ${prefix}lastname END`;
}

/**
 * PostgreSQL: trigram indexes (pg_trgm) on exactly the lowered expressions the member search and
 * the portal's one search match with LIKE '%q%', so a search reads the index instead of lowering
 * every row's fields. Without GIN's fast update: a new or renamed row goes straight into the index
 * rather than into a pending list every search reads through until a vacuum merges it (after an
 * import of 10,000 members that list made a name search 40 times slower: 4 ms instead of 0.1).
 * Members, companies and events are written rarely and searched often.
 */
const TRIGRAM_INDEXES: [name: string, table: string, expr: string][] = [
  ['gro_up_users_search_name', 'up_users', `lower(${searchName('')})`],
  ['gro_up_users_search_email', 'up_users', 'lower(email)'],
  ['gro_companies_search_name', 'companies', 'lower(name)'],
  // The portal's one search (platform/db/search-index.ts) matches these too.
  ['gro_chapters_search_name', 'chapters', 'lower(name)'],
  ['gro_events_search_title', 'events', 'lower(title)'],
  ['gro_professions_search_name', 'professions', 'lower(name)'],
];

/**
 * pg_trgm is a trusted extension (PostgreSQL 13+: the database's owner may create it). It goes in
 * `public` when it can (a schema dropped with its extension would take the indexes of every other
 * schema with it), and the indexes name its operator class wherever it lives. Without it searches
 * still answer the same, reading every member.
 */
async function ensureTrigramIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection;
  for (const sql of ['CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public', 'CREATE EXTENSION IF NOT EXISTS pg_trgm']) {
    try {
      await knex.raw(sql);
      break;
    } catch (err) {
      strapi.log.debug(`${sql}: ${(err as Error).message}`);
    }
  }
  const found: { rows: { schema: string }[] } = await knex.raw(
    "SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
  );
  const schema = found.rows[0]?.schema;
  if (!schema) {
    strapi.log.warn('pg_trgm is not installed and could not be created: member searches read every member');
    return;
  }
  for (const [name, table, expr] of TRIGRAM_INDEXES) {
    try {
      await knex.raw(`CREATE INDEX IF NOT EXISTS ?? ON ?? USING gin ((${expr}) ??.gin_trgm_ops) WITH (fastupdate = off)`, [name, table, schema]);
      // An index made before fast update was turned off: turned off, and its pending list merged.
      const [options] = (await knex.raw('SELECT c.reloptions FROM pg_class c WHERE c.oid = to_regclass(?)', [name])).rows as { reloptions: string[] | null }[];
      if (options && !options.reloptions?.includes('fastupdate=off')) {
        await knex.raw('ALTER INDEX ?? SET (fastupdate = off)', [name]);
        await knex.raw('SELECT gin_clean_pending_list(to_regclass(?))', [name]);
      }
    } catch (err) {
      strapi.log.warn(`Could not create index ${name}: ${(err as Error).message}`);
    }
  }
}

export async function ensureIndexes(strapi: Core.Strapi) {
  for (const sql of INDEXES) {
    try {
      await strapi.db.connection.raw(sql);
    } catch (err) {
      strapi.log.warn(`Could not create index (${sql}): ${(err as Error).message}`);
    }
  }
  if (strapi.db.dialect.client === 'postgres') await ensureTrigramIndexes(strapi);
}
