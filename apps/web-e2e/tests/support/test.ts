import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export { expect };

/** The WCAG 2.1 A and AA rules, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What fails a journey; minor and moderate findings are reported by axe but tolerated. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Markup the product does not write and cannot change, each with its reason. Everything else on
 * those pages is still checked.
 */
const NOT_OURS: ReadonlyArray<{ path: RegExp; selector: string; reason: string }> = [
  {
    path: /^\/graphiql\//,
    selector: '.graphiql-tabs',
    reason: "GraphiQL's tab strip puts each tab's close button inside the tab (nested-interactive); upstream markup",
  },
];

/** What Playwright says when the page being scanned was replaced by a navigation. */
const DOCUMENT_GONE = /Execution context was destroyed|frame was detached|page is navigating|Target page, context or browser has been closed/;

interface Finding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  /** Each offending element: its selector, its markup and axe's account of what is wrong. */
  nodes: string[];
}

/**
 * Resolves once the page has stopped changing for a moment (the route rendered, its data
 * arrived), or after a few seconds if it keeps animating. Runs in the page.
 */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const QUIET_MS = 300;
        let timer = window.setTimeout(done, QUIET_MS);
        const giveUp = window.setTimeout(done, 5_000);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, QUIET_MS);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          window.clearTimeout(timer);
          window.clearTimeout(giveUp);
          resolve();
        }
      }),
  );
}

/**
 * Scans every page a journey shows with axe: after each navigation (a page load, or a route
 * change inside the app) once the page has settled, and the page as it is when the journey ends.
 * Scans run one at a time beside the journey; the journey fails at its end if any found a
 * serious or critical violation, listed by page.
 */
class AccessibilityWatch {
  private readonly findings: Finding[] = [];
  /** Scans that could not run, other than those cut short by the journey moving on. */
  private readonly errors: string[] = [];
  private queue: Promise<void> = Promise.resolve();
  private lastScanned = '';
  /** Counts main-frame navigations, so a scan knows whether the journey moved on while it ran. */
  private navigations = 0;

  constructor(private readonly page: Page) {
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      this.navigations += 1;
      void this.schedule();
    });
  }

  schedule(): Promise<void> {
    this.queue = this.queue.then(() => this.scan());
    return this.queue;
  }

  async finish(): Promise<{ findings: Finding[]; errors: string[] }> {
    await this.schedule();
    return { findings: this.findings, errors: this.errors };
  }

  private async scan(): Promise<void> {
    if (this.page.isClosed()) return;
    const url = this.page.url();
    const navigation = this.navigations;
    try {
      await this.page.waitForLoadState('load');
      await settled(this.page);
      const snapshot = `${url}\n${await this.page.content()}`;
      // The same page in the same state needs no second look.
      if (snapshot === this.lastScanned) return;
      const axe = new AxeBuilder({ page: this.page }).withTags(AXE_TAGS);
      const path = new URL(url).pathname;
      for (const { selector } of NOT_OURS.filter((entry) => entry.path.test(path))) axe.exclude(selector);
      const results = await axe.analyze();
      this.lastScanned = snapshot;
      for (const violation of results.violations) {
        if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
        this.findings.push({
          url: new URL(results.url).pathname,
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}\n${node.failureSummary ?? ''}`),
        });
      }
    } catch (error) {
      // The journey moved on mid-scan (a new document replaced this one): the navigation that did
      // it has scheduled its own scan. Anything else means a page went unchecked.
      const message = error instanceof Error ? error.message : String(error);
      if (this.page.isClosed() || this.navigations !== navigation || DOCUMENT_GONE.test(message)) return;
      this.errors.push(`${url}: ${message}`);
    }
  }
}

/**
 * The journeys' `test`: Playwright's, with axe watching every page. Import `test` and `expect`
 * from here in every journey (lint enforces it).
 */
export const test = base.extend<{ accessibility: AccessibilityWatch }>({
  accessibility: [
    async ({ page }, use) => {
      const watch = new AccessibilityWatch(page);
      await use(watch);
      const { findings, errors } = await watch.finish();
      expect(errors, 'axe could not check every page').toEqual([]);
      expect(findings, 'axe found serious or critical accessibility violations').toEqual([]);
    },
    { auto: true },
  ],
});
