import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import rule, { type MessageIds, type Options } from '../../rules/require-request-state-integrity.js';
import { markedInvalid } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const HOOK_FIX = '`new McpServer(info, { requestState: { verify: codec.verify } })` with a `createRequestStateCodec` codec';
const MANUAL_FIX = 'a codec `verify`, `jwtVerify`, or an HMAC compared with `crypto.timingSafeEqual`';

/** An SDK v2 server; `options` is the second argument of `new McpServer`. */
const v2 = (options: string, body: string) => `import { McpServer, createRequestStateCodec, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
const codec = createRequestStateCodec<{ step: string }>({ key: process.env.STATE_KEY! });
const server = new McpServer({ name: 's', version: '1.0.0' }${options});
${body}`;
const HOOK = ', { requestState: { verify: codec.verify } }';
const ASK = `inputRequests: { confirm: inputRequired.elicit({ message: 'Sure?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } }) }`;
/** A tool registered on `server`, with `body` as its handler body. */
const tool = (body: string) => `server.registerTool('t', { inputSchema: z.object({ env: z.string() }) }, async ({ env }, ctx) => {
${body}
});`;
/** A hand-rolled JSON-RPC dispatcher (the conformance servers' shape) whose tools/call handler is `body`. */
const raw = (body: string, imports = "import { randomUUID, createHmac, timingSafeEqual } from 'node:crypto';") => `${imports}
const KEY = process.env.STATE_KEY as string;
const handlers: Record<string, (params: any) => unknown> = {};
handlers['tools/call'] = (params) => {
${body}
};`;
const ELICIT = `inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Confirm?', requestedSchema: { type: 'object', properties: {} } } } }`;

const STRICT: [Options] = [{ checkCodecBinding: true, checkGuessableHandles: true }];

function valid(name: string, code: string, settings?: Record<string, unknown>, options?: [Options]): ValidTestCase<[Options]> {
  return { name, code, ...(settings ? { settings } : {}), ...(options ? { options } : {}) };
}

type Expected =
  | { messageId: 'unsignedState'; what: string; fix?: string }
  | { messageId: 'unverifiedState'; fix?: string }
  | { messageId: 'unverifiedRead'; how: string; source: string; fix?: string }
  | { messageId: 'macComparison'; operator: string; kind: string; output?: string | null }
  | { messageId: 'stateBeforeProof'; claim: string }
  | { messageId: 'unboundCodec'; ttl: string }
  | { messageId: 'guessableHandle'; source: string }
  | { messageId: 'keyInSource' }
  | { messageId: 'emptyKey' }
  | { messageId: 'shortKey'; bytes: string };

/** Each `/*!*\/` marks where one report starts; `expected` gives each report's message and data, in order. */
function invalid(
  name: string,
  marked: string,
  expected: Expected[],
  settings?: Record<string, unknown>,
  options?: [Options],
): InvalidTestCase<MessageIds, [Options]> {
  return markedInvalid(
    name,
    marked,
    expected,
    (report, position) => {
      switch (report.messageId) {
        case 'unsignedState':
          return { messageId: report.messageId, ...position, data: { what: report.what, fix: report.fix ?? HOOK_FIX } };
        case 'unverifiedState':
          return { messageId: report.messageId, ...position, data: { fix: report.fix ?? HOOK_FIX } };
        case 'unverifiedRead':
          return { messageId: report.messageId, ...position, data: { how: report.how, source: report.source, fix: report.fix ?? HOOK_FIX } };
        case 'macComparison': {
          const suggestions = report.output === null || report.output === undefined ? [] : [{ messageId: 'suggestTimingSafeEqual' as const, output: report.output }];
          return { messageId: report.messageId, ...position, data: { operator: report.operator, kind: report.kind }, suggestions };
        }
        case 'shortKey':
          return { messageId: report.messageId, ...position, data: { bytes: report.bytes } };
        case 'stateBeforeProof':
          return { messageId: report.messageId, ...position, data: { claim: report.claim } };
        case 'unboundCodec':
          return { messageId: report.messageId, ...position, data: { ttl: report.ttl } };
        case 'guessableHandle':
          return { messageId: report.messageId, ...position, data: { source: report.source } };
        default:
          return { messageId: report.messageId, ...position };
      }
    },
    { settings, options },
  );
}

runRuleTests('require-request-state-integrity', rule, {
  valid: [
    // Valid because the SDK's examples/mrtr pattern mints with the codec, verifies in the hook, and reads the verified payload.
    valid(
      'SDK mrtr: codec, hook, typed accessor',
      v2(
        HOOK,
        tool(`  const state = ctx.mcpReq.requestState<{ step: string }>();
  if (state?.step === 'confirm') return { content: [{ type: 'text', text: 'deployed' }] };
  return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'confirm' }) });`),
      ),
    ),
    // Valid because the SDK conformance everythingServer tests presence only, on a server with the hook.
    valid(
      'SDK everythingServer: presence test',
      v2(
        HOOK,
        tool(`  if (ctx.mcpReq.requestState() !== undefined && acceptedContent(ctx.mcpReq.inputResponses, 'confirm') !== undefined) {
    return { content: [{ type: 'text', text: 'integrity-ok' }] };
  }
  return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'tampered_state' }, ctx) });`),
      ),
    ),
    // Valid because Cloudflare's example passes the codec in as a parameter; `mint` is a codec's whatever its origin.
    valid(
      'Cloudflare: codec parameter',
      `import { McpServer, inputRequired, type RequestStateCodec } from '@modelcontextprotocol/server';
function createServer(requestStateCodec: RequestStateCodec<{ step: string }>) {
  const server = new McpServer({ name: 'demo', version: '1.0.0' }, { requestState: { verify: requestStateCodec.verify } });
  server.registerTool('count', { description: 'd' }, async (context) => {
    const state = context.mcpReq.requestState<{ step: string }>();
    if (!state) return inputRequired({ ${ASK}, requestState: await requestStateCodec.mint({ step: 'amount' }, context) });
    return { content: [{ type: 'text', text: state.step }] };
  });
  return server;
}`,
    ),
    // Valid because the SDK's todos example takes the key from the environment or 32 random bytes.
    valid(
      'SDK todos: key from env or random',
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';
const stateCodec = createRequestStateCodec({ key: process.env.REQUEST_STATE_SECRET ?? crypto.getRandomValues(new Uint8Array(32)) });`,
    ),
    // Valid because the conformance everything-server's tampered-state tool verifies before it reads the payload.
    valid(
      'conformance: raw handler verifies with an HMAC helper',
      raw(`  const requestState = params.requestState as string | undefined;
  if (requestState) {
    const verified = verifyState(requestState);
    if (!verified) throw { code: -32602, message: 'requestState integrity check failed' };
    if (verified.kind === 'tamper-test') return { content: [{ type: 'text', text: 'integrity-ok' }] };
  }
  return { resultType: 'input_required', ${ELICIT}, requestState: signState({ kind: 'tamper-test', nonce: randomUUID() }) };`) +
        `
function signState(payload: Record<string, unknown>): string {
  const data = JSON.stringify(payload);
  return JSON.stringify({ data, hmac: createHmac('sha256', KEY).update(data).digest('hex') });
}
function verifyState(state: string): Record<string, unknown> | null {
  const { data, hmac } = JSON.parse(state);
  const expected = createHmac('sha256', KEY).update(data).digest('hex');
  if (hmac.length !== expected.length || !timingSafeEqual(Buffer.from(hmac), Buffer.from(expected))) return null;
  return JSON.parse(data);
}`,
    ),
    // Valid because an inline HMAC check needs the envelope split and parsed first: those parses feed the verification.
    valid(
      'raw handler: inline verification of a split envelope',
      raw(`  const state = params.requestState as string | undefined;
  if (!state) return { resultType: 'input_required', ${ELICIT}, requestState: seal({ step: 1 }) };
  const [body, mac] = state.split('.');
  const expected = createHmac('sha256', KEY).update(body).digest('base64url');
  if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) throw new Error('bad state');
  const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
  if (payload.step === 1) return { content: [] };`) +
        `
function seal(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return body + '.' + createHmac('sha256', KEY).update(body).digest('base64url');
}`,
    ),
    // Valid because jose's jwtVerify runs before the claims are used, and the state is a signed JWT.
    valid(
      'raw handler: jose JWT',
      raw(
        `  const token = params.requestState;
  if (!token) return { resultType: 'input_required', ${ELICIT}, requestState: await new SignJWT({ step: 1 }).setProtectedHeader({ alg: 'HS256' }).sign(secret) };
  const { payload } = await jwtVerify(token, secret);
  if (payload.step === 1) return { content: [] };`,
        "import { SignJWT, jwtVerify } from 'jose';\nconst secret = new TextEncoder().encode(process.env.JWT_SECRET);",
      ).replace('(params) =>', 'async (params) =>'),
    ),
    // Valid because jsonwebtoken's verify dominates the use of the decoded state.
    valid(
      'raw handler: jsonwebtoken',
      raw(
        `  const { requestState } = params;
  if (requestState === undefined) return { resultType: 'input_required', ${ELICIT}, requestState: jwt.sign({ step: 'confirm' }, process.env.JWT_SECRET) };
  const state = jwt.verify(requestState, process.env.JWT_SECRET);
  if (state.step === 'confirm') return { content: [] };`,
        "import jwt from 'jsonwebtoken';",
      ),
    ),
    // Valid because the conformance suite's client-test mock keeps the state it sent and compares the echo with it.
    valid(
      'conformance mrtr-client: state kept server-side',
      raw(`  const sent = sentStates.get('echo');
  if (!params.inputResponses) {
    const state = JSON.stringify({ nonce: randomUUID() });
    sentStates.set('echo', state);
    return { resultType: 'input_required', ${ELICIT}, requestState: state };
  }
  return { content: [{ type: 'text', text: String(params.requestState === sent) }] };`) + '\nconst sentStates = new Map<string, string>();',
    ),
    // Valid because a bare random id carries no data: it can only key a server-side store.
    valid('random id as state', raw(`  return { resultType: 'input_required', ${ELICIT}, requestState: randomUUID() };`)),
    // Valid because a constant carries nothing; a test of it would be reported where it is read.
    valid('constant state never tested', v2('', tool(`  return inputRequired({ ${ASK}, requestState: 'opaque-deploy-state' });`))),
    // Valid because settings say the server verifies state (its hook is configured in another file).
    valid(
      'settings: requestStateVerified',
      raw(`  if (params.requestState) return { content: [{ type: 'text', text: JSON.parse(params.requestState).step }] };
  return { resultType: 'input_required', ${ELICIT}, requestState: JSON.stringify({ step: 1 }) };`),
      { mcp: { requestStateVerified: true } },
    ),
    // Valid because the project's codec setting says every server runs its verify as the hook (hook: true).
    valid(
      'settings: requestStateCodec with hook',
      raw(`  if (params.requestState) return { content: [{ type: 'text', text: JSON.parse(params.requestState).step }] };
  return { resultType: 'input_required', ${ELICIT}, requestState: JSON.stringify({ step: 1 }) };`),
      { mcp: { requestStateCodec: { file: 'src/state.ts', export: 'codec', hook: true } } },
    ),
    // Valid because the server is built in another file: the accessor may return verified payloads, and the codec seals.
    valid(
      'tool module: server from elsewhere',
      `import { inputRequired, type McpServer, type RequestStateCodec } from '@modelcontextprotocol/server';
export function register(server: McpServer, codec: RequestStateCodec<{ step: string }>) {
  server.registerTool('t', { description: 'd' }, async (ctx) => {
    const state = ctx.mcpReq.requestState<{ step: string }>();
    if (state?.step === 'confirm') return { content: [] };
    return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'confirm' }) });
  });
}`,
    ),
    // Valid because the SDK comes through a module of the project: the file names no revision, yet only an SDK v2
    // server hands handlers a `requestState()` accessor, and the server built in another file may verify.
    valid(
      'tool module: server and SDK from a project module',
      `import { inputRequired, type McpServer } from './mcp.js';
export function register(server: McpServer) {
  server.registerTool('t', { description: 'd' }, async (ctx) => {
    const state = ctx.mcpReq.requestState();
    if (state) return { content: [{ type: 'text', text: JSON.parse(state).id }] };
    return inputRequired({ ${ASK}, requestState: 'x' });
  });
}`,
    ),
    // Valid because presence tests are how every handler tells the first round: they trust nothing in the state.
    valid(
      'presence tests on raw state',
      raw(`  const requestState = params.requestState;
  if (!requestState || typeof requestState !== 'string' || requestState === undefined) {
    return { resultType: 'input_required', ${ELICIT}, requestState: signed() };
  }
  console.log('resumed', requestState.length, \`state \${requestState}\`);
  return verifyOrThrow(requestState);`) + `\nfunction signed() { return createHmac('sha256', KEY).update('x').digest('hex'); }\nfunction verifyOrThrow(s: string) { if (!timingSafeEqual(Buffer.from(s), Buffer.from(signed()))) throw new Error('bad'); return { content: [] }; }`,
    ),
    // Valid because a client sending a tampered state to test a server is not minting (the SDK's guide harness).
    valid(
      'client request with a state',
      `import { Client } from '@modelcontextprotocol/client';
await client.request({ method: 'tools/call', params: { name: 'wipe-cache', arguments: {}, requestState: 'tampered' } });
const r = await client.callTool({ name: 'x' });
if (r.requestState === 'x') console.log(JSON.parse(r.requestState));`,
    ),
    // Valid because MAC comparisons are only this rule's business in files about requestState.
    valid('MAC comparison elsewhere', `import { createHmac } from 'node:crypto';\nexport const ok = (sig: string, body: string) => createHmac('sha256', k).update(body).digest('hex') === sig;`),
    // Valid because comparing a signature with a literal, undefined or its type is no timing leak; `macAddress` is not a MAC.
    valid(
      'MAC-named values compared with constants',
      `const requestState = 1;
if (signature === undefined || typeof hmac === 'string' || digest === null || sig.length === 64 || macAddress === other || mac === 'none') {}`,
    ),
    // Valid because codec keys from the environment, a binding, or 32+ random bytes are fine.
    valid(
      'codec keys not in the source',
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { randomBytes } from 'node:crypto';
const a = createRequestStateCodec({ key: env.MRTR_REQUEST_STATE_KEY });
const b = createRequestStateCodec({ key: randomBytes(32) });
const c = createRequestStateCodec({ key: crypto.getRandomValues(new Uint8Array(64)) });
const requestState = 'x';`,
    ),
    // Valid because the codec throws a RangeError at start-up on a key under 32 bytes: a server without its secret never runs.
    valid(
      'codec key with an empty or short env fallback, used five times',
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';
const KEY = process.env.MCP_STATE_KEY ?? '';
const a = createRequestStateCodec({ key: process.env.MCP_STATE_KEY ?? '' });
const b = createRequestStateCodec({ key: process.env.STATE_KEY ?? 'dev-secret' });
const c = createRequestStateCodec({ key: KEY });
const d = createRequestStateCodec({ key: KEY });
const e = createRequestStateCodec({ key: KEY });
const requestState = 'x';`,
    ),
    // Valid because an approval minted after the answer was tested accepted is proven (the guide's second round).
    valid(
      'approval minted after the answer was accepted',
      v2(
        HOOK,
        tool(`  const go = ctx.mcpReq.inputResponses?.confirm;
  if (go?.action === 'accept') return inputRequired({ ${ASK}, requestState: await codec.mint({ approved: true, env }) });
  const ok = acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
  if (ok) return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'confirmed' }) });
  return inputRequired({ ${ASK}, requestState: await codec.mint({ approved: false, step: 'confirm' }) });`),
      ),
    ),
    // Valid because the SDK's mrtr example names the step it waits for ('confirm', 'signed-in'), and checks the answer on return.
    valid(
      'SDK mrtr: step names are no claims',
      v2(
        HOOK,
        tool(`  const state = ctx.mcpReq.requestState<{ step: string }>();
  if ((state?.step ?? 'confirm') === 'confirm') return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'confirm' }) });
  return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'signed-in' }) });`),
      ),
    ),
    // Valid because a codec with `bind` ties its state to the caller, and the handle is a random UUID kept server-side.
    valid(
      'strict: bound codec, unguessable handles',
      `import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
import { randomUUID } from 'node:crypto';
const codec = createRequestStateCodec({ key: process.env.K!, bind: (ctx) => ctx.mcpReq.method });
const shared = { key: process.env.K! };
const spread = createRequestStateCodec({ ...shared });
const pending = new Map<string, string>();
export function ask(job: string) {
  const id = \`\${Date.now()}-\${randomUUID()}\`;
  pending.set(id, job);
  return inputRequired({ inputRequests: {}, requestState: id });
}
export const signed = async () => inputRequired({ inputRequests: {}, requestState: await codec.mint({ at: Date.now() }) });`,
      undefined,
      STRICT,
    ),
    // Valid because the strict checks are off by default: an unbound codec and a counter handle pass \`recommended\`.
    valid(
      'default: unbound codec, counter handle',
      `import { createRequestStateCodec, inputRequired } from '@modelcontextprotocol/server';
const codec = createRequestStateCodec({ key: process.env.K! });
let next = 0;
const pending = new Map<string, string>();
export function ask(job: string) {
  const id = \`job-\${++next}\`;
  pending.set(id, job);
  return inputRequired({ inputRequests: {}, requestState: id });
}`,
    ),
    // Valid because the handler verifies through a same-file helper whose name says nothing (`openState`), which
    // compares the MAC with timingSafeEqual.
    valid(
      'raw handler verifies through a helper that calls another',
      raw(`  const state = openState(params.requestState);
  if (state) return { content: [{ type: 'text', text: state }] };
  const data = Buffer.from(randomUUID()).toString('base64url');
  return { resultType: 'input_required', ${ELICIT}, requestState: \`\${data}.\${mac(data)}\` };`) +
        `
function mac(data: string) { return createHmac('sha256', KEY).update(data).digest('base64url'); }
function sameBytes(a: string, b: string) { return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)); }
function openState(raw: string | undefined) { if (!raw) return null; const [data, tag] = raw.split('.'); return sameBytes(tag!, mac(data!)) ? data! : null; }`,
    ),
    // Valid because with the hook present, the accessor returns the verified payload (SDK guide: wipe-cache).
    valid(
      'SDK guide: wipe-cache',
      v2(
        HOOK,
        tool(`  const state = ctx.mcpReq.requestState<{ step: string }>();
  if (state?.step !== 'confirmed') {
    const confirmed = acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
    if (confirmed?.confirm !== true) return inputRequired({ ${ASK} });
    // Mint only what the response above already proved: the operator confirmed.
    return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'confirmed' }) });
  }
  switch (state.step) { default: return { content: [] }; }`),
      ),
    ),
    // Valid because the everything-server's capabilities tool mints signed state in a handler that verifies state (in its tampered-state branch).
    valid(
      'conformance: signed state in a handler that verifies',
      raw(`  const requestState = params.requestState as string | undefined;
  if (params.name === 'tampered' && requestState && !verifyState(requestState)) throw { code: -32602 };
  if (params.inputResponses) return { content: [] };
  return { resultType: 'input_required', ${ELICIT}, requestState: signState({ kind: 'capabilities-test', nonce: randomUUID() }) };`) +
        `
function signState(payload: object): string { const data = JSON.stringify(payload); return JSON.stringify({ data, hmac: createHmac('sha256', KEY).update(data).digest('hex') }); }
declare function verifyState(state: string): object | null;`,
    ),
    // Valid because the SDK's todos example binds state to the caller and switches on the verified payload.
    valid(
      'SDK todos: bound codec, switch on verified state',
      v2(
        HOOK,
        tool(`  const state = ctx.mcpReq.requestState<{ step: string }>();
  switch (state?.step) {
    case undefined:
      return inputRequired({ ${ASK}, requestState: await codec.mint({ step: 'awaiting-count' }, ctx) });
    case 'awaiting-count':
      return { content: [] };
  }`),
      ),
    ),
    // Valid because a verification of the state that runs before (here in a try block) covers the parse after it.
    valid(
      'verification in a try block before the parse',
      raw(`  const state = params.requestState;
  if (!state) return { resultType: 'input_required', ${ELICIT}, requestState: signState() };
  try { verifyState(state); } catch { throw new Error('bad state'); }
  return { content: [{ type: 'text', text: JSON.parse(state).step }] };`) + '\ndeclare function signState(): string;\ndeclare function verifyState(s: string): void;',
    ),
  ],
  invalid: [
    // Invalid because the conformance suite's broken server mints unprotected state and accepts anything back.
    invalid(
      'conformance broken server',
      `import { randomUUID } from 'crypto';
const handlers: Record<string, (params: Record<string, unknown>) => unknown> = {};
handlers['tools/call'] = (params) => {
  const inputResponses = params.inputResponses as Record<string, unknown> | undefined;
  if (inputResponses) return { content: [{ type: 'text', text: 'Accepted (no integrity check)' }] };
  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/'unprotected-state-' + randomUUID() };
};`,
      [{ messageId: 'unsignedState', what: 'a concatenated string', fix: MANUAL_FIX }],
    ),
    // Invalid because the conformance everything-server mints JSON state and parses it back unverified.
    invalid(
      'conformance everything-server: JSON round trip',
      raw(`  const requestState = params.requestState as string | undefined;
  if (requestState && params.inputResponses?.confirm) {
    const state = /*!*/JSON.parse(requestState);
    if (state.kind === 'request-state') return { content: [{ type: 'text', text: 'state-ok' }] };
  }
  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/JSON.stringify({ kind: 'request-state', nonce: randomUUID() }) };`),
      [
        { messageId: 'unverifiedRead', how: 'call parses', source: 'params.requestState', fix: MANUAL_FIX },
        { messageId: 'unsignedState', what: 'plain JSON', fix: MANUAL_FIX },
      ],
    ),
    // Invalid because a verification in another branch does not cover this parse (everything-server, multi_round tool).
    invalid(
      'verification in a sibling branch',
      raw(`  const requestState = params.requestState as string | undefined;
  if (params.name === 'tampered') {
    if (requestState && !verifyState(requestState)) throw new Error('bad');
    return { content: [] };
  }
  if (!requestState) return { resultType: 'input_required', ${ELICIT}, requestState: signState() };
  const state = /*!*/JSON.parse(requestState);
  return { content: [{ type: 'text', text: String(state.round) }] };`) + '\ndeclare function signState(): string;\ndeclare function verifyState(s: string): boolean;',
      [{ messageId: 'unverifiedRead', how: 'call parses', source: 'params.requestState', fix: MANUAL_FIX }],
    ),
    // Invalid because a verification after the parse comes too late.
    invalid(
      'verification after the use',
      raw(`  const state = params.requestState;
  if (!state) return { resultType: 'input_required', ${ELICIT}, requestState: signState() };
  const step = /*!*/atob(state);
  verifyState(state);
  return { content: [{ type: 'text', text: step }] };`) + '\ndeclare function signState(): string;\ndeclare function verifyState(s: string): void;',
      [{ messageId: 'unverifiedRead', how: 'call decodes', source: 'params.requestState', fix: MANUAL_FIX }],
    ),
    // Invalid because the SDK's elicitation example carries the user's answer back unsigned (its comment says so).
    invalid(
      'SDK elicitation example: plan_trip',
      v2(
        '',
        tool(`  const dates = acceptedContent(ctx.mcpReq.inputResponses, 'dates');
  const destination = ctx.mcpReq.requestState<string>() ?? acceptedContent<{ destination: string }>(ctx.mcpReq.inputResponses, 'dest')?.destination;
  if (!destination) return inputRequired({ ${ASK} });
  if (!dates) return inputRequired({ requestState: /*!*/destination, ${ASK} });
  return { content: [{ type: 'text', text: destination }] };`),
      ),
      [{ messageId: 'unsignedState', what: 'a value the client sent' }],
    ),
    // Invalid because base64 hides nothing: the client decodes it as easily.
    invalid(
      'base64 of JSON',
      v2('', tool(`  return inputRequired({ ${ASK}, requestState: /*!*/Buffer.from(JSON.stringify({ env })).toString('base64url') });`)),
      [{ messageId: 'unsignedState', what: 'base64-encoded JSON' }],
    ),
    // Invalid because btoa of a template literal is just as readable and writable.
    invalid('btoa of a template', v2('', tool(`  return inputRequired({ ${ASK}, requestState: /*!*/btoa(\`\${env}:confirm\`) });`)), [
      { messageId: 'unsignedState', what: 'encoded text' },
    ]),
    // Invalid because a template literal with the tool's arguments is the client's to rewrite.
    invalid('template literal', v2('', tool(`  return inputRequired({ ${ASK}, requestState: /*!*/\`deploy:\${env}:\${Date.now()}\` });`)), [
      { messageId: 'unsignedState', what: 'a template literal' },
    ]),
    // Invalid because a same-file helper that only encodes is followed to what it returns.
    invalid(
      'helper that encodes',
      v2(
        '',
        `const encodeState = (state: object) => Buffer.from(JSON.stringify(state)).toString('base64');
${tool(`  return inputRequired({ ${ASK}, requestState: /*!*/encodeState({ env }) });`)}`,
      ),
      [{ messageId: 'unsignedState', what: 'base64-encoded JSON' }],
    ),
    // Invalid because a variable holding JSON is followed to its value.
    invalid(
      'variable holding JSON',
      v2('', tool(`  const state = JSON.stringify({ env, step: 'confirm' });\n  return inputRequired({ ${ASK}, requestState: /*!*/state });`)),
      [{ messageId: 'unsignedState', what: 'plain JSON' }],
    ),
    // Invalid because a tool argument echoed as state is the request's own value.
    invalid('tool argument as state', v2('', tool(`  return inputRequired({ ${ASK}, requestState: /*!*/env });`)), [
      { messageId: 'unsignedState', what: 'a value from the request' },
    ]),
    // Invalid because a codec's state is only as good as its verification, and this server has no hook.
    invalid(
      'codec mint, server without hook',
      v2('', tool(`  if (!ctx.mcpReq.requestState()) return inputRequired({ ${ASK}, requestState: /*!*/await codec.mint({ step: 'confirm' }) });\n  return { content: [] };`)),
      [{ messageId: 'unverifiedState' }],
    ),
    // Invalid because an HMAC-signed state in a raw handler that never checks it accepts any state back.
    invalid(
      'raw: signed but never verified',
      raw(`  if (params.inputResponses) return { content: [] };
  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/createHmac('sha256', KEY).update('x').digest('hex') };`),
      [{ messageId: 'unverifiedState', fix: MANUAL_FIX }],
    ),
    // Invalid because without a hook the accessor returns the wire string, and this test trusts it.
    invalid(
      'accessor branched on without a hook',
      v2(
        '',
        tool(`  const state = ctx.mcpReq.requestState<string>();
  if (/*!*/state === 'confirmed') return { content: [{ type: 'text', text: 'deployed' }] };
  if (state === 'started') return { content: [] };
  return inputRequired({ ${ASK}, requestState: /*!*/'confirmed' });`),
      ),
      [
        { messageId: 'unverifiedRead', how: 'test branches on', source: 'ctx.mcpReq.requestState<string>()' },
        { messageId: 'stateBeforeProof', claim: "'confirmed'" },
      ] as Expected[],
    ),
    // Invalid because xmcp has no verify hook: `extra.requestState()` is the wire string.
    invalid(
      'xmcp accessor parsed',
      `import { inputRequired, type ToolExtraArguments } from 'xmcp';
export const metadata = { name: 'resume' };
export default async function resume(params: {}, extra: ToolExtraArguments) {
  const raw = extra.requestState<string>();
  if (!raw) return inputRequired({ ${ASK}, requestState: 'started' });
  const { step } = /*!*/JSON.parse(raw);
  return step;
}`,
      [{ messageId: 'unverifiedRead', how: 'call parses', source: 'extra.requestState<string>()', fix: MANUAL_FIX }],
    ),
    // Invalid because Buffer.from(state, 'base64') decodes raw state. The signed state it mints is never checked
    // either: one problem, reported where the state is trusted, not again at the mint.
    invalid(
      'Buffer.from base64',
      raw(`  const { requestState } = params;
  if (!requestState) return { resultType: 'input_required', ${ELICIT}, requestState: createHmac('sha256', KEY).update('1').digest('hex') };
  const text = /*!*/Buffer.from(requestState, 'base64').toString('utf8');
  return { content: [{ type: 'text', text }] };`),
      [{ messageId: 'unverifiedRead', how: 'call decodes', source: 'requestState', fix: MANUAL_FIX }],
    ),
    // Invalid because switching on raw state lets the client pick the branch.
    invalid(
      'switch on raw state',
      raw(`  switch (/*!*/params.requestState) {
    case 'paid': return { content: [{ type: 'text', text: 'shipping' }] };
    default: return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/'paid' };
  }`),
      [
        { messageId: 'unverifiedRead', how: 'test branches on', source: 'params.requestState', fix: MANUAL_FIX },
        { messageId: 'stateBeforeProof', claim: "'paid'" },
      ] as Expected[],
    ),
    // Invalid because string tests on raw state branch on it too.
    invalid(
      'startsWith on raw state',
      raw(`  const state: string = params.requestState ?? '';
  if (/*!*/state.startsWith('approved:')) return { content: [] };
  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/'approved:' + params.arguments.id };`),
      [
        { messageId: 'unverifiedRead', how: 'test branches on', source: 'params.requestState', fix: MANUAL_FIX },
        { messageId: 'unsignedState', what: 'a concatenated string', fix: MANUAL_FIX },
      ] as Expected[],
    ),
    // Invalid because an SDK v1 low-level handler reads `request.params.requestState` raw (v1 has no hook at all).
    invalid(
      'SDK v1 low-level handler',
      `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
const server = new Server({ name: 's', version: '1' }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const state = request.params.requestState ? /*!*/JSON.parse(request.params.requestState as string) : null;
  if (!state) return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/JSON.stringify({ step: 2 }) } as never;
  return { content: [] };
});`,
      [
        { messageId: 'unverifiedRead', how: 'call parses', source: 'request.params.requestState', fix: MANUAL_FIX },
        { messageId: 'unsignedState', what: 'plain JSON', fix: MANUAL_FIX },
      ],
    ),
    // Invalid because echoing the state the client sent re-signs nothing.
    invalid('raw: echoed state', raw(`  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/params.requestState };`), [
      { messageId: 'unsignedState', what: 'a value the client sent', fix: MANUAL_FIX },
    ]),
    // Invalid because `!==` on an HMAC leaks timing; the suggestion adds timingSafeEqual to the existing import.
    invalid(
      'HMAC compared with !==, suggestion extends the import',
      `import { createHmac } from 'node:crypto';
const requestState = 'x';
function verifyState(data: string, hmac: string): boolean {
  const expected = createHmac('sha256', key).update(data).digest('hex');
  if (/*!*/hmac !== expected) return false;
  return true;
}`,
      [
        {
          messageId: 'macComparison',
          operator: '!==',
          kind: 'HMAC',
          output: `import { createHmac, timingSafeEqual } from 'node:crypto';
const requestState = 'x';
function verifyState(data: string, hmac: string): boolean {
  const expected = createHmac('sha256', key).update(data).digest('hex');
  if (!(hmac.length === expected.length && timingSafeEqual(Buffer.from(hmac), Buffer.from(expected)))) return false;
  return true;
}`,
        },
      ],
    ),
    // Invalid because `===` on a signature leaks timing; a namespace import provides timingSafeEqual.
    invalid(
      'signature compared with ===, namespace import',
      `import crypto from 'crypto';
const requestState = 'x';
export const ok = (parts: { sig: string }, expected: string) => /*!*/parts.sig === expected;`,
      [
        {
          messageId: 'macComparison',
          operator: '===',
          kind: 'MAC or signature',
          output: `import crypto from 'crypto';
const requestState = 'x';
export const ok = (parts: { sig: string }, expected: string) => parts.sig.length === expected.length && crypto.timingSafeEqual(Buffer.from(parts.sig), Buffer.from(expected));`,
        },
      ],
    ),
    // Invalid because a digest compared with == leaks timing; with no crypto import the suggestion adds one.
    invalid(
      'digest compared with ==, import added',
      `import { inputRequired } from '@modelcontextprotocol/server';
const requestState = 'x';
const same = /*!*/digest == received ? 'yes' : 'no';`,
      [
        {
          messageId: 'macComparison',
          operator: '==',
          kind: 'MAC or signature',
          output: `import { inputRequired } from '@modelcontextprotocol/server';
import { timingSafeEqual } from 'node:crypto';
const requestState = 'x';
const same = (digest.length === received.length && timingSafeEqual(Buffer.from(digest), Buffer.from(received))) ? 'yes' : 'no';`,
        },
      ],
    ),
    // Invalid because a createHash digest compared inline is reported, with no suggestion (the call would run twice).
    invalid(
      'inline digest call, no suggestion',
      `import { createHash } from 'node:crypto';
const requestState = 'x';
export const fresh = (body: string, etag: string) => /*!*/createHash('sha256').update(body).digest('hex') != etag;`,
      [{ messageId: 'macComparison', operator: '!=', kind: 'digest', output: null }],
    ),
    // Invalid because a codec key written in the source can be read by anyone with the code.
    invalid(
      'codec key literal',
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';
const a = createRequestStateCodec({ key: /*!*/'a-very-long-but-committed-secret-key-value' });
const KEY = Buffer.from(/*!*/'00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff', 'hex');
const b = createRequestStateCodec({ key: KEY });
const c = createRequestStateCodec({ key: new TextEncoder().encode(/*!*/'another-committed-secret-of-enough-length') });`,
      [{ messageId: 'keyInSource' }, { messageId: 'keyInSource' }, { messageId: 'keyInSource' }],
    ),
    // Invalid because a fallback long enough for the codec is a working key in the source.
    invalid(
      'env fallback literal the codec accepts',
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';
const codec = createRequestStateCodec({ key: process.env.STATE_KEY ?? /*!*/'dev-secret-dev-secret-dev-secret-dev' });`,
      [{ messageId: 'keyInSource' }],
    ),
    // Invalid because an HMAC takes an empty key: a server without its secret signs with a key everyone knows.
    // One report for the declaration, however many calls use it.
    invalid(
      'hand-rolled HMAC with an empty fallback key',
      `import { createHmac } from 'node:crypto';
const requestState = 'x';
const SECRET = process.env.STATE_SECRET ?? /*!*/'';
export const seal = (body: string) => \`\${body}.\${createHmac('sha256', SECRET).update(body).digest('hex')}\`;
export const mac = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');
export const tag = (body: string) => createHmac('sha256', SECRET).update('tag:' + body).digest('hex');`,
      [{ messageId: 'emptyKey' }],
    ),
    // Invalid because a literal key used by three HMAC calls is one key in the source.
    invalid(
      'one literal key used three times',
      `import { createHmac } from 'node:crypto';
const requestState = 'x';
const SECRET = /*!*/'state-secret';
export const a = createHmac('sha256', SECRET).update('a').digest('hex');
export const b = createHmac('sha256', SECRET).update('b').digest('hex');
export const c = createHmac('sha256', SECRET).update('c').digest('hex');`,
      [{ messageId: 'keyInSource' }],
    ),
    // Invalid because decoding and parsing raw state is one use of it: one report, at the parse.
    invalid(
      'parse of a base64 decode',
      raw(`  const raw = params.requestState as string | undefined;
  if (!raw) return { resultType: 'input_required', ${ELICIT}, requestState: signState() };
  const state = /*!*/JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
  return { content: [{ type: 'text', text: String(state.step) }] };`) + '\ndeclare function signState(): string;',
      [{ messageId: 'unverifiedRead', how: 'call parses', source: 'params.requestState', fix: MANUAL_FIX }],
    ),
    // Invalid because the file mints with a codec, then opens the codec's envelope by hand instead of verifying it:
    // with a hook the accessor would hold the payload, so decoding its value means nothing verified it. (The
    // branch on it is left alone: a hook set up elsewhere may have verified a value that is only tested.)
    invalid(
      'tool module: codec state read back raw',
      `import { inputRequired, type McpServer, type RequestStateCodec } from '@modelcontextprotocol/server';
export function register(server: McpServer, codec: RequestStateCodec<{ id: string }>) {
  server.registerTool('t', { description: 'd' }, async (ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    if (!raw) return inputRequired({ ${ASK}, requestState: await codec.mint({ id: 'x' }) });
    if (raw.startsWith('v1.')) console.log('codec state');
    const [, body] = raw.split('.');
    const state = /*!*/JSON.parse(Buffer.from(body!, 'base64url').toString());
    return { content: [{ type: 'text', text: state.p.id }] };
  });
}`,
      [{ messageId: 'unverifiedRead', how: 'call parses', source: 'ctx.mcpReq.requestState<string>()' }],
    ),
    // Invalid (strict) because an unbound codec's state is accepted from anyone who holds it, until it expires.
    invalid(
      'strict: codec without bind',
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';
const requestState = 'x';
export const a = /*!*/createRequestStateCodec({ key: process.env.K! });
export const b = /*!*/createRequestStateCodec({ key: process.env.K!, ttlSeconds: 120 });`,
      [
        { messageId: 'unboundCodec', ttl: 'after 600 seconds (the default `ttlSeconds`)' },
        { messageId: 'unboundCodec', ttl: 'after 120 seconds' },
      ],
      undefined,
      STRICT,
    ),
    // Invalid (strict) because handles from Math.random(), the clock or a counter can be guessed or enumerated (SEP-2567).
    invalid(
      'strict: guessable state handles',
      `import { inputRequired } from '@modelcontextprotocol/server';
const pending = new Map<string, string>();
let next = 0;
export function a(job: string) {
  const id = Math.random().toString(36).slice(2);
  pending.set(id, job);
  return inputRequired({ inputRequests: {}, requestState: /*!*/id });
}
export function b(job: string) {
  const id = \`job-\${++next}\`;
  pending.set(id, job);
  return inputRequired({ inputRequests: {}, requestState: /*!*/id });
}
export function c(job: string) {
  const id = String(Date.now());
  pending.set(id, job);
  return inputRequired({ inputRequests: {}, requestState: /*!*/id });
}`,
      [
        { messageId: 'guessableHandle', source: '`Math.random()`' },
        { messageId: 'guessableHandle', source: 'a counter' },
        { messageId: 'guessableHandle', source: '`Date.now()`' },
      ],
      undefined,
      STRICT,
    ),
    // Invalid because the state claims the approval in the result that asks for it: a decline comes back "approved".
    invalid(
      'literal minted as proof before the approval',
      raw(`  if (params.inputResponses?.approve) return { content: [] };
  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/'approved' };`),
      [{ messageId: 'stateBeforeProof', claim: "'approved'" }],
    ),
    // Invalid because signing does not make the claim true: the codec signs an approval nobody gave.
    invalid(
      'codec mints an approval flag before the answer',
      v2(
        HOOK,
        tool(`  const state = ctx.mcpReq.requestState<{ approved: boolean }>();
  if (state?.approved) return { content: [{ type: 'text', text: 'deployed' }] };
  return inputRequired({ ${ASK}, requestState: /*!*/await codec.mint({ approved: true, env }) });`),
      ),
      [{ messageId: 'stateBeforeProof', claim: 'approved: true' }],
    ),
    // Invalid because returning when the answer is missing *and* the target is production says nothing about other
    // targets: on a staging round with no answer the state claims an approval nobody gave.
    invalid(
      'approval claimed past a return that needs the answer missing and something else',
      v2(
        HOOK,
        tool(`  const answer = ctx.mcpReq.inputResponses?.confirm;
  if (answer === undefined && env === 'prod') return inputRequired({ ${ASK} });
  return inputRequired({ ${ASK}, requestState: /*!*/await codec.mint({ step: 'approved' }) });`),
      ),
      [{ messageId: 'stateBeforeProof', claim: "step: 'approved'" }],
    ),
    // Invalid because the guide's wipe-cache without its check of the answer mints "confirmed" on the asking round.
    invalid(
      'step claimed before the answer',
      v2(
        HOOK,
        tool(`  const state = ctx.mcpReq.requestState<{ step: string }>();
  if (state?.step !== 'confirmed') return inputRequired({ ${ASK}, requestState: /*!*/await codec.mint({ step: 'confirmed' }) });
  return { content: [] };`),
      ),
      [{ messageId: 'stateBeforeProof', claim: "step: 'confirmed'" }],
    ),
    // Invalid because 16 random bytes are fewer than the codec accepts.
    invalid(
      'short random key',
      `import { createRequestStateCodec } from '@modelcontextprotocol/server';
import { randomBytes } from 'node:crypto';
const a = createRequestStateCodec({ key: randomBytes(/*!*/16) });
const b = createRequestStateCodec({ key: crypto.getRandomValues(new Uint8Array(/*!*/24)) });`,
      [
        { messageId: 'shortKey', bytes: '16' },
        { messageId: 'shortKey', bytes: '24' },
      ],
    ),
    // Invalid because HMAC and JWT keys that sign state are keys in the source too.
    invalid(
      'signing keys in the source',
      `import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import jwt from 'jsonwebtoken';
const requestState = 'x';
const mac = createHmac('sha256', /*!*/'state-secret').update('x').digest('hex');
const token = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(/*!*/'jwt-secret'));
const legacy = jwt.sign({ step: 1 }, /*!*/'jwt-secret');`,
      [{ messageId: 'keyInSource' }, { messageId: 'keyInSource' }, { messageId: 'keyInSource' }],
    ),
    // Invalid because requestStateVerified: false is the default, stated.
    invalid(
      'settings: requestStateVerified false',
      raw(`  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/JSON.stringify({ step: 1 }) };`),
      [{ messageId: 'unsignedState', what: 'plain JSON', fix: MANUAL_FIX }],
      { mcp: { requestStateVerified: false } },
    ),
    // Invalid because a codec without a hook (hook: false) verifies only where a handler calls it: no server does.
    invalid(
      'settings: requestStateCodec without hook',
      raw(`  return { resultType: 'input_required', ${ELICIT}, requestState: /*!*/JSON.stringify({ step: 1 }) };`),
      [{ messageId: 'unsignedState', what: 'plain JSON', fix: MANUAL_FIX }],
      { mcp: { requestStateCodec: { file: 'src/state.ts', export: 'codec', hook: false } } },
    ),
  ],
});

describe('settings.mcp.requestStateVerified', () => {
  /** Lints a file with no state under the settings: a bad setting must stop the run anyway. */
  const lintWith = (mcp: Record<string, unknown>) => {
    const linter = new Linter({ configType: 'flat' });
    const config: Linter.Config[] = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tsParser as unknown as Linter.Parser },
        plugins: { mcp: plugin as unknown as NonNullable<Linter.Config['plugins']>[string] },
        rules: { 'mcp/require-request-state-integrity': 'error' },
        settings: { mcp },
      },
    ];
    return () => linter.verify('const x = 1;', config, { filename: 'a.ts' });
  };

  it('rejects anything but a boolean, naming the key, the shape and the value', () => {
    expect(lintWith({ requestStateVerified: 'yes' })).toThrow(/settings\.mcp\.requestStateVerified must be true .* or false; got "yes"\./);
  });

  it('rejects requestStateVerified: false beside a codec whose hook is true, naming both', () => {
    expect(lintWith({ requestStateVerified: false, requestStateCodec: { file: 'src/state.ts', export: 'codec', hook: true } })).toThrow(
      /settings\.mcp\.requestStateVerified is false, but settings\.mcp\.requestStateCodec\.hook is true/,
    );
  });
});
