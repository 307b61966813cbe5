import { CHAPTER_LEADER_MESSAGES, COMMON_TIME_ZONES, DAYS, FORM_LABELS, chapterDefaults, chapterSchema, toTimeValue, type Chapter } from '@gro/config';
import { ADMIN_FORM_TEXTS, SELECT_TEXTS } from '@gro/config/screens';
import { Button } from '@/components/ui/button';
import {
  FieldRow,
  FieldStack,
  Form,
  FormActions,
  FormCheckbox,
  FormInput,
  FormPlaceFields,
  FormSection,
  FormSelect,
  FormSubmit,
  FormTextArea,
  FormTimeSelect,
} from '@/components/ui/form';
import { placeValues } from '@/lib/address-fields';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { useChapterDefaults } from '../api/chapter-defaults';
import type { ChapterFormValues } from '../api/save-chapter';

const labels = FORM_LABELS.chapter;
const texts = ADMIN_FORM_TEXTS;
const fields = Object.keys(chapterDefaults) as (keyof ChapterFormValues)[];
const DAY_OPTIONS = DAYS.map((day) => ({ value: day, label: day }));

/** The common US zones, and a chapter's stored zone when it is not one of them. */
function timeZoneOptions(stored: string): { value: string; label: string }[] {
  const zones: string[] = [...COMMON_TIME_ZONES];
  if (stored && !zones.includes(stored)) zones.push(stored);
  return zones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/** An existing chapter as form values; a new one starts from the defaults (09:00 to 10:00, active). */
export function chapterValues(chapter: Chapter | null): ChapterFormValues {
  if (!chapter) return { ...chapterDefaults };
  return {
    name: chapter.name ?? '',
    slug: chapter.slug ?? '',
    description: chapter.description ?? '',
    location: chapter.location ?? '',
    email: chapter.email ?? '',
    ...placeValues(chapter),
    timeStart: chapter.timeStart ? toTimeValue(chapter.timeStart) : chapterDefaults.timeStart,
    timeEnd: chapter.timeEnd ? toTimeValue(chapter.timeEnd) : chapterDefaults.timeEnd,
    dayOfWeek: chapter.dayOfWeek ?? '',
    timeZone: chapter.timeZone ?? '',
    isActive: chapter.isActive,
  };
}

interface ChapterFormProps {
  title: string;
  initialValues: ChapterFormValues;
  isCreate: boolean;
  /** A chapter leader's form: name, slug and Active are shown, not changed (the server refuses it). */
  leader?: boolean;
  onSubmit: (values: ChapterFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The chapter form (spec §5): name, location and email required, the meeting place, day, times and time zone, active. */
export function ChapterForm({ title, initialValues, isCreate, leader = false, onSubmit, onCancel }: ChapterFormProps) {
  // The server's own default zone (APP_TIMEZONE); unnamed until it answers.
  const { data: defaults } = useChapterDefaults();
  return (
    <Formik initialValues={initialValues} validationSchema={chapterSchema} onSubmit={submitHandler(onSubmit, fields)}>
      <Form aria-label={title}>
        <FieldStack>
          <FormInput name="name" label={labels.name} required readOnly={leader} hint={leader ? CHAPTER_LEADER_MESSAGES.adminOnlyFields : undefined} data-autofocus={leader ? undefined : true} />
          <FormInput name="slug" label={labels.slug} hint={leader ? undefined : texts.slugHint} readOnly={leader} autoComplete="off" />
          {/* A leader starts where they can write. */}
          <FormInput name="location" label={labels.location} required data-autofocus={leader ? true : undefined} />
          <FormInput name="email" type="email" label={labels.email} autoComplete="off" inputMode="email" required />
          <FormTextArea name="description" label={labels.description} rows={4} />
          <FormSection>
            <legend>{texts.placeSection}</legend>
            <FormPlaceFields hint={texts.addressHint} />
          </FormSection>
          <FormSection>
            <legend>{texts.meetingSection}</legend>
            <FormSelect name="dayOfWeek" label={labels.dayOfWeek} options={DAY_OPTIONS} placeholder={SELECT_TEXTS.placeholder} />
            <FieldRow>
              <FormTimeSelect name="timeStart" label={labels.timeStart} />
              <FormTimeSelect name="timeEnd" label={labels.timeEnd} />
            </FieldRow>
            <FormSelect
              name="timeZone"
              label={labels.timeZone}
              options={timeZoneOptions(initialValues.timeZone)}
              placeholder={defaults ? texts.timeZoneDefault(defaults.timeZone) : texts.timeZoneDefaultUnnamed}
              hint={texts.timeZoneHint}
            />
          </FormSection>
          <FormCheckbox name="isActive" label={labels.isActive} disabled={leader} />
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {texts.cancel}
            </Button>
            <FormSubmit pendingLabel={isCreate ? texts.creating : texts.saving}>{isCreate ? texts.create : texts.save}</FormSubmit>
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}
