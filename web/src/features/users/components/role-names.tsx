import { type Role } from '@gro/config';
import { NO_VALUE } from '@gro/config/screens';
import styled from 'styled-components';
import { Badge } from '@/components/ui/badge';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
`;

/** A member's role names as small badges. */
export function RoleNames({ roles }: { roles: Role[] | null | undefined }) {
  if (!roles?.length) return <>{NO_VALUE}</>;
  return (
    <List>
      {roles.map((role) => (
        <li key={role.id ?? role.name}>
          <Badge $tone="neutral">{role.name}</Badge>
        </li>
      ))}
    </List>
  );
}
