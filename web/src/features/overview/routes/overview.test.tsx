import type { AdminOverview } from '@gro/config';
import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { cascadedValue } from '@/testing/css-cascade';
import { buildAdmin, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

interface ChartCall {
  options: { series: { label?: string }[] };
  data: number[][];
}

// uPlot draws on a canvas, which jsdom lacks: the chart library is replaced by a recorder of what it was asked to draw.
const { charts } = vi.hoisted(() => ({ charts: [] as ChartCall[] }));
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    constructor(options: ChartCall['options'], data: number[][], target: HTMLElement) {
      charts.push({ options, data });
      target.append(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
  },
}));

const months = ['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
const counts = (Active: number, Inactive = 0, Suspended = 0, Deleted = 0) => ({ Active, Inactive, Suspended, Deleted });

function overview(overrides: Partial<AdminOverview> = {}): AdminOverview {
  return {
    generatedAt: '2026-05-15T12:00:00.000Z',
    cacheSeconds: 60,
    months,
    members: {
      total: 9,
      chapters: [
        { chapterId: 1, chapterName: 'GRO Detroit', counts: counts(5, 1, 1), total: 7 },
        { chapterId: null, chapterName: 'No home chapter', counts: counts(2), total: 2 },
      ],
    },
    newMembers: months.map((month, i) => ({ month, count: i === 11 ? 3 : 1 })),
    subscriptions: {
      active: 5,
      mrrCents: 3 * 2500 + Math.round((2 * 25000) / 12),
      currency: 'usd',
      plans: [
        { priceId: 'price_m', planLabel: 'Monthly', interval: 'month', active: 3, priceCents: 2500, mrrCents: 7500 },
        { priceId: 'price_y', planLabel: 'Yearly', interval: 'year', active: 2, priceCents: 25000, mrrCents: 4167 },
      ],
    },
    churn: months.map((month, i) => ({ month, canceled: i === 10 ? 1 : 0, activeAtStart: 4, rate: i === 10 ? 0.25 : 0 })),
    failedPayments: { subscriptions: 2, pastDue: 1, unpaid: 1, openInvoices: 2, amountDueCents: 27500, currency: 'usd' },
    joinRequests: { pending: 3, oldestAt: '2026-05-01T12:00:00.000Z' },
    visitors: { since: '2025-06-01', chapters: [{ chapterId: 1, chapterName: 'GRO Detroit', visitors: 4, joined: 1, conversion: 0.25 }] },
    duesShare: { month: '2026-05', percent: 20, currency: 'usd', totalShareCents: 5400, chapters: [{ chapterId: 1, chapterName: 'GRO Detroit', netCents: 27000, shareCents: 5400 }] },
    ...overrides,
  };
}

function openOverview(handlers: Parameters<typeof mockApi>[0] = {}) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), 'GET /overview': ok(overview()), ...handlers });
  renderApp('/portal/administrator');
  return api;
}

const section = (title: string) => screen.getByRole('region', { name: title });
const rowsOf = (table: HTMLElement) => Array.from(table.querySelectorAll('tr')).map((row) => Array.from(row.querySelectorAll('th, td')).map((c) => c.textContent));

beforeEach(() => {
  charts.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/portal/administrator: the admin overview', () => {
  it('is the first link of the sidebar’s Administration section', async () => {
    openOverview();
    await findHeading(OVERVIEW_TEXTS.title);
    const links = within(screen.getByRole('navigation', { name: /portal/i })).getAllByRole('link');
    const overviewLink = links.findIndex((link) => link.textContent === OVERVIEW_TEXTS.nav);
    expect(links[overviewLink + 1]?.textContent).toBe('Company Join Requests');
    expect(links[overviewLink]).toHaveAttribute('aria-current', 'page');
  });

  it('shows each figure with its one-line explanation', async () => {
    openOverview();
    await findHeading(OVERVIEW_TEXTS.title);
    const t = OVERVIEW_TEXTS;
    const expectations: [string, string, string][] = [
      [t.members.title, t.members.explain, '9 members'],
      [t.newMembers.title, t.newMembers.explain, '14 in 12 months'],
      [t.subscriptions.title, t.subscriptions.explain, '5 active'],
      [t.churn.title, t.churn.explain, '0% in May 2026'],
      [t.failedPayments.title, t.failedPayments.explain, '2 awaiting a card update'],
      [t.joinRequests.title, t.joinRequests.explain, '3 pending'],
      [t.visitors.title, t.visitors.explain('Jun 2025'), '4 visitors, 25% joined'],
      [t.duesShare.title, t.duesShare.explain(20, 'May 2026'), '$54.00 owed'],
    ];
    for (const [title, explain, figure] of expectations) {
      const card = section(title);
      expect(within(card).getByText(explain)).toBeInTheDocument();
      expect(within(card).getByText(figure)).toBeInTheDocument();
    }
    expect(within(section(t.subscriptions.title)).getByText('$116.67 MRR')).toBeInTheDocument();
    expect(within(section(t.failedPayments.title)).getByText('1 past due, 1 unpaid; 2 open invoices for $275.00.')).toBeInTheDocument();
    expect(within(section(t.joinRequests.title)).getByRole('link', { name: t.joinRequests.link })).toHaveAttribute('href', '/portal/administrator/company/join');
    expect(screen.getByRole('status')).toHaveTextContent(/Figures as of \d{1,2}:\d\d [AP]M [A-Z]+[+\-\d]*; they update within 60 seconds\./);
  });

  it('draws every chart of two bars or more as an image that names its table, and the table holds the same figures', async () => {
    openOverview();
    await findHeading(OVERVIEW_TEXTS.title);
    await waitFor(() => expect(charts).toHaveLength(4));
    const images = screen.getAllByRole('img', { name: /^Bar chart of .*"Show as table" below lists the same figures\.$/ });
    expect(images).toHaveLength(4);
    // One chapter's visitors and dues share would be a single bar: the figure and the table say it, without a chart.
    for (const title of [OVERVIEW_TEXTS.visitors.title, OVERVIEW_TEXTS.duesShare.title]) {
      expect(within(section(title)).queryByRole('img')).not.toBeInTheDocument();
      expect(section(title).querySelector('table')).not.toBeNull();
    }
    for (const image of images) {
      const card = image.closest('section')!;
      expect(within(card).getByText(OVERVIEW_TEXTS.showTable).tagName).toBe('SUMMARY');
      expect(card.querySelector('table')).not.toBeNull();
    }

    const members = within(section(OVERVIEW_TEXTS.members.title)).getByRole('table', { hidden: true });
    expect(rowsOf(members)).toEqual([
      ['Chapter', 'Active', 'Inactive', 'Suspended', 'Deleted', 'Total'],
      ['GRO Detroit', '5', '1', '1', '0', '7'],
      ['No home chapter', '2', '0', '0', '0', '2'],
      ['Total', '7', '1', '1', '0', '9'],
    ]);
    const plans = within(section(OVERVIEW_TEXTS.subscriptions.title)).getByRole('table', { hidden: true });
    expect(rowsOf(plans).slice(1)).toEqual([
      ['Monthly', '3', '$25.00/month', '$75.00'],
      ['Yearly', '2', '$250.00/year', '$41.67'],
      ['Total', '5', '', '$116.67'],
    ]);
    // The members chart stacks the statuses present (Active, Inactive, Suspended) per chapter.
    const memberChart = charts.find((c) => c.options.series.some((s) => s.label === 'Suspended'))!;
    expect(memberChart.data[0]).toEqual([0, 1]);
  });

  it('Show as table opens the chart\'s table (a native summary: Enter and Space work too)', async () => {
    const user = userEvent.setup();
    openOverview();
    await findHeading(OVERVIEW_TEXTS.title);
    const card = section(OVERVIEW_TEXTS.churn.title);
    await user.click(within(card).getByText(OVERVIEW_TEXTS.showTable));
    expect(card.querySelector('details')).toHaveAttribute('open');
    expect(within(card).getByRole('table', { name: OVERVIEW_TEXTS.churn.caption })).toBeVisible();
  });

  it('says when there are no figures yet, and draws no empty chart', async () => {
    openOverview({
      'GET /overview': ok(
        overview({
          members: { total: 0, chapters: [] },
          subscriptions: { active: 0, mrrCents: 0, currency: 'usd', plans: [] },
          visitors: { since: '2025-06-01', chapters: [] },
          duesShare: { month: '2026-05', percent: 20, currency: 'usd', totalShareCents: 0, chapters: [] },
          churn: months.map((month) => ({ month, canceled: 0, activeAtStart: 0, rate: null })),
        }),
      ),
    });
    await findHeading(OVERVIEW_TEXTS.title);
    for (const text of [OVERVIEW_TEXTS.members.empty, OVERVIEW_TEXTS.subscriptions.empty, OVERVIEW_TEXTS.visitors.empty, OVERVIEW_TEXTS.duesShare.empty, OVERVIEW_TEXTS.churn.none]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    // Only new members has figures: the churn chart of twelve empty months is not drawn.
    expect(screen.getAllByRole('img', { name: /^Bar chart of/ })).toHaveLength(1);
    expect(within(section(OVERVIEW_TEXTS.churn.title)).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section(OVERVIEW_TEXTS.churn.title)).queryByText(OVERVIEW_TEXTS.showTable)).not.toBeInTheDocument();
    // Without a figure, its sentence is a quiet note rather than a headline.
    expect(cascadedValue(screen.getByText(OVERVIEW_TEXTS.churn.none), 'font-weight')).toBe('400');
  });

  it('shows the error with Try again, which loads the figures', async () => {
    const user = userEvent.setup();
    let calls = 0;
    openOverview({ 'GET /overview': () => ((calls += 1) === 1 ? failure(500, 'Error', 'Something went wrong.') : ok(overview())) });
    expect(await screen.findByText(OVERVIEW_TEXTS.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('9 members')).toBeInTheDocument();
  });

  it('Refresh asks the server to read the figures anew', async () => {
    const user = userEvent.setup();
    const api = openOverview({
      'GET /overview': ({ query }) => ok(overview(query.fresh === '1' ? { joinRequests: { pending: 4, oldestAt: null } } : {})),
    });
    await screen.findByText('3 pending');
    await user.click(screen.getByRole('button', { name: OVERVIEW_TEXTS.refresh }));
    expect(await screen.findByText('4 pending')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/overview' && call.query.fresh === '1')).toBe(true);
  });
});
