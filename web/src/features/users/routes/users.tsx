import { type MemberListItem } from '@gro/config';
import { NO_VALUE, PORTAL_USER_TEXTS } from '@gro/config/screens';
import { Link, useNavigate } from 'react-router-dom';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { hrefs } from '@/config/paths';
import { useUsers } from '../api/list-users';
import { RoleNames } from '../components/role-names';

const { columns: headers } = PORTAL_USER_TEXTS;

/** Columns of the users table; sortable keys are the API's sort fields (SORT_FIELDS.user). */
const columns: Column<MemberListItem>[] = [
  {
    key: 'lastname',
    header: headers.name,
    cell: (u) => <Link to={hrefs.user(u.id)}>{u.fullname || `${u.firstname} ${u.lastname}`}</Link>,
    sortable: true,
  },
  { key: 'email', header: headers.email, cell: (u) => u.email, sortable: true },
  { key: 'company', header: headers.company, cell: (u) => u.company?.name ?? NO_VALUE, sortable: true },
  { key: 'chapter', header: headers.chapter, cell: (u) => u.chapter?.name ?? NO_VALUE, sortable: true },
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
      onRowClick={(user) => navigate(hrefs.user(user.id))}
    />
  );
}
