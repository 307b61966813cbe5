import { ADMIN_MESSAGES, type AddressSuggestion, type User } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, buildCompany, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const arts = buildCompany({
  id: 5,
  uuid: 'company-5',
  name: 'Eastside Youth Arts',
  description: 'Arts programmes for kids.',
  address: '1 Main St',
  socialLinks: { facebook: 'https://facebook.com/eastside' },
});
const saved = { title: 'Company saved', message: 'Eastside Youth Arts was saved.' };

function openCompanies(user: User, handlers: Parameters<typeof mockApi>[0] = {}) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /company': ok({ items: [arts], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } }),
    ...handlers,
  });
  renderApp('/portal/company');
  return { api, actor: userEvent.setup() };
}

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

async function openCreate(handlers: Parameters<typeof mockApi>[0] = {}) {
  const view = openCompanies(buildAdmin(), { 'GET /address/search': ok([suggestion]), ...handlers });
  await view.actor.click(await screen.findByRole('button', { name: 'Create Company' }));
  return { ...view, drawer: screen.getByRole('dialog', { name: 'Create Company' }) };
}

async function fillNewCompany(actor: ReturnType<typeof userEvent.setup>, drawer: HTMLElement) {
  await actor.type(within(drawer).getByLabelText(/^Company Name/), 'Corktown Food Bank');
  await actor.type(within(drawer).getByLabelText(/^Description/), 'Meals for Corktown families.');
  await actor.type(within(drawer).getByRole('combobox', { name: /Address/ }), '440 Bur');
  await actor.click(await within(drawer).findByRole('option', { name: suggestion.place_name }));
}

describe('portal companies: admin edit', () => {
  it('shows members no Create button and no edit action', async () => {
    openCompanies(buildUser());
    await screen.findByText('Eastside Youth Arts');
    expect(screen.queryByRole('button', { name: 'Create Company' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it("edits with PUT /company/{uuid}, the Nonprofit flag included, closes, toasts the server's message and refetches", async () => {
    const { api, actor } = openCompanies(buildAdmin(), { 'PUT /company/company-5': ok(arts, saved) });
    await actor.click(await screen.findByRole('button', { name: 'Edit Eastside Youth Arts' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Company' });
    expect(within(drawer).getByLabelText(/^Company Name/)).toHaveValue('Eastside Youth Arts');
    expect(within(drawer).getByLabelText('Facebook')).toHaveValue('https://facebook.com/eastside');
    const nonprofit = within(drawer).getByLabelText('Nonprofit');
    expect(nonprofit).not.toBeChecked();
    await actor.click(nonprofit);
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(api.callsTo('PUT /company/company-5')).toHaveLength(1));
    expect(api.callsTo('PUT /company/company-5')[0].body).toMatchObject({
      name: 'Eastside Youth Arts',
      description: 'Arts programmes for kids.',
      address: '1 Main St',
      facebook: 'https://facebook.com/eastside',
      isNonprofit: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Company' })).not.toBeInTheDocument());
    expect(lastShownToast()).toMatchObject({ type: 'success', ...saved });
    await waitFor(() => expect(api.callsTo('GET /company').length).toBeGreaterThan(1));
  });

  it('shows the company rules inline: name and description required', async () => {
    const { api, actor } = openCompanies(buildAdmin());
    await actor.click(await screen.findByRole('button', { name: 'Edit Eastside Youth Arts' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit Company' });
    await actor.clear(within(drawer).getByLabelText(/^Company Name/));
    await actor.click(within(drawer).getByRole('button', { name: 'Save Changes' }));
    expect(await within(drawer).findByText('Company Name is required')).toBeInTheDocument();
    expect(api.callsTo('PUT /company/company-5')).toHaveLength(0);
  });
});

describe('portal companies: admin create', () => {
  it('opens an empty company form with the Nonprofit flag unchecked', async () => {
    const { drawer } = await openCreate();
    expect(within(drawer).getByLabelText(/^Company Name/)).toHaveValue('');
    expect(within(drawer).getByLabelText(/^Company Name/)).toHaveFocus();
    expect(within(drawer).getByLabelText('Nonprofit')).not.toBeChecked();
    expect(within(drawer).getByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it("creates with POST /company, the Nonprofit flag included, closes, toasts the server's message and refetches the companies", async () => {
    const message = ADMIN_MESSAGES.companyCreated('Corktown Food Bank');
    const created = buildCompany({ id: 6, uuid: 'company-6', name: 'Corktown Food Bank', isNonprofit: true });
    const { api, actor, drawer } = await openCreate({ 'POST /company': ok(created, message) });
    const admin = authStore.getState().user;
    await fillNewCompany(actor, drawer);
    await actor.click(within(drawer).getByLabelText('Nonprofit'));
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Company' })).not.toBeInTheDocument());
    expect(api.callsTo('POST /company')).toHaveLength(1);
    expect(api.callsTo('POST /company')[0].body).toMatchObject({
      name: 'Corktown Food Bank',
      description: 'Meals for Corktown families.',
      address: '440 Burroughs St',
      city: 'Detroit',
      state: 'Michigan',
      postalCode: '48202',
      latitude: 42.3637,
      longitude: -83.0681,
      isNonprofit: true,
    });
    expect(lastShownToast()).toMatchObject({ type: 'success', ...message });
    await waitFor(() => expect(api.callsTo('GET /company').length).toBeGreaterThan(1));
    expect(authStore.getState().user).toEqual(admin);
  });

  it('shows the rules inline before sending, and a 409 as a danger toast with the drawer kept open', async () => {
    const taken = ADMIN_MESSAGES.companyNameTaken('Corktown Food Bank');
    const { api, actor, drawer } = await openCreate({ 'POST /company': failure(409, 'Conflict', taken) });
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('Company Name is required')).toBeInTheDocument();
    expect(within(drawer).getByText('Address is required')).toBeInTheDocument();
    expect(api.callsTo('POST /company')).toHaveLength(0);
    await fillNewCompany(actor, drawer);
    await actor.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', message: taken }));
    expect(screen.getByRole('dialog', { name: 'Create Company' })).toBeInTheDocument();
  });
});
