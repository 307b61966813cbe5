import { ATTENDANCE_MARKS_MAX, type AttendanceMarkInput, type AttendanceSheet } from '@gro/config';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { sendMarks } from '../api/attendance-sheet';

/** A mark as the page makes it: who, the status, and a substitute's details. The queue adds its key and time. */
export type MarkChoice = Omit<AttendanceMarkInput, 'key' | 'markedAt'>;

const personOf = (m: { userId?: number | null; visitorId?: number | null }) => (m.userId != null ? `u:${m.userId}` : `v:${m.visitorId}`);

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

interface MarkQueue {
  /** Marks made on this page that the server has not stored yet, by person ('u:12', 'v:3'): shown over the sheet. */
  pending: Map<string, AttendanceMarkInput>;
  online: boolean;
  sending: boolean;
  /** The server's reason when it refused marks (they are dropped: sending them again would not help). */
  refused: string | null;
  mark: (choice: MarkChoice) => void;
}

/**
 * Marks made on the attendance screen, kept in the open page until the server has them: each gets
 * an idempotency key and the time it was made when it is made, so a mark sent twice (an answer lost
 * with the connection) counts once and a later mark by another leader wins by time. While the
 * connection is down the marks wait; when it returns ('online', or the next mark) they are sent,
 * up to ATTENDANCE_MARKS_MAX at a time. `onSaved` gets the sheet the server answers with.
 */
export function useMarkQueue(meeting: { eventId: number; date: string } | null, onSaved: (sheet: AttendanceSheet) => void): MarkQueue {
  const [pending, setPending] = useState<Map<string, AttendanceMarkInput>>(() => new Map());
  const pendingRef = useRef(pending);
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [refused, setRefused] = useState<string | null>(null);
  const onSavedRef = useRef(onSaved);
  const meetingRef = useRef(meeting);

  useEffect(() => {
    onSavedRef.current = onSaved;
    meetingRef.current = meeting;
  });

  const update = useCallback((next: Map<string, AttendanceMarkInput>) => {
    pendingRef.current = next;
    setPending(next);
  }, []);

  /** Sends what waits, a batch at a time, until nothing waits or the connection is down. */
  const flush = useCallback(async () => {
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      for (;;) {
        const at = meetingRef.current;
        if (!at || pendingRef.current.size === 0) break;
        if (typeof navigator !== 'undefined' && !navigator.onLine) {
          setOnline(false);
          break;
        }
        const batch = [...pendingRef.current.values()].slice(0, ATTENDANCE_MARKS_MAX);
        /** Only what was sent leaves the queue: a newer mark made meanwhile for the same person stays. */
        const withoutBatch = () => {
          const next = new Map(pendingRef.current);
          for (const sent of batch) if (next.get(personOf(sent))?.key === sent.key) next.delete(personOf(sent));
          update(next);
        };
        try {
          const { data } = await sendMarks(at.eventId, at.date, batch);
          withoutBatch();
          setRefused(null);
          setOnline(true);
          onSavedRef.current(data.sheet);
        } catch (error) {
          if (error instanceof ApiError && error.unreachable) {
            setOnline(false);
            break;
          }
          // Refused (a member who left the chapter meanwhile, say): sending it again would not help.
          withoutBatch();
          setRefused(error instanceof Error ? error.message : String(error));
        }
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }, [update]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [flush]);

  const mark = useCallback(
    (choice: MarkChoice) => {
      const made: AttendanceMarkInput = { ...choice, key: newKey(), markedAt: new Date().toISOString() };
      const next = new Map(pendingRef.current);
      next.set(personOf(made), made);
      update(next);
      void flush();
    },
    [flush, update],
  );

  return { pending, online, sending, refused, mark };
}
