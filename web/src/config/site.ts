/** Fixed facts about the site that are not content staff edit. */
export const PARTNER = {
  label: 'Partner: Growth Resource Network',
  href: 'https://www.example.org/partners',
} as const;
