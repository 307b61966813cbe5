/** Contact and start-a-chapter forms (spec §5): the same fields. */
import { object, type InferType } from 'yup';
import { FIELD_LABELS as L } from './labels';
import { LONG_TEXT_MAX, phoneExtRule, requiredEmail, requiredPhone, requiredText } from './rules';

export const contactSchema = object({
  firstname: requiredText(L.firstname),
  lastname: requiredText(L.lastname),
  email: requiredEmail(L.email),
  phoneNumber: requiredPhone(L.phoneNumber),
  phoneExt: phoneExtRule(L.phoneExt),
  message: requiredText(L.message, LONG_TEXT_MAX),
});
export type ContactValues = InferType<typeof contactSchema>;
export const contactDefaults = { firstname: '', lastname: '', email: '', phoneNumber: '', phoneExt: '', message: '' };

export const chapterApplicationSchema = contactSchema.clone();
export type ChapterApplicationValues = InferType<typeof chapterApplicationSchema>;
export const chapterApplicationDefaults = { ...contactDefaults };
