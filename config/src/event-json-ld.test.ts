import { describe, expect, it } from 'vitest';
import type { PublicEvent } from './api';
import { eventJsonLd } from './event-json-ld';

const occurrence = { date: '2026-11-03', start: '2026-11-03T07:30:00-05:00', end: '2026-11-03T09:00:00-05:00', cancelled: null };
const event: PublicEvent = {
  id: 11,
  uuid: 'e1',
  title: 'GRO Detroit Weekly Meeting',
  type: 'Recurring',
  date: null,
  dayOfWeek: 'Tuesday',
  chapterId: 1,
  chapter: { id: 1, name: 'GRO Detroit', slug: 'detroit' },
  description: 'Breakfast and referrals.',
  location: 'TechTown Detroit',
  address: '440 Burroughs St',
  city: 'Detroit',
  state: 'MI',
  postalCode: '',
  country: null,
  latitude: 42.36,
  longitude: -83.07,
  timeStart: '07:30',
  timeEnd: '09:00',
  capacity: null,
  format: 'InPerson',
  timeZone: 'America/Detroit',
  occurrences: [occurrence],
};
const links = { url: (path: string) => `https://gro.test${path}`, image: 'https://gro.test/api/map/preview?lat=42.36' };

describe('eventJsonLd', () => {
  it("is a schema.org Event of the occurrence, linked to the site it is given", () => {
    expect(eventJsonLd(event, occurrence, links)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'GRO Detroit Weekly Meeting',
      description: 'Breakfast and referrals.',
      startDate: '2026-11-03T07:30:00-05:00',
      endDate: '2026-11-03T09:00:00-05:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: 'TechTown Detroit',
        address: { '@type': 'PostalAddress', streetAddress: '440 Burroughs St', addressLocality: 'Detroit', addressRegion: 'MI' },
        geo: { '@type': 'GeoCoordinates', latitude: 42.36, longitude: -83.07 },
      },
      organizer: { '@type': 'Organization', name: 'GRO', url: 'https://gro.test/' },
      url: 'https://gro.test/events/11',
      image: ['https://gro.test/api/map/preview?lat=42.36'],
    });
  });

  it('leaves out what the event does not have, and names the place by what it has', () => {
    const bare = { ...event, description: null, location: null, address: null, latitude: null, longitude: null };
    const data = eventJsonLd(bare, occurrence, { ...links, image: null });
    expect(data).not.toHaveProperty('description');
    expect(data).not.toHaveProperty('image');
    expect(data.location).toEqual({ '@type': 'Place', name: 'Detroit', address: { '@type': 'PostalAddress', addressLocality: 'Detroit', addressRegion: 'MI' } });
    expect((eventJsonLd({ ...bare, city: null }, occurrence, links).location as { name: string }).name).toBe('GRO Detroit Weekly Meeting');
  });

  it('says how the event is attended: in person, online or both', () => {
    expect(eventJsonLd({ ...event, format: 'Online' }, occurrence, links).eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(eventJsonLd({ ...event, format: 'Hybrid' }, occurrence, links).eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
  });
});
