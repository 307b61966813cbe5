import type { ReferralCounts } from '@gro/config';
import { FIGURES_TEXTS as texts } from '@gro/config/screens';
import { FIGURE_KEYS, showFigure } from './figure-cells';
import { Totals } from './figures-styles';

/** The four totals as labelled figures. */
export function FigureTotals({ totals, label }: { totals: ReferralCounts; label: string }) {
  return (
    <Totals role="group" aria-label={label}>
      {FIGURE_KEYS.map((key) => (
        <div key={key}>
          <dt>{texts.figures[key]}</dt>
          <dd>{showFigure(key, totals)}</dd>
        </div>
      ))}
    </Totals>
  );
}
