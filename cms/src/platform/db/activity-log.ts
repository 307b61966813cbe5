import type { Core } from '@strapi/strapi';
import type { ActivityAction, ActivitySubject } from '@gro/config';

const UID = 'api::admin-activity.admin-activity';
const SUMMARY_MAX = 255;

type Snapshot = Record<string, unknown>;

/** One entry to record. `before` and `after` are snapshots the caller built from safe fields only (never a password hash). */
export interface ActivityInput {
  actorId: number;
  action: ActivityAction;
  subject: ActivitySubject;
  subjectId: number | string;
  summary: string;
  before: Snapshot | null;
  after: Snapshot | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** An update keeps only the fields that changed, on both sides: the entry says what changed. */
function changed(before: Snapshot, after: Snapshot): { before: Snapshot; after: Snapshot } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
  return { before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) };
}

/**
 * Adds an entry to the activity log (api::admin-activity): an admin's write, recorded inside the
 * write's transaction so the two commit together, or a limit a member reached (auth/member-data-reads.ts).
 */
export async function recordActivity(strapi: Core.Strapi, input: ActivityInput): Promise<void> {
  const sides = input.action === 'update' && input.before && input.after ? changed(input.before, input.after) : { before: input.before, after: input.after };
  await strapi.db.query(UID).create({
    data: {
      actor: input.actorId,
      action: input.action,
      subject: input.subject,
      subjectId: String(input.subjectId),
      summary: input.summary.length > SUMMARY_MAX ? `${input.summary.slice(0, SUMMARY_MAX - 1)}…` : input.summary,
      before: sides.before,
      after: sides.after,
    },
  });
}
