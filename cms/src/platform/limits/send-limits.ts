import { SEND_LIMITS, type ConfiguredLimit } from '@gro/config';
import { configuredLimit } from './configured-limits';
import { allowed, consume, refund, type Limit } from './rate-limit';

/** What a signed-in account makes GRO send to other people (or to an address it has not proven), with its hourly and daily limits. */
const PER_ACCOUNT = {
  'join-request': [SEND_LIMITS.joinRequestsPerHour, SEND_LIMITS.joinRequestsPerDay],
  'one-to-one': [SEND_LIMITS.oneToOnesPerHour, SEND_LIMITS.oneToOnesPerDay],
  referral: [SEND_LIMITS.referralsPerHour, SEND_LIMITS.referralsPerDay],
  'contact-message': [SEND_LIMITS.contactMessagesPerHour, SEND_LIMITS.contactMessagesPerDay],
  'visitor-invitation': [SEND_LIMITS.visitorInvitationsPerHour, SEND_LIMITS.visitorInvitationsPerDay],
  substitute: [SEND_LIMITS.substituteInvitationsPerHour, SEND_LIMITS.substituteInvitationsPerDay],
  'meeting-cancellation': [SEND_LIMITS.meetingCancellationsPerHour, SEND_LIMITS.meetingCancellationsPerDay],
  'chapter-news': [SEND_LIMITS.chapterNewsPerHour, SEND_LIMITS.chapterNewsPerDay],
  // To the writer's own address: counted so that previews cannot be a mailing machine.
  'news-test': [SEND_LIMITS.newsTestsPerHour, SEND_LIMITS.newsTestsPerDay],
  newsletter: [SEND_LIMITS.newsletterSendsPerHour, SEND_LIMITS.newsletterSendsPerDay],
  // To the account's own, unproven address: counted so that one account cannot mail a stranger's inbox at will.
  'verification-link': [SEND_LIMITS.verificationLinksPerHour, SEND_LIMITS.verificationLinksPerDay],
} as const satisfies Record<string, readonly ConfiguredLimit[]>;
type SendKind = keyof typeof PER_ACCOUNT;

const countedFor = (kind: SendKind, userId: number): [string, Limit][] =>
  PER_ACCOUNT[kind].map((setting, i) => [`send:${kind}:${i === 0 ? 'hour' : 'day'}:user:${userId}`, configuredLimit(setting)]);

/** A further limit counted with the kind's own: `key` names who it is about (a sender and a recipient). */
type AlsoCounted = { key: string; limit: ConfiguredLimit };

/**
 * Runs `send`, work that makes GRO email someone on the member's behalf, counted against the
 * member's hourly and daily limits of its kind. Counted atomically before the work (a 429 naming
 * when to try again once either is used up, so a parallel burst cannot pass together); given back
 * when the work is refused (it throws: a 400, 404, 409) or sends nothing (`sent` says false: the
 * replay of an idempotent request), so only real sends count. `also` are counted the same way.
 */
export async function countedSend<T>(kind: SendKind, userId: number, send: () => Promise<T>, sent: (result: T) => boolean = () => true, also: AlsoCounted[] = []): Promise<T> {
  const counted: [string, Limit][] = [...countedFor(kind, userId), ...also.map(({ key, limit }): [string, Limit] => [`send:${kind}:${key}`, configuredLimit(limit)])];
  await consume(counted);
  let result: T;
  try {
    result = await send();
  } catch (err) {
    await refund(counted);
    throw err;
  }
  if (!sent(result)) await refund(counted);
  return result;
}

/** The notices of one kind that one member makes GRO mail to another. */
type NoticeKind = 'join-request' | 'one-to-one' | 'referral';

/**
 * Whether the notice of `kind` from `senderId` to `recipientId` is mailed: the first ones within
 * SEND_LIMITS.noticesPerRecipientPerSender's window are; later ones are stored (the recipient still
 * finds them in their lists) but not mailed. Never a 429: the sender's request goes on.
 */
export function mayMailNotice(kind: NoticeKind, senderId: number, recipientId: number): Promise<boolean> {
  return allowed([`notice:${kind}:${senderId}:${recipientId}`, configuredLimit(SEND_LIMITS.noticesPerRecipientPerSender)]);
}
