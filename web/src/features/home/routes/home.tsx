import { HOME_SCREEN_TEXTS } from '@gro/config/screens';
import { JoinBand } from '@/components/layouts/join-band';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { usePageMeta } from '@/hooks/use-page-meta';
import { Benefits } from '../components/benefits';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { MembershipFacts } from '../components/membership-facts';
import { Testimonials } from '../components/testimonials';

const texts = HOME_SCREEN_TEXTS;

/** Home (spec §2): headline and sign-up call to action, explanation, benefits, testimonials, closing call to action. */
export default function HomeRoute() {
  useDocumentTitle(texts.documentTitle, { exact: true, description: texts.description });
  usePageMeta({ path: '/', title: texts.documentTitle, description: texts.description });
  return (
    <>
      <Hero />
      <MembershipFacts />
      <HowItWorks />
      <Benefits />
      <Testimonials />
      <JoinBand />
    </>
  );
}
