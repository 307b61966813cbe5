import type { User } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { buildAdmin, buildCompany, buildUser } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

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

describe('portal companies: admin edit (issue 11)', () => {
  it('shows members no edit action', async () => {
    openCompanies(buildUser());
    await screen.findByText('Eastside Youth Arts');
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
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
    expect(toast.getAll().at(-1)).toMatchObject({ type: 'success', ...saved });
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
