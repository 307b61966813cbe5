/** Sign-in, sign-up, forgot, reset and change password (spec §5). */
import { object, ref, string, type InferType } from 'yup';
import { AUTH_TEXTS } from '../auth';
import { PASSWORD_MAX_LENGTH } from '../constants';
import { FIELD_LIMITS } from '../field-limits';
import { NEW_PASSWORD_REQUIRED, PASSWORD_REQUIRED, mustMatch, requiredLabel } from '../messages';
import { FIELD_LABELS as L } from './labels';
import {
  flagRule,
  passwordRule,
  optionalText,
  requiredCheckbox,
  requiredEmail,
  requiredId,
  requiredPhone,
  requiredText,
  textValue,
  trimmedText,
} from './rules';

const confirmField = (label: string, other: string) =>
  textValue(label)
    .required(requiredLabel(label))
    .oneOf([ref(other)], mustMatch(label));

const U = FIELD_LIMITS.user;

export const signInSchema = object({
  email: requiredEmail(L.email),
  password: textValue(L.password).required(PASSWORD_REQUIRED),
  rememberMe: flagRule(L.rememberMe).default(false),
});
export type SignInValues = InferType<typeof signInSchema>;

/** What POST /authenticate/signup receives: the form without confirmPassword and terms. */
export const signUpPayloadSchema = object({
  firstname: requiredText(L.firstname, U.firstname.maxLength),
  lastname: requiredText(L.lastname, U.lastname.maxLength),
  email: requiredEmail(L.email),
  phoneNumber: requiredPhone(L.phoneNumber, U.phoneNumber.maxLength),
  phoneExt: optionalText(L.phoneExt, U.phoneExt.maxLength),
  password: passwordRule(),
  chapterId: requiredId(L.chapter),
});

export const signUpSchema = signUpPayloadSchema.shape({
  confirmPassword: confirmField(L.confirmPassword, 'password'),
  terms: requiredCheckbox(L.terms),
});
export type SignUpValues = InferType<typeof signUpSchema>;

export const forgotPasswordSchema = object({
  email: requiredEmail(L.email),
});
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/**
 * The reset screen's form: the new password twice, like sign-up (the token comes from the query
 * string, not from a field).
 */
export const resetPasswordFormSchema = object({
  newPassword: passwordRule(NEW_PASSWORD_REQUIRED),
  confirmPassword: confirmField(L.confirmPassword, 'newPassword'),
});

/**
 * What POST /authenticate/reset-password receives: the token and the new password; a confirmation
 * sent along must match it (the form checks it; a client that leaves it out is not refused).
 */
export const resetPasswordSchema = object({
  token: trimmedText(L.token).required(requiredLabel(L.token)),
  newPassword: passwordRule(NEW_PASSWORD_REQUIRED),
  confirmPassword: textValue(L.confirmPassword).oneOf([ref('newPassword')], mustMatch(L.confirmPassword)),
});
export type ResetPasswordPayload = InferType<typeof resetPasswordSchema>;

/** What POST /account/email/confirm receives: the token of the link mailed to the new address. */
export const emailChangeConfirmSchema = object({
  token: string()
    .typeError(AUTH_TEXTS.emailChangeInvalid)
    .required(AUTH_TEXTS.emailChangeInvalid)
    .matches(/^[A-Za-z0-9_-]{1,128}$/, AUTH_TEXTS.emailChangeInvalid),
});

/** What POST /account/email/verify receives: the token of the link mailed to a new account's address. */
export const emailVerifySchema = object({
  token: string()
    .typeError(AUTH_TEXTS.emailVerificationInvalid)
    .required(AUTH_TEXTS.emailVerificationInvalid)
    .matches(/^[A-Za-z0-9_-]{1,128}$/, AUTH_TEXTS.emailVerificationInvalid),
});

/** What POST /authenticate/sign-in-link receives: the token of the one-time sign-in link mailed to the account's owner. */
export const signInLinkSchema = object({
  token: string()
    .typeError(AUTH_TEXTS.signInLinkInvalid)
    .required(AUTH_TEXTS.signInLinkInvalid)
    .matches(/^[A-Za-z0-9_-]{1,128}$/, AUTH_TEXTS.signInLinkInvalid),
});

/** The current password a sensitive change asks for again (a new password, two-step sign-in): none is longer than a password may be. */
export const currentPasswordRule = () => textValue(L.currentPassword).required(requiredLabel(L.currentPassword)).max(PASSWORD_MAX_LENGTH, AUTH_TEXTS.currentPasswordWrong);

/** What PUT /account/password receives. */
export const changePasswordPayloadSchema = object({
  currentPassword: currentPasswordRule(),
  newPassword: passwordRule(NEW_PASSWORD_REQUIRED),
});

export const changePasswordSchema = changePasswordPayloadSchema.shape({
  confirmPassword: confirmField(L.confirmPassword, 'newPassword'),
});
export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
export const changePasswordDefaults = { currentPassword: '', newPassword: '', confirmPassword: '' };
