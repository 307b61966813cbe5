import styled from 'styled-components';
import { parsePlainText } from '@/lib/plain-text';
import { Highlight } from './highlight';

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

/** Renders staff-written plain text (parsePlainText) as paragraphs and bulleted lists, marking `highlight` where it occurs. */
export function PlainText({ text, className, highlight }: { text: string; className?: string; highlight?: string }) {
  return (
    <Body className={className}>
      {parsePlainText(text).map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>
            <Highlight text={block.text} query={highlight} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item, i) => (
              <li key={i}>
                <Highlight text={item} query={highlight} />
              </li>
            ))}
          </ul>
        ),
      )}
    </Body>
  );
}
