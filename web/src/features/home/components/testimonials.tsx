import { HOME_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { media } from '@/styles/theme';
import { useTestimonials } from '../api/get-testimonials';
import { SectionIntro } from './section-intro';
import { TestimonialCarousel } from './testimonial-carousel';

const texts = HOME_SCREEN_TEXTS.testimonials;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[16]} 0`};
  background: ${({ theme }) => theme.colors.brand50};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[24]} 0`};
  }
`;

const Narrow = styled.div`
  max-width: 640px;
  margin: 0 auto;
`;

/** 'What our members say': the carousel of GET /testimonial, or its loading or error state. */
export function Testimonials() {
  const { data, error, isLoading, mutate } = useTestimonials();
  if (data && data.length === 0) return null;
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <SectionIntro id="testimonials-title" eyebrow={texts.eyebrow} title={texts.title} />
        {data && <TestimonialCarousel testimonials={data} />}
        {!data && isLoading && <Loading label={texts.loading} />}
        {!data && error && (
          <Narrow>
            <LoadError message={texts.loadFailed} onRetry={() => void mutate()} />
          </Narrow>
        )}
      </Container>
    </Section>
  );
}
