/** See network-quiet.mjs. */
import type { Page } from '@playwright/test';
export function followRequests(page: Page): void;
export function waitForQuiet(page: Page, options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
