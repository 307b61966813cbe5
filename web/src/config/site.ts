import { SITE_SHELL_TEXTS } from '@gro/config/screens';

/** Fixed facts about the site that are not content staff edit. */
export const PARTNER = {
  label: 'Partner: Growth Resource Network',
  href: 'https://www.example.org/partners',
} as const;

/** The meta description of a screen that has none of its own (the same text as index.html's). */
export const SITE_DESCRIPTION = SITE_SHELL_TEXTS.description;
