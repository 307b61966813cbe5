import { COMPANY_NAME } from '@gro/config';
import { escapeHtml } from '../platform/http/html';
import { siteUrl } from '../platform/http/site-url';

/**
 * Plain-text and HTML bodies sharing one simple, readable layout. `rich`: a written body after the
 * paragraphs (chapter news: its Markdown as text, and as the HTML markdown-it made of it, already safe).
 */
export function layout({ heading, paragraphs, action, rich }: { heading: string; paragraphs: string[]; action?: { label: string; url: string }; rich?: { text: string; html: string } }) {
  const text = [heading, '', ...paragraphs.flatMap((p) => [p, '']), ...(rich ? [rich.text, ''] : []), ...(action ? [`${action.label}: ${action.url}`, ''] : []), `— ${COMPANY_NAME}`, siteUrl('/')].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#14532d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
       <p style="font-size:13px;color:#4b5563">Or paste this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
  <div style="max-width:560px;margin:0 auto;padding:32px 24px">
    <div style="font-size:22px;font-weight:800;color:#14532d;letter-spacing:.04em">${COMPANY_NAME}</div>
    <div style="background:#ffffff;border-radius:12px;padding:28px;margin-top:16px">
      <h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
      ${paragraphs.map((p) => `<p style="line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n      ')}
      ${rich ? `<div style="line-height:1.6;overflow-wrap:anywhere">${rich.html}</div>` : ''}
      ${button}
    </div>
  </div></body></html>`;
  return { text, html };
}
