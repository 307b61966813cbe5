import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { IMPORT_LIMITS, INVITATION_TEXTS, MEMBER_IMPORT_MESSAGES as M, SERVER_MESSAGES, type MemberImportReport, type MemberImportStatus } from '@gro/config';
import { Client, activeChapterId, count, setClockOffset, signInAdmin, signUpMember, sql, waitForMailWhere, waitUntil } from './helpers';

/**
 * Member import: an admin uploads a CSV, maps its columns, reads a dry run, imports as a
 * job; imported members have no password and set one from their invitation (7 days, once); the
 * import is idempotent by email; hostile files and mappings are 4xx; non-admins are refused.
 */

const run = `${process.pid}${Date.now().toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);
const email = (tag: string) => `${tag}.${run}@example.com`;
const HEADER = 'First name,Last name,e-Mail,Phone,Organization,Chapter,Profession';
const DEMO_MEMBER = 'marcus.bell@example.com';
const DEMO_ADMIN = 'admin@gro.example.org';

let admin: Client;
let chapterName: string;

function csvFile(text: string, name = 'members.csv', type = 'text/csv') {
  const form = new FormData();
  form.append('file', new Blob([text], { type }), name);
  return form;
}

const upload = (client: Client, text: string, name?: string) => client.call('POST', '/member-import', csvFile(text, name));

async function waitDone(id: number): Promise<MemberImportStatus> {
  let status: MemberImportStatus | null = null;
  await waitUntil(async () => {
    status = (await admin.call('GET', `/member-import/${id}`)).body.data;
    return status!.status === 'done' || status!.status === 'failed';
  }, `import ${id} to end`, 30_000);
  return status!;
}

/** A file of good and bad rows (rows as a spreadsheet numbers them: the header is row 1). */
function mixedFile(demoPhone: string): string {
  return [
    HEADER,
    `Ann,Importer${run},${email('ann')},(313) 555-0101,New Works ${run},${chapterName},Accounting`, // 2: created, with a new company
    `Ben,Importer${run},${email('ben').toUpperCase()},,New Works ${run},${chapterName.toUpperCase()},`, // 3: created, same company, chapter in capitals
    `Cy,Importer${run},not-an-email,,,${chapterName},`, // 4: bad email
    `,Importer${run},${email('dee')},,,${chapterName},`, // 5: no first name
    `Eve,Importer${run},${email('eve')},555-01,,${chapterName},`, // 6: bad phone
    `Fay,Importer${run},${email('fay')},,,Atlantis,`, // 7: unknown chapter
    `Ann,Again${run},${email('ann')},,,${chapterName},`, // 8: duplicate of row 2
    `Marcus,Bell,${DEMO_MEMBER},${demoPhone},,${chapterName},`, // 9: existing member, new phone
    `Grace,Admin,${DEMO_ADMIN},,,${chapterName},`, // 10: an administrator
    `"Quoted, Name",Importer${run},${email('quote')},,"Co ""Q"" ${run}",${chapterName},`, // 11: created, commas and quotes
  ].join('\r\n');
}

before(async () => {
  admin = await signInAdmin();
  const id = await activeChapterId();
  chapterName = (await sql('SELECT name FROM chapters WHERE id = $1', [id]))[0].name;
});

after(() => setClockOffset(0));

describe('POST /api/member-import and the dry run', () => {
  it('reads the file, proposes a mapping from its header, and reports each row without writing anything', async () => {
    const users = await count('up_users');
    const res = await upload(admin, mixedFile('(313) 555-0199'), 'wild-apricot-export.csv');
    assert.equal(res.status, 201, res.text);
    const up = res.body.data;
    assert.deepEqual(up.columns, HEADER.split(','));
    assert.equal(up.rowCount, 10);
    assert.equal(up.fileName, 'wild-apricot-export.csv');
    assert.deepEqual(up.mapping, { columns: { firstname: 0, lastname: 1, email: 2, phoneNumber: 3, company: 4, chapter: 5, industry: 6 }, chapterId: null });
    assert.deepEqual(up.sample[0], ['Ann', `Importer${run}`, email('ann'), '(313) 555-0101', `New Works ${run}`, chapterName, 'Accounting']);
    assert.equal(res.body.data.csv, undefined, 'the file is not sent back');

    const dry = await admin.call('POST', `/member-import/${up.id}/dry-run`, up.mapping);
    assert.equal(dry.status, 200, dry.text);
    const report: MemberImportReport = dry.body.data;
    assert.deepEqual({ total: report.total, create: report.create, update: report.update, unchanged: report.unchanged, reject: report.reject }, { total: 10, create: 3, update: 1, unchanged: 0, reject: 6 });
    const why = Object.fromEntries(report.rejections.map((r) => [r.row, `${r.field}: ${r.message}`]));
    assert.deepEqual(why, {
      4: 'email: Must be a valid email address',
      5: 'firstname: First Name is required',
      6: 'phoneNumber: Must be a valid phone number',
      7: `chapter: ${M.chapterUnknown('Atlantis')}`,
      8: `email: ${M.duplicateInFile(2)}`,
      10: `email: ${M.adminAccount}`,
    });
    assert.deepEqual(report.creates.map((r) => [r.row, r.email, r.company]), [[2, email('ann'), `New Works ${run}`], [3, email('ben'), `New Works ${run}`], [11, email('quote'), `Co "Q" ${run}`]]);
    assert.deepEqual(report.creates[2]!.name, `Quoted, Name Importer${run}`);
    assert.deepEqual(report.updates.map((r) => [r.row, r.email, r.changes]), [[9, DEMO_MEMBER, ['Phone Number']]]);
    assert.deepEqual(report.newCompanies.sort(), [`Co "Q" ${run}`, `New Works ${run}`]);
    assert.equal(await count('up_users'), users, 'a dry run writes no account');
  });

  it('takes a chapter for every row, a semicolon-separated file with a byte order mark, and names unmapped columns', async () => {
    const text = `\uFEFFEmail;Given name;Surname;Notes\n${email('semi')};Sam;Colon${run};likes golf\n`;
    const res = await upload(admin, text);
    assert.equal(res.status, 201, res.text);
    assert.deepEqual(res.body.data.columns, ['Email', 'Given name', 'Surname', 'Notes']);
    assert.deepEqual(res.body.data.mapping.columns, { firstname: 1, lastname: 2, email: 0 });
    const withoutChapter = await admin.call('POST', `/member-import/${res.body.data.id}/dry-run`, res.body.data.mapping);
    assert.equal(withoutChapter.status, 400);
    assert.equal(withoutChapter.body.details.errors[0].message, M.chapterMissing);
    const dry = await admin.call('POST', `/member-import/${res.body.data.id}/dry-run`, { ...res.body.data.mapping, chapterId: await activeChapterId() });
    assert.equal(dry.status, 200, dry.text);
    assert.equal(dry.body.data.create, 1);
    assert.equal(dry.body.data.creates[0].chapter, chapterName);
  });
});

describe('POST /api/member-import/{id}/run', () => {
  it('imports as a job: accounts without a password, one new company, an invitation each; a re-run creates nothing new', async () => {
    const phone = '(313) 555-0177';
    const up = (await upload(admin, mixedFile(phone))).body.data;
    const started = await admin.call('POST', `/member-import/${up.id}/run`, up.mapping);
    assert.equal(started.status, 202, started.text);
    assert.deepEqual(started.body.message, M.started(10));
    const done = await waitDone(up.id);
    assert.equal(done.status, 'done', JSON.stringify(done));
    assert.deepEqual(
      { processed: done.processed, created: done.created, updated: done.updated, unchanged: done.unchanged, rejected: done.rejected, invited: done.invited },
      { processed: 10, created: 3, updated: 1, unchanged: 0, rejected: 6, invited: 3 },
    );

    const [ann] = await sql('SELECT id, password, status, firstname FROM up_users WHERE email = $1', [email('ann')]);
    assert.equal(ann.password, null, 'nothing is hashed at import');
    assert.equal(ann.status, 'Active');
    const [ben] = await sql('SELECT id FROM up_users WHERE email = $1', [email('ben')]);
    assert.ok(ben, 'the email is stored lower-cased');
    const companies = await sql('SELECT c.id, c.industry FROM companies c WHERE c.name = $1', [`New Works ${run}`]);
    assert.equal(companies.length, 1, 'one company for the two rows naming it');
    assert.equal(companies[0].industry, 'Accounting');
    const links = await sql('SELECT user_id FROM up_users_company_lnk WHERE company_id = $1 ORDER BY user_id', [companies[0].id]);
    assert.deepEqual(links.map((l: { user_id: number }) => Number(l.user_id)), [Number(ann.id), Number(ben.id)]);
    assert.equal((await sql('SELECT phone_number FROM up_users WHERE email = $1', [DEMO_MEMBER]))[0].phone_number, phone, 'the member already there is updated');
    assert.equal(await count('up_users', `email = '${DEMO_ADMIN}' AND firstname = 'Grace' AND lastname = 'Admin'`), 0, 'the administrator is left alone');

    // No password: a sign-in is refused like a wrong one, never a 500.
    const signIn = await new Client().call('POST', '/authenticate', { email: email('ann'), password: 'Anything-at-all-1', rememberMe: false });
    assert.equal(signIn.status, 401);

    const activity = await sql("SELECT summary FROM admin_activities WHERE subject = 'member-import' AND subject_id = $1", [String(up.id)]);
    assert.equal(activity.length, 1);
    assert.match(activity[0].summary, /3 created, 1 updated, 6 rejected/);

    const users = await count('up_users');
    const again = (await upload(admin, mixedFile(phone))).body.data;
    const dry = (await admin.call('POST', `/member-import/${again.id}/dry-run`, again.mapping)).body.data as MemberImportReport;
    assert.deepEqual([dry.create, dry.update, dry.unchanged], [0, 0, 4]);
    assert.equal((await admin.call('POST', `/member-import/${again.id}/run`, again.mapping)).status, 202);
    const second = await waitDone(again.id);
    assert.deepEqual([second.status, second.created, second.updated, second.unchanged, second.invited], ['done', 0, 0, 4, 0]);
    assert.equal(await count('up_users'), users, 'a re-run creates nothing new');
    assert.equal(await count('member_invitations', `user_id = ${Number(ann.id)}`), 1, 'nor a second invitation');

    const conflict = await admin.call('POST', `/member-import/${again.id}/run`, again.mapping);
    assert.equal(conflict.status, 409);
    assert.equal(conflict.body.message.message, M.alreadyStarted);
  });

  it('starts once when two starts arrive together', async () => {
    const up = (await upload(admin, `${HEADER}\nTwo,Starts${run},${email('twice')},,,${chapterName},\n`)).body.data;
    const answers = await Promise.all([1, 2, 3].map(() => admin.call('POST', `/member-import/${up.id}/run`, up.mapping)));
    assert.deepEqual(answers.map((a) => a.status).sort(), [202, 409, 409]);
    assert.equal((await waitDone(up.id)).created, 1);
    assert.equal(await count('up_users', `email = '${email('twice')}'`), 1);
  });
});

describe('POST /api/authenticate/accept-invitation', () => {
  const tokenOf = async (address: string) => {
    const mail = await waitForMailWhere(address, (m) => /set your password/i.test(m.subject ?? ''), 15_000);
    const link = /(https?:\/\/\S+\/account\/invitation\?token=([A-Za-z0-9_-]+))/.exec(mail.text ?? '');
    assert.ok(link, `an invitation link in: ${mail.text}`);
    return decodeURIComponent(link[2]!);
  };

  it('sets the first password once from the emailed link; the member then signs in', async () => {
    const address = email('invitee');
    const up = (await upload(admin, `${HEADER}\nIvy,Invitee${run},${address},,,${chapterName},\n`)).body.data;
    assert.equal((await admin.call('POST', `/member-import/${up.id}/run`, up.mapping)).status, 202);
    await waitDone(up.id);
    const token = await tokenOf(address);
    assert.equal((await sql('SELECT token_hash FROM member_invitations WHERE token_hash = $1', [token])).length, 0, 'only a hash is stored');

    const client = new Client();
    const weak = await client.call('POST', '/authenticate/accept-invitation', { token, newPassword: 'short' });
    assert.equal(weak.status, 400);
    const accepted = await client.call('POST', '/authenticate/accept-invitation', { token, newPassword: 'Harbor-lantern-42' });
    assert.equal(accepted.status, 200, accepted.text);
    assert.deepEqual(accepted.body.message, INVITATION_TEXTS.accepted);
    assert.equal((await client.signIn(address, 'Harbor-lantern-42')).status, 200);

    const reused = await new Client().call('POST', '/authenticate/accept-invitation', { token, newPassword: 'Another-lantern-43' });
    assert.equal(reused.status, 400);
    assert.equal(reused.body.details.errors[0].message, INVITATION_TEXTS.invalid);
    assert.equal((await new Client().signIn(address, 'Another-lantern-43')).status, 401, 'the used link changed nothing');
  });

  it(`refuses a link after ${IMPORT_LIMITS.invitationDays} days, a forged one and a suspended account's`, async () => {
    const late = email('late');
    const suspended = email('suspended');
    const up = (await upload(admin, `${HEADER}\nLou,Late${run},${late},,,${chapterName},\nSue,Suspended${run},${suspended},,,${chapterName},\n`)).body.data;
    await admin.call('POST', `/member-import/${up.id}/run`, up.mapping);
    await waitDone(up.id);
    const lateToken = await tokenOf(late);
    const suspendedToken = await tokenOf(suspended);
    await sql("UPDATE up_users SET status = 'Suspended' WHERE email = $1", [suspended]);
    const suspendedAnswer = await new Client().call('POST', '/authenticate/accept-invitation', { token: suspendedToken, newPassword: 'Harbor-lantern-42' });
    assert.equal(suspendedAnswer.status, 400);
    for (const token of [`${lateToken}x`, 'A'.repeat(43), '']) {
      assert.equal((await new Client().call('POST', '/authenticate/accept-invitation', { token, newPassword: 'Harbor-lantern-42' })).status, 400, `token "${token}"`);
    }
    setClockOffset((IMPORT_LIMITS.invitationDays * 24 + 1) * 3_600_000);
    try {
      const expired = await new Client().call('POST', '/authenticate/accept-invitation', { token: lateToken, newPassword: 'Harbor-lantern-42' });
      assert.equal(expired.status, 400);
    } finally {
      setClockOffset(0);
    }
  });
});

describe('an import row for an address nobody proved claims the account for its owner', () => {
  it('the dry run names it; the import ends the stranger\'s sessions and links, clears the password, and invites the address', async () => {
    const company = `BigCorp ${run}`;
    // A stranger signs up with Victoria's address and never opens the verification link.
    const stranger = await signUpMember({ tag: 'victoria', firstname: 'Not', lastname: 'Victoria', verified: false });
    const verificationLink = await waitForMailWhere(stranger.email, (m) => m.subject === 'Confirm your email address for GRO');
    const strangerToken = decodeURIComponent(/verify-email\?token=([A-Za-z0-9_%-]+)/.exec(verificationLink.text ?? '')![1]!);
    assert.equal((await stranger.client.call('GET', '/account')).status, 200);

    const up = (await upload(admin, `${HEADER}\nVictoria,Owner${run},${stranger.email.toUpperCase()},(313) 555-0133,${company},${chapterName},Finance\n`)).body.data;
    const report: MemberImportReport = (await admin.call('POST', `/member-import/${up.id}/dry-run`, up.mapping)).body.data;
    assert.deepEqual({ create: report.create, update: report.update, claim: report.claim }, { create: 0, update: 0, claim: 1 });
    assert.deepEqual(report.claims.map((r) => [r.row, r.email, r.note]), [[2, stranger.email, M.claimNote]]);

    assert.equal((await admin.call('POST', `/member-import/${up.id}/run`, up.mapping)).status, 202);
    const done = await waitDone(up.id);
    assert.deepEqual({ updated: done.updated, invited: done.invited }, { updated: 1, invited: 1 });

    // The stranger is out: the session, the password and the mailed link no longer work.
    assert.equal((await stranger.client.call('GET', '/account')).status, 401);
    assert.equal((await new Client().signIn(stranger.email, stranger.password)).status, 401);
    assert.equal((await new Client().call('POST', '/account/email/verify', { token: strangerToken })).status, 400);
    const [row] = await sql('SELECT password, firstname, lastname FROM up_users WHERE id = $1', [stranger.id]);
    assert.deepEqual({ password: row.password, firstname: row.firstname, lastname: row.lastname }, { password: null, firstname: 'Victoria', lastname: `Owner${run}` });

    // The address's owner sets the password from the invitation and is in BigCorp, verified.
    const invitation = await waitForMailWhere(stranger.email, (m) => /set your password/i.test(m.subject ?? ''), 15_000);
    const token = decodeURIComponent(/\/account\/invitation\?token=([A-Za-z0-9_-]+)/.exec(invitation.text ?? '')![1]!);
    const owner = new Client();
    assert.equal((await owner.call('POST', '/authenticate/accept-invitation', { token, newPassword: 'Harbor-lantern-42' })).status, 200);
    assert.equal((await owner.signIn(stranger.email, 'Harbor-lantern-42')).status, 200);
    const account = (await owner.call('GET', '/account')).body.data;
    assert.equal(account.emailVerified, true);
    assert.equal(account.company?.name, company);
    assert.equal((await owner.call('GET', '/user/directory')).status, 200);
  });

  it('a verified account is updated as before, never claimed', async () => {
    const member = await signUpMember({ tag: 'verified.import' });
    const up = (await upload(admin, `${HEADER}\nVera,Verified${run},${member.email},,,${chapterName},\n`)).body.data;
    const report: MemberImportReport = (await admin.call('POST', `/member-import/${up.id}/dry-run`, up.mapping)).body.data;
    assert.deepEqual({ update: report.update, claim: report.claim }, { update: 1, claim: 0 });
  });
});

describe('hostile files and mappings', () => {
  let id: number;
  before(async () => {
    id = (await upload(admin, `${HEADER}\nZed,Hostile${run},${email('zed')},,,${chapterName},\n`)).body.data.id;
  });

  it('answers a bad file with a 4xx that says what is wrong', async () => {
    const cases: [string | Buffer, number, string][] = [
      ['', 400, M.fileEmpty],
      [`${HEADER}\n`, 400, M.noRows],
      [',,,\n1,2,3\n', 400, M.noHeader],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), 415, M.notText],
      [Buffer.from('Name,Email\nJos\xe9,j@example.com\n', 'latin1'), 415, M.notText],
      [`${HEADER}\n"unclosed,quote\n`, 400, M.unreadable(2, 'a quote is not closed')],
      [`${Array.from({ length: IMPORT_LIMITS.maxColumns + 1 }, (_, i) => `c${i}`).join(',')}\nx\n`, 400, M.tooManyColumns],
      [`Email\n${Array.from({ length: IMPORT_LIMITS.maxRows + 1 }, (_, i) => `r${i}@x.io`).join('\n')}\n`, 400, M.tooManyRows],
    ];
    for (const [body, status, message] of cases) {
      const form = new FormData();
      form.append('file', new Blob([body]), 'x.csv');
      const res = await admin.call('POST', '/member-import', form);
      assert.equal(res.status, status, `${String(body).slice(0, 30)}: ${res.text}`);
      assert.equal(res.body.message.message, message);
    }
    const none = await admin.call('POST', '/member-import', new FormData());
    assert.equal(none.status, 400);
    assert.equal(none.body.details.errors[0].message, M.fileMissing);
    const two = new FormData();
    two.append('file', new Blob(['a']), 'a.csv');
    two.append('file', new Blob(['b']), 'b.csv');
    assert.equal((await admin.call('POST', '/member-import', two)).status, 400);
    assert.equal((await admin.call('POST', '/member-import', { file: 'Email\na@b.co' })).status, 400, 'JSON is no file');
  });

  it('answers a bad mapping with a 400 naming the field, and unknown imports with a 404', async () => {
    const bad: [unknown, string][] = [
      [[], 'The request body must be a JSON object.'],
      [{ columns: [] }, M.mappingShape],
      [{ columns: { firstname: 0, lastname: 1 } }, M.mappingMissing('Email Address')],
      [{ columns: { firstname: 0, lastname: 1, email: 99 } }, M.columnUnknown('Email Address')],
      [{ columns: { firstname: 0, lastname: 1, email: '2' } }, M.columnUnknown('Email Address')],
      [{ columns: { firstname: 0, lastname: 1, email: -1 } }, M.columnUnknown('Email Address')],
      [{ columns: { firstname: 0, lastname: 0, email: 2 } }, M.columnTwice],
      [JSON.parse('{"columns":{"firstname":0,"lastname":1,"email":2,"__proto__":5}}'), SERVER_MESSAGES.reservedKey('__proto__')],
      [{ columns: { firstname: 0, lastname: 1, email: 2, password: 3 } }, M.mappingShape],
      [{ columns: { firstname: 0, lastname: 1, email: 2 }, chapterId: 'x' }, M.chapterChosenUnknown],
      [{ columns: { firstname: 0, lastname: 1, email: 2 }, chapterId: 1e12 }, M.chapterChosenUnknown],
      [{ columns: { firstname: 0, lastname: 1, email: 2 }, chapterId: 2_147_483_000 }, M.chapterChosenUnknown],
    ];
    for (const [body, message] of bad) {
      const res = await admin.call('POST', `/member-import/${id}/dry-run`, body);
      assert.equal(res.status, 400, `${JSON.stringify(body)}: ${res.text}`);
      assert.equal(res.body.details?.errors?.[0]?.message ?? res.body.message.message, message, JSON.stringify(body));
    }
    assert.equal((await admin.call('GET', '/member-import/2147483000')).status, 404);
    assert.equal((await admin.call('POST', '/member-import/2147483000/dry-run', { columns: {} })).status, 404);
    assert.equal((await admin.call('GET', '/member-import/abc')).status, 400);
    assert.equal((await admin.call('POST', `/member-import/${id}/run`, { columns: { firstname: 0 } })).status, 400, 'a bad mapping starts nothing');
    assert.equal((await admin.call('GET', `/member-import/${id}`)).body.data.status, 'uploaded');
  });

  it('keeps the import list for admins only', async () => {
    const list = await admin.call('GET', '/member-import');
    assert.equal(list.status, 200);
    assert.ok(list.body.data.length >= 1 && list.body.data.length <= IMPORT_LIMITS.recentImports);
    assert.ok(!list.text.includes(email('zed')), 'no file content in the list');
    const member = await signUpMember({ tag: `import${run}` });
    assert.equal((await member.client.call('GET', '/member-import')).status, 403);
    assert.equal((await member.client.call('POST', '/member-import', csvFile('Email\na@b.co\n'))).status, 403);
    assert.equal((await new Client().call('GET', `/member-import/${id}`)).status, 401);
  });
});
