/**
 * `util.promisify` changes how a callback API returns, not what it does: `const execFileP =
 * promisify(execFile)` starts processes like `execFile`. The classifier looks through the wrapper.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, resolveOrigin, skipTransparent } from '../ast/origin.js';
import type { Scope } from '../ast/types.js';

const UTIL_MODULES = new Set(['util', 'node:util']);

function isPromisify(callee: TSESTree.Node, scope: Scope): boolean {
  const origin = resolveOrigin(callee, scope);
  if (origin.root !== 'import' || origin.module === null || !UTIL_MODULES.has(origin.module) || origin.instance) return false;
  const path = origin.name === '*' || origin.name === 'default' ? origin.path : [origin.name ?? '', ...origin.path];
  return path.length === 1 && path[0] === 'promisify';
}

/**
 * The function a promisified callee wraps, with the scope to resolve it in: `execFile` for `execFileP` when
 * `const execFileP = promisify(execFile)`, or for `promisify(fs.writeFile)(...)` called on the spot. Null otherwise.
 */
export function promisifiedFunction(callee: TSESTree.Node, scope: Scope): { wrapped: TSESTree.Node; scope: Scope } | null {
  let inner = skipTransparent(callee);
  let innerScope = scope;
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const variable = findVariable(scope, inner.name);
    const def = variable?.defs[0];
    if (!variable || def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable)) return null;
    inner = skipTransparent(def.node.init);
    innerScope = variable.scope;
  }
  if (inner.type !== AST_NODE_TYPES.CallExpression || inner.arguments.length !== 1 || !isPromisify(inner.callee, innerScope)) return null;
  const [wrapped] = inner.arguments;
  return wrapped && wrapped.type !== AST_NODE_TYPES.SpreadElement ? { wrapped, scope: innerScope } : null;
}
