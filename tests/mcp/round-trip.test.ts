import { describe, expect, it } from 'vitest';
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { walkAst } from '../../src/ast/walk.js';
import { roundTripTestPresence } from '../../src/mcp/round-trip.js';
import { lintWith } from './lint-with.js';

/** What the `if` test of `handler` says about a round-trip value when it is true, and when it is false. */
function presenceOf(test: string): [string | null, string | null] {
  const code = `import { acceptedContent, inputResponse } from '@modelcontextprotocol/server';
function handler(ctx: any) {
  const view = inputResponse(ctx.mcpReq.inputResponses, 'k');
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'k');
  if (${test}) return null;
}`;
  return lintWith(code, (context) => {
    const { sourceCode } = context;
    let found: TSESTree.Expression | null = null;
    walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
      if (node.type === AST_NODE_TYPES.IfStatement) found = node.test;
      return found === null;
    });
    if (!found) throw new Error('no if');
    const scope = sourceCode.getScope(found);
    return [roundTripTestPresence(found, scope, true), roundTripTestPresence(found, scope, false)];
  });
}

describe('roundTripTestPresence: each outcome of a test on its own', () => {
  it.each([
    ['!answer', 'absent', 'present'],
    ['answer', 'present', 'absent'],
    ['answer === undefined', 'absent', 'present'],
    ["'k' in ctx.mcpReq.inputResponses", 'present', 'absent'],
    ["view.kind === 'missing'", 'absent', 'present'],
    // A view's kind other than `missing`: false means no answer of that kind came back.
    ["view.kind === 'elicit'", 'present', 'absent'],
    // True only on an accepted answer; false on the first round and on a declined one alike.
    ["view.kind === 'elicit' && view.action === 'accept'", 'present', null],
    ["view.action !== 'accept'", null, 'present'],
    // Sentry's declined test: true only on a present and declined answer; false on the first round and the accepted one.
    ["view.kind === 'elicit' && view.action !== 'accept'", 'present', null],
    ["!(view.kind === 'elicit' && view.action !== 'accept')", null, 'present'],
    ['!answer || answer === null', 'absent', 'present'],
    ['Math.random() > 0.5', null, null],
  ])('%s: true says %s, false says %s', (test, whenTrue, whenFalse) => {
    expect(presenceOf(test)).toEqual([whenTrue, whenFalse]);
  });
});
