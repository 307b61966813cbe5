import styled from 'styled-components';

const Mark = styled.mark`
  padding: 0 1px;
  border-radius: 2px;
  background: ${({ theme }) => theme.colors.accent100};
  box-shadow: inset 0 -2px 0 ${({ theme }) => theme.colors.accent500};
  color: inherit;
`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every case-insensitive occurrence of `query` (trimmed) in a <mark>. The text stays
 * text: React escapes it, nothing is parsed as HTML, and the query is matched literally.
 */
export function Highlight({ text, query }: { text: string; query?: string }) {
  const needle = query?.trim();
  if (!needle) return text;
  // A capturing split keeps the matches at the odd indexes.
  const parts = text.split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'));
  return parts.map((part, index) => (index % 2 === 1 ? <Mark key={index}>{part}</Mark> : part));
}
