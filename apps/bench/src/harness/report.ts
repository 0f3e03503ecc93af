/** One figure a benchmark measured. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** What the figure should be, e.g. "< 100" or ">= 0.25" (shown, and checked when `pass` is set). */
  target?: string;
  pass?: boolean;
}

export interface BenchResult {
  benchmark: string;
  figures: Figure[];
  /** Anything else worth reading (a query plan, the population). */
  notes?: string[];
}

const round = (value: number) => (Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100);

/** A table for people, then one JSON line (prefixed BENCH_JSON) for machines. */
export function printResult(result: BenchResult): void {
  console.log(`\n== ${result.benchmark}`);
  for (const note of result.notes ?? []) console.log(`   ${note.split('\n').join('\n   ')}`);
  const width = Math.max(...result.figures.map((f) => f.name.length));
  for (const figure of result.figures) {
    const target = figure.target ? `  (target ${figure.target}${figure.pass === undefined ? '' : figure.pass ? ': met' : ': MISSED'})` : '';
    console.log(`   ${figure.name.padEnd(width)}  ${String(round(figure.value)).padStart(10)} ${figure.unit}${target}`);
  }
  console.log(`BENCH_JSON ${JSON.stringify({ ...result, figures: result.figures.map((f) => ({ ...f, value: round(f.value) })) })}`);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
