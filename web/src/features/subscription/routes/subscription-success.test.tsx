import { PAYMENT_MESSAGES } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '@/lib/auth';
import { buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription, buildSessionResult } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';

const member = buildUser({ subscription: null });
const subscribed = buildUser({ subscription: buildMemberSubscription() });

function returnFromCheckout(path: string, session: Response | (() => Promise<Response>)) {
  authStore.setAuth({ token: 'jwt', user: member });
  const api = mockApi({ 'GET /stripe/session/cs_test_1': session, 'GET /account': ok(subscribed) });
  renderApp(path);
  return api;
}

describe('subscription confirmation (/subscription/success)', () => {
  it("confirms the session, thanks the member for 'name (interval)' and reloads the account", async () => {
    let answer: (response: Response) => void = () => {};
    const api = returnFromCheckout('/subscription/success?session_id=cs_test_1', () => new Promise<Response>((r) => (answer = r)));
    expect(await findHeading('Confirming your subscription...')).toBeInTheDocument();
    answer(ok(buildSessionResult()));
    expect(await findHeading('Subscription Confirmed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to the Monthly (month) plan.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/portal');
    await waitFor(() => expect(authStore.getState().user?.subscription).toEqual(subscribed.subscription));
    expect(api.callsTo('GET /stripe/session/cs_test_1')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Subscription Confirmation | GRO'));
  });

  it("names the plan by the price's id when it has no nickname", async () => {
    returnFromCheckout('/subscription/success?session_id=cs_test_1', ok(buildSessionResult({ id: 'price_yearly', nickname: null, recurring: { interval: 'year' } })));
    expect(await screen.findByText('Thank you for subscribing to the price_yearly (year) plan.')).toBeInTheDocument();
  });

  it('leaves the plan out when the price has no interval', async () => {
    returnFromCheckout('/subscription/success?session_id=cs_test_1', ok(buildSessionResult({ recurring: null })));
    expect(await findHeading('Subscription Confirmed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing.')).toBeInTheDocument();
  });

  it('fails without a session_id, asking nothing', async () => {
    const api = returnFromCheckout('/subscription/success', ok(buildSessionResult()));
    expect(await findHeading('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText("We couldn't confirm your subscription. Please contact support.")).toBeInTheDocument();
    // Not a dead end: the support the message asks for is one click away.
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(api.calls.filter((call) => call.path.startsWith('/stripe/session'))).toHaveLength(0);
  });

  it.each([
    ['another member', failure(403, 'Forbidden', 'You may not see this checkout session.')],
    ['an unknown session', failure(404, 'Not Found', PAYMENT_MESSAGES.sessionNotFound)],
    ['a failed lookup', failure(502, 'Error', PAYMENT_MESSAGES.paymentProviderFailed)],
  ])('fails for %s, once, without a retry or a way to retry', async (_, answer) => {
    const api = returnFromCheckout('/subscription/success?session_id=cs_test_1', answer);
    expect(await findHeading('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText("We couldn't confirm your subscription. Please contact support.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /try again|retry/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /try again|retry/i })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /stripe/session/cs_test_1')).toHaveLength(1);
    expect(authStore.getState().user).toEqual(member);
  });
});
