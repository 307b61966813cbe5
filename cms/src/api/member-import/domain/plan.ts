import type { Core } from '@strapi/strapi';
import {
  IMPORT_FIELDS, IMPORT_LIMITS, MEMBER_IMPORT_MESSAGES as M, importRowSchema, isAdminRoleName, normaliseEmail, normaliseName,
  type ImportField, type ImportMapping, type ImportPreviewRow, type ImportRejection, type MemberImportReport, IMPORT_FIELD_LABELS,
} from '@gro/config';
import { fieldError } from '../../../platform/http/validate';
import type { CsvRow } from './read-csv';
import { USER_CHAPTER, USER_COMPANY, USER_ROLE } from '../../../platform/db/links';

const chapterLink = USER_CHAPTER.as('uchl');
const companyLink = USER_COMPANY.as('ucl');
const roleLink = USER_ROLE.as('url');

/** A knex connection or transaction. */
type Db = Core.Strapi['db']['connection'];

export interface ImportChapter {
  id: number;
  name: string;
}

/** What an import knows before it reads the rows: chapters by name and slug, companies by name, each email's first row. */
export interface ImportContext {
  chapterByKey: Map<string, ImportChapter>;
  fixedChapter: ImportChapter | null;
  /** Company ids by name as compared here (normalised, lower case); companies the import creates are added. */
  companyIdByKey: Map<string, number>;
  firstLineByEmail: Map<string, number>;
}

/** A row's member as GRO would store them. */
export interface MemberValues {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  phoneExt: string | null;
  chapter: ImportChapter;
  /** The company's name as written (normalised), and its key; null when the row names none. */
  company: { name: string; key: string; industry: string | null } | null;
}

/** The account an email already has. */
export interface ExistingAccount {
  id: number;
  firstname: string | null;
  lastname: string | null;
  phoneNumber: string | null;
  phoneExt: string | null;
  chapterId: number | null;
  companyId: number | null;
  isAdmin: boolean;
  /** The owner proved the address (the link mailed at sign-up); an unverified account is claimed by an import row. */
  verified: boolean;
}

export type PlannedRow =
  | { kind: 'reject'; line: number; email: string | null; errors: { field: ImportField | null; message: string }[] }
  | { kind: 'create'; line: number; values: MemberValues }
  | { kind: 'update'; line: number; values: MemberValues; existing: ExistingAccount; changes: ImportField[] }
  | { kind: 'unchanged'; line: number; values: MemberValues; existing: ExistingAccount }
  | { kind: 'claim'; line: number; values: MemberValues; existing: ExistingAccount };

/** How the import compares company names: as they are stored (normalised), whatever the letter case. */
const companyKey = (name: string) => normaliseName(name).toLowerCase();
const chapterKey = (name: string) => name.trim().toLowerCase();

const cell = (row: CsvRow, mapping: ImportMapping, field: ImportField) => {
  const column = mapping.columns[field];
  return column === undefined ? '' : (row.cells[column] ?? '');
};

/** The context of a file: chapters, companies and the first row of each email. 400 when the chapter chosen for every row does not exist. */
export async function loadContext(db: Db, mapping: ImportMapping, rows: CsvRow[]): Promise<ImportContext> {
  const chapters: { id: number; name: string; slug: string | null }[] = await db('chapters').select('id', 'name', 'slug');
  const chapterByKey = new Map<string, ImportChapter>();
  // A name wins over another chapter's slug.
  for (const c of chapters) if (c.slug) chapterByKey.set(chapterKey(c.slug), { id: c.id, name: c.name });
  for (const c of chapters) chapterByKey.set(chapterKey(c.name), { id: c.id, name: c.name });
  let fixedChapter: ImportChapter | null = null;
  if (mapping.chapterId) {
    const found = chapters.find((c) => c.id === mapping.chapterId);
    if (!found) fieldError('chapterId', M.chapterChosenUnknown);
    fixedChapter = { id: found.id, name: found.name };
  }
  const companies: { id: number; name: string }[] = await db('companies').select('id', 'name');
  const companyIdByKey = new Map(companies.map((c) => [companyKey(c.name), c.id]));
  const firstLineByEmail = new Map<string, number>();
  for (const row of rows) {
    const email = normaliseEmail(cell(row, mapping, 'email'));
    if (email && !firstLineByEmail.has(email)) firstLineByEmail.set(email, row.line);
  }
  return { chapterByKey, fixedChapter, companyIdByKey, firstLineByEmail };
}

/** The accounts these emails already have (compared lower-cased, as the unique index does), by email. */
export async function findExisting(db: Db, emails: string[]): Promise<Map<string, ExistingAccount>> {
  const found = new Map<string, ExistingAccount>();
  const unique = [...new Set(emails.filter(Boolean))];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    const rows: {
      id: number; email: string; firstname: string | null; lastname: string | null; phone_number: string | null; phone_ext: string | null;
      chapter_id: number | null; company_id: number | null; role_name: string | null; confirmed: boolean | number | null;
    }[] = await db('up_users as u')
      .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
      .leftJoin(companyLink.table, companyLink.owner, 'u.id')
      .leftJoin(roleLink.table, roleLink.owner, 'u.id')
      .leftJoin('up_roles as r', 'r.id', roleLink.target)
      .whereIn(db.raw('lower(u.email)') as unknown as string, chunk)
      .select('u.id', 'u.email', 'u.firstname', 'u.lastname', 'u.phone_number', 'u.phone_ext', 'u.confirmed', `${chapterLink.target} as chapter_id`, `${companyLink.target} as company_id`, 'r.name as role_name');
    for (const r of rows) {
      const email = normaliseEmail(r.email);
      const known = found.get(email);
      // Several role links (an edge the admin screens never make): admin if any is.
      const isAdmin = isAdminRoleName(r.role_name) || Boolean(known?.isAdmin);
      found.set(email, {
        id: Number(r.id),
        firstname: r.firstname,
        lastname: r.lastname,
        phoneNumber: r.phone_number,
        phoneExt: r.phone_ext,
        chapterId: r.chapter_id === null ? null : Number(r.chapter_id),
        companyId: r.company_id === null ? null : Number(r.company_id),
        isAdmin,
        verified: Boolean(r.confirmed),
      });
    }
  }
  return found;
}

/** The emails of these rows (normalised), for findExisting. */
export const emailsOf = (rows: CsvRow[], mapping: ImportMapping) => rows.map((row) => normaliseEmail(cell(row, mapping, 'email')));

/** One row against the rules: its member's values, or each field at fault with the config's message. */
function readRow(row: CsvRow, mapping: ImportMapping, ctx: ImportContext): { values: MemberValues } | { errors: { field: ImportField | null; message: string }[] } {
  const raw: Record<string, string> = {};
  for (const field of IMPORT_FIELDS) raw[field] = cell(row, mapping, field);
  if (!raw.chapter && ctx.fixedChapter) raw.chapter = ctx.fixedChapter.name;
  let valid: ReturnType<typeof importRowSchema.validateSync>;
  try {
    valid = importRowSchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    // yup's ValidationError: each field's error in `inner`.
    const invalid = err as { name?: string; path?: string; message: string; inner?: { path?: string; message: string }[] };
    if (invalid.name !== 'ValidationError') throw err;
    const errors = new Map<ImportField | null, string>();
    for (const e of invalid.inner?.length ? invalid.inner : [invalid]) {
      const field = (IMPORT_FIELDS as readonly string[]).includes(e.path ?? '') ? (e.path as ImportField) : null;
      if (!errors.has(field)) errors.set(field, e.message);
    }
    return { errors: [...errors].map(([field, message]) => ({ field, message })) };
  }
  const chapter = ctx.chapterByKey.get(chapterKey(valid.chapter));
  if (!chapter) return { errors: [{ field: 'chapter', message: M.chapterUnknown(valid.chapter) }] };
  const companyName = valid.company ? normaliseName(valid.company) : '';
  return {
    values: {
      firstname: valid.firstname,
      lastname: valid.lastname,
      email: normaliseEmail(valid.email),
      phoneNumber: valid.phoneNumber || null,
      phoneExt: valid.phoneExt || null,
      chapter,
      company: companyName ? { name: companyName, key: companyKey(companyName), industry: valid.industry || null } : null,
    },
  };
}

/** What changes for an account already there: names, and the phone, chapter and company the row gives (an empty cell erases nothing). */
function changesOf(values: MemberValues, existing: ExistingAccount, ctx: ImportContext): ImportField[] {
  const changes: ImportField[] = [];
  if (values.firstname !== (existing.firstname ?? '')) changes.push('firstname');
  if (values.lastname !== (existing.lastname ?? '')) changes.push('lastname');
  if (values.phoneNumber && values.phoneNumber !== existing.phoneNumber) changes.push('phoneNumber');
  if (values.phoneExt && values.phoneExt !== existing.phoneExt) changes.push('phoneExt');
  if (values.chapter.id !== existing.chapterId) changes.push('chapter');
  if (values.company && ctx.companyIdByKey.get(values.company.key) !== existing.companyId) changes.push('company');
  return changes;
}

/** Each row's outcome: created, updated, unchanged or rejected (with why), against the accounts there now. */
export function planRows(rows: CsvRow[], mapping: ImportMapping, ctx: ImportContext, existing: Map<string, ExistingAccount>): PlannedRow[] {
  return rows.map((row): PlannedRow => {
    const read = readRow(row, mapping, ctx);
    if ('errors' in read) return { kind: 'reject', line: row.line, email: normaliseEmail(cell(row, mapping, 'email')) || null, errors: read.errors };
    const { values } = read;
    const first = ctx.firstLineByEmail.get(values.email);
    if (first !== undefined && first !== row.line) return { kind: 'reject', line: row.line, email: values.email, errors: [{ field: 'email', message: M.duplicateInFile(first) }] };
    const account = existing.get(values.email);
    if (!account) return { kind: 'create', line: row.line, values };
    if (account.isAdmin) return { kind: 'reject', line: row.line, email: values.email, errors: [{ field: 'email', message: M.adminAccount }] };
    // An address nobody proved is not an identity: whoever signed up with it loses the account to the address's owner.
    if (!account.verified) return { kind: 'claim', line: row.line, values, existing: account };
    const changes = changesOf(values, account, ctx);
    return changes.length ? { kind: 'update', line: row.line, values, existing: account, changes } : { kind: 'unchanged', line: row.line, values, existing: account };
  });
}

const preview = (row: Extract<PlannedRow, { values: MemberValues }>): ImportPreviewRow => ({
  row: row.line,
  email: row.values.email,
  name: `${row.values.firstname} ${row.values.lastname}`,
  chapter: row.values.chapter.name,
  company: row.values.company?.name ?? null,
  ...(row.kind === 'update' ? { changes: row.changes.map((f) => IMPORT_FIELD_LABELS[f]) } : {}),
  ...(row.kind === 'claim' ? { note: M.claimNote } : {}),
});

/** The dry run's report of planned rows: whole counts, the first rows of each kind and every rejection up to the limit. */
export function reportOf(planned: PlannedRow[], ctx: ImportContext): MemberImportReport {
  const report: MemberImportReport = {
    total: planned.length, create: 0, update: 0, unchanged: 0, reject: 0, claim: 0, rejections: [], creates: [], updates: [], claims: [], newCompanies: [], newCompanyCount: 0,
  };
  const newCompanies = new Map<string, string>();
  for (const row of planned) {
    report[row.kind] += 1;
    if (row.kind === 'reject') {
      for (const e of row.errors) {
        if (report.rejections.length < IMPORT_LIMITS.maxRejectionsShown) report.rejections.push({ row: row.line, field: e.field, message: e.message, email: row.email } satisfies ImportRejection);
      }
      continue;
    }
    if (row.kind === 'create' && report.creates.length < IMPORT_LIMITS.previewRows) report.creates.push(preview(row));
    if (row.kind === 'update' && report.updates.length < IMPORT_LIMITS.previewRows) report.updates.push(preview(row));
    if (row.kind === 'claim' && report.claims.length < IMPORT_LIMITS.previewRows) report.claims.push(preview(row));
    const company = row.values.company;
    if (row.kind !== 'unchanged' && company && !ctx.companyIdByKey.has(company.key) && !newCompanies.has(company.key)) newCompanies.set(company.key, company.name);
  }
  report.newCompanyCount = newCompanies.size;
  report.newCompanies = [...newCompanies.values()].slice(0, IMPORT_LIMITS.previewRows);
  return report;
}
