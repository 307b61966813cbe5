import { describe, expect, it } from 'vitest';
import { CHAPTER_OPTIONAL_HINT, EVENT_TEXTS, everyDay } from './chapter-event';
import { EMPTY_STATES, SELECT_TEXTS, showingRecords } from './components';
import { CONFIRM_TEXTS } from './portal';
import { CHECKOUT_TEXTS, SUBSCRIBE_TEXTS, planPrice } from './portal-account';
import { SUBSCRIPTION_SUCCESS_TEXTS } from './public';

describe('screen texts the spec gives verbatim (spec §2, §5, §8)', () => {
  it('has the empty states', () => {
    expect(EMPTY_STATES).toEqual({
      requests: 'No requests available.',
      invoices: 'No invoices found.',
      subscriptions: 'No subscriptions available.',
      logs: 'No logs available.',
      chapterMembers: 'No chapter members found.',
      members: 'No members found.',
      records: 'No records found.',
    });
  });

  it('has the select texts', () => {
    expect(SELECT_TEXTS).toEqual({ noOptions: 'No options', loading: 'Loading...', placeholder: 'Select...' });
  });

  it('has the table footer', () => {
    expect(showingRecords(11, 20, 42)).toBe('Showing 11 to 20 of 42 records');
  });

  it('has the events page texts and the event form hint', () => {
    expect(EVENT_TEXTS.loadFailed).toBe('Failed to load events.');
    expect(EVENT_TEXTS.empty).toBe('No events found.');
    expect(EVENT_TEXTS.allChapters).toBe('All Chapters');
    expect(EVENT_TEXTS.recurringBadge).toBe('Recurring Event');
    expect(EVENT_TEXTS.specialBadge).toBe('Special Event');
    expect(everyDay('Tuesday')).toBe('Every Tuesday');
    expect(CHAPTER_OPTIONAL_HINT).toBe('Chapter is optional for one-time events');
  });

  it('has the checkout failures', () => {
    expect(CHECKOUT_TEXTS.noUrl).toBe('Checkout session failed.');
    expect(CHECKOUT_TEXTS.failed).toBe('Something went wrong.');
  });

  it('has the subscription confirmation texts, the plan part only when known', () => {
    expect(SUBSCRIPTION_SUCCESS_TEXTS.loading).toBe('Confirming your subscription...');
    expect(SUBSCRIPTION_SUCCESS_TEXTS.title).toBe('Subscription Confirmed!');
    expect(SUBSCRIPTION_SUCCESS_TEXTS.thanks(SUBSCRIPTION_SUCCESS_TEXTS.planLabel('Monthly', 'month'))).toBe(
      'Thank you for subscribing to the Monthly (month) plan.',
    );
    expect(SUBSCRIPTION_SUCCESS_TEXTS.thanks(null)).toBe('Thank you for subscribing.');
    expect(SUBSCRIPTION_SUCCESS_TEXTS.goToDashboard).toBe('Go to Dashboard');
    expect(SUBSCRIPTION_SUCCESS_TEXTS.failedTitle).toBe('Something went wrong');
    expect(SUBSCRIPTION_SUCCESS_TEXTS.failed).toBe("We couldn't confirm your subscription. Please contact support.");
  });

  it('shows the plans at the prices of spec §9, from cents', () => {
    expect(SUBSCRIBE_TEXTS.monthly).toBe('Monthly $25/month');
    expect(SUBSCRIBE_TEXTS.yearly).toBe('Yearly $250/year');
    expect(SUBSCRIBE_TEXTS.planButton('Nonprofit', 10000, 'year')).toBe('Nonprofit $100/year');
    expect(planPrice(1250, 'month')).toBe('$12.50/month');
  });

  it('has the cancel-subscription confirmation and the reject prompt', () => {
    expect(CONFIRM_TEXTS.cancelSubscription).toBe('Are you sure you want to cancel this subscription?');
    expect(CONFIRM_TEXTS.rejectReason).toBe('Optional reason for rejection:');
  });
});
