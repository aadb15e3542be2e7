// DESIGN §7: "Never crash on valid input." A rule that throws takes the user's whole lint run down, so every
// rule runs over every real JS/TS file a checkout has after `npm ci` and must not throw on any of them. The
// plugin's `all` config is used, so rules added later are covered without touching this file.
import path from 'node:path';
import type { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { formatCrashes, lintForCrashes, NODE_MODULES, sourceFiles, type CorpusRun } from './real-files.js';

// Larger files are mostly bundles and generated tables: they would double the run time and add little new syntax.
const MAX_BYTES = 32 * 1024;
const MIN_FILES = 10_000;
const SDK_PACKAGES = ['@modelcontextprotocol/server', '@modelcontextprotocol/sdk', '@modelcontextprotocol/core'];

// `.cjs` files are scripts: parsed as modules, `return` at the top level or `with` would be parse errors and
// the file would go unchecked.
const COMMONJS: Linter.Config = { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' } };
const ALL = [plugin.configs.all as Linter.Config, COMMONJS];
const RECOMMENDED = [plugin.configs.recommended as Linter.Config, COMMONJS];

const everyFile = sourceFiles(NODE_MODULES, MAX_BYTES);
// Every file of the SDKs, whatever its size: MCP servers import these, and issue 2 asks for all of them.
const sdkFiles = SDK_PACKAGES.flatMap((name) => sourceFiles(path.join(NODE_MODULES, name)));

const SHOWN_PROBLEMS = 20;

function summary(label: string, run: CorpusRun): string {
  const shown = run.problems.slice(0, SHOWN_PROBLEMS).map((problem) => `\n  ${problem}`).join('');
  const more = run.problems.length > SHOWN_PROBLEMS ? `\n  … and ${run.problems.length - SHOWN_PROBLEMS} more` : '';
  return `${label}: ${run.linted} files linted, ${run.parseFailures} not parsable, ${run.crashes.length} crashes, ${run.problems.length} problems reported${shown}${more}`;
}

describe('no rule throws on real code', () => {
  it(`runs the all config over ${everyFile.length} node_modules files (≤ ${MAX_BYTES / 1024} KiB each)`, () => {
    expect(everyFile.length).toBeGreaterThanOrEqual(MIN_FILES);
    const run = lintForCrashes(everyFile, ALL);
    console.log(summary('node_modules, all config', run));
    expect(formatCrashes(run.crashes)).toEqual([]);
    // Guards against a harness that silently lints nothing (e.g. every file ignored or unparsable).
    expect(run.linted).toBeGreaterThanOrEqual(MIN_FILES * 0.9);
  }, 900_000);

  it(`runs the all and recommended configs over all ${sdkFiles.length} files of both MCP SDKs`, () => {
    const runs = [
      ['MCP SDKs, all config', lintForCrashes(sdkFiles, ALL)],
      ['MCP SDKs, recommended config', lintForCrashes(sdkFiles, RECOMMENDED)],
    ] as const;
    for (const [label, run] of runs) console.log(summary(label, run));
    expect(runs.flatMap(([, run]) => formatCrashes(run.crashes))).toEqual([]);
    expect(runs.map(([, run]) => run.linted + run.parseFailures)).toEqual([sdkFiles.length, sdkFiles.length]);
  }, 300_000);
});
