import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';

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
