import { CONTACT_MESSAGE_API, type contactSchema } from '@gro/config';
import { api } from '@/lib/api-client';
import { lazyValidation } from '@/lib/lazy-validation';
import { toMessagePayload, type MessageValues } from './message-payload';

/** The contact form's validation; its schema is imported on the first validation. */
export const contactValidation = lazyValidation<MessageValues, typeof contactSchema>(() =>
  import('../validation').then((m) => m.contactSchema),
);

/** POST /contact; the answer's message thanks the sender by name. Failures are left to the form. */
export const sendContactMessage = async (values: MessageValues) =>
  api.post<null>(CONTACT_MESSAGE_API.submit.path, toMessagePayload(await contactValidation.loadSchema(), values), {
    silent: true,
    firstname: values.firstname.trim(),
  });
