import type { User } from '@gro/config';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, buildUser } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** A stored session whose GET /account answers with `user`. */
function signInAs(user: User) {
  authStore.setAuth({ token: 'jwt', user });
  mockApi({ 'GET /account': ok(user) });
}

describe('router', () => {
  beforeEach(() => {
    mockApi({ 'GET /chapter/active': ok([]) });
  });

  it.each([
    ['/', 'Grow your business with people who want you to win.', 'GRO | Grow your business with people who want you to win'],
    ['/chapters', 'Local roots, global impact. Explore chapters.', 'Chapters | GRO'],
    ['/chapters/detroit-downtown', 'Chapter Not Found', 'Chapter Not Found | GRO'],
    ['/chapters/start', 'Start a Chapter', 'Start a Chapter | GRO'],
    ['/contact', "Have questions? Let's connect.", 'Contact | GRO'],
    ['/events', 'Events', 'Events | GRO'],
    ['/faqs', 'Questions. Answered.', 'FAQ | GRO'],
    ['/legal/terms', 'Terms and Conditions', 'Terms and Conditions | GRO'],
    // Without a session_id the confirmation fails at once (its own tests: subscription-success.test.tsx).
    ['/subscription/success', 'Something went wrong', 'Subscription Confirmation | GRO'],
    ['/signin', 'Welcome Back', 'Sign In | GRO'],
    ['/signup', 'Become a Member', 'Sign Up | GRO'],
    ['/password-forgot', 'Forgot Your Password?', 'Forgot Your Password? | GRO'],
    ['/password-reset?token=abc', 'Reset Your Password', 'Reset Your Password | GRO'],
    ['/scramble', 'Golf Scramble', 'Golf Scramble | GRO'],
    ['/blog', 'News and Stories', 'Blog | GRO'],
  ])('%s shows its title', async (path, title, documentTitle) => {
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(documentTitle));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('treats /chapters/start as the start-a-chapter form, not a chapter slug', async () => {
    renderApp('/chapters/start');
    expect(await heading('Start a Chapter')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Chapter' })).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown address', async () => {
    renderApp('/no/such/page');
    expect(await heading('Page Not Found')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | GRO'));
  });

  it('sends a visitor without a token from the portal to /signin', async () => {
    const { router } = renderApp('/portal/company');
    expect(await heading('Welcome Back')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });

  it('sends a signed-in visitor from /signin to the portal', async () => {
    signInAs(buildUser());
    const { router } = renderApp('/signin');
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal');
  });

  it.each([
    ['/portal', 'Dashboard'],
    ['/portal/chapter', 'Chapters'],
    ['/portal/company', 'Companies'],
    ['/portal/event', 'Events'],
    ['/portal/user', 'Users'],
    ['/portal/user/42', 'Member Profile'],
    ['/portal/user/directory', 'Member Directory'],
    ['/portal/blog', 'Blog'],
    ['/portal/blog/category', 'Blog Categories'],
    ['/portal/blog/post', 'Blog Posts'],
    ['/portal/blog/media', 'Blog Media'],
  ])('%s shows %s to a member', async (path, title) => {
    signInAs(buildUser());
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | GRO`));
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
  });

  it('routes /portal/user/directory to the directory, not a user id', async () => {
    signInAs(buildUser());
    renderApp('/portal/user/directory');
    expect(await heading('Member Directory')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Member Profile' })).not.toBeInTheDocument();
  });

  it.each([
    ['/portal/administrator/company/join', 'Company Join Requests'],
    ['/portal/administrator/activity', 'Activity'],
    // The finance screens' own tests: features/finance/routes/*.test.tsx.
    ['/portal/finance/invoice', 'Invoices'],
    ['/portal/finance/subscription', 'Subscriptions'],
    ['/portal/finance/subscription/log', 'Subscription Logs'],
    ['/portal/finance/dues-share', 'Dues Share'],
  ])('%s redirects a non-admin to /portal and shows %s to an admin', async (path, title) => {
    signInAs(buildUser());
    const member = renderApp(path);
    expect(await heading('Dashboard')).toBeInTheDocument();
    expect(member.router.state.location.pathname).toBe('/portal');
    member.unmount();

    signInAs(buildAdmin());
    renderApp(path);
    expect(await heading(title)).toBeInTheDocument();
  });

  it('shows the Administration and Finance links to admins only', async () => {
    signInAs(buildUser());
    const member = renderApp('/portal');
    await heading('Dashboard');
    for (const name of ['Go to Website', 'Dashboard', 'Chapters', 'Companies', 'Events', 'User Directory']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Company Join Requests' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dues Share' })).not.toBeInTheDocument();
    expect(screen.queryByText('Administration')).not.toBeInTheDocument();
    expect(screen.queryByText('Finance')).not.toBeInTheDocument();
    member.unmount();

    signInAs(buildAdmin());
    renderApp('/portal');
    await heading('Dashboard');
    expect(screen.getByRole('link', { name: 'Company Join Requests' })).toHaveAttribute('href', '/portal/administrator/company/join');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/portal/user');
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/portal/administrator/activity');
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/portal/finance/invoice');
    expect(screen.getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('href', '/portal/finance/subscription');
    expect(screen.getByRole('link', { name: 'Subscription Logs' })).toHaveAttribute('href', '/portal/finance/subscription/log');
    expect(screen.getByRole('link', { name: 'Dues Share' })).toHaveAttribute('href', '/portal/finance/dues-share');
  });

  it('shows a 404 inside the portal for an unknown portal address', async () => {
    signInAs(buildUser());
    renderApp('/portal/nothing-here');
    expect(await heading('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
  });
});
