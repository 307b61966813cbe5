import { FORM_LABELS, NEWSLETTER_AUDIENCES, newsletterSendSchema, type NewsletterAudience, type NewsletterSendValues } from '@gro/config';
import { NEWSLETTER_SCREEN_TEXTS, SELECT_TEXTS } from '@gro/config/screens';
import { yupToFormErrors, type FormikErrors } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { FieldStack, Form, FormIdSelect } from '@/components/ui/form';
import { useActiveChapters } from '@/features/chapters';
import { useFormField } from '@/lib/form-state';
import { Formik } from '@/lib/formik-bridge';
import { previewNewsletter, sendNewsletter, testNewsletter } from '../api/newsletters';
import { localToIso } from '../utils/send-at';
import { SendControls, useSendFlow, type SendWords } from './send-controls';
import { SendTimeFields, type SendWhen } from './send-time-fields';

const texts = NEWSLETTER_SCREEN_TEXTS.form;
const words: SendWords = {
  reach: NEWSLETTER_SCREEN_TEXTS.sendLine.reach,
  sendTitle: NEWSLETTER_SCREEN_TEXTS.confirm.sendTitle,
  sendQuestion: NEWSLETTER_SCREEN_TEXTS.confirm.sendQuestion,
  scheduleTitle: NEWSLETTER_SCREEN_TEXTS.confirm.scheduleTitle,
  previewLead: texts.previewLead,
};

interface SendFormValues {
  audience: NewsletterAudience;
  chapterId: number | null;
  when: SendWhen;
  /** The datetime-local value, in the reader's zone ('' until chosen). */
  sendAt: string;
}

const initialValues: SendFormValues = { audience: 'everyone', chapterId: null, when: 'now', sendAt: '' };
const FIELDS = ['audience', 'chapterId', 'sendAt'] as const;

/** The body of the newsletter calls: the chapter only for 'chapter'; a scheduled time as ISO with the reader's offset. */
function sendBody(values: SendFormValues): NewsletterSendValues {
  return {
    audience: values.audience,
    ...(values.audience === 'chapter' ? { chapterId: values.chapterId } : {}),
    ...(values.when === 'schedule' ? { sendAt: localToIso(values.sendAt) ?? values.sendAt } : {}),
  };
}

/** The form checked with the schema the server checks the body with (newsletterSendSchema). */
async function validate(values: SendFormValues): Promise<FormikErrors<SendFormValues>> {
  try {
    await newsletterSendSchema.validate(sendBody(values), { abortEarly: false });
    return {};
  } catch (error) {
    return yupToFormErrors<SendFormValues>(error);
  }
}

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray800};
  }
`;

const Choice = styled.label`
  display: grid;
  grid-template-columns: 18px 1fr;
  column-gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.brand600};
    background: ${({ theme }) => theme.colors.brand50};
  }

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.brand600};
  }

  span {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray900};
  }

  small {
    grid-column: 2;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ChapterField = styled.div`
  max-width: 360px;
`;

/** Everyone, one chapter (then which), or the members with a live subscription; each with who that is. */
function AudienceFields() {
  const id = useId();
  const [audience, , helpers] = useFormField<NewsletterAudience>('audience');
  const { data, error, isLoading } = useActiveChapters();
  const options = (data ?? []).map((chapter) => ({ value: chapter.id, label: chapter.name }));
  return (
    <Fieldset>
      <legend>{texts.audience}</legend>
      {NEWSLETTER_AUDIENCES.map((value) => (
        <Choice key={value}>
          <input type="radio" name={`${id}-audience`} value={value} checked={audience.value === value} onChange={() => void helpers.setValue(value)} aria-describedby={`${id}-${value}`} />
          <span>{texts.audiences[value]}</span>
          <small id={`${id}-${value}`}>{texts.audienceHint[value]}</small>
        </Choice>
      ))}
      {audience.value === 'chapter' && (
        <ChapterField>
          <FormIdSelect
            name="chapterId"
            label={FORM_LABELS.newsletterSend.chapterId}
            required
            placeholder={isLoading ? SELECT_TEXTS.loading : texts.chapterPlaceholder}
            options={options}
            disabled={isLoading}
            aria-busy={isLoading || undefined}
            hint={error ? texts.chaptersFailed : undefined}
          />
        </ChapterField>
      )}
    </Fieldset>
  );
}

interface NewsletterSendFormProps {
  newsletter: { id: number; subject: string };
  /** After it went out or was scheduled: the list is asked again. */
  onSent: () => void;
}

/**
 * Sending one newsletter (admins): to whom, now or at a time. Preview shows the email and SMS and
 * how many it reaches; a test goes to the admin alone; Send… and Schedule… ask first (to how many
 * members, a fresh count; or when). The server's field errors show under their fields, its other
 * refusals (the hour's limit, a newsletter left without a body) as the danger toast.
 */
export function NewsletterSendForm({ newsletter, onSent }: NewsletterSendFormProps) {
  const flow = useSendFlow<SendFormValues, NewsletterSendValues>(
    {
      preview: async (body) => (await previewNewsletter(newsletter.id, body)).data,
      test: (body) => testNewsletter(newsletter.id, body),
      send: (body) => sendNewsletter(newsletter.id, body),
    },
    FIELDS,
  );
  return (
    <Formik<SendFormValues> initialValues={initialValues} validate={validate} onSubmit={(values, { setErrors }) => flow.submit(sendBody(values), setErrors)}>
      <Form aria-label={texts.heading(newsletter.subject)}>
        <FieldStack>
          <Lead>{texts.lead}</Lead>
          <AudienceFields />
          <SendTimeFields />
          <SendControls<SendFormValues, NewsletterSendValues> flow={flow} words={words} onSent={onSent} />
        </FieldStack>
      </Form>
    </Formik>
  );
}
