import { ATTENDANCE_STATUSES, formatCents, type ReportFigures } from '@gro/config';
import { MEETING_REPORT_TEXTS as texts } from '@gro/config/screens';
import styled from 'styled-components';
import { media } from '@/styles/theme';

const Tiles = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;

  ${media.up('md')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }

  > div {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    min-width: 0;
  }

  /* Attendance takes a whole row on a phone: its five counts need the width. */
  > div:first-child {
    grid-column: 1 / -1;

    ${media.up('md')} {
      grid-column: auto;
    }
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.brand900};
    overflow-wrap: anywhere;
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const Palms = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.gray700};

  strong {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.brand900};
  }
`;

/** Present or Late among those marked, as a whole percentage; null before any mark. */
function attendanceRate(f: ReportFigures): number | null {
  const a = f.attendance;
  const marked = ATTENDANCE_STATUSES.reduce((sum, s) => sum + a[s], 0);
  return marked === 0 ? null : Math.round(((a.Present + a.Late) / marked) * 100);
}

/** The figures of a meeting or a month as five labelled tiles. */
export function ReportFigureTiles({ figures, label }: { figures: ReportFigures; label: string }) {
  const a = figures.attendance;
  return (
    <Tiles role="group" aria-label={label}>
      <div>
        <dt>{texts.attendance}</dt>
        <dd>
          {texts.attendanceRate(attendanceRate(figures))}
          <small>{texts.attendanceRateNote(attendanceRate(figures))}</small>
          <Palms>
            {([...ATTENDANCE_STATUSES, 'Unmarked'] as const).map((s) => (
              <li key={s}>
                {texts.statuses[s]} <strong>{a[s]}</strong>
              </li>
            ))}
          </Palms>
        </dd>
      </div>
      <div>
        <dt>{texts.visitors}</dt>
        <dd>
          {figures.visitors.registered}
          <small>{texts.visitorsLine(figures.visitors.attended, figures.visitors.registered, figures.visitors.joined)}</small>
        </dd>
      </div>
      <div>
        <dt>{texts.referralsGiven}</dt>
        <dd>
          {figures.referrals.given}
          <small>{texts.referralsReceived(figures.referrals.received)}</small>
        </dd>
      </div>
      <div>
        <dt>{texts.closedBusiness}</dt>
        <dd>{formatCents(figures.closedBusinessCents)}</dd>
      </div>
      <div>
        <dt>{texts.oneToOnes}</dt>
        <dd>{figures.oneToOnes}</dd>
      </div>
    </Tiles>
  );
}
