import { ROLE_LABELS, type Chapter, type ChapterEvent, type PublicUser } from '@gro/config';

/** Columns a public chapter answer needs; nothing else is read. */
export const CHAPTER_FIELDS = [
  'id', 'documentId', 'name', 'slug', 'description', 'location', 'address', 'city', 'state', 'postalCode',
  'country', 'latitude', 'longitude', 'email', 'timeStart', 'timeEnd', 'dayOfWeek', 'timeZone', 'isActive',
] as const;

export const EVENT_FIELDS = [
  'id', 'documentId', 'title', 'type', 'date', 'dayOfWeek', 'description', 'location', 'address', 'city',
  'state', 'postalCode', 'country', 'latitude', 'longitude', 'timeStart', 'timeEnd', 'capacity', 'format',
] as const;

/** Optional columns as the query answers them: null, or missing from the row. */
export type Nullish<T> = { [K in keyof T]?: T[K] | null };
type ChapterRow = Pick<Chapter, 'id' | 'name' | 'slug'> & { documentId: string } & Nullish<Omit<Chapter, 'id' | 'uuid' | 'name' | 'slug' | 'users'>>;
type EventRow = Pick<ChapterEvent, 'id' | 'title' | 'type'> & {
  documentId: string;
  chapter?: { id: number; documentId: string; name: string; slug: string } | null;
} & Nullish<Omit<ChapterEvent, 'id' | 'uuid' | 'title' | 'type' | 'chapterId' | 'chapter'>>;
type MemberRow = {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
  avatar?: { url: string; width?: number | null; height?: number | null } | null;
  company?: { id: number; documentId: string; name: string } | null;
  role?: { name: string } | null;
};

export function toChapter(row: ChapterRow): Chapter {
  return {
    id: row.id,
    uuid: row.documentId,
    name: row.name,
    slug: row.slug,
    description: row.description ?? null,
    location: row.location ?? null,
    address: row.address ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    postalCode: row.postalCode ?? null,
    country: row.country ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    email: row.email ?? null,
    timeStart: row.timeStart ?? null,
    timeEnd: row.timeEnd ?? null,
    dayOfWeek: row.dayOfWeek ?? null,
    timeZone: row.timeZone || null,
    isActive: row.isActive !== false,
  };
}

export function toEvent(row: EventRow): ChapterEvent {
  const chapter = row.chapter ? { id: row.chapter.id, uuid: row.chapter.documentId, name: row.chapter.name, slug: row.chapter.slug } : null;
  return {
    id: row.id,
    uuid: row.documentId,
    title: row.title,
    type: row.type,
    date: row.date ?? null,
    dayOfWeek: row.dayOfWeek ?? null,
    chapterId: chapter?.id ?? null,
    chapter,
    description: row.description ?? null,
    location: row.location ?? null,
    address: row.address ?? null,
    city: row.city ?? null,
    state: row.state ?? null,
    postalCode: row.postalCode ?? null,
    country: row.country ?? null,
    latitude: row.latitude ?? null,
    longitude: row.longitude ?? null,
    timeStart: row.timeStart ?? null,
    timeEnd: row.timeEnd ?? null,
    capacity: row.capacity ?? null,
    format: row.format ?? 'InPerson',
  };
}

/**
 * A member as the public and other members see them: no contact details, status or billing ids;
 * `leads` adds "Chapter leader" beside the role of a member who leads the chapter listed.
 */
export function toPublicMember(row: MemberRow, leads = false): Pick<PublicUser, 'id' | 'firstname' | 'lastname' | 'fullname' | 'avatar' | 'companyId' | 'company' | 'role'> {
  const fullname = [row.firstname, row.lastname].filter(Boolean).join(' ');
  return {
    id: row.id,
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    fullname,
    avatar: row.avatar ? { url: row.avatar.url, width: row.avatar.width ?? null, height: row.avatar.height ?? null } : null,
    companyId: row.company?.id ?? null,
    company: row.company ? { id: row.company.id, uuid: row.company.documentId, name: row.company.name } : null,
    role: [...(row.role ? [{ name: row.role.name }] : []), ...(leads ? [{ name: ROLE_LABELS.leader }] : [])],
  };
}
