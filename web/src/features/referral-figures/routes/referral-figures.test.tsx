import { type AllChaptersReferralFigures } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { fileDownload } from '@/lib/download';
import { fixToday } from '@/testing/clock';
import { buildAdmin, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';

const counts = (given: number, received: number, creditedCents: number, oneToOnes: number) => ({ given, received, creditedCents, oneToOnes });

const figures: AllChaptersReferralFigures = {
  from: '2025-12',
  to: '2026-11',
  chapters: [
    { chapterId: 1, chapterName: 'Detroit Downtown', ...counts(5, 4, 400000, 3) },
    { chapterId: 2, chapterName: 'Ann Arbor', ...counts(1, 2, 0, 1) },
    { chapterId: 0, chapterName: 'No chapter', ...counts(0, 0, 0, 0) },
  ],
  totals: counts(6, 6, 400000, 4),
};

function open(handlers: Parameters<typeof mockApi>[0], user = buildAdmin()) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...handlers });
  const view = renderApp('/portal/administrator/referrals');
  return { api, ...view };
}

describe("the admins' referral figures (/portal/administrator/referrals)", () => {
  fixToday('2026-11-27');

  it('shows every chapter side by side with a totals row', async () => {
    open({ 'GET /referral-figures': ok(figures) });
    await findHeading('Referral figures');
    const table = within(await screen.findByRole('table'));
    expect(await table.findByRole('link', { name: 'Detroit Downtown' })).toHaveAttribute('href', '/portal/chapter/1/referrals');
    const rows = table.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Detroit Downtown', '5', '4', '$4,000.00', '3'],
      ['Ann Arbor', '1', '2', '$0.00', '1'],
      ['No chapter', '0', '0', '$0.00', '0'],
      ['Total', '6', '6', '$4,000.00', '4'],
    ]);
  });

  it('exports the chosen months as CSV', async () => {
    const save = vi.spyOn(fileDownload, 'save').mockImplementation(() => {});
    const { api } = open({
      'GET /referral-figures': ok(figures),
      'GET /referral-figures.csv': () => new Response('\uFEFFChapter,Given\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    await screen.findByRole('link', { name: 'Detroit Downtown' });
    const to = screen.getByLabelText('To month');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-06');
    await waitFor(() => expect(api.callsTo('GET /referral-figures').at(-1)?.query).toEqual({ from: '2025-12', to: '2026-06' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(api.callsTo('GET /referral-figures.csv')[0].query).toEqual({ from: '2025-12', to: '2026-06' });
    expect(save.mock.calls[0][1]).toMatch(/^referral-figures-2025-12-2026-06-\d{4}-\d{2}-\d{2}\.csv$/);
    save.mockRestore();
  });

  it('shows the error state', async () => {
    open({ 'GET /referral-figures': failure(500, 'Error', 'Boom') });
    expect(await screen.findByText('The figures could not be loaded.')).toBeInTheDocument();
  });

  it('is for admins only', async () => {
    const { router } = open({}, buildUser());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/portal/administrator/referrals'));
  });
});
