import { describe, expect, it } from 'vitest';
import { CHAPTER_OPTIONAL_HINT, EVENT_TEXTS, everyDay } from './chapter-event';
import { EMPTY_STATES, SELECT_TEXTS, showingRecords } from './components';
import { CONFIRM_TEXTS } from './portal';
import { CHECKOUT_TEXTS } from './portal-account';

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

  it('has the cancel-subscription confirmation and the reject prompt', () => {
    expect(CONFIRM_TEXTS.cancelSubscription).toBe('Are you sure you want to cancel this subscription?');
    expect(CONFIRM_TEXTS.rejectReason).toBe('Optional reason for rejection:');
  });
});
