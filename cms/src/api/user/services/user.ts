import type { Core } from '@strapi/strapi';
import { DIRECTORY_LETTERS, ROLE_LABELS, seesContact, type CompanyMap, type ContactViewer, type DirectoryLetter, type MemberDetail, type MemberListItem, type ProfessionRef, type PublicUser, type UserSortField, type UserStatus } from '@gro/config';
import { contactVisibleSql } from '../../../auth/contact-visibility';
import { containsPattern, pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import { searchName } from '../../../platform/db/indexes';
import { createMemberSearch } from '../domain/member-search';
import { distinctIds } from '../../../platform/http/csv';
import { apiService } from '../../services';
import { USER_CHAPTER, USER_COMPANY, USER_PROFESSION, USER_ROLE, mediaJoin } from '../../../platform/db/links';
import { prepared } from '../../../platform/db/prepared';

const viewerCompany = USER_COMPANY.as('vcl');
const companyLink = USER_COMPANY.as('ucl');
const chapterLink = USER_CHAPTER.as('uchl');
const roleLink = USER_ROLE.as('url');
const professionLink = USER_PROFESSION.as('upl');
const searchCompany = USER_COMPANY.as('sc');

const USER_UID = 'plugin::users-permissions.user';

/**
 * What a member may see of another member; admins also see the account's status and dates.
 * `contact` decides whose email and phone they see (auth/contact-visibility.ts).
 */
export interface Viewer {
  id: number;
  isAdmin: boolean;
  contact: ContactViewer;
}

/** Sees every member's email and phone: admins, and the exports and lists only admins and a chapter's own leaders read. */
export const SEES_EVERY_CONTACT: ContactViewer = { admin: true, id: 0, chapterId: null, leads: [] };

interface ListOptions {
  viewer: Viewer;
  query: ParsedListQuery<UserSortField>;
  chapterId?: number;
  companyId?: number;
  /** Admins only: members of this status (members always see Active ones). */
  status?: UserStatus;
  /** Directory: Active members only, always by last name. */
  directory?: boolean;
  /** Members of companies of this industry (the directory's filter). */
  industry?: string;
  /** Members of this profession (the directory's filter). */
  professionId?: number;
  /**
   * Members who hid themselves from the directory are listed (and marked) only for admins; every
   * other viewer's list of people leaves them out.
   */
  includeHidden?: boolean;
  /** The ids of the members the search `q` matches (domain/member-search), or null to match in SQL. */
  matches?: number[] | null;
}

/** The directory's filters beside the search (GET /user/directory, its letters and GET /company/map). */
export interface DirectoryFilters {
  chapterId?: number;
  industry?: string;
  professionId?: number;
  includeHidden?: boolean;
}

/** Members who did not hide themselves from the directory (the flag is null on accounts made before it existed). */
const VISIBLE = 'u.directory_hidden IS NOT TRUE';
const isHidden = (row: MemberRow) => row.directory_hidden === true || row.directory_hidden === 1;

/** A knex query as strapi.db.connection builds it. */
type Query = ReturnType<Core.Strapi['db']['connection']>;

/** A row of COLUMNS: the joined company, chapter, role and avatar columns are null when there is none. */
type MemberRow = {
  id: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  phone_number: string | null;
  phone_ext: string | null;
  status: UserStatus;
  created_at: string | number | Date;
  company_id: number | null;
  company_uuid: string;
  company_name: string;
  chapter_id: number | null;
  chapter_uuid: string;
  chapter_name: string;
  chapter_slug: string;
  role_name: string | null;
  avatar_url: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
  directory_hidden: boolean | number | null;
  contact_visibility: string | null;
  profession_id: number | null;
  profession_name: string | null;
  /** Only in the detailed rows (base(true)): 1/0 on SQLite, true/false on PostgreSQL. */
  leads_chapter?: boolean | number | null;
};

/**
 * Members for the portal's users table, directory, detail and dashboard. A page is one SQL
 * statement (ids in order with the count, joined to their details); the default orders walk
 * expression indexes (platform/db/indexes.ts), so the first page costs about the same with ten members
 * or a hundred thousand, and only searches scan.
 */
const userService = ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = () => strapi.db.connection;
  const postgres = () => strapi.db.dialect.client === 'postgres';
  const accounts = () => apiService(strapi, 'api::account.account');
  const search = createMemberSearch(strapi);

  /** The members `q` matches for the viewer, from the search's text in memory (null: SQL matches them). */
  const matchesOf = (q: string, contact: ContactViewer) => (q ? search.matching(q, contact) : Promise.resolve(null));

  /**
   * PostgreSQL reads up to this many matching members one by one through the primary key (a
   * search's usual few hundred: about 3× faster than its own choice, walking the name index and
   * testing every member against the list); beyond it, that walk is the faster.
   */
  const LOOKUP_MAX = 1000;
  const lookUpEach = (ids: number[] | null | undefined): ids is number[] => postgres() && !!ids?.length && ids.length <= LOOKUP_MAX;

  /** The members table as `u`: on PostgreSQL, for a few matches of a search, only those members, read by id. */
  const everyMember = () => knex()('up_users as u');
  function membersTable(matches: number[] | null | undefined): ReturnType<typeof everyMember> {
    if (!lookUpEach(matches)) return everyMember();
    // OFFSET 0 keeps the subquery apart, so each id is one primary-key look-up.
    const some = knex().from(knex().raw('unnest(?::int[]) AS m(id) CROSS JOIN LATERAL (SELECT * FROM up_users WHERE up_users.id = m.id OFFSET 0) AS u', [matches]));
    return some as unknown as ReturnType<typeof everyMember>;
  }

  /** `u.id` among `ids`, bound as one value (a JSON array on SQLite, an array on PostgreSQL), however many there are. */
  function whereIdIn(q: Query, ids: number[]) {
    if (!ids.length) q.whereRaw('1 = 0');
    else if (lookUpEach(ids)) return; // membersTable read only these
    else if (postgres()) q.whereRaw('u.id = ANY(?::int[])', [ids]);
    else q.whereRaw('u.id IN (SELECT value FROM json_each(?))', [JSON.stringify(ids)]);
  }

  /** A subquery: the Active members of the company `companyColumn` who did not hide from the directory. */
  const visibleMembersOf = (companyColumn: string) =>
    knex()(viewerCompany.table)
      .join('up_users as vu', 'vu.id', viewerCompany.owner)
      .whereRaw(`${viewerCompany.target} = ${companyColumn}`)
      .where('vu.status', 'Active')
      .whereRaw(VISIBLE.replace('u.', 'vu.'))
      .select(knex().raw('1'));

  /**
   * Users with the one-to-one joins every list needs; `withDetails` adds role and avatar. `from`
   * starts the joins elsewhere than up_users (a page of ids that must stay the outer table).
   */
  function base(withDetails: boolean, from: Query = knex()('up_users as u')) {
    const q = from
      .leftJoin(companyLink.table, companyLink.owner, 'u.id')
      .leftJoin('companies as co', 'co.id', companyLink.target)
      .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
      .leftJoin('chapters as ch', 'ch.id', chapterLink.target)
      .leftJoin(professionLink.table, professionLink.owner, 'u.id')
      .leftJoin('professions as pr', 'pr.id', professionLink.target);
    if (withDetails) {
      const avatar = mediaJoin(knex(), { as: 'frm', rowId: 'u.id', uid: USER_UID, field: 'avatar' });
      q.leftJoin(roleLink.table, roleLink.owner, 'u.id')
        .leftJoin('up_roles as r', 'r.id', roleLink.target)
        .leftJoin(avatar.table, avatar.on)
        .leftJoin('files as f', 'f.id', avatar.file)
        // Whether the member leads their home chapter: one look-up in the (user, chapter) unique index.
        .select(knex().raw('EXISTS (SELECT 1 FROM chapter_leaders cl WHERE cl.user_id = u.id AND cl.chapter_id = ch.id) AS leads_chapter'));
    }
    return q;
  }

  const COLUMNS = [
    'u.id', 'u.firstname', 'u.lastname', 'u.email', 'u.phone_number', 'u.phone_ext', 'u.status', 'u.created_at', 'u.updated_at', 'u.directory_hidden', 'u.contact_visibility',
    'co.id as company_id', 'co.document_id as company_uuid', 'co.name as company_name',
    'ch.id as chapter_id', 'ch.document_id as chapter_uuid', 'ch.name as chapter_name', 'ch.slug as chapter_slug',
    'r.name as role_name', 'f.url as avatar_url', 'f.width as avatar_width', 'f.height as avatar_height',
    'pr.id as profession_id', 'pr.name as profession_name',
  ];

  /** What a member's profile page adds to a list's row: what they say about their work, and their company's logo, industry and website. */
  const DETAIL_COLUMNS = [...COLUMNS, 'u.bio', 'u.ideal_referral', 'u.website', 'u.linkedin', 'co.logo as company_logo', 'co.industry as company_industry', 'co.url as company_url'];
  type DetailRow = MemberRow & {
    bio: string | null;
    ideal_referral: string | null;
    website: string | null;
    linkedin: string | null;
    company_logo: string | null;
    company_industry: string | null;
    company_url: string | null;
  };

  /**
   * What a member sees of another member. Email and phone are shown on purpose: the directory is
   * a networking directory (spec §2), and only members the organisation vouches for reach these
   * calls (global::reads-member-data); each member decides who sees theirs (contact visibility):
   * hidden ones are null, with contactHidden. Status, dates, sign-ins, subscription and billing
   * ids are for admins only.
   */
  function toMember(row: MemberRow, viewer: Viewer): MemberListItem {
    const sees = seesContact(viewer.contact, { id: row.id, chapterId: row.chapter_id ?? null, contactVisibility: row.contact_visibility });
    const member: MemberListItem = {
      id: row.id,
      firstname: row.firstname ?? '',
      lastname: row.lastname ?? '',
      fullname: [row.firstname, row.lastname].filter(Boolean).join(' '),
      email: sees ? row.email : null,
      phoneNumber: sees ? (row.phone_number ?? null) : null,
      phoneExt: sees ? (row.phone_ext ?? null) : null,
      avatar: row.avatar_url ? { url: row.avatar_url, width: row.avatar_width ?? null, height: row.avatar_height ?? null } : null,
      chapterId: row.chapter_id ?? null,
      chapter: row.chapter_id ? { id: row.chapter_id, uuid: row.chapter_uuid, name: row.chapter_name, slug: row.chapter_slug } : null,
      companyId: row.company_id ?? null,
      company: row.company_id ? { id: row.company_id, uuid: row.company_uuid, name: row.company_name } : null,
      // The account's role, and "Chapter leader" beside it for a member who leads their chapter.
      role: [...(row.role_name ? [{ name: row.role_name }] : []), ...(row.leads_chapter ? [{ name: ROLE_LABELS.leader }] : [])],
      profession: row.profession_id ? { id: row.profession_id, name: row.profession_name ?? '' } : null,
    };
    if (viewer.isAdmin) {
      member.status = row.status;
      member.createdAt = new Date(row.created_at).toISOString();
    }
    // Only reachable when hidden members were asked for (admins): marks them in the list.
    if (isHidden(row)) member.directoryHidden = true;
    if (!sees) member.contactHidden = true;
    return member;
  }

  /** Nulls last in both directions on SQLite and PostgreSQL alike. */
  function orderText(q: Query, expr: string, direction: 'asc' | 'desc') {
    q.orderByRaw(`CASE WHEN ${expr} IS NULL OR ${expr} = '' THEN 1 ELSE 0 END`);
    q.orderByRaw(`lower(${expr}) ${direction}`);
  }

  function applyOrder(q: Query, sort: ParsedListQuery<UserSortField>['sort']) {
    const direction = sort?.direction ?? 'asc';
    switch (sort?.field ?? 'lastname') {
      case 'firstname':
        q.orderByRaw(`lower(u.firstname) ${direction}`).orderByRaw(`lower(u.lastname) ${direction}`);
        break;
      case 'email':
        q.orderByRaw(`lower(u.email) ${direction}`);
        break;
      case 'company':
        orderText(q, 'co.name', direction);
        q.orderByRaw(`lower(u.lastname) ${direction}`);
        break;
      case 'chapter':
        orderText(q, 'ch.name', direction);
        q.orderByRaw(`lower(u.lastname) ${direction}`);
        break;
      case 'createdAt':
        q.orderBy('u.created_at', direction);
        break;
      default:
        q.orderByRaw(`lower(u.lastname) ${direction}`).orderByRaw(`lower(u.firstname) ${direction}`);
    }
    q.orderBy('u.id', direction);
  }

  function applyFilters(q: Query, options: ListOptions) {
    const { viewer, query, chapterId, companyId, directory, status, industry, professionId } = options;
    if (directory || !viewer.isAdmin) q.where('u.status', 'Active');
    else if (status !== undefined) q.where('u.status', status);
    if (!options.includeHidden) q.whereRaw(VISIBLE);
    if (chapterId !== undefined) q.where(chapterLink.target, chapterId);
    if (companyId !== undefined) q.where(companyLink.target, companyId);
    if (industry !== undefined) q.where('co.industry', industry);
    if (professionId !== undefined) q.whereExists(knex()(USER_PROFESSION.table).whereRaw(`${USER_PROFESSION.owner} = u.id`).where(USER_PROFESSION.target, professionId));
    if (query.q && options.matches) whereIdIn(q, options.matches);
    else if (query.q) {
      const p = containsPattern(query.q);
      // The same rule in SQL, for a search the in-memory text cannot answer (domain/member-search).
      // A member matches when lower(first name), lower(last name), lower("first last"), lower(email)
      // or lower(company name) contains q (q is lowercased). "first last" contains either name, so
      // searchName (the names joined, or the one there is) stands for all three. The members and
      // the companies are searched apart (one pass over the 2,000 companies, not one join per
      // member): on PostgreSQL trigram indexes on these very expressions answer both
      // (platform/db/indexes.ts); SQLite's LIKE already ignores ASCII letter case and its lower() folds
      // nothing else, so there the per-row lower() calls are left out with the same answers.
      const ci = (expr: string) => (postgres() ? `lower(${expr})` : expr);
      const visible = contactVisibleSql(viewer.contact, 's');
      const like = (expr: string) => `${ci(expr)} LIKE ? ESCAPE '\\'`;
      q.whereIn(
        'u.id',
        knex()
          .from('up_users as s')
          .select('s.id')
          // An email matches only where the viewer sees it (contact visibility).
          .whereRaw(`(${like(searchName('s.'))} OR (${like('s.email')} AND ${visible.sql}))`, [p, p, ...visible.bindings])
          .union(knex().from(searchCompany.table).join('companies as sco', 'sco.id', searchCompany.target).select(searchCompany.owner).whereRaw(like('sco.name'), [p])),
      );
    }
  }

  /** up_users with only the joins this filter and order need, so the plain lists read one index. */
  function narrow(options: ListOptions, forSort: boolean) {
    const sortField = options.directory ? null : options.query.sort?.field;
    const q = membersTable(options.query.q ? options.matches : null);
    if (options.companyId !== undefined || options.industry !== undefined || (forSort && sortField === 'company')) {
      q.leftJoin(companyLink.table, companyLink.owner, 'u.id').leftJoin('companies as co', 'co.id', companyLink.target);
    }
    if (options.chapterId !== undefined || (forSort && sortField === 'chapter')) {
      q.leftJoin(chapterLink.table, chapterLink.owner, 'u.id').leftJoin('chapters as ch', 'ch.id', chapterLink.target);
    }
    applyFilters(q, options);
    return q;
  }

  return {
    /**
     * A page of members in one SQL statement: the page's ids (walking the name index for the
     * default order, or scanning once for a search) joined to their company, chapter, role and
     * avatar, with the number of matches (an index count beside the walk; COUNT(*) OVER () of the
     * search's scan). A page past the end runs a second statement for the count.
     */
    async list(listOptions: ListOptions) {
      const options: ListOptions = { ...listOptions, matches: await matchesOf(listOptions.query.q, listOptions.viewer.contact) };
      const { query } = options;
      const sort = options.directory ? null : query.sort;
      const page = narrow(options, true);
      if (query.q) page.select('u.id', knex().raw('COUNT(*) OVER () AS total'));
      else page.select('u.id', narrow(options, false).count('u.id').as('total'));
      applyOrder(page, sort);
      page.limit(query.pageSize).offset(query.offset);

      // The page drives the joins: a LEFT JOIN keeps it the outer table (the SQLite planner would
      // otherwise scan every member and look each up in the page, not knowing the page is small).
      const outer = base(true, knex().from(page.as('pg')).leftJoin('up_users as u', 'u.id', 'pg.id')).select([...COLUMNS, 'pg.total']);
      applyOrder(outer, sort);
      // Read by ids (a search's few matches), the page's plan does not depend on them: prepared.
      const rows: (MemberRow & { total: number | string })[] = await (lookUpEach(options.matches) ? prepared(strapi, outer) : outer);
      let count: number;
      if (rows.length) count = Number(rows[0]!.total);
      else if (query.offset === 0) count = 0;
      else count = Number((await narrow(options, false).count({ total: 'u.id' }))[0].total);
      const byId = new Map<number, MemberListItem>();
      for (const row of rows) byId.set(row.id, toMember(row, options.viewer));
      return { items: [...byId.values()], pagination: pagination(query.page, query.pageSize, count) };
    },

    /**
     * The admins' users table for its CSV export: the ids of every member the list's
     * filters and search match, in the list's own order (the same narrow() and applyOrder() as a
     * page), each once.
     */
    async exportIds(listOptions: Omit<ListOptions, 'matches'>): Promise<Int32Array> {
      const options: ListOptions = { ...listOptions, matches: await matchesOf(listOptions.query.q, listOptions.viewer.contact) };
      const q = narrow(options, true).select('u.id');
      applyOrder(q, options.query.sort);
      return distinctIds(await q);
    },

    /** The members of `ids` as the admins' table lists them (any order; platform/http/csv puts them back in the ids' order). */
    async exportRows(ids: number[]): Promise<MemberListItem[]> {
      // The batch's ids drive the joins as a page's do (the outer table), bound as one value.
      const batch = postgres()
        ? knex().raw('unnest(?::int[]) AS pg(id)', [ids])
        : knex().raw('(SELECT value AS id FROM json_each(?)) AS pg', [JSON.stringify(ids)]);
      const rows: MemberRow[] = await base(true, knex().from(batch).join('up_users as u', 'u.id', 'pg.id')).select(COLUMNS);
      return rows.map((row) => toMember(row, { id: 0, isAdmin: true, contact: SEES_EVERY_CONTACT }));
    },

    /**
     * The directory's A-Z jump bar for a search: per letter, the members whose last name starts
     * with it and the members ordered before the first of them (the same lower(lastname) the
     * directory orders by, so the database's own comparison decides on SQLite and PostgreSQL
     * alike). One statement over the members the search matches for `contact` (an email matches
     * only where that viewer sees it).
     */
    async directoryLetters(q: string, filters: DirectoryFilters, contact: ContactViewer): Promise<DirectoryLetter[]> {
      const viewer: Viewer = { id: contact.id, isAdmin: false, contact };
      const options: ListOptions = { viewer, query: { page: 1, pageSize: 1, offset: 0, sort: null, q }, directory: true, ...filters, matches: await matchesOf(q, contact) };
      const columns = DIRECTORY_LETTERS.flatMap((letter, i) => {
        const lower = letter.toLowerCase();
        return [
          knex().raw(`SUM(CASE WHEN lower(u.lastname) < ? THEN 1 ELSE 0 END) AS ??`, [lower, `before_${i}`]),
          knex().raw(`SUM(CASE WHEN lower(u.lastname) LIKE ? THEN 1 ELSE 0 END) AS ??`, [`${lower}%`, `count_${i}`]),
        ];
      });
      const row: Record<string, number | string | null> = (await narrow(options, false).select(columns).first()) ?? {};
      return DIRECTORY_LETTERS.map((letter, i) => ({ letter, count: Number(row[`count_${i}`] ?? 0), offset: Number(row[`before_${i}`] ?? 0) }));
    },

    /** One member; non-admins only see Active members, and a hidden member only themselves. */
    async findOne(id: number, viewer: Viewer): Promise<MemberDetail | null> {
      const q = base(true).select(DETAIL_COLUMNS).where('u.id', id).first();
      if (!viewer.isAdmin) q.where('u.status', 'Active');
      if (!viewer.isAdmin && id !== viewer.id) q.whereRaw(VISIBLE);
      const row: DetailRow | undefined = await q;
      if (!row) return null;
      const listed = toMember(row, viewer);
      const member: MemberDetail = {
        ...listed,
        company: listed.company && { ...listed.company, logo: row.company_logo || null, industry: row.company_industry || null, url: row.company_url || null },
        about: { bio: row.bio || null, idealReferral: row.ideal_referral || null, website: row.website || null, linkedin: row.linkedin || null },
      };
      if (!viewer.isAdmin) delete member.directoryHidden;
      if (viewer.isAdmin) {
        const account = await accounts().findAccount(id);
        if (account) {
          Object.assign(member, {
            updatedAt: account.updatedAt,
            stripeCustomerId: account.stripeCustomerId ?? null,
            subscription: account.subscription ?? null,
            signInLog: account.signInLog ?? [],
          });
        }
      }
      return member;
    },

    /** Up to `limit` other Active members of a chapter, by last name, as `contact` sees them. */
    async chapterMembers(chapterId: number, contact: ContactViewer, limit: number): Promise<PublicUser[]> {
      const exceptId = contact.id;
      const rows: MemberRow[] = await base(true)
        .select(COLUMNS)
        .where(chapterLink.target, chapterId)
        .where('u.status', 'Active')
        .whereRaw(VISIBLE)
        .whereNot('u.id', exceptId)
        .orderByRaw('lower(u.lastname) asc')
        .orderByRaw('lower(u.firstname) asc')
        .orderBy('u.id', 'asc')
        .limit(limit);
      return rows.map((row) => toMember(row, { id: exceptId, isAdmin: false, contact }));
    },

    /** The industries of the companies of the directory's visible members, for its filter, A-Z. */
    async directoryIndustries(): Promise<string[]> {
      const rows: { industry: string }[] = await knex()('companies as co')
        .distinct('co.industry as industry')
        .whereNotNull('co.industry')
        .whereNot('co.industry', '')
        .whereExists(visibleMembersOf('co.id'))
        .orderBy('co.industry', 'asc');
      return rows.map((row) => row.industry);
    },

    /** The professions of the directory's visible members, for its filter, A-Z. */
    async directoryProfessions(): Promise<ProfessionRef[]> {
      const rows: { id: number; name: string }[] = await knex()('professions as pr')
        .select('pr.id', 'pr.name')
        .whereExists(
          knex()(USER_PROFESSION.table)
            .join('up_users as u', 'u.id', USER_PROFESSION.owner)
            .whereRaw(`${USER_PROFESSION.target} = pr.id`)
            .where('u.status', 'Active')
            .whereRaw(VISIBLE)
            .select(knex().raw('1')),
        )
        .orderByRaw('lower(pr.name) asc')
        .orderBy('pr.id', 'asc');
      return rows.map((row) => ({ id: row.id, name: row.name }));
    },

    /**
     * GET /company/map: the companies with a location of the directory's visible members (per the
     * filters), with how many of those members each has; only what a pin needs.
     */
    async companyPins(filters: DirectoryFilters): Promise<CompanyMap> {
      const q = knex()('companies as co')
        .join(companyLink.table, companyLink.target, 'co.id')
        .join('up_users as u', 'u.id', companyLink.owner)
        .where('u.status', 'Active')
        .whereRaw(VISIBLE)
        .whereNotNull('co.latitude')
        .whereNotNull('co.longitude')
        .groupBy('co.id', 'co.name', 'co.city', 'co.latitude', 'co.longitude')
        .select('co.id', 'co.name', 'co.city', 'co.latitude', 'co.longitude', knex().raw('COUNT(u.id) AS member_count'))
        .orderBy('co.id', 'asc');
      if (filters.industry !== undefined) q.where('co.industry', filters.industry);
      if (filters.chapterId !== undefined) q.join(chapterLink.table, chapterLink.owner, 'u.id').where(chapterLink.target, filters.chapterId);
      if (filters.professionId !== undefined) q.join(professionLink.table, professionLink.owner, 'u.id').where(professionLink.target, filters.professionId);
      const rows: { id: number; name: string; city: string | null; latitude: number | string; longitude: number | string; member_count: number | string }[] = await q;
      const companies = rows.map((row) => ({
        id: row.id,
        name: row.name,
        city: row.city || null,
        latitude: Number(row.latitude),
        longitude: Number(row.longitude),
        memberCount: Number(row.member_count),
      }));
      return { companies };
    },
  };
};

export type UserService = ReturnType<typeof userService>;
export default userService;
