import { HOME_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect } from 'react';
import { SITE_DESCRIPTION } from '@/config/site';
import type { PageMeta } from '@/lib/page-meta';

const DEFAULTS = { title: HOME_SCREEN_TEXTS.documentTitle, description: SITE_DESCRIPTION };

/** The head-writing code, fetched after the screen shows: the server wrote the first page's tags itself. */
const pageMeta = () => import('@/lib/page-meta');

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
    void pageMeta().then(({ applyPageMeta }) => {
      if (current) applyPageMeta(JSON.parse(key) as PageMeta);
    });
    return () => {
      current = false;
      void pageMeta().then(({ clearPageMeta }) => clearPageMeta(DEFAULTS));
    };
  }, [key]);
}
