import { PAYMENT_MESSAGES, type User } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription, buildPlanOffer, monthlyPlan, nonprofitPlan, yearlyPlan } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';
import { hostedPage } from '../api/redirect';

const unsubscribed = buildUser({ subscription: null });

async function openPortal(handlers: Parameters<typeof mockApi>[0], user: User = unsubscribed) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /subscription/plan': ok(buildPlanOffer()), ...handlers });
  renderApp('/portal');
  await findHeading('Dashboard');
  return api;
}

const sidebar = () => screen.getAllByRole('region', { name: 'Become a subscriber' })[0];
const planButton = (name: string) => within(sidebar()).findByRole('button', { name });

describe('Subscribe block', () => {
  it('offers the plans GET /subscription/plan answers, priced from cents, and sends the chosen price id', async () => {
    const open = vi.spyOn(hostedPage, 'open').mockImplementation(() => {});
    const api = await openPortal({ 'POST /subscription/checkout': ok({ url: 'https://checkout.example.com/cs_1' }) });
    expect(await planButton('Monthly $25/month')).toBeEnabled();
    expect(within(sidebar()).queryByRole('button', { name: /Nonprofit/ })).not.toBeInTheDocument();
    await userEvent.click(await planButton('Yearly $250/year'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.example.com/cs_1'));
    expect(api.callsTo('POST /subscription/checkout')[0].body).toEqual({ priceId: 'price_yearly' });
  });

  it('offers the nonprofit plan only when the server offers it', async () => {
    vi.spyOn(hostedPage, 'open').mockImplementation(() => {});
    const api = await openPortal({
      'GET /subscription/plan': ok(buildPlanOffer({ plans: [monthlyPlan, yearlyPlan, nonprofitPlan] })),
      'POST /subscription/checkout': ok({ url: 'https://checkout.example.com/cs_2' }),
    });
    await userEvent.click(await planButton('Nonprofit $100/year'));
    await waitFor(() => expect(api.callsTo('POST /subscription/checkout')[0].body).toEqual({ priceId: 'price_nonprofit' }));
  });

  it('shows the corporate discount and the discounted prices before paying, and that subscriptions are never changed retroactively', async () => {
    await openPortal({
      'GET /subscription/plan': ok(
        buildPlanOffer({ corporateDiscount: { couponId: 'corp', label: 'Corporate discount: 20% off', percentOff: 20, amountOff: null } }),
      ),
    });
    // The buttons say what the member will pay: 20% off $25 and $250.
    await planButton('Monthly $20/month');
    expect(within(sidebar()).getByRole('button', { name: 'Yearly $200/year' })).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: 'Monthly $25/month' })).not.toBeInTheDocument();
    expect(within(sidebar()).getByText('Corporate discount: 20% off')).toBeInTheDocument();
    expect(
      within(sidebar()).getByText(
        'Subscriptions are never changed retroactively: the first employee keeps their price, and a discount once given stays when colleagues leave.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of a discount when the checkout would get none', async () => {
    await openPortal({});
    await planButton('Monthly $25/month');
    expect(within(sidebar()).queryByText(/discount/i)).not.toBeInTheDocument();
  });

  it.each([
    [409, 'Already subscribed', PAYMENT_MESSAGES.alreadySubscribed],
    [503, 'Error', PAYMENT_MESSAGES.paymentsNotConfigured],
    [400, 'Error', PAYMENT_MESSAGES.planNotOffered],
  ])("shows the server's own message when checkout answers %i", async (status, title, message) => {
    const api = await openPortal({ 'POST /subscription/checkout': failure(status, title, message) });
    await userEvent.click(await planButton('Monthly $25/month'));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', title, message }));
    expect(api.callsTo('POST /subscription/checkout')[0].body).toEqual({ priceId: 'price_monthly' });
    expect(await planButton('Monthly $25/month')).toBeEnabled();
  });

  it("shows 'Checkout session failed.' titled 'Error' when the answer has no url", async () => {
    await openPortal({ 'POST /subscription/checkout': ok({}) });
    await userEvent.click(await planButton('Monthly $25/month'));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', title: 'Error', message: 'Checkout session failed.' }));
  });

  it("shows 'Something went wrong.' titled 'Error' when the server cannot be reached", async () => {
    await openPortal({
      'POST /subscription/checkout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.click(await planButton('Monthly $25/month'));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', title: 'Error', message: 'Something went wrong.' }));
  });

  it('disables every plan button while a checkout is being created, and marks the clicked one busy', async () => {
    let answer: (response: Response) => void = () => {};
    await openPortal({ 'POST /subscription/checkout': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await userEvent.click(await planButton('Monthly $25/month'));
    expect(within(sidebar()).getByRole('button', { name: 'Redirecting…' })).toHaveAttribute('aria-busy', 'true');
    expect(within(sidebar()).getByRole('button', { name: 'Yearly $250/year' })).toBeDisabled();
    answer(failure(503, 'Error', PAYMENT_MESSAGES.paymentsNotConfigured));
    expect(await planButton('Monthly $25/month')).toBeEnabled();
    expect(within(sidebar()).getByRole('button', { name: 'Yearly $250/year' })).toBeEnabled();
  });

  it.each(['active', 'trialing', 'past_due', 'unpaid'] as const)('is hidden, and asks for no plans, while the subscription is %s', async (status) => {
    const api = await openPortal({}, buildUser({ subscription: buildMemberSubscription({ status }) }));
    expect(screen.queryByText('Become a subscriber')).not.toBeInTheDocument();
    expect(api.callsTo('GET /subscription/plan')).toHaveLength(0);
  });

  it('is hidden when the plan answer shows a live subscription the stored account does not know of yet', async () => {
    await openPortal({ 'GET /subscription/plan': ok(buildPlanOffer({ current: buildMemberSubscription({ status: 'past_due' }) })) });
    await waitFor(() => expect(screen.queryByText('Become a subscriber')).not.toBeInTheDocument());
  });

  it.each(['canceled', 'incomplete_expired'] as const)('is shown again once the subscription is %s', async (status) => {
    await openPortal({}, buildUser({ subscription: buildMemberSubscription({ status }) }));
    expect(await planButton('Monthly $25/month')).toBeInTheDocument();
  });

  it('says when the plans cannot be loaded, and loads them again on request', async () => {
    let fail = true;
    await openPortal({
      'GET /subscription/plan': () => (fail ? failure(500, 'Error', 'A general error occurred') : ok(buildPlanOffer())),
    });
    expect(await within(sidebar()).findByText('The plans could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Reload plans' }));
    expect(await planButton('Monthly $25/month')).toBeInTheDocument();
    expect(within(sidebar()).queryByText('The plans could not be loaded.')).not.toBeInTheDocument();
  });

  it('is in the mobile navigation drawer too', async () => {
    await openPortal({});
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(await within(drawer).findByRole('button', { name: 'Yearly $250/year' })).toBeInTheDocument();
  });
});
