/**
 * The lint's architecture rules still fire. Each case lints a real file of the tree with one line
 * planted in a copy of its text (ESLint's lintText at the file's own path: nothing is written to
 * the tree), and expects the rule's error. Were import-x to stop reading TypeScript again, or a
 * layer's zone to go, this fails where the lint alone would pass in silence.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { ROOT } from './build.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The rule ids reported for `file` with `line` planted at its top. */
async function rulesReported(file, line) {
  const filePath = path.join(ROOT, file);
  const text = `${line}\n${fs.readFileSync(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath });
  return result.messages.map((m) => m.ruleId);
}

describe('the architecture lint', () => {
  it('passes the files as they are', async () => {
    for (const file of ['cms/src/jobs/registry.ts', 'cms/src/providers/sms/index.ts', 'web/src/app/routes.tsx']) {
      assert.deepEqual(await rulesReported(file, ''), [], file);
    }
  });

  it('reports an import cycle between TypeScript files (the queue importing back from its index)', async () => {
    // jobs/index.ts imports ./registry: registry importing the index closes a cycle.
    assert.ok((await rulesReported('cms/src/jobs/registry.ts', "import { enqueueJob } from './index';\nvoid enqueueJob;")).includes('import-x/no-cycle'));
  });

  it('reports an import cycle between .tsx files', async () => {
    // app/router.tsx imports ./routes.
    assert.ok((await rulesReported('web/src/app/routes.tsx', "import { AppRouter } from './router';\nvoid AppRouter;")).includes('import-x/no-cycle'));
  });

  it('reports a provider importing an API module', async () => {
    const rules = await rulesReported('cms/src/providers/sms/index.ts', "import { reminderSms } from '../../api/reminder/messages';\nvoid reminderSms;");
    assert.ok(rules.includes('import-x/no-restricted-paths'), rules.join(', '));
  });

  it('reports a provider importing the queue, and the queue importing notifications', async () => {
    assert.ok((await rulesReported('cms/src/providers/sms/index.ts', "import { enqueueJob } from '../../jobs';\nvoid enqueueJob;")).includes('import-x/no-restricted-paths'));
    assert.ok((await rulesReported('cms/src/jobs/registry.ts', "import { sendSmsInBackground } from '../notifications';\nvoid sendSmsInBackground;")).includes('import-x/no-restricted-paths'));
  });

  it('reports the platform importing notifications', async () => {
    assert.ok((await rulesReported('cms/src/platform/http/public-form.ts', "import { sendMailInBackground } from '../../notifications';\nvoid sendMailInBackground;")).includes('import-x/no-restricted-paths'));
  });

  it("reports an API folder looking a service up untyped instead of through apiService", async () => {
    const rules = await rulesReported('cms/src/api/rsvp/services/rsvp.ts', "export const planted = (strapi: { service(uid: string): unknown }) => strapi.service('api::event.event');");
    assert.ok(rules.includes('no-restricted-syntax'), rules.join(', '));
  });

  it("reports Strapi's link tables named outside platform/db/links.ts, in a string or a template", async () => {
    const quoted = await rulesReported('cms/src/api/rsvp/domain/people.ts', "export const planted = 'up_users_company_lnk';");
    assert.ok(quoted.includes('no-restricted-syntax'), quoted.join(', '));
    const template = await rulesReported('cms/src/auth/contact-visibility.ts', 'export const planted = (a: string) => `SELECT 1 FROM files_related_mph WHERE related_id = ${a}`;');
    assert.ok(template.includes('no-restricted-syntax'), template.join(', '));
    const seed = await rulesReported('cms/src/seed/demo-leaders.ts', "export const planted = 'visitors_chapter_lnk';");
    assert.ok(seed.includes('no-restricted-syntax'), seed.join(', '));
    assert.deepEqual(await rulesReported('cms/src/platform/db/links.ts', ''), []);
  });

  it("reports an API folder importing another folder's domain or messages, and lets it import that folder's service", async () => {
    const domain = await rulesReported('cms/src/api/rsvp/services/rsvp.ts', "import { memberRefs } from '../../one-to-one/domain/members';\nvoid memberRefs;");
    assert.ok(domain.includes('import-x/no-restricted-paths'), domain.join(', '));
    const messages = await rulesReported('cms/src/api/reminder/messages.ts', "import { rsvpPromotedEmail } from '../rsvp/messages';\nvoid rsvpPromotedEmail;");
    assert.ok(messages.includes('import-x/no-restricted-paths'), messages.join(', '));
    const service = await rulesReported('cms/src/api/rsvp/services/rsvp.ts', "import type { TallyDb } from '../../referral-figure/services/referral-figure';\nexport type Planted = TallyDb;");
    assert.ok(!service.includes('import-x/no-restricted-paths'), service.join(', '));
  });

  it('reports a screen writing a date itself instead of through web/src/lib/format.ts', async () => {
    const made = await rulesReported('web/src/features/overview/routes/overview.tsx', "export const planted = new Intl.DateTimeFormat('en-US', { weekday: 'short' });");
    assert.ok(made.includes('no-restricted-syntax'), made.join(', '));
    const local = await rulesReported('web/src/features/rsvp/components/my-answer.tsx', 'export const planted = (at: Date) => at.toLocaleDateString();');
    assert.ok(local.includes('no-restricted-syntax'), local.join(', '));
    assert.deepEqual(await rulesReported('web/src/lib/format.ts', ''), []);
  });

  it('reports shared cms code importing the seed', async () => {
    assert.ok((await rulesReported('cms/src/notifications/unsubscribe.ts', "import { seed } from '../seed';\nvoid seed;")).includes('import-x/no-restricted-paths'));
  });
});
