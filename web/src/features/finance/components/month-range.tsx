import { DUES_SHARE_LIMITS } from '@gro/config';
import { DUES_SHARE_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { InputField } from '@/components/ui/input';
import type { MonthRange as Range } from '../api/dues-share';

const Fields = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  flex: 1 1 300px;
  max-width: 460px;
  min-width: 0;
  margin: 0;
  border: 0;
  padding: 0;

  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  > div {
    flex: 1 1 140px;
  }
`;

interface MonthRangeProps {
  value: Range;
  onChange: (range: Range) => void;
  /** The range the server would refuse: shown under To. */
  invalid: boolean;
}

/** From and To months ('YYYY-MM'); browsers without a month picker take the text as typed. */
export function MonthRange({ value, onChange, invalid }: MonthRangeProps) {
  return (
    <Fields>
      <legend>{DUES_SHARE_TEXTS.range}</legend>
      <InputField
        type="month"
        label={DUES_SHARE_TEXTS.from}
        value={value.from}
        max={value.to}
        placeholder="YYYY-MM"
        onChange={(event) => onChange({ ...value, from: event.target.value })}
      />
      <InputField
        type="month"
        label={DUES_SHARE_TEXTS.to}
        value={value.to}
        min={value.from}
        placeholder="YYYY-MM"
        error={invalid && DUES_SHARE_TEXTS.badRange(DUES_SHARE_LIMITS.maxMonths)}
        onChange={(event) => onChange({ ...value, to: event.target.value })}
      />
    </Fields>
  );
}
