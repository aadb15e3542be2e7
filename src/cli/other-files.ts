import type { Linter, Rule } from 'eslint';
import { otherFileCalls } from '../mcp/other-file-calls.js';
import type { SourceCode } from '../ast/types.js';
import { typeCheckedSetting } from '../types/settings.js';
import { displayPath } from './stylish.js';

/** A call from a handler to another file of the project, in a file linted without types. */
export interface UnfollowedCall {
  file: string;
  line: number;
  text: string;
}

/** How the closing line says to get types: what kept this run from using them. */
export type UntypedReason = 'no-tsconfig' | 'flag' | 'outside-tsconfig' | 'config' | 'typescript-version';

const HOW: Record<UntypedReason, string> = {
  'no-tsconfig': 'add a tsconfig.json that includes these files',
  flag: 'drop --no-type-checked',
  'outside-tsconfig': 'add these files to a tsconfig.json',
  config: 'use the recommended-type-checked config',
  'typescript-version': 'lint with typescript@6.0 installed in the project',
};

/**
 * The calls of files linted without types that go to the project's other files, gathered by a rule of mcp-lint's
 * own that never reports (ESLint has no end-of-run hook; mcp-lint lints in-process and reads them after).
 */
export class UnfollowedCalls {
  private readonly byFile = new Map<string, UnfollowedCall[]>();
  /** Add to the lint run's config, for the files the plugin's configs lint. */
  readonly config: Linter.Config;

  constructor(files: Linter.Config['files']) {
    this.config = {
      name: 'mcp-lint/other-file-calls',
      files,
      // Its own namespace: the progress counter's config defines `mcp-lint`, and a plugin is defined once.
      plugins: { 'mcp-lint-calls': { rules: { 'other-file-calls': this.rule() } } },
      rules: { 'mcp-lint-calls/other-file-calls': 'warn' },
    };
  }

  private rule(): Rule.RuleModule {
    const byFile = this.byFile;
    return {
      meta: { type: 'suggestion', schema: [], docs: { description: 'Counts calls from handlers to other files (never reports)' } },
      create(context) {
        // Files with types follow those calls; a file linted again (after a suggestion) replaces its entry.
        if (typeCheckedSetting(context.settings)) return {};
        return {
          'Program:exit'() {
            const calls = otherFileCalls(context.sourceCode as unknown as SourceCode);
            byFile.set(
              context.filename,
              calls.map(({ call, text }) => ({ file: context.filename, line: call.loc.start.line, text })),
            );
          },
        };
      },
    };
  }

  get calls(): UnfollowedCall[] {
    return [...this.byFile.values()].flat();
  }
}

/** The closing line of an untyped run whose handlers call other files; null when they call none. */
export function unfollowedCallsLine(calls: readonly UnfollowedCall[], reason: UntypedReason, cwd: string): string | null {
  const first = calls[0];
  if (!first) return null;
  const where = `${first.text} at ${displayPath(cwd, first.file)}:${first.line}`;
  const count = calls.length === 1 ? '1 call from a handler goes' : `${calls.length} calls from handlers go`;
  return `${count} to other files; run with types to follow them: ${HOW[reason]} (first: ${where})`;
}
