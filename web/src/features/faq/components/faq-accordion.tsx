import type { FaqItem } from '@gro/config';
import { useState } from 'react';
import styled from 'styled-components';
import { Highlight } from '@/components/ui/highlight';
import { PlainText } from '@/components/ui/plain-text';
import { media } from '@/styles/theme';

const List = styled.ul`
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    font-size: inherit;
    letter-spacing: normal;
  }
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  min-height: 64px;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]}`};
  border: 0;
  background: transparent;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: left;
  color: ${({ theme }) => theme.colors.brand900};
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.brand600};
  }

  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.brand700};
  }

  &:focus-visible {
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const Marker = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.brand50};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  color: ${({ theme }) => theme.colors.brand700};

  [aria-expanded='true'] > & {
    background: ${({ theme }) => theme.colors.brand700};
    color: ${({ theme }) => theme.colors.white};
  }
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[2]} ${theme.space[6]}`};
  color: ${({ theme }) => theme.colors.gray700};

  ${media.up('sm')} {
    padding-right: ${({ theme }) => theme.space[12]};
  }
`;

/** The questions as disclosure buttons; one answer open at a time, or none (spec §4). The search's `query` is marked. */
export function FaqAccordion({ items, query }: { items: readonly FaqItem[]; query?: string }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <List>
      {items.map(({ id, question, answer }) => {
        const open = openId === id;
        return (
          <Item key={id}>
            <h2>
              <Trigger
                type="button"
                id={`faq-question-${id}`}
                aria-expanded={open}
                aria-controls={`faq-answer-${id}`}
                onClick={() => setOpenId(open ? null : id)}
              >
                <span>
                  <Highlight text={question} query={query} />
                </span>
                <Marker aria-hidden="true" data-marker>
                  {open ? '-' : '+'}
                </Marker>
              </Trigger>
            </h2>
            <Answer id={`faq-answer-${id}`} role="region" aria-labelledby={`faq-question-${id}`} hidden={!open}>
              <PlainText text={answer} highlight={query} />
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}
