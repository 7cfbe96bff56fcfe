import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe-core violations on the current page (UX.md: the target is none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // @axe-core/playwright types its page against @playwright/test; playwright-core's Page is the same object.
  // Legacy mode runs axe.run in the page itself. The default mode runs each frame's part and then
  // opens a blank page to merge them, which only cross-origin frames need (the dashboard has none):
  // 3.3 s against 0.4 s per check on the physician list (2-core Intel Xeon, quiet, 2026-11-28), the
  // same violations found. Only violations are collected: the passes' details were most of the rest.
  const results = await new AxeBuilder({ page: page as never })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
