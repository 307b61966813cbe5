import type { NewsPreview } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import type { FormikErrors } from 'formik';
import { useRef, useState, type MutableRefObject } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showSubmitError } from '@/lib/form-errors';
import { useFormState } from '@/lib/form-state';
import { formatDateTime } from '@/lib/format';
import { media } from '@/styles/theme';
import { EmailPreview } from './email-preview';
import type { SendWhen } from './send-time-fields';

const texts = NEWS_TEXTS.write;
const confirmTexts = NEWS_TEXTS.confirm;

/** What a send form's buttons do once the form is valid. */
type Action = 'preview' | 'test' | 'send';

/** The question before sending: to how many (a fresh count), or when. */
type Pending<Body> = { body: Body; recipients: number } | { body: Body; sendAt: string };

/** The server's calls for one message: its preview (email, SMS and reach), a test to the writer alone, the send. */
interface SendCalls<Body> {
  preview: (body: Body) => Promise<NewsPreview>;
  test: (body: Body) => Promise<unknown>;
  send: (body: Body) => Promise<unknown>;
}

/** The words that differ between chapter news and the newsletter. */
export interface SendWords {
  /** Under the buttons after a preview: how many it reaches of how many members. */
  reach: (recipients: number, total: number) => string;
  sendTitle: string;
  sendQuestion: (count: number) => string;
  scheduleTitle: string;
  /** Under the preview's heading: who gets the email. */
  previewLead?: string;
}

interface SendFlow<Values, Body> {
  calls: SendCalls<Body>;
  /** The form's fields a refusal of the server may name. */
  fields: readonly (keyof Values & string)[];
  /** The button that submitted the form. */
  actionRef: MutableRefObject<Action>;
  running: Action | null;
  preview: NewsPreview | null;
  setPreview: (preview: NewsPreview | null) => void;
  pending: Pending<Body> | null;
  setPending: (pending: Pending<Body> | null) => void;
  /** The form's onSubmit, given the body of the valid form: what the pressed button asked for. */
  submit: (body: Body, setErrors: (errors: FormikErrors<Values>) => void) => Promise<void>;
}

/**
 * The state of a form that sends a message to members (chapter news, the newsletter): which button
 * submitted it, the preview shown, the question asked before sending. Every button submits the form,
 * so each checks the form first; the server's field errors show under their fields, its other
 * refusals (a limit) as the danger toast.
 */
export function useSendFlow<Values, Body extends { sendAt?: string | null }>(calls: SendCalls<Body>, fields: readonly (keyof Values & string)[]): SendFlow<Values, Body> {
  const actionRef = useRef<Action>('send');
  const [running, setRunning] = useState<Action | null>(null);
  const [preview, setPreview] = useState<NewsPreview | null>(null);
  const [pending, setPending] = useState<Pending<Body> | null>(null);

  const submit = async (body: Body, setErrors: (errors: FormikErrors<Values>) => void) => {
    const current = actionRef.current;
    actionRef.current = 'send';
    setRunning(current);
    try {
      if (current === 'preview') setPreview(await calls.preview(body));
      else if (current === 'test') await calls.test(body);
      else if (body.sendAt) setPending({ body, sendAt: body.sendAt });
      else setPending({ body, recipients: (await calls.preview(body)).recipients });
    } catch (error) {
      showSubmitError(error, fields, setErrors);
    } finally {
      setRunning(null);
    }
  };

  return { calls, fields, actionRef, running, preview, setPreview, pending, setPending, submit };
}

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

interface SendControlsProps<Values, Body> {
  flow: SendFlow<Values, Body>;
  words: SendWords;
  /** After it went out or was scheduled (the form is emptied first). */
  onSent: () => void;
}

/**
 * The end of a send form: Preview, Send a test to me, and Send… (Schedule… when a time is chosen);
 * the reach after a preview, the email and SMS as members get them, and the question before
 * sending: to how many members (a fresh count), or when.
 */
export function SendControls<Values extends { when: SendWhen }, Body>({ flow, words, onSent }: SendControlsProps<Values, Body>) {
  const { values, isSubmitting, submitForm, setErrors, resetForm } = useFormState<Values>();
  const { actionRef, running, preview, pending } = flow;
  const run = (next: Action) => {
    actionRef.current = next;
    void submitForm();
  };
  const send = async () => {
    if (!pending) return;
    try {
      await flow.calls.send(pending.body);
      flow.setPending(null);
      flow.setPreview(null);
      resetForm();
      onSent();
    } catch (error) {
      // Back to the form: a field's error under it, any other refusal as the danger toast.
      flow.setPending(null);
      showSubmitError(error, flow.fields, setErrors);
    }
  };
  const scheduled = pending !== null && 'sendAt' in pending;
  return (
    <>
      <div>
        <Buttons>
          <Button variant="secondary" loading={running === 'preview'} disabled={isSubmitting} onClick={() => run('preview')}>
            {running === 'preview' ? texts.previewing : texts.preview}
          </Button>
          <Button variant="secondary" loading={running === 'test'} disabled={isSubmitting} onClick={() => run('test')}>
            {running === 'test' ? texts.testing : texts.test}
          </Button>
          <Button type="submit" aria-haspopup="dialog" loading={running === 'send'} disabled={isSubmitting} onClick={() => (actionRef.current = 'send')}>
            {running === 'send' ? texts.checking : values.when === 'schedule' ? texts.scheduleSubmit : texts.send}
          </Button>
        </Buttons>
        {/* Always present, so a screen reader hears each new count. */}
        <Reach role="status">{preview ? words.reach(preview.recipients, preview.members) : ''}</Reach>
      </div>
      {preview && <EmailPreview preview={preview} lead={words.previewLead} />}
      {pending && (
        <ConfirmDialog
          title={scheduled ? words.scheduleTitle : words.sendTitle}
          question={'sendAt' in pending ? confirmTexts.scheduleQuestion(formatDateTime(pending.sendAt)) : words.sendQuestion(pending.recipients)}
          detail={scheduled ? confirmTexts.scheduleDetail : confirmTexts.sendDetail}
          confirmLabel={scheduled ? confirmTexts.schedule : confirmTexts.send}
          pendingLabel={scheduled ? confirmTexts.scheduling : confirmTexts.sending}
          cancelLabel={confirmTexts.keepEditing}
          onConfirm={send}
          onCancel={() => flow.setPending(null)}
        />
      )}
    </>
  );
}
