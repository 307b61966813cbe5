import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import {
  CHAPTER_NOT_FOUND,
  FIELD_LABELS,
  MAX_DB_ID,
  PORTAL_MESSAGES,
  REQUEST_BODY_MAX_DEPTH,
  SERVER_MESSAGES,
  mustBeText,
} from '@gro/config';
import { API, Client, api, approveCompany, signUpMember, uniqueEmail } from './helpers';

/** Malformed input of every kind is a 4xx with a message from @gro/config, never a 500. */

const fieldErrors = (body: any) => Object.fromEntries((body.details?.errors ?? []).map((e: any) => [e.path.join('.'), e.message]));
const contact = { firstname: 'Dana', lastname: 'Reyes', email: 'dana@example.com', phoneNumber: '(734) 555-0150', message: 'Hello', website: '' };

/** Sends a body exactly as given (no JSON.stringify), with its own headers, from a fresh client IP. */
async function raw(method: string, path: string, body: string | Buffer, headers: Record<string, string>, token?: string) {
  const res = await fetch(`${API}/api${path}`, {
    method,
    headers: { 'X-Forwarded-For': new Client().ip, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
const json = (path: string, text: string, method = 'POST') => raw(method, path, text, { 'Content-Type': 'application/json' });

const member = async () => (await signUpMember({ tag: 'robust' })).client;

describe('values of the wrong type', () => {
  it('arrays and objects where text is expected are a 400 naming each field', async () => {
    const res = await new Client().call('POST', '/contact', { ...contact, firstname: ['Dana'], lastname: { last: 'Reyes' }, email: [['a@b.co']] });
    assert.equal(res.status, 400);
    assert.deepEqual(fieldErrors(res.body), {
      firstname: mustBeText(FIELD_LABELS.firstname),
      lastname: mustBeText(FIELD_LABELS.lastname),
      email: mustBeText(FIELD_LABELS.email),
    });
  });

  it('sign-in, reset and sign-up with arrays are a 400', async () => {
    for (const [path, body] of [
      ['/authenticate', { email: ['a@b.co'], password: ['secret'] }],
      ['/authenticate/reset-password', { token: ['t'], newPassword: { p: 1 } }],
      ['/authenticate/forgot-password', { email: { $ne: '' } }],
      ['/authenticate/signup', { firstname: [], lastname: {}, email: [1], phoneNumber: [2], password: [3], chapterId: [4] }],
    ] as const) {
      const res = await new Client().call('POST', path, body);
      assert.equal(res.status, 400, path);
      assert.equal(res.body.ok, false);
      assert.doesNotMatch(res.text, /secret|final value/, 'no value is echoed back');
    }
  });

  it('a nested object of the wrong type is a 400', async () => {
    const client = await member();
    for (const body of [{ setting: 'email', channel: 'email', value: true }, { setting: { key: ['x'] }, channel: ['email'], value: [true] }]) {
      const res = await client.call('PUT', '/account/setting', body);
      assert.equal(res.status, 400);
    }
  });

  it('a body that is not a JSON object is a 400', async () => {
    for (const text of ['[]', '[{"email":"a@b.co"}]']) {
      const res = await json('/authenticate', text);
      assert.equal(res.status, 400);
      assert.equal(res.body.message.message, SERVER_MESSAGES.bodyNotObject);
    }
    for (const text of ['"a string"', '42', 'null', '{"email":']) {
      const res = await json('/authenticate', text);
      assert.equal(res.status, 400);
      assert.equal(res.body.message.message, SERVER_MESSAGES.bodyNotJson);
    }
    const plain = await raw('POST', '/contact', 'firstname=Dana', { 'Content-Type': 'text/plain' });
    assert.equal(plain.status, 400);
    assert.equal(plain.body.message.message, SERVER_MESSAGES.bodyNotObject);
  });
});

describe('prototype keys and depth', () => {
  for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'prototype']) {
    it(`a key named ${key} is a 400, at any depth`, async () => {
      const top = await json('/contact', JSON.stringify({ ...contact }).replace('{', `{"${key}":{"polluted":true},`));
      assert.equal(top.status, 400);
      assert.equal(top.body.message.message, SERVER_MESSAGES.reservedKey(key));
      const nested = await json('/contact', JSON.stringify({ ...contact, firstname: 'X' }).replace('"X"', `{"${key}":"x"}`));
      assert.equal(nested.status, 400);
      assert.equal(nested.body.message.message, SERVER_MESSAGES.reservedKey(key));
    });
  }

  it(`a body nested deeper than ${REQUEST_BODY_MAX_DEPTH} levels is a 400`, async () => {
    for (const depth of [REQUEST_BODY_MAX_DEPTH + 1, 20_000]) {
      const res = await json('/contact', `{"firstname":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      assert.equal(res.status, 400, `depth ${depth}`);
      assert.equal(res.body.message.message, SERVER_MESSAGES.tooDeep);
    }
    const ok = await json('/contact', JSON.stringify({ ...contact, firstname: [[['x']]] }));
    assert.equal(ok.status, 400);
    assert.equal(fieldErrors(ok.body).firstname, mustBeText(FIELD_LABELS.firstname));
  });
});

describe('bodies the parser cannot read', () => {
  const body = JSON.stringify(contact);

  it('a false Content-Encoding is a 400', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await raw('POST', '/contact', body, { 'Content-Type': 'application/json', 'Content-Encoding': encoding });
      assert.equal(res.status, 400, encoding);
      assert.equal(res.body.message.message, SERVER_MESSAGES.bodyUnreadable);
    }
  });

  it('an unknown Content-Encoding is a 415', async () => {
    const res = await raw('POST', '/contact', body, { 'Content-Type': 'application/json', 'Content-Encoding': 'x-rot13' });
    assert.equal(res.status, 415);
    assert.equal(res.body.message.message, SERVER_MESSAGES.bodyEncodingUnsupported);
  });

  it('a gzip body that inflates beyond the limit is a 413', async () => {
    const bomb = zlib.gzipSync(Buffer.from(`{"message":"${' '.repeat(20 * 1024 * 1024)}"}`));
    const res = await raw('POST', '/contact', bomb, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' });
    assert.equal(res.status, 413);
    assert.equal(res.body.message.message, SERVER_MESSAGES.bodyTooLarge);
  });

  it('a multipart body whose boundary does not match is a 400', async () => {
    const client = await member();
    const text = '--other\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx\r\n--other--\r\n';
    const res = await raw('PUT', '/account/avatar', text, { 'Content-Type': 'multipart/form-data; boundary=expected' }, client.token!);
    assert.equal(res.status, 400);
    assert.equal(res.body.message.message, SERVER_MESSAGES.uploadMalformed);
    const none = await raw('PUT', '/account/avatar', text, { 'Content-Type': 'multipart/form-data' }, client.token!);
    assert.equal(none.status, 400);
  });
});

describe('ids beyond the database integer', () => {
  for (const id of [String(MAX_DB_ID + 1), '9999999999999', '99999999999999999999']) {
    it(`GET /api/chapter/${id} is a 404 'Chapter Not Found'`, async () => {
      const res = await api(`/chapter/${id}`);
      assert.equal(res.status, 404);
      assert.equal(res.body.message.message, CHAPTER_NOT_FOUND.message);
    });
  }

  it('a member id beyond the range is a 400', async () => {
    const client = await member();
    // Member data needs a company: this member creates one first.
    const company = await client.call('POST', '/company', { name: `Range Check ${uniqueEmail('co')}`.slice(0, 60), description: 'Checks id ranges.', address: '1 Main St' });
    assert.equal(company.status, 201);
    await approveCompany(company.body.data.company.uuid);
    const res = await client.call('GET', '/user/9999999999999');
    assert.equal(res.status, 400);
    assert.equal(res.body.message.message, PORTAL_MESSAGES.badId);
  });

  it('a chapter or company id beyond the range in a body is a 400 on that field', async () => {
    const signUp = await new Client().call('POST', '/authenticate/signup', {
      firstname: 'Big',
      lastname: 'Number',
      email: uniqueEmail('bigid'),
      phoneNumber: '(616) 555-0145',
      password: 'Lantern-orchard-93',
      chapterId: 9999999999999,
    });
    assert.equal(signUp.status, 400);
    assert.ok(fieldErrors(signUp.body).chapterId);
    const join = await (await member()).call('POST', '/company/join-request', { companyId: MAX_DB_ID + 1 });
    assert.equal(join.status, 400);
    assert.ok(fieldErrors(join.body).companyId);
  });
});

describe('NUL characters', () => {
  it('in a search is a 400', async () => {
    const client = await member();
    for (const path of ['/event?page=1&q=%00', '/address/search?q=abc%00', '/company?q=a%00b', '/user?q=%00', '/user/directory?q=%00']) {
      const res = await client.call('GET', path);
      assert.equal(res.status, 400, path);
      assert.equal(res.body.message.message, SERVER_MESSAGES.nulCharacter);
    }
  });

  it('in text is a 400, anonymous or not', async () => {
    const res = await new Client().call('POST', '/contact', { ...contact, message: 'hello\u0000world' });
    assert.equal(res.status, 400);
    assert.equal(res.body.message.message, SERVER_MESSAGES.nulCharacter);
    const key = await json('/contact', JSON.stringify({ ...contact, 'a\u0000': 1 }));
    assert.equal(key.status, 400);
    const profile = await (await member()).call('PUT', '/account', { firstname: 'Ro\u0000sa' });
    assert.equal(profile.status, 400);
  });

  it('in a path is a 400 or 404', async () => {
    for (const path of ['/chapter/slug/%00', '/chapter/1%00', '/faq%00']) {
      const res = await api(path);
      assert.ok(res.status === 400 || res.status === 404, `${path}: ${res.status}`);
    }
  });
});
