import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { FIRST_WEEK_DAYS, FIRST_WEEK_STEPS } from '@gro/config';
import { Client, activeChapterId, memberWithCompany, retireTestData, setClockOffset, signInAdmin, signUpMember } from './helpers';
import { passBody } from './referral-fixtures';

const MARKER = `${process.pid}-first-week`;
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

type Steps = Record<string, boolean>;
async function checklist(client: Client): Promise<{ show: boolean; steps: Steps }> {
  const res = await client.call('GET', '/account/first-week');
  assert.equal(res.status, 200, res.text);
  const data = res.body.data as { show: boolean; steps: { step: string; done: boolean }[] };
  assert.deepEqual(data.steps.map((s) => s.step), [...FIRST_WEEK_STEPS], 'every step, in order');
  return { show: data.show, steps: Object.fromEntries(data.steps.map((s) => [s.step, s.done])) };
}

let admin: Client;
before(async () => {
  admin = await signInAdmin();
});

after(async () => {
  setClockOffset(0);
  await retireTestData(MARKER);
});

describe('GET /account/first-week: a new member\'s first steps', () => {
  it('ticks each step from the member\'s own data as they go, and is shown while one is left', async () => {
    const newcomer = await signUpMember({ tag: 'first-week', verified: false });
    const fresh = await checklist(newcomer.client);
    assert.equal(fresh.show, true);
    assert.deepEqual(fresh.steps, { verifyEmail: false, company: false, profile: false, rsvp: false, oneToOne: false, referral: false, subscribe: false });

    const me = await memberWithCompany();
    const peer = await memberWithCompany();
    let state = await checklist(me.client);
    assert.equal(state.steps.verifyEmail, true);
    assert.equal(state.steps.company, true);
    assert.equal(state.steps.profile, false, 'a phone number but no photo yet');

    const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 80 } } }).png().toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
    assert.equal((await me.client.call('PUT', '/account/avatar', form)).status, 200);
    assert.equal((await checklist(me.client)).steps.profile, false, 'a photo and a phone number but no profession yet');
    const profession = (await me.client.call('GET', '/profession')).body.data[0] as { id: number };
    assert.equal((await me.client.call('PUT', '/account/about', { professionId: profession.id })).status, 200);
    assert.equal((await checklist(me.client)).steps.profile, true);

    const event = await admin.call('POST', '/event', {
      title: `First week ${MARKER}`, type: 'Once', date: inDays(9), dayOfWeek: null, chapter: { connect: [{ id: await activeChapterId() }] }, timeStart: '18:00', timeEnd: '20:00',
    });
    assert.equal(event.status, 201, event.text);
    assert.equal((await me.client.call('PUT', `/event/${event.body.data.id}/rsvp`, { date: inDays(9), status: 'NotGoing' })).status, 200);
    assert.equal((await checklist(me.client)).steps.rsvp, false, 'Not going is no RSVP to a meeting');
    assert.equal((await me.client.call('PUT', `/event/${event.body.data.id}/rsvp`, { date: inDays(9), status: 'Going' })).status, 200);
    assert.equal((await checklist(me.client)).steps.rsvp, true);

    // The one-to-one counts for both members, whoever proposed it.
    const meeting = await peer.client.call('POST', '/one-to-one', { withId: me.id, date: inDays(5), time: '08:30', place: `Coffee ${MARKER}` });
    assert.equal(meeting.status, 201, meeting.text);
    assert.equal((await checklist(me.client)).steps.oneToOne, true);
    assert.equal((await checklist(peer.client)).steps.oneToOne, true);
    assert.equal((await checklist(peer.client)).steps.referral, false);

    const passed = await me.client.call('POST', '/referral', passBody(peer.id), { 'Idempotency-Key': `first-week-${MARKER}-${me.id}` });
    assert.equal(passed.status, 201, passed.text);
    state = await checklist(me.client);
    assert.equal(state.steps.referral, true);
    assert.equal((await checklist(peer.client)).steps.referral, false, 'receiving a referral is not passing one');
    assert.equal(state.steps.subscribe, false);
    assert.equal(state.show, true, 'one step is left: subscribing');
  });

  it(`is not shown once the member's first ${FIRST_WEEK_DAYS} days are over, nor to a visitor`, async () => {
    const member = await signUpMember({ tag: 'first-week-old' });
    assert.equal((await checklist(member.client)).show, true);
    setClockOffset((FIRST_WEEK_DAYS + 1) * DAY_MS);
    try {
      const later = new Client();
      assert.equal((await later.signIn(member.email, member.password)).status, 200);
      const old = await checklist(later);
      assert.equal(old.show, false);
      assert.equal(old.steps.subscribe, false, 'the steps are still answered');
    } finally {
      setClockOffset(0);
    }
    assert.equal((await new Client().call('GET', '/account/first-week')).status, 401);
  });
});
