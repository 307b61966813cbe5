import type { User } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS } from '@gro/config/screens';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Switch } from '@/components/ui/switch';
import { updateDirectoryVisibility } from '../api/update-directory-visibility';

const texts = ACCOUNT_SCREEN_TEXTS.directory;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/**
 * "Show me in the member directory": on by default; off leaves the member out of other members'
 * lists of people (administrators still see them). Saved at once; a failure (toasted by the API
 * client) puts the switch back.
 */
export function DirectoryVisibility({ user }: { user: User }) {
  const hintId = useId();
  const [shown, setShown] = useState(!user.directoryHidden);
  const [saving, setSaving] = useState(false);

  const onChange = async (next: boolean) => {
    setShown(next);
    setSaving(true);
    try {
      const saved = await updateDirectoryVisibility(!next);
      setShown(!saved.directoryHidden);
    } catch {
      setShown(!next);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section aria-labelledby={`${hintId}-heading`}>
      <h3 id={`${hintId}-heading`}>{texts.heading}</h3>
      <Switch
        label={texts.label}
        checked={shown}
        disabled={saving}
        aria-describedby={hintId}
        onChange={(event) => void onChange(event.target.checked)}
      />
      <p id={hintId}>{texts.hint}</p>
    </Section>
  );
}
