import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { isTransparentWrapper, skipTransparent } from './origin.js';
import type { CallLike } from './types.js';

/** Every call of a member chain, outermost first (`a.b(x).c(y)` → the `.c()` call, then `a.b()`). */
export function chainCalls(outermost: CallLike): CallLike[] {
  const calls: CallLike[] = [];
  let current: TSESTree.Node | null = outermost;
  while (current && (current.type === AST_NODE_TYPES.CallExpression || current.type === AST_NODE_TYPES.NewExpression)) {
    calls.push(current);
    const callee = skipTransparent(current.callee);
    current = callee.type === AST_NODE_TYPES.MemberExpression ? skipTransparent(callee.object) : null;
  }
  return calls;
}

/**
 * The outermost call of a member chain (`db.insert(t).values(v)` → the `.values()` call). Inner links are
 * part of it: the classifier reads the whole chain at once, so recording them too would report twice.
 */
export function isOutermostChainCall(node: CallLike): boolean {
  let child: TSESTree.Node = node;
  let parent = node.parent;
  while (parent && isTransparentWrapper(parent)) {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== child) return true;
  const grand = parent.parent;
  return !(grand?.type === AST_NODE_TYPES.CallExpression && grand.callee === parent);
}

/** The identifier or `this` a member or call chain starts from (`a.b(x).c` → `a`), or null (literals, `(x ?? y).z`). */
export function chainRoot(node: TSESTree.Node): TSESTree.Identifier | TSESTree.ThisExpression | null {
  let current = skipTransparent(node);
  for (;;) {
    if (current.type === AST_NODE_TYPES.MemberExpression) current = skipTransparent(current.object);
    else if (current.type === AST_NODE_TYPES.CallExpression) current = skipTransparent(current.callee);
    else break;
  }
  return current.type === AST_NODE_TYPES.Identifier || current.type === AST_NODE_TYPES.ThisExpression ? current : null;
}
