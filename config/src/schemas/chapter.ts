/** Chapter form (spec §5). */
import { boolean, object, type InferType } from 'yup';
import { CHAPTER_DEFAULT_TIMES } from '../constants';
import type { DayOfWeek } from '../enums';
import { FIELD_LABELS as L } from './labels';
import {
  LONG_TEXT_MAX,
  coordinateRule,
  dayOfWeekRule,
  optionalText,
  requiredEmail,
  requiredText,
  timeEndRule,
  timeRule,
} from './rules';

export const chapterSchema = object({
  name: requiredText(L.name),
  description: optionalText(L.description, LONG_TEXT_MAX),
  location: requiredText(L.location),
  email: requiredEmail(L.chapterEmail),
  address: optionalText(L.address),
  city: optionalText(L.city),
  state: optionalText(L.state),
  postalCode: optionalText(L.postalCode),
  country: optionalText(L.country),
  latitude: coordinateRule(L.latitude, 90),
  longitude: coordinateRule(L.longitude, 180),
  timeStart: timeRule(L.timeStart),
  timeEnd: timeEndRule(L.timeEnd),
  dayOfWeek: dayOfWeekRule(L.dayOfWeek),
  isActive: boolean().default(true),
});
export type ChapterValues = InferType<typeof chapterSchema>;
export const chapterDefaults = {
  name: '',
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
  isActive: true,
};
