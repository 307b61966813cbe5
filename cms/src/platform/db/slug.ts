/** The longest slug a chapter may have (FIELD_LIMITS.chapter.slug). */
const SLUG_MAX = 120;

/**
 * A URL slug from a name: accents dropped, lowercase letters and digits, words joined by single
 * hyphens ('Ann Arbor – Downtown' → 'ann-arbor-downtown'); `fallback` when nothing is left.
 */
export function slugify(name: string, fallback: string, max = SLUG_MAX): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** `base` with a numeric suffix ('detroit-2') that still fits in `max` characters. */
export function withSuffix(base: string, n: number, max = SLUG_MAX): string {
  const suffix = `-${n}`;
  return `${base.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`;
}
