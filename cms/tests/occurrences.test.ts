import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { instantIn, isTimeZone, localDate, occurrenceOn, upcomingOccurrences, zoneOf } from '../src/platform/calendar/occurrences';

const weekly = { type: 'Recurring', dayOfWeek: 'Tuesday', timeStart: '07:30', timeEnd: '09:00' };

describe('occurrences (times in the chapter time zone)', () => {
  it('knows IANA zones and falls back to APP_TIMEZONE', () => {
    assert.equal(isTimeZone('America/Los_Angeles'), true);
    assert.equal(isTimeZone('Mars/Olympus'), false);
    assert.equal(isTimeZone({ toString: () => 'UTC' }), false);
    assert.equal(zoneOf({ timeZone: 'Europe/Paris' }), 'Europe/Paris');
    assert.equal(zoneOf({ timeZone: 'Nowhere/City' }), process.env.APP_TIMEZONE || 'America/Detroit');
    assert.equal(zoneOf(null), process.env.APP_TIMEZONE || 'America/Detroit');
  });

  it('places a local time in its zone, across daylight saving time', () => {
    assert.equal(instantIn('2026-07-14', '07:30', 'America/Detroit')?.toISOString(), '2026-07-14T11:30:00.000Z');
    assert.equal(instantIn('2026-12-15', '07:30', 'America/Detroit')?.toISOString(), '2026-12-15T12:30:00.000Z');
    assert.equal(instantIn('2026-12-15', '25:00', 'America/Detroit'), null);
    assert.equal(instantIn('15/12/2026', '07:30', 'America/Detroit'), null);
  });

  it("keeps a meeting's length on the days clocks change, and runs one past midnight into the next day", () => {
    const detroit = 'America/Detroit';
    const springForward = occurrenceOn({ type: 'Once', date: '2026-03-08', timeStart: '02:30', timeEnd: '03:30' }, '2026-03-08', detroit)!;
    assert.equal(springForward.start.toISOString(), '2026-03-08T07:30:00.000Z', '02:30 does not exist: read as 03:30 EDT');
    assert.equal(springForward.end.toISOString(), '2026-03-08T08:30:00.000Z', 'an hour long, not a day');
    const fallBack = occurrenceOn({ type: 'Once', date: '2026-11-01', timeStart: '07:00', timeEnd: '08:30' }, '2026-11-01', detroit)!;
    assert.equal(fallBack.start.toISOString(), '2026-11-01T12:00:00.000Z', '07:00 EST');
    assert.equal(fallBack.end.getTime() - fallBack.start.getTime(), 90 * 60_000);
    const late = occurrenceOn({ type: 'Once', date: '2026-06-05', timeStart: '22:00', timeEnd: '01:00' }, '2026-06-05', detroit)!;
    assert.equal(late.end.toISOString(), '2026-06-06T05:00:00.000Z');
  });

  it('answers an occurrence only on the event date or weekday', () => {
    assert.equal(occurrenceOn(weekly, '2026-11-24', 'America/Detroit')?.start.toISOString(), '2026-11-24T12:30:00.000Z');
    assert.equal(occurrenceOn(weekly, '2026-11-25', 'America/Detroit'), null);
    const once = { type: 'Once', date: '2026-12-01', timeStart: '18:00', timeEnd: '20:00' };
    assert.equal(occurrenceOn(once, '2026-12-01', 'UTC')?.end.toISOString(), '2026-12-01T20:00:00.000Z');
    assert.equal(occurrenceOn(once, '2026-12-08', 'UTC'), null);
    const late = { type: 'Once', date: '2026-12-01', timeStart: '22:00', timeEnd: '01:00' };
    assert.equal(occurrenceOn(late, '2026-12-01', 'UTC')?.end.toISOString(), '2026-12-02T01:00:00.000Z');
  });

  it('lists the next occurrences that have not started, the soonest first', () => {
    // Tuesday 2026-11-24 at 08:00 in Detroit: that morning's 07:30 meeting has started.
    const now = new Date('2026-11-24T13:00:00Z');
    const next = upcomingOccurrences(weekly, 'America/Detroit', now, 3).map((o) => o.date);
    assert.deepEqual(next, ['2026-12-01', '2026-12-08', '2026-12-15']);
    const before = upcomingOccurrences(weekly, 'America/Detroit', new Date('2026-11-24T12:00:00Z'), 2).map((o) => o.date);
    assert.deepEqual(before, ['2026-11-24', '2026-12-01']);
    assert.deepEqual(upcomingOccurrences({ type: 'Once', date: '2026-11-20', timeStart: '07:00' }, 'UTC', now, 3), []);
    assert.deepEqual(upcomingOccurrences({ type: 'Recurring', dayOfWeek: 'Someday' }, 'UTC', now, 3), []);
    assert.equal(localDate(new Date('2026-11-24T03:00:00Z'), 'America/Detroit'), '2026-11-23');
  });
});
