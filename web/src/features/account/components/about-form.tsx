import { FIELD_LIMITS, FORM_LABELS, aboutDefaults, aboutSchema, type AboutValues, type User } from '@gro/config';
import { ACCOUNT_SCREEN_TEXTS } from '@gro/config/screens';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { AccountSection } from '@/components/ui/account-section';
import { FieldStack, Form, FormIdSelect, FormInput, FormSubmit, FormTextArea } from '@/components/ui/form';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';
import { updateAbout, useProfessions } from '../api/update-about';

const labels = FORM_LABELS.about;
const texts = ACCOUNT_SCREEN_TEXTS.about;
const limits = FIELD_LIMITS.user;
const fields = Object.keys(aboutDefaults) as (keyof AboutValues)[];

const valuesOf = (user: User): AboutValues => ({
  professionId: user.profession?.id ?? null,
  bio: user.about?.bio ?? '',
  idealReferral: user.about?.idealReferral ?? '',
  website: user.about?.website ?? '',
  linkedin: user.about?.linkedin ?? '',
});

/** A text area's hint with how much of its limit is used. */
function CountedHint({ name, hint, max }: { name: 'bio' | 'idealReferral'; hint: string; max: number }) {
  const { values } = useFormikContext<AboutValues>();
  return (
    <>
      {hint} {texts.characters((values[name] ?? '').length, max)}
    </>
  );
}

/**
 * "About your work" in My Account: the member's profession (from the list staff keep, grouped by
 * category), a short bio, their ideal referral, website and LinkedIn, shown on their directory
 * card and profile.
 */
export function AboutForm({ user }: { user: User }) {
  const headingId = useId();
  const { data: professions, isLoading } = useProfessions();
  const options = (professions ?? []).map((p) => ({ value: p.id, label: p.name, group: p.category ?? undefined }));
  // The member's own profession stays selectable while the list loads (or if staff removed it since).
  if (user.profession && !options.some((o) => o.value === user.profession!.id)) options.unshift({ value: user.profession.id, label: user.profession.name, group: undefined });
  const handleSubmit = submitHandler<AboutValues>(async (values) => {
    await updateAbout(values);
  }, fields);

  return (
    <AccountSection aria-labelledby={headingId}>
      <h3 id={headingId}>{texts.heading}</h3>
      <p>{texts.hint}</p>
      <Formik initialValues={valuesOf(user)} validationSchema={aboutSchema} onSubmit={handleSubmit}>
        <Form aria-labelledby={headingId}>
          <FieldStack>
            <FormIdSelect name="professionId" label={labels.professionId} placeholder={texts.professionPlaceholder} hint={texts.professionHint} options={options} aria-busy={isLoading || undefined} />
            <FormTextArea name="bio" label={labels.bio} rows={4} maxLength={limits.bio.maxLength} hint={<CountedHint name="bio" hint={texts.bioHint} max={limits.bio.maxLength} />} />
            <FormTextArea
              name="idealReferral"
              label={labels.idealReferral}
              rows={3}
              maxLength={limits.idealReferral.maxLength}
              hint={<CountedHint name="idealReferral" hint={texts.idealReferralHint} max={limits.idealReferral.maxLength} />}
            />
            <FormInput name="website" type="url" label={labels.website} placeholder={texts.websitePlaceholder} autoComplete="url" inputMode="url" />
            <FormInput name="linkedin" type="url" label={labels.linkedin} placeholder={texts.linkedinPlaceholder} inputMode="url" />
            <FormSubmit block variant="secondary" pendingLabel={texts.pending}>
              {texts.submit}
            </FormSubmit>
          </FieldStack>
        </Form>
      </Formik>
    </AccountSection>
  );
}
