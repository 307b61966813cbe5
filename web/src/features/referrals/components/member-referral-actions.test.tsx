import { REFERRAL_MESSAGES } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildMember } from '@/testing/chapter-fixtures';
import { buildUser } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildReferral } from '@/testing/referral-fixtures';
import { renderApp } from '@/testing/render';

const marcus = buildMember();
const directory = { items: [marcus], pagination: { page: 1, pageSize: 50, pageCount: 1, total: 1 } };

function open(path: string, user = buildUser()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /user/21': ok(marcus),
    'GET /user/directory': ok(directory),
    'GET /user/directory/letters': ok([]),
    'GET /user/directory/industries': ok([]),
    'GET /chapter/active': ok([]),
    'POST /referral': ok(buildReferral({ receiver: { id: 21, fullname: 'Marcus Bell', company: null } }), REFERRAL_MESSAGES.passed('Marcus Bell')),
  });
  renderApp(path);
  return api;
}

describe("'Pass a referral' and 'Propose a one-to-one' for a member", () => {
  it("opens the pass form preset to the member from their profile, and sends it to them", async () => {
    const api = open('/portal/user/21');
    await userEvent.click(await screen.findByRole('button', { name: 'Pass a referral to Marcus Bell' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Pass a referral to Marcus Bell' }));
    expect(drawer.getByRole('combobox', { name: /Member/ })).toHaveValue('Marcus Bell');
    await userEvent.type(drawer.getByLabelText(/Contact name/), 'Dana Park');
    await userEvent.type(drawer.getByLabelText(/Contact email/), 'dana@parkbakery.com');
    await userEvent.type(drawer.getByLabelText(/What they need/), 'Payroll');
    await userEvent.selectOptions(drawer.getByLabelText(/How warm/), '3 — interested');
    await userEvent.click(drawer.getByRole('button', { name: 'Pass the referral' }));
    await waitFor(() => expect(api.callsTo('POST /referral')).toHaveLength(1));
    expect(api.callsTo('POST /referral')[0].body).toMatchObject({ receiverId: 21, contactEmail: 'dana@parkbakery.com', warmth: 3 });
  });

  it('opens the one-to-one form preset to the member from their directory card', async () => {
    open('/portal/user/directory');
    // A card has little room: the buttons read short, their names say in full what they do and for whom.
    expect(await screen.findByRole('button', { name: 'Pass a referral to Marcus Bell' })).toHaveTextContent(/^Refer$/);
    expect(screen.getByRole('button', { name: 'Propose a one-to-one to Marcus Bell' })).toHaveTextContent(/^One-to-one$/);
    await userEvent.click(screen.getByRole('button', { name: 'Propose a one-to-one to Marcus Bell' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Propose a one-to-one to Marcus Bell' }));
    expect(drawer.getByRole('combobox', { name: /Member/ })).toHaveValue('Marcus Bell');
    expect(drawer.getByLabelText(/Place/)).toBeInTheDocument();
  });

  it("offers neither on the member's own profile", async () => {
    open('/portal/user/21', buildUser({ id: 21 }));
    expect((await screen.findAllByText('Marcus Bell')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Pass a referral/ })).not.toBeInTheDocument();
  });
});
