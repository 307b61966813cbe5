import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import {
  dateRule,
  enumRule,
  flagRule,
  formatTimeLabel,
  isCalendarDate,
  isCommonPassword,
  isTimeValue,
  isValidEmail,
  isValidPhone,
  isValidUrl,
  normaliseName,
  optionalPasswordRule,
  optionalText,
  passwordRule,
  requiredEmail,
  requiredId,
  requiredText,
  timeOptions,
  timeToMinutes,
  toTimeValue,
} from './schemas';
import { formErrors } from './testing/form-errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TIME_STEP_MINUTES } from './constants';
import { MAX_DB_ID } from './limits';
import { mustBeOneOf, mustBeText, mustBeTrueOrFalse, requiredLabel } from './messages';

describe('email rule', () => {
  it.each(['member@example.com', 'first.last+tag@mail.example.org', 'a_b@sub-domain.example.co'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['plainaddress', 'a@b', '@example.com', 'member@', 'two words@example.com', 'member@exa mple.com', 'member@example.c', 'a@@example.com'])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('refuses addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('phone rule (US style)', () => {
  it.each(['(313) 555-0142', '313-555-0142', '313.555.0142', '3135550142', '+1 313 555 0142', '1-313-555-0142', '+1 (313) 555-0142', ' 313 555 0142 '])(
    'accepts %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );
  it.each(['313-555-014', '555-0142', '313555014', '31355501422', '+44 20 7946 0958', '313-555-O142', 'call me', '(313 555-0142', '+2 313 555 0142', '313--555-0142'])(
    'refuses %s',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('URL rule', () => {
  it.each(['https://example.com', 'http://example.com/path?q=1#top', 'https://www.linkedin.com/company/gro', 'http://localhost:1337/logo.png', 'https://10.0.0.1'])(
    'accepts %s',
    (url) => {
      expect(isValidUrl(url)).toBe(true);
    },
  );
  it.each(['example.com', 'www.example.com', 'ftp://example.com', 'https://example', 'https://', 'javascript:alert(1)', 'https://exa mple.com', 'https://-bad.com', 'https://bad..com', 'mailto:a@example.com'])(
    'refuses %s',
    (url) => {
      expect(isValidUrl(url)).toBe(false);
    },
  );
});

describe('common passwords', () => {
  it.each(['password', '12345678', 'qwerty123', 'iloveyou', 'password1', 'PASSWORD', 'Qwerty123', 'aaaaaaaa', '!!!!!!!!!!'])('knows %s', (pw) => {
    expect(isCommonPassword(pw)).toBe(true);
  });
  it.each(['correct horse battery', 'Gr0wT0gether!', 'tr1cky-Lantern', '', null, undefined])('does not flag %s', (pw) => {
    expect(isCommonPassword(pw)).toBe(false);
  });
});

describe('password rule', () => {
  const schema = object({ password: passwordRule() });
  const check = (password: unknown) => formErrors(schema, { password }).password;

  it('requires a password', () => {
    expect(check('')).toBe('Password is required');
    expect(check(undefined)).toBe('Password is required');
  });
  it('takes another required message', () => {
    expect(formErrors(object({ p: passwordRule('New password is required') }), { p: '' }).p).toBe('New password is required');
  });
  it('needs at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(check('Ab1!xyz')).toBe('Password must be at least 8 characters');
    expect(check('Ab1!xyzw')).toBeUndefined();
  });
  it('accepts a 64-character password and refuses more than 128', () => {
    expect(check('Xy7!'.repeat(16))).toBeUndefined();
    expect(check('Xy7!'.repeat(32))).toBeUndefined();
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    expect(check(`${'Xy7!'.repeat(32)}z`)).toBe('Password must be at most 128 characters');
  });
  it('refuses common passwords', () => {
    expect(check('password1')).toBe('This password is too common. Choose a less predictable one.');
    expect(check('Iloveyou')).toBe('This password is too common. Choose a less predictable one.');
  });
  it('does not trim passwords', () => {
    expect(schema.validateSync({ password: '  Gr0wT0gether!  ' }).password).toBe('  Gr0wT0gether!  ');
  });
  it('lets an optional password be blank but applies the rule when given', () => {
    const optional = object({ password: optionalPasswordRule() });
    expect(formErrors(optional, { password: '' })).toEqual({});
    expect(formErrors(optional, {})).toEqual({});
    expect(formErrors(optional, { password: 'short' }).password).toBe('Password must be at least 8 characters');
    expect(formErrors(optional, { password: '12345678' }).password).toBe(
      'This password is too common. Choose a less predictable one.',
    );
  });
});

describe('times (spec §9)', () => {
  it('offers 96 choices in 15-minute steps with 12-hour labels', () => {
    const options = timeOptions();
    expect(TIME_STEP_MINUTES).toBe(15);
    expect(options).toHaveLength(96);
    expect(options[0]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(options[1]).toEqual({ value: '00:15', label: '12:15 AM' });
    expect(options[48]).toEqual({ value: '12:00', label: '12:00 PM' });
    expect(options.find((o) => o.value === '13:15')?.label).toBe('1:15 PM');
    expect(options.find((o) => o.value === '09:00')?.label).toBe('9:00 AM');
    expect(options[95]).toEqual({ value: '23:45', label: '11:45 PM' });
    expect(new Set(options.map((o) => o.value)).size).toBe(96);
  });
  it('formats a time value as a label', () => {
    expect(formatTimeLabel('13:15')).toBe('1:15 PM');
    expect(formatTimeLabel('07:00:00.000')).toBe('7:00 AM');
    expect(formatTimeLabel('')).toBe('');
    expect(formatTimeLabel('25:00')).toBe('');
  });
  it('reads values', () => {
    expect(isTimeValue('23:59')).toBe(true);
    expect(isTimeValue('24:00')).toBe(false);
    expect(isTimeValue('9:00')).toBe(false);
    expect(toTimeValue('18:30:00.000')).toBe('18:30');
    expect(toTimeValue('18:30')).toBe('18:30');
    expect(timeToMinutes('10:45')).toBe(645);
    expect(timeToMinutes('nope')).toBeNaN();
  });
});

describe('dates', () => {
  const schema = object({ date: dateRule() });
  it('knows calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('03/04/2026')).toBe(false);
  });
  it('casts date picker values and ISO strings to the calendar day', () => {
    expect(schema.validateSync({ date: new Date(2026, 2, 4) }).date).toBe('2026-03-04');
    expect(schema.validateSync({ date: '2026-03-04T00:00:00.000Z' }).date).toBe('2026-03-04');
    expect(schema.validateSync({ date: '' }).date).toBeNull();
  });
  it('refuses what is not a date', () => {
    expect(formErrors(schema, { date: '2026-02-30' }).date).toBe('Must be a valid date');
    expect(formErrors(schema, { date: new Date('nope') }).date).toBe('Must be a valid date');
  });
});

describe('values of the wrong type', () => {
  const schema = object({
    name: requiredText('Name', 20),
    note: optionalText('Note', 20),
    email: requiredEmail('Email'),
    password: passwordRule(),
    chapterId: requiredId('Chapter'),
    kind: enumRule('Kind', ['a', 'b']),
    agree: flagRule('Agree'),
  });

  it('a list or an object in a text field is "{label} must be text", never a thrown TypeError', async () => {
    const errors = await formErrors(schema, { name: ['x'], note: { a: 1 }, email: [['a@b.co']], password: ['secret'], chapterId: 1, kind: 'a', agree: true });
    expect(errors).toEqual({ name: mustBeText('Name'), note: mustBeText('Note'), email: mustBeText('Email'), password: mustBeText('Password') });
  });

  it('messages name the field and never print the value', async () => {
    const errors = await formErrors(schema, { name: 'x', email: 'a@b.co', password: 'Long-enough-9', chapterId: { id: 1 }, kind: ['a'], agree: 'maybe' });
    expect(errors).toEqual({ chapterId: requiredLabel('Chapter'), kind: mustBeOneOf('Kind', ['a', 'b']), agree: mustBeTrueOrFalse('Agree') });
  });

  it(`an id beyond ${MAX_DB_ID} is refused`, async () => {
    const errors = await formErrors(schema, { name: 'x', email: 'a@b.co', password: 'Long-enough-9', chapterId: MAX_DB_ID + 1, agree: true });
    expect(errors).toEqual({ chapterId: requiredLabel('Chapter') });
  });
});

describe('normaliseName', () => {
  it.each([
    ['\u200BAc\u00ADme\u200D Tools\uFEFF', 'Acme Tools'],
    ['\u202EAcme Tools\u2066', 'Acme Tools'],
    ['Ａｃｍｅ　Ｔｏｏｌｓ', 'Acme Tools'],
    ['  Acme \t\n Tools  ', 'Acme Tools'],
    ['\u200B\u2060', ''],
  ])('%j reads %j', (raw, expected) => {
    expect(normaliseName(raw)).toBe(expected);
  });
});
