/** SDK v1 and v2 `server.registerTool(name, config, cb)`, `registerPrompt(name, config, cb)`, `registerResource(name, uri, config, cb)`. */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { objectProperty, staticString } from '../../ast/origin.js';
import { argsThenContext, lastParamContext, SDK_V2_ROUND_TRIP } from './context.js';
import { defineFramework } from './types.js';

export default defineFramework({
  name: 'SDK registerTool / registerPrompt / registerResource',
  shapes: ['registerTool', 'registerPrompt', 'registerResource'],
  text: String.raw`register(?:Tool|Prompt|Resource)`,
  nodeTypes: [AST_NODE_TYPES.CallExpression],
  names: ['registerTool', 'registerPrompt', 'registerResource'],
  roundTrip: SDK_V2_ROUND_TRIP,
  register(node, site) {
    const { name } = site;
    const args = node.arguments;
    const last = args.at(-1);
    if (name === 'registerResource') {
      if (args.length < 4 || !last) return [];
      const fn = site.function(last);
      return [{ fn, shape: 'registerResource', method: 'resources/read', contextParam: lastParamContext(fn) }];
    }
    if (args.length < 3 || !last) return [];
    const fn = site.function(last);
    if (!fn) return [];
    const isTool = name === 'registerTool';
    const config = site.object(args[1]);
    const hasArgs = config ? objectProperty(config, isTool ? 'inputSchema' : 'argsSchema') !== null : null;
    return [
      {
        fn,
        shape: isTool ? 'registerTool' : 'registerPrompt',
        method: isTool ? 'tools/call' : 'prompts/get',
        toolName: isTool ? staticString(args[0]) : null,
        annotations: isTool ? site.object(objectProperty(config, 'annotations')?.value) : null,
        contextParam: argsThenContext(fn, hasArgs),
      },
    ];
  },
});
