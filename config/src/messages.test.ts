import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED,
  ADDRESS_SEARCH_MIN,
  CHAPTER_NOT_FOUND,
  CHAPTER_OPTIONAL_HINT,
  CHECKOUT_TEXTS,
  CONFIRM_TEXTS,
  DATE_INVALID,
  EMAIL_INVALID,
  EMPTY_STATES,
  END_AFTER_START,
  EVENT_TEXTS,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_TEXTS,
  PASSWORD_TOO_COMMON,
  PHONE_INVALID,
  REQUIRED,
  SELECT_TEXTS,
  SUBSCRIPTION_CONFIRMATION_TEXTS,
  TIME_INVALID,
  TIME_STEP,
  URL_INVALID,
  everyDay,
  maxLength,
  mustBeAfter,
  mustBeBetween,
  mustBeNumber,
  mustBeOneOf,
  mustMatch,
  requiredLabel,
  showingRecords,
  thankYouForSubscribing,
} from './messages';

describe('validation messages (spec §5)', () => {
  it('has the generic and field-level required texts', () => {
    expect(REQUIRED).toBe('This field is required');
    expect(requiredLabel('First Name')).toBe('First Name is required');
    expect(requiredLabel('Terms and Conditions')).toBe('Terms and Conditions is required');
  });

  it('has the password texts', () => {
    expect(PASSWORD_REQUIRED).toBe('Password is required');
    expect(NEW_PASSWORD_REQUIRED).toBe('New password is required');
    expect(PASSWORD_MIN).toBe('Password must be at least 8 characters');
    expect(PASSWORD_MAX).toBe('Password must be at most 128 characters');
    expect(PASSWORD_TOO_COMMON).toBe('This password is too common. Choose a less predictable one.');
  });

  it('has the format texts', () => {
    expect(EMAIL_INVALID).toBe('Must be a valid email address');
    expect(PHONE_INVALID).toBe('Must be a valid phone number');
    expect(URL_INVALID).toBe('Must be a valid URL');
    expect(TIME_INVALID).toBe('Must be a valid time (HH:MM)');
    expect(TIME_STEP).toBe('Time must be in 15-minute steps');
    expect(DATE_INVALID).toBe('Must be a valid date');
  });

  it('has the comparison texts', () => {
    expect(END_AFTER_START).toBe('End time must be after start time');
    expect(mustBeAfter('End Date', 'Start Date')).toBe('End Date must be after Start Date');
    expect(mustMatch('Confirm Password')).toBe('Confirm Password must match');
  });

  it('has the address and chapter texts', () => {
    expect(ADDRESS_REQUIRED).toBe('Address is required');
    expect(CHAPTER_OPTIONAL_HINT).toBe('Chapter is optional for one-time events');
    expect(ADDRESS_SEARCH_MIN).toBe('Enter at least 3 characters to search');
  });

  it('builds the texts for enumerations, numbers and lengths', () => {
    expect(mustBeOneOf('Channel', ['email', 'sms'])).toBe('Channel must be one of: email, sms');
    expect(mustBeNumber('Latitude')).toBe('Latitude must be a number');
    expect(mustBeBetween('Latitude', -90, 90)).toBe('Latitude must be between -90 and 90');
    expect(maxLength('Note', 10)).toBe('Note must be at most 10 characters');
  });
});

describe('UI texts (spec §2, §5, §8)', () => {
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

  it('has the events page texts', () => {
    expect(EVENT_TEXTS.loadFailed).toBe('Failed to load events.');
    expect(EVENT_TEXTS.empty).toBe('No events found.');
    expect(EVENT_TEXTS.allChapters).toBe('All Chapters');
    expect(EVENT_TEXTS.recurringBadge).toBe('Recurring Event');
    expect(EVENT_TEXTS.specialBadge).toBe('Special Event');
    expect(everyDay('Tuesday')).toBe('Every Tuesday');
  });

  it('has the checkout failures', () => {
    expect(CHECKOUT_TEXTS.noUrl).toBe('Checkout session failed.');
    expect(CHECKOUT_TEXTS.failed).toBe('Something went wrong.');
  });

  it('has the chapter not found view', () => {
    expect(CHAPTER_NOT_FOUND.title).toBe('Chapter Not Found');
    expect(CHAPTER_NOT_FOUND.message).toBe('The chapter you are looking for does not exist or was removed.');
  });

  it('has the forgot and reset success texts', () => {
    expect(PASSWORD_TEXTS.forgotSuccess).toBe(
      'If an account exists for that email, a reset link has been sent. Please check your inbox and spam folder.',
    );
    expect(PASSWORD_TEXTS.resetSuccess).toBe(
      'Your password has been reset successfully. You can now log in with your new password.',
    );
  });

  it('has the cancel-subscription confirmation and the reject prompt', () => {
    expect(CONFIRM_TEXTS.cancelSubscription).toBe('Are you sure you want to cancel this subscription?');
    expect(CONFIRM_TEXTS.rejectReason).toBe('Optional reason for rejection:');
  });

  it('has the subscription confirmation texts, the plan part only when known', () => {
    expect(SUBSCRIPTION_CONFIRMATION_TEXTS).toEqual({
      loading: 'Confirming your subscription...',
      successTitle: 'Subscription Confirmed!',
      errorTitle: 'Something went wrong',
      errorMessage: "We couldn't confirm your subscription. Please contact support.",
    });
    expect(thankYouForSubscribing('Monthly (month)')).toBe('Thank you for subscribing to the Monthly (month) plan.');
    expect(thankYouForSubscribing(null)).toBe('Thank you for subscribing.');
  });

  it('has the table footer', () => {
    expect(showingRecords(11, 20, 42)).toBe('Showing 11 to 20 of 42 records');
  });
});
