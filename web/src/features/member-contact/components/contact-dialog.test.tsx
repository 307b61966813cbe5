import { CONTACT_MESSAGES, CONTACT_MESSAGE_MAX_LENGTH, retryAfterText } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildMember } from '@/testing/chapter-fixtures';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

/** A member of another chapter who keeps their email and phone to their own chapter, as the server answers them. */
const hidden = buildMember({ email: null, phoneNumber: null, phoneExt: null, contactHidden: true });
const page = (items: unknown[]) => ok({ items, pagination: { page: 1, pageSize: 50, pageCount: 1, total: items.length } });

function open(path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /user/21': ok(hidden),
    'GET /user/directory': page([hidden]),
    'GET /user/directory/letters': ok([]),
    'GET /user/directory/industries': ok([]),
    'GET /chapter/active': ok([buildChapter()]),
    ...handlers,
  });
  renderApp(path);
  return { api, actor: userEvent.setup() };
}

describe('Contact, where a member keeps their email and phone from the viewer', () => {
  it("the directory card shows the Contact button instead of the address; the dialog sends the message, toasts and gives focus back", async () => {
    const { api, actor } = open('/portal/user/directory', {
      'POST /user/21/contact': ok({ id: 21, fullname: 'Marcus Bell' }, { title: CONTACT_MESSAGES.sentTitle, message: CONTACT_MESSAGES.sent('Marcus Bell') }),
    });
    const button = await screen.findByRole('button', { name: 'Contact Marcus Bell' });
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    await actor.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Contact Marcus Bell' });
    expect(dialog).toHaveAccessibleDescription(/keeps their email and phone private/);
    const message = within(dialog).getByLabelText(/Message/);
    await waitFor(() => expect(message).toHaveFocus());
    expect(message).toHaveAttribute('maxLength', String(CONTACT_MESSAGE_MAX_LENGTH));

    await actor.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    expect(await within(dialog).findByText('Message is required')).toBeInTheDocument();
    expect(api.callsTo('POST /user/21/contact')).toHaveLength(0);

    await actor.type(message, '  Could we meet next week?  ');
    await actor.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /user/21/contact')[0]!.body).toEqual({ message: 'Could we meet next week?' });
    expect(lastShownToast()).toMatchObject({ type: 'success', title: CONTACT_MESSAGES.sentTitle, message: 'Message sent to Marcus Bell.' });
    expect(button).toHaveFocus();
  });

  it("the member's page reads 'Private' for email and phone, and Escape closes the dialog without sending", async () => {
    const { api, actor } = open('/portal/user/21');
    expect(await findHeading('Member Profile')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' });
    expect(screen.getAllByText('Private')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /@|555/ })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Contact Marcus Bell' });
    await actor.click(button);
    await screen.findByRole('dialog', { name: 'Contact Marcus Bell' });
    await actor.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(api.callsTo('POST /user/21/contact')).toHaveLength(0);
  });

  it('keeps the dialog and the message when the limit is reached, and says when to try again', async () => {
    const { actor } = open('/portal/user/21', { 'POST /user/21/contact': failure(429, 'Too Many Requests', retryAfterText(1800)) });
    await actor.click(await screen.findByRole('button', { name: 'Contact Marcus Bell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Marcus Bell' });
    await actor.type(within(dialog).getByLabelText(/Message/), 'Hello again');
    await actor.click(within(dialog).getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', message: 'Too many attempts. Please try again in 30 minutes.' }));
    expect(screen.getByRole('dialog', { name: 'Contact Marcus Bell' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Message/)).toHaveValue('Hello again');
  });

  it('shows the address, and no Contact button, where the viewer may see it', async () => {
    open('/portal/user/directory', { 'GET /user/directory': page([buildMember()]) });
    await screen.findByRole('link', { name: 'Marcus Bell' });
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === 'mailto:marcus@example.com')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Contact Marcus Bell' })).not.toBeInTheDocument();
  });
});
