/** SDK v1 variadic `server.tool(name, [description], [schema], [annotations], cb)`, `prompt(...)`, `resource(...)`. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { memberName, propertyKeyName, skipTransparent, staticString } from '../../ast/origin.js';
import { argsThenContext, lastParamContext } from './context.js';
import { defineFramework } from './types.js';

const ANNOTATION_KEYS = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);

/**
 * The middle arguments carry no names: an object whose keys are all annotation hints, with literal values, is
 * the annotations (a parameter shape `{ title: z.string() }` has a schema as its value).
 */
function isAnnotationsObject(object: TSESTree.ObjectExpression): boolean {
  if (object.properties.length === 0) return false;
  return object.properties.every((property) => {
    if (property.type !== AST_NODE_TYPES.Property) return false;
    const key = propertyKeyName(property);
    const value = skipTransparent(property.value);
    return key !== null && ANNOTATION_KEYS.has(key) && (value.type === AST_NODE_TYPES.Literal || value.type === AST_NODE_TYPES.TemplateLiteral);
  });
}

/** A first argument that names a tool: a string, a variable, or the `name` of a definition (`tool.name` in a loop over a table). */
function isToolName(first: TSESTree.Node): boolean {
  const inner = skipTransparent(first);
  if (staticString(inner) !== null || inner.type === AST_NODE_TYPES.Identifier) return true;
  return inner.type === AST_NODE_TYPES.MemberExpression && memberName(inner) === 'name';
}

export default defineFramework({
  name: 'SDK v1 tool / prompt / resource',
  shapes: ['tool', 'prompt', 'resource'],
  text: String.raw`\.\s*(?:tool|prompt|resource)\s*\(`,
  nodeTypes: [AST_NODE_TYPES.CallExpression],
  names: ['tool', 'prompt', 'resource'],
  // SDK v2 dropped the variadic forms, and SDK v1 handlers cannot ask.
  roundTrip: null,
  register(node, site) {
    const { name } = site;
    // A name first, the callback last.
    const args = node.arguments;
    const first = args[0];
    const last = args.at(-1);
    if (args.length < 2 || !first || !last || !isToolName(first)) return [];
    const fn = site.function(last);
    if (!fn) return [];
    if (name === 'resource') return [{ fn, shape: 'resource', method: 'resources/read', contextParam: lastParamContext(fn) }];
    const isTool = name === 'tool';
    const middle = args.slice(1, -1).map((argument) => site.object(argument));
    const annotations = middle.find((object) => object !== null && isAnnotationsObject(object)) ?? null;
    const hasArgs = middle.some((object) => object !== null && !isAnnotationsObject(object));
    return [
      {
        fn,
        shape: isTool ? 'tool' : 'prompt',
        method: isTool ? 'tools/call' : 'prompts/get',
        toolName: isTool ? staticString(first) : null,
        annotations: isTool ? annotations : null,
        contextParam: argsThenContext(fn, hasArgs),
      },
    ];
  },
});
