import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DateTime } from 'luxon';
import {
  ATTENDANCE_STATUSES, CHAPTER_NOT_FOUND, NO_COUNTS, SCORECARD_COLOURS, SCORECARD_MEASURES, SCORECARD_MESSAGES, attendancePercent, averagesOf, scoreMember,
  type AllScorecards, type ChapterScorecards, type ChapterScorecardSummary, type MemberScorecard, type PolicyStanding, type ScorecardColour,
  type ScorecardAverages, type ScorecardCounts, type ScorecardDetail, type ScorecardMeasure, type ScorecardMonth, type ScorecardSettings, type ScorecardSortField,
} from '@gro/config';
import { now } from '../../../platform/db/clock';
import { keptUntilWrite } from '../../../platform/db/figures-version';
import { USER_CHAPTER, USER_COMPANY } from '../../../platform/db/links';
import { pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import { apiService } from '../../services';

/**
 * Scorecards, counted from the records: one aggregate statement per kind of record over the members
 * of a group (a chapter, or every chapter), grouped by member, on indexed columns (attendances by
 * user and date, referrals by giver and date or closing day, one-to-ones by either member and date,
 * visitors by who brought them and date). Nothing to submit, nothing to fall behind.
 *
 * A group's counts are kept by the process under the database's figures version
 * (platform/db/figures-version.ts), which every committed write to those records moves: a board is
 * sorted, searched and paged from them, exact whoever wrote last, and counted again only after a write.
 *
 * - attendance: the member's marks at meetings in the window that were not cancelled (wherever they
 *   were marked), and those the policy counts as absences;
 * - referrals given: passed in the window (not deleted); closed business: closed in the window on
 *   referrals they gave; one-to-ones: confirmed, dated in the window, either side; visitors brought:
 *   guests they brought whose meeting was in the window and who came (Attended, Followed up, Joined).
 */

const memberChapter = USER_CHAPTER.as('sch');
const memberCompany = USER_COMPANY.as('sco');
const MARK_STATUSES = [...ATTENDANCE_STATUSES];
const CAME = ['Attended', 'FollowedUp', 'Joined'];
/** How many groups' counts (per chapter, day and settings) a process keeps. */
const GROUPS_KEPT = 200;
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type MemberRow = { id: number | string; firstname: string | null; lastname: string | null; created_at: string | number | Date; company: string | null; chapter_id: number | string };
type Window = { nowMs: number; today: string; from: string; fromMs: number; policyFrom: string; earliest: string };
type Scored = { row: MemberRow; counts: ScorecardCounts; card: MemberScorecard };
/** A group's members (by last name) and each one's counts (members without any record have none). */
type Group = { rows: MemberRow[]; counts: Map<number, ScorecardCounts> };

const num = (value: unknown): number => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

const msOf = (value: string | number | Date): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Date.parse(value));

const countsIn = (group: Group, id: number | string): ScorecardCounts => group.counts.get(Number(id)) ?? NO_COUNTS;

/** The value a board sorts a member by (a measure without a value, attendance with no mark, is -1: last when descending). */
const SORT_VALUE: Record<Exclude<ScorecardSortField, 'member'>, (c: ScorecardCounts) => number> = {
  attendance: (c) => attendancePercent(c.marks, c.absences) ?? -1,
  referralsGiven: (c) => c.referralsGiven,
  visitorsBrought: (c) => c.visitorsBrought,
  oneToOnes: (c) => c.oneToOnes,
  closedBusiness: (c) => c.closedBusinessCents,
  absences: (c) => c.policyAbsences,
};

const compareNames = (a: MemberRow, b: MemberRow) => byName.compare(a.lastname ?? '', b.lastname ?? '') || byName.compare(a.firstname ?? '', b.firstname ?? '') || Number(a.id) - Number(b.id);

const scorecardService = ({ strapi }: { strapi: Core.Strapi }) => {
  const db = () => strapi.db.connection;
  const settingsNow = () => apiService(strapi, 'api::scorecard.scorecard-setting').get();

  function windowOf(settings: ScorecardSettings): Window {
    const nowMs = now();
    const today = DateTime.fromMillis(nowMs, { zone: 'utc' }).startOf('day');
    const from = today.minus({ months: settings.windowMonths });
    const policyFrom = today.minus({ months: settings.policy.months });
    const earliest = from < policyFrom ? from : policyFrom;
    return { nowMs, today: today.toISODate()!, from: from.toISODate()!, fromMs: from.toMillis(), policyFrom: policyFrom.toISODate()!, earliest: earliest.toISODate()! };
  }

  /** The Active members with a company of a chapter (or of every chapter): who scorecards are for. */
  const rosterOf = (chapterId: number | null) => {
    const q = db()('up_users as u')
      .join(memberChapter.table, memberChapter.owner, 'u.id')
      .join(memberCompany.table, memberCompany.owner, 'u.id')
      .where('u.status', 'Active');
    return chapterId === null ? q : q.where(memberChapter.target, chapterId);
  };

  /** The roster's rows with their company's name, by last name; `userId`: that member only. */
  const membersOf = (chapterId: number | null, userId?: number): Promise<MemberRow[]> => {
    const q = rosterOf(chapterId).join('companies as c', 'c.id', memberCompany.target);
    if (userId !== undefined) q.where('u.id', userId);
    return q.orderByRaw('lower(u.lastname), lower(u.firstname), u.id').select('u.id', 'u.firstname', 'u.lastname', 'u.created_at', 'c.name as company', `${memberChapter.target} as chapter_id`);
  };

  /** Each member's counts: five aggregate statements, grouped by member, over `ids` (a roster subquery or a list). */
  async function countsOf(ids: ReturnType<typeof rosterOf> | number[], settings: ScorecardSettings, w: Window): Promise<Map<number, ScorecardCounts>> {
    const counted = settings.policy.counted;
    const inCounted = `a.status IN (${counted.map(() => '?').join(', ')})`;
    const raw = (sql: string, bindings: unknown[]) => db().raw(sql, bindings as never[]);
    const fromTs = new Date(w.fromMs);
    const [marks, given, closed, proposed, invited, visitors] = await Promise.all([
      db()('attendances as a')
        .whereIn('a.user_id', ids)
        .whereIn('a.status', MARK_STATUSES)
        .where('a.occurrence_date', '>=', w.earliest)
        .where('a.occurrence_date', '<=', w.today)
        .whereNotExists(db()('meeting_cancellations as mc').whereRaw('mc.event_id = a.event_id AND mc.occurrence_date = a.occurrence_date').select(db().raw('1')))
        .groupBy('a.user_id')
        .select(
          'a.user_id as uid',
          raw('SUM(CASE WHEN a.occurrence_date >= ? THEN 1 ELSE 0 END) AS marks', [w.from]),
          raw(`SUM(CASE WHEN a.occurrence_date >= ? AND ${inCounted} THEN 1 ELSE 0 END) AS absences`, [w.from, ...counted]),
          raw(`SUM(CASE WHEN a.occurrence_date >= ? AND ${inCounted} THEN 1 ELSE 0 END) AS policy_absences`, [w.policyFrom, ...counted]),
        ) as Promise<{ uid: unknown; marks: unknown; absences: unknown; policy_absences: unknown }[]>,
      db()('referrals').whereIn('giver_id', ids).whereNull('deleted_at').where('created_at', '>=', fromTs).groupBy('giver_id').select('giver_id as uid', raw('COUNT(*) AS n', [])) as Promise<{ uid: unknown; n: unknown }[]>,
      db()('referrals')
        .whereIn('giver_id', ids)
        .whereNull('deleted_at')
        .where('status', 'Closed')
        .where('closed_on', '>=', w.from)
        .where('closed_on', '<=', w.today)
        .groupBy('giver_id')
        .select('giver_id as uid', raw('SUM(amount_cents) AS n', [])) as Promise<{ uid: unknown; n: unknown }[]>,
      db()('one_to_ones').whereIn('proposer_id', ids).where('status', 'Confirmed').whereBetween('date', [w.from, w.today]).groupBy('proposer_id').select('proposer_id as uid', raw('COUNT(*) AS n', [])) as Promise<{ uid: unknown; n: unknown }[]>,
      db()('one_to_ones').whereIn('invitee_id', ids).where('status', 'Confirmed').whereBetween('date', [w.from, w.today]).groupBy('invitee_id').select('invitee_id as uid', raw('COUNT(*) AS n', [])) as Promise<{ uid: unknown; n: unknown }[]>,
      db()('visitors').whereIn('host_id', ids).whereIn('status', CAME).whereBetween('occurrence_date', [w.from, w.today]).groupBy('host_id').select('host_id as uid', raw('COUNT(*) AS n', [])) as Promise<{ uid: unknown; n: unknown }[]>,
    ]);
    const out = new Map<number, ScorecardCounts>();
    const of = (uid: unknown) => {
      const id = num(uid);
      let c = out.get(id);
      if (!c) out.set(id, (c = { ...NO_COUNTS }));
      return c;
    };
    for (const m of marks) Object.assign(of(m.uid), { marks: num(m.marks), absences: num(m.absences), policyAbsences: num(m.policy_absences) });
    for (const r of given) of(r.uid).referralsGiven = num(r.n);
    for (const r of closed) of(r.uid).closedBusinessCents = num(r.n);
    for (const r of proposed) of(r.uid).oneToOnes += num(r.n);
    for (const r of invited) of(r.uid).oneToOnes += num(r.n);
    for (const r of visitors) of(r.uid).visitorsBrought = num(r.n);
    return out;
  }

  /**
   * A chapter's members and counts (null: every chapter's), kept under the figures version read
   * before counting: the same version again is the same records, so the kept counts are exact; any
   * write since moved it and the group is counted again. Readers that arrive while a group is
   * counted share the count.
   */
  const groups = keptUntilWrite<Group>(db, GROUPS_KEPT);
  const groupOf = (chapterId: number | null, settings: ScorecardSettings, w: Window): Promise<Group> =>
    groups(`${chapterId ?? 'all'} ${w.today} ${JSON.stringify(settings)}`, () =>
      Promise.all([membersOf(chapterId), countsOf(rosterOf(chapterId).select('u.id'), settings, w)]).then(([rows, counts]) => ({ rows, counts })),
    );

  function cardOf(row: MemberRow, counts: ScorecardCounts, settings: ScorecardSettings, w: Window): MemberScorecard {
    const since = msOf(row.created_at);
    const scored = scoreMember(counts, settings, { nowMs: w.nowMs, windowFromMs: w.fromMs, memberSinceMs: Number.isFinite(since) ? since : w.nowMs });
    return {
      userId: Number(row.id),
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
      company: row.company ?? null,
      memberSince: new Date(Number.isFinite(since) ? since : w.nowMs).toISOString(),
      ...scored,
    };
  }

  /** Every member of a group scored, with the counts behind each card. */
  const scoreGroup = (group: Group, settings: ScorecardSettings, w: Window): Scored[] =>
    group.rows.map((row) => {
      const counts = countsIn(group, row.id);
      return { row, counts, card: cardOf(row, counts, settings, w) };
    });

  /** Each member's counts, those without any record as zeros: what a group's averages are taken over. */
  const allCounts = (group: Group): ScorecardCounts[] => group.rows.map((row) => countsIn(group, row.id));

  /**
   * One page of a chapter's board: the members `q` matches (name or company) in the chosen order (a
   * measure's value, ties by name; by default the name), scored for that page only.
   */
  function boardPage(group: Group, query: ParsedListQuery<ScorecardSortField>, settings: ScorecardSettings, w: Window) {
    const q = query.q;
    const ordered = sortedRows(group, query.sort?.field ?? 'member', query.sort?.direction === 'desc' ? -1 : 1);
    const rows = q ? ordered.filter((r) => `${r.firstname ?? ''} ${r.lastname ?? ''}`.toLowerCase().includes(q) || (r.company ?? '').toLowerCase().includes(q)) : ordered;
    const members = rows.slice(query.offset, query.offset + query.pageSize).map((row) => cardOf(row, countsIn(group, row.id), settings, w));
    return { members, pagination: pagination(query.page, query.pageSize, rows.length) };
  }

  /** A group's members in a board's order, sorted once per group and order (a search keeps the order of what it finds). */
  const orders = new WeakMap<Group, Map<string, MemberRow[]>>();
  function sortedRows(group: Group, field: ScorecardSortField, sign: 1 | -1): MemberRow[] {
    let kept = orders.get(group);
    if (!kept) orders.set(group, (kept = new Map()));
    const key = `${field} ${sign}`;
    const found = kept.get(key);
    if (found) return found;
    const rows = [...group.rows];
    if (field === 'member') rows.sort((a, b) => sign * compareNames(a, b));
    else {
      const value = SORT_VALUE[field];
      const values = new Map(rows.map((r) => [Number(r.id), value(countsIn(group, r.id))]));
      rows.sort((a, b) => sign * (values.get(Number(a.id))! - values.get(Number(b.id))!) || compareNames(a, b));
    }
    kept.set(key, rows);
    return rows;
  }

  async function chapterOf(chapterId: number): Promise<{ id: number; name: string; slug: string }> {
    const chapter = await db()('chapters').where({ id: chapterId }).first('id', 'name', 'slug');
    if (!chapter) throw new errors.NotFoundError(CHAPTER_NOT_FOUND.message, { title: CHAPTER_NOT_FOUND.title });
    return { id: Number(chapter.id), name: chapter.name, slug: chapter.slug };
  }

  const totalsOf = (all: ScorecardCounts[]): Record<ScorecardMeasure, number | null> => {
    const sum = (k: keyof ScorecardCounts) => all.reduce((s, c) => s + c[k], 0);
    return {
      attendance: attendancePercent(sum('marks'), sum('absences')),
      referralsGiven: sum('referralsGiven'),
      visitorsBrought: sum('visitorsBrought'),
      oneToOnes: sum('oneToOnes'),
      closedBusiness: sum('closedBusinessCents'),
    };
  };

  /** A group's averages per member (kept with the group's counts). */
  const averagesCache = new WeakMap<Group, ScorecardAverages>();
  const averagesIn = (group: Group): ScorecardAverages => {
    let averages = averagesCache.get(group);
    if (!averages) averagesCache.set(group, (averages = averagesOf(allCounts(group))));
    return averages;
  };

  return {
    /**
     * GET /chapter/{id}/scorecards: with `everyMember`, a page of the board as `query` asks; else
     * the chapter's totals and averages with the caller's own row only.
     */
    async chapter(chapterId: number, viewerId: number, everyMember: boolean, query: ParsedListQuery<ScorecardSortField>): Promise<ChapterScorecards> {
      const settings = await settingsNow();
      const w = windowOf(settings);
      const [chapter, group, all] = await Promise.all([chapterOf(chapterId), groupOf(chapterId, settings, w), groupOf(null, settings, w)]);
      const own = group.rows.filter((r) => Number(r.id) === viewerId).map((row) => cardOf(row, countsIn(group, row.id), settings, w));
      const board = everyMember ? boardPage(group, query, settings, w) : { members: own, pagination: pagination(1, 1, own.length) };
      return {
        chapter: { id: chapter.id, name: chapter.name },
        windowFrom: w.from,
        windowTo: w.today,
        settings,
        members: board.members,
        pagination: board.pagination,
        memberCount: group.rows.length,
        totals: totalsOf(allCounts(group)),
        averages: { chapter: averagesIn(group), all: averagesIn(all) },
        everyMember,
      };
    },

    /** GET /chapter/{id}/scorecards/{userId}: one member of the chapter, their months and marks; 404 for someone who is not in it. */
    async detail(chapterId: number, userId: number): Promise<ScorecardDetail> {
      const settings = await settingsNow();
      const w = windowOf(settings);
      const [chapter, group, all] = await Promise.all([chapterOf(chapterId), groupOf(chapterId, settings, w), groupOf(null, settings, w)]);
      const row = group.rows.find((r) => Number(r.id) === userId);
      if (!row) throw new errors.NotFoundError(SCORECARD_MESSAGES.notMember);
      const [months, marks] = await Promise.all([monthsOf(userId, settings, w), marksOf(userId, settings, w)]);
      return {
        chapter: { id: chapter.id, name: chapter.name },
        windowFrom: w.from,
        windowTo: w.today,
        settings,
        member: cardOf(row, countsIn(group, userId), settings, w),
        averages: { chapter: averagesIn(group), all: averagesIn(all) },
        months,
        marks,
      };
    },

    /** The caller's home chapter (null without one): /scorecard/mine reads its detail. */
    async homeChapterOf(userId: number): Promise<number | null> {
      const row = await db()(USER_CHAPTER.table).where(USER_CHAPTER.owner, userId).first(USER_CHAPTER.target);
      return row ? Number(row[USER_CHAPTER.target]) : null;
    },

    /** GET /admin/scorecards: every chapter side by side (each member scored once, grouped by chapter). */
    async all(): Promise<AllScorecards> {
      const settings = await settingsNow();
      const w = windowOf(settings);
      const [chapters, group] = await Promise.all([
        db()('chapters').orderByRaw('lower(name), id').select('id', 'name', 'slug') as Promise<{ id: number | string; name: string; slug: string }[]>,
        groupOf(null, settings, w),
      ]);
      const scored = scoreGroup(group, settings, w);
      const byChapter = new Map<number, Scored[]>();
      for (const s of scored) {
        const id = Number(s.row.chapter_id);
        byChapter.set(id, [...(byChapter.get(id) ?? []), s]);
      }
      const summaries: ChapterScorecardSummary[] = chapters.map((c) => {
        const members = byChapter.get(Number(c.id)) ?? [];
        const colours = Object.fromEntries(
          SCORECARD_MEASURES.map((m) => [m, Object.fromEntries(SCORECARD_COLOURS.map((colour) => [colour, members.filter((s) => s.card.measures[m].colour === colour).length]))]),
        ) as Record<ScorecardMeasure, Record<ScorecardColour, number>>;
        return {
          chapter: { id: Number(c.id), name: c.name, slug: c.slug },
          memberCount: members.length,
          averages: averagesOf(members.map((s) => s.counts)),
          colours,
          pastPolicy: members.filter((s) => s.card.pastPolicy).length,
        };
      });
      return { windowFrom: w.from, windowTo: w.today, settings, chapters: summaries, averages: averagesIn(group) };
    },

    /** The chapter's members past the attendance policy, the most absences first, and the policy (the leader's home). */
    async pastPolicy(chapterId: number): Promise<{ members: { userId: number; member: string; absences: number }[]; policy: ScorecardSettings['policy'] }> {
      const settings = await settingsNow();
      const group = await groupOf(chapterId, settings, windowOf(settings));
      const members = group.rows
        .map((r) => ({ userId: Number(r.id), member: [r.firstname, r.lastname].filter(Boolean).join(' '), absences: countsIn(group, r.id).policyAbsences }))
        .filter((m) => m.absences > settings.policy.maxAbsences)
        .sort((a, b) => b.absences - a.absences || a.member.localeCompare(b.member) || a.userId - b.userId);
      return { members, policy: settings.policy };
    },

    /** A member's standing with the policy. */
    async standing(userId: number): Promise<PolicyStanding> {
      const settings = await settingsNow();
      const w = windowOf(settings);
      const c = (await countsOf([userId], settings, w)).get(userId) ?? NO_COUNTS;
      return { absences: c.policyAbsences, maxAbsences: settings.policy.maxAbsences, months: settings.policy.months, pastPolicy: c.policyAbsences > settings.policy.maxAbsences };
    },
  };

  /** A member's window month by month (the records of one member: read and bucketed here). */
  async function monthsOf(userId: number, settings: ScorecardSettings, w: Window): Promise<ScorecardMonth[]> {
    const counted = new Set<string>(settings.policy.counted);
    const [marks, given, closed, meetings, visitors] = await Promise.all([
      db()('attendances as a')
        .where('a.user_id', userId)
        .whereIn('a.status', MARK_STATUSES)
        .whereBetween('a.occurrence_date', [w.from, w.today])
        .whereNotExists(db()('meeting_cancellations as mc').whereRaw('mc.event_id = a.event_id AND mc.occurrence_date = a.occurrence_date').select(db().raw('1')))
        .select('a.occurrence_date as d', 'a.status') as Promise<{ d: string; status: string }[]>,
      db()('referrals').where('giver_id', userId).whereNull('deleted_at').where('created_at', '>=', new Date(w.fromMs)).select('created_at as d') as Promise<{ d: string | number | Date }[]>,
      db()('referrals').where({ giver_id: userId, status: 'Closed' }).whereNull('deleted_at').whereBetween('closed_on', [w.from, w.today]).select('closed_on as d', 'amount_cents') as Promise<
        { d: string | Date; amount_cents: unknown }[]
      >,
      db()('one_to_ones').where('status', 'Confirmed').where((q) => q.where('proposer_id', userId).orWhere('invitee_id', userId)).whereBetween('date', [w.from, w.today]).select('date as d') as Promise<{ d: string | Date }[]>,
      db()('visitors').where('host_id', userId).whereIn('status', CAME).whereBetween('occurrence_date', [w.from, w.today]).select('occurrence_date as d') as Promise<{ d: string }[]>,
    ]);
    const months = new Map<string, ScorecardMonth>();
    for (let m = DateTime.fromISO(w.from, { zone: 'utc' }).startOf('month'); m.toISODate()! <= w.today; m = m.plus({ months: 1 })) {
      const key = m.toFormat('yyyy-MM');
      months.set(key, { month: key, marks: 0, absences: 0, referralsGiven: 0, visitorsBrought: 0, oneToOnes: 0, closedBusinessCents: 0 });
    }
    const monthOf = (d: string | number | Date) => {
      const iso = typeof d === 'string' && /^\d{4}-\d{2}/.test(d) ? d : new Date(msOf(d)).toISOString();
      return months.get(iso.slice(0, 7));
    };
    for (const m of marks) {
      const b = monthOf(m.d);
      if (!b) continue;
      b.marks += 1;
      if (counted.has(m.status)) b.absences += 1;
    }
    for (const r of given) {
      const b = monthOf(r.d);
      if (b) b.referralsGiven += 1;
    }
    for (const r of closed) {
      const b = monthOf(r.d);
      if (b) b.closedBusinessCents += num(r.amount_cents);
    }
    for (const r of meetings) {
      const b = monthOf(r.d);
      if (b) b.oneToOnes += 1;
    }
    for (const r of visitors) {
      const b = monthOf(r.d);
      if (b) b.visitorsBrought += 1;
    }
    return [...months.values()].reverse();
  }

  /** A member's marks in the policy's months, the latest first, with the meeting's title. */
  async function marksOf(userId: number, settings: ScorecardSettings, w: Window): Promise<ScorecardDetail['marks']> {
    const counted = new Set<string>(settings.policy.counted);
    const rows = (await db()('attendances as a')
      .leftJoin('events as e', 'e.id', 'a.event_id')
      .where('a.user_id', userId)
      .whereIn('a.status', MARK_STATUSES)
      .whereBetween('a.occurrence_date', [w.policyFrom, w.today])
      .whereNotExists(db()('meeting_cancellations as mc').whereRaw('mc.event_id = a.event_id AND mc.occurrence_date = a.occurrence_date').select(db().raw('1')))
      .orderBy('a.occurrence_date', 'desc')
      .orderBy('a.event_id', 'asc')
      .limit(200)
      .select('a.occurrence_date', 'a.status', 'e.title')) as { occurrence_date: string; status: string; title: string | null }[];
    return rows.map((r) => ({ date: r.occurrence_date, title: r.title ?? '', status: r.status, counted: counted.has(r.status) }));
  }
};

export type ScorecardService = ReturnType<typeof scorecardService>;
export default scorecardService;
