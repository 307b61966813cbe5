import { formatMoney } from '@gro/config';
import { DUES_SHARE_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { formatMonth } from '@/lib/format';
import type { Amounts, ChapterDues } from '../utils/dues-share';

const texts = DUES_SHARE_TEXTS;
const { columns: headers } = texts;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.brand900};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.gray700};
  }

  section + section {
    padding-top: ${({ theme }) => theme.space[3]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  section[data-total] {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** Paid, refunded, net and share two by two, each under its label. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin-top: ${({ theme }) => theme.space[2]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  /* Each figure right under its label's edge, without the browser's 40 px indent. */
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

function AmountList({ amounts, currency }: { amounts: Amounts; currency: string }) {
  const figures = [
    [headers.paid, amounts.paidCents],
    [headers.refunded, amounts.refundedCents],
    [headers.net, amounts.netCents],
    [headers.share, amounts.shareCents],
  ] as const;
  return (
    <Figures>
      {figures.map(([label, cents]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatMoney(cents, currency)}</dd>
        </div>
      ))}
    </Figures>
  );
}

interface DuesShareCardsProps {
  chapters: ChapterDues[];
  total: Amounts;
  currency: string;
  caption: string;
}

/** The dues share table on a phone: a card per chapter with its months and its total, then the total of all. */
export function DuesShareCards({ chapters, total, currency, caption }: DuesShareCardsProps) {
  return (
    <List aria-label={caption}>
      {chapters.map((chapter) => (
        <Card key={chapter.key}>
          <h2>{chapter.chapterName}</h2>
          {chapter.rows.map((row) => (
            <section key={row.month}>
              <h3>
                <time dateTime={row.month}>{formatMonth(row.month)}</time>
              </h3>
              <AmountList amounts={row} currency={currency} />
            </section>
          ))}
          <section data-total="">
            <h3>{texts.chapterTotal(chapter.chapterName)}</h3>
            <AmountList amounts={chapter.total} currency={currency} />
          </section>
        </Card>
      ))}
      {chapters.length > 1 && (
        <Card>
          <h2>{texts.total}</h2>
          <AmountList amounts={total} currency={currency} />
        </Card>
      )}
    </List>
  );
}
