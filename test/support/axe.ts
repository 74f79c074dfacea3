import { readFileSync } from 'node:fs';
import type { Frame, Page } from 'playwright-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core's own bundle, read once per test file. */
let axeSource: string | undefined;
const source = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * The serious and critical WCAG 2.1 A/AA violations of the page as it stands, one line each.
 *
 * axe-core runs in the page itself with `axe.run`, loaded once per document and frame. The
 * @axe-core/playwright builder loaded its 550 KB bundle twice per check and finished every check
 * in a new blank page: half of the browser tier's CPU went there (docs/development.md, "Where CI's
 * time goes"). Only the violations are asked for, with their nodes; passes are not collected.
 * Cross-origin frames are not checked: the site shows none of its own.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Finite animations are let finish first: a toast fading out has, for a tenth of a second, text
  // of half its contrast, which is no state a reader is left in (on a loaded machine axe met it).
  // Strings, here and below: the test code has no DOM types. Infinite ones (a spinner) are left running.
  await page.evaluate(
    `Promise.all(document.getAnimations()
      .filter((a) => Number.isFinite(Number(a.effect && a.effect.getComputedTiming().endTime)))
      .map((a) => a.finished.catch(() => undefined)))`,
  );
  for (const frame of page.frames()) await loadAxe(frame, frame === page.mainFrame());
  const violations = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_21_AA)} }, resultTypes: ['violations'] })
      .then((results) => results.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) })))`,
  )) as { id: string; impact: string | null; targets: string[] }[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.targets.map((target) => `${v.id} (${v.impact}): ${target}`));
}

/** Loads axe-core into the frame unless its document has it; a child frame that is gone or refuses is skipped. */
async function loadAxe(frame: Frame, required: boolean): Promise<void> {
  try {
    if (await frame.evaluate(`typeof window.axe === 'object'`)) return;
    await frame.evaluate(source());
  } catch (error) {
    if (required) throw error;
  }
}
