/** User form (admin), its API payload, and the member's own profile (spec §5). */
import { object, ref, string, type InferType } from 'yup';
import { AUTH_TEXTS, normaliseEmail } from '../auth';
import { ROLE_MEMBER, USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from '../enums';
import { FIELD_LIMITS } from '../field-limits';
import { mustMatch, requiredLabel } from '../messages';
import { FIELD_LABELS as L } from './labels';
import {
  enumRule,
  idRule,
  optionalEmail,
  optionalLinkedInUrl,
  optionalMultiLineText,
  optionalUrl,
  optionalPasswordRule,
  optionalText,
  passwordRule,
  requiredEmail,
  requiredEnum,
  requiredId,
  requiredPhone,
  requiredText,
  textValue,
} from './rules';

/** Whether the user form's password fields validate: always on create, on edit once 'Change Password' was clicked. */
interface UserFormOptions {
  isCreate?: boolean;
  showPassword?: boolean;
}

const U = FIELD_LIMITS.user;

const userFields = {
  firstname: requiredText(L.firstname, U.firstname.maxLength),
  lastname: requiredText(L.lastname, U.lastname.maxLength),
  email: requiredEmail(L.email),
  phoneNumber: requiredPhone(L.phoneNumber, U.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, U.phoneExt.maxLength),
  chapterId: requiredId(L.chapter),
  companyId: idRule(L.company),
  status: enumRule(L.status, USER_STATUSES),
};

/** The form always holds a role (default Member); the payload may leave it out: Member on create, unchanged on update. */
const formRole = () => requiredEnum(L.role, USER_ROLES);

const hiddenPassword = () => textValue(L.password).nullable().optional();
const newPasswordField = () => passwordRule();
const confirmPasswordField = () =>
  textValue(L.confirmPassword)
    .required(requiredLabel(L.confirmPassword))
    .oneOf([ref('newPassword')], mustMatch(L.confirmPassword));

const sectionShown = (isCreate: unknown, showPassword: unknown) => isCreate === true || showPassword === true;

/**
 * The user form read with yup context `$isCreate` and `$showPassword`. Formik passes the
 * form values as context, so a form holding `showPassword` / `isCreate` in its values
 * gets the right rule; otherwise use userFormSchema(options).
 */
export const userSchema = object({
  ...userFields,
  role: formRole(),
  newPassword: string().when(['$isCreate', '$showPassword'], ([isCreate, showPassword]) =>
    sectionShown(isCreate, showPassword) ? newPasswordField() : hiddenPassword(),
  ),
  confirmPassword: string().when(['$isCreate', '$showPassword'], ([isCreate, showPassword]) =>
    sectionShown(isCreate, showPassword) ? confirmPasswordField() : hiddenPassword(),
  ),
});

/** The user form's schema with the password section fixed on or off. */
export function userFormSchema({ isCreate = false, showPassword = false }: UserFormOptions = {}) {
  const shown = sectionShown(isCreate, showPassword);
  return object({
    ...userFields,
    role: formRole(),
    newPassword: shown ? newPasswordField() : hiddenPassword(),
    confirmPassword: shown ? confirmPasswordField() : hiddenPassword(),
  });
}

export const userDefaults = {
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  phoneExt: '',
  chapterId: null as number | null,
  companyId: null as number | null,
  status: 'Active' as UserStatus,
  role: ROLE_MEMBER as UserRole,
  newPassword: '',
  confirmPassword: '',
};

/**
 * What POST /user and PUT /user/{id} receive. Context `$isCreate`: the password is required
 * on create; on update it may be omitted and follows the rule when given. `role` and `status`
 * left out mean Member and Active on create, unchanged on update.
 */
export const userPayloadSchema = object({
  ...userFields,
  role: enumRule(L.role, USER_ROLES),
  password: string().when('$isCreate', ([isCreate]) => (isCreate === true ? passwordRule() : optionalPasswordRule())),
});
export type UserPayload = InferType<typeof userPayloadSchema>;

/** User form values to the API payload: newPassword travels as password, a blank one is omitted (spec §4). */
export function userFormToPayload(values: Partial<typeof userDefaults>): Omit<UserPayload, 'password'> & { password?: string } {
  const { newPassword, confirmPassword: _confirm, ...rest } = values;
  const payload = { ...rest } as Omit<UserPayload, 'password'> & { password?: string };
  if (typeof newPassword === 'string' && newPassword !== '') payload.password = newPassword;
  return payload;
}

/**
 * The member's own profile (PUT /account). Changing the email needs the current password
 * (the server checks it; profileFormSchema asks for it in the form).
 */
export const profileSchema = object({
  firstname: requiredText(L.firstname, U.firstname.maxLength),
  lastname: requiredText(L.lastname, U.lastname.maxLength),
  email: optionalEmail(L.email),
  phoneNumber: requiredPhone(L.phoneNumber, U.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, U.phoneExt.maxLength),
  currentPassword: string().optional(),
});
export type ProfileValues = InferType<typeof profileSchema>;
export const profileDefaults = { firstname: '', lastname: '', email: '', phoneNumber: '', phoneExt: '', currentPassword: '' };

/** True when a submitted email is a different address from the account's `currentEmail`. */
export function isEmailChange(email: unknown, currentEmail: string): boolean {
  return typeof email === 'string' && email.trim() !== '' && normaliseEmail(email) !== normaliseEmail(currentEmail);
}

/** The My Account form of a member whose email is `currentEmail`: a changed email needs the current password. */
export function profileFormSchema(currentEmail: string) {
  return profileSchema.shape({
    currentPassword: string().when('email', ([email], rule) =>
      isEmailChange(email, currentEmail) ? rule.required(AUTH_TEXTS.currentPasswordForEmail) : rule.optional(),
    ),
  });
}

/**
 * What a member says about their work (PUT /account/about), shown on their directory card and
 * profile: a profession from the list staff keep, a short bio, the referral they hope for, and
 * their website and LinkedIn. Every field is optional; a blank one clears it.
 */
export const aboutSchema = object({
  professionId: idRule(L.profession),
  bio: optionalMultiLineText(L.bio, U.bio.maxLength),
  idealReferral: optionalMultiLineText(L.idealReferral, U.idealReferral.maxLength),
  website: optionalUrl(L.website, U.website.maxLength),
  linkedin: optionalLinkedInUrl(L.linkedinProfile, U.linkedin.maxLength),
});
export type AboutValues = InferType<typeof aboutSchema>;
export const aboutDefaults = { professionId: null as number | null, bio: '', idealReferral: '', website: '', linkedin: '' };
