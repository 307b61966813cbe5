import { describe, expect, it } from 'vitest';
import {
  ADDRESS_SEARCH_MIN_CHARS,
  CHANNELS,
  accountSettingUpdateSchema,
  addressSearchSchema,
  chapterApplicationSchema,
  contactDefaults,
  contactSchema,
  isAddressSearchable,
} from './index';
import { formErrors } from './testing/form-errors';

describe.each([
  ['contact form', contactSchema, contactDefaults],
  ['start-a-chapter form', chapterApplicationSchema, contactDefaults],
] as const)('%s', (_name, schema, defaults) => {
  const valid = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '+1 313 555 0142',
    phoneExt: '',
    message: 'I would like to start a chapter in Ann Arbor.',
  };
  it('accepts a message', () => {
    expect(formErrors(schema, valid)).toEqual({});
  });
  it('requires names, email, phone and message', () => {
    expect(formErrors(schema, defaults)).toEqual({
      firstname: 'First Name is required',
      lastname: 'Last Name is required',
      email: 'Email Address is required',
      phoneNumber: 'Phone Number is required',
      message: 'Message is required',
    });
  });
  it('checks the email and the phone', () => {
    expect(formErrors(schema, { ...valid, email: 'ada at example', phoneNumber: '555' })).toEqual({
      email: 'Must be a valid email address',
      phoneNumber: 'Must be a valid phone number',
    });
  });
  it('keeps the extension optional', () => {
    expect(formErrors(schema, { ...valid, phoneExt: '7' })).toEqual({});
  });
  it('has the contact payload fields', () => {
    expect(Object.keys(schema.fields)).toEqual(['firstname', 'lastname', 'email', 'phoneNumber', 'phoneExt', 'message']);
  });
});

describe('account setting update', () => {
  it('accepts a toggle', () => {
    expect(CHANNELS).toEqual(['email', 'sms']);
    expect(formErrors(accountSettingUpdateSchema, { setting: { key: 'event-reminders' }, channel: 'sms', value: true })).toEqual({});
  });
  it('requires the key, the channel and the value', () => {
    expect(formErrors(accountSettingUpdateSchema, { setting: { key: '' }, channel: '' })).toEqual({
      'setting.key': 'Setting is required',
      channel: 'Channel is required',
      value: 'Value is required',
    });
  });
  it('knows only email and sms', () => {
    expect(formErrors(accountSettingUpdateSchema, { setting: { key: 'k' }, channel: 'fax', value: false })).toEqual({
      channel: 'Channel must be one of: email, sms',
    });
  });
});

describe('address search', () => {
  it('runs from 3 characters', () => {
    expect(ADDRESS_SEARCH_MIN_CHARS).toBe(3);
    expect(formErrors(addressSearchSchema, { q: 'Det' })).toEqual({});
    expect(formErrors(addressSearchSchema, { q: 'De' })).toEqual({ q: 'Enter at least 3 characters to search' });
    expect(formErrors(addressSearchSchema, { q: ' De ' })).toEqual({ q: 'Enter at least 3 characters to search' });
    expect(formErrors(addressSearchSchema, {})).toEqual({ q: 'Enter at least 3 characters to search' });
  });
  it('tells whether a text is searchable', () => {
    expect(isAddressSearchable('Ann')).toBe(true);
    expect(isAddressSearchable('An ')).toBe(false);
    expect(isAddressSearchable(undefined)).toBe(false);
  });
});
