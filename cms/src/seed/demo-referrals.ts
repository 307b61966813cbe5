import type { Core } from '@strapi/strapi';
import { INBOX_LIMITS, INBOX_NOTICES, REFERRAL_STALE_DAYS, type ReferralStatus } from '@gro/config';
import { addToTallies, type TallyChange } from '../api/referral-figure/domain/tallies';
import { documentId } from '../platform/db/document-id';
import { zoneOf } from '../platform/calendar/occurrences';
import { USER_CHAPTER, USER_COMPANY } from '../platform/db/links';

const chapterLink = USER_CHAPTER.as('l');
const companyLink = USER_COMPANY.as('c');

/**
 * Demo referrals and one-to-ones between the demo members of each chapter, over the last
 * six months, so the referral pages, the dashboard card and the figures show something real in
 * development. Written with their tallies in one transaction, as the routes write them; open ones
 * older than the stale period count as already reminded (no burst of reminder emails on first start).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const CONTACTS = [
  ['Jordan Ellis', 'Ellis Family Dental', '(313) 555-0190', 'A new accountant before tax season.'],
  ['Morgan Reyes', 'Reyes Landscaping', '(313) 555-0191', 'A website that takes bookings online.'],
  ['Taylor Brooks', 'Brooks Bakery', '(313) 555-0192', 'Advice on a retirement plan for four staff.'],
  ['Casey Nguyen', 'Nguyen Physical Therapy', '(313) 555-0193', 'Help with a lease for a second clinic.'],
  ['Riley Patel', 'Patel Logistics', '(313) 555-0194', 'Insurance for a new delivery van fleet.'],
  ['Avery Kim', 'Kim Architecture', '(313) 555-0195', 'A photographer for their project portfolio.'],
] as const;
const STATUSES: ReferralStatus[] = ['Closed', 'MeetingBooked', 'Closed', 'Contacted', 'New', 'NotAFit', 'Closed'];
const AMOUNTS = [185_000, 42_500, 960_000, 12_000, 310_000, 75_000];

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function seedDemoReferrals(strapi: Core.Strapi) {
  const db = strapi.db.connection;
  const members: { id: number; chapter_id: number; firstname: string | null; lastname: string | null }[] = await db('up_users as u')
    .join(chapterLink.table, chapterLink.owner, 'u.id')
    .join(companyLink.table, companyLink.owner, 'u.id')
    .where('u.status', 'Active')
    .whereLike('u.email', '%@example.com')
    .orderBy('u.id')
    .select('u.id', 'u.firstname', 'u.lastname', `${chapterLink.target} as chapter_id`);
  const names = new Map(members.map((m) => [Number(m.id), [m.firstname, m.lastname].filter(Boolean).join(' ')]));
  const byChapter = new Map<number, number[]>();
  for (const m of members) byChapter.set(Number(m.chapter_id), [...(byChapter.get(Number(m.chapter_id)) ?? []), Number(m.id)]);

  const zones = new Map<number, string>();
  for (const c of await db('chapters').select('id', 'time_zone')) zones.set(Number(c.id), zoneOf({ timeZone: c.time_zone }));
  const today = Date.now();
  await strapi.db.transaction(async ({ trx }) => {
    let serial = 0;
    for (const [chapterId, ids] of byChapter) {
      if (ids.length < 2) continue;
      const n = ids.length;
      for (let i = 0; i < n * 2; i += 1) {
        serial += 1;
        const giver = ids[i % n]!;
        const receiver = ids[(i + 1 + (i % (n - 1))) % n] === giver ? ids[(i + 1) % n]! : ids[(i + 1 + (i % (n - 1))) % n]!;
        const passed = today - ((i * 11) % 170 + 3) * DAY_MS;
        const status = STATUSES[serial % STATUSES.length]!;
        const [name, company, phone, need] = CONTACTS[serial % CONTACTS.length]!;
        const internal = serial % 5 === 0;
        const step = Math.min(today - DAY_MS, passed + 4 * DAY_MS);
        const closed = status === 'Closed' ? day(Math.min(today - DAY_MS, passed + 12 * DAY_MS)) : null;
        const amount = status === 'Closed' ? AMOUNTS[serial % AMOUNTS.length]! : null;
        const open = status === 'New' || status === 'Contacted' || status === 'MeetingBooked';
        const touched = status === 'New' ? passed : step;
        const stale = open && touched <= today - REFERRAL_STALE_DAYS * DAY_MS;
        const givenMonth = day(passed).slice(0, 7);
        const [row] = await trx('referrals')
          .insert({
            document_id: documentId(),
            giver_id: giver,
            receiver_id: receiver,
            giver_chapter_id: chapterId,
            receiver_chapter_id: chapterId,
            type: internal ? 'Internal' : 'Outside',
            contact_name: internal ? null : name,
            contact_company: internal ? null : company,
            contact_phone: internal ? null : phone,
            contact_email: null,
            need: internal ? 'Our own books: a year-end review for our company.' : need,
            warmth: (serial % 5) + 1,
            expects_call: !internal && serial % 2 === 0,
            status,
            given_month: givenMonth,
            contacted_on: status === 'New' ? null : day(step),
            meeting_on: status === 'MeetingBooked' || status === 'Closed' ? day(Math.min(today - DAY_MS, passed + 8 * DAY_MS)) : null,
            closed_on: closed,
            amount_cents: amount,
            last_touched_at: new Date(touched),
            reminded_at: stale ? new Date(touched + REFERRAL_STALE_DAYS * DAY_MS) : null,
            created_at: new Date(passed),
            updated_at: new Date(touched),
            published_at: new Date(passed),
          })
          .returning('id');
        const id = Number(typeof row === 'object' ? row.id : row);
        // The receiver's notification centre keeps the last INBOX_LIMITS.keepDays days; read after two weeks.
        if (passed > today - INBOX_LIMITS.keepDays * DAY_MS) {
          await trx('inbox_items').insert({
            document_id: documentId(),
            user_id: receiver,
            kind: 'referralReceived',
            title: INBOX_NOTICES.referralReceived(names.get(giver) ?? 'A member'),
            body: internal ? 'Our own books: a year-end review for our company.' : need,
            link: `/portal/referral/${id}`,
            read_at: passed < today - 14 * DAY_MS ? new Date(passed + DAY_MS) : null,
            created_at: new Date(passed),
            updated_at: new Date(passed),
            published_at: new Date(passed),
          });
        }
        await trx('referral_changes').insert({
          document_id: documentId(),
          referral_id: id,
          actor_id: giver,
          action: 'created',
          before: null,
          after: JSON.stringify({ status: 'New', amountCents: null, contactedOn: null, meetingOn: null, closedOn: null, deletedAt: null }),
          created_at: new Date(passed),
          updated_at: new Date(passed),
          published_at: new Date(passed),
        });
        // The steps that led to the status, each a history line by the receiver, as the portal writes them.
        const meetingOn = status === 'MeetingBooked' || status === 'Closed' ? day(Math.min(today - DAY_MS, passed + 8 * DAY_MS)) : null;
        const booked = Math.min(step + DAY_MS, today - DAY_MS);
        const steps: { at: number; after: Record<string, unknown> }[] = [];
        let state: Record<string, unknown> = { status: 'New', amountCents: null, contactedOn: null, meetingOn: null, closedOn: null, deletedAt: null };
        const next = (at: number, change: Record<string, unknown>) => {
          state = { ...state, ...change };
          steps.push({ at, after: state });
        };
        if (status !== 'New') next(step, { status: 'Contacted', contactedOn: day(step) });
        if (meetingOn) next(booked, { status: 'MeetingBooked', meetingOn });
        if (status === 'Closed' && closed) next(Date.parse(`${closed}T12:00:00Z`), { status: 'Closed', closedOn: closed, amountCents: amount });
        if (status === 'NotAFit') next(step, { status: 'NotAFit' });
        let before: Record<string, unknown> = { status: 'New', amountCents: null, contactedOn: null, meetingOn: null, closedOn: null, deletedAt: null };
        for (const { at, after } of steps) {
          await trx('referral_changes').insert({
            document_id: documentId(),
            referral_id: id,
            actor_id: receiver,
            action: 'status',
            before: JSON.stringify(before),
            after: JSON.stringify(after),
            created_at: new Date(at),
            updated_at: new Date(at),
            published_at: new Date(at),
          });
          before = after;
        }
        const changes: TallyChange[] = [
          { chapterId, userId: giver, month: givenMonth, given: 1 },
          { chapterId, userId: receiver, month: givenMonth, received: 1 },
        ];
        if (closed && amount) changes.push({ chapterId, userId: giver, month: closed.slice(0, 7), creditedCents: amount });
        await addToTallies(trx, changes);
      }

      // One-to-ones: a few that happened (confirmed), one coming up.
      for (let i = 0; i < Math.min(n - 1, 4); i += 1) {
        const proposer = ids[i]!;
        const invitee = ids[(i + 2) % n] === proposer ? ids[(i + 1) % n]! : ids[(i + 2) % n]!;
        const upcoming = i === 3;
        const date = day(upcoming ? today + 5 * DAY_MS : today - (i * 23 + 6) * DAY_MS);
        await trx('one_to_ones').insert({
          document_id: documentId(),
          proposer_id: proposer,
          invitee_id: invitee,
          proposer_chapter_id: chapterId,
          invitee_chapter_id: chapterId,
          date,
          time: ['08:00', '12:30', '16:00', '09:15'][i]!,
          time_zone: zones.get(chapterId) ?? zoneOf(null),
          place: ['Avalon Café', 'Our office, 2nd floor', 'Video call', 'Eastern Market, main gate'][i]!,
          status: upcoming ? 'Proposed' : 'Confirmed',
          confirmed_at: upcoming ? null : new Date(Date.parse(`${date}T20:00:00Z`)),
          counted_month: upcoming ? null : date.slice(0, 7),
          created_at: new Date(Date.parse(`${date}T00:00:00Z`) - 7 * DAY_MS),
          updated_at: new Date(),
          published_at: new Date(),
        });
        if (!upcoming) {
          await addToTallies(trx, [
            { chapterId, userId: proposer, month: date.slice(0, 7), oneToOnes: 1 },
            { chapterId, userId: invitee, month: date.slice(0, 7), oneToOnes: 1 },
          ]);
        }
      }
    }
  });
}
