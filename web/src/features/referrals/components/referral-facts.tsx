import { REFERRAL_LABELS, REFERRAL_TYPE_LABELS, REFERRAL_WARMTH_LABELS, formatCents, type Referral } from '@gro/config';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { EmailText } from '@/components/ui/email-text';
import { formatCalendarDate, formatDate } from '@/lib/format';
import { REFERRAL_TEXTS as texts } from '@gro/config/screens';
import { ReferralStatusBadge } from './referral-status-badge';

const L = REFERRAL_LABELS;

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  @media (max-width: 420px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]};

    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;

const member = (m: Referral['giver']) => [m.fullname, m.company].filter(Boolean).join(' · ');

/** A referral's facts as a description list; the contact only for a contact of the giver's, the amount only once closed. */
export function ReferralFacts({ referral: r }: { referral: Referral }) {
  const rows: [string, ReactNode][] = [
    [texts.giver, member(r.giver)],
    [texts.receiver, member(r.receiver)],
    [texts.passedOn, formatDate(r.createdAt)],
    [texts.type, REFERRAL_TYPE_LABELS[r.type]],
  ];
  if (r.type === 'Outside') {
    rows.push([L.contactName, r.contactName]);
    if (r.contactCompany) rows.push([L.contactCompany, r.contactCompany]);
    if (r.contactPhone) rows.push([L.contactPhone, <a href={`tel:${r.contactPhone}`}>{r.contactPhone}</a>]);
    if (r.contactEmail) rows.push([L.contactEmail, <a href={`mailto:${r.contactEmail}`}><EmailText email={r.contactEmail} /></a>]);
  }
  rows.push([L.need, r.need], [L.warmth, REFERRAL_WARMTH_LABELS[r.warmth] ?? r.warmth], [L.expectsCall, r.expectsCall ? texts.expectsCallYes : texts.expectsCallNo]);
  rows.push([L.status, <ReferralStatusBadge status={r.status} />]);
  if (r.contactedOn) rows.push([texts.contactedOn, formatCalendarDate(r.contactedOn)]);
  if (r.meetingOn) rows.push([texts.meetingOn, formatCalendarDate(r.meetingOn)]);
  if (r.closedOn) rows.push([texts.closedOn, formatCalendarDate(r.closedOn)]);
  if (r.amountCents !== null) rows.push([texts.amount, formatCents(r.amountCents)]);
  return (
    <List>
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </List>
  );
}
