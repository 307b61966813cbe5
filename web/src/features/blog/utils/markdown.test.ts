import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeUrl } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown(
      ['# Title', '', 'First line', 'second line.', '', '- one', '- two', '', '3. three', '4. four', '', '> quoted', '', '```', '<b>code</b>', '```', '', '---'].join('\n'),
    );
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'list', 'list', 'quote', 'code', 'rule']);
    expect(blocks[0]).toEqual({ type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] });
    expect(blocks[1]).toEqual({ type: 'paragraph', children: [{ type: 'text', text: 'First line\nsecond line.' }] });
    expect(blocks[2]).toMatchObject({ type: 'list', ordered: false, items: [[{ type: 'paragraph' }], [{ type: 'paragraph' }]] });
    expect(blocks[3]).toMatchObject({ type: 'list', ordered: true, start: 3 });
    expect(blocks[5]).toEqual({ type: 'code', text: '<b>code</b>' });
  });

  it('reads emphasis, code spans, links, images and escapes', () => {
    expect(parseInline('**bold** and *it* and `x` and ~~gone~~ \\*not\\*')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'it' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'x' },
      { type: 'text', text: ' and ' },
      { type: 'del', children: [{ type: 'text', text: 'gone' }] },
      { type: 'text', text: ' *not*' },
    ]);
    expect(parseInline('[GRO](https://gro.example.org "site") ![a cat](/uploads/cat.png)')).toEqual([
      { type: 'link', href: 'https://gro.example.org', children: [{ type: 'text', text: 'GRO' }] },
      { type: 'text', text: ' ' },
      { type: 'image', src: '/uploads/cat.png', alt: 'a cat' },
    ]);
    expect(parseInline('snake_case_name')).toEqual([{ type: 'text', text: 'snake_case_name' }]);
  });

  it('drops dangerous link and image addresses, keeping their text', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', '/\\evil.example', '\\\\evil.example']) {
      expect(safeUrl(href), href).toBeNull();
    }
    expect(parseInline('[click](javascript:alert(1))')).toEqual([{ type: 'text', text: 'click' }, { type: 'text', text: ')' }]);
    expect(parseInline('![x](data:image/svg+xml;base64,AAAA)')).toEqual([{ type: 'text', text: 'x' }]);
    expect(safeUrl('mailto:hello@gro.example.org')).toBe('mailto:hello@gro.example.org');
    expect(safeUrl('mailto:x@y.z', { image: true })).toBeNull();
    expect(safeUrl('/chapters/detroit')).toBe('/chapters/detroit');
    expect(safeUrl('#section')).toBe('#section');
  });

  it('keeps raw HTML as text and survives hostile nesting', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: '<script>alert(1)</script>' }] }]);
    const deep = parseMarkdown(`${'> '.repeat(500)}deep`);
    expect(JSON.stringify(deep)).toContain('deep');
    expect(() => parseInline('['.repeat(5000) + '*'.repeat(5000))).not.toThrow();
  });
});
