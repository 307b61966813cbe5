import { describe, expect, it } from 'vitest';
import { TAGLINE_COUNT } from '../constants';
import { CONTACT_TAGLINES, faqCount, lastUpdated, positionOf } from './public';

describe('public screen texts', () => {
  it('has three contact intro lines (spec §9), all different', () => {
    expect(CONTACT_TAGLINES).toHaveLength(TAGLINE_COUNT.contact);
    expect(new Set(CONTACT_TAGLINES).size).toBe(TAGLINE_COUNT.contact);
  });
  it('words the counters', () => {
    expect(positionOf(2, 5)).toBe('2 of 5');
    expect(faqCount(28, 28)).toBe('28 questions');
    expect(faqCount(3, 28)).toBe('3 of 28 questions match');
    expect(lastUpdated('January 5, 2025')).toBe('Last updated January 5, 2025');
  });
});
