// Layer 1: built-in values owned by the run are `local`, the same values kept across runs are
// `process-state`; pure globals are `pure`; loggers, telemetry and MCP notifications are `log`. These are
// the false positives the core rule must not report, and the process state `strict` must.
import { describe, expect, it } from 'vitest';
import { checkVerdicts, classifyMarked, type VerdictCase } from './classify-with.js';

const check = (cases: readonly VerdictCase[]): void => checkVerdicts(cases, 'local');

describe('built-ins owned by the run are local', () => {
  check([
    ['Map.set on a Map made in the handler', `async function h() { const seen = new Map<string, number>(); /*@*/seen.set('a', 1); }`, 'local', 'local Map mutated'],
    ['push on an array literal made in the handler', `async function h(items) { const out: string[] = []; /*@*/out.push('x'); }`, 'local', 'local array mutated'],
    ['URLSearchParams.append', `async function h() { const params = new URLSearchParams(); /*@*/params.append('q', 'x'); }`, 'local', 'local URLSearchParams mutated'],
    ['Headers.set', `async function h() { const headers = new Headers(); /*@*/headers.set('a', 'b'); }`, 'local', 'local Headers mutated'],
    ['FormData.append', `async function h() { const form = new FormData(); /*@*/form.append('a', 'b'); }`, 'local', 'local FormData mutated'],
    ['Set.add in a nested callback of the handler', `/*owner*/async function h(xs) { const ids = new Set(); xs.forEach((x) => { /*@*/ids.add(x); }); }`, 'local', 'local Set mutated'],
    ['hash.update on a node:crypto createHash', `import { createHash } from 'node:crypto'; function h(x) { const hash = createHash('sha256'); /*@*/hash.update(x); }`, 'local', 'local hash mutated'],
    ['hash.digest on a crypto.createHmac', `import crypto from 'crypto'; function h(x) { const mac = crypto.createHmac('sha256', 'k'); /*@*/mac.digest('hex'); }`, 'local', 'local hash mutated'],
    ['emit on an EventEmitter made in the handler', `import { EventEmitter } from 'node:events'; function h() { const events = new EventEmitter(); /*@*/events.emit('done'); }`, 'local', 'local EventEmitter mutated'],
    ['AbortController.abort', `function h() { const controller = new AbortController(); /*@*/controller.abort(); }`, 'local', 'local AbortController mutated'],
    ['push on the array a map() made', `function h(items) { const names = items.map((i) => i.name); /*@*/names.push('x'); }`, 'local', 'local array mutated'],
    ['push on a fresh array literal', `function h(a) { /*@*/[a].push(1); }`, 'local', 'local array mutated'],
    ['push on an array reached from a local object', `function h() { const acc = { items: [] }; /*@*/acc.items.push(1); }`, 'local', 'local object mutated'],
    ['sort of Object.keys() output', `function h(o) { const keys = Object.keys(o); /*@*/keys.sort(); }`, 'local', 'local array mutated'],
    ['a setter on a Date made in the handler', `function h() { const when = new Date(); /*@*/when.setHours(0); }`, 'local', 'local Date mutated'],
    ['a push on JSON.parse output', `function h(s) { /*@*/JSON.parse(s).items.push(1); }`, 'local', 'new built-in value mutated'],
    ['a web stream controller fed from a start() callback is local', `function h(chunks) { return new ReadableStream({ start(controller) { /*@*/controller.enqueue(chunks); } }); }`, 'local', 'stream controller fed'],
    // Without types, a helper's own parameter is the built-in its annotation names, as the typed layer sees it
    // (firecrawl's `appendParam(params: URLSearchParams, ...)`, whose `append` the verb list took for a write).
    ['append on a helper\'s URLSearchParams parameter', `function appendParam(params: URLSearchParams, key: string, value?: string) { if (value) /*@*/params.append(key, value); }`, 'local', 'local URLSearchParams mutated'],
    ['set on a helper\'s optional Headers parameter', `function withAuth(headers?: Headers) { /*@*/headers?.set('authorization', 'x'); }`, 'local', 'local Headers mutated'],
    ['push on a helper\'s string[] parameter', `function addTag(tags: string[], tag: string) { /*@*/tags.push(tag); }`, 'local', 'local array mutated'],
    ['push on a helper\'s readonly-array parameter cast away', `function addAll(out: readonly string[], more: string[]) { /*@*/(out as string[]).push(...more); }`, 'local', 'local array mutated'],
  ]);
});

describe('a parameter\'s annotation names a built-in only where the runtime declares it', () => {
  it('judges a type the file imports under a built-in\'s name by the method (verb heuristic)', () => {
    const verdict = classifyMarked(`import type { Headers } from './mail-headers.js'; function add(headers: Headers) { /*@*/headers.append('x'); }`);
    expect(verdict).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('leaves a parameter of an enclosing function to the name heuristics (the closure may keep it)', () => {
    const verdict = classifyMarked(`function createServer(query: URLSearchParams) { return async () => { /*@*/query.append('k', 'v'); }; }`);
    expect(verdict).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
});

describe('reading built-ins is pure', () => {
  check([
    ['Map.get on a local Map', `function h() { const m = new Map(); /*@*/m.get('a'); }`, 'pure', 'Map method'],
    ['Map.has on a module-level Map (reading is no effect)', `const cache = new Map(); function h() { /*@*/cache.has('a'); }`, 'pure', 'Map method'],
    ['string methods on a template literal', `function h(a) { /*@*/\`\${a}\`.toUpperCase(); }`, 'pure', 'string method'],
    ['array methods on a local array', `function h() { const xs = [1, 2]; /*@*/xs.map((x) => x * 2); }`, 'pure', 'array method'],
    ['join on an array of unknown origin', `function h(parts) { /*@*/parts.join(','); }`, 'pure', 'join() only reads its receiver'],
    ['toISOString on a local Date', `function h() { const now = new Date(); /*@*/now.toISOString(); }`, 'pure', 'Date method'],
    ['a method on a new Date in the same chain', `function h() { /*@*/new Date().toISOString(); }`, 'pure', 'new Date()'],
    ['hasOwnProperty on an object literal', `function h(k) { const o = { a: 1 }; /*@*/o.hasOwnProperty(k); }`, 'pure', 'object method'],
    // A response stream's reader acts on the stream the run holds: cancelling it stops reading (Perplexity's SSE agent stream).
    ['cancel on the reader of a response body', `async function h(response: Response) { const reader = (response.body as ReadableStream<Uint8Array>).getReader(); /*@*/reader.cancel(); }`, 'pure', 'stream reader method'],
    ['releaseLock on the reader of a stream', `function h(stream) { const reader = stream.getReader(); /*@*/reader.releaseLock(); }`, 'pure', 'stream reader method'],
  ]);
});

describe('memo caches read back are filled, not mutated', () => {
  // Valid as no process state because the retry finds the entry and reads what it would compute again (issue 20:
  // Sentry's region URL cache).
  check([
    ['a module-level Map cache read back and filled with a result', `const regionCache = new Map(); async function h(org) { if (regionCache.has(org)) return regionCache.get(org); const region = await lookup(org); /*@*/regionCache.set(org, region); }`, 'pure', 'Map cache filled'],
    ['a WeakMap cache keyed by the context', `const regionUrlCache = new WeakMap(); function h(ctx) { let cache = regionUrlCache.get(ctx); if (!cache) { cache = new Map(); /*@*/regionUrlCache.set(ctx, cache); } return cache; }`, 'pure', 'WeakMap cache filled'],
  ]);
});

describe('built-ins kept across runs are process state', () => {
  check([
    ['Map.set on a module-level Map', `const cache = new Map(); async function h(k, v) { /*@*/cache.set(k, v); }`, 'process-state', 'module-level Map mutated'],
    // A Map of pending work read back is no memo: the retry queues the charge a second time (issue 20).
    ['a module-level Map of pending charges, read back', `const pendingCharges = new Map(); function h(id, amount) { if (pendingCharges.has(id)) return; /*@*/pendingCharges.set(id, amount); }`, 'process-state', 'module-level Map mutated'],
    ['a counter named cache', `const cache = new Map(); function h(k) { /*@*/cache.set(k, (cache.get(k) ?? 0) + 1); }`, 'process-state', 'module-level Map mutated'],
    ['push on an array of an enclosing factory', `function makeHandler() { const calls: string[] = []; return async () => { /*@*/calls.push('x'); }; }`, 'process-state', 'array of an enclosing function mutated'],
    ['push on an array kept in a module-level Map', `const byUser = new Map(); function h(u) { /*@*/byUser.get(u).push(1); }`, 'process-state', 'module-level Map mutated'],
    ['EventEmitter.on at module level adds a listener per run', `import EventEmitter from 'events'; const bus = new EventEmitter(); function h() { /*@*/bus.on('x', () => {}); }`, 'process-state', 'module-level EventEmitter mutated'],
    ['a class field Map mutated through this', `class Tool { private seen = new Map(); async execute(id) { /*@*/this.seen.set(id, true); } }`, 'process-state', 'instance Map mutated'],
    ['a class field array mutated from an arrow field', `class Tool { log = []; handle = async () => { /*@*/this.log.push(1); }; }`, 'process-state', 'instance array mutated'],
    ['process.on adds a listener for every later request', `function h() { /*@*/process.on('exit', () => {}); }`, 'process-state', 'process listener added'],
  ]);
});

describe('an object literal or a rebound this are not built-ins', () => {
  it('calls a method of a local object literal by its name (verb heuristic), not as a built-in', () => {
    const verdict = classifyMarked(`function h() { const api = { delete: (id) => id }; /*@*/api.delete(1); }`);
    expect(verdict).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('does not resolve this.field inside a plain function nested in a class method', () => {
    const verdict = classifyMarked(`class T { seen = new Map(); run() { return function () { /*@*/this.seen.set(1, 2); }; } }`);
    expect(verdict.layer).not.toBe('local');
  });
});

describe('pure globals', () => {
  check([
    ['Date.now', `function h() { /*@*/Date.now(); }`, 'pure', 'Date.now is pure'],
    ['Math.random', `function h() { /*@*/Math.random(); }`, 'pure', 'Math.random is pure'],
    ['JSON.stringify', `function h(x) { /*@*/JSON.stringify(x); }`, 'pure', 'JSON.stringify is pure'],
    ['Object.entries', `function h(x) { /*@*/Object.entries(x); }`, 'pure', 'Object.entries is pure'],
    ['Array.isArray', `function h(x) { /*@*/Array.isArray(x); }`, 'pure', 'Array.isArray is pure'],
    ['Number(...)', `function h(x) { /*@*/Number(x); }`, 'pure', 'Number is pure'],
    ['crypto.randomUUID', `function h() { /*@*/crypto.randomUUID(); }`, 'pure', 'crypto.randomUUID is pure'],
    ['globalThis.crypto.randomUUID', `function h() { /*@*/globalThis.crypto.randomUUID(); }`, 'pure', 'crypto.randomUUID is pure'],
    ['structuredClone', `function h(x) { /*@*/structuredClone(x); }`, 'pure', 'structuredClone is pure'],
    ['encodeURIComponent', `function h(x) { /*@*/encodeURIComponent(x); }`, 'pure', 'encodeURIComponent is pure'],
    ['setTimeout (its callback is analysed by the flow engine)', `function h() { /*@*/setTimeout(() => {}, 10); }`, 'pure', 'setTimeout is pure'],
    ['Promise.all', `async function h(a) { await /*@*/Promise.all(a); }`, 'pure', 'Promise.all is pure'],
    ['Promise.allSettled', `async function h(a) { await /*@*/Promise.allSettled(a); }`, 'pure', 'Promise.allSettled is pure'],
    ['Buffer.from', `function h(s) { /*@*/Buffer.from(s, 'base64'); }`, 'pure', 'Buffer.from is pure'],
    ['new Map()', `function h() { /*@*/new Map(); }`, 'pure', 'new Map()'],
    ['an immediately invoked function (the flow engine looks inside)', `async function h() { await /*@*/(async () => { await save(); })(); }`, 'pure', 'function called in place'],
  ]);
  it('does not take a shadowed Date for the global', () => {
    const verdict = classifyMarked(`import { Date } from './calendar'; function h() { /*@*/Date.now(); }`);
    expect(verdict.label).not.toContain('is pure');
  });
});

describe('loggers, telemetry and MCP notifications log', () => {
  check([
    ['console.log', `function h() { /*@*/console.log('x'); }`, 'log', 'console'],
    ['console.error through globalThis', `function h() { /*@*/globalThis.console.error('x'); }`, 'log', 'console'],
    ['a parameter named logger', `function h(logger) { /*@*/logger.info('x'); }`, 'log', 'logger call'],
    ['this.logger', `class T { logger; run() { /*@*/this.logger.warn('x'); } }`, 'log', 'logger call'],
    ['a child logger chain', `function h(logger) { /*@*/logger.child({ a: 1 }).info('x'); }`, 'log', 'logger call'],
    ['a receiver named like auditLogger', `function h(deps) { /*@*/deps.auditLogger.record('x'); }`, 'log', 'logger call'],
    ['a function called log', `function h() { /*@*/log('x'); }`, 'log', 'logger call'],
    ['fastmcp context.log.info', `function h(args, context) { /*@*/context.log.info('x'); }`, 'log', 'logger call'],
    ['span.setAttribute', `function h(span) { /*@*/span.setAttribute('a', 1); }`, 'log', 'telemetry'],
    ['tracer.startActiveSpan', `function h(tracer) { /*@*/tracer.startActiveSpan('x', (s) => {}); }`, 'log', 'telemetry'],
    ['ctx.mcpReq.log (SDK v2)', `async function h(args, ctx) { await /*@*/ctx.mcpReq.log('info', 'x'); }`, 'log', 'MCP notification'],
    ['ctx.mcpReq.notify (SDK v2)', `async function h(args, ctx) { await /*@*/ctx.mcpReq.notify({ method: 'x' }); }`, 'log', 'MCP notification'],
    ['extra.sendNotification (SDK v1)', `async function h(args, extra) { await /*@*/extra.sendNotification({ method: 'notifications/progress', params: {} }); }`, 'log', 'MCP notification'],
    ['server.sendLoggingMessage', `async function h(server) { await /*@*/server.sendLoggingMessage({ level: 'info', data: 'x' }); }`, 'log', 'MCP notification'],
    ['server.server.notification', `async function h(server) { await /*@*/server.server.notification({ method: 'x' }); }`, 'log', 'MCP notification'],
    ['sendProgress', `async function h(deps) { await /*@*/deps.sendProgress(1, 10); }`, 'log', 'MCP notification'],
    ['fastmcp reportProgress', `async function h(args, { reportProgress }) { await /*@*/reportProgress({ progress: 1 }); }`, 'log', 'MCP notification'],
    ['octokit.log.info is a logger by its name', `import { Octokit } from '@octokit/rest'; const octokit = new Octokit(); function h() { /*@*/octokit.log.info('x'); }`, 'log', 'logger call'],
  ]);
  // production-11 box-office-lowlevel.ts:74: web-push's `sendNotification` pushes to a browser; the MCP name says nothing.
  it('leaves an MCP notification name called on another package to that package, not to the MCP names', () => {
    expect(classifyMarked(`import webpush from 'web-push'; async function h(sub) { await /*@*/webpush.sendNotification(sub, 'x'); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    // The SDK's own objects, and a project module's, keep the MCP reading.
    expect(classifyMarked(`import { server } from './server.js'; async function h() { await /*@*/server.sendNotification({ method: 'x' }); }`)).toMatchObject({ effectClass: 'log', label: 'MCP notification' });
    expect(classifyMarked(`import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'x', version: '1' }); async function h() { await /*@*/server.sendLoggingMessage({ level: 'info', data: 'x' }); }`)).toMatchObject({ effectClass: 'log', label: 'MCP notification' });
  });
  it('reads ctx.mcpReq.requestState() as a round-trip value, not a write', () => {
    expect(classifyMarked(`async function h(args, ctx) { /*@*/ctx.mcpReq.requestState(); }`)).toMatchObject({ effectClass: 'pure', label: 'MCP round-trip value' });
  });
  it('reads extra.sendRequest (push-style elicitation) as asking the client, not as a send', () => {
    expect(classifyMarked(`async function h(args, extra) { await /*@*/extra.sendRequest({ method: 'elicitation/create' }, s); }`)).toMatchObject({
      effectClass: 'read',
      label: 'MCP request to the client',
    });
  });
  it('prefers a local array named log over the logger name', () => {
    expect(classifyMarked(`function h() { const log = []; /*@*/log.push('x'); }`)).toMatchObject({ effectClass: 'local', label: 'local array mutated' });
  });
});

describe('values of a stateless per-request server live for one request', () => {
  const HONO = `import { Hono } from 'hono'; import { McpServer } from '@modelcontextprotocol/server'; const app = new Hono();`;
  check([
    // The retry is a new request: a new server, and a new Map.
    ['a Map of a Hono route that builds the server', `${HONO} app.post('/mcp', async (c) => { const server = new McpServer({ name: 's', version: '1' }); const seenTickets = new Map(); server.registerTool('t', {}, async ({ id }) => { /*@*/seenTickets.set(id, true); return { content: [] }; }); return c.text('ok'); });`, 'local', 'local Map mutated'],
    ['a Map of a Workers fetch', `export default { async fetch(request, env) { const server = new McpServer({ name: 's', version: '1' }); const seen = new Set(); server.registerTool('t', {}, async ({ id }) => { /*@*/seen.add(id); return { content: [] }; }); return new Response('ok'); } };`, 'local', 'local Set mutated'],
    ['a Map of a factory only stateless routes call', `${HONO} function buildServer() { const server = new McpServer({ name: 's', version: '1' }); const seenTickets = new Map(); server.registerTool('t', {}, async ({ id }) => { /*@*/seenTickets.set(id, 1); return { content: [] }; }); return server; } app.post('/mcp', async (c) => { const server = buildServer(); return c.text(String(server)); });`, 'local', 'local Map mutated'],
    // Built once at start-up: the server, and its Map, outlive every request.
    ['a Map of a factory called once at module level', `function buildServer() { const server = new McpServer({ name: 's', version: '1' }); const seenTickets = new Map(); server.registerTool('t', {}, async ({ id }) => { /*@*/seenTickets.set(id, 1); return { content: [] }; }); return server; } const server = buildServer();`, 'process-state', 'Map of an enclosing function mutated'],
    // A route that keeps the session's transport keeps its server, and the Map, for the next request.
    ['a Map of a route that stores the session', `${HONO} const transports = {}; app.post('/mcp', async (c) => { const server = new McpServer({ name: 's', version: '1' }); const seen = new Map(); server.registerTool('t', {}, async ({ id }) => { /*@*/seen.set(id, 1); return { content: [] }; }); transports[c.req.header('mcp-session-id')] = server; return c.text('ok'); });`, 'process-state', 'Map of an enclosing function mutated'],
  ]);
});
