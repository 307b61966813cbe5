import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on the page as it is now, each
 * named with its first places. Axe runs inside the page (AxeBuilder's legacy mode): GRO's pages have
 * no cross-origin frame, and the default mode's second pass in a new blank tab, with axe injected
 * again, doubled the time of every check.
 */
export async function blockingViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** Waits until no finite animation runs (a drawer's slide-in, a toast's fade), so axe and screenshots see final colours and places. */
export async function animationsDone(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length))
    .toBe(0);
}

/**
 * No serious or critical violation on the page once its animations are done: a toast or drawer still
 * fading in has colours axe reads as too little contrast (a flake on a busy machine).
 */
export async function expectNoBlockingViolations(page: Page): Promise<void> {
  await animationsDone(page);
  expect(await blockingViolations(page)).toEqual([]);
}
