// Lints a corpus with one variant in a fresh process and prints its peak memory as JSON. Run by bench/run.mjs:
// a process of its own per measurement, so nothing another variant allocated is counted.
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import { createLinter, lint, loadVariants } from './lib/variants.mjs';

const [variantName, corpusFile] = process.argv.slice(2);
const files = JSON.parse(readFileSync(corpusFile, 'utf8'));
const { [variantName]: config } = await loadVariants([variantName]);
const linter = createLinter();

let peakHeapBytes = 0;
let liveHeapBytes = 0;
// Two passes: a plugin that kept per-file state alive would show up as growth in the second.
for (let pass = 0; pass < 2; pass++) {
  for (const file of files) {
    lint(linter, config, file);
    peakHeapBytes = Math.max(peakHeapBytes, v8.getHeapStatistics().used_heap_size);
  }
  // What survives a full collection after the pass: kept state, where the peaks above also count garbage V8
  // had not collected yet (run with --expose-gc; the GC is outside the peaks, so they are not changed by it).
  globalThis.gc();
  liveHeapBytes = Math.max(liveHeapBytes, v8.getHeapStatistics().used_heap_size);
}
// maxRSS is in kilobytes.
process.stdout.write(JSON.stringify({ maxRssBytes: process.resourceUsage().maxRSS * 1024, peakHeapBytes, liveHeapBytes }));
