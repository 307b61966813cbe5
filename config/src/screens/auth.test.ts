import { describe, expect, it } from 'vitest';
import { SIGN_IN_TAGLINES, SIGN_UP_TAGLINES } from './auth';
import { TAGLINE_COUNT } from '../constants';

describe('auth screen taglines', () => {
  it('has three for sign-in and three for sign-up (spec §9), all different', () => {
    expect(SIGN_IN_TAGLINES).toHaveLength(TAGLINE_COUNT.signIn);
    expect(SIGN_UP_TAGLINES).toHaveLength(TAGLINE_COUNT.signUp);
    expect(new Set([...SIGN_IN_TAGLINES, ...SIGN_UP_TAGLINES]).size).toBe(6);
  });
});
