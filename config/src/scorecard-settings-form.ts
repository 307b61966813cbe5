/**
 * The admins' scorecard settings form: its boxes hold what was typed (strings), its schema checks
 * them with the server's own bounds and messages (scorecardSettingsSchema), and the body it sends is
 * the whole ScorecardSettings in JSON numbers.
 */
import { array, boolean, object, reach, string, type ObjectSchema, type Schema } from 'yup';
import {
  POLICY_STATUSES,
  SCORECARD_MEASURES,
  SCORECARD_MESSAGES,
  scorecardSettingsSchema,
  type PolicyStatus,
  type ScorecardMeasure,
  type ScorecardSettings,
} from './scorecards';

/** A threshold's box: 'attendanceGreen', 'closedBusinessYellow'. */
export type ScorecardThresholdField = `${ScorecardMeasure}${'Green' | 'Yellow'}`;

export const scorecardThresholdField = (measure: ScorecardMeasure, colour: 'green' | 'yellow'): ScorecardThresholdField =>
  `${measure}${colour === 'green' ? 'Green' : 'Yellow'}`;

/** The form's values: one flat key per box (numbers as typed), the counted marks and the email switch. */
export type ScorecardSettingsFormValues = Record<ScorecardThresholdField, string> & {
  windowMonths: string;
  maxAbsences: string;
  policyMonths: string;
  /** Always holds Absent. */
  counted: PolicyStatus[];
  reportEmail: boolean;
};

/** Every key of the form's values, for the server's field errors. */
export const SCORECARD_SETTINGS_FORM_FIELDS: readonly (keyof ScorecardSettingsFormValues & string)[] = [
  'windowMonths',
  ...SCORECARD_MEASURES.flatMap((m) => [scorecardThresholdField(m, 'green'), scorecardThresholdField(m, 'yellow')]),
  'maxAbsences',
  'policyMonths',
  'counted',
  'reportEmail',
];

/** A box's number: digits, with thousands commas allowed ('5,000'); NaN for anything else. */
function numberOf(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (!/^(\d{1,3}(,\d{3})+|\d{1,12})$/.test(text)) return Number.NaN;
  return Number(text.replace(/,/g, ''));
}

/** A box checked with the server's rule for `path` (its bounds), under `message`. */
const box = (path: string, message: string) => {
  const rule = reach(scorecardSettingsSchema, path) as Schema;
  return string()
    .trim()
    .required(message)
    .test('whole', message, (value) => rule.isValidSync(numberOf(value)));
};

const thresholdBoxes = Object.fromEntries(
  SCORECARD_MEASURES.flatMap((m) => {
    const message = SCORECARD_MESSAGES.threshold(m);
    const green = scorecardThresholdField(m, 'green');
    return [
      [green, box(`thresholds.${m}.green`, message)],
      [
        scorecardThresholdField(m, 'yellow'),
        box(`thresholds.${m}.yellow`, message).test('order', SCORECARD_MESSAGES.yellowAboveGreen(m), function order(value) {
          const yellow = numberOf(value);
          const top = numberOf(this.parent[green] as string | undefined);
          return Number.isNaN(yellow) || Number.isNaN(top) || yellow <= top;
        }),
      ],
    ];
  }),
);

/** The form's schema: whole numbers within the server's bounds, yellow never above green, Absent always counted. */
export const scorecardSettingsFormSchema = object({
  windowMonths: box('windowMonths', SCORECARD_MESSAGES.windowMonths),
  ...thresholdBoxes,
  maxAbsences: box('policy.maxAbsences', SCORECARD_MESSAGES.maxAbsences),
  policyMonths: box('policy.months', SCORECARD_MESSAGES.policyMonths),
  counted: array()
    .of(string().required())
    .required(SCORECARD_MESSAGES.counted)
    .test('statuses', SCORECARD_MESSAGES.counted, (list) => !!list && list.includes('Absent') && list.every((s) => (POLICY_STATUSES as readonly string[]).includes(s))),
  reportEmail: boolean().required(SCORECARD_MESSAGES.reportEmail),
}) as unknown as ObjectSchema<ScorecardSettingsFormValues>;

/** The form's boxes from the saved settings. */
export function scorecardSettingsToForm(settings: ScorecardSettings): ScorecardSettingsFormValues {
  const thresholds = Object.fromEntries(
    SCORECARD_MEASURES.flatMap((m) => [
      [scorecardThresholdField(m, 'green'), String(settings.thresholds[m].green)],
      [scorecardThresholdField(m, 'yellow'), String(settings.thresholds[m].yellow)],
    ]),
  ) as Record<ScorecardThresholdField, string>;
  return {
    windowMonths: String(settings.windowMonths),
    ...thresholds,
    maxAbsences: String(settings.policy.maxAbsences),
    policyMonths: String(settings.policy.months),
    counted: POLICY_STATUSES.filter((s) => s === 'Absent' || settings.policy.counted.includes(s)),
    reportEmail: settings.reportEmail,
  };
}

/** PUT /admin/scorecard-settings's body from the form (checked by its schema first): numbers, the counted marks in their usual order. */
export function scorecardSettingsFromForm(values: ScorecardSettingsFormValues): ScorecardSettings {
  const thresholds = Object.fromEntries(
    SCORECARD_MEASURES.map((m) => [
      m,
      { green: numberOf(values[scorecardThresholdField(m, 'green')]), yellow: numberOf(values[scorecardThresholdField(m, 'yellow')]) },
    ]),
  ) as ScorecardSettings['thresholds'];
  return {
    windowMonths: numberOf(values.windowMonths),
    thresholds,
    policy: {
      maxAbsences: numberOf(values.maxAbsences),
      months: numberOf(values.policyMonths),
      counted: POLICY_STATUSES.filter((s) => s === 'Absent' || values.counted.includes(s)),
    },
    reportEmail: values.reportEmail,
  };
}
