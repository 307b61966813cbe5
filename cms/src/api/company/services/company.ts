import { factories } from '@strapi/strapi';
import { SOCIAL_LINK_KEYS, type Company, type CompanySortField, type OwnJoinRequest } from '@gro/config';
import { containsPattern, pagination, type ParsedListQuery } from '../../../utils/list-query';

const UID = 'api::company.company';
const JOIN_UID = 'api::join-request.join-request';

type Row = Record<string, any>;

export const COMPANY_FIELDS = [
  'id', 'documentId', 'name', 'description', 'address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude',
  'phoneNumber', 'phoneExt', 'url', 'logo', 'contactName', 'industry', 'createdAt',
] as const;

export function toCompany(row: Row): Company {
  const links = row.socialLinks ?? {};
  return {
    id: row.id,
    uuid: row.documentId ?? row.document_id,
    name: row.name,
    description: row.description ?? null,
    address: row.address ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    postalCode: row.postalCode ?? row.postal_code ?? null,
    country: row.country ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    phoneNumber: row.phoneNumber ?? row.phone_number ?? null,
    phoneExt: row.phoneExt ?? row.phone_ext ?? null,
    url: row.url ?? null,
    logo: row.logo ?? null,
    contactName: row.contactName ?? row.contact_name ?? null,
    industry: row.industry ?? null,
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, links[key] ?? null])),
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

/** Companies for the portal: a searchable, sortable page; creation; members' join requests. */
export default factories.createCoreService(UID, ({ strapi }) => ({
  /**
   * One page of companies: a count and a page of ids from the companies table (ordered along
   * lower(name)), then those companies with their social links.
   */
  async listPage(query: ParsedListQuery<CompanySortField>) {
    const knex = strapi.db.connection;
    const filtered = () => {
      const q = knex('companies as c');
      if (query.q) {
        const p = containsPattern(query.q);
        q.whereRaw(`(lower(c.name) LIKE ? ESCAPE '\\' OR lower(c.city) LIKE ? ESCAPE '\\' OR lower(c.industry) LIKE ? ESCAPE '\\')`, [p, p, p]);
      }
      return q;
    };
    const [{ total }] = await filtered().count({ total: 'c.id' });
    const count = Number(total);
    if (count === 0 || query.offset >= count) return { items: [], pagination: pagination(query.page, query.pageSize, count) };

    const direction = query.sort?.direction ?? 'asc';
    const column = SORT_COLUMNS[query.sort?.field ?? 'name'];
    const ids = filtered().select('c.id');
    if (column === 'created_at') ids.orderBy('c.created_at', direction);
    else ids.orderByRaw(`CASE WHEN c.${column} IS NULL OR c.${column} = '' THEN 1 ELSE 0 END`).orderByRaw(`lower(c.${column}) ${direction}`);
    if (column !== 'name') ids.orderByRaw(`lower(c.name) ${direction}`);
    ids.orderBy('c.id', direction);
    const pageIds: number[] = (await ids.limit(query.pageSize).offset(query.offset)).map((r: Row) => r.id);

    const rows = await strapi.db.query(UID).findMany({ select: [...COMPANY_FIELDS], where: { id: { $in: pageIds } }, populate: { socialLinks: true } });
    const byId = new Map(rows.map((row: Row) => [row.id, toCompany(row)]));
    return { items: pageIds.map((id) => byId.get(id)).filter(Boolean), pagination: pagination(query.page, query.pageSize, count) };
  },

  async findById(id: number): Promise<Company | null> {
    const row = await strapi.db.query(UID).findOne({ select: [...COMPANY_FIELDS], where: { id }, populate: { socialLinks: true } });
    return row ? toCompany(row) : null;
  },

  async nameTaken(name: string): Promise<boolean> {
    const row = await strapi.db.connection('companies').whereRaw('lower(name) = ?', [name.trim().toLowerCase()]).first('id');
    return Boolean(row);
  },

  async ownJoinRequests(userId: number): Promise<OwnJoinRequest[]> {
    const rows = await strapi.db.query(JOIN_UID).findMany({
      where: { user: { id: userId } },
      select: ['id', 'note', 'status', 'reason', 'createdAt'],
      populate: { company: { select: ['id', 'name'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    });
    return rows.filter((row: Row) => row.company).map(toOwnJoinRequest);
  },
}));

export function toOwnJoinRequest(row: Row): OwnJoinRequest {
  return {
    id: row.id,
    companyId: row.company.id,
    company: { id: row.company.id, name: row.company.name },
    note: row.note ?? null,
    status: row.status,
    reason: row.reason ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
