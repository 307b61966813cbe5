/** User form (admin), its API payload, and the member's own profile (spec §5). */
import { object, ref, string, type InferType } from 'yup';
import { AUTH_TEXTS, normaliseEmail } from '../auth';
import { ROLE_ADMIN, ROLE_MEMBER, USER_STATUSES, type UserStatus } from '../enums';
import { FIELD_LIMITS } from '../limits';
import { mustMatch, requiredLabel } from '../messages';
import { FIELD_LABELS as L } from './labels';
import {
  enumRule,
  idRule,
  optionalEmail,
  optionalPasswordRule,
  optionalText,
  passwordRule,
  requiredEmail,
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

/** The roles the user form offers: a member or a portal administrator. */
export const USER_ROLES = [ROLE_MEMBER, ROLE_ADMIN] as const;
type UserRole = (typeof USER_ROLES)[number];

const userFields = {
  firstname: requiredText(L.firstname, U.firstname.maxLength),
  lastname: requiredText(L.lastname, U.lastname.maxLength),
  email: requiredEmail(L.email),
  phoneNumber: requiredPhone(L.phoneNumber, U.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, U.phoneExt.maxLength),
  chapterId: requiredId(L.chapter),
  companyId: idRule(L.company),
  status: enumRule(L.status, USER_STATUSES),
  role: enumRule(L.role, USER_ROLES).default(ROLE_MEMBER),
};

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
 * on create; on update it may be omitted and follows the rule when given.
 */
export const userPayloadSchema = object({
  ...userFields,
  password: string().when('$isCreate', ([isCreate]) => (isCreate === true ? passwordRule() : optionalPasswordRule())),
});
type UserPayload = InferType<typeof userPayloadSchema>;

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
