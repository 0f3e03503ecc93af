// Reads the suites' JSON result files (jest's --json, vitest's json reporter, Playwright's json
// reporter) and names the tests that failed, so a run's last lines say which ones: CI shows only
// the end of a long log.
import { readFileSync } from 'node:fs';

/**
 * @typedef {{ file: string, title: string, error: string }} Failure
 * @typedef {{ title?: string, file?: string, ok?: boolean, tests?: { results?: { status?: string, error?: { message?: string } }[] }[] }} PlaywrightSpec
 * @typedef {{ title?: string, file?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 */

/** The first lines of an error message (expected and received, usually), without colours, at most 300 characters. */
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const lines = message.replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).filter((l) => l.length > 0 && !l.startsWith('at '));
  const text = lines.slice(0, 4).join(' | ');
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** @param {string} path */
function relative(path) {
  const at = path.indexOf('/apps/');
  return at >= 0 ? path.slice(at + 1) : at === -1 && path.indexOf('/libs/') >= 0 ? path.slice(path.indexOf('/libs/') + 1) : path;
}

/**
 * @param {any} json a jest/vitest (`testResults`) or Playwright (`suites`) result
 * @returns {Failure[]}
 */
export function failures(json) {
  /** @type {Failure[]} */
  const found = [];
  if (Array.isArray(json.testResults)) {
    for (const file of json.testResults) {
      /** @type {{ status: string, fullName?: string, title?: string, failureMessages?: string[] }[]} */
      const failed = (file.assertionResults ?? []).filter((/** @type {{ status: string }} */ a) => a.status === 'failed');
      for (const a of failed) found.push({ file: relative(file.name), title: a.fullName ?? a.title ?? '', error: firstLine(a.failureMessages?.[0]) });
      // A file that failed to load (or failed in a hook) has no failed test of its own.
      if (failed.length === 0 && file.status === 'failed') found.push({ file: relative(file.name), title: '(the file)', error: firstLine(file.message) });
    }
  }
  if (Array.isArray(json.suites)) {
    /** @param {PlaywrightSuite} suite @param {string[]} titles */
    const walk = (suite, titles) => {
      const here = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
      for (const spec of suite.specs ?? []) {
        if (spec.ok !== false) continue;
        const results = (spec.tests ?? []).flatMap((t) => t.results ?? []);
        const error = results.map((r) => r.error?.message).find((m) => m) ?? '';
        found.push({ file: spec.file ?? suite.file ?? '', title: [...here, spec.title].join(' > '), error: firstLine(error) });
      }
      for (const child of suite.suites ?? []) walk(child, here);
    };
    for (const suite of json.suites) walk(suite, []);
    for (const error of json.errors ?? []) found.push({ file: '', title: '(outside any test)', error: firstLine(error.message) });
  }
  return found;
}

/**
 * Prints the failed tests of result files, at most `limit` of them.
 * @param {{ name: string, path: string }[]} files
 * @param {number} [limit]
 */
export function printFailures(files, limit = 30) {
  /** @type {(Failure & { suite: string })[]} */
  const all = [];
  for (const { name, path } of files) {
    try {
      for (const f of failures(JSON.parse(readFileSync(path, 'utf8')))) all.push({ ...f, suite: name });
    } catch {
      // A missing or unreadable file is reported by the counts already.
    }
  }
  if (all.length === 0) return;
  console.log('\nFailed tests');
  for (const f of all.slice(0, limit)) {
    console.log(`  ${f.suite}: ${f.file}: ${f.title}`);
    if (f.error) console.log(`      ${f.error}`);
  }
  if (all.length > limit) console.log(`  ...and ${all.length - limit} more`);
}
