import { RuleTester, type RunTests } from '@typescript-eslint/rule-tester';
import type { TSESLint } from '@typescript-eslint/utils';

/**
 * Runs RuleTester on one of our rules. @typescript-eslint/rule-tester 8.72 (the newest) carries its own copy
 * of @typescript-eslint/utils 8.72, whose types differ in name only from the 8.74 the rules are built with.
 */
export function runRuleTests<MessageIds extends string, Options extends readonly unknown[]>(
  name: string,
  rule: TSESLint.RuleModule<MessageIds, Options, unknown>,
  tests: RunTests<MessageIds, Options>,
): void {
  new RuleTester().run(name, rule as unknown as Parameters<RuleTester['run']>[1], tests);
}
