import { describe, expect, it } from 'vitest';
import { isSchema, object, ValidationError, type AnyObjectSchema, type Schema } from 'yup';
import * as shared from './index';
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
  isOneLine,
  isValidUrl,
  normaliseName,
  optionalEmail,
  optionalMultiLineText,
  optionalPasswordRule,
  optionalPhone,
  optionalSlug,
  optionalText,
  optionalUrl,
  passwordRule,
  requiredEmail,
  requiredId,
  requiredMultiLineText,
  requiredName,
  requiredPhone,
  requiredText,
  timeRule,
  timeZoneRule,
  toOneLine,
  trimmedText,
  timeOptions,
  timeToMinutes,
  toTimeValue,
} from './schemas';
import { formErrors } from './testing/form-errors';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TIME_STEP_MINUTES } from './constants';
import { MAX_DB_ID } from './limits';
import { mustBeOneLine, mustBeOneOf, mustBeText, mustBeTrueOrFalse, noControlCharacters, requiredLabel } from './messages';

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

describe('one line of text', () => {
  const LINE_BREAKS = ['\r', '\n', '\r\n', '\u0085', '\u2028', '\u2029'];
  const CONTROLS = ['\u0000', '\t', '\u0007', '\u001b', '\u007f', '\u009b'];
  const attack = 'Eve\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Urgent pay';

  const oneLineRules = {
    trimmedText: trimmedText('Field'),
    optionalText: optionalText('Field', 200),
    requiredText: requiredText('Field', 200),
    requiredName: requiredName('Field', 200),
    optionalEmail: optionalEmail('Field'),
    requiredEmail: requiredEmail('Field'),
    optionalPhone: optionalPhone('Field', 40),
    requiredPhone: requiredPhone('Field', 40),
    optionalUrl: optionalUrl('Field', 200),
    optionalSlug: optionalSlug('Field', 200),
    timeRule: timeRule('Field'),
    timeZoneRule: timeZoneRule('Field', 64),
  };
  const sample: Record<keyof typeof oneLineRules, string> = {
    trimmedText: 'Eve', optionalText: 'Eve', requiredText: 'Eve', requiredName: 'Eve', optionalEmail: 'eve@example.com', requiredEmail: 'eve@example.com',
    optionalPhone: '313 555 0142', requiredPhone: '313 555 0142', optionalUrl: 'https://example.com', optionalSlug: 'ann-arbor', timeRule: '07:30', timeZoneRule: 'America/Detroit',
  };
  const rules = Object.entries(oneLineRules) as [keyof typeof oneLineRules, (typeof oneLineRules)[keyof typeof oneLineRules]][];

  it.each(rules)('%s refuses a line break anywhere, even at the ends, as "{label} must be on one line"', (name, rule) => {
    const schema = object({ field: rule });
    expect(formErrors(schema, { field: sample[name] })).toEqual({});
    for (const brk of LINE_BREAKS) {
      for (const value of [`${sample[name]}${brk}`, `${brk}${sample[name]}`, `${sample[name].slice(0, 2)}${brk}${sample[name].slice(2)}`]) {
        expect(formErrors(schema, { field: value }), JSON.stringify(value)).toEqual({ field: mustBeOneLine('Field') });
      }
    }
  });

  it.each(rules)('%s refuses NUL, tab, DEL and other control characters', (name, rule) => {
    const schema = object({ field: rule });
    for (const control of CONTROLS) {
      expect(formErrors(schema, { field: `${sample[name].slice(0, 2)}${control}${sample[name].slice(2)}` }), JSON.stringify(control)).toEqual({ field: noControlCharacters('Field') });
    }
  });

  it('the multi-line rules take line breaks and tabs but no other control character', () => {
    for (const rule of [optionalMultiLineText('Notes', 200), requiredMultiLineText('Notes', 200)]) {
      const schema = object({ notes: rule });
      expect(schema.validateSync({ notes: ' First line\r\nsecond\n\tthird\u2028fourth ' })).toEqual({ notes: 'First line\r\nsecond\n\tthird\u2028fourth' });
      for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']) {
        expect(formErrors(schema, { notes: `a${control}b` }), JSON.stringify(control)).toEqual({ notes: noControlCharacters('Notes') });
      }
    }
  });

  /** Every string field of every form and API schema @gro/config exports, with its schema and path. */
  function stringFields(): { where: string; schema: AnyObjectSchema; path: string }[] {
    const found: { where: string; schema: AnyObjectSchema; path: string }[] = [];
    const walk = (where: string, root: AnyObjectSchema, schema: AnyObjectSchema, prefix: string) => {
      for (const [key, field] of Object.entries(schema.fields)) {
        const path = prefix ? `${prefix}.${key}` : key;
        const type = isSchema(field) ? (field as Schema).type : null;
        if (type === 'object') walk(where, root, field as AnyObjectSchema, path);
        else if (type === 'string') found.push({ where, schema: root, path });
      }
    };
    for (const [name, value] of Object.entries(shared)) {
      if (isSchema(value) && (value as Schema).type === 'object') walk(name, value as AnyObjectSchema, value as AnyObjectSchema, '');
    }
    return found;
  }
  const fields = stringFields();
  /** The fields written in a text area: several lines. */
  const MULTI_LINE = new Set(['description', 'message', 'note', 'reason', 'need', 'bio', 'idealReferral', 'body']);
  /** Fields named like a text area that are one line: a meeting's cancellation reason goes into subjects and calendar entries. */
  const ONE_LINE = new Set(['cancelMeetingSchema.reason']);
  const isPassword = (path: string) => /password/i.test(path);

  it('finds the schemas of the forms', () => {
    const names = new Set(fields.map((f) => `${f.where}.${f.path}`));
    for (const expected of ['signUpPayloadSchema.firstname', 'profileSchema.lastname', 'eventPayloadSchema.title', 'oneToOneSchema.place', 'visitorSchema.firstname', 'companySchema.name']) {
      expect(names, expected).toContain(expected);
    }
  });

  it('every single-line field of every schema refuses the calendar injection; the text areas take it, never NUL', async () => {
    const setAt = (path: string, value: string) => path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as object;
    for (const { where, schema, path } of fields) {
      if (isPassword(path)) continue;
      const label = `${where}.${path}`;
      const errorsOf = async (value: string) => {
        try {
          await schema.validateAt(path, setAt(path, value), { abortEarly: false, context: {} });
          return [];
        } catch (error) {
          if (!ValidationError.isError(error)) throw error;
          return error.errors;
        }
      };
      const injected = await errorsOf(attack);
      const last = path.split('.').pop()!;
      if (MULTI_LINE.has(last) && !ONE_LINE.has(label)) {
        expect(injected.filter((e) => /one line|control characters/.test(e)), label).toEqual([]);
        expect((await errorsOf('a\u0000b')).some((e) => e.endsWith('cannot contain control characters')), label).toBe(true);
      } else {
        expect(injected.length, label).toBeGreaterThan(0);
        for (const bad of ['a\u2028b', 'a\u0000b']) expect((await errorsOf(bad)).length, `${label} ${JSON.stringify(bad)}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('toOneLine', () => {
  it.each([
    ['Eve\r\nEND:VEVENT\r\nBEGIN:VEVENT', 'Eve END:VEVENT BEGIN:VEVENT'],
    [' Ann \n\n Arbor\t', 'Ann Arbor'],
    ['a\u0000b\u2028c\u0085d', 'a b c d'],
    ['Already one line', 'Already one line'],
  ])('%j reads %j', (raw, expected) => {
    expect(toOneLine(raw)).toBe(expected);
    expect(isOneLine(toOneLine(raw))).toBe(true);
    expect(toOneLine(toOneLine(raw))).toBe(toOneLine(raw));
  });
});
