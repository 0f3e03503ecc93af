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
  /** Each offending element's selector. */
  targets: string[];
  /** Each offending element: its selector, axe's account of what is wrong, and its markup. */
  nodes: string[];
}

/**
 * An animation or transition this short is a state on its way (a toast sliding in, a backdrop
 * fading out): checks wait for it. A longer one is a timer shown as a bar, or a spinner.
 */
const SHORT_ANIMATION_MS = 1_000;

/**
 * Resolves once the page has stopped changing for a moment (the route rendered, its data
 * arrived) and its short CSS animations and transitions have ended (a toast sliding in, a
 * dialog's backdrop fading out: axe measures colour contrast on what is painted, and a half-faded
 * layer gives a false finding), or after a few seconds if it keeps changing. Runs in the page.
 */
function settled(page: Page): Promise<void> {
  return page.evaluate(
    (shortMs) =>
      new Promise<void>((resolve) => {
        const QUIET_MS = 300;
        const giveUp = window.setTimeout(done, 5_000);
        let finished = false;
        let timer = window.setTimeout(quiet, QUIET_MS);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(quiet, QUIET_MS);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        /** No change for a moment: wait for the animations running now, then for quiet again. */
        function quiet() {
          // Only short ones (SHORT_ANIMATION_MS): a longer one is not a state to wait for.
          const running = document.getAnimations().filter((animation) => {
            const endTime = Number(animation.effect?.getComputedTiming().endTime ?? Infinity);
            return animation.playState === 'running' && endTime <= shortMs;
          });
          if (running.length === 0) return done();
          void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
            window.clearTimeout(timer);
            timer = window.setTimeout(quiet, QUIET_MS);
          });
        }
        function done() {
          if (finished) return;
          finished = true;
          observer.disconnect();
          window.clearTimeout(timer);
          window.clearTimeout(giveUp);
          resolve();
        }
      }),
    SHORT_ANIMATION_MS,
  );
}

/** The style that holds the page's CSS animations still while axe runs (see `freeze`). */
export const FREEZE_STYLE_ID = 'journey-axe-freeze';
/** How many times a check starts again when the page was moving as axe measured it. */
const CHECK_ATTEMPTS = 3;

/**
 * Holds the page's CSS animations where they are until `thaw`, so nothing starts to move while axe
 * measures: a toast's time left is one (react-toastify closes a toast when its progress bar's
 * animation ends), and a toast that starts fading out mid-check gives a false contrast finding.
 * The number of short animations and transitions under way (see `settled`): more than none, and
 * what axe finds may be of a half-painted state.
 */
function freeze(page: Page): Promise<number> {
  return page.evaluate(
    ({ id, shortMs }) => {
      const style = document.createElement('style');
      style.id = id;
      style.textContent = '*, *::before, *::after { animation-play-state: paused !important; }';
      document.head.append(style);
      return document.getAnimations().filter((animation) => animation.playState !== 'finished' && Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= shortMs).length;
    },
    { id: FREEZE_STYLE_ID, shortMs: SHORT_ANIMATION_MS },
  );
}

/** Lets the page's animations go on from where `freeze` held them; the number of short ones under way (see `freeze`). */
function thaw(page: Page): Promise<number> {
  return page.evaluate(
    ({ id, shortMs }) => {
      const under = document.getAnimations().filter((animation) => animation.playState !== 'finished' && Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= shortMs).length;
      document.getElementById(id)?.remove();
      return under;
    },
    { id: FREEZE_STYLE_ID, shortMs: SHORT_ANIMATION_MS },
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
export class AccessibilityWatch {
  private readonly findings: Finding[] = [];
  /** Checks that could not run, other than those cut short by the page being replaced. */
  private readonly errors: string[] = [];
  /** The path of each page state checked, in order. */
  private readonly checked: string[] = [];
  /** Findings that were gone when the page was measured again (see `check`). */
  private readonly transient: string[] = [];
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

  /**
   * The page's serious and critical findings once it has settled, and what it showed then. A page
   * that was moving while axe measured (a toast came in, or had started to leave) is measured
   * again; the last attempt's findings stand whatever happens.
   */
  private async measure(path: string): Promise<{ snapshot: string; findings: Finding[] }> {
    for (let attempt = 1; ; attempt += 1) {
      await settled(this.page);
      const snapshot = await this.snapshot();
      // Legacy mode runs axe inside the page, without opening a second page for each check: the
      // app has no cross-origin frames, the one thing it would miss.
      const axe = new AxeBuilder({ page: this.page }).withTags(AXE_TAGS).setLegacyMode(true);
      for (const { selector } of NOT_OURS.filter((entry) => entry.path.test(path))) axe.exclude(selector);
      const movingBefore = await freeze(this.page);
      const results = await axe.analyze().catch(async (error: unknown) => {
        await thaw(this.page).catch(() => 0);
        throw error;
      });
      const movingAfter = await thaw(this.page);
      if (movingBefore + movingAfter > 0 && attempt < CHECK_ATTEMPTS) continue;
      const findings = results.violations
        .filter((violation) => violation.impact && FAILING_IMPACTS.has(violation.impact))
        .map((violation) => ({
          url: path,
          rule: violation.id,
          impact: violation.impact ?? '',
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
          nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}\n${node.html}`),
        }));
      return { snapshot, findings };
    }
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
      const path = new URL(url).pathname;
      const first = await this.measure(path);
      let findings = first.findings;
      // A finding must be there again when the settled page is measured a second time: one that
      // is gone was of a moment in between (something moving or arriving as axe measured), and
      // is recorded beside the journey's results rather than failing it.
      if (findings.length > 0) {
        const again = await this.measure(path);
        const seenAgain = new Set(again.findings.flatMap((finding) => finding.targets.map((target) => `${finding.rule} ${target}`)));
        const kept = findings.map((finding) => {
          const stays = finding.targets.map((target) => seenAgain.has(`${finding.rule} ${target}`));
          return { ...finding, targets: finding.targets.filter((_, index) => stays[index]), nodes: finding.nodes.filter((_, index) => stays[index]) };
        });
        for (const [index, finding] of findings.entries()) {
          const gone = finding.nodes.filter((node) => !kept[index].nodes.includes(node));
          if (gone.length > 0) this.transient.push(`${finding.rule} (${finding.impact}) on ${path} at ${gone.join('; ').replace(/\s+/g, ' ')}`);
        }
        findings = kept.filter((finding) => finding.nodes.length > 0);
      }
      this.lastChecked = first.snapshot;
      this.checked.push(path);
      this.findings.push(...findings);
    } catch (error) {
      // A page still loading when the journey acts again (a full page load it started): the
      // next action, or the end, checks the page that replaces it.
      const message = error instanceof Error ? error.message : String(error);
      if (this.page.isClosed() || DOCUMENT_GONE.test(message)) return;
      this.errors.push(`${url}: ${message}`);
    }
  }

  async finish(): Promise<{ findings: Finding[]; errors: string[]; checked: string[]; transient: string[] }> {
    await this.check();
    return { findings: this.findings, errors: this.errors, checked: this.checked, transient: this.transient };
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
  const { findings, errors, checked, transient } = await watch.finish();
  testInfo.annotations.push({ type: label, description: `${checked.length} page states checked: ${checked.join(', ')}` });
  for (const finding of transient) {
    testInfo.annotations.push({ type: `${label}: gone when measured again`, description: finding });
    console.warn(`${label}: a finding gone when measured again: ${finding}`);
  }
  expect(errors, `${label} could not check every page`).toEqual([]);
  // The rules and pages are in the message itself, so a one-line summary of a failed run names them.
  // Each finding with its first element and what axe says of it, on one line (CI's summary keeps
  // only the message's first line): a finding that does not reproduce still names what it was.
  const named = findings
    .map((finding) => `${finding.rule} (${finding.impact}) on ${finding.url} at ${finding.nodes[0]?.replace(/\s+/g, ' ').slice(0, 300) ?? 'no element'}`)
    .join('; ');
  expect(findings, `${label} found serious or critical accessibility violations: ${named}`).toEqual([]);
}
