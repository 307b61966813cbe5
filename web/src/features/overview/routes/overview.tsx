import { OVERVIEW_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { formatTime } from '@/lib/format';
import { useOverview } from '../api/overview';
import { ChurnCard } from '../components/churn-card';
import { DuesShareCard } from '../components/dues-share-card';
import { MembersCard } from '../components/members-card';
import { NewMembersCard } from '../components/new-members-card';
import { FailedPaymentsCard, JoinRequestsCard } from '../components/queue-cards';
import { SubscriptionsCard } from '../components/subscriptions-card';
import { VisitorsCard } from '../components/visitors-card';

const texts = OVERVIEW_TEXTS;

/** One column on a phone, two from a tablet up. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

const AsOf = styled.p`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** When the figures were read, to the minute, with the zone named like every date-time of the portal. */

/**
 * /portal/administrator (admins): how GRO is doing, each figure with its one-line
 * explanation, a small chart and the chart's table. The server keeps the figures a minute; Refresh
 * reads them anew.
 */
export default function OverviewRoute() {
  const { data, error, isLoading, mutate, refresh } = useOverview();
  const [refreshing, setRefreshing] = useState(false);

  const readAgain = async () => {
    setRefreshing(true);
    try {
      await refresh();
    } catch {
      // The previous figures stay; the error state shows only when there are none.
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <PortalPage
      title={texts.title}
      description={texts.description}
      actions={
        data && (
          <Button variant="secondary" loading={refreshing} onClick={() => void readAgain()}>
            {refreshing ? texts.refreshing : texts.refresh}
          </Button>
        )
      }
    >
      {isLoading && !data && <Loading label={texts.loading} />}
      {error && !data && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && (
        <>
          <AsOf role="status">{texts.asOf(formatTime(data.generatedAt), data.cacheSeconds)}</AsOf>
          <Grid>
            <MembersCard members={data.members} />
            <NewMembersCard newMembers={data.newMembers} />
            <SubscriptionsCard subscriptions={data.subscriptions} />
            <ChurnCard churn={data.churn} />
            <FailedPaymentsCard failed={data.failedPayments} />
            <JoinRequestsCard joinRequests={data.joinRequests} />
            <VisitorsCard visitors={data.visitors} />
            <DuesShareCard dues={data.duesShare} />
          </Grid>
        </>
      )}
    </PortalPage>
  );
}
