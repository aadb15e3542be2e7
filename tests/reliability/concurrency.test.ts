// docs/architecture.md: the plugin keeps no module-level state beyond a WeakMap keyed by the AST, so it must give the same
// answers under `eslint --concurrency` (rules loaded in worker threads) and `--cache` (results replayed from
// disk, keyed by a serialisation of the config that includes the plugin's meta). This runs the real ESLint CLI
// over a fixture tree in each mode and compares the JSON output.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './real-files.js';

const FIXTURES = path.join(ROOT, 'tests', 'fixtures', 'reliability');
const ESLINT_BIN = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');
const BUILT_PLUGIN = path.join(ROOT, 'dist', 'src', 'index.js');

interface CliRun {
  status: number | null;
  results: ESLint.LintResult[];
}

// Everything happens in a temporary copy: the config and cache must not land in the repository, and ESLint
// only lints files below the directory of its config file.
let project: string;
let plain: CliRun;

function runEslint(...args: string[]): CliRun {
  const run = spawnSync(process.execPath, [ESLINT_BIN, '--format', 'json', ...args, 'src'], { cwd: project, encoding: 'utf8' });
  if (!run.stdout.startsWith('[')) throw new Error(`eslint ${args.join(' ')} failed (${run.status}):\n${run.stderr}`);
  return { status: run.status, results: normalize(JSON.parse(run.stdout) as ESLint.LintResult[]) };
}

/** Paths relative to the project, results in path order, and nothing that varies with timing. */
function normalize(results: ESLint.LintResult[]): ESLint.LintResult[] {
  return results
    .map(({ stats: _timing, ...result }) => ({ ...result, filePath: path.relative(project, result.filePath).split(path.sep).join('/') }))
    .sort((a, b) => a.filePath.localeCompare(b.filePath));
}

interface MarkedBug {
  file: string;
  line: number;
  rule: string;
}

/** Every `// BUG(<rule>):` comment: the first code line below it must be reported by that rule. */
function markedBugs(): MarkedBug[] {
  const bugs: MarkedBug[] = [];
  for (const name of readdirSync(path.join(FIXTURES, 'src'), { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(FIXTURES, 'src', name);
    if (!/\.[cm]?[jt]s$/.test(name)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, index) => {
      const marker = /\/\/ BUG\(([^)]+)\):/.exec(text);
      if (!marker) return;
      let target = index + 1;
      while (/^\s*(?:\/\/.*)?$/.test(lines[target] ?? 'end')) target++;
      bugs.push({ file: `src/${name.split(path.sep).join('/')}`, line: target + 1, rule: marker[1]! });
    });
  }
  return bugs;
}

beforeAll(() => {
  if (!existsSync(BUILT_PLUGIN)) throw new Error(`${BUILT_PLUGIN} is missing: run \`npm run build\` first`);
  project = mkdtempSync(path.join(os.tmpdir(), 'mcp-reliability-'));
  cpSync(path.join(FIXTURES, 'src'), path.join(project, 'src'), { recursive: true });
  writeFileSync(
    path.join(project, 'eslint.config.mjs'),
    `import mcp from ${JSON.stringify(pathToFileURL(BUILT_PLUGIN).href)};\nexport default [mcp.configs.all];\n`,
  );
  plain = runEslint();
}, 120_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('the ESLint CLI gives the same results in every mode', () => {
  it('reports every marked bug and the parse error in a plain run', () => {
    const reported = plain.results.flatMap((result) => result.messages.map((m) => `${result.filePath}:${m.line} ${m.ruleId}`));
    expect(reported).toEqual(expect.arrayContaining(markedBugs().map((bug) => `${bug.file}:${bug.line} ${bug.rule}`)));
    const unparsable = plain.results.find((result) => result.filePath === 'src/unparsable.ts');
    expect(unparsable?.fatalErrorCount).toBe(1);
    expect(plain.results).toHaveLength(6);
    expect(plain.status).toBe(1);
  });

  it('matches the plain run with --concurrency=auto', () => {
    expect(runEslint('--concurrency=auto')).toEqual(plain);
  }, 60_000);

  // `auto` keeps a tree this small on the main thread; two workers force the rules into worker threads.
  it('matches the plain run with --concurrency=2', () => {
    expect(runEslint('--concurrency=2')).toEqual(plain);
  }, 60_000);

  it('matches the plain run with --cache, cold then warm, and warm with workers', () => {
    const cache = path.join(project, '.cache', 'eslint');
    const cold = runEslint('--cache', '--cache-location', cache);
    expect(existsSync(cache)).toBe(true);
    const warm = runEslint('--cache', '--cache-location', cache);
    const warmWithWorkers = runEslint('--cache', '--cache-location', cache, '--concurrency=2');
    expect(cold).toEqual(plain);
    expect(warm).toEqual(plain);
    expect(warmWithWorkers).toEqual(plain);
  }, 120_000);
});
