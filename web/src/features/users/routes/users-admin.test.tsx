import { CHAPTER_LEADER_MESSAGES, SECOND_FACTOR_TEXTS, type MemberListItem, type User } from '@gro/config';
import { ADMIN_FORM_TEXTS, CHAPTER_LEADER_TEXTS, SECOND_FACTOR_SCREEN_TEXTS, USER_DRAWER_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildMember } from '@/testing/chapter-fixtures';
import { buildAdmin, buildCompany, buildUser } from '@/testing/fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const STRONG = 'Gr0wT0gether!';
const marcus: MemberListItem = { ...buildMember({ phoneNumber: '(313) 555-0142' }), status: 'Active' };
const ada: MemberListItem = { ...buildMember({ id: 22, firstname: 'Ada', lastname: 'Nwosu', fullname: 'Ada Nwosu', email: 'ada@example.com' }), status: 'Suspended' };
const saved = { title: 'User saved', message: 'Marcus Bell was saved.' };

/** GET /user as the server answers an admin: status filters the rows. */
const answer = ({ query }: ApiCall) => {
  const items = [marcus, ada].filter((u) => !query.status || u.status === query.status);
  return ok({ items, pagination: { page: 1, pageSize: 10, pageCount: 1, total: items.length } });
};

function openUsers(user: User, handlers: Parameters<typeof mockApi>[0] = {}, path = '/portal/user') {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /user': answer,
    'GET /user/21': ok(marcus),
    'GET /user/21/leads': ok([]),
    'GET /chapter': ok([buildChapter(), buildChapter({ id: 2, name: 'GRO Lansing', slug: 'lansing' })]),
    'GET /company': ok({ items: [buildCompany({ id: 4, name: 'Bell & Associates CPAs' })], pagination: { page: 1, pageSize: 5, pageCount: 1, total: 1 } }),
    ...handlers,
  });
  renderApp(path);
  return { api, actor: userEvent.setup() };
}

async function openEdit(handlers: Parameters<typeof mockApi>[0] = {}) {
  const view = openUsers(buildAdmin(), handlers);
  await view.actor.click(await screen.findByRole('button', { name: 'Edit Marcus Bell' }));
  const drawer = screen.getByRole('dialog', { name: 'Edit User' });
  return { ...view, drawer, field: (label: RegExp | string) => within(drawer).getByLabelText(label) };
}

describe('portal users: what admins see', () => {
  it('shows members public fields only: no status, no filter, no create or edit', async () => {
    openUsers(buildUser());
    await screen.findByText('marcus@example.com');
    expect(screen.queryByRole('columnheader', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it("shows admins each user's status and filters by it with ?status=, from the first page", async () => {
    const { api, actor } = openUsers(buildAdmin());
    const row = (await screen.findByText('ada@example.com')).closest('tr')!;
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    const filter = screen.getByLabelText('Status');
    expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Statuses', 'Active', 'Inactive', 'Suspended', 'Deleted']);
    await actor.selectOptions(filter, 'Suspended');
    await waitFor(() => expect(api.callsTo('GET /user').at(-1)?.query).toEqual({ page: '1', pageSize: '10', status: 'Suspended' }));
    await waitFor(() => expect(screen.queryByText('marcus@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    await actor.selectOptions(filter, 'All Statuses');
    expect(await screen.findByText('marcus@example.com')).toBeInTheDocument();
    expect(api.callsTo('GET /user').every((call) => !call.query.status || call.query.status === 'Suspended')).toBe(true);
  });
});

describe('user drawer: the password section (spec §4, §5)', () => {
  it('creates a user: the password fields show at once and are required', async () => {
    const { api, actor } = openUsers(buildAdmin(), { 'POST /user': ok(marcus, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Create User' }));
    const drawer = screen.getByRole('dialog', { name: 'Create User' });
    expect(within(drawer).queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Password is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Chapter is required')).toBeInTheDocument();
    expect(within(drawer).getByText('First Name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /user')).toHaveLength(0);

    await actor.type(within(drawer).getByLabelText(/^First Name/), 'Priya');
    await actor.type(within(drawer).getByLabelText(/^Last Name/), 'Raman');
    await actor.type(within(drawer).getByLabelText(/^Email Address/), 'priya@example.com');
    await actor.type(within(drawer).getByLabelText(/^Phone Number/), '3135550188');
    await actor.selectOptions(within(drawer).getByLabelText('Role'), 'Admin');
    await actor.type(within(drawer).getByLabelText(/^Chapter/), 'lans');
    await actor.click(await within(drawer).findByRole('option', { name: 'GRO Lansing' }));
    await actor.type(within(drawer).getByLabelText(/^Password/), STRONG);
    await actor.type(within(drawer).getByLabelText(/^Confirm Password/), STRONG);
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('POST /user')).toHaveLength(1));
    expect(api.callsTo('POST /user')[0].body).toEqual({
      firstname: 'Priya',
      lastname: 'Raman',
      email: 'priya@example.com',
      phoneNumber: '3135550188',
      phoneExt: '',
      chapterId: 2,
      companyId: null,
      status: 'Active',
      role: 'Admin',
      password: STRONG,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create User' })).not.toBeInTheDocument());
    expect(lastShownToast()).toMatchObject({ type: 'success', ...saved });
  });

  it("edits a user: the password fields stay hidden until 'Change Password', and a blank password is omitted", async () => {
    const { api, actor, drawer, field } = await openEdit({ 'PUT /user/21': ok(marcus, saved) });
    expect(field(/^First Name/)).toHaveValue('Marcus');
    expect(field(/^Chapter/)).toHaveValue('GRO Detroit');
    expect(field(/^Company/)).toHaveValue('Bell & Associates CPAs');
    expect(field('Status')).toHaveValue('Active');
    expect(field('Role')).toHaveValue('Member');
    expect(within(drawer).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    await actor.selectOptions(field('Status'), 'Suspended');
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /user/21')).toHaveLength(1));
    const body = api.callsTo('PUT /user/21')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'Suspended', chapterId: 1, companyId: 4, role: 'Member' });
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('confirmPassword');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit User' })).not.toBeInTheDocument());
  });

  it("checks the new password once 'Change Password' is clicked, and sends it", async () => {
    const { api, actor, drawer } = await openEdit({ 'PUT /user/21': ok(marcus, saved) });
    await actor.click(within(drawer).getByRole('button', { name: 'Change Password' }));
    const password = within(drawer).getByLabelText(/^Password/);
    expect(password).toHaveFocus();
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(drawer).findByText('Password is required')).toBeInTheDocument();
    await actor.type(password, STRONG);
    await actor.type(within(drawer).getByLabelText(/^Confirm Password/), 'Something-else-1');
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(drawer).findByText('Confirm Password must match')).toBeInTheDocument();
    await actor.clear(within(drawer).getByLabelText(/^Confirm Password/));
    await actor.type(within(drawer).getByLabelText(/^Confirm Password/), STRONG);
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /user/21')).toHaveLength(1));
    expect(api.callsTo('PUT /user/21')[0].body).toMatchObject({ password: STRONG });
  });

  it("hides the section again with 'Keep Current Password', forgetting what was typed", async () => {
    const { api, actor, drawer } = await openEdit({ 'PUT /user/21': ok(marcus, saved) });
    await actor.click(within(drawer).getByRole('button', { name: 'Change Password' }));
    await actor.type(within(drawer).getByLabelText(/^Password/), 'short');
    await actor.click(within(drawer).getByRole('button', { name: 'Keep Current Password' }));
    expect(within(drawer).queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Change Password' })).toHaveFocus();
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /user/21')).toHaveLength(1));
    expect(api.callsTo('PUT /user/21')[0].body).not.toHaveProperty('password');
  });

  it('opens the same drawer from the user detail for admins only', async () => {
    openUsers(buildUser(), {}, '/portal/user/21');
    await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' });
    expect(screen.queryByRole('button', { name: 'Edit User' })).not.toBeInTheDocument();
  });

  it('edits from the user detail and refetches the member', async () => {
    const { api, actor } = openUsers(buildAdmin(), { 'PUT /user/21': ok(marcus, saved) }, '/portal/user/21');
    await findHeading('User Details');
    await actor.click(await screen.findByRole('button', { name: 'Edit User' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit User' });
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /user/21')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /user/21')).toHaveLength(2));
  });
});

describe('the user drawer\'s chapter leadership', () => {
  const lansing = { id: 2, name: 'GRO Lansing', slug: 'lansing' };
  const leads = [{ chapter: lansing, grantedAt: '2026-11-20T10:00:00.000Z' }];

  it('keeps the details, the leadership and the two-step sign-in in tabs: what was typed survives a visit to another tab', async () => {
    const { actor, drawer, field } = await openEdit({ 'GET /user/21/leads': ok(leads) });
    const tabs = within(drawer).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([USER_DRAWER_TEXTS.tabs.details, USER_DRAWER_TEXTS.tabs.leadership, USER_DRAWER_TEXTS.tabs.security]);
    expect(within(drawer).getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.details })).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).queryByRole('region', { name: CHAPTER_LEADER_TEXTS.userHeading })).not.toBeInTheDocument();
    await actor.clear(field(/^First Name/));
    await actor.type(field(/^First Name/), 'Marc');
    // The arrow keys move between the tabs.
    within(drawer).getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.details }).focus();
    await actor.keyboard('{ArrowRight}');
    expect(within(drawer).getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.leadership })).toHaveFocus();
    const section = within(drawer).getByRole('region', { name: CHAPTER_LEADER_TEXTS.userHeading });
    expect(await within(section).findByRole('button', { name: CHAPTER_LEADER_TEXTS.removeLabel('Marcus Bell', 'GRO Lansing') })).toBeVisible();
    expect(within(drawer).queryByRole('button', { name: ADMIN_FORM_TEXTS.save })).not.toBeInTheDocument();
    await actor.click(within(drawer).getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.details }));
    expect(field(/^First Name/)).toHaveValue('Marc');
    expect(within(drawer).getByRole('button', { name: ADMIN_FORM_TEXTS.save })).toBeVisible();
  });

  it('lists the chapters the member leads and makes them a leader of another chosen chapter', async () => {
    const { api, actor, drawer } = await openEdit({
      'GET /user/21/leads': ok([]),
      'PUT /chapter/2/leaders/21': ok([], CHAPTER_LEADER_MESSAGES.granted('Marcus Bell', 'GRO Lansing')),
    });
    await actor.click(within(drawer).getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.leadership }));
    const section = within(drawer).getByRole('region', { name: CHAPTER_LEADER_TEXTS.userHeading });
    expect(await within(section).findByText(CHAPTER_LEADER_TEXTS.userEmpty)).toBeInTheDocument();
    await actor.type(within(section).getByLabelText(new RegExp(`^${CHAPTER_LEADER_TEXTS.chapterLabel}`)), 'lans');
    await actor.click(await within(section).findByRole('option', { name: 'GRO Lansing' }));
    await actor.click(within(section).getByRole('button', { name: CHAPTER_LEADER_TEXTS.grant }));
    await waitFor(() => expect(api.callsTo('PUT /chapter/2/leaders/21')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /user/21/leads').length).toBeGreaterThanOrEqual(2));
    expect(api.callsTo('PUT /user/21')).toHaveLength(0);
  });

  it('removes a leadership only after the question is answered', async () => {
    const { api, actor, drawer } = await openEdit({ 'GET /user/21/leads': ok(leads), 'DELETE /chapter/2/leaders/21': ok([], CHAPTER_LEADER_MESSAGES.revoked('Marcus Bell', 'GRO Lansing')) });
    await actor.click(within(drawer).getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.leadership }));
    const remove = await within(drawer).findByRole('button', { name: CHAPTER_LEADER_TEXTS.removeLabel('Marcus Bell', 'GRO Lansing') });
    await actor.click(remove);
    const question = await screen.findByRole('alertdialog', { name: CHAPTER_LEADER_TEXTS.removeTitle });
    await actor.click(within(question).getByRole('button', { name: CHAPTER_LEADER_TEXTS.keep }));
    expect(api.callsTo('DELETE /chapter/2/leaders/21')).toHaveLength(0);
    await actor.click(remove);
    await actor.click(within(await screen.findByRole('alertdialog', { name: CHAPTER_LEADER_TEXTS.removeTitle })).getByRole('button', { name: CHAPTER_LEADER_TEXTS.removeConfirm }));
    await waitFor(() => expect(api.callsTo('DELETE /chapter/2/leaders/21')).toHaveLength(1));
  });

  it("resets a member's lost two-step sign-in only after the question is answered, and says so", async () => {
    const texts = SECOND_FACTOR_SCREEN_TEXTS.reset;
    const { api, actor, drawer } = await openEdit({ 'POST /user/21/second-factor/reset': ok(null, SECOND_FACTOR_TEXTS.reset('Marcus Bell')) });
    await actor.click(within(drawer).getByRole('tab', { name: USER_DRAWER_TEXTS.tabs.security }));
    const reset = within(drawer).getByRole('button', { name: texts.button });
    await actor.click(reset);
    await actor.click(within(await screen.findByRole('alertdialog', { name: texts.confirmTitle })).getByRole('button', { name: texts.cancel }));
    expect(api.callsTo('POST /user/21/second-factor/reset')).toHaveLength(0);
    await actor.click(reset);
    await actor.click(within(await screen.findByRole('alertdialog', { name: texts.confirmTitle })).getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(api.callsTo('POST /user/21/second-factor/reset')).toHaveLength(1));
    expect(lastShownToast()).toMatchObject({ title: 'Two-step sign-in reset' });
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: texts.confirmTitle })).not.toBeInTheDocument());
  });
});
