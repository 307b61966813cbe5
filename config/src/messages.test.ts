import { describe, expect, it } from 'vitest';
import {
  ADDRESS_REQUIRED,
  ADDRESS_SEARCH_MIN,
  CHAPTER_NOT_FOUND,
  DATE_INVALID,
  EMAIL_INVALID,
  END_AFTER_START,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_REQUIRED,
  PASSWORD_TEXTS,
  PASSWORD_TOO_COMMON,
  PHONE_INVALID,
  TIME_INVALID,
  TIME_STEP,
  URL_INVALID,
  maxLength,
  mustBeBetween,
  mustBeNumber,
  mustBeOneOf,
  mustMatch,
  requiredLabel,
} from './messages';

describe('validation messages (spec §5)', () => {
  it('has the field-level required texts', () => {
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
    expect(mustMatch('Confirm Password')).toBe('Confirm Password must match');
  });

  it('has the address texts', () => {
    expect(ADDRESS_REQUIRED).toBe('Address is required');
    expect(ADDRESS_SEARCH_MIN).toBe('Enter at least 3 characters to search');
  });

  it('builds the texts for enumerations, numbers and lengths', () => {
    expect(mustBeOneOf('Channel', ['email', 'sms'])).toBe('Channel must be one of: email, sms');
    expect(mustBeNumber('Latitude')).toBe('Latitude must be a number');
    expect(mustBeBetween('Latitude', -90, 90)).toBe('Latitude must be between -90 and 90');
    expect(maxLength('Note', 10)).toBe('Note must be at most 10 characters');
  });
});

describe('texts both tiers show (spec §2)', () => {
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
});
