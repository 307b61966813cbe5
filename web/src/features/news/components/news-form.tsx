import { FORM_LABELS, chapterNewsDefaults, chapterNewsSchema, type ChapterNewsValues, type NewsPreview } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { yupToFormErrors, type FormikErrors } from 'formik';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FieldStack, Form, FormInput, FormTextArea } from '@/components/ui/form';
import { showSubmitError } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { formatDateTime } from '@/lib/format';
import { previewNews } from '../api/preview-news';
import { sendNews } from '../api/send-news';
import { testNews } from '../api/test-news';
import { media } from '@/styles/theme';
import { localToIso } from '../utils/send-at';
import { EmailPreview } from './email-preview';
import { NewsEventSelect } from './news-event-select';
import { SendTimeFields, type SendWhen } from './send-time-fields';

const texts = NEWS_TEXTS.write;
const confirmTexts = NEWS_TEXTS.confirm;
const previewTexts = NEWS_TEXTS.preview;
const L = FORM_LABELS.chapterNews;

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

/** What the form's buttons do once the form is valid. */
type Action = 'preview' | 'test' | 'send';

/** The question before sending: to how many (a fresh count), or when. */
type Pending = { values: ChapterNewsValues; recipients: number } | { values: ChapterNewsValues; sendAt: string };

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};

  /* The send button last on a wide screen, at the right; on a phone each button takes the width. */
  > :last-child {
    margin-left: auto;
  }

  ${media.down('sm')} {
    > * {
      flex: 1 1 100%;
    }
  }
`;

const Reach = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand800};

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space[3]};
  }
`;

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
  const action = useRef<Action>('send');
  const [running, setRunning] = useState<Action | null>(null);
  const [preview, setPreview] = useState<NewsPreview | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const onSubmit = async (values: NewsFormValues, { setErrors }: { setErrors: (errors: FormikErrors<NewsFormValues>) => void }) => {
    const body = newsBody(values);
    const current = action.current;
    action.current = 'send';
    setRunning(current);
    try {
      if (current === 'preview') setPreview((await previewNews(chapterId, body)).data);
      else if (current === 'test') await testNews(chapterId, body);
      else if (body.sendAt) setPending({ values: body, sendAt: body.sendAt });
      else setPending({ values: body, recipients: (await previewNews(chapterId, body)).data.recipients });
    } catch (error) {
      showSubmitError(error, FIELDS, setErrors);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Formik<NewsFormValues> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
      {({ values, isSubmitting, submitForm, resetForm, setErrors }) => {
        const run = (next: Action) => {
          action.current = next;
          void submitForm();
        };
        const send = async () => {
          if (!pending) return;
          try {
            await sendNews(chapterId, pending.values);
            setPending(null);
            setPreview(null);
            resetForm();
            onSent();
          } catch (error) {
            // Back to the form: a field's error under it, any other refusal as the danger toast.
            setPending(null);
            showSubmitError(error, FIELDS, setErrors);
          }
        };
        const scheduled = pending && 'sendAt' in pending;
        return (
          <Form aria-label={texts.heading}>
            <FieldStack>
              <FormInput name="subject" label={L.subject} autoComplete="off" required />
              <FormTextArea name="body" label={L.body} hint={texts.bodyHint} rows={10} required />
              <NewsEventSelect chapterId={chapterId} />
              <SendTimeFields />
              <div>
                <Buttons>
                  <Button variant="secondary" loading={running === 'preview'} disabled={isSubmitting} onClick={() => run('preview')}>
                    {running === 'preview' ? texts.previewing : texts.preview}
                  </Button>
                  <Button variant="secondary" loading={running === 'test'} disabled={isSubmitting} onClick={() => run('test')}>
                    {running === 'test' ? texts.testing : texts.test}
                  </Button>
                  <Button type="submit" aria-haspopup="dialog" loading={running === 'send'} disabled={isSubmitting} onClick={() => (action.current = 'send')}>
                    {running === 'send' ? texts.checking : values.when === 'schedule' ? texts.scheduleSubmit : texts.send}
                  </Button>
                </Buttons>
                {/* Always present, so a screen reader hears each new count. */}
                <Reach role="status">{preview ? previewTexts.reach(preview.recipients, preview.members) : ''}</Reach>
              </div>
              {preview && <EmailPreview preview={preview} />}
            </FieldStack>
            {pending && (
              <ConfirmDialog
                title={scheduled ? confirmTexts.scheduleTitle : confirmTexts.sendTitle}
                question={'sendAt' in pending ? confirmTexts.scheduleQuestion(formatDateTime(pending.sendAt)) : confirmTexts.sendQuestion(pending.recipients)}
                detail={scheduled ? confirmTexts.scheduleDetail : confirmTexts.sendDetail}
                confirmLabel={scheduled ? confirmTexts.schedule : confirmTexts.send}
                pendingLabel={scheduled ? confirmTexts.scheduling : confirmTexts.sending}
                cancelLabel={confirmTexts.keepEditing}
                onConfirm={send}
                onCancel={() => setPending(null)}
              />
            )}
          </Form>
        );
      }}
    </Formik>
  );
}
