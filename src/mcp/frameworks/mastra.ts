/** Mastra: `createTool({ id, execute })`. */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { objectProperty, staticString } from '../../ast/origin.js';
import { defineFramework } from './types.js';

export default defineFramework({
  name: 'Mastra',
  shapes: ['mastra'],
  text: 'createTool',
  nodeTypes: [AST_NODE_TYPES.CallExpression],
  names: ['createTool'],
  // Push-style only: `execute({ context })` has no answers or state to read.
  roundTrip: null,
  register(node, site) {
    const config = site.object(node.arguments[0]);
    const execute = objectProperty(config, 'execute');
    if (!execute) return [];
    return [{ fn: site.function(execute.value), shape: 'mastra', method: 'tools/call', toolName: staticString(objectProperty(config, 'id')?.value) }];
  },
});
