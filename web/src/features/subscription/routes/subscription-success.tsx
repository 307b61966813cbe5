import { SUBSCRIPTION_API, USER_API } from '@gro/config';
import { SUBSCRIPTION_SUCCESS_TEXTS } from '@gro/config/screens';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { PublicPage } from '@/components/layouts/public-page';
import { ButtonLink } from '@/components/ui/button-link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { reloadAccount } from '@/lib/auth/load-account';
import { useCheckoutSession } from '../api/get-session';
import { sessionPlanLabel } from '../utils/session-plan-label';

const texts = SUBSCRIPTION_SUCCESS_TEXTS;

/** What the member's subscription changes: the Subscribe block's offer and the dashboard's card. */
const CHANGED_KEYS: string[] = [SUBSCRIPTION_API.plan.path, USER_API.dashboard.path];

const Next = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.brand600};
`;

/**
 * /subscription/success?session_id=…, where Stripe's checkout returns (spec §2, §4): confirms the
 * session with GET /stripe/session/{id}, once, then thanks the member for the plan; a missing id or
 * a failed lookup says so, with no retry. A confirmed subscription reloads the member's account, so
 * the Subscribe block goes and the dashboard shows the new status.
 */
export default function SubscriptionSuccessRoute() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id')?.trim() || null;
  const { data, error } = useCheckoutSession(sessionId);
  const { mutate } = useSWRConfig();
  const confirmed = Boolean(data && (data.subscription || data.status === 'complete'));

  useEffect(() => {
    if (!confirmed) return;
    void reloadAccount();
    void mutate((key) => typeof key === 'string' && CHANGED_KEYS.includes(key));
  }, [confirmed, mutate]);

  const failed = !sessionId || Boolean(error) || (data !== undefined && !confirmed);
  if (failed) {
    // No retry (spec §8): the way to the support the message asks for (the header leads to the portal).
    return (
      <PublicPage title={texts.failedTitle} documentTitle={texts.documentTitle} lead={texts.failed}>
        <Next>
          <ButtonLink to={paths.contact}>{texts.contactSupport}</ButtonLink>
        </Next>
      </PublicPage>
    );
  }
  if (!confirmed) {
    return (
      <PublicPage title={texts.loading} documentTitle={texts.documentTitle}>
        <Next>
          <Spinner $size={28} />
        </Next>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={texts.title} documentTitle={texts.documentTitle} lead={texts.thanks(sessionPlanLabel(data))}>
      <Next>
        <ButtonLink to={paths.portal.dashboard}>{texts.goToDashboard}</ButtonLink>
      </Next>
    </PublicPage>
  );
}
