import { CHAPTER_APPLICATION_API, type chapterApplicationSchema } from '@gro/config';
import { api } from '@/lib/api-client';
import { lazyValidation } from '@/lib/lazy-validation';
import { toMessagePayload, type MessageValues } from './message-payload';

/** The start-a-chapter form's validation; its schema is imported on the first validation. */
export const chapterApplicationValidation = lazyValidation<MessageValues, typeof chapterApplicationSchema>(() =>
  import('../validation').then((m) => m.chapterApplicationSchema),
);

/** POST /chapter/application: the start-a-chapter form, with the contact form's body. */
export const sendChapterApplication = async (values: MessageValues) =>
  api.post<null>(CHAPTER_APPLICATION_API.submit.path, toMessagePayload(await chapterApplicationValidation.loadSchema(), values), {
    silent: true,
    firstname: values.firstname.trim(),
  });
