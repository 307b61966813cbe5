import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { SearchField } from './search-field';

/** A phone-sized screen: the narrow media query (below 640 px) matches. */
const onPhone = () =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(max-width: 639.98px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );

const field = <SearchField label="Search users" placeholder="Search by name, email or company" placeholderShort="Name, email or company" />;

describe('SearchField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the full placeholder on a wide screen, named by its label', () => {
    renderUi(field);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute('placeholder', 'Search by name, email or company');
  });

  it('shows the short placeholder on a phone and keeps its accessible name', () => {
    onPhone();
    renderUi(field);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveAttribute('placeholder', 'Name, email or company');
  });

  it('keeps the one placeholder on a phone when there is no short one', () => {
    onPhone();
    renderUi(<SearchField label="Search FAQs" placeholder="Search FAQs..." />);
    expect(screen.getByRole('searchbox', { name: 'Search FAQs' })).toHaveAttribute('placeholder', 'Search FAQs...');
  });
});
