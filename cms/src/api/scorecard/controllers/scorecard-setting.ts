import { factories } from '@strapi/strapi';
import { SCORECARD_MESSAGES, scorecardSettingsSchema, type ScorecardSettings } from '@gro/config';
import type { Context } from 'koa';
import { signedIn } from '../../../auth/authenticate';
import { ok } from '../../../platform/http/envelope';
import { validateBody } from '../../../platform/http/validate';
import { apiService } from '../../services';

const UID = 'api::scorecard.scorecard-setting';

/** GET and PUT /admin/scorecard-settings (admins): the scorecards' window and thresholds, the attendance policy and the report email. */
export default factories.createCoreController(UID, ({ strapi }) => {
  const settings = () => apiService(strapi, UID);
  return {
    async show(ctx: Context) {
      ctx.body = ok(await settings().get());
    },

    async update(ctx: Context) {
      const input = await validateBody<ScorecardSettings>(scorecardSettingsSchema, ctx.request.body);
      const saved = await settings().set(input, signedIn(ctx).user.id);
      ctx.body = ok(saved, SCORECARD_MESSAGES.saved(saved));
    },
  };
});
