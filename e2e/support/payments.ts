import { expect, type APIRequestContext } from '@playwright/test';
import { JOIN_REQUEST_API, STRIPE_API, SUBSCRIPTION_API, type Company, type PlanOffer, type RedirectUrl, type SessionResult } from '@gro/config';
import { adminToken, apiPath, requestToJoinByApi, signUpByApi } from './portal';

/**
 * API set-up for the payment tests. The e2e server runs without STRIPE_SECRET_KEY, so the cms starts
 * its built-in Stripe simulator: checkout urls point at its hosted page (/pay/{id}), whose
 * "Pay and subscribe" form completes the session and sends the signed webhooks to the cms.
 */

type Member = { token: string; email: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as { data?: unknown; message?: unknown } | null;
  expect(response.ok(), `${what}: ${response.status()} ${JSON.stringify(body?.message ?? body)}`).toBe(true);
  return body!.data as T;
}

/** A new Detroit member who asked to join `company` and whom the admin approved: a second employee. */
export async function colleagueOf(request: APIRequestContext, company: Company, firstname: string, lastname: string, tag: string) {
  const member = await signUpByApi(request, { firstname, lastname, tag });
  const joinRequest = await requestToJoinByApi(request, member, company, 'I work here too.');
  await dataOf(
    await request.post(apiPath(JOIN_REQUEST_API.approve, { id: joinRequest.id }), { headers: bearer(await adminToken(request)) }),
    'POST /company/join-request/{id}/approve',
  );
  return member;
}

/** GET /api/subscription/plan as `member`. */
export async function planOffer(request: APIRequestContext, member: Member): Promise<PlanOffer> {
  return dataOf<PlanOffer>(await request.get(apiPath(SUBSCRIPTION_API.plan), { headers: bearer(member.token) }), 'GET /subscription/plan');
}

/**
 * Subscribes `member` to the monthly plan as the browser would, without one: the checkout url, then
 * the simulator's "Pay and subscribe" form (which redirects to /subscription/success?session_id=…),
 * then the confirmation page's lookup. Resolves once the subscription is active.
 */
export async function subscribeMonthlyByApi(request: APIRequestContext, member: Member): Promise<string> {
  const monthly = (await planOffer(request, member)).plans.find((plan) => plan.key === 'monthly');
  expect(monthly, 'the monthly plan is offered').toBeTruthy();
  const { url } = await dataOf<RedirectUrl>(
    await request.post(apiPath(SUBSCRIPTION_API.checkout), { headers: bearer(member.token), data: { priceId: monthly!.priceId } }),
    'POST /subscription/checkout',
  );
  const paid = await request.post(`${url}/complete`, { maxRedirects: 0 });
  expect(paid.status(), `POST ${url}/complete`).toBe(303);
  const success = new URL(paid.headers().location);
  expect(success.pathname).toBe('/subscription/success');
  const sessionId = success.searchParams.get('session_id')!;
  const session = await dataOf<SessionResult>(await request.get(apiPath(STRIPE_API.session, { id: sessionId }), { headers: bearer(member.token) }), 'GET /stripe/session/{id}');
  expect(session.subscription?.status).toBe('active');
  return sessionId;
}
