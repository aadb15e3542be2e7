import type { TSESLint, TSESTree } from '@typescript-eslint/utils';

/** The source code a rule sees (`context.sourceCode`). */
export type SourceCode = Readonly<TSESLint.SourceCode>;

export type Scope = TSESLint.Scope.Scope;

export type Variable = TSESLint.Scope.Variable;

/** A call in the wide sense: `f()`, `new F()` and a tagged template (`` sql`INSERT …` `` calls its tag) all run code. */
export type CallLike = TSESTree.CallExpression | TSESTree.NewExpression | TSESTree.TaggedTemplateExpression;
