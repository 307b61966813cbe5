/** Company form and join requests (spec §5). */
import { object, type InferType } from 'yup';
import { ADDRESS_REQUIRED } from '../messages';
import { FIELD_LABELS as L } from './labels';
import {
  LONG_TEXT_MAX,
  SHORT_TEXT_MAX,
  coordinateRule,
  optionalPhone,
  optionalText,
  optionalUrl,
  phoneExtRule,
  requiredId,
  requiredText,
} from './rules';

/** The social links a company may list; the form holds them as flat fields. */
export const SOCIAL_LINK_KEYS = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube', 'tiktok'] as const;
export type SocialLinkKey = (typeof SOCIAL_LINK_KEYS)[number];

export const companySchema = object({
  name: requiredText(L.companyName),
  description: requiredText(L.description, LONG_TEXT_MAX),
  address: requiredText(L.address, SHORT_TEXT_MAX, ADDRESS_REQUIRED),
  city: optionalText(L.city),
  state: optionalText(L.state),
  postalCode: optionalText(L.postalCode),
  country: optionalText(L.country),
  latitude: coordinateRule(L.latitude, 90),
  longitude: coordinateRule(L.longitude, 180),
  phoneNumber: optionalPhone(),
  phoneExt: phoneExtRule(L.phoneExt),
  url: optionalUrl(L.url),
  logo: optionalUrl(L.logo),
  contactName: optionalText(L.contactName),
  industry: optionalText(L.industry),
  facebook: optionalUrl(L.facebook),
  twitter: optionalUrl(L.twitter),
  linkedin: optionalUrl(L.linkedin),
  instagram: optionalUrl(L.instagram),
  youtube: optionalUrl(L.youtube),
  tiktok: optionalUrl(L.tiktok),
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

/** POST /company/join-request: the company asked for and an optional note. */
export const joinRequestSchema = object({
  companyId: requiredId(L.company),
  note: optionalText(L.note, LONG_TEXT_MAX),
});
export type JoinRequestValues = InferType<typeof joinRequestSchema>;
export const joinRequestDefaults = { companyId: null as number | null, note: '' };

/** POST /company/join-request/{id}/reject: an optional reason. */
export const joinRequestRejectSchema = object({
  reason: optionalText(L.reason, LONG_TEXT_MAX),
});
export type JoinRequestRejectPayload = InferType<typeof joinRequestRejectSchema>;
