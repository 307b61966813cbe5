import { PORTAL_MESSAGES, type AddressSuggestion, type Company, type OwnJoinRequest } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { fieldFailure, mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const withoutCompany = buildUser({ companyId: null, company: null });

const suggestion: AddressSuggestion = {
  id: 'address.1',
  place_name: '440 Burroughs St, Detroit, Michigan 48202, United States',
  place_type: ['address'],
  context: [
    { id: 'postcode.9', text: '48202' },
    { id: 'place.7', text: 'Detroit' },
    { id: 'region.5', text: 'Michigan' },
    { id: 'country.3', text: 'United States' },
  ],
  geometry: { type: 'Point', coordinates: [-83.0681, 42.3637] },
};

const company = { id: 9, uuid: 'co-9', name: 'Bell & Associates CPAs', city: 'Detroit', industry: 'Accounting' } as Company;

const pendingRequest = (overrides: Partial<OwnJoinRequest> = {}): OwnJoinRequest => ({
  id: 31,
  companyId: company.id,
  company: { id: company.id, name: company.name },
  note: null,
  status: 'Pending',
  reason: null,
  createdAt: '2025-05-01T00:00:00.000Z',
  ...overrides,
});

async function openGate(handlers: Parameters<typeof mockApi>[0]) {
  authStore.setAuth({ token: 'jwt', user: withoutCompany });
  const api = mockApi({ 'GET /account': ok(withoutCompany), ...handlers });
  const result = renderApp('/portal');
  await findHeading('Join or Create a Company');
  return { api, ...result };
}

const lastToast = lastShownToast;

async function fillCompany(user: ReturnType<typeof userEvent.setup>) {
  const drawer = screen.getByRole('dialog', { name: 'Create Company' });
  await user.type(within(drawer).getByLabelText(/Company Name/), 'Rivera Consulting');
  await user.type(within(drawer).getByLabelText(/Description/), 'Strategy for small businesses.');
  await user.type(within(drawer).getByRole('combobox', { name: /Address/ }), '440 Bur');
  await user.click(await within(drawer).findByRole('option', { name: suggestion.place_name }));
  return drawer;
}

describe('company gate: before the email address is verified', () => {
  const unverified = buildUser({ companyId: null, company: null, emailVerified: false, email: 'nadia@example.com' });

  it('says where the link went in place of Create Company and Request to Join, and sends it again on request', async () => {
    authStore.setAuth({ token: 'jwt', user: unverified });
    const api = mockApi({
      'GET /account': ok(unverified),
      'POST /account/email/verification': ok(null, { title: 'Link sent', message: 'We sent a new confirmation link to nadia@example.com. It works for 24 hours.' }),
    });
    renderApp('/portal');
    await findHeading('Join or Create a Company');
    expect(screen.getByText('We sent a link to nadia@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request to Join' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(api.callsTo('POST /account/email/verification')).toHaveLength(1));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'success', message: 'We sent a new confirmation link to nadia@example.com. It works for 24 hours.' }));
  });

  it('shows the 429 of too many links as a danger toast, and the button works again', async () => {
    authStore.setAuth({ token: 'jwt', user: unverified });
    mockApi({ 'GET /account': ok(unverified), 'POST /account/email/verification': failure(429, 'Too Many Requests', 'Too many attempts. Try again in 59 minutes.') });
    renderApp('/portal');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'danger', message: 'Too many attempts. Try again in 59 minutes.' }));
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeEnabled();
  });
});

describe('company gate: Create Company', () => {
  it('creates the company with the picked address, stores the member with companyId and opens the portal', async () => {
    const created = buildUser({ companyId: 12, company: { id: 12, name: 'Rivera Consulting' } });
    const { api } = await openGate({
      'GET /address/search': ok([suggestion]),
      'POST /company': () =>
        ok(
          { company: { id: 12, name: 'Rivera Consulting' }, user: created },
          { title: PORTAL_MESSAGES.companyCreatedTitle, message: PORTAL_MESSAGES.companyCreated('Rivera Consulting') },
        ),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    const drawer = await fillCompany(user);
    expect(within(drawer).getByLabelText('City')).toHaveValue('Detroit');
    expect(within(drawer).getByLabelText('State')).toHaveValue('Michigan');
    expect(within(drawer).getByLabelText('Postal Code')).toHaveValue('48202');
    expect(within(drawer).getByLabelText('Country')).toHaveValue('United States');
    expect(api.callsTo('GET /address/search').at(-1)?.query).toEqual({ q: '440 Bur' });

    await user.click(within(drawer).getByRole('button', { name: 'Create Company' }));
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(api.callsTo('POST /company')[0].body).toMatchObject({
      name: 'Rivera Consulting',
      description: 'Strategy for small businesses.',
      address: '440 Burroughs St',
      city: 'Detroit',
      state: 'Michigan',
      postalCode: '48202',
      country: 'United States',
      latitude: 42.3637,
      longitude: -83.0681,
    });
    expect(authStore.getState().user?.companyId).toBe(12);
    expect(lastToast()).toMatchObject({ type: 'success', title: 'Company created', message: 'Rivera Consulting is now your company.' });
  });

  it("requires name, description and address: 'Address is required'", async () => {
    const { api } = await openGate({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    const drawer = screen.getByRole('dialog', { name: 'Create Company' });
    expect(within(drawer).getByLabelText(/Company Name/)).toHaveFocus();
    await user.click(within(drawer).getByRole('button', { name: 'Create Company' }));
    expect(await within(drawer).findByText('Address is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Company Name is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Description is required')).toBeInTheDocument();
    expect(api.callsTo('POST /company')).toHaveLength(0);
  });

  it('shows a 409 answer as a danger toast and keeps the drawer open', async () => {
    const message = PORTAL_MESSAGES.companyNameTaken('Rivera Consulting');
    await openGate({ 'GET /address/search': ok([suggestion]), 'POST /company': failure(409, 'Conflict', message) });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    const drawer = await fillCompany(user);
    await user.click(within(drawer).getByRole('button', { name: 'Create Company' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'danger', title: 'Conflict', message }));
    expect(screen.getByRole('dialog', { name: 'Create Company' })).toBeInTheDocument();
    expect(authStore.getState().user?.companyId).toBeNull();
  });

  it('shows server field errors under their fields', async () => {
    await openGate({
      'GET /address/search': ok([suggestion]),
      'POST /company': fieldFailure('Validation error', 'Please check the form.', [
        { path: ['url'], message: 'Must be a valid URL' },
        { path: ['socialLinks', 'facebook'], message: 'Must be a valid URL' },
      ]),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create Company' }));
    const drawer = await fillCompany(user);
    await user.click(within(drawer).getByRole('button', { name: 'Create Company' }));
    await waitFor(() => expect(within(drawer).getByLabelText('Website URL')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(drawer).getByLabelText('Facebook')).toHaveAttribute('aria-invalid', 'true');
    expect(within(drawer).getAllByText('Must be a valid URL')).toHaveLength(2);
  });
});

describe('company gate: Request to Join', () => {
  it("loads companies as the member types, sends {companyId, note} and shows that the request awaits review", async () => {
    const { api } = await openGate({
      'GET /company': ({ query }) =>
        ok({ items: query.q ? [company] : [], pagination: { page: 1, pageSize: 5, pageCount: 1, total: query.q ? 1 : 0 } }),
      'POST /company/join-request': ok(pendingRequest({ note: 'We met at the Tuesday meeting.' }), {
        title: PORTAL_MESSAGES.joinRequestSentTitle,
        message: PORTAL_MESSAGES.joinRequestSent(company.name),
      }),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    const drawer = screen.getByRole('dialog', { name: 'Request to Join' });
    const select = within(drawer).getByRole('combobox', { name: /Company/ });
    expect(select).toHaveAttribute('placeholder', 'Select...');
    await user.click(select);
    expect(await within(drawer).findByText('No options')).toBeInTheDocument();

    await user.type(select, 'Bell');
    await user.click(await within(drawer).findByRole('option', { name: company.name }));
    expect(api.callsTo('GET /company').at(-1)?.query).toEqual({ q: 'Bell', pageSize: '5' });
    await user.type(within(drawer).getByLabelText(/Note/), 'We met at the Tuesday meeting.');
    await user.click(within(drawer).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Your request to join Bell & Associates CPAs awaits review.')).toBeInTheDocument();
    expect(api.callsTo('POST /company/join-request')[0].body).toEqual({ companyId: 9, note: 'We met at the Tuesday meeting.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Join or Create a Company' })).toBeInTheDocument();
  });

  it("requires a company: 'Company is required'", async () => {
    const { api } = await openGate({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    const drawer = screen.getByRole('dialog', { name: 'Request to Join' });
    await user.click(within(drawer).getByRole('button', { name: 'Send Request' }));
    expect(await within(drawer).findByText('Company is required')).toBeInTheDocument();
    expect(api.callsTo('POST /company/join-request')).toHaveLength(0);
  });

  it('shows a pending request from GET /company/join-request/mine after a reload', async () => {
    await openGate({ 'GET /company/join-request/mine': ok([pendingRequest()]) });
    const status = await screen.findByText('Your request to join Bell & Associates CPAs awaits review.');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    // What the member waits on comes before the ways to start again.
    const create = screen.getByRole('button', { name: 'Create Company' });
    expect(status.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a 409 pending-request answer as a danger toast', async () => {
    const message = PORTAL_MESSAGES.joinRequestPending(company.name);
    await openGate({
      'GET /company': ok({ items: [company], pagination: { page: 1, pageSize: 5, pageCount: 1, total: 1 } }),
      'POST /company/join-request': failure(409, 'Conflict', message),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request to Join' }));
    const drawer = screen.getByRole('dialog', { name: 'Request to Join' });
    await user.click(within(drawer).getByRole('combobox', { name: /Company/ }));
    await user.click(await within(drawer).findByRole('option', { name: company.name }));
    await user.click(within(drawer).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'danger', message }));
    expect(screen.getByRole('dialog', { name: 'Request to Join' })).toBeInTheDocument();
  });
});

describe('company gate: who reviews a request, and withdrawing it', () => {
  it('says who reviews a request and what happens next', async () => {
    await openGate({});
    const steps = screen.getByRole('region', { name: 'How joining a company works' });
    const items = within(steps).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      "When you ask to join a company, its current members and GRO's administrators are emailed.",
      'A GRO administrator reviews your request and approves or declines it.',
      'We email you the decision. Once approved, the member portal opens for you here.',
    ]);
  });

  it('withdraws a pending request after confirming: POST …/withdraw, the success toast, and the request shows as withdrawn', async () => {
    const { api } = await openGate({
      'GET /company/join-request/mine': ok([pendingRequest()]),
      'POST /company/join-request/31/withdraw': ok(pendingRequest({ status: 'Withdrawn' }), {
        title: PORTAL_MESSAGES.joinRequestWithdrawnTitle,
        message: PORTAL_MESSAGES.joinRequestWithdrawn(company.name),
      }),
    });
    const user = userEvent.setup();
    expect(await screen.findByText('You can withdraw a pending request, then ask another company or create your own.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw your request to join Bell & Associates CPAs' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw join request' });
    expect(within(dialog).getByText('Are you sure you want to withdraw your request to join Bell & Associates CPAs?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep request' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('You withdrew your request to join Bell & Associates CPAs.')).toBeInTheDocument();
    expect(api.callsTo('POST /company/join-request/31/withdraw')).toHaveLength(1);
    expect(lastToast()).toMatchObject({ type: 'success', message: PORTAL_MESSAGES.joinRequestWithdrawn(company.name) });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Withdraw your request/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request to Join' })).toBeEnabled();
  });

  it('Keep request changes nothing', async () => {
    const { api } = await openGate({ 'GET /company/join-request/mine': ok([pendingRequest()]) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw your request to join Bell & Associates CPAs' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Withdraw join request' })).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /company/join-request/31/withdraw')).toHaveLength(0);
    expect(screen.getByText('Your request to join Bell & Associates CPAs awaits review.')).toBeInTheDocument();
  });

  it('a request decided meanwhile (409): the danger toast, the dialog closes and the list is read again', async () => {
    let decided = false;
    const message = PORTAL_MESSAGES.joinRequestNotWithdrawable('Rejected');
    await openGate({
      'GET /company/join-request/mine': () => ok([pendingRequest(decided ? { status: 'Rejected', reason: 'Unknown to us.' } : {})]),
      'POST /company/join-request/31/withdraw': () => {
        decided = true;
        return failure(409, 'Conflict', message);
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Withdraw your request to join Bell & Associates CPAs' }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Withdraw join request' })).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ type: 'danger', message }));
    expect(await screen.findByText('Your request to join Bell & Associates CPAs was declined.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Unknown to us.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});
