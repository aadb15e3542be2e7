// Runs a callback with a file's SourceCode and context inside a real ESLint run, so engine pieces see the
// same parser, scope manager and settings as rules do.
import { Linter, type Rule } from 'eslint';
import type { TSESLint } from '@typescript-eslint/utils';
import tsParser from '@typescript-eslint/parser';

export type Probe<T> = (context: TSESLint.RuleContext<string, unknown[]>) => T;

export function lintWith<T>(code: string, probe: Probe<T>, settings: Record<string, unknown> = {}): T {
  const linter = new Linter({ configType: 'flat' });
  let result: { value: T } | null = null;
  const failures: unknown[] = [];
  const rule = {
    meta: { type: 'problem' as const, schema: [] },
    create(context: TSESLint.RuleContext<string, unknown[]>) {
      return {
        Program() {
          try {
            result = { value: probe(context) };
          } catch (error) {
            failures.push(error);
          }
        },
      };
    },
  };
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tsParser as unknown as Linter.Parser, sourceType: 'module' },
        plugins: { probe: { rules: { probe: rule as unknown as Rule.RuleModule } } },
        rules: { 'probe/probe': 'error' },
        settings,
      },
    ],
    'file.ts',
  );
  if (failures.length > 0) throw failures[0];
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`parse error: ${fatal.message}`);
  if (!result) throw new Error('probe did not run');
  return (result as { value: T }).value;
}
