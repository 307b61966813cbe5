import type { MemberImportReport, MemberImportStatus, MemberImportUpload } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter } from '@/testing/chapter-fixtures';
import { buildAdmin, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const upload: MemberImportUpload = {
  id: 7,
  fileName: 'wild-apricot.csv',
  columns: ['First name', 'Last name', 'e-Mail', 'Chapter', 'Notes'],
  sample: [['Ann', 'Lee', 'ann@example.com', 'GRO Detroit', 'golf']],
  rowCount: 3,
  mapping: { columns: { firstname: 0, lastname: 1, email: 2, chapter: 3 }, chapterId: null },
};

const report: MemberImportReport = {
  total: 3,
  create: 1,
  update: 1,
  unchanged: 0,
  reject: 1,
  claim: 0,
  rejections: [{ row: 4, field: 'email', message: 'Must be a valid email address', email: 'nope' }],
  creates: [{ row: 2, email: 'ann@example.com', name: 'Ann Lee', chapter: 'GRO Detroit', company: 'Lee Design' }],
  updates: [{ row: 3, email: 'bo@example.com', name: 'Bo Kay', chapter: 'GRO Detroit', company: null, changes: ['Phone Number'] }],
  claims: [],
  newCompanies: ['Lee Design'],
  newCompanyCount: 1,
};

const status = (overrides: Partial<MemberImportStatus> = {}): MemberImportStatus => ({
  id: 7,
  fileName: 'wild-apricot.csv',
  status: 'running',
  rowCount: 3,
  processed: 1,
  created: 0,
  updated: 0,
  unchanged: 0,
  rejected: 0,
  invited: 0,
  error: null,
  createdAt: '2026-11-27T09:00:00.000Z',
  startedAt: '2026-11-27T09:00:01.000Z',
  finishedAt: null,
  createdBy: { id: 1, name: 'Grace Admin' },
  ...overrides,
});

function openImport(handlers: Parameters<typeof mockApi>[0] = {}) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({
    'GET /account': ok(admin),
    'GET /member-import': ok([]),
    'GET /chapter/active': ok([buildChapter({ id: 3, name: 'GRO Detroit' })]),
    'POST /member-import': ok(upload),
    ...handlers,
  });
  renderApp('/portal/administrator/import');
  return { api, user: userEvent.setup() };
}

async function uploadFile(user: ReturnType<typeof userEvent.setup>) {
  await findHeading('Import Members');
  await user.upload(screen.getByLabelText(/CSV file/, { selector: 'input' }), new File(['First name,Last name,e-Mail\nAnn,Lee,ann@example.com\n'], 'wild-apricot.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Read File' }));
  await screen.findByRole('heading', { name: 'Which column holds what?' });
}

describe('member import (/portal/administrator/import)', () => {
  it('uploads the file as multipart and shows the proposed mapping with the first rows', async () => {
    const { api, user } = openImport();
    await uploadFile(user);
    const sent = api.callsTo('POST /member-import')[0]!.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect((sent.get('file') as File).name).toBe('wild-apricot.csv');
    expect(screen.getByText('wild-apricot.csv: 3 members. GRO guessed from the column names; check each field.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Email Address/ })).toHaveDisplayValue('e-Mail (e.g. ann@example.com)');
    expect(screen.getByRole('combobox', { name: /Phone Number/ })).toHaveDisplayValue('— Not in the file —');
    expect(within(screen.getByRole('table', { name: 'The first 1 rows of the file' })).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(upload.columns);
  });

  it("says what is wrong with a file the server cannot read, on the file's field", async () => {
    const { user } = openImport({ 'POST /member-import': failure(415, 'Unsupported Media Type', 'The file is not a CSV text file (UTF-8).') });
    await findHeading('Import Members');
    await user.upload(screen.getByLabelText(/CSV file/, { selector: 'input' }), new File(['\u0000PNG'], 'photo.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Read File' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is not a CSV text file (UTF-8).');
    expect(screen.queryByRole('heading', { name: 'Which column holds what?' })).not.toBeInTheDocument();
  });

  it('sends the mapping as chosen to the dry run and shows its counts, rejections and previews', async () => {
    const { api, user } = openImport({ 'POST /member-import/7/dry-run': ok(report) });
    await uploadFile(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Phone Number/ }), 'Notes (e.g. golf)');
    await user.selectOptions(screen.getByRole('combobox', { name: /Chapter of members without one/ }), 'GRO Detroit');
    await user.click(screen.getByRole('button', { name: 'Check the File' }));
    await screen.findByRole('heading', { name: 'What the import will do' });
    expect(api.callsTo('POST /member-import/7/dry-run')[0]!.body).toEqual({ columns: { firstname: 0, lastname: 1, email: 2, chapter: 3, phoneNumber: 4 }, chapterId: 3 });
    expect(screen.getByText('New members', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Rejected rows', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    expect(screen.getByText('1 new company will be created: Lee Design')).toBeInTheDocument();
    const rejected = screen.getByText('Must be a valid email address').closest('tr')!;
    expect(within(rejected).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4', 'nope', 'Email Address', 'Must be a valid email address']);
    expect(screen.getByText('Phone Number', { selector: 'td' })).toBeInTheDocument();
  });

  it('names the unverified accounts the import takes back, and the question says so before anything is written', async () => {
    const claimed: MemberImportReport = {
      ...report,
      claim: 1,
      claims: [{ row: 5, email: 'victoria@bigcorp.example', name: 'Victoria Stone', chapter: 'GRO Detroit', company: 'BigCorp', note: 'Unverified account: will be re-invited' }],
    };
    const { api, user } = openImport({ 'POST /member-import/7/dry-run': ok(claimed) });
    await uploadFile(user);
    await user.click(screen.getByRole('button', { name: 'Check the File' }));
    await screen.findByRole('heading', { name: 'Unverified accounts' });
    expect(screen.getByText('Re-invited', { selector: 'dt' }).nextSibling).toHaveTextContent('1');
    const row = screen.getByText('victoria@bigcorp.example').closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Victoria Stone', '5', 'victoria@bigcorp.example', 'GRO Detroit', 'Unverified account: will be re-invited']);
    await user.click(screen.getByRole('button', { name: 'Import 3 members' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'This creates 1 member and updates 1 member, and takes back 1 unverified account. Each new or re-invited member is emailed an invitation to set a password.',
    );
    expect(api.callsTo('POST /member-import/7/run')).toHaveLength(0);
  });

  it('shows a mapping the server refuses on the field it names', async () => {
    const { user } = openImport({
      'POST /member-import/7/dry-run': fieldFailure('Validation Error', 'Choose the column of Email Address.', [{ path: ['columns', 'email'], message: 'Choose the column of Email Address.' }]),
    });
    await uploadFile(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /Email Address/ }), '— Not in the file —');
    await user.click(screen.getByRole('button', { name: 'Check the File' }));
    expect(await screen.findByText('Choose the column of Email Address.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Email Address/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('imports after asking, then follows the progress to the result', async () => {
    let polls = 0;
    const { api, user } = openImport({
      'POST /member-import/7/dry-run': ok(report),
      'POST /member-import/7/run': ok(status({ status: 'queued', processed: 0 }), { title: 'Import started', message: 'Importing 3 members.' }),
      'GET /member-import/7': () => {
        polls += 1;
        return ok(polls < 2 ? status() : status({ status: 'done', processed: 3, created: 1, updated: 1, rejected: 1, invited: 1 }));
      },
    });
    await uploadFile(user);
    await user.click(screen.getByRole('button', { name: 'Check the File' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 members' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This creates 1 member and updates 1 member. Each new member is emailed an invitation to set a password.');
    expect(api.callsTo('POST /member-import/7/run')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(api.callsTo('POST /member-import/7/run')[0]!.body).toEqual(upload.mapping);
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuemax', '3');
    await waitFor(() => expect(screen.getByText('Import finished')).toBeInTheDocument(), { timeout: 4000 });
    expect(screen.getByText(/1 member created, 1 member updated, 1 row rejected/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Users table' })).toHaveAttribute('href', '/portal/user');
  });

  it('lists the recent imports with their status and result', async () => {
    openImport({ 'GET /member-import': ok([status({ status: 'failed', error: 'The import stopped on an error.', created: 4, updated: 0, rejected: 2 })]) });
    const row = (await screen.findByText('wild-apricot.csv')).closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('4 created · 0 updated · 2 rejected')).toBeInTheDocument();
    expect(within(row).getByText('Grace Admin')).toBeInTheDocument();
  });
});
