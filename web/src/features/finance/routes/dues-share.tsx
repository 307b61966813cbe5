import { DUES_SHARE_TEXTS, MY_CHAPTER_TEXTS } from '@gro/config/screens';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PortalPage } from '@/components/layouts/portal-page';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { useChapterName } from '@/features/chapters';
import { useMediaQuery } from '@/hooks/use-media-query';
import { formatMonth } from '@/lib/format';
import { narrowerThan } from '@/styles/theme';
import { downloadDuesShareCsv, useDuesShare, type MonthRange as Range } from '../api/dues-share';
import { DuesShareCards } from '../components/dues-share-cards';
import { DuesShareChart } from '../components/dues-share-chart';
import { DuesShareTable } from '../components/dues-share-table';
import { MonthRange } from '../components/month-range';
import { groupByChapter, shareSeries, sumAmounts } from '../utils/dues-share';
import { defaultRange, isValidRange } from '../utils/months';

const texts = DUES_SHARE_TEXTS;

/** The months and the export on one line, wrapping on a phone. */
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/**
 * /portal/finance/dues-share (admins): paid dues per home chapter and month, each chapter's share at
 * CHAPTER_DUES_SHARE_PERCENT, as a bar chart and a table with totals, for a range of months (the
 * last 12 by default); Export CSV downloads the same figures.
 */
export default function DuesShareRoute() {
  // /portal/my-chapter/{chapterId}/dues-share: the same report of one chapter, for its leaders.
  const { chapterId } = useParams();
  const scope = chapterId ? Number(chapterId) : undefined;
  const chapterName = useChapterName(scope);
  const [draft, setDraft] = useState<Range>(() => defaultRange());
  const [range, setRange] = useState<Range>(draft);
  const valid = isValidRange(draft.from, draft.to);
  // A valid range is asked for at once (adjusting state while rendering); an invalid one keeps the last report.
  if (valid && (draft.from !== range.from || draft.to !== range.to)) setRange(draft);

  const { data, error, isLoading, mutate } = useDuesShare(range, scope);
  const chapters = useMemo(() => (data ? groupByChapter(data) : []), [data]);
  const total = useMemo(() => sumAmounts(chapters.map((chapter) => chapter.total)), [chapters]);
  const series = useMemo(() => (data ? shareSeries(data, chapters) : []), [data, chapters]);
  const [exporting, setExporting] = useState(false);
  // Phones get a card per chapter instead of the six-column table.
  const Report = useMediaQuery(narrowerThan('sm')) ? DuesShareCards : DuesShareTable;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadDuesShareCsv(range, scope);
    } catch {
      // The API client has shown the server's message.
    } finally {
      setExporting(false);
    }
  };

  return (
    <PortalPage title={scope ? MY_CHAPTER_TEXTS.duesShareTitle(chapterName) : texts.title} description={data ? (scope ? MY_CHAPTER_TEXTS.duesShareDescription(data.percent) : texts.description(data.percent)) : texts.descriptionPending}>
      <Toolbar>
        <MonthRange value={draft} onChange={setDraft} invalid={!valid} />
        <Button variant="secondary" loading={exporting} disabled={!valid} onClick={() => void exportCsv()}>
          {exporting ? texts.exporting : texts.exportCsv}
        </Button>
      </Toolbar>
      {isLoading && !data && <Loading label={texts.loading} />}
      {error && !data && <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />}
      {data && chapters.length === 0 && <EmptyState title={texts.empty} />}
      {data && chapters.length > 0 && (
        <>
          <DuesShareChart months={data.months} series={series} from={data.from} to={data.to} />
          <Report
            chapters={chapters}
            total={total}
            currency={data.currency}
            caption={texts.caption(formatMonth(data.from), formatMonth(data.to))}
          />
        </>
      )}
    </PortalPage>
  );
}
