import type { Core } from '@strapi/strapi';
import {
  OVERVIEW_ACTIVE_STATUSES, OVERVIEW_FAILED_PAYMENT_STATUSES, OVERVIEW_NEVER_STARTED_STATUSES, OVERVIEW_NO_CHAPTER, USER_STATUSES,
  type OverviewChapterMembers, type OverviewChapterVisitors, type OverviewChurnMonth, type OverviewMonthCount, type UserStatus,
} from '@gro/config';
import { toIsoOrNull } from '../../../platform/db/stored-time';
import { monthIndex } from './months';
import { USER_CHAPTER, USER_ROLE, VISITOR_CHAPTER } from '../../../platform/db/links';

type Knex = Core.Strapi['db']['connection'];
type Count = number | string | null;
/** Rows of knex.raw: an array on SQLite, `{ rows }` on PostgreSQL. */
type Raw<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: Raw<T>): T[] => (Array.isArray(result) ? result : result.rows);
const num = (value: Count | undefined): number => Number(value ?? 0);
const list = (values: readonly string[]) => values.map(() => '?').join(', ');

/**
 * Members are every account but the administrators' (a role named 'admin', whatever its letter
 * case: auth/roles.ts). Their counts are the accounts' less the administrators': the accounts are
 * counted from indexes alone, and the administrators, a handful, from their role's links.
 */
const ur = USER_ROLE.as('ur');
const uc = USER_CHAPTER.as('uc');
const vc = VISITOR_CHAPTER.as('vc');
const ADMINS = `up_roles r JOIN ${ur.table} ON ${ur.target} = r.id JOIN up_users u ON u.id = ${ur.owner}`;
const IS_ADMIN = `lower(r.name) = 'admin'`;
const key = (...parts: unknown[]) => parts.map((p) => (p === null || p === undefined ? '' : String(p))).join('|');

const chapterName = (id: Count, name: string | null) => (id === null ? OVERVIEW_NO_CHAPTER : (name ?? `Chapter ${id}`));
const byName = (a: { chapterId: number | null; chapterName: string }, b: { chapterId: number | null; chapterName: string }) =>
  (a.chapterId === null ? 1 : 0) - (b.chapterId === null ? 1 : 0) || a.chapterName.localeCompare(b.chapterName, 'en') || (a.chapterId ?? 0) - (b.chapterId ?? 0);

/** Members per home chapter and status: the accounts grouped by chapter link and status, less the administrators. */
export async function membersByChapter(knex: Knex): Promise<OverviewChapterMembers[]> {
  type Group = { chapter_id: Count; chapter_name?: string | null; status: string | null; n: Count };
  const [all, admins] = await Promise.all([
    knex.raw(
      `SELECT g.chapter_id, c.name AS chapter_name, g.status, g.n
       FROM (SELECT ${uc.target} AS chapter_id, u.status, COUNT(*) AS n FROM up_users u LEFT JOIN ${uc.table} ON ${uc.owner} = u.id GROUP BY ${uc.target}, u.status) g
       LEFT JOIN chapters c ON c.id = g.chapter_id`,
    ),
    knex.raw(`SELECT ${uc.target} AS chapter_id, u.status, COUNT(*) AS n FROM ${ADMINS} LEFT JOIN ${uc.table} ON ${uc.owner} = u.id WHERE ${IS_ADMIN} GROUP BY ${uc.target}, u.status`),
  ]);
  const adminCounts = new Map(rowsOf<Group>(admins).map((r) => [key(r.chapter_id, r.status), num(r.n)]));
  const chapters = new Map<number | null, OverviewChapterMembers>();
  for (const row of rowsOf<Group>(all)) {
    const n = num(row.n) - (adminCounts.get(key(row.chapter_id, row.status)) ?? 0);
    if (n <= 0) continue;
    const id = row.chapter_id === null ? null : Number(row.chapter_id);
    const entry = chapters.get(id) ?? {
      chapterId: id,
      chapterName: chapterName(id, row.chapter_name ?? null),
      counts: Object.fromEntries(USER_STATUSES.map((s) => [s, 0])) as Record<UserStatus, number>,
      total: 0,
    };
    // A status outside the enum (none should exist) counts as Inactive: the total stays the sum of the columns.
    const status = (USER_STATUSES as readonly string[]).includes(row.status ?? '') ? (row.status as UserStatus) : 'Inactive';
    entry.counts[status] += n;
    entry.total += n;
    chapters.set(id, entry);
  }
  return [...chapters.values()].sort(byName);
}

/** Accounts created per month, less the administrators', from the index on up_users.created_at. */
export async function newMembersPerMonth(knex: Knex, months: string[], starts: Date[], end: Date): Promise<OverviewMonthCount[]> {
  const bucket = monthIndex('u.created_at', starts);
  const range = 'u.created_at >= ? AND u.created_at < ?';
  const [all, admins] = await Promise.all([
    knex.raw(`SELECT ${bucket.sql} AS m, COUNT(*) AS n FROM up_users u WHERE ${range} GROUP BY 1`, [...bucket.bindings, starts[0], end]),
    knex.raw(`SELECT ${bucket.sql} AS m, COUNT(*) AS n FROM ${ADMINS} WHERE ${IS_ADMIN} AND ${range} GROUP BY 1`, [...bucket.bindings, starts[0], end]),
  ]);
  const counts = new Map<number, number>();
  for (const r of rowsOf<{ m: Count; n: Count }>(all)) counts.set(num(r.m), num(r.n));
  for (const r of rowsOf<{ m: Count; n: Count }>(admins)) counts.set(num(r.m), (counts.get(num(r.m)) ?? 0) - num(r.n));
  return months.map((month, i) => ({ month, count: counts.get(i) ?? 0 }));
}

/** Active subscriptions per price and interval. */
export async function activeByPlan(knex: Knex): Promise<{ priceId: string | null; interval: 'month' | 'year' | null; active: number }[]> {
  const rows: { price_id: string | null; interval: string | null; n: Count }[] = await knex('subscriptions')
    .whereIn('status', OVERVIEW_ACTIVE_STATUSES)
    .groupBy('price_id', 'interval')
    .select('price_id', 'interval', knex.raw('COUNT(*) AS n'));
  return rows.map((r) => ({
    priceId: r.price_id,
    interval: r.interval === 'month' || r.interval === 'year' ? r.interval : null,
    active: num(r.n),
  }));
}

/**
 * Churn per month: subscriptions canceled in the month, and those running on its first day (started
 * before it, not canceled by then), in one pass over the subscriptions. A live subscription set to
 * end at its period's end is still running; subscriptions that never started (incomplete) are neither.
 */
export async function churnPerMonth(knex: Knex, months: string[], starts: Date[], end: Date): Promise<OverviewChurnMonth[]> {
  const ended = starts.map(() => `SUM(CASE WHEN status = 'canceled' AND canceled_at >= ? AND canceled_at < ? THEN 1 ELSE 0 END)`);
  const running = starts.map(() => `SUM(CASE WHEN created_at < ? AND (status <> 'canceled' OR canceled_at IS NULL OR canceled_at >= ?) THEN 1 ELSE 0 END)`);
  const bindings: Date[] = [];
  starts.forEach((start, i) => bindings.push(start, starts[i + 1] ?? end));
  starts.forEach((start) => bindings.push(start, start));
  const select = [...ended.map((sql, i) => `${sql} AS e${i}`), ...running.map((sql, i) => `${sql} AS r${i}`)].join(', ');
  const [row] = rowsOf<Record<string, Count>>(
    await knex.raw(`SELECT ${select} FROM subscriptions WHERE status NOT IN (${list(OVERVIEW_NEVER_STARTED_STATUSES)})`, [
      ...bindings,
      ...OVERVIEW_NEVER_STARTED_STATUSES,
    ]),
  );
  return months.map((month, i) => {
    const canceled = num(row?.[`e${i}`]);
    const activeAtStart = num(row?.[`r${i}`]);
    return { month, canceled, activeAtStart, rate: activeAtStart > 0 ? canceled / activeAtStart : null };
  });
}

/** Subscriptions whose payment failed and which wait for a new card, and what their open invoices ask. */
export async function failedPayments(knex: Knex) {
  const statuses = await knex('subscriptions')
    .whereIn('status', OVERVIEW_FAILED_PAYMENT_STATUSES)
    .groupBy('status')
    .select('status', knex.raw('COUNT(*) AS n'));
  const count = (status: string) => num(statuses.find((r: { status: string }) => r.status === status)?.n);
  const [owed] = rowsOf<{ n: Count; due: Count; currency: string | null }>(
    await knex.raw(
      `SELECT COUNT(*) AS n, SUM(i.total) AS due, MIN(lower(i.currency)) AS currency
       FROM subscriptions s JOIN invoices i ON i.stripe_subscription_id = s.stripe_subscription_id AND i.status = 'open'
       WHERE s.status IN (${list(OVERVIEW_FAILED_PAYMENT_STATUSES)})`,
      [...OVERVIEW_FAILED_PAYMENT_STATUSES],
    ),
  );
  const pastDue = count('past_due');
  const unpaid = count('unpaid');
  return { subscriptions: pastDue + unpaid, pastDue, unpaid, openInvoices: num(owed?.n), amountDueCents: num(owed?.due), currency: owed?.currency ?? 'usd' };
}

/** Pending join requests and when the oldest was sent (index on status, created_at). */
export async function pendingJoinRequests(knex: Knex) {
  const [row] = await knex('join_requests').where('status', 'Pending').select(knex.raw('COUNT(*) AS n'), knex.raw('MIN(created_at) AS oldest'));
  return { pending: num(row?.n), oldestAt: toIsoOrNull(row?.oldest ?? null) };
}

/** Visitors per chapter whose meeting falls on or after `since` ('YYYY-MM-DD'), and how many of them joined. */
export async function visitorsByChapter(knex: Knex, since: string): Promise<OverviewChapterVisitors[]> {
  const rows = rowsOf<{ chapter_id: Count; chapter_name: string | null; n: Count; joined: Count }>(
    await knex.raw(
      `SELECT c.id AS chapter_id, c.name AS chapter_name, COUNT(*) AS n, SUM(CASE WHEN v.status = 'Joined' THEN 1 ELSE 0 END) AS joined
       FROM visitors v LEFT JOIN ${vc.table} ON ${vc.owner} = v.id LEFT JOIN chapters c ON c.id = ${vc.target}
       WHERE v.occurrence_date >= ?
       GROUP BY c.id, c.name`,
      [since],
    ),
  );
  return rows
    .map((r) => {
      const id = r.chapter_id === null ? null : Number(r.chapter_id);
      const visitors = num(r.n);
      const joined = num(r.joined);
      return { chapterId: id, chapterName: chapterName(id, r.chapter_name), visitors, joined, conversion: visitors > 0 ? joined / visitors : 0 };
    })
    .sort(byName);
}
