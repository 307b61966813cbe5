import { MEMBER_DATA_MESSAGES } from '@gro/config';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildMember } from '@/testing/chapter-fixtures';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

function openMember(answer: Parameters<typeof mockApi>[0][string], path = '/portal/user/21', user = buildUser()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({
    'GET /account': ok(user),
    'GET /user/21': answer,
    'GET /user': ok({ items: [buildMember()], pagination: { page: 1, pageSize: 10, pageCount: 1, total: 1 } }),
    'GET /user/directory': ok({ items: [buildMember()], pagination: { page: 1, pageSize: 50, pageCount: 1, total: 1 } }),
    'GET /user/directory/letters': ok([]),
    'GET /user/directory/industries': ok([]),
    'GET /chapter/active': ok([buildChapter()]),
  });
  return { api, ...renderApp(path) };
}

describe('user detail (/portal/user/{userId})', () => {
  it('shows the default avatar at 148 px, name, email, phone with extension, company, chapter and role names', async () => {
    openMember(ok(buildMember({ phoneNumber: '(313) 555-0142', phoneExt: '12', role: [{ name: 'Member' }, { name: 'Admin' }] })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' })).toBeInTheDocument();
    const avatar = screen.getByRole('img', { name: 'Default avatar' });
    expect(avatar).toHaveAttribute('width', '148');
    expect(avatar).toHaveAttribute('height', '148');
    expect(screen.getByRole('link', { name: 'marcus@example.com' })).toHaveAttribute('href', 'mailto:marcus@example.com');
    expect(screen.getByRole('link', { name: '(313) 555-0142 ext. 12' })).toHaveAttribute('href', 'tel:3135550142');
    expect(screen.getByText('Bell & Associates CPAs')).toBeInTheDocument();
    expect(screen.getByText('GRO Detroit')).toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    // The account's facts are the admins' (their answer alone carries a status).
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
  });

  it("is a member's profile to a member, with the way back to the directory, whatever opened it", async () => {
    const { router } = openMember(ok(buildMember()));
    expect(await findHeading('Member Profile')).toBeInTheDocument();
    expect(await screen.findByText('Role')).toBeInTheDocument();
    expect(screen.queryByText('Roles')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to Users' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Directory' }));
    expect(await findHeading('Member Directory')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/user/directory');
  });

  it('opened from the directory, goes back to it with its filters', async () => {
    const { router } = openMember(ok(buildMember()), '/portal/user/directory?chapter=1', buildAdmin());
    await findHeading('Member Directory');
    await userEvent.click(await screen.findByRole('link', { name: 'Marcus Bell' }));
    expect(await findHeading('Member Profile')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Directory' }));
    expect(await findHeading('Member Directory')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/portal/user/directory?chapter=1');
  });

  it("keeps the admins' words, 'User Details' and 'Back to Users', when opened from the users table", async () => {
    const { router } = openMember(ok(buildMember()), '/portal/user', buildAdmin());
    await findHeading('Users');
    await userEvent.click(await screen.findByRole('link', { name: 'Marcus Bell' }));
    expect(await findHeading('User Details')).toBeInTheDocument();
    const profile = await screen.findByRole('article', { name: 'Marcus Bell' });
    expect(within(profile).getByText('Roles')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Users' }));
    expect(await findHeading('Users')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/user');
  });

  it("shows an admin the account under the profile: status, since when, subscription, last sign-in", async () => {
    const account = {
      status: 'Active' as const,
      createdAt: '2026-01-15T12:00:00.000Z',
      subscription: { status: 'active' as const, priceId: 'price_m', planLabel: 'Monthly', interval: 'month' as const, currentPeriodEnd: '2026-12-15T12:00:00.000Z', cancelAtPeriodEnd: false, canceledAt: null },
      signInLog: [{ createdAt: '2026-11-28T15:00:00.000Z' }, { createdAt: '2026-11-01T15:00:00.000Z' }],
    };
    openMember(ok({ ...buildMember(), ...account }), '/portal/user/21', buildAdmin());
    const section = await screen.findByRole('region', { name: 'Account' });
    const facts = [...section.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Status', 'Active'],
      ['Member since', 'Jan 15, 2026'],
      ['Subscription', 'ActiveMonthly, renews Dec 15, 2026'],
      ['Last sign-in', expect.stringMatching(/^Nov 28, 2026, /)],
    ]);
  });

  it("says when an admin's view of a member has no subscription and no sign-in yet", async () => {
    openMember(ok({ ...buildMember(), status: 'Inactive', createdAt: '2026-01-15T12:00:00.000Z', subscription: null, signInLog: [] }), '/portal/user/21', buildAdmin());
    const section = await screen.findByRole('region', { name: 'Account' });
    expect(within(section).getByText('Never subscribed')).toBeInTheDocument();
    expect(within(section).getByText('Never')).toBeInTheDocument();
  });

  it("shows the member's photo when there is one", async () => {
    openMember(ok(buildMember({ avatar: { url: '/uploads/marcus.png' } })));
    const photo = await screen.findByRole('img', { name: 'Photo of Marcus Bell' });
    expect(photo).toHaveAttribute('src', '/uploads/marcus.png');
  });

  it("says 'Member not found.' on 404, with a link back to the users for an admin", async () => {
    const { router } = openMember(failure(404, 'Not Found', 'Member not found.'), '/portal/user/21', buildAdmin());
    expect(await screen.findByText('Member not found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Users' }));
    expect(await findHeading('Users')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/portal/user');
  });

  it('shows an error, not a 404, when the member cannot be loaded', async () => {
    openMember(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The member could not be loaded.');
    expect(screen.queryByText('Member not found.')).not.toBeInTheDocument();
  });

  it('says when the member can continue, not a general error, once the read limit refuses the profile (429)', async () => {
    openMember(failure(429, MEMBER_DATA_MESSAGES.readLimitTitle, MEMBER_DATA_MESSAGES.readLimit(60, 12 * 60)));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have opened member details very often in the last hour. You can continue in 12 minutes.');
    expect(screen.queryByText('The member could not be loaded.')).not.toBeInTheDocument();
  });
});

describe('a member who says what they do', () => {
  it('shows the profession under the name, the company with its industry and website, the links, the bio and the ideal referral', async () => {
    const member = {
      ...buildMember({ profession: { id: 3, name: 'Accountant (CPA)' } }),
      company: { id: 4, name: 'Bell & Associates CPAs', logo: null, industry: 'Accounting', url: 'https://bellcpas.example.com' },
      about: { bio: 'Books for family businesses.\nTwenty years.', idealReferral: 'An owner whose books are a year behind.', website: 'https://www.bellcpas.example.com/', linkedin: 'https://www.linkedin.com/in/marcus' },
    };
    openMember(ok(member));
    expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' })).toBeInTheDocument();
    expect(screen.getByText('Accountant (CPA)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bell & Associates CPAs' })).toHaveAttribute('href', 'https://bellcpas.example.com');
    expect(screen.getByText('· Accounting')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website: bellcpas.example.com' })).toHaveAttribute('href', 'https://www.bellcpas.example.com/');
    expect(screen.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(screen.getByRole('region', { name: 'About' })).getByText(/Books for family businesses/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Ideal referral' })).getByText('An owner whose books are a year behind.')).toBeInTheDocument();
  });

  it('never links an address that is not http or https, however it was stored', async () => {
    openMember(ok({ ...buildMember(), company: { id: 4, name: 'Bell & Associates CPAs', url: 'javascript:alert(1)' }, about: { bio: null, idealReferral: null, website: 'javascript:alert(2)', linkedin: 'data:text/html,x' } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bell & Associates CPAs' })).not.toBeInTheDocument();
    expect(screen.getByText('Bell & Associates CPAs')).toBeInTheDocument();
    expect(screen.queryByText('Links')).not.toBeInTheDocument();
  });

  it('leaves out what the member did not fill in', async () => {
    openMember(ok({ ...buildMember(), about: { bio: null, idealReferral: null, website: null, linkedin: null } }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Marcus Bell' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ideal referral' })).not.toBeInTheDocument();
    expect(screen.queryByText('Links')).not.toBeInTheDocument();
  });
});
