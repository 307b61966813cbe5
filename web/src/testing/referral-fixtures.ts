import type { OneToOne, Referral, ReferralMember, ReferralPage } from '@gro/config';

export const jordan: ReferralMember = { id: 7, fullname: 'Jordan Rivera', company: 'Rivera Consulting' };
export const bea: ReferralMember = { id: 21, fullname: 'Bea Lindqvist', company: 'Lindqvist Law' };
export const carl: ReferralMember = { id: 22, fullname: 'Carl Osei', company: null };

/** A referral Bea passed to Jordan (the signed-in member of buildUser), New. */
export function buildReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 40,
    giver: bea,
    receiver: jordan,
    type: 'Outside',
    contactName: 'Dana Park',
    contactCompany: 'Park Bakery',
    contactPhone: '(313) 555-0199',
    contactEmail: 'dana@parkbakery.com',
    need: 'Bookkeeping for two shops',
    warmth: 4,
    expectsCall: true,
    status: 'New',
    contactedOn: null,
    meetingOn: null,
    closedOn: null,
    amountCents: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
    deletedAt: null,
    ...overrides,
  };
}

export const referralPage = (items: Referral[], total = items.length): ReferralPage => ({ items, page: 1, pageSize: 20, total });

/** A one-to-one Bea proposed to Jordan. */
export function buildOneToOne(overrides: Partial<OneToOne> = {}): OneToOne {
  return {
    id: 60,
    proposer: bea,
    invitee: jordan,
    date: '2026-12-01',
    time: '09:30',
    timeZone: 'America/Detroit',
    place: 'Avalon Café',
    status: 'Proposed',
    confirmedAt: null,
    myNote: null,
    createdAt: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}
