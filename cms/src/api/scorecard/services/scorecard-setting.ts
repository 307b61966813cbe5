import { factories, type Core } from '@strapi/strapi';
import { SCORECARD_MEASURES, scorecardSettingsOf, type ScorecardSettings } from '@gro/config';
import { apiService } from '../../services';

const UID = 'api::scorecard.scorecard-setting';

/** What changed, in the activity log's summary. */
function changesOf(before: ScorecardSettings, after: ScorecardSettings): string {
  const parts: string[] = [];
  if (before.windowMonths !== after.windowMonths) parts.push(`window ${after.windowMonths} months`);
  for (const m of SCORECARD_MEASURES) {
    const b = before.thresholds[m];
    const a = after.thresholds[m];
    if (b.green !== a.green || b.yellow !== a.yellow) parts.push(`${m} ${a.yellow}/${a.green}`);
  }
  const bp = before.policy;
  const ap = after.policy;
  if (bp.maxAbsences !== ap.maxAbsences || bp.months !== ap.months || bp.counted.join() !== ap.counted.join()) {
    parts.push(`policy ${ap.maxAbsences} absences in ${ap.months} months (${ap.counted.join(', ')})`);
  }
  if (before.reportEmail !== after.reportEmail) parts.push(`report email ${after.reportEmail ? 'on' : 'off'}`);
  return parts.length ? `Set scorecards: ${parts.join('; ')}`.slice(0, 255) : 'Saved scorecard settings unchanged';
}

/** The scorecard settings: one row; without it (or with a row that no longer passes the schema), the defaults. */
const scorecardSettingService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async get(): Promise<ScorecardSettings> {
    const row = await strapi.db.query(UID).findOne({ select: ['id', 'settings'], orderBy: { id: 'asc' } });
    return scorecardSettingsOf(row?.settings);
  },

  /** Replaces the settings (validated by the controller) and records the change in the admin activity log, in one transaction. */
  async set(settings: ScorecardSettings, actorId: number): Promise<ScorecardSettings> {
    const saved = scorecardSettingsOf(settings);
    await strapi.db.transaction(async () => {
      const row = await strapi.db.query(UID).findOne({ select: ['id', 'settings'], orderBy: { id: 'asc' } });
      const before = scorecardSettingsOf(row?.settings);
      if (row) await strapi.db.query(UID).update({ where: { id: row.id }, data: { settings: saved } });
      else await strapi.db.query(UID).create({ data: { settings: saved } });
      await apiService(strapi, 'api::admin-activity.admin-activity').record({
        actorId,
        action: 'update',
        subject: 'scorecards',
        subjectId: 'settings',
        summary: changesOf(before, saved),
        before: before as unknown as Record<string, unknown>,
        after: saved as unknown as Record<string, unknown>,
      });
    });
    return saved;
  },
});

export type ScorecardSettingService = ReturnType<typeof scorecardSettingService>;
export default factories.createCoreService(UID, scorecardSettingService);
