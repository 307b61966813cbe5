import fc from 'fast-check';

/** Field names the API's forms and Strapi's plugins read. */
const FIELDS = [
  'firstname', 'lastname', 'email', 'phoneNumber', 'phoneExt', 'password', 'newPassword', 'currentPassword', 'confirmPassword',
  'token', 'rememberMe', 'chapterId', 'companyId', 'name', 'description', 'address', 'city', 'state', 'postalCode', 'country',
  'latitude', 'longitude', 'url', 'logo', 'contactName', 'industry', 'linkedin', 'message', 'website', 'note', 'reason',
  'setting', 'channel', 'value', 'plan', 'status', 'role', 'username', 'identifier', 'provider', 'data', 'fileInfo', 'id',
  'confirmed', 'blocked', 'resetPasswordToken', 'isAdmin',
] as const;

/** A text that databases, validators and mail headers find hard. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', "' OR 1=1 --", '%', '_', '\\', '"', '<script>alert(1)</script>', 'Eve <e@evil.test>, x@y.z',
    '\r\nBcc: x@evil.test', '\u202Eevil', 'a\u200Bb', 'Ｆｕｌｌ', '😀'.repeat(50), '\ud800', 'null', 'undefined', 'NaN',
    'Monthly', 'email', 'sms', 'detroit',
  ),
  fc.emailAddress(),
  fc.integer({ min: 1000, max: 160_000 }).map((n) => 'x'.repeat(n)),
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(0, -1, 1, 2, 3, 2147483647, 2147483648, 2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, 0.5, 91, -181),
  fc.double({ noNaN: true }),
);

/** A value of any type: text, numbers, booleans, null, lists and objects (shallow, so most bodies stay small). */
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: nastyText },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(nastyText, nastyNumber), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS, '$ne', '$gt', 'key', 'connect', 'set'), fc.oneof(nastyText, nastyNumber), { maxKeys: 3 }) },
);

/** Nesting far past any limit, built as text so no JSON.stringify recursion is needed. */
const deep = fc
  .record({ depth: fc.integer({ min: 5, max: 30_000 }), open: fc.constantFrom('[', '{"a":'), field: fc.constantFrom(...FIELDS) })
  .map(({ depth, open, field }) => `{"${field}":${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}}`);

/** Keys that name inherited properties, at the top or nested. */
const prototypeKeys = fc
  .record({ key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '__defineGetter__'), field: fc.constantFrom(...FIELDS), nested: fc.boolean() })
  .map(({ key, field, nested }) => (nested ? `{"${field}":{"${key}":{"polluted":true}}}` : `{"${key}":{"prototype":{"polluted":true}},"${field}":"x"}`));

/** An object of known field names with values of any type (sometimes the right type, mostly not). */
const fields = fc.dictionary(fc.constantFrom(...FIELDS), nastyValue, { maxKeys: 8 });

export const values = { fields, deep, prototypeKeys };
