/** Two-step sign-in's forms: the sign-in's code, confirming an authenticator, and the current password. */
import { array, object, string, type InferType } from 'yup';
import { AUTHENTICATOR_CODE, RECOVERY_CODE, SECOND_FACTOR_LABELS, SECOND_FACTOR_LIMITS, SECOND_FACTOR_TEXTS, normaliseSecondFactorCode } from '../second-factor';
import { PASSKEY_LABELS, PASSKEY_LIMITS, PASSKEY_TEXTS } from '../passkeys';
import { requiredLabel } from '../messages';
import { currentPasswordRule } from './auth';
import { flagRule, requiredText } from './rules';

/** The challenge the sign-in answered: two base64url parts, the claims and their signature; anything else (a line break, NUL) is not one. */
const challengeRule = () =>
  string()
    .typeError(requiredLabel('Challenge'))
    .required(SECOND_FACTOR_TEXTS.challengeExpired)
    .max(SECOND_FACTOR_LIMITS.maxChallengeLength, SECOND_FACTOR_TEXTS.challengeExpired)
    .matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, SECOND_FACTOR_TEXTS.challengeExpired);

/** POST /authenticate/second-factor: the challenge from the sign-in's answer and the code. */
export const secondFactorSchema = object({
  challenge: challengeRule(),
  code: string()
    .typeError(SECOND_FACTOR_TEXTS.codeFormat)
    .required(requiredLabel(SECOND_FACTOR_LABELS.code))
    .max(SECOND_FACTOR_LIMITS.maxCodeLength, SECOND_FACTOR_TEXTS.codeFormat)
    .test('code-format', SECOND_FACTOR_TEXTS.codeFormat, (value) => {
      if (value === undefined) return true;
      const code = normaliseSecondFactorCode(value);
      return AUTHENTICATOR_CODE.test(code) || RECOVERY_CODE.test(code);
    }),
});
export type SecondFactorValues = InferType<typeof secondFactorSchema>;

/** Confirming an authenticator: the code it shows now. */
export const authenticatorCodeSchema = object({
  code: string()
    .typeError(SECOND_FACTOR_TEXTS.codeFormat)
    .required(requiredLabel(SECOND_FACTOR_LABELS.code))
    .max(SECOND_FACTOR_LIMITS.maxCodeLength, SECOND_FACTOR_TEXTS.codeFormat)
    .test('authenticator-code', 'Enter the 6-digit code your authenticator app shows.', (value) =>
      value === undefined ? true : AUTHENTICATOR_CODE.test(normaliseSecondFactorCode(value)),
    ),
});

/** Turning the authenticator on or off, or new recovery codes: the current password, as a password change asks for it. */
export const secondFactorPasswordSchema = object({ currentPassword: currentPasswordRule() });

const base64url = (max: number) =>
  string().typeError(PASSKEY_TEXTS.failed).max(max, PASSKEY_TEXTS.failed).matches(/^[A-Za-z0-9_-]*$/, PASSKEY_TEXTS.failed);

/**
 * A browser's passkey answer as JSON (PublicKeyCredential.toJSON()): its parts are base64url text
 * of bounded length; the server's WebAuthn check reads what they hold. `response` is the
 * attestation (adding one) or the assertion (signing in).
 */
const credentialRule = (response: ReturnType<typeof object>) =>
  object({
    id: base64url(PASSKEY_LIMITS.maxFieldLength).required(PASSKEY_TEXTS.failed),
    rawId: base64url(PASSKEY_LIMITS.maxFieldLength).required(PASSKEY_TEXTS.failed),
    type: string().typeError(PASSKEY_TEXTS.failed).oneOf(['public-key'], PASSKEY_TEXTS.failed).required(PASSKEY_TEXTS.failed),
    response: response.typeError(PASSKEY_TEXTS.failed).required(PASSKEY_TEXTS.failed),
    clientExtensionResults: object().typeError(PASSKEY_TEXTS.failed).default({}),
    authenticatorAttachment: string().typeError(PASSKEY_TEXTS.failed).oneOf(['platform', 'cross-platform'], PASSKEY_TEXTS.failed).optional(),
  })
    .typeError(PASSKEY_TEXTS.failed)
    .required(PASSKEY_TEXTS.failed);

const assertionRule = () =>
  credentialRule(
    object({
      clientDataJSON: base64url(PASSKEY_LIMITS.maxFieldLength).required(PASSKEY_TEXTS.failed),
      authenticatorData: base64url(PASSKEY_LIMITS.maxFieldLength).required(PASSKEY_TEXTS.failed),
      signature: base64url(PASSKEY_LIMITS.maxFieldLength).required(PASSKEY_TEXTS.failed),
      userHandle: base64url(512).optional(),
    }),
  );

/** The name of a passkey: one line. */
const passkeyNameRule = () => requiredText(PASSKEY_LABELS.name, PASSKEY_LIMITS.nameMaxLength);

/** POST /account/passkeys: its name and the browser's answer to the options. */
export const addPasskeySchema = object({
  name: passkeyNameRule(),
  credential: credentialRule(
    object({
      clientDataJSON: base64url(PASSKEY_LIMITS.maxFieldLength).required(PASSKEY_TEXTS.failed),
      attestationObject: base64url(PASSKEY_LIMITS.maxFieldLength).required(PASSKEY_TEXTS.failed),
      transports: array(string().typeError(PASSKEY_TEXTS.failed).matches(/^[a-z-]{1,40}$/, PASSKEY_TEXTS.failed)).typeError(PASSKEY_TEXTS.failed).max(10, PASSKEY_TEXTS.failed).optional(),
    }),
  ),
});

/** PUT /account/passkeys/{id}: a new name. */
export const renamePasskeySchema = object({ name: passkeyNameRule() });

/** POST /authenticate/passkey: the browser's answer, and 'Remember me'. */
export const passkeySignInSchema = object({
  credential: assertionRule(),
  rememberMe: flagRule('Remember me').optional(),
});

/** POST /authenticate/second-factor/passkey: the sign-in's challenge and the browser's answer. */
export const passkeySecondStepSchema = object({
  challenge: challengeRule(),
  credential: assertionRule(),
});

/** My Account's form to add a passkey: its name and the current password (the device's answer follows). */
export const addPasskeyFormSchema = object({ name: passkeyNameRule(), currentPassword: currentPasswordRule() });
