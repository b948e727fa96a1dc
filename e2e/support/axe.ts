// Shared accessibility check for the end-to-end journeys: runs axe-core on the
// current page and fails on any violation of impact serious or critical.
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export type AxeCheckOptions = {
  /** CSS selectors to leave out (third-party widgets we do not control). */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
  /**
   * Rule ids axe leaves off by default to run too: 'target-size' (WCAG 2.2's
   * 24 px touch targets, which Lighthouse runs) where a screen's targets move
   * with its data, as the map's markers do under its banner (#43).
   */
  enableRules?: string[];
};

export async function expectNoSeriousA11yViolations(page: Page, options: AxeCheckOptions = {}): Promise<void> {
  // A region marked busy is declaring its content stale and about to be replaced (the list dims its
  // previous results while a search loads): axe measures the page once it has settled, or it reads
  // the dimmed text's contrast, as it did in a flaky run of english-journeys.spec.ts.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Likewise a notice still sliding and fading in: axe read a half-faded toast's contrast as too low in a
  // flaky run of map-fits-and-explains.spec.ts (other journeys' reviews are announced on the map). It
  // measures once every finite animation has ended; endless ones (a skeleton's pulse) keep running.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const rules = [
    ...(options.enableRules ?? []).map((rule) => [rule, { enabled: true }] as const),
    ...(options.disableRules ?? []).map((rule) => [rule, { enabled: false }] as const),
  ];
  if (rules.length) builder = builder.options({ rules: Object.fromEntries(rules) });

  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe found serious or critical violations on ${page.url()}`).toEqual([]);
}
