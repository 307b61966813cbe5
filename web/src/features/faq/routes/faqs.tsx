import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { JoinBand } from '@/components/layouts/join-band';
import { PublicPage } from '@/components/layouts/public-page';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { useFaqs } from '../api/get-faqs';
import { FaqBrowser } from '../components/faq-browser';
import { MoreQuestions } from '../components/more-questions';

const texts = PUBLIC_SCREEN_TEXTS.faq;

const Column = styled.div`
  max-width: 800px;
  margin: 0 auto;
`;

/** Until the questions arrive, hold their space so the content below does not jump (layout shift). */
const Questions = styled.div<{ $reserve: boolean }>`
  min-height: ${({ $reserve }) => ($reserve ? '100vh' : 'auto')};
`;

/** FAQ (spec §2): search, then the questions as an accordion. */
export default function FaqsRoute() {
  const { data, error, isLoading, mutate } = useFaqs();
  return (
    <>
      <PublicPage
        title={texts.title}
        documentTitle={texts.documentTitle}
        description={texts.description}
        lead={texts.lead}
      >
        <Column>
          <Questions $reserve={!data && isLoading}>
            {data && <FaqBrowser items={data} />}
            {!data && isLoading && <Loading label={texts.loading} />}
            {!data && error && (
              <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />
            )}
          </Questions>
          <MoreQuestions />
        </Column>
      </PublicPage>
      <JoinBand />
    </>
  );
}
