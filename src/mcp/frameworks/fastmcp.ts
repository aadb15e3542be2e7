/** fastmcp: `server.addTool({ name, annotations, execute })`, `addPrompt({ load })`, `addResource({ load })`, `addResourceTemplate({ load })`. */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { objectProperty, skipTransparent, staticString } from '../../ast/origin.js';
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
  register(node, site) {
    const { name } = site;
    const kind = name === null ? undefined : FASTMCP_METHODS[name];
    if (!kind || skipTransparent(node.callee).type !== AST_NODE_TYPES.MemberExpression) return [];
    const config = site.object(node.arguments[0]);
    const member = objectProperty(config, kind.member);
    if (!member) return [];
    const fn = site.function(member.value);
    const isTool = name === 'addTool';
    return [
      {
        fn,
        shape: 'fastmcp',
        method: kind.method,
        toolName: isTool ? staticString(objectProperty(config, 'name')?.value) : null,
        annotations: isTool ? site.object(objectProperty(config, 'annotations')?.value) : null,
        contextParam: paramAt(fn, 1),
      },
    ];
  },
});
