import { describe, expect, it } from 'vitest';
import { memberDataAccess, memberDataAccessRuleFrom, type MemberDataFacts } from './member-data';

const member: MemberDataFacts = { isAdmin: false, verified: true, companyId: 4, companyStatus: 'Approved', subscriptionStatus: null };

describe('MEMBER_DATA_ACCESS: who reads member data', () => {
  it('reads the rule from the environment, approved-company by default; an unknown value names the variable', () => {
    expect(memberDataAccessRuleFrom({})).toBe('approved-company');
    expect(memberDataAccessRuleFrom({ MEMBER_DATA_ACCESS: ' any-company ' })).toBe('any-company');
    expect(memberDataAccessRuleFrom({ MEMBER_DATA_ACCESS: 'active-subscription' })).toBe('active-subscription');
    expect(() => memberDataAccessRuleFrom({ MEMBER_DATA_ACCESS: 'everyone' })).toThrow(/MEMBER_DATA_ACCESS must be one of approved-company, any-company, active-subscription/);
  });

  it('approved-company: a member of an approved company does; of a pending one not, saying why', () => {
    expect(memberDataAccess('approved-company', member)).toEqual({ allowed: true, reason: null });
    expect(memberDataAccess('approved-company', { ...member, companyStatus: 'Pending' })).toEqual({ allowed: false, reason: 'company-pending' });
  });

  it('any-company: any member of a company, approved or not', () => {
    expect(memberDataAccess('any-company', { ...member, companyStatus: 'Pending' })).toEqual({ allowed: true, reason: null });
  });

  it('active-subscription: a member of any company whose subscription is active or trialing', () => {
    expect(memberDataAccess('active-subscription', { ...member, subscriptionStatus: 'active' }).allowed).toBe(true);
    expect(memberDataAccess('active-subscription', { ...member, companyStatus: 'Pending', subscriptionStatus: 'trialing' }).allowed).toBe(true);
    for (const status of [null, 'past_due', 'canceled', 'incomplete']) {
      expect(memberDataAccess('active-subscription', { ...member, subscriptionStatus: status })).toEqual({ allowed: false, reason: 'subscription-required' });
    }
  });

  it('never an unverified account or one without a company (the gate says why); always an admin', () => {
    for (const rule of ['approved-company', 'any-company', 'active-subscription'] as const) {
      expect(memberDataAccess(rule, { ...member, verified: false })).toEqual({ allowed: false, reason: null });
      expect(memberDataAccess(rule, { ...member, companyId: null, companyStatus: null })).toEqual({ allowed: false, reason: null });
      expect(memberDataAccess(rule, { ...member, isAdmin: true, verified: false, companyId: null, companyStatus: null })).toEqual({ allowed: true, reason: null });
    }
  });
});
