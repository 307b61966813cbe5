import { type Dashboard } from '@gro/config';
import { DASHBOARD_TEXTS } from '@gro/config/screens';
import { formatTimeRange } from '@/lib/format';
import { Detail, Summary, SummaryCard, Value } from './dashboard-styles';
import { PaymentProblemBanner, SubscriptionCard } from './subscription-card';

/** The member's company, chapter and subscription. */
export function SummaryCards({ dashboard, hasBillingAccount }: { dashboard: Dashboard; hasBillingAccount: boolean }) {
  const { company, chapter, subscription } = dashboard;
  const meeting = chapter && [chapter.dayOfWeek, formatTimeRange(chapter.timeStart, chapter.timeEnd)].filter(Boolean).join(', ');
  return (
    <>
      <PaymentProblemBanner subscription={subscription} />
      <Summary>
        <SummaryCard>
          <h2>{DASHBOARD_TEXTS.company}</h2>
          <Value>{company?.name ?? DASHBOARD_TEXTS.noCompany}</Value>
          {company && <Detail>{[company.industry, company.city, company.state].filter(Boolean).join(' · ')}</Detail>}
        </SummaryCard>
        <SummaryCard>
          <h2>{DASHBOARD_TEXTS.chapter}</h2>
          <Value>{chapter?.name ?? DASHBOARD_TEXTS.noChapter}</Value>
          {meeting && <Detail>{meeting}</Detail>}
        </SummaryCard>
        <SubscriptionCard subscription={subscription} hasBillingAccount={hasBillingAccount} />
      </Summary>
    </>
  );
}
