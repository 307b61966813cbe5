import { describe, expect, it } from 'vitest';
import { secondFactorGate, secondFactorRequirementFrom } from './second-factor';

describe('REQUIRE_SECOND_FACTOR', () => {
  it('defaults to admins and leaders in production and to nobody elsewhere', () => {
    expect(secondFactorRequirementFrom({ NODE_ENV: 'production' })).toEqual({ admins: true, leaders: true });
    expect(secondFactorRequirementFrom({ NODE_ENV: 'development' })).toEqual({ admins: false, leaders: false });
    expect(secondFactorRequirementFrom({ NODE_ENV: 'production', REQUIRE_SECOND_FACTOR: '  ' })).toEqual({ admins: true, leaders: true });
  });

  it('reads none, one role or both, in any order and letter case', () => {
    expect(secondFactorRequirementFrom({ NODE_ENV: 'production', REQUIRE_SECOND_FACTOR: 'none' })).toEqual({ admins: false, leaders: false });
    expect(secondFactorRequirementFrom({ REQUIRE_SECOND_FACTOR: 'Admins' })).toEqual({ admins: true, leaders: false });
    expect(secondFactorRequirementFrom({ REQUIRE_SECOND_FACTOR: 'leaders, admins' })).toEqual({ admins: true, leaders: true });
  });

  it('refuses anything else, naming the variable', () => {
    for (const value of ['members', 'admins,', 'admins;leaders', 'all']) {
      expect(() => secondFactorRequirementFrom({ REQUIRE_SECOND_FACTOR: value })).toThrow(/REQUIRE_SECOND_FACTOR must be "none" or a comma-separated list of admins, leaders/);
    }
  });
});

describe('the second-factor gate of a session', () => {
  const both = { admins: true, leaders: true };
  const none = { admins: false, leaders: false };
  const caller = { admin: false, leader: false, sessionVerified: false, enrolled: false };

  it('holds an admin or leader the requirement covers, without a factor, until they set one up', () => {
    expect(secondFactorGate({ ...caller, admin: true }, both)).toBe('enrol');
    expect(secondFactorGate({ ...caller, leader: true }, both)).toBe('enrol');
    expect(secondFactorGate({ ...caller, leader: true }, { admins: true, leaders: false })).toBeNull();
    expect(secondFactorGate({ ...caller, admin: true }, none)).toBeNull();
  });

  it('holds a staff session opened without the factor the account has, whatever the requirement', () => {
    expect(secondFactorGate({ ...caller, admin: true, enrolled: true }, none)).toBe('verify');
    expect(secondFactorGate({ ...caller, leader: true, enrolled: true }, both)).toBe('verify');
  });

  it('never holds a session opened with the factor, nor a member who is neither admin nor leader', () => {
    expect(secondFactorGate({ ...caller, admin: true, leader: true, enrolled: true, sessionVerified: true }, both)).toBeNull();
    expect(secondFactorGate({ ...caller, enrolled: true }, both)).toBeNull();
    expect(secondFactorGate(caller, both)).toBeNull();
  });
});
