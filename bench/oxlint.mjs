// `npm run bench:oxlint [-- --quick] [--corpus <dir>]...`: the same files linted by ESLint and by oxlint with the
// plugin's `recommended` rules, each as a whole process (start-up and the plugin's loading included), in paired
// runs, against oxlint with one trivial JS rule (two kinds); and whether ESLint and oxlint give the same reports.
// See bench/README.md#oxlint.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import os from 'node:os';
import path from 'node:path';
import { handlerDenseCorpus } from './lib/generate.mjs';
import { median } from './lib/measure.mjs';
import { readCorpus, realCorpusPaths } from './lib/real-corpus.mjs';
import { fmt, table } from './lib/report.mjs';
import { readDirectoryCorpus } from './lib/stats.mjs';
import { CWD } from './lib/variants.mjs';
import { position } from '../dist/src/cli/oxlint.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const extraCorpora = args.flatMap((arg, i) => (arg === '--corpus' && args[i + 1] ? [args[i + 1]] : []));
const SETTINGS = quick ? { realFiles: 150, handlerFiles: 25, rounds: 3 } : { realFiles: 1000, handlerFiles: 100, rounds: 5 };

const ESLINT = path.join(CWD, 'node_modules', 'eslint', 'bin', 'eslint.js');
const OXLINT = path.join(CWD, 'node_modules', 'oxlint', 'bin', 'oxlint');
const PLUGIN = path.join(CWD, 'dist', 'src', 'index.js');
const CATEGORIES_OFF = Object.fromEntries(['correctness', 'suspicious', 'pedantic', 'perf', 'style', 'restriction', 'nursery'].map((name) => [name, 'off']));

/**
 * Two trivial JS rules, one per run: `nothing` listens to nothing, what any JS plugin costs oxlint (loading, handing
 * each file to JS: oxlint builds no syntax tree in JS then); `calls` listens to `CallExpression` and does nothing, what
 * any rule that reads the tree costs (the tree built in JS and walked, for every file).
 */
const TRIVIAL_PLUGIN = `export default { meta: { name: 'trivial' }, rules: { nothing: { create: () => ({}) }, calls: { create: () => ({ CallExpression() {} }) } } };\n`;

/**
 * Writes the corpus under a fresh folder with the three configs beside it: ESLint with `recommended`, oxlint with
 * the shipped `oxlint/recommended.json` (oxlint's own rules off), and oxlint with each trivial rule alone.
 */
function writeCorpus(files) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'mcp-bench-oxlint-'));
  for (const file of files) {
    const target = path.join(root, 'src', file.relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.text);
  }
  writeFileSync(
    path.join(root, 'eslint.config.mjs'),
    `import mcp from ${JSON.stringify(PLUGIN)};\nexport default [mcp.configs.recommended, { linterOptions: { reportUnusedDisableDirectives: 'off' } }];\n`,
  );
  writeFileSync(path.join(root, 'plugin.oxlintrc.json'), JSON.stringify({ extends: [path.join(CWD, 'oxlint', 'recommended.json')], plugins: [], categories: CATEGORIES_OFF }));
  writeFileSync(path.join(root, 'trivial.mjs'), TRIVIAL_PLUGIN);
  for (const rule of ['nothing', 'calls']) {
    writeFileSync(path.join(root, `trivial-${rule}.oxlintrc.json`), JSON.stringify({ jsPlugins: ['./trivial.mjs'], plugins: [], categories: CATEGORIES_OFF, rules: { [`trivial/${rule}`]: 'error' } }));
  }
  return root;
}

const COMMANDS = {
  eslint: ['ESLint', (root) => [ESLINT, '-c', path.join(root, 'eslint.config.mjs'), '--format', 'json', 'src']],
  oxlint: ['oxlint', (root) => [OXLINT, '-c', path.join(root, 'plugin.oxlintrc.json'), '--disable-nested-config', '--format', 'json', 'src']],
  trivial: ['oxlint, one trivial JS rule', (root) => [OXLINT, '-c', path.join(root, 'trivial-nothing.oxlintrc.json'), '--disable-nested-config', '--format', 'json', 'src']],
  walk: ['oxlint, one CallExpression rule', (root) => [OXLINT, '-c', path.join(root, 'trivial-calls.oxlintrc.json'), '--disable-nested-config', '--format', 'json', 'src']],
};

function run(name, root) {
  const start = performance.now();
  const child = spawnSync(process.execPath, COMMANDS[name][1](root), { cwd: root, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024 });
  const ms = performance.now() - start;
  if (child.status !== 0 && child.status !== 1) throw new Error(`${name} failed: ${child.stderr.slice(0, 2000)}`);
  return { ms, stdout: child.stdout };
}

/** ESLint's reports of the plugin, as `file:line:column rule message` lines. */
function eslintReports(stdout, root) {
  return JSON.parse(stdout)
    .flatMap((result) => result.messages.filter((message) => message.ruleId?.startsWith('mcp/')).map((message) => `${path.relative(root, result.filePath)}:${message.line}:${message.column} ${message.ruleId} ${message.message}`))
    .sort();
}

/** oxlint's, the same way; its positions are UTF-8 byte offsets, turned into ESLint's UTF-16 columns. */
function oxlintReports(stdout, files) {
  const texts = new Map(files.map((file) => [path.join('src', file.relative), Buffer.from(file.text)]));
  return JSON.parse(stdout)
    .diagnostics.filter((diagnostic) => diagnostic.code?.startsWith('mcp('))
    .map((diagnostic) => {
      const { line, column } = position(texts.get(diagnostic.filename), diagnostic.labels[0].span.offset);
      return `${diagnostic.filename}:${line}:${column} mcp/${diagnostic.code.slice(4, -1)} ${diagnostic.message}`;
    })
    .sort();
}

function compareCorpus(name, files) {
  const root = writeCorpus(files);
  try {
    const names = Object.keys(COMMANDS);
    const times = Object.fromEntries(names.map((command) => [command, []]));
    let outputs = {};
    // One warm-up round (file cache, compiled code), then paired rounds in an order that rotates.
    for (let round = 0; round <= SETTINGS.rounds; round++) {
      for (const command of names.map((_, i) => names[(i + round) % names.length])) {
        const { ms, stdout } = run(command, root);
        if (round > 0) times[command].push(ms);
        outputs[command] = stdout;
      }
    }
    const eslint = eslintReports(outputs.eslint, root);
    const oxlint = oxlintReports(outputs.oxlint, files);
    const same = eslint.length === oxlint.length && eslint.every((report, i) => report === oxlint[i]);
    const ratio = (a, b) => median(times[a].map((ms, i) => times[b][i] / ms));
    console.log(`## ${name}: ${files.length} files`);
    table(
      ['command', 'median ms', 'min ms', 'max ms'],
      names.map((command) => [COMMANDS[command][0], fmt(median(times[command])), fmt(Math.min(...times[command])), fmt(Math.max(...times[command]))]),
    );
    console.log(`ESLint / oxlint: ${fmt(ratio('oxlint', 'eslint'), 2)}× (median of the paired ratios)`);
    console.log(`oxlint / oxlint with one trivial JS rule: ${fmt(ratio('trivial', 'oxlint'), 2)}× (issue 23: at most 1.5×)`);
    console.log(`oxlint / oxlint with one CallExpression rule: ${fmt(ratio('walk', 'oxlint'), 2)}×`);
    console.log(`reports: ESLint ${eslint.length}, oxlint ${oxlint.length}: ${same ? 'the same' : 'DIFFERENT'}`);
    if (!same) {
      for (const report of eslint.filter((r) => !oxlint.includes(r))) console.log(`  ESLint only: ${report}`);
      for (const report of oxlint.filter((r) => !eslint.includes(r))) console.log(`  oxlint only: ${report}`);
      process.exitCode = 1;
    }
    console.log('');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: CWD, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown (not a git checkout)';
  }
})();
console.log(`# ESLint and oxlint on the same files: commit ${commit}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16)}Z, load ${os.loadavg().map((n) => fmt(n, 1)).join(' ')}\n`);

const asRelative = (files, from) => files.map((file) => ({ relative: path.relative(from, file.filename), text: file.text }));
compareCorpus('real code', asRelative(readCorpus(realCorpusPaths(SETTINGS.realFiles)), path.join(CWD, 'corpus')));
compareCorpus('handler-dense', asRelative(handlerDenseCorpus(SETTINGS.handlerFiles, path.join(CWD, 'generated')), path.join(CWD, 'generated')));
for (const dir of extraCorpora) compareCorpus(dir, asRelative(readDirectoryCorpus(path.resolve(dir)), path.join(CWD, 'corpus', 'dir')));
