/**
 * The portal's one search (GET /search, the header's search dialog): members, companies, chapters
 * and events matching what was typed, ranked, a few of each.
 */
import type { MediaRef } from './api';

export const SEARCH_LIMITS = {
  /** Fewer characters than this find nothing (every member matches one letter). */
  minLength: 2,
  /** At most this many of each kind. */
  members: 6,
  companies: 4,
  chapters: 3,
  events: 4,
} as const;

export interface SearchMember {
  id: number;
  fullname: string;
  profession: string | null;
  company: string | null;
  chapter: string | null;
  avatar: MediaRef | null;
}

export interface SearchCompany {
  id: number;
  name: string;
  industry: string | null;
  city: string | null;
}

export interface SearchChapter {
  id: number;
  name: string;
  city: string | null;
}

export interface SearchEvent {
  id: number;
  title: string;
  /** A one-time event's day ('2026-12-08'), null for a weekly one. */
  date: string | null;
  /** A weekly event's weekday. */
  dayOfWeek: string | null;
  chapter: string | null;
  /** Weekly, or on or after today: upcoming events rank first. */
  upcoming: boolean;
}

/** GET /search?q=: what matches, best first within each kind; every list empty for a search under SEARCH_LIMITS.minLength. */
export interface SearchResults {
  q: string;
  members: SearchMember[];
  companies: SearchCompany[];
  chapters: SearchChapter[];
  events: SearchEvent[];
}
