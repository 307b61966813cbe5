import { DASHBOARD_TEXTS } from '@gro/config/screens';
import { PortalPage } from '@/components/layouts/portal-page';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { MyReferralsCard } from '@/features/referral-figures';
import { useAuth } from '@/lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { ChapterEvents } from '../components/chapter-events';
import { ChapterMembers } from '../components/chapter-members';
import { Panels } from '../components/dashboard-styles';
import { SummaryCards } from '../components/summary-cards';

/** /portal: company, chapter, subscription (status, plan, renewal, Manage billing), the member's referral figures, the chapter's events and up to 5 chapter members. */
export default function DashboardRoute() {
  const { user } = useAuth();
  const { data, error, isLoading, mutate } = useDashboard();
  return (
    <PortalPage title={DASHBOARD_TEXTS.title} description={user?.firstname && DASHBOARD_TEXTS.welcome(user.firstname)}>
      {isLoading && <Loading label={DASHBOARD_TEXTS.loading} />}
      {error && <LoadError message={DASHBOARD_TEXTS.loadFailed} onRetry={() => void mutate()} />}
      {data && (
        <>
          <SummaryCards dashboard={data} hasBillingAccount={Boolean(user?.stripeCustomerId)} />
          <MyReferralsCard />
          <Panels>
            <ChapterEvents events={data.events} />
            <ChapterMembers members={data.members} />
          </Panels>
        </>
      )}
    </PortalPage>
  );
}
