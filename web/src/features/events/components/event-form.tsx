import {
  DAYS,
  EVENT_CAPACITY_MAX,
  EVENT_FORMATS,
  EVENT_FORMAT_LABELS,
  EVENT_TYPES,
  EVENT_TYPE_CLEARS,
  EVENT_TYPE_LABELS,
  FORM_LABELS,
  eventDefaults,
  eventSchema,
  eventTypeChange,
  toTimeValue,
  type ChapterEvent,
  type EventType,
} from '@gro/config';
import { ADMIN_FORM_TEXTS, CHAPTER_OPTIONAL_HINT, MY_CHAPTER_TEXTS, SELECT_TEXTS } from '@gro/config/screens';
import { useFormikContext } from 'formik';
import { Button } from '@/components/ui/button';
import {
  FieldRow,
  FieldStack,
  Form,
  FormActions,
  FormInput,
  FormPlaceFields,
  FormSection,
  FormSelect,
  FormSubmit,
  FormTextArea,
  FormTimeSelect,
} from '@/components/ui/form';
import { InputField } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { ChapterSelect } from '@/features/chapters';
import { placeValues } from '@/lib/address-fields';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import type { EventFormValues } from '../api/save-event';

const labels = FORM_LABELS.event;
const texts = ADMIN_FORM_TEXTS;
const fields = Object.keys(eventDefaults) as (keyof EventFormValues)[];
const TYPE_OPTIONS = EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }));
const DAY_OPTIONS = DAYS.map((day) => ({ value: day, label: day }));
const FORMAT_OPTIONS = EVENT_FORMATS.map((format) => ({ value: format, label: EVENT_FORMAT_LABELS[format] }));

/** An existing event as form values; a new one starts from the defaults (One Time, 07:00 to 08:00). */
export function eventValues(event: ChapterEvent | null): EventFormValues {
  if (!event) return { ...eventDefaults };
  return {
    title: event.title ?? '',
    type: event.type,
    date: event.date ? event.date.slice(0, 10) : '',
    dayOfWeek: event.dayOfWeek ?? '',
    chapterId: event.chapterId ?? event.chapter?.id ?? null,
    description: event.description ?? '',
    location: event.location ?? '',
    ...placeValues(event),
    timeStart: event.timeStart ? toTimeValue(event.timeStart) : eventDefaults.timeStart,
    timeEnd: event.timeEnd ? toTimeValue(event.timeEnd) : eventDefaults.timeEnd,
    capacity: event.capacity ?? null,
    format: event.format ?? 'InPerson',
  };
}

/** The server names the chapter of the payload 'chapter'; the form holds it as chapterId. */
function toFormPaths(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.details?.errors) return error;
  const errors = error.details.errors.map((e) => ({ ...e, path: e.path[0] === 'chapter' ? ['chapterId'] : e.path }));
  return new ApiError({ status: error.status, title: error.title, message: error.message, details: { ...error.details, errors } });
}

/** Whether `field` of `values` still breaks the event form's rules. */
function stillFails(field: string, values: EventFormValues): boolean {
  try {
    eventSchema.validateSyncAt(field, values);
    return false;
  } catch {
    return true;
  }
}

/**
 * Once or Recurring; the choice empties the other kind's field and forgets its error (spec §4).
 * Errors the new type lifts go too (the chapter is optional for one-time events); the new type's
 * own requirements show at the next submit or change, as for any field.
 */
function EventTypeSelect() {
  const { values, errors, setValues, setFieldTouched, setErrors } = useFormikContext<EventFormValues>();
  return (
    <SelectField
      name="type"
      label={labels.type}
      required
      options={TYPE_OPTIONS}
      value={values.type}
      onChange={(event) => {
        const type = event.target.value as EventType;
        const cleared = EVENT_TYPE_CLEARS[type];
        const next = eventTypeChange(values, type);
        void setValues(next, false);
        void setFieldTouched(cleared, false, false);
        setErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => field !== cleared && stillFails(field, next))));
      }}
    />
  );
}

/**
 * The date of a one-time event or the day of a recurring one, never both (choosing the type empties
 * the other, spec §4), and the chapter, as the chosen type needs them (spec §5).
 */
/** Who may put the event in which chapter: every chapter for admins, a leader's own, or one fixed. */
export interface EventChapterChoice {
  /** The chapter a "My chapter" screen adds events to: shown, not chosen. */
  fixed?: { id: number; name: string };
  /** The chapters offered (a leader's own); every chapter when absent. */
  offered?: { id: number; name: string }[];
}

function ScheduleFields({ chapterName, chapterChoice }: { chapterName?: string; chapterChoice?: EventChapterChoice }) {
  const { values } = useFormikContext<EventFormValues>();
  const once = values.type === 'Once';
  const fixed = chapterChoice?.fixed;
  return (
    <>
      <FieldRow>
        {once ? (
          <FormInput name="date" type="date" label={labels.date} required />
        ) : (
          <FormSelect name="dayOfWeek" label={labels.dayOfWeek} options={DAY_OPTIONS} placeholder={SELECT_TEXTS.placeholder} required />
        )}
      </FieldRow>
      <FieldRow>
        <FormTimeSelect name="timeStart" label={labels.timeStart} />
        <FormTimeSelect name="timeEnd" label={labels.timeEnd} />
      </FieldRow>
      {fixed ? (
        <InputField name="chapterId" label={labels.chapterId} value={fixed.name} readOnly hint={MY_CHAPTER_TEXTS.eventChapterFixed} />
      ) : (
        <ChapterSelect
          name="chapterId"
          label={labels.chapterId}
          initialText={chapterName}
          // A leader's event stays in a chapter they lead (the server refuses none): required for them.
          required={!once || Boolean(chapterChoice?.offered)}
          hint={chapterChoice?.offered ? MY_CHAPTER_TEXTS.eventChapterLed : once ? CHAPTER_OPTIONAL_HINT : undefined}
          chapters={chapterChoice?.offered}
        />
      )}
    </>
  );
}

interface EventFormProps {
  title: string;
  initialValues: EventFormValues;
  /** The chosen chapter's name, shown in its select when editing. */
  chapterName?: string;
  isCreate: boolean;
  chapterChoice?: EventChapterChoice;
  onSubmit: (values: EventFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/** The event form (spec §4, §5): title, type with its date or day, chapter, times, and the place by address lookup. */
export function EventForm({ title, initialValues, chapterName, isCreate, chapterChoice, onSubmit, onCancel }: EventFormProps) {
  return (
    <Formik initialValues={initialValues} validationSchema={eventSchema} onSubmit={submitHandler(onSubmit, fields, toFormPaths)}>
      <Form aria-label={title}>
        <FieldStack>
          <FormInput name="title" label={labels.title} required data-autofocus />
          <EventTypeSelect />
          <FormSection>
            <legend>{texts.scheduleSection}</legend>
            <ScheduleFields chapterName={chapterName} chapterChoice={chapterChoice} />
          </FormSection>
          <FormTextArea name="description" label={labels.description} rows={4} />
          <FormInput name="capacity" type="number" inputMode="numeric" min={1} max={EVENT_CAPACITY_MAX} step={1} label={labels.capacity} hint={texts.capacityHint} />
          <FormSection>
            <legend>{texts.placeSection}</legend>
            <FormSelect name="format" label={labels.format} options={FORMAT_OPTIONS} hint={texts.formatHint} />
            <FormInput name="location" label={labels.location} />
            <FormPlaceFields hint={texts.addressHint} />
          </FormSection>
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
