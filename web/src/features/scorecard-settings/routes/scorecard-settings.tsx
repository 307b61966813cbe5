import {
  POLICY_STATUSES,
  SCORECARD_COLOURS,
  SCORECARD_LABELS,
  SCORECARD_MEASURES,
  SCORECARD_MESSAGES,
  SCORECARD_SETTINGS_FORM_FIELDS,
  scorecardSettingsFormSchema,
  scorecardSettingsFromForm,
  scorecardSettingsToForm,
  scorecardThresholdField,
  type ScorecardColour,
  type ScorecardMeasure,
  type ScorecardSettings,
  type ScorecardSettingsFormValues,
} from '@gro/config';
import { SCORECARD_SETTINGS_TEXTS } from '@gro/config/screens';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import { AlertCircleIcon } from '@/components/icons';
import { PortalPage } from '@/components/layouts/portal-page';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorText } from '@/components/ui/field';
import { FieldRow, FieldStack, Form, FormActions, FormInput, FormSection, FormSubmit } from '@/components/ui/form';
import { LoadError } from '@/components/ui/load-error';
import { Switch } from '@/components/ui/switch';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-errors';
import { useFormField, useFormState } from '@/lib/form-state';
import { Formik } from '@/lib/formik-bridge';
import { media } from '@/styles/theme';
import { saveScorecardSettings, useScorecardSettings } from '../api/scorecard-settings';

const texts = SCORECARD_SETTINGS_TEXTS;

const Panel = styled(Card)`
  max-width: 48rem;
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The thresholds' columns from the small breakpoint up; below it each measure's boxes sit under its name. */
const columns = css`
  grid-template-columns: minmax(0, 1fr) minmax(7rem, 10rem) minmax(7rem, 10rem);
`;

const Grid = styled.div`
  display: grid;
`;

const HeadRow = styled.div`
  display: none;

  ${media.up('sm')} {
    display: grid;
    ${columns}
    gap: ${({ theme }) => theme.space[4]};
    padding-bottom: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const MeasureRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  padding: ${({ theme }) => `${theme.space[4]} 0`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${media.up('sm')} {
    ${columns}
    align-items: start;
  }
`;

const MeasureName = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};

  ${media.up('sm')} {
    grid-column: auto;
  }

  strong {
    color: ${({ theme }) => theme.colors.gray900};
  }
`;

const Small = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A box's caption: shown above it when the rows stack, for screen readers only beside the column heads. */
const BoxCaption = styled.span`
  ${media.up('sm')} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const Marks = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.gray800};
  }
`;

const MarkList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Legend = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.brand900};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Dot = styled.span<{ $colour: ScorecardColour }>`
  flex: none;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
  background: ${({ theme, $colour }) =>
    ({ green: theme.colors.success700, yellow: theme.colors.warning100, red: theme.colors.danger600, grey: theme.colors.gray400 })[$colour]};
  border: 2px solid
    ${({ theme, $colour }) => ({ green: theme.colors.success700, yellow: theme.colors.warning700, red: theme.colors.danger600, grey: theme.colors.gray400 })[$colour]};
`;

/**
 * A 400's paths on the boxes: 'thresholds.oneToOnes.green' on its green box, 'thresholds.oneToOnes'
 * (yellow above green) on its yellow box, other threshold errors on the green one; 'policy.months'
 * on the policy's months, 'policy.counted' (or one of its marks) under the marks.
 */
function onTheBoxes(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.details?.errors) return error;
  const boxOf = (path: string, message: string): string | null => {
    const threshold = /^thresholds\.([A-Za-z]+)(?:\.(green|yellow))?$/.exec(path);
    if (threshold && (SCORECARD_MEASURES as readonly string[]).includes(threshold[1])) {
      const measure = threshold[1] as ScorecardMeasure;
      const colour = threshold[2] === 'yellow' || (!threshold[2] && message === SCORECARD_MESSAGES.yellowAboveGreen(measure)) ? 'yellow' : 'green';
      return scorecardThresholdField(measure, colour);
    }
    if (path === 'policy.maxAbsences') return 'maxAbsences';
    if (path === 'policy.months') return 'policyMonths';
    if (/^policy\.counted(?:[.[]|$)/.test(path)) return 'counted';
    return null;
  };
  const errors = error.details.errors.map((e) => {
    const box = boxOf(e.path.join('.'), e.message);
    return box ? { ...e, path: [box] } : e;
  });
  return new ApiError({ status: error.status, title: error.title, message: error.message, details: { ...error.details, errors } });
}

function ThresholdRow({ measure }: { measure: ScorecardMeasure }) {
  const { label, unit, explain } = SCORECARD_LABELS[measure];
  const box = (colour: 'green' | 'yellow') => (
    <FormInput
      name={scorecardThresholdField(measure, colour)}
      label={
        <>
          <VisuallyHidden>{label}: </VisuallyHidden>
          <BoxCaption>{texts.thresholds[colour]}</BoxCaption>
        </>
      }
      inputMode="numeric"
      autoComplete="off"
    />
  );
  return (
    <MeasureRow>
      <MeasureName>
        <strong>{label}</strong>
        <Small>{texts.thresholds.units[unit]}</Small>
        <Small>{explain}</Small>
      </MeasureName>
      {box('green')}
      {box('yellow')}
    </MeasureRow>
  );
}

/** The marks the policy counts: Absent always, the others as the admin ticks them. */
function CountedMarks() {
  const form = useFormState<ScorecardSettingsFormValues>();
  const errorId = useId();
  const counted = form.values.counted;
  const error = form.submitCount > 0 || form.touched.counted ? form.errors.counted : undefined;
  const message = typeof error === 'string' ? error : undefined;
  const toggle = (status: (typeof POLICY_STATUSES)[number], on: boolean) => {
    void form.setFieldValue(
      'counted',
      POLICY_STATUSES.filter((s) => (s === status ? on : counted.includes(s))),
    );
  };
  return (
    <Marks>
      <legend>{texts.policy.counted}</legend>
      <MarkList>
        {POLICY_STATUSES.map((status) =>
          status === 'Absent' ? (
            <Checkbox key={status} label={status} hint={texts.policy.absentAlways} checked disabled readOnly />
          ) : (
            <Checkbox
              key={status}
              label={status}
              name="counted"
              value={status}
              checked={counted.includes(status)}
              onChange={(e) => toggle(status, e.target.checked)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? errorId : undefined}
            />
          ),
        )}
      </MarkList>
      {message && (
        <ErrorText id={errorId}>
          <AlertCircleIcon size={16} />
          {message}
        </ErrorText>
      )}
    </Marks>
  );
}

function ReportEmailSwitch() {
  const [field, meta] = useFormField<boolean>({ name: 'reportEmail', type: 'checkbox' });
  const hintId = useId();
  return (
    <>
      <Switch {...field} value={String(field.value)} label={texts.reportEmail.label} aria-describedby={hintId} />
      <Hint id={hintId}>{texts.reportEmail.hint}</Hint>
      {meta.error && (
        <ErrorText>
          <AlertCircleIcon size={16} />
          {meta.error}
        </ErrorText>
      )}
    </>
  );
}

function ColourLegend() {
  const headingId = useId();
  return (
    <Legend aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.colours.heading}</h2>
      <ul>
        {SCORECARD_COLOURS.map((colour) => (
          <li key={colour}>
            <Dot $colour={colour} aria-hidden="true" />
            <span>
              <strong>{texts.colours.labels[colour]}</strong> ({colour}): {texts.colours.explain[colour]}
            </span>
          </li>
        ))}
      </ul>
    </Legend>
  );
}

function ScorecardSettingsForm({ saved }: { saved: ScorecardSettings }) {
  const handleSubmit = submitHandler<ScorecardSettingsFormValues>(
    (values) => saveScorecardSettings(scorecardSettingsFromForm(values)),
    SCORECARD_SETTINGS_FORM_FIELDS,
    onTheBoxes,
  );
  return (
    <Formik initialValues={scorecardSettingsToForm(saved)} validationSchema={scorecardSettingsFormSchema} onSubmit={handleSubmit} enableReinitialize>
      <Form aria-label={texts.formLabel}>
        <FieldStack>
          <FormSection>
            <legend>{texts.window.legend}</legend>
            <FieldRow>
              <FormInput name="windowMonths" label={texts.window.label} hint={texts.window.hint} inputMode="numeric" autoComplete="off" required />
            </FieldRow>
          </FormSection>
          <FormSection>
            <legend>{texts.thresholds.legend}</legend>
            <Hint>{texts.thresholds.hint}</Hint>
            <Grid>
              <HeadRow aria-hidden="true">
                <span>{texts.thresholds.measure}</span>
                <span>{texts.thresholds.green}</span>
                <span>{texts.thresholds.yellow}</span>
              </HeadRow>
              {SCORECARD_MEASURES.map((measure) => (
                <ThresholdRow key={measure} measure={measure} />
              ))}
            </Grid>
          </FormSection>
          <FormSection>
            <legend>{texts.policy.legend}</legend>
            <Hint>{texts.policy.hint}</Hint>
            <FieldRow>
              <FormInput name="maxAbsences" label={texts.policy.maxAbsences} inputMode="numeric" autoComplete="off" required />
              <FormInput name="policyMonths" label={texts.policy.months} inputMode="numeric" autoComplete="off" required />
            </FieldRow>
            <CountedMarks />
          </FormSection>
          <FormSection>
            <legend>{texts.reportEmail.legend}</legend>
            <ReportEmailSwitch />
          </FormSection>
          <ColourLegend />
          <FormActions>
            <FormSubmit pendingLabel={texts.saving}>{texts.save}</FormSubmit>
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}

/** /portal/administrator/scorecard-settings: the scorecards' window and thresholds, the attendance policy and the report email (admins). */
export default function ScorecardSettingsRoute() {
  const { data, error, isLoading, mutate } = useScorecardSettings();
  return (
    <PortalPage title={texts.title} description={texts.description}>
      <Panel>
        {isLoading && (
          <Alert tone="info" role="status">
            <p>{texts.loading}</p>
          </Alert>
        )}
        {error && !data && <LoadError message={texts.loadFailed} retryLabel={texts.retry} onRetry={() => void mutate()} />}
        {data && <ScorecardSettingsForm saved={data} />}
      </Panel>
    </PortalPage>
  );
}
