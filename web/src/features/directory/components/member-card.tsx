import type { MemberListItem } from '@gro/config';
import { DIRECTORY_TEXTS } from '@gro/config/screens';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { MailIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { EmailText } from '@/components/ui/email-text';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { paths } from '@/config/paths';
import { ContactButton } from '@/features/member-contact';
import { MemberReferralActions } from '@/features/referrals';
import { buildUrl } from '@/lib/url';

/* A column whose email line sits at the bottom: cards of one row keep their lines level however a company name wraps. */
const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    min-width: 0;
    overflow-wrap: anywhere;
  }

  h3 a {
    color: ${({ theme }) => theme.colors.brand900};
    text-decoration: none;
  }

  h3 a:hover {
    text-decoration: underline;
  }
`;

/* The name at the top beside the photo, whether or not a profession follows it, so the cards of a row line up. */
const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space[1]};
`;

/* What the member does, under their name. */
const Profession = styled.p`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
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
  margin-top: auto;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  > svg {
    flex: none;
  }
`;

/* In the email line's place, at the bottom of the card. */
const ContactSlot = styled.div`
  margin-top: auto;
`;

/** The avatar beside the name in a directory card. */
const CARD_AVATAR_SIZE = 56;

/**
 * One member of the directory: photo (or the default avatar), name and profession, company and chapter, role names
 * and an email link (or, where the member keeps it from the viewer, a Contact button); admins also
 * see whether the member hid from the directory.
 */
export function MemberCard({ member }: { member: MemberListItem }) {
  // The profile reads as a member's and goes back here, filters and all.
  const { pathname, search } = useLocation();
  const name = member.fullname || `${member.firstname} ${member.lastname}`;
  const meta = [member.company?.name, member.chapter?.name].filter(Boolean).join(' · ');
  return (
    <Item>
      <Head>
        <MemberAvatar avatar={member.avatar} name={name} size={CARD_AVATAR_SIZE} />
        <Names>
          <h3>
            <Link to={buildUrl(paths.portal.user, { params: { userId: member.id } })} state={{ from: `${pathname}${search}` }}>
              {name}
            </Link>
          </h3>
          {member.profession && <Profession>{member.profession.name}</Profession>}
          {meta && <Meta>{meta}</Meta>}
        </Names>
      </Head>
      {member.directoryHidden && <Badge $tone="accent">{DIRECTORY_TEXTS.hiddenBadge}</Badge>}
      {member.role.length > 0 && (
        <Roles aria-label={`Roles of ${name}`}>
          {member.role.map((role) => (
            <li key={role.id ?? role.name}>
              <Badge $tone="neutral">{role.name}</Badge>
            </li>
          ))}
        </Roles>
      )}
      {/* Before the email line, which sits at the bottom: the member's own card has no actions, and its email stays level with the others'. */}
      <MemberReferralActions member={{ id: member.id, fullname: name }} compact />
      {/* A member who keeps their address from this viewer: the Contact button writes to them instead. */}
      {member.email === null ? (
        <ContactSlot>
          <ContactButton member={{ id: member.id, fullname: name }} />
        </ContactSlot>
      ) : (
        <Email href={`mailto:${member.email}`}>
          <MailIcon size={16} />
          <EmailText email={member.email} />
        </Email>
      )}
    </Item>
  );
}
