import { CONFIGURED_SETTINGS, durationMsFrom, limitFrom, memberDataAccessRuleFrom, secondFactorRequirementFrom, type ConfiguredDuration, type ConfiguredLimit, type Limit } from '@gro/config';

/**
 * The limits and delays of `@gro/config`'s abuse-limits as this server runs them: the default, or
 * the environment variable that overrides it (read at each use, so a test server's environment is
 * what counts; `checkConfiguredSettings` refuses an unreadable one at start).
 */
export const configuredLimit = (limit: ConfiguredLimit): Limit => limitFrom(limit, process.env);
export const configuredMs = (duration: ConfiguredDuration): number => durationMsFrom(duration, process.env);

/** Throws (stopping the start) with the name of the first variable that cannot be read. */
export function checkConfiguredSettings(): void {
  for (const setting of CONFIGURED_SETTINGS) {
    if ('max' in setting) limitFrom(setting, process.env);
    else durationMsFrom(setting, process.env);
  }
  memberDataAccessRuleFrom(process.env);
  secondFactorRequirementFrom(process.env);
}
