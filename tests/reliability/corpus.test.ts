// Never crash on valid input (docs/new-rule.md). A rule that throws takes the user's whole lint run down, so every
// rule runs over every real JS/TS file a checkout has after `npm ci` and must not throw on any of them. The
// plugin's `all` config is used, so rules added later are covered without touching this file.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Linter } from 'eslint';
import plugin from '../../src/index.js';
import { handlerDenseCorpus } from '../../bench/lib/generate.mjs';
import { formatCrashes, lintForCrashes, NODE_MODULES, ROOT, sourceFiles, type CorpusRun } from './real-files.js';

// Larger files are mostly bundles and generated tables: they would double the run time and add little new syntax.
const MAX_BYTES = 32 * 1024;
const MIN_FILES = 10_000;
const GENERATED_SERVERS = 100;
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

// Installed packages hold almost no MCP handlers, so they seldom reach the code that builds reports and
// suggestions. The bench's generated servers are full of bugs, guards and questions.
describe('no rule throws on generated MCP servers, and their suggestions parse', () => {
  it(`runs the all config over ${GENERATED_SERVERS} generated servers and applies every suggestion`, () => {
    const linter = new Linter({ cwd: ROOT });
    const parseOnly: Linter.Config[] = [{ files: ['**/*.{ts,mjs}'], languageOptions: ALL[0]!.languageOptions }];
    const crashes: string[] = [];
    const unparsable: string[] = [];
    let problems = 0;
    let suggestions = 0;
    for (const { filename, text } of handlerDenseCorpus(GENERATED_SERVERS, path.join(ROOT, 'generated'))) {
      let messages: Linter.LintMessage[];
      try {
        messages = linter.verify(text, ALL, filename);
      } catch (error) {
        crashes.push(`${path.basename(filename)}: ${error instanceof Error ? error.message : String(error)}`);
        continue;
      }
      expect(messages.filter((message) => message.fatal)).toEqual([]);
      problems += messages.length;
      for (const message of messages) {
        for (const suggestion of message.suggestions ?? []) {
          suggestions++;
          const [start, end] = suggestion.fix.range;
          const fixed = text.slice(0, start) + suggestion.fix.text + text.slice(end);
          const fatal = linter.verify(fixed, parseOnly, filename).find((m) => m.fatal);
          if (fatal) unparsable.push(`${path.basename(filename)}:${message.line} ${message.ruleId} "${suggestion.desc}": ${fatal.message}`);
        }
      }
    }
    console.log(`generated servers: ${problems} problems reported, ${suggestions} suggestions applied`);
    expect(crashes).toEqual([]);
    expect(unparsable).toEqual([]);
    // The corpus is built to contain bugs: no reports would mean the rules never ran on it.
    expect(problems).toBeGreaterThan(0);
  }, 300_000);
});
