import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PAYMENT_MESSAGES, type PlanOffer } from '@gro/config';
import { memberWithCompany, signInAdmin, signUpMember, sql, waitUntil } from './helpers';
import { CORPORATE_COUPON, PRICES, sessionIdOf, stripeApi, stripeControl, stripeCustomerOf, subscribe, subscriptionRows } from './payments/stripe';

/** A second member of the owner's company (as an approved join request leaves them). */
async function colleagueOf(companyId: number) {
  const member = await signUpMember({ tag: 'colleague' });
  await sql('INSERT INTO up_users_company_lnk (user_id, company_id) VALUES ($1, $2)', [member.id, companyId]);
  return member;
}

async function markNonprofit(owner: Awaited<ReturnType<typeof memberWithCompany>>) {
  const admin = await signInAdmin();
  const res = await admin.call('PUT', `/company/${owner.company.uuid}`, { name: owner.company.name, description: 'A nonprofit.', address: '1 Woodward Ave', isNonprofit: true });
  assert.equal(res.status, 200, res.text.slice(0, 300));
}

const offerOf = async (client: { call: (m: string, p: string) => Promise<{ status: number; body: any }> }): Promise<PlanOffer> => {
  const res = await client.call('GET', '/subscription/plan');
  assert.equal(res.status, 200);
  return res.body.data;
};

describe('GET /api/subscription/plan', () => {
  it('offers the monthly ($25) and yearly ($250) plans with their Stripe price ids; no current subscription yet', async () => {
    const owner = await memberWithCompany();
    const offer = await offerOf(owner.client);
    assert.deepEqual(offer.plans, [
      { key: 'monthly', priceId: PRICES.monthly, label: 'Monthly', amount: 2500, currency: 'usd', interval: 'month' },
      { key: 'yearly', priceId: PRICES.yearly, label: 'Yearly', amount: 25000, currency: 'usd', interval: 'year' },
    ]);
    assert.equal(offer.corporateDiscount, null, 'nobody else at the company subscribes');
    assert.equal(offer.current, null);
  });

  it('adds the nonprofit plan ($100/year) only for members of a company an admin marked Nonprofit', async () => {
    const owner = await memberWithCompany();
    const other = await memberWithCompany();
    await markNonprofit(owner);
    const plans = (await offerOf(owner.client)).plans;
    assert.deepEqual(plans.map((p) => p.key), ['monthly', 'yearly', 'nonprofit']);
    assert.deepEqual(plans[2], { key: 'nonprofit', priceId: PRICES.nonprofit, label: 'Nonprofit', amount: 10000, currency: 'usd', interval: 'year' });
    assert.deepEqual((await offerOf(other.client)).plans.map((p) => p.key), ['monthly', 'yearly']);
  });

  it('gives the corporate discount while another member of the company has a live subscription, and shows the live one as current', async () => {
    const owner = await memberWithCompany();
    const colleague = await colleagueOf(owner.company.id);
    assert.equal((await offerOf(colleague.client)).corporateDiscount, null);

    const { subscriptionId } = await subscribe(owner, PRICES.monthly);
    const offer = await offerOf(colleague.client);
    assert.deepEqual(offer.corporateDiscount, { couponId: CORPORATE_COUPON, label: 'Corporate discount: 20% off', percentOff: 20, amountOff: null });
    assert.equal((await offerOf(owner.client)).corporateDiscount, null, "the subscriber's own subscription gives no discount");
    const current = (await offerOf(owner.client)).current!;
    assert.equal(current.status, 'active');
    assert.equal(current.planLabel, 'Monthly');
    assert.equal(current.interval, 'month');
    assert.equal(current.priceId, PRICES.monthly);
    assert.ok(Date.parse(current.currentPeriodEnd!) > Date.now() + 25 * 86_400_000, 'renews about a month from now');

    // The colleague's checkout carries the coupon: the hosted page charges 20% less.
    const checkout = await colleague.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly });
    assert.equal(checkout.status, 200);
    const session = (await stripeControl.state({ customer: (await stripeCustomerOf(colleague.id))! })).checkoutSessions.find((s) => s.id === sessionIdOf(checkout.body.data.url));
    assert.deepEqual(session.discounts, [{ coupon: CORPORATE_COUPON, promotion_code: null }]);
    assert.equal(session.amount_total, 2000);

    // Once the first employee's subscription ends, a new checkout gets no discount (one already given stays: Stripe keeps it).
    await sql("UPDATE subscriptions SET status = 'canceled' WHERE stripe_subscription_id = $1", [subscriptionId]);
    assert.equal((await offerOf(colleague.client)).corporateDiscount, null);
  });

  it("answers 401 to a visitor and 403 'Company required' to an account without a company", async () => {
    const { client } = await signUpMember();
    assert.equal((await client.call('GET', '/subscription/plan')).status, 403);
    client.token = null;
    assert.equal((await client.call('GET', '/subscription/plan')).status, 401);
  });
});

describe('POST /api/subscription/checkout', () => {
  it('answers the url of a hosted checkout session for the member (subscription mode, their customer, success and cancel urls)', async () => {
    const owner = await memberWithCompany();
    const res = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.yearly });
    assert.equal(res.status, 200, res.text.slice(0, 300));
    const customer = await stripeCustomerOf(owner.id);
    assert.match(customer!, /^cus_/);
    const { customers, checkoutSessions } = await stripeControl.state({ customer: customer! });
    assert.equal(customers[0].email, owner.email);
    assert.equal(customers[0].metadata.userId, String(owner.id));
    assert.equal(checkoutSessions.length, 1);
    const [session] = checkoutSessions;
    assert.equal(res.body.data.url, session.url);
    assert.equal(session.mode, 'subscription');
    assert.equal(session.client_reference_id, String(owner.id));
    assert.equal(session.metadata.userId, String(owner.id));
    assert.equal(session.success_url, 'http://gro.test/subscription/success?session_id={CHECKOUT_SESSION_ID}');
    assert.equal(session.cancel_url, 'http://gro.test/portal');
    assert.deepEqual(session.discounts, []);
    assert.equal((await owner.client.call('GET', '/account')).body.data.stripeCustomerId, customer, 'GET /account shows the member their billing id');
  });

  it('reuses the open session for the same plan, and expires it when the member picks another plan', async () => {
    const owner = await memberWithCompany();
    const first = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly });
    const again = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly });
    assert.equal(again.body.data.url, first.body.data.url);
    const yearly = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.yearly });
    assert.notEqual(yearly.body.data.url, first.body.data.url);
    const sessions = (await stripeControl.state({ customer: (await stripeCustomerOf(owner.id))! })).checkoutSessions;
    assert.deepEqual(sessions.map((s) => s.status).sort(), ['expired', 'open']);
    assert.equal(sessions.find((s) => s.status === 'open').url, yearly.body.data.url);
  });

  it('refuses price ids outside the configured plans the member may buy (400 on priceId), and bodies of the wrong shape', async () => {
    const owner = await memberWithCompany();
    for (const priceId of ['monthly', 'price_unknown', PRICES.nonprofit, ` ${PRICES.monthly}`, '', 'p'.repeat(256), 12, null, true, ['price_gro_monthly'], { id: PRICES.monthly }]) {
      const res = await owner.client.call('POST', '/subscription/checkout', { priceId });
      assert.equal(res.status, 400, `priceId ${JSON.stringify(priceId).slice(0, 40)}`);
      assert.deepEqual(res.body.details.errors.map((e: any) => [e.path.join('.'), e.message]), [['priceId', PAYMENT_MESSAGES.planNotOffered]]);
    }
    assert.equal((await owner.client.call('POST', '/subscription/checkout', {})).status, 400);
    assert.equal((await owner.client.call('POST', '/subscription/checkout', [PRICES.monthly])).status, 400);
    assert.equal((await owner.client.call('POST', '/subscription/checkout', { priceId: `${PRICES.monthly}\u0000` })).status, 400);
    const proto = await owner.client.call('POST', '/subscription/checkout', JSON.parse(`{"__proto__": {"priceId": "${PRICES.monthly}"}}`));
    assert.equal(proto.status, 400);
    assert.equal(proto.body.message.message, '"__proto__" cannot be used as a field name.');
    let deep: unknown = PRICES.monthly;
    for (let i = 0; i < 50; i += 1) deep = { priceId: deep };
    assert.equal((await owner.client.call('POST', '/subscription/checkout', deep)).status, 400);
    const huge = await owner.client.call('POST', '/subscription/checkout', { priceId: 'x'.repeat(200_000) });
    assert.equal(huge.status, 413);
    assert.equal(await stripeCustomerOf(owner.id), null, 'no Stripe customer made for refused checkouts');
  });

  it(`answers 409 '${PAYMENT_MESSAGES.alreadySubscribed}' while the member has a live subscription`, async () => {
    const owner = await memberWithCompany();
    const { subscriptionId } = await subscribe(owner, PRICES.monthly);
    for (const priceId of [PRICES.monthly, PRICES.yearly]) {
      const res = await owner.client.call('POST', '/subscription/checkout', { priceId });
      assert.equal(res.status, 409);
      assert.equal(res.body.message.message, PAYMENT_MESSAGES.alreadySubscribed);
    }
    for (const status of ['past_due', 'unpaid', 'trialing']) {
      await sql('UPDATE subscriptions SET status = $1 WHERE id IN (SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = $2)', [status, owner.id]);
      assert.equal((await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly })).status, 409, status);
    }
    await sql("UPDATE subscriptions SET status = 'canceled' WHERE id IN (SELECT subscription_id FROM subscriptions_user_lnk WHERE user_id = $1)", [owner.id]);
    assert.equal(
      (await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly })).status,
      409,
      'the paid checkout session is looked up: Stripe says the subscription is live, whatever the row says',
    );
    await stripeApi.subscriptions.cancel(subscriptionId);
    await waitUntil(async () => (await subscriptionRows({ stripeSubscriptionId: subscriptionId }))[0].status === 'canceled', 'cancellation synced');
    assert.equal((await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly })).status, 200, 'a canceled member may subscribe again');
  });

  it('answers 409 for a session paid whose webhook has not arrived yet (the checkout looks the session up)', async () => {
    const owner = await memberWithCompany();
    const first = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly });
    const customer = (await stripeCustomerOf(owner.id))!;
    await stripeControl.deliveries(false, customer);
    try {
      await stripeControl.complete(sessionIdOf(first.body.data.url));
      const res = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.yearly });
      assert.equal(res.status, 409);
      assert.equal((await subscriptionRows({ userId: owner.id }))[0].status, 'active', 'the paid subscription was synced on the way');
    } finally {
      await stripeControl.deliveries(true, customer);
    }
  });

  it('a burst of 10 parallel checkouts makes one Stripe customer and one open session', async () => {
    const owner = await memberWithCompany();
    const answers = await Promise.all(Array.from({ length: 10 }, () => owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.monthly })));
    assert.deepEqual(answers.map((a) => a.status), Array(10).fill(200));
    assert.equal(new Set(answers.map((a) => a.body.data.url)).size, 1, 'every click gets the same checkout page');
    const byMetadata = await stripeControl.state({ 'metadata[userId]': String(owner.id) });
    assert.equal(byMetadata.customers.length, 1, 'exactly one customer at Stripe');
    assert.equal(byMetadata.checkoutSessions.filter((s) => s.status === 'open').length, 1);
    assert.equal(await stripeCustomerOf(owner.id), byMetadata.customers[0].id);
  });

  it('a burst of parallel checkouts for different plans leaves at most one open session', async () => {
    const owner = await memberWithCompany();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => owner.client.call('POST', '/subscription/checkout', { priceId: i % 2 ? PRICES.yearly : PRICES.monthly })));
    assert.ok(answers.every((a) => a.status === 200 || a.status === 502), answers.map((a) => a.status).join());
    const state = await stripeControl.state({ 'metadata[userId]': String(owner.id) });
    assert.equal(state.customers.length, 1);
    assert.equal(state.checkoutSessions.filter((s) => s.status === 'open').length, 1);
  });
});

describe('when Stripe refuses or fails', () => {
  it(`answers 502 '${PAYMENT_MESSAGES.paymentProviderFailed}', never a 500 nor Stripe's own words`, async () => {
    const owner = await memberWithCompany();
    // A customer Stripe does not know (deleted in the Stripe dashboard, say).
    await sql("UPDATE up_users SET stripe_customer_id = 'cus_deleted_at_stripe' WHERE id = $1", [owner.id]);
    for (const [method, path, body] of [
      ['POST', '/subscription/checkout', { priceId: PRICES.monthly }],
      ['POST', '/subscription/portal', undefined],
    ] as const) {
      const res = await owner.client.call(method, path, body);
      assert.equal(res.status, 502, path);
      assert.equal(res.body.message.message, PAYMENT_MESSAGES.paymentProviderFailed);
      assert.doesNotMatch(res.text, /No such customer|cus_deleted_at_stripe/);
    }
  });
});

describe('GET /api/stripe/session/:id', () => {
  it("answers the member's own session with the subscription's plan (nickname, interval) once paid", async () => {
    const owner = await memberWithCompany();
    const { sessionId, subscriptionId } = await subscribe(owner, PRICES.monthly);
    const res = await owner.client.call('GET', `/stripe/session/${sessionId}`);
    assert.equal(res.status, 200, res.text.slice(0, 300));
    assert.deepEqual(res.body.data, {
      id: sessionId,
      status: 'complete',
      subscription: { id: subscriptionId, status: 'active', items: [{ price: { id: PRICES.monthly, nickname: 'Monthly', recurring: { interval: 'month' } } }] },
    });
  });

  it('an open session answers without a subscription', async () => {
    const owner = await memberWithCompany();
    const checkout = await owner.client.call('POST', '/subscription/checkout', { priceId: PRICES.yearly });
    const res = await owner.client.call('GET', `/stripe/session/${sessionIdOf(checkout.body.data.url)}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.status, 'open');
    assert.equal(res.body.data.subscription, null);
  });

  it(`answers another member's session, an unknown and a malformed id alike: 404 '${PAYMENT_MESSAGES.sessionNotFound}'`, async () => {
    const owner = await memberWithCompany();
    const stranger = await memberWithCompany();
    const { sessionId } = await subscribe(owner, PRICES.monthly);
    const ids = [sessionId, 'cs_test_doesnotexist', 'cs_', 'pi_123', `cs_${'a'.repeat(300)}`, 'cs_test_%2e%2e', 'cs_test_a-b', encodeURIComponent('cs_test_ä')];
    for (const id of ids) {
      const res = await stranger.client.call('GET', `/stripe/session/${id}`);
      assert.equal(res.status, 404, id);
      assert.equal(res.body.message.message, PAYMENT_MESSAGES.sessionNotFound);
    }
    assert.equal((await stranger.client.call('GET', '/stripe/session/cs_test_%00')).status, 400);
  });
});

describe('POST /api/subscription/portal', () => {
  it(`answers 409 '${PAYMENT_MESSAGES.noBillingAccount}' to a member without a Stripe customer, a fresh Customer Portal url otherwise`, async () => {
    const owner = await memberWithCompany();
    const none = await owner.client.call('POST', '/subscription/portal');
    assert.equal(none.status, 409);
    assert.equal(none.body.message.message, PAYMENT_MESSAGES.noBillingAccount);

    await subscribe(owner, PRICES.monthly);
    const first = await owner.client.call('POST', '/subscription/portal');
    const second = await owner.client.call('POST', '/subscription/portal');
    assert.equal(first.status, 200);
    assert.notEqual(first.body.data.url, second.body.data.url, 'a fresh session each time (portal links expire)');
    const page = await fetch(first.body.data.url);
    assert.equal(page.status, 200, 'the Customer Portal page opens');
  });
});
