import { contactSchema } from '@gro/config';
import { api } from '@/lib/api-client';
import { toMessagePayload, type MessageValues } from './message-payload';

/** POST /contact; the answer's message thanks the sender by name. Failures are left to the form. */
export const sendContactMessage = (values: MessageValues) =>
  api.post<null>('/contact', toMessagePayload(contactSchema, values), {
    silent: true,
    firstname: values.firstname.trim(),
  });
