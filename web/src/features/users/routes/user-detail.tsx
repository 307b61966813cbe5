import { PORTAL_MESSAGES } from '@gro/config';
import { USER_DETAIL_TEXTS, USER_DRAWER_TEXTS } from '@gro/config/screens';
import styled from 'styled-components';
import { useLocation, useParams } from 'react-router-dom';
import { ArrowLeftIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDrawer } from '@/hooks/use-drawer';
import { MemberReferralActions } from '@/features/referrals';
import { ApiError, loadFailedMessage } from '@/lib/api-client';
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

type Origin = { list: 'users' | 'directory'; to: string };

/**
 * Where the profile was opened, from the link's state ({ from: '/portal/user/directory?chapter=3' }):
 * the member directory or the users table, whose address (with its filters) the way back returns to.
 * Opened from anywhere else (the dashboard, a chapter, an address), admins get the users table and
 * members the directory, the list each has in the sidebar.
 */
function originOf(state: unknown, admin: boolean): Origin {
  const from = (state as { from?: unknown } | null)?.from;
  const within = (list: string) => typeof from === 'string' && (from === list || from.startsWith(`${list}?`));
  if (within(paths.portal.directory)) return { list: 'directory', to: from as string };
  if (within(paths.portal.users)) return { list: 'users', to: from as string };
  return admin ? { list: 'users', to: paths.portal.users } : { list: 'directory', to: paths.portal.directory };
}

/**
 * /portal/user/{userId}: one member's profile; 'Member not found.' with a way back on 404. Opened
 * from the directory it is a member's profile with the way back there; from the users table, the
 * admins' 'User Details'. Admins edit the user here.
 */
export default function UserDetailRoute() {
  const { userId } = useParams();
  const location = useLocation();
  const { data: member, error, isLoading, mutate } = useUser(userId);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  const admin = isAdmin(useAuth().user);
  const drawer = useDrawer<NonNullable<typeof member>>();
  const origin = originOf(location.state, admin);
  const directory = origin.list === 'directory';

  const backLink = (
    <ButtonLink to={origin.to} variant="secondary" size="sm">
      <ArrowLeftIcon size={16} />
      {directory ? USER_DETAIL_TEXTS.backToDirectory : USER_DETAIL_TEXTS.backToUsers}
    </ButtonLink>
  );
  const actions = !notFound && (
    <Actions>
      {backLink}
      {member && !error && <MemberReferralActions member={{ id: member.id, fullname: member.fullname || `${member.firstname} ${member.lastname}` }} />}
      {admin && member && (
        <Button size="sm" onClick={() => drawer.show(member)} aria-haspopup="dialog">
          {USER_DRAWER_TEXTS.edit}
        </Button>
      )}
    </Actions>
  );

  return (
    <PortalPage title={directory ? USER_DETAIL_TEXTS.memberTitle : USER_DETAIL_TEXTS.title} actions={actions}>
      {isLoading && <Loading label={USER_DETAIL_TEXTS.loading} />}
      {notFound && <EmptyState title={PORTAL_MESSAGES.memberNotFound} action={backLink} />}
      {error && !notFound && <LoadError message={loadFailedMessage(error, USER_DETAIL_TEXTS.loadFailed)} onRetry={() => void mutate()} />}
      {member && !error && <MemberProfile member={member} rolesLabel={directory ? USER_DETAIL_TEXTS.memberRoles : USER_DETAIL_TEXTS.roles} />}
      {admin && <UserDrawer open={drawer.open} user={drawer.target} formKey={drawer.key} onClose={drawer.close} />}
    </PortalPage>
  );
}
