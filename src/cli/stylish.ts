import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { styleText } from 'node:util';
import type { ESLint, Linter } from 'eslint';
import { MIGRATE_SUGGESTION_ID, MOVE_SUGGESTION_IDS, hasSuggestion, withheldSummary } from './suggestions.js';

/** Longest source line shown in a code frame; minified code would otherwise flood the terminal. */
const MAX_FRAME_WIDTH = 160;

type Style = Parameters<typeof styleText>[0];

export interface StylishOptions {
  cwd: string;
  color: boolean;
  /** Files linted, for the closing line (results only list files with problems after `--quiet`). */
  fileCount: number;
  /** The closing line about calls from handlers to other files that the run could not follow, if any. */
  unfollowedCalls?: string | null;
}

/** `path:line:col` relative to cwd, which terminals and editors turn into links. */
export function displayPath(cwd: string, filePath: string): string {
  return relative(cwd, filePath).split(sep).join('/') || filePath;
}

export function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Where "move" suggestions put `count` calls: each below its own question. */
export function belowQuestion(count: number): string {
  return count === 1 ? 'below its question' : 'below their questions';
}

/** ESLint's formatters drop a message's closing period; so does mcp-lint, to print the same text. */
function messageText(message: Linter.LintMessage): string {
  return message.message.replace(/([^ ])\.$/u, '$1');
}

/**
 * Lines around the report with a marker under its columns. The marker copies the tabs of the line so that it
 * lines up however wide the terminal draws a tab.
 */
function codeFrame(lines: readonly string[], message: Linter.LintMessage, paint: (style: Style, text: string) => string): string {
  const line = message.line;
  if (!line || line > lines.length) return '';
  const first = Math.max(1, line - 1);
  const last = Math.min(lines.length, line + 1);
  const gutterWidth = String(last).length;
  const out: string[] = [];
  for (let number = first; number <= last; number++) {
    const text = lines[number - 1]!;
    const clipped = text.length > MAX_FRAME_WIDTH ? `${text.slice(0, MAX_FRAME_WIDTH)}…` : text;
    const gutter = `${number === line ? '>' : ' '} ${String(number).padStart(gutterWidth)} |`;
    out.push(`  ${paint(number === line ? 'bold' : 'dim', gutter)}${clipped ? ` ${clipped}` : ''}`);
    if (number !== line) continue;
    const startColumn = Math.min(message.column, MAX_FRAME_WIDTH + 1);
    const endColumn =
      message.endLine === line && message.endColumn ? Math.min(message.endColumn, MAX_FRAME_WIDTH + 1) : text.length + 1;
    const padding = text.slice(0, startColumn - 1).replace(/[^\t]/gu, ' ');
    const marker = '^'.repeat(Math.max(1, endColumn - startColumn));
    out.push(`  ${paint('dim', `  ${' '.repeat(gutterWidth)} |`)} ${padding}${paint(message.severity === 2 ? 'red' : 'yellow', marker)}`);
  }
  return out.join('\n');
}

/** The push-style requests the migration leaves alone, and why, with where the rule doc says what to do by hand. */
function withheldLine(results: readonly ESLint.LintResult[]): string | false {
  const summary = withheldSummary(results.flatMap((result) => result.messages));
  return summary !== null && `Push-style requests: ${summary} (docs/rules/no-push-style-input-request.md, "When the migration is withheld", says what to do by hand).`;
}

/**
 * The readable default output: for each problem its location, severity, rule and message, then a code frame
 * and the suggestions the editor would offer; a closing count, and how to apply "move" suggestions.
 */
export function formatStylish(results: readonly ESLint.LintResult[], options: StylishOptions): string {
  const paint = (style: Style, text: string): string => (options.color ? styleText(style, text) : text);
  const blocks: string[] = [];
  let errors = 0;
  let warnings = 0;
  let movable = 0;
  let migratable = 0;
  for (const result of results) {
    if (result.messages.length === 0) continue;
    const path = displayPath(options.cwd, result.filePath);
    const lines = (result.source ?? readFileSync(result.filePath, 'utf8')).split(/\r?\n/u);
    for (const message of result.messages) {
      const isError = message.severity === 2;
      if (isError) errors++;
      else warnings++;
      if (hasSuggestion(message, MOVE_SUGGESTION_IDS)) movable++;
      if (hasSuggestion(message, [MIGRATE_SUGGESTION_ID])) migratable++;
      const header = [
        // A parse error of the whole file (a missing tsconfig.json project) has no position.
        paint('underline', message.line ? `${path}:${message.line}:${message.column}` : path),
        paint(isError ? 'red' : 'yellow', isError ? 'error' : 'warning'),
        message.ruleId ? paint('dim', message.ruleId) : '',
      ].filter(Boolean);
      const block = [header.join('  '), `  ${messageText(message)}`];
      const frame = codeFrame(lines, message, paint);
      if (frame) block.push(frame);
      for (const suggestion of message.suggestions ?? []) block.push(`  ${paint('cyan', 'suggestion:')} ${suggestion.desc}`);
      blocks.push(block.join('\n'));
    }
  }

  const checked = `${plural(options.fileCount, 'file')} checked`;
  const unfollowed = options.unfollowedCalls ? `${paint('dim', options.unfollowedCalls)}\n` : '';
  if (errors + warnings === 0) return `${paint('green', '✔')} No problems found (${checked}).\n${unfollowed}`;
  const summary = `${paint(errors > 0 ? 'red' : 'yellow', '✖')} ${plural(errors + warnings, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')}) — ${checked}.`;
  const hints = [
    migratable > 0 &&
      `${plural(migratable, 'push-style request')} can be rewritten as ${migratable === 1 ? 'a returned question' : 'returned questions'}: mcp-lint --apply-suggestions=migrate prints the diff, --write applies it.`,
    withheldLine(results),
    movable > 0 && `${movable} can be moved ${belowQuestion(movable)}: mcp-lint --apply-suggestions=move prints the diff, --write applies it.`,
  ].filter((hint) => hint !== false);
  return `${blocks.join('\n\n')}\n\n${[summary, ...hints].join('\n  ')}\n${unfollowed}`;
}
