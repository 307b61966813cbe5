import { HONEYPOT_FIELD, contactDefaults, type ContactValues, type contactSchema } from '@gro/config';

/** The contact and start-a-chapter forms' values: the schema's fields plus the honeypot humans leave empty. */
export type MessageValues = ContactValues & { [HONEYPOT_FIELD]: string };

export const messageDefaults: MessageValues = { ...contactDefaults, [HONEYPOT_FIELD]: '' };

/** The body both endpoints take: the schema's fields, trimmed, and the honeypot as typed. */
export const toMessagePayload = (schema: typeof contactSchema, values: MessageValues) => ({
  ...schema.cast(values, { stripUnknown: true }),
  [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
});
