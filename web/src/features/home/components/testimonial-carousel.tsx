import { TESTIMONIAL_ROTATE_MS, type Testimonial } from '@gro/config';
import { HOME_SCREEN_TEXTS, positionOf } from '@gro/config/screens';
import { useState, type FocusEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, QuoteIcon } from '@/components/icons';
import { usePrefersReducedMotion } from '@/hooks/use-prefers-reduced-motion';
import {
  Controls,
  Dot,
  Dots,
  Frame,
  Name,
  Position,
  QuoteMark,
  Role,
  RoundButton,
  Slide,
  Slides,
} from './testimonial-carousel-styles';
import { useCarousel } from '../hooks/use-carousel';

const texts = HOME_SCREEN_TEXTS.testimonials;

/**
 * Member quotes, one at a time, moving on every TESTIMONIAL_ROTATE_MS and wrapping (spec §4).
 * Rotation waits while the pointer or focus is inside, stops for good with the pause button, and
 * does not start when the visitor prefers reduced motion. Changes are announced only when the
 * visitor moves the slides (WAI-ARIA carousel pattern): not every 15 s while it rotates itself.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = playChoice ?? !reducedMotion;
  const rotating = playing && !hovered && !focused;
  const total = testimonials.length;
  const { index, next, previous } = useCarousel(total, { intervalMs: TESTIMONIAL_ROTATE_MS, rotating });

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Frame
      as="section"
      aria-roledescription="carousel"
      aria-label={texts.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <QuoteMark aria-hidden="true">
        <QuoteIcon size={22} fill="currentColor" stroke="none" />
      </QuoteMark>
      <Slides aria-live={rotating ? 'off' : 'polite'}>
        {testimonials.map((testimonial, i) => (
          <Slide
            key={testimonial.id}
            role="group"
            aria-roledescription="slide"
            aria-label={positionOf(i + 1, total)}
            aria-hidden={i === index ? undefined : true}
            $active={i === index}
          >
            <figure>
              <blockquote>
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption>
                <Name>{testimonial.name}</Name>
                {testimonial.title && <Role>{testimonial.title}</Role>}
              </figcaption>
            </figure>
          </Slide>
        ))}
      </Slides>
      {total > 1 && (
        <Controls>
          <RoundButton type="button" onClick={previous} aria-label={texts.previous}>
            <ChevronLeftIcon size={20} />
          </RoundButton>
          <Position>
            <Dots aria-hidden="true">
              {testimonials.map((testimonial, i) => (
                <Dot key={testimonial.id} $active={i === index} />
              ))}
            </Dots>
            <span>{positionOf(index + 1, total)}</span>
          </Position>
          <RoundButton type="button" onClick={next} aria-label={texts.next}>
            <ChevronRightIcon size={20} />
          </RoundButton>
          <RoundButton
            type="button"
            onClick={() => setPlayChoice(!playing)}
            aria-label={playing ? texts.pause : texts.play}
          >
            {playing ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
          </RoundButton>
        </Controls>
      )}
    </Frame>
  );
}
