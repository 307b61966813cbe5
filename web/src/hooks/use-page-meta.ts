import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { useEffect } from 'react';
import { SITE_DESCRIPTION } from '@/config/site';
import { applyPageMeta, clearPageMeta, type PageMeta } from '@/lib/page-meta';

const DEFAULTS = { title: PUBLIC_SCREEN_TEXTS.home.documentTitle, description: SITE_DESCRIPTION };

/**
 * Keeps the head's canonical URL, Open Graph and Twitter card tags and schema.org data right for
 * the screen on view while the app navigates (the server wrote them for the first page only), and
 * takes them away when the screen goes. null: the screen has none yet (still loading).
 */
export function usePageMeta(meta: PageMeta | null) {
  const key = meta ? JSON.stringify(meta) : null;
  useEffect(() => {
    if (!key) return;
    applyPageMeta(JSON.parse(key) as PageMeta);
    return () => clearPageMeta(DEFAULTS);
  }, [key]);
}
