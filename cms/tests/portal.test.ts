import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { FIELD_LIMITS, LIST_LIMITS, MEMBER_DATA_MESSAGES, PORTAL_MESSAGES, SORT_FIELDS } from '@gro/config';
import { todayIn } from '../src/platform/calendar/dates';
import { api, Client, count, keysOf, signUpMember, sql } from './helpers';

const MEMBER_PASSWORD = 'Member-pass-for-tests-1';
const ADMIN_PASSWORD = 'Admin-pass-for-tests-1';

/** Admin-only or secret fields that no member-visible answer may carry. */
const FORBIDDEN_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'stripeCustomerId', 'signInLog', 'status', 'provider', 'blocked', 'tokenHash'];

/** Rows with a value in the sorted column, in answer order (empty values always come last). */
const USER_SORT_VALUE: Record<string, (u: any) => unknown> = {
  firstname: (u) => u.firstname,
  lastname: (u) => u.lastname,
  email: (u) => u.email,
  company: (u) => u.company?.name,
  chapter: (u) => u.chapter?.name,
  createdAt: () => 'always',
};
const withValue = (items: any[], value: (row: any) => unknown) => items.filter((row) => value(row) != null && value(row) !== '').map((row) => row.id);

/** Last name, then first name, as a person reads a directory ('Bell' before 'Bello'). */
const byName = (a: any, b: any) =>
  a.lastname.toLowerCase().localeCompare(b.lastname.toLowerCase(), 'en') || a.firstname.toLowerCase().localeCompare(b.firstname.toLowerCase(), 'en');

function assertNoAdminFields(body: unknown, what: string) {
  const keys = keysOf(body);
  for (const key of FORBIDDEN_KEYS) assert.ok(!keys.has(key), `${what} carries ${key}`);
}

async function signedIn(email: string, password = MEMBER_PASSWORD) {
  const client = new Client();
  const res = await client.signIn(email, password);
  assert.equal(res.status, 200, `sign-in of ${email}`);
  return client;
}

/** A brand-new member without a company (the gate's situation). */
const newMember = (firstname = 'Nadia', lastname = 'Okafor') => signUpMember({ tag: 'portal', firstname, lastname });

const companyForm = (name: string) => ({
  name,
  description: 'Bookkeeping for small manufacturers.',
  address: '1 Campus Martius',
  city: 'Detroit',
  state: 'MI',
  postalCode: '48226',
  country: 'United States',
  latitude: 42.3316,
  longitude: -83.0465,
  phoneNumber: '(313) 555-0111',
  phoneExt: '',
  url: 'https://ledger.example.com',
  logo: '',
  contactName: 'Nadia Okafor',
  industry: 'Accounting',
  facebook: '',
  twitter: '',
  linkedin: 'https://www.linkedin.com/company/ledger',
  instagram: '',
  youtube: '',
  tiktok: '',
});

let member: Client;
let admin: Client;
before(async () => {
  member = await signedIn('marcus.bell@example.com');
  admin = await signedIn('admin@gro.example.org', ADMIN_PASSWORD);
});

describe('portal endpoints need a signed-in member', () => {
  for (const [method, path] of [
    ['GET', '/company'],
    ['POST', '/company'],
    ['POST', '/company/join-request'],
    ['GET', '/company/join-request/mine'],
    ['GET', '/user'],
    ['GET', '/user/1'],
    ['GET', '/user/directory'],
    ['GET', '/dashboard'],
    ['POST', '/subscription/checkout'],
  ] as const) {
    it(`${method} ${path} without a token is a 401`, async () => {
      const res = await new Client().call(method, path, method === 'POST' ? {} : undefined);
      assert.equal(res.status, 401);
      assert.equal(res.body.ok, false);
      assert.ok(res.body.message.message.length > 0);
    });
  }

  it('a forged token is a 401, a suspended member a 403', async () => {
    const forged = new Client();
    forged.token = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwic2lkIjoxfQ.c2lnbmF0dXJl';
    assert.equal((await forged.call('GET', '/user')).status, 401);
    const suspended = await new Client().signIn('kevin.nguyen@example.com', MEMBER_PASSWORD);
    assert.equal(suspended.status, 403);
  });
});

describe('GET /api/user', () => {
  it('pages by 10 by default, ordered by last name, with the pagination totals', async () => {
    const res = await member.call('GET', '/user');
    assert.equal(res.status, 200);
    const { items, pagination } = res.body.data;
    assert.equal(pagination.page, 1);
    assert.equal(pagination.pageSize, LIST_LIMITS.defaultPageSize);
    assert.equal(items.length, Math.min(10, pagination.total));
    assert.equal(pagination.pageCount, Math.ceil(pagination.total / 10));
    const active = await count('up_users', "status = 'Active'");
    assert.equal(pagination.total, active, 'members see Active members only');
    assert.deepEqual(items.map((u: any) => u.id), [...items].sort(byName).map((u: any) => u.id));
  });

  it('sorts by each allowed field in both directions, and pages through without repeats', async () => {
    // Every page: the suite's database holds more members than one page of 100.
    const everyone = async (sort: string) => {
      const items: any[] = [];
      for (let page = 1; ; page += 1) {
        const res = await member.call('GET', `/user?sort=${sort}&pageSize=100&page=${page}`);
        assert.equal(res.status, 200, sort);
        items.push(...res.body.data.items);
        if (page >= res.body.data.pagination.pageCount) return items;
      }
    };
    for (const field of SORT_FIELDS.user) {
      const asc = await everyone(`${field}:asc`);
      const desc = await everyone(`${field}:desc`);
      const value = USER_SORT_VALUE[field]!;
      assert.deepEqual(withValue(desc, value), withValue(asc, value).reverse(), `${field} desc reverses asc`);
    }
    const emails = (await everyone('email:asc')).map((u: any) => u.email);
    assert.deepEqual(emails, [...emails].sort());
    const seen = new Set<number>();
    const first = await member.call('GET', '/user?pageSize=7&sort=firstname:asc');
    for (let page = 1; page <= first.body.data.pagination.pageCount; page += 1) {
      const res = await member.call('GET', `/user?pageSize=7&sort=firstname:asc&page=${page}`);
      for (const u of res.body.data.items) {
        assert.ok(!seen.has(u.id), `user ${u.id} appears twice`);
        seen.add(u.id);
      }
    }
    assert.equal(seen.size, first.body.data.pagination.total);
    const beyond = await member.call('GET', `/user?page=${first.body.data.pagination.pageCount + 5}`);
    assert.equal(beyond.status, 200);
    assert.deepEqual(beyond.body.data.items, []);
  });

  it('searches first name, last name, full name, email and company name, case-insensitively', async () => {
    const byLast = await member.call('GET', '/user?q=BELL');
    assert.ok(byLast.body.data.items.some((u: any) => u.email === 'marcus.bell@example.com'));
    const byFull = await member.call('GET', '/user?q=marcus%20bell');
    assert.deepEqual(byFull.body.data.items.map((u: any) => u.email), ['marcus.bell@example.com']);
    const byEmail = await member.call('GET', '/user?q=marcus.bell@');
    assert.equal(byEmail.body.data.pagination.total, 1);
    const byCompany = await member.call('GET', '/user?q=associates%20cpas');
    assert.ok(byCompany.body.data.items.length >= 1);
    assert.ok(byCompany.body.data.items.every((u: any) => /associates cpas/i.test(u.company?.name ?? '')));
    const wildcard = await member.call('GET', '/user?q=%25');
    assert.equal(wildcard.status, 200);
    assert.equal(wildcard.body.data.pagination.total, 0, "'%' is searched literally");
  });

  it('filters by chapter and company', async () => {
    const detroit = (await api('/chapter/slug/detroit')).body.data;
    const res = await member.call('GET', `/user?chapter=${detroit.id}&pageSize=100`);
    assert.ok(res.body.data.items.length > 0);
    assert.ok(res.body.data.items.every((u: any) => u.chapterId === detroit.id));
    const company = await member.call('GET', '/user?company=1&pageSize=100');
    assert.ok(company.body.data.items.every((u: any) => u.companyId === 1));
  });

  it('answers bad paging, sorting, search and filter values with a 400 naming the parameter', async () => {
    const cases: Array<[string, string, string]> = [
      ['page=0', 'page', PORTAL_MESSAGES.badPage],
      ['page=-1', 'page', PORTAL_MESSAGES.badPage],
      ['page=abc', 'page', PORTAL_MESSAGES.badPage],
      ['page=1.5', 'page', PORTAL_MESSAGES.badPage],
      ['page=99999999999999999999', 'page', PORTAL_MESSAGES.badPage],
      ['pageSize=0', 'pageSize', PORTAL_MESSAGES.badPageSize],
      ['pageSize=101', 'pageSize', PORTAL_MESSAGES.badPageSize],
      ['pageSize=ten', 'pageSize', PORTAL_MESSAGES.badPageSize],
      ['sort=password:asc', 'sort', PORTAL_MESSAGES.badSort(SORT_FIELDS.user)],
      ['sort=lastname:up', 'sort', PORTAL_MESSAGES.badSort(SORT_FIELDS.user)],
      ['sort=lastname:asc:x', 'sort', PORTAL_MESSAGES.badSort(SORT_FIELDS.user)],
      [`q=${'x'.repeat(101)}`, 'q', PORTAL_MESSAGES.searchTooLong],
      ['page=1&page=2', 'page', PORTAL_MESSAGES.parameterRepeated('page')],
      ['chapter=abc', 'chapter', PORTAL_MESSAGES.badFilterId('Chapter')],
      ['company=0', 'company', PORTAL_MESSAGES.badFilterId('Company')],
    ];
    for (const [query, field, message] of cases) {
      const res = await member.call('GET', `/user?${query}`);
      assert.equal(res.status, 400, query);
      assert.equal(res.body.message.message, message, query);
      assert.deepEqual(res.body.details.errors[0].path, [field], query);
    }
    const injection = await member.call('GET', `/user?sort=${encodeURIComponent('lastname; DROP TABLE up_users')}`);
    assert.equal(injection.status, 400);
    assert.ok((await count('up_users')) > 0);
  });

  it('shows members public profile fields only; admins also see status and createdAt, and inactive accounts', async () => {
    const res = await member.call('GET', '/user?pageSize=100');
    assertNoAdminFields(res.body, 'GET /user (member)');
    const first = res.body.data.items[0];
    for (const key of ['id', 'firstname', 'lastname', 'fullname', 'email', 'phoneNumber', 'avatar', 'chapter', 'company', 'role']) {
      assert.ok(key in first, `row has ${key}`);
    }
    const asAdmin = await admin.call('GET', '/user?pageSize=100&q=nguyen');
    const kevin = asAdmin.body.data.items.find((u: any) => u.email === 'kevin.nguyen@example.com');
    assert.equal(kevin.status, 'Suspended');
    assert.ok(kevin.createdAt);
    const asMember = await member.call('GET', '/user?pageSize=100&q=nguyen');
    assert.ok(!asMember.body.data.items.some((u: any) => u.email === 'kevin.nguyen@example.com'));
  });
});

describe('GET /api/user/{id}', () => {
  it('answers a member profile without admin fields; admins get the account details', async () => {
    const [{ id }] = await sql("SELECT id FROM up_users WHERE email = 'marcus.bell@example.com'");
    const res = await member.call('GET', `/user/${id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.data.email, 'marcus.bell@example.com');
    assert.equal(res.body.data.company.name, 'Bell & Associates CPAs');
    assert.deepEqual(res.body.data.role, [{ name: 'Member' }]);
    assertNoAdminFields(res.body, 'GET /user/{id} (member)');
    const asAdmin = await admin.call('GET', `/user/${id}`);
    assert.equal(asAdmin.body.data.status, 'Active');
    assert.ok(Array.isArray(asAdmin.body.data.signInLog));
    assert.ok('stripeCustomerId' in asAdmin.body.data);
    for (const secret of ['password', 'resetPasswordToken', 'confirmationToken']) assert.ok(!(secret in asAdmin.body.data));
  });

  it("is a 404 'Member not found.' for unknown and (to members) suspended members, 400 for a malformed id", async () => {
    assert.deepEqual((await member.call('GET', '/user/999999')).body.message.message, PORTAL_MESSAGES.memberNotFound);
    assert.equal((await member.call('GET', '/user/999999')).status, 404);
    const [{ id: kevin }] = await sql("SELECT id FROM up_users WHERE email = 'kevin.nguyen@example.com'");
    assert.equal((await member.call('GET', `/user/${kevin}`)).status, 404);
    assert.equal((await admin.call('GET', `/user/${kevin}`)).status, 200);
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const res = await member.call('GET', `/user/${bad}`);
      assert.equal(res.status, 400, bad);
      assert.equal(res.body.message.message, PORTAL_MESSAGES.badId);
    }
  });
});

describe('GET /api/user/directory', () => {
  it('lists Active members by last name then first name, 50 a page, searchable, without admin fields', async () => {
    const res = await admin.call('GET', '/user/directory');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.pagination.pageSize, LIST_LIMITS.directoryPageSize);
    assert.equal(res.body.data.pagination.total, await count('up_users', "status = 'Active'"));
    const ids = res.body.data.items.map((u: any) => u.id);
    assert.deepEqual(ids, [...res.body.data.items].sort(byName).map((u: any) => u.id));
    assert.ok(!res.body.data.items.some((u: any) => 'status' in u), 'even admins get directory rows without status');
    const search = await member.call('GET', '/user/directory?q=Bell');
    assert.ok(search.body.data.items.length >= 1);
    assert.ok(search.body.data.items.every((u: any) => /bell/i.test(`${u.firstname} ${u.lastname} ${u.email} ${u.company?.name ?? ''}`)));
    assertNoAdminFields(search.body, 'GET /user/directory');
    assert.equal((await member.call('GET', '/user/directory?sort=lastname:asc')).status, 400);
    assert.equal((await member.call('GET', '/user/directory?pageSize=500')).status, 400);
  });
});

describe('GET /api/company', () => {
  it('pages, sorts and searches companies', async () => {
    const res = await member.call('GET', '/company');
    assert.equal(res.status, 200);
    // By name, as the database orders lower(name): a language's collation would differ on punctuation
    // and digits ('=Export…' from the export tests, '1795… xxx' from the long-name test).
    const names = res.body.data.items.map((c: any) => c.name);
    // Companies waiting for review are not offered to other members (tests/company-review.test.ts).
    const first = await sql(`SELECT name FROM companies WHERE review_status <> 'Pending' ORDER BY lower(name), id LIMIT ${names.length}`);
    assert.deepEqual(names, first.map((c: { name: string }) => c.name));
    const approved = await count('companies', "review_status <> 'Pending'");
    assert.equal(names.length, Math.min(10, approved));
    assert.equal(res.body.data.pagination.total, approved);
    const company = res.body.data.items[0];
    for (const key of ['uuid', 'name', 'description', 'address', 'city', 'state', 'postalCode', 'country', 'latitude', 'longitude', 'phoneNumber', 'phoneExt', 'url', 'logo', 'contactName', 'industry', 'socialLinks']) {
      assert.ok(key in company, `company has ${key}`);
    }
    // Every page: the suite's other files add companies past one page of 100.
    const every = async (sort: string) => {
      const items: any[] = [];
      for (let page = 1; ; page += 1) {
        const res = await member.call('GET', `/company?sort=${sort}&pageSize=100&page=${page}`);
        assert.equal(res.status, 200, sort);
        items.push(...res.body.data.items);
        if (page >= res.body.data.pagination.pageCount) return items;
      }
    };
    for (const field of SORT_FIELDS.company) {
      const asc = await every(`${field}:asc`);
      const desc = await every(`${field}:desc`);
      const value = (c: any) => (field === 'createdAt' ? 'always' : c[field]);
      assert.deepEqual(withValue(desc, value), withValue(asc, value).reverse(), field);
    }
    const search = await member.call('GET', '/company?q=cpas&pageSize=5');
    assert.deepEqual(search.body.data.items.map((c: any) => c.name), ['Bell & Associates CPAs']);
    assert.equal((await member.call('GET', '/company?sort=secret:asc')).status, 400);
    assert.equal((await member.call('GET', '/company?pageSize=1000')).status, 400);
  });
});

describe('GET /api/event with list parameters', () => {
  it('pages, sorts and searches events; without parameters it stays the full public list', async () => {
    const all = (await api('/event')).body.data;
    assert.ok(Array.isArray(all));
    const res = await member.call('GET', '/event?page=1&pageSize=5');
    assert.equal(res.status, 200);
    assert.equal(res.body.data.items.length, Math.min(5, all.length));
    assert.equal(res.body.data.pagination.total, all.length);
    // Default order: upcoming dated events by date, then weekly ones, then past ones (latest first).
    const firstPage = (await member.call('GET', '/event?pageSize=100')).body.data.items;
    const today = todayIn();
    const dated = firstPage.filter((e: any) => e.date && e.date >= today).map((e: any) => e.date);
    assert.deepEqual(dated, [...dated].sort());
    assert.ok(firstPage.findIndex((e: any) => !e.date) > firstPage.findLastIndex((e: any) => e.date && e.date >= today));
    const past = firstPage.filter((e: any) => e.date && e.date < today);
    assert.deepEqual(past.map((e: any) => e.date), past.map((e: any) => e.date).sort().reverse());
    assert.ok(past.length === 0 || firstPage.findIndex((e: any) => e.id === past[0].id) > firstPage.findLastIndex((e: any) => !e.date));
    const value: Record<string, (e: any) => unknown> = {
      title: (e) => e.title,
      type: (e) => e.type,
      date: (e) => e.date,
      time: (e) => e.timeStart,
      chapter: (e) => e.chapter?.name,
      city: (e) => e.city,
    };
    for (const field of SORT_FIELDS.event) {
      const asc = await member.call('GET', `/event?sort=${field}:asc&pageSize=100`);
      const desc = await member.call('GET', `/event?sort=${field}:desc&pageSize=100`);
      assert.equal(asc.status, 200, field);
      if (field === 'type' || field === 'time') continue; // many ties: the tie-break (time, id) follows the direction too
      assert.deepEqual(withValue(desc.body.data.items, value[field]!), withValue(asc.body.data.items, value[field]!).reverse(), field);
    }
    const types = (await member.call('GET', '/event?sort=type:asc&pageSize=100')).body.data.items.map((e: any) => e.type);
    assert.deepEqual(types, [...types].sort());
    const search = await member.call('GET', '/event?q=golf');
    assert.ok(search.body.data.items.length >= 1);
    assert.ok(search.body.data.items.every((e: any) => /golf/i.test(`${e.title} ${e.location} ${e.city} ${e.chapter?.name ?? ''}`)));
    for (const bad of ['page=0', 'pageSize=101', 'sort=secret:asc', 'sort=date:sideways', `q=${'y'.repeat(101)}`]) {
      assert.equal((await api(`/event?${bad}`)).status, 400, bad);
    }
  });
});

describe('POST /api/company', () => {
  it('creates the company, makes the member part of it, and answers both', async () => {
    const { client, id } = await newMember();
    const name = `Okafor Ledger ${Date.now()}`;
    const res = await client.call('POST', '/company', companyForm(name));
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.message, { title: PORTAL_MESSAGES.companyCreatedTitle, message: MEMBER_DATA_MESSAGES.companyCreatedPending(name) });
    assert.equal(res.body.data.company.name, name);
    assert.equal(res.body.data.company.city, 'Detroit');
    assert.equal(res.body.data.company.latitude, 42.3316);
    assert.equal(res.body.data.company.socialLinks.linkedin, 'https://www.linkedin.com/company/ledger');
    assert.equal(res.body.data.company.phoneExt, null, 'blank optional fields are stored as null');
    assert.equal(res.body.data.user.id, id);
    assert.equal(res.body.data.user.companyId, res.body.data.company.id);
    const account = await client.call('GET', '/account');
    assert.equal(account.body.data.companyId, res.body.data.company.id);
    const [row] = await sql('SELECT document_id FROM companies WHERE id = $1', [res.body.data.company.id]);
    assert.ok(row.document_id, 'created through the document service, visible in the admin');

    const again = await client.call('POST', '/company', companyForm(`${name} Two`));
    assert.equal(again.status, 409);
    assert.equal(again.body.message.message, PORTAL_MESSAGES.alreadyInCompany);
  });

  it("refuses a name that exists whatever its case (409), and validates every field (400 with the spec's messages)", async () => {
    const { client } = await newMember();
    const taken = await client.call('POST', '/company', companyForm('BELL & associates cpas'));
    assert.equal(taken.status, 409);
    assert.equal(taken.body.message.message, PORTAL_MESSAGES.companyNameTaken('BELL & associates cpas'));

    const bad = await client.call('POST', '/company', { ...companyForm(''), description: '', address: '', url: 'not a url', phoneNumber: '12', latitude: 91 });
    assert.equal(bad.status, 400);
    const messages = Object.fromEntries(bad.body.details.errors.map((e: any) => [e.path[0], e.message]));
    assert.equal(messages.name, 'Company Name is required');
    assert.equal(messages.description, 'Description is required');
    assert.equal(messages.address, 'Address is required');
    assert.equal(messages.url, 'Must be a valid URL');
    assert.equal(messages.phoneNumber, 'Must be a valid phone number');
    assert.ok(messages.latitude);
    assert.equal((await client.call('GET', '/account')).body.data.companyId, null, 'nothing was created');
  });

  it('two quick submissions make one company', async () => {
    const { client } = await newMember();
    const name = `Twin Submit ${Date.now()}`;
    const results = await Promise.all([client.call('POST', '/company', companyForm(name)), client.call('POST', '/company', companyForm(`${name} B`))]);
    assert.deepEqual(results.map((r) => r.status).sort(), [201, 409]);
    assert.equal(await count('companies', `name LIKE 'Twin Submit%'`), 1);
  });
});

describe('POST /api/company/join-request', () => {
  it('records one pending request per member and company (409 for a second) and lists it as the member’s own', async () => {
    const { client, id } = await newMember('Ravi', 'Shah');
    const res = await client.call('POST', '/company/join-request', { companyId: 1, note: 'I run their Lansing office.' });
    assert.equal(res.status, 201);
    assert.deepEqual(res.body.message, { title: PORTAL_MESSAGES.joinRequestSentTitle, message: PORTAL_MESSAGES.joinRequestSent('Bell & Associates CPAs') });
    assert.equal(res.body.data.status, 'Pending');
    assert.equal(res.body.data.companyId, 1);
    const [row] = await sql(
      'SELECT jr.status, jr.note, jr.document_id FROM join_requests jr JOIN join_requests_user_lnk l ON l.join_request_id = jr.id WHERE l.user_id = $1',
      [id],
    );
    assert.equal(row.status, 'Pending');
    assert.equal(row.note, 'I run their Lansing office.');
    assert.ok(row.document_id);

    const second = await client.call('POST', '/company/join-request', { companyId: 1 });
    assert.equal(second.status, 409);
    assert.equal(second.body.message.message, PORTAL_MESSAGES.joinRequestPending('Bell & Associates CPAs'));
    const other = await client.call('POST', '/company/join-request', { companyId: 2 });
    assert.equal(other.status, 201, 'another company is a separate request');

    const mine = await client.call('GET', '/company/join-request/mine');
    assert.deepEqual(mine.body.data.map((r: any) => r.companyId), [2, 1]);
  });

  it('refuses members who already have a company (409), unknown companies (404) and bad input (400)', async () => {
    const inCompany = await member.call('POST', '/company/join-request', { companyId: 2 });
    assert.equal(inCompany.status, 409);
    assert.equal(inCompany.body.message.message, PORTAL_MESSAGES.alreadyInCompany);
    const { client } = await newMember();
    const unknown = await client.call('POST', '/company/join-request', { companyId: 999999 });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message.message, PORTAL_MESSAGES.companyNotFound);
    const missing = await client.call('POST', '/company/join-request', {});
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message.message, 'Company is required');
    const word = await client.call('POST', '/company/join-request', { companyId: 'abc' });
    assert.equal(word.status, 400);
    const long = await client.call('POST', '/company/join-request', { companyId: 1, note: 'x'.repeat(FIELD_LIMITS.joinRequest.note.maxLength + 1) });
    assert.equal(long.status, 400);
  });
});

describe('GET /api/dashboard', () => {
  it("answers the member's company, chapter, subscription, the chapter's events by date and at most 5 other members", async () => {
    const res = await member.call('GET', '/dashboard');
    assert.equal(res.status, 200);
    const { company, chapter, subscription, events, members } = res.body.data;
    assert.equal(company.name, 'Bell & Associates CPAs');
    assert.equal(chapter.slug, 'detroit');
    assert.ok(subscription === null || typeof subscription.status === 'string');
    assert.ok(members.length <= 5);
    assert.ok(!members.some((m: any) => m.email === 'marcus.bell@example.com'), 'the member is not listed among the others');
    assert.ok(members.every((m: any) => m.chapterId === chapter.id && Array.isArray(m.role)));
    assertNoAdminFields(members, 'dashboard members');
    const dated = events.filter((e: any) => e.type === 'Once').map((e: any) => e.date);
    assert.deepEqual(dated, [...dated].sort());
    assert.ok(events.every((e: any) => e.chapter === null || e.chapter.id === chapter.id));
  });

  it("a new member's dashboard waits for their company (403 'Company required'), then has no subscription ('Unsubscribed')", async () => {
    const { client } = await newMember();
    const before = await client.call('GET', '/dashboard');
    assert.equal(before.status, 403);
    assert.equal(before.body.message.message, PORTAL_MESSAGES.companyRequired);
    assert.equal((await client.call('POST', '/company', companyForm(`Dashboard Works ${Date.now()}`))).status, 201);
    const res = await client.call('GET', '/dashboard');
    assert.equal(res.status, 200);
    assert.ok(res.body.data.company.name.startsWith('Dashboard Works'));
    assert.equal(res.body.data.subscription, null);
  });
});
