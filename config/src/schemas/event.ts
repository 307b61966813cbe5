/** Event form (spec §4, §5): Once needs a date, Recurring a day of week and a chapter. */
import { object } from 'yup';
import { EVENT_DEFAULT_TIMES } from '../constants';
import { FIELD_LIMITS } from '../limits';
import { EVENT_TYPES, type DayOfWeek, type EventType } from '../enums';
import { requiredLabel } from '../messages';
import { FIELD_LABELS as L } from './labels';
import {
  coordinateRule,
  dateRule,
  dayOfWeekRule,
  idRule,
  optionalText,
  requiredEnum,
  requiredText,
  timeEndRule,
  timeRule,
} from './rules';

const F = FIELD_LIMITS.event;

export const eventSchema = object({
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
  chapterId: idRule(L.chapter).when('type', {
    is: 'Recurring',
    then: (s) => s.required(requiredLabel(L.chapter)),
  }),
  description: optionalText(L.description, F.description.maxLength),
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
});
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

/**
 * Event form values to the POST /event and PUT /event/{id} payload (spec §5): an empty date or day
 * becomes null and the chapter travels as a connect reference (null for none) instead of chapterId.
 */
export function eventFormToPayload(values: Partial<typeof eventDefaults>) {
  const { chapterId, date, dayOfWeek, ...rest } = values;
  return {
    ...rest,
    date: typeof date === 'string' && date.trim() !== '' ? date.trim().slice(0, 10) : null,
    dayOfWeek: dayOfWeek ? dayOfWeek : null,
    chapter: chapterId ? { connect: [{ id: chapterId }] } : null,
  };
}
