import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDatabase } from '../harness/database';
import { startApp } from '../harness/processes';
import { percentile, type BenchResult, type Figure } from '../harness/report';
import { signUp } from '../harness/session';

export interface LighthouseOptions {
  /** Lighthouse runs per page; the median run (by performance score) is reported. */
  runs: number;
  chromePath: string;
  /** When set, each run's full Lighthouse report (JSON) is written there, to read its audits. */
  reportDir?: string;
}

/** The part of Lighthouse's result this benchmark reads. */
interface LighthouseResult {
  report: string | string[];
  lhr: {
    categories: { performance: { score: number | null } };
    audits: Record<string, { numericValue?: number } | undefined>;
    runtimeError?: { code: string; message: string };
  };
}
type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
interface ChromeLauncher {
  launch(options: { chromePath: string; chromeFlags: string[] }): Promise<{ port: number; kill(): void | Promise<void> }>;
}

interface PageRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

/** A blood request as the request form posts it, on a date two days ahead. */
function requestForm(): Record<string, unknown> {
  return {
    applicant: 'Meera Sharma',
    email: 'family@bench.local',
    phoneNo: '+91 98220 12345',
    address: { addressLine: 'Jawaharlal Nehru Marg', district: 'Delhi', state: 'Delhi' },
    pincode: '110002',
    bloodGroup: 'B+',
    component: 'RED_CELLS',
    units: 2,
    hospitalName: 'Lok Nayak Hospital',
    reason: 'Surgery',
    date: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
  };
}

/**
 * Lighthouse (mobile: its default settings, a mid-range phone on a slow 4G connection, simulated)
 * on the home page and on a request's page of the built app in production mode, in Debian's
 * Chromium, headless. Each page is measured `runs` times in a fresh Chromium; the run with the
 * median performance score is reported with its LCP, TBT, CLS and FCP.
 */
export async function lighthouseBenchmark(options: LighthouseOptions): Promise<BenchResult> {
  // Both are ES modules only: loaded with import(), which the CommonJS build keeps as is.
  const lighthouse = ((await import('lighthouse')) as unknown as { default: RunLighthouse }).default;
  const launcher = (await import('chrome-launcher')) as unknown as ChromeLauncher;
  const database = await startDatabase();
  const app = await startApp(database.url);
  try {
    const owner = await signUp(app.url, 'Bench Owner');
    const created = await fetch(`${app.url}/api/v1/request/create-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: owner.cookie },
      body: JSON.stringify(requestForm()),
    });
    if (created.status !== 201) throw new Error(`create-request failed: ${created.status} ${await created.text()}`);
    const requestId = ((await created.json()) as { data: { id: string } }).data.id;

    const pages = [
      { name: 'home', url: `${app.url}/` },
      { name: 'request', url: `${app.url}/request/${requestId}` },
    ];
    const figures: Figure[] = [];
    const notes: string[] = [];
    for (const page of pages) {
      const runs: PageRun[] = [];
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART and kin): such a run is tried
      // again, up to twice as many attempts as runs in all.
      for (let attempt = 0; runs.length < options.runs; attempt++) {
        if (attempt >= options.runs * 2) throw new Error(`Lighthouse failed ${attempt - runs.length} of ${attempt} runs on ${page.url}`);
        const chrome = await launcher.launch({
          chromePath: options.chromePath,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        });
        try {
          const result = await lighthouse(page.url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
          if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
          if (result.lhr.runtimeError) {
            console.error(`[lighthouse] ${page.name}: a run failed (${result.lhr.runtimeError.code}); trying again`);
            continue;
          }
          if (options.reportDir) {
            mkdirSync(options.reportDir, { recursive: true });
            writeFileSync(join(options.reportDir, `${page.name}-${runs.length + 1}.json`), Array.isArray(result.report) ? result.report[0] : result.report);
          }
          const audit = (id: string) => result.lhr.audits[id]?.numericValue ?? NaN;
          runs.push({
            score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
            lcpMs: audit('largest-contentful-paint'),
            tbtMs: audit('total-blocking-time'),
            cls: audit('cumulative-layout-shift'),
            fcpMs: audit('first-contentful-paint'),
          });
          console.error(`[lighthouse] ${page.name}: run ${runs.length} of ${options.runs}, score ${runs[runs.length - 1].score}`);
        } finally {
          await chrome.kill();
        }
      }
      const byScore = [...runs].sort((a, b) => a.score - b.score);
      const median = byScore[Math.floor((byScore.length - 1) / 2)];
      notes.push(`${page.name}: performance scores of the ${runs.length} runs ${runs.map((r) => r.score).join(', ')} (median reported); TBT p50 over runs ${Math.round(percentile(runs.map((r) => r.tbtMs).sort((a, b) => a - b), 50))} ms`);
      figures.push(
        { name: `${page.name}: performance score (mobile)`, value: median.score, unit: '/100', target: '>= 95', pass: median.score >= 95 },
        { name: `${page.name}: largest contentful paint`, value: median.lcpMs, unit: 'ms', target: '<= 2500', pass: median.lcpMs <= 2500 },
        { name: `${page.name}: total blocking time`, value: median.tbtMs, unit: 'ms', target: '<= 200', pass: median.tbtMs <= 200 },
        { name: `${page.name}: cumulative layout shift`, value: median.cls, unit: '', target: '<= 0.1', pass: median.cls <= 0.1 },
        { name: `${page.name}: first contentful paint`, value: median.fcpMs, unit: 'ms' },
      );
    }
    return { benchmark: 'lighthouse', figures, notes };
  } finally {
    await app.stop();
    await database.stop();
  }
}
