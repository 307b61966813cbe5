import { DASHBOARD_MEMBER_LIMIT, type PublicUser } from '@gro/config';
import { DASHBOARD_TEXTS, EMPTY_STATES } from '@gro/config/screens';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';
import { Detail, More, Panel, RowTitle, Rows } from './dashboard-styles';

/** A member row: the photo (or the default avatar), then name, role names and company. */
const Member = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }
`;

const nameOf = (member: PublicUser) => member.fullname || `${member.firstname} ${member.lastname}`;

/** Up to DASHBOARD_MEMBER_LIMIT (5) other members of the chapter, with their photos and role names. */
export function ChapterMembers({ members }: { members: PublicUser[] }) {
  const headingId = useId();
  const shown = members.slice(0, DASHBOARD_MEMBER_LIMIT);
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{DASHBOARD_TEXTS.members}</h2>
      {shown.length === 0 ? (
        <EmptyState title={EMPTY_STATES.chapterMembers} />
      ) : (
        <>
          <Rows>
            {shown.map((member) => (
              <li key={member.id}>
                <Member>
                  <MemberAvatar avatar={member.avatar} name={nameOf(member)} size={40} />
                  <div>
                    <RowTitle>
                      <Link to={buildUrl(paths.portal.user, { params: { userId: member.id } })}>{nameOf(member)}</Link>
                      {member.role.map((role) => (
                        <Badge key={role.id ?? role.name} $tone="neutral">
                          {role.name}
                        </Badge>
                      ))}
                    </RowTitle>
                    {member.company && <Detail>{member.company.name}</Detail>}
                  </div>
                </Member>
              </li>
            ))}
          </Rows>
          <More>
            <Link to={paths.portal.directory}>{DASHBOARD_TEXTS.directoryLink}</Link>
          </More>
        </>
      )}
    </Panel>
  );
}
