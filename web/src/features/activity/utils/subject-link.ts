import type { ActivitySubject } from '@gro/config';
import { paths } from '@/config/paths';
import { buildUrl } from '@/lib/url';

/** Where an activity row's subject can be seen: a chapter's, a member's or an event's page; null where none has one. */
export function subjectPath(subject: ActivitySubject, subjectId: string): string | null {
  if (!/^[1-9][0-9]{0,9}$/.test(subjectId)) return null;
  if (subject === 'chapter') return buildUrl(paths.portal.chapter, { params: { chapterId: subjectId } });
  if (subject === 'user') return buildUrl(paths.portal.user, { params: { userId: subjectId } });
  if (subject === 'event') return buildUrl(paths.event, { params: { id: subjectId } });
  return null;
}
