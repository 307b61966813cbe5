import { signInSchema, signUpDefaults, signUpSchema } from '@gro/config';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { lazyValidation } from './lazy-validation';

/** What Formik's validationSchema gives for the same values. */
async function schemaErrors(schema: typeof signUpSchema | typeof signInSchema, values: object) {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}

describe('lazyValidation', () => {
  it('imports the schema on the first validation only, and gives the errors validationSchema gives', async () => {
    const load = vi.fn(() => Promise.resolve(signUpSchema));
    const { validate } = lazyValidation(load);
    expect(load).not.toHaveBeenCalled();
    const values = { ...signUpDefaults, email: 'not-an-email', password: 'short', confirmPassword: 'other' };
    const errors = await validate(values);
    expect(errors).toEqual(await schemaErrors(signUpSchema, values));
    expect(errors.email).toBe('Must be a valid email address');
    await validate({ ...values, email: 'ann@example.com' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers no errors for valid values', async () => {
    const { validate } = lazyValidation(() => Promise.resolve(signInSchema));
    expect(await validate({ email: 'ann@example.com', password: 'secret', rememberMe: false })).toEqual({});
  });

  it('retries a failed import on the next validation', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(signInSchema);
    const { validate } = lazyValidation(load);
    await expect(validate({ email: '', password: '', rememberMe: false })).rejects.toThrow('offline');
    expect(await validate({ email: '', password: '', rememberMe: false })).toEqual(
      await schemaErrors(signInSchema, { email: '', password: '', rememberMe: false }),
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
