// Loaded into the app under test with `node --require` (NODE_OPTIONS) by benchmarks that weigh
// its memory: on SIGUSR2 it collects garbage (twice, so what is only reachable from finalizers
// goes too) and writes process.memoryUsage() as JSON to BENCH_HEAP_PROBE_FILE. Nothing else.
import { writeFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const file = process.env.BENCH_HEAP_PROBE_FILE;

if (file) {
  process.on('SIGUSR2', () => {
    gc();
    gc();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
