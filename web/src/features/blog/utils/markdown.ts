/**
 * A blog post's body is Markdown (Strapi's rich text field). It is parsed here into a small tree
 * that components/markdown.tsx renders as React elements, so nothing in a post ever becomes HTML:
 * raw HTML shows as text, and links and images keep only http(s), mailto, tel and same-site
 * addresses (never javascript: or data:).
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong' | 'em' | 'del'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'image'; src: string; alt: string }
  | { type: 'break' };

export type Block =
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Block[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

/** Nesting deeper than this (quotes in lists in quotes…) is shown as text: a hostile body cannot exhaust the stack. */
const MAX_DEPTH = 8;

/** The address as it may be used, or null: only http(s), mailto and tel, or one on this site (relative). */
export function safeUrl(raw: string, { image = false } = {}): string | null {
  // Browsers ignore control characters and white space in a scheme ('java\tscript:').
  const url = raw.trim().replace(/^<|>$/g, '');
  const compact = [...url]
    .filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f)
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1];
  // '//host' and '/\host' leave the site (browsers read a backslash as a slash).
  if (scheme === undefined) return compact.replace(/\\/g, '/').startsWith('//') ? null : url;
  const allowed = image ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel'];
  return allowed.includes(scheme) ? url : null;
}

const ESCAPABLE = /[\\`*_{}[\]()#+\-.!~>|]/;
const LINK = /^\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/;
const IMAGE = /^!\[([^\]]*)\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/;
const AUTOLINK = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/;

export function parseInline(source: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push({ type: 'text', text });
    text = '';
  };
  const push = (node: Inline) => {
    flush();
    out.push(node);
  };
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    const previous = source[i - 1] ?? ' ';
    let m: RegExpExecArray | null;
    if (rest[0] === '\\' && rest[1] === '\n') {
      push({ type: 'break' });
      i += 2;
    } else if (rest[0] === '\\' && ESCAPABLE.test(rest[1] ?? '')) {
      text += rest[1];
      i += 2;
    } else if ((m = /^ {2,}\n/.exec(rest))) {
      push({ type: 'break' });
      i += m[0].length;
    } else if ((m = /^(`+)([\s\S]*?[^`])\1(?!`)/.exec(rest))) {
      push({ type: 'code', text: m[2].trim() });
      i += m[0].length;
    } else if (depth < MAX_DEPTH && (m = IMAGE.exec(rest))) {
      const src = safeUrl(m[2], { image: true });
      if (src) push({ type: 'image', src, alt: m[1] });
      else text += m[1];
      i += m[0].length;
    } else if (depth < MAX_DEPTH && (m = LINK.exec(rest))) {
      const href = safeUrl(m[2]);
      const children = parseInline(m[1], depth + 1);
      if (href) push({ type: 'link', href, children });
      else {
        flush();
        out.push(...children);
      }
      i += m[0].length;
    } else if ((m = AUTOLINK.exec(rest))) {
      push({ type: 'link', href: m[1], children: [{ type: 'text', text: m[1].replace(/^mailto:/, '') }] });
      i += m[0].length;
    } else if (depth < MAX_DEPTH && (m = /^(\*\*|__)(?=\S)([\s\S]*?\S)\1/.exec(rest)) && !(m[1] === '__' && /\w/.test(previous))) {
      push({ type: 'strong', children: parseInline(m[2], depth + 1) });
      i += m[0].length;
    } else if (depth < MAX_DEPTH && (m = /^~~(?=\S)([\s\S]*?\S)~~/.exec(rest))) {
      push({ type: 'del', children: parseInline(m[1], depth + 1) });
      i += m[0].length;
    } else if (depth < MAX_DEPTH && (m = /^([*_])(?=[^\s*_])([\s\S]*?[^\s\\])\1(?![*_])/.exec(rest)) && !(m[1] === '_' && /\w/.test(previous))) {
      push({ type: 'em', children: parseInline(m[2], depth + 1) });
      i += m[0].length;
    } else {
      text += rest[0];
      i += 1;
    }
  }
  flush();
  return out;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const QUOTE = /^ {0,3}> ?/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)(.*)$/;
const blank = (line: string) => line.trim() === '';
const startsBlock = (line: string) => FENCE.test(line) || HEADING.test(line) || RULE.test(line) || QUOTE.test(line) || LIST_ITEM.test(line);

function parseLines(lines: string[], depth: number): Block[] {
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    let m: RegExpExecArray | null;
    if (blank(line)) {
      i += 1;
    } else if ((m = FENCE.exec(line))) {
      const fence = m[1];
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i].trim().startsWith(fence)) body.push(lines[i++]);
      i += 1;
      blocks.push({ type: 'code', text: body.join('\n') });
    } else if ((m = HEADING.exec(line))) {
      blocks.push({ type: 'heading', level: m[1].length, children: parseInline(m[2] ?? '') });
      i += 1;
    } else if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i += 1;
    } else if (depth < MAX_DEPTH && QUOTE.test(line)) {
      const inner: string[] = [];
      while (i < lines.length && !blank(lines[i]) && (QUOTE.test(lines[i]) || !startsBlock(lines[i]))) inner.push(lines[i++].replace(QUOTE, ''));
      blocks.push({ type: 'quote', children: parseLines(inner, depth + 1) });
    } else if (depth < MAX_DEPTH && (m = LIST_ITEM.exec(line))) {
      const ordered = /\d/.test(m[2]);
      const items: Block[][] = [];
      while (i < lines.length && (m = LIST_ITEM.exec(lines[i])) && /\d/.test(m[2]) === ordered) {
        const indent = m[1].length + m[2].length + Math.max(1, Math.min(m[3].length, 4));
        const item = [m[4]];
        i += 1;
        // The item goes on over indented lines, and over lazy lines of its paragraph.
        while (i < lines.length) {
          const next = lines[i];
          if (blank(next)) {
            if (i + 1 < lines.length && /^\s{2,}\S/.test(lines[i + 1])) item.push('');
            else break;
          } else if (/^\s{2,}/.test(next)) item.push(next.replace(new RegExp(`^ {0,${indent}}`), ''));
          else if (!startsBlock(next) && !blank(item[item.length - 1])) item.push(next);
          else break;
          i += 1;
        }
        items.push(parseLines(item, depth + 1));
        while (i < lines.length && blank(lines[i]) && i + 1 < lines.length && LIST_ITEM.test(lines[i + 1])) i += 1;
      }
      const first = LIST_ITEM.exec(line)?.[2] ?? '1';
      blocks.push({ type: 'list', ordered, start: ordered ? Number.parseInt(first, 10) : 1, items });
    } else {
      const paragraph: string[] = [];
      while (i < lines.length && !blank(lines[i]) && (paragraph.length === 0 || !startsBlock(lines[i]))) paragraph.push(lines[i++]);
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.map((l, n) => (n === 0 ? l.trimStart() : l)).join('\n')) });
    }
  }
  return blocks;
}

/** A Markdown text as blocks (CommonMark's common part: headings, paragraphs, lists, quotes, code, rules, links, images, emphasis). */
export function parseMarkdown(source: string): Block[] {
  return parseLines(source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n'), 0);
}
