import { REFERRAL_MESSAGES, REFERRAL_PRIVATE_MEMBERS_LABEL, type ChapterReferralFigures, type User } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter } from '@/testing/chapter-fixtures';
import { fixToday } from '@/testing/clock';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

// uPlot draws on a canvas, which jsdom lacks: the chart library is replaced by a recorder of the bars it was asked to draw.
const { charts } = vi.hoisted(() => ({ charts: [] as number[][][] }));
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    constructor(_options: unknown, data: number[][], target: HTMLElement) {
      charts.push(data);
      target.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
  },
}));

const counts = (given: number, received: number, creditedCents: number, oneToOnes: number) => ({ given, received, creditedCents, oneToOnes });

const figures: ChapterReferralFigures = {
  chapter: { id: 1, name: 'Detroit Downtown' },
  from: '2025-12',
  to: '2026-11',
  months: [
    { month: '2026-10', ...counts(2, 1, 0, 1) },
    { month: '2026-11', ...counts(3, 4, 400000, 2) },
  ],
  totals: counts(5, 5, 400000, 3),
  members: [
    { userId: 21, fullname: 'Bea Lindqvist', company: 'Lindqvist Law', ...counts(3, 1, 400000, 1) },
    { userId: 22, fullname: 'Carl Osei', company: null, ...counts(0, 2, 0, 2) },
    { userId: 7, fullname: 'Jordan Rivera', company: 'Rivera Consulting', ...counts(2, 2, 150000, 0) },
  ],
  privateMembers: null,
};

function open(answer: Response | (() => Response), user: User = buildUser()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /chapter/1/referral-figures': answer, 'GET /chapter/1': ok(buildChapter({ users: [] })) });
  renderApp('/portal/chapter/1/referrals');
  return api;
}

const membersTable = () => within(screen.getAllByRole('table')[1]);
const firstColumn = () => membersTable().getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].querySelector('strong')?.textContent);

describe("a chapter's referral figures (/portal/chapter/{id}/referrals)", () => {
  fixToday('2026-11-27');

  it('shows the totals, the months and the members, for the 12 months ending this one', async () => {
    const api = open(ok(figures));
    await findHeading('Detroit Downtown: referrals');
    const totals = within(screen.getByRole('group', { name: 'Totals' }));
    expect(totals.getByText('Closed business credited').nextSibling).toHaveTextContent('$4,000.00');
    expect(screen.getByRole('img', { name: /Referrals given per month/ })).toBeInTheDocument();
    await waitFor(() => expect(charts.at(-1)?.[1]).toEqual([2, 3]));
    expect(within(screen.getAllByRole('table')[0]).getByText('Nov 2026')).toBeInTheDocument();
    expect(firstColumn()).toEqual(['Bea Lindqvist', 'Carl Osei', 'Jordan Rivera']);
    expect(api.callsTo('GET /chapter/1/referral-figures')[0].query).toEqual({ from: '2025-12', to: '2026-11' });
    expect(screen.getByText('Showing Dec 2025 to Nov 2026.')).toBeInTheDocument();
  });

  it('adds up the members who keep their profile private in one line after the named members', async () => {
    open(ok({ ...figures, members: figures.members.slice(0, 2), privateMembers: counts(2, 2, 150000, 0) }));
    await screen.findByText('Bea Lindqvist');
    expect(firstColumn()).toEqual(['Bea Lindqvist', 'Carl Osei']);
    expect(screen.getByText(REFERRAL_PRIVATE_MEMBERS_LABEL)).toBeInTheDocument();
    const line = within(screen.getByRole('group', { name: REFERRAL_PRIVATE_MEMBERS_LABEL }));
    expect(line.getByText('Given').nextSibling).toHaveTextContent('2');
    expect(line.getByText('Closed business credited').nextSibling).toHaveTextContent('$1,500.00');
    expect(line.getByText('One-to-ones').nextSibling).toHaveTextContent('0');
  });

  it('shows no private line when every member is named', async () => {
    open(ok(figures));
    await screen.findByText('Bea Lindqvist');
    expect(screen.queryByText(REFERRAL_PRIVATE_MEMBERS_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: REFERRAL_PRIVATE_MEMBERS_LABEL })).not.toBeInTheDocument();
  });

  it('sorts the members table by any column', async () => {
    open(ok(figures));
    await screen.findByText('Bea Lindqvist');
    const sortBy = (name: string) => userEvent.click(membersTable().getByRole('button', { name: new RegExp(`^${name}`) }));
    await sortBy('Closed business credited');
    expect(firstColumn()).toEqual(['Carl Osei', 'Jordan Rivera', 'Bea Lindqvist']);
    await sortBy('Closed business credited');
    expect(firstColumn()).toEqual(['Bea Lindqvist', 'Jordan Rivera', 'Carl Osei']);
    await sortBy('One-to-ones');
    expect(firstColumn()).toEqual(['Jordan Rivera', 'Bea Lindqvist', 'Carl Osei']);
    await sortBy('Received');
    expect(firstColumn()[0]).toBe('Bea Lindqvist');
    await sortBy('Member');
    await sortBy('Member');
    expect(firstColumn()).toEqual(['Jordan Rivera', 'Carl Osei', 'Bea Lindqvist']);
  });

  it('shows the members 10 to a page, sorted across every page', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ userId: 100 + i, fullname: `Member ${String(i + 1).padStart(2, '0')}`, company: null, ...counts(i, 0, 0, 0) }));
    open(ok({ ...figures, members: many }));
    await screen.findByText('Member 01');
    expect(firstColumn()).toHaveLength(10);
    expect(screen.getByText('Showing 1 to 10 of 12 records')).toBeInTheDocument();
    await userEvent.click(membersTable().getByRole('button', { name: /^Given/ }));
    await userEvent.click(membersTable().getByRole('button', { name: /^Given/ }));
    expect(firstColumn()[0]).toBe('Member 12');
  });

  it("says so when the chapter is not the member's", async () => {
    open(failure(403, 'Forbidden', REFERRAL_MESSAGES.chapterNotYours));
    expect(await screen.findByText(REFERRAL_MESSAGES.chapterNotYours)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks again for another month range, and refuses a backward one', async () => {
    const api = open(ok(figures), buildAdmin());
    await screen.findByText('Bea Lindqvist');
    const from = screen.getByLabelText('From month');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12');
    expect(await screen.findByText(REFERRAL_MESSAGES.badRange)).toBeInTheDocument();
    await userEvent.clear(from);
    await userEvent.type(from, '2026-06');
    await waitFor(() => expect(api.callsTo('GET /chapter/1/referral-figures').at(-1)?.query).toEqual({ from: '2026-06', to: '2026-11' }));
  });

  it("links the member's own chapter page to its figures", async () => {
    authStore.setAuth({ token: 'jwt', user: buildUser() });
    mockApi({ 'GET /account': ok(buildUser()), 'GET /chapter/1': ok(buildChapter({ users: [] })) });
    renderApp('/portal/chapter/1');
    expect(await screen.findByRole('link', { name: 'Referral figures' })).toHaveAttribute('href', '/portal/chapter/1/referrals');
  });
});
