import type { Core } from '@strapi/strapi';
import { seedContentEditorRole } from '../auth/staff-rights';
import { seedRolesAndPermissions } from './permissions';
import { linkScrambleEvent, seedContactDetails, seedProfessions, seedScramble, seedSettingDefinitions, seedStaffContent } from './content';
import { seedDemoBlog, seedDemoData, seedDemoNewsletter } from './demo';
import { seedDemoLeaders } from './demo-leaders';
import { seedDemoMeetings } from './demo-meetings';
import { seedDemoProfiles } from './demo-profiles';
import { seedDemoReferrals } from './demo-referrals';
import { isDemoMode } from './demo-mode';
import { ensureFirstAdmins } from './first-admins';

/**
 * Idempotent seed, run at every start. Roles, permissions and setting definitions are reconciled
 * each time; staff content and demo data are seeded once per database (a store flag records it),
 * so what staff later delete or edit stays as they left it.
 */
export async function seed(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'core', name: 'gro', key: 'seed' });
  const done: Record<string, string> = ((await store.get({})) as Record<string, string>) ?? {};
  const mark = async (step: string) => {
    done[step] = new Date().toISOString();
    await store.set({ value: done });
  };

  const roles = await seedRolesAndPermissions(strapi);
  await seedContentEditorRole(strapi);
  await seedSettingDefinitions(strapi);

  if (!done.content) {
    await seedStaffContent(strapi);
    await mark('content');
  }

  if (!done.scramble) {
    await seedScramble(strapi);
    await mark('scramble');
  }

  if (!done.contactDetails) {
    await seedContactDetails(strapi);
    await mark('contactDetails');
  }

  if (!done.professions) {
    await seedProfessions(strapi);
    await mark('professions');
  }

  if (isDemoMode() && !done.demo) {
    await seedDemoData(strapi, roles);
    await mark('demo');
  }

  // Demo referrals and one-to-ones, once per database (one seeded before them gets them too).
  if (isDemoMode() && !done.demoReferrals) {
    await seedDemoReferrals(strapi);
    await mark('demoReferrals');
  }

  // The demo blog's posts, once per database.
  if (isDemoMode() && !done.demoBlog) {
    await seedDemoBlog(strapi);
    await mark('demoBlog');
  }

  // The demo newsletter, once per database.
  if (isDemoMode() && !done.demoNewsletter) {
    await seedDemoNewsletter(strapi);
    await mark('demoNewsletter');
  }

  // The demo chapters' past meetings, marked, once per database.
  if (isDemoMode() && !done.demoMeetings) {
    await seedDemoMeetings(strapi);
    await mark('demoMeetings');
  }

  // Demo chapter leaders, once per database.
  if (isDemoMode() && !done.demoLeaders) {
    await seedDemoLeaders(strapi);
    await mark('demoLeaders');
  }

  // What the demo members do and say about their work, once per database (after the professions).
  if (isDemoMode() && !done.demoProfiles) {
    await seedDemoProfiles(strapi);
    await mark('demoProfiles');
  }

  // Once the demo's scramble event exists (a database seeded before the link existed gets it too).
  if (isDemoMode() && !done.scrambleEvent) {
    await linkScrambleEvent(strapi);
    await mark('scrambleEvent');
  }

  // After the demo data, whose administrator counts as the portal's first.
  await ensureFirstAdmins(strapi);
}
