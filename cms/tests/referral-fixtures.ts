import assert from 'node:assert/strict';
import { chapterDefaults } from '@gro/config';
import { type Client, count, createCompany, mailsTo, signUpMember, sql, uniqueEmail, waitUntil } from './helpers';

/** Shared set-up of the referral tests: a chapter of the file's own, members in it, and SQL reads of the figures. */

export type Member = { client: Client; id: number; email: string; password: string; chapterId: number; firstname: string };

export const DAY_MS = 24 * 60 * 60 * 1000;
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A chapter of the test file (its name carries the marker, so retireTestData removes it): its figures are the file's alone. */
export async function ownChapter(admin: Client, marker: string): Promise<number> {
  const made = await admin.call('POST', '/chapter', {
    ...chapterDefaults,
    name: `Referrals ${marker}`,
    location: 'Guardian Building',
    email: uniqueEmail('chapter'),
    address: '500 Griswold St',
    city: 'Detroit',
    state: 'MI',
    postalCode: '48226',
    timeZone: 'America/Detroit',
  });
  assert.equal(made.status, 201, made.text);
  return Number(made.body.data.id);
}

/** A member of a company, in the chapter. */
export async function member(chapterId: number, firstname: string): Promise<Member> {
  const made = await signUpMember({ tag: `ref-${firstname.toLowerCase()}`, firstname, lastname: 'Referrer', chapterId });
  await createCompany(made.client, `${firstname} Works ${uniqueEmail('co')}`);
  return { ...made, firstname };
}

/** A valid pass of a referral to `receiverId` (Outside, with a phone). */
export const passBody = (receiverId: number, need = `Needs bookkeeping ${Math.random().toString(36).slice(2)}`) => ({
  receiverId,
  type: 'Outside',
  contactName: 'Dana Contact',
  contactCompany: 'Contact Co',
  contactPhone: '(313) 555-0199',
  contactEmail: 'dana@contact.example.com',
  need,
  warmth: 4,
  expectsCall: true,
});

/** The member's and the chapter total's counters of a month (zeros when there is no row). */
export async function tally(chapterId: number, userId: number, month: string) {
  const [row] = await sql('SELECT given, received, credited_cents FROM referral_tallies WHERE chapter_id = $1 AND user_id = $2 AND month = $3', [chapterId, userId, month]);
  return { given: Number(row?.given ?? 0), received: Number(row?.received ?? 0), credited: Number(row?.credited_cents ?? 0) };
}

/** Waits until no email job is waiting or running (the ones queued in a transaction are in the jobs table). */
export async function mailQueueDrained() {
  await waitUntil(async () => (await count('jobs', "kind = 'email.send' AND status IN ('queued', 'running')")) === 0, 'the queued emails', 20_000);
  await new Promise((r) => setTimeout(r, 150));
}

/** Mails to the address whose text contains `marker`. */
export async function mailsAbout(address: string, marker: string) {
  return (await mailsTo(address)).filter((m) => (m.text ?? '').includes(marker));
}

/** Turns one of the member's notification settings on or off by email. */
export async function setEmailSetting(m: Member, key: string, value: boolean) {
  const res = await m.client.call('PUT', '/account/setting', { setting: { key }, channel: 'email', value });
  assert.equal(res.status, 200, res.text);
}
