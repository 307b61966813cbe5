import type { Chapter, ChapterEvent, PublicUser } from '@gro/config';

/** Where GRO Detroit meets; its weekly meeting is there too. */
const TECHTOWN = {
  location: 'TechTown Detroit',
  address: '440 Burroughs St',
  city: 'Detroit',
  state: 'MI',
  postalCode: '48202',
  country: 'United States',
  latitude: 42.3637,
  longitude: -83.0681,
};

export function buildChapter(overrides: Partial<Chapter> = {}): Chapter {
  return {
    id: 1,
    uuid: 'c0a8f6d2-0001-4c1e-9f00-000000000001',
    name: 'GRO Detroit',
    slug: 'detroit',
    description: 'GRO Detroit is our founding chapter, bringing together business owners from across Metro Detroit.',
    ...TECHTOWN,
    email: 'detroit@gro.example.org',
    timeStart: '07:30',
    timeEnd: '09:00',
    dayOfWeek: 'Tuesday',
    timeZone: null,
    isActive: true,
    ...overrides,
  };
}

export function buildMember(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 21,
    firstname: 'Marcus',
    lastname: 'Bell',
    fullname: 'Marcus Bell',
    email: 'marcus@example.com',
    phoneNumber: null,
    phoneExt: null,
    avatar: null,
    chapterId: 1,
    chapter: { id: 1, name: 'GRO Detroit' },
    companyId: 4,
    company: { id: 4, name: 'Bell & Associates CPAs' },
    role: [{ name: 'Member' }],
    profession: null,
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<ChapterEvent> = {}): ChapterEvent {
  return {
    id: 11,
    uuid: 'e0a8f6d2-0011-4c1e-9f00-000000000011',
    title: 'GRO Detroit Weekly Meeting',
    type: 'Recurring',
    date: null,
    dayOfWeek: 'Tuesday',
    chapterId: 1,
    chapter: { id: 1, name: 'GRO Detroit', slug: 'detroit' },
    description: 'Member introductions, a featured presentation and open referral sharing.',
    ...TECHTOWN,
    timeStart: '07:30',
    timeEnd: '09:00',
    capacity: null,
    format: 'InPerson',
    ...overrides,
  };
}

/** A one-time event for every chapter, on Tuesday 24 November 2026. */
export const buildSpecialEvent = (overrides: Partial<ChapterEvent> = {}) =>
  buildEvent({
    id: 12,
    title: 'Holiday Mixer',
    type: 'Once',
    date: '2026-11-24',
    dayOfWeek: null,
    chapterId: null,
    chapter: null,
    description: 'An evening of food and conversation for members of every chapter.',
    location: 'The Fillmore Detroit',
    address: '2115 Woodward Ave, Detroit, MI 48201',
    postalCode: '48201',
    latitude: 42.3389,
    longitude: -83.0516,
    timeStart: '18:00',
    timeEnd: '20:30',
    ...overrides,
  });
