import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode } from './functions.js';
import type { SourceCode } from './types.js';
import { walkAst } from './walk.js';

export type StatementList = TSESTree.Statement[] | TSESTree.ProgramStatement[];

/** The statements a node holds in sequence: a block's body, a `case`'s consequent; null for anything else. */
export function statementListOf(node: TSESTree.Node): StatementList | null {
  switch (node.type) {
    case AST_NODE_TYPES.BlockStatement:
    case AST_NODE_TYPES.StaticBlock:
      return node.body;
    case AST_NODE_TYPES.SwitchCase:
      return node.consequent;
    default:
      return null;
  }
}

/** True when a statement always leaves the enclosing block (`return`, `throw`, or a block ending in one). */
export function alwaysLeaves(statement: TSESTree.Statement): boolean {
  switch (statement.type) {
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ThrowStatement:
      return true;
    case AST_NODE_TYPES.BlockStatement: {
      const last = statement.body[statement.body.length - 1];
      return last !== undefined && alwaysLeaves(last);
    }
    case AST_NODE_TYPES.IfStatement:
      return statement.alternate !== null && alwaysLeaves(statement.consequent) && alwaysLeaves(statement.alternate);
    default:
      return false;
  }
}

/** A test `node` runs under, and which way it went for `node` to run (null when it says nothing simple: the left of `??`). */
export interface EnclosingCondition {
  test: TSESTree.Node;
  holds: boolean | null;
}

/**
 * The tests `node` runs under, innermost first, with the way each went: the test of every `if` / `?:` whose
 * branch holds it, the left of every `&&` / `||` / `??` whose right holds it, and the test of every earlier
 * `if (...) return/throw ...` in an enclosing statement list (false there). No further up than the function
 * holding `node`, unless `crossFunctions` (a handler registered under a test runs under it).
 */
export function* enclosingConditions(node: TSESTree.Node, crossFunctions = false): Generator<EnclosingCondition> {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent && (crossFunctions || !isFunctionNode(child)); child = parent, parent = parent.parent) {
    if ((parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) && child !== parent.test) {
      yield { test: parent.test, holds: child === parent.consequent };
    }
    if (parent.type === AST_NODE_TYPES.LogicalExpression && child === parent.right) {
      yield { test: parent.left, holds: parent.operator === '&&' ? true : parent.operator === '||' ? false : null };
    }
    const list = statementListOf(parent);
    // A `case` test is no statement of the case's list.
    if (!list || !(list as TSESTree.Node[]).includes(child)) continue;
    for (const statement of list) {
      if (statement === child) break;
      if (statement.type === AST_NODE_TYPES.IfStatement && alwaysLeaves(statement.consequent)) yield { test: statement.test, holds: false };
    }
  }
}

/** The tests of `enclosingConditions`, whichever way each went. */
export function* enclosingTests(node: TSESTree.Node, crossFunctions = false): Generator<TSESTree.Node> {
  for (const condition of enclosingConditions(node, crossFunctions)) yield condition.test;
}

export function isLoop(node: TSESTree.Node): node is TSESTree.ForStatement | TSESTree.ForInStatement | TSESTree.ForOfStatement | TSESTree.WhileStatement | TSESTree.DoWhileStatement {
  return (
    node.type === AST_NODE_TYPES.ForStatement ||
    node.type === AST_NODE_TYPES.ForInStatement ||
    node.type === AST_NODE_TYPES.ForOfStatement ||
    node.type === AST_NODE_TYPES.WhileStatement ||
    node.type === AST_NODE_TYPES.DoWhileStatement
  );
}

export function contains(outer: TSESTree.Node, inner: TSESTree.Node): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/** Parents that evaluate a child whenever they run (not a branch, a loop, a `try`, a function, a `?.` or the right of `&&`). */
const EVALUATING_PARENTS: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.ExpressionStatement, AST_NODE_TYPES.VariableDeclaration, AST_NODE_TYPES.VariableDeclarator,
  AST_NODE_TYPES.AwaitExpression, AST_NODE_TYPES.AssignmentExpression, AST_NODE_TYPES.TSAsExpression,
  AST_NODE_TYPES.TSNonNullExpression, AST_NODE_TYPES.TSSatisfiesExpression,
]);

/**
 * Whether `earlier` runs to its end on every path that reaches `later`: it is evaluated whenever its statement runs
 * (`const teams = await api.list(p)`), and that statement comes before the one holding `later` in a block holding both.
 */
export function runsBefore(earlier: TSESTree.Node, later: TSESTree.Node): boolean {
  let child: TSESTree.Node = earlier;
  let parent = earlier.parent;
  while (parent && EVALUATING_PARENTS.has(parent.type)) {
    child = parent;
    parent = parent.parent;
  }
  const list = parent ? (statementListOf(parent) as TSESTree.Node[] | null) : null;
  const index = list ? list.indexOf(child) : -1;
  return index >= 0 && list!.slice(index + 1).some((statement) => contains(statement, later));
}

/** Whether a block holds a `throw` of its own (not of a function written in it). */
function containsThrow(block: TSESTree.Node, visitorKeys: SourceCode['visitorKeys']): boolean {
  let found = false;
  walkAst(block, visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.ThrowStatement) found = true;
    return !found && (node === block || !isFunctionNode(node));
  });
  return found;
}

/**
 * Whether what `node` throws is caught on its way up to `boundary` by a `catch` that throws nothing
 * (`try { await link() } catch (err) { logWarn(err) }`): then it cannot end the run with that error.
 */
export function isSwallowed(node: TSESTree.Node, boundary: TSESTree.Node, visitorKeys: SourceCode['visitorKeys']): boolean {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
    if (parent.type === AST_NODE_TYPES.TryStatement && parent.block === child && parent.handler && !containsThrow(parent.handler.body, visitorKeys)) return true;
  }
  return false;
}
