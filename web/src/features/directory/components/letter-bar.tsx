import type { DirectoryLetter } from '@gro/config';
import { DIRECTORY_LETTERS } from '@gro/config';
import { DIRECTORY_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';

const Bar = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[6]};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
  }
`;

const Letter = styled.button`
  min-width: 2rem;
  min-height: 2rem;
  padding: 0 ${({ theme }) => theme.space[1]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand700};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.brand50};
    border-color: ${({ theme }) => theme.colors.brand400};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.gray400};
    background: ${({ theme }) => theme.colors.gray50};
    cursor: default;
  }
`;

interface LetterBarProps {
  letters: DirectoryLetter[] | undefined;
  onJump: (letter: DirectoryLetter) => void;
}

/** The directory's A-Z jump bar: one button per letter, disabled when no member's last name starts with it. */
export function LetterBar({ letters, onJump }: LetterBarProps) {
  const byLetter = new Map(letters?.map((entry) => [entry.letter, entry]));
  return (
    <Bar aria-label={DIRECTORY_TEXTS.jumpBar}>
      <ul>
        {DIRECTORY_LETTERS.map((letter) => {
          const entry = byLetter.get(letter);
          return (
            <li key={letter}>
              <Letter type="button" disabled={!entry || entry.count === 0} onClick={() => entry && onJump(entry)}>
                {letter}
              </Letter>
            </li>
          );
        })}
      </ul>
    </Bar>
  );
}
