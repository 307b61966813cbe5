import Bowser from 'bowser';
import type { SignedInDevice } from '@gro/config';

type Device = Pick<SignedInDevice, 'browser' | 'system' | 'kind'>;

const KINDS: Record<string, SignedInDevice['kind']> = { desktop: 'desktop', mobile: 'mobile', tablet: 'tablet' };
/** The major version only: 'Chrome 131', not 'Chrome 131.0.6778.85'. */
const major = (version: string | undefined) => version?.split('.')[0] ?? '';
const join = (...parts: (string | undefined | null)[]) => parts.filter(Boolean).join(' ') || null;

/** The browser, system and kind of device a user agent names, as far as it names them (bowser). */
export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent?.trim()) return { browser: null, system: null, kind: null };
  const parsed = Bowser.parse(userAgent);
  return {
    browser: join(parsed.browser.name, major(parsed.browser.version)),
    // Safari and Chrome freeze macOS at 10.15 in the user agent: its version would be wrong.
    system: join(parsed.os.name, parsed.os.name === 'macOS' ? undefined : (parsed.os.versionName ?? major(parsed.os.version))),
    kind: KINDS[parsed.platform.type ?? ''] ?? null,
  };
}

/** What two sign-ins have in common when they come from one device: the browser and system families (an update changes neither). */
export function deviceFamily(userAgent: string | null | undefined): string {
  if (!userAgent?.trim()) return '';
  const parsed = Bowser.parse(userAgent);
  return [parsed.browser.name ?? '', parsed.os.name ?? '', parsed.platform.type ?? ''].join('|');
}
