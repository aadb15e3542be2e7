import path from 'node:path';
import { RuleTester, type RunTests } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';

/** The fixture project the type-checked tests lint (see its README). */
export const TYPED_SERVER = path.resolve(import.meta.dirname, '../fixtures/typed-server');

/**
 * RuleTester with type information, as typescript-eslint documents it: `projectService` with the test files
 * allowed in the default project (they do not exist on disk), the fixture's tsconfig for their compiler options.
 * Case filenames go under `src/tools/`, so their relative imports reach the fixture's other files.
 */
export function runTypedRuleTests<MessageIds extends string, Options extends readonly unknown[]>(
  name: string,
  rule: TSESLint.RuleModule<MessageIds, Options, unknown>,
  tests: RunTests<MessageIds, Options>,
): void {
  new RuleTester({
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['src/tools/case.ts'], defaultProject: 'tsconfig.json' },
        tsconfigRootDir: TYPED_SERVER,
      },
    },
  }).run(name, rule as unknown as Parameters<RuleTester['run']>[1], tests as never);
}
