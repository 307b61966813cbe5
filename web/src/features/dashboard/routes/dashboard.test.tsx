import { PAYMENT_MESSAGES, type Dashboard, type User } from '@gro/config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hostedPage } from '@/features/subscription';
import { authStore } from '@/lib/auth';
import { buildChapter, buildEvent, buildMember, buildSpecialEvent } from '@/testing/chapter-fixtures';
import { fixToday } from '@/testing/clock';
import { buildCompany, buildUser, failure } from '@/testing/fixtures';
import { mockApi, ok } from '@/testing/mock-api';
import { buildMemberSubscription, buildPlanOffer } from '@/testing/payment-fixtures';
import { findHeading, renderApp } from '@/testing/render';
import { lastShownToast } from '@/testing/toasts';

const company = buildCompany({ industry: 'Consulting' });

const members = Array.from({ length: 6 }, (_, i) =>
  buildMember({
    id: 30 + i,
    firstname: `Member${i + 1}`,
    lastname: 'Lee',
    fullname: `Member${i + 1} Lee`,
    role: [{ name: 'Member' }],
    avatar: i === 0 ? { url: '/uploads/avatar-30.webp' } : null,
  }),
);

const dashboard = (overrides: Partial<Dashboard> = {}): Dashboard => ({
  company,
  chapter: buildChapter(),
  subscription: buildMemberSubscription(),
  events: [
    buildSpecialEvent({ id: 2, title: 'Holiday Mixer', date: '2026-11-24' }),
    buildSpecialEvent({ id: 1, title: 'Autumn Workshop', date: '2026-10-06' }),
    buildEvent(),
  ],
  members: members.slice(0, 5),
  ...overrides,
});

type Handlers = Parameters<typeof mockApi>[0];

function openDashboard(answer: Handlers[string], user: User = buildUser({ stripeCustomerId: 'cus_1', subscription: buildMemberSubscription() }), handlers: Handlers = {}) {
  authStore.setAuth({ token: 'jwt', user });
  const api = mockApi({ 'GET /account': ok(user), 'GET /dashboard': answer, 'GET /attendance/next': ok({ cancelled: [], meeting: null }), ...handlers });
  renderApp('/portal');
  return api;
}

const subscriptionCard = () => screen.getByRole('heading', { level: 2, name: 'Subscription' }).closest('section')!;

const panel = (name: string) => screen.getByRole('region', { name });

describe('dashboard (/portal)', () => {
  fixToday('2026-10-01');

  it("shows the company, chapter and subscription status, the chapter's events by date and its members with role names", async () => {
    openDashboard(ok(dashboard()));
    await findHeading('Dashboard');
    expect(await screen.findByText('Rivera Consulting')).toBeInTheDocument();
    expect(screen.getByText('Consulting · Detroit · MI')).toBeInTheDocument();
    expect(screen.getByText('GRO Detroit', { selector: 'p' })).toBeInTheDocument();
    expect(within(subscriptionCard()).getByText('Active')).toBeInTheDocument();
    expect(within(subscriptionCard()).getByText('Monthly · Renews on Mar 1, 2026')).toBeInTheDocument();
    expect(within(subscriptionCard()).getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    expect(screen.queryByText(/Update your card/)).not.toBeInTheDocument();
    expect(screen.getByText('Welcome back, Jordan.')).toBeInTheDocument();

    const events = within(panel('Chapter Events'));
    const titles = events.getAllByRole('listitem').map((item) => item.querySelector('p')?.firstChild?.textContent);
    // By the day each next takes place: the weekly meeting's next Tuesday (Oct 6) before November's mixer.
    expect(titles).toEqual(['Autumn Workshop', 'GRO Detroit Weekly Meeting', 'Holiday Mixer']);
    expect(events.queryByRole('link', { name: /^See all/ })).not.toBeInTheDocument();
    expect(events.getByText('Tuesday, Oct 6')).toHaveAttribute('datetime', '2026-10-06');
    // The badges of the chapter page's and events page's cards (spec §2), not the Type column's 'One Time'.
    expect(events.getAllByText('Special Event')).toHaveLength(2);
    expect(events.getByText('Recurring Event')).toBeInTheDocument();
    expect(events.queryByText('One Time')).not.toBeInTheDocument();
    expect(events.getByText(/Every Tuesday/)).toBeInTheDocument();

    const chapterMembers = within(panel('Chapter Members'));
    expect(chapterMembers.getByRole('link', { name: 'Member1 Lee' })).toHaveAttribute('href', '/portal/user/30');
    expect(chapterMembers.getAllByText('Member')).toHaveLength(5);
    expect(chapterMembers.getByRole('img', { name: 'Photo of Member1 Lee' })).toHaveAttribute('src', '/uploads/avatar-30.webp');
    expect(chapterMembers.getAllByRole('img', { name: 'Default avatar' })).toHaveLength(4);
  });

  it("keeps an event's day, time range and place whole on its line, each '·' ending the part before it", async () => {
    const online = buildSpecialEvent({ id: 3, title: 'Pricing Webinar', date: '2026-12-11', timeStart: '12:00', timeEnd: '13:00', location: 'Online' });
    const noPlace = buildSpecialEvent({ id: 4, title: 'Open Day', date: '2026-12-12', timeStart: '09:00', timeEnd: '17:00', location: null });
    openDashboard(ok(dashboard({ events: [online, noPlace] })));
    const parts = (title: string) => {
      const item = within(panel('Chapter Events')).getByText(title).closest('li')!;
      const line = within(item).getByText(/Dec/).closest('p')!;
      return Array.from(line.children).map((part) => part.textContent);
    };
    await screen.findByText('Pricing Webinar');
    expect(parts('Pricing Webinar')).toEqual(['Friday, Dec 11 ·', '12:00\u00a0PM – 1:00\u00a0PM ·', 'Online']);
    expect(parts('Open Day')).toEqual(['Saturday, Dec 12 ·', '9:00\u00a0AM – 5:00\u00a0PM']);
  });

  it("says 'Unsubscribed' without a subscription, offers no billing without a billing account, and shows at most 5 chapter members", async () => {
    openDashboard(ok(dashboard({ subscription: null, members })), buildUser({ subscription: null, stripeCustomerId: null }));
    expect(await screen.findByText('Unsubscribed')).toBeInTheDocument();
    expect(within(subscriptionCard()).queryByRole('button', { name: 'Manage billing' })).not.toBeInTheDocument();
    const chapterMembers = within(panel('Chapter Members'));
    expect(chapterMembers.getAllByRole('link', { name: /Lee$/ })).toHaveLength(5);
    expect(chapterMembers.queryByRole('link', { name: 'Member6 Lee' })).not.toBeInTheDocument();
  });

  it('lets an unsubscribed member choose a plan in the subscription card itself, at the price they will pay', async () => {
    const open = vi.spyOn(hostedPage, 'open').mockImplementation(() => {});
    const discount = { couponId: 'corp', label: 'Corporate discount: 20% off', percentOff: 20, amountOff: null };
    const api = openDashboard(ok(dashboard({ subscription: null })), buildUser({ subscription: null, stripeCustomerId: null }), {
      'GET /subscription/plan': ok(buildPlanOffer({ corporateDiscount: discount })),
      'POST /subscription/checkout': ok({ url: 'https://checkout.example.com/cs_9' }),
    });
    const card = within(await waitFor(() => subscriptionCard()));
    expect(await card.findByRole('button', { name: 'Monthly $20/month' })).toBeEnabled();
    expect(card.getByText('Corporate discount: 20% off')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Yearly $200/year' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://checkout.example.com/cs_9'));
    expect(api.callsTo('POST /subscription/checkout')[0].body).toEqual({ priceId: 'price_yearly' });
  });

  it('offers no plans in the card of a subscribed member, only Manage billing', async () => {
    openDashboard(ok(dashboard()));
    const card = within(await waitFor(() => subscriptionCard()));
    expect(await card.findByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
    expect(card.queryByRole('button', { name: /\$\d+\/(month|year)/ })).not.toBeInTheDocument();
  });

  it("shows the coming 30 days' events, soonest first, and links to them all when more wait further ahead", async () => {
    // Today is Oct 1: Oct 31 is the 30th day from it; November's and December's wait on the Events page.
    const dated = ['2026-10-20', '2026-12-03', '2026-10-03', '2026-10-31', '2026-11-01'].map((date, index) => buildSpecialEvent({ id: 10 + index, title: `Event of ${date}`, date }));
    openDashboard(ok(dashboard({ events: [...dated, buildEvent()] })));
    const events = within(await screen.findByRole('region', { name: 'Chapter Events' }));
    const titles = () => events.getAllByRole('listitem').map((item) => item.querySelector('p')?.firstChild?.textContent);
    expect(titles()).toEqual(['Event of 2026-10-03', 'GRO Detroit Weekly Meeting', 'Event of 2026-10-20', 'Event of 2026-10-31']);
    expect(events.getByRole('link', { name: 'See all 6 events' })).toHaveAttribute('href', '/portal/event');
  });

  it('shows at least the next three events when fewer fall in the coming 30 days', async () => {
    const far = ['2027-02-01', '2027-01-10', '2027-03-05', '2027-04-01'].map((date, index) => buildSpecialEvent({ id: 20 + index, title: `Event of ${date}`, date }));
    openDashboard(ok(dashboard({ events: far })));
    const events = within(await screen.findByRole('region', { name: 'Chapter Events' }));
    expect(events.getAllByRole('listitem').map((item) => item.querySelector('p')?.firstChild?.textContent)).toEqual(['Event of 2027-01-10', 'Event of 2027-02-01', 'Event of 2027-03-05']);
    expect(events.getByRole('link', { name: 'See all 4 events' })).toBeInTheDocument();
  });

  it("says 'No chapter members found.' and 'No events found.' when there are none", async () => {
    openDashboard(ok(dashboard({ members: [], events: [] })));
    expect(await screen.findByText('No chapter members found.')).toBeInTheDocument();
    expect(screen.getByText('No events found.')).toBeInTheDocument();
  });

  it('shows loading, then an error when the dashboard cannot be loaded', async () => {
    let answer: (response: Response) => void = () => {};
    openDashboard(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading your dashboard...')).toBeInTheDocument();
    answer(failure(500, 'Error', 'A general error occurred'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
  });

  it.each([
    ['cancelled at period end', { cancelAtPeriodEnd: true }, 'Active', 'Monthly · Ends on Mar 1, 2026'],
    ['trialing', { status: 'trialing' as const, planLabel: 'Yearly' }, 'Trialing', 'Yearly · Renews on Mar 1, 2026'],
    ['canceled', { status: 'canceled' as const, canceledAt: '2026-02-10T12:00:00.000Z' }, 'Canceled', 'Monthly · Ended on Feb 10, 2026'],
    ['of a price no longer configured', { planLabel: null }, 'Active', 'Membership · Renews on Mar 1, 2026'],
  ])('shows a subscription %s', async (_, overrides, status, detail) => {
    openDashboard(ok(dashboard({ subscription: buildMemberSubscription(overrides) })));
    await screen.findByText(detail);
    expect(within(subscriptionCard()).getByText(status)).toBeInTheDocument();
  });

  it('offers Manage billing to a member with a billing account but no subscription any more', async () => {
    openDashboard(ok(dashboard({ subscription: null })), buildUser({ stripeCustomerId: 'cus_1' }));
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });

  it('asks a past-due member to update the card, and opens a fresh Customer Portal session on every click', async () => {
    const open = vi.spyOn(hostedPage, 'open').mockImplementation(() => {});
    const answers = [ok({}), ok({ url: 'https://billing.example.com/p_2' })];
    const api = openDashboard(ok(dashboard({ subscription: buildMemberSubscription({ status: 'past_due' }) })), undefined, {
      'POST /subscription/portal': () => answers.shift()!,
    });
    expect(await screen.findByText('Past due')).toBeInTheDocument();
    const card = within(subscriptionCard());
    expect(screen.getByText('Your last payment failed. Update your card to keep your membership.')).toBeInTheDocument();
    await userEvent.click(card.getByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(lastShownToast()).toMatchObject({ type: 'danger', title: 'Error', message: 'Billing portal session failed.' }));
    await userEvent.click(await card.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://billing.example.com/p_2'));
    expect(api.callsTo('POST /subscription/portal')).toHaveLength(2);
    expect(card.getByRole('button', { name: 'Opening…' })).toBeDisabled();
  });

  it("shows the server's message when the Customer Portal cannot be opened", async () => {
    openDashboard(ok(dashboard()), undefined, {
      'POST /subscription/portal': failure(409, 'No billing account', PAYMENT_MESSAGES.noBillingAccount),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Manage billing' }));
    await waitFor(() =>
      expect(lastShownToast()).toMatchObject({ type: 'danger', title: 'No billing account', message: PAYMENT_MESSAGES.noBillingAccount }),
    );
  });
});

describe('the first steps of a new member', () => {
  const steps = (done: string[]) => ({
    show: true,
    steps: ['verifyEmail', 'company', 'profile', 'rsvp', 'oneToOne', 'referral', 'subscribe'].map((step) => ({ step, done: done.includes(step) })),
  });

  it('lists each step, ticked or with the way to do it, and the progress; My Account and Pass a referral open in place', async () => {
    openDashboard(ok(dashboard()), undefined, {
      'GET /account/first-week': ok(steps(['verifyEmail', 'company', 'rsvp'])),
      'GET /user/directory': ok({ items: [], pagination: { page: 1, pageSize: 5, pageCount: 0, total: 0 } }),
    });
    const card = within((await screen.findByRole('heading', { level: 2, name: 'Your first steps in GRO' })).closest('section')!);
    expect(card.getByRole('progressbar', { name: '3 of 7 done' })).toHaveAttribute('value', '3');
    const items = card.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Done: Verify your email address',
      'Done: Join or create your company',
      'To do: Complete your profile: a photo, a phone number and your professionOpen My Account',
      "Done: RSVP to your chapter's next meeting",
      'To do: Book your first one-to-onePropose a one-to-one',
      'To do: Pass your first referralPass a referral',
      'To do: Subscribe to keep every member benefitChoose a plan',
    ]);
    expect(card.getByRole('link', { name: 'Propose a one-to-one' })).toHaveAttribute('href', '/portal/one-to-one');
    expect(card.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '#dashboard-subscription');
    expect(document.getElementById('dashboard-subscription')).toBe(subscriptionCard());

    await userEvent.click(card.getByRole('button', { name: 'Open My Account' }));
    expect(await screen.findByRole('dialog', { name: 'My Account' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(card.getByRole('button', { name: 'Pass a referral' }));
    expect(await screen.findByRole('form', { name: 'Pass a referral' })).toBeInTheDocument();
  });

  it('is not shown once every step is done or the first weeks are over; Pass a referral stays beside the title', async () => {
    openDashboard(ok(dashboard()), undefined, { 'GET /account/first-week': ok({ ...steps([]), show: false }) });
    await findHeading('Dashboard');
    await screen.findByText('Holiday Mixer');
    expect(screen.queryByRole('heading', { name: 'Your first steps in GRO' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pass a referral' })).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
