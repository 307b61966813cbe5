/** Chapter form (spec §5). */
import { object, type InferType } from 'yup';
import { CHAPTER_DEFAULT_TIMES } from '../constants';
import { FIELD_LIMITS } from '../field-limits';
import type { DayOfWeek } from '../enums';
import { FIELD_LABELS as L } from './labels';
import {
  coordinateRule,
  dayOfWeekRule,
  flagRule,
  optionalMultiLineText,
  optionalSlug,
  optionalText,
  requiredEmail,
  requiredText,
  timeEndRule,
  timeRule,
  timeZoneRule,
} from './rules';

const F = FIELD_LIMITS.chapter;

export const chapterSchema = object({
  name: requiredText(L.name, F.name.maxLength),
  /** Optional: the server makes one from the name when none is given, and keeps it on rename. */
  slug: optionalSlug(L.slug, F.slug.maxLength),
  description: optionalMultiLineText(L.description, F.description.maxLength),
  location: requiredText(L.location, F.location.maxLength),
  email: requiredEmail(L.chapterEmail),
  address: optionalText(L.address, F.address.maxLength),
  city: optionalText(L.city, F.city.maxLength),
  state: optionalText(L.state, F.state.maxLength),
  postalCode: optionalText(L.postalCode, F.postalCode.maxLength),
  country: optionalText(L.country, F.country.maxLength),
  latitude: coordinateRule(L.latitude, 90),
  longitude: coordinateRule(L.longitude, 180),
  timeStart: timeRule(L.timeStart),
  timeEnd: timeEndRule(L.timeEnd),
  dayOfWeek: dayOfWeekRule(L.dayOfWeek),
  /** An IANA name; empty: the organisation's (APP_TIMEZONE). The cms checks it again with luxon. */
  timeZone: timeZoneRule(L.timeZone, F.timeZone.maxLength),
  isActive: flagRule(L.isActive).default(true),
});
export type ChapterValues = InferType<typeof chapterSchema>;
export const chapterDefaults = {
  name: '',
  slug: '',
  description: '',
  location: '',
  email: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  latitude: null as number | null,
  longitude: null as number | null,
  timeStart: CHAPTER_DEFAULT_TIMES.timeStart as string,
  timeEnd: CHAPTER_DEFAULT_TIMES.timeEnd as string,
  dayOfWeek: '' as DayOfWeek | '',
  timeZone: '',
  isActive: true,
};
