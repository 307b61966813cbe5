import { type MemberListItem, type UserSortField } from '@gro/config';
import { NO_VALUE, PORTAL_USER_TEXTS } from '@gro/config/screens';
import { Link, useNavigate } from 'react-router-dom';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';
import { useUsers } from '../api/list-users';
import { RoleNames } from '../components/role-names';

const { columns: headers } = PORTAL_USER_TEXTS;

/** /portal/user/{userId}: the member's page. */
const profilePath = (user: MemberListItem) => buildUrl(paths.portal.user, { params: { userId: user.id } });

/** Columns of the users table; a sortable one names its API sort field (SORT_FIELDS.user). */
const columns: Column<MemberListItem, UserSortField>[] = [
  {
    key: 'name',
    header: headers.name,
    cell: (u) => <Link to={profilePath(u)}>{u.fullname || `${u.firstname} ${u.lastname}`}</Link>,
    sortField: 'lastname',
  },
  { key: 'email', header: headers.email, cell: (u) => u.email, sortField: 'email' },
  { key: 'company', header: headers.company, cell: (u) => u.company?.name ?? NO_VALUE, sortField: 'company' },
  { key: 'chapter', header: headers.chapter, cell: (u) => u.chapter?.name ?? NO_VALUE, sortField: 'chapter' },
  { key: 'roles', header: headers.roles, cell: (u) => <RoleNames roles={u.role} /> },
];

/** /portal/user: members paged, sorted and searched by the server; a row opens /portal/user/{userId}. */
export default function UsersRoute() {
  const navigate = useNavigate();
  return (
    <ServerTablePage
      texts={PORTAL_USER_TEXTS}
      columns={columns}
      usePage={useUsers}
      getRowKey={(user) => user.id}
      onRowClick={(user) => navigate(profilePath(user))}
    />
  );
}
