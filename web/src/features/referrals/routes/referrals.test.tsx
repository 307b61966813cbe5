import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, REFERRAL_MESSAGES, type User } from '@gro/config';
import { REFERRAL_TEXTS, TABLE_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { bea, buildReferral, carl, jordan, referralPage } from '@/testing/referral-fixtures';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

type Handlers = Parameters<typeof mockApi>[0];

const member = (id: number, firstname: string, lastname: string, company: string) => ({
  id, firstname, lastname, fullname: `${firstname} ${lastname}`, email: `${firstname.toLowerCase()}@example.com`, avatar: null,
  company: { id: id + 100, name: company }, chapter: null, role: [],
});
const directory = { items: [member(21, 'Bea', 'Lindqvist', 'Lindqvist Law')], pagination: { page: 1, pageSize: 5, pageCount: 1, total: 1 } };

function open(handlers: Handlers, user: User = buildUser(), path = '/portal/referral') {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /user/directory': ok(directory), ...handlers });
  renderApp(path);
  return api;
}

/** The Idempotency-Key header of every POST /referral, in order. */
const keysSent = (api: ReturnType<typeof mockApi>) =>
  api.fetchMock.mock.calls
    .filter(([input, init]) => String(input).includes('/api/referral') && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get(IDEMPOTENCY_HEADER));

async function fillPassForm() {
  const form = within(await screen.findByRole('form', { name: 'Pass a referral' }));
  await userEvent.type(form.getByRole('combobox', { name: /Member/ }), 'Bea');
  await userEvent.click(await screen.findByRole('option', { name: 'Bea Lindqvist · Lindqvist Law' }));
  await userEvent.type(form.getByLabelText(/Contact name/), 'Dana Park');
  await userEvent.type(form.getByLabelText(/Contact phone/), '(313) 555-0199');
  await userEvent.type(form.getByLabelText(/What they need/), 'Bookkeeping for two shops');
  await userEvent.selectOptions(form.getByLabelText(/How warm/), '4 — expects your call');
  await userEvent.click(form.getByLabelText('The contact expects the call'));
  return form;
}

describe('referrals (/portal/referral)', () => {
  it('lists the referrals received by default, with their status; Given asks for the given box', async () => {
    const api = open({
      'GET /referral': (call) =>
        ok(call.query.box === 'given' ? referralPage([buildReferral({ id: 41, giver: jordan, receiver: carl, status: 'Closed', amountCents: 400000 })]) : referralPage([buildReferral()])),
    });
    await findHeading('Referrals');
    expect(await screen.findByRole('link', { name: 'Dana Park' })).toHaveAttribute('href', '/portal/referral/40');
    const table = within(screen.getByRole('table'));
    // A person's company is a quieter line under their name.
    expect(table.getByText('Park Bakery')).toBeInTheDocument();
    expect(table.getByText('Bea Lindqvist')).toBeInTheDocument();
    expect(table.getByText('Lindqvist Law').tagName).toBe('SMALL');
    expect(table.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('1 referral')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'All' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Given' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Given' })).toHaveAttribute('aria-selected', 'true'));
    expect(await screen.findByText('Carl Osei')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(api.callsTo('GET /referral').map((call) => call.query.box)).toEqual(['received', 'given']);
  });

  it('moves between the tabs with the arrow keys', async () => {
    open({ 'GET /referral': ok(referralPage([])) });
    const received = await screen.findByRole('tab', { name: 'Received' });
    received.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Given' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Given' })).toHaveAttribute('aria-selected', 'true'));
  });

  it('shows the empty state of each box', async () => {
    open({ 'GET /referral': ok(referralPage([])) });
    expect(await screen.findByText(REFERRAL_TEXTS.empty.received)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Given' }));
    expect(await screen.findByText(REFERRAL_TEXTS.empty.given)).toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it again on Try again', async () => {
    let fail = true;
    open({ 'GET /referral': () => (fail ? failure(500, 'Error', 'Boom') : ok(referralPage([buildReferral()]))) });
    expect(await screen.findByText('The referrals could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dana Park' })).toBeInTheDocument();
  });

  it('shows the loading state while the list loads', async () => {
    open({ 'GET /referral': () => new Promise<Response>(() => {}) });
    expect(await screen.findByText(TABLE_TEXTS.loading)).toBeInTheDocument();
  });

  it('gives admins an All tab where deleted referrals are marked', async () => {
    const api = open({ 'GET /referral': ok(referralPage([buildReferral({ deletedAt: '2026-11-22T10:00:00.000Z', giver: bea, receiver: carl })])) }, buildAdmin());
    await userEvent.click(await screen.findByRole('tab', { name: 'All' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /referral').at(-1)?.query.box).toBe('all'));
  });

  it("shows the form's validation texts from the shared schema", async () => {
    open({ 'GET /referral': ok(referralPage([])) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pass a referral' }));
    const form = within(await screen.findByRole('form', { name: 'Pass a referral' }));
    await userEvent.click(form.getByRole('button', { name: 'Pass the referral' }));
    expect(await form.findByText('Member is required')).toBeInTheDocument();
    expect(form.getByText('Contact name is required')).toBeInTheDocument();
    expect(form.getByText('What they need is required')).toBeInTheDocument();
    expect(form.getByText('How warm is required')).toBeInTheDocument();
    expect(form.getByText(REFERRAL_MESSAGES.contactNeeded)).toBeInTheDocument();
  });

  it('hides the contact for an internal referral and sends none', async () => {
    const api = open({ 'GET /referral': ok(referralPage([])), 'POST /referral': ok(buildReferral({ type: 'Internal' }), REFERRAL_MESSAGES.passed('Bea Lindqvist')) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pass a referral' }));
    const form = within(await screen.findByRole('form', { name: 'Pass a referral' }));
    await userEvent.selectOptions(form.getByLabelText(/Referral type/), 'Internal: I am the customer');
    expect(form.queryByLabelText(/Contact name/)).not.toBeInTheDocument();
    expect(form.queryByLabelText(/Contact email/)).not.toBeInTheDocument();
    await userEvent.type(form.getByRole('combobox', { name: /Member/ }), 'Bea');
    await userEvent.click(await screen.findByRole('option', { name: 'Bea Lindqvist · Lindqvist Law' }));
    await userEvent.type(form.getByLabelText(/What they need/), 'A new website');
    await userEvent.selectOptions(form.getByLabelText(/How warm/), '5 — ready to do business');
    await userEvent.click(form.getByRole('button', { name: 'Pass the referral' }));
    await waitFor(() => expect(api.callsTo('POST /referral')).toHaveLength(1));
    expect(api.callsTo('POST /referral')[0].body).toEqual({ receiverId: 21, type: 'Internal', need: 'A new website', warmth: 5, expectsCall: false });
  });

  it("offers other members only, named with company and chapter; a wrong field on submit opens no menu; once passed, the Given box shows it", async () => {
    const me = { ...member(7, 'Jordan', 'Rivera', 'Rivera Consulting'), chapter: { id: 1, name: 'Detroit Downtown' } };
    const namesake = { ...member(22, 'Bea', 'Lindqvist', 'Lindqvist Tax'), chapter: { id: 2, name: 'GRO Lansing' } };
    const api = open({
      'GET /user/directory': ok({ ...directory, items: [me, ...directory.items, namesake] }),
      'GET /referral': ok(referralPage([])),
      'POST /referral': ok(buildReferral(), REFERRAL_MESSAGES.passed('Bea Lindqvist')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pass a referral' }));
    const form = within(await screen.findByRole('form', { name: 'Pass a referral' }));
    const picker = form.getByRole('combobox', { name: /Member/ });
    await userEvent.click(form.getByRole('button', { name: 'Pass the referral' }));
    expect(picker).toHaveAttribute('aria-expanded', 'false');

    await userEvent.type(picker, 'a');
    expect(await screen.findByRole('option', { name: 'Bea Lindqvist · Lindqvist Tax · GRO Lansing' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Bea Lindqvist · Lindqvist Law' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Jordan Rivera/ })).not.toBeInTheDocument();

    await userEvent.clear(picker);
    await fillPassForm();
    await userEvent.click(form.getByRole('button', { name: 'Pass the referral' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Given' })).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(api.callsTo('GET /referral').at(-1)!.query.box).toBe('given'));
  });

  it('passes the referral with one idempotency key per opened form, the same on a retry, and disables the button while sending', async () => {
    let answer: (response: Response) => void = () => {};
    let attempt = 0;
    const api = open({
      'GET /referral': ok(referralPage([])),
      'POST /referral': () => {
        attempt += 1;
        if (attempt === 1) return failure(503, 'Error', 'The service is busy.');
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pass a referral' }));
    const form = await fillPassForm();
    await userEvent.click(form.getByRole('button', { name: 'Pass the referral' }));
    await waitFor(() => expect(lastShownToast()?.message).toBe('The service is busy.'));

    // The retry: the same form, the same key; the button is disabled while it is sent.
    await userEvent.click(form.getByRole('button', { name: 'Pass the referral' }));
    await waitFor(() => expect(form.getByRole('button', { name: 'Passing...' })).toBeDisabled());
    await userEvent.click(form.getByRole('button', { name: 'Passing...' }));
    answer(ok(buildReferral(), REFERRAL_MESSAGES.passed('Bea Lindqvist')));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Pass a referral' })).not.toBeInTheDocument());
    expect(lastShownToast()?.title).toBe('Referral passed');

    const keys = keysSent(api);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[1]).toBe(keys[0]);
    expect(api.callsTo('POST /referral')[0].body).toEqual({
      receiverId: 21, type: 'Outside', contactName: 'Dana Park', contactPhone: '(313) 555-0199', need: 'Bookkeeping for two shops', warmth: 4, expectsCall: true,
    });

    // A form opened again is a new referral: a new key.
    await userEvent.click(screen.getByRole('button', { name: 'Pass a referral' }));
    await fillPassForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pass the referral' }));
    answer(ok(buildReferral({ id: 42 }), REFERRAL_MESSAGES.passed('Bea Lindqvist')));
    await waitFor(() => expect(keysSent(api)).toHaveLength(3));
    expect(keysSent(api)[2]).not.toBe(keys[0]);
  });

  it("shows the server's field error under the member", async () => {
    open({
      'GET /referral': ok(referralPage([])),
      'POST /referral': fieldFailure('Validation error', 'Check the form.', [{ path: ['receiverId'], message: REFERRAL_MESSAGES.notYourself }]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pass a referral' }));
    const form = await fillPassForm();
    await userEvent.click(form.getByRole('button', { name: 'Pass the referral' }));
    expect(await form.findByText(REFERRAL_MESSAGES.notYourself)).toBeInTheDocument();
  });
});
