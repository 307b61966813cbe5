import type { DuesShareReport } from '@gro/config';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { fileDownload } from '@/lib/download';
import { buildAdmin, failure } from '@/testing/fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

interface ChartCall {
  options: { series: { label?: string }[] };
  data: number[][];
  target: HTMLElement;
}

// uPlot draws on a canvas, which jsdom lacks: the chart library is replaced by a recorder of what it was asked to draw.
const { charts } = vi.hoisted(() => ({ charts: [] as ChartCall[] }));
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    constructor(options: ChartCall['options'], data: number[][], target: HTMLElement) {
      charts.push({ options, data, target });
      const root = document.createElement('div');
      root.className = 'uplot';
      target.append(root);
    }
    setSize() {}
    destroy() {}
  },
}));

const months = ['2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
const row = (chapterId: number | null, chapterName: string, month: string, paidCents: number, refundedCents = 0) => {
  const netCents = paidCents - refundedCents;
  return { chapterId, chapterName, month, paidCents, refundedCents, netCents, shareCents: Math.round(netCents * 0.2) };
};

const report = (overrides: Partial<DuesShareReport> = {}): DuesShareReport => ({
  percent: 20,
  from: '2025-06',
  to: '2026-05',
  months,
  currency: 'usd',
  rows: [
    row(1, 'GRO Detroit', '2026-05', 25000, 2500),
    row(null, 'No home chapter', '2026-05', 2500),
    row(1, 'GRO Detroit', '2026-04', 5000),
    row(2, 'GRO Ann Arbor', '2026-05', 2500),
  ],
  ...overrides,
});

const CSV = 'chapter,month,paid,refunded,net,share\nGRO Detroit,2026-05,250.00,25.00,225.00,45.00\n';

function openDuesShare(handlers: Parameters<typeof mockApi>[0] = {}) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({
    'GET /account': ok(admin),
    'GET /finance/dues-share': ({ query }: ApiCall) => ok(report({ from: query.from, to: query.to })),
    'GET /finance/dues-share/csv': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv' } }),
    ...handlers,
  });
  renderApp('/portal/finance/dues-share');
  return api;
}

const texts = (element: Element) => Array.from(element.children).map((cell) => cell.textContent);

beforeEach(() => {
  charts.length = 0;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-15T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('dues share (/portal/finance/dues-share)', () => {
  it("asks for the last 12 months and says the chapters' share percent", async () => {
    const api = openDuesShare();
    await findHeading('Dues Share');
    expect(await screen.findByText(/each chapter's 20% share/)).toBeInTheDocument();
    expect(api.callsTo('GET /finance/dues-share')[0].query).toEqual({ from: '2025-06', to: '2026-05' });
    expect(screen.getByLabelText('From')).toHaveValue('2025-06');
    expect(screen.getByLabelText('To')).toHaveValue('2026-05');
  });

  it('lists paid, refunded, net and share in dollars per chapter and month, with chapter totals and the total of all', async () => {
    openDuesShare();
    const table = await screen.findByRole('table', { name: 'Dues per chapter and month, Jun 2025 to May 2026' });
    const rows = within(table).getAllByRole('row').map(texts);
    expect(rows).toEqual([
      ['Chapter', 'Month', 'Paid', 'Refunded', 'Net', 'Share'],
      ['GRO Ann Arbor', 'May 2026', '$25.00', '$0.00', '$25.00', '$5.00'],
      ['GRO Ann Arbor total', '$25.00', '$0.00', '$25.00', '$5.00'],
      ['GRO Detroit', 'Apr 2026', '$50.00', '$0.00', '$50.00', '$10.00'],
      ['GRO Detroit', 'May 2026', '$250.00', '$25.00', '$225.00', '$45.00'],
      ['GRO Detroit total', '$300.00', '$25.00', '$275.00', '$55.00'],
      ['No home chapter', 'May 2026', '$25.00', '$0.00', '$25.00', '$5.00'],
      ['No home chapter total', '$25.00', '$0.00', '$25.00', '$5.00'],
      ['All chapters', '$350.00', '$25.00', '$325.00', '$65.00'],
    ]);
  });

  it('on a phone shows a card per chapter with its months and total, then the total of all', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(max-width: 639.98px)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    try {
      openDuesShare();
      const list = await screen.findByRole('list', { name: 'Dues per chapter and month, Jun 2025 to May 2026' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(list).getAllByRole('listitem');
      expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
        'GRO Ann Arbor',
        'GRO Detroit',
        'No home chapter',
        'All chapters',
      ]);
      const detroit = within(cards[1]);
      expect(detroit.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Apr 2026', 'May 2026', 'GRO Detroit total']);
      const figures = (card: HTMLElement) =>
        within(card)
          .getAllByRole('term')
          .slice(-4)
          .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
      expect(figures(cards[1])).toEqual(['Paid $300.00', 'Refunded $25.00', 'Net $275.00', 'Share $55.00']);
      expect(figures(cards[3])).toEqual(['Paid $350.00', 'Refunded $25.00', 'Net $325.00', 'Share $65.00']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("loads the chart library only on this screen and draws each chapter's share per month, stacked", async () => {
    openDuesShare();
    const figure = await screen.findByRole('img', {
      name: "Bar chart of each chapter's dues share per month from Jun 2025 to May 2026; the table below lists the same figures.",
    });
    await waitFor(() => expect(charts).toHaveLength(1));
    const [{ options, data, target }] = charts;
    expect(figure).toContainElement(target);
    // Drawn tallest first: each chapter's bar reaches the running total of those before it.
    expect(options.series.slice(1).map((series) => series.label)).toEqual(['No home chapter', 'GRO Detroit', 'GRO Ann Arbor']);
    expect(data[0]).toEqual(months.map((_, index) => index));
    expect(data.slice(1).map((series) => series.slice(10))).toEqual([
      [10, 55],
      [10, 50],
      [0, 5],
    ]);
    // What uPlot drew stays once the page shows the chart as loaded.
    await waitFor(() => expect(screen.queryByText('Loading chart…')).not.toBeInTheDocument());
    expect(target.querySelector('.uplot')).toBeInTheDocument();
  });

  it('asks again for another range, and refuses a backward or too long one', async () => {
    const api = openDuesShare();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01' } });
    await waitFor(() => expect(api.callsTo('GET /finance/dues-share').at(-1)?.query).toEqual({ from: '2026-01', to: '2026-05' }));
    const calls = api.callsTo('GET /finance/dues-share').length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-12' } });
    expect(screen.getByText('Choose a From month on or before the To month, at most 36 months apart.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2022-01' } });
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('GET /finance/dues-share')).toHaveLength(calls);
  });

  it('exports the CSV through the API client, with the bearer token, as dues-share-<from>-<to>.csv', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const api = openDuesShare();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const [file, filename] = save.mock.calls[0];
    expect(filename).toBe('dues-share-2025-06-2026-05.csv');
    expect(await file.text()).toBe(CSV);
    expect(api.callsTo('GET /finance/dues-share/csv')[0].query).toEqual({ from: '2025-06', to: '2026-05' });
    const [, init] = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/finance/dues-share/csv'))!;
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("shows the server's message when the export fails", async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    openDuesShare({ 'GET /finance/dues-share/csv': failure(400, 'Error', 'Months must be written YYYY-MM.') });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', message: 'Months must be written YYYY-MM.' }));
    expect(save).not.toHaveBeenCalled();
  });

  it('says when no dues were paid in the months, and draws no chart', async () => {
    openDuesShare({ 'GET /finance/dues-share': ok(report({ rows: [] })) });
    expect(await screen.findByText('No dues paid in these months.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says when the report cannot be loaded', async () => {
    openDuesShare({ 'GET /finance/dues-share': failure(500, 'Error', 'A general error occurred') });
    expect(await screen.findByRole('alert')).toHaveTextContent('The dues share could not be loaded.');
  });
});
