import type { AnnouncementStatus, NewsSummary } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const texts = NEWS_TEXTS.archive;

const TONES: Record<AnnouncementStatus, BadgeTone> = { scheduled: 'info', preparing: 'accent', sending: 'accent', sent: 'brand' };

const Report = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Where the news is: Scheduled, Sending or Sent (for the chapter's leaders and admins). */
export function NewsStatusBadge({ status }: { status: AnnouncementStatus }) {
  return <Badge $tone={TONES[status]}>{texts.status[status]}</Badge>;
}

/** How its delivery went, once it started: 'Sent to 41 · 3 skipped by their settings · 0 failed' (counts are the leaders'). */
export function NewsReport({ news }: { news: Pick<NewsSummary, 'status' | 'counts'> }) {
  if (!news.counts || news.status === 'scheduled' || news.status === 'preparing') return null;
  const { sent, skipped, failed } = news.counts;
  return <Report>{texts.report(sent, skipped, failed)}</Report>;
}
