import { SCORECARD_COLOUR_LABELS, SCORECARD_NEW_MEMBER_DAYS, SCORECARD_WINDOW_MONTHS_MAX, type ScorecardColour } from '../scorecards';

/** The admins' scorecard settings screen: the window, the thresholds, the attendance policy and the report email. */
export const SCORECARD_SETTINGS_TEXTS = {
  title: 'Scorecard settings',
  nav: 'Scorecard settings',
  description: "The thresholds every member's scorecard is coloured against, and the attendance policy. They apply to every chapter.",
  formLabel: 'Scorecard settings',
  window: {
    legend: 'Scorecard window',
    label: 'Months covered',
    hint: `Scorecards count the last 1 to ${SCORECARD_WINDOW_MONTHS_MAX} months, up to today.`,
  },
  thresholds: {
    legend: 'Thresholds',
    hint: 'A measure is green from its green threshold, yellow from its yellow one, and red below. Counts are over the window, and scaled down for members who joined during it.',
    measure: 'Measure',
    green: 'Green from',
    yellow: 'Yellow from',
    /** What a measure's numbers are in, by its unit. */
    units: { '%': 'Percent', $: 'Whole dollars', '': 'Count over the window' } as Record<string, string>,
  },
  policy: {
    legend: 'Attendance policy',
    hint: 'A member with more absences than this in the months below is past the policy; their leaders see it on the chapter home.',
    maxAbsences: 'Absences allowed',
    months: 'In how many months',
    counted: 'Marks counted as absences',
    absentAlways: 'Always counted',
  },
  reportEmail: {
    legend: 'Meeting report email',
    label: 'Email the meeting report to leaders',
    hint: "The morning after each meeting, the chapter's leaders get its report by email.",
  },
  colours: {
    heading: 'What the colours mean',
    explain: {
      green: 'At or above the green threshold.',
      yellow: 'Below green, at or above the yellow threshold.',
      red: 'Below the yellow threshold.',
      grey: `No marked meeting yet, or a member for less than ${SCORECARD_NEW_MEMBER_DAYS} days.`,
    } satisfies Record<ScorecardColour, string>,
    labels: SCORECARD_COLOUR_LABELS,
  },
  save: 'Save settings',
  saving: 'Saving…',
  loading: 'Loading scorecard settings…',
  loadFailed: 'Scorecard settings could not be loaded.',
  retry: 'Try again',
} as const;
