import { REFERRAL_MESSAGES } from '@gro/config';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { InputField } from '@/components/ui/input';
import type { MonthRange } from '../api/referral-figures';
import { FIGURES_TEXTS as texts } from '@gro/config/screens';
import { rangeProblem } from '../utils/month-range';

/* A group named by its heading: a fieldset's legend would not let the two fields sit side by side. */
const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `0 ${theme.space[4]}`};

  > * {
    flex: 0 1 200px;
    min-width: 0;
  }

  > p {
    flex-basis: 100%;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

interface MonthRangeFieldsProps {
  value: MonthRange;
  /** Called with a range the API takes; a range it would refuse stays in the fields with its message. */
  onChange: (range: MonthRange) => void;
}

/** From and to months ('YYYY-MM'); the figures follow once the range is one the API takes. */
export function MonthRangeFields({ value, onChange }: MonthRangeFieldsProps) {
  const [draft, setDraft] = useState(value);
  const headingId = useId();
  const problem = rangeProblem(draft);
  const set = (next: MonthRange) => {
    setDraft(next);
    if (!rangeProblem(next)) onChange(next);
  };
  const badMonth = (month: string) => problem === 'badMonth' && rangeProblem({ from: month, to: month }) === 'badMonth';
  const fromError = badMonth(draft.from) ? REFERRAL_MESSAGES.badMonth : undefined;
  const toError = badMonth(draft.to) ? REFERRAL_MESSAGES.badMonth : problem === 'badRange' ? REFERRAL_MESSAGES.badRange : undefined;
  return (
    <Fields role="group" aria-labelledby={headingId}>
      <p id={headingId}>{texts.range}</p>
      <InputField type="month" label={texts.from} value={draft.from} max={draft.to} onChange={(event) => set({ ...draft, from: event.target.value })} error={fromError} />
      <InputField type="month" label={texts.to} value={draft.to} min={draft.from} onChange={(event) => set({ ...draft, to: event.target.value })} error={toError} />
    </Fields>
  );
}
