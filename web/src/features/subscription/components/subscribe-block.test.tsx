import { PAYMENT_MESSAGES } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { findHeading, renderApp } from '@/testing/render';
import { checkoutPage } from '../api/checkout';
import { lastShownToast } from '@/testing/toasts';

const unsubscribed = buildUser({ subscription: null });

async function openPortal(handlers: Parameters<typeof mockApi>[0], user = unsubscribed) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), ...handlers });
  renderApp('/portal');
  await findHeading('Dashboard');
  return api;
}

const sidebar = () => screen.getAllByRole('region', { name: 'Become a subscriber' })[0];

afterEach(() => vi.restoreAllMocks());

describe('Subscribe block', () => {
  it('offers monthly $25 and yearly $250 while the subscription is not Active, and follows the checkout url', async () => {
    const open = vi.spyOn(checkoutPage, 'open').mockImplementation(() => {});
    const api = await openPortal({ 'POST /subscription/checkout': ok({ url: 'https://checkout.example.com/cs_1' }) });
    expect(within(sidebar()).getByRole('button', { name: 'Monthly $25/month' })).toBeInTheDocument();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Yearly $250/year' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.example.com/cs_1'));
    expect(api.callsTo('POST /subscription/checkout')[0].body).toEqual({ priceId: 'yearly' });
  });

  it("shows 'Checkout session failed.' titled 'Error' when checkout answers 503", async () => {
    const api = await openPortal({ 'POST /subscription/checkout': failure(503, 'Error', PAYMENT_MESSAGES.paymentsNotConfigured) });
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Monthly $25/month' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', title: 'Error', message: 'Checkout session failed.' }));
    expect(api.callsTo('POST /subscription/checkout')[0].body).toEqual({ priceId: 'monthly' });
    expect(within(sidebar()).getByRole('button', { name: 'Monthly $25/month' })).toBeEnabled();
  });

  it("shows 'Checkout session failed.' when the answer has no url", async () => {
    await openPortal({ 'POST /subscription/checkout': ok({}) });
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Monthly $25/month' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', message: 'Checkout session failed.' }));
  });

  it("shows 'Something went wrong.' when the call throws", async () => {
    await openPortal({
      'POST /subscription/checkout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Monthly $25/month' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', title: 'Error', message: 'Something went wrong.' }));
  });

  it('marks the clicked button busy while checkout starts', async () => {
    let answer: (response: Response) => void = () => {};
    await openPortal({ 'POST /subscription/checkout': () => new Promise<Response>((resolve) => (answer = resolve)) });
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Monthly $25/month' }));
    expect(within(sidebar()).getByRole('button', { name: 'Redirecting…' })).toHaveAttribute('aria-busy', 'true');
    expect(within(sidebar()).getByRole('button', { name: 'Yearly $250/year' })).toBeDisabled();
    answer(failure(503, 'Error', PAYMENT_MESSAGES.paymentsNotConfigured));
    expect(await within(sidebar()).findByRole('button', { name: 'Monthly $25/month' })).toBeEnabled();
  });

  it('is hidden when the subscription is Active', async () => {
    await openPortal({}, buildUser({ subscription: { status: 'Active' } }));
    expect(screen.queryByRole('button', { name: 'Monthly $25/month' })).not.toBeInTheDocument();
    expect(screen.queryByText('Become a subscriber')).not.toBeInTheDocument();
  });

  it('is in the mobile navigation drawer too', async () => {
    await openPortal({});
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Yearly $250/year' })).toBeInTheDocument();
  });
});
