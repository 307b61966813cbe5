import type { PublicUser } from '@gro/config';
import { EMPTY_STATES, PORTAL_CHAPTER_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';

const texts = PORTAL_CHAPTER_TEXTS.detail;

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.brand900};
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
`;

/* Content at the top: a card beside a taller one (a long company name) keeps its name level with its neighbour's. */
const Member = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }

  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand900};
    text-decoration: none;
    overflow-wrap: anywhere;
  }

  a:hover {
    text-decoration: underline;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Roles = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const nameOf = (member: PublicUser) => member.fullname || `${member.firstname} ${member.lastname}`;

/** A chapter's members as the portal shows them: photo, name (opening the profile), company and role names. */
export function ChapterMembers({ chapterName, members }: { chapterName: string; members: PublicUser[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>{`${texts.members} (${members.length})`}</Heading>
      {members.length === 0 ? (
        <EmptyState title={EMPTY_STATES.chapterMembers} />
      ) : (
        <Grid aria-label={texts.membersCaption(chapterName)}>
          {members.map((member) => (
            <Member key={member.id}>
              <MemberAvatar avatar={member.avatar} name={nameOf(member)} size={48} />
              <div>
                <Link to={buildUrl(paths.portal.user, { params: { userId: member.id } })}>{nameOf(member)}</Link>
                {member.company && <p>{member.company.name}</p>}
                {member.role.length > 0 && (
                  <Roles>
                    {member.role.map((role) => (
                      <Badge key={role.id ?? role.name} $tone="neutral">
                        {role.name}
                      </Badge>
                    ))}
                  </Roles>
                )}
              </div>
            </Member>
          ))}
        </Grid>
      )}
    </section>
  );
}
