import { describe, expect, it } from 'vitest';
import type { TSESTree } from '@typescript-eslint/utils';
import { returnedValues, walkAst } from '../../src/ast/walk.js';
import { lintWith } from '../mcp/lint-with.js';

describe('walkAst', () => {
  it('visits in source order and skips the children of nodes the visitor declines', () => {
    const names = lintWith(`a(b(c), function skipped() { d(); }); e;`, (context) => {
      const seen: string[] = [];
      walkAst(context.sourceCode.ast, context.sourceCode.visitorKeys, (node) => {
        if (node.type === 'Identifier') seen.push(node.name);
        return node.type !== 'FunctionExpression';
      });
      return seen;
    });
    expect(names).toEqual(['a', 'b', 'c', 'e']);
  });
});

describe('returnedValues', () => {
  it('lists returned values without descending into nested functions', () => {
    const texts = lintWith(
      `
      async function handler(x) {
        if (x) return a;
        const f = () => { return nested; };
        for (const y of ys) { if (y) return b; }
        class C { m() { return inClass; } }
        return;
      }
      const arrow = () => c;
    `,
      (context) => {
        const program = context.sourceCode.ast;
        const handler = program.body[0] as TSESTree.FunctionDeclaration;
        const arrow = (program.body[1] as TSESTree.VariableDeclaration).declarations[0]?.init as TSESTree.ArrowFunctionExpression;
        return [...returnedValues(handler, context.sourceCode.visitorKeys), ...returnedValues(arrow, context.sourceCode.visitorKeys)].map((node) =>
          context.sourceCode.getText(node),
        );
      },
    );
    expect(texts).toEqual(['a', 'b', 'c']);
  });
});
