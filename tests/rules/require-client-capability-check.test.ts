import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/require-client-capability-check.js';
import { markedInvalid } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { CLIENT_CAPABILITIES_META_KEY, McpServer, inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
`;
const V1 = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
`;
const tool = (body: string) => `${V2}server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
${body}
});`;
const v1Tool = (body: string) => `${V1}server.registerTool('t', { inputSchema: s }, async (args, extra) => {
${body}
});`;

const SAMPLE = `inputRequired.createMessage({ messages: [], maxTokens: 10 })`;
const ASK_SAMPLE = `  return inputRequired({ inputRequests: { s: ${SAMPLE} } });`;
const V2_HOW = '`ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]`';
const V1_HOW = '`server.server.getClientCapabilities()`';
const FASTMCP_HOW = '`session.clientCapabilities`';
/** mcp-framework keeps the server private: the message asks for a fallback on failure. */
const MCP_FRAMEWORK = null;

const WHAT = { sampling: 'sampling', roots: 'roots', url: 'elicitation (URL mode)', form: 'elicitation (form mode)' } as const;
type Kind = keyof typeof WHAT;

/** What the messages say happens without the capability: a returned question is rejected by the SDK, a pushed request fails. */
const QUESTION_FAILS =
  'The SDK checks every question against the capabilities the request declares and answers a client without it with the error -32021 (MissingRequiredClientCapability): the call fails instead of being answered.';
const DEPRECATED_ROOTS = 'Take the paths as tool arguments, resource URIs or configuration instead';
const PUSH_FAILS = 'For clients without it the request fails, and the tool with it.';

function valid(name: string, code: string, options?: Options[0]): ValidTestCase<Options> {
  return options ? { name, code, options: [options] } : { name, code };
}

/**
 * Each `/*!*\/` marks the start of one reported request; `expected` gives its callee text (null: a request literal),
 * its kind, and the handler the message names when it is not the one the request is written in.
 */
function invalid(
  name: string,
  marked: string,
  expected: { request: string | null; kind: Kind; handler?: string; push?: boolean }[],
  how: string | null = V2_HOW,
  options?: Options[0],
): InvalidTestCase<MessageIds, Options> {
  return markedInvalid(
    name,
    marked,
    expected,
    ({ request, kind, handler = 'this handler', push }, position) => ({
      messageId: 'uncheckedCapability' as const,
      ...position,
      data: {
        request: request === null ? 'This request' : `\`${request}()\``,
        what: WHAT[kind],
        handler,
        failure: (push ?? !(request === null || request.includes('inputRequired.'))) ? PUSH_FAILS : QUESTION_FAILS,
        fix: how === null
          ? 'mcp-framework does not show tools the declaration: catch the request\'s error and fall back.'
          : `Read ${how} and give the handler a branch for clients without \`${kind === 'url' || kind === 'form' ? 'elicitation' : kind}\`: do the work another way, or answer that it needs a client that supports it.`,
      },
    }),
    { options: options ? ([options] as Options) : undefined },
  );
}

runRuleTests('require-client-capability-check', rule, {
  valid: [
    // Valid because it is the SDK's conformance fixture: each kind is asked only when the envelope declares it.
    valid('everything-server capability-aware tool', tool(`  if (ctx.mcpReq.inputResponses !== undefined) return { content: [] };
  const declared = ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY];
  const inputRequests = {};
  if (declared?.sampling !== undefined) inputRequests.greeting = ${SAMPLE};
  if (declared?.roots !== undefined) inputRequests.client_roots = inputRequired.listRoots();
  return inputRequired({ inputRequests });`)),
    // Valid because form-mode elicitation needs no check by default (see the rule's doc).
    valid('form elicitation', tool(`  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } }) } });`)),
    // Valid because a literal elicitation without `mode: 'url'` is form mode.
    valid('literal form elicitation', tool(`  return { resultType: 'input_required', inputRequests: { ok: { method: 'elicitation/create', params: { message: 'Sure?', requestedSchema: {} } } } };`)),
    // Valid because push-style form elicitation is form mode too.
    valid('push form elicitation', v1Tool(`  await server.server.elicitInput({ message: 'Sure?', requestedSchema: {} });\n  return { content: [] };`)),
    // Valid because the registration only happens when the client declared sampling (modelcontextprotocol/servers everything).
    valid('registered under a capability test', `${V1}export const register = (server) => {
  const clientCapabilities = server.server.getClientCapabilities() || {};
  const clientSupportsSampling = clientCapabilities.sampling !== undefined;
  if (clientSupportsSampling) {
    server.registerTool('sample', {}, async (args, extra) => {
      const request = { method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } };
      return { content: [{ type: 'text', text: JSON.stringify(await extra.sendRequest(request, Schema)) }] };
    });
  }
};`),
    // Valid because the registering function returns early when roots are not declared.
    valid('early return before the registration', `${V1}export function register(server) {
  if (!server.server.getClientCapabilities()?.roots) return;
  server.registerTool('roots', {}, async () => ({ content: [{ type: 'text', text: JSON.stringify(await server.server.listRoots()) }] }));
}`),
    // Valid because `&&` runs the registration only with the capability.
    valid('registration behind &&', `${V1}server.server.getClientCapabilities()?.sampling && server.registerTool('s', {}, async () => {
  await server.server.createMessage({ messages: [], maxTokens: 5 });
  return { content: [] };
});`),
    // Valid because the handler reads the v1 accessor before asking.
    valid('v1 accessor in the handler', v1Tool(`  if (!server.server.getClientCapabilities()?.sampling) return { content: [{ type: 'text', text: 'no sampling' }], isError: true };
  const result = await server.server.createMessage({ messages: [], maxTokens: 5 });
  return { content: [] };`)),
    // Valid because the raw `_meta` key is read (conformance everything-server, low-level handler).
    valid('raw _meta key in a low-level handler', `${V1}import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const caps = request.params._meta?.['io.modelcontextprotocol/clientCapabilities'];
  if (!caps?.roots) return { content: [] };
  return { resultType: 'input_required', inputRequests: { roots: { method: 'roots/list' } } };
});`),
    // Valid because a same-file helper the handler calls reads the capabilities.
    valid('helper reads the capabilities', `${V2}function supportsSampling(ctx) {
  return ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]?.sampling !== undefined;
}
server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
  if (!supportsSampling(ctx)) return { content: [] };
${ASK_SAMPLE}
});`),
    // Valid because the capability object is destructured with the SDK constant as a computed key.
    valid('destructured with the constant', tool(`  const { [CLIENT_CAPABILITIES_META_KEY]: caps } = ctx.mcpReq.envelope ?? {};
  if (!caps?.roots) return { content: [] };
  return inputRequired({ inputRequests: { r: inputRequired.listRoots() } });`)),
    // Valid because the conditional return reads the declaration.
    valid('conditional on the declaration', tool(`  return ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]?.sampling
    ? inputRequired({ inputRequests: { s: ${SAMPLE} } })
    : { content: [{ type: 'text', text: 'no sampling' }] };`)),
    // Valid because fastmcp exposes the declaration on the session.
    valid('fastmcp session.clientCapabilities', `import { FastMCP } from 'fastmcp';
const fast = new FastMCP({ name: 'f', version: '1' });
fast.addTool({ name: 't', execute: async (args, { session }) => {
  if (!session.clientCapabilities?.sampling) return 'no sampling';
  return String(await session.requestSampling({ messages: [], maxTokens: 10 }));
} });`),
    // Valid because a chat client's createMessage is not an MCP request.
    valid('chat client createMessage', tool(`  await chat.createMessage({ text: 'hi' });\n  return { content: [] };`)),
    // Valid because a repository's listRoots is not an MCP request.
    valid('repository listRoots', tool(`  const roots = await repo.listRoots();\n  return { content: [] };`)),
    // Valid because requests outside handlers are no handler's (filesystem server's oninitialized).
    valid('listRoots in oninitialized', `${V1}server.server.oninitialized = async () => {
  const response = await server.server.listRoots();
  console.log(response.roots);
};`),
    // Valid because a request literal of another method needs no client capability.
    valid('tools/list literal', tool(`  await ctx.mcpReq.send({ method: 'ping' });\n  const m = { method: 'tools/list' };\n  return { content: [] };`)),
    // Valid because no handler calls the helper that builds the request.
    valid('helper no handler calls', `${V2}export function askRoots() {
  return inputRequired({ inputRequests: { r: inputRequired.listRoots() } });
}`),
    // Valid because xmcp tools reach the request `_meta` through `extra`, and this one reads the key.
    valid('xmcp tool reading the key', `import { inputRequired } from 'xmcp';
export const schema = {};
export default async function tool(params, extra) {
  if (!extra._meta?.['io.modelcontextprotocol/clientCapabilities']?.sampling) return 'no sampling';
  return String(await extra.sample({ messages: [], maxTokens: 10 }));
}`),
    // Valid because an mcp-framework tool that reads the accessor may ask.
    valid('mcp-framework tool reading the accessor', `import { MCPTool } from 'mcp-framework';
class Ask extends MCPTool {
  name = 'ask';
  async execute() {
    if (!this.server.getClientCapabilities()?.sampling) return 'no sampling';
    return String(await this.samplingRequest({ messages: [], maxTokens: 10 }));
  }
}`),
    // Valid because `elicitUrl` on something other than `this` or the SDK builder is not an MCP request.
    valid('unrelated elicitUrl', tool(`  await auth.elicitUrl('https://example.com');\n  return { content: [] };`)),
    // Valid because the option is off: form elicitation through the SDK builder.
    // Valid because deprecated requests are reported only with `checkDeprecatedRequests` (on in `strict`).
    valid('sampling asked after a check, option off', tool(`  if (!ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]?.sampling) return { content: [] };
${ASK_SAMPLE}`)),
    // Valid because a request built outside any handler (the SDK's own `inputRequired.createMessage` builds this
    // literal; client tests hold them as fixtures) asks no client of this server.
    valid(
      'deprecated request literal outside any handler',
      `export function createMessage(params: object) { return { method: 'sampling/createMessage', params }; }
export const fixture = { resultType: 'input_required', inputRequests: { r: { method: 'roots/list' } } };`,
      { checkFormElicitation: false, checkDeprecatedRequests: true },
    ),
    valid('form elicitation with the option off', tool(`  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'x', requestedSchema: {} }) } });`), { checkFormElicitation: false }),
    // Valid because with the option on, a checked form elicitation passes.
    valid('checked form elicitation with the option on', tool(`  if (!ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]?.elicitation) return { content: [] };
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'x', requestedSchema: {} }) } });`), { checkFormElicitation: true }),
    // Valid because a push-style request whose failure is caught falls back on its own.
    valid('push request in try/catch', v1Tool(`  try {
    const { roots } = await server.server.listRoots();
    return { content: [{ type: 'text', text: JSON.stringify(roots) }] };
  } catch {
    return { content: [{ type: 'text', text: 'roots are not available' }] };
  }`)),
    // Valid because the sampling request sent with `ctx.mcpReq.send` falls back in its catch (SDK conformance fixture).
    valid('sent literal in try/catch', tool(`  try {
    const result = await ctx.mcpReq.send({ method: 'sampling/createMessage', params: { messages: [], maxTokens: 100 } });
    return { content: [{ type: 'text', text: String(result) }] };
  } catch (error) {
    return { content: [{ type: 'text', text: 'Sampling not supported' }] };
  }`)),
    // Valid because the request held in a const is sent inside the try.
    valid('request const sent in try/catch', v1Tool(`  const request = { method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } };
  try {
    return { content: [{ type: 'text', text: String(await extra.sendRequest(request, Schema)) }] };
  } catch {
    return { content: [] };
  }`)),
    // Valid because methods inherited from Object are not capability-bound requests.
    valid('Object.prototype members', tool(`  const a = config.constructor(); const b = server.toString(); const c = x.valueOf();
  return inputRequired({ inputRequests: {} });`)),
    // Valid because mcp-framework's getRoots() answers [] when the client cannot list roots.
    valid('mcp-framework getRoots', `import { MCPTool } from 'mcp-framework';
class Files extends MCPTool {
  name = 'files';
  async execute(input) {
    const roots = await this.getRoots();
    return roots.length > 0 ? 'scoped' : 'unscoped';
  }
}`),
    // Valid because mcp-framework tools cannot read the capabilities, and this one catches the failure.
    valid('mcp-framework request in try/catch', `import { MCPTool } from 'mcp-framework';
class Ask extends MCPTool {
  name = 'ask';
  async execute() {
    try { return String(await this.samplingRequest({ messages: [], maxTokens: 10 })); } catch { return 'no sampling'; }
  }
}`),
    // Valid because a file without the relevant words is skipped.
    valid('no relevant words', `${V2}server.registerTool('t', {}, async () => ({ content: [] }));`),
  ],
  invalid: [
    // Invalid because it is the SDK fixture that drives -32021: sampling asked without reading the declaration.
    invalid('everything-server test_missing_capability', tool(`  if (ctx.mcpReq.inputResponses?.['llm_answer'] === undefined) {
    return inputRequired({ inputRequests: { llm_answer: /*!*/inputRequired.createMessage({ messages: [], maxTokens: 16 }) } });
  }
  return { content: [] };`), [{ request: 'inputRequired.createMessage', kind: 'sampling' }]),
    // Invalid because roots are asked without a check.
    invalid('inputRequired.listRoots', tool(`  return inputRequired({ inputRequests: { r: /*!*/inputRequired.listRoots() } });`), [{ request: 'inputRequired.listRoots', kind: 'roots' }]),
    // Invalid because URL-mode elicitation needs `elicitation.url`.
    invalid('inputRequired.elicitUrl', tool(`  return inputRequired({ inputRequests: { auth: /*!*/inputRequired.elicitUrl({ message: 'Sign in', url: 'https://example.com' }) } });`), [
      { request: 'inputRequired.elicitUrl', kind: 'url' },
    ]),
    // Invalid because a hand-built embedded sampling request needs the capability too.
    invalid('literal embedded sampling', tool(`  return { resultType: 'input_required', inputRequests: { s: /*!*/{ method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } } } };`), [
      { request: null, kind: 'sampling' },
    ]),
    // Invalid because a literal URL-mode elicitation needs `elicitation.url`.
    invalid('literal URL elicitation', tool(`  return { resultType: 'input_required', inputRequests: { a: /*!*/{ method: 'elicitation/create', params: { mode: 'url', message: 'Sign in', url: 'https://x' } } } };`), [
      { request: null, kind: 'url' },
    ]),
    // Invalid because a low-level handler embeds roots without reading `_meta`.
    invalid('low-level handler literal roots', `${V1}import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
  return { resultType: 'input_required', inputRequests: { roots: /*!*/{ method: 'roots/list' } } };
});`, [{ request: null, kind: 'roots' }], V1_HOW),
    // Invalid because v1 push-style sampling fails against clients without sampling.
    invalid('v1 server.server.createMessage', v1Tool(`  const result = await /*!*/server.server.createMessage({ messages: [], maxTokens: 5 });\n  return { content: [] };`), [
      { request: 'server.server.createMessage', kind: 'sampling' },
    ], V1_HOW),
    // Invalid because v1 push-style roots fail against clients without roots.
    invalid('v1 server.server.listRoots', v1Tool(`  const { roots } = await /*!*/server.server.listRoots();\n  return { content: [] };`), [{ request: 'server.server.listRoots', kind: 'roots' }], V1_HOW),
    // Invalid because a request object sent with sendRequest is a sampling request (servers everything, unguarded).
    invalid('v1 extra.sendRequest literal', v1Tool(`  const request = /*!*/{ method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } };
  const result = await extra.sendRequest(request, Schema);
  return { content: [] };`), [{ request: null, kind: 'sampling', push: true }], V1_HOW),
    // Invalid because v1 push-style URL elicitation needs `elicitation.url`.
    invalid('v1 elicitInput url mode', v1Tool(`  await /*!*/server.server.elicitInput({ mode: 'url', message: 'Sign in', url: 'https://x', elicitationId: 'e' });\n  return { content: [] };`), [
      { request: 'server.server.elicitInput', kind: 'url' },
    ], V1_HOW),
    // Invalid because the v2 push-style sampling call needs the capability (and throws on 2026 requests besides).
    invalid('ctx.mcpReq.requestSampling', tool(`  const r = await /*!*/ctx.mcpReq.requestSampling({ messages: [], maxTokens: 5 });\n  return { content: [] };`), [
      { request: 'ctx.mcpReq.requestSampling', kind: 'sampling' },
    ]),
    // Invalid because the v2 push-style URL elicitation needs `elicitation.url`.
    invalid('ctx.mcpReq.elicitInput url mode', tool(`  await /*!*/ctx.mcpReq.elicitInput({ mode: 'url', message: 'Sign in', url: 'https://x', elicitationId: 'e' });\n  return { content: [] };`), [
      { request: 'ctx.mcpReq.elicitInput', kind: 'url' },
    ]),
    // Invalid because `mcpReq` destructured from the context is the same request object.
    invalid('destructured mcpReq.elicitInput url mode', tool(`  const { mcpReq } = ctx;\n  await /*!*/mcpReq.elicitInput({ mode: 'url', message: 'Sign in', url: 'https://x', elicitationId: 'e' });\n  return { content: [] };`), [
      { request: 'mcpReq.elicitInput', kind: 'url' },
    ]),
    // Invalid because fastmcp's session sampling needs the capability.
    invalid('fastmcp session.requestSampling', `import { FastMCP } from 'fastmcp';
const fast = new FastMCP({ name: 'f', version: '1' });
fast.addTool({ name: 't', execute: async (args, { session }) => String(await /*!*/session.requestSampling({ messages: [], maxTokens: 10 })) });`, [
      { request: 'session.requestSampling', kind: 'sampling' },
    ], FASTMCP_HOW),
    // Invalid because mcp-framework's helpers send sampling, roots and URL elicitation requests.
    invalid('mcp-framework helpers', `import { MCPTool } from 'mcp-framework';
class Ask extends MCPTool {
  name = 'ask';
  async execute() {
    const answer = await /*!*/this.samplingRequest({ messages: [], maxTokens: 10 });
    await /*!*/this.elicitUrl('Sign in', 'https://x');
    return 'done';
  }
}`, [
      { request: 'this.samplingRequest', kind: 'sampling' },
      { request: 'this.elicitUrl', kind: 'url' },
    ], MCP_FRAMEWORK),
    // Invalid because xmcp's `extra.sample` sends a sampling request.
    invalid('xmcp extra.sample', `import { inputRequired } from 'xmcp';
export const schema = {};
export default async function tool(params, extra) {
  return String(await /*!*/extra.sample({ messages: [], maxTokens: 10 }));
}`, [{ request: 'extra.sample', kind: 'sampling' }]),
    // Invalid because the helper that builds the question runs for a handler that never checks (reported in the helper).
    invalid('helper builds the question', `${V2}function askSummary(text) {
  return inputRequired({ inputRequests: { summary: /*!*/inputRequired.createMessage({ messages: [text], maxTokens: 50 }) } });
}
server.registerTool('t', { inputSchema: s }, async ({ text }, ctx) => {
  if (!ctx.mcpReq.inputResponses) return askSummary(text);
  return { content: [] };
});`, [{ request: 'inputRequired.createMessage', kind: 'sampling', handler: 'the handler registered on line 6' }]),
    // Invalid because the module-level read (as in the filesystem server) does not guard this registration.
    invalid('read elsewhere in the module', `${V1}server.server.oninitialized = async () => {
  if (server.server.getClientCapabilities()?.roots) await server.server.listRoots();
};
server.registerTool('list_roots', {}, async () => {
  const { roots } = await /*!*/server.server.listRoots();
  return { content: [{ type: 'text', text: JSON.stringify(roots) }] };
});`, [{ request: 'server.server.listRoots', kind: 'roots' }], V1_HOW),
    // Invalid because another handler's check does not cover this one.
    invalid('check in a different handler', `${V2}server.registerTool('a', {}, async (ctx) => {
  if (!ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]?.roots) return { content: [] };
  return inputRequired({ inputRequests: { r: inputRequired.listRoots() } });
});
server.registerTool('b', {}, async (ctx) => inputRequired({ inputRequests: { r: /*!*/inputRequired.listRoots() } }));`, [
      { request: 'inputRequired.listRoots', kind: 'roots' },
    ]),
    // Invalid because a question literal returned in a try is refused after the handler returns.
    invalid('embedded literal in try', tool(`  try {
    return { resultType: 'input_required', inputRequests: { s: /*!*/{ method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } } } };
  } catch {
    return { content: [] };
  }`), [{ request: null, kind: 'sampling' }]),
    // Invalid because a catch that rethrows is no fallback.
    invalid('try/catch that rethrows', v1Tool(`  try {
    await /*!*/server.server.createMessage({ messages: [], maxTokens: 5 });
  } catch (error) {
    throw new Error('sampling failed');
  }
  return { content: [] };`), [{ request: 'server.server.createMessage', kind: 'sampling' }], V1_HOW),
    // Invalid because try/catch does not help a returned question: the SDK refuses it after the handler returns.
    invalid('returned question in try/catch', tool(`  try {
    return inputRequired({ inputRequests: { r: /*!*/inputRequired.listRoots() } });
  } catch {
    return { content: [] };
  }`), [{ request: 'inputRequired.listRoots', kind: 'roots' }]),
    // Invalid because every unchecked request is reported.
    invalid('several requests', tool(`  return inputRequired({ inputRequests: {
    s: /*!*/inputRequired.createMessage({ messages: [], maxTokens: 5 }),
    r: /*!*/inputRequired.listRoots(),
    ok: inputRequired.elicit({ message: 'x', requestedSchema: {} }),
  } });`), [
      { request: 'inputRequired.createMessage', kind: 'sampling' },
      { request: 'inputRequired.listRoots', kind: 'roots' },
    ]),
    // Invalid because with `checkFormElicitation` form mode needs a check too.
    invalid('form elicitation with the option on', tool(`  return inputRequired({ inputRequests: { ok: /*!*/inputRequired.elicit({ message: 'x', requestedSchema: {} }) } });`), [
      { request: 'inputRequired.elicit', kind: 'form' },
    ], V2_HOW, { checkFormElicitation: true }),
    // Invalid because requests built in a loop callback still run for the handler.
    invalid('request inside a callback', tool(`  const inputRequests = Object.fromEntries(files.map((f) => [f, /*!*/inputRequired.createMessage({ messages: [f], maxTokens: 5 })]));
  return inputRequired({ inputRequests });`), [{ request: 'inputRequired.createMessage', kind: 'sampling' }]),
    // Invalid because the namespace import is the SDK builder too.
    invalid('namespace import', `import * as mcp from '@modelcontextprotocol/server';
const server = new mcp.McpServer({ name: 's', version: '1' });
server.registerTool('t', {}, async (ctx) => mcp.inputRequired({ inputRequests: { r: /*!*/mcp.inputRequired.listRoots() } }));`, [
      { request: 'mcp.inputRequired.listRoots', kind: 'roots' },
    ]),
    // Invalid (checkDeprecatedRequests) because SEP-2577 deprecates sampling and roots: each asked question is told
    // the alternative, even where the capability is checked first; URL elicitation and push-style sampling are not.
    markedInvalid(
      'deprecated sampling and roots in inputRequests',
      tool(`  const declared = ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY];
  if (!declared?.sampling || !declared.roots || !declared.elicitation?.url) return { content: [] };
  if (args.push) await ctx.mcpReq.requestSampling({ messages: [], maxTokens: 5 });
  if (args.url) return inputRequired({ inputRequests: { u: inputRequired.elicitUrl({ message: 'Sign in', url: 'https://x' }) } });
  if (args.literal) return inputRequired({ inputRequests: { l: /*!*/{ method: 'roots/list' } } });
  return inputRequired({ inputRequests: { s: /*!*/${SAMPLE}, r: /*!*/inputRequired.listRoots() } });`),
      [
        { request: 'This request', what: 'roots', alternative: DEPRECATED_ROOTS },
        { request: '`inputRequired.createMessage()`', what: 'sampling', alternative: "Call your LLM provider's API from the server instead" },
        { request: '`inputRequired.listRoots()`', what: 'roots', alternative: DEPRECATED_ROOTS },
      ],
      (data, position) => ({ messageId: 'deprecatedRequest' as const, ...position, data }),
      { options: [{ checkFormElicitation: false, checkDeprecatedRequests: true }] as Options },
    ),
  ],
});
