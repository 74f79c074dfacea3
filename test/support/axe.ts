import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * The serious and critical WCAG 2.1 A/AA violations of the page as it stands, one line each.
 * Finite animations are let finish first: a toast fading out has, for a tenth of a second, text
 * of half its contrast, which is no state a reader is left in (on a loaded machine axe met it).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Run in the page (a string: the test code has no DOM types). Infinite ones (a spinner) are left running.
  await page.evaluate(
    `Promise.all(document.getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect && a.effect.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined)))`,
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}
