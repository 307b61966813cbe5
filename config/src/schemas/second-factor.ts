/** Two-step sign-in's forms: the sign-in's code, confirming an authenticator, and the current password. */
import { object, string, type InferType } from 'yup';
import { AUTHENTICATOR_CODE, RECOVERY_CODE, SECOND_FACTOR_LABELS, SECOND_FACTOR_LIMITS, SECOND_FACTOR_TEXTS, normaliseSecondFactorCode } from '../second-factor';
import { requiredLabel } from '../messages';

/** POST /authenticate/second-factor: the challenge from the sign-in's answer and the code. */
export const secondFactorSchema = object({
  challenge: string()
    .typeError(requiredLabel('Challenge'))
    .required(SECOND_FACTOR_TEXTS.challengeExpired)
    .max(SECOND_FACTOR_LIMITS.maxChallengeLength, SECOND_FACTOR_TEXTS.challengeExpired)
    // Two base64url parts: the claims and their signature; anything else (a line break, NUL) is not one.
    .matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, SECOND_FACTOR_TEXTS.challengeExpired),
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

/** Turning the authenticator on or off, or new recovery codes: the current password. */
export const secondFactorPasswordSchema = object({
  currentPassword: string()
    .typeError(requiredLabel(SECOND_FACTOR_LABELS.currentPassword))
    .required(requiredLabel(SECOND_FACTOR_LABELS.currentPassword))
    .max(200, requiredLabel(SECOND_FACTOR_LABELS.currentPassword)),
});
