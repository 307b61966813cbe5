import { PORTAL_MESSAGES } from '@gro/config';
import { USER_DETAIL_TEXTS, USER_DRAWER_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDrawer } from '@/hooks/use-drawer';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';
import { useUser } from '../api/get-user';
import { MemberProfile } from '../components/member-profile';
import { UserDrawer } from '../components/user-drawer';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

const backLink = (
  <ButtonLink to={paths.portal.users} variant="secondary" size="sm">
    <ArrowLeftIcon size={16} />
    {USER_DETAIL_TEXTS.backToUsers}
  </ButtonLink>
);

/** /portal/user/{userId}: one member's profile; 'Member not found.' with a way back on 404. Admins edit the user here. */
export default function UserDetailRoute() {
  const { userId } = useParams();
  const { data: member, error, isLoading, mutate } = useUser(userId);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const admin = isAdmin(useAuth().user);
  const drawer = useDrawer<NonNullable<typeof member>>();

  const actions = !notFound && (
    <Actions>
      {backLink}
      {admin && member && (
        <Button size="sm" onClick={() => drawer.show(member)} aria-haspopup="dialog">
          {USER_DRAWER_TEXTS.edit}
        </Button>
      )}
    </Actions>
  );

  return (
    <PortalPage title={USER_DETAIL_TEXTS.title} actions={actions}>
      {isLoading && <Loading label={USER_DETAIL_TEXTS.loading} />}
      {notFound && <EmptyState title={PORTAL_MESSAGES.memberNotFound} action={backLink} />}
      {error && !notFound && <LoadError message={USER_DETAIL_TEXTS.loadFailed} onRetry={() => void mutate()} />}
      {member && !error && <MemberProfile member={member} />}
      {admin && <UserDrawer open={drawer.open} user={drawer.target} formKey={drawer.key} onClose={drawer.close} />}
    </PortalPage>
  );
}
