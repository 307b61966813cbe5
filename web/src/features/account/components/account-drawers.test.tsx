import { AUTH_TEXTS, CONTACT_MESSAGES, type AccountSetting } from '@gro/config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const member = buildUser({ subscription: buildMemberSubscription() });
const lastToast = lastShownToast;

async function openDrawer(name: string, handlers: Parameters<typeof mockApi>[0], account = member) {
  authStore.setAuth({ token: 'jwt', user: account });
  // My Account holds the two-step sign-in, signed-in devices and calendar feed cards, which read their state.
  const api = mockApi({
    'GET /account': ok(account),
    'GET /account/second-factor': ok({ authenticator: null, passkeys: [], recoveryCodesLeft: 0 }),
    'GET /account/sessions': ok([]),
    'GET /account/calendar-feed': ok({ active: false, createdAt: null, url: null }),
    ...handlers,
  });
  const user = userEvent.setup();
  renderApp('/portal');
  await findHeading('Dashboard');
  const toggle = screen.getByRole('button', { name: 'Jordan Rivera' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(screen.getByRole('button', { name }));
  const drawer = screen.getByRole('dialog', { name });
  return { api, user, drawer, toggle };
}

describe('user menu', () => {
  it('lists My Account, Change Password, Settings and Sign Out, and closes on Escape', async () => {
    authStore.setAuth({ token: 'jwt', user: member });
    mockApi({ 'GET /account': ok(member) });
    const user = userEvent.setup();
    renderApp('/portal');
    await findHeading('Dashboard');
    const toggle = screen.getByRole('button', { name: 'Jordan Rivera' });
    await user.click(toggle);
    for (const name of ['My Account', 'Change Password', 'Settings', 'Sign Out']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'My Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('My Account', () => {
  it('saves the profile with PUT /account, updates the stored member, toasts and closes', async () => {
    const saved = { ...member, firstname: 'Jordana', fullname: 'Jordana Rivera' };
    const { api, user, drawer, toggle } = await openDrawer('My Account', {
      'PUT /account': ok(saved, AUTH_TEXTS.profileSaved),
    });
    // Each section of the drawer names what its own button saves.
    const details = within(drawer).getByRole('form', { name: 'Your details' });
    expect(within(details).getByRole('button', { name: 'Save Changes' })).toBeVisible();
    expect(within(within(drawer).getByRole('form', { name: 'About your work' })).getByRole('button', { name: 'Save About' })).toBeVisible();
    const first = within(details).getByLabelText(/First Name/);
    expect(first).toHaveValue('Jordan');
    await user.clear(first);
    await user.type(first, 'Jordana');
    await user.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'My Account' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT /account')[0].body).toEqual({
      firstname: 'Jordana',
      lastname: 'Rivera',
      email: 'jordan@example.com',
      phoneNumber: '(555) 555-0100',
      phoneExt: '',
    });
    expect(authStore.getState().user?.firstname).toBe('Jordana');
    expect(screen.getByRole('button', { name: 'Jordana Rivera' })).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ type: 'success', title: 'Profile saved' });
    expect(toggle).toHaveFocus();
  });

  it('requires first and last name and phone, and checks the email format', async () => {
    const { api, user, drawer } = await openDrawer('My Account', {});
    await user.clear(within(drawer).getByLabelText(/First Name/));
    await user.clear(within(drawer).getByLabelText(/Last Name/));
    await user.clear(within(drawer).getByLabelText(/Phone Number/));
    await user.clear(within(drawer).getByLabelText(/Email Address/));
    await user.type(within(drawer).getByLabelText(/Email Address/), 'not-an-email');
    await user.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(drawer).findByText('First Name is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Last Name is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Phone Number is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Must be a valid email address')).toBeInTheDocument();
    expect(api.callsTo('PUT /account')).toHaveLength(0);
  });

  it('asks for the current password once the email changes, and sends it only then', async () => {
    const { api, user, drawer } = await openDrawer('My Account', {
      'PUT /account': ok(member, AUTH_TEXTS.emailChangeSent),
    });
    expect(within(drawer).queryByLabelText(/Current Password/)).not.toBeInTheDocument();
    const email = within(drawer).getByLabelText(/Email Address/);
    await user.clear(email);
    await user.type(email, 'JORDAN@example.com');
    expect(within(drawer).queryByLabelText(/Current Password/)).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'jordan.r@example.com');
    expect(within(drawer).getByLabelText(/Current Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(within(drawer).getByText(/We will send a link to the new address/)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(drawer).findByText(AUTH_TEXTS.currentPasswordForEmail)).toBeInTheDocument();
    expect(api.callsTo('PUT /account')).toHaveLength(0);

    await user.type(within(drawer).getByLabelText(/Current Password/), 'My-current-pass-1');
    await user.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /account')).toHaveLength(1));
    expect(api.callsTo('PUT /account')[0].body).toMatchObject({ email: 'jordan.r@example.com', currentPassword: 'My-current-pass-1' });
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'success', ...AUTH_TEXTS.emailChangeSent }));
    expect(authStore.getState().user?.email).toBe('jordan@example.com');
  });

  it("shows a wrong current password under its field", async () => {
    const { user, drawer } = await openDrawer('My Account', {
      'PUT /account': fieldFailure('Bad Request', AUTH_TEXTS.currentPasswordWrong, [{ path: ['currentPassword'], message: AUTH_TEXTS.currentPasswordWrong }]),
    });
    const email = within(drawer).getByLabelText(/Email Address/);
    await user.clear(email);
    await user.type(email, 'jordan.r@example.com');
    await user.type(within(drawer).getByLabelText(/Current Password/), 'not-it-at-all');
    await user.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(drawer).findByText(AUTH_TEXTS.currentPasswordWrong)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
  });

  describe('avatar', () => {
    beforeEach(() => {
      URL.createObjectURL = vi.fn(() => 'blob:avatar-preview');
      URL.revokeObjectURL = vi.fn();
    });
    afterEach(() => vi.restoreAllMocks());

    it('shows the default 148 px avatar, a preview of the chosen image, and uploads it as the multipart field avatar', async () => {
      const updated = { ...member, avatar: { url: '/uploads/avatar-7.webp' } };
      const { api, user, drawer } = await openDrawer('My Account', {
        'PUT /account/avatar': ok(updated, AUTH_TEXTS.avatarSaved),
      });
      expect(within(drawer).getByText('JR')).toHaveStyle({ width: '148px', height: '148px' });
      expect(within(drawer).getByRole('button', { name: 'Upload Photo' })).toBeDisabled();

      const file = new File(['png'], 'me.png', { type: 'image/png' });
      await user.upload(within(drawer).getByLabelText('Profile Photo'), file);
      expect(within(drawer).getByRole('img', { name: 'Preview of your new profile photo' })).toHaveAttribute('src', 'blob:avatar-preview');

      await user.click(within(drawer).getByRole('button', { name: 'Upload Photo' }));
      await waitFor(() => expect(api.callsTo('PUT /account/avatar')).toHaveLength(1));
      const body = api.callsTo('PUT /account/avatar')[0].body as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect(body.get('avatar')).toBe(file);
      await waitFor(() => expect(authStore.getState().user?.avatar?.url).toBe('/uploads/avatar-7.webp'));
      expect(await within(drawer).findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/uploads/avatar-7.webp');
      expect(lastToast()).toMatchObject({ type: 'success', title: 'Photo updated' });
    });

    it('refuses a file that is not PNG, JPEG or WebP', async () => {
      const { api, drawer } = await openDrawer('My Account', {});
      const input = within(drawer).getByLabelText('Profile Photo');
      fireEvent.change(input, { target: { files: [new File(['gif'], 'me.gif', { type: 'image/gif' })] } });
      expect(within(drawer).getByRole('alert')).toHaveTextContent(AUTH_TEXTS.avatarUnsupported);
      expect(api.callsTo('PUT /account/avatar')).toHaveLength(0);
    });
  });
});

describe('Who sees my email and phone (My Account)', () => {
  const saved = (contactVisibility: 'organisation' | 'chapter' | 'nobody') =>
    ok({ ...member, contactVisibility }, { ...CONTACT_MESSAGES.visibilitySaved, message: CONTACT_MESSAGES.visibilitySavedText[contactVisibility] });

  it('offers the three choices beside the directory switch, organisation by default, and saves a choice at once', async () => {
    const { api, user, drawer } = await openDrawer('My Account', { 'PUT /account/contact-visibility': saved('chapter') });
    const group = within(drawer).getByRole('group', { name: 'Who sees my email and phone' });
    expect(group).toHaveAccessibleDescription(/Administrators and the leaders of your chapter always see them/);
    const choices = within(group).getAllByRole('radio');
    expect(choices.map((c) => c.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Members of the organisation'),
      expect.stringContaining('Members of my chapter'),
      expect.stringContaining('Nobody'),
    ]);
    expect(within(group).getByRole('radio', { name: /Members of the organisation/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /Nobody/ })).toHaveAccessibleDescription(/they can still send you a message/);

    await user.click(within(group).getByRole('radio', { name: /Members of my chapter/ }));
    await waitFor(() => expect(api.callsTo('PUT /account/contact-visibility')).toHaveLength(1));
    expect(api.callsTo('PUT /account/contact-visibility')[0].body).toEqual({ contactVisibility: 'chapter' });
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'success', message: CONTACT_MESSAGES.visibilitySavedText.chapter }));
    expect(authStore.getState().user?.contactVisibility).toBe('chapter');
    expect(within(group).getByRole('radio', { name: /Members of my chapter/ })).toBeChecked();
  });

  it('starts from the saved choice, is changed with the arrow keys, and goes back to it when saving fails', async () => {
    const { api, user, drawer } = await openDrawer(
      'My Account',
      { 'PUT /account/contact-visibility': failure(500, 'Server error', 'Something went wrong.') },
      { ...member, contactVisibility: 'chapter' },
    );
    const group = within(drawer).getByRole('group', { name: 'Who sees my email and phone' });
    const chapter = within(group).getByRole('radio', { name: /Members of my chapter/ });
    expect(chapter).toBeChecked();
    chapter.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(api.callsTo('PUT /account/contact-visibility')).toHaveLength(1));
    expect(api.callsTo('PUT /account/contact-visibility')[0].body).toEqual({ contactVisibility: 'nobody' });
    await waitFor(() => expect(chapter).toBeChecked());
    expect(lastToast()).toMatchObject({ type: 'danger' });
  });
});

describe('Change Password', () => {
  it('needs a matching confirmation, then replaces the stored token and user and closes', async () => {
    const refreshed = { ...member, updatedAt: '2025-06-01T00:00:00.000Z' };
    const { api, user, drawer } = await openDrawer('Change Password', {
      'PUT /account/password': ok({ token: 'jwt-new', user: refreshed }, AUTH_TEXTS.passwordChanged),
    });
    await user.type(within(drawer).getByLabelText(/Current Password/), 'Old-passw0rd!');
    await user.type(within(drawer).getByLabelText(/New Password/), 'N3w-garden-hose');
    await user.type(within(drawer).getByLabelText(/Confirm Password/), 'something-else');
    await user.click(within(drawer).getByRole('button', { name: 'Change Password' }));
    expect(await within(drawer).findByText('Confirm Password must match')).toBeInTheDocument();
    expect(api.callsTo('PUT /account/password')).toHaveLength(0);

    await user.clear(within(drawer).getByLabelText(/Confirm Password/));
    await user.type(within(drawer).getByLabelText(/Confirm Password/), 'N3w-garden-hose');
    await user.click(within(drawer).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT /account/password')[0].body).toEqual({ currentPassword: 'Old-passw0rd!', newPassword: 'N3w-garden-hose' });
    expect(authStore.getState()).toEqual({ token: 'jwt-new', user: refreshed });
    expect(lastToast()).toMatchObject({ type: 'success', title: 'Password changed' });
  });

  it('shows a wrong current password under its field', async () => {
    const { user, drawer } = await openDrawer('Change Password', {
      'PUT /account/password': fieldFailure('Validation error', 'Please check the form.', [
        { path: ['currentPassword'], message: AUTH_TEXTS.currentPasswordWrong },
      ]),
    });
    await user.type(within(drawer).getByLabelText(/Current Password/), 'wrong-password');
    await user.type(within(drawer).getByLabelText(/New Password/), 'N3w-garden-hose');
    await user.type(within(drawer).getByLabelText(/Confirm Password/), 'N3w-garden-hose');
    await user.click(within(drawer).getByRole('button', { name: 'Change Password' }));
    expect(await within(drawer).findByText(AUTH_TEXTS.currentPasswordWrong)).toBeInTheDocument();
    expect(authStore.getState().token).toBe('jwt');
  });
});

describe('Settings', () => {
  const settings: AccountSetting[] = [
    { setting: { key: 'event-reminders', label: 'Event reminders', description: 'Before each chapter meeting.' }, email: false, sms: true },
    { setting: { key: 'join-requests', label: 'Join requests', description: null }, email: true, sms: false },
  ];

  it('shows a table with rows per setting and columns Email and SMS, and saves a toggle at once', async () => {
    const { api, user, drawer } = await openDrawer('Settings', {
      'GET /account/setting': ok(settings),
      'PUT /account/setting': ok({ ...settings[0], email: true }, AUTH_TEXTS.settingSaved),
    });
    const table = await within(drawer).findByRole('table', { name: 'Notification settings' });
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'SMS' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /Event reminders/ })).toBeInTheDocument();
    expect(within(table).getAllByRole('switch')).toHaveLength(4);
    expect(within(table).getByRole('switch', { name: 'Event reminders by SMS' })).toBeChecked();

    const email = within(table).getByRole('switch', { name: 'Event reminders by Email' });
    await user.click(email);
    expect(email).toBeChecked();
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'success', title: 'Setting saved' }));
    expect(api.callsTo('PUT /account/setting')[0].body).toEqual({ setting: { key: 'event-reminders' }, channel: 'email', value: true });
    expect(email).toBeChecked();
  });

  it('rolls a toggle back when saving fails', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, drawer } = await openDrawer('Settings', {
      'GET /account/setting': ok(settings),
      'PUT /account/setting': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const sms = await within(drawer).findByRole('switch', { name: 'Join requests by SMS' });
    await user.click(sms);
    expect(sms).toBeChecked();
    answer(failure(500, 'Error', 'The setting could not be saved.'));
    await waitFor(() => expect(sms).not.toBeChecked());
    expect(lastToast()).toMatchObject({ type: 'danger', message: 'The setting could not be saved.' });
  });
});

describe('My Account: Show me in the member directory', () => {
  it('is on for a member shown in the directory; turning it off saves directoryHidden, stores the account and toasts', async () => {
    const hidden = { ...member, directoryHidden: true };
    const { api, user, drawer } = await openDrawer('My Account', { 'PUT /account/directory': ok(hidden, AUTH_TEXTS.directoryHiddenSaved) });
    const toggle = within(drawer).getByRole('switch', { name: 'Show me in the member directory' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Administrators still see you\./);
    expect(within(drawer).getByRole('region', { name: 'Member directory' })).toContainElement(toggle);
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /account/directory')).toHaveLength(1));
    expect(api.callsTo('PUT /account/directory')[0].body).toEqual({ directoryHidden: true });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(authStore.getState().user?.directoryHidden).toBe(true);
    expect(lastToast()).toMatchObject({ type: 'success', title: AUTH_TEXTS.directoryHiddenSaved.title });
    expect(screen.getByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
  });

  it('goes back when the server refuses, and shows a hidden member as off', async () => {
    const { api, user, drawer } = await openDrawer(
      'My Account',
      { 'PUT /account/directory': failure(500, 'Error', 'A general error occurred') },
      { ...member, directoryHidden: true },
    );
    const toggle = within(drawer).getByRole('switch', { name: 'Show me in the member directory' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(api.callsTo('PUT /account/directory')).toHaveLength(1));
    expect(api.callsTo('PUT /account/directory')[0].body).toEqual({ directoryHidden: false });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(lastToast()).toMatchObject({ type: 'danger' });
  });
});
