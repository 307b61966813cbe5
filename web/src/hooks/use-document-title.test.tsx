import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION } from '@/config/site';
import { metaDescription } from '@/testing/public-content';
import { useDocumentTitle, type DocumentMeta } from './use-document-title';

function Screen({ title, ...meta }: DocumentMeta & { title: string }) {
  useDocumentTitle(title, meta);
  return null;
}

describe('useDocumentTitle', () => {
  it("sets '<title> | GRO' and the page's meta description", () => {
    render(<Screen title="FAQ" description="Answers about GRO." />);
    expect(document.title).toBe('FAQ | GRO');
    expect(metaDescription()).toBe('Answers about GRO.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('uses the title as it is when exact', () => {
    render(<Screen title="GRO | Home" exact />);
    expect(document.title).toBe('GRO | Home');
  });

  it("falls back to the site's description, so no screen keeps the previous one's", () => {
    const { rerender } = render(<Screen title="FAQ" description="Answers about GRO." />);
    rerender(<Screen title="Sign In" />);
    expect(document.title).toBe('Sign In | GRO');
    expect(metaDescription()).toBe(SITE_DESCRIPTION);
  });
});
