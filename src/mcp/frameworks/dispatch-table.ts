/** A hand-rolled JSON-RPC dispatcher keyed by known MCP methods: `handlers['tools/list'] = fn`, `{ 'tools/call': fn }`. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { resolveFunction } from '../../ast/functions.js';
import { staticString } from '../../ast/origin.js';
import type { Scope } from '../../ast/types.js';
import { KNOWN_METHODS } from '../methods.js';
import { defineFramework, type FoundHandler } from './types.js';

function entry(key: TSESTree.Node, value: TSESTree.Node, scope: Scope): FoundHandler[] {
  const method = staticString(key);
  if (method === null || !KNOWN_METHODS.has(method)) return [];
  return [{ fn: resolveFunction(value, scope), shape: 'dispatch-table', method }];
}

export default defineFramework({
  name: 'dispatch table',
  shapes: ['dispatch-table'],
  text: `['"\`](?:${[...KNOWN_METHODS].join('|')})['"\`]`,
  nodeTypes: [AST_NODE_TYPES.AssignmentExpression, AST_NODE_TYPES.Property],
  // The request arrives whole; where a hand-rolled server keeps answers and state is its own business.
  roundTrip: null,
  register(node, { scope }) {
    if (node.type === AST_NODE_TYPES.AssignmentExpression) {
      return node.left.type === AST_NODE_TYPES.MemberExpression && node.left.computed ? entry(node.left.property, node.right, scope) : [];
    }
    return node.parent.type === AST_NODE_TYPES.ObjectExpression ? entry(node.key, node.value, scope) : [];
  },
});
