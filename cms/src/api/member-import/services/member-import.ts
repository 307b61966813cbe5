import fs from 'fs';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import {
  IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES as M, suggestImportMapping,
  type ImportStatus, type MemberImportReport, type MemberImportStatus, type MemberImportUpload,
} from '@gro/config';
import { enqueueJob } from '../../../jobs';
import { conflict } from '../../../platform/http/http-errors';
import { emailsOf, findExisting, loadContext, planRows, reportOf } from '../domain/plan';
import { parseMapping } from '../domain/mapping';
import { csvText, readCsv } from '../domain/read-csv';
import { closeInvitations, consumeInvitation } from '../domain/invitations';

const IMPORT = 'api::member-import.member-import';

type ImportRow = {
  id: number; fileName: string; status: ImportStatus; rowCount: number | null; processed: number | null; created: number | null; updated: number | null;
  unchanged: number | null; rejected: number | null; invited: number | null; error: string | null; createdAt: string; startedAt: string | null;
  finishedAt: string | null; uploadedById: number | null;
};
const STATUS_FIELDS = ['id', 'fileName', 'status', 'rowCount', 'processed', 'created', 'updated', 'unchanged', 'rejected', 'invited', 'error', 'createdAt', 'startedAt', 'finishedAt', 'uploadedById'];

/** A file name as shown back: its last path part, control characters out, at most the column's 255 characters. */
function fileNameOf(name: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const base = (name ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (base || 'members.csv').slice(0, 255);
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);

/**
 * Member imports: the uploaded file is kept in the database (any replica can run it),
 * checked against a mapping as often as the admin likes (a dry run writes nothing), then imported
 * by the 'members.import' job (domain/importer.ts), whose progress the import's row holds.
 */
const memberImportService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => strapi.db.query(IMPORT);
  const notFound = () => new errors.NotFoundError(M.notFound);

  async function statusOf(row: ImportRow): Promise<MemberImportStatus> {
    const by: { id: number; firstname: string | null; lastname: string | null; email: string } | null = row.uploadedById
      ? await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: row.uploadedById }, select: ['id', 'firstname', 'lastname', 'email'] })
      : null;
    return {
      id: row.id,
      fileName: row.fileName,
      status: row.status,
      rowCount: row.rowCount ?? 0,
      processed: row.processed ?? 0,
      created: row.created ?? 0,
      updated: row.updated ?? 0,
      unchanged: row.unchanged ?? 0,
      rejected: row.rejected ?? 0,
      invited: row.invited ?? 0,
      error: row.error,
      createdAt: new Date(row.createdAt).toISOString(),
      startedAt: iso(row.startedAt),
      finishedAt: iso(row.finishedAt),
      createdBy: by ? { id: by.id, name: [by.firstname, by.lastname].filter(Boolean).join(' ') || by.email } : null,
    };
  }

  /** GET /member-import/{id}: one import and its progress; 404 when unknown. */
  async function status(id: number): Promise<MemberImportStatus> {
    const row: ImportRow | null = await query().findOne({ where: { id }, select: STATUS_FIELDS });
    if (!row) throw notFound();
    return statusOf(row);
  }

  /** The import's file read again, with its mapping checked against it. */
  async function fileOf(id: number): Promise<{ row: { csv: string; status: ImportStatus }; table: ReturnType<typeof readCsv> }> {
    const row: { csv: string | null; status: ImportStatus } | null = await query().findOne({ where: { id }, select: ['csv', 'status'] });
    if (!row) throw notFound();
    if (row.csv === null) throw conflict(M.fileGone);
    return { row: { csv: row.csv, status: row.status }, table: readCsv(row.csv) };
  }

  return {
    /** Uses up an imported member's invitation link: the account's id, or null for an unknown, used or expired link. */
    consumeInvitation: (rawToken: string): Promise<number | null> => consumeInvitation(strapi, rawToken),

    /** Closes the member's other invitations once they have a password. */
    closeInvitations: (userId: number): Promise<void> => closeInvitations(strapi, userId),

    /** POST /member-import: reads and keeps the file; answers its columns, the first rows and the proposed mapping. */
    async upload(actorId: number, file: { filepath: string; originalFilename?: string | null; size: number }): Promise<MemberImportUpload> {
      const text = csvText(await fs.promises.readFile(file.filepath));
      const table = readCsv(text);
      const mapping = suggestImportMapping(table.columns);
      const fileName = fileNameOf(file.originalFilename);
      const created: { id: number } = await query().create({
        data: { status: 'uploaded', fileName, csv: text, columns: table.columns, rowCount: table.rows.length, mapping, uploadedById: actorId },
      });
      return { id: created.id, fileName, columns: table.columns, sample: table.rows.slice(0, IMPORT_LIMITS.sampleRows).map((r) => r.cells), rowCount: table.rows.length, mapping };
    },

    /** GET /member-import: the latest imports started (files only uploaded and checked are left out), newest first. */
    async recent(): Promise<MemberImportStatus[]> {
      const rows: ImportRow[] = await query().findMany({
        where: { status: { $ne: 'uploaded' } },
        select: STATUS_FIELDS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        limit: IMPORT_LIMITS.recentImports,
      });
      return Promise.all(rows.map(statusOf));
    },

    status,

    /** POST /member-import/{id}/dry-run: what importing with this mapping would do now; writes nothing but the mapping, kept for the run. */
    async dryRun(id: number, body: unknown): Promise<MemberImportReport> {
      const { row, table } = await fileOf(id);
      const mapping = parseMapping(body, table.columns.length);
      const knex = strapi.db.connection;
      const ctx = await loadContext(knex, mapping, table.rows);
      const planned = planRows(table.rows, mapping, ctx, await findExisting(knex, emailsOf(table.rows, mapping)));
      if (row.status === 'uploaded') await query().update({ where: { id }, data: { mapping } });
      return reportOf(planned, ctx);
    },

    /**
     * POST /member-import/{id}/run: queues the import with this mapping (an uploaded file), or again
     * with its own mapping from where it stopped (a failed one). Of two starts at once one wins; an
     * import queued, running or done is a 409.
     */
    async start(id: number, body: unknown): Promise<MemberImportStatus> {
      const { row, table } = await fileOf(id);
      const data: Record<string, unknown> = { status: 'queued', error: null };
      if (row.status === 'uploaded') {
        const mapping = parseMapping(body, table.columns.length);
        // The chapter chosen for every row must exist (400 now, not a failed import later).
        await loadContext(strapi.db.connection, mapping, []);
        data.mapping = mapping;
      }
      const { count } = await query().updateMany({ where: { id, status: { $in: ['uploaded', 'failed'] } }, data });
      if (count !== 1) throw conflict(M.alreadyStarted);
      await enqueueJob(strapi, 'members.import', { importId: id });
      return status(id);
    },
  };
};

export type MemberImportService = ReturnType<typeof memberImportService>;
export default memberImportService;
