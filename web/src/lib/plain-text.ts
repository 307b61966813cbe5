type TextBlock = { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

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
