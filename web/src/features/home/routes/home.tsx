import { useDocumentTitle } from '@/hooks/use-document-title';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { MembershipFacts } from '../components/membership-facts';

export const HOME_TITLE = 'GRO | Grow your business with people who want you to win';

export default function HomeRoute() {
  useDocumentTitle(HOME_TITLE, { exact: true });
  return (
    <>
      <Hero />
      <MembershipFacts />
      <HowItWorks />
    </>
  );
}
