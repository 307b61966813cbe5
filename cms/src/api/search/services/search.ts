import type { Core } from '@strapi/strapi';
import { SEARCH_LIMITS, type SearchChapter, type SearchCompany, type SearchEvent, type SearchMember, type SearchResults } from '@gro/config';
import { todayIn } from '../../../platform/calendar/dates';
import { searchName } from '../../../platform/db/indexes';
import { matchingIds } from '../../../platform/db/search-index';
import { prepared } from '../../../platform/db/prepared';
import { containsPattern } from '../../../platform/http/list-query';
import { EVENT_CHAPTER, USER_CHAPTER, USER_COMPANY, USER_PROFESSION, mediaJoin } from '../../../platform/db/links';

const USER_UID = 'plugin::users-permissions.user';

/**
 * At most this many members are taken through their company's or profession's name (every member
 * found by their own name is ranked): a word in thousands of company names ranks a few hundred of
 * their members rather than all, so such a search costs about what a name search does. Those
 * members rank after the name matches anyway; only their A-Z order among themselves is then
 * approximate.
 */
const RELATED_MAX = 500;

interface Searcher {
  id: number;
  isAdmin: boolean;
}

/**
 * The order within a kind: the text starting with the search, then a word of it starting with
 * it, then containing it anywhere (`text` is the SQL of the lowered text; the bindings are the
 * search's patterns).
 */
function rank(text: string, q: string): { sql: string; bindings: string[] } {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return {
    sql: `CASE WHEN ${text} LIKE ? ESCAPE '\\' THEN 0 WHEN ${text} LIKE ? ESCAPE '\\' THEN 1 WHEN ${text} LIKE ? ESCAPE '\\' THEN 2 ELSE 3 END`,
    bindings: [`${escaped}%`, `% ${escaped}%`, containsPattern(q)],
  };
}

/**
 * The order of members: a name or one of its words starting with the search, then a profession or
 * company doing so ('ac' finds the accountant before Rachel), then a name containing it anywhere,
 * then the rest (a profession or company containing it).
 */
function memberRank(name: string, q: string): { sql: string; bindings: string[] } {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const starts = (text: string) => `(${text} LIKE ? ESCAPE '\\' OR ${text} LIKE ? ESCAPE '\\')`;
  const word = [`${escaped}%`, `% ${escaped}%`];
  return {
    sql: `CASE WHEN ${starts(name)} THEN 0 WHEN ${starts('lower(pr.name)')} OR ${starts('lower(co.name)')} THEN 1 WHEN ${name} LIKE ? ESCAPE '\\' THEN 2 ELSE 3 END`,
    bindings: [...word, ...word, ...word, containsPattern(q)],
  };
}

/**
 * The portal's one search over the full-text index (platform/db/search-index): each kind's
 * matches are a subquery on the index, then one statement per kind reads, filters and ranks the
 * few it answers. The directory's privacy rules hold: members are Active ones, and only admins
 * find members who hid from the directory; companies waiting for review, inactive chapters and
 * their members' contact details are not found by members.
 */
const searchService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  /**
   * `table` as `alias`, reached from the index's matches (`ids`): the database reads the few rows
   * found by their primary key instead of testing every row against the matches.
   */
  const postgres = () => strapi.db.dialect.client === 'postgres';
  const found = (table: string, alias: string, ids: { sql: string; bindings: unknown[] }) =>
    knex()
      .from(knex().raw(`(${ids.sql}) AS found`, ids.bindings))
      .join(`${table} as ${alias}`, `${alias}.id`, 'found.id');

  async function members(q: string, viewer: Searcher): Promise<SearchMember[]> {
    const byName = matchingIds(strapi, 'members', q);
    const byCompany = matchingIds(strapi, 'companies', q);
    const byProfession = matchingIds(strapi, 'professions', q);
    const name = `lower(${searchName('u.')})`;
    const order = memberRank(name, q);
    const avatar = mediaJoin(knex(), { as: 'frm', rowId: 'u.id', uid: USER_UID, field: 'avatar' });
    const companyLink = USER_COMPANY.as('ucl');
    const chapterLink = USER_CHAPTER.as('uchl');
    const professionLink = USER_PROFESSION.as('upl');
    // The members the search finds by name, by their company's name or by their profession, ranked
    // with only the joins the rank needs; the chapter and photo are read for the few kept.
    const via = (link: typeof USER_COMPANY, ids: { sql: string }) =>
      `SELECT id FROM (SELECT ${link.owner} AS id FROM ${link.table} WHERE ${link.target} IN (${ids.sql}) LIMIT ${RELATED_MAX}) AS via_${link.attribute}`;
    let matches: { sql: string; bindings: unknown[] } = {
      sql: `${byName.sql} UNION ${via(USER_COMPANY, byCompany)} UNION ${via(USER_PROFESSION, byProfession)}`,
      bindings: [...byName.bindings, ...byCompany.bindings, ...byProfession.bindings],
    };
    if (postgres()) {
      // PostgreSQL plans the whole ranking in three times the time it runs it. So the matches come
      // first (three index reads, quick to plan), then the ranking reads them by id as a prepared
      // statement, whose plan does not depend on the search and is made once per connection.
      const read: { rows: { id: number }[] } = await knex().raw(matches.sql, matches.bindings);
      if (read.rows.length === 0) return [];
      matches = { sql: 'SELECT unnest(?::int[]) AS id', bindings: [read.rows.map((row) => row.id)] };
    }
    const ranked = found('up_users', 'u', matches)
      .leftJoin(companyLink.table, companyLink.owner, 'u.id')
      .leftJoin('companies as co', 'co.id', companyLink.target)
      .leftJoin(professionLink.table, professionLink.owner, 'u.id')
      .leftJoin('professions as pr', 'pr.id', professionLink.target)
      .where('u.status', 'Active')
      .select('u.id', knex().raw(`${order.sql} AS match_rank`, order.bindings), knex().raw('lower(u.lastname) AS last_key'), 'pr.name as profession', 'co.name as company')
      // By the selected columns' names: the rank is worked out once a row.
      .orderBy('match_rank', 'asc')
      .orderBy('last_key', 'asc')
      .orderBy('u.id', 'asc')
      .limit(SEARCH_LIMITS.members);
    if (!viewer.isAdmin) ranked.whereRaw('u.directory_hidden IS NOT TRUE');
    const query = knex()
      .from(ranked.as('top'))
      .join('up_users as u', 'u.id', 'top.id')
      .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
      .leftJoin('chapters as ch', 'ch.id', chapterLink.target)
      .leftJoin(avatar.table, avatar.on)
      .leftJoin('files as f', 'f.id', avatar.file)
      .select('u.id', 'u.firstname', 'u.lastname', 'top.profession', 'top.company', 'ch.name as chapter', 'f.url as avatar_url', 'f.width as avatar_width', 'f.height as avatar_height')
      .orderBy('top.match_rank', 'asc')
      .orderBy('top.last_key', 'asc')
      .orderBy('u.id', 'asc');
    type Row = { id: number; firstname: string | null; lastname: string | null; profession: string | null; company: string | null; chapter: string | null; avatar_url: string | null; avatar_width: number | null; avatar_height: number | null };
    const rows: Row[] = await (postgres() ? prepared(strapi, query) : query);
    return rows.map((row) => ({
      id: row.id,
      fullname: [row.firstname, row.lastname].filter(Boolean).join(' '),
      profession: row.profession || null,
      company: row.company || null,
      chapter: row.chapter || null,
      avatar: row.avatar_url ? { url: row.avatar_url, width: row.avatar_width ?? null, height: row.avatar_height ?? null } : null,
    }));
  }

  async function companies(q: string, viewer: Searcher): Promise<SearchCompany[]> {
    const ids = matchingIds(strapi, 'companies', q);
    const order = rank('lower(c.name)', q);
    const query = found('companies', 'c', ids)
      .select('c.id', 'c.name', 'c.industry', 'c.city')
      .orderByRaw(order.sql, order.bindings)
      .orderByRaw('lower(c.name) asc')
      .orderBy('c.id', 'asc')
      .limit(SEARCH_LIMITS.companies);
    // As the companies table: members do not find companies waiting for review.
    if (!viewer.isAdmin) query.where((w) => w.whereNot('c.review_status', 'Pending').orWhereNull('c.review_status'));
    const rows: { id: number; name: string; industry: string | null; city: string | null }[] = await query;
    return rows.map((row) => ({ id: row.id, name: row.name, industry: row.industry || null, city: row.city || null }));
  }

  async function chapters(q: string, viewer: Searcher): Promise<SearchChapter[]> {
    const ids = matchingIds(strapi, 'chapters', q);
    const order = rank('lower(ch.name)', q);
    const query = found('chapters', 'ch', ids)
      .select('ch.id', 'ch.name', 'ch.city')
      .orderByRaw(order.sql, order.bindings)
      .orderByRaw('lower(ch.name) asc')
      .orderBy('ch.id', 'asc')
      .limit(SEARCH_LIMITS.chapters);
    if (!viewer.isAdmin) query.where('ch.is_active', true);
    const rows: { id: number; name: string; city: string | null }[] = await query;
    return rows.map((row) => ({ id: row.id, name: row.name, city: row.city || null }));
  }

  async function events(q: string): Promise<SearchEvent[]> {
    const ids = matchingIds(strapi, 'events', q);
    const order = rank('lower(e.title)', q);
    const today = todayIn();
    const link = EVENT_CHAPTER.as('ecl');
    const upcoming = `CASE WHEN e.type = 'Recurring' OR e.date >= ? THEN 1 ELSE 0 END`;
    const rows: { id: number; title: string; date: string | null; day_of_week: string | null; chapter: string | null; upcoming: number | boolean }[] = await found('events', 'e', ids)
      .leftJoin(link.table, link.owner, 'e.id')
      .leftJoin('chapters as ch', 'ch.id', link.target)
      .select('e.id', 'e.title', 'e.date', 'e.day_of_week', 'ch.name as chapter', knex().raw(`${upcoming} AS upcoming`, [today]))
      // Upcoming events first; past ones latest first.
      .orderByRaw(`${upcoming} desc`, [today])
      .orderByRaw(order.sql, order.bindings)
      .orderByRaw(`CASE WHEN e.date >= ? THEN e.date END asc`, [today])
      .orderBy('e.date', 'desc')
      .orderBy('e.id', 'asc')
      .limit(SEARCH_LIMITS.events);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      date: row.date ? String(row.date).slice(0, 10) : null,
      dayOfWeek: row.day_of_week || null,
      chapter: row.chapter || null,
      upcoming: Number(row.upcoming) === 1,
    }));
  }

  return {
    /** What `q` (lower-cased, trimmed) finds for `viewer`: nothing under SEARCH_LIMITS.minLength characters. */
    async find(q: string, viewer: Searcher): Promise<SearchResults> {
      if ([...q].length < SEARCH_LIMITS.minLength) return { q, members: [], companies: [], chapters: [], events: [] };
      const [m, co, ch, ev] = await Promise.all([members(q, viewer), companies(q, viewer), chapters(q, viewer), events(q)]);
      return { q, members: m, companies: co, chapters: ch, events: ev };
    },
  };
};

export type SearchService = ReturnType<typeof searchService>;
export default searchService;
