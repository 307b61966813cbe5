import { describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from './auth';

describe('password hashing costs', () => {
  it('production hashes at bcrypt cost 10 or more (OWASP’s floor for bcrypt)', () => {
    expect(AUTH_LIMITS.bcryptCost).toBeGreaterThanOrEqual(10);
  });

  it("the test build's cost is bcrypt's lowest and below production's, so a test build is never mistaken for production", () => {
    expect(AUTH_LIMITS.bcryptTestCost).toBe(4);
    expect(AUTH_LIMITS.bcryptTestCost).toBeLessThan(AUTH_LIMITS.bcryptCost);
  });
});
