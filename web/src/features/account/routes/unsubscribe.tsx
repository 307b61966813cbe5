import { CHANNEL_NAMES, type UnsubscribePreview } from '@gro/config';
import { UNSUBSCRIBE_TEXTS } from '@gro/config/screens';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PublicPage } from '@/components/layouts/public-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { media } from '@/styles/theme';
import { confirmUnsubscribe, previewUnsubscribe } from '../api/unsubscribe';

const texts = UNSUBSCRIBE_TEXTS;

/* One column no wider than the card: a long word or button never pushes the boxes past its padding. */
const Panel = styled(Card)`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  max-width: 36rem;
`;

/** The way to My Account: the card's full width on a phone, where its label may wrap. */
const Manage = styled.div`
  ${media.down('sm')} {
    > a {
      width: 100%;
      padding-block: ${({ theme }) => theme.space[2]};
      white-space: normal;
      text-align: center;
    }
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};

  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'ready'; preview: UnsubscribePreview; sending: boolean }
  | { step: 'done'; message: string };

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : texts.missing);

/**
 * /unsubscribe?token=: opened from a notice's unsubscribe link, no sign-in. Shows which notification
 * and channel the link turns off, and turns it off with one button (the token is signed by the server).
 */
export default function UnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() || null;
  const [state, setState] = useState<State>(token ? { step: 'loading' } : { step: 'failed', message: texts.missing });
  const outcome = useRef<HTMLDivElement>(null);
  // A registered visitor's link: they have no account, so no My Account to point them to.
  const [guest, setGuest] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    previewUnsubscribe(token).then(
      (preview) => {
        if (!live) return;
        setGuest(preview.audience === 'visitor');
        setState({ step: 'ready', preview, sending: false });
      },
      (error: unknown) => live && setState({ step: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.step === 'done' || state.step === 'failed') outcome.current?.focus();
  }, [state.step]);

  async function turnOff(preview: UnsubscribePreview) {
    if (!token) return;
    setState({ step: 'ready', preview, sending: true });
    try {
      const message = await confirmUnsubscribe(token);
      setState({ step: 'done', message: message?.message ?? '' });
    } catch (error) {
      setState({ step: 'failed', message: messageOf(error) });
    }
  }

  return (
    <PublicPage title={texts.title}>
      <Panel>
        {state.step === 'loading' && (
          <Alert tone="info" role="status">
            <p>{texts.loading}</p>
          </Alert>
        )}
        {state.step === 'failed' && (
          <Alert tone="warning" role="alert" tabIndex={-1} ref={outcome}>
            <p>
              <strong>{texts.invalidTitle}.</strong> {state.message}
            </p>
          </Alert>
        )}
        {state.step === 'ready' && (
          <>
            <p>{state.preview.audience === 'visitor' ? texts.visitorIntro : texts.intro}</p>
            <Facts>
              <dt>{texts.settingLabel}</dt>
              <dd>{state.preview.setting.label}</dd>
              <dt>{texts.channelLabel}</dt>
              <dd>{CHANNEL_NAMES[state.preview.channel]}</dd>
            </Facts>
            {state.preview.off ? (
              <Alert tone="info" role="status">
                <p>{state.preview.audience === 'visitor' ? texts.visitorAlreadyOff : texts.alreadyOff}</p>
              </Alert>
            ) : (
              <div>
                <Button size="lg" loading={state.sending} onClick={() => void turnOff(state.preview)}>
                  {state.sending ? texts.confirming : texts.confirm}
                </Button>
              </div>
            )}
          </>
        )}
        {state.step === 'done' && (
          <Alert tone="success" role="status" tabIndex={-1} ref={outcome}>
            <p>{state.message}</p>
          </Alert>
        )}
        {!guest && (
          <Manage>
            <ButtonLink to={paths.portal.dashboard} variant="secondary">
              {texts.manage}
            </ButtonLink>
          </Manage>
        )}
      </Panel>
    </PublicPage>
  );
}
