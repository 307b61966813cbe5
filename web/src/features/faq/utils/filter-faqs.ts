import type { FaqItem } from '@gro/config';

/** The items whose question or answer contains `query`, ignoring case and surrounding spaces (spec §2). */
export function filterFaqs(items: readonly FaqItem[], query: string): FaqItem[] {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.question.toLocaleLowerCase().includes(needle) || item.answer.toLocaleLowerCase().includes(needle),
  );
}
