import { type Dashboard } from '@gro/config';
import { DASHBOARD_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import { formatTimeRange } from '@/lib/format';
import { Detail, Summary, SummaryCard, Value } from './dashboard-styles';
import { PaymentProblemBanner, SubscriptionCard } from './subscription-card';

/** The member's company, chapter and subscription, each a region named by its heading. */
export function SummaryCards({ dashboard, hasBillingAccount }: { dashboard: Dashboard; hasBillingAccount: boolean }) {
  const { company, chapter, subscription } = dashboard;
  const companyId = useId();
  const chapterId = useId();
  const meeting = chapter && [chapter.dayOfWeek, formatTimeRange(chapter.timeStart, chapter.timeEnd)].filter(Boolean).join(', ');
  return (
    <>
      <PaymentProblemBanner subscription={subscription} />
      <Summary>
        <SummaryCard aria-labelledby={companyId}>
          <h2 id={companyId}>{DASHBOARD_TEXTS.company}</h2>
          <Value>{company?.name ?? DASHBOARD_TEXTS.noCompany}</Value>
          {company && <Detail>{[company.industry, company.city, company.state].filter(Boolean).join(' · ')}</Detail>}
        </SummaryCard>
        <SummaryCard aria-labelledby={chapterId}>
          <h2 id={chapterId}>{DASHBOARD_TEXTS.chapter}</h2>
          <Value>{chapter?.name ?? DASHBOARD_TEXTS.noChapter}</Value>
          {meeting && <Detail>{meeting}</Detail>}
        </SummaryCard>
        <SubscriptionCard subscription={subscription} hasBillingAccount={hasBillingAccount} />
      </Summary>
    </>
  );
}
