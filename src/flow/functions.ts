import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { findVariable, isSingleAssignment, memberName, propertyKeyName, skipTransparent } from '../ast/origin.js';
import type { CallLike } from './recorder.js';

type Scope = TSESLint.Scope.Scope;

export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export function isFunctionNode(node: TSESTree.Node | null | undefined): node is FunctionNode {
  return (
    node?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionDeclaration ||
    node?.type === AST_NODE_TYPES.FunctionExpression
  );
}

function functionValue(node: TSESTree.Node | null | undefined): FunctionNode | null {
  const inner = node ? skipTransparent(node) : null;
  return isFunctionNode(inner) ? inner : null;
}

/** The method or function-valued field named `name` in the class around `node`, for `this.name()` calls. */
function classMember(node: TSESTree.Node, name: string): FunctionNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type !== AST_NODE_TYPES.ClassBody) continue;
    for (const member of current.body) {
      if ((member.type === AST_NODE_TYPES.MethodDefinition || member.type === AST_NODE_TYPES.PropertyDefinition) && propertyKeyName(member) === name) {
        return functionValue(member.value);
      }
    }
    return null;
  }
  return null;
}

/** The function a `const` object literal holds under `name` (`const tools = { charge() {...} }`). */
function objectMember(object: TSESTree.Node, name: string, scope: Scope): FunctionNode | null {
  const inner = skipTransparent(object);
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || !isSingleAssignment(variable)) return null;
  const init = def.node.init ? skipTransparent(def.node.init) : null;
  if (init?.type !== AST_NODE_TYPES.ObjectExpression || def.node.id !== def.name) return null;
  for (const property of init.properties) {
    if (property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === name) return functionValue(property.value);
  }
  return null;
}

/**
 * The same-file function an expression names: a function declaration, a `const f = () => ...`, a class
 * method through `this.m`, or a method of a `const` object literal. Null for anything dynamic.
 */
export function resolveLocalFunction(expression: TSESTree.Node, scope: Scope): FunctionNode | null {
  const inner = skipTransparent(expression);
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const variable = findVariable(scope, inner.name);
    const def = variable?.defs[0];
    if (!variable || !def) return null;
    if (def.type === 'FunctionName') return functionValue(def.node);
    if (def.type === 'Variable' && def.node.id === def.name && isSingleAssignment(variable)) return functionValue(def.node.init);
    return null;
  }
  if (inner.type === AST_NODE_TYPES.MemberExpression) {
    const name = memberName(inner);
    if (name === null) return null;
    if (inner.object.type === AST_NODE_TYPES.ThisExpression) return classMember(inner, name);
    return objectMember(inner.object, name, scope);
  }
  return null;
}

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
 * Functions a call runs where it stands (DESIGN §4): function expressions passed as arguments (`forEach`,
 * `map`, `.then`, `setTimeout`, `new Promise`) and an immediately invoked callee. Work that a call
 * schedules still happens on the round that asks, so it counts as running at the call.
 */
export function inlineCallbacks(call: CallLike): FunctionNode[] {
  const callbacks: FunctionNode[] = [];
  for (const link of chainCalls(call)) {
    const callee = functionValue(link.callee);
    if (callee) callbacks.push(callee);
    for (const argument of link.arguments) {
      const callback = functionValue(argument);
      if (callback) callbacks.push(callback);
    }
  }
  return callbacks;
}

/** Same-file functions passed by name to a call of the chain (`items.forEach(sendOne)`). */
export function namedCallbackArguments(call: CallLike, scope: Scope): FunctionNode[] {
  const callbacks: FunctionNode[] = [];
  for (const link of chainCalls(call)) {
    for (const argument of link.arguments) {
      if (argument.type !== AST_NODE_TYPES.Identifier) continue;
      const callback = resolveLocalFunction(argument, scope);
      if (callback) callbacks.push(callback);
    }
  }
  return callbacks;
}

/** True for a function written inline as an argument or an immediately invoked callee. */
export function isInlineCallback(fn: TSESTree.Node): boolean {
  let child: TSESTree.Node = fn;
  let parent = fn.parent;
  while (parent && (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSNonNullExpression || parent.type === AST_NODE_TYPES.TSSatisfiesExpression)) {
    child = parent;
    parent = parent.parent;
  }
  return (
    (parent?.type === AST_NODE_TYPES.CallExpression || parent?.type === AST_NODE_TYPES.NewExpression) &&
    (parent.callee === child || (parent.arguments as TSESTree.Node[]).includes(child))
  );
}

/** The nearest function (or other code path owner) around a node. */
export function enclosingFunction(node: TSESTree.Node): TSESTree.Node | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionNode(current)) return current;
  }
  return null;
}

/** A short name for a function in messages: its declared or assigned name, or `callback`. */
export function functionName(fn: TSESTree.Node): string {
  if ((fn.type === AST_NODE_TYPES.FunctionDeclaration || fn.type === AST_NODE_TYPES.FunctionExpression) && fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier) return parent.id.name;
  if ((parent?.type === AST_NODE_TYPES.Property || parent?.type === AST_NODE_TYPES.MethodDefinition || parent?.type === AST_NODE_TYPES.PropertyDefinition)) {
    return propertyKeyName(parent) ?? 'callback';
  }
  return 'callback';
}
