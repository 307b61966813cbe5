import type { Core } from '@strapi/strapi';
import { seesContact, type ContactViewer } from '@gro/config';
import { searchName } from '../../../platform/db/indexes';
import { onPublicContentWrite } from '../../../platform/cache/public-cache';
import { USER_CHAPTER, USER_COMPANY, USER_PROFESSION } from '../../../platform/db/links';

const companyLink = USER_COMPANY.as('ucl');
const chapterLink = USER_CHAPTER.as('uchl');
const professionLink = USER_PROFESSION.as('upl');

/**
 * The member search's text in memory: per member, their name ("first last"), email, profession and
 * company name, lowered by the database's own lower() (ASCII letters on SQLite, whose LIKE ignores only
 * their case; every letter on PostgreSQL, by its locale), so a search that nobody asked
 * before is one pass over strings in memory instead of a scan of every member in SQL (about 4 ms
 * a search at 10,000 members on SQLite, where no index serves LIKE '%…%'). The lists then read
 * the matching members by id, with every other filter and the order still in SQL.
 *
 * Beside the text it holds what the contact visibility rule needs (each member's home chapter and
 * setting), for an email must only match where the viewer sees it: a member whose address is
 * hidden from the viewer is found by name and company only. Status and directory privacy stay in
 * the database's hands. It is forgotten
 * on every write to members, companies, chapters or roles, here or announced by another replica
 * (platform/cache/public-cache's write listeners), and after TTL_MS at the latest, exactly as the kept
 * directory pages are (platform/cache/member-answers.ts). About 150 bytes a member.
 */

const TTL_MS = Number(process.env.PUBLIC_CACHE_TTL_MS ?? 60_000);
/** Separates a member's fields in their one string; a search holding it is answered by SQL instead. */
const SEPARATOR = '\u0000';

/** Per member, in id order: name, profession and company names (one string), email, home chapter and contact visibility. */
type Index = { ids: Int32Array; texts: string[]; emails: string[]; chapters: (number | null)[]; visibilities: (string | null)[]; expires: number };

export function createMemberSearch(strapi: Core.Strapi) {
  let index: { generation: number; loaded: Promise<Index> } | null = null;
  /** Counts clears: an index read before a write is not kept after it. */
  let generation = 0;

  onPublicContentWrite(() => {
    index = null;
    generation += 1;
  });

  async function load(): Promise<Index> {
    const knex = strapi.db.connection;
    type Row = { id: number; name: string | null; email: string | null; profession: string | null; company: string | null; chapter_id: number | string | null; contact_visibility: string | null };
    const rows: Row[] = await knex('up_users as u')
      .leftJoin(companyLink.table, companyLink.owner, 'u.id')
      .leftJoin('companies as co', 'co.id', companyLink.target)
      .leftJoin(chapterLink.table, chapterLink.owner, 'u.id')
      .leftJoin(professionLink.table, professionLink.owner, 'u.id')
      .leftJoin('professions as pr', 'pr.id', professionLink.target)
      .select('u.id', knex.raw(`lower(${searchName('u.')}) AS name`), knex.raw('lower(u.email) AS email'), knex.raw('lower(pr.name) AS profession'), knex.raw('lower(co.name) AS company'), `${chapterLink.target} as chapter_id`, 'u.contact_visibility')
      .orderBy('u.id', 'asc');
    const index: Index = { ids: new Int32Array(0), texts: [], emails: [], chapters: [], visibilities: [], expires: Date.now() + TTL_MS };
    const ids: number[] = [];
    for (const row of rows) {
      // A member linked to two companies (the link table allows it) keeps one entry with both names.
      if (ids.length && ids[ids.length - 1] === row.id) index.texts[index.texts.length - 1] += SEPARATOR + (row.company ?? '');
      else {
        ids.push(row.id);
        index.texts.push([row.name ?? '', row.profession ?? '', row.company ?? ''].join(SEPARATOR));
        index.emails.push(row.email ?? '');
        index.chapters.push(row.chapter_id === null ? null : Number(row.chapter_id));
        index.visibilities.push(row.contact_visibility);
      }
    }
    index.ids = Int32Array.from(ids);
    return index;
  }

  function current(): Promise<Index> {
    if (index && index.generation === generation) {
      const kept = index;
      return kept.loaded.then((loaded) => {
        if (loaded.expires >= Date.now()) return loaded;
        if (index === kept) index = null;
        return current();
      });
    }
    const mine = { generation, loaded: load() };
    index = mine;
    // A failed read is not kept: the next search reads again.
    mine.loaded.catch(() => {
      if (index === mine) index = null;
    });
    return mine.loaded;
  }

  return {
    /**
     * The ids of the members whose name, profession, company name or (where `viewer` sees it) email contains
     * `q` (lower-cased, as platform/http/list-query gives it), in id order; null when SQL must answer (a
     * search holding the separator).
     */
    async matching(q: string, viewer: ContactViewer): Promise<number[] | null> {
      if (q.includes(SEPARATOR)) return null;
      const { ids, texts, emails, chapters, visibilities } = await current();
      const found: number[] = [];
      for (let i = 0; i < texts.length; i += 1) {
        const id = ids[i]!;
        if (texts[i]!.includes(q) || (emails[i]!.includes(q) && seesContact(viewer, { id, chapterId: chapters[i]!, contactVisibility: visibilities[i] }))) found.push(id);
      }
      return found;
    },
  };
}
