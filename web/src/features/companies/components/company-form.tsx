import {
  FIELD_LABELS,
  FORM_LABELS,
  SOCIAL_LINK_KEYS,
  companyAdminSchema,
  companyDefaults,
  companySchema,
  type CompanyValues,
} from '@gro/config';
import { ADMIN_FORM_TEXTS, COMPANY_DRAWER_TEXTS, COMPANY_GATE_TEXTS } from '@gro/config/screens';
import { FormAddressSearch } from '@/components/ui/address-search';
import { Button } from '@/components/ui/button';
import { FieldRow, FieldStack, Form, FormActions, FormCheckbox, FormInput, FormSection, FormSubmit, FormTextArea } from '@/components/ui/form';
import { ApiError } from '@/lib/api-client';
import { submitHandler } from '@/lib/form-errors';
import { Formik } from '@/lib/formik-bridge';

const labels = FORM_LABELS.company;
const texts = COMPANY_GATE_TEXTS;
const fields = Object.keys(companyDefaults) as (keyof CompanyValues)[];

/** The company form as an admin fills it: the member's fields and the Nonprofit flag. */
export type CompanyAdminValues = CompanyValues & { isNonprofit: boolean };
const adminFields = [...fields, 'isNonprofit'] as (keyof CompanyAdminValues)[];

/** The server may name a social link 'socialLinks.facebook'; the form holds it as the flat field 'facebook'. */
function flatten(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.details?.errors) return error;
  const errors = error.details.errors.map((e) => ({ ...e, path: e.path[0] === 'socialLinks' ? e.path.slice(1) : e.path }));
  return new ApiError({ status: error.status, title: error.title, message: error.message, details: { ...error.details, errors } });
}

type CompanyFormProps =
  | { admin?: undefined; onSubmit: (values: CompanyValues) => Promise<unknown>; onCancel: () => void }
  /** An admin's form, with the Nonprofit flag: a new company (isCreate) or the edit of an existing one. */
  | {
      admin: { title: string; initialValues: CompanyAdminValues; isCreate: boolean };
      onSubmit: (values: CompanyAdminValues) => Promise<unknown>;
      onCancel: () => void;
    };

/** The company form of spec §5; the address is picked through the address search. An admin's form adds Nonprofit. */
export function CompanyForm({ admin, onSubmit, onCancel }: CompanyFormProps) {
  const handleSubmit = admin
    ? submitHandler<CompanyAdminValues>(onSubmit as (values: CompanyAdminValues) => Promise<unknown>, adminFields, flatten)
    : submitHandler<CompanyValues>(onSubmit as (values: CompanyValues) => Promise<unknown>, fields, flatten);

  return (
    <Formik
      initialValues={admin?.initialValues ?? (companyDefaults as CompanyValues)}
      validationSchema={admin ? companyAdminSchema : companySchema}
      onSubmit={handleSubmit as (values: CompanyValues) => Promise<void>}
    >
      <Form aria-label={admin?.title ?? texts.createCompany}>
        <FieldStack>
          <FormSection>
            <legend>{texts.companySection}</legend>
            <FormInput name="name" label={labels.name} autoComplete="organization" required data-autofocus />
            <FormTextArea name="description" label={labels.description} required rows={4} />
            <FormAddressSearch name="address" label={labels.address} hint={texts.addressHint} required />
            <FieldRow>
              <FormInput name="city" label={labels.city} autoComplete="address-level2" />
              <FormInput name="state" label={labels.state} autoComplete="address-level1" />
            </FieldRow>
            <FieldRow>
              <FormInput name="postalCode" label={labels.postalCode} autoComplete="postal-code" />
              <FormInput name="country" label={labels.country} autoComplete="country-name" />
            </FieldRow>
            <FieldRow>
              <FormInput name="industry" label={labels.industry} />
              <FormInput name="url" type="url" label={labels.url} inputMode="url" placeholder="https://" />
            </FieldRow>
            <FormInput name="logo" type="url" label={labels.logo} inputMode="url" placeholder="https://" />
            {admin && <FormCheckbox name="isNonprofit" label={FIELD_LABELS.isNonprofit} hint={COMPANY_DRAWER_TEXTS.nonprofitHint} />}
          </FormSection>
          <FormSection>
            <legend>{texts.contactSection}</legend>
            <FormInput name="contactName" label={labels.contactName} autoComplete="name" />
            <FieldRow $columns="2fr 1fr">
              <FormInput name="phoneNumber" type="tel" label={labels.phoneNumber} autoComplete="tel" />
              <FormInput name="phoneExt" label={labels.phoneExt} autoComplete="tel-extension" inputMode="numeric" />
            </FieldRow>
          </FormSection>
          <FormSection>
            <legend>{texts.socialSection}</legend>
            {SOCIAL_LINK_KEYS.map((key) => (
              <FormInput key={key} name={key} type="url" label={labels[key]} inputMode="url" placeholder="https://" />
            ))}
          </FormSection>
          <FormActions>
            <Button variant="secondary" onClick={onCancel}>
              {texts.cancel}
            </Button>
            {!admin ? (
              <FormSubmit pendingLabel={texts.createPending}>{texts.createSubmit}</FormSubmit>
            ) : admin.isCreate ? (
              <FormSubmit pendingLabel={ADMIN_FORM_TEXTS.creating}>{ADMIN_FORM_TEXTS.create}</FormSubmit>
            ) : (
              <FormSubmit pendingLabel={ADMIN_FORM_TEXTS.saving}>{ADMIN_FORM_TEXTS.save}</FormSubmit>
            )}
          </FormActions>
        </FieldStack>
      </Form>
    </Formik>
  );
}
