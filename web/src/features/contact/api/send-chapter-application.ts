import { chapterApplicationSchema } from '@gro/config';
import { api } from '@/lib/api-client';
import { toMessagePayload, type MessageValues } from './message-payload';

/** POST /chapter/application: the start-a-chapter form, with the contact form's body. */
export const sendChapterApplication = (values: MessageValues) =>
  api.post<null>('/chapter/application', toMessagePayload(chapterApplicationSchema, values), {
    silent: true,
    firstname: values.firstname.trim(),
  });
