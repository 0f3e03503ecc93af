import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export { expect };

/** The WCAG 2.1 A and AA rules, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** A ceiling for one check (settling, then axe) on a busy machine; usually one or two seconds. */
const CHECK_TIME_BUDGET_MS = 10_000;
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

/** Page and Locator methods that act on the page: before each, the page as it stands is checked. */
const ACTIONS = new Set([
  'goto', 'reload', 'goBack', 'goForward', 'click', 'dblclick', 'tap', 'fill', 'clear', 'type', 'press',
  'pressSequentially', 'check', 'uncheck', 'setChecked', 'selectOption', 'setInputFiles', 'hover', 'focus',
  'dragTo', 'dragAndDrop', 'dispatchEvent', 'close',
]);
/** Methods that return a Locator (or the keyboard and mouse): their results are watched too. */
const WATCHED_RESULTS = new Set([
  'locator', 'getByRole', 'getByText', 'getByLabel', 'getByPlaceholder', 'getByAltText', 'getByTitle', 'getByTestId',
  'first', 'last', 'nth', 'filter', 'and', 'or', 'keyboard', 'mouse',
]);

/**
 * The page (or locator, keyboard, mouse) as the journey uses it: unchanged, except that every
 * action first waits for `beforeAction`.
 */
function watched<T extends object>(target: T, beforeAction: () => Promise<void>): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      // Symbols and the constructor pass through (a bound constructor would lose its name).
      if (typeof property !== 'string' || property === 'constructor') return value;
      if (WATCHED_RESULTS.has(property)) {
        if (typeof value === 'function') return (...args: unknown[]) => watched(value.apply(object, args) as object, beforeAction);
        if (typeof value === 'object' && value !== null) return watched(value, beforeAction);
      }
      if (typeof value !== 'function') return value;
      if (!ACTIONS.has(property)) return value.bind(object);
      return async (...args: unknown[]) => {
        await beforeAction();
        return value.apply(object, args);
      };
    },
  });
}

/**
 * Checks with axe every state of the page that a journey acts on or ends with: before each action
 * (a navigation, a click, a key...), the page as it stands if it changed since the last check,
 * once it has settled; and the page as the journey leaves it. So every page a journey visits is
 * checked, and so are the menus, dialogs and error messages it opens on them. The journey fails at
 * its end if any check found a serious or critical violation, listed by page.
 */
class AccessibilityWatch {
  private readonly findings: Finding[] = [];
  /** Checks that could not run, other than those cut short by the page being replaced. */
  private readonly errors: string[] = [];
  /** The path of each page state checked, in order. */
  private readonly checked: string[] = [];
  private lastChecked = '';

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  /**
   * What the page shows, as a string: a new one means a state not yet checked. What a user types
   * is left out (React mirrors it into value attributes), so filling a form is one state.
   */
  private async snapshot(): Promise<string> {
    const markup = await this.page.evaluate(() => document.documentElement.outerHTML.replace(/\svalue="[^"]*"/g, ''));
    return `${this.page.url()}\n${markup}`;
  }

  async check(): Promise<void> {
    if (this.page.isClosed()) return;
    const url = this.page.url();
    // Nothing to check before the journey's first page (about:blank).
    if (!url.startsWith('http')) return;
    try {
      // Only the app's HTML pages: a journey may also end up on an API answer (a JSON document
      // the browser shows as text, e.g. after another site's form posted to the API), which is
      // not a page of the product.
      if ((await this.page.evaluate(() => document.contentType)) !== 'text/html') return;
      if ((await this.snapshot()) === this.lastChecked) return;
      // The check's time is added to the journey's own budget, not taken from it.
      this.testInfo.setTimeout(this.testInfo.timeout + CHECK_TIME_BUDGET_MS);
      await this.page.waitForLoadState('load');
      await settled(this.page);
      const snapshot = await this.snapshot();
      const path = new URL(url).pathname;
      // Legacy mode runs axe inside the page, without opening a second page for each check: the
      // app has no cross-origin frames, the one thing it would miss.
      const axe = new AxeBuilder({ page: this.page }).withTags(AXE_TAGS).setLegacyMode(true);
      for (const { selector } of NOT_OURS.filter((entry) => entry.path.test(path))) axe.exclude(selector);
      const results = await axe.analyze();
      this.lastChecked = snapshot;
      this.checked.push(path);
      for (const violation of results.violations) {
        if (!violation.impact || !FAILING_IMPACTS.has(violation.impact)) continue;
        this.findings.push({
          url: path,
          rule: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}\n${node.failureSummary ?? ''}`),
        });
      }
    } catch (error) {
      // A page still loading when the journey acts again (a full page load it started): the
      // next action, or the end, checks the page that replaces it.
      const message = error instanceof Error ? error.message : String(error);
      if (this.page.isClosed() || DOCUMENT_GONE.test(message)) return;
      this.errors.push(`${url}: ${message}`);
    }
  }

  async finish(): Promise<{ findings: Finding[]; errors: string[]; checked: string[] }> {
    await this.check();
    return { findings: this.findings, errors: this.errors, checked: this.checked };
  }
}

/**
 * The journeys' `test`: Playwright's, with axe checking every page the journey visits. Import
 * `test` and `expect` from here in every journey (lint enforces it).
 */
export const test = base.extend<{ secondPage: Page }>({
  page: async ({ page }, use, testInfo) => {
    await useWatched(page, use, testInfo, 'axe');
  },
  /** A page in a browser context of its own (a second user beside `page`'s), checked the same way. */
  secondPage: async ({ browser }, use, testInfo) => {
    const context = await browser.newContext();
    await useWatched(await context.newPage(), use, testInfo, 'axe (second page)');
    await context.close();
  },
});

async function useWatched(page: Page, use: (page: Page) => Promise<void>, testInfo: TestInfo, label: string): Promise<void> {
  const watch = new AccessibilityWatch(page, testInfo);
  await use(watched(page, () => watch.check()));
  const { findings, errors, checked } = await watch.finish();
  testInfo.annotations.push({ type: label, description: `${checked.length} page states checked: ${checked.join(', ')}` });
  expect(errors, `${label} could not check every page`).toEqual([]);
  expect(findings, `${label} found serious or critical accessibility violations`).toEqual([]);
}
