// The rules under oxlint's JS plugins give ESLint's reports: the same rule, message, start and end, and the same
// suggestions (message and output), on examples/, the fixture projects and every case of the rule tests. One oxlint run lints them
// all (a folder per rule, options and settings, each with its own .oxlintrc.json; the source files under all of `strict` at
// once); ESLint lints the same files.
// Needs dist/ (npm run build): oxlint loads the built plugin.
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import type { InvalidTestCase, RunTests, ValidTestCase } from '@typescript-eslint/rule-tester';
import { Linter } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { position } from '../../src/cli/oxlint.js';
import plugin, { rules } from '../../src/index.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const OXLINT = join(REPO, 'node_modules', 'oxlint', 'bin', 'oxlint');
const RECORDING_PLUGIN = fileURLToPath(new URL('recording-plugin.mjs', import.meta.url));
const CATEGORIES_OFF = Object.fromEntries(['correctness', 'suspicious', 'pedantic', 'perf', 'style', 'restriction', 'nursery'].map((name) => [name, 'off']));

type Case = (ValidTestCase<unknown[]> | InvalidTestCase<string, unknown[]>) & { settings?: Record<string, unknown> };

/** The cases of the rule tests, collected instead of run: `runRuleTests` is replaced for this file only. */
const collected: Array<{ rule: unknown; tests: RunTests<string, unknown[]> }> = vi.hoisted(() => []);
vi.mock('../support/rule-tester.js', () => ({
  runRuleTests: (_name: string, rule: unknown, tests: RunTests<string, unknown[]>) => collected.push({ rule, tests }),
}));

const RULE_TEST_FILES = [
  // The RuleTester files (the production-style fixture tests lint whole folders through the ESLint API instead).
  ...readdirSync(join(REPO, 'tests/rules'))
    .filter((name) => name.endsWith('.test.ts') && readFileSync(join(REPO, 'tests/rules', name), 'utf8').includes('runRuleTests('))
    .map((name) => `../rules/${name}`),
  '../fixes/suggestions.test.ts',
  '../fixes/migrate.test.ts',
];

/**
 * examples/ and the fixture projects, each file under every rule of `strict` with its options. Left out: the file
 * written not to parse (the engines word parse errors differently) and declaration files (no code to report).
 */
const SOURCE_FILES = ['examples/src', 'tests/fixtures']
  .flatMap((folder) => readdirSync(join(REPO, folder), { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name)))
  .filter((name) => /\.[cm]?[jt]sx?$/u.test(name) && !name.endsWith('.d.ts') && !name.endsWith('reliability/src/unparsable.ts'));

/** What both engines are compared on, for one report. */
interface Report {
  ruleId: string | null;
  message: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  suggestions: Array<{ desc: string; output: string }>;
}

/** One file to lint: its path under the run's folder, the rules with their options, its settings, and the text. */
interface LintedFile {
  name: string;
  /** The folder of its rules, options and settings, which holds their .oxlintrc.json. */
  folder: string;
  path: string;
  /** Each rule's options, by the rule's name without the plugin's prefix. */
  rules: Record<string, unknown[]>;
  settings: Record<string, unknown>;
  code: string;
}

/** The rules' entries in a config, `mcp/`-prefixed, as both engines take them. */
const ruleEntries = (rules: Record<string, unknown[]>): Record<string, unknown[]> =>
  Object.fromEntries(Object.entries(rules).map(([name, options]) => [`mcp/${name}`, ['error', ...options]]));

function applyFixes(code: string, fixes: ReadonlyArray<{ range: readonly [number, number] | number[]; text: string }>): string {
  let output = code;
  for (const fix of [...fixes].sort((a, b) => b.range[0] - a.range[0])) output = output.slice(0, fix.range[0]) + fix.text + output.slice(fix.range[1]);
  return output;
}

function byPlace(a: Report, b: Report): number {
  return a.line - b.line || a.column - b.column || a.message.localeCompare(b.message);
}

function eslintReports(file: LintedFile): Report[] {
  const config: Linter.Config = {
    files: plugin.configs.recommended.files,
    plugins: { mcp: plugin as unknown as NonNullable<Linter.Config['plugins']>[string] },
    languageOptions: { parser: tsParser as unknown as Linter.Parser },
    rules: ruleEntries(file.rules) as Linter.RulesRecord,
    settings: file.settings,
  };
  return new Linter({ cwd: file.folder })
    .verify(file.code, [config], { filename: relative(file.folder, file.path) })
    .map((message) => ({
      ruleId: message.ruleId,
      message: message.message,
      line: message.line,
      column: message.column,
      endLine: message.endLine ?? message.line,
      endColumn: message.endColumn ?? message.column,
      suggestions: (message.suggestions ?? []).map((suggestion) => ({ desc: suggestion.desc, output: applyFixes(file.code, [suggestion.fix]) })),
    }))
    .sort(byPlace);
}

interface OxlintDiagnostic {
  message: string;
  code?: string;
  filename: string;
  labels: Array<{ span: { offset: number; length: number } }>;
}

interface Recorded {
  filename: string;
  ruleId: string;
  message: string;
  suggestions: Array<{ desc: string; fixes: Array<{ range: [number, number]; text: string }> }>;
}

/** Lints every file with oxlint in one run; its reports per file path, with the recorded suggestions matched in. */
async function oxlintReports(root: string, files: readonly LintedFile[]): Promise<Map<string, Report[]>> {
  const groups = new Map(files.map((file) => [file.folder, file]));
  for (const [folder, { rules: enabled, settings }] of groups) {
    const config = { jsPlugins: [RECORDING_PLUGIN], plugins: [], categories: CATEGORIES_OFF, rules: ruleEntries(enabled), settings };
    await writeFile(join(folder, '.oxlintrc.json'), JSON.stringify(config));
  }
  const record = join(root, 'suggestions.jsonl');
  await writeFile(record, '');
  const run = spawnSync(process.execPath, [OXLINT, '--format', 'json', '--threads', '1', '.'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, MCP_OXLINT_RECORD: record },
    maxBuffer: 256 * 1024 * 1024,
  });
  expect([0, 1], `${run.stdout.slice(0, 2000)}\n${run.stderr}`).toContain(run.status);
  const diagnostics = (JSON.parse(run.stdout) as { diagnostics: OxlintDiagnostic[] }).diagnostics;
  const recorded = (await readFile(record, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line) as Recorded);
  const texts = new Map(files.map((file) => [file.path, file.code]));

  const reports = new Map<string, Report[]>();
  for (const diagnostic of diagnostics) {
    const path = join(root, diagnostic.filename);
    const code = texts.get(path) ?? readFileSync(path, 'utf8');
    const bytes = Buffer.from(code);
    const span = diagnostic.labels[0]!.span;
    const start = position(bytes, span.offset);
    const end = position(bytes, span.offset + span.length);
    const ruleId = /^mcp\((?<rule>[a-z-]+)\)$/u.exec(diagnostic.code ?? '')?.groups?.['rule'];
    // The recorded report of the same file, rule and message, first come first matched.
    const index = recorded.findIndex((entry) => entry.filename === path && entry.ruleId === `mcp/${ruleId}` && entry.message === diagnostic.message);
    const [match] = index === -1 ? [] : recorded.splice(index, 1);
    reports.set(path, [
      ...(reports.get(path) ?? []),
      {
        ruleId: ruleId ? `mcp/${ruleId}` : null,
        message: diagnostic.message,
        line: start.line,
        column: start.column,
        endLine: end.line,
        endColumn: end.column,
        suggestions: (match?.suggestions ?? []).map((suggestion) => ({ desc: suggestion.desc, output: applyFixes(code, suggestion.fixes) })),
      },
    ]);
  }
  expect(recorded, 'every recorded report is in oxlint’s output').toEqual([]);
  for (const list of reports.values()) list.sort(byPlace);
  return reports;
}

/** The name under which the plugin exports a rule object. */
function ruleNameOf(rule: unknown): string {
  const entry = Object.entries(rules).find(([, candidate]) => candidate === rule);
  if (!entry) throw new Error('a rule test runs a rule the plugin does not export');
  return entry[0];
}

describe('oxlint gives the reports and suggestions ESLint gives', () => {
  let root: string;
  const files: LintedFile[] = [];
  let oxlint: Map<string, Report[]>;

  beforeAll(async () => {
    for (const file of RULE_TEST_FILES) await import(file);
    root = await mkdtemp(join(tmpdir(), 'mcp-oxlint-'));
    let index = 0;
    for (const { rule, tests } of collected) {
      const ruleName = ruleNameOf(rule);
      for (const testCase of [...tests.valid, ...tests.invalid] as Case[]) {
        const item = typeof testCase === 'string' ? { code: testCase } : testCase;
        const options = (item.options ?? []) as unknown[];
        const settings = item.settings ?? {};
        const folder = join(root, 'cases', String(hashOf(JSON.stringify([ruleName, options, settings]))));
        const path = join(folder, String(index++), basename(item.filename ?? 'file.ts'));
        files.push({ name: `${ruleName}: ${item.name ?? item.code.slice(0, 60)}`, folder, path, rules: { [ruleName]: options }, settings, code: item.code });
      }
    }
    // Each source file once, under every rule of `strict` together (a rule's reports do not depend on the others').
    const strict = Object.fromEntries(
      Object.entries(plugin.configs.strict.rules ?? {}).map(([id, level]) => [id.slice('mcp/'.length), Array.isArray(level) ? level.slice(1) : []]),
    );
    for (const name of SOURCE_FILES) {
      const folder = join(root, 'sources');
      files.push({ name, folder, path: join(folder, name), rules: strict, settings: {}, code: readFileSync(join(REPO, name), 'utf8') });
    }
    for (const file of files) {
      await mkdir(dirname(file.path), { recursive: true });
      await writeFile(file.path, file.code);
    }
    oxlint = await oxlintReports(root, files);
  }, 600_000);

  afterAll(async () => {
    if (root && !process.env['KEEP']) await rm(root, { recursive: true, force: true });
  });

  it('lints every case of the rule tests, examples/ and the fixture projects', () => {
    expect(collected.length).toBeGreaterThanOrEqual(RULE_TEST_FILES.length);
    expect(SOURCE_FILES.filter((name) => name.startsWith('examples/')).length).toBeGreaterThan(4);
    expect(SOURCE_FILES.filter((name) => name.startsWith('tests/fixtures/')).length).toBeGreaterThan(20);
  });

  it('the same reports, messages and suggestions in every file', () => {
    let reports = 0;
    let suggestions = 0;
    const differences = files.flatMap((file) => {
      const expected = eslintReports(file);
      reports += expected.length;
      suggestions += expected.reduce((sum, report) => sum + report.suggestions.length, 0);
      const actual = oxlint.get(file.path) ?? [];
      try {
        expect(actual).toEqual(expected);
        return [];
      } catch {
        return [{ case: file.name, file: relative(root, file.path), eslint: expected, oxlint: actual }];
      }
    });
    expect(differences).toEqual([]);
    // A comparison of nothing would pass too: the cases report, and offer suggestions, in the hundreds.
    expect(reports).toBeGreaterThan(500);
    expect(suggestions).toBeGreaterThan(150);
    // ESLint lints every case file in turn here (oxlint ran once, before): about 16 s on the 2-core machine.
  }, 240_000);
});

/** A short stable folder name for a group of cases. */
function hashOf(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return hash >>> 0;
}
