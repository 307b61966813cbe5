/** Event form (spec §4, §5): Once needs a date, Recurring a day of week and a chapter. */
import { object, type InferType } from 'yup';
import { EVENT_DEFAULT_TIMES } from '../constants';
import { FIELD_LIMITS } from '../field-limits';
import { EVENT_FORMATS, EVENT_TYPES, type DayOfWeek, type EventFormat, type EventType } from '../enums';
import { requiredLabel } from '../messages';
import { FIELD_LABELS as L } from './labels';
import {
  capacityRule,
  connectRefRule,
  coordinateRule,
  dateRule,
  dayOfWeekRule,
  enumRule,
  idRule,
  optionalMultiLineText,
  optionalText,
  requiredEnum,
  requiredText,
  timeEndRule,
  timeRule,
} from './rules';

const F = FIELD_LIMITS.event;

/** The fields the form and the API payload share. */
const detailFields = {
  description: optionalMultiLineText(L.description, F.description.maxLength),
  location: optionalText(L.location, F.location.maxLength),
  address: optionalText(L.address, F.address.maxLength),
  city: optionalText(L.city, F.city.maxLength),
  state: optionalText(L.state, F.state.maxLength),
  postalCode: optionalText(L.postalCode, F.postalCode.maxLength),
  country: optionalText(L.country, F.country.maxLength),
  latitude: coordinateRule(L.latitude, 90),
  longitude: coordinateRule(L.longitude, 180),
  timeStart: timeRule(L.timeStart),
  timeEnd: timeEndRule(L.timeEnd),
  capacity: capacityRule(L.capacity),
  /** Optional: an event without one is in person. */
  format: enumRule(L.format, EVENT_FORMATS),
};

const whenFields = {
  title: requiredText(L.title, F.title.maxLength),
  type: requiredEnum(L.type, EVENT_TYPES),
  date: dateRule().when('type', {
    is: 'Once',
    then: (s) => s.required(requiredLabel(L.date)),
  }),
  dayOfWeek: dayOfWeekRule(L.dayOfWeek).when('type', {
    is: 'Recurring',
    then: (s) => s.required(requiredLabel(L.dayOfWeek)),
  }),
};

export const eventSchema = object({
  ...whenFields,
  chapterId: idRule(L.chapter).when('type', {
    is: 'Recurring',
    then: (s) => s.required(requiredLabel(L.chapter)),
  }),
  ...detailFields,
});

/**
 * What POST /event and PUT /event/{id} receive (eventFormToPayload): the form's rules, with the
 * chapter as a reference `{ connect: [{ id }] }` or null instead of chapterId.
 */
export const eventPayloadSchema = object({
  ...whenFields,
  chapter: connectRefRule(L.chapter).when('type', {
    is: 'Recurring',
    then: (s) => s.required(requiredLabel(L.chapter)),
  }),
  ...detailFields,
});
export type EventPayload = InferType<typeof eventPayloadSchema>;

export const eventDefaults = {
  title: '',
  type: 'Once' as EventType,
  date: '',
  dayOfWeek: '' as DayOfWeek | '',
  chapterId: null as number | null,
  description: '',
  location: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  latitude: null as number | null,
  longitude: null as number | null,
  timeStart: EVENT_DEFAULT_TIMES.timeStart as string,
  timeEnd: EVENT_DEFAULT_TIMES.timeEnd as string,
  capacity: null as number | null,
  format: 'InPerson' as EventFormat,
};

/** The field each event type empties when it is chosen (spec §4). */
export const EVENT_TYPE_CLEARS = { Once: 'dayOfWeek', Recurring: 'date' } as const satisfies Record<
  EventType,
  'date' | 'dayOfWeek'
>;

/** Choosing Once clears dayOfWeek; choosing Recurring clears date (spec §4). The form also drops that field's error. */
export function eventTypeChange<T extends { type?: unknown; date?: unknown; dayOfWeek?: unknown }>(
  values: T,
  newType: EventType,
): T & { type: EventType } {
  return { ...values, type: newType, [EVENT_TYPE_CLEARS[newType]]: '' };
}

type EventFormValues = Partial<Omit<typeof eventDefaults, 'date'>> & { date?: string | Date | null };

/**
 * Event form values to the API payload (spec §4): the date as 'YYYY-MM-DD' or null, the day of
 * week or null (the field the type does not use is null), the chapter as `{ connect: [{ id }] }`
 * or null; chapterId does not travel. Other fields as they are.
 */
export function eventFormToPayload(values: EventFormValues) {
  const { chapterId, date, dayOfWeek, ...rest } = values;
  const dateValue = date instanceof Date ? (dateRule().cast(date) ?? null) : typeof date === 'string' && date.trim() !== '' ? date.trim().slice(0, 10) : null;
  const id = typeof chapterId === 'number' ? chapterId : typeof chapterId === 'string' && /^[0-9]+$/.test(chapterId) ? Number(chapterId) : null;
  return {
    ...rest,
    date: rest.type === 'Recurring' ? null : dateValue,
    dayOfWeek: rest.type === 'Once' || !dayOfWeek ? null : dayOfWeek,
    chapter: id && id > 0 ? { connect: [{ id }] as [{ id: number }] } : null,
  };
}
