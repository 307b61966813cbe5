import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { type Block, type Inline, parseMarkdown } from '../utils/markdown';

const Prose = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.gray700};
  overflow-wrap: anywhere;

  > * + *,
  li > * + * {
    margin-top: ${({ theme }) => theme.space[4]};
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    margin-top: ${({ theme }) => theme.space[8]};
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.brand900};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }

  ul {
    list-style: disc;
  }

  ol {
    list-style: decimal;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  a {
    color: ${({ theme }) => theme.colors.brand600};
    text-decoration: underline;
  }

  blockquote {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.colors.brand200};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  code {
    padding: 0.1em 0.3em;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.brand50};
    font-size: 0.9em;
  }

  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space[4]};
    border-radius: 8px;
    background: ${({ theme }) => theme.colors.brand50};

    code {
      padding: 0;
      background: none;
    }
  }

  img {
    max-width: 100%;
    height: auto;
    border-radius: 8px;
  }

  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const isExternal = (href: string) => /^https?:\/\//i.test(href);

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'del':
        return <del key={index}>{renderInline(node.children)}</del>;
      case 'break':
        return <br key={index} />;
      case 'image':
        return <img key={index} src={node.src} alt={node.alt} loading="lazy" />;
      case 'link':
        return isExternal(node.href) ? (
          <a key={index} href={node.href} rel="noopener noreferrer nofollow">
            {renderInline(node.children)}
          </a>
        ) : (
          <a key={index} href={node.href}>
            {renderInline(node.children)}
          </a>
        );
    }
  });
}

/** A post's title is the page's h1, so its body's headings start at h2. */
const HEADINGS = ['h2', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

function renderBlocks(blocks: Block[], tight = false): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const Heading = HEADINGS[block.level - 1];
        return <Heading key={index}>{renderInline(block.children)}</Heading>;
      }
      case 'paragraph':
        return tight ? <Fragment key={index}>{renderInline(block.children)}</Fragment> : <p key={index}>{renderInline(block.children)}</p>;
      case 'list': {
        const items = block.items.map((item, n) => (
          <li key={n}>{renderBlocks(item, item.length === 1 && item[0].type === 'paragraph')}</li>
        ));
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start}>
            {items}
          </ol>
        ) : (
          <ul key={index}>{items}</ul>
        );
      }
      case 'quote':
        return <blockquote key={index}>{renderBlocks(block.children)}</blockquote>;
      case 'code':
        return (
          <pre key={index}>
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={index} />;
    }
  });
}

/** A post's Markdown body as React elements: no HTML string is ever inserted (utils/markdown.ts). */
export function Markdown({ source }: { source: string }) {
  return <Prose>{renderBlocks(parseMarkdown(source))}</Prose>;
}
