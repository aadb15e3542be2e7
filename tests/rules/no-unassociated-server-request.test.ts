import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds } from '../../rules/no-unassociated-server-request.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V1 = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
const server = new McpServer({ name: 's', version: '1' });
`;
const V2 = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });
`;
const FORM = `{ message: 'Sure?', requestedSchema: { type: 'object', properties: {} } }`;
const SAMPLE = `{ messages: [], maxTokens: 10 }`;
const v1Tool = (body: string, params = 'args, extra') => `${V1}server.tool('t', { x: z.string() }, async (${params}) => {
${body}
});`;

/** Where a suggestion inserts the options argument. */
const INSERT = '/*+*/';

function valid(name: string, code: string): ValidTestCase<[]> {
  return { name, code };
}

/** Each `/*!*\/` marks one `unassociated` report, naming `where`. */
function outside(name: string, marked: string, where: string[]): InvalidTestCase<MessageIds, []> {
  const { code, positions } = markers(marked);
  if (positions.length !== where.length) throw new Error(`${name}: ${positions.length} marks, ${where.length} places`);
  return {
    name,
    code,
    errors: positions.map((position, index) => ({ messageId: 'unassociated', ...position, data: { call: callAt(code, position), where: where[index] as string } })),
  };
}

/**
 * One `missingRelatedRequestId` report at `/*!*\/`; when `inserted` is given, the suggestion inserts it at `/*+*\/`.
 */
function missing(name: string, marked: string, extra: string, inserted?: string): InvalidTestCase<MessageIds, []> {
  const { code, positions } = markers(marked.replace(INSERT, ''));
  const [position] = positions;
  if (!position || positions.length !== 1) throw new Error(`${name}: expected one mark`);
  const suggestions = inserted ? [{ messageId: 'addRelatedRequestId' as const, data: { extra }, output: markers(marked.replace(INSERT, inserted)).code }] : [];
  return { name, code, errors: [{ messageId: 'missingRelatedRequestId', ...position, data: { call: callAt(code, position), extra }, suggestions }] };
}

/** The callee text a report names: the code from the report's start to the call's `(`, as `callee()`. */
function callAt(code: string, position: { line: number; column: number }): string {
  const rest = (code.split('\n')[position.line - 1] as string).slice(position.column - 1);
  return `${rest.slice(0, rest.indexOf('('))}()`;
}

runRuleTests('no-unassociated-server-request', rule, {
  valid: [
    // Valid because the request carries the id of the client request being handled.
    valid('v1 handler with relatedRequestId', v1Tool(`  await server.server.elicitInput(${FORM}, { relatedRequestId: extra.requestId });\n  return { content: [] };`)),
    // Valid because extra.sendRequest is the associated channel.
    valid('extra.sendRequest', v1Tool(`  await extra.sendRequest({ method: 'roots/list' }, ListRootsResultSchema);\n  return { content: [] };`)),
    // Valid because options built elsewhere may carry relatedRequestId.
    valid('options from a variable', v1Tool(`  await server.server.createMessage(${SAMPLE}, options);\n  return { content: [] };`)),
    // Valid because a spread may carry relatedRequestId.
    valid('options with a spread', v1Tool(`  await server.server.listRoots(undefined, { ...base, timeout: 5 });\n  return { content: [] };`)),
    // Valid because in 2026-era handlers push requests are no-push-style-input-request's business.
    valid('v2 handler', `${V2}server.registerTool('t', {}, async (ctx) => { await server.server.elicitInput(${FORM}); return { content: [] }; });`),
    // Valid because an unregistered helper may be called from a handler: its caller is unknown.
    valid('helper with unknown caller', `${V1}export async function confirm(message: string) { return server.server.elicitInput({ message, requestedSchema: s }); }`),
    // Valid because a class method's caller is unknown too.
    valid('class method', `${V1}export class Asker { constructor(private server: Server) {} ask() { return this.server.listRoots(); } }`),
    // Valid because a chat client's createMessage is not an MCP request.
    valid('chat client at module scope', `${V1}await chat.createMessage({ text: 'hello' });`),
    // Valid because building an embedded request sends nothing.
    valid('inputRequired.listRoots at module scope', `${V2}export const ask = inputRequired.listRoots();`),
    // Valid because a timer without a server request is fine.
    valid('timer without a request', `${V1}setInterval(() => server.sendToolListChanged(), 1000);`),
    // Valid because notifications are not requests.
    valid('listener sending a notification', `${V1}process.on('SIGHUP', () => server.server.sendLoggingMessage({ level: 'info', data: 'reload' }));`),
    // Valid because `request` on something that is not an MCP server is an HTTP request.
    valid('http server request', `import http from 'node:http';\n${V1}const httpServer = http.createServer();\nsetTimeout(() => httpServer.request({ method: 'roots/list' }), 5);`),
    // Valid because an awaited .then callback runs within the handler.
    valid('awaited then in a handler', v1Tool(`  await load().then(() => server.server.listRoots(undefined, { relatedRequestId: extra.requestId }));\n  return { content: [] };`)),
    // Valid because a synchronous IIFE runs within the handler.
    valid('sync IIFE in a handler', v1Tool(`  (() => server.server.listRoots(undefined, { relatedRequestId: extra.requestId }))();\n  return { content: [] };`)),
    // Valid because the low-level handler passes relatedRequestId.
    valid('low-level handler with relatedRequestId', `${V1}const low = new Server({ name: 's', version: '1' });
low.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
  await low.elicitInput(${FORM}, { relatedRequestId: extra.requestId });
  return { content: [] };
});`),
    // Valid because a file without the request words is skipped.
    valid('no relevant words', `${V1}setInterval(() => server.sendToolListChanged(), 1000);`),
    // Valid because the handler context's notify is not a server request.
    valid('handler context notify in a timer', `${V2}server.registerTool('t', {}, async (ctx) => { setTimeout(() => ctx.mcpReq.notify({ method: 'notifications/progress' }), 1); return { content: [] }; });`),
    // Valid because fs.promises.watch hands back an async iterator: the loop runs inside the handler, associated.
    valid('fs/promises watch loop in a handler', v1Tool(`  for await (const change of watch(args.dir)) {\n    await server.server.listRoots(undefined, { relatedRequestId: extra.requestId });\n    break;\n  }\n  return { content: [] };`)),
    // Valid because a function named like a listener, but only called from the handler, runs within it.
    valid('named helper called from the handler, not registered anywhere', v1Tool(`  const onChange = () => server.server.listRoots(undefined, { relatedRequestId: extra.requestId });\n  await onChange();\n  return { content: [] };`)),
    // Valid because a watch() of a module that is not node:fs (here a local helper) says nothing about when its callback runs.
    valid('watch of an unknown module', `${V1}import { watch } from './store';\nexport function start() { watch('key', () => server.server.listRoots()); }`),
    // Valid because `toString` is a name every object has, not a server request (the table is not a plain object).
    valid('Object.prototype member names at module scope', `${V1}const name = server.server.toString();\nconst own = server.server.hasOwnProperty('listRoots');`),
    // Valid because a watcher that only notifies sends no request.
    valid('fs.watch callback sending a notification', `import fs from 'node:fs';\n${V1}fs.watch('/data', () => server.sendResourceListChanged());`),
  ],
  invalid: [
    // Invalid because a top-level request is sent while no client request is being handled.
    outside('module scope (v1)', `${V1}const { roots } = await /*!*/server.server.listRoots();`, ['module scope']),
    // Invalid because module scope is outside any request in 2026 files too.
    outside('module scope (v2)', `${V2}await /*!*/server.server.createMessage(${SAMPLE});`, ['module scope']),
    // Invalid because an interval runs outside any request.
    outside('setInterval', `${V1}setInterval(async () => {\n  await /*!*/server.server.createMessage(${SAMPLE});\n}, 60_000);`, ['a `setInterval` callback']),
    // Invalid because a timer started by a handler fires after (outside) the request.
    outside('setTimeout inside a handler', v1Tool(`  setTimeout(() => /*!*/server.server.elicitInput(${FORM}, { relatedRequestId: extra.requestId }), 1000);\n  return { content: [] };`), ['a `setTimeout` callback']),
    // Invalid because oninitialized runs after the handshake, not within a client request.
    outside('oninitialized', `${V1}server.server.oninitialized = async () => {\n  const { roots } = await /*!*/server.server.listRoots();\n};`, ['`oninitialized`']),
    // Invalid because a low-level server's oninitialized is the same.
    outside('low-level oninitialized', `${V1}const low = new Server({ name: 's', version: '1' });\nlow.oninitialized = () => { void /*!*/low.listRoots(); };`, ['`oninitialized`']),
    // Invalid because a process signal listener runs outside any request.
    outside('process listener', `${V1}process.on('SIGHUP', async () => { await /*!*/server.server.elicitInput(${FORM}); });`, ['an event listener']),
    // Invalid because an emitter listener runs outside any request.
    outside('emitter once', `${V1}jobs.once('done', (job) => /*!*/server.server.createMessage(${SAMPLE}));`, ['an event listener']),
    // Invalid because notification handlers are not client requests.
    outside('notification handler', `${V1}server.server.setNotificationHandler(RootsListChangedNotificationSchema, async () => {\n  await /*!*/server.server.listRoots();\n});`, ['a notification handler']),
    // Invalid because a dropped .then callback runs after the handler returned.
    outside('background then in a handler', v1Tool(`  load().then(() => /*!*/server.server.createMessage(${SAMPLE}, { relatedRequestId: extra.requestId }));\n  return { content: [] };`), ['a background promise']),
    // Invalid because a dropped then/catch chain is background work.
    outside('background then-catch chain', v1Tool(`  load().then(() => /*!*/server.server.listRoots()).catch(console.error);\n  return { content: [] };`), ['a background promise']),
    // Invalid because a dropped async IIFE is background work.
    outside('void async IIFE', v1Tool(`  void (async () => { await /*!*/server.server.elicitInput(${FORM}); })();\n  return { content: [] };`), ['a background promise']),
    // Invalid because process.nextTick runs after the current work.
    outside('process.nextTick', `${V1}process.nextTick(() => /*!*/server.server.listRoots());`, ['a `process.nextTick` callback']),
    // Invalid because queueMicrotask runs outside any request.
    outside('queueMicrotask', `${V1}queueMicrotask(() => { /*!*/server.server.listRoots(); });`, ['a `queueMicrotask` callback']),
    // Invalid because request() on McpServer.server is a server-to-client request.
    outside('server.request at module scope', `${V1}await /*!*/server.server.request({ method: 'roots/list' }, ListRootsResultSchema);`, ['module scope']),
    // Invalid because 2026 files get the SEP-2260 check too.
    outside('v2 listener', `${V2}process.on('SIGUSR2', () => /*!*/server.server.listRoots());`, ['an event listener']),
    // Invalid because a file without imports is checked by the shape of the call.
    outside('unknown era', `await /*!*/mcpServer.server.listRoots();`, ['module scope']),
    // Invalid because a class's interval runs outside any request.
    outside('interval in a constructor', `${V1}export class Poller {\n  constructor(private server: Server) {\n    setInterval(() => /*!*/this.server.createMessage(${SAMPLE}), 1000);\n  }\n}`, ['a `setInterval` callback']),
    // Invalid because without relatedRequestId the elicitation is not associated with the tool call.
    missing('v1 elicitInput without relatedRequestId', v1Tool(`  const answer = await /*!*/server.server.elicitInput(${FORM}/*+*/);\n  return { content: [] };`), 'extra', ', { relatedRequestId: extra.requestId }'),
    // Invalid because sampling needs the association too.
    missing('v1 createMessage without options', v1Tool(`  await /*!*/server.server.createMessage(${SAMPLE}/*+*/);\n  return { content: [] };`), 'extra', ', { relatedRequestId: extra.requestId }'),
    // Invalid because listRoots() needs options after an undefined params.
    missing('v1 listRoots()', v1Tool(`  await /*!*/server.server.listRoots(/*+*/);\n  return { content: [] };`), 'extra', 'undefined, { relatedRequestId: extra.requestId }'),
    // Invalid because request(request, schema) needs the options third.
    missing('v1 request()', v1Tool(`  await /*!*/server.server.request({ method: 'roots/list' }, ListRootsResultSchema/*+*/);\n  return { content: [] };`), 'extra', ', { relatedRequestId: extra.requestId }'),
    // Invalid because an options literal without relatedRequestId does not associate (no suggestion: options exist).
    missing('options without relatedRequestId', v1Tool(`  await /*!*/server.server.elicitInput(${FORM}, { timeout: 5000 });\n  return { content: [] };`), 'extra'),
    // Invalid because the low-level handler's extra is named by the suggestion.
    missing('low-level handler', `${V1}const low = new Server({ name: 's', version: '1' });
low.setRequestHandler(CallToolRequestSchema, async (request, meta) => {
  await /*!*/low.elicitInput(${FORM}/*+*/);
  return { content: [] };
});`, 'meta', ', { relatedRequestId: meta.requestId }'),
    // Invalid because the context parameter's own name is used.
    missing('context named context', v1Tool(`  await /*!*/server.server.listRoots(undefined/*+*/);\n  return { content: [] };`, 'args, context'), 'context', ', { relatedRequestId: context.requestId }'),
    // Invalid, without a suggestion, when the handler declares no context parameter.
    missing('handler without a context parameter', `${V1}server.tool('t', async () => {\n  await /*!*/server.server.listRoots();\n  return { content: [] };\n});`, 'extra'),
    // Invalid because a nested callback in a handler runs within it but still lacks the id.
    missing('nested callback in a handler', v1Tool(`  await Promise.all(args.items.map((item) => /*!*/server.server.elicitInput(${FORM}/*+*/)));\n  return { content: [] };`), 'extra', ', { relatedRequestId: extra.requestId }'),
    // Invalid because a registerTool handler in v1 has the same extra.
    missing('v1 registerTool', `${V1}server.registerTool('t', { inputSchema: s }, async (args, extra) => {\n  await /*!*/server.server.createMessage(${SAMPLE}/*+*/);\n  return { content: [] };\n});`, 'extra', ', { relatedRequestId: extra.requestId }'),
    // Invalid twice: module scope and an interval in one file.
    outside('two places', `${V1}await /*!*/server.server.listRoots();\nsetInterval(() => /*!*/server.server.listRoots(), 10);`, ['module scope', 'a `setInterval` callback']),
    // Invalid because fs.watch calls its listener on each change, after any request is over.
    outside('fs.watch listener', `import fs from 'node:fs';\n${V1}fs.watch('/data', { recursive: true }, async () => {\n  await /*!*/server.server.listRoots();\n});`, ['a file-system watcher']),
    // Invalid because fs.watchFile polls and calls back outside any request, even when a handler started it.
    outside('watchFile started by a handler', `import { watchFile } from 'fs';\n${V1.replace(/\n$/, '')}\nserver.tool('watch', async (args, extra) => {\n  watchFile(args.path, () => /*!*/server.server.createMessage(${SAMPLE}, { relatedRequestId: extra.requestId }));\n  return { content: [] };\n});`, ['a file-system watcher']),
    // Invalid because chokidar's change listener, here a named function, runs outside any request.
    outside('chokidar listener passed by name', `import chokidar from 'chokidar';\n${V1}async function onChange(path: string) {\n  await /*!*/server.server.elicitInput(${FORM});\n}\nexport function start(root: string) {\n  chokidar.watch(root, { ignoreInitial: true }).on('change', onChange);\n}`, ['an event listener']),
    // Invalid because a named function given to fs.watch is a listener too.
    outside('named fs.watch listener', `const fs = require('node:fs');\n${V1}const refresh = () => /*!*/server.server.listRoots();\nexport function start() { fs.watch('/data', refresh); }`, ['a file-system watcher']),
    // Invalid because the server is SDK v1's (2025-era), whatever agents/mcp re-exports: the request must name the call it belongs to.
    missing('v1 server served through agents/mcp', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createLegacyMcpHandler } from 'agents/mcp';
export class LegacyAgent {
  server = new McpServer({ name: 'legacy', version: '1' });
  handler = createLegacyMcpHandler(this.server, { route: '/mcp' });
  onStart() {
    this.server.registerTool('increase', {}, async (args, extra) => {
      const result = await /*!*/this.server.server.elicitInput(${FORM}/*+*/);
      return { content: [{ type: 'text', text: result.action }] };
    });
  }
}`, 'extra', ', { relatedRequestId: extra.requestId }'),
  ],
});
