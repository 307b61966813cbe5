import type { Core } from '@strapi/strapi';
import type { AttendanceSource, AttendanceStatus, VisitorAttendance } from '@gro/config';
import { documentId } from '../../../platform/db/document-id';

/**
 * The attendance table's writes: one row per person and occurrence (a unique index), replaced only
 * by a later mark. Every step is one statement, so leaders on several phones, check-ins at the door
 * and replicas can write at once: a row is inserted once (INSERT … ON CONFLICT DO NOTHING) and
 * replaced only where the stored mark is older (UPDATE … WHERE), nothing read and then written.
 */

type Db = Core.Strapi['db']['connection'];
const TABLE = 'attendances';

export type Occurrence = { eventId: number; date: string; chapterId: number };

export type Mark = {
  /** 'u:<user id>' or 'v:<visitor id>'. */
  person: string;
  userId: number | null;
  visitorId: number | null;
  status: AttendanceStatus | VisitorAttendance;
  substituteName: string | null;
  substituteEmail: string | null;
  source: AttendanceSource;
  /** When the mark was made (ms): a later mark wins, ties go to the greater key. */
  markedMs: number;
  markedById: number | null;
  key: string;
};

/** 'stored': the mark is on the sheet now; 'same': its key was stored before; 'kept': a later mark stands. */
export type StoreResult = 'stored' | 'same' | 'kept';

type Stored = { id: number; marked_ms: number | string; mark_key: string };

export const personOf = (who: { userId?: number | null; visitorId?: number | null }) => (who.userId != null ? `u:${who.userId}` : `v:${who.visitorId}`);

const isOlder = (row: Stored, mark: Mark) => {
  const ms = Number(row.marked_ms);
  return ms < mark.markedMs || (ms === mark.markedMs && row.mark_key < mark.key);
};

/** Stores `mark` for the occurrence unless the person's stored mark is as late or later. */
export async function storeMark(db: Db, at: Occurrence, mark: Mark): Promise<StoreResult> {
  const where = { event_id: at.eventId, occurrence_date: at.date, person: mark.person };
  const stamp = new Date();
  const values = {
    status: mark.status,
    substitute_name: mark.substituteName,
    substitute_email: mark.substituteEmail,
    source: mark.source,
    marked_ms: mark.markedMs,
    marked_by_id: mark.markedById,
    mark_key: mark.key,
    updated_at: stamp,
  };
  const read = (): Promise<Stored | undefined> => db(TABLE).where(where).first('id', 'marked_ms', 'mark_key');
  /** Replaces the stored row only while it is still older than the mark (a compare-and-set). */
  const replace = async (row: Stored): Promise<StoreResult> => {
    if (row.mark_key === mark.key) return 'same';
    if (!isOlder(row, mark)) return 'kept';
    const changed = await db(TABLE)
      .where({ id: row.id })
      .where((q) => q.where('marked_ms', '<', mark.markedMs).orWhere((t) => t.where('marked_ms', mark.markedMs).where('mark_key', '<', mark.key)))
      .update(values);
    return changed ? 'stored' : 'kept';
  };

  const row = await read();
  if (row) return replace(row);
  await db(TABLE)
    .insert({ ...where, ...values, document_id: documentId(), chapter_id: at.chapterId, user_id: mark.userId, visitor_id: mark.visitorId, created_at: stamp, published_at: stamp })
    .onConflict(['event_id', 'occurrence_date', 'person'])
    .ignore();
  const now = await read();
  if (!now) throw new Error(`attendance: no row for ${mark.person} after its insert`);
  // Ours, or the same mark sent twice at once: on the sheet once either way. Else another mark was inserted first.
  return now.mark_key === mark.key ? 'stored' : replace(now);
}
