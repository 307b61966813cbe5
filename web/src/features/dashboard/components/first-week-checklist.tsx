import type { FirstWeekStep } from '@gro/config';
import { FIRST_WEEK_TEXTS as texts } from '@gro/config/screens';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CheckIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { paths } from '@/config/paths';
import { resendVerification } from '@/features/auth';
import { media } from '@/styles/theme';
import { useFirstWeek } from '../api/first-week';
import { Panel } from './dashboard-styles';

/** Where the dashboard's subscription card is: the checklist's "Choose a plan" goes there. */
export const SUBSCRIPTION_CARD_ID = 'dashboard-subscription';

const Box = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => `${theme.space[4]} 0`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.brand800};

  progress {
    flex: 1;
    height: 8px;
    appearance: none;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.gray100};
    overflow: hidden;
  }
  progress::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.gray100};
  }
  progress::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.brand500};
  }
  progress::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.brand500};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  padding: 0;
`;

/** The mark, the step, and its action at the end of the line; on a phone the action goes under the step's words. */
const Step = styled.li<{ $done: boolean }>`
  display: grid;
  grid-template-columns: 24px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-height: 40px;
  color: ${({ theme, $done }) => ($done ? theme.colors.textMuted : theme.colors.text)};

  ${media.down('sm')} {
    grid-template-columns: 24px minmax(0, 1fr);

    > :nth-child(3) {
      grid-column: 2;
      justify-self: start;
    }
  }
`;

const Mark = styled.span<{ $done: boolean }>`
  display: grid;
  flex: none;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.brand500 : theme.colors.borderStrong)};
  background: ${({ theme, $done }) => ($done ? theme.colors.brand500 : 'transparent')};
  color: ${({ theme }) => theme.colors.white};
`;

interface FirstWeekChecklistProps {
  /** Opens My Account (the photo and the phone number). */
  onOpenAccount: () => void;
  /** Opens "Pass a referral". */
  onPassReferral: () => void;
}

/**
 * The dashboard's checklist for a new member's first weeks (GET /account/first-week): each step
 * ticks itself from the member's data, undone ones offer the way to do them, and the list goes
 * once every step is done.
 */
export function FirstWeekChecklist({ onOpenAccount, onPassReferral }: FirstWeekChecklistProps) {
  const headingId = useId();
  const { data } = useFirstWeek();
  if (!data?.show) return null;
  const done = data.steps.filter((s) => s.done).length;
  const actions: Record<FirstWeekStep, ReactNode> = {
    verifyEmail: (
      <Button size="sm" variant="secondary" onClick={() => void resendVerification().catch(() => {})}>
        {texts.steps.verifyEmail.action}
      </Button>
    ),
    company: <Link to={paths.portal.companies}>{texts.steps.company.action}</Link>,
    profile: (
      <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={onOpenAccount}>
        {texts.steps.profile.action}
      </Button>
    ),
    rsvp: <Link to={paths.portal.events}>{texts.steps.rsvp.action}</Link>,
    oneToOne: <Link to={paths.portal.oneToOnes}>{texts.steps.oneToOne.action}</Link>,
    referral: (
      <Button size="sm" variant="secondary" aria-haspopup="dialog" onClick={onPassReferral}>
        {texts.steps.referral.action}
      </Button>
    ),
    subscribe: <a href={`#${SUBSCRIPTION_CARD_ID}`}>{texts.steps.subscribe.action}</a>,
  };
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.title}</h2>
      <Intro>{texts.intro}</Intro>
      <Progress>
        <progress max={data.steps.length} value={done} aria-label={texts.progress(done, data.steps.length)} />
        <span aria-hidden="true">{texts.progress(done, data.steps.length)}</span>
      </Progress>
      <Steps>
        {data.steps.map(({ step, done: stepDone }) => (
          <Step key={step} $done={stepDone}>
            <Mark $done={stepDone} aria-hidden="true">
              {stepDone && <CheckIcon size={14} />}
            </Mark>
            <span>
              <VisuallyHidden>{stepDone ? `${texts.done}: ` : `${texts.toDo}: `}</VisuallyHidden>
              {texts.steps[step].label}
            </span>
            {!stepDone && actions[step]}
          </Step>
        ))}
      </Steps>
    </Box>
  );
}
