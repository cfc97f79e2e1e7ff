import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

// WCAG 2.2 AA, the level docs/architecture.md (the app) promises.
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeScanOptions {
  /** CSS selectors to scan instead of the whole page. */
  include?: string[];
  /** CSS selectors to leave out (e.g. a third-party frame). */
  exclude?: string[];
}

/** Scans the current page and fails the test, listing each violation readably, if any are found. */
export type AxeScan = (options?: AxeScanOptions) => Promise<void>;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.join(' ')}  ${node.html.slice(0, 160)}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`,
        )
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

// Under TEST_TODAY (e2e/playwright.config.ts) this process's Date reads the chosen day; every
// browser context, the test's own and any a spec opens, starts its pages' clock there too.
const chosenDay = Boolean(process.env.TEST_TODAY);

export const test = base.extend<{ axe: AxeScan }, { chosenDayBrowser: void }>({
  chosenDayBrowser: [
    async ({ browser }, use) => {
      if (chosenDay) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => {
          const context = await newContext(options);
          await context.clock.setSystemTime(Date.now());
          return context;
        };
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    if (chosenDay) await context.clock.setSystemTime(Date.now());
    await use(context);
  },
  axe: async ({ page }, use) => {
    await use(async (options = {}) => {
      // Colours are checked as they settle: a toast or dialog still fading in blends with what is
      // behind it and reads as low contrast. Endless animations (spinners) are not waited for.
      await page.evaluate(async () => {
        // A frame first, so an overlay just presented has started its animation.
        await new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 100);
        });
        // Ionic animates inside its elements' shadow roots: those are asked too.
        const roots: (Document | ShadowRoot)[] = [document];
        for (const element of document.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot);
        const settling = roots
          .flatMap((root) => root.getAnimations())
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined));
        await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2_000))]);
      });
      let builder = new AxeBuilder({ page }).withTags(wcagTags);
      for (const selector of options.include ?? []) builder = builder.include(selector);
      for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
      const { violations } = await builder.analyze();
      expect(describeViolations(violations), `Accessibility violations on ${page.url()}`).toBe('');
    });
  },
});

export { expect };
