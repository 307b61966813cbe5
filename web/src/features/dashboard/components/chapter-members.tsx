import { DASHBOARD_MEMBER_LIMIT, type PublicUser } from '@gro/config';
import { DASHBOARD_TEXTS, EMPTY_STATES } from '@gro/config/screens';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';
import { Detail, More, Panel, RowTitle, Rows } from './dashboard-styles';

/** Up to DASHBOARD_MEMBER_LIMIT (5) other members of the chapter, with their role names. */
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
                <RowTitle>
                  <Link to={buildUrl(paths.portal.user, { params: { userId: member.id } })}>
                    {member.fullname || `${member.firstname} ${member.lastname}`}
                  </Link>
                  {member.role.map((role) => (
                    <Badge key={role.id ?? role.name} $tone="neutral">
                      {role.name}
                    </Badge>
                  ))}
                </RowTitle>
                {member.company && <Detail>{member.company.name}</Detail>}
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
