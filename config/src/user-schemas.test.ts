import { describe, expect, it } from 'vitest';
import {
  AUTH_TEXTS,
  FIELD_LIMITS,
  LINKEDIN_INVALID,
  URL_INVALID,
  USER_STATUSES,
  aboutDefaults,
  aboutSchema,
  maxLength,
  isEmailChange,
  profileDefaults,
  profileFormSchema,
  profileSchema,
  userDefaults,
  userFormSchema,
  userFormToPayload,
  userPayloadSchema,
  userSchema,
  validatePayload,
} from './index';
import { formErrors } from './testing/form-errors';

const STRONG = 'Gr0wT0gether!';
const member = {
  ...userDefaults,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '313-555-0142',
  chapterId: 2,
};
const PERSON_REQUIRED = {
  firstname: 'First Name is required',
  lastname: 'Last Name is required',
  email: 'Email Address is required',
  phoneNumber: 'Phone Number is required',
  chapterId: 'Chapter is required',
};

describe('user form, editing with the password section hidden', () => {
  it('accepts a member without a password', () => {
    expect(formErrors(userSchema, member)).toEqual({});
    expect(formErrors(userFormSchema(), member)).toEqual({});
  });
  it('ignores whatever the hidden password fields hold', () => {
    expect(formErrors(userSchema, { ...member, newPassword: 'x', confirmPassword: 'y' })).toEqual({});
    expect(formErrors(userFormSchema({ showPassword: false }), { ...member, newPassword: 'x' })).toEqual({});
  });
  it('requires the person fields and the chapter', () => {
    expect(formErrors(userSchema, userDefaults)).toEqual(PERSON_REQUIRED);
  });
  it('checks email and phone', () => {
    expect(formErrors(userSchema, { ...member, email: 'ada.example.com', phoneNumber: '12' })).toEqual({
      email: 'Must be a valid email address',
      phoneNumber: 'Must be a valid phone number',
    });
  });
  it('keeps the company optional and the status one of the user statuses', () => {
    expect(USER_STATUSES).toEqual(['Active', 'Inactive', 'Suspended', 'Deleted']);
    expect(formErrors(userSchema, { ...member, companyId: 4, status: 'Suspended' })).toEqual({});
    expect(formErrors(userSchema, { ...member, companyId: null, status: '' })).toEqual({});
    expect(formErrors(userSchema, { ...member, status: 'Banned' })).toEqual({
      status: 'Status must be one of: Active, Inactive, Suspended, Deleted',
    });
  });
});

describe('user form with the password section shown', () => {
  const cases = [
    ['context $showPassword', (values: object) => formErrors(userSchema, values, { showPassword: true })],
    ['userFormSchema({ showPassword })', (values: object) => formErrors(userFormSchema({ showPassword: true }), values)],
    ['context $isCreate', (values: object) => formErrors(userSchema, values, { isCreate: true })],
    ['userFormSchema({ isCreate })', (values: object) => formErrors(userFormSchema({ isCreate: true }), values)],
  ] as const;

  it.each(cases)('%s: requires the password and its confirmation', (_name, check) => {
    expect(check(member)).toEqual({
      newPassword: 'Password is required',
      confirmPassword: 'Confirm Password is required',
    });
  });
  it.each(cases)('%s: applies the password rule', (_name, check) => {
    expect(check({ ...member, newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
    expect(check({ ...member, newPassword: 'password123', confirmPassword: 'password123' })).toEqual({
      newPassword: 'This password is too common. Choose a less predictable one.',
    });
  });
  it.each(cases)('%s: needs the confirmation to match newPassword', (_name, check) => {
    expect(check({ ...member, newPassword: STRONG, confirmPassword: 'different1!' })).toEqual({
      confirmPassword: 'Confirm Password must match',
    });
    expect(check({ ...member, newPassword: STRONG, confirmPassword: STRONG })).toEqual({});
  });
  it('reads the flags from the form values, as Formik passes them as context', () => {
    const values = { ...member, showPassword: true };
    expect(formErrors(userSchema, values, values)).toMatchObject({ newPassword: 'Password is required' });
  });
});

describe('user payload (server side)', () => {
  const payload = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '313-555-0142',
    phoneExt: '',
    status: 'Active',
    chapterId: 2,
    companyId: null,
  };
  it('needs a password on create', async () => {
    expect(formErrors(userPayloadSchema, payload, { isCreate: true })).toEqual({ password: 'Password is required' });
    expect(formErrors(userPayloadSchema, { ...payload, password: STRONG }, { isCreate: true })).toEqual({});
  });
  it('lets an update omit the password but checks one that is given', () => {
    expect(formErrors(userPayloadSchema, payload)).toEqual({});
    expect(formErrors(userPayloadSchema, { ...payload, password: '' })).toEqual({});
    expect(formErrors(userPayloadSchema, { ...payload, password: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
  it('drops unknown fields when validating a payload', async () => {
    const extra = { stripeCustomerId: 'cus_123', blocked: true, provider: 'google', confirmed: false };
    const result = await validatePayload(userPayloadSchema, { ...payload, password: STRONG, ...extra }, { isCreate: true });
    expect(result.ok).toBe(true);
    if (result.ok) for (const key of Object.keys(extra)) expect(result.value).not.toHaveProperty(key);
  });
});

describe('user form to payload (spec §4)', () => {
  it('sends newPassword as password and never the confirmation', () => {
    expect(userFormToPayload({ ...member, newPassword: STRONG, confirmPassword: STRONG })).toEqual({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '313-555-0142',
      phoneExt: '',
      chapterId: 2,
      companyId: null,
      status: 'Active',
      role: 'Member',
      password: STRONG,
    });
  });
  it('omits a blank password', () => {
    const payload = userFormToPayload(member);
    expect(payload).not.toHaveProperty('password');
    expect(payload).not.toHaveProperty('newPassword');
    expect(payload).not.toHaveProperty('confirmPassword');
  });
});

describe('profile form', () => {
  const profile = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', phoneNumber: '3135550142', phoneExt: '' };
  it('accepts a profile', () => {
    expect(formErrors(profileSchema, profile)).toEqual({});
  });
  it('requires first name, last name and phone', () => {
    expect(formErrors(profileSchema, profileDefaults)).toEqual({
      firstname: 'First Name is required',
      lastname: 'Last Name is required',
      phoneNumber: 'Phone Number is required',
    });
  });
  it('checks the email format and the phone', () => {
    expect(formErrors(profileSchema, { ...profile, email: 'ada@', phoneNumber: 'not a phone' })).toEqual({
      email: 'Must be a valid email address',
      phoneNumber: 'Must be a valid phone number',
    });
  });
  it('keeps the extension optional', () => {
    expect(formErrors(profileSchema, { ...profile, phoneExt: '42' })).toEqual({});
  });
});

describe('My Account form: changing the email needs the current password', () => {
  const profile = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', phoneNumber: '3135550142', phoneExt: '', currentPassword: '' };
  const schema = profileFormSchema('Ada@Example.com');
  it('asks for nothing more while the email stays the same, whatever its case', () => {
    expect(formErrors(schema, profile)).toEqual({});
    expect(formErrors(schema, { ...profile, email: ' ADA@example.COM ' })).toEqual({});
    expect(isEmailChange(' ADA@example.COM ', 'ada@example.com')).toBe(false);
    expect(isEmailChange('', 'ada@example.com')).toBe(false);
  });
  it('requires the current password once the email differs', () => {
    expect(isEmailChange('ada.l@example.com', 'ada@example.com')).toBe(true);
    expect(formErrors(schema, { ...profile, email: 'ada.l@example.com' })).toEqual({ currentPassword: AUTH_TEXTS.currentPasswordForEmail });
    expect(formErrors(schema, { ...profile, email: 'ada.l@example.com', currentPassword: 'Harbor-lantern-42' })).toEqual({});
  });
});

describe('aboutSchema: what a member says about their work', () => {
  const about = { professionId: 7, bio: 'Homes that last.\nSince 2009.', idealReferral: 'A family planning an extension.', website: 'https://example.com', linkedin: 'https://www.linkedin.com/in/ada' };

  it('takes a profession id, text of several lines and the two links; every field may be blank', async () => {
    expect(formErrors(aboutSchema, about)).toEqual({});
    expect(formErrors(aboutSchema, aboutDefaults)).toEqual({});
    expect(formErrors(aboutSchema, { ...about, linkedin: 'https://linkedin.com/company/gro', website: '' })).toEqual({});
  });

  it('wants LinkedIn on linkedin.com itself, not a look-alike host', () => {
    for (const linkedin of ['https://example.com/in/ada', 'https://linkedin.com.evil.example/in/ada', 'https://notlinkedin.com/in/ada']) {
      expect(formErrors(aboutSchema, { ...about, linkedin }), linkedin).toEqual({ linkedin: LINKEDIN_INVALID });
    }
    expect(formErrors(aboutSchema, { ...about, linkedin: 'linkedin' })).toEqual({ linkedin: URL_INVALID });
  });

  it('keeps the bio within its limit and a website to http or https', () => {
    expect(formErrors(aboutSchema, { ...about, bio: 'x'.repeat(FIELD_LIMITS.user.bio.maxLength + 1) })).toEqual({ bio: maxLength('About Me', FIELD_LIMITS.user.bio.maxLength) });
    expect(formErrors(aboutSchema, { ...about, website: 'ftp://example.com' })).toEqual({ website: URL_INVALID });
  });
});
