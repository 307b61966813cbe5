#!/usr/bin/env node
/**
 * `npm run api-docs`: writes the roles table of docs/api.md from the route table
 * (cms/scripts/lib/roles-table.mjs). `--check` writes nothing and fails when the file holds another
 * table. The authorization-matrix test runs the same check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_DOC, currentRolesTable, loadRouteTable, rolesTable, withRolesTable } from './lib/roles-table.mjs';

const check = process.argv.includes('--check');
const doc = fs.readFileSync(API_DOC, 'utf8');
const table = rolesTable(await loadRouteTable());
const where = path.relative(process.cwd(), API_DOC);

if (check) {
  if (currentRolesTable(doc) !== table) {
    console.error(`${where}: the roles table is out of date; run npm run api-docs`);
    process.exit(1);
  }
  console.log(`${where}: the roles table is up to date`);
} else {
  const next = withRolesTable(doc, table);
  if (next !== doc) fs.writeFileSync(API_DOC, next);
  console.log(`${where}: ${next === doc ? 'the roles table was already up to date' : 'roles table written'}`);
}
