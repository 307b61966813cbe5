import { USER_COMPANY } from '../src/platform/db/links';
import { type Client, signUpMember, sql } from './helpers';

const sqlite = JSON.parse(process.env.GRO_TEST_DB ?? '{"client":"sqlite"}').client === 'sqlite';

type ChapterMember = { client: Client; id: number; email: string };

/**
 * New verified members ('Mem {lastname}') of a company, at home in a chapter: signed up through the
 * API, made verified and joined to the company in the database (many at once, 25 at a time, no mail
 * to wait for). The attendance, say-ahead and cancellation tests' sheet members.
 */
export async function chapterMembers(opts: { chapterId: number; companyId: number; lastnames: string[]; tag: string }): Promise<ChapterMember[]> {
  const made: ChapterMember[] = [];
  for (let from = 0; from < opts.lastnames.length; from += 25) {
    made.push(
      ...(await Promise.all(
        opts.lastnames.slice(from, from + 25).map(async (lastname) => {
          const m = await signUpMember({ tag: opts.tag, firstname: 'Mem', lastname, chapterId: opts.chapterId, verified: false });
          return { client: m.client, id: m.id, email: m.email };
        }),
      )),
    );
  }
  const ids = made.map((m) => m.id);
  await sql(`UPDATE up_users SET confirmed = $1 WHERE id IN (${ids.join(',')})`, [sqlite ? 1 : true]);
  const rows = ids.map((id, i) => `(${id}, ${opts.companyId}, ${i + 1})`).join(', ');
  await sql(`INSERT INTO ${USER_COMPANY.table} (${USER_COMPANY.owner}, ${USER_COMPANY.target}, ${USER_COMPANY.ownerOrder}) VALUES ${rows}`);
  return made;
}
