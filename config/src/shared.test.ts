import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import * as config from './index';
import {
  FIELD_LABELS,
  FORM_LABELS,
  GENERAL_ERROR_MESSAGE,
  DEFAULT_ERROR_TITLE,
  fillFirstname,
  forgotPasswordSchema,
  isAdminRoleName,
  requiredLabel,
  signUpSchema,
  toFieldErrors,
  toPath,
  validatePayload,
} from './index';
import { formErrors } from './testing/form-errors';

describe('fillFirstname (spec §3)', () => {
  it("replaces {firstname} with the user's first name", () => {
    expect(fillFirstname('Welcome back, {firstname}!', 'Ada')).toBe('Welcome back, Ada!');
  });
  it("uses 'user' when the name is missing or blank", () => {
    expect(fillFirstname('Hello {firstname}', undefined)).toBe('Hello user');
    expect(fillFirstname('Hello {firstname}', null)).toBe('Hello user');
    expect(fillFirstname('Hello {firstname}', '  ')).toBe('Hello user');
  });
  it('replaces every occurrence and leaves other text alone', () => {
    expect(fillFirstname('{firstname}, {firstname}', 'Ada')).toBe('Ada, Ada');
    expect(fillFirstname('No placeholder', 'Ada')).toBe('No placeholder');
  });
  it('has the default error texts (spec §8)', () => {
    expect(DEFAULT_ERROR_TITLE).toBe('Error');
    expect(GENERAL_ERROR_MESSAGE).toBe('A general error occurred');
  });
});

describe('isAdminRoleName (spec §6)', () => {
  it('compares the role name case-insensitively', () => {
    expect(isAdminRoleName('Admin')).toBe(true);
    expect(isAdminRoleName('admin')).toBe(true);
    expect(isAdminRoleName('ADMIN')).toBe(true);
    expect(isAdminRoleName(' Admin ')).toBe(true);
  });
  it('refuses other roles and missing names', () => {
    expect(isAdminRoleName('Authenticated')).toBe(false);
    expect(isAdminRoleName('Administrator')).toBe(false);
    expect(isAdminRoleName('')).toBe(false);
    expect(isAdminRoleName(null)).toBe(false);
    expect(isAdminRoleName(undefined)).toBe(false);
  });
});

describe('field labels', () => {
  it('uses the sign-up labels of the spec', () => {
    expect(FORM_LABELS.signUp).toEqual({
      firstname: 'First Name',
      lastname: 'Last Name',
      email: 'Email Address',
      phoneNumber: 'Phone Number',
      phoneExt: 'Extension',
      password: 'Password',
      confirmPassword: 'Confirm Password',
      chapterId: 'Chapter',
      terms: 'Terms and Conditions',
    });
  });
  it('uses the company labels of the spec', () => {
    expect(FORM_LABELS.company).toMatchObject({
      name: 'Company Name',
      description: 'Description',
      address: 'Address',
      url: 'Website URL',
      logo: 'Logo URL',
      contactName: 'Contact Name',
      industry: 'Industry',
      phoneExt: 'Extension',
    });
    expect(FIELD_LABELS.newPassword).toBe('New Password');
  });
  it('builds the required messages from the same labels', () => {
    const errors = formErrors(signUpSchema, {});
    for (const [field, label] of Object.entries(FORM_LABELS.signUp)) {
      if (field === 'password' || field === 'phoneExt') continue;
      expect(errors[field]).toBe(requiredLabel(label));
    }
  });
  it('labels every field of every form schema', () => {
    const schemas = {
      signIn: config.signInSchema,
      signUp: config.signUpSchema,
      forgotPassword: config.forgotPasswordSchema,
      resetPassword: config.resetPasswordSchema,
      changePassword: config.changePasswordSchema,
      profile: config.profileSchema,
      company: config.companySchema,
      companyAdmin: config.companyAdminSchema,
      joinRequest: config.joinRequestSchema,
      joinRequestReject: config.joinRequestRejectSchema,
      chapter: config.chapterSchema,
      event: config.eventSchema,
      user: config.userSchema,
      contact: config.contactSchema,
      chapterApplication: config.chapterApplicationSchema,
      accountSettingUpdate: config.accountSettingUpdateSchema,
      addressSearch: config.addressSearchSchema,
    } as const;
    for (const [form, schema] of Object.entries(schemas)) {
      expect(Object.keys(FORM_LABELS[form as keyof typeof schemas]).sort(), form).toEqual(Object.keys(schema.fields).sort());
    }
  });
});

describe('default form values', () => {
  const pairs: [string, object, { fields: object }][] = [
    ['signInDefaults', config.signInDefaults, config.signInSchema],
    ['signUpDefaults', config.signUpDefaults, config.signUpSchema],
    ['forgotPasswordDefaults', config.forgotPasswordDefaults, config.forgotPasswordSchema],
    ['resetPasswordFormDefaults', config.resetPasswordFormDefaults, config.resetPasswordFormSchema],
    ['changePasswordDefaults', config.changePasswordDefaults, config.changePasswordSchema],
    ['profileDefaults', config.profileDefaults, config.profileSchema],
    ['companyDefaults', config.companyDefaults, config.companySchema],
    ['companyAdminDefaults', config.companyAdminDefaults, config.companyAdminSchema],
    ['joinRequestDefaults', config.joinRequestDefaults, config.joinRequestSchema],
    ['chapterDefaults', config.chapterDefaults, config.chapterSchema],
    ['eventDefaults', config.eventDefaults, config.eventSchema],
    ['userDefaults', config.userDefaults, config.userSchema],
    ['contactDefaults', config.contactDefaults, config.contactSchema],
  ];
  it.each(pairs)('%s has exactly the fields of its schema', (_name, defaults, schema) => {
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(schema.fields).sort());
  });
});

describe('payload validation for the API (details.errors)', () => {
  it('returns the cast value of a valid payload', async () => {
    expect(await validatePayload(forgotPasswordSchema, { email: ' ada@example.com ', extra: 1 })).toEqual({
      ok: true,
      value: { email: 'ada@example.com' },
    });
  });
  it('returns one error per field with its path', async () => {
    const result = await validatePayload(signUpSchema, { email: 'nope', password: 'short' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual({ path: ['email'], message: 'Must be a valid email address', name: 'ValidationError' });
    expect(result.errors).toContainEqual({
      path: ['password'],
      message: 'Password must be at least 8 characters',
      name: 'ValidationError',
    });
    expect(result.errors.filter((e) => e.path[0] === 'password')).toHaveLength(1);
  });
  it('splits nested paths', () => {
    expect(toPath('setting.key')).toEqual(['setting', 'key']);
    expect(toPath('items[0].name')).toEqual(['items', '0', 'name']);
    expect(toPath('a["b c"]')).toEqual(['a', 'b c']);
    expect(toPath(undefined)).toEqual([]);
    expect(toFieldErrors(new ValidationError('Email Address is required', undefined, 'email'))).toEqual([
      { path: ['email'], message: 'Email Address is required', name: 'ValidationError' },
    ]);
  });
});
