import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageMeta } from '@/lib/page-meta';
import { usePageMeta } from './use-page-meta';

const { applyPageMeta, clearPageMeta } = vi.hoisted(() => ({ applyPageMeta: vi.fn(), clearPageMeta: vi.fn() }));
vi.mock('../lib/page-meta', () => ({ applyPageMeta, clearPageMeta }));

const meta: PageMeta = { path: '/chapters/detroit', title: 'GRO Detroit', description: 'Weekly on Tuesdays.', image: '/api/map/preview?lat=1&lng=2' };

function Screen({ value }: { value: PageMeta }) {
  usePageMeta(value);
  return null;
}

/** The tags the server writes into a first page's head (cms/src/platform/cache/page-meta-html.ts). */
function serverWrote(written: PageMeta) {
  const absolute = (p: string) => new URL(p, window.location.origin).toString();
  document.head.innerHTML = [
    `<meta property="og:url" content="${absolute(written.path)}">`,
    `<meta property="og:title" content="${written.title}">`,
    `<meta property="og:description" content="${written.description}">`,
    written.image ? `<meta property="og:image" content="${absolute(written.image)}">` : '',
  ].join('');
}

afterEach(() => {
  document.head.innerHTML = '';
  applyPageMeta.mockClear();
  clearPageMeta.mockClear();
});

describe('usePageMeta', () => {
  it("leaves a first page's head to the server's tags: the head-writing code is not run (nor fetched)", async () => {
    serverWrote(meta);
    const view = render(<Screen value={meta} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(applyPageMeta).not.toHaveBeenCalled();
    // Leaving the screen still takes its tags away.
    view.unmount();
    await waitFor(() => expect(clearPageMeta).toHaveBeenCalledTimes(1));
  });

  it("leaves them too when the server wrote its public address's origin, another than the browser's (a proxy's, or 127.0.0.1)", async () => {
    document.head.innerHTML = '<meta property="og:url" content="https://gro.example.org/Chapters/Detroit">';
    render(<Screen value={meta} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(applyPageMeta).not.toHaveBeenCalled();
  });

  it.each([
    ["another page's tags (the app navigated)", () => serverWrote({ ...meta, path: '/chapters/other' })],
    ['no page tags (the last page took its own away)', () => (document.head.innerHTML = '<meta property="og:title" content="GRO">')],
    ['a broken address', () => (document.head.innerHTML = '<meta property="og:url" content="not a url">')],
  ])('writes the tags when the head holds %s', async (_, prepare) => {
    prepare();
    render(<Screen value={meta} />);
    await waitFor(() => expect(applyPageMeta).toHaveBeenCalledWith(meta));
  });
});
