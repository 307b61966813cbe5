import { SCORECARD_DEFAULTS, SCORECARD_MESSAGES, type ChapterScorecards, type MemberScorecard, type ScorecardAverages, type ScorecardDetail, type ScorecardValue } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const v = (value: number | null, colour: ScorecardValue['colour'], green = 12, yellow = 6): ScorecardValue => ({ value, colour, green, yellow });

const card = (userId: number, firstname: string, overrides: Partial<MemberScorecard> = {}): MemberScorecard => ({
  userId,
  firstname,
  lastname: 'Member',
  company: 'Okafor Tools',
  memberSince: '2025-01-10T10:00:00.000Z',
  measures: {
    attendance: v(96, 'green', 95, 85),
    referralsGiven: v(12, 'green'),
    visitorsBrought: v(1, 'yellow', 2, 1),
    oneToOnes: v(3, 'red'),
    closedBusiness: v(150_000, 'yellow', 5000, 1000),
  },
  absences: 1,
  pastPolicy: false,
  ...overrides,
});

const averages = (referrals: number): ScorecardAverages => ({ attendance: 91, referralsGiven: referrals, visitorsBrought: 0.8, oneToOnes: 4.5, closedBusiness: 120_000 });

const board = (overrides: Partial<ChapterScorecards> = {}): ChapterScorecards => ({
  chapter: { id: 1, name: 'GRO Detroit' },
  windowFrom: '2026-06-03',
  windowTo: '2026-12-03',
  settings: SCORECARD_DEFAULTS,
  members: [card(7, 'Ada'), card(8, 'Ben', { absences: 4, pastPolicy: true, measures: { ...card(8, 'Ben').measures, attendance: v(80, 'red', 95, 85) } })],
  pagination: { page: 1, pageSize: 50, pageCount: 1, total: 2 },
  memberCount: 2,
  totals: { attendance: 88, referralsGiven: 24, visitorsBrought: 2, oneToOnes: 6, closedBusiness: 300_000 },
  averages: { chapter: averages(7.5), all: averages(5.2) },
  everyMember: true,
  ...overrides,
});

const detail = (member: MemberScorecard): ScorecardDetail => ({
  chapter: { id: 1, name: 'GRO Detroit' },
  windowFrom: '2026-06-03',
  windowTo: '2026-12-03',
  settings: SCORECARD_DEFAULTS,
  member,
  averages: { chapter: averages(7.5), all: averages(5.2) },
  months: [{ month: '2026-12', marks: 1, absences: 0, referralsGiven: 2, visitorsBrought: 0, oneToOnes: 1, closedBusinessCents: 0 }],
  marks: [
    { date: '2026-12-01', title: 'GRO Detroit Weekly Meeting', status: 'Absent', counted: true },
    { date: '2026-11-24', title: 'GRO Detroit Weekly Meeting', status: 'Medical', counted: false },
  ],
});

function open(path: string, handlers: Parameters<typeof mockApi>[0], user = buildLeader([DETROIT])) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...handlers });
  renderApp(path);
  return api;
}

describe("a chapter's scorecards (/portal/chapter/{id}/scorecards)", () => {
  it('shows every member coloured with words, the legend and the policy; compared with all chapters on request; a row opens the member', async () => {
    open('/portal/chapter/1/scorecards', {
      'GET /chapter/1/scorecards': ok(board()),
      'GET /chapter/1/scorecards/8': ok(detail(board().members[1]!)),
    });
    expect(await findHeading(texts.chapterTitle('GRO Detroit'))).toBeInTheDocument();
    const ben = screen.getByRole('row', { name: /Ben Member/ });
    expect(within(ben).getByText('80%')).toBeInTheDocument();
    expect(within(ben).getAllByText(', Below the minimum', { exact: false })).toHaveLength(2);
    expect(within(ben).getByText(texts.pastPolicyShort(4))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.legendTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.policyLine(3, 6))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.averageRow(texts.compare.chapter) })).toBeInTheDocument();
    expect(screen.getByText('7.5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: texts.compare.all }));
    expect(screen.getByRole('heading', { name: texts.averageRow(texts.compare.all) })).toBeInTheDocument();
    expect(screen.getByText('5.2')).toBeInTheDocument();

    await userEvent.click(within(ben).getByText('Ben Member'));
    expect(await screen.findByRole('heading', { name: 'Ben Member' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.marksTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.counted, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(`(${texts.notCounted})`, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(texts.pastPolicyHint)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.legendTitle })).toBeInTheDocument();
  });

  it('asks the server for the order and the search: a header sorts, typing searches from page 1', async () => {
    const api = open('/portal/chapter/1/scorecards', {
      'GET /chapter/1/scorecards': (call) => ok(call.query.q === 'zed' ? board({ members: [], pagination: { page: 1, pageSize: 50, pageCount: 0, total: 0 } }) : board()),
    });
    expect(await findHeading(texts.chapterTitle('GRO Detroit'))).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/scorecards')[0]!.query).toMatchObject({ page: '1', pageSize: '50' });
    await userEvent.click(screen.getByRole('button', { name: texts.monthColumns.referralsGiven }));
    await waitFor(() => expect(api.callsTo('GET /chapter/1/scorecards').at(-1)!.query).toMatchObject({ sort: 'referralsGiven:asc' }));
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'zed');
    expect(await screen.findByText(texts.noMatch)).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/scorecards').at(-1)!.query).toMatchObject({ q: 'zed', page: '1', sort: 'referralsGiven:asc' });
  });

  it("shows a member the chapter's averages and their own row only", async () => {
    const me = buildUser({ id: 7, chapterId: 1 });
    open('/portal/chapter/1/scorecards', { 'GET /chapter/1/scorecards': ok(board({ members: [card(7, 'Ada')], everyMember: false })) }, me);
    expect(await screen.findByRole('heading', { name: texts.yourRow })).toBeInTheDocument();
    expect(screen.queryByText('Ben Member')).not.toBeInTheDocument();
    expect(screen.getByText(texts.totalsHint(2))).toBeInTheDocument();
  });

  it("says so when the chapter is not the reader's", async () => {
    const me = buildUser({ id: 7, chapterId: 2 });
    open('/portal/chapter/1/scorecards', { 'GET /chapter/1/scorecards': failure(403, 'Forbidden', SCORECARD_MESSAGES.notYours) }, me);
    expect(await screen.findByText(SCORECARD_MESSAGES.notYours)).toBeInTheDocument();
  });
});

describe('my scorecard and the dashboard card', () => {
  it('shows my measures, the thresholds judged against and the policy standing', async () => {
    const me = buildUser({ id: 7, chapterId: 1 });
    open('/portal/scorecard', { 'GET /scorecard/mine': ok(detail(card(7, 'Ada'))) }, me);
    expect(await screen.findByRole('heading', { name: 'Ada Member' })).toBeInTheDocument();
    expect(screen.getByText(texts.standing(1, 3, 6))).toBeInTheDocument();
    expect(screen.getAllByText(texts.thresholdLine('95%', '85%')).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: texts.monthsTitle })).toBeInTheDocument();
  });

  it('tells a member outside any chapter that scorecards start with one', async () => {
    open('/portal/scorecard', { 'GET /scorecard/mine': failure(404, 'Not Found', SCORECARD_MESSAGES.noChapter) }, buildUser({ id: 7, chapterId: null as never }));
    expect(await screen.findByText(texts.noChapter)).toBeInTheDocument();
  });
});

describe("every chapter's scorecards (/portal/administrator/scorecards)", () => {
  it('lists the chapters with their averages and colours in words', async () => {
    const colours = { green: 3, yellow: 1, red: 1, grey: 0 };
    open('/portal/administrator/scorecards', {
      'GET /admin/scorecards': ok({
        windowFrom: '2026-06-03',
        windowTo: '2026-12-03',
        settings: SCORECARD_DEFAULTS,
        averages: averages(6),
        chapters: [{ chapter: { id: 1, name: 'GRO Detroit', slug: 'detroit' }, memberCount: 5, averages: averages(7.5), colours: { attendance: colours, referralsGiven: colours, visitorsBrought: colours, oneToOnes: colours, closedBusiness: colours }, pastPolicy: 1 }],
      }),
    }, buildAdmin());
    const row = await screen.findByRole('row', { name: /GRO Detroit/ });
    expect(within(row).getByText('7.5')).toBeInTheDocument();
    expect(within(row).getAllByText(`${texts.colourCount(3, 'On track')}, ${texts.colourCount(1, 'Needs attention')}, ${texts.colourCount(1, 'Below the minimum')}`).length).toBe(5);
  });
});
