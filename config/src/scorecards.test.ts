import { describe, expect, it } from 'vitest';
import { NO_COUNTS, SCORECARD_DEFAULTS, averagesOf, colourOf, proratedThreshold, scoreMember, scorecardSettingsOf, scorecardSettingsSchema } from './scorecards';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 3);
const WINDOW_FROM = Date.UTC(2026, 5, 3);
const old = { nowMs: NOW, windowFromMs: WINDOW_FROM, memberSinceMs: NOW - 400 * DAY };

describe('scorecard colours', () => {
  it('gives each edge to the better colour, and grey to no value', () => {
    expect([colourOf(12, 12, 6), colourOf(11, 12, 6), colourOf(6, 12, 6), colourOf(5, 12, 6), colourOf(null, 12, 6), colourOf(0, 0, 0)]).toEqual(['green', 'yellow', 'yellow', 'red', 'grey', 'green']);
  });

  it('judges attendance as the share of marks not counted as absences, rounded down', () => {
    const s = SCORECARD_DEFAULTS;
    const at = (marks: number, absences: number) => scoreMember({ ...NO_COUNTS, marks, absences }, s, old).measures.attendance;
    expect(at(20, 1)).toMatchObject({ value: 95, colour: 'green' });
    expect(at(19, 1)).toMatchObject({ value: 94, colour: 'yellow' });
    expect(at(20, 3)).toMatchObject({ value: 85, colour: 'yellow' });
    expect(at(100, 16)).toMatchObject({ value: 84, colour: 'red' });
    expect(at(0, 0)).toMatchObject({ value: null, colour: 'grey' });
  });

  it('judges closed business in cents against whole dollars', () => {
    const closed = (cents: number) => scoreMember({ ...NO_COUNTS, closedBusinessCents: cents }, SCORECARD_DEFAULTS, old).measures.closedBusiness.colour;
    expect([closed(500_000), closed(499_999), closed(100_000), closed(99_999)]).toEqual(['green', 'yellow', 'yellow', 'red']);
  });

  it('greys a member in their first four weeks and prorates the counts after', () => {
    const fresh = scoreMember({ ...NO_COUNTS, referralsGiven: 50, marks: 4 }, SCORECARD_DEFAULTS, { ...old, memberSinceMs: NOW - 27 * DAY });
    expect(Object.values(fresh.measures).map((m) => m.colour)).toEqual(['grey', 'grey', 'grey', 'grey', 'grey']);
    const halfway = WINDOW_FROM + (NOW - WINDOW_FROM) / 2;
    const half = scoreMember({ ...NO_COUNTS, referralsGiven: 6 }, SCORECARD_DEFAULTS, { ...old, memberSinceMs: halfway });
    expect(half.measures.referralsGiven).toMatchObject({ colour: 'green', green: 6, yellow: 3 });
    expect(proratedThreshold(12, 0.01)).toBe(1);
    expect(proratedThreshold(12, 2)).toBe(12);
    expect(proratedThreshold(0, 0.5)).toBe(0);
  });

  it('puts a member past the policy only beyond its absences', () => {
    expect(scoreMember({ ...NO_COUNTS, policyAbsences: 3 }, SCORECARD_DEFAULTS, old).pastPolicy).toBe(false);
    expect(scoreMember({ ...NO_COUNTS, policyAbsences: 4 }, SCORECARD_DEFAULTS, old).pastPolicy).toBe(true);
  });

  it('averages per member, attendance over all marks', () => {
    expect(averagesOf([{ ...NO_COUNTS, marks: 10, absences: 1, referralsGiven: 3 }, { ...NO_COUNTS, marks: 10, absences: 3, referralsGiven: 0 }])).toMatchObject({ attendance: 80, referralsGiven: 1.5 });
    expect(averagesOf([])).toEqual({ attendance: null, referralsGiven: null, visitorsBrought: null, oneToOnes: null, closedBusiness: null });
  });
});

describe('scorecard settings', () => {
  it('accepts the defaults and falls back to them for a stored value that no longer fits', () => {
    expect(scorecardSettingsSchema.isValidSync(SCORECARD_DEFAULTS)).toBe(true);
    expect(scorecardSettingsOf({ ...SCORECARD_DEFAULTS, windowMonths: 0 })).toEqual(SCORECARD_DEFAULTS);
    expect(scorecardSettingsOf(null)).toEqual(SCORECARD_DEFAULTS);
    expect(scorecardSettingsOf({ ...SCORECARD_DEFAULTS, policy: { ...SCORECARD_DEFAULTS.policy, counted: ['Late', 'Absent'] } }).policy.counted).toEqual(['Absent', 'Late']);
  });
});
