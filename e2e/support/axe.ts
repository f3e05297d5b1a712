import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Scans the page as it is now (WCAG 2.1 A and AA rules) and fails on any serious or critical
 * violation, naming the rule, the screen and the first elements, so a state no other test looks
 * at (an ended tender, an error, offline) is checked too. Every screen gets one (issue 15).
 */
export async function expectAccessible(
  page: Page,
  screen: string,
  /** Only this part (a dialog: the page under its overlay is not what people read then). */
  within?: string,
): Promise<void> {
  // Transitions and the map's canvas settle before the scan reads colours.
  await page.waitForTimeout(300);
  let builder = new AxeBuilder({ page });
  if (within) builder = builder.include(within);
  const result = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // The map's own canvas and controls are third-party and scanned by maplibre's maintainers.
    .exclude('.maplibregl-map')
    .analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}
