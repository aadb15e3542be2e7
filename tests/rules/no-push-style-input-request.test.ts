import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds } from '../../rules/no-push-style-input-request.js';
import { WITHHELD_REASONS, type WithheldReason } from '../../src/fixes/migrate.js';
import { markedInvalid } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer, Server, inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
`;
const tool = (body: string) => `${V2}server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
${body}
});`;
const XMCP = `import { inputRequired } from 'xmcp';
export const schema = {};
`;
const FORM = `{ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } }`;
/** A dual-era factory as the SDK's examples write it: the factory's `McpRequestContext` says which era it serves. */
const dualEra = (body: string) => `import { McpServer, inputRequired, isLegacyRequest, type McpRequestContext } from '@modelcontextprotocol/server';
export function buildServer(reqCtx: McpRequestContext): McpServer {
  const server = new McpServer({ name: 's', version: '1' });
${body}
  return server;
}`;
const ASK_2026 = `return inputRequired({ inputRequests: { ok: inputRequired.elicit(${FORM}) } });`;

function valid(name: string, code: string, settings?: Record<string, unknown>): ValidTestCase<[]> {
  return settings ? { name, code, settings } : { name, code };
}

interface Expected {
  method?: string;
  builder: string;
  endColumn?: number;
  /** The output of the migration offered for the report; none when absent (tests/fixes/migrate.test.ts has the cases). */
  migration?: string;
  /** Why the migration is withheld, when the case checks the reason the message gives. */
  withheld?: WithheldReason;
  /** What the reason adds for a request in a helper: the handlers that reach it. */
  reached?: string;
  /** The output of the suggestion to return the URL question a `UrlElicitationRequiredError` asks. */
  urlQuestion?: string;
}

/** Each `/*!*\/` marks the start of one reported call; `expected` gives each report's method, builder and migration. */
function invalid(name: string, marked: string, expected: Expected[], settings?: Record<string, unknown>): InvalidTestCase<MessageIds, []> {
  return markedInvalid(
    name,
    marked,
    expected,
    ({ method, builder, endColumn, migration, withheld, reached = '', urlQuestion }, position, code) => ({
      messageId: !method ? ('urlElicitationError' as const) : migration === undefined ? ('pushRequestWithheld' as const) : ('pushRequest' as const),
      ...position,
      ...(endColumn ? { endLine: position.line, endColumn } : {}),
      // A withheld migration's reason is checked where the case names it (tests/fixes/migrate.test.ts has them all).
      ...(!method
        ? { data: { builder } }
        : migration !== undefined
          ? { data: { call: calleeAt(code, position), method, builder } }
          : withheld
            ? { data: { call: calleeAt(code, position), method, builder, reason: WITHHELD_REASONS[withheld].message + reached } }
            : {}),
      suggestions:
        migration !== undefined
          ? [{ messageId: 'suggestMigrateToInputRequired' as const, output: migration }]
          : urlQuestion !== undefined
            ? [{ messageId: 'suggestReturnUrlQuestion' as const, output: urlQuestion }]
            : [],
    }),
    { settings },
  );
}

/** The callee text a report names: the code from the report's start to the call's `(`, as `callee()`. */
function calleeAt(code: string, position: { line: number; column: number }): string {
  const rest = (code.split('\n')[position.line - 1] as string).slice(position.column - 1);
  return `${rest.slice(0, rest.indexOf('(')).replace(/\?\.$/, '')}()`;
}

const ELICIT = { method: 'elicitation/create', builder: 'inputRequired.elicit' };
const ELICIT_URL = { method: 'elicitation/create', builder: 'inputRequired.elicitUrl' };
const SAMPLE = { method: 'sampling/createMessage', builder: 'inputRequired.createMessage' };
const ROOTS = { method: 'roots/list', builder: 'inputRequired.listRoots' };
const URL_ERROR = { builder: 'inputRequired.elicitUrl' };

runRuleTests('no-push-style-input-request', rule, {
  valid: [
    // Valid because the handler asks by returning input_required.
    valid('inputRequired builder', tool(`  return inputRequired({ inputRequests: { ok: inputRequired.elicit(${FORM}) } });`)),
    // Valid because SDK v1 files have only push-style requests, and they work there.
    valid('v1 file', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
server.tool('t', async (extra) => {
  await server.server.elicitInput(${FORM}, { relatedRequestId: extra.requestId });
  await extra.sendRequest({ method: 'elicitation/create', params: ${FORM} }, Schema);
  return { content: [] };
});`),
    // Valid because sendRequest on something that is not a handler's context is not the SDK's.
    valid('sendRequest of another object', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', {}, async (args, extra) => {
  await rpc.sendRequest({ method: 'elicitation/create', params: {} });
  const sendRequest = makeSender();
  await sendRequest({ method: 'roots/list' });
  return { content: [] };
});`, { mcp: { protocol: '2026-07-28' } }),
    // Valid because no handler calls the helper: outside any request it is no-unassociated-server-request's business.
    valid('server request in a helper no handler calls', `${V2}async function askOnStart(mcp) { await mcp.server.listRoots(); }
server.server.oninitialized = () => askOnStart(server);
class Base { async ask() { await this.mcp.server.listRoots(); } }`),
    // Valid because a file with no MCP import is of unknown era.
    valid('unknown era', `export async function handle(ctx) { return ctx.mcpReq.elicitInput({ message: 'x' }); }`),
    // Valid because settings can declare a v2 file as serving 2025-11-25.
    valid('settings say 2025', tool(`  await ctx.mcpReq.elicitInput(${FORM});\n  return { content: [] };`), { mcp: { protocol: '2025-11-25' } }),
    // Valid because ping is not an input request.
    valid('send ping', tool(`  await ctx.mcpReq.send({ method: 'ping' });\n  return { content: [] };`)),
    // Valid because a request object built elsewhere has no literal method to judge.
    valid('send a variable request', tool(`  await ctx.mcpReq.send(request);\n  return { content: [] };`)),
    // Valid because notifications are not requests.
    valid('notify', tool(`  await ctx.mcpReq.notify({ method: 'notifications/progress', params: {} });\n  return { content: [] };`)),
    // Valid because outside any handler it is no-unassociated-server-request's business.
    valid('module-level server request', `${V2}await server.server.listRoots();`),
    // Valid because inputRequired.createMessage builds an embedded request.
    valid('builder createMessage', tool(`  return inputRequired({ inputRequests: { s: inputRequired.createMessage({ messages: [], maxTokens: 10 }) } });`)),
    // Valid because a chat client's createMessage is not a server request.
    valid('chat client createMessage', tool(`  await chat.createMessage({ text: 'hi' });\n  await slack.chat.postMessage({});\n  return { content: [] };`)),
    // Valid because a repository's listRoots is not a server request.
    valid('repository listRoots', tool(`  const roots = await repo.listRoots();\n  return { content: [] };`)),
    // Valid because a local class named like the SDK error is not the SDK error.
    valid('local UrlElicitationRequiredError', `${V2}class UrlElicitationRequiredError extends Error {}
export function fail() { throw new UrlElicitationRequiredError('x'); }`),
    // Valid because instanceof checks do not throw the error.
    valid('instanceof check', `import { UrlElicitationRequiredError } from '@modelcontextprotocol/server';
export const isUrl = (e: unknown) => e instanceof UrlElicitationRequiredError;`),
    // Valid because a helper's parameter is not known to be xmcp's context.
    valid('xmcp helper parameter', `${XMCP}async function helper(extra) { return extra.elicit({ message: 'x' }); }
export default async function tool(params, extra) { return 'ok'; }`),
    // Valid because fastmcp contexts are not xmcp contexts.
    valid('fastmcp elicit', `import { inputRequired } from '@modelcontextprotocol/server';
fast.addTool({ name: 't', execute: async (args, context) => { await context.elicit({}); return 'x'; } });`),
    // Valid because an HTTP request is not an MCP request.
    valid('http request', tool(`  await http.request({ method: 'GET' });\n  return { content: [] };`)),
    // Valid because `request` on something merely named server needs an MCP server instance.
    valid('request on a non-MCP server', `import express from 'express';
import { inputRequired } from '@modelcontextprotocol/server';
const web = express();
const httpServer = web.listen(3000);
mcp.registerTool('t', {}, async (ctx) => { await httpServer.request({ method: 'roots/list' }); return { content: [] }; });`),
    // Valid because referring to the method without calling it sends nothing.
    valid('reference only', tool(`  const supported = typeof ctx.mcpReq.elicitInput === 'function';\n  return { content: [] };`)),
    // Valid because the accessor call reads state; it sends nothing.
    valid('requestState call', tool(`  const state = ctx.mcpReq.requestState();\n  return { content: [] };`)),
    // Valid because members named like prototype members (`constructor`, `toString`) are no push request, called or destructured.
    valid('prototype member names', tool(`  await ctx.mcpReq.constructor({ message: 'elicitInput' });\n  const { toString } = ctx.mcpReq;\n  toString();\n  return { content: [] };`)),
    // Valid because a file without the relevant words is skipped.
    valid('no relevant words', `import { McpServer } from '@modelcontextprotocol/server';\nexport const x = 1;`),
    // Valid because the server is SDK v1's, served through Cloudflare's legacy handler: helpers imported from
    // agents/mcp (which also re-exports SDK v2) do not make the file 2026-era (cloudflare/agents examples/mcp-elicitation).
    valid('v1 server served through agents/mcp legacy handler', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createLegacyMcpHandler, WorkerTransport } from 'agents/mcp';
export class LegacyAgent {
  server = new McpServer({ name: 'legacy', version: '1' });
  handler = createLegacyMcpHandler(this.server, { route: '/mcp', transport: new WorkerTransport({}) });
  onStart() {
    this.server.registerTool('increase', {}, async (args, extra) => {
      const result = await this.server.server.elicitInput(${FORM}, { relatedRequestId: extra.requestId });
      return { content: [{ type: 'text', text: result.action }] };
    });
  }
}`),
    // Valid because the server decides: a v1 server stays 2025-era even when the file imports a v2 helper.
    valid('v1 server with a v2 helper imported', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', {}, async (extra) => { await server.server.listRoots(undefined, { relatedRequestId: extra.requestId }); return { content: [] }; });`),
    // Valid because the push runs only for 2025-era requests, where it works (the SDK's elicitation example).
    valid('legacy branch on reqCtx.era', dualEra(`  server.registerTool('t', {}, async (ctx) => {
    if (reqCtx.era === 'legacy') {
      const result = await ctx.mcpReq.elicitInput(${FORM});
      return { content: [{ type: 'text', text: result.action }] };
    }
    ${ASK_2026}
  });`)),
    // Valid because the modern side returns first: what follows runs only for 2025-era requests.
    valid('early return on the modern era', dualEra(`  server.registerTool('t', {}, async (ctx) => {
    if (reqCtx.era !== 'legacy') ${ASK_2026}
    await ctx.mcpReq.requestSampling({ messages: [], maxTokens: 5 });
    return { content: [] };
  });`)),
    // Valid because the else of a modern test is the legacy side, through a const alias.
    valid('else of a modern alias', dualEra(`  const modern = reqCtx.era === 'modern';
  server.registerTool('t', {}, async (ctx) => {
    if (modern) {
      ${ASK_2026}
    } else {
      await ctx.mcpReq.elicitInput(${FORM});
    }
    return { content: [] };
  });`)),
    // Valid because a tool registered only for 2025-era instances serves only 2025-era requests.
    valid('registered only for the legacy era', dualEra(`  if (reqCtx.era === 'legacy') {
    server.registerTool('t', {}, async (ctx) => {
      await ctx.mcpReq.elicitInput(${FORM});
      return { content: [] };
    });
  }`)),
    // Valid because the negotiated revision is a 2025 one.
    valid('negotiated revision before 2026', dualEra(`  server.registerTool('t', {}, async (ctx) => {
    if (server.server.getNegotiatedProtocolVersion() < '2026-07-28') await server.server.listRoots();
    return { content: [] };
  });`)),
    // Valid because \`&&\` confines its right side: the legacy test holds there.
    valid('legacy test on the left of &&', dualEra(`  server.registerTool('t', {}, async (ctx) => {
    const roots = reqCtx.era === 'legacy' && (await ctx.mcpReq.send({ method: 'roots/list' }));
    return { content: [] };
  });`)),
    // Valid because the helper is called only from the legacy branch.
    valid('helper called only for legacy requests', dualEra(`  async function legacyConfirm(ctx) {
    return ctx.mcpReq.elicitInput(${FORM});
  }
  server.registerTool('t', {}, async (ctx) => {
    if (reqCtx.era === 'legacy') return legacyConfirm(ctx);
    ${ASK_2026}
  });`)),
    // Valid because the SDK's isLegacyRequest says the request is 2025-era; the error is the 2025 way to ask.
    valid('UrlElicitationRequiredError for legacy requests only', `import { UrlElicitationRequiredError, isLegacyRequest } from '@modelcontextprotocol/server';
export async function needLogin(request: Request) {
  if (await isLegacyRequest(request)) throw new UrlElicitationRequiredError([]);
}`),
  ],
  invalid: [
    // Invalid because ctx.mcpReq.elicitInput throws on 2026-07-28 requests; the answer is read back under the same name.
    invalid('ctx.mcpReq.elicitInput', tool(`  const answer = await /*!*/ctx.mcpReq.elicitInput(${FORM});\n  return { content: [] };`), [
      {
        ...ELICIT,
        endColumn: 121,
        migration: `import { McpServer, Server, inputRequired, inputResponse } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
  if (answer.kind !== 'elicit') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit(${FORM})
      }
    });
  }
  return { content: [] };
});`,
      },
    ]),
    // Invalid because URL-mode elicitation has its own builder.
    invalid('URL-mode elicitInput', tool(`  await /*!*/ctx.mcpReq.elicitInput({ mode: 'url', message: 'Log in', url: 'https://x', elicitationId: 'e' });\n  return { content: [] };`), [{ ...ELICIT_URL, withheld: 'notBound' }]),
    // Invalid because requestSampling throws on 2026-07-28 requests.
    invalid('ctx.mcpReq.requestSampling', tool(`  await /*!*/ctx.mcpReq.requestSampling({ messages: [], maxTokens: 10 });\n  return { content: [] };`), [SAMPLE]),
    // Invalid because a destructured elicitInput is the same function.
    invalid('destructured elicitInput', tool(`  const { elicitInput } = ctx.mcpReq;\n  await /*!*/elicitInput(${FORM});\n  return { content: [] };`), [ELICIT]),
    // Invalid because an optional call still sends.
    invalid('optional call', tool(`  await /*!*/ctx.mcpReq?.elicitInput?.(${FORM});\n  return { content: [] };`), [ELICIT]),
    // Invalid because send of elicitation/create is push-style.
    invalid('send elicitation/create', tool(`  await /*!*/ctx.mcpReq.send({ method: 'elicitation/create', params: ${FORM} });\n  return { content: [] };`), [ELICIT]),
    // Invalid because send of URL-mode elicitation maps to elicitUrl.
    invalid('send URL elicitation', tool(`  await /*!*/ctx.mcpReq.send({ method: 'elicitation/create', params: { mode: 'url', url: 'https://x', message: 'm' } });\n  return { content: [] };`), [ELICIT_URL]),
    // Invalid because send of sampling/createMessage is push-style.
    invalid('send sampling', tool(`  await /*!*/ctx.mcpReq.send({ method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } });\n  return { content: [] };`), [SAMPLE]),
    // Invalid because send of roots/list is push-style.
    invalid('send roots/list', tool(`  await /*!*/ctx.mcpReq.send({ method: 'roots/list' });\n  return { content: [] };`), [ROOTS]),
    // Invalid because server.server.elicitInput inside a handler throws on 2026-07-28 requests.
    invalid('server.server.elicitInput in a handler', tool(`  await /*!*/server.server.elicitInput(${FORM});\n  return { content: [] };`), [ELICIT]),
    // Invalid because server.server.createMessage inside a handler throws too.
    invalid('server.server.createMessage in a handler', tool(`  await /*!*/server.server.createMessage({ messages: [], maxTokens: 5 });\n  return { content: [] };`), [SAMPLE]),
    // Invalid because listRoots is push-style too; the destructured roots come from the narrowed answer.
    invalid('server.server.listRoots in a handler', tool(`  const { roots } = await /*!*/server.server.listRoots();\n  return { content: [] };`), [
      {
        ...ROOTS,
        migration: `import { McpServer, Server, inputRequired, inputResponse } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
  const rootsAnswer = inputResponse(ctx.mcpReq.inputResponses, 'roots');
  if (rootsAnswer.kind !== 'roots') {
    return inputRequired({
      inputRequests: {
        roots: inputRequired.listRoots()
      }
    });
  }
  const { roots } = rootsAnswer;
  return { content: [] };
});`,
      },
    ]),
    // Invalid because a low-level Server instance is a server too.
    invalid('low-level Server in setRequestHandler', `${V2}const low = new Server({ name: 's', version: '1' });
low.setRequestHandler('tools/call', async (request, ctx) => {
  await /*!*/low.elicitInput(${FORM});
  return { content: [] };
});`, [ELICIT]),
    // Invalid because request() with a literal roots/list method is push-style.
    invalid('server.server.request roots/list', tool(`  await /*!*/server.server.request({ method: 'roots/list' }, RootsSchema);\n  return { content: [] };`), [ROOTS]),
    // Invalid because a nested callback inside a handler still runs in it.
    invalid('nested callback in a handler', tool(`  await Promise.all(args.items.map((item) => /*!*/server.server.elicitInput(${FORM})));\n  return { content: [] };`), [{ ...ELICIT, withheld: 'nested' }]),
    // Invalid because xmcp's extra.elicit is push-style.
    invalid('xmcp extra.elicit', `${XMCP}export default async function tool(params, extra) {
  const answer = await /*!*/extra.elicit({ message: 'Sure?' });
  return 'ok';
}`, [{ ...ELICIT, withheld: 'params' }]),
    // Invalid because xmcp's extra.sample is push-style.
    invalid('xmcp extra.sample', `${XMCP}export default async function tool(params, extra) {
  const text = await /*!*/extra.sample({ messages: [] });
  return 'ok';
}`, [SAMPLE]),
    // Invalid because the -32042 error is the 2025 way to ask for a URL elicitation.
    invalid('throw UrlElicitationRequiredError', `import { McpServer, UrlElicitationRequiredError } from '@modelcontextprotocol/server';
export function needLogin() {
  throw /*!*/new UrlElicitationRequiredError([{ mode: 'url', message: 'Log in', url: 'https://x', elicitationId: 'e' }]);
}`, [URL_ERROR]),
    // Invalid because a namespace-imported error class is the same class.
    invalid('namespace UrlElicitationRequiredError', `import * as mcp from '@modelcontextprotocol/server';
export function needLogin() { throw /*!*/new mcp.UrlElicitationRequiredError([]); }`, [URL_ERROR]),
    // Invalid because the SDK v1 error class thrown in a file that imports v2 is the same mistake.
    invalid('v1 error class in a 2026 file', `import { inputRequired } from '@modelcontextprotocol/server';
import { UrlElicitationRequiredError } from '@modelcontextprotocol/sdk/types.js';
export function needLogin() { throw /*!*/new UrlElicitationRequiredError([]); }`, [URL_ERROR]),
    // Invalid because settings can declare a file 2026-era.
    invalid('settings say 2026', `export async function handle(ctx) { return /*!*/ctx.mcpReq.elicitInput({ message: 'x' }); }`, [{ ...ELICIT, withheld: 'helper' }], { mcp: { protocol: '2026-07-28' } }),
    // Invalid because mcp-handler files are SDK v2 files.
    invalid('mcp-handler file', `import { createMcpHandler } from 'mcp-handler';
export const handler = createMcpHandler((server) => {
  server.registerTool('t', {}, async (ctx) => { await /*!*/ctx.mcpReq.requestSampling({ messages: [], maxTokens: 1 }); return { content: [] }; });
});`, [SAMPLE]),
    // Invalid because the server is SDK v2's: the v1 import for types does not make it 2025-era.
    invalid('v2 server, v1 types imported', `import { McpServer } from '@modelcontextprotocol/server';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', {}, async (ctx): Promise<CallToolResult> => { await /*!*/server.server.listRoots(); return { content: [] }; });`, [ROOTS]),
    // Invalid because an xmcp tool needs no import to be one, and xmcp tools are SDK v2's.
    invalid('xmcp tool without imports', `export const schema = {};
export default async function tool(params, extra) {
  const answer = await /*!*/extra.elicit(${FORM});
  return answer.action;
}`, [ELICIT]),
    // Invalid because the 2026 side of a dual-era handler pushes too: it throws there.
    invalid('modern side of a dual-era handler', dualEra(`  server.registerTool('t', {}, async (ctx) => {
    if (reqCtx.era === 'legacy') return { content: [] };
    await /*!*/ctx.mcpReq.elicitInput(${FORM});
    return { content: [] };
  });`), [ELICIT]),
    // Invalid because \`||\` runs its right side when the legacy test fails: on 2026-era requests.
    invalid('legacy test on the left of ||', dualEra(`  server.registerTool('t', {}, async (ctx) => {
    const done = reqCtx.era === 'legacy' || (await /*!*/ctx.mcpReq.requestSampling({ messages: [], maxTokens: 5 }));
    return { content: [] };
  });`), [SAMPLE]),
    // Invalid because a comparison with something else than the era says nothing about the era.
    invalid('other comparisons', dualEra(`  server.registerTool('t', {}, async (ctx) => {
    if (reqCtx.mode === 'legacy' || reqCtx.era === 'legacy-ish') return { content: [] };
    if (server.server.getNegotiatedProtocolVersion() !== '2025-11-25') await /*!*/server.server.listRoots();
    return { content: [] };
  });`), [ROOTS]),
    // Invalid because the helper is also called outside the legacy branch.
    invalid('helper called on both eras', dualEra(`  async function confirm(ctx) {
    return /*!*/ctx.mcpReq.elicitInput(${FORM});
  }
  server.registerTool('t', {}, async (ctx) => {
    if (reqCtx.era === 'legacy') return confirm(ctx);
    return confirm(ctx);
  });`), [ELICIT]),
    // Invalid because SDK v1's extra.sendRequest of an input request throws too once the server is declared 2026-era
    // (the conformance suite's everything-server, destructured and not).
    invalid('v1 sendRequest declared 2026', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', { inputSchema: { message: z.string() } }, async (args, { sendRequest }) => {
  const result = await /*!*/sendRequest({ method: 'elicitation/create', params: ${FORM} }, ElicitResultSchema);
  return { content: [] };
});
server.registerTool('u', { inputSchema: {} }, async (_args, extra) => {
  await /*!*/extra.sendRequest({ method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } }, Schema);
  await /*!*/extra.sendRequest({ method: 'roots/list' }, ListRootsResultSchema);
  await extra.sendRequest({ method: 'ping' }, EmptyResultSchema);
  return { content: [] };
});`, [{ ...ELICIT, withheld: 'sdkV1' }, { ...SAMPLE, withheld: 'sdkV1' }, { ...ROOTS, withheld: 'sdkV1' }], { mcp: { protocol: '2026-07-28' } }),
    // Invalid because a same-file helper that handlers call pushes on their run; the report names them.
    invalid('server request in a helper that handlers call', `${V2}async function confirm(mcp, message) {
  const answer = await /*!*/mcp.server.elicitInput({ message, requestedSchema: { type: 'object', properties: {} } });
  return answer.action === 'accept';
}
const check = (mcp) => confirm(mcp, 'Check?');
server.registerTool('deploy', {}, async () => { if (!(await confirm(server, 'Deploy?'))) return { content: [] }; return { content: [] }; });
server.registerTool('rollback', {}, async () => { await check(server); return { content: [] }; });`, [
      { ...ELICIT, withheld: 'helper', reached: '; the handlers of `deploy` and `rollback` reach it' },
    ]),
    // Invalid because a base-class method that a subclass's handler calls as this.requestConfirmation() pushes.
    invalid('base-class method called by a handler', `${V2}class ToolBase {
  constructor(mcp) { this.mcp = mcp; }
  async requestConfirmation(message) {
    const answer = await /*!*/this.mcp.server.elicitInput({ message, requestedSchema: { type: 'object', properties: {} } });
    return answer.action === 'accept';
  }
}
class DropTool extends ToolBase {
  register() {
    this.mcp.registerTool('drop', {}, async () => {
      if (!(await this.requestConfirmation('Drop the table?'))) return { content: [] };
      return { content: [] };
    });
  }
}`, [{ ...ELICIT, withheld: 'helper', reached: '; the handler of `drop` reaches it' }]),
    // Invalid because the 2026 wire carries no -32042 error; the handler returns the URL question instead (the
    // client opens the URL and calls again, as after the error), keyed by the stable elicitationId.
    invalid('UrlElicitationRequiredError thrown in a tool', `import { McpServer, UrlElicitationRequiredError } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('pay', {}, async (ctx) => {
  if (!(await linked(ctx))) {
    throw /*!*/new UrlElicitationRequiredError([{ mode: 'url', message: 'Link your bank', url: 'https://bank.example/link', elicitationId: 'bank' }]);
  }
  return { content: [] };
});`, [{ ...URL_ERROR, urlQuestion: `import { McpServer, UrlElicitationRequiredError, inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('pay', {}, async (ctx) => {
  if (!(await linked(ctx))) {
    return inputRequired({ inputRequests: { bank: inputRequired.elicitUrl({ message: 'Link your bank', url: 'https://bank.example/link' }) } });
  }
  return { content: [] };
});` }]),
    // Invalid, with no suggestion: inside a try the catch would see the error; a random id is no stable key but
    // the second one still gets the question (keyed \`url\`); a list from elsewhere is not read.
    invalid('UrlElicitationRequiredError shapes', `import { McpServer, UrlElicitationRequiredError } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('a', {}, async () => {
  try { throw /*!*/new UrlElicitationRequiredError([{ mode: 'url', message: 'm', url: 'https://x' }]); } catch { return { content: [] }; }
});
server.registerTool('b', {}, async (): Promise<CallToolResult> => {
  throw /*!*/new UrlElicitationRequiredError(pending);
});`, [URL_ERROR, URL_ERROR]),
    // Invalid twice: two push-style requests in one handler.
    invalid('two requests', tool(`  await /*!*/ctx.mcpReq.elicitInput(${FORM});\n  await /*!*/ctx.mcpReq.requestSampling({ messages: [], maxTokens: 1 });\n  return { content: [] };`), [ELICIT, SAMPLE]),
  ],
});
