// @typescript-eslint/rule-tester wired to vitest's lifecycle functions. Imported by the modules that run it, not as a
// setup file: it loads ESLint and the parser, which two thirds of the test files never need.
import { RuleTester } from '@typescript-eslint/rule-tester';
import { afterAll, describe, it } from 'vitest';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

export { RuleTester };
