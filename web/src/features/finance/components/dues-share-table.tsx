import { formatMoney } from '@gro/config';
import { DUES_SHARE_TEXTS } from '@gro/config/screens';
import { Fragment } from 'react';
import styled from 'styled-components';
import { ScrollRegion, StyledTable } from '@/components/ui/table/table-styles';
import { formatMonth } from '@/lib/format';
import type { Amounts, ChapterDues } from '../utils/dues-share';

const texts = DUES_SHARE_TEXTS;
const { columns: headers } = texts;

/** Amounts line up on the right; totals stand out. */
const Report = styled(StyledTable)`
  min-width: 560px;

  th[data-amount],
  td[data-amount] {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  tr[data-subtotal] > * {
    background: ${({ theme }) => theme.colors.gray50};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  tfoot th,
  tfoot td {
    border-top: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-bottom: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

function AmountCells({ amounts, currency }: { amounts: Amounts; currency: string }) {
  return (
    <>
      <td data-amount="">{formatMoney(amounts.paidCents, currency)}</td>
      <td data-amount="">{formatMoney(amounts.refundedCents, currency)}</td>
      <td data-amount="">{formatMoney(amounts.netCents, currency)}</td>
      <td data-amount="">{formatMoney(amounts.shareCents, currency)}</td>
    </>
  );
}

interface DuesShareTableProps {
  chapters: ChapterDues[];
  total: Amounts;
  currency: string;
  caption: string;
}

/** Paid, refunded, net and share per chapter and month, in dollars, with each chapter's total and the total of all. */
export function DuesShareTable({ chapters, total, currency, caption }: DuesShareTableProps) {
  return (
    <ScrollRegion role="region" aria-label={caption} tabIndex={0}>
      <Report>
        <caption data-hidden="">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.chapter}</th>
            <th scope="col">{headers.month}</th>
            <th scope="col" data-amount="">{headers.paid}</th>
            <th scope="col" data-amount="">{headers.refunded}</th>
            <th scope="col" data-amount="">{headers.net}</th>
            <th scope="col" data-amount="">{headers.share}</th>
          </tr>
        </thead>
        <tbody>
          {chapters.map((chapter) => (
            <Fragment key={chapter.key}>
              {chapter.rows.map((row) => (
                <tr key={row.month}>
                  <td>{chapter.chapterName}</td>
                  <td>
                    <time dateTime={row.month}>{formatMonth(row.month)}</time>
                  </td>
                  <AmountCells amounts={row} currency={currency} />
                </tr>
              ))}
              <tr data-subtotal="">
                <th scope="row" colSpan={2}>
                  {texts.chapterTotal(chapter.chapterName)}
                </th>
                <AmountCells amounts={chapter.total} currency={currency} />
              </tr>
            </Fragment>
          ))}
        </tbody>
        {/* One chapter (a leader's, or the only one paid for): its total is already the whole. */}
        {chapters.length > 1 && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                {texts.total}
              </th>
              <AmountCells amounts={total} currency={currency} />
            </tr>
          </tfoot>
        )}
      </Report>
    </ScrollRegion>
  );
}
