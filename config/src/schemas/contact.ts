/** Contact and start-a-chapter forms (spec §5): the same fields. */
import { object, type InferType } from 'yup';
import { FIELD_LIMITS } from '../field-limits';
import { FIELD_LABELS as L } from './labels';
import { optionalText, requiredEmail, requiredMultiLineText, requiredPhone, requiredText } from './rules';

/** The contact and chapter-application columns have the same limits (limits.test.ts checks both). */
const F = FIELD_LIMITS.contactMessage;

export const contactSchema = object({
  firstname: requiredText(L.firstname, F.firstname.maxLength),
  lastname: requiredText(L.lastname, F.lastname.maxLength),
  email: requiredEmail(L.email),
  phoneNumber: requiredPhone(L.phoneNumber, F.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, F.phoneExt.maxLength),
  message: requiredMultiLineText(L.message, F.message.maxLength),
});
export type ContactValues = InferType<typeof contactSchema>;

export const chapterApplicationSchema = contactSchema.clone();
