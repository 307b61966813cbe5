import { type MemberDetail } from '@gro/config';
import { MEMBER_CONTACT_TEXTS, NO_VALUE, USER_DETAIL_TEXTS, phoneWithExt } from '@gro/config/screens';
import { useId } from 'react';
import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { media } from '@/styles/theme';
import { MemberAvatar } from '@/components/ui/member-avatar';
import { SubscriptionStatusBadge } from '@/features/finance';
import { ContactButton } from '@/features/member-contact';
import { formatDate, formatDateTime } from '@/lib/format';
import { safeHref } from '@/lib/url';
import { RoleNames } from './role-names';
import { UserStatusBadge } from './user-status';

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
    overflow-wrap: anywhere;
  }
`;

/* The name with what the member does under it, above the facts. */
const Heading = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const ProfessionLine = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

/* What the member wrote: their bio, and the referral they hope for set apart as a callout. */
const Story = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[6]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  p {
    white-space: pre-line;
    overflow-wrap: anywhere;
    max-width: 65ch;
  }
`;

const Callout = styled(Story)`
  padding: ${({ theme }) => theme.space[4]};
  border-left: 3px solid ${({ theme }) => theme.colors.brand600};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brand50};
`;

/* The company's logo beside its name, its industry after it. */
const CompanyLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};

  img {
    width: 32px;
    height: 32px;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Links = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
`;

/** A member's link as the profile shows it: host and path without the scheme ('linkedin.com/in/ada'). */
const shownUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');

const Details = styled.div`
  align-self: stretch;
  min-width: 0;

  ${media.up('sm')} {
    flex: 1;
  }
`;

/* One label width for the profile's facts and the account's under them, so their values line up. */
const Facts = styled.dl`
  display: grid;
  grid-template-columns: 8.5rem minmax(0, 1fr);
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

const Inline = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const A = USER_DETAIL_TEXTS.account;

/** What admins also see of an account (GET /user/{id} answers it to them only): status, since when, subscription, last sign-in. */
function AccountFacts({ member }: { member: MemberDetail }) {
  const headingId = useId();
  const subscription = member.subscription;
  const lastSignIn = member.signInLog?.[0]?.createdAt;
  const periodEnd = subscription?.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '';
  return (
    <Story aria-labelledby={headingId}>
      <h3 id={headingId}>{A.heading}</h3>
      <Facts>
        <dt>{A.status}</dt>
        <dd>{member.status ? <UserStatusBadge status={member.status} /> : NO_VALUE}</dd>
        <dt>{A.memberSince}</dt>
        <dd>{formatDate(member.createdAt) || NO_VALUE}</dd>
        <dt>{A.subscription}</dt>
        <dd>
          {subscription ? (
            <Inline>
              <SubscriptionStatusBadge status={subscription.status} />
              {[subscription.planLabel, periodEnd && (subscription.cancelAtPeriodEnd ? A.ends(periodEnd) : subscription.canceledAt ? '' : A.renews(periodEnd))].filter(Boolean).join(', ')}
            </Inline>
          ) : (
            A.noSubscription
          )}
        </dd>
        <dt>{A.lastSignIn}</dt>
        <dd>{lastSignIn ? <time dateTime={lastSignIn}>{formatDateTime(lastSignIn)}</time> : A.neverSignedIn}</dd>
      </Facts>
    </Story>
  );
}

/**
 * A member's avatar, name and profession, contact details, company (its logo, industry and website),
 * chapter, role names (under `rolesLabel`) and links, then what they wrote: their bio and ideal referral;
 * for admins (the answer has a status) the account: status, since when, subscription, last sign-in.
 * Where the member keeps their email and phone from the viewer, both read 'Private' and a Contact
 * button sends them a message instead.
 */
export function MemberProfile({ member, rolesLabel = USER_DETAIL_TEXTS.roles }: { member: MemberDetail; rolesLabel?: string }) {
  const nameId = useId();
  const name = member.fullname || `${member.firstname} ${member.lastname}`;
  const about = member.about ?? { bio: null, idealReferral: null, website: null, linkedin: null };
  const { bio, idealReferral } = about;
  const website = safeHref(about.website);
  const linkedin = safeHref(about.linkedin);
  const company = member.company;
  const companySite = safeHref(company?.url);
  return (
    <Profile as="article" aria-labelledby={nameId}>
      <MemberAvatar avatar={member.avatar} name={name} />
      <Details>
        <Heading>
          <h2 id={nameId}>{name}</h2>
          {member.profession && <ProfessionLine>{member.profession.name}</ProfessionLine>}
        </Heading>
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
          <dd>
            {company ? (
              <CompanyLine>
                {company.logo && <img src={company.logo} alt={USER_DETAIL_TEXTS.companyLogoAlt(company.name)} loading="lazy" referrerPolicy="no-referrer" onError={(event) => (event.currentTarget.hidden = true)} />}
                {companySite ? (
                  <a href={companySite} target="_blank" rel="noopener noreferrer nofollow">
                    {company.name}
                  </a>
                ) : (
                  <span>{company.name}</span>
                )}
                {company.industry && <Muted>· {company.industry}</Muted>}
              </CompanyLine>
            ) : (
              NO_VALUE
            )}
          </dd>
          <dt>{USER_DETAIL_TEXTS.chapter}</dt>
          <dd>{member.chapter?.name ?? NO_VALUE}</dd>
          <dt>{rolesLabel}</dt>
          <dd>
            <RoleNames roles={member.role} />
          </dd>
          {(website || linkedin) && (
            <>
              <dt>{USER_DETAIL_TEXTS.links}</dt>
              <dd>
                <Links>
                  {website && (
                    <a href={website} target="_blank" rel="noopener noreferrer nofollow" aria-label={`${USER_DETAIL_TEXTS.website}: ${shownUrl(website)}`}>
                      {shownUrl(website)}
                    </a>
                  )}
                  {linkedin && (
                    <a href={linkedin} target="_blank" rel="noopener noreferrer nofollow">
                      {USER_DETAIL_TEXTS.linkedin}
                    </a>
                  )}
                </Links>
              </dd>
            </>
          )}
        </Facts>
        {bio && (
          <Story aria-label={USER_DETAIL_TEXTS.bio}>
            <h3>{USER_DETAIL_TEXTS.bio}</h3>
            <p>{bio}</p>
          </Story>
        )}
        {idealReferral && (
          <Callout aria-label={USER_DETAIL_TEXTS.idealReferral}>
            <h3>{USER_DETAIL_TEXTS.idealReferral}</h3>
            <p>{idealReferral}</p>
          </Callout>
        )}
        {member.status && <AccountFacts member={member} />}
      </Details>
    </Profile>
  );
}
