import { type Dashboard } from '@gro/config';
import { DASHBOARD_TEXTS } from '@gro/config/screens';
import { Badge } from '@/components/ui/badge';
import { formatTimeRange } from '@/lib/format';
import { Detail, Summary, SummaryCard, Value } from './dashboard-styles';

/** 'past_due' -> 'Past due'; no subscription at all reads 'Unsubscribed' (spec §4). */
function subscriptionLabel(subscription: Dashboard['subscription']): string {
  if (!subscription?.status) return DASHBOARD_TEXTS.unsubscribed;
  const words = subscription.status.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The member's company, chapter and subscription status. */
export function SummaryCards({ dashboard }: { dashboard: Dashboard }) {
  const { company, chapter, subscription } = dashboard;
  const active = subscription?.status.toLowerCase() === 'active';
  const meeting = chapter && [chapter.dayOfWeek, formatTimeRange(chapter.timeStart, chapter.timeEnd)].filter(Boolean).join(', ');
  return (
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
      <SummaryCard>
        <h2>{DASHBOARD_TEXTS.subscription}</h2>
        <Value>
          <Badge $tone={active ? 'brand' : subscription ? 'accent' : 'neutral'}>{subscriptionLabel(subscription)}</Badge>
        </Value>
      </SummaryCard>
    </Summary>
  );
}
