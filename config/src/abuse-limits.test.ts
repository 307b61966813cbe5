import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABUSE_DELAYS, CONFIGURED_SETTINGS, READ_LIMITS, SEND_LIMITS, durationMsFrom, limitFrom } from './abuse-limits';
import { retryAfterText, waitText } from './auth';
import { MEMBER_DATA_MESSAGES } from './member-data';
import { PORTAL_MESSAGES } from './portal';

describe('configured limits and delays', () => {
  it('take the default without their variable, and the variable when set', () => {
    expect(limitFrom(SEND_LIMITS.referralsPerHour, {})).toEqual({ max: 10, windowMinutes: 60 });
    expect(limitFrom(SEND_LIMITS.referralsPerHour, { LIMIT_REFERRALS_PER_HOUR: ' 1000 / 1 ' })).toEqual({ max: 1000, windowMinutes: 1 });
    expect(durationMsFrom(ABUSE_DELAYS.joinRequestNotice, {})).toBe(120_000);
    expect(durationMsFrom(ABUSE_DELAYS.joinRequestNotice, { JOIN_REQUEST_NOTICE_DELAY_SECONDS: '0' })).toBe(0);
    expect(durationMsFrom(ABUSE_DELAYS.joinRequestAfterWithdraw, {})).toBe(24 * 3_600_000);
  });

  it('limit member-data reads to 600 an hour per account, set by LIMIT_MEMBER_DATA_READS_PER_HOUR, checked at start', () => {
    expect(limitFrom(READ_LIMITS.memberDataReadsPerHour, {})).toEqual({ max: 600, windowMinutes: 60 });
    expect(limitFrom(READ_LIMITS.memberDataReadsPerHour, { LIMIT_MEMBER_DATA_READS_PER_HOUR: '5/30' })).toEqual({ max: 5, windowMinutes: 30 });
    expect(CONFIGURED_SETTINGS).toContain(READ_LIMITS.memberDataReadsPerHour);
  });

  it('refuse an unreadable value with the variable name', () => {
    for (const bad of ['10', '10/0', 'ten/60', '-1/60', '1e3/60', '10/60/5', '10 60']) {
      expect(() => limitFrom(SEND_LIMITS.referralsPerHour, { LIMIT_REFERRALS_PER_HOUR: bad })).toThrow(/LIMIT_REFERRALS_PER_HOUR/);
    }
    for (const bad of ['600', '600/0', 'lots/60', '600 per hour', '600/60/1']) {
      expect(() => limitFrom(READ_LIMITS.memberDataReadsPerHour, { LIMIT_MEMBER_DATA_READS_PER_HOUR: bad })).toThrow(/LIMIT_MEMBER_DATA_READS_PER_HOUR/);
    }
    for (const bad of ['1.5', '-3', 'soon', '12s']) {
      expect(() => durationMsFrom(ABUSE_DELAYS.signInLink, { SIGN_IN_LINK_MINUTES: bad })).toThrow(/SIGN_IN_LINK_MINUTES/);
    }
  });

  it('each have a variable of their own, documented in .env.example', () => {
    const names = CONFIGURED_SETTINGS.map((s) => s.env);
    expect(new Set(names).size).toBe(names.length);
    const example = fs.readFileSync(path.join(__dirname, '..', '..', '.env.example'), 'utf8');
    for (const name of names) expect(example, name).toMatch(new RegExp(`^#?\\s*${name}=`, 'm'));
  });
});

describe('the wait a 429 names', () => {
  it('in minutes below two hours, in whole hours (rounded up) from there', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(3600)).toBe('60 minutes');
    expect(waitText(119 * 60)).toBe('119 minutes');
    expect(waitText(2 * 3600)).toBe('2 hours');
    expect(waitText(24 * 3600 - 30)).toBe('24 hours');
    expect(retryAfterText(24 * 3600)).toBe('Too many attempts. Please try again in 24 hours.');
    expect(PORTAL_MESSAGES.joinRequestAfterWithdraw('Acme', 3600)).toBe('You withdrew your request to join Acme recently. You can ask again in 60 minutes.');
    expect(MEMBER_DATA_MESSAGES.readLimit(60, 12 * 60 - 30)).toBe('You have opened member details very often in the last hour. You can continue in 12 minutes.');
    expect(MEMBER_DATA_MESSAGES.readLimit(30, 1)).toBe('You have opened member details very often in the last 30 minutes. You can continue in 1 minute.');
    expect(MEMBER_DATA_MESSAGES.readLimit(1440, 20 * 3600)).toBe('You have opened member details very often in the last 24 hours. You can continue in 20 hours.');
  });
});
