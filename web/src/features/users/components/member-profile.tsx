import { type MemberDetail } from '@gro/config';
import { MEMBER_CONTACT_TEXTS, NO_VALUE, USER_DETAIL_TEXTS, phoneWithExt } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { media } from '@/styles/theme';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { ContactButton } from '@/features/member-contact';
import { RoleNames } from './role-names';

/* On a phone the avatar is centred above the details, which take the card's whole width (a
   centred, shrink-to-fit column was indented from the card's edge); from sm they sit beside it. */
const Profile = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[6]};

  ${media.up('sm')} {
    flex-direction: row;
    align-items: flex-start;
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.brand900};
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
`;

const Details = styled.div`
  align-self: stretch;
  min-width: 0;

  ${media.up('sm')} {
    flex: 1;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(88px, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  /* On a phone a label column leaves the values too little room (an email broke mid-word): each
     label stands above its value. */
  ${media.down('sm')} {
    grid-template-columns: minmax(0, 1fr);
    row-gap: ${({ theme }) => theme.space[1]};

    dd {
      margin-left: 0;
    }

    dd + dt {
      margin-top: ${({ theme }) => theme.space[3]};
    }
  }
`;

const Private = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A member's avatar, name, contact details, company, chapter and role names (under `rolesLabel`).
 * Where the member keeps their email and phone from the viewer, both read 'Private' and a Contact
 * button sends them a message instead.
 */
export function MemberProfile({ member, rolesLabel = USER_DETAIL_TEXTS.roles }: { member: MemberDetail; rolesLabel?: string }) {
  const nameId = useId();
  const name = member.fullname || `${member.firstname} ${member.lastname}`;
  return (
    <Profile as="article" aria-labelledby={nameId}>
      <MemberAvatar avatar={member.avatar} name={name} />
      <Details>
        <h2 id={nameId}>{name}</h2>
        <Facts>
          <dt>{USER_DETAIL_TEXTS.email}</dt>
          <dd>
            {member.email === null ? (
              <Private>
                <span>{MEMBER_CONTACT_TEXTS.hidden}</span>
                <ContactButton member={{ id: member.id, fullname: name }} />
              </Private>
            ) : (
              <a href={`mailto:${member.email}`}>{member.email}</a>
            )}
          </dd>
          <dt>{USER_DETAIL_TEXTS.phone}</dt>
          <dd>
            {member.contactHidden ? (
              <Private>{MEMBER_CONTACT_TEXTS.hidden}</Private>
            ) : member.phoneNumber ? (
              <a href={`tel:${member.phoneNumber.replace(/[^\d+]/g, '')}`}>{phoneWithExt(member.phoneNumber, member.phoneExt)}</a>
            ) : (
              NO_VALUE
            )}
          </dd>
          <dt>{USER_DETAIL_TEXTS.company}</dt>
          <dd>{member.company?.name ?? NO_VALUE}</dd>
          <dt>{USER_DETAIL_TEXTS.chapter}</dt>
          <dd>{member.chapter?.name ?? NO_VALUE}</dd>
          <dt>{rolesLabel}</dt>
          <dd>
            <RoleNames roles={member.role} />
          </dd>
        </Facts>
      </Details>
    </Profile>
  );
}
