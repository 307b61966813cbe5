import { EXPORT_PATHS, type MemberListItem, type UserSortField, type UserStatus } from '@gro/config';
import { ADMIN_FORM_TEXTS, MY_CHAPTER_TEXTS, NO_VALUE, PORTAL_USER_TEXTS, USER_DRAWER_TEXTS, USER_STATUS_TEXTS } from '@gro/config/screens';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { PlusIcon } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { EmailText } from '@/components/ui/email-text';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { RowEditButton } from '@/components/ui/row-edit-button';
import { ServerTablePage, type Column } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { useChapterName } from '@/features/chapters';
import { ContactButton } from '@/features/member-contact';
import { useDrawer } from '@/hooks/use-drawer';
import { useAuth } from '@/lib/auth';
import { isAdmin } from '@/lib/authorization';
import { buildUrl } from '@/lib/url';
import { useUsers } from '../api/list-users';
import { RoleNames } from '../components/role-names';
import { UserDrawer } from '../components/user-drawer';
import { UserStatusBadge, UserStatusFilter } from '../components/user-status';

const { columns: headers } = PORTAL_USER_TEXTS;

/** /portal/user/{userId}: the member's page. */
const profilePath = (user: MemberListItem) => buildUrl(paths.portal.user, { params: { userId: user.id } });
/** Tells the profile it was opened from this table: its words and its way back are the users'. */
const fromUsers = { from: paths.portal.users };

const fullName = (u: MemberListItem) => u.fullname || `${u.firstname} ${u.lastname}`;

const Name = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  /* A name of one long word breaks inside it rather than push the row's actions past the table's edge. */
  overflow-wrap: anywhere;
`;

/** A company's name, which may break inside a long word for the same reason. */
const CompanyName = styled.span`
  overflow-wrap: anywhere;
`;

/**
 * The member's photo (or the default avatar) beside the name, linked to the profile when the viewer
 * may open it (`opens`); `state` tells the profile where it was opened.
 */
const nameCell =
  (state?: typeof fromUsers, opens: (u: MemberListItem) => boolean = () => true) =>
  (u: MemberListItem) => (
    <Name>
      <MemberAvatar avatar={u.avatar} name={fullName(u)} size={32} />
      {opens(u) ? (
        <Link to={profilePath(u)} state={state}>
          {fullName(u)}
        </Link>
      ) : (
        fullName(u)
      )}
    </Name>
  );

/** A member's profile (GET /user/{id}) shows a non-admin Active members who are not hidden from the directory only. */
const openToMembers = (u: MemberListItem) => u.status === 'Active' && !u.directoryHidden;

/** Columns of the users table; a sortable one names its API sort field (SORT_FIELDS.user). */
const columns: Column<MemberListItem, UserSortField>[] = [
  // The widths a name and a company keep before their long words break (the table's auto layout would give them less).
  { key: 'name', header: headers.name, cell: nameCell(fromUsers), sortField: 'lastname', width: '13rem' },
  {
    key: 'email',
    header: headers.email,
    // A member who keeps their address from this viewer: the Contact button writes to them instead.
    cell: (u) => (u.email === null ? <ContactButton member={{ id: u.id, fullname: fullName(u) }} /> : <EmailText email={u.email} />),
    sortField: 'email',
    nowrap: true,
  },
  { key: 'company', header: headers.company, cell: (u) => (u.company ? <CompanyName>{u.company.name}</CompanyName> : NO_VALUE), sortField: 'company', width: '9rem' },
  { key: 'chapter', header: headers.chapter, cell: (u) => u.chapter?.name ?? NO_VALUE, sortField: 'chapter' },
  { key: 'roles', header: headers.roles, cell: (u) => <RoleNames roles={u.role} /> },
];

const statusColumn: Column<MemberListItem, UserSortField> = {
  key: 'status',
  header: USER_STATUS_TEXTS.column,
  cell: (u) => (u.status ? <UserStatusBadge status={u.status} /> : NO_VALUE),
};

/**
 * /portal/user: members paged, sorted and searched by the server; a row opens /portal/user/{userId}.
 * Admins also see each user's status, filter by it, and create and edit users.
 * /portal/my-chapter/{chapterId}/members: one chapter's members (GET /chapter/{id}/members)
 * with their status and its filter, read-only: users are created, edited and exported by admins only.
 */
export default function UsersRoute() {
  const navigate = useNavigate();
  const { chapterId } = useParams();
  const scope = chapterId ? Number(chapterId) : undefined;
  const chapterName = useChapterName(scope);
  const admin = isAdmin(useAuth().user);
  const [status, setStatus] = useState<UserStatus | ''>('');
  const drawer = useDrawer<MemberListItem>();
  if (scope) {
    const texts = {
      ...PORTAL_USER_TEXTS,
      title: MY_CHAPTER_TEXTS.membersTitle(chapterName),
      caption: MY_CHAPTER_TEXTS.membersCaption,
      loadFailed: MY_CHAPTER_TEXTS.membersLoadFailed,
    };
    return (
      <ServerTablePage
        key={scope}
        texts={texts}
        // Every row is of this chapter: its column would say the same thing on each line.
        columns={[
          // The profile opened from here keeps a member's words (the users table is the admins'); a
          // leader's list also holds members whose profile only admins open: their names are not links.
          { ...columns[0], cell: nameCell(undefined, admin ? undefined : openToMembers) },
          ...columns.slice(1).filter((column) => column.key !== 'chapter'),
          statusColumn,
        ]}
        usePage={useUsers}
        getRowKey={(user) => user.id}
        filters={{ ledChapter: scope, status: status || undefined }}
        toolbar={<UserStatusFilter value={status} onChange={setStatus} />}
      />
    );
  }
  const shown = admin
    ? [
        ...columns,
        statusColumn,
        {
          key: 'actions',
          header: ADMIN_FORM_TEXTS.actionsColumn,
          cell: (u: MemberListItem) => <RowEditButton name={fullName(u)} onClick={() => drawer.show(u)} />,
        },
      ]
    : columns;

  return (
    <>
      <ServerTablePage
        texts={PORTAL_USER_TEXTS}
        columns={shown}
        usePage={useUsers}
        getRowKey={(user) => user.id}
        onRowClick={(user) => navigate(profilePath(user), { state: fromUsers })}
        filters={admin ? { status: status || undefined } : undefined}
        toolbar={admin && <UserStatusFilter value={status} onChange={setStatus} />}
        exportCsv={admin ? { path: EXPORT_PATHS.users, name: 'users' } : undefined}
        actions={
          admin && (
            <Button onClick={() => drawer.show()} aria-haspopup="dialog">
              <PlusIcon size={16} />
              {USER_DRAWER_TEXTS.create}
            </Button>
          )
        }
      />
      {admin && <UserDrawer open={drawer.open} user={drawer.target} formKey={drawer.key} onClose={drawer.close} />}
    </>
  );
}
