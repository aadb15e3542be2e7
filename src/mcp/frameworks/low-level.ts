/** The low-level server: `server.setRequestHandler(method, [schemas], cb)` (SDK v2) or `(RequestSchema, cb)` (SDK v1). */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveOrigin, staticString } from '../../ast/origin.js';
import type { Scope } from '../../ast/types.js';
import { REQUEST_SCHEMA_METHODS } from '../methods.js';
import { paramAt, SDK_V2_ROUND_TRIP } from './context.js';
import { defineFramework } from './types.js';

/** The method a `setRequestHandler` first argument stands for: a string, or a v1 `*RequestSchema` constant. */
function requestHandlerMethod(first: TSESTree.Node, scope: Scope): string | null {
  const literal = staticString(first);
  if (literal !== null) return literal;
  const origin = resolveOrigin(first, scope);
  const name = origin.root === 'import' && origin.name !== '*' && origin.name !== 'default' ? origin.name : (origin.path.at(-1) ?? origin.name);
  return name === null ? null : (REQUEST_SCHEMA_METHODS.get(name) ?? null);
}

export default defineFramework({
  name: 'SDK setRequestHandler',
  shapes: ['setRequestHandler'],
  text: 'setRequestHandler',
  nodeTypes: [AST_NODE_TYPES.CallExpression],
  names: ['setRequestHandler'],
  roundTrip: SDK_V2_ROUND_TRIP,
  register(node, site) {
    const args = node.arguments;
    const first = args[0];
    const last = args.at(-1);
    if (args.length < 2 || !first || !last) return [];
    const fn = site.function(last);
    return [{ fn, shape: 'setRequestHandler', method: requestHandlerMethod(first, site.scope), contextParam: paramAt(fn, 1) }];
  },
});
