import { IMPORT_LIMITS } from '../member-import';
import type { ImportStatus } from '../enums';

const n = (count: number) => count.toLocaleString('en-US');
const members = (count: number) => `${n(count)} ${count === 1 ? 'member' : 'members'}`;

/** The admins' member import screen: upload, map, check, import. */
export const MEMBER_IMPORT_TEXTS = {
  title: 'Import Members',
  description:
    'Bring your members from another system (Wild Apricot, BNI Connect, a spreadsheet): upload a CSV, say which column holds what, check the result, then import. Each new member gets an email to set their password.',
  steps: { upload: 'Upload', map: 'Map columns', check: 'Check', import: 'Import' },
  stepsLabel: 'Import steps',
  upload: {
    heading: 'Choose a CSV file',
    label: 'CSV file',
    hint: `A UTF-8 CSV with its column names on the first line: up to ${n(IMPORT_LIMITS.maxRows)} members and ${IMPORT_LIMITS.maxBytes / 1024 / 1024} MB. Commas, semicolons or tabs between cells. From Excel, save as "CSV UTF-8".`,
    submit: 'Read File',
    pending: 'Reading…',
    noFile: 'Choose a CSV file first.',
  },
  map: {
    heading: 'Which column holds what?',
    lead: (file: string, rows: number) => `${file}: ${members(rows)}. GRO guessed from the column names; check each field.`,
    notInFile: '— Not in the file —',
    required: 'required',
    chapterColumn: 'Chapter column',
    fixedChapter: 'Chapter of members without one',
    fixedChapterHint: 'Used for every row whose chapter cell is empty, or for all rows when the file has no chapter column.',
    fixedChapterNone: '— None —',
    fieldsLabel: 'GRO field',
    columnLabel: 'Column of the file',
    sampleCaption: (rows: number) => `The first ${rows} rows of the file`,
    example: (value: string) => `e.g. ${value}`,
    submit: 'Check the File',
    pending: 'Checking…',
    another: 'Choose Another File',
  },
  report: {
    heading: 'What the import will do',
    counts: { create: 'New members', update: 'Members updated', claim: 'Re-invited', unchanged: 'Unchanged', reject: 'Rejected rows' },
    newCompanies: (count: number, names: string) => `${n(count)} new ${count === 1 ? 'company' : 'companies'} will be created: ${names}${count > IMPORT_LIMITS.previewRows ? '…' : ''}`,
    rejectedHeading: 'Rejected rows',
    rejectedLead: 'These rows are left out. Fix them in the file and import it again: rows already imported stay as they are.',
    rejectedMore: (shown: number, all: number) => `The first ${n(shown)} problems of ${n(all)} rejected rows are listed.`,
    rejectedColumns: { row: 'Row', email: 'Email', field: 'Field', problem: 'Problem' },
    wholeRow: 'Row',
    createHeading: 'New members',
    updateHeading: 'Members already in GRO',
    claimHeading: 'Unverified accounts',
    claimLead:
      'Someone signed up with these addresses but never opened the link we mailed them. The import takes these accounts back: their sessions end, their passwords are cleared, and each address is invited as a new member.',
    previewMore: (count: number) => `and ${n(count)} more`,
    previewColumns: { row: 'Row', name: 'Name', email: 'Email', chapter: 'Chapter', company: 'Company', changes: 'Changes', note: 'What happens' },
    nothing: 'Nothing to import: every row is unchanged or rejected.',
    submit: (count: number) => `Import ${members(count)}`,
    back: 'Change Mapping',
    confirmTitle: 'Import these members?',
    confirmQuestion: (created: number, updated: number, claimed = 0) =>
      `This creates ${members(created)} and updates ${members(updated)}${claimed ? `, and takes back ${n(claimed)} unverified ${claimed === 1 ? 'account' : 'accounts'}` : ''}. Each new${claimed ? ' or re-invited' : ''} member is emailed an invitation to set a password.`,
    confirmDetail: `Invitations go out ${IMPORT_LIMITS.invitationsPerSecond} a second and work for ${IMPORT_LIMITS.invitationDays} days.`,
    confirm: 'Import',
    confirming: 'Starting…',
    cancel: 'Not yet',
  },
  progress: {
    heading: 'Importing',
    label: 'Import progress',
    rows: (done: number, all: number) => `${n(done)} of ${n(all)} rows`,
    queued: 'Waiting for the import to start…',
    leave: 'You can leave this page: the import goes on, and its result shows under Recent imports.',
    doneTitle: 'Import finished',
    done: (created: number, updated: number, rejected: number) =>
      `${members(created)} created, ${members(updated)} updated, ${n(rejected)} ${rejected === 1 ? 'row' : 'rows'} rejected. New members are being emailed their invitation.`,
    failedTitle: 'The import stopped',
    again: 'Start Again',
    users: 'Open the Users table',
    another: 'Import Another File',
  },
  recent: {
    heading: 'Recent imports',
    caption: 'The latest member imports started, newest first',
    empty: 'No imports yet. Choose a CSV file above to add members in bulk.',
    columns: { file: 'File', by: 'Uploaded by', when: 'Uploaded', status: 'Status', result: 'Result' },
    result: (created: number, updated: number, rejected: number) => `${n(created)} created · ${n(updated)} updated · ${n(rejected)} rejected`,
    loadFailed: 'The imports could not be loaded.',
  },
  statuses: { uploaded: 'Not imported', queued: 'Queued', running: 'Importing', done: 'Done', failed: 'Failed' } satisfies Record<ImportStatus, string>,
} as const;
