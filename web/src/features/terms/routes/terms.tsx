import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { PublicPage } from '@/components/layouts/public-page';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { useTerms } from '../api/get-terms';
import { TermsDocument } from '../components/terms-document';

const texts = PUBLIC_SCREEN_TEXTS.terms;

/** Terms and Conditions (spec §2), as staff published them. */
export default function TermsRoute() {
  const { data, error, isLoading, mutate } = useTerms();
  return (
    <PublicPage title={data?.title || texts.title} description={texts.description} lead={data?.summary ?? undefined}>
      {data && <TermsDocument terms={data} />}
      {!data && isLoading && <Loading label={texts.loading} />}
      {!data && error && (
        <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />
      )}
    </PublicPage>
  );
}
