import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ESLint, Linter } from 'eslint';
import { packageRoot } from '../package-meta.js';
import { BUILD_OUTPUT_IGNORES } from './ignores.js';

/** One report of `oxlint --format json`. Its `line` and `column` count UTF-8 bytes, so only the offset is read. */
interface OxlintDiagnostic {
  message: string;
  /** `mcp(rule-name)`; absent for a parse error. */
  code?: string;
  severity: 'error' | 'warning' | 'advice';
  filename: string;
  labels?: Array<{ span: { offset: number; length: number } }>;
}

interface OxlintOutput {
  diagnostics: OxlintDiagnostic[];
  number_of_files: number;
}

export interface OxlintRun {
  /** One result per file with a report, shaped as ESLint's, so every output format works unchanged. */
  results: ESLint.LintResult[];
  fileCount: number;
}

const RULE_CODE = /^mcp\((?<rule>[a-z-]+)\)$/u;

/** oxlint's own rule categories: all off, so the run has the plugin's rules and nothing else, as with ESLint. */
const CATEGORIES_OFF = Object.fromEntries(['correctness', 'suspicious', 'pedantic', 'perf', 'style', 'restriction', 'nursery'].map((name) => [name, 'off']));

/**
 * Files whose scripts oxlint lints and the ESLint engine does not (its configs match JavaScript and TypeScript files
 * only): left out, so both engines lint the same files.
 */
const EMBEDDED_SCRIPT_FILES = ['**/*.vue', '**/*.svelte', '**/*.astro'];

/** The oxlint command of the project in `cwd`, else the one installed beside this package. */
function oxlintBin(cwd: string): string {
  for (const from of [join(cwd, 'package.json'), fileURLToPath(new URL('package.json', packageRoot))]) {
    try {
      return join(dirname(createRequire(from).resolve('oxlint/package.json')), 'bin', 'oxlint');
    } catch {
      // not installed there
    }
  }
  throw new Error('--engine oxlint needs oxlint installed in the project: npm i -D oxlint');
}

function runOxlint(bin: string, args: readonly string[], cwd: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', fail);
    // Exit code 1 means reports; anything else, or no JSON, is oxlint failing.
    child.on('close', (code) => (code === 0 || code === 1 ? done(stdout) : fail(new Error(`oxlint failed: ${(stderr || stdout).trim().split('\n')[0]}`))));
  });
}

/** Line and column (1-based, UTF-16 code units, as ESLint counts) of a UTF-8 byte offset into `bytes`. */
export function position(bytes: Buffer, offset: number): { line: number; column: number } {
  const before = bytes.subarray(0, offset).toString('utf8');
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: before.length - lineStart + 1 };
}

function toMessage(diagnostic: OxlintDiagnostic, bytes: Buffer): Linter.LintMessage {
  const rule = RULE_CODE.exec(diagnostic.code ?? '')?.groups?.['rule'];
  const span = diagnostic.labels?.[0]?.span ?? { offset: 0, length: 0 };
  const start = position(bytes, span.offset);
  const end = position(bytes, span.offset + span.length);
  return {
    ruleId: rule ? `mcp/${rule}` : null,
    severity: diagnostic.severity === 'error' ? 2 : 1,
    message: diagnostic.message,
    ...start,
    endLine: end.line,
    endColumn: end.column,
    ...(rule ? {} : { fatal: true as const }),
  };
}

async function toResult(filePath: string, diagnostics: readonly OxlintDiagnostic[]): Promise<ESLint.LintResult> {
  const source = await readFile(filePath, 'utf8');
  const bytes = Buffer.from(source);
  const messages = diagnostics.map((diagnostic) => toMessage(diagnostic, bytes));
  const count = (severity: number): number => messages.filter((message) => message.severity === severity).length;
  return {
    filePath,
    messages,
    suppressedMessages: [],
    errorCount: count(2),
    fatalErrorCount: messages.filter((message) => message.fatal).length,
    warningCount: count(1),
    fixableErrorCount: 0,
    fixableWarningCount: 0,
    source,
    usedDeprecatedRules: [],
  };
}

/**
 * `mcp-lint --engine oxlint`: the plugin's shipped oxlint config (`oxlint/<config>.json`) with oxlint's own rules
 * off, the same build-output ignores as the ESLint engine and its files (no Vue, Svelte or Astro ones), and oxlint's
 * JSON read back into ESLint's result shape.
 * The project's own `.oxlintrc.json` files are not read, as the ESLint engine does not read its eslint.config.*.
 */
export async function lintWithOxlint(paths: readonly string[], strict: boolean, cwd: string): Promise<OxlintRun> {
  const bin = oxlintBin(cwd);
  const folder = await mkdtemp(join(tmpdir(), 'mcp-lint-oxlint-'));
  try {
    const config = join(folder, '.oxlintrc.json');
    const shipped = fileURLToPath(new URL(`oxlint/${strict ? 'strict' : 'recommended'}.json`, packageRoot));
    await writeFile(config, JSON.stringify({ extends: [shipped], plugins: [], categories: CATEGORIES_OFF }));
    const ignores = [...BUILD_OUTPUT_IGNORES, ...EMBEDDED_SCRIPT_FILES].map((pattern) => `--ignore-pattern=${pattern}`);
    const stdout = await runOxlint(bin, ['-c', config, '--disable-nested-config', '--no-error-on-unmatched-pattern', '--format', 'json', ...ignores, ...paths], cwd);
    const output = JSON.parse(stdout) as OxlintOutput;
    const byFile = new Map<string, OxlintDiagnostic[]>();
    for (const diagnostic of output.diagnostics) {
      const filePath = resolve(cwd, diagnostic.filename);
      byFile.set(filePath, [...(byFile.get(filePath) ?? []), diagnostic]);
    }
    const results = await Promise.all([...byFile].map(([filePath, diagnostics]) => toResult(filePath, diagnostics)));
    return { results: results.sort((a, b) => (a.filePath < b.filePath ? -1 : 1)), fileCount: output.number_of_files };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
