import { FORM_LABELS } from '@gro/config';
import { NEWS_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { FormInput } from '@/components/ui/form';
import { formatTimeZoneName, readerTimeZone } from '@/lib/format';
import { useFormField } from '@/lib/form-state';
import { sendAtBounds } from '../utils/send-at';

const texts = NEWS_TEXTS.write;

export type SendWhen = 'now' | 'schedule';

const Fieldset = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray800};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 36px;
    cursor: pointer;
  }

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.brand600};
  }
`;

/** A datetime-local never narrower than its value, never wider than a phone. */
const When = styled.div`
  max-width: 320px;
`;

/**
 * When the news goes: now, or at a time in the reader's own time zone (named in the label) from now
 * to the schedule limit; the form sends that time as ISO with the zone's offset.
 */
export function SendTimeFields() {
  const id = useId();
  const [when, , whenHelpers] = useFormField<SendWhen>('when');
  const zone = formatTimeZoneName(readerTimeZone());
  const bounds = sendAtBounds();
  return (
    <Fieldset>
      <legend>{texts.when}</legend>
      <Choices>
        {(['now', 'schedule'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-when`} value={value} checked={when.value === value} onChange={() => void whenHelpers.setValue(value)} />
            {value === 'now' ? texts.now : texts.schedule}
          </label>
        ))}
      </Choices>
      {when.value === 'schedule' && (
        <When>
          <FormInput name="sendAt" type="datetime-local" label={texts.sendAtIn(FORM_LABELS.chapterNews.sendAt, zone)} min={bounds.min} max={bounds.max} required />
        </When>
      )}
    </Fieldset>
  );
}
