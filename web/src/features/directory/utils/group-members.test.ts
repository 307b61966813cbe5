import { describe, expect, it } from 'vitest';
import { buildMember } from '@/testing/chapter-fixtures';
import { groupLetter, groupMembers } from './group-members';

const member = (id: number, firstname: string, lastname: string) => buildMember({ id, firstname, lastname, fullname: `${firstname} ${lastname}` });

describe('groupMembers', () => {
  it("groups by the first letter of the last name, A to Z then '#', members alphabetical", () => {
    const groups = groupMembers([
      member(1, 'Zoe', 'bell'),
      member(2, 'Ada', 'Nwosu'),
      member(3, 'Marcus', 'Bell'),
      member(4, 'Prince', ''),
      member(5, 'Óscar', 'Álvarez'),
      member(6, 'Ann', "2nd Street"),
      member(7, 'Bo', 'Adams'),
    ]);
    expect(groups.map((g) => [g.letter, g.members.map((m) => m.firstname)])).toEqual([
      ['A', ['Bo', 'Óscar']],
      ['B', ['Marcus', 'Zoe']],
      ['N', ['Ada']],
      ['#', ['Prince', 'Ann']],
    ]);
  });

  it("reads '#' for a missing last name or one not starting with a letter", () => {
    expect(groupLetter(null)).toBe('#');
    expect(groupLetter('  ')).toBe('#');
    expect(groupLetter("'t Hooft")).toBe('#');
    expect(groupLetter('élan')).toBe('E');
  });
});
