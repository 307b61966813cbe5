/** Notification settings and address search (spec §3, §5, §9). */
import { object } from 'yup';
import { ADDRESS_SEARCH_MIN_CHARS } from '../constants';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_VISIBILITIES } from '../contact-visibility';
import { CHANNELS } from '../enums';
import { ADDRESS_SEARCH_MIN, requiredLabel } from '../messages';
import { FIELD_LABELS as L } from './labels';
import { flagRule, requiredEnum, requiredMultiLineText, trimmedText } from './rules';

/** PUT /account/setting: one toggle of the settings table. */
export const accountSettingUpdateSchema = object({
  setting: object({
    key: trimmedText(L.setting).required(requiredLabel(L.setting)),
  })
    .typeError(requiredLabel(L.setting))
    .required(requiredLabel(L.setting)),
  channel: requiredEnum(L.channel, CHANNELS),
  value: flagRule(L.value).required(requiredLabel(L.value)),
});

/** PUT /account/directory: whether the member is left out of the member directory and lists of people. */
export const directoryVisibilitySchema = object({
  // Strict: JSON's true or false only (no "true", 1 or [true]).
  directoryHidden: flagRule(L.directoryHidden).strict().required(requiredLabel(L.directoryHidden)),
});

/** PUT /account/contact-visibility: who sees the member's email address and phone number. */
export const contactVisibilitySchema = object({
  contactVisibility: requiredEnum(L.contactVisibility, CONTACT_VISIBILITIES).strict(),
});

/** POST /user/{id}/contact: a member's message to another member, relayed by email. */
export const memberContactSchema = object({
  message: requiredMultiLineText(L.message, CONTACT_MESSAGE_MAX_LENGTH),
});

/** GET /address/search?q=: runs only from ADDRESS_SEARCH_MIN_CHARS characters. */
export const addressSearchSchema = object({
  q: trimmedText(L.search).required(ADDRESS_SEARCH_MIN).min(ADDRESS_SEARCH_MIN_CHARS, ADDRESS_SEARCH_MIN),
});

/** True when a search text is long enough to be sent. */
export function isAddressSearchable(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim().length >= ADDRESS_SEARCH_MIN_CHARS;
}
