import type { MemberListItem } from '@gro/config';
import styled from 'styled-components';
import { groupMembers, letterHeadingId, type MemberGroup } from '../utils/group-members';
import { MemberCard } from './member-card';

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
`;

const Letter = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.brand700};
  /* The A-Z bar focuses a letter: room above it for the portal header and the bar, which stay in sight. */
  scroll-margin-top: calc(${({ theme }) => theme.layout.portalHeaderHeight} + 4.5rem);

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }

  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
`;

function Group({ group }: { group: MemberGroup }) {
  const headingId = letterHeadingId(group.letter);
  return (
    <section aria-labelledby={headingId}>
      <Letter id={headingId} tabIndex={-1}>
        {group.letter}
      </Letter>
      <Grid>
        {group.members.map((member) => (
          <MemberCard key={member.id} member={member} />
        ))}
      </Grid>
    </section>
  );
}

/** The loaded members under a heading per first letter of the last name ('#' for the rest). */
export function MemberGroups({ members }: { members: MemberListItem[] }) {
  return (
    <Groups>
      {groupMembers(members).map((group) => (
        <Group key={group.letter} group={group} />
      ))}
    </Groups>
  );
}
