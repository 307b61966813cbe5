import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { REFERRAL_SETTING_KEY, REFERRAL_STALE_DAYS } from '@gro/config';
import { Client, count, retireTestData, setClockOffset, signInAdmin, sql, waitUntil } from './helpers';
import { DAY_MS, mailQueueDrained, mailsAbout, member, ownChapter, passBody, setEmailSetting, utcDay, type Member } from './referral-fixtures';

/**
 * The stale-referral reminder: the 'referrals.remind' job,
 * triggered here as the scheduler would (a job row), with the server's clock moved. A referral
 * left untouched for REFERRAL_STALE_DAYS days reminds its receiver once, ever; not before, not a
 * closed, deleted or recently touched one, not when the receiver's setting is off, and several
 * scans at once send one email.
 */

const MARKER = `${process.pid}-refremind`;
const HOUR_MS = 60 * 60 * 1000;
let admin: Client;
let chapterId: number;
let gia: Member; // gives
let rae: Member; // receives, 'referrals' email on
let sol: Member; // receives, 'referrals' email off
const ids: Record<string, number> = {};
const need = (name: string) => `Stale ${name} ${MARKER}`;

async function runScans(n = 1) {
  const stamp = Date.now();
  await Promise.all(Array.from({ length: n }, () => sql("INSERT INTO jobs (kind, payload, status, attempts, run_at) VALUES ('referrals.remind', '{}', 'queued', 0, $1)", [stamp])));
  const jobIds = (await sql("SELECT id FROM jobs WHERE kind = 'referrals.remind' AND run_at = $1", [stamp])).map((r) => Number(r.id));
  await waitUntil(async () => (await count('jobs', `id IN (${jobIds.join(',')}) AND status <> 'done'`)) === 0, 'the referral reminder scans', 20_000);
  await mailQueueDrained();
}

const reminders = async (to: Member, name: string) => (await mailsAbout(to.email, need(name))).filter((m) => m.subject?.startsWith('Reminder:'));
const remindedAt = async (name: string) => (await sql('SELECT reminded_at FROM referrals WHERE id = $1', [ids[name]]))[0]?.reminded_at ?? null;

/** The member signed in again (a moved clock expires the access token of a sign-in made before). */
async function again(m: Member): Promise<Client> {
  const c = new Client();
  const res = await c.signIn(m.email, m.password);
  assert.equal(res.status, 200, res.text);
  return c;
}

before(async () => {
  admin = await signInAdmin();
  chapterId = await ownChapter(admin, MARKER);
  gia = await member(chapterId, 'Gia');
  rae = await member(chapterId, 'Rae');
  sol = await member(chapterId, 'Sol');
  await setEmailSetting(sol, REFERRAL_SETTING_KEY, false);
  for (const [name, to] of [['untouched', rae], ['closed', rae], ['notafit', rae], ['deleted', rae], ['touched', rae], ['off', sol]] as const) {
    const res = await gia.client.call('POST', '/referral', passBody(to.id, need(name)));
    assert.equal(res.status, 201, res.text);
    ids[name] = res.body.data.id;
  }
  const today = utcDay(Date.now());
  assert.equal((await rae.client.call('PUT', `/referral/${ids.closed}/status`, { status: 'Closed', date: today, amount: '10' })).status, 200);
  assert.equal((await rae.client.call('PUT', `/referral/${ids.notafit}/status`, { status: 'NotAFit', date: today })).status, 200);
  assert.equal((await gia.client.call('DELETE', `/referral/${ids.deleted}`)).status, 200);
  await mailQueueDrained();
});

after(async () => {
  setClockOffset(0);
  const list = Object.values(ids);
  if (list.length) {
    await sql(`DELETE FROM referral_changes WHERE referral_id IN (${list.join(',')})`);
    await sql(`DELETE FROM referrals WHERE id IN (${list.join(',')})`);
  }
  if (chapterId) await sql('DELETE FROM referral_tallies WHERE chapter_id = $1', [chapterId]);
  await retireTestData(MARKER);
});

describe('the stale-referral reminder (referrals.remind, with the server clock moved)', () => {
  it('the receiver was notified of each referral when it was passed (their setting on), not yet reminded', async () => {
    assert.equal((await mailsAbout(rae.email, need('untouched'))).length, 1);
    assert.equal((await reminders(rae, 'untouched')).length, 0);
  });

  it('three days on, the receiver touches one referral', async () => {
    setClockOffset(3 * DAY_MS);
    const client = await again(rae);
    const res = await client.call('PUT', `/referral/${ids.touched}/status`, { status: 'Contacted', date: utcDay(Date.now() + 3 * DAY_MS) });
    assert.equal(res.status, 200, res.text);
  });

  it('nothing before the days are up', async () => {
    setClockOffset(REFERRAL_STALE_DAYS * DAY_MS - HOUR_MS);
    await runScans();
    for (const name of Object.keys(ids)) assert.equal(await remindedAt(name), null, name);
    assert.equal((await reminders(rae, 'untouched')).length, 0);
  });

  it('once the days are up: the untouched open referral reminds its receiver, with the link and the unsubscribe line', async () => {
    setClockOffset(REFERRAL_STALE_DAYS * DAY_MS + HOUR_MS);
    await runScans();
    const [mail, ...more] = await reminders(rae, 'untouched');
    assert.ok(mail, 'the reminder');
    assert.equal(more.length, 0);
    assert.equal(mail.subject, 'Reminder: a referral from Gia Referrer is waiting for you');
    assert.match(mail.text ?? '', new RegExp(`http://gro\\.test/portal/referral/${ids.untouched}\\b`));
    assert.match(mail.text ?? '', /has not moved for 7 days/);
    assert.match(mail.text ?? '', /Turn off "Referrals and one-to-ones" by email: http:\/\/gro\.test\/unsubscribe\?token=/);
    assert.ok(mail.headerLines.some((h) => h.key === 'list-unsubscribe'));
    assert.notEqual(await remindedAt('untouched'), null);
  });

  it('not for a closed, not-a-fit, deleted or recently touched one; the receiver whose setting is off gets nothing', async () => {
    for (const name of ['closed', 'notafit', 'deleted', 'touched']) {
      assert.equal(await remindedAt(name), null, name);
      assert.equal((await reminders(rae, name)).length, 0, name);
    }
    assert.equal((await reminders(sol, 'off')).length, 0);
    assert.notEqual(await remindedAt('off'), null, 'claimed all the same: once, ever');
  });

  it('a second scan, then five at once (replicas), send nothing more', async () => {
    await runScans();
    await runScans(5);
    assert.equal((await reminders(rae, 'untouched')).length, 1);
    assert.equal((await reminders(sol, 'off')).length, 0);
    assert.equal((await reminders(rae, 'touched')).length, 0);
  });

  it('the touched one reminds once its own days are up, once, even with parallel scans', async () => {
    setClockOffset((3 + REFERRAL_STALE_DAYS) * DAY_MS + HOUR_MS);
    await runScans(4);
    assert.equal((await reminders(rae, 'touched')).length, 1);
    await runScans(2);
    assert.equal((await reminders(rae, 'touched')).length, 1);
    assert.equal((await reminders(rae, 'untouched')).length, 1, 'once per referral, ever');
    for (const name of ['closed', 'notafit', 'deleted']) assert.equal((await reminders(rae, name)).length, 0, name);
  });

  it('the scans ran without failing', async () => {
    assert.equal(await count('jobs', "kind = 'referrals.remind' AND status = 'failed'"), 0);
  });
});
