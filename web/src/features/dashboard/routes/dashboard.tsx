import { DASHBOARD_TEXTS } from '@gro/config/screens';
import { Suspense, useState } from 'react';
import { PlusIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { AccountDrawers } from '@/features/account';
import { NextMeetingCard } from '@/features/attendance';
import { MyReferralsCard } from '@/features/referral-figures';
import { PassReferralDrawer } from '@/features/referrals';
import { ScorecardCard } from '@/features/scorecards';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { ChapterEvents } from '../components/chapter-events';
import { ChapterMembers } from '../components/chapter-members';
import { Panels } from '../components/dashboard-styles';
import { FirstWeekChecklist } from '../components/first-week-checklist';
import { SummaryCards } from '../components/summary-cards';

/**
 * /portal: a new member's first steps, company, chapter, subscription (status, plan, renewal, Manage
 * billing), their next meeting (and whether they will be there), their scorecard and attendance
 * standing, the member's referral figures, the
 * chapter's events and up to 5 chapter members; "Pass a referral" beside the title.
 */
export default function DashboardRoute() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useDashboard();
  const referral = useDrawer<null>();
  const [accountOpen, setAccountOpen] = useState(false);
  return (
    <PortalPage
      title={DASHBOARD_TEXTS.title}
      description={user?.firstname && DASHBOARD_TEXTS.welcome(user.firstname)}
      actions={
        <Button variant="secondary" aria-haspopup="dialog" onClick={() => referral.show()}>
          <PlusIcon size={16} />
          {DASHBOARD_TEXTS.passReferral}
        </Button>
      }
    >
      {isLoading && <Loading label={DASHBOARD_TEXTS.loading} />}
      {error && <LoadError message={DASHBOARD_TEXTS.loadFailed} onRetry={() => void mutate()} />}
      {data && (
        <>
          <FirstWeekChecklist onOpenAccount={() => setAccountOpen(true)} onPassReferral={() => referral.show()} />
          <SummaryCards dashboard={data} hasBillingAccount={Boolean(user?.stripeCustomerId)} />
          <Suspense fallback={null}>
            <NextMeetingCard />
          </Suspense>
          <ScorecardCard />
          <MyReferralsCard />
          <Panels>
            <ChapterEvents events={data.events} />
            <ChapterMembers members={data.members} />
          </Panels>
        </>
      )}
      {referral.key > 0 && (
        <Suspense fallback={null}>
          <PassReferralDrawer open={referral.open} onClose={referral.close} formKey={referral.key} />
        </Suspense>
      )}
      <AccountDrawers open={accountOpen ? 'account' : null} onClose={() => setAccountOpen(false)} />
    </PortalPage>
  );
}
