/** A hand-rolled JSON-RPC dispatcher keyed by known MCP methods: `handlers['tools/list'] = fn`, `{ 'tools/call': fn }`. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveFunction } from '../../ast/functions.js';
import { staticString } from '../../ast/origin.js';
import { KNOWN_METHODS } from '../methods.js';
import { defineFramework } from './types.js';

/** The key a table entry is written under: `handlers[key] = fn`, `{ [key]: fn }`; null for other assignments and patterns. */
function entryKey(node: TSESTree.AssignmentExpression | TSESTree.Property): TSESTree.Node | null {
  if (node.type === AST_NODE_TYPES.AssignmentExpression) return node.left.type === AST_NODE_TYPES.MemberExpression && node.left.computed ? node.left.property : null;
  return node.parent.type === AST_NODE_TYPES.ObjectExpression ? node.key : null;
}

/** The known MCP method an entry is keyed by, or null: every property and assignment of a file comes here. */
function entryMethod(node: TSESTree.AssignmentExpression | TSESTree.Property): string | null {
  const method = staticString(entryKey(node));
  return method !== null && KNOWN_METHODS.has(method) ? method : null;
}

export default defineFramework({
  name: 'dispatch table',
  shapes: ['dispatch-table'],
  text: `['"\`](?:${[...KNOWN_METHODS].join('|')})['"\`]`,
  nodeTypes: [AST_NODE_TYPES.AssignmentExpression, AST_NODE_TYPES.Property],
  // The request arrives whole; where a hand-rolled server keeps answers and state is its own business.
  roundTrip: null,
  shows: (node) => entryMethod(node) !== null,
  register(node, site) {
    const method = entryMethod(node);
    if (method === null) return [];
    const value = node.type === AST_NODE_TYPES.AssignmentExpression ? node.right : node.value;
    return [{ fn: resolveFunction(value, site.scope), shape: 'dispatch-table', method }];
  },
});
