import { VISITOR_API, HONEYPOT_FIELD, visitorDefaults, type VisitorMeeting, type VisitorValues, type visitorSchema } from '@gro/config';
import { api } from '@/lib/api-client';
import { lazyValidation } from '@/lib/lazy-validation';
import { buildUrl } from '@/lib/url';

/** The form's values: the schema's fields (all text while typed) plus the honeypot humans leave empty. */
export type GuestValues = Record<keyof typeof visitorDefaults, string> & { [HONEYPOT_FIELD]: string };

export const guestDefaults: GuestValues = { ...visitorDefaults, [HONEYPOT_FIELD]: '' };

/** The form's validation; its schema is imported on the first validation. */
export const guestValidation = lazyValidation<GuestValues, typeof visitorSchema>(() => import('../validation').then((m) => m.visitorSchema));

/** POST /chapter/{slug}/visitor: the schema's fields, trimmed, and the honeypot as typed. Failures are left to the form. */
export async function registerVisitor(slug: string, values: GuestValues) {
  const schema = await guestValidation.loadSchema();
  const body = { ...(schema.cast(values, { stripUnknown: true }) as VisitorValues), [HONEYPOT_FIELD]: values[HONEYPOT_FIELD] };
  return api.post<{ meeting: VisitorMeeting }>(buildUrl(VISITOR_API.register.path, { params: { slug } }), body, { silent: true });
}
