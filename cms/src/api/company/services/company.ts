import { factories, type Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  ADMIN_MESSAGES, PORTAL_MESSAGES, SOCIAL_LINK_KEYS, normaliseName,
  type Company, type CompanyAdminValues, type CompanyCreated, type CompanySortField, type CompanyValues,
} from '@gro/config';
import { blankToNull } from '../../../platform/http/blank';
import { formData } from '../../../platform/http/fields';
import { distinctIds } from '../../../platform/http/csv';
import { conflict } from '../../../platform/http/http-errors';
import { containsPattern, pagination, type ParsedListQuery } from '../../../platform/http/list-query';
import type { Nullish } from '../../../platform/cache/mappers';
import { serially } from '../../../platform/db/serial';
import { apiService } from '../../services';

const UID = 'api::company.company';
const USER = 'plugin::users-permissions.user';

/** One company creation at a time per member, so a double submit cannot make two companies. */
const creating = new Set<number>();

/** A row of COMPANY_FIELDS with its social links: optional columns are null or missing. */
type CompanyRow = Pick<Company, 'id' | 'name'> & { documentId: string } & Nullish<Omit<Company, 'id' | 'uuid' | 'name'>>;

const COMPANY_FIELDS = [
  'id', 'documentId', 'name', 'description', 'address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude',
  'phoneNumber', 'phoneExt', 'url', 'logo', 'contactName', 'industry', 'isNonprofit', 'reviewStatus', 'createdAt',
] as const;

/** The company form's own columns (name and social links apart). */
const FORM_FIELDS = [
  'description', 'address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude',
  'phoneNumber', 'phoneExt', 'url', 'logo', 'contactName', 'industry',
] as const;

/** What the activity log keeps of a company: its answer without the ids. */
const snapshot = ({ id: _id, uuid: _uuid, ...rest }: Company) => rest;

/** A new company's columns from the validated company form (the Nonprofit flag apart): blank optional texts become null. */
function newCompanyData(name: string, input: CompanyValues) {
  const values = input as Record<string, unknown>;
  return {
    name,
    description: input.description,
    address: input.address,
    city: blankToNull(input.city),
    state: blankToNull(input.state),
    postalCode: blankToNull(input.postalCode),
    country: blankToNull(input.country),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    phoneNumber: blankToNull(input.phoneNumber),
    phoneExt: blankToNull(input.phoneExt),
    url: blankToNull(input.url),
    logo: blankToNull(input.logo),
    contactName: blankToNull(input.contactName),
    industry: blankToNull(input.industry),
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, blankToNull(values[key])])),
  };
}

function toCompany(row: CompanyRow): Company {
  const links = row.socialLinks ?? {};
  return {
    id: row.id,
    uuid: row.documentId,
    name: row.name,
    description: row.description ?? null,
    address: row.address ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    postalCode: row.postalCode ?? null,
    country: row.country ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    phoneNumber: row.phoneNumber ?? null,
    phoneExt: row.phoneExt ?? null,
    url: row.url ?? null,
    logo: row.logo ?? null,
    contactName: row.contactName ?? null,
    industry: row.industry ?? null,
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, links[key] ?? null])),
    isNonprofit: row.isNonprofit === true,
    reviewStatus: row.reviewStatus === 'Pending' ? 'Pending' : 'Approved',
  };
}

const SORT_COLUMNS: Record<CompanySortField, string> = {
  name: 'name',
  city: 'city',
  state: 'state',
  industry: 'industry',
  contactName: 'contact_name',
  createdAt: 'created_at',
};

/** Companies for the portal: a searchable, sortable page; a member creating theirs; admins creating and editing them. */
const companyService = ({ strapi }: { strapi: Core.Strapi }) => {
  async function findById(id: number): Promise<Company | null> {
    const row = await strapi.db.query(UID).findOne({ select: [...COMPANY_FIELDS], where: { id }, populate: { socialLinks: true } });
    return row ? toCompany(row) : null;
  }

  /**
   * Whether a company has this name, compared as the unique index compares: normalised (names that
   * only look alike are one) and lower-cased by the database itself on both sides.
   */
  async function nameTaken(name: string, exceptId?: number): Promise<boolean> {
    const q = strapi.db.connection('companies').whereRaw('lower(name) = lower(?)', [normaliseName(name)]);
    if (exceptId !== undefined) q.whereNot('id', exceptId);
    return Boolean(await q.first('id'));
  }

  /** The id of the member's company, or null. */
  async function companyOfUser(userId: number): Promise<number | null> {
    const row = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id'], populate: { company: { select: ['id'] } } });
    return row?.company?.id ?? null;
  }

  /**
   * The companies the search `q` matches (name, city, industry); for a member (`viewerCompanyId`
   * given: theirs, or null), none waiting for review but their own.
   */
  function filtered(query: ParsedListQuery<CompanySortField>, viewerCompanyId?: number | null) {
    const q = strapi.db.connection('companies as c');
    if (viewerCompanyId !== undefined) {
      q.where((w) => {
        w.whereNot('c.review_status', 'Pending').orWhereNull('c.review_status');
        if (viewerCompanyId !== null) w.orWhere('c.id', viewerCompanyId);
      });
    }
    if (query.q) {
      const p = containsPattern(query.q);
      q.whereRaw(`(lower(c.name) LIKE ? ESCAPE '\\' OR lower(c.city) LIKE ? ESCAPE '\\' OR lower(c.industry) LIKE ? ESCAPE '\\')`, [p, p, p]);
    }
    return q;
  }

  /** Their ids in the table's order: the sort column (empties last), then lower(name), then id. */
  function orderedIds(query: ParsedListQuery<CompanySortField>, viewerCompanyId?: number | null) {
    const direction = query.sort?.direction ?? 'asc';
    const column = SORT_COLUMNS[query.sort?.field ?? 'name'];
    const ids = filtered(query, viewerCompanyId).select('c.id');
    if (column === 'created_at') ids.orderBy('c.created_at', direction);
    else ids.orderByRaw(`CASE WHEN c.${column} IS NULL OR c.${column} = '' THEN 1 ELSE 0 END`).orderByRaw(`lower(c.${column}) ${direction}`);
    if (column !== 'name') ids.orderByRaw(`lower(c.name) ${direction}`);
    ids.orderBy('c.id', direction);
    return ids;
  }

  async function byIds(ids: number[]): Promise<Company[]> {
    const rows = await strapi.db.query(UID).findMany({ select: [...COMPANY_FIELDS], where: { id: { $in: ids } }, populate: { socialLinks: true } });
    return rows.map(toCompany);
  }

  return {
    /**
     * One page of companies: a count and a page of ids from the companies table (ordered along
     * lower(name)), then those companies with their social links. For a member (`viewerCompanyId`
     * given), no company waiting for review but their own.
     */
    async listPage(query: ParsedListQuery<CompanySortField>, viewerCompanyId?: number | null) {
      const [{ total }] = await filtered(query, viewerCompanyId).count({ total: 'c.id' });
      const count = Number(total);
      if (count === 0 || query.offset >= count) return { items: [], pagination: pagination(query.page, query.pageSize, count) };
      const pageIds: number[] = (await orderedIds(query, viewerCompanyId).limit(query.pageSize).offset(query.offset)).map((r: { id: number }) => r.id);
      const byId = new Map((await byIds(pageIds)).map((company) => [company.id, company]));
      return { items: pageIds.map((id) => byId.get(id)).filter((c): c is Company => c !== undefined), pagination: pagination(query.page, query.pageSize, count) };
    },

    /** The admins' CSV export: the ids of every company the search matches, in the table's order. */
    async exportIds(query: ParsedListQuery<CompanySortField>): Promise<Int32Array> {
      return distinctIds(await orderedIds(query));
    },

    /** The companies of `ids` (any order) with their social links. */
    exportRows: byIds,

    findById,
    companyOfUser,

    /**
     * PUT /company/{uuid} (admins): saves the company form and, when given, the Nonprofit flag.
     * 404 for an unknown company; 409 when another company has the name (whatever its letter case).
     */
    async updateByAdmin(actorId: number, documentId: string, input: CompanyAdminValues): Promise<Company> {
      return serially('company', async () => {
        const row: { id: number } | null = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
        if (!row) throw new errors.NotFoundError(PORTAL_MESSAGES.companyNotFound);
        const before = (await findById(row.id))!;
        const name = normaliseName(input.name);
        if (await nameTaken(name, row.id)) throw conflict(ADMIN_MESSAGES.companyNameTaken(name));
        const values = input as Record<string, unknown>;
        const socialLinks = Object.fromEntries(
          SOCIAL_LINK_KEYS.map((key) => [key, values[key] === undefined ? (before.socialLinks[key] ?? null) : blankToNull(values[key])]),
        );
        const data = {
          name,
          ...formData(input, FORM_FIELDS),
          ...(input.isNonprofit === undefined ? {} : { isNonprofit: input.isNonprofit }),
          socialLinks,
        };
        try {
          await strapi.db.transaction(async () => {
            await strapi.documents(UID).update({ documentId, data: data as never });
            const after = (await findById(row.id))!;
            const activity = apiService(strapi, 'api::admin-activity.admin-activity');
            await activity.record({ actorId, action: 'update', subject: 'company', subjectId: row.id, summary: `Updated company ${after.name}`, before: snapshot(before), after: snapshot(after) });
          });
        } catch (err) {
          if (await nameTaken(name, row.id)) throw conflict(ADMIN_MESSAGES.companyNameTaken(name));
          throw err;
        }
        return (await findById(row.id))!;
      });
    },

    /**
     * POST /company by an admin: a company for members to join, not attached to the admin, with the
     * Nonprofit flag when given; recorded in the activity log. 409 when the name is taken (whatever its letter case).
     */
    async createByAdmin(actorId: number, input: CompanyAdminValues): Promise<Company> {
      return serially('company', async () => {
        const name = normaliseName(input.name);
        if (await nameTaken(name)) throw conflict(ADMIN_MESSAGES.companyNameTaken(name));
        let id: number;
        try {
          id = await strapi.db.transaction(async () => {
            const data = { ...newCompanyData(name, input), isNonprofit: input.isNonprofit === true };
            const created = (await strapi.documents(UID).create({ data })) as unknown as { id: number };
            const company = (await findById(created.id))!;
            const activity = apiService(strapi, 'api::admin-activity.admin-activity');
            await activity.record({ actorId, action: 'create', subject: 'company', subjectId: created.id, summary: `Created company ${company.name}`, before: null, after: snapshot(company) });
            return created.id;
          });
        } catch (err) {
          if (await nameTaken(name)) throw conflict(ADMIN_MESSAGES.companyNameTaken(name));
          throw err;
        }
        return (await findById(id))!;
      });
    },

    /**
     * Creates the member's company, waiting for review, and makes them part of it (spec §4: sets
     * companyId); 409 when in one or the name is taken.
     */
    async createForMember(userId: number, input: CompanyValues): Promise<CompanyCreated> {
      if (creating.has(userId)) throw conflict(PORTAL_MESSAGES.alreadyInCompany);
      creating.add(userId);
      try {
        if (await companyOfUser(userId)) throw conflict(PORTAL_MESSAGES.alreadyInCompany);
        const name = normaliseName(input.name);
        if (await nameTaken(name)) throw conflict(PORTAL_MESSAGES.companyNameTaken(name));
        let created: { id: number };
        try {
          // One transaction: a crash between the two writes must not leave a company without its member.
          created = await strapi.db.transaction(async () => {
            const row = (await strapi.documents(UID).create({ data: { ...newCompanyData(name, input), reviewStatus: 'Pending' } })) as unknown as { id: number };
            await strapi.db.query(USER).update({ where: { id: userId }, data: { company: row.id } });
            return row;
          });
        } catch (err) {
          // The same name created a moment ago by someone else: the unique index decides.
          if (await nameTaken(name)) throw conflict(PORTAL_MESSAGES.companyNameTaken(name));
          throw err;
        }
        const [company, user] = await Promise.all([findById(created.id), apiService(strapi, 'api::account.account').findAccount(userId)]);
        return { company: company!, user: user! };
      } finally {
        creating.delete(userId);
      }
    },
  };
};

export type CompanyService = ReturnType<typeof companyService>;
export default factories.createCoreService(UID, companyService);
