import { PORTAL_MESSAGES } from '@gro/config';
import { USER_DETAIL_TEXTS } from '@gro/config/screens';
import { useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useUser } from '../api/get-user';
import { MemberProfile } from '../components/member-profile';

const backLink = (
  <ButtonLink to={paths.portal.users} variant="secondary" size="sm">
    <ArrowLeftIcon size={16} />
    {USER_DETAIL_TEXTS.backToUsers}
  </ButtonLink>
);

/** /portal/user/{userId}: one member's profile; 'Member not found.' with a way back on 404. */
export default function UserDetailRoute() {
  const { userId } = useParams();
  const { data: member, error, isLoading, mutate } = useUser(userId);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);

  return (
    <PortalPage title={USER_DETAIL_TEXTS.title} actions={!notFound && backLink}>
      {isLoading && <Loading label={USER_DETAIL_TEXTS.loading} />}
      {notFound && <EmptyState title={PORTAL_MESSAGES.memberNotFound} action={backLink} />}
      {error && !notFound && <LoadError message={USER_DETAIL_TEXTS.loadFailed} onRetry={() => void mutate()} />}
      {member && !error && <MemberProfile member={member} />}
    </PortalPage>
  );
}
