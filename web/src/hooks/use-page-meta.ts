import { SITE_SHELL_TEXTS } from '@gro/config/screens';
import { useEffect } from 'react';
import { SITE_DESCRIPTION } from '@/config/site';
import type { PageMeta } from '@/lib/page-meta';

const DEFAULTS = { title: SITE_SHELL_TEXTS.documentTitle, description: SITE_DESCRIPTION };

/** The head-writing code, fetched after the screen shows: the server wrote the first page's tags itself. */
const pageMeta = () => import('@/lib/page-meta');

/**
 * True when the head holds this page's tags already: the server wrote them into the first page
 * (cms/src/platform/cache/page-meta-html.ts, with the site's public address), so a first visit neither
 * fetches nor runs the head-writing code (the chapter page's first download stays within its
 * budget on phones). Leaving a page takes its tags away, so coming back writes them.
 */
function writtenByServer(meta: PageMeta): boolean {
  const url = document.head.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  if (!url) return false;
  try {
    return new URL(url).pathname.toLowerCase() === meta.path.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Keeps the head's canonical URL, Open Graph and Twitter card tags and schema.org data right for
 * the screen on view while the app navigates (the server wrote them for the first page only), and
 * takes them away when the screen goes. null: the screen has none yet (still loading).
 */
export function usePageMeta(meta: PageMeta | null) {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!key) return;
    let current = true;
    const meta = JSON.parse(key) as PageMeta;
    if (!writtenByServer(meta)) {
      void pageMeta().then(({ applyPageMeta }) => {
        if (current) applyPageMeta(meta);
      });
    }
    return () => {
      current = false;
      void pageMeta().then(({ clearPageMeta }) => clearPageMeta(DEFAULTS));
    };
  }, [key]);
}
