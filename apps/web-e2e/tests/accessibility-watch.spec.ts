import { AccessibilityWatch, expect, FREEZE_STYLE_ID, test } from './support/test';

/**
 * The journeys' axe watch itself (support/test.ts), on a page of its own that it alone checks: a
 * finding that stays fails a journey; one gone when the settled page is measured again (of a
 * moment in between) is set aside and named.
 */
// Outside the app's root, so React leaves it alone.
const LOW_CONTRAST = '<p id="faint" style="color:#bbbbbb;background:#ffffff">Faint words on white</p>';

test('a low-contrast text that stays is a finding, named with its element and what axe measured', async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watch = new AccessibilityWatch(page, testInfo);
  await page.goto('/terms');
  await page.locator('body').evaluate((body, markup) => body.insertAdjacentHTML('beforeend', markup), LOW_CONTRAST);
  await watch.check();
  const { findings, transient } = await watch.finish();
  expect(findings.map((finding) => [finding.rule, finding.url, finding.targets])).toEqual([['color-contrast', '/terms', ['#faint']]]);
  expect(findings[0].nodes[0]).toMatch(/^#faint: .*insufficient color contrast/s);
  expect(transient).toEqual([]);
  await context.close();
});

test('a low-contrast text gone when the page is measured again is set aside, not a finding', async ({ browser }, testInfo) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const watch = new AccessibilityWatch(page, testInfo);
  await page.goto('/terms');
  // The text leaves as soon as the first measurement lets the page move again (the watch removes
  // its freezing style), as a toast does that ends while axe runs.
  await page.locator('body').evaluate((body, { markup, freezeId }) => {
    body.insertAdjacentHTML('beforeend', markup);
    const observer = new MutationObserver((records) => {
      const thawed = records.some((record) => [...record.removedNodes].some((node) => node instanceof Element && node.id === freezeId));
      if (!thawed) return;
      observer.disconnect();
      document.getElementById('faint')?.remove();
    });
    observer.observe(document.head, { childList: true });
  }, { markup: LOW_CONTRAST, freezeId: FREEZE_STYLE_ID });
  await watch.check();
  const { findings, transient, checked } = await watch.finish();
  expect(findings).toEqual([]);
  expect(transient).toEqual([expect.stringMatching(/^color-contrast \(serious\) on \/terms at #faint: /)]);
  expect(checked[0]).toBe('/terms');
  await context.close();
});
