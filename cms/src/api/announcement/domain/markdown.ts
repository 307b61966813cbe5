import MarkdownIt from 'markdown-it';
import { siteUrl } from '../../../platform/http/site-url';

/**
 * Chapter news is written in Markdown and sent as HTML email. markdown-it renders it with raw HTML
 * off (a `<script>` or `<img onerror>` in the text shows as text), and every link and image
 * address passes `allowedUrl` first: links only to http(s), mailto and tel or a path of this site
 * (made absolute, as an email needs), images only from http(s). Anything else is not a link: its
 * words stay, the address goes.
 */

/** A path of this site ('/events/3'): one slash, not two (that leaves the site), nor a backslash. */
const SITE_PATH = /^\/(?![/\\])/;

function allowedUrl(url: string, { image = false } = {}): boolean {
  if (SITE_PATH.test(url)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme !== undefined && (image ? ['http', 'https'] : ['http', 'https', 'mailto', 'tel']).includes(scheme);
}

const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false, breaks: true });
// markdown-it validates every link and image address (after normalising it) with this; a refused one stays text.
markdown.validateLink = (url: string) => allowedUrl(url);

const absolute = (url: string) => (SITE_PATH.test(url) ? siteUrl(url) : url);

// Styles inline, as email clients need them; images never wider than the message.
const STYLE: Record<string, string> = {
  paragraph_open: 'line-height:1.6;margin:0 0 12px',
  heading_open: 'margin:20px 0 8px;line-height:1.3',
  bullet_list_open: 'margin:0 0 12px;padding-left:24px;line-height:1.6',
  ordered_list_open: 'margin:0 0 12px;padding-left:24px;line-height:1.6',
  blockquote_open: 'margin:0 0 12px;padding-left:12px;border-left:3px solid #d1d5db;color:#374151',
  code_block: 'white-space:pre-wrap',
  link_open: 'color:#14532d',
};
for (const [rule, style] of Object.entries(STYLE)) {
  const previous = markdown.renderer.rules[rule];
  markdown.renderer.rules[rule] = (tokens, idx, options, env, self) => {
    tokens[idx]!.attrSet('style', style);
    if (rule === 'link_open') tokens[idx]!.attrSet('href', absolute(tokens[idx]!.attrGet('href') ?? ''));
    return previous ? previous(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
}
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const src = token.attrGet('src') ?? '';
  if (!allowedUrl(src, { image: true })) return markdown.utils.escapeHtml(alt);
  return `<img src="${markdown.utils.escapeHtml(src)}" alt="${markdown.utils.escapeHtml(alt)}" style="max-width:100%;height:auto;border-radius:8px">`;
};

/** The body as email-safe HTML. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** The body's words without its marks, for a notification's preview line. */
export function markdownText(source: string, max: number): string {
  const text = markdown
    .render(source)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
