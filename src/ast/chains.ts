import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isTransparentWrapper, skipTransparent } from './origin.js';
import type { CallLike } from './types.js';

/** What a call runs: its callee, or a tagged template's tag (`sql` in `` sql`...` ``). */
export function calleeOf(call: CallLike): TSESTree.Expression {
  return call.type === AST_NODE_TYPES.TaggedTemplateExpression ? call.tag : call.callee;
}

/** What a call is given: its arguments, or a tagged template's template (its text and the values in it). */
export function argumentsOf(call: CallLike): readonly TSESTree.Node[] {
  return call.type === AST_NODE_TYPES.TaggedTemplateExpression ? [call.quasi] : call.arguments;
}

const isCallLike = (node: TSESTree.Node): node is CallLike =>
  node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression || node.type === AST_NODE_TYPES.TaggedTemplateExpression;

/** Every call of a member chain, outermost first (`a.b(x).c(y)` → the `.c()` call, then `a.b()`; `` sql`...`.then(f) `` ends at the template). */
export function chainCalls(outermost: CallLike): CallLike[] {
  const calls: CallLike[] = [];
  let current: TSESTree.Node | null = outermost;
  while (current && isCallLike(current)) {
    calls.push(current);
    const callee = skipTransparent(calleeOf(current));
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

/**
 * A tagged template run for its own sake (`` await sql`INSERT ...` ``, `` tx`DELETE ...`.then(f) ``), not one given to a
 * call (`` db.execute(sql`...`) `` is judged as that call, which reads its text) nor a fragment inside another template.
 */
export function isStandaloneTemplate(node: TSESTree.TaggedTemplateExpression): boolean {
  let child: TSESTree.Node = node;
  let parent = node.parent;
  while (parent && (isTransparentWrapper(parent) || parent.type === AST_NODE_TYPES.AwaitExpression)) {
    child = parent;
    parent = parent.parent;
  }
  if ((parent?.type === AST_NODE_TYPES.CallExpression || parent?.type === AST_NODE_TYPES.NewExpression) && parent.arguments.includes(child)) return false;
  return parent?.type !== AST_NODE_TYPES.TemplateLiteral;
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
