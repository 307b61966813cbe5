import type { DuesShareReport } from '@gro/config';
import { MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { fileDownload } from '@/lib/download';
import { DETROIT, buildLeader } from '@/testing/leader-fixtures';
import { mockApi, ok, type ApiCall } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

// uPlot draws on a canvas, which jsdom lacks (as in dues-share.test.tsx).
vi.mock('uplot', () => ({
  default: class {
    static paths = { bars: () => () => null };
    setSize() {}
    destroy() {}
  },
}));

const report = ({ query }: ApiCall) =>
  ok({
    percent: 20,
    from: query.from,
    to: query.to,
    months: [query.to],
    currency: 'usd',
    rows: [{ chapterId: 1, chapterName: 'GRO Detroit', month: query.to, paidCents: 25000, refundedCents: 0, netCents: 25000, shareCents: 5000 }],
  } satisfies DuesShareReport);

const CSV = 'chapter,month,paid,refunded,net,share\nGRO Detroit,2026-05,250.00,0.00,250.00,50.00\n';

function openDuesShare() {
  const leader = buildLeader([DETROIT]);
  authStore.setAuth({ token: 'jwt', user: leader });
  const api = mockApi({
    'GET /account': ok(leader),
    'GET /chapter/1/dues-share': report,
    'GET /chapter/1/dues-share/csv': () => new Response(CSV, { headers: { 'Content-Type': 'text/csv' } }),
  });
  renderApp('/portal/my-chapter/1/dues-share');
  return api;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-15T12:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe("My chapter's dues share", () => {
  it("shows the chapter's dues from GET /chapter/{id}/dues-share for the last 12 months", async () => {
    const api = openDuesShare();
    expect(await findHeading(MY_CHAPTER_TEXTS.duesShareTitle('GRO Detroit'))).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('GRO Detroit total')).toBeInTheDocument();
    expect(api.callsTo('GET /chapter/1/dues-share')[0].query).toEqual({ from: '2025-06', to: '2026-05' });
    expect(api.callsTo('GET /finance/dues-share')).toHaveLength(0);
  });

  it("exports the chapter's CSV from GET /chapter/{id}/dues-share/csv", async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const api = openDuesShare();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][1]).toBe(MY_CHAPTER_TEXTS.duesShareCsvFilename(1, '2025-06', '2026-05'));
    expect(api.callsTo('GET /chapter/1/dues-share/csv')[0].query).toEqual({ from: '2025-06', to: '2026-05' });
  });
});
