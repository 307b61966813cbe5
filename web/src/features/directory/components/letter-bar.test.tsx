import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { LetterBar } from './letter-bar';

/** Letter headings as member-groups renders them, each at a top (px from the viewport's top) that a test moves. */
function headings(tops: Record<string, number>) {
  const made = Object.keys(tops).map((letter) => {
    const h = document.createElement('h2');
    h.id = `directory-letter-${letter}`;
    h.textContent = letter;
    h.getBoundingClientRect = () => ({ top: tops[letter], bottom: tops[letter] + 30 }) as DOMRect;
    document.body.append(h);
    return h;
  });
  return { move: (next: Record<string, number>) => Object.assign(tops, next), remove: () => made.forEach((h) => h.remove()) };
}

const letters = ['A', 'B', 'C'].map((letter, index) => ({ letter, count: 2, offset: index * 2 }));

describe('LetterBar', () => {
  it('marks the letter whose group has scrolled under the bar, and follows the scroll', async () => {
    const page = headings({ A: 400, B: 900, C: 1500 });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return ({ top: 64, bottom: 120 }) as DOMRect;
    });
    renderUi(<LetterBar letters={letters} onJump={() => {}} />);
    // Above the first group nothing is marked.
    expect(screen.getByRole('button', { name: 'A' })).not.toHaveAttribute('aria-current');

    page.move({ A: -300, B: 100, C: 700 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'B' })).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('button', { name: 'A' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'C' })).not.toHaveAttribute('aria-current');

    page.move({ A: -900, B: -500, C: 90 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'C' })).toHaveAttribute('aria-current', 'true'));
    vi.restoreAllMocks();
    page.remove();
  });

  it('marks the last letter in sight once the page is scrolled to its foot, where the last groups cannot reach the bar', async () => {
    const page = headings({ A: -900, B: 60, C: 500 });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: 64, bottom: 120 }) as DOMRect);
    const root = document.documentElement;
    vi.spyOn(root, 'scrollHeight', 'get').mockReturnValue(2000);
    vi.spyOn(root, 'clientHeight', 'get').mockReturnValue(768);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(2000 - window.innerHeight);
    renderUi(<LetterBar letters={letters} onJump={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'C' })).toHaveAttribute('aria-current', 'true'));
    vi.restoreAllMocks();
    page.remove();
  });

  it('marks nothing back at the top of the page, and shows the row from A again', async () => {
    const page = headings({ A: -900, B: -500, C: 90 });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: 64, bottom: 120 }) as DOMRect);
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1500);
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(360);
    renderUi(<LetterBar letters={letters} onJump={() => {}} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'C' })).toHaveAttribute('aria-current', 'true'));
    const row = screen.getByRole('button', { name: 'A' }).closest('ul')!;
    row.scrollLeft = 500;
    // Back at the top: every group below the bar.
    scrollY.mockReturnValue(0);
    page.move({ A: 200, B: 600, C: 1000 });
    act(() => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(screen.getByRole('button', { name: 'C' })).not.toHaveAttribute('aria-current'));
    for (const letter of ['A', 'B']) expect(screen.getByRole('button', { name: letter })).not.toHaveAttribute('aria-current');
    // The row moves in an effect after the marks change (a loaded machine runs it a moment later).
    await waitFor(() => expect(row.scrollLeft).toBe(0));
    vi.restoreAllMocks();
    page.remove();
  });
});
