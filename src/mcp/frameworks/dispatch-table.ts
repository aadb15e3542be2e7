/** A hand-rolled JSON-RPC dispatcher keyed by known MCP methods: `handlers['tools/list'] = fn`, `{ 'tools/call': fn }`. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { resolveFunction } from '../../ast/functions.js';
import { staticString } from '../../ast/origin.js';
import { KNOWN_METHODS } from '../methods.js';
import { defineFramework, type FoundHandler, type RegistrationSite } from './types.js';

/** The scope is read only for a known method: every property and assignment of a file comes here. */
function entry(key: TSESTree.Node, value: TSESTree.Node, site: RegistrationSite): FoundHandler[] {
  const method = staticString(key);
  if (method === null || !KNOWN_METHODS.has(method)) return [];
  return [{ fn: resolveFunction(value, site.scope), shape: 'dispatch-table', method }];
}

export default defineFramework({
  name: 'dispatch table',
  shapes: ['dispatch-table'],
  text: `['"\`](?:${[...KNOWN_METHODS].join('|')})['"\`]`,
  nodeTypes: [AST_NODE_TYPES.AssignmentExpression, AST_NODE_TYPES.Property],
  // The request arrives whole; where a hand-rolled server keeps answers and state is its own business.
  roundTrip: null,
  register(node, site) {
    if (node.type === AST_NODE_TYPES.AssignmentExpression) {
      return node.left.type === AST_NODE_TYPES.MemberExpression && node.left.computed ? entry(node.left.property, node.right, site) : [];
    }
    return node.parent.type === AST_NODE_TYPES.ObjectExpression ? entry(node.key, node.value, site) : [];
  },
});
