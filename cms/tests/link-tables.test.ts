import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Core } from '@strapi/strapi';
import { LINKS, MEDIA, USER_COMPANY, linkMismatches, linkRow } from '../src/platform/db/links';
import { sql } from './helpers';

/**
 * Strapi's link tables as cms/src/platform/db/links.ts names them. The server under test started,
 * so its check against Strapi's metadata passed (it refuses to start otherwise); here, every table
 * and column named there answers a query on the database under test (SQLite, and PostgreSQL in CI),
 * and the check reports a name that is not Strapi's.
 */

/** A Strapi whose metadata holds `attributes` for the users' content type, in the shape Strapi 5 keeps them. */
function strapiWith(attributes: Record<string, unknown>): Core.Strapi {
  const metadata = new Map<string, { attributes: Record<string, unknown> }>([[USER_COMPANY.uid, { attributes }]]);
  return { db: { metadata: { get: (uid: string) => metadata.get(uid) } } } as unknown as Core.Strapi;
}

const companyJoinTable = {
  name: 'up_users_company_lnk',
  joinColumn: { name: 'user_id', referencedColumn: 'id' },
  inverseJoinColumn: { name: 'company_id', referencedColumn: 'id' },
  orderColumnName: null,
  inverseOrderColumnName: 'user_ord',
};

describe("Strapi's link tables", () => {
  it('every table and column the queries name is in the database', async () => {
    for (const link of LINKS) {
      const columns = [link.owner, link.target, ...(link.ownerOrder ? [link.ownerOrder] : [])];
      await assert.doesNotReject(sql(`SELECT ${columns.join(', ')} FROM ${link.table} WHERE 1 = 0`), `${link.uid}.${link.attribute}`);
    }
    await assert.doesNotReject(sql(`SELECT ${MEDIA.file}, ${MEDIA.relatedId}, ${MEDIA.relatedType}, ${MEDIA.field} FROM ${MEDIA.table} WHERE 1 = 0`));
  });

  it("the check reports a table or column that is not where Strapi's metadata puts it", () => {
    const agrees = linkMismatches(strapiWith({ company: { joinTable: companyJoinTable } }), [USER_COMPANY]);
    assert.deepEqual(agrees.filter((p) => !p.startsWith('plugin::upload.file')), []);

    const renamed = linkMismatches(strapiWith({ company: { joinTable: { ...companyJoinTable, name: 'up_users_company_links' } } }), [USER_COMPANY]);
    assert.ok(renamed.some((p) => p.includes('table is up_users_company_links in Strapi')), renamed.join('\n'));

    const column = linkMismatches(strapiWith({ company: { joinTable: { ...companyJoinTable, inverseJoinColumn: { name: 'company_ref' } } } }), [USER_COMPANY]);
    assert.ok(column.some((p) => p.includes('target is company_ref in Strapi')), column.join('\n'));

    const gone = linkMismatches(strapiWith({}), [USER_COMPANY]);
    assert.ok(gone.some((p) => p.includes('no link table')), gone.join('\n'));
    assert.ok(gone.some((p) => p.includes('no media table')), gone.join('\n'));
  });

  it('writes a link row with the columns Strapi reads', () => {
    assert.deepEqual(linkRow(USER_COMPANY, 7, 9, 1), { user_id: 7, company_id: 9, user_ord: 1 });
    assert.deepEqual(linkRow(USER_COMPANY, 7, 9), { user_id: 7, company_id: 9 });
  });
});
