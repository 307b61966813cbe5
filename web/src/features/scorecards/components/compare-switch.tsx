import { SCORECARD_TEXTS as texts } from '@gro/config/screens';
import styled from 'styled-components';
import type { CompareWith } from './scorecard-view';

const Group = styled.fieldset`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    float: left;
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Options = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  label {
    position: relative;
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray700};
    cursor: pointer;
    white-space: nowrap;
  }

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.brand900};
    box-shadow: 0 1px 2px rgba(16, 24, 40, 0.12);
  }

  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.brand600};
    outline-offset: 1px;
  }
`;

/** "Compared with" this chapter or all chapters: two radio buttons drawn as one segmented control. */
export function CompareSwitch({ value, onChange }: { value: CompareWith; onChange: (next: CompareWith) => void }) {
  return (
    <Group>
      <legend>{texts.comparedWith}</legend>
      <Options>
        {(['chapter', 'all'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name="compare" value={option} checked={value === option} onChange={() => onChange(option)} />
            {texts.compare[option]}
          </label>
        ))}
      </Options>
    </Group>
  );
}
