import { describe, expect, it } from 'vitest';
import {
  SCORECARD_SETTINGS_FORM_FIELDS,
  scorecardSettingsFormSchema,
  scorecardSettingsFromForm,
  scorecardSettingsToForm,
  type ScorecardSettingsFormValues,
} from './scorecard-settings-form';
import { SCORECARD_DEFAULTS, SCORECARD_MESSAGES, scorecardSettingsSchema, type ScorecardSettings } from './scorecards';
import { formErrors } from './testing/form-errors';

const custom: ScorecardSettings = {
  windowMonths: 3,
  thresholds: {
    attendance: { green: 90, yellow: 80 },
    referralsGiven: { green: 10, yellow: 5 },
    visitorsBrought: { green: 3, yellow: 0 },
    oneToOnes: { green: 8, yellow: 8 },
    closedBusiness: { green: 25000, yellow: 2500 },
  },
  policy: { maxAbsences: 2, months: 4, counted: ['Absent', 'Late', 'Substitute'] },
  reportEmail: false,
};

const form = (change: Partial<ScorecardSettingsFormValues> = {}): ScorecardSettingsFormValues => ({ ...scorecardSettingsToForm(SCORECARD_DEFAULTS), ...change });

describe('the scorecard settings form', () => {
  it('shows the saved settings as typed text and sends them back as numbers', () => {
    for (const settings of [SCORECARD_DEFAULTS, custom]) {
      const values = scorecardSettingsToForm(settings);
      expect(values.attendanceGreen).toBe(String(settings.thresholds.attendance.green));
      expect(formErrors(scorecardSettingsFormSchema, values)).toEqual({});
      const back = scorecardSettingsFromForm(values);
      expect(back).toEqual(settings);
      expect(scorecardSettingsSchema.isValidSync(back)).toBe(true);
    }
  });

  it('reads what an admin types: spaces around, thousands commas, the counted marks in their usual order', () => {
    const body = scorecardSettingsFromForm(form({ windowMonths: ' 12 ', closedBusinessGreen: '10,000', closedBusinessYellow: '2500', counted: ['Medical', 'Absent', 'Late'] }));
    expect(body.windowMonths).toBe(12);
    expect(body.thresholds.closedBusiness).toEqual({ green: 10000, yellow: 2500 });
    expect(body.policy.counted).toEqual(['Absent', 'Late', 'Medical']);
  });

  it('refuses a yellow threshold above the green one, on the yellow box', () => {
    expect(formErrors(scorecardSettingsFormSchema, form({ oneToOnesGreen: '6', oneToOnesYellow: '7' }))).toEqual({
      oneToOnesYellow: SCORECARD_MESSAGES.yellowAboveGreen('oneToOnes'),
    });
    expect(formErrors(scorecardSettingsFormSchema, form({ oneToOnesGreen: '7', oneToOnesYellow: '7' }))).toEqual({});
  });

  it('refuses counted marks without Absent', () => {
    expect(formErrors(scorecardSettingsFormSchema, form({ counted: ['Late'] as ScorecardSettingsFormValues['counted'] }))).toEqual({ counted: SCORECARD_MESSAGES.counted });
    expect(formErrors(scorecardSettingsFormSchema, form({ counted: [] }))).toEqual({ counted: SCORECARD_MESSAGES.counted });
  });

  it("keeps each box within the server's bounds, whole numbers only", () => {
    expect(
      formErrors(
        scorecardSettingsFormSchema,
        form({ windowMonths: '13', attendanceGreen: '101', referralsGivenGreen: '1.5', visitorsBroughtYellow: '', maxAbsences: '-1', policyMonths: '0' }),
      ),
    ).toEqual({
      windowMonths: SCORECARD_MESSAGES.windowMonths,
      attendanceGreen: SCORECARD_MESSAGES.threshold('attendance'),
      referralsGivenGreen: SCORECARD_MESSAGES.threshold('referralsGiven'),
      visitorsBroughtYellow: SCORECARD_MESSAGES.threshold('visitorsBrought'),
      maxAbsences: SCORECARD_MESSAGES.maxAbsences,
      policyMonths: SCORECARD_MESSAGES.policyMonths,
    });
    expect(formErrors(scorecardSettingsFormSchema, form({ closedBusinessGreen: '100,000,000', windowMonths: '1', maxAbsences: '0' }))).toEqual({});
    expect(formErrors(scorecardSettingsFormSchema, form({ closedBusinessGreen: '100,000,001' }))).toEqual({ closedBusinessGreen: SCORECARD_MESSAGES.threshold('closedBusiness') });
  });

  it('names every box of the form among its fields', () => {
    expect([...SCORECARD_SETTINGS_FORM_FIELDS].sort()).toEqual(Object.keys(form()).sort());
  });
});
