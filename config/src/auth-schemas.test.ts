import { describe, expect, it } from 'vitest';
import {
  changePasswordDefaults,
  changePasswordPayloadSchema,
  changePasswordSchema,
  emailChangeConfirmSchema,
  forgotPasswordDefaults,
  forgotPasswordSchema,
  resetPasswordFormDefaults,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signInDefaults,
  signInLinkSchema,
  signInSchema,
  signUpDefaults,
  signUpPayloadSchema,
  signUpSchema,
  validatePayload,
} from './schemas';
import { AUTH_TEXTS } from './auth';
import { formErrors } from './testing/form-errors';

const STRONG = 'Gr0wT0gether!';

describe('sign-in form', () => {
  it('accepts an email and a password', () => {
    expect(formErrors(signInSchema, { email: 'member@example.com', password: 'x' })).toEqual({});
  });
  it('requires both fields', () => {
    expect(formErrors(signInSchema, signInDefaults)).toEqual({
      email: 'Email Address is required',
      password: 'Password is required',
    });
  });
  it('checks the email format', () => {
    expect(formErrors(signInSchema, { email: 'member', password: 'x' })).toEqual({
      email: 'Must be a valid email address',
    });
  });
  it('trims the email and defaults rememberMe to false', () => {
    expect(signInSchema.validateSync({ email: ' member@example.com ', password: 'x' })).toEqual({
      email: 'member@example.com',
      password: 'x',
      rememberMe: false,
    });
  });
});

describe('sign-up form', () => {
  const valid = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '(313) 555-0142',
    phoneExt: '',
    password: STRONG,
    confirmPassword: STRONG,
    chapterId: 3,
    terms: true,
  };

  it('accepts a complete form', () => {
    expect(formErrors(signUpSchema, valid)).toEqual({});
  });
  it('starts with the terms unticked', () => {
    expect(signUpDefaults.terms).toBe(false);
  });
  it('gives every required message with its label', () => {
    expect(formErrors(signUpSchema, signUpDefaults)).toEqual({
      firstname: 'First Name is required',
      lastname: 'Last Name is required',
      email: 'Email Address is required',
      phoneNumber: 'Phone Number is required',
      password: 'Password is required',
      confirmPassword: 'Confirm Password is required',
      chapterId: 'Chapter is required',
      terms: 'Terms and Conditions is required',
    });
  });
  it('treats blank text as missing', () => {
    expect(formErrors(signUpSchema, { ...valid, firstname: '   ' })).toEqual({ firstname: 'First Name is required' });
  });
  it('checks email and phone formats', () => {
    expect(formErrors(signUpSchema, { ...valid, email: 'ada@', phoneNumber: '555-01' })).toEqual({
      email: 'Must be a valid email address',
      phoneNumber: 'Must be a valid phone number',
    });
  });
  it('applies the password rule', () => {
    expect(formErrors(signUpSchema, { ...valid, password: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(formErrors(signUpSchema, { ...valid, password: 'qwerty123', confirmPassword: 'qwerty123' })).toEqual({
      password: 'This password is too common. Choose a less predictable one.',
    });
  });
  it('needs the confirmation to match', () => {
    expect(formErrors(signUpSchema, { ...valid, confirmPassword: `${STRONG}x` })).toEqual({
      confirmPassword: 'Confirm Password must match',
    });
  });
  it('reads a chapter chosen in a select ("3") as an id', () => {
    expect(signUpSchema.validateSync({ ...valid, chapterId: '3' }).chapterId).toBe(3);
    expect(formErrors(signUpSchema, { ...valid, chapterId: '' })).toEqual({ chapterId: 'Chapter is required' });
    expect(formErrors(signUpSchema, { ...valid, chapterId: 'abc' })).toEqual({ chapterId: 'Chapter is required' });
  });
  it('needs the terms ticked', () => {
    expect(formErrors(signUpSchema, { ...valid, terms: false })).toEqual({ terms: 'Terms and Conditions is required' });
  });
  it('keeps an optional extension', () => {
    expect(signUpSchema.validateSync({ ...valid, phoneExt: ' 204 ' }).phoneExt).toBe('204');
    expect(formErrors(signUpSchema, { ...valid, phoneExt: '12345678901' })).toEqual({
      phoneExt: 'Extension must be at most 10 characters',
    });
  });
});

describe('sign-up payload (server side)', () => {
  const payload = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '313-555-0142',
    phoneExt: null,
    password: STRONG,
    chapterId: 3,
  };
  it('accepts the sent fields without confirmPassword and terms', () => {
    expect(formErrors(signUpPayloadSchema, payload)).toEqual({});
  });
  it('has exactly the fields of the sign-up payload', () => {
    expect(Object.keys(signUpPayloadSchema.fields).sort()).toEqual(
      ['chapterId', 'email', 'firstname', 'lastname', 'password', 'phoneExt', 'phoneNumber'].sort(),
    );
  });
  it('still applies every rule', () => {
    expect(formErrors(signUpPayloadSchema, { ...payload, password: 'password', chapterId: null })).toEqual({
      password: 'This password is too common. Choose a less predictable one.',
      chapterId: 'Chapter is required',
    });
  });
});

describe('forgot password form', () => {
  it('accepts an email', () => {
    expect(formErrors(forgotPasswordSchema, { email: 'ada@example.com' })).toEqual({});
  });
  it('requires a valid email', () => {
    expect(formErrors(forgotPasswordSchema, forgotPasswordDefaults)).toEqual({ email: 'Email Address is required' });
    expect(formErrors(forgotPasswordSchema, { email: 'ada' })).toEqual({ email: 'Must be a valid email address' });
  });
});

describe('reset password', () => {
  it('the form needs a new password, confirmed as on sign-up', () => {
    expect(formErrors(resetPasswordFormSchema, resetPasswordFormDefaults)).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Confirm Password is required',
    });
    expect(formErrors(resetPasswordFormSchema, { newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 8 characters',
    });
    expect(formErrors(resetPasswordFormSchema, { newPassword: STRONG, confirmPassword: `${STRONG}x` })).toEqual({
      confirmPassword: 'Confirm Password must match',
    });
    expect(formErrors(resetPasswordFormSchema, { newPassword: STRONG, confirmPassword: STRONG })).toEqual({});
  });
  it('the mismatch message is the sign-up one', () => {
    const signUp = formErrors(signUpSchema, { password: STRONG, confirmPassword: 'other' }).confirmPassword;
    expect(formErrors(resetPasswordFormSchema, { newPassword: STRONG, confirmPassword: 'other' }).confirmPassword).toBe(signUp);
  });
  it('the payload also needs the token; a confirmation sent along must match', () => {
    expect(formErrors(resetPasswordSchema, { token: 'abc', newPassword: STRONG })).toEqual({});
    expect(formErrors(resetPasswordSchema, { token: 'abc', newPassword: STRONG, confirmPassword: STRONG })).toEqual({});
    expect(formErrors(resetPasswordSchema, { token: 'abc', newPassword: STRONG, confirmPassword: 'other' })).toEqual({
      confirmPassword: 'Confirm Password must match',
    });
    expect(formErrors(resetPasswordSchema, { newPassword: '' })).toEqual({
      newPassword: 'New password is required',
      token: 'Reset Token is required',
    });
  });
});

describe('change password form', () => {
  const valid = { currentPassword: 'old', newPassword: STRONG, confirmPassword: STRONG };
  it('accepts a valid change', () => {
    expect(formErrors(changePasswordSchema, valid)).toEqual({});
  });
  it('requires all three fields', () => {
    expect(formErrors(changePasswordSchema, changePasswordDefaults)).toEqual({
      currentPassword: 'Current Password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm Password is required',
    });
  });
  it('applies the password rule to the new password only', () => {
    expect(formErrors(changePasswordSchema, { ...valid, newPassword: 'iloveyou', confirmPassword: 'iloveyou' })).toEqual({
      newPassword: 'This password is too common. Choose a less predictable one.',
    });
  });
  it('needs the confirmation to match the new password', () => {
    expect(formErrors(changePasswordSchema, { ...valid, confirmPassword: 'other-thing' })).toEqual({
      confirmPassword: 'Confirm Password must match',
    });
  });
  it('the payload has no confirmation', () => {
    expect(Object.keys(changePasswordPayloadSchema.fields).sort()).toEqual(['currentPassword', 'newPassword']);
    expect(formErrors(changePasswordPayloadSchema, { currentPassword: 'old', newPassword: STRONG })).toEqual({});
  });
});

describe('email change confirmation payload', () => {
  it('takes a link token and refuses anything else with the link message', async () => {
    expect(await validatePayload(emailChangeConfirmSchema, { token: 'aB3_-x' })).toEqual({ ok: true, value: { token: 'aB3_-x' } });
    for (const token of [undefined, '', ' a b ', ['x'], { $ne: null }, 'A'.repeat(129)]) {
      const result = await validatePayload(emailChangeConfirmSchema, { token });
      expect(result).toEqual({ ok: false, errors: [{ path: ['token'], message: AUTH_TEXTS.emailChangeInvalid, name: 'ValidationError' }] });
    }
  });
});

describe('one-time sign-in link payload', () => {
  it('takes a link token and refuses anything else with the link message', async () => {
    expect(await validatePayload(signInLinkSchema, { token: 'aB3_-x' })).toEqual({ ok: true, value: { token: 'aB3_-x' } });
    for (const token of [undefined, null, '', ' a b ', ['x'], { $ne: null }, 'A'.repeat(129)]) {
      const result = await validatePayload(signInLinkSchema, { token });
      expect(result).toEqual({ ok: false, errors: [{ path: ['token'], message: AUTH_TEXTS.signInLinkInvalid, name: 'ValidationError' }] });
    }
  });
});
