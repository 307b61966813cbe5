import { VISITOR_MESSAGES, type Visitor } from '@gro/config';
import { MY_CHAPTER_TEXTS, VISITOR_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { fileDownload } from '@/lib/download';
import { buildChapter, buildMember } from '@/testing/chapter-fixtures';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { shownToasts } from '@/testing/toasts';

const grace: Visitor = {
  id: 5, firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', phoneNumber: '(313) 555-0142', phoneExt: null,
  company: 'Cobol Works', industry: 'Software', heardFrom: 'Search engine', status: 'Registered', event: { id: 7, title: 'Weekly Meeting' },
  occurrenceDate: '2026-12-01', invitedAt: null, joinedAt: null, userId: null, host: null, createdAt: '2026-11-20T10:00:00.000Z',
};
const page = (items: Visitor[]) => ({ items, pagination: { page: 1, pageSize: 25, pageCount: 1, total: items.length } });

function openAsAdmin(handlers: Parameters<typeof mockApi>[0]) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), 'GET /chapter/1': ok(buildChapter({ users: [] })), ...handlers });
  renderApp('/portal/my-chapter/1/visitors');
  return api;
}

describe("the chapter's visitors table (/portal/my-chapter/{id}/visitors)", () => {
  it('exports the visitors with the status filter shown as visitors-<chapter>-<date>.csv', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const api = openAsAdmin({
      'GET /chapter/1/visitors': () => ok(page([grace])),
      'GET /chapter/1/visitors.csv': () => new Response('\uFEFFId\r\n5\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    const table = within(await screen.findByRole('region', { name: VISITOR_TEXTS.visitorsTitle }));
    await table.findByText('Grace Hopper');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: VISITOR_TEXTS.statusFilter }), 'Registered');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /chapter/1/visitors.csv')[0]!.query).toEqual({ status: 'Registered' });
    expect(save.mock.calls[0]![1]).toMatch(/^visitors-1-\d{4}-\d{2}-\d{2}\.csv$/);
    save.mockRestore();
  });


  it('lists name, company, industry, meeting date and status; the status select saves at once with a toast', async () => {
    let current = grace;
    const api = openAsAdmin({
      'GET /chapter/1/visitors': () => ok(page([current])),
      'PUT /visitor/5': ({ body }) => {
        current = { ...grace, status: (body as { status: Visitor['status'] }).status };
        return ok(current, VISITOR_MESSAGES.statusSaved('Grace Hopper', current.status));
      },
    });
    await findHeading(MY_CHAPTER_TEXTS.visitorsTitle());
    const table = within(await screen.findByRole('region', { name: VISITOR_TEXTS.visitorsTitle }));
    expect(await table.findByText('Grace Hopper')).toBeInTheDocument();
    expect(table.getByText('Cobol Works')).toBeInTheDocument();
    expect(table.getByText('Software')).toBeInTheDocument();
    expect(table.getByText(/Dec 1/)).toBeInTheDocument();
    const status = table.getByRole('combobox', { name: VISITOR_TEXTS.statusOf('Grace Hopper') });
    expect(status).toHaveValue('Registered');
    await userEvent.selectOptions(status, 'Attended');
    await waitFor(() => expect(api.callsTo('PUT /visitor/5')[0]?.body).toEqual({ status: 'Attended' }));
    await waitFor(() => expect(shownToasts().map((t) => t.message).join(' ')).toContain('Grace Hopper is now Attended.'));
    await waitFor(() => expect(table.getByRole('combobox', { name: VISITOR_TEXTS.statusOf('Grace Hopper') })).toHaveValue('Attended'));
  });

  it('invites after a confirmation, then says when', async () => {
    let current = grace;
    const api = openAsAdmin({
      'GET /chapter/1/visitors': () => ok(page([current])),
      'POST /visitor/5/invite': () => {
        current = { ...grace, invitedAt: '2026-11-23T12:00:00.000Z' };
        return ok(current, VISITOR_MESSAGES.invited('Grace Hopper', grace.email));
      },
    });
    const invite = await screen.findByRole('button', { name: VISITOR_TEXTS.inviteFor('Grace Hopper') });
    await userEvent.click(invite);
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(dialog.getByText(VISITOR_TEXTS.inviteMessage('Grace Hopper', grace.email))).toBeInTheDocument();
    expect(api.callsTo('POST /visitor/5/invite')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: VISITOR_TEXTS.inviteConfirm }));
    await waitFor(() => expect(api.callsTo('POST /visitor/5/invite')).toHaveLength(1));
    await waitFor(() => expect(shownToasts().map((t) => t.message).join(' ')).toContain(`Grace Hopper has been invited to become a member at ${grace.email}.`));
    expect(await screen.findByText(/^Invited /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VISITOR_TEXTS.inviteFor('Grace Hopper') })).toHaveTextContent(VISITOR_TEXTS.inviteAgain);
  });

  describe('Brought by', () => {
    const andre = { ...buildMember({ id: 32, firstname: 'Andre', lastname: 'Washington' }), fullname: 'Andre Washington' };
    const directory = ok({ items: [andre], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } });
    const hostField = () => screen.getByRole('combobox', { name: new RegExp(`^${VISITOR_TEXTS.hostLabel}`) });

    it('sets the member who brought a guest, chosen by name in a dialog, and shows them in the row', async () => {
      let current = grace;
      const api = openAsAdmin({
        'GET /chapter/1/visitors': () => ok(page([current])),
        'GET /user/directory': directory,
        'PUT /visitor/5/host': ({ body }) => {
          const { hostId } = body as { hostId: number | null };
          current = { ...grace, host: hostId ? { id: hostId, name: 'Andre Washington' } : null };
          return ok(current, VISITOR_MESSAGES.hostSaved('Grace Hopper', 'Andre Washington'));
        },
      });
      const table = within(await screen.findByRole('region', { name: VISITOR_TEXTS.visitorsTitle }));
      const set = await table.findByRole('button', { name: VISITOR_TEXTS.setHostFor('Grace Hopper') });
      expect(set).toHaveTextContent(VISITOR_TEXTS.setHost);
      expect(set).toHaveAttribute('aria-haspopup', 'dialog');
      await userEvent.click(set);
      const dialog = within(await screen.findByRole('dialog', { name: VISITOR_TEXTS.hostDialogTitle('Grace Hopper') }));
      expect(dialog.getByText(VISITOR_TEXTS.hostDialogDescription)).toBeInTheDocument();
      // Focus starts in the type-ahead; nothing to remove yet.
      expect(hostField()).toHaveFocus();
      expect(dialog.queryByRole('button', { name: VISITOR_TEXTS.removeHost })).not.toBeInTheDocument();

      await userEvent.type(hostField(), 'Andre');
      await userEvent.click(await dialog.findByRole('option', { name: /Andre Washington/ }));
      await userEvent.click(dialog.getByRole('button', { name: VISITOR_TEXTS.saveHost }));
      await waitFor(() => expect(api.callsTo('PUT /visitor/5/host')[0]?.body).toEqual({ hostId: 32 }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(shownToasts().map((t) => t.message).join(' ')).toContain("it counts on Andre Washington's scorecard"));
      expect(await table.findByText('Andre Washington')).toBeInTheDocument();
      expect(table.getByRole('button', { name: VISITOR_TEXTS.changeHostFor('Grace Hopper') })).toHaveTextContent(VISITOR_TEXTS.changeHost);
    });

    it('asks for a member before saving, and shows a refusal under the field', async () => {
      const api = openAsAdmin({
        'GET /chapter/1/visitors': () => ok(page([grace])),
        'GET /user/directory': directory,
        'PUT /visitor/5/host': failure(400, 'Bad Request', VISITOR_MESSAGES.hostNotInChapter),
      });
      await userEvent.click(await screen.findByRole('button', { name: VISITOR_TEXTS.setHostFor('Grace Hopper') }));
      const dialog = within(await screen.findByRole('dialog', { name: VISITOR_TEXTS.hostDialogTitle('Grace Hopper') }));
      await userEvent.click(dialog.getByRole('button', { name: VISITOR_TEXTS.saveHost }));
      expect(await dialog.findByText(`${VISITOR_TEXTS.hostLabel} is required`)).toBeInTheDocument();
      expect(api.callsTo('PUT /visitor/5/host')).toHaveLength(0);

      await userEvent.type(hostField(), 'Andre');
      await userEvent.click(await dialog.findByRole('option', { name: /Andre Washington/ }));
      await userEvent.click(dialog.getByRole('button', { name: VISITOR_TEXTS.saveHost }));
      expect(await dialog.findByText(VISITOR_MESSAGES.hostNotInChapter)).toBeInTheDocument();
      expect(api.callsTo('PUT /visitor/5/host')).toHaveLength(1);
      // Cancel closes it and saves nothing more.
      await userEvent.click(dialog.getByRole('button', { name: VISITOR_TEXTS.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.callsTo('PUT /visitor/5/host')).toHaveLength(1);
    });

    it('removes the member who brought a guest', async () => {
      let current: Visitor = { ...grace, host: { id: 32, name: 'Andre Washington' } };
      const api = openAsAdmin({
        'GET /chapter/1/visitors': () => ok(page([current])),
        'GET /user/directory': directory,
        'PUT /visitor/5/host': () => {
          current = { ...grace, host: null };
          return ok(current, VISITOR_MESSAGES.hostSaved('Grace Hopper', null));
        },
      });
      const table = within(await screen.findByRole('region', { name: VISITOR_TEXTS.visitorsTitle }));
      expect(await table.findByText('Andre Washington')).toBeInTheDocument();
      await userEvent.click(table.getByRole('button', { name: VISITOR_TEXTS.changeHostFor('Grace Hopper') }));
      const dialog = within(await screen.findByRole('dialog', { name: VISITOR_TEXTS.hostDialogTitle('Grace Hopper') }));
      expect(hostField()).toHaveValue('Andre Washington');
      await userEvent.click(dialog.getByRole('button', { name: VISITOR_TEXTS.removeHost }));
      await waitFor(() => expect(api.callsTo('PUT /visitor/5/host')[0]?.body).toEqual({ hostId: null }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await table.findByRole('button', { name: VISITOR_TEXTS.setHostFor('Grace Hopper') })).toBeInTheDocument();
      expect(table.queryByText('Andre Washington')).not.toBeInTheDocument();
      expect(table.getByText(VISITOR_TEXTS.noHost)).toBeInTheDocument();
    });
  });

  it('filters by status and says so when none match; an empty chapter says No visitors yet, and where they come from', async () => {
    const api = openAsAdmin({ 'GET /chapter/1/visitors': ({ query }) => ok(page(query.status ? [] : [])) });
    expect(await screen.findByText(VISITOR_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText(VISITOR_TEXTS.emptyHint)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: VISITOR_TEXTS.statusFilter }), 'Joined');
    expect(await screen.findByText(VISITOR_TEXTS.emptyFiltered)).toBeInTheDocument();
    expect(screen.getByText(VISITOR_TEXTS.emptyFilteredHint)).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/visitors').at(-1)?.query.status).toBe('Joined');
  });

  it('is not found for members', async () => {
    const member = buildUser();
    authStore.setAuth({ token: 'jwt', user: member });
    const api = mockApi({ 'GET /account': ok(member), 'GET /chapter/1': ok(buildChapter({ users: [] })) });
    renderApp('/portal/my-chapter/1/visitors');
    await findHeading('Page Not Found');
    expect(screen.queryByRole('region', { name: VISITOR_TEXTS.visitorsTitle })).not.toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/visitors')).toHaveLength(0);
  });
});
