import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode, type FunctionNode } from './functions.js';
import type { SourceCode } from './types.js';

/**
 * Visits `root` and its descendants depth-first in source order; `visit` returns false to skip a node's children.
 * Iterative, so deep trees cannot overflow the stack.
 */
export function walkAst(root: TSESTree.Node, visitorKeys: SourceCode['visitorKeys'], visit: (node: TSESTree.Node) => boolean): void {
  const stack: TSESTree.Node[] = [root];
  let node: TSESTree.Node | undefined;
  // Hot: every rule's first look at a file walks it. Children are nodes, arrays of nodes (with holes), or null;
  // the `type` test, as ESLint's own traverser makes, keeps other parsers' extra keys out.
  while ((node = stack.pop()) !== undefined) {
    if (!visit(node)) continue;
    const keys = visitorKeys[node.type];
    if (keys === undefined) continue;
    for (let k = keys.length - 1; k >= 0; k -= 1) {
      const child = (node as unknown as Record<string, TSESTree.Node | (TSESTree.Node | null)[] | null | undefined>)[keys[k] as string];
      if (child == null) continue;
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i -= 1) {
          const item = child[i];
          if (typeof item?.type === 'string') stack.push(item);
        }
      } else if (typeof child.type === 'string') {
        stack.push(child);
      }
    }
  }
}

/** True when `test` holds for a node of `root` outside the functions written in it (they run at another time). */
export function holdsOutsideFunctions(root: TSESTree.Node, visitorKeys: SourceCode['visitorKeys'], test: (node: TSESTree.Node) => boolean): boolean {
  let found = false;
  walkAst(root, visitorKeys, (node) => {
    if (found || (node !== root && isFunctionNode(node))) return false;
    found = test(node);
    return !found;
  });
  return found;
}

/** An `await`, or a `for await` loop. */
export const isAwaitNode = (node: TSESTree.Node): boolean =>
  node.type === AST_NODE_TYPES.AwaitExpression || (node.type === AST_NODE_TYPES.ForOfStatement && node.await);

/** The values a function returns: `return` arguments of its own body (not nested functions') and an arrow's expression body. */
export function returnedValues(fn: FunctionNode, visitorKeys: SourceCode['visitorKeys']): TSESTree.Expression[] {
  if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return [fn.body];
  const values: TSESTree.Expression[] = [];
  walkAst(fn.body, visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.ReturnStatement) {
      if (node.argument) values.push(node.argument);
      return false;
    }
    return !isFunctionNode(node) && node.type !== AST_NODE_TYPES.ClassBody;
  });
  return values;
}
