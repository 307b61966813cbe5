import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const member = buildUser({ firstname: 'Jordan', lastname: 'Rivera', fullname: 'Jordan Rivera' });
const withoutCompany = buildUser({ companyId: null, company: null });

describe('portal entry', () => {
  it('loads the member from GET /account, showing a full-page loading state meanwhile, and stores them', async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser({ firstname: 'Stale', fullname: 'Stale Name' }) });
    let answer: (response: Response) => void = () => {};
    const api = mockApi({ 'GET /account': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/portal');
    expect(await screen.findByText('Loading your account…')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();

    answer(ok(member));
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Jordan Rivera')).toBeInTheDocument();
    expect(screen.getByText('JR')).toBeInTheDocument();
    expect(authStore.getState()).toEqual({ token: 'jwt', user: member });
    expect(api.callsTo('GET /account')).toHaveLength(1);
  });

  it("shows the company gate 'Join or Create a Company' instead of the portal to a member without a company", async () => {
    authStore.setAuth({ token: 'jwt', user: withoutCompany });
    mockApi({ 'GET /account': ok(withoutCompany) });
    renderApp('/portal/event');
    expect(await findHeading('Join or Create a Company')).toBeInTheDocument();
    expect(screen.getByText(/Every GRO member belongs to a company/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('shows "Waiting for review" instead of the portal while the member\'s company waits, and opens the portal once Check again finds it approved', async () => {
    const waiting = buildUser({ memberData: { allowed: false, reason: 'company-pending' } });
    const approved = buildUser({ memberData: { allowed: true, reason: null } });
    authStore.setAuth({ token: 'jwt', user: waiting });
    let account = waiting;
    const api = mockApi({ 'GET /account': () => ok(account), 'GET /dashboard': failure(500, 'Error', 'Down') });
    renderApp('/portal/directory');
    expect(await findHeading('Waiting for review')).toBeInTheDocument();
    expect(screen.getByText(/Rivera Consulting is your company now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();

    account = approved;
    const calls = api.callsTo('GET /account').length;
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
    expect(api.callsTo('GET /account').length).toBe(calls + 1);
  });

  it('keeps an account whose address is not verified at the gate, where the link went, even when it has a company', async () => {
    const unverified = buildUser({ emailVerified: false, memberData: { allowed: false, reason: null } });
    authStore.setAuth({ token: 'jwt', user: unverified });
    mockApi({ 'GET /account': ok(unverified), 'GET /company/join-request/mine': ok([]) });
    renderApp('/portal');
    expect(await findHeading('Join or Create a Company')).toBeInTheDocument();
    expect(screen.getByText('We sent a link to jordan@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Portal' })).not.toBeInTheDocument();
  });

  it('never holds an admin at the company gate: an admin without a company reaches the portal and the admin screens', async () => {
    const admin = buildAdmin({ companyId: null, company: null });
    authStore.setAuth({ token: 'jwt', user: admin });
    mockApi({ 'GET /account': ok(admin), 'GET /dashboard': failure(500, 'Error', 'Down') });
    const { router } = renderApp('/portal');
    expect(await findHeading('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Join or Create a Company' })).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('link', { name: 'Company Join Requests' })[0]);
    expect(await findHeading('Company Join Requests')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/administrator/company/join');
  });

  it('goes to /signin and ends the session when the account cannot be loaded', async () => {
    authStore.setAuth({ token: 'jwt', user: member });
    mockApi({ 'GET /account': failure(500, 'Error', 'A general error occurred') });
    const { router } = renderApp('/portal');
    expect(await findHeading('Welcome Back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(authStore.getState()).toEqual({ token: null, user: null });
  });

  it('goes to /signin when the session cannot be refreshed after a 401', async () => {
    authStore.setAuth({ token: 'expired', user: member });
    const api = mockApi({
      'GET /account': failure(401, 'Unauthorized', 'Token expired'),
      'POST /authenticate/refresh': failure(401, 'Session expired', 'Your session has expired. Please sign in again.'),
    });
    const { router } = renderApp('/portal');
    expect(await findHeading('Welcome Back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
    expect(authStore.getState().token).toBeNull();
    expect(api.callsTo('POST /authenticate/refresh')).toHaveLength(1);
  });

  it('goes to /signin when GET /account answers without a user', async () => {
    authStore.setAuth({ token: 'jwt', user: member });
    mockApi({ 'GET /account': ok(null) });
    const { router } = renderApp('/portal');
    expect(await findHeading('Welcome Back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });
});

describe('sign out', () => {
  it('from the portal: posts /authenticate/signout, clears token and user, goes to /signin replacing history', async () => {
    authStore.setAuth({ token: 'jwt', user: member });
    const api = mockApi({ 'GET /account': ok(member), 'POST /authenticate/signout': ok(null) });
    const { router } = renderApp('/portal');
    await findHeading('Dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Jordan Rivera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await findHeading('Welcome Back')).toBeInTheDocument();
    expect(api.callsTo('POST /authenticate/signout')).toHaveLength(1);
    expect(authStore.getState()).toEqual({ token: null, user: null });
    expect(router.state.location.pathname).toBe('/signin');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('from the company gate, even when the sign-out call fails', async () => {
    authStore.setAuth({ token: 'jwt', user: withoutCompany });
    mockApi({ 'GET /account': ok(withoutCompany), 'POST /authenticate/signout': failure(500, 'Error', 'Down') });
    const { router } = renderApp('/portal');
    await findHeading('Join or Create a Company');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await findHeading('Welcome Back')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(authStore.getState().token).toBeNull();
  });

  it('forgets the previous member: signing in again loads the new account', async () => {
    authStore.setAuth({ token: 'jwt', user: member });
    const next = buildUser({ id: 8, firstname: 'Ada', lastname: 'Nwosu', fullname: 'Ada Nwosu' });
    mockApi({
      'GET /account': () => ok(authStore.getState().token === 'jwt-ada' ? next : member),
      'POST /authenticate/signout': ok(null),
      'POST /authenticate': ok({ token: 'jwt-ada', user: next }),
    });
    renderApp('/portal');
    await findHeading('Dashboard');
    expect(screen.getByText('Jordan Rivera')).toBeInTheDocument();
    const actor = userEvent.setup();
    await actor.click(screen.getByRole('button', { name: 'Jordan Rivera' }));
    await actor.click(screen.getByRole('button', { name: 'Sign Out' }));
    await findHeading('Welcome Back');
    await actor.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await actor.type(screen.getByLabelText('Password'), 'Gr0wT0gether!');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    await findHeading('Dashboard');
    expect(screen.getByText('Ada Nwosu')).toBeInTheDocument();
    expect(screen.queryByText('Jordan Rivera')).not.toBeInTheDocument();
  });
});
