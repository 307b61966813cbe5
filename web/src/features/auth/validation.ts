/** The auth forms' yup schemas, imported on a form's first validation (lib/lazy-validation.ts)
 * and by the api calls that cast a form's values, never with a screen. */
export { forgotPasswordSchema, resetPasswordFormSchema, secondFactorSchema, signInSchema, signUpPayloadSchema, signUpSchema } from '@gro/config';
