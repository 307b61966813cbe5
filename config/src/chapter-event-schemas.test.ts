import { describe, expect, it } from 'vitest';
import {
  CHAPTER_DEFAULT_TIMES,
  DAYS,
  EVENT_DEFAULT_TIMES,
  EVENT_TYPES,
  EVENT_TYPE_CLEARS,
  chapterDefaults,
  chapterSchema,
  eventDefaults,
  eventFormToPayload,
  eventSchema,
  eventTypeChange,
} from './index';
import { formErrors } from './testing/form-errors';

describe('chapter form', () => {
  const valid = { ...chapterDefaults, name: 'Detroit', location: 'Detroit, MI', email: 'detroit@gro.example.com' };

  it('defaults to 09:00 to 10:00, active', () => {
    expect(CHAPTER_DEFAULT_TIMES).toEqual({ timeStart: '09:00', timeEnd: '10:00' });
    expect(chapterDefaults).toMatchObject({ timeStart: '09:00', timeEnd: '10:00', isActive: true });
  });
  it('accepts name, location and email with the default times', () => {
    expect(formErrors(chapterSchema, valid)).toEqual({});
  });
  it('requires name, location and email', () => {
    expect(formErrors(chapterSchema, chapterDefaults)).toEqual({
      name: 'Name is required',
      location: 'Location is required',
      email: 'Email is required',
    });
  });
  it('checks the email', () => {
    expect(formErrors(chapterSchema, { ...valid, email: 'detroit' })).toEqual({ email: 'Must be a valid email address' });
  });
  it('needs the end time after the start time', () => {
    expect(formErrors(chapterSchema, { ...valid, timeStart: '10:00', timeEnd: '10:00' })).toEqual({
      timeEnd: 'End time must be after start time',
    });
    expect(formErrors(chapterSchema, { ...valid, timeStart: '18:00', timeEnd: '07:30' })).toEqual({
      timeEnd: 'End time must be after start time',
    });
    expect(formErrors(chapterSchema, { ...valid, timeStart: '18:00', timeEnd: '18:15' })).toEqual({});
  });
  it('checks time format and 15-minute steps', () => {
    expect(formErrors(chapterSchema, { ...valid, timeStart: '9am' })).toEqual({ timeStart: 'Must be a valid time (HH:MM)' });
    expect(formErrors(chapterSchema, { ...valid, timeEnd: '10:10' })).toEqual({ timeEnd: 'Time must be in 15-minute steps' });
  });
  it('reads times as the API stores them', () => {
    expect(chapterSchema.validateSync({ ...valid, timeStart: '07:30:00.000', timeEnd: '08:30:00' })).toMatchObject({
      timeStart: '07:30',
      timeEnd: '08:30',
    });
  });
  it('takes a day of the week', () => {
    expect(formErrors(chapterSchema, { ...valid, dayOfWeek: 'Tuesday' })).toEqual({});
    expect(formErrors(chapterSchema, { ...valid, dayOfWeek: 'Funday' })).toEqual({
      dayOfWeek: 'Day of Week must be one of: Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday',
    });
    expect(chapterSchema.validateSync({ ...valid, dayOfWeek: '' }).dayOfWeek).toBeNull();
  });
  it('is active unless told otherwise', () => {
    const { isActive: _omitted, ...withoutFlag } = valid;
    expect(chapterSchema.validateSync(withoutFlag).isActive).toBe(true);
    expect(chapterSchema.validateSync({ ...valid, isActive: false }).isActive).toBe(false);
  });
});

describe('event form', () => {
  const once = { ...eventDefaults, title: 'Holiday Mixer', type: 'Once', date: '2026-12-10' };
  const recurring = { ...eventDefaults, title: 'Weekly Meeting', type: 'Recurring', dayOfWeek: 'Tuesday', chapterId: 2 };

  it('defaults to 07:00 to 08:00', () => {
    expect(EVENT_DEFAULT_TIMES).toEqual({ timeStart: '07:00', timeEnd: '08:00' });
    expect(eventDefaults).toMatchObject({ timeStart: '07:00', timeEnd: '08:00' });
  });
  it('has the two types', () => {
    expect(EVENT_TYPES).toEqual(['Once', 'Recurring']);
  });
  it('accepts a one-time event without a chapter', () => {
    expect(formErrors(eventSchema, once)).toEqual({});
  });
  it('accepts a one-time event with a chapter', () => {
    expect(formErrors(eventSchema, { ...once, chapterId: 2 })).toEqual({});
  });
  it('a one-time event needs a date, not a day', () => {
    expect(formErrors(eventSchema, { ...once, date: '' })).toEqual({ date: 'Date is required' });
    expect(formErrors(eventSchema, { ...once, date: null })).toEqual({ date: 'Date is required' });
  });
  it('accepts a recurring event', () => {
    expect(formErrors(eventSchema, recurring)).toEqual({});
  });
  it('a recurring event needs a day of the week and a chapter, not a date', () => {
    expect(formErrors(eventSchema, { ...recurring, dayOfWeek: '', chapterId: null })).toEqual({
      dayOfWeek: 'Day of Week is required',
      chapterId: 'Chapter is required',
    });
  });
  it('requires a title and a known type', () => {
    expect(formErrors(eventSchema, { ...once, title: '' })).toEqual({ title: 'Title is required' });
    expect(formErrors(eventSchema, { ...once, type: '' })).toEqual({ type: 'Event Type is required' });
    expect(formErrors(eventSchema, { ...once, type: 'Weekly' })).toEqual({
      type: 'Event Type must be one of: Once, Recurring',
    });
  });
  it('needs the end time after the start time', () => {
    expect(formErrors(eventSchema, { ...once, timeStart: '08:00', timeEnd: '07:00' })).toEqual({
      timeEnd: 'End time must be after start time',
    });
  });
  it('checks the date', () => {
    expect(formErrors(eventSchema, { ...once, date: '2026-02-30' })).toEqual({ date: 'Must be a valid date' });
  });
  it('takes the address fields filled by the lookup', () => {
    const withAddress = {
      ...once,
      address: '1 Woodward Ave, Detroit, Michigan 48226, United States',
      city: 'Detroit',
      state: 'Michigan',
      postalCode: '48226',
      country: 'United States',
      latitude: 42.33,
      longitude: -83.04,
    };
    expect(formErrors(eventSchema, withAddress)).toEqual({});
  });
});

describe('event type change (spec §4)', () => {
  it('choosing Once clears dayOfWeek', () => {
    const values = { ...eventDefaults, type: 'Recurring' as const, dayOfWeek: 'Tuesday' as const, date: '' };
    expect(eventTypeChange(values, 'Once')).toMatchObject({ type: 'Once', dayOfWeek: '', date: '' });
  });
  it('choosing Recurring clears date', () => {
    const values = { ...eventDefaults, type: 'Once' as const, date: '2026-12-10', dayOfWeek: '' as const };
    expect(eventTypeChange(values, 'Recurring')).toMatchObject({ type: 'Recurring', date: '' });
  });
  it('keeps the other fields and does not change its input', () => {
    const values = { ...eventDefaults, title: 'Mixer', type: 'Once' as const, date: '2026-12-10' };
    const next = eventTypeChange(values, 'Recurring');
    expect(next.title).toBe('Mixer');
    expect(values.date).toBe('2026-12-10');
  });
  it('names the field each type clears', () => {
    expect(EVENT_TYPE_CLEARS).toEqual({ Once: 'dayOfWeek', Recurring: 'date' });
  });
  it('knows the days', () => {
    expect(DAYS).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
  });
});

describe('event form to payload (spec §5)', () => {
  it('sends an empty date or day as null and the chapter as a connect reference', () => {
    const once = { ...eventDefaults, title: 'Holiday Mixer', type: 'Once' as const, date: '2026-12-10', chapterId: null };
    expect(eventFormToPayload(once)).toMatchObject({ date: '2026-12-10', dayOfWeek: null, chapter: null });
    expect(eventFormToPayload(once)).not.toHaveProperty('chapterId');
    const recurring = { ...eventDefaults, type: 'Recurring' as const, dayOfWeek: 'Tuesday' as const, chapterId: 2 };
    expect(eventFormToPayload(recurring)).toMatchObject({ date: null, dayOfWeek: 'Tuesday', chapter: { connect: [{ id: 2 }] } });
  });
});
