import { describe, expect, it } from 'vitest';
import { buildAdmin, buildUser } from '@/testing/fixtures';
import { DETROIT, LANSING, buildLeader } from '@/testing/leader-fixtures';
import { canManageChapter, ledChapters, leads } from './authorization';

describe('chapter leaders in the browser (the server decides again on every call)', () => {
  const leader = buildLeader([DETROIT, LANSING]);

  it('reads the chapters a member leads from GET /account, none when it names none', () => {
    expect(ledChapters(leader)).toEqual([DETROIT, LANSING]);
    expect(ledChapters(buildUser())).toEqual([]);
    expect(ledChapters(null)).toEqual([]);
  });

  it("knows a leader's chapters by id, a route's text param included", () => {
    expect(leads(leader, 2)).toBe(true);
    expect(leads(leader, '1')).toBe(true);
    expect(leads(leader, 3)).toBe(false);
    expect(leads(leader, null)).toBe(false);
    expect(leads(leader, undefined)).toBe(false);
    expect(leads(buildAdmin(), 1)).toBe(false);
  });

  it('lets admins manage every chapter and a leader their own only', () => {
    expect(canManageChapter(buildAdmin(), 9)).toBe(true);
    expect(canManageChapter(leader, 1)).toBe(true);
    expect(canManageChapter(leader, 9)).toBe(false);
    expect(canManageChapter(buildUser(), 1)).toBe(false);
    expect(canManageChapter(null, 1)).toBe(false);
  });
});
