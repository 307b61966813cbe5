import type { ChapterHome, User } from '@gro/config';
import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { DETROIT, LANSING, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const texts = MY_CHAPTER_TEXTS.home;

const counts = { Present: 0, Absent: 1, Late: 0, Medical: 0, Substitute: 1, Unmarked: 10, visitorsAttended: 0, visitorsNoShow: 0, visitorsUnmarked: 2 };

const home = (overrides: Partial<ChapterHome> = {}): ChapterHome => ({
  chapter: { id: 1, name: 'GRO Detroit', slug: 'detroit' },
  timeZone: 'America/Detroit',
  meeting: { eventId: 7, title: 'GRO Detroit Weekly Meeting', date: '2026-12-08', start: '2026-12-08T12:00:00.000Z', end: '2026-12-08T13:30:00.000Z', cancellation: null, underWay: true, counts, members: 12 },
  visitors: { total: 6, items: [{ id: 3, firstname: 'Gail', lastname: 'Guest', company: 'Guest Co', occurrenceDate: '2026-12-01' }] },
  joinRequests: { total: 1, items: [{ id: 4, member: 'Nina Newcomer', company: 'Rivera Consulting', createdAt: '2026-11-30T10:00:00.000Z' }] },
  companies: { total: 0, items: [] },
  staleReferrals: { total: 1, referrals: 2, items: [{ userId: 9, member: 'Ben Brook', count: 2 }] },
  pastPolicy: { total: 1, items: [{ userId: 11, member: 'Cy Cole', absences: 4 }], maxAbsences: 3, months: 6 },
  ...overrides,
});

function open(user: User, path: string, handlers: Parameters<typeof mockApi>[0] = {}) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...handlers });
  renderApp(path);
  return api;
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe("a chapter leader's home (/portal/my-chapter/{id})", () => {
  it('opens on the meeting under way with its counts and Start check-in, then what waits for the leaders, each with its screen', async () => {
    open(buildLeader([DETROIT]), '/portal/my-chapter/1', { 'GET /chapter/1/home': ok(home()) });
    expect(await findHeading('GRO Detroit')).toBeInTheDocument();
    const meeting = section(texts.meetingTitle);
    expect(within(meeting).getByText(texts.underWay)).toBeInTheDocument();
    expect(within(meeting).getByText('Tuesday, Dec 8, 7:00 AM EST')).toBeInTheDocument();
    expect(within(meeting).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['10 expected', '1 Absent', '1 Substitute', '2 visitors registered']);
    expect(within(meeting).getByRole('link', { name: texts.startCheckIn })).toHaveAttribute('href', '/portal/my-chapter/1/attendance?event=7&date=2026-12-08&checkIn=1');

    const visitors = section(texts.visitorsTitle);
    expect(within(visitors).getByText('Gail Guest')).toBeInTheDocument();
    expect(within(visitors).getByText(texts.more(5))).toBeInTheDocument();
    expect(within(visitors).getByRole('link', { name: texts.visitorsAction })).toHaveAttribute('href', '/portal/my-chapter/1/visitors');
    expect(within(section(texts.joinRequestsTitle)).getByText(texts.wantsToJoin('Rivera Consulting'))).toBeInTheDocument();
    expect(within(section(texts.companiesTitle)).getByText(texts.companiesEmpty)).toBeInTheDocument();
    const referrals = section(texts.referralsTitle);
    expect(within(referrals).getByText(texts.untouched(2))).toBeInTheDocument();
    expect(within(referrals).getByRole('link', { name: texts.referralsAction })).toHaveAttribute('href', '/portal/chapter/1/referrals');
  });

  it('says when no meeting is scheduled, and offers a retry when the home cannot be read', async () => {
    open(buildLeader([DETROIT]), '/portal/my-chapter/1', { 'GET /chapter/1/home': ok(home({ meeting: null })) });
    const meeting = await screen.findByRole('region', { name: texts.meetingTitle });
    expect(within(meeting).getByText(`${texts.noMeeting}.`)).toBeInTheDocument();
    expect(within(meeting).getByRole('link', { name: texts.addEvent })).toHaveAttribute('href', '/portal/my-chapter/1/events');
  });

  it('shows the error with a retry', async () => {
    open(buildLeader([DETROIT]), '/portal/my-chapter/1', { 'GET /chapter/1/home': failure(500, 'Error', 'Down.') });
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is not found for a member, nor for the leader of another chapter', async () => {
    const api = open(buildLeader([LANSING]), '/portal/my-chapter/1');
    expect(await findHeading('Page Not Found')).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/home')).toHaveLength(0);
  });
});

describe('/portal/my-chapter', () => {
  it('opens the home of the one chapter a leader leads', async () => {
    open(buildLeader([DETROIT]), '/portal/my-chapter', { 'GET /chapter/1/home': ok(home()) });
    expect(await findHeading('GRO Detroit')).toBeInTheDocument();
  });

  it('lists the chapters of a leader of several, and tells a member they lead none', async () => {
    open(buildLeader([DETROIT, LANSING]), '/portal/my-chapter');
    expect(await findHeading(texts.listTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GRO Lansing' })).toHaveAttribute('href', '/portal/my-chapter/2');
  });

  it('tells a member they lead no chapter', async () => {
    open(buildUser(), '/portal/my-chapter');
    expect(await screen.findByText(texts.noneTitle)).toBeInTheDocument();
  });
});
