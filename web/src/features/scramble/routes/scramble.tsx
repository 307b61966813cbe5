import { PUBLIC_SCREEN_TEXTS } from '@gro/config/screens';
import { PublicPage } from '@/components/layouts/public-page';
import { Alert } from '@/components/ui/alert';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useScramble } from '../api/get-scramble';
import { ScrambleDetails } from '../components/scramble-details';

const texts = PUBLIC_SCREEN_TEXTS.scramble;

/** Golf scramble (spec §2, linked from the mobile menu): what staff wrote and the registration link. */
export default function ScrambleRoute() {
  const { data, error, isLoading, mutate } = useScramble();
  const notSetUp = error instanceof ApiError && error.status === 404;
  return (
    <PublicPage title={data?.title || texts.title} description={texts.description}>
      {data && <ScrambleDetails scramble={data} />}
      {!data && isLoading && <Loading label={texts.loading} />}
      {!data && notSetUp && (
        <Alert tone="info">
          <p>{texts.notSetUp}</p>
        </Alert>
      )}
      {!data && error && !notSetUp && (
        <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />
      )}
    </PublicPage>
  );
}
