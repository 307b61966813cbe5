import type { TermsSection } from '@gro/config';

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A readable, unique anchor per section ('dispute-resolution'), for links from the contents. */
export function sectionAnchors(sections: readonly TermsSection[]): string[] {
  const seen = new Set<string>();
  return sections.map((section, index) => {
    let id = slug(section.heading) || `section-${index + 1}`;
    if (seen.has(id)) id = `${id}-${index + 1}`;
    seen.add(id);
    return id;
  });
}
