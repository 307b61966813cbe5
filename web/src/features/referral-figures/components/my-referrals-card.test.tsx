import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildChapter } from '@/testing/chapter-fixtures';
import { buildCompany, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { renderApp } from '@/testing/render';

const counts = (given: number, received: number, creditedCents: number, oneToOnes: number) => ({ given, received, creditedCents, oneToOnes });
const dashboard = { company: buildCompany(), chapter: buildChapter(), subscription: null, events: [], members: [] };

function open(figures: Response) {
  const user = buildUser();
  authStore.setAuth({ token: 'jwt', user });
  mockApi({ 'GET /account': ok(user), 'GET /dashboard': ok(dashboard), 'GET /referral-figures/me': figures });
  renderApp('/portal');
}

describe("the dashboard's 'Your referrals' card", () => {
  it('shows this month and the last 12: given, received, closed business credited and one-to-ones', async () => {
    open(ok({ thisMonth: counts(1, 2, 400000, 1), last12: counts(9, 7, 1250050, 5), months: [] }));
    const card = within(await screen.findByRole('region', { name: 'Your referrals' }));
    const rows = (await card.findAllByRole('row')).slice(1).map((row) => Array.from(row.children).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Given', '1', '9'],
      ['Received', '2', '7'],
      ['Closed business credited', '$4,000.00', '$12,500.50'],
      ['One-to-ones', '1', '5'],
    ]);
    expect(card.getByRole('columnheader', { name: 'Last 12 months' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'See your referrals' })).toHaveAttribute('href', '/portal/referral');
    expect(card.getByRole('link', { name: "Your chapter's figures" })).toHaveAttribute('href', '/portal/chapter/1/referrals');
  });

  it('says when the figures could not be loaded', async () => {
    open(failure(500, 'Error', 'Boom'));
    expect(await screen.findByText('Your referral figures could not be loaded.')).toBeInTheDocument();
  });
});
