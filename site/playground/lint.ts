/**
 * Linting in the browser: ESLint's `Linter` (the `eslint/universal` build, no file system), the plugin's
 * untyped configs with their TypeScript parser, and the protocol revision as `settings.mcp.protocol`.
 * No DOM here, so the same code runs under Node in tests/site.
 */
import { Linter } from 'eslint/universal';
import plugin from '../../src/index.js';
import type { PlaygroundConfig, ProtocolChoice } from './fragment.js';

/** The one file of the playground: `.ts`, so type annotations parse and the plugin's config matches it. */
export const PLAYGROUND_FILENAME = '/playground/server.ts';

export interface Suggestion {
  desc: string;
  range: readonly [number, number];
  text: string;
}

export interface Report {
  ruleId: string | null;
  message: string;
  line: number;
  column: number;
  /** Offsets into the code, end exclusive; a report without an end covers one character. */
  from: number;
  to: number;
  fatal: boolean;
  suggestions: Suggestion[];
}

// The configs' `files` patterns match relative to `cwd`, as they do under the playground's folder on disk.
const linter = new Linter({ configType: 'flat', cwd: '/playground' });

function flatConfig(config: PlaygroundConfig, protocol: ProtocolChoice): Linter.Config[] {
  const shipped = plugin.configs[config] as unknown as Linter.Config;
  return protocol === 'auto' ? [shipped] : [shipped, { settings: { mcp: { protocol } } }];
}

function lineStarts(code: string): number[] {
  const starts = [0];
  for (let index = 0; index < code.length; index++) if (code[index] === '\n') starts.push(index + 1);
  return starts;
}

export function lint(code: string, config: PlaygroundConfig, protocol: ProtocolChoice): Report[] {
  const starts = lineStarts(code);
  const offset = (line: number, column: number): number => Math.min(code.length, (starts[line - 1] ?? code.length) + column - 1);
  let messages: Linter.LintMessage[];
  try {
    messages = linter.verify(code, flatConfig(config, protocol), { filename: PLAYGROUND_FILENAME });
  } catch (error) {
    // A rule that throws stops ESLint's run; show it as a report rather than a blank list.
    const message = error instanceof Error ? error.message : String(error);
    return [{ ruleId: null, message, line: 1, column: 1, from: 0, to: 0, fatal: true, suggestions: [] }];
  }
  return messages.map((message) => {
    const from = offset(message.line, message.column);
    const to = message.endLine === undefined ? Math.min(code.length, from + 1) : offset(message.endLine, message.endColumn ?? message.column);
    return {
      ruleId: message.ruleId,
      message: message.message,
      line: message.line,
      column: message.column,
      from,
      to: Math.max(from, to),
      fatal: message.fatal === true,
      suggestions: (message.suggestions ?? []).map((suggestion) => ({
        desc: suggestion.desc,
        range: suggestion.fix.range,
        text: suggestion.fix.text,
      })),
    };
  });
}

/** The code with a suggestion applied. */
export function applySuggestion(code: string, suggestion: Suggestion): string {
  return code.slice(0, suggestion.range[0]) + suggestion.text + code.slice(suggestion.range[1]);
}
