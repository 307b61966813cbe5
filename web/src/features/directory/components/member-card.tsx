import type { MemberListItem } from '@gro/config';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MailIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  h3 a {
    color: ${({ theme }) => theme.colors.brand900};
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Roles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  list-style: none;
`;

const Email = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

/** One member of the directory: name, company and chapter, role names and an email link. */
export function MemberCard({ member }: { member: MemberListItem }) {
  const name = member.fullname || `${member.firstname} ${member.lastname}`;
  const meta = [member.company?.name, member.chapter?.name].filter(Boolean).join(' · ');
  return (
    <Item>
      <h3>
        <Link to={buildUrl(paths.portal.user, { params: { userId: member.id } })}>{name}</Link>
      </h3>
      {meta && <Meta>{meta}</Meta>}
      {member.role.length > 0 && (
        <Roles aria-label={`Roles of ${name}`}>
          {member.role.map((role) => (
            <li key={role.id ?? role.name}>
              <Badge $tone="neutral">{role.name}</Badge>
            </li>
          ))}
        </Roles>
      )}
      <Email href={`mailto:${member.email}`}>
        <MailIcon size={16} />
        {member.email}
      </Email>
    </Item>
  );
}
