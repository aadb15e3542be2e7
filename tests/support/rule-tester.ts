import { fileURLToPath } from 'node:url';
import type { RunTests } from '@typescript-eslint/rule-tester';
import { RuleTester } from './vitest-rule-tester.js';
import type { TSESLint } from '@typescript-eslint/utils';
import { expect, it } from 'vitest';
import { renderInvalidCases } from './snapshot.js';

/**
 * Runs RuleTester on one of our rules. @typescript-eslint/rule-tester 8.72 (the newest) carries its own copy
 * of @typescript-eslint/utils 8.72, whose types differ in name only from the 8.74 the rules are built with.
 * With `snapshot`, the invalid cases are also rendered as users read them (`tests/support/snapshot.ts`) and
 * compared with that markdown file.
 */
export function runRuleTests<MessageIds extends string, Options extends readonly unknown[]>(
  name: string,
  rule: TSESLint.RuleModule<MessageIds, Options, unknown>,
  tests: RunTests<MessageIds, Options>,
  extra: { snapshot?: URL } = {},
): void {
  new RuleTester().run(name, rule as unknown as Parameters<RuleTester['run']>[1], tests);
  const snapshot = extra.snapshot;
  if (!snapshot) return;
  it(`${name}: every invalid case as users read it`, async () => {
    await expect(renderInvalidCases(name, rule, tests.invalid)).toMatchFileSnapshot(fileURLToPath(snapshot));
  });
}
