// `npm run bench [-- --quick]`: lint time and memory of the plugin's `recommended` config against ESLint's
// traversal floor and two peer rule sets, on real and generated code. See bench/README.md.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { deepHandlerFile, handlerDenseCorpus, scalingFile } from './lib/generate.mjs';
import { comparePaired, median } from './lib/measure.mjs';
import { parsable, readCorpus, realCorpusPaths } from './lib/real-corpus.mjs';
import { fmt, pct, table, verdict } from './lib/report.mjs';
import { readDirectoryCorpus, ruleShares } from './lib/stats.mjs';
import { CWD, createLinter, enabledRules, loadVariants } from './lib/variants.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
// `--stats-only`: only ESLint's per-rule times (a minute or two); `--corpus <dir>` (repeatable): add the source
// files of a checkout to that table, e.g. MCP servers that are not in node_modules.
const statsOnly = args.includes('--stats-only');
const extraCorpora = args.flatMap((arg, i) => (arg === '--corpus' && args[i + 1] ? [args[i + 1]] : []));
// Sized for under 10 minutes on a 2-core machine (full) and about 2 minutes (--quick). Scaling measurements
// each lint `scalingLinesPerRun` lines (the largest file once), so they get fewer rounds and no warm-up: the
// corpora before them have warmed the JIT up.
const SETTINGS = quick
  ? { realFiles: 150, handlerFiles: 25, rounds: 3, statsRounds: 2, scalingRounds: 2, scalingLines: [1000, 4000], scalingLinesPerRun: 4000, memoryRuns: 2 }
  : { realFiles: 1000, handlerFiles: 100, rounds: 5, statsRounds: 3, scalingRounds: 3, scalingLines: [1000, 4000, 16000, 64000], scalingLinesPerRun: 16000, memoryRuns: 5 };
const TARGETS = { realRatio: 1.05, denseRatio: 1.3, perLineSpread: 0.3, deepRatio: 2, memory: 0.1, statsShare: 0.04 };
const GENERATED_DIR = path.join(CWD, 'generated');

const linter = createLinter();
const variants = await loadVariants(['floor', 'plugin', 'rules-of-hooks', 'typescript-eslint']);
const { 'plugin+rules-of-hooks': together } = await loadVariants(['plugin+rules-of-hooks']);
const pair = { floor: variants.floor, plugin: variants.plugin };

const verdicts = [];

/** Every variant must lint every file; a file no config matches would be timed as free. */
function assertLintedByAll(files) {
  for (const [name, config] of Object.entries(variants)) {
    const skipped = files.find((file) => !config.getConfig(file.filename));
    if (skipped) throw new Error(`variant ${name} does not lint ${skipped.filename}`);
  }
}

function describeCorpus(files) {
  const bytes = files.reduce((sum, file) => sum + file.text.length, 0);
  const lines = files.reduce((sum, file) => sum + file.text.split('\n').length, 0);
  return `${files.length} files, ${fmt(bytes / 1024)} KiB, ${lines} lines`;
}

function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: CWD, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (not a git checkout)';
  }
}

function timeCorpus(name, description, files, target) {
  assertLintedByAll(files);
  console.log(`## ${name} (${description}): ${describeCorpus(files)}`);
  const results = comparePaired(linter, variants, files, { rounds: SETTINGS.rounds });
  table(
    ['variant', 'floor ms', 'variant ms', 'ratio ± spread', '', 'problems'],
    results.map((r) => [r.name, fmt(r.floorMs), fmt(r.variantMs), `${fmt(r.ratio, 3)} ± ${fmt(r.ratioSpread, 3)}`, `(${pct(r.ratio)})`, r.problems]),
  );
  const plugin = results.find((r) => r.name === 'plugin');
  verdicts.push([`${name}: recommended ≤ ${target}× floor`, `${fmt(plugin.ratio, 3)} ± ${fmt(plugin.ratioSpread, 3)}`, verdict(plugin.ratio <= target)]);
  return results;
}

function timeScaling() {
  console.log('## Scaling: one generated file per size, handlers and plain code in turn');
  const rows = SETTINGS.scalingLines.map((lines) => {
    const file = scalingFile(lines, GENERATED_DIR);
    assertLintedByAll([file]);
    // Small files are timed over several passes, so that every measurement is long enough to time.
    const repeat = Math.max(1, Math.round(SETTINGS.scalingLinesPerRun / file.lines));
    const [result] = comparePaired(linter, pair, [file], { rounds: SETTINGS.scalingRounds, warmups: 0, repeat });
    const perLine = (ms) => (ms * 1000) / (file.lines * repeat);
    return { lines: file.lines, floor: perLine(result.floorMs), plugin: perLine(result.variantMs), overhead: perLine(result.overheadMs), ratio: result.ratio };
  });
  const mid = median(rows.map((row) => row.plugin));
  table(
    ['lines', 'floor µs/line', 'plugin µs/line', 'plugin − floor µs/line', 'ratio', 'plugin µs/line vs median'],
    rows.map((row) => [row.lines, fmt(row.floor, 2), fmt(row.plugin, 2), fmt(row.overhead, 2), fmt(row.ratio, 3), pct(row.plugin / mid)]),
  );
  const spread = Math.max(...rows.map((row) => Math.abs(row.plugin / mid - 1)));
  verdicts.push([`cost per line flat within ±${TARGETS.perLineSpread * 100}%`, `±${fmt(spread * 100, 1)}%`, verdict(spread <= TARGETS.perLineSpread)]);

  console.log('## Deep handler: 2,000 sequential ifs and one nest 40 deep, against the same statements without ifs (ms per pass)');
  const repeat = 2;
  const deep = ['straight', 'branchy'].map((shape) => {
    const file = deepHandlerFile({ ifs: 2000, depth: 40, branchy: shape === 'branchy' }, GENERATED_DIR);
    assertLintedByAll([file]);
    const [result] = comparePaired(linter, pair, [file], { rounds: SETTINGS.rounds, repeat });
    return { shape, lines: file.lines, ...result };
  });
  table(
    ['handler', 'lines', 'floor ms', 'plugin ms', 'plugin − floor ms', 'problems'],
    deep.map((d) => [d.shape, d.lines, fmt(d.floorMs / repeat, 1), fmt(d.variantMs / repeat, 1), fmt(d.overheadMs / repeat, 1), d.problems]),
  );
  const [straight, branchy] = deep;
  // The plugin's own cost is what the target is about: ESLint's code-path analysis of the ifs is in the floor.
  const ratio = branchy.overheadMs / straight.overheadMs;
  verdicts.push([`branchy handler ≤ ${TARGETS.deepRatio}× straight (plugin − floor)`, fmt(ratio, 2), verdict(ratio <= TARGETS.deepRatio)]);
}

/**
 * ESLint's own per-rule times (`stats: true`) for the recommended rules and rules-of-hooks linted together, as
 * shares of the rest of ESLint's work on the same files. One column per corpus.
 */
function statsShares(corpora) {
  console.log("## Rule time as a share of ESLint's other work (ESLint's `stats`; recommended and rules-of-hooks in one run)");
  const measured = corpora.map(({ name, files }) => ({ name, ...ruleShares(linter, together, files, { rounds: SETTINGS.statsRounds }) }));
  const ids = measured[0]?.ruleIds ?? [];
  const ours = ids.filter((id) => id.startsWith('mcp/'));
  const hooks = ids.filter((id) => id.startsWith('react-hooks/'));
  const share = (value) => `${fmt(value * 100, 2)}%`;
  table(
    ['rule', ...measured.map((corpus) => corpus.name)],
    [
      ...ours.map((id) => [id, ...measured.map((corpus) => share(corpus.share([id])))]),
      [`recommended (${ours.length} rules)`, ...measured.map((corpus) => share(corpus.share(ours)))],
      ...hooks.map((id) => [id, ...measured.map((corpus) => share(corpus.share([id])))]),
      ["ESLint's other work, ms", ...measured.map((corpus) => fmt(corpus.otherMs))],
    ],
  );
  const real = measured.find((corpus) => corpus.name === 'real code');
  if (real) {
    const [plugin, hook] = [real.share(ours), real.share(hooks)];
    verdicts.push([`real code: recommended ≤ ${TARGETS.statsShare * 100}% of ESLint's other work (stats)`, share(plugin), verdict(plugin <= TARGETS.statsShare)]);
    verdicts.push(['real code: recommended ≤ rules-of-hooks (stats)', `${share(plugin)} vs ${share(hook)}`, verdict(plugin <= hook)]);
  }
}

function measureMemory(title, files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mcp-bench-'));
  const corpusFile = path.join(dir, 'corpus.json');
  writeFileSync(corpusFile, JSON.stringify(files.map(({ filename, text }) => ({ filename, text }))));
  const child = path.join(import.meta.dirname, 'memory-child.mjs');
  const samples = { floor: [], plugin: [] };
  try {
    for (let run = 0; run < SETTINGS.memoryRuns; run++) {
      for (const name of run % 2 ? ['plugin', 'floor'] : ['floor', 'plugin']) {
        samples[name].push(JSON.parse(execFileSync(process.execPath, ['--expose-gc', child, name, corpusFile], { cwd: CWD, encoding: 'utf8' })));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const mib = (bytes) => bytes / 1024 / 1024;
  const rss = (name) => median(samples[name].map((s) => s.maxRssBytes));
  const heap = (name) => median(samples[name].map((s) => s.peakHeapBytes));
  const live = (name) => median(samples[name].map((s) => s.liveHeapBytes));
  const rssRatio = rss('plugin') / rss('floor');
  // Every run's RSS, in order: V8 sometimes lets garbage grow for a whole pass, and a median of three hides how often.
  const runs = (name) => samples[name].map((s) => fmt(mib(s.maxRssBytes))).join('/');
  return [
    [
      title,
      fmt(mib(rss('floor'))),
      fmt(mib(rss('plugin'))),
      pct(rssRatio),
      `${runs('floor')} vs ${runs('plugin')}`,
      fmt(mib(heap('floor'))),
      fmt(mib(heap('plugin'))),
      pct(heap('plugin') / heap('floor')),
      fmt(mib(live('floor'))),
      fmt(mib(live('plugin'))),
      pct(live('plugin') / live('floor')),
    ],
    [`${title}: peak RSS with plugin within ${TARGETS.memory * 100}% of floor`, pct(rssRatio), verdict(rssRatio <= 1 + TARGETS.memory)],
  ];
}

const started = performance.now();
const require = createRequire(import.meta.url);
console.log(`# eslint-plugin-mcp bench${quick ? ' (--quick)' : ''}${statsOnly ? ' (--stats-only)' : ''}`);
console.log(`commit ${commit()}, node ${process.version}, eslint ${require('eslint/package.json').version}, ${os.cpus().length} cpus, load ${os.loadavg().map((l) => fmt(l, 2)).join(' ')}`);
// dist/ is what is measured; it can be older than the checkout's commit when the sources changed since a build.
const built = statSync(require.resolve('eslint-plugin-mcp')).mtime.toISOString();
console.log(`plugin: dist/ built ${built}; rules in recommended: ${enabledRules(variants.plugin, path.join(CWD, 'x.ts')).join(', ') || '(none)'}`);
console.log(
  `medians of ${SETTINGS.rounds} paired rounds after 1 warm-up round (scaling: ${SETTINGS.scalingRounds}, no warm-up); every variant parses with @typescript-eslint/parser\n`,
);

const real = parsable(readCorpus(realCorpusPaths(SETTINGS.realFiles)), linter, variants.floor);
const dense = handlerDenseCorpus(SETTINGS.handlerFiles, GENERATED_DIR);
if (!statsOnly) {
  const realResults = timeCorpus('real code', 'node_modules: both MCP SDKs, ESLint, zod, typescript-eslint', real, TARGETS.realRatio);
  // Issue 6 sets rules-of-hooks as the bar on real code, where most files have no handler.
  const [plugin, hooks] = ['plugin', 'rules-of-hooks'].map((name) => realResults.find((r) => r.name === name));
  verdicts.push(['real code: recommended ≤ rules-of-hooks', `${fmt(plugin.ratio, 3)} vs ${fmt(hooks.ratio, 3)}`, verdict(plugin.ratio <= hooks.ratio)]);
  timeCorpus('handler-dense', 'generated MCP servers', dense, TARGETS.denseRatio);
}
const extra = extraCorpora.map((dir) => {
  const files = parsable(readDirectoryCorpus(path.resolve(dir)), linter, variants.floor);
  console.log(`corpus ${path.basename(path.resolve(dir))} (${dir}): ${describeCorpus(files)}`);
  return { name: path.basename(path.resolve(dir)), files };
});
statsShares([{ name: 'real code', files: real }, { name: 'handler-dense', files: dense }, ...extra]);
if (!statsOnly) {
  timeScaling();

  console.log('## Peak memory: one child process per run, floor vs plugin, same files linted twice');
  const memory = [measureMemory('real code', real), measureMemory('handler-dense', dense)];
  table(
    ['corpus', 'floor RSS MiB', 'plugin RSS MiB', 'Δ', 'RSS per run', 'floor heap MiB', 'plugin heap MiB', 'Δ', 'floor live MiB', 'plugin live MiB', 'Δ'],
    memory.map(([row]) => row),
  );
  for (const [, check] of memory) verdicts.push(check);
}

console.log('## Targets (issues 6 and 12)');
table(['target', 'measured', ''], verdicts);
console.log(`bench took ${fmt((performance.now() - started) / 1000)} s`);
