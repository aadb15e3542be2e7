import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { findVariable, isSingleAssignment, memberName, propertyKeyName, skipTransparent } from './origin.js';
import type { Scope, SourceCode, Variable } from './types.js';

export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export function isFunctionNode(node: TSESTree.Node | null | undefined): node is FunctionNode {
  return (
    node?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionDeclaration ||
    node?.type === AST_NODE_TYPES.FunctionExpression
  );
}

const MAX_ALIAS_DEPTH = 4;

/** The method or function-valued field named `name` in the class around `node`, for `this.name`. */
function classMember(node: TSESTree.Node, name: string, scope: Scope, depth: number): FunctionNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type !== AST_NODE_TYPES.ClassBody) continue;
    for (const member of current.body) {
      if ((member.type === AST_NODE_TYPES.MethodDefinition || member.type === AST_NODE_TYPES.PropertyDefinition) && propertyKeyName(member) === name) {
        return member.value ? resolveAt(member.value, scope, depth + 1) : null;
      }
    }
    return null;
  }
  return null;
}

/** The function a `const` object literal holds under `name` (`const tools = { charge() {...} }`). */
function objectMember(object: TSESTree.Node, name: string, scope: Scope, depth: number): FunctionNode | null {
  const inner = skipTransparent(object);
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || !isSingleAssignment(variable)) return null;
  const init = def.node.init ? skipTransparent(def.node.init) : null;
  if (init?.type !== AST_NODE_TYPES.ObjectExpression || def.node.id !== def.name) return null;
  for (const property of init.properties) {
    if (property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === name) return resolveAt(property.value, variable.scope, depth + 1);
  }
  return null;
}

function resolveAt(node: TSESTree.Node, scope: Scope, depth: number): FunctionNode | null {
  const inner = skipTransparent(node);
  if (isFunctionNode(inner)) return inner;
  if (depth > MAX_ALIAS_DEPTH) return null;
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const variable = findVariable(scope, inner.name);
    const def = variable?.defs[0];
    if (!variable || !def) return null;
    if (def.type === 'FunctionName') return isFunctionNode(def.node) ? def.node : null;
    if (def.type === 'Variable' && def.node.id === def.name && def.node.init && isSingleAssignment(variable)) {
      return resolveAt(def.node.init, variable.scope, depth + 1);
    }
    return null;
  }
  if (inner.type === AST_NODE_TYPES.MemberExpression) {
    const name = memberName(inner);
    if (name === null) return null;
    if (inner.object.type === AST_NODE_TYPES.ThisExpression) return classMember(inner, name, scope, depth);
    return objectMember(inner.object, name, scope, depth);
  }
  return null;
}

/**
 * The same-file function an expression denotes: a function written inline, a function declaration, a
 * `const` holding one (through aliases), a class method through `this.m`, or a method of a `const` object
 * literal. Null for anything dynamic.
 */
export function resolveFunction(node: TSESTree.Node, scope: Scope): FunctionNode | null {
  return resolveAt(node, scope, 0);
}

/** The nearest function around a node, or null at module level. */
export function enclosingFunction(node: TSESTree.Node): FunctionNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionNode(current)) return current;
  }
  return null;
}

/** The variable a function is declared or initialised as (`function onChange`, `const onChange = () => ...`). */
export function functionVariable(fn: FunctionNode, sourceCode: SourceCode): Variable | null {
  const parent = fn.parent;
  const [declarer, name] =
    fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id
      ? [fn, fn.id.name]
      : parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === fn && parent.id.type === AST_NODE_TYPES.Identifier
        ? [parent, parent.id.name]
        : [null, null];
  return declarer ? (sourceCode.getDeclaredVariables(declarer).find((variable) => variable.name === name) ?? null) : null;
}
