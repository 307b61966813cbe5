import { CONTACT_VISIBILITIES, DEFAULT_CONTACT_VISIBILITY, type ContactVisibility, type User } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS } from '@gro/config/screens';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { updateContactVisibility } from '../api/update-contact-visibility';

const texts = ACCOUNT_SCREEN_TEXTS.contactVisibility;

const Section = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme }) => theme.space[6]} 0 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;

  legend {
    float: left;
    width: 100%;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }


  span {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * "Who sees my email and phone": members of the organisation (the default), of my chapter, or
 * nobody. Saved at once on a choice (the radios stay enabled, so arrow keys keep their focus); a
 * failure (toasted by the API client) puts the last saved choice back. Only the latest choice's
 * answer counts.
 */
export function ContactVisibilitySetting({ user }: { user: User }) {
  const id = useId();
  const [chosen, setChosen] = useState<ContactVisibility>(user.contactVisibility ?? DEFAULT_CONTACT_VISIBILITY);
  const saved = useRef(chosen);
  const latest = useRef(0);
  const [saving, setSaving] = useState(false);

  const choose = async (next: ContactVisibility) => {
    const mine = ++latest.current;
    setChosen(next);
    setSaving(true);
    try {
      const account = await updateContactVisibility(next);
      saved.current = account.contactVisibility ?? next;
    } catch {
      // The API client toasted the failure.
    }
    if (mine !== latest.current) return;
    setChosen(saved.current);
    setSaving(false);
  };

  return (
    <Section aria-describedby={`${id}-hint`} aria-busy={saving}>
      <legend>{texts.heading}</legend>
      <p id={`${id}-hint`}>{texts.hint}</p>
      {CONTACT_VISIBILITIES.map((value) => (
        <Option key={value}>
          <input
            type="radio"
            name={`${id}-contact-visibility`}
            value={value}
            checked={chosen === value}
            aria-describedby={`${id}-${value}`}
            onChange={() => void choose(value)}
          />
          <span>
            {texts.options[value].label}
            <small id={`${id}-${value}`}>{texts.options[value].description}</small>
          </span>
        </Option>
      ))}
    </Section>
  );
}
