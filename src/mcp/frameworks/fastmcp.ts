/** fastmcp: `server.addTool({ name, annotations, execute })`, `addPrompt({ load })`, `addResource({ load })`, `addResourceTemplate({ load })`. */
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { resolveFunction } from '../../ast/functions.js';
import { objectProperty, resolveObject, skipTransparent, staticString } from '../../ast/origin.js';
import { paramAt } from './context.js';
import { defineFramework } from './types.js';

const FASTMCP_METHODS: Readonly<Record<string, { member: string; method: string }>> = {
  addTool: { member: 'execute', method: 'tools/call' },
  addPrompt: { member: 'load', method: 'prompts/get' },
  addResource: { member: 'load', method: 'resources/read' },
  addResourceTemplate: { member: 'load', method: 'resources/read' },
};

export default defineFramework({
  name: 'fastmcp',
  shapes: ['fastmcp'],
  text: String.raw`add(?:Tool|Prompt|Resource)`,
  nodeTypes: [AST_NODE_TYPES.CallExpression],
  names: Object.keys(FASTMCP_METHODS),
  // Push-style only: `context` has no answers or state to read.
  roundTrip: null,
  register(node, { scope, name }) {
    const kind = name === null ? undefined : FASTMCP_METHODS[name];
    if (!kind || skipTransparent(node.callee).type !== AST_NODE_TYPES.MemberExpression) return [];
    const config = resolveObject(node.arguments[0], scope);
    const member = objectProperty(config, kind.member);
    if (!member) return [];
    const fn = resolveFunction(member.value, scope);
    const isTool = name === 'addTool';
    return [
      {
        fn,
        shape: 'fastmcp',
        method: kind.method,
        toolName: isTool ? staticString(objectProperty(config, 'name')?.value) : null,
        annotations: isTool ? resolveObject(objectProperty(config, 'annotations')?.value, scope) : null,
        contextParam: paramAt(fn, 1),
      },
    ];
  },
});
