import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS } from '@gro/config';
import { memberWithCompany, retireTestData, signInAdmin, sql, type Client } from './helpers';

/**
 * The directory's first page and a search run at most 3 SQL statements per request, the
 * access-token check included (X-Db-Queries, counted by the cms in test mode), and nothing of that
 * check is remembered between requests: a revoked session or a suspended member fails at once,
 * whichever process (replica) wrote the change.
 */

const run = `${process.pid}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const MAX_STATEMENTS = 3;

const statements = (res: { headers: Headers }) => {
  const header = res.headers.get('x-db-queries');
  assert.ok(header !== null && /^\d+$/.test(header), `X-Db-Queries: ${header}`);
  return Number(header);
};

let member: Awaited<ReturnType<typeof memberWithCompany>>;

before(async () => {
  member = await memberWithCompany(`Query Count Co ${run}`);
  const res = await member.client.call('PUT', '/account', { firstname: 'Quincy', lastname: `Zcount${run}`, phoneNumber: '(313) 555-0142' });
  assert.equal(res.status, 200, res.text);
});

after(() => retireTestData(run));

describe('SQL statements per directory request', () => {
  it(`the first page, a search, a later page and a page past the end each run at most ${MAX_STATEMENTS}, the token check included`, async () => {
    const first = await member.client.call('GET', '/user/directory');
    assert.equal(first.status, 200, first.text);
    assert.ok(first.body.data.items.length > 0);
    assert.ok(statements(first) >= 1, 'the counter counts');
    assert.ok(statements(first) <= MAX_STATEMENTS, `first page: ${statements(first)} statements`);

    const search = await member.client.call('GET', `/user/directory?q=${encodeURIComponent(`quincy zcount${run}`)}`);
    assert.equal(search.status, 200, search.text);
    assert.deepEqual(search.body.data.items.map((m: { id: number }) => m.id), [member.id]);
    assert.equal(search.body.data.pagination.total, 1);
    assert.ok(statements(search) <= MAX_STATEMENTS, `search: ${statements(search)} statements`);

    const none = await member.client.call('GET', `/user/directory?q=nobody${run}`);
    assert.equal(none.body.data.pagination.total, 0);
    assert.ok(statements(none) <= MAX_STATEMENTS, `empty search: ${statements(none)} statements`);

    const { total } = first.body.data.pagination;
    const last = await member.client.call('GET', `/user/directory?pageSize=1&page=${total}`);
    assert.equal(last.body.data.items.length, 1);
    assert.equal(last.body.data.pagination.total, total);
    assert.ok(statements(last) <= MAX_STATEMENTS, `last page: ${statements(last)} statements`);

    const past = await member.client.call('GET', `/user/directory?pageSize=1&page=${total + 1}`);
    assert.equal(past.status, 200, past.text);
    assert.deepEqual(past.body.data.items, []);
    assert.equal(past.body.data.pagination.total, total, 'a page past the end still counts the matches');
    assert.ok(statements(past) <= MAX_STATEMENTS, `page past the end: ${statements(past)} statements`);
  });

  it("the users table's first page and a sorted search also stay within the budget", async () => {
    for (const path of ['/user', '/user?q=smith&sort=email:asc', '/user?sort=company:desc&page=2']) {
      const res = await member.client.call('GET', path);
      assert.equal(res.status, 200, `${path}: ${res.text}`);
      assert.ok(statements(res) <= MAX_STATEMENTS, `${path}: ${statements(res)} statements`);
    }
  });

  it("the admins' join-request review list too", async () => {
    const admin = await signInAdmin();
    for (const path of ['/company/join-request', '/company/join-request?q=example&sort=company:asc', '/company/join-request?page=1000']) {
      const res = await admin.call('GET', path);
      assert.equal(res.status, 200, `${path}: ${res.text}`);
      assert.ok(statements(res) <= MAX_STATEMENTS, `${path}: ${statements(res)} statements`);
    }
  });
});

describe('the token check reads the database at every request', () => {
  const directory = (client: Client) => client.call('GET', '/user/directory');

  it("a signed-out session's access token gets 401 on the very next request", async () => {
    const { client } = await memberWithCompany(`Query Signout Co ${run}`);
    assert.equal((await directory(client)).status, 200);
    assert.equal((await client.call('POST', '/authenticate/signout')).status, 200);
    const res = await directory(client);
    assert.equal(res.status, 401);
    assert.equal(res.body.message.message, AUTH_TEXTS.sessionExpired);
  });

  it('a session revoked or a member suspended by another process fails at once (nothing is cached)', async () => {
    const revoked = await memberWithCompany(`Query Revoke Co ${run}`);
    assert.equal((await directory(revoked.client)).status, 200);
    // As another replica writes it: straight into the shared database.
    await sql("UPDATE auth_sessions SET revoked_at = $1, revoked_reason = 'test' WHERE id IN (SELECT auth_session_id FROM auth_sessions_user_lnk WHERE user_id = $2)", [new Date().toISOString(), revoked.id]);
    assert.equal((await directory(revoked.client)).status, 401);

    const suspended = await memberWithCompany(`Query Suspend Co ${run}`);
    assert.equal((await directory(suspended.client)).status, 200);
    await sql("UPDATE up_users SET status = 'Suspended' WHERE id = $1", [suspended.id]);
    const res = await directory(suspended.client);
    assert.equal(res.status, 403);
    assert.equal(res.body.message.message, AUTH_TEXTS.accountStatus.Suspended);
    assert.equal((await directory(suspended.client)).status, 401, 'and its sessions were revoked');
  });

  it("an admin's suspension, and a member losing their company, are seen by the member's next request", async () => {
    const admin = await signInAdmin();
    const target = await memberWithCompany(`Query Admin Co ${run}`);
    assert.equal((await directory(target.client)).status, 200);
    const form = (await admin.call('GET', `/user/${target.id}`)).body.data;
    const payload = {
      firstname: form.firstname, lastname: form.lastname, email: form.email, phoneNumber: form.phoneNumber, phoneExt: form.phoneExt,
      chapterId: form.chapterId, companyId: null, status: 'Active', role: 'Member',
    };
    assert.equal((await admin.call('PUT', `/user/${target.id}`, payload)).status, 200);
    assert.equal((await directory(target.client)).status, 403, 'no company: the company gate');
    assert.equal((await admin.call('PUT', `/user/${target.id}`, { ...payload, companyId: target.company.id, status: 'Suspended' })).status, 200);
    assert.ok([401, 403].includes((await directory(target.client)).status));
  });
});

describe('the directory is kept between writes, and every write shows at once', () => {
  const search = () => member.client.call('GET', `/user/directory?q=${encodeURIComponent(`zcount${run}`)}`);
  const names = (res: { body: any }) => res.body.data.items.map((m: { fullname: string; company: { name: string } | null }) => `${m.fullname} @ ${m.company?.name}`);

  it('a repeated page runs only the session check, and answers the same bytes', async () => {
    const first = await member.client.call('GET', '/user/directory?page=1');
    const again = await member.client.call('GET', '/user/directory?page=1');
    assert.equal(again.status, 200);
    assert.equal(statements(again), 1, 'the session check alone');
    assert.equal(again.text, first.text);
    assert.match(again.headers.get('content-type') ?? '', /^application\/json/);
    const letters = await member.client.call('GET', '/user/directory/letters');
    assert.equal(letters.status, 200);
    assert.equal(statements(await member.client.call('GET', '/user/directory/letters')), 1);
  });

  it("a member's own edit, an admin's edit of their company and a suspension show on the next read", async () => {
    const admin = await signInAdmin();
    assert.deepEqual(names(await search()), [`Quincy Zcount${run} @ ${member.company.name}`]);
    assert.equal(statements(await search()), 1, 'kept');

    const renamed = await member.client.call('PUT', '/account', { firstname: 'Quentin', lastname: `Zcount${run}`, phoneNumber: '(313) 555-0142' });
    assert.equal(renamed.status, 200, renamed.text);
    assert.deepEqual(names(await search()), [`Quentin Zcount${run} @ ${member.company.name}`]);

    const company = `Renamed Co ${run}`;
    const edit = await admin.call('PUT', `/company/${member.company.uuid}`, { name: company, description: 'Edited.', address: '1 Woodward Ave', isNonprofit: false });
    assert.equal(edit.status, 200, edit.text);
    assert.deepEqual(names(await search()), [`Quentin Zcount${run} @ ${company}`]);

    const other = await memberWithCompany(`Suspended Co ${run}`);
    const find = () => member.client.call('GET', `/user/directory?q=${encodeURIComponent(other.email)}`);
    assert.equal((await find()).body.data.pagination.total, 1);
    const user = (await admin.call('GET', `/user/${other.id}`)).body.data;
    const suspend = await admin.call('PUT', `/user/${other.id}`, {
      firstname: user.firstname, lastname: user.lastname, email: user.email, phoneNumber: user.phoneNumber, phoneExt: user.phoneExt ?? '',
      chapterId: user.chapterId, companyId: user.companyId, status: 'Suspended', role: 'Member',
    });
    assert.equal(suspend.status, 200, suspend.text);
    assert.equal((await find()).body.data.pagination.total, 0, 'gone at once');
  });
});

describe('a search nobody asked before (the members’ text kept in memory)', () => {
  const ids = async (client: Client, q: string) => {
    const res = await client.call('GET', `/user/directory?pageSize=100&q=${encodeURIComponent(q)}`);
    assert.equal(res.status, 200, res.text);
    return res.body.data.items.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b);
  };
  /** The same rule asked of the database itself: lower() and LIKE as it defines them (ASCII on SQLite, every letter on PostgreSQL). */
  const expected = async (q: string) => {
    const p = `%${q.toLowerCase()}%`;
    const rows = await sql(
      `SELECT DISTINCT u.id FROM up_users u
         LEFT JOIN up_users_company_lnk l ON l.user_id = u.id LEFT JOIN companies c ON c.id = l.company_id
       WHERE u.status = 'Active' AND u.directory_hidden IS NOT TRUE
         AND (lower(CASE WHEN u.firstname IS NULL THEN u.lastname WHEN u.lastname IS NULL THEN u.firstname ELSE u.firstname || ' ' || u.lastname END) LIKE $1
              OR lower(u.email) LIKE $2 OR lower(c.name) LIKE $3)
       ORDER BY u.id`,
      [p, p, p],
    );
    return rows.map((r: { id: number | string }) => Number(r.id));
  };

  it("answers exactly what the database's LIKE answers, accents and letter case included", async () => {
    const accented = await memberWithCompany(`Ñandú Études ${run}`);
    const named = await accented.client.call('PUT', '/account', { firstname: 'Élodie', lastname: `Zsearch${run}`, phoneNumber: '(313) 555-0142' });
    assert.equal(named.status, 200, named.text);
    assert.deepEqual(await ids(accented.client, `zsearch${run}`), [accented.id], 'an ASCII search finds the member');
    for (const q of [`élodie zsearch${run}`, `ÉLODIE ZSEARCH${run}`, `elodie zsearch${run}`, `ñandú études ${run}`, `ÑANDÚ ÉTUDES ${run}`, `nandu etudes ${run}`, accented.email.toUpperCase(), `e zsearch${run}`]) {
      assert.deepEqual(await ids(accented.client, q), await expected(q), `"${q}"`);
    }
    assert.deepEqual(await ids(accented.client, `zsearch${run}${accented.email}`), [], 'a search never spans two fields');
  });

  it('sees a name, an email and a company written since the last search', async () => {
    const writer = await memberWithCompany(`Before Works ${run}`);
    assert.deepEqual(await ids(writer.client, `before works ${run}`), [writer.id]);
    const renamed = await writer.client.call('PUT', '/account', { firstname: 'Wanda', lastname: `Zafter${run}`, phoneNumber: '(313) 555-0142' });
    assert.equal(renamed.status, 200, renamed.text);
    assert.deepEqual(await ids(writer.client, `wanda zafter${run}`), [writer.id], 'the new name, at once');
    const admin = await signInAdmin();
    const edit = await admin.call('PUT', `/company/${writer.company.uuid}`, { name: `After Works ${run}`, description: 'Edited.', address: '1 Woodward Ave', isNonprofit: false });
    assert.equal(edit.status, 200, edit.text);
    assert.deepEqual(await ids(writer.client, `after works ${run}`), [writer.id], 'the new company name, at once');
    assert.deepEqual(await ids(writer.client, `before works ${run}`), [], 'the old one is gone');
  });
});
