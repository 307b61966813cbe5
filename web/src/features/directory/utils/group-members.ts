import { type MemberListItem } from '@gro/config';
import { DIRECTORY_TEXTS } from '@gro/config/screens';

export interface MemberGroup {
  letter: string;
  members: MemberListItem[];
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** 'Óscar' -> 'O'; '#' when the last name is empty or does not start with a letter. */
export function groupLetter(lastname: string | null | undefined): string {
  const first = (lastname ?? '').trim().normalize('NFD').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : DIRECTORY_TEXTS.otherGroup;
}

const byName = (a: MemberListItem, b: MemberListItem) =>
  collator.compare(a.lastname ?? '', b.lastname ?? '') || collator.compare(a.firstname ?? '', b.firstname ?? '');

/** Members grouped by the first letter of their last name: groups A to Z then '#', each by last and first name. */
export function groupMembers(members: MemberListItem[]): MemberGroup[] {
  const groups = new Map<string, MemberListItem[]>();
  members.forEach((member) => {
    const letter = groupLetter(member.lastname);
    groups.set(letter, [...(groups.get(letter) ?? []), member]);
  });
  return [...groups.entries()]
    .sort(([a], [b]) => (a === DIRECTORY_TEXTS.otherGroup ? 1 : b === DIRECTORY_TEXTS.otherGroup ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, members: [...list].sort(byName) }));
}

/** The id of a letter's heading, which the A-Z bar moves the focus to ('#' has none: the bar has no '#'). */
export const letterHeadingId = (letter: string): string => `directory-letter-${letter === DIRECTORY_TEXTS.otherGroup ? 'other' : letter}`;
