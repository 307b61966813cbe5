/** Company form and join requests (spec §5). */
import { object, type InferType } from 'yup';
import { FIELD_LIMITS } from '../field-limits';
import { ADDRESS_REQUIRED } from '../messages';
import { FIELD_LABELS as L } from './labels';
import {
  coordinateRule,
  flagRule,
  optionalPhone,
  optionalMultiLineText,
  optionalText,
  optionalUrl,
  requiredId,
  requiredMultiLineText,
  requiredName,
  requiredText,
} from './rules';

/** The social links a company may list; the form holds them as flat fields. */
export const SOCIAL_LINK_KEYS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube', 'tiktok'] as const;

const F = FIELD_LIMITS.company;
const S = FIELD_LIMITS.socialLinks;

export const companySchema = object({
  name: requiredName(L.companyName, F.name.maxLength),
  description: requiredMultiLineText(L.description, F.description.maxLength),
  address: requiredText(L.address, F.address.maxLength, ADDRESS_REQUIRED),
  city: optionalText(L.city, F.city.maxLength),
  state: optionalText(L.state, F.state.maxLength),
  postalCode: optionalText(L.postalCode, F.postalCode.maxLength),
  country: optionalText(L.country, F.country.maxLength),
  latitude: coordinateRule(L.latitude, 90),
  longitude: coordinateRule(L.longitude, 180),
  phoneNumber: optionalPhone(L.phoneNumber, F.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, F.phoneExt.maxLength),
  url: optionalUrl(L.url, F.url.maxLength),
  logo: optionalUrl(L.logo, F.logo.maxLength),
  contactName: optionalText(L.contactName, F.contactName.maxLength),
  industry: optionalText(L.industry, F.industry.maxLength),
  facebook: optionalUrl(L.facebook, S.facebook.maxLength),
  twitter: optionalUrl(L.twitter, S.twitter.maxLength),
  linkedin: optionalUrl(L.linkedin, S.linkedin.maxLength),
  instagram: optionalUrl(L.instagram, S.instagram.maxLength),
  youtube: optionalUrl(L.youtube, S.youtube.maxLength),
  tiktok: optionalUrl(L.tiktok, S.tiktok.maxLength),
});
export type CompanyValues = InferType<typeof companySchema>;

export const companyDefaults = {
  name: '',
  description: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  latitude: null as number | null,
  longitude: null as number | null,
  phoneNumber: '',
  phoneExt: '',
  url: '',
  logo: '',
  contactName: '',
  industry: '',
  facebook: '',
  twitter: '',
  linkedin: '',
  instagram: '',
  youtube: '',
  tiktok: '',
};

/**
 * PUT /company/{uuid} (admins): the company form plus the Nonprofit flag, which only admins set
 * (payments offer the nonprofit plan to its members). Left out, the flag is unchanged.
 */
export const companyAdminSchema = companySchema.shape({
  isNonprofit: flagRule(L.isNonprofit).optional(),
});
export type CompanyAdminValues = InferType<typeof companyAdminSchema>;
export const companyAdminDefaults = { ...companyDefaults, isNonprofit: false };

/** POST /company/join-request: the company asked for and an optional note. */
export const joinRequestSchema = object({
  companyId: requiredId(L.company),
  note: optionalMultiLineText(L.note, FIELD_LIMITS.joinRequest.note.maxLength),
});
export type JoinRequestValues = InferType<typeof joinRequestSchema>;
export const joinRequestDefaults = { companyId: null as number | null, note: '' };

/** POST /company/join-request/{id}/reject: an optional reason. */
export const joinRequestRejectSchema = object({
  reason: optionalMultiLineText(L.reason, FIELD_LIMITS.joinRequest.reason.maxLength),
});
export type JoinRequestRejectValues = InferType<typeof joinRequestRejectSchema>;
