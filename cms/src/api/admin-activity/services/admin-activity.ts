import { factories, type Core } from '@strapi/strapi';
import type { ActivityAction, ActivityEntry, ActivityPage, ActivitySubject } from '@gro/config';
import { recordActivity, type ActivityInput } from '../../../platform/db/activity-log';
import { distinctIds } from '../../../platform/http/csv';
import { pagination, type ParsedListQuery } from '../../../platform/http/list-query';

const UID = 'api::admin-activity.admin-activity';
type Snapshot = Record<string, unknown>;

type Row = {
  id: number;
  createdAt: string;
  action: ActivityAction;
  subject: ActivitySubject;
  subjectId: string;
  summary: string;
  before: Snapshot | null;
  after: Snapshot | null;
  actor?: { id: number; firstname: string | null; lastname: string | null; email: string } | null;
};

/** What an entry reads: its columns and its actor. */
const ENTRY = {
  select: ['id', 'createdAt', 'action', 'subject', 'subjectId', 'summary', 'before', 'after'],
  populate: { actor: { select: ['id', 'firstname', 'lastname', 'email'] } },
};
const NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

function toEntry(row: Row): ActivityEntry {
  const actor = row.actor
    ? { id: row.actor.id, fullname: [row.actor.firstname, row.actor.lastname].filter(Boolean).join(' '), email: row.actor.email }
    : null;
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    actor,
    action: row.action,
    subject: row.subject,
    subjectId: row.subjectId,
    summary: row.summary,
    before: row.before ?? null,
    after: row.after ?? null,
  };
}

/**
 * The admin activity log: every admin write through the portal adds one entry, in the same
 * transaction as the write it records. Entries are only ever added (the content type's lifecycle
 * refuses updates and deletes).
 */
const activityService = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Adds an entry; call it inside the write's transaction so the two commit together. */
  record(input: ActivityInput): Promise<void> {
    return recordActivity(strapi, input);
  },

  /** A page of entries, newest first. */
  async listPage(query: ParsedListQuery<never>): Promise<ActivityPage> {
    const total = await strapi.db.query(UID).count({});
    if (total === 0 || query.offset >= total) return { items: [], pagination: pagination(query.page, query.pageSize, total) };
    const rows: Row[] = await strapi.db.query(UID).findMany({ ...ENTRY, orderBy: NEWEST_FIRST, limit: query.pageSize, offset: query.offset });
    return { items: rows.map(toEntry), pagination: pagination(query.page, query.pageSize, total) };
  },

  /** The admins' CSV export: every entry's id, newest first (the log's one order). */
  async exportIds(): Promise<Int32Array> {
    return distinctIds(await strapi.db.connection('admin_activities').select('id').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]));
  },

  /** The entries of `ids` (any order). */
  async exportRows(ids: number[]): Promise<ActivityEntry[]> {
    const rows: Row[] = await strapi.db.query(UID).findMany({ ...ENTRY, where: { id: { $in: ids } } });
    return rows.map(toEntry);
  },
});

export type ActivityService = ReturnType<typeof activityService>;
export default factories.createCoreService(UID, activityService);
