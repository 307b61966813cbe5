/**
 * Member import: admins upload a CSV of members from another system (Wild Apricot, a
 * spreadsheet, BNI Connect), map its columns to GRO's fields, see a dry run, then import as a
 * background job. Imported members have no password: each new account is emailed an invitation
 * to set one. The fields, limits, row schema, API shapes and messages, for cms and web alike.
 */
import { object } from 'yup';
import type { ApiMessage } from './api';
import type { ImportStatus } from './enums';
import { FIELD_LIMITS } from './field-limits';
import { INDUSTRY_MAX_LENGTH } from './limits';
import { FIELD_LABELS as L } from './schemas/labels';
import { optionalPhone, optionalText, requiredEmail, requiredName, requiredText } from './schemas/rules';

/** GRO's fields a column of the file can fill, in the order the mapping screen lists them. */
export const IMPORT_FIELDS = ['firstname', 'lastname', 'email', 'phoneNumber', 'phoneExt', 'chapter', 'company', 'industry'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Fields every import maps (the chapter may instead be one chosen for every row). */
export const IMPORT_REQUIRED_FIELDS: readonly ImportField[] = ['firstname', 'lastname', 'email'];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  firstname: L.firstname,
  lastname: L.lastname,
  email: L.email,
  phoneNumber: L.phoneNumber,
  phoneExt: L.phoneExt,
  chapter: L.chapter,
  company: L.companyName,
  industry: L.industry,
};

export const IMPORT_LIMITS = {
  /** Bytes of one file (the upload limit of the cms, UPLOAD_MAX_FILE_SIZE, is the same by default). */
  maxBytes: 5 * 1024 * 1024,
  /** Members of one file, the header excluded. */
  maxRows: 20_000,
  maxColumns: 60,
  /** Rows of the file shown under each column while mapping. */
  sampleRows: 3,
  /** Rows listed per kind (created, updated) in the dry run's report; the counts are always whole. */
  previewRows: 100,
  /** Rejected rows listed in the dry run's report. */
  maxRejectionsShown: 500,
  /** An invitation link works this long, once. */
  invitationDays: 7,
  /** Invitations go out at this pace (10,000 in under 7 minutes); other jobs run between them. */
  invitationsPerSecond: 25,
  /** Imports listed on the screen, newest first. */
  recentImports: 10,
} as const;


/** One row of the file as GRO reads it, after the mapping: the rules of the admins' user form, the phone optional (other systems often have none). */
export const importRowSchema = object({
  firstname: requiredName(L.firstname, FIELD_LIMITS.user.firstname.maxLength),
  lastname: requiredName(L.lastname, FIELD_LIMITS.user.lastname.maxLength),
  email: requiredEmail(L.email),
  phoneNumber: optionalPhone(L.phoneNumber, FIELD_LIMITS.user.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, FIELD_LIMITS.user.phoneExt.maxLength),
  chapter: requiredText(L.chapter, FIELD_LIMITS.chapter.name.maxLength),
  company: optionalText(L.companyName, FIELD_LIMITS.company.name.maxLength),
  industry: optionalText(L.industry, INDUSTRY_MAX_LENGTH),
});

/** Which column (0-based, in the file's order) fills each field; `chapterId` is the chapter of rows that name none. */
export interface ImportMapping {
  columns: Partial<Record<ImportField, number>>;
  chapterId?: number | null;
}

const squash = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Column names other systems use for each field (compared lower-case, letters and digits only). */
const HEADER_ALIASES: Record<ImportField, string[]> = {
  firstname: ['firstname', 'first', 'givenname', 'forename', 'fname'],
  lastname: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'primaryemail', 'workemail'],
  phoneNumber: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'cell', 'cellphone', 'telephone', 'workphone', 'businessphone'],
  phoneExt: ['ext', 'extension', 'phoneext', 'phoneextension'],
  chapter: ['chapter', 'chaptername', 'localchapter', 'group'],
  company: ['company', 'companyname', 'organization', 'organisation', 'business', 'businessname', 'employer'],
  industry: ['industry', 'profession', 'specialty', 'professionspecialty', 'classification', 'category'],
};

/** The mapping GRO proposes for a file's header: each field to the first column named like it. */
export function suggestImportMapping(header: readonly string[]): ImportMapping {
  const squashed = header.map(squash);
  const taken = new Set<number>();
  const columns: ImportMapping['columns'] = {};
  for (const field of IMPORT_FIELDS) {
    const at = squashed.findIndex((name, i) => !taken.has(i) && HEADER_ALIASES[field].includes(name));
    if (at !== -1) {
      columns[field] = at;
      taken.add(at);
    }
  }
  return { columns, chapterId: null };
}

/** POST /member-import: the stored file's columns, a few rows under them and the proposed mapping. */
export interface MemberImportUpload {
  id: number;
  fileName: string;
  columns: string[];
  /** The first rows, cell by cell under `columns`. */
  sample: string[][];
  rowCount: number;
  mapping: ImportMapping;
}

export interface ImportRejection {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  /** The field at fault, or null for the row as a whole. */
  field: ImportField | null;
  message: string;
  email: string | null;
}

export interface ImportPreviewRow {
  row: number;
  email: string;
  name: string;
  chapter: string;
  company: string | null;
  /** For an update: the labels of the fields it changes. */
  changes?: string[];
  /** For a claim: what happens to the account (MEMBER_IMPORT_MESSAGES.claimNote). */
  note?: string;
}

/** POST /member-import/{id}/dry-run: what an import would do now, nothing written. */
export interface MemberImportReport {
  total: number;
  create: number;
  update: number;
  unchanged: number;
  reject: number;
  /**
   * Rows whose email belongs to an account that never proved its address: the account is taken back
   * (its sessions ended, its password cleared) and the address invited as for a new member.
   */
  claim: number;
  rejections: ImportRejection[];
  creates: ImportPreviewRow[];
  updates: ImportPreviewRow[];
  claims: ImportPreviewRow[];
  /** Companies the import would create (named in the file, unknown to GRO): the first ones, and how many in all. */
  newCompanies: string[];
  newCompanyCount: number;
}

/** GET /member-import/{id}: an import and its progress. */
export interface MemberImportStatus {
  id: number;
  fileName: string;
  status: ImportStatus;
  rowCount: number;
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  /** Invitations queued to the new accounts. */
  invited: number;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  createdBy: { id: number; name: string } | null;
}

export const MEMBER_IMPORT_MESSAGES = {
  fileMissing: 'Choose a CSV file to import.',
  fileEmpty: 'The file is empty.',
  notText: 'The file is not a CSV text file (UTF-8).',
  noHeader: 'The first line of the file must name its columns.',
  noRows: 'The file has a header but no members under it.',
  tooManyRows: `The file has more than ${IMPORT_LIMITS.maxRows.toLocaleString('en-US')} members: split it and import the parts one after another.`,
  tooManyColumns: `The file has more than ${IMPORT_LIMITS.maxColumns} columns.`,
  unreadable: (row: number, reason: string) => `The file could not be read at row ${row}: ${reason}`,
  mappingMissing: (label: string) => `Choose the column of ${label}.`,
  chapterMissing: 'Choose the column of Chapter, or one chapter for every member.',
  columnUnknown: (label: string) => `The column chosen for ${label} is not in the file.`,
  columnTwice: 'A column can fill one field only.',
  mappingShape: 'The mapping must name a column number for each field.',
  chapterChosenUnknown: 'The chapter chosen for every member does not exist.',
  chapterUnknown: (name: string) => `No chapter is named "${name}".`,
  duplicateInFile: (row: number) => `This email is also on row ${row}.`,
  adminAccount: 'This email belongs to an administrator: change that account in Users, not by import.',
  claimNote: 'Unverified account: will be re-invited',
  notFound: 'Import not found.',
  alreadyStarted: 'This import has already been started.',
  fileGone: 'The file of this import is no longer kept: upload it again.',
  started: (count: number): ApiMessage => ({ title: 'Import started', message: `Importing ${count.toLocaleString('en-US')} members. You can leave this page; the import goes on.` }),
  uploaded: (rows: number): ApiMessage => ({ title: 'File read', message: `${rows.toLocaleString('en-US')} members found. Check which column holds what.` }),
  failed: 'The import stopped on an error. The members imported before it are kept; start it again to finish.',
} as const;

/** The invitation an imported member gets (POST /authenticate/accept-invitation). */
export const INVITATION_TEXTS = {
  invalid: 'This invitation link is invalid or has expired. Ask an administrator for a new one, or use "Forgot password" with your email.',
  accepted: { title: 'Password set', message: 'Your password is set. Sign in with your email and the new password.' },
} as const;
