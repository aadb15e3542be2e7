/** Mastra: `createTool({ id, execute })`. */
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { resolveFunction } from '../../ast/functions.js';
import { objectProperty, resolveObject, staticString } from '../../ast/origin.js';
import { defineFramework } from './types.js';

export default defineFramework({
  name: 'Mastra',
  shapes: ['mastra'],
  text: 'createTool',
  nodeTypes: [AST_NODE_TYPES.CallExpression],
  names: ['createTool'],
  // Push-style only: `execute({ context })` has no answers or state to read.
  roundTrip: null,
  register(node, { scope }) {
    const config = resolveObject(node.arguments[0], scope);
    const execute = objectProperty(config, 'execute');
    if (!execute) return [];
    return [{ fn: resolveFunction(execute.value, scope), shape: 'mastra', method: 'tools/call', toolName: staticString(objectProperty(config, 'id')?.value) }];
  },
});
