import { type FaqItem } from '@gro/config';
import { PUBLIC_SCREEN_TEXTS, faqCount } from '@gro/config/screens';
import { useState } from 'react';
import styled from 'styled-components';
import { SearchIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { FaqAccordion } from './faq-accordion';
import { filterFaqs } from '../utils/filter-faqs';

const texts = PUBLIC_SCREEN_TEXTS.faq;

const Count = styled.p`
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[6]}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The search box, the count of what it finds and the accordion of the matching questions. */
export function FaqBrowser({ items }: { items: readonly FaqItem[] }) {
  const [query, setQuery] = useState('');
  const shown = filterFaqs(items, query);
  return (
    <>
      <SearchField
        label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Count role="status" as={shown.length === 0 ? VisuallyHidden : 'p'}>
        {faqCount(shown.length, items.length)}
      </Count>
      {shown.length > 0 ? (
        <FaqAccordion items={shown} query={query} />
      ) : (
        <EmptyState
          icon={<SearchIcon />}
          title={texts.empty}
          description={texts.emptyHint}
          action={
            <Button variant="secondary" onClick={() => setQuery('')}>
              {texts.clearSearch}
            </Button>
          }
        />
      )}
    </>
  );
}
