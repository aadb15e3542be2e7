/** SDK completion and listing callbacks: `new ResourceTemplate(uri, { list, complete: { variable: cb } })` and `completable(schema, cb)`. */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveFunction } from '../../ast/functions.js';
import { objectProperty, resolveObject } from '../../ast/origin.js';
import { paramAt } from './context.js';
import { defineFramework, type FoundHandler } from './types.js';

export default defineFramework({
  name: 'SDK ResourceTemplate / completable',
  shapes: ['resourceTemplate-list', 'resourceTemplate-complete', 'completable'],
  text: 'ResourceTemplate|completable',
  nodeTypes: [AST_NODE_TYPES.NewExpression, AST_NODE_TYPES.CallExpression],
  names: ['ResourceTemplate', 'completable'],
  // `resources/list` and `completion/complete` cannot answer with `input_required`.
  roundTrip: null,
  register(node, { scope, name }) {
    if (node.type === AST_NODE_TYPES.CallExpression) {
      const second = node.arguments[1];
      if (name !== 'completable' || node.arguments.length !== 2 || !second) return [];
      return [{ fn: resolveFunction(second, scope), shape: 'completable', method: 'completion/complete' }];
    }
    if (name !== 'ResourceTemplate') return [];
    const found: FoundHandler[] = [];
    const callbacks = resolveObject(node.arguments[1], scope);
    const list = objectProperty(callbacks, 'list');
    if (list) {
      const fn = resolveFunction(list.value, scope);
      found.push({ fn, shape: 'resourceTemplate-list', method: 'resources/list', contextParam: paramAt(fn, 0) });
    }
    const complete = resolveObject(objectProperty(callbacks, 'complete')?.value, scope);
    for (const property of complete?.properties ?? []) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      found.push({ fn: resolveFunction(property.value, scope), shape: 'resourceTemplate-complete', method: 'completion/complete' });
    }
    return found;
  },
});
