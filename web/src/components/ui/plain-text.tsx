import styled from 'styled-components';

export type TextBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

const LIST_ITEM = /^-\s+/;

/**
 * Staff-written plain text as blocks: paragraphs are separated by blank lines, and lines that
 * start with '- ' are list items (a run of them is one list). Other line breaks are kept.
 */
export function parsePlainText(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let lines: string[] = [];
    let items: string[] = [];
    const flushLines = () => {
      if (lines.length > 0) blocks.push({ type: 'paragraph', text: lines.join('\n') });
      lines = [];
    };
    const flushItems = () => {
      if (items.length > 0) blocks.push({ type: 'list', items });
      items = [];
    };
    for (const line of chunk.split('\n').map((l) => l.trim())) {
      if (!line) continue;
      if (LIST_ITEM.test(line)) {
        flushLines();
        items.push(line.replace(LIST_ITEM, ''));
      } else {
        flushItems();
        lines.push(line);
      }
    }
    flushLines();
    flushItems();
  }
  return blocks;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    white-space: pre-line;
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    padding-left: ${({ theme }) => theme.space[6]};
  }

  li::marker {
    color: ${({ theme }) => theme.colors.brand500};
  }
`;

/** Renders staff-written plain text (parsePlainText) as paragraphs and bulleted lists. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return (
    <Body className={className}>
      {parsePlainText(text).map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>{block.text}</p>
        ) : (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </Body>
  );
}
