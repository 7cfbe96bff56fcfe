import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Serious and critical axe-core violations on the current page (UX.md: the target is none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // @axe-core/playwright types its page against @playwright/test; playwright-core's Page is the same object.
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
