import type { DirectoryLetter } from '@gro/config';
import { DIRECTORY_LETTERS } from '@gro/config';
import { DIRECTORY_TEXTS } from '@gro/config/screens';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';
import { useCurrentLetter } from '../hooks/use-current-letter';

/**
 * Stays under the portal header while the list scrolls, so a long directory can be jumped through
 * from anywhere; on a phone the letters are one row that scrolls sideways on its own.
 */
const Bar = styled.nav`
  position: sticky;
  top: ${({ theme }) => theme.layout.portalHeaderHeight};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  margin: 0 -${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[1]};
  background: ${({ theme }) => theme.colors.gray50};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]};
    list-style: none;
  }

  ${media.down('md')} {
    ul {
      flex-wrap: nowrap;
      overflow-x: auto;
      overscroll-behavior-x: contain;
      scrollbar-width: none;
      /* The row fades out at its right edge: more letters wait there. */
      mask-image: linear-gradient(to right, #000 calc(100% - 2rem), transparent);
      padding-right: 1.5rem;
    }

    li {
      flex: none;
    }
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

  /* The letter of the group at the top of the list. */
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.brand700};
    border-color: ${({ theme }) => theme.colors.brand700};
    color: ${({ theme }) => theme.colors.white};
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

/**
 * The directory's A-Z jump bar: one button per letter, disabled when no member's last name starts
 * with it. The letter of the group at the top of the list is marked (aria-current) and, on a phone's
 * one sideways row, kept in sight.
 */
export function LetterBar({ letters, onJump }: LetterBarProps) {
  const byLetter = new Map(letters?.map((entry) => [entry.letter, entry]));
  const bar = useRef<HTMLElement>(null);
  const row = useRef<HTMLUListElement>(null);
  const current = useCurrentLetter(bar);
  useEffect(() => {
    const list = row.current;
    const button = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!list || list.scrollWidth <= list.clientWidth) return;
    // Nothing marked (the top of the page): the row shows its start, A first.
    if (!button) {
      list.scrollLeft = 0;
      return;
    }
    const left = button.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + button.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left - (list.clientWidth - button.offsetWidth) / 2;
  }, [current]);
  return (
    <Bar aria-label={DIRECTORY_TEXTS.jumpBar} ref={bar}>
      <ul ref={row}>
        {DIRECTORY_LETTERS.map((letter) => {
          const entry = byLetter.get(letter);
          return (
            <li key={letter}>
              <Letter type="button" disabled={!entry || entry.count === 0} aria-current={letter === current || undefined} onClick={() => entry && onJump(entry)}>
                {letter}
              </Letter>
            </li>
          );
        })}
      </ul>
    </Bar>
  );
}
