import type { AllChaptersReferralFigures } from '@gro/config';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PortalPage } from '@/components/layouts/portal-page';
import { ExportCsvButton, Table, type Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatMonth } from '@/lib/format';
import { buildUrl } from '@/lib/url';
import { FIGURES_CSV_PATH, useAllReferralFigures } from '../api/referral-figures';
import { figureColumns } from '../components/figure-cells';
import { FigureTotals } from '../components/figure-totals';
import { Stack, Toolbar } from '../components/figures-styles';
import { MonthRangeFields } from '../components/month-range-fields';
import { FIGURES_TEXTS as texts } from '@gro/config/screens';
import { defaultRange } from '../utils/month-range';

type Row = AllChaptersReferralFigures['chapters'][number] & { total?: boolean };

const columns: Column<Row>[] = [
  {
    key: 'chapter',
    header: texts.chapter,
    cell: (row) =>
      row.total ? (
        <strong>{texts.total}</strong>
      ) : row.chapterId === 0 ? (
        texts.noChapter
      ) : (
        <Link to={buildUrl(paths.portal.chapterReferrals, { params: { chapterId: row.chapterId } })}>{row.chapterName}</Link>
      ),
  },
  ...figureColumns<Row>(false),
];

/**
 * /portal/administrator/referrals (admins): every chapter's figures side by side over a month
 * range, a totals row, and the same rows as CSV (GET /referral-figures.csv?from&to).
 */
export default function ReferralFiguresRoute() {
  const [range, setRange] = useState(defaultRange);
  const { data, error, isLoading, mutate } = useAllReferralFigures(range);
  const rows: Row[] | undefined = data && [...data.chapters, { chapterId: -1, chapterName: texts.total, ...data.totals, total: true }];
  return (
    <PortalPage title={texts.adminTitle} description={texts.adminDescription}>
      <Stack>
        <Toolbar>
          <MonthRangeFields value={range} onChange={setRange} />
          <ExportCsvButton exportCsv={{ path: FIGURES_CSV_PATH, name: `referral-figures-${range.from}-${range.to}` }} query={{ ...range }} />
        </Toolbar>
        {data && !error && (
          <>
            <p aria-live="polite">{texts.showing(formatMonth(data.from), formatMonth(data.to))}</p>
            <FigureTotals totals={data.totals} label={texts.total} />
          </>
        )}
        <Table<Row>
          caption={texts.adminCaption}
          hideCaption
          columns={columns}
          rows={data ? rows : undefined}
          getRowKey={(row) => row.chapterId}
          loading={isLoading}
          error={error ? texts.adminLoadFailed : null}
          onRetry={() => void mutate()}
          emptyText={texts.adminEmpty}
          pageSize={null}
        />
      </Stack>
    </PortalPage>
  );
}
