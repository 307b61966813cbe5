/**
 * The devices a member is signed in on: each open session (a browser that signed in and has not
 * signed out, been signed out, or expired), as My Account lists them.
 */

/** A row of GET /account/sessions: the browser and system read from the user agent, where and when it was seen. */
export interface SignedInDevice {
  id: number;
  /** 'Chrome 131', or null when the user agent says nothing readable. */
  browser: string | null;
  /** 'macOS', 'Windows 11', 'iOS 18', or null. */
  system: string | null;
  kind: 'desktop' | 'mobile' | 'tablet' | null;
  /** The address it signed in from. */
  ip: string | null;
  /** When it signed in. */
  firstSeenAt: string;
  /** When it last renewed its session (every few minutes while open). */
  lastSeenAt: string;
  /** The session that asked. */
  current: boolean;
}

/** New-device emails to one account: a password thief signing in from many browsers cannot flood its owner. */
export const NEW_DEVICE_EMAILS_PER_ACCOUNT = { max: 3, windowMinutes: 60 } as const;

export const DEVICE_TEXTS = {
  signedOut: (device: string) => ({ title: 'Signed out', message: `${device} is signed out of GRO.` }),
  othersSignedOut: (count: number) => ({
    title: 'Signed out everywhere else',
    message: count === 0 ? 'You were not signed in anywhere else.' : count === 1 ? '1 other device is signed out.' : `${count} other devices are signed out.`,
  }),
  notFound: 'That device is not signed in to your account.',
  notThisOne: 'To sign out of this device, use Sign Out in the menu.',
  unknownDevice: 'An unknown device',
} as const;

/** "Chrome 131 on macOS", for lists and emails. */
export function deviceLabel(device: Pick<SignedInDevice, 'browser' | 'system'>): string {
  if (device.browser && device.system) return `${device.browser} on ${device.system}`;
  return device.browser ?? device.system ?? DEVICE_TEXTS.unknownDevice;
}
