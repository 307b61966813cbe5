import { ATTENDANCE_LABELS, SCORECARD_LABELS, SCORECARD_MEASURES, attendancePercent, formatCents, type AttendanceStatus, type ScorecardDetail, type ScorecardMonth } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Table, type Column } from '@/components/ui/table';
import { formatCalendarDate, formatDate, formatMonth } from '@/lib/format';
import { media } from '@/styles/theme';
import { MeasurePill, colourStyles, showThreshold, showValue } from './measure';
import { ScorecardLegend } from './scorecard-legend';
import { Stack } from './page-layout';

export type CompareWith = 'chapter' | 'all';

export const Section = styled(Card).attrs({ as: 'section' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brand900};
  }

  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Tiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.up('lg')} {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`;

const Tile = styled.li<{ $colour: keyof ReturnType<typeof colourStyles> }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme, $colour }) => colourStyles(theme)[$colour].dot};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;

  h3 {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-variant-numeric: tabular-nums;
  }
`;

const Marks = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} 0`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A member's absences in the policy's months as a table cell: a badge once past the policy. */
export function AbsencesCell({ absences, pastPolicy, max }: { absences: number; pastPolicy: boolean; max: number }) {
  return pastPolicy ? <Badge $tone="danger">{texts.pastPolicyShort(absences)}</Badge> : <span>{texts.absencesOf(absences, max)}</span>;
}

/** A member's standing with the attendance policy, as a badge. */
export function PolicyBadge({ absences, pastPolicy, max, months }: { absences: number; pastPolicy: boolean; max: number; months: number }) {
  return <Badge $tone={pastPolicy ? 'danger' : 'neutral'}>{pastPolicy ? `${texts.pastPolicy}: ${texts.absences(absences)}` : texts.standing(absences, max, months)}</Badge>;
}

const monthColumns: Column<ScorecardMonth>[] = [
  { key: 'month', header: texts.monthColumns.month, nowrap: true, cell: (m) => formatMonth(m.month) },
  { key: 'attendance', header: texts.monthColumns.attendance, numeric: true, cell: (m) => showValue('attendance', attendancePercent(m.marks, m.absences)) },
  { key: 'referralsGiven', header: texts.monthColumns.referralsGiven, numeric: true, cell: (m) => m.referralsGiven },
  { key: 'visitorsBrought', header: texts.monthColumns.visitorsBrought, numeric: true, cell: (m) => m.visitorsBrought },
  { key: 'oneToOnes', header: texts.monthColumns.oneToOnes, numeric: true, cell: (m) => m.oneToOnes },
  { key: 'closedBusiness', header: texts.monthColumns.closedBusiness, numeric: true, nowrap: true, cell: (m) => formatCents(m.closedBusinessCents) },
];

/**
 * One member's scorecard: the five measures in their colours with the thresholds they were judged
 * against and the chosen group's average, the attendance policy's standing, the legend, the months
 * and the marks the policy looked at.
 */
export function ScorecardView({ detail, compare }: { detail: ScorecardDetail; compare: CompareWith }) {
  const headingId = useId();
  const { member, settings } = detail;
  const averages = detail.averages[compare];
  return (
    <Stack>
      <Section aria-labelledby={headingId}>
        <Who>
          <div>
            <h2 id={headingId}>
              {member.firstname} {member.lastname}
            </h2>
            <p>
              {[member.company, texts.memberSince(formatDate(member.memberSince)), texts.window(formatDate(detail.windowFrom), formatDate(detail.windowTo))].filter(Boolean).join(' · ')}
            </p>
          </div>
          <PolicyBadge absences={member.absences} pastPolicy={member.pastPolicy} max={settings.policy.maxAbsences} months={settings.policy.months} />
        </Who>
        {member.pastPolicy && <p>{texts.pastPolicyHint}</p>}
        <Tiles>
          {SCORECARD_MEASURES.map((m) => {
            const v = member.measures[m];
            return (
              <Tile key={m} $colour={v.colour}>
                <h3>{SCORECARD_LABELS[m].label}</h3>
                <span>
                  <MeasurePill measure={m} value={v} />
                </span>
                <small>{texts.thresholdLine(showThreshold(m, v.green), showThreshold(m, v.yellow))}</small>
                <small>{texts.averageIn(compare, showValue(m, averages[m]))}</small>
              </Tile>
            );
          })}
        </Tiles>
        <ScorecardLegend settings={settings} level={3} />
      </Section>
      <Section aria-label={texts.monthsTitle}>
        <h2>{texts.monthsTitle}</h2>
        <Table caption={texts.monthsTitle} hideCaption columns={monthColumns} rows={detail.months} getRowKey={(m) => m.month} pageSize={null} emptyText={texts.noMarks} />
      </Section>
      <Section aria-label={texts.marksTitle}>
        <h2>{texts.marksTitle}</h2>
        <p>{texts.marksHint(settings.policy.months)}</p>
        {detail.marks.length === 0 ? (
          <p>{texts.noMarks}</p>
        ) : (
          <Marks>
            {detail.marks.map((m, i) => (
              <li key={`${m.date}-${i}`}>
                <span>
                  <strong>{formatCalendarDate(m.date) || m.date}</strong> · {m.title}
                </span>
                <span>
                  {ATTENDANCE_LABELS[m.status as AttendanceStatus] ?? m.status}
                  {m.status !== 'Present' && <small> ({m.counted ? texts.counted : texts.notCounted})</small>}
                </span>
              </li>
            ))}
          </Marks>
        )}
      </Section>
    </Stack>
  );
}
