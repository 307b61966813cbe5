import { SCORECARD_COLOURS, SCORECARD_LABELS, SCORECARD_MEASURES, type ScorecardSettings } from '@gro/config';
import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';
import { Dot, showThreshold } from './measure';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  min-width: 0;

  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.brand900};
  }

  p {
    color: ${({ theme }) => theme.colors.gray700};
  }
`;

const Colours = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Thresholds = styled.dl`
  display: grid;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;

  ${media.up('md')} {
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }

  div {
    min-width: 0;
  }

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray800};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.gray700};
    font-variant-numeric: tabular-nums;
  }
`;

/** The legend every scorecard carries: the colours' words, the window, each measure's thresholds and the attendance policy. */
export function ScorecardLegend({ settings, level = 2 }: { settings: ScorecardSettings; level?: 2 | 3 }) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Box aria-labelledby={id}>
      <Heading id={id}>{texts.legendTitle}</Heading>
      <Colours>
        {SCORECARD_COLOURS.map((c) => (
          <li key={c}>
            <Dot $colour={c} aria-hidden="true" />
            {texts.colourLabel(c)}
          </li>
        ))}
      </Colours>
      <p>{texts.legendWindow(settings.windowMonths)}</p>
      <Thresholds>
        {SCORECARD_MEASURES.map((m) => (
          <div key={m}>
            <dt>{SCORECARD_LABELS[m].label}</dt>
            <dd>{texts.thresholdLine(showThreshold(m, settings.thresholds[m].green), showThreshold(m, settings.thresholds[m].yellow))}</dd>
          </div>
        ))}
      </Thresholds>
      <p>{texts.policyLine(settings.policy.maxAbsences, settings.policy.months)}</p>
    </Box>
  );
}
