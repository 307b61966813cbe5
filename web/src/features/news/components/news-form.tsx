import { FORM_LABELS, chapterNewsDefaults, chapterNewsSchema, type ChapterNewsValues } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { yupToFormErrors, type FormikErrors } from 'formik';
import { FieldStack, Form, FormInput, FormTextArea } from '@/components/ui/form';
import { Formik } from '@/lib/formik-bridge';
import { previewNews } from '../api/preview-news';
import { sendNews } from '../api/send-news';
import { testNews } from '../api/test-news';
import { localToIso } from '../utils/send-at';
import { NewsEventSelect } from './news-event-select';
import { SendControls, useSendFlow, type SendWords } from './send-controls';
import { SendTimeFields, type SendWhen } from './send-time-fields';

const texts = NEWS_TEXTS.write;
const L = FORM_LABELS.chapterNews;
const words: SendWords = {
  reach: NEWS_TEXTS.preview.reach,
  sendTitle: NEWS_TEXTS.confirm.sendTitle,
  sendQuestion: NEWS_TEXTS.confirm.sendQuestion,
  scheduleTitle: NEWS_TEXTS.confirm.scheduleTitle,
};

interface NewsFormValues {
  subject: string;
  body: string;
  eventId: number | null;
  when: SendWhen;
  /** The datetime-local value, in the reader's zone ('' until chosen). */
  sendAt: string;
}

const initialValues: NewsFormValues = {
  subject: chapterNewsDefaults.subject,
  body: chapterNewsDefaults.body,
  eventId: chapterNewsDefaults.eventId ?? null,
  when: 'now',
  sendAt: '',
};
const FIELDS = ['subject', 'body', 'eventId', 'sendAt'] as const;

/** The body of the news calls: no sendAt to send now; a scheduled time as ISO with the reader's offset. */
function newsBody(values: NewsFormValues): ChapterNewsValues {
  return {
    subject: values.subject.trim(),
    body: values.body,
    ...(values.eventId ? { eventId: values.eventId } : {}),
    // A value that is not a time stays as it is, for the schema to refuse.
    ...(values.when === 'schedule' ? { sendAt: localToIso(values.sendAt) ?? values.sendAt } : {}),
  };
}

/** The form checked with the schema the server checks the body with (chapterNewsSchema). */
async function validate(values: NewsFormValues): Promise<FormikErrors<NewsFormValues>> {
  try {
    await chapterNewsSchema.validate(newsBody(values), { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors<NewsFormValues>(error);
  }
}

interface NewsFormProps {
  chapterId: number;
  /** After news went out or was scheduled: the archive is asked again. */
  onSent: () => void;
}

/**
 * Write chapter news (its leaders and admins): subject, Markdown message, an optional event, now or
 * at a time. Preview shows the email and SMS members get and how many get it; a test goes to the
 * writer alone; Send… and Schedule… ask first (to how many members, a fresh count; or when), then
 * send. Every button checks the form first; the server's field errors show under their fields, its
 * other refusals (the week's limit) as the danger toast.
 */
export function NewsForm({ chapterId, onSent }: NewsFormProps) {
  const flow = useSendFlow<NewsFormValues, ChapterNewsValues>(
    {
      preview: async (body) => (await previewNews(chapterId, body)).data,
      test: (body) => testNews(chapterId, body),
      send: (body) => sendNews(chapterId, body),
    },
    FIELDS,
  );
  return (
    <Formik<NewsFormValues> initialValues={initialValues} validate={validate} onSubmit={(values, { setErrors }) => flow.submit(newsBody(values), setErrors)}>
      <Form aria-label={texts.heading}>
        <FieldStack>
          <FormInput name="subject" label={L.subject} autoComplete="off" required />
          <FormTextArea name="body" label={L.body} hint={texts.bodyHint} rows={10} required />
          <NewsEventSelect chapterId={chapterId} />
          <SendTimeFields />
          <SendControls<NewsFormValues, ChapterNewsValues> flow={flow} words={words} onSent={onSent} />
        </FieldStack>
      </Form>
    </Formik>
  );
}
