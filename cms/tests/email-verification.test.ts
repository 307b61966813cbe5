import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AUTH_TEXTS, RATE_LIMITS, SEND_LIMITS } from '@gro/config';
import { Client, activeChapterId, retireTestData, setClockOffset, signInAdmin, signUpMember, sql, uniqueEmail, VERIFY_SUBJECT, waitForMailWhere } from './helpers';

const SUBJECT = VERIFY_SUBJECT;
const tokenIn = (text: string | undefined) => /http:\/\/gro\.test\/account\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
const verify = (token: unknown, client = new Client()) => client.call('POST', '/account/email/verify', { token });
const linksTo = async (email: string) => {
  const { mailsTo } = await import('./helpers');
  return (await mailsTo(email)).filter((m) => m.subject === SUBJECT).map((m) => decodeURIComponent(tokenIn(m.text) ?? ''));
};
const company = (name: string) => ({ name, description: 'Made by the verification tests.', address: '1 Woodward Ave', city: 'Detroit', state: 'MI' });

after(async () => {
  setClockOffset(0);
  await retireTestData('Verification tests');
});

describe('a new account proves its email address before it reaches other members', () => {
  it('sign-up answers an unverified account and mails it a link; until it is opened the account sees only itself and the gate', async () => {
    const member = await signUpMember({ tag: 'unverified', verified: false });
    const account = await member.client.call('GET', '/account');
    assert.equal(account.status, 200);
    assert.equal(account.body.data.emailVerified, false);
    const mail = await waitForMailWhere(member.email, (m) => m.subject === SUBJECT);
    assert.ok(tokenIn(mail.text), 'the link is in the text');
    assert.match(mail.html || '', /verify-email\?token=/);

    const refused = [
      await member.client.call('POST', '/company', company(`Verification tests ${member.email}`)),
      await member.client.call('POST', '/company/join-request', { companyId: 1 }),
    ];
    for (const res of refused) {
      assert.equal(res.status, 403, res.text);
      assert.equal(res.body.message.message, AUTH_TEXTS.emailNotVerified);
    }
    // With a company set behind its back (an admin's edit), member data still needs the address proven.
    const [{ id: companyId }] = await sql('SELECT id FROM companies ORDER BY id LIMIT 1');
    await sql('INSERT INTO up_users_company_lnk (user_id, company_id) VALUES ($1, $2)', [member.id, companyId]);
    try {
      for (const path of ['/user', '/dashboard', '/user/directory']) {
        const res = await member.client.call('GET', path);
        assert.equal(res.status, 403, `${path}: ${res.text}`);
        assert.equal(res.body.message.message, AUTH_TEXTS.emailNotVerified);
      }
    } finally {
      await sql('DELETE FROM up_users_company_lnk WHERE user_id = $1', [member.id]);
    }
    assert.equal((await member.client.call('GET', '/company/join-request/mine')).status, 200, 'the gate still reads its own requests');
  });

  it('the link verifies the account once, from any device; then the gate works', async () => {
    const member = await signUpMember({ tag: 'verifies', verified: false });
    const [token] = await waitForMailWhere(member.email, (m) => m.subject === SUBJECT).then((m) => [decodeURIComponent(tokenIn(m.text)!)]);
    const res = await verify(token);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.message, AUTH_TEXTS.emailVerified);
    assert.equal((await member.client.call('GET', '/account')).body.data.emailVerified, true);
    const again = await verify(token);
    assert.equal(again.status, 400);
    assert.equal(again.body.message.message, AUTH_TEXTS.emailVerificationInvalid);
    assert.equal((await member.client.call('POST', '/company', company(`Verification tests ${member.email}`))).status, 201);
    const resend = await member.client.call('POST', '/account/email/verification');
    assert.equal(resend.status, 409);
    assert.equal(resend.body.message.message, AUTH_TEXTS.emailAlreadyVerified);
  });

  it('an expired link is refused; unknown, malformed and hostile tokens are the same 400, never a 500', async () => {
    const member = await signUpMember({ tag: 'expires', verified: false });
    const mail = await waitForMailWhere(member.email, (m) => m.subject === SUBJECT);
    setClockOffset(24 * 60 * 60_000 + 60_000);
    try {
      assert.equal((await verify(decodeURIComponent(tokenIn(mail.text)!))).status, 400);
    } finally {
      setClockOffset(0);
    }
    for (const token of ['x'.repeat(129), 'not a token', 'A'.repeat(43), '', null, 42, ['a'], { $ne: null }, '__proto__']) {
      const res = await verify(token);
      assert.equal(res.status, 400, `${JSON.stringify(token)}: ${res.text}`);
      assert.equal(res.body.message.message, AUTH_TEXTS.emailVerificationInvalid);
    }
    // NUL is refused for every body before the route reads it.
    const nul = await verify('abc\u0000');
    assert.equal(nul.status, 400);
    assert.match(nul.body.message.message, /NUL/);
    const [{ confirmed }] = await sql('SELECT confirmed FROM up_users WHERE id = $1', [member.id]);
    assert.ok(!confirmed, 'still unverified');
  });

  it(`one address tries ${RATE_LIMITS.emailVerifyPerIp.max} links an hour, valid or not; then 429, and a parallel burst cannot pass it`, async () => {
    const from = new Client();
    const answers = await Promise.all(Array.from({ length: RATE_LIMITS.emailVerifyPerIp.max + 10 }, (_, i) => verify(`guessed-token-${i}`, from)));
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [...Array(RATE_LIMITS.emailVerifyPerIp.max).fill(400), ...Array(10).fill(429)]);
    assert.match(answers.find((a) => a.status === 429)!.body.message.message, /^Too many attempts/);
  });

  it(`"Send the link again": a new link replaces the old; ${SEND_LIMITS.verificationLinksPerHour.max} an hour per account, then 429 with nothing sent`, async () => {
    const member = await signUpMember({ tag: 'resend', verified: false });
    const [first] = await waitForMailWhere(member.email, (m) => m.subject === SUBJECT).then((m) => [decodeURIComponent(tokenIn(m.text)!)]);
    const max = SEND_LIMITS.verificationLinksPerHour.max;
    // In parallel: exactly `max` are sent, whatever the address each request comes from.
    const answers = await Promise.all(
      Array.from({ length: max + 4 }, () => {
        const from = new Client();
        from.token = member.client.token;
        return from.call('POST', '/account/email/verification');
      }),
    );
    const statuses = answers.map((a) => a.status).sort();
    assert.deepEqual(statuses, [...Array(max).fill(200), ...Array(4).fill(429)], answers.map((a) => a.text).join('\n'));
    const sent = answers.find((a) => a.status === 200)!;
    assert.equal(sent.body.message.message, AUTH_TEXTS.verificationSent.message.replace('{email}', member.email));
    await new Promise((r) => setTimeout(r, 1500));
    const links = await linksTo(member.email);
    assert.equal(links.length, 1 + max, 'the first link and one per accepted request');
    assert.equal((await verify(first)).status, 400, 'the first link was replaced');
    const last = await sql(
      'SELECT COUNT(*) AS n FROM email_verifications v JOIN email_verifications_user_lnk l ON l.email_verification_id = v.id WHERE l.user_id = $1 AND v.used_at IS NULL',
      [member.id],
    );
    assert.equal(Number(last[0].n), 1, 'one open link at a time');
    assert.equal((await new Client().call('POST', '/account/email/verification')).status, 401);
  });

  it('an account an admin makes is verified from the start, and is mailed no link', async () => {
    const admin = await signInAdmin();
    const email = uniqueEmail('made.by.admin');
    const res = await admin.call('POST', '/user', {
      firstname: 'Made', lastname: 'ByAdmin', email, phoneNumber: '(313) 555-0190', password: 'Copper-kettle-72', chapterId: await activeChapterId(), companyId: null, status: 'Active', role: 'Member',
    });
    assert.equal(res.status, 201, res.text);
    const member = new Client();
    assert.equal((await member.signIn(email, 'Copper-kettle-72')).status, 200);
    assert.equal((await member.call('GET', '/account')).body.data.emailVerified, true);
    assert.deepEqual(await linksTo(email), []);
  });

  it('confirming a changed email address (the link to the new address) verifies an unverified account', async () => {
    const member = await signUpMember({ tag: 'changes', verified: false });
    const newEmail = uniqueEmail('changed');
    const asked = await member.client.call('PUT', '/account', { firstname: 'Test', lastname: 'Member', phoneNumber: '(313) 555-0142', phoneExt: '', email: newEmail, currentPassword: member.password });
    assert.equal(asked.status, 200, asked.text);
    const mail = await waitForMailWhere(newEmail, (m) => /confirm-email\?token=/.test(m.text ?? ''));
    const token = decodeURIComponent(/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail.text ?? '')![1]);
    assert.equal((await new Client().call('POST', '/account/email/confirm', { token })).status, 200);
    assert.equal((await member.client.call('GET', '/account')).body.data.emailVerified, true);
  });
});
