// Real JavaScript and TypeScript that every checkout has after `npm ci`, and a harness that lints it and keeps
// apart what the parser rejects (not our problem) from what a rule throws (a crash that would take a user's
// whole lint run down).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NODE_MODULES = path.join(ROOT, 'node_modules');
const SOURCE = /\.(?:[cm]?js|[cm]?ts)$/;

/**
 * Source files under `dir` (declaration files included), depth first in code-point order so runs are
 * reproducible. `.bin` holds symlinks to files listed elsewhere; symlinks are not followed at all.
 */
export function sourceFiles(dir: string, maxBytes = Infinity): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    if (name === '.bin') continue;
    const full = path.join(dir, name);
    const stat = statSync(full, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isDirectory()) found.push(...sourceFiles(full, maxBytes));
    else if (stat.isFile() && SOURCE.test(name) && stat.size <= maxBytes) found.push(full);
  }
  return found;
}

export interface Crash {
  file: string;
  /** The rules that throw on this file when each runs alone (ESLint stops at the first one). */
  rules: string[];
  error: string;
}

export interface CorpusRun {
  linted: number;
  parseFailures: number;
  crashes: Crash[];
  /** `file:line rule` of every problem our rules reported: on these corpora, mostly false positives to look at. */
  problems: string[];
}

/**
 * ESLint ignores anything under `node_modules`, so each file is linted under a name inside the project with the
 * same extension (the parser reads TypeScript syntax only in TypeScript files).
 */
function virtualName(file: string): string {
  return path.join(ROOT, 'corpus', path.relative(NODE_MODULES, file).replaceAll('node_modules', 'nm'));
}

/** The error's message (ESLint appends the file, line and rule) and the top of its stack. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 8);
  return [error.message, ...frames].join('\n');
}

/**
 * Lints `files` with `configs`; a file that makes `Linter#verify` throw is a crash, a fatal message a parse
 * failure. Inline configuration comments (`eslint-disable`, `eslint <rule>: off`) are ignored: they name rules of
 * other plugins, which ESLint reports as missing, and they could switch ours off.
 */
export function lintForCrashes(files: string[], configs: Linter.Config[]): CorpusRun {
  const linter = new Linter({ cwd: ROOT });
  const run: CorpusRun = { linted: 0, parseFailures: 0, crashes: [], problems: [] };
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const filename = virtualName(file);
    try {
      const messages = linter.verify(text, configs, { filename, allowInlineConfig: false });
      if (messages.some((message) => message.fatal)) {
        run.parseFailures++;
        continue;
      }
      run.linted++;
      for (const { ruleId, line } of messages) run.problems.push(`${path.relative(ROOT, file)}:${line} ${ruleId}`);
    } catch (error) {
      run.crashes.push({ file: path.relative(ROOT, file), rules: rulesThatThrow(linter, text, filename, configs), error: describeError(error) });
    }
  }
  return run;
}

/** Runs each enabled rule on its own, so one crashing rule cannot hide another. */
function rulesThatThrow(linter: Linter, text: string, filename: string, configs: Linter.Config[]): string[] {
  const enabled = configs.flatMap((config) => Object.keys(config.rules ?? {}));
  return enabled.filter((ruleId) => {
    const othersOff: Linter.Config = { rules: Object.fromEntries(enabled.filter((id) => id !== ruleId).map((id) => [id, 'off'])) };
    try {
      linter.verify(text, [...configs, othersOff], { filename, allowInlineConfig: false });
      return false;
    } catch {
      return true;
    }
  });
}

/** One line per crash for an assertion message: the file, the rules, then the error indented. */
export function formatCrashes(crashes: Crash[]): string[] {
  return crashes.map(({ file, rules, error }) => `${file} [${rules.join(', ')}]\n    ${error.replaceAll('\n', '\n    ')}`);
}
