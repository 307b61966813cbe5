import { FINANCE_SORT_FIELDS, PAYMENT_MESSAGES } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildAdmin, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildSubscriptionRow, pageOf } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';
import { findBodyRows, sortFieldsAsked } from '@/testing/table-queries';
import { lastShownToast } from '@/testing/toasts';

const active = buildSubscriptionRow();
const canceledAnswer = () =>
  ok(pageOf([buildSubscriptionRow({ status: 'canceled', isCancelled: true, canceledAt: '2026-02-15T12:00:00.000Z' })]));

function openSubscriptions(handlers: Parameters<typeof mockApi>[0]) {
  const admin = buildAdmin();
  authStore.setAuth({ token: 'jwt', user: admin });
  const api = mockApi({ 'GET /account': ok(admin), ...handlers });
  renderApp('/portal/finance/subscription');
  return api;
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const canceledCells = ['Jordan Riverajordan@example.com', 'Canceled', 'Monthly', 'Ended Feb 15, 2026', 'Canceled'];
const cancelButton = () => screen.findByRole('button', { name: 'Cancel the subscription of Jordan Rivera' });

describe('subscriptions (/portal/finance/subscription)', () => {
  it('shows member, status, plan, renewal or end, and Cancel only while the subscription is live and not cancelled', async () => {
    openSubscriptions({
      'GET /subscription': ok(
        pageOf([
          active,
          buildSubscriptionRow({ id: 2, stripeSubscriptionId: 'sub_2', status: 'past_due', cancelAtPeriodEnd: true, planLabel: null, priceId: 'price_old' }),
          buildSubscriptionRow({ id: 3, stripeSubscriptionId: 'sub_3', status: 'canceled', isCancelled: true, canceledAt: '2026-02-15T12:00:00.000Z' }),
          buildSubscriptionRow({ id: 4, stripeSubscriptionId: 'sub_4', status: 'incomplete_expired', currentPeriodEnd: null }),
        ]),
      ),
    });
    await findHeading('Subscriptions');
    const [first, second, third, fourth] = await findBodyRows();
    expect(cells(first)).toEqual(['Jordan Riverajordan@example.com', 'Active', 'Monthly', 'Renews Mar 1, 2026', 'Cancel Subscription']);
    expect(cells(second)).toEqual(['Jordan Riverajordan@example.com', 'Past due', 'price_old', 'Ends Mar 1, 2026', 'Cancel Subscription']);
    expect(cells(third)).toEqual(canceledCells);
    expect(within(third).queryByRole('button')).not.toBeInTheDocument();
    expect(cells(fourth)).toEqual(['Jordan Riverajordan@example.com', 'Expired', 'Monthly', '—', '—']);
  });

  it("asks 'Are you sure you want to cancel this subscription?' once, cancels at once, toasts the server's message and shows 'Canceled'", async () => {
    const answers = [ok(pageOf([active])), canceledAnswer()];
    const api = openSubscriptions({
      'GET /subscription': () => answers.shift() ?? canceledAnswer(),
      'POST /subscription/cancel': ok(null, { title: PAYMENT_MESSAGES.canceledTitle, message: PAYMENT_MESSAGES.canceled('Jordan Rivera') }),
    });
    await userEvent.click(await cancelButton());
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Subscription' });
    expect(within(dialog).getByText('Are you sure you want to cancel this subscription?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() =>
      expect(lastShownToast()).toMatchObject({ type: 'success', title: 'Subscription canceled', message: 'The subscription of Jordan Rivera is canceled.' }),
    );
    expect(api.callsTo('POST /subscription/cancel').map((call) => call.body)).toEqual([{ stripeSubscriptionId: 'sub_1' }]);
    await waitFor(() => expect(cells(screen.getAllByRole('row')[1])).toEqual(canceledCells));
    expect(screen.queryByRole('button', { name: 'Cancel the subscription of Jordan Rivera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels nothing when the admin keeps the subscription', async () => {
    const api = openSubscriptions({ 'GET /subscription': ok(pageOf([active])), 'POST /subscription/cancel': ok(null) });
    await userEvent.click(await cancelButton());
    await userEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /subscription/cancel')).toHaveLength(0);
    expect(await cancelButton()).toBeEnabled();
  });

  it('shows the list as it is when another admin cancelled the subscription meanwhile', async () => {
    const answers = [ok(pageOf([active]))];
    openSubscriptions({
      'GET /subscription': () => answers.shift() ?? canceledAnswer(),
      'POST /subscription/cancel': failure(409, 'Error', PAYMENT_MESSAGES.alreadyCanceled),
    });
    await userEvent.click(await cancelButton());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', message: PAYMENT_MESSAGES.alreadyCanceled }));
    await waitFor(() => expect(cells(screen.getAllByRole('row')[1])).toEqual(canceledCells));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps the question open when the payment provider fails, so the admin may try again', async () => {
    openSubscriptions({
      'GET /subscription': ok(pageOf([active])),
      'POST /subscription/cancel': failure(502, 'Error', PAYMENT_MESSAGES.paymentProviderFailed),
    });
    await userEvent.click(await cancelButton());
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', message: PAYMENT_MESSAGES.paymentProviderFailed }));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  it('sorts by status and renewal date (fields the API sorts subscriptions by) and searches with q', async () => {
    const api = openSubscriptions({ 'GET /subscription': ok(pageOf([active])) });
    await cancelButton();
    const asked = await sortFieldsAsked(() => api.callsTo('GET /subscription'));
    expect(asked).toEqual(['status', 'currentPeriodEnd']);
    expect(FINANCE_SORT_FIELDS.subscription).toEqual(expect.arrayContaining(asked));
    expect(api.callsTo('GET /subscription').at(-1)?.query).toEqual({ page: '1', pageSize: '10', sort: 'currentPeriodEnd:asc' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search subscriptions' }), 'past_due');
    await waitFor(() => expect(api.callsTo('GET /subscription').at(-1)?.query).toMatchObject({ q: 'past_due' }));
  });

  it("says 'No subscriptions available.' when there are none", async () => {
    openSubscriptions({ 'GET /subscription': ok(pageOf([])) });
    expect(await screen.findByText('No subscriptions available.')).toBeInTheDocument();
  });
});
