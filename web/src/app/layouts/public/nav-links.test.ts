import { describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, MAIN_LINKS, navCurrent } from './nav-links';

/** The header items marked current on an address. */
const active = (pathname: string) =>
  [...MAIN_LINKS, ACCOUNT_LINKS.signUp, ACCOUNT_LINKS.signIn].filter((item) => navCurrent(item, pathname)).map((item) => item.label);

describe('the header marks the page shown', () => {
  it('as Chapters on the list, a chapter page and an unknown chapter, but not on Start a Chapter', () => {
    expect(active('/chapters')).toEqual(['Chapters']);
    expect(active('/chapters/detroit-downtown')).toEqual(['Chapters']);
    expect(active('/chapters/no-such-chapter/')).toEqual(['Chapters']);
    expect(active('/chapters/start')).toEqual(['Start a Chapter']);
  });

  it('as Become a Member on /signup and Member Login on /signin', () => {
    expect(active('/signup')).toEqual(['Become a Member']);
    expect(active('/signin')).toEqual(['Member Login']);
  });

  it('as one item elsewhere: Home only on /, none on a page outside the header', () => {
    expect(active('/')).toEqual(['Home']);
    expect(active('/events')).toEqual(['Events']);
    expect(active('/faqs')).toEqual(['FAQ']);
    expect(active('/legal/terms')).toEqual([]);
  });
});
