import { COMPANY_NAME } from '@gro/config';
import { absoluteUrl } from './url';

/** What a page tells link previews and search engines: the same tags the server writes into index.html for a first visit. */
export interface PageMeta {
  /** The page's own path ('/events/12'): its canonical URL and og:url. */
  path: string;
  title: string;
  description: string;
  /** An absolute image URL or a path on the site: og:image and a large Twitter card. */
  image?: string | null;
  /** schema.org objects; left out, structured data the server wrote for this very path stays. */
  structuredData?: Record<string, unknown>[];
}

const STRUCTURED_DATA_ID = 'structured-data';

function metaTag(attribute: 'property' | 'name', key: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  return tag;
}

function setMeta(attribute: 'property' | 'name', key: string, content: string | null) {
  if (content === null) document.head.querySelector(`meta[${attribute}="${key}"]`)?.remove();
  else metaTag(attribute, key).content = content;
}

function setCanonical(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) return link?.remove();
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/** JSON for a script element: `<` escaped too, so the head's HTML never holds a `</script>` from content. */
const jsonText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function setStructuredData(data: Record<string, unknown>[] | undefined, path: string | null) {
  const current = document.getElementById(STRUCTURED_DATA_ID);
  if (data === undefined) {
    // The server's data for this page (a first visit) stays; any other page's goes.
    if (current && (path === null || current.dataset.path?.toLowerCase() !== path.toLowerCase())) current.remove();
    return;
  }
  if (data.length === 0) return current?.remove();
  const script = current ?? Object.assign(document.createElement('script'), { type: 'application/ld+json', id: STRUCTURED_DATA_ID });
  script.dataset.path = path ?? '';
  script.textContent = jsonText(data.length === 1 ? data[0] : data);
  if (!current) document.head.append(script);
}

/** Puts a page's canonical URL, Open Graph and Twitter card tags and structured data in the head. */
export function applyPageMeta(meta: PageMeta): void {
  const url = absoluteUrl(meta.path);
  const image = meta.image ? absoluteUrl(meta.image) : null;
  setCanonical(url);
  setMeta('property', 'og:type', 'website');
  setMeta('property', 'og:site_name', COMPANY_NAME);
  setMeta('property', 'og:title', meta.title);
  setMeta('property', 'og:description', meta.description);
  setMeta('property', 'og:url', url);
  setMeta('property', 'og:image', image);
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', meta.title);
  setMeta('name', 'twitter:description', meta.description);
  setMeta('name', 'twitter:image', image);
  setStructuredData(meta.structuredData, meta.path);
}

/** Takes a page's tags away again (the next page has none of its own, or sets them): no page shows another's. */
export function clearPageMeta(defaults: { title: string; description: string }): void {
  setCanonical(null);
  setMeta('property', 'og:title', defaults.title);
  setMeta('property', 'og:description', defaults.description);
  for (const key of ['og:url', 'og:image']) setMeta('property', key, null);
  for (const key of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) setMeta('name', key, null);
  setStructuredData(undefined, null);
}
