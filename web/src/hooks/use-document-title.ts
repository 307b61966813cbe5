import { COMPANY_NAME } from '@gro/config';
import { useEffect } from 'react';
import { SITE_DESCRIPTION } from '@/config/site';

const formatTitle = (title: string) => `${title} | ${COMPANY_NAME}`;

export interface DocumentMeta {
  /** Use `title` as it is, without ' | GRO'. */
  exact?: boolean;
  /** The page's <meta name="description">; the site's own description when not given. */
  description?: string;
}

/** The <meta name="description"> of index.html, created when missing (tests render without index.html). */
function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the browser tab title to '<title> | GRO' (or exactly `title` when `exact`) and the meta
 * description while the screen is shown. A screen without a description gets the site's, so
 * no page keeps the previous page's text.
 */
export function useDocumentTitle(title: string, { exact = false, description = SITE_DESCRIPTION }: DocumentMeta = {}) {
  useEffect(() => {
    document.title = exact ? title : formatTitle(title);
    descriptionTag().content = description;
  }, [title, exact, description]);
}
