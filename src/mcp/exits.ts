import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isTransparentWrapper, objectProperty, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import { isV2Module } from './sdk.js';
import type { Scope } from '../ast/types.js';

/**
 * How an expression is an `input_required` result:
 * - `literal`: a hand-built object with `resultType: 'input_required'`;
 * - `incomplete-literal`: the same with the pre-release `resultType: 'incomplete'`;
 * - `builder`: a call of the SDK's `inputRequired(...)` (or a same-file function of that name);
 * - `helper`: a call of a same-file function that may return one (only when the caller says so).
 */
export type InputRequiredKind = 'literal' | 'incomplete-literal' | 'builder' | 'helper';

/** Answers whether a call of a same-file function may return `input_required` (from function summaries). */
export type ReturnsInputRequired = (call: TSESTree.CallExpression) => boolean;

const MAX_DEPTH = 8;

/**
 * `resultType` of an object literal, when it is written as a static string. TS wrappers count: a literal
 * held in a variable needs `'input_required' as const` to keep its literal type.
 */
export function literalResultType(node: TSESTree.ObjectExpression): string | null {
  const resultType = objectProperty(node, 'resultType');
  return resultType ? staticString(skipTransparent(resultType.value)) : null;
}

/** True for a callee that is the SDK's `inputRequired` (imported from a v2 module, aliased, via a namespace) or a same-file function named so. */
export function isInputRequiredBuilder(callee: TSESTree.Node, scope: Scope): boolean {
  const origin = resolveOrigin(callee, scope);
  if (origin.instance) return false;
  if (origin.root === 'import' && origin.module !== null && isV2Module(origin.module)) {
    return (origin.name === 'inputRequired' && origin.path.length === 0) ||
      (origin.name === '*' && origin.path.length === 1 && origin.path[0] === 'inputRequired');
  }
  return origin.root === 'local' && origin.name === 'inputRequired' && origin.path.length === 0;
}

function kindAt(node: TSESTree.Node, scope: Scope, returnsInputRequired: ReturnsInputRequired | undefined, depth: number): InputRequiredKind | null {
  if (depth > MAX_DEPTH) return null;
  const inner = skipTransparent(node);
  switch (inner.type) {
    case AST_NODE_TYPES.ObjectExpression: {
      const resultType = literalResultType(inner);
      if (resultType === 'input_required') return 'literal';
      if (resultType === 'incomplete') return 'incomplete-literal';
      if (objectProperty(inner, 'resultType')) return null;
      // `{ ...question, requestState }`: a question with more fields, as the resume suggestion writes one a helper built.
      for (const property of inner.properties) {
        const kind = property.type === AST_NODE_TYPES.SpreadElement ? kindAt(property.argument, scope, returnsInputRequired, depth + 1) : null;
        if (kind) return kind;
      }
      return null;
    }
    case AST_NODE_TYPES.CallExpression:
      if (isInputRequiredBuilder(inner.callee, scope)) return 'builder';
      return returnsInputRequired?.(inner) ? 'helper' : null;
    case AST_NODE_TYPES.AwaitExpression:
      return kindAt(inner.argument, scope, returnsInputRequired, depth + 1);
    case AST_NODE_TYPES.ConditionalExpression:
      return kindAt(inner.consequent, scope, returnsInputRequired, depth + 1) ?? kindAt(inner.alternate, scope, returnsInputRequired, depth + 1);
    case AST_NODE_TYPES.LogicalExpression:
      return kindAt(inner.right, scope, returnsInputRequired, depth + 1) ?? kindAt(inner.left, scope, returnsInputRequired, depth + 1);
    case AST_NODE_TYPES.SequenceExpression: {
      const last = inner.expressions[inner.expressions.length - 1];
      return last ? kindAt(last, scope, returnsInputRequired, depth + 1) : null;
    }
    case AST_NODE_TYPES.Identifier: {
      // A variable may hold one when any value written to it is one (`const q = inputRequired(...)`, `q = ...`).
      const variable = findVariable(scope, inner.name);
      if (!variable || variable.defs.length === 0) return null;
      for (const reference of variable.references) {
        const written = reference.writeExpr;
        if (!reference.isWrite() || !written) continue;
        const kind = kindAt(written, reference.from, returnsInputRequired, depth + 1);
        if (kind) return kind;
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Whether an expression may evaluate to an `input_required` result (the core rule's doc, How it works: Exits): object
 * literals with `resultType`, `inputRequired(...)` calls, either branch of `?:` / `&&` / `||` / `??`, `await`,
 * and variables written with one of these. Pass `returnsInputRequired` to count same-file helpers too.
 */
export function inputRequiredKind(node: TSESTree.Node, scope: Scope, returnsInputRequired?: ReturnsInputRequired): InputRequiredKind | null {
  return kindAt(node, scope, returnsInputRequired, 0);
}

/**
 * Whether the value returned by `exit` may still be an `input_required` result once `inner` (a node inside
 * the returned expression) has run: effects in a branch of `?:`, `&&`, `||` that does not ask do not come
 * before a question. `return survey ? await finishClose(id) : askConfirm()` closes without asking;
 * `return (await finishClose(id)) || askConfirm()` may ask after closing.
 */
export function mayAskAfter(inner: TSESTree.Node, exit: TSESTree.Node, scope: Scope, returnsInputRequired?: ReturnsInputRequired): boolean {
  const mayAsk = (node: TSESTree.Node): boolean => kindAt(node, scope, returnsInputRequired, 0) !== null;
  if (mayAsk(inner)) return true;
  let node = inner;
  for (let parent = inner.parent; parent && node !== exit; node = parent, parent = parent.parent) {
    switch (parent.type) {
      case AST_NODE_TYPES.ConditionalExpression:
        // From the test either branch may follow; from a branch, the value is that branch's.
        if (parent.test === node && (mayAsk(parent.consequent) || mayAsk(parent.alternate))) return true;
        break;
      case AST_NODE_TYPES.LogicalExpression:
        if (parent.left === node && mayAsk(parent.right)) return true;
        break;
      case AST_NODE_TYPES.SequenceExpression: {
        const last = parent.expressions[parent.expressions.length - 1];
        if (last && last !== node && mayAsk(last)) return true;
        break;
      }
      case AST_NODE_TYPES.AwaitExpression:
        break;
      default:
        // Anything else builds its value from this one: an `inputRequired({...})` call, a result literal.
        if (!isTransparentWrapper(parent) && mayAsk(parent)) return true;
    }
  }
  return false;
}

/**
 * Cheap text test: without types a file returns `input_required` only through a result literal's `resultType` or
 * the SDK's `inputRequired` builder (a same-file helper returns one of those), and names the revision's word. Files
 * that only name the types (`InputRequiredResult`, an SDK's own schemas) fail it: no code paths for them.
 */
export function mayMentionInputRequired(text: string): boolean {
  return /resultType|inputRequired/.test(text) && /input_?required|inputRequired|['"`]incomplete['"`]/i.test(text);
}
