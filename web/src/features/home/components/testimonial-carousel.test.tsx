import { TESTIMONIAL_ROTATE_MS } from '@gro/config';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testimonials } from '@/testing/public-content';
import { renderUi } from '@/testing/render-ui';
import { TestimonialCarousel } from './testimonial-carousel';

/** The slide on screen (the others are hidden from assistive technology too). */
const shownSlide = () => screen.getByRole('group', { name: /of 5$/ });
/** Lets `ms` pass, a second at a time, so each move's new timer is set before the next one is due. */
function wait(ms: number) {
  for (let left = ms; left > 0; left -= 1000) act(() => vi.advanceTimersByTime(Math.min(left, 1000)));
}

function renderCarousel() {
  const actor = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderUi(<TestimonialCarousel testimonials={testimonials} />);
  return actor;
}

describe('testimonial carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first of the five quotes with its name, title and position', () => {
    renderCarousel();
    expect(TESTIMONIAL_ROTATE_MS).toBe(15000);
    expect(screen.getByRole('region', { name: 'Member testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    expect(within(shownSlide()).getByText(testimonials[0].quote)).toBeInTheDocument();
    expect(within(shownSlide()).getByText('Marcus Bell')).toBeInTheDocument();
    expect(within(shownSlide()).getByText('Owner, Bell & Associates CPAs')).toBeInTheDocument();
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /of 5$/ })).toHaveLength(1);
  });

  it('advances every 15000 ms and wraps after the last quote', () => {
    renderCarousel();
    wait(14999);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    wait(1);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    expect(within(shownSlide()).getByText(testimonials[1].quote)).toBeInTheDocument();
    wait(15000 * 3);
    expect(shownSlide()).toHaveAccessibleName('5 of 5');
    wait(15000);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
  });

  it('moves with the previous and next buttons, wrapping both ways', async () => {
    const actor = renderCarousel();
    await actor.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shownSlide()).toHaveAccessibleName('5 of 5');
    expect(within(shownSlide()).getByText('Angela Whitfield')).toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await actor.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
  });

  it('pauses while hovered and announces changes politely then', () => {
    renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Member testimonials' });
    const live = shownSlide().parentElement!;
    expect(live).toHaveAttribute('aria-live', 'off');
    fireEvent.mouseEnter(carousel);
    expect(live).toHaveAttribute('aria-live', 'polite');
    wait(15000 * 2);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    fireEvent.mouseLeave(carousel);
    expect(live).toHaveAttribute('aria-live', 'off');
    wait(15000);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
  });

  it('pauses while focus is inside', async () => {
    const actor = renderCarousel();
    await actor.tab();
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toHaveFocus();
    wait(15000 * 2);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await actor.keyboard('{Enter}');
    expect(shownSlide()).toHaveAccessibleName('5 of 5');
    act(() => (document.activeElement as HTMLElement).blur());
    wait(15000);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
  });

  it('stops for good with the pause button and starts again with play', async () => {
    const actor = renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Member testimonials' });
    await actor.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.mouseLeave(carousel);
    wait(15000 * 2);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    await actor.click(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => (document.activeElement as HTMLElement).blur());
    fireEvent.mouseLeave(carousel);
    wait(15000);
    expect(shownSlide()).toHaveAccessibleName('2 of 5');
  });

  it('does not advance on its own when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderCarousel();
    wait(15000 * 3);
    expect(shownSlide()).toHaveAccessibleName('1 of 5');
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });
});
