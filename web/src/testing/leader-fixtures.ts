import type { LedChapter, MemberListItem, User } from '@gro/config';
import { buildMember } from './chapter-fixtures';
import { buildUser } from './fixtures';

export const DETROIT: LedChapter = { id: 1, name: 'GRO Detroit', slug: 'detroit' };
export const LANSING: LedChapter = { id: 2, name: 'GRO Lansing', slug: 'lansing' };

/** A member (no admin role) who leads `leads`, as GET /account answers them. */
export const buildLeader = (leads: LedChapter[] = [DETROIT], overrides: Partial<User> = {}): User => buildUser({ ...overrides, leads });

/** One page of a members list as GET /user or GET /chapter/{id}/members answers it. */
export const memberPage = (items: MemberListItem[]) => ({ items, pagination: { page: 1, pageSize: 10, pageCount: 1, total: items.length } });

export const marcus: MemberListItem = { ...buildMember(), status: 'Active' };
