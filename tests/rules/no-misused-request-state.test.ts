import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule from '../../rules/no-misused-request-state.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
`;
const tool = (body: string) => `${V2}server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
${body}
});`;
const XMCP = `import { inputRequired } from 'xmcp';
export const schema = {};
`;

/** Where the suggestion inserts `()`; each report's accessor ends at one of these, in order. */
const CALL = '/*)*/';

function valid(name: string, code: string, settings?: Record<string, unknown>): ValidTestCase<[]> {
  return settings ? { name, code, settings } : { name, code };
}

/**
 * `/*!*\/` marks where each report starts and `/*)*\/` where its accessor ends (the suggestion adds `()` there).
 * `name` is the accessor as the message names it.
 */
function invalid(name: string, marked: string, names: string[], settings?: Record<string, unknown>): InvalidTestCase<'accessorUsedAsValue' | 'callAccessor', []> {
  const parts = marked.split(CALL);
  if (parts.length - 1 !== names.length) throw new Error(`${name}: ${parts.length - 1} call marks, ${names.length} names`);
  const { code, positions } = markers(parts.join(''));
  const outputs = names.map((_, index) => markers(parts.map((part, i) => (i === index ? `${part}()` : part)).join('')).code);
  return {
    name,
    code,
    ...(settings ? { settings } : {}),
    errors: positions.map((position, index) => ({
      messageId: 'accessorUsedAsValue',
      ...position,
      suggestions: [{ messageId: 'callAccessor', data: { name: names[index] as string }, output: outputs[index] as string }],
    })),
  };
}

runRuleTests('no-misused-request-state', rule, {
  valid: [
    // Valid because the accessor is called.
    valid('called', tool(`  const state = ctx.mcpReq.requestState();\n  if (state) return { content: [] };\n  return { content: [] };`)),
    // Valid because a typed call is a call.
    valid('typed call', tool(`  const state = ctx.mcpReq.requestState<{ step: number }>();\n  return { content: [{ type: 'text', text: String(state?.step) }] };`)),
    // Valid because an optional call is a call.
    valid('optional call', tool(`  if (ctx.mcpReq.requestState?.()) return { content: [] };\n  return { content: [] };`)),
    // Valid because typeof checks the function itself, on purpose.
    valid('typeof check', tool(`  if (typeof ctx.mcpReq.requestState === 'function') return { content: [] };\n  return { content: [] };`)),
    // Valid because passing the accessor to a helper hands over the function, which the helper may call.
    valid('passed to a helper', tool(`  const state = readState(ctx.mcpReq.requestState);\n  return { content: [] };`)),
    // Valid because .call() calls it.
    valid('Function.prototype.call', tool(`  const state = ctx.mcpReq.requestState.call(ctx.mcpReq);\n  return { content: [] };`)),
    // Valid because the destructured accessor is called.
    valid('destructured and called', tool(`  const { requestState } = ctx.mcpReq;\n  if (requestState()) return { content: [] };\n  return { content: [] };`)),
    // Valid because the alias is called.
    valid('alias called', tool(`  const read = ctx.mcpReq.requestState;\n  if (read()) return { content: [] };\n  return { content: [] };`)),
    // Valid because SDK v1 passes requestState as a plain string: truthiness is right there.
    valid('v1 raw string', `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  if (request.params.requestState) return { content: [] };
  return { content: [] };
});`),
    // Valid because request params are not the accessor, even in a v2 file.
    valid('v2 request params', `${V2}server.server.setRequestHandler('tools/call', async (request, ctx) => {
  if (request.params.requestState) return { content: [] };
  return { content: [] };
});`),
    // Valid because a result's requestState property is a value the handler sets.
    valid('result property', tool(`  return inputRequired({ requestState: await codec.mint({ step: 1 }) });`)),
    // Valid because the server option requestState.verify is configuration.
    valid('server option', `import { McpServer, createRequestStateCodec } from '@modelcontextprotocol/server';
const codec = createRequestStateCodec({ key });
export const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
if (server.options?.requestState) console.log('configured');`),
    // Valid because a file with no MCP import is of unknown era: the accessor shape is not known.
    valid('unknown era', `export function handle(ctx) { if (ctx.mcpReq.requestState) return 1; return 0; }`),
    // Valid because a v2 file told to lint as 2025-11-25 does not have the accessor.
    valid('settings say 2025', tool(`  if (ctx.mcpReq.requestState) return { content: [] };\n  return { content: [] };`), { mcp: { protocol: '2025-11-25' } }),
    // Valid because xmcp's accessor is called.
    valid('xmcp called', `${XMCP}export default async function tool(params, extra) {
  const state = extra.requestState();
  return state ? 'again' : 'first';
}`),
    // Valid because a helper handed the context but whose result the tool does not return is not a handler.
    valid('xmcp helper parameter, result not returned', `${XMCP}function helper(extra) { return extra.requestState ? 1 : 0; }
export default async function tool(params, extra) { const n = helper(extra); return { content: [{ type: 'text', text: String(n) }] }; }`),
    // Valid because returning the accessor hands it over.
    valid('returned accessor', tool(`  return ctx.mcpReq.requestState;`)),
    // Valid because another object's requestState property is not the accessor.
    valid('other object', tool(`  if (config.requestState) return { content: [] };\n  return { content: [] };`)),
    // Valid because fastmcp contexts are not xmcp contexts.
    valid('fastmcp context', `import { FastMCP } from 'fastmcp';
import { inputRequired } from '@modelcontextprotocol/server';
fast.addTool({ name: 't', execute: async (args, context) => (context.requestState ? 'a' : 'b') });`),
    // Valid because storing the accessor on an object keeps the function for later calls.
    valid('stored on an object', tool(`  holder.read = ctx.mcpReq.requestState;\n  return { content: [] };`)),
    // Valid because the parsed value of a called accessor is fine.
    valid('JSON.parse of the called accessor', tool(`  const raw = ctx.mcpReq.requestState<string>();\n  const state = raw ? JSON.parse(raw) : undefined;\n  return { content: [] };`)),
    // Valid because a file without the word is skipped.
    valid('no requestState', `import { McpServer } from '@modelcontextprotocol/server';\nexport const x = 1;`),
    // Valid because an xmcp tool without any import still calls its accessor here.
    valid('xmcp tool without imports, accessor called', `export const schema = {};
export default async function tool(params, extra) {
  const state = extra.requestState() ?? {};
  return JSON.stringify(state);
}`),
    // Valid because a file declared 2025-era by settings is not checked, xmcp shape or not.
    valid('xmcp tool without imports, settings say 2025', `export const schema = {};
export default async function tool(params, extra) { return extra.requestState ?? {}; }`, { mcp: { protocol: '2025-11-25' } }),
  ],
  invalid: [
    // Invalid because a function is always truthy: the first round never runs its branch.
    // Invalid because the tool returns what the helper returns: the helper answers the request, and its `extra` is the xmcp context.
    invalid('xmcp helper the tool forwards to', `${XMCP}function helper(extra) { return /*!*/extra.requestState/*)*/ ? 1 : 0; }
export default async function tool(params, extra) { return helper(extra); }`, ['extra.requestState']),
    invalid('if test', tool(`  if (/*!*/ctx.mcpReq.requestState/*)*/) return { content: [] };\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because !function is always false.
    invalid('negated test', tool(`  if (!/*!*/ctx.mcpReq.requestState/*)*/) return inputRequired({ requestState: 's' });\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because a function never equals undefined.
    invalid('comparison with undefined', tool(`  if (/*!*/ctx.mcpReq.requestState/*)*/ === undefined) return inputRequired({ requestState: 's' });\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because `!= null` is always true for a function.
    invalid('loose comparison with null', tool(`  const resumed = /*!*/ctx.mcpReq.requestState/*)*/ != null;\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because JSON.parse gets the function, not the string.
    invalid('JSON.parse argument', tool(`  const state = JSON.parse(/*!*/ctx.mcpReq.requestState/*)*/);\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because Buffer.from gets the function.
    invalid('Buffer.from argument', tool(`  const state = Buffer.from(/*!*/ctx.mcpReq.requestState/*)*/, 'base64').toString();\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because atob gets the function.
    invalid('atob argument', tool(`  const state = atob(/*!*/ctx.mcpReq.requestState/*)*/);\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because a codec's verify gets the function.
    invalid('codec verify argument', tool(`  const state = await codec.verify(/*!*/ctx.mcpReq.requestState/*)*/);\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because a template literal prints the function's source.
    invalid('template literal', tool(`  return { content: [{ type: 'text', text: \`state: \${/*!*/ctx.mcpReq.requestState/*)*/}\` }] };`), ['ctx.mcpReq.requestState']),
    // Invalid because string concatenation prints the function's source.
    invalid('concatenation', tool(`  return { content: [{ type: 'text', text: 'state: ' + /*!*/ctx.mcpReq.requestState/*)*/ }] };`), ['ctx.mcpReq.requestState']),
    // Invalid because spreading a function copies nothing.
    invalid('spread', tool(`  const state = { .../*!*/ctx.mcpReq.requestState/*)*/ };\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because the function has no `.step`.
    invalid('property read', tool(`  const step = /*!*/ctx.mcpReq.requestState/*)*/.step;\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because ?? never falls back: a function is not nullish.
    invalid('nullish fallback', tool(`  const state = /*!*/ctx.mcpReq.requestState/*)*/ ?? { step: 0 };\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because the ?: test is always true.
    invalid('conditional test', tool(`  return /*!*/ctx.mcpReq.requestState/*)*/ ? { content: [] } : inputRequired({ requestState: 's' });`), ['ctx.mcpReq.requestState']),
    // Invalid because && always continues.
    invalid('logical and', tool(`  /*!*/ctx.mcpReq.requestState/*)*/ && resume();\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because Boolean(function) is true.
    invalid('Boolean()', tool(`  const resumed = Boolean(/*!*/ctx.mcpReq.requestState/*)*/);\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because a type assertion does not turn the function into a string.
    invalid('through a type assertion', tool(`  const state = JSON.parse(/*!*/ctx.mcpReq.requestState/*)*/ as unknown as string);\n  return { content: [] };`), ['ctx.mcpReq.requestState']),
    // Invalid because optional chaining on mcpReq still yields the function.
    invalid('optional chain', tool(`  if (/*!*/ctx.mcpReq?.requestState/*)*/) return { content: [] };\n  return { content: [] };`), ['ctx.mcpReq?.requestState']),
    // Invalid because the destructured accessor is still a function.
    invalid('destructured from mcpReq', tool(`  const { requestState } = ctx.mcpReq;\n  if (/*!*/requestState/*)*/) return { content: [] };\n  return { content: [] };`), ['requestState']),
    // Invalid because destructuring in the parameter list gives the function too.
    invalid('destructured parameter', `${V2}server.registerTool('t', {}, async ({ mcpReq: { requestState } }) => (/*!*/requestState/*)*/ ? { content: [] } : inputRequired({ requestState: 's' })));`, ['requestState']),
    // Invalid because an alias of the accessor is the function.
    invalid('alias', tool(`  const state = ctx.mcpReq.requestState;\n  if (/*!*/state/*)*/) return { content: [] };\n  return { content: [] };`), ['state']),
    // Invalid because a destructured mcpReq holds the accessor.
    invalid('destructured mcpReq', tool(`  const { mcpReq } = ctx;\n  if (/*!*/mcpReq.requestState/*)*/) return { content: [] };\n  return { content: [] };`), ['mcpReq.requestState']),
    // Invalid because xmcp's extra.requestState is an accessor too.
    invalid('xmcp extra', `${XMCP}export default async function tool(params, extra) {
  if (!/*!*/extra.requestState/*)*/) return inputRequired({ requestState: 's' });
  return 'done';
}`, ['extra.requestState']),
    // Invalid because destructuring xmcp's context gives the accessor.
    invalid('xmcp destructured context', `${XMCP}export default async function tool(params, { requestState }) {
  return /*!*/requestState/*)*/ ? 'again' : 'first';
}`, ['requestState']),
    // Invalid because settings can declare a file with no imports 2026-era.
    invalid('settings say 2026', `export function handle(ctx) { if (/*!*/ctx.mcpReq.requestState/*)*/) return 1; return 0; }`, ['ctx.mcpReq.requestState'], { mcp: { protocol: '2026-07-28' } }),
    // Invalid because prompts get the same context.
    invalid('prompt handler', `${V2}server.registerPrompt('p', {}, async (ctx) => {
  const state = JSON.stringify(/*!*/ctx.mcpReq.requestState/*)*/);
  return { messages: [] };
});`, ['ctx.mcpReq.requestState']),
    // Invalid because mcp-handler re-exports SDK v2: the context is the same.
    invalid('mcp-handler file', `import { createMcpHandler } from 'mcp-handler';
export const handler = createMcpHandler((server) => {
  server.registerTool('t', {}, async (ctx) => (/*!*/ctx.mcpReq.requestState/*)*/ ? { content: [] } : { content: [] }));
});`, ['ctx.mcpReq.requestState']),
    // Invalid twice: two misuses of the same alias.
    invalid('alias used twice', tool(`  const state = ctx.mcpReq.requestState;\n  if (/*!*/state/*)*/ && /*!*/state/*)*/.step) return { content: [] };\n  return { content: [] };`), ['state', 'state']),
    // Invalid because an xmcp tool file needs no xmcp import (only zod here), and `?? {}` never falls back.
    invalid('xmcp tool without an xmcp import, nullish fallback', `import { z } from 'zod';
export const schema = { theme: z.string() };
export const metadata = { name: 'apply-theme' };
export default async function applyTheme({ theme }, extra) {
  const state = /*!*/extra.requestState/*)*/ ?? {};
  return state.step ? 'again' : theme;
}`, ['extra.requestState']),
    // Invalid because a default-exported arrow in a tool file is an xmcp tool too.
    invalid('xmcp arrow tool without imports, destructured accessor', `export const metadata = { name: 'step' };
export default async (params, { requestState }) => (/*!*/requestState/*)*/ ?? {}).step;`, ['requestState']),
  ],
});
