import type { Dashboard } from '@gro/config';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter, buildEvent, buildMember, buildSpecialEvent } from '@/testing/chapter-fixtures';
import { buildCompany, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const company = buildCompany({ industry: 'Consulting' });

const members = Array.from({ length: 6 }, (_, i) =>
  buildMember({ id: 30 + i, firstname: `Member${i + 1}`, lastname: 'Lee', fullname: `Member${i + 1} Lee`, role: [{ name: 'Member' }] }),
);

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  company,
  chapter: buildChapter(),
  subscription: { status: 'active' },
  events: [
    buildSpecialEvent({ id: 2, title: 'Holiday Mixer', date: '2026-11-24' }),
    buildSpecialEvent({ id: 1, title: 'Autumn Workshop', date: '2026-10-06' }),
    buildEvent(),
  ],
  members: members.slice(0, 5),
  ...overrides,
});

function openDashboard(answer: Parameters<typeof mockApi>[0][string]) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  mockApi({ 'GET /account': ok(user), 'GET /dashboard': answer });
  renderApp('/portal');
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('dashboard (/portal)', () => {
  it("shows the company, chapter and subscription status, the chapter's events by date and its members with role names", async () => {
    openDashboard(ok(dashboard()));
    await findHeading('Dashboard');
    expect(await screen.findByText('Rivera Consulting')).toBeInTheDocument();
    expect(screen.getByText('Consulting · Detroit · MI')).toBeInTheDocument();
    expect(screen.getByText('GRO Detroit', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jordan.')).toBeInTheDocument();

    const events = within(panel('Chapter Events'));
    const titles = events.getAllByRole('listitem').map((item) => item.querySelector('p')?.firstChild?.textContent);
    expect(titles).toEqual(['Autumn Workshop', 'Holiday Mixer', 'GRO Detroit Weekly Meeting']);
    expect(events.getByText('Tuesday, Oct 6')).toHaveAttribute('datetime', '2026-10-06');
    expect(events.getAllByText('One Time')).toHaveLength(2);
    expect(events.getByText(/Every Tuesday/)).toBeInTheDocument();

    const chapterMembers = within(panel('Chapter Members'));
    expect(chapterMembers.getByRole('link', { name: 'Member1 Lee' })).toHaveAttribute('href', '/portal/user/30');
    expect(chapterMembers.getAllByText('Member')).toHaveLength(5);
  });

  it("says 'Unsubscribed' without a subscription, and shows at most 5 chapter members", async () => {
    openDashboard(ok(dashboard({ subscription: null, members })));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    const chapterMembers = within(panel('Chapter Members'));
    expect(chapterMembers.getAllByRole('link', { name: /Lee$/ })).toHaveLength(5);
    expect(chapterMembers.queryByRole('link', { name: 'Member6 Lee' })).not.toBeInTheDocument();
  });

  it("says 'No chapter members found.' and 'No events found.' when there are none", async () => {
    openDashboard(ok(dashboard({ members: [], events: [] })));
    expect(await screen.findByText('No chapter members found.')).toBeInTheDocument();
    expect(screen.getByText('No events found.')).toBeInTheDocument();
  });

  it('shows loading, then an error when the dashboard cannot be loaded', async () => {
    let answer: (response: Response) => void = () => {};
    openDashboard(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    answer(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
  });
});
