import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

/** A suggestion a report offers, with the exact code it produces. */
interface Offer {
  messageId: MessageIds;
  output: string;
}

const V2 = `import { McpServer, inputRequired, acceptedContent, inputResponse, createRequestStateCodec } from '@modelcontextprotocol/server';`;

/** A tool whose steps travel in `requestState`: the first round mints `step: 'plan'` (a state machine, production-4). */
const SETUP_STEPS = `type Setup = { step: 'plan' | 'seats'; workspaceId: string };
const codec = createRequestStateCodec<Setup>({ key: process.env.KEY! });
export async function setup(args: { name: string }, ctx: any, deps: any) {
  const state = ctx.mcpReq.requestState<Setup>();
  if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ step: 'plan', workspaceId: 'w' }) });
`;

/**
 * A label purchase as a table of steps picked by `requestState` (production-7): each step's `run` asks through a helper
 * that mints the state the next round starts in; `buyStep` is the `buy` step's body and `handlerBody` the tool's.
 */
const labelMachine = (buyStep: string, handlerBody: string): string => `${V2}
import { carriers, requests } from './shipping.js';
type Label = { step: 'address' | 'rate' | 'buy'; addressId?: string; shipmentId?: string };
const codec = createRequestStateCodec<Label>({ key: process.env.KEY! });
async function ask(ctx: any, key: string, next: Label) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message: key, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(next, ctx) });
}
const machine = {
  states: {
    address: {
      async run(args: any, st: Label, ctx: any) {
        const verified = await carriers.createAddress(args.to);
        return ask(ctx, 'address', { step: 'rate', addressId: verified.id });
      },
    },
    rate: {
      async run(args: any, st: Label, ctx: any) {
        const shipment = await carriers.createShipment(st.addressId, args.weight);
        return ask(ctx, 'rate', { ...st, step: 'buy', shipmentId: shipment.id });
      },
    },
    buy: {
      async run(args: any, st: Label, ctx: any) {
${buyStep}
      },
    },
  },
};
async function advance(args: any, ctx: any) {
  const st = ctx.mcpReq.requestState<Label>() ?? { step: 'address' as const };
  return machine.states[st.step].run(args, st, ctx);
}
export function register(server: McpServer) {
  server.registerTool('buy_label', {}, async (args: any, ctx: any) => {
${handlerBody}
  });
}`;

/** Sentry's shape: a higher-order wrapper that asks for elevation when the tool it ran failed with a 403. */
const PERMISSION_RETRY = `import { api } from './api';
const server = new McpServer({ name: 's', version: '1' });
function withPermissionRetry(fn: (args: any, ctx: any) => Promise<any>) {
  return async (args: any, ctx: any) => {
    try {
      return await fn(args, ctx);
    } catch (error: any) {
      if (error.status === 403) return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
      throw error;
    }
  };
}
`;

/** Sentry's span shape: the span's callback runs the tool and asks after a 403 in its `catch`. */
const SPAN_RETRY = `import * as Sentry from '@sentry/node';
import { api } from './api';
const server = new McpServer({ name: 's', version: '1' });
export function withTracing(name: string, handler: (args: any, ctx: any) => Promise<any>) {
  return async (args: any, ctx: any) =>
    Sentry.startSpan({ name }, async () => {
      try {
        return await handler(args, ctx);
      } catch (error: any) {
        if (error.status === 403) return inputRequired({ inputRequests: {} });
        throw error;
      }
    });
}
`;

/** MongoDB's shape: a base class registers a forwarding arrow to each subclass's `execute` and asks through a method. */
const TOOL_BASE = `const server = new McpServer({ name: 's', version: '1' });
abstract class ToolBase {
  abstract name: string;
  constructor(protected readonly db: any) {}
  protected abstract execute(args: any, ctx: any): Promise<any>;
  register() {
    server.registerTool(this.name, {}, (args: any, ctx) => this.execute(args, ctx));
  }
  protected confirm(ctx: any, message: string) {
    if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return undefined;
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
  }
}
`;

/** A repository class of the same file whose method name says nothing: its SQL text writes. */
const TICKETS = `import { Pool } from 'pg';
const pool = new Pool();
const server = new McpServer({ name: 's', version: '1' });
class TicketRepository {
  constructor(private readonly pool: Pool) {}
  async addEvent(id: string, text: string) {
    await this.pool.query('INSERT INTO ticket_events (ticket_id, text) VALUES ($1, $2)', [id, text]);
  }
  async find(id: string) {
    return this.pool.query('SELECT * FROM tickets WHERE id = $1', [id]);
  }
}
`;

/** A service class reached through a base class's `deps` field, declared by a same-file interface; the tool's execute() follows. */
const ORDER_TOOL = `import { Pool } from 'pg';
const server = new McpServer({ name: 's', version: '1' });
class OrderService {
  constructor(private readonly pg: Pool) {}
  async find(id: string) {
    return this.pg.query('SELECT * FROM orders WHERE id = $1', [id]);
  }
  async recordEvent(id: string, kind: string) {
    await this.pg.query('INSERT INTO order_events (order_id, kind) VALUES ($1, $2)', [id, kind]);
  }
}
interface Deps {
  orders: OrderService;
}
abstract class OrderTool {
  constructor(protected readonly deps: Deps) {}
  protected abstract execute(args: any, ctx: any): Promise<any>;
  register() {
    server.registerTool('t', {}, (args: any, ctx) => this.execute(args, ctx));
  }
}
class PurgeTool extends OrderTool {
  protected async execute(args: { id: string }, ctx: any) {
`;

const REGISTRY_403 = `import { Pool } from 'pg';
import { api } from './api';
const pool = new Pool();
class ToolServer {
  tools = new Map<string, (args: any, ctx: any) => Promise<any>>();
  constructor(server: McpServer) {
    server.server.setRequestHandler('tools/call', async (request: any, ctx: any) => {
      try {
        return await this.tools.get(request.params.name)!(request.params.arguments, ctx);
      } catch (error: any) {
        if (error.status === 403) return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com/elevate', message: 'Approve' }) } });
        throw error;
      }
    });
  }
}
const app = new ToolServer(new McpServer({ name: 's', version: '1' }));
`;

const move = (output: string): Offer => ({ messageId: 'suggestMoveBelowQuestion', output });

/**
 * A handler whose `catch` runs `effect` under one error test and then asks under `question` (one line each), and the
 * suggestion that moves the effect below the question: the code and the options of an invalid case.
 */
function caughtPredicateCase(imports: string, effect: string, question: string): [string, { suggestions: Offer[][] }] {
  const handler = (lines: string[]) => `${V2}
import { ${imports} } from './errors.js';
export async function h(args: { id: string }, ctx: any, deps: any) {
  try {
    return await deps.issues.get(args.id);
  } catch (error) {
${lines.map((line) => `    ${line}`).join('\n')}
    throw error;
  }
}`;
  return [handler([effect, question]), { suggestions: [[move(handler([question, effect.replace('/*!*/', '')]))]] }];
}
const intoBranch = (output: string): Offer => ({ messageId: 'suggestMoveIntoAnsweredBranch', output });

function valid(name: string, code: string, options?: Options): ValidTestCase<[Options]> {
  return options ? { name, code, options: [options] } : { name, code };
}

/**
 * An invalid case: every `/*!*\/` in `code` marks one expected report, in order, and `suggestions` lists, for
 * each report in the same order, the suggestions it offers (`[]` where none may be offered).
 */
function invalid(
  name: string,
  marked: string,
  extra: { options?: Options; messageId?: MessageIds; data?: Record<string, string>; suggestions: Offer[][] },
): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  if (positions.length === 0) throw new Error(`invalid case "${name}" marks no report`);
  if (extra.suggestions.length !== positions.length) throw new Error(`invalid case "${name}" needs the suggestions of each report`);
  return {
    name,
    code,
    ...(extra.options ? { options: [extra.options] } : {}),
    errors: positions.map((position, index) => ({
      messageId: extra.messageId ?? 'sideEffect',
      ...(extra.data ? { data: extra.data } : {}),
      line: position.line,
      column: position.column,
      suggestions: extra.suggestions[index]!,
    })),
  };
}

/** production-5: a handler with a Temporal signal, an Elasticsearch bulk and a Bun.spawn before its question; `askAbove(i)` asks above the i-th. */
const P5_LINES = [
  "  await Promise.all(args.ids.map((id) => temporal.workflow.getHandle(id).signal('markSeen')));",
  "  await es.bulk({ operations: args.ids.flatMap((id) => [{ index: { _index: 'seen' } }, { id }]) });",
  "  await Bun.spawn(['ffmpeg', '-i', args.id, '/tmp/out.mp4']).exited;",
];
const askAbove = (index: number): string => `${V2}
import { Client } from '@temporalio/client';
import { Client as Elastic } from '@elastic/elasticsearch';
const temporal = new Client();
const es = new Elastic({ node: 'http://localhost:9200' });
export async function h(args: { id: string; ids: string[] }, ctx: any) {
${[...P5_LINES.slice(0, index), "  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });", ...P5_LINES.slice(index)].join('\n')}
  return { content: [] };
}`;

runRuleTests('no-side-effect-before-input-required', rule, {
  valid: [
    // Valid because the question comes first: the charge only runs once the answer is there.
    valid('ask first, then charge', `${V2}
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('charge', {}, async ({ amount }: { amount: number }, ctx: any) => {
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Charge?', requestedSchema: { type: 'object', properties: {} } }) } });
  await stripe.paymentIntents.create({ amount, currency: 'usd' });
  return { content: [] };
});`),

    // Valid because the idempotency key is a digest of the order id, the same on every round: Stripe answers the
    // retry with the intent it created on the first round (a write-idempotent call, not in recommended; devset).
    valid('a Stripe create keyed by a digest of its arguments before the question', `${V2}
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
export async function charge(args: { orderId: string; amount: number }, ctx: any) {
  const idempotencyKey = createHash('sha256').update(\`order:\${args.orderId}\`).digest('hex');
  const intent = await stripe.paymentIntents.create({ amount: args.amount, currency: 'usd' }, { idempotencyKey });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Charge \${intent.amount}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  await stripe.paymentIntents.confirm(intent.id);
  return { content: [] };
}`),

    // Valid because the helper's state carries `jobId`: `!state?.jobId` is true only on the round without state.
    valid('a guard on a field the state minted through a helper carries', `${V2}
const codec = createRequestStateCodec({ key: process.env.KEY! });
const ask = (message: string, requestState?: string) =>
  inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) }, requestState });
export async function h(args: { ids: string[] }, ctx: any, deps: any) {
  const state = ctx.mcpReq.requestState() as { jobId: string } | undefined;
  if (!state?.jobId) {
    const job = await deps.queue.add('welcome', args);
    return ask(\`Queued \${job.id}. Continue?\`, await codec.mint({ jobId: job.id }));
  }
  return { content: [] };
}`),

    // Valid because the mutation is the last call of the `try` and the `catch` asks only about what it threw: when it
    // was refused it changed nothing, and when it succeeds no question follows (devset github-dispatch:61).
    valid('the last call of a try, asked about only when it is refused', `${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit({});
const elevate = () => inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
export async function archive(args: { id: string }, ctx: any) {
  try {
    await octokit.graphql(\`mutation { archiveRepository(input: { repositoryId: "\${args.id}" }) { clientMutationId } }\`);
  } catch (error: any) {
    if (error.status === 403) return elevate();
    throw error;
  }
  return { content: [] };
}`),

    // Valid because the service method the declared types lead to only reads (devset orders-pg).
    valid('a reading method of a service reached through a field declared with a same-file interface', `${V2}
${ORDER_TOOL}    const order = await this.deps.orders.find(args.id);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [{ type: 'text', text: String(order.rowCount) }] };
  }
}`),

    // Valid because the insert runs after the tool's own `throw new QuotaError(...)` and no awaited call follows it: a
    // refused round threw before it, a round that gets past the check asks nothing (production-4 exports-resilient).
    valid('a write after the last error the tool makes and throws itself', `${V2}
${PERMISSION_RETRY}class QuotaError extends Error { status = 403; }
server.registerTool('backfill', {}, withPermissionRetry(async (args) => {
  const used = await api.usage.retrieve(args.day);
  if (used.slots > 10) throw new QuotaError('quota');
  await api.rows.insert({ day: args.day });
  return { content: [] };
}));`),

    // Valid because the wrapper asks only for `ScopeError`, a class of this file that no package can throw: after the
    // last check that throws it, the loop's Notion updates are followed by no call that can lead to the question
    // (devset collab-retry:66).
    valid('package writes after the last call that can throw the class the wrapper asks for', `${V2}
import { Client } from '@notionhq/client';
const notion = new Client({});
const server = new McpServer({ name: 's', version: '1' });
class ScopeError extends Error {}
async function requireEdit(id: string) {
  const database = await notion.databases.retrieve({ database_id: id });
  if (!('properties' in database)) throw new ScopeError(id);
}
function withScopeRetry(fn: (args: any, ctx: any) => Promise<any>) {
  return async (args: any, ctx: any) => {
    try {
      return await fn(args, ctx);
    } catch (error) {
      if (error instanceof ScopeError) return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
      throw error;
    }
  };
}
const archive = withScopeRetry(async (args: { id: string; pages: string[] }) => {
  await requireEdit(args.id);
  for (const page of args.pages) {
    await notion.pages.update({ page_id: page, archived: true });
  }
  return { content: [] };
});
server.registerTool('archive', {}, archive);`),

    // Valid because send-then-ask is guarded: the code is sent only on the round that has no code yet.
    valid('send-then-ask guarded by an absent answer', `${V2}
import { sendSms } from './sms';
export async function verify(args: { phone: string }, ctx: any) {
  const code = ctx.mcpReq.inputResponses?.code;
  if (code === undefined) {
    await sendSms(args.phone);
    return inputRequired({ inputRequests: { code: inputRequired.elicit({ message: 'Code?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: 'ok' }] };
}`),

    // Valid because the resume pattern creates the order only when there is no request state yet.
    valid('resume: create only when there is no state, carry it in requestState', `${V2}
import { createOrder } from './orders';
const codec = createRequestStateCodec({ secret: process.env.SECRET! } as any);
export async function order(args: { sku: string }, ctx: any) {
  const state = await ctx.mcpReq.requestState();
  if (!state) {
    const created = await createOrder(args.sku);
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ id: created.id }) });
  }
  return { content: [] };
}`),

    // Valid because a Map declared in the handler dies with the round: nothing survives into the retry.
    valid('local Map.set before the question', `${V2}
export async function h(args: any, ctx: any) {
  const seen = new Map<string, number>();
  seen.set('a', 1);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because pushing to a local array is local.
    valid('local array push before the question', `${V2}
export async function h(args: { items: string[] }, ctx: any) {
  const lines: string[] = [];
  for (const item of args.items) lines.push(item);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'go')) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because logging is not a side effect worth a retry warning.
    valid('console and logger calls before the question', `${V2}
import pino from 'pino';
const logger = pino();
export async function h(args: any, ctx: any) {
  console.log('asking');
  logger.info({ args }, 'asking');
  if (!ctx.mcpReq.inputResponses) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because reads repeat harmlessly.
    valid('reads before the question: Stripe retrieve, fetch GET, SQL SELECT', `${V2}
import Stripe from 'stripe';
import { Pool } from 'pg';
const stripe = new Stripe('k');
const pool = new Pool();
export async function h(args: { id: string }, ctx: any) {
  const customer = await stripe.customers.retrieve(args.id);
  const page = await fetch('https://example.com/prices');
  const rows = await pool.query('SELECT * FROM prices WHERE id = $1', [args.id]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a function only defined before the question does not run there.
    valid('closure defined but not called before the question', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  const notify = async () => { await sendEmail(args.to); };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await notify();
  return { content: [] };
}`),

    // Valid because the branch with the effect returns a complete result and never reaches the question.
    valid('effect in a branch that returns a result', `${V2}
import { chargeCard } from './billing';
export async function h(args: { small: boolean }, ctx: any) {
  if (args.small) {
    await chargeCard(1);
    return { content: [] };
  }
  return inputRequired({ inputRequests: {} });
}`),

    // Valid because throw is never an exit: an error ends the exchange and nothing is retried.
    valid('effect followed by throw, not by a question', `${V2}
import { recordFailure } from './audit';
export async function h(args: { bad: boolean }, ctx: any) {
  if (args.bad) {
    await recordFailure('bad');
    throw new Error('bad input');
  }
  return inputRequired({ inputRequests: {} });
}`),

    // Valid because a function with no input_required exit is not a handler this rule looks at.
    valid('no input_required anywhere in the handler', `${V2}
import { chargeCard } from './billing';
export async function h(args: any) {
  await chargeCard(5);
  return { content: [] };
}`),

    // Valid because the inputRequired call belongs to the nested callback, not to the handler.
    valid('input_required returned by a nested callback only', `${V2}
import { chargeCard } from './billing';
export async function h(args: { items: string[] }) {
  await chargeCard(5);
  const questions = args.items.map((item) => inputRequired({ inputRequests: {} }));
  return { content: [], questions };
}`),

    // Valid because URLSearchParams, Headers, hashes and local emitters are handler-local built-ins.
    valid('URLSearchParams.append, Headers.set, hash.update, local emit', `${V2}
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
export async function h(args: { q: string }, ctx: any) {
  const params = new URLSearchParams();
  params.append('q', args.q);
  const headers = new Headers();
  headers.set('accept', 'json');
  const hash = createHash('sha256');
  hash.update(args.q);
  const events = new EventEmitter();
  events.emit('asked');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because module-level helpers fill the handler's own built-ins through parameters annotated with their types
    // (firecrawl's `appendParam(params: URLSearchParams, ...)`): the verb "append" names no write there.
    valid('helpers that fill a URLSearchParams, Headers and an array passed in', `${V2}
function appendParam(params: URLSearchParams, key: string, value?: string) {
  if (value) params.append(key, value);
}
function appendAuth(headers: Headers, token: string) {
  headers.append('authorization', \`Bearer \${token}\`);
}
function appendNote(notes: string[], note: string) {
  notes.push(note);
}
export async function h(args: { q: string; token: string }, ctx: any) {
  const params = new URLSearchParams();
  appendParam(params, 'q', args.q);
  const headers = new Headers();
  appendAuth(headers, args.token);
  const notes: string[] = [];
  appendNote(notes, 'asked');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: (await fetch(\`https://x.test/?\${params}\`, { headers })).statusText + notes.join() }] };
}`),

    // Valid because acceptedContent's absence guards the send.
    valid('absence guard through acceptedContent', `${V2}
import { sendCode } from './otp';
export async function h(args: any, ctx: any) {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'code');
  if (!answer) {
    await sendCode(args.phone);
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`),

    // Valid because inputResponse(...).kind === 'missing' is the absence branch.
    valid("absence guard through inputResponse(...).kind === 'missing'", `${V2}
import { sendCode } from './otp';
export async function h(args: any, ctx: any) {
  const view = inputResponse(ctx.mcpReq.inputResponses, 'code');
  if (view.kind === 'missing') {
    await sendCode(args.phone);
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`),

    // Valid because code after "if (state) return ..." runs only on the round without state.
    valid('effect after an early return on present state', `${V2}
import { createOrder } from './orders';
const codec = createRequestStateCodec({} as any);
export async function h(args: any, ctx: any) {
  const state = await ctx.mcpReq.requestState();
  if (state) {
    return { content: [{ type: 'text', text: String(state) }] };
  }
  const order = await createOrder(args);
  return inputRequired({ inputRequests: {}, requestState: await codec.mint({ id: order.id }) });
}`),

    // Valid because the else branch of "if (answer)" runs only when the answer is absent.
    valid('effect in the else branch of a presence test', `${V2}
import { sendCode } from './otp';
export async function h(args: any, ctx: any) {
  const answer = ctx.mcpReq.inputResponses?.code;
  if (answer) {
    return { content: [] };
  } else {
    await sendCode(args.phone);
    return inputRequired({ inputRequests: {} });
  }
}`),

    // Valid because the prompt asks before it records anything.
    valid('prompt handler that asks first', `${V2}
import { saveDraft } from './drafts';
const server = new McpServer({ name: 's', version: '1' });
server.registerPrompt('p', {}, async (ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.topic) return inputRequired({ inputRequests: {} });
  await saveDraft('x');
  return { messages: [] };
});`),

    // Valid because the same-file helper only reads.
    valid('same-file helper that only reads', `${V2}
import { getBalance } from './ledger';
async function loadAccount(id: string) { return getBalance(id); }
export async function h(args: { id: string }, ctx: any) {
  const balance = await loadAccount(args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(balance) }] };
}`),

    // Valid because the effect sits in unreachable code after the question.
    valid('effect only in unreachable code after the exit', `${V2}
import { chargeCard } from './billing';
export async function h(args: any) {
  return inputRequired({ inputRequests: {} });
  await chargeCard(1);
}`),

    // Valid because a module-level Map mutation is process state, which recommended does not report.
    valid('module-level Map.set is not reported without checkProcessState', `${V2}
const pending = new Map<string, number>();
export async function h(args: { id: string }, ctx: any) {
  pending.set(args.id, Date.now());
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because awaited calls of unknown effect are only reported with checkUnknownCalls.
    valid('awaited unknown call is not reported without checkUnknownCalls', `${V2}
import { frobnicate } from './things';
export async function h(args: any, ctx: any) {
  await frobnicate(args);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because an unknown call that is not awaited stays unreported even in strict mode.
    valid('un-awaited unknown call with checkUnknownCalls', `${V2}
import { frobnicate } from './things';
export async function h(args: any, ctx: any) {
  frobnicate(args);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { checkUnknownCalls: true }),

    // Valid because an update of fixed values leaves the same record on the retry (production-7's deal stage, blocked
    // flag and dispute metadata; production-4's `$set` of a constant): idempotent, reported with checkIdempotentWrites.
    valid('an update that sets fixed values is not reported without checkIdempotentWrites', `${V2}
import { Client } from '@hubspot/api-client';
import { auth0 } from './auth0';
const hubspot = new Client({ accessToken: process.env.HUBSPOT_TOKEN });
export async function h(args: { dealId: string; userId: string }, ctx: any) {
  await hubspot.crm.deals.basicApi.update(args.dealId, { properties: { dealstage: 'presentationscheduled' } });
  await auth0.users.update({ id: args.userId }, { blocked: true });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because what the compositions compose only computes: a Ramda text builder, a lodash flow of pure steps, and
    // a composer's name that comes from no library (a project's own \`pipe\` is judged by its body elsewhere).
    valid('calls of compositions of pure functions', `${V2}
import * as R from 'ramda';
import { flow } from 'lodash';
const agendaOf = R.pipe(R.sortBy(R.prop('at')), R.map((i: { at: string; title: string }) => \`\${i.at} \${i.title}\`), R.join('\\n'));
const slug = flow((s: string) => s.trim(), (s: string) => s.toLowerCase());
export async function h(args: { agenda: { at: string; title: string }[]; name: string }, ctx: any) {
  const body = agendaOf(args.agenda);
  const id = slug(args.name);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: body + id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`),

    // Valid because upserts are idempotent writes, reported only with checkIdempotentWrites.
    valid('Prisma upsert is not reported without checkIdempotentWrites', `${V2}
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
export async function h(args: { id: string }, ctx: any) {
  await prisma.user.upsert({ where: { id: args.id }, create: { id: args.id }, update: {} });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because the callback is defined before the question but passed to a call after it.
    valid('callback defined before, used after the question', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  const send = (to: string) => sendEmail(to);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await Promise.all(args.to.map(send));
  return { content: [] };
}`),

    // Valid because map over reads only reads.
    valid('Promise.all over reads', `${V2}
import { fetchQuote } from './quotes';
export async function h(args: { ids: string[] }, ctx: any) {
  const quotes = await Promise.all(args.ids.map((id) => fetchQuote(id)));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: JSON.stringify(quotes) }] };
}`),

    // Valid because the MCP progress notification is logging, not a world-changing effect.
    valid('progress notification before the question', `${V2}
export async function h(args: any, ctx: any) {
  await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progress: 1 } });
  await ctx.mcpReq.log('info', 'asking');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because an SDK v1 file with no input_required cannot have the bug.
    valid('SDK v1 tool with effects and no input_required', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { sendEmail } from './mail';
const server = new McpServer({ name: 's', version: '1' });
server.tool('send', async () => { await sendEmail('a'); return { content: [] }; });`),

    // Valid because the effect is guarded by the absence of state in an || chain.
    valid('absence through "state || await create()"', `${V2}
import { createSession } from './sessions';
const codec = createRequestStateCodec({} as any);
export async function h(args: any, ctx: any) {
  const state = await ctx.mcpReq.requestState();
  const session = state || (await createSession());
  if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint(session) });
  return { content: [] };
}`),

    // Valid because "typeof v === 'undefined'" is an absence test.
    valid("absence guard through typeof === 'undefined'", `${V2}
import { sendCode } from './otp';
export async function h(args: any, ctx: any) {
  const code = ctx.mcpReq.inputResponses?.code;
  if (typeof code === 'undefined') {
    await sendCode(args.phone);
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`),

    // Valid because the guard is an early return on a present answer, then the send-and-ask.
    valid('early return on a present answer, then send and ask', `${V2}
import { sendCode } from './otp';
export async function h(args: any, ctx: any) {
  const code = ctx.mcpReq.inputResponses?.code;
  if (code !== undefined) return { content: [{ type: 'text', text: 'verified' }] };
  await sendCode(args.phone);
  return inputRequired({ inputRequests: {} });
}`),

    // Valid because the guard lives inside the same-file helper: it only sends when nothing came back.
    valid('helper that guards its own effect on absence', `${V2}
import { sendCode } from './otp';
async function sendCodeOnce(ctx: any, phone: string) {
  if (!ctx.mcpReq.inputResponses?.code) await sendCode(phone);
}
export async function h(args: any, ctx: any) {
  await sendCodeOnce(ctx, args.phone);
  if (!ctx.mcpReq.inputResponses?.code) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because the write happens after the last question in a loop that only reads before asking.
    valid('loop that asks per item before writing anything', `${V2}
import { saveAll } from './store';
export async function h(args: { items: string[] }, ctx: any) {
  for (const item of args.items) {
    if (!acceptedContent(ctx.mcpReq.inputResponses, item)) return inputRequired({ inputRequests: {} });
  }
  await saveAll(args.items);
  return { content: [] };
}`),

    // Valid because the resource handler asks before it writes.
    valid('resource read handler that asks first', `${V2}
import { markRead } from './inbox';
const server = new McpServer({ name: 's', version: '1' });
server.registerResource('r', 'inbox://x', {}, async (uri: URL, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await markRead(uri.href);
  return { contents: [] };
});`),

    // Valid because the xmcp tool sends its code only on the round without an answer.
    valid('xmcp tool with send-then-ask on extra.inputResponses', `import { inputRequired } from 'xmcp';
import { sendCode } from './otp';
export default async function verify(params: { phone: string }, extra: any) {
  if (!extra.inputResponses?.code) {
    await sendCode(params.phone);
    return inputRequired({ inputRequests: {} });
  }
  return 'ok';
}`),

    // Valid because this file has no MCP import and no input_required text at all (cheap early exit).
    valid('plain file with writes and no questions', `import { writeFileSync } from 'node:fs';
export function save(data: string) { writeFileSync('out.txt', data); return { ok: true }; }`),

    // Valid because JSON, Math and Date are pure.
    valid('pure globals before the question', `${V2}
export async function h(args: any, ctx: any) {
  const started = Date.now();
  const body = JSON.stringify({ started, n: Math.round(args.n) });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {}, requestState: body });
  return { content: [] };
}`),

    // Valid because the effect is after the only question, in a later block.
    valid('effect after the question inside try', `${V2}
import { chargeCard } from './billing';
export async function h(args: any, ctx: any) {
  try {
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    await chargeCard(args.amount);
  } catch (error) {
    return { isError: true, content: [] };
  }
  return { content: [] };
}`),

    // Valid because a local helper that returns input_required is called first, and the write comes after.
    valid('helper question first, then the write', `${V2}
import { chargeCard } from './billing';
function askConfirm() { return inputRequired({ inputRequests: {} }); }
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return askConfirm();
  await chargeCard(args.amount);
  return { content: [] };
}`),

    // Valid because codec verification of the echoed state is a read of the round-trip value.
    valid('codec.verify of the echoed state before the question', `${V2}
const codec = createRequestStateCodec({} as any);
export async function h(args: any, ctx: any) {
  const state = await codec.verify(ctx.mcpReq.requestState());
  if (!state) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a axios GET is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: axios GET', `${V2}
import axios from 'axios';
export async function h(args: any, ctx: any) {
  await axios.get('https://api.example.com/prices');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a ky GET is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: ky GET', `${V2}
import ky from 'ky';
export async function h(args: any, ctx: any) {
  await ky.get('https://api.example.com/prices').json();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a mysql2 SELECT is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: mysql2 SELECT', `${V2}
import mysql from 'mysql2/promise';
const conn = await mysql.createConnection({});
export async function h(args: any, ctx: any) {
  await conn.execute('SELECT * FROM orders WHERE id = ?', [args.id]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a AWS S3 GetObjectCommand is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: AWS S3 GetObjectCommand', `${V2}
import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';
const s3 = new S3Client({});
export async function h(args: any, ctx: any) {
  await s3.send(new GetObjectCommand({ Bucket: 'b', Key: args.key }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Redis get is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Redis get', `${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h(args: any, ctx: any) {
  await redis.get(args.key);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a plain SET of a value read under the arguments' key leaves the same state on every round (a cache
    // fill), like a PUT of a whole resource: it is write-idempotent, which only strict reports.
    valid('Redis SET cache fill before the question', `${V2}
import { Redis } from '@upstash/redis';
const kv = Redis.fromEnv();
export async function h({ tenant }: { tenant: string }, ctx: any) {
  const limits = (await kv.get<string>(\`limits:\${tenant}\`)) ?? 'default';
  await kv.set(\`limits-cache:\${tenant}\`, limits, { ex: 300 });
  await kv.hset(\`tenant:\${tenant}\`, { lastLimits: limits });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a PUT whose body is built from the arguments and a value read repeats harmlessly.
    valid('HTTP PUT of an argument-derived body before the question', `${V2}
const API = 'https://api.example.com';
export async function h({ id, name }: { id: string; name: string }, ctx: any) {
  const request = { method: 'PUT', body: JSON.stringify({ id, name, kind: 'label' }) };
  await fetch(\`\${API}/labels/\${id}\`, { ...request, headers: { 'content-type': 'application/json' } });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a timestamp written as a value only records when the write ran: the retry's upsert and SET leave
    // the same records, a later time in them (a clock counts in the key, not in what is written).
    valid('upsert and Redis SET of timestamps before the question', `${V2}
import Redis from 'ioredis';
import knex from 'knex';
const redis = new Redis();
const db = knex({ client: 'pg' });
export async function h({ user }: { user: string }, ctx: any) {
  await db('sessions').insert({ user, seen_at: new Date() }).onConflict('user').merge();
  await redis.set(\`last-seen:\${user}\`, Date.now());
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a handler-local Map's set and an array's push stay in the run: no Redis, no request.
    valid('local Map.set and array push with Date.now() before the question', `${V2}
export async function h({ ids }: { ids: string[] }, ctx: any) {
  const seen = new Map<string, number>();
  const log: { id: string; at: number }[] = [];
  for (const id of ids) {
    seen.set(id, Date.now());
    log.push({ id, at: Date.now() });
  }
  console.info('batch', { size: log.length, at: new Date().toISOString() });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because the tool set in the registry from outside the class only reads and fills a handler-local Map before
    // the call whose 403 asks.
    valid('class-field registry written from outside the class, its tool only reading before the 403', `${V2}
${REGISTRY_403}app.tools.set('close_account', async ({ id }: { id: string }) => {
  const rows = await pool.query('SELECT * FROM accounts WHERE id = $1', [id]);
  const byId = new Map(rows.rows.map((row: any) => [row.id, row]));
  byId.set(id, { id });
  await api.closeAccount(id);
  return { content: [] };
});`),

    // Valid because a GraphQL query sent by POST through a project wrapper reads: the wrapper is judged by the
    // document each call passes, and the mutation runs after the question.
    valid('GraphQL query through a project fetch wrapper before the question', `${V2}
async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('https://api.example.com/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return ((await res.json()) as { data: T }).data;
}
const ISSUE = \`query Issue($id: String!) { issue(id: $id) { title } }\`;
const ARCHIVE = \`mutation Archive($id: String!) { issueArchive(id: $id) { success } }\`;
export async function h({ id }: { id: string }, ctx: any) {
  const { issue } = await gql<{ issue: { title: string } }>(ISSUE, { id });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Archive \${issue.title}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  await gql(ARCHIVE, { id });
  return { content: [] };
}`),

    // Valid because the imported helpers' names say what they return or edit in memory (a date of a post, Slack blocks,
    // text without diacritics, a URL with parameters), and the Knex client the handler is given only reads.
    valid('imported text builders and a typed Knex read before the question', `${V2}
import { type Knex } from 'knex';
import { createSlackBlocks, removeDiacritics, appendQueryParams, publishDateOf } from './text.js';
export async function h({ id }: { id: string }, ctx: any, db: Knex) {
  const post = await db('posts').where({ id }).first();
  const blocks = createSlackBlocks(\`\${removeDiacritics(post.title)} \${publishDateOf(post)} \${appendQueryParams(post.url, { ref: 'mcp' })}\`);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Post \${blocks.length} blocks?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`),

    // Valid because a Octokit repos.get is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Octokit repos.get', `${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
export async function h(args: any, ctx: any) {
  await octokit.rest.repos.get({ owner: 'o', repo: 'r' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Slack conversations.list is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Slack conversations.list', `${V2}
import { WebClient } from '@slack/web-api';
const slack = new WebClient('t');
export async function h(args: any, ctx: any) {
  await slack.conversations.list();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Twilio messages.list is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Twilio messages.list', `${V2}
import twilio from 'twilio';
const client = twilio('sid', 'token');
export async function h(args: any, ctx: any) {
  await client.messages.list({ limit: 5 });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a nodemailer verify is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: nodemailer verify', `${V2}
import nodemailer from 'nodemailer';
const transporter = nodemailer.createTransport({});
export async function h(args: any, ctx: any) {
  await transporter.verify();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Resend emails.get is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Resend emails.get', `${V2}
import { Resend } from 'resend';
const resend = new Resend('k');
export async function h(args: any, ctx: any) {
  await resend.emails.get(args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Prisma findMany is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Prisma findMany', `${V2}
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
export async function h(args: any, ctx: any) {
  await prisma.order.findMany({ where: { customer: args.id } });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Drizzle select chain is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Drizzle select chain', `${V2}
import { drizzle } from 'drizzle-orm/node-postgres';
import { orders } from './schema';
const db = drizzle('postgres://x');
export async function h(args: any, ctx: any) {
  await db.select().from(orders).limit(10);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a MongoDB find is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: MongoDB find', `${V2}
import { MongoClient } from 'mongodb';
const client = new MongoClient('mongodb://x');
export async function h(args: any, ctx: any) {
  await client.db('app').collection('orders').find({}).toArray();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Mongoose findById is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Mongoose findById', `${V2}
import mongoose from 'mongoose';
const Order = mongoose.model('Order', new mongoose.Schema({}));
export async function h(args: any, ctx: any) {
  await Order.findById(args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a BullMQ getJob is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: BullMQ getJob', `${V2}
import { Queue } from 'bullmq';
const queue = new Queue('emails');
export async function h(args: any, ctx: any) {
  await queue.getJob(args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a SNS ListTopicsCommand is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: SNS ListTopicsCommand', `${V2}
import { SNSClient, ListTopicsCommand } from '@aws-sdk/client-sns';
const sns = new SNSClient({});
export async function h(args: any, ctx: any) {
  await sns.send(new ListTopicsCommand({}));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a Kafka admin listTopics is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Kafka admin listTopics', `${V2}
import { Kafka } from 'kafkajs';
const admin = new Kafka({ brokers: [] }).admin();
export async function h(args: any, ctx: any) {
  await admin.listTopics();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a fs readFile is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: fs readFile', `${V2}
import { readFile } from 'node:fs/promises';
export async function h(args: any, ctx: any) {
  await readFile('config.json', 'utf8');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a OpenAI files.list is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: OpenAI files.list', `${V2}
import OpenAI from 'openai';
const openai = new OpenAI();
export async function h(args: any, ctx: any) {
  await openai.files.list();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a POST of a chat transcript asks a model: it costs again on the retry but changes nothing, and
    // \`recommended\` reports writes (\`cost\` is no class any option adds), as for OpenAI's completions.create.
    valid('a chat transcript posted through a wrapper before the question', `${V2}
async function agent(endpoint: string, body: Record<string, unknown>) {
  return fetch(\`\${process.env.AGENT_URL}/\${endpoint}\`, { method: 'POST', body: JSON.stringify(body) });
}
export async function h(args: { question: string }, ctx: any) {
  const draft = await agent('v1/agent', { input: [{ role: 'user', content: args.question }] });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: await draft.text() }] };
}`),

    // Valid because a Prisma $queryRawUnsafe SELECT is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: Prisma $queryRawUnsafe SELECT', `${V2}
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
export async function h(args: any, ctx: any) {
  await prisma.$queryRawUnsafe('SELECT 1');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a knex.raw SELECT is a read: repeating it on the next round changes nothing.
    valid('catalog read before the question: knex.raw SELECT', `${V2}
import knex from 'knex';
const db = knex({ client: 'pg' });
export async function h(args: any, ctx: any) {
  await db.raw('SELECT balance FROM accounts WHERE id = ?', [args.id]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because minting the state a question carries and verifying the echoed state only carry the round
    // trip, even when the codec comes from a factory the classifier cannot see into (strict options).
    valid('codec mint inside requestState and verify of the echoed state, with checkUnknownCalls', `${V2}
import { getCodec } from './codec';
const codec = getCodec();
export async function h(args: any, ctx: any) {
  const state = await codec.verify(ctx.mcpReq.requestState());
  if (!state) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ step: 1 }) });
  return { content: [] };
}`, { checkUnknownCalls: true }),

    // TODO: should report — the helper lives in another file, so its question is invisible here.
    valid('TODO: should report - question built by a helper in another file', `${V2}
import { chargeCard } from './billing';
import { askConfirm } from './questions';
export async function h(args: any, ctx: any) {
  await chargeCard(args.amount);
  if (!ctx.mcpReq.inputResponses?.ok) return askConfirm();
  return { content: [] };
}`),

    // TODO: should report — dynamic dispatch hides the callee from the classifier.
    valid('TODO: should report - dynamic dispatch before the question', `${V2}
import { actions } from './actions';
export async function h(args: { action: string }, ctx: any) {
  await actions[args.action]();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // TODO: should report — the absence test is on a key other than the one asked, so round 2 repeats it.
    valid('TODO: should report - absence guard on a different key than the one asked', `${V2}
import { sendCode } from './otp';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.email) {
    await sendCode(args.phone);
    return inputRequired({ inputRequests: { code: inputRequired.elicit({ message: 'code', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`),

    // Valid because the close runs only on the branch that returns a finished result, never before the question.
    valid('write on the branch of ?: that does not ask', `${V2}
import { updateTicket } from './tickets';
function askConfirm(id: string) { return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: id, requestedSchema: { type: 'object', properties: {} } }) } }); }
export async function close(args: { id: string }, ctx: any) {
  const survey = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  return survey ? await updateTicket(args.id) : askConfirm(args.id);
}`),

    // Valid because the removal is on the right of `&&` in the branch of `?:` that does not ask, and nothing after it asks.
    valid('write on the right of && in the branch of ?: that does not ask', `${V2}
import { removeItem } from './store';
export const h = async (args: any, ctx: any) => (args.dryRun ? inputRequired({ inputRequests: {} }) : args.force && (await removeItem(args.id)));
`),

    // Valid because a promisified read is still a read, even where unknown awaited calls are reported.
    valid('promisified fs.stat before the question, with checkUnknownCalls', `${V2}
import { promisify } from 'node:util';
import fs from 'node:fs';
const statAsync = promisify(fs.stat);
export async function h(args: any, ctx: any) {
  const info = await statAsync(args.path);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(info.size) }] };
}`, { checkUnknownCalls: true }),

    // Valid because a promisified timer only waits.
    valid('promisified setTimeout before the question, with checkUnknownCalls', `${V2}
import util from 'util';
const pause = util.promisify(setTimeout);
export async function h(args: any, ctx: any) {
  await pause(100);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { checkUnknownCalls: true }),

    // Valid because an object with a different resultType held in a variable is not a question.
    valid('complete result held in a variable with as const', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await sendEmail(args.to);
  const done = { resultType: 'complete' as const, content: [] };
  return done;
}`),
    // Valid because a task-phase question (SEP-2663) is not a retry: the task keeps running, the client polls
    // `tasks/get` for its `inputRequests` and answers through `tasks/update`; nothing runs again from the top.
    valid('task-phase input_required: the task records its question and keeps running', `${V2}
import Stripe from 'stripe';
import { tasks } from './task-store';
const stripe = new Stripe(process.env.KEY!);
export async function runRefund(taskId: string, charge: string) {
  await stripe.refunds.create({ charge });
  await tasks.update(taskId, {
    status: 'input_required',
    inputRequests: { confirm: inputRequired.elicit({ message: 'Also close the account?', requestedSchema: { type: 'object', properties: {} } }) },
  });
  const answer = await tasks.waitForInput(taskId, 'confirm');
  return { status: 'completed', result: { content: [{ type: 'text', text: String(answer) }] } };
}`),
    // Valid because `tasks/get` answers with a complete result that carries the task's status: the question is
    // the task's, answered through `tasks/update`, and this request is never re-sent for it.
    valid('task-phase input_required: tasks/get returns the task waiting for input', `${V2}
import { db } from './db';
export async function getTask(taskId: string) {
  await db.tasks.touch(taskId);
  const task = await db.tasks.find(taskId);
  return { resultType: 'complete', taskId, status: 'input_required', inputRequests: task.inputRequests };
}`),
    // Valid because the wrapper is called without a method: `api()` sends a GET, a read (issue 20).
    valid('a same-file fetch wrapper called without a method reads', `${V2}
async function api(path: string, init: RequestInit = {}) {
  const res = await fetch('https://jobs.internal' + path, { ...init, headers: { accept: 'application/json' } });
  return res.json();
}
export async function h(args: { id: string }, ctx: any) {
  const job = await api('/jobs/' + args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: job.state }] };
}`),

    // Valid because the client method sends the verb its request object names, and these name GET, from a constant
    // object or written, or none (production-10's lettings portal): reads, whatever the method's name says.
    valid('a client method taking its HTTP verb destructured from a request object, given reads', `${V2}
const Verb = { Read: 'GET', Create: 'POST' } as const;
class PortalClient {
  constructor(private base: string) {}
  async send<T>({ verb = 'GET', path, body }: { verb?: string; path: string; body?: unknown }): Promise<T> {
    const res = await fetch(this.base + path, { method: verb, body: body === undefined ? undefined : JSON.stringify(body) });
    return res.json() as Promise<T>;
  }
}
const portal = new PortalClient(process.env.PORTAL_URL!);
export async function h(args: { id: string }, ctx: any) {
  const property = await portal.send<{ address: string }>({ verb: Verb.Read, path: '/properties/' + args.id });
  const tenancy = await portal.send<{ rent: number }>({ verb: 'GET', path: '/tenancies/' + args.id });
  const owner = await portal.send<{ name: string }>({ path: '/owners/' + args.id });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: property.address + tenancy.rent + owner.name }] };
}`, { checkUnknownCalls: true }),

    // Valid because the helper's UPDATE sets only placeholders, bound to its parameters, and this call passes a literal
    // for the status: the retry sets the same status again (production-10's admissions `markStatus(ref, 'offered')`).
    valid('a helper SQL UPDATE bound to its parameters, given a literal status', `${V2}
import { Pool } from 'pg';
const pool = new Pool();
class Applications {
  async markStatus(ref: string, status: string) {
    await pool.query('UPDATE applications SET status = $2 WHERE ref = $1', [ref, status]);
  }
}
const apps = new Applications();
export async function h(args: { ref: string }, ctx: any) {
  await apps.markStatus(args.ref, 'offered');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because each wrapper sends a POST only when it is given a body, and these calls give none: GETs, reads
    // (Home Assistant's `ha(path, body?)`, production-9; the method picked by the body's presence, directly or passed
    // on). With unknown calls reported, as strict does, so that a method the rule cannot read would show.
    valid('wrappers whose method depends on whether a body is passed, called without one', `${V2}
const ha = (path: string, body?: unknown) =>
  fetch(\`\${process.env.HA_URL}/api/\${path}\`, body === undefined ? { headers: {} } : { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
async function api(path: string, body?: object) {
  const res = await fetch(process.env.API_URL + path, { method: body ? 'POST' : 'GET', body: body && JSON.stringify(body) });
  return res.json();
}
async function call(path: string, payload?: object) {
  return fetch(process.env.API_URL + path, typeof payload !== 'undefined' ? { method: 'PUT', body: JSON.stringify(payload) } : {});
}
const forward = (path: string, body?: object) => api(path, body);
export async function h(args: { id: string }, ctx: any) {
  const lock = await ha('states/lock.front_door');
  const job = await api('/jobs/' + args.id);
  const plan = await call('/plans/' + args.id);
  const passedOn = await forward('/jobs/' + args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(lock.state && job.state && plan.ok && passedOn.state) }] };
}`, { checkUnknownCalls: true, checkIdempotentWrites: true }),

    // Valid because the wrapper takes the method first and the path after it, and the POST goes to a query endpoint:
    // NetSuite's SuiteQL only selects (production-8 ledger-hoisted-handlers.ts:63).
    valid('a method-first request wrapper POSTing to a read endpoint', `${V2}
async function netsuite(method: string, path: string, body?: unknown) {
  const res = await fetch(process.env.NS_URL + path, { method, body: JSON.stringify(body) });
  return res.json();
}
export async function h(args: { query: string }, ctx: any) {
  const rows = await netsuite('POST', '/query/v1/suiteql?limit=1000', { q: args.query });
  const found = await netsuite('POST', '/services/rest/search', { q: args.query });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(rows.count + found.count) }] };
}`, { checkUnknownCalls: true }),

    // Valid because the wrapper POSTs to the path it is given, and both calls pass a search endpoint: the POST
    // sends the query, and a repeat changes nothing (firecrawl's keylessPost, through a second wrapper too).
    valid('POST wrappers given a read endpoint', `${V2}
async function apiPost(path: string, body: Record<string, unknown>, key: string) {
  return fetch(\`\${process.env.API_URL}\${path}?source=mcp\`, { method: 'POST', headers: { authorization: key }, body: JSON.stringify(body) });
}
async function postForSession(pathName: string, body: Record<string, unknown>, key: string) {
  return apiPost(pathName, body, key);
}
async function postJson(url: string, body: unknown) {
  return fetch(url, { method: 'POST', body: JSON.stringify(body) });
}
export async function h(args: { q: string; key: string }, ctx: any) {
  const direct = await apiPost('/v2/search', { q: args.q }, args.key);
  const forwarded = await postForSession('/v2/search', { q: args.q }, args.key);
  const whole = await postJson('https://es.internal/products/_search', { query: { match: { name: args.q } } });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(direct.ok && forwarded.ok && whole.ok) }] };
}`),

    // Valid because a file written whole is a PUT of it: the retry writes the same bytes to the same path, and the
    // clock in the contents only records when it ran (production-3's last-clean.json, production-4's marker file).
    valid('a marker file written whole with the same contents before the question', `${V2}
import { writeFile } from 'node:fs/promises';
export async function h(args: { dir: string }, ctx: any) {
  await writeFile(\`\${args.dir}/.last-clean.json\`, JSON.stringify({ dir: args.dir, at: new Date().toISOString() }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because a package script that builds the checkout rewrites the same local output when the handler runs
    // again; the deploy that publishes it waits for the answer (production-4's docs release).
    valid('a local docs build before the question, the deploy after it', `${V2}
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const run = promisify(execFile);
export async function h(args: { dir: string }, ctx: any) {
  await run('npm', ['run', 'docs:build'], { cwd: args.dir });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await run('npx', ['wrangler', 'pages', 'deploy', 'docs/dist'], { cwd: args.dir });
  return { content: [] };
}`),

    // Valid because the helper starts git with the words each call passes, and these only read the repository; the
    // process started in a `new Promise` executor is the helper's, judged at each call (production-5's rollout tool).
    valid('git reads through a helper that spawns git with its parameter', `${V2}
import { spawn, execFile } from 'node:child_process';
import { promisify } from 'node:util';
const run = promisify(execFile);
function git(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error('git failed'))));
  });
}
async function gitOut(args: string[]) {
  return (await run('git', args)).stdout;
}
export async function h(args: { version: string }, ctx: any) {
  const head = await git(['rev-parse', 'HEAD']);
  const log = await gitOut(['log', '--oneline', '-5']);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await git(['tag', args.version, head]);
  return { content: [{ type: 'text', text: log }] };
}`),

    // Valid because the helper passes its rest parameter to terraform, and \`init\` converges while \`plan\` and \`state
    // list\` only read; a Deno \`npm:\` import names the SDK as a plain one does (production-6 iac-hapi-execa.ts).
    valid('terraform reads through a helper with a rest parameter, in a server that imports with npm: specifiers', `import { McpServer, inputRequired, acceptedContent } from 'npm:@modelcontextprotocol/server@2';
import { execa } from 'npm:execa@9';
const tf = (cwd: string, ...args: string[]) => execa('terraform', args, { cwd });
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('apply', {}, async ({ dir }: { dir: string }, ctx: any) => {
  await tf(dir, 'init', '-input=false');
  const plan = await tf(dir, 'plan', '-no-color');
  const state = await tf(dir, 'state', 'list');
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Apply (\${plan.stdout}, \${state.stdout})?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  await tf(dir, 'apply', '-auto-approve');
  return { content: [] };
});`),

    // Valid because these compute or read what their names end in, and telemetry is like logging (issue 20).
    valid('verbs that name what they return, telemetry and SDK builders', `${V2}
import { createWhoamiOutput, deployIdFromJob, archiveStatus } from './util.js';
export async function h(args: { id: string }, ctx: any, env: any) {
  const out = createWhoamiOutput(args);
  const id = deployIdFromJob(args);
  const status = await archiveStatus(id);
  env.ANALYTICS.writeDataPoint({ blobs: [id] });
  ctx.metrics?.increment('calls');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { s: inputRequired.createMessage({ messages: [], maxTokens: 10 }) } });
  return { ...out, status };
}`),

    // Valid because the SQL text is a SELECT, and a regex's exec of a keyword-like word is not SQL (issue 20).
    valid('a SELECT through this.deps and a regex exec are reads', `${V2}
export class Jobs {
  constructor(private readonly deps: any) {}
  async h(args: { id: string }, ctx: any) {
    const rows = await this.deps.pg.query('SELECT * FROM jobs WHERE id = $1', [args.id]);
    const word = /update/.exec('update');
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return { content: [{ type: 'text', text: String(rows.rowCount) + word }] };
  }
}`),

    // Valid because a tagged template that SELECTs reads, builders only build (Drizzle's and Slonik's `sql`, `html`,
    // `gql`), and a template of unknown tag kept in a variable runs nowhere yet (issue 20).
    valid('tagged templates that read or only build', `${V2}
import postgres from 'postgres';
import { sql as dsql } from 'drizzle-orm';
import { sql as ssql } from 'slonik';
import { html } from 'lit';
import gql from 'graphql-tag';
import { frag } from './db.js';
const sql = postgres(process.env.DATABASE_URL!);
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('preview', {}, async ({ id }: { id: string }, ctx: any) => {
  const [order] = await sql\`SELECT * FROM orders WHERE id = \${id}\`;
  const update = dsql\`UPDATE orders SET seen = true WHERE id = \${id}\`;
  const insert = ssql.unsafe\`INSERT INTO audit (id) VALUES (\${id})\`;
  const where = frag\`DELETE FROM drafts WHERE id = \${id}\`;
  const page = html\`<p>delete \${order.name}?</p>\`;
  const doc = gql\`mutation { archive(id: 1) }\`;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String([update, insert, where, page, doc].length) }] };
});`),

    // Valid because `strict` reports awaited calls of unknown effect only: an awaited template whose text is not
    // SQL says nothing, and one that is not awaited builds a value (issue 20).
    valid('strict: tagged templates of unknown tags that are not SQL', `${V2}
export async function h(args: { name: string }, ctx: any, deps: any) {
  const card = deps.render\`<b>\${args.name}</b>\`;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: card }] };
}`, { checkUnknownCalls: true }),

    // Valid because the hold runs only on the round without verified state, and the state carries what the
    // guard tests (issue 20): the retry finds `holdId` and skips it.
    valid('a first-round-only effect under a verified requestState test on a carried field', `${V2}
const codec = createRequestStateCodec({ key: process.env.KEY! });
export async function h(args: { amount: number }, ctx: any, deps: any) {
  const state = await codec.verify<{ holdId: string }>(ctx.mcpReq.requestState());
  if (!state?.holdId) {
    const hold = await deps.payments.createHold(args);
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ holdId: hold.id }) });
  }
  await deps.payments.captureHold(state.holdId);
  return { content: [] };
}`),

    // Valid because each step of this table is picked by the `step` its state names, and each asks through a helper
    // that mints another step: the round that answers the address question runs the `rate` step, never `address`
    // again (production-7 labels-step-machine.ts:35 and :41; before, each `run` was judged as if the next round ran it).
    valid('writes of the steps of a table of states picked by requestState, each asking for another step', labelMachine(
      `        const picked = acceptedContent<{ rateId: string }>(ctx.mcpReq.inputResponses, 'rate');
        if (!picked || !st.shipmentId) return { content: [] };
        await carriers.buyLabel(st.shipmentId, picked.rateId);
        return { content: [] };`,
      '    return advance(args, ctx);',
    )),

    // Valid because the audit wrapper writes only when what the tool returned is no question: a wrapper's
    // \`fn(args, ctx)\` is not taken to ask as a table lookup is (production-6 incidents-hof-wrappers.ts:30).
    valid('an audit write of a wrapper under a test that the result is no question', `${V2}
import { isInputRequiredResult } from '@modelcontextprotocol/server';
import { audit } from './audit.js';
const withAudit = (action: string, fn: (args: any, ctx: any) => Promise<any>) => async (args: any, ctx: any) => {
  const result = await fn(args, ctx);
  if (!isInputRequiredResult(result)) await audit.insertOne({ action, args, at: new Date() });
  return result;
};
export function register(server: McpServer) {
  server.registerTool('close', {}, withAudit('close', async (args: any, ctx: any) => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }));
}`),

    // Valid because the service's one write is an update of what its parameters hold, and this call passes a literal:
    // the retry sets the ticket's priority to 'urgent' again (production-5 tickets-nest-services.ts:90; before, a
    // helper's update was a write whatever it was given).
    valid('a service method updating a field to the literal its call passes', `${V2}
import { createClient } from 'node-zendesk';
class TicketService {
  constructor(private readonly zd = createClient({ username: 'u', token: 't', subdomain: 's' })) {}
  setPriority(id: number, priority: 'low' | 'urgent') { return this.zd.tickets.update(id, { ticket: { priority } }); }
}
const tickets = new TicketService();
export function register(server: McpServer) {
  server.registerTool('escalate', {}, async ({ ticketId }: { ticketId: number }, ctx: any) => {
    await tickets.setPriority(ticketId, 'urgent');
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'page')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  });
}`),

    // Valid because what runs before the `.then` callback asks is a read: the chain repeats nothing.
    valid('a read in a chain whose .then callback asks', `${V2}
import { api } from './api.js';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('show', {}, ({ id }: { id: string }, ctx: any) =>
  api.orders.get(id).then((order: any) => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [{ type: 'text', text: order.id }] };
  }),
);`),

    // Valid because a step written as the table's function itself (\`steps[state.phase](...)\`) is picked the same way:
    // the draft step mints the review phase.
    valid('a write of a step that is the table\'s function, picked by a requestState field', `${V2}
import { drafts } from './drafts.js';
const codec = createRequestStateCodec<{ phase: 'draft' | 'review'; id?: string }>({ key: process.env.KEY! });
const steps = {
  async draft(args: any, state: any, ctx: any) {
    const draft = await drafts.create(args.body);
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ phase: 'review', id: draft.id }) });
  },
  async review(args: any, state: any, ctx: any) {
    return { content: [] };
  },
};
export function register(server: McpServer) {
  server.registerTool('publish', {}, async (args: any, ctx: any) => {
    const state = ctx.mcpReq.requestState() ?? { phase: 'draft' };
    return steps[state.phase](args, state, ctx);
  });
}`),

    // Valid because each step of this state machine hands the client the next step in `requestState`: the round
    // that answers the plan question arrives with `step: 'seats'` and never runs the plan step's writes again; the
    // re-asks of a step (`mint(state)`) come before its writes (issue 20, production-4).
    valid('writes of a requestState state-machine step whose questions mint the next step', `${V2}
type Setup = { step: 'plan'; workspaceId: string } | { step: 'seats'; workspaceId: string; plan: string };
const codec = createRequestStateCodec<Setup>({ key: process.env.KEY! });
export async function setupWorkspace(args: { name: string }, ctx: any, deps: any) {
  const state = ctx.mcpReq.requestState<Setup>();
  if (!state) {
    const workspace = await deps.workspaces.createDraft(args.name);
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ step: 'plan', workspaceId: workspace.id }) });
  }
  if (state.step === 'plan') {
    const answer = acceptedContent<{ plan: string }>(ctx.mcpReq.inputResponses, 'plan');
    if (!answer) return inputRequired({ inputRequests: {}, requestState: await codec.mint(state) });
    await deps.workspaces.updatePlan(state.workspaceId, answer.plan);
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ ...state, step: 'seats', plan: answer.plan }) });
  }
  const seats = acceptedContent<{ seats: number }>(ctx.mcpReq.inputResponses, 'seats');
  if (!seats) return inputRequired({ inputRequests: {}, requestState: await codec.mint(state) });
  await deps.billing.createSubscription(state.workspaceId, seats.seats);
  return { content: [] };
}`),

    // Valid because a truthy `answer?.approve` means `answer` is there, so `if (!answer) return ask` is not
    // reached after the charge: correlated tests on one value make no path (issue 20, issue 19 item 2).
    valid('an effect under answer?.approve before an exit under !answer', `${V2}
export async function h(args: { amount: number }, ctx: any, deps: any) {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'approve');
  if (answer?.approve) {
    await deps.payments.createCharge(args);
  }
  if (!answer) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because the revoke runs only on a 401 and the question only on a 403 of the same error, which the
    // handler never writes: no run does both (issue 20, the shape of Sentry's upstream-401 hook beside its 403 question).
    valid('a 401 branch before a 403 question on the same caught error', `${V2}
export async function h(args: { id: string }, ctx: any, deps: any) {
  try {
    return await deps.issues.get(args.id);
  } catch (error: any) {
    if (error.status === 401 && ctx.onUnauthorized) {
      await deps.grants.revokeSession(ctx.sessionId);
    }
    if (error.status === 403 && deps.canElevate) {
      return inputRequired({ inputRequests: {} });
    }
    throw error;
  }
}`),

    // Valid because a 401 predicate and a 403 predicate of another file, named for two statuses, do not both hold for
    // one caught error (issue 20: Sentry's `isApiAuthenticationErrorDeep` hook beside its `isApiPermissionErrorDeep`
    // question, read without types).
    valid('imported predicates named for a 401 and a 403 on the same caught error', `${V2}
import { isApiAuthenticationErrorDeep, isApiPermissionErrorDeep } from './errors.js';
export async function h(args: { id: string }, ctx: any, deps: any) {
  try {
    return await deps.issues.get(args.id);
  } catch (error) {
    if (isApiAuthenticationErrorDeep(error) && ctx.sessionId) {
      await deps.grants.revokeSession(ctx.sessionId);
    }
    const is403 = isApiPermissionErrorDeep(error);
    if (is403 && deps.canElevate) {
      return inputRequired({ inputRequests: {} });
    }
    throw error;
  }
}`),

    // Valid because one `const` cannot equal two literals: the refund runs on 'refund', the question on 'charge'.
    valid('strict equalities of one const to different literals', `${V2}
export async function h(args: { kind: string; id: string }, ctx: any, deps: any) {
  const kind = args.kind;
  if (kind === 'refund') await deps.payments.createRefund(args.id);
  if (kind === 'charge' && !ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`),

    // Valid because the wrapped tool only reads and logs: a retry after the elevation question repeats nothing.
    valid('higher-order wrapper around a read-only tool', `${V2}
${PERMISSION_RETRY}server.registerTool('get_issue', {}, withPermissionRetry(async (args) => {
  const issue = await api.issues.retrieve(args.id);
  console.log('fetched', args.id);
  const seen = new Map();
  seen.set(args.id, issue);
  return { content: [] };
}));`),

    // Valid because the wrapper asks only when the tool throws, and the write is the tool's last call: refused, it changed
    // nothing; done, nothing after it can be refused (as the typed layer judges wrappers of other files).
    valid('higher-order wrapper that asks on a throw, around a tool whose write is its last call', `${V2}
${PERMISSION_RETRY}server.registerTool('update_issue', {}, withPermissionRetry(async (args) => {
  const issue = await api.issues.retrieve(args.id);
  await api.issues.update(args.id, { status: args.status, title: issue.title });
  return { content: [] };
}));`),

    // Valid because the span callback asks only when the tool threw, and the delete is the tool's last call.
    valid('a span callback that asks on a throw, around a tool whose write is its last call', `${V2}
${SPAN_RETRY}server.registerTool('delete_issue', {}, withTracing('delete_issue', async (args) => {
  await api.issues.delete(args.id);
  return { content: [] };
}));`),

    // Valid because the wrapped tool asks first itself: its write runs only on a round that carries its answer.
    valid('higher-order wrapper around a tool that asks before writing', `${V2}
${PERMISSION_RETRY}server.registerTool('delete_issue', {}, withPermissionRetry(async (args, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
  await api.issues.delete(args.id);
  return { content: [] };
}));`),

    // Valid because the wrapper asks before it runs the tool: the tool's writes come after the question.
    valid('wrapper that asks for the account before running the tool', `${V2}
import { cf } from './cf';
function accountTool(server: McpServer, name: string, fn: (args: any, accountId: string) => Promise<any>) {
  server.registerTool(name, {}, async (args: any, ctx) => {
    const picked = ctx.mcpReq.inputResponses?.account;
    if (!picked) return inputRequired({ inputRequests: {} });
    return fn(args, String(picked));
  });
}
export function register(server: McpServer) {
  accountTool(server, 'kv_create', async (args, accountId) => {
    await cf.kv.namespaces.create(accountId, args);
    return { content: [] };
  });
}`),

    // Valid because the tools the dispatcher looks up by name only read, log and fill a local Map: the elevation
    // question after them repeats nothing.
    valid('dispatcher asking after a looked-up tool that only reads', `${V2}
import { api } from './api';
const server = new McpServer({ name: 's', version: '1' });
const HANDLERS: Record<string, (args: any, ctx: any) => Promise<any>> = {
  get_issue: async (args) => {
    const issue = await api.issues.retrieve(args.id);
    const seen = new Map();
    seen.set(args.id, issue);
    console.log('fetched', args.id);
    return { content: [] };
  },
};
server.server.setRequestHandler('tools/call', async (request, ctx) => {
  const handler = HANDLERS[request.params.name];
  try {
    return await handler(request.params.arguments, ctx);
  } catch (error: any) {
    if (error.status === 403) return inputRequired({ inputRequests: {} });
    throw error;
  }
});`),

    // Valid because this dispatcher asks for the approval before it runs the looked-up tool: the write comes after.
    valid('dispatcher asking before it runs the looked-up tool', `${V2}
import { api } from './api';
const server = new McpServer({ name: 's', version: '1' });
const HANDLERS = new Map([['close_issue', async (args: any) => { await api.issues.close(args.id); return { content: [] }; }]]);
server.server.setRequestHandler('tools/call', async (request, ctx) => {
  if (!ctx.mcpReq.inputResponses?.approve) return inputRequired({ inputRequests: {} });
  return HANDLERS.get(request.params.name)!(request.params.arguments, ctx);
});`),

    // Valid because the Map belongs to one request: the stateless route builds a new server (and Map) per request, and
    // the client's retry is a new request that starts with an empty one.
    valid('strict: a Map of a stateless Hono route that builds the server per request', `${V2}
import { Hono } from 'hono';
const app = new Hono();
app.post('/mcp', async (c) => {
  const server = new McpServer({ name: 'tickets', version: '1' });
  const seenTickets = new Map<string, number>();
  server.registerTool('close_ticket', {}, async ({ id }: { id: string }, ctx: any) => {
    seenTickets.set(id, Date.now());
    const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (!ok) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Close?', requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
  return c.json(await server.connect(c.env));
});`, { checkProcessState: true, checkUnknownCalls: true }),

    // Valid because the question a base-class method builds is asked before the write (MongoDB's `ToolBase` shape):
    // the write runs only on the round that carries the confirmation.
    valid('a base-class confirm() asked before the write', `${V2}
${TOOL_BASE}class DropCollectionTool extends ToolBase {
  name = 'drop-collection';
  protected async execute(args: { collection: string }, ctx: any) {
    const question = this.confirm(ctx, 'Drop ' + args.collection + '?');
    if (question) return question;
    await this.db.collection(args.collection).drop();
    return { content: [] };
  }
}`),

    // Valid because the method returns a result, never a question: `if (summary) return summary` ends the call, and
    // nothing is asked after the insert.
    valid('a method returning a non-question object after a write', `${V2}
class ReportTool {
  constructor(private readonly db: any) {}
  register(server: McpServer) {
    server.registerTool('report', {}, (args: any, ctx) => this.execute(args, ctx));
  }
  private summary(rows: unknown[]) {
    if (rows.length === 0) return undefined;
    return { content: [{ type: 'text' as const, text: String(rows.length) }] };
  }
  async execute(args: any) {
    await this.db.collection('runs').insertOne({ at: args.at });
    const summary = this.summary(args.rows);
    if (summary) return summary;
    return { content: [] };
  }
}`),

    // Valid because the repository method called before the question only reads: its summary has no write.
    valid('a same-file repository method that only reads, through an instance', `${V2}
${TICKETS}server.registerTool('close_ticket', {}, async (args: { id: string }, ctx) => {
  const tickets = new TicketRepository(pool);
  const ticket = await tickets.find(args.id);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
  await tickets.addEvent(args.id, 'closed');
  return { content: [{ type: 'text', text: String(ticket.rowCount) }] };
});`),

    // Valid because the span's callback is awaited, not returned: its question is not the handler's result, and the
    // handler asks nothing itself.
    valid('a span callback whose question is not returned', `${V2}
import { startSpan } from '@sentry/node';
const server = new McpServer({ name: 's', version: '1' });
import { db } from './db';
server.registerTool('sync', {}, async (args: any, ctx) => {
  await db.runs.create({ data: { tool: 'sync' } });
  await startSpan({ name: 'sync' }, async () => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    return null;
  });
  return { content: [] };
});`),

    // Valid because `map` returns an array of what its callback returns, not a question.
    valid('arr.map callbacks that build questions are not a returned callback', `${V2}
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('batch', {}, async (args: { ids: string[] }) => {
  await db.batches.create({ data: { ids: args.ids } });
  return { content: [], pending: args.ids.map((id) => inputRequired({ inputRequests: { [id]: inputRequired.elicitUrl({ url: 'https://example.com/' + id, message: 'Open' }) } })) };
});`),

    // Valid because inside the span the charge runs only after the question was answered: the span's callback asks
    // first, and its effects are judged against its own question.
    valid('a span callback that asks before it charges', `${V2}
import { startSpan } from '@sentry/node';
const server = new McpServer({ name: 's', version: '1' });
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
server.registerTool('charge', {}, async (args: any, ctx) => {
  return await startSpan({ name: 'charge' }, async () => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    await stripe.charges.create({ amount: args.amount, currency: 'usd' });
    return { content: [] };
  });
});`),

    // Valid because the early return takes every round that carries an answer of the kind asked: what follows runs
    // only on the first round (the send-then-ask shape with an `inputResponse` view).
    valid('an early return on any elicitation answer guards the first round', `${V2}
import { sms } from './sms';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('verify', {}, async (args: any, ctx) => {
  const code = inputResponse(ctx.mcpReq.inputResponses, 'code');
  if (code.kind === 'elicit') return { content: [{ type: 'text', text: code.action }] };
  await sms.send({ to: args.phone });
  return inputRequired({ inputRequests: {} });
});`),

    // Valid because the write runs only on the accepted round and nothing is asked after it: the declined test and
    // the question both come first.
    valid('a declined test, then the question, then the write', `${V2}
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('drop', {}, async (args: any, ctx) => {
  const elevation = inputResponse(ctx.mcpReq.inputResponses, 'elevation');
  if (elevation.kind === 'elicit' && elevation.action !== 'accept') return { content: [], isError: true };
  if (elevation.kind !== 'elicit') return inputRequired({ inputRequests: {} });
  await db.tables.delete({ where: { id: args.id } });
  return { content: [] };
});`),
    // Valid because the cache is made by this run: the Map its method fills dies with the round, so it is no process
    // state (with `checkProcessState`).
    valid('a method filling the state of an instance the handler made', `${V2}
const server = new McpServer({ name: 's', version: '1' });
class SeenCache {
  private readonly seen = new Map<string, number>();
  mark(id: string) {
    this.seen.set(id, Date.now());
  }
}
server.registerTool('t', {}, async (args: any, ctx) => {
  const cache = new SeenCache();
  cache.mark(args.id);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  return { content: [] };
});`, { checkProcessState: true }),
    // TODO: should report. The question is in the span's callback, which runs the looked-up handler first: the
    // insert has run when it asks. Functions run by value flow are followed for askers that are registered handlers
    // or their forwarding targets, not for an inline callback of one.
    valid('write in a Map entry a tools/call dispatcher runs inside a span before asking', `${V2}
import { db } from './db';
import { startSpan } from './tracing';
const server = new McpServer({ name: 's', version: '1' });
const HANDLERS = new Map([['add_row', async (args: any) => { await db.rows.insert(args); return { content: [] }; }]]);
server.server.setRequestHandler('tools/call', async (request, ctx) => {
  const handler = HANDLERS.get(request.params.name)!;
  return startSpan({ name: 'call' }, async () => {
    const result = await handler(request.params.arguments);
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return result;
  });
});`),
    // Valid because every call before the question reads or repeats harmlessly (production-3): a D1 SELECT run through
    // prepare().bind().first(), a built-in method on what a Stripe list returned, a KV put of the value just read under a
    // stable key, `mkdir -p`, Octokit's setLabels (a PUT of the whole set) and Slack's conversations.open (the same DM).
    valid('reads and harmless repeats of a Worker, Stripe, Octokit, Slack and node:fs before the question', `${V2}
import { promises as fs } from 'node:fs';
import Stripe from 'stripe';
import { Octokit } from '@octokit/rest';
import { WebClient } from '@slack/web-api';
const stripe = new Stripe(process.env.KEY!);
const octokit = new Octokit();
const slack = new WebClient(process.env.SLACK!);
export function tools(server: McpServer, env: any) {
  server.registerTool('snapshot', {}, async ({ owner, charge, issue, user }: any, ctx: any) => {
    const rows = await env.DB.prepare('SELECT id, key FROM assets WHERE owner = ?').bind(owner).all();
    const refunds = await stripe.refunds.list({ charge });
    const refunded = refunds.data.reduce((sum, r) => sum + r.amount, 0);
    await env.SETTINGS.put(\`snapshot:latest:\${owner}\`, JSON.stringify(rows.results));
    await fs.mkdir(\`/tmp/\${owner}\`, { recursive: true });
    await octokit.rest.issues.setLabels({ owner: 'o', repo: 'r', issue_number: issue, labels: ['triaged'] });
    const dm = await slack.conversations.open({ users: user });
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Send \${refunded} to \${dm.channel?.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`),
    // Valid because `sendJson` only calls what its caller hands in (`res.json()` on its parameter): that call acts on the
    // caller's value, so the function's name does not stand for it (modelcontextprotocol/conformance's
    // `sendStatelessJson(res, method, payload)` answering an HTTP request).
    valid('a function named by a write verb whose unknown calls are on its parameter, before the question', `${V2}
function sendJson(res: { json(body: unknown): void }, body: unknown) { res.json(body); }
export function tools(server: McpServer) {
  server.registerTool('rebuild', {}, async ({ target }: { target: string }, ctx: any) => {
    const seen: unknown[] = [];
    sendJson({ json: (body) => seen.push(body) }, { checking: target });
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Rebuild \${seen.length}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`),
    // Valid because the helper's only call the classifier cannot place runs a function value the helper itself declares
    // (exa-mcp-server's `createInterrupt(signal, ms)` calling its `let resolveInterrupt`): its body shows what it does
    // (a promise and a timer), so its name's verb ("create") does not stand for it.
    valid('a helper named by a write verb whose unknown call runs its own function value, before the question', `${V2}
function createInterrupt(signal: AbortSignal | undefined, windowMs: number) {
  let resolveInterrupt: (reason: string) => void = () => {};
  const promise = new Promise<string>((resolve) => { resolveInterrupt = resolve; });
  const timer = setTimeout(() => resolveInterrupt('window_exceeded'), windowMs);
  if (signal?.aborted) resolveInterrupt('client_aborted');
  return { promise, cleanup: () => clearTimeout(timer) };
}
export function tools(server: McpServer) {
  server.registerTool('research', {}, async ({ topic }: { topic: string }, ctx: any) => {
    const interrupt = createInterrupt(ctx.mcpReq.signal, 30_000);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Research \${topic}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    interrupt.cleanup();
    return { content: [] };
  });
}`),
    // Valid because a spread question whose `resultType` the literal writes again is a finished result, not a question.
    valid('a spread of a question with its resultType written over', `${V2}
import { sendEmail } from './mail.js';
export function tools(server: McpServer) {
  server.registerTool('invite', {}, async ({ to }: { to: string }, ctx: any) => {
    await sendEmail(to);
    const template = inputRequired({ inputRequests: {} });
    return { ...template, resultType: 'complete', content: [] };
  });
}`),
    // Valid because the method's one unknown call is named by a read (`fetchProfile`): a body that says nothing is judged
    // by the function's name, as a call of an unknown client is, and neither name writes.
    valid('a method whose body only calls an interface, named by a read, before the question', `${V2}
declare function makeDirectory(): Directory;
interface Directory { lookup(userId: string): Promise<{ name: string }> }
class Profiles {
  constructor(private readonly directory: Directory) {}
  async fetchProfile(userId: string) { return this.directory.lookup(userId); }
  async displayName(userId: string) { const { name } = await this.fetchProfile(userId); return name.trim(); }
}
const profiles = new Profiles(makeDirectory());
export function tools(server: McpServer) {
  server.registerTool('greet', {}, async ({ user }: { user: string }, ctx: any) => {
    await profiles.fetchProfile(user);
    const name = await profiles.displayName(user);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Greet \${name}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`),
    // Valid because each write carries a stable idempotency key or id: Resend and Trigger.dev answer the retry with the
    // first result, Inngest drops the repeated event (write-idempotent, not in recommended; production-5).
    valid('writes with stable idempotency keys or ids before the question', `${V2}
import { Resend } from 'resend';
import { Inngest } from 'inngest';
import { tasks } from '@trigger.dev/sdk/v3';
const resend = new Resend(process.env.KEY);
const inngest = new Inngest({ id: 'ops' });
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('release', {}, async ({ version }: { version: string }, ctx: any) => {
  await resend.emails.send({ from: 'a@x.dev', to: 'team@x.dev', subject: version, html: '' }, { idempotencyKey: \`preview/\${version}\` });
  await tasks.trigger('notes', { version }, { idempotencyKey: \`notes-\${version}\` });
  await inngest.send({ id: \`release-\${version}\`, name: 'release/requested', data: { version } });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'go')) return inputRequired({ inputRequests: { go: inputRequired.elicit({ message: \`Ship \${version}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`),
    // Valid because the same-file helper only spawns \`du\`, which reads and prints, and Elasticsearch's \`index\` with an
    // id overwrites the same document on the retry (production-5).
    valid('a du helper and an Elasticsearch index under its id before the question', `${V2}
import { spawn } from 'node:child_process';
import { Client } from '@elastic/elasticsearch';
const es = new Client({ node: 'http://localhost:9200' });
function diskUsage(dir: string): Promise<string> {
  return new Promise((resolve) => {
    const du = spawn('du', ['-sh', dir]);
    let out = '';
    du.stdout.on('data', (d) => (out += d));
    du.on('close', () => resolve(out));
  });
}
export async function h(args: { id: string; title: string }, ctx: any) {
  const size = await diskUsage('/srv');
  await es.index({ index: 'docs', id: args.id, document: { title: args.title } });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Publish (\${size})?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`),
    // Valid because a DynamoDB put of a whole item under the input's key stores the same item on the retry, a
    // Cloudinary upload under a public_id replaces that asset, and a DM channel is opened once and returned again
    // (production-5 payouts-result-pipeline.ts:47, media-bun-uploads.ts:50, community-plugin-glob.ts:49).
    valid('whole puts under stable keys and a DM channel opened before the question', `${V2}
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { v2 as cloudinary } from 'cloudinary';
export function register(server: McpServer, deps: { ddb: DynamoDBDocumentClient; discord: any }) {
  server.registerTool('link_bank', {}, async ({ accountId, iban, avatar, userId }: any, ctx: any) => {
    await deps.ddb.send(new PutCommand({ TableName: 'accounts', Item: { pk: \`acct#\${accountId}\`, sk: 'bank-draft', iban } }));
    await cloudinary.uploader.upload(avatar, { public_id: \`avatars/\${accountId}\`, overwrite: true });
    const member = await deps.discord.users.fetch(userId);
    const dm = await member.createDM();
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Link \${iban} (DM \${dm.id})?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`),
    // Valid because TypeORM's \`create\` and MikroORM's \`create\`/\`persist\` only build or stage entities in memory: the
    // writes are the \`save\` and the \`flush\` after the question.
    valid('ORM entities built and staged before the question, saved after it', `${V2}
import { Repository } from 'typeorm';
import { EntityManager } from '@mikro-orm/core';
export class Orders {
  constructor(private readonly orders: Repository<any>, private readonly em: EntityManager) {}
  async place(args: { sku: string }, ctx: any) {
    const order = this.orders.create({ sku: args.sku, status: 'draft' });
    const line = this.em.create('Line', { sku: args.sku });
    this.em.persist(line);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Order \${args.sku}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await this.orders.save(order);
    await this.em.flush();
    return { content: [] };
  }
}
export function register(server: McpServer, orders: Orders) {
  server.registerTool('place', {}, (args: any, ctx: any) => orders.place(args, ctx));
}`),
    // Valid because the asset is created only when the list did not hold it (find-or-create written inline with \`??\`), and
    // Square replays a refund whose idempotency_key it has seen (production-7 meetings-ramda-pipeline.ts:75).
    valid('a create on the right of ?? and a POST with an idempotency_key in its body before the question', `${V2}
import Mux from '@mux/mux-node';
const mux = new Mux();
export async function h(args: { url: string; paymentId: string }, ctx: any) {
  const existing = await mux.video.assets.list({ limit: 25 });
  const asset = existing.data.find((a: any) => a.passthrough === args.url) ?? (await mux.video.assets.create({ inputs: [{ url: args.url }], passthrough: args.url }));
  await fetch('https://connect.squareup.com/v2/refunds', { method: 'POST', body: JSON.stringify({ idempotency_key: \`refund:\${args.paymentId}\`, payment_id: args.paymentId }) });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Publish \${asset.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`),
    // Valid because the helper's only POST stops the run it started when the client cancels, on a round that then
    // fails: cleanup, left out of what calling it does (Perplexity's cancelAgentResponse).
    valid('a helper that cancels its own remote run only when aborted, then throws', `${V2}
async function streamAnswer(question: string, signal: AbortSignal): Promise<string> {
  const res = await fetch('https://api.example.ai/v1/agent', { method: 'GET', signal });
  const id = res.headers.get('x-run-id') ?? '';
  if (signal.aborted) {
    await fetch(\`https://api.example.ai/v1/agent/\${id}/cancel\`, { method: 'POST' });
    throw new Error('Request cancelled');
  }
  return res.text();
}
export async function h({ question }: { question: string }, ctx: any) {
  const draft = await streamAnswer(question, ctx.mcpReq.signal);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: draft }] };
}`),
    // Valid because the POST through the file's fetch wrapper runs only when its GET found nothing: find-or-create written
    // inline with \`??\`, as above (production-8 flags-tool-builder.ts:37).
    valid('a POST through a same-file wrapper on the right of ?? before the question', `${V2}
const UNLEASH = process.env.UNLEASH_URL;
async function unleash(path: string, init?: RequestInit) {
  const res = await fetch(\`\${UNLEASH}\${path}\`, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
  return res.status === 404 ? null : res.json();
}
export async function h({ project, key }: { project: string; key: string }, ctx: any) {
  const flag = (await unleash(\`/projects/\${project}/features/\${key}\`)) ?? (await unleash(\`/projects/\${project}/features\`, { method: 'POST', body: JSON.stringify({ name: key }) }));
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'dev')) return inputRequired({ inputRequests: { dev: inputRequired.elicit({ message: \`Enable \${flag.name}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`),
    // Valid because what the \`finally\` runs on the way out with the question is a log and the release of the lock the
    // round took (a DELETE cleans up what the round made); the \`finally\` of a function of the handler runs when it is
    // called, here after the question.
    valid('a finally that logs and releases what its try took after the question, and a lock released before it is sent', `${V2}
import { api } from './hr.js';
export async function h({ id }: { id: string }, ctx: any) {
  const started = Date.now();
  const lock = await api.locks.acquire(id);
  try {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  } finally {
    console.info('ran', Date.now() - started);
    await fetch(\`https://hr.example/locks/\${lock.id}\`, { method: 'DELETE' });
  }
}
export async function k({ id }: { id: string }, ctx: any) {
  // The lock the round takes, the try right after gives back before the question is sent (production-8
  // people-ops-decorators.ts:87).
  const lock = await fetch(\`https://hr.example/reports/\${id}/locks\`, { method: 'POST' }).then((r) => r.json());
  try {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  } finally {
    await fetch(\`https://hr.example/reports/\${id}/locks/\${lock.id}\`, { method: 'DELETE' });
  }
}
export async function g({ id }: { id: string }, ctx: any) {
  const later = async () => {
    try {
      await Promise.resolve(id);
    } finally {
      await fetch('https://hooks.example/later', { method: 'POST' });
    }
  };
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  await later();
  return { content: [] };
}`),
  ],
  invalid: [
    // Invalid because the helper's update sets what the call passes, and this call passes a name, not a literal: a
    // helper's update to the stage a tool was given stays a write (production-2 crm.ts:56), and so does one that
    // also adds a comment (Zendesk appends the comment on every update).
    invalid('a helper updating a field to a name its call passes, and one adding a comment', `${V2}
import { api } from './crm.js';
async function moveStage(id: string, stage: string) {
  await api.deals.update(id, { stage });
}
async function noteAndClose(id: string, body: string) {
  await api.tickets.update(id, { ticket: { status: 'closed', comment: { body } } });
}
export function register(server: McpServer) {
  server.registerTool('advance', {}, async ({ id, stage }: { id: string; stage: string }, ctx: any) => {
    await /*!*/moveStage(id, stage);
    await /*!*/noteAndClose(id, 'Closed by the assistant');
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  });
}`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
import { api } from './crm.js';
async function moveStage(id: string, stage: string) {
  await api.deals.update(id, { stage });
}
async function noteAndClose(id: string, body: string) {
  await api.tickets.update(id, { ticket: { status: 'closed', comment: { body } } });
}
export function register(server: McpServer) {
  server.registerTool('advance', {}, async ({ id, stage }: { id: string; stage: string }, ctx: any) => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    await moveStage(id, stage);
    await noteAndClose(id, 'Closed by the assistant');
    return { content: [] };
  });
}`)], [move(`${V2}
import { api } from './crm.js';
async function moveStage(id: string, stage: string) {
  await api.deals.update(id, { stage });
}
async function noteAndClose(id: string, body: string) {
  await api.tickets.update(id, { ticket: { status: 'closed', comment: { body } } });
}
export function register(server: McpServer) {
  server.registerTool('advance', {}, async ({ id, stage }: { id: string; stage: string }, ctx: any) => {
    await moveStage(id, stage);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    await noteAndClose(id, 'Closed by the assistant');
    return { content: [] };
  });
}`)]] }),
    // Invalid because the workflow starts before the `.then` callback asks: the handler returns what the callback
    // returns, and the start has run by then, on every round (production-5 jobs-temporal-inngest.ts:84; before, the
    // question was taken for the callback's alone, and the chain's start for part of it).
    invalid('a workflow started in a chain whose .then callback asks', `${V2}
import { Client } from '@temporalio/client';
const temporal = new Client();
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('cancel', {}, ({ customerId }: { customerId: string }, ctx: any) =>
  /*!*/temporal.workflow.start('cancel', { taskQueue: 'billing', workflowId: \`cancel-\${customerId}-\${Date.now()}\`, args: [customerId] })
    .then((run) => {
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'refund')) return inputRequired({ inputRequests: {} });
      return { content: [] };
    }),
);`, { suggestions: [[]] }),
    // Invalid because the `buy` step asks with the state it was given (`{ ...st }` keeps `step: 'buy'`): the round that
    // answers runs the same step and buys a second label (production-7 labels-step-machine.ts:51).
    invalid('a write of a table step whose question keeps its own step', labelMachine(
      `        const picked = acceptedContent<{ rateId: string }>(ctx.mcpReq.inputResponses, 'rate');
        if (!picked || !st.shipmentId) return { content: [] };
        await /*!*/carriers.buyLabel(st.shipmentId, picked.rateId);
        return ask(ctx, 'insure', { ...st });`,
      '    return advance(args, ctx);',
    ), { suggestions: [[]] }),
    // Invalid because the driver returns what a step of the table returns, and steps ask: the row inserted before
    // \`return advance(args, ctx)\` is inserted on every round (production-7 labels-step-machine.ts:78; before, the
    // lookup \`machine.states[st.step].run\` resolved to no function, so the driver was not taken to ask).
    invalid('a write before a driver that returns a question of a table step picked by requestState', labelMachine(
      `        return { content: [] };`,
      `    await /*!*/requests.insertOne({ orderId: args.orderId, at: new Date() });
    return advance(args, ctx);`,
    ), { suggestions: [[]] }),
    // Invalid because the helper's question is returned with more fields (`{ ...question, requestState }`, as the resume
    // suggestion writes it): still a question, so the send before it repeats. Before, the spread hid the question.
    invalid('a send before a helper\'s question returned with requestState spread in', `${V2}
import { sendEmail } from './mail.js';
function askToConfirm(ctx: any, message: string) {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return undefined;
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}
export function tools(server: McpServer) {
  server.registerTool('invite', {}, async ({ to }: { to: string }, ctx: any) => {
    await /*!*/sendEmail(to);
    const question = askToConfirm(ctx, \`Invite \${to}?\`);
    if (question) return { ...question, requestState: 'invite' };
    return { content: [] };
  });
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail.js';
function askToConfirm(ctx: any, message: string) {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return undefined;
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}
export function tools(server: McpServer) {
  server.registerTool('invite', {}, async ({ to }: { to: string }, ctx: any) => {
    const question = askToConfirm(ctx, \`Invite \${to}?\`);
    if (question) return { ...question, requestState: 'invite' };
    await sendEmail(to);
    return { content: [] };
  });
}`)]] }),
    // Invalid because `notifyCustomer` sends a push through a provider typed by an interface of the file: its body's only
    // call (`this.provider.push()`) is not known, so the method is judged by its name's verb, as an unknown client's
    // call is (production-3 typed/ rentals.ts:58 in one file; before, a method of the file was judged by its body only).
    invalid('a method whose body only calls an interface the file does not implement', `${V2}
declare function makeProvider(): PushProvider;
interface PushProvider { push(userId: string, title: string, body: string): Promise<{ id: string }> }
class Notifier {
  constructor(private readonly provider: PushProvider) {}
  async notifyCustomer(userId: string, text: string) { return this.provider.push(userId, 'Rental', text); }
}
const notifier = new Notifier(makeProvider());
export function tools(server: McpServer) {
  server.registerTool('damage', {}, async ({ user }: { user: string }, ctx: any) => {
    await /*!*/notifier.notifyCustomer(user, 'We got your report');
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Keep the deposit?', requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`, { suggestions: [[move(`${V2}
declare function makeProvider(): PushProvider;
interface PushProvider { push(userId: string, title: string, body: string): Promise<{ id: string }> }
class Notifier {
  constructor(private readonly provider: PushProvider) {}
  async notifyCustomer(userId: string, text: string) { return this.provider.push(userId, 'Rental', text); }
}
const notifier = new Notifier(makeProvider());
export function tools(server: McpServer) {
  server.registerTool('damage', {}, async ({ user }: { user: string }, ctx: any) => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Keep the deposit?', requestedSchema: { type: 'object', properties: {} } }) } });
    await notifier.notifyCustomer(user, 'We got your report');
    return { content: [] };
  });
}`)]] }),
    // Invalid because the wrappers run the SQL text their callers pass: `sql.exec('INSERT ...')` and `run('DELETE ...')`
    // write on every round, while `sql.one('SELECT ...')` and `run('SELECT ...')` read (production-3 typed/, a Sql class over a driver).
    invalid('SQL text handed to a wrapper of the file: a class over an interface driver, a function over pg', `${V2}
import { Pool } from 'pg';
const pool = new Pool();
async function run(text: string, values: unknown[]) {
  return pool.query(text, values);
}
interface Driver { query(text: string, params?: unknown[]): Promise<{ rows: any[] }> }
class Sql {
  constructor(private readonly driver: Driver) {}
  async one(text: string, params: unknown[] = []) { return (await this.driver.query(text, params)).rows[0]; }
  async exec(text: string, params: unknown[] = []) { await this.driver.query(text, params); }
}
export function tools(server: McpServer, driver: Driver) {
  const sql = new Sql(driver);
  server.registerTool('hold', {}, async ({ bike }: { bike: string }, ctx: any) => {
    const row = await sql.one('SELECT dock FROM bikes WHERE id = $1', [bike]);
    await run('SELECT count(*) FROM holds WHERE bike_id = $1', [bike]);
    await /*!*/sql.exec('INSERT INTO holds (bike_id) VALUES ($1)', [bike]);
    await /*!*/run('DELETE FROM offers WHERE bike_id = $1', [bike]);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold at \${row.dock}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`, { suggestions: [[move(`${V2}
import { Pool } from 'pg';
const pool = new Pool();
async function run(text: string, values: unknown[]) {
  return pool.query(text, values);
}
interface Driver { query(text: string, params?: unknown[]): Promise<{ rows: any[] }> }
class Sql {
  constructor(private readonly driver: Driver) {}
  async one(text: string, params: unknown[] = []) { return (await this.driver.query(text, params)).rows[0]; }
  async exec(text: string, params: unknown[] = []) { await this.driver.query(text, params); }
}
export function tools(server: McpServer, driver: Driver) {
  const sql = new Sql(driver);
  server.registerTool('hold', {}, async ({ bike }: { bike: string }, ctx: any) => {
    const row = await sql.one('SELECT dock FROM bikes WHERE id = $1', [bike]);
    await run('SELECT count(*) FROM holds WHERE bike_id = $1', [bike]);
    await run('DELETE FROM offers WHERE bike_id = $1', [bike]);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold at \${row.dock}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await sql.exec('INSERT INTO holds (bike_id) VALUES ($1)', [bike]);
    return { content: [] };
  });
}`)], [move(`${V2}
import { Pool } from 'pg';
const pool = new Pool();
async function run(text: string, values: unknown[]) {
  return pool.query(text, values);
}
interface Driver { query(text: string, params?: unknown[]): Promise<{ rows: any[] }> }
class Sql {
  constructor(private readonly driver: Driver) {}
  async one(text: string, params: unknown[] = []) { return (await this.driver.query(text, params)).rows[0]; }
  async exec(text: string, params: unknown[] = []) { await this.driver.query(text, params); }
}
export function tools(server: McpServer, driver: Driver) {
  const sql = new Sql(driver);
  server.registerTool('hold', {}, async ({ bike }: { bike: string }, ctx: any) => {
    const row = await sql.one('SELECT dock FROM bikes WHERE id = $1', [bike]);
    await run('SELECT count(*) FROM holds WHERE bike_id = $1', [bike]);
    await sql.exec('INSERT INTO holds (bike_id) VALUES ($1)', [bike]);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold at \${row.dock}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await run('DELETE FROM offers WHERE bike_id = $1', [bike]);
    return { content: [] };
  });
}`)]] }),
    // Invalid because a Worker's D1 binding runs the INSERT it prepared on every round, and a put under a key with
    // Date.now() stores a new R2 object on every round (production-3 media-worker.ts).
    invalid('a D1 prepared INSERT and an R2 put under a per-round key before the question', `${V2}
export function tools(server: McpServer, env: any) {
  server.registerTool('transcode', {}, async ({ id, owner }: { id: string; owner: string }, ctx: any) => {
    const asset = await env.DB.prepare('SELECT key FROM assets WHERE id = ?').bind(id).first();
    await /*!*/env.DB.prepare('INSERT INTO requests (asset_id, at) VALUES (?, ?)').bind(id, Date.now()).run();
    await /*!*/env.MEDIA.put(\`snapshots/\${owner}/\${Date.now()}.json\`, asset.key);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Transcode \${asset.key}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`, { suggestions: [[move(`${V2}
export function tools(server: McpServer, env: any) {
  server.registerTool('transcode', {}, async ({ id, owner }: { id: string; owner: string }, ctx: any) => {
    const asset = await env.DB.prepare('SELECT key FROM assets WHERE id = ?').bind(id).first();
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Transcode \${asset.key}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await env.DB.prepare('INSERT INTO requests (asset_id, at) VALUES (?, ?)').bind(id, Date.now()).run();
    await env.MEDIA.put(\`snapshots/\${owner}/\${Date.now()}.json\`, asset.key);
    return { content: [] };
  });
}`)], [move(`${V2}
export function tools(server: McpServer, env: any) {
  server.registerTool('transcode', {}, async ({ id, owner }: { id: string; owner: string }, ctx: any) => {
    const asset = await env.DB.prepare('SELECT key FROM assets WHERE id = ?').bind(id).first();
    await env.DB.prepare('INSERT INTO requests (asset_id, at) VALUES (?, ?)').bind(id, Date.now()).run();
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Transcode \${asset.key}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await env.MEDIA.put(\`snapshots/\${owner}/\${Date.now()}.json\`, asset.key);
    return { content: [] };
  });
}`)]] }),
    // Invalid because the step's question hands back the same state: the round that answers it takes the same
    // branch, and saves the plan again (issue 20, production-4).
    invalid('a state-machine step whose question mints the same step again', `${V2}
${SETUP_STEPS}  if (state.step === 'plan') {
    await /*!*/deps.workspaces.insertPlanChoice(state.workspaceId, args.name);
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ ...state, step: 'plan' }) });
  }
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because a question after the step's effect re-mints the state it was given (`mint(state)`).
    invalid('a state-machine step that may re-ask with the state it was given', `${V2}
${SETUP_STEPS}  if (state.step === 'plan') {
    await /*!*/deps.audit.insertEvent(state.workspaceId, 'plan.viewed');
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'plan');
    if (!answer) return inputRequired({ inputRequests: {}, requestState: await codec.mint(state) });
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ ...state, step: 'seats' }) });
  }
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because no state this handler mints carries `approved`: the test is true on every round, so the
    // hold runs again on the retry (issue 20).
    invalid('a guard on a field the minted state never carries', `${V2}
const codec = createRequestStateCodec({ key: process.env.KEY! });
export async function h(args: { amount: number }, ctx: any, deps: any) {
  const state = await codec.verify<{ holdId: string }>(ctx.mcpReq.requestState());
  if (!state?.approved) {
    const hold = await /*!*/deps.payments.createHold(args);
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ holdId: hold.id }) });
  }
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because the accessor is always there: its `typeof` says nothing about the round (issue 20).
    invalid("a guard on the raw accessor's typeof", `${V2}
export async function h(args: { amount: number }, ctx: any, deps: any) {
  if (typeof ctx.mcpReq.requestState !== 'function') {
    await /*!*/deps.payments.createHold(args);
    return inputRequired({ inputRequests: {}, requestState: 'x' });
  }
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because the revoke and the question test the same status: a 403 runs both (issue 20).
    invalid('the same status tested before the effect and the question', `${V2}
export async function h(args: { id: string }, ctx: any, deps: any) {
  try {
    return await deps.issues.get(args.id);
  } catch (error: any) {
    if (error.status === 403) {
      await /*!*/deps.grants.revokeSession(ctx.sessionId);
    }
    if (error.status === 403 && deps.canElevate) {
      return inputRequired({ inputRequests: {} });
    }
    throw error;
  }
}`, { suggestions: [[move(`${V2}
export async function h(args: { id: string }, ctx: any, deps: any) {
  try {
    return await deps.issues.get(args.id);
  } catch (error: any) {
    if (error.status === 403 && deps.canElevate) {
      return inputRequired({ inputRequests: {} });
    }
    if (error.status === 403) {
      await deps.grants.revokeSession(ctx.sessionId);
    }
    throw error;
  }
}`)]] }),

    // Invalid because both predicates name a 403 (a policy refusal may be a forbidden error): one error can pass both,
    // so the audit write runs on the round that asks (issue 20).
    invalid('predicates named for the same status', ...caughtPredicateCase('isForbiddenError, isPolicyForbiddenError', 'if (isPolicyForbiddenError(error)) await /*!*/deps.audit.insertEvent(args.id);', 'if (isForbiddenError(error)) return inputRequired({ inputRequests: {} });')),

    // Invalid because `isAuthError` says no status (an authorization error may be the 403 the question asks about).
    invalid('a predicate whose name says no status', ...caughtPredicateCase('isAuthError, isPermissionError', 'if (isAuthError(error)) await /*!*/deps.grants.revokeSession(ctx.sessionId);', 'if (isPermissionError(error)) return inputRequired({ inputRequests: {} });')),

    // Invalid because the two tests are of different errors: the first may be a 401 while the second is a 403.
    invalid('status predicates of two different values', `${V2}
import { isUnauthorizedError, isForbiddenError } from './errors.js';
export async function h(args: { id: string }, ctx: any, deps: any) {
  const first = await deps.issues.tryGet(args.id);
  const second = await deps.issues.tryGetComments(args.id);
  if (isUnauthorizedError(first)) await /*!*/deps.grants.revokeSession(ctx.sessionId);
  if (isForbiddenError(second)) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { isUnauthorizedError, isForbiddenError } from './errors.js';
export async function h(args: { id: string }, ctx: any, deps: any) {
  const first = await deps.issues.tryGet(args.id);
  const second = await deps.issues.tryGetComments(args.id);
  if (isForbiddenError(second)) return inputRequired({ inputRequests: {} });
  if (isUnauthorizedError(first)) await deps.grants.revokeSession(ctx.sessionId);
  return { content: [] };
}`)]] }),

    // Invalid because the handler writes the status between the tests: the 401 branch makes it a 403 (issue 20).
    invalid('a status the handler rewrites between the tests', `${V2}
export async function h(args: { id: string }, ctx: any, deps: any) {
  try {
    return await deps.issues.get(args.id);
  } catch (error: any) {
    if (error.status === 401) {
      await /*!*/deps.grants.revokeSession(ctx.sessionId);
      error.status = 403;
    }
    if (error.status === 403) {
      return inputRequired({ inputRequests: {} });
    }
    throw error;
  }
}`, { suggestions: [[]] }),

    // Invalid because the `const` response is written through between the tests: its status becomes 403 (issue 20).
    invalid('a const whose status is rewritten between the tests', `${V2}
export async function h(args: { id: string }, ctx: any, deps: any) {
  const res = await deps.api.fetchIssue(args.id);
  if (res.status === 401) {
    await /*!*/deps.grants.revokeSession(ctx.sessionId);
    res.status = 403;
  }
  if (res.status === 403) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because a postgres.js tagged template runs its INSERT when awaited, on every round (issue 20).
    invalid('postgres.js sql`INSERT` before the question', `${V2}
import postgres from 'postgres';
const sql = postgres(process.env.DATABASE_URL!);
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('order', {}, async ({ id }: { id: string }, ctx: any) => {
  await /*!*/sql\`INSERT INTO orders (id, state) VALUES (\${id}, 'new')\`;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  return { content: [] };
});`, { suggestions: [[move(`${V2}
import postgres from 'postgres';
const sql = postgres(process.env.DATABASE_URL!);
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('order', {}, async ({ id }: { id: string }, ctx: any) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  await sql\`INSERT INTO orders (id, state) VALUES (\${id}, 'new')\`;
  return { content: [] };
});`)]], data: { call: "sql`INSERT INTO orders (id, state) …`", label: 'SQL INSERT', line: '7' } }),

    // Invalid because Prisma's tagged $executeRaw runs its UPDATE in a service method the tool calls (issue 20).
    invalid('Prisma $executeRaw`UPDATE` in a service class', `${V2}
import { PrismaClient } from '@prisma/client';
class Orders {
  constructor(private readonly prisma: PrismaClient) {}
  async h(args: { id: string }, ctx: any) {
    const seen = await /*!*/this.prisma.$executeRaw\`UPDATE "Order" SET views = views + 1 WHERE id = \${args.id}\`;
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return { content: [{ type: 'text', text: String(seen) }] };
  }
}
export const orders = new Orders(new PrismaClient());`, { suggestions: [[move(`${V2}
import { PrismaClient } from '@prisma/client';
class Orders {
  constructor(private readonly prisma: PrismaClient) {}
  async h(args: { id: string }, ctx: any) {
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    const seen = await this.prisma.$executeRaw\`UPDATE "Order" SET views = views + 1 WHERE id = \${args.id}\`;
    return { content: [{ type: 'text', text: String(seen) }] };
  }
}
export const orders = new Orders(new PrismaClient());`)]] }),

    // Invalid because `tx` runs the DELETE inside a transaction whose callback runs at the call (issue 20).
    invalid('tx`DELETE` inside a transaction callback', `${V2}
export async function h(args: { id: string }, ctx: any, deps: any) {
  await deps.sql.begin(async (tx: any) => {
    await /*!*/tx\`DELETE FROM sessions WHERE user_id = \${args.id}\`;
  });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
export async function h(args: { id: string }, ctx: any, deps: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await deps.sql.begin(async (tx: any) => {
    await tx\`DELETE FROM sessions WHERE user_id = \${args.id}\`;
  });
  return { content: [] };
}`)]] }),

    // Invalid because Drizzle's `sql` builds the statement and `db.execute` runs it (issue 20).
    invalid('Drizzle db.execute(sql`DELETE`)', `${V2}
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
const db = drizzle(process.env.DATABASE_URL!);
export async function h(args: { id: string }, ctx: any) {
  await /*!*/db.execute(sql\`DELETE FROM drafts WHERE id = \${args.id}\`);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
const db = drizzle(process.env.DATABASE_URL!);
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await db.execute(sql\`DELETE FROM drafts WHERE id = \${args.id}\`);
  return { content: [] };
}`)]] }),

    // Invalid because the helper returns a postgres.js query, which the handler runs by awaiting it (issue 20).
    invalid('a same-file helper returning sql`INSERT`', `${V2}
import postgres from 'postgres';
const sql = postgres(process.env.DATABASE_URL!);
const addJob = (id: string) => sql\`INSERT INTO jobs (id) VALUES (\${id})\`;
export async function h(args: { id: string }, ctx: any) {
  await /*!*/addJob(args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
import postgres from 'postgres';
const sql = postgres(process.env.DATABASE_URL!);
const addJob = (id: string) => sql\`INSERT INTO jobs (id) VALUES (\${id})\`;
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await addJob(args.id);
  return { content: [] };
}`)]] }),

    // Invalid because zx's `$` runs the command its template writes (issue 20).
    invalid('zx $`git push` before the question', `${V2}
import { $ } from 'zx';
export async function h(args: { branch: string }, ctx: any) {
  await /*!*/$\`git push origin \${args.branch}\`;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { $ } from 'zx';
export async function h(args: { branch: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await $\`git push origin \${args.branch}\`;
  return { content: [] };
}`)]] }),

    // Invalid because the UPDATE runs every round: SQL is judged by its text whatever holds the pool (issue 20).
    invalid('SQL text behind a this.deps chain', `${V2}
export class Jobs {
  constructor(private readonly deps: any) {}
  async h(args: { id: string }, ctx: any) {
    await /*!*/this.deps.pg.query('UPDATE jobs SET attempts = attempts + 1 WHERE id = $1', [args.id]);
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }
}`, { suggestions: [[move(`${V2}
export class Jobs {
  constructor(private readonly deps: any) {}
  async h(args: { id: string }, ctx: any) {
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    await this.deps.pg.query('UPDATE jobs SET attempts = attempts + 1 WHERE id = $1', [args.id]);
    return { content: [] };
  }
}`)]] }),

    // Invalid because the wrapper sends what it is given, and this call gives it a POST (issue 20).
    invalid('a same-file fetch wrapper given a POST', `${V2}
async function api(path: string, init: RequestInit = {}) {
  const res = await fetch('https://jobs.internal' + path, { ...init, headers: { accept: 'application/json' } });
  return res.json();
}
export async function h(args: { id: string }, ctx: any) {
  await /*!*/api('/jobs/' + args.id + '/cancel', { method: 'POST' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
async function api(path: string, init: RequestInit = {}) {
  const res = await fetch('https://jobs.internal' + path, { ...init, headers: { accept: 'application/json' } });
  return res.json();
}
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await api('/jobs/' + args.id + '/cancel', { method: 'POST' });
  return { content: [] };
}`)]] }),

    // Invalid because the request object names POST through a constant: a repair job per round.
    invalid('a client method taking its HTTP verb destructured from a request object, given a POST', `${V2}
const Verb = { Read: 'GET', Create: 'POST' } as const;
class PortalClient {
  async send({ verb, path, body }: { verb: string; path: string; body?: unknown }) {
    return (await fetch(process.env.PORTAL_URL + path, { method: verb, body: JSON.stringify(body) })).json();
  }
}
const portal = new PortalClient();
export async function h(args: { id: string }, ctx: any) {
  await /*!*/portal.send({ verb: Verb.Create, path: '/repairs', body: { propertyId: args.id } });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
const Verb = { Read: 'GET', Create: 'POST' } as const;
class PortalClient {
  async send({ verb, path, body }: { verb: string; path: string; body?: unknown }) {
    return (await fetch(process.env.PORTAL_URL + path, { method: verb, body: JSON.stringify(body) })).json();
  }
}
const portal = new PortalClient();
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await portal.send({ verb: Verb.Create, path: '/repairs', body: { propertyId: args.id } });
  return { content: [] };
}`)]], data: { call: 'portal.send()', label: 'HTTP POST through send()', line: '11' } }),

    // Invalid because the wrapper POSTs whenever it is given a body, and this call gives one: the counter goes up on
    // every round (production-9's Home Assistant `ha(path, body?)`).
    invalid('a wrapper whose options depend on whether a body is passed, given one', `${V2}
const ha = (path: string, body?: unknown) =>
  fetch(\`\${process.env.HA_URL}/api/\${path}\`, body === undefined ? { headers: {} } : { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
export async function h(args: any, ctx: any) {
  const visits = await /*!*/ha('services/counter/increment', { entity_id: 'counter.guest_visits' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(visits.length) }] };
}`, { suggestions: [[move(`${V2}
const ha = (path: string, body?: unknown) =>
  fetch(\`\${process.env.HA_URL}/api/\${path}\`, body === undefined ? { headers: {} } : { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  const visits = await ha('services/counter/increment', { entity_id: 'counter.guest_visits' });
  return { content: [{ type: 'text', text: String(visits.length) }] };
}`)]], data: { call: 'ha()', label: 'HTTP POST through ha()', line: '6' } }),

    // Invalid because the method is POST when a body is passed, and the second wrapper passes the one it is given.
    invalid('a method chosen by whether a body is passed, through a second wrapper', `${V2}
async function api(path: string, body?: object) {
  const res = await fetch(process.env.API_URL + path, { method: body ? 'POST' : 'GET', body: body && JSON.stringify(body) });
  return res.json();
}
const forward = (path: string, body?: object) => api(path, body);
export async function h(args: { id: string }, ctx: any) {
  await /*!*/forward('/jobs/' + args.id + '/cancel', { reason: 'user' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
async function api(path: string, body?: object) {
  const res = await fetch(process.env.API_URL + path, { method: body ? 'POST' : 'GET', body: body && JSON.stringify(body) });
  return res.json();
}
const forward = (path: string, body?: object) => api(path, body);
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await forward('/jobs/' + args.id + '/cancel', { reason: 'user' });
  return { content: [] };
}`)]], data: { call: 'forward()', label: 'HTTP POST through forward()', line: '9' } }),

    // Invalid because the wrapper POSTs to the path it is given, and this path names no read: a crawl job per round.
    invalid('a same-file POST wrapper given a path that writes', `${V2}
async function keylessPost(path: string, body: Record<string, unknown>) {
  const res = await fetch(\`\${process.env.API_URL}\${path}\`, { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}
export async function h(args: { url: string }, ctx: any) {
  const job = await /*!*/keylessPost('/v2/crawl', { url: args.url });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: job.id }] };
}`, { suggestions: [[move(`${V2}
async function keylessPost(path: string, body: Record<string, unknown>) {
  const res = await fetch(\`\${process.env.API_URL}\${path}\`, { method: 'POST', body: JSON.stringify(body) });
  return res.json();
}
export async function h(args: { url: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  const job = await keylessPost('/v2/crawl', { url: args.url });
  return { content: [{ type: 'text', text: job.id }] };
}`)]] }),

    // Invalid because the file's contents are new on each round: the retry overwrites the first round's token.
    invalid('a file written whole with per-round contents before the question', `${V2}
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
export async function h(args: { dir: string }, ctx: any) {
  await /*!*/writeFile(\`\${args.dir}/.session\`, randomUUID());
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
export async function h(args: { dir: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await writeFile(\`\${args.dir}/.session\`, randomUUID());
  return { content: [] };
}`)]] }),

    // Invalid because the helper starts git with the words each call passes, and \`git tag\` writes: a tag per round.
    invalid('a git write through a helper that spawns git with its parameter', `${V2}
import { spawn } from 'node:child_process';
function git(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('git', args);
    child.on('close', () => resolve(''));
  });
}
export async function h(args: { version: string }, ctx: any) {
  await /*!*/git(['tag', '-a', args.version, '-m', 'release']);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { spawn } from 'node:child_process';
function git(args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn('git', args);
    child.on('close', () => resolve(''));
  });
}
export async function h(args: { version: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await git(['tag', '-a', args.version, '-m', 'release']);
  return { content: [] };
}`)]] }),

    // Invalid because the words the helper is given are not written in the call: any git command may run.
    invalid('git words not known through a helper that spawns git with its parameter', `${V2}
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const run = promisify(execFile);
async function git(args: string[]) {
  return (await run('git', args)).stdout;
}
export async function h(args: { words: string[] }, ctx: any) {
  await /*!*/git(args.words);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
const run = promisify(execFile);
async function git(args: string[]) {
  return (await run('git', args)).stdout;
}
export async function h(args: { words: string[] }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await git(args.words);
  return { content: [] };
}`)]] }),

    // Invalid because `deliver` is the mail module's `send`: an aliased import is judged by its imported name (issue 20).
    invalid('an aliased import judged by its imported name', `${V2}
import { send as deliver } from './mail.js';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/deliver({ to: args.to, subject: 'Purging' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { send as deliver } from './mail.js';
export async function h(args: { to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await deliver({ to: args.to, subject: 'Purging' });
  return { content: [] };
}`)]] }),
    // Invalid because the charge runs on round 1 and again on round 2 (the README's opening example).
    invalid('Stripe charge before the confirmation question', `${V2}
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('charge', {}, async ({ amount }: { amount: number }, ctx: any) => {
  await /*!*/stripe.paymentIntents.create({ amount, currency: 'usd' });
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
});`, { suggestions: [[move(`${V2}
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('charge', {}, async ({ amount }: { amount: number }, ctx: any) => {
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) return inputRequired({ inputRequests: {} });
  await stripe.paymentIntents.create({ amount, currency: 'usd' });
  return { content: [] };
});`)]] }),

    // Invalid because the email goes out every round; the message names the call, the class and the exit line.
    invalid('Resend email before the question, with the message text', `${V2}
import { Resend } from 'resend';
const resend = new Resend('k');
export async function h(args: { to: string }, ctx: any) {
  await /*!*/resend.emails.send({ from: 'a', to: args.to, subject: 's', html: '' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { Resend } from 'resend';
const resend = new Resend('k');
export async function h(args: { to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await resend.emails.send({ from: 'a', to: args.to, subject: 's', html: '' });
  return { content: [] };
}`)]] }),

    // Invalid because the Prisma insert repeats.
    invalid('Prisma create before the question', `${V2}
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
export async function h(args: { name: string }, ctx: any) {
  const user = await /*!*/prisma.user.create({ data: { name: args.name } });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
export async function h(args: { name: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  const user = await prisma.user.create({ data: { name: args.name } });
  return { content: [] };
}`)]] }),

    // Invalid because a POST repeats.
    invalid('fetch POST before the question', `${V2}
export async function h(args: any, ctx: any) {
  await /*!*/fetch('https://api.example.com/orders', { method: 'POST', body: JSON.stringify(args) });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await fetch('https://api.example.com/orders', { method: 'POST', body: JSON.stringify(args) });
  return { content: [] };
}`)]] }),

    // Invalid because appending to a file repeats.
    invalid('fs appendFile before the question', `${V2}
import { appendFile } from 'node:fs/promises';
export async function h(args: any, ctx: any) {
  await /*!*/appendFile('audit.log', 'x');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { appendFile } from 'node:fs/promises';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await appendFile('audit.log', 'x');
  return { content: [] };
}`)]] }),

    // Invalid because a spawned process repeats.
    invalid('child_process exec before the question', `${V2}
import { exec } from 'node:child_process';
export async function h(args: any, ctx: any) {
  /*!*/exec('deploy.sh');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { exec } from 'node:child_process';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  exec('deploy.sh');
  return { content: [] };
}`)]] }),

    // Invalid because the INSERT repeats.
    invalid('pg INSERT before the question', `${V2}
import { Pool } from 'pg';
const pool = new Pool();
export async function h(args: any, ctx: any) {
  await /*!*/pool.query('INSERT INTO orders (sku) VALUES ($1)', [args.sku]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { Pool } from 'pg';
const pool = new Pool();
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await pool.query('INSERT INTO orders (sku) VALUES ($1)', [args.sku]);
  return { content: [] };
}`)]] }),

    // Invalid because the S3 upload repeats.
    invalid('AWS S3 PutObjectCommand before the question', `${V2}
import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';
const s3 = new S3Client({});
export async function h(args: any, ctx: any) {
  await /*!*/s3.send(new PutObjectCommand({ Bucket: 'b', Key: 'k', Body: 'x' }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';
const s3 = new S3Client({});
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await s3.send(new PutObjectCommand({ Bucket: 'b', Key: 'k', Body: 'x' }));
  return { content: [] };
}`)]] }),

    // Invalid because the Redis write repeats.
    invalid('Redis lpush before the question', `${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h(args: any, ctx: any) {
  await /*!*/redis.lpush('jobs', JSON.stringify(args));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await redis.lpush('jobs', JSON.stringify(args));
  return { content: [] };
}`)]] }),

    // Invalid because the dispatcher of a class-field registry asks for elevation after a 403 of the tool it ran, and
    // the tool, set in the registry from outside the class, inserted its audit row before that: the retry inserts again.
    invalid('class-field registry written from outside the class, its dispatcher asking after a 403', `${V2}
${REGISTRY_403}app.tools.set('close_account', async ({ id }: { id: string }) => {
  await /*!*/pool.query('INSERT INTO audit (action, account) VALUES ($1, $2)', ['close', id]);
  await api.closeAccount(id);
  return { content: [] };
});`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),

    // Invalid because the wrapper POSTs a GraphQL mutation before the question: the retry archives again.
    invalid('GraphQL mutation through a project fetch wrapper before the question', `${V2}
async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('https://api.example.com/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return ((await res.json()) as { data: T }).data;
}
const ARCHIVE = \`mutation Archive($id: String!) { issueArchive(id: $id) { success } }\`;
export async function h({ id }: { id: string }, ctx: any) {
  await /*!*/gql(ARCHIVE, { id });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch('https://api.example.com/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return ((await res.json()) as { data: T }).data;
}
const ARCHIVE = \`mutation Archive($id: String!) { issueArchive(id: $id) { success } }\`;
export async function h({ id }: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await gql(ARCHIVE, { id });
  return { content: [] };
}`)]] }),

    // Invalid because the PUT through the project wrapper installs a key minted on each round.
    invalid('HTTP PUT of a per-round key through a project fetch wrapper before the question', `${V2}
async function api(path: string, init: RequestInit = {}) {
  return fetch(\`https://api.example.com\${path}\`, { ...init, headers: { authorization: 'Bearer t' } });
}
export async function h({ integration }: { integration: string }, ctx: any) {
  const key = crypto.randomUUID();
  await /*!*/api(\`/integrations/\${integration}/key\`, { method: 'PUT', body: JSON.stringify({ key }) });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
async function api(path: string, init: RequestInit = {}) {
  return fetch(\`https://api.example.com\${path}\`, { ...init, headers: { authorization: 'Bearer t' } });
}
export async function h({ integration }: { integration: string }, ctx: any) {
  const key = crypto.randomUUID();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await api(\`/integrations/\${integration}/key\`, { method: 'PUT', body: JSON.stringify({ key }) });
  return { content: [] };
}`)]] }),

    // Invalid because SET NX takes a lock on the first round, and the retry finds its own lock taken.
    invalid('Redis SET NX lock before the question', `${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h({ job }: { job: string }, ctx: any) {
  const locked = await /*!*/redis.set(\`lock:\${job}\`, 'me', 'EX', 60, 'NX');
  if (!locked) return { content: [{ type: 'text', text: 'busy' }] };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because the value written is new on each round: the retry overwrites the first round's token.
    invalid('Redis SET of a fresh token before the question', `${V2}
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
const redis = new Redis();
export async function h({ user }: { user: string }, ctx: any) {
  const token = randomUUID();
  await /*!*/redis.set(\`reset:\${user}\`, token, 'EX', 900);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
const redis = new Redis();
export async function h({ user }: { user: string }, ctx: any) {
  const token = randomUUID();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await redis.set(\`reset:\${user}\`, token, 'EX', 900);
  return { content: [] };
}`)]] }),

    // Invalid because the key holds the time: each round's SET makes a new snapshot key instead of rewriting one.
    invalid('Redis SET under a timestamped key before the question', `${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h({ doc }: { doc: string }, ctx: any) {
  await /*!*/redis.set(\`snapshot:\${doc}:\${Date.now()}\`, doc);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h({ doc }: { doc: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await redis.set(\`snapshot:\${doc}:\${Date.now()}\`, doc);
  return { content: [] };
}`)]] }),

    // Invalid because INCR counts every round, and the EXPIRE after it moves the window's end each time.
    invalid('Redis INCR then EXPIRE (a rate limit) before the question', `${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h({ user }: { user: string }, ctx: any) {
  const used = await /*!*/redis.incr(\`quota:\${user}\`);
  await /*!*/redis.expire(\`quota:\${user}\`, 3600);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(used) }] };
}`, { suggestions: [[move(`${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h({ user }: { user: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  const used = await redis.incr(\`quota:\${user}\`);
  await redis.expire(\`quota:\${user}\`, 3600);
  return { content: [{ type: 'text', text: String(used) }] };
}`)], [move(`${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h({ user }: { user: string }, ctx: any) {
  const used = await redis.incr(\`quota:\${user}\`);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await redis.expire(\`quota:\${user}\`, 3600);
  return { content: [{ type: 'text', text: String(used) }] };
}`)]] }),

    // Invalid because the PUT's body holds a secret new on each round: the retry rotates it again.
    invalid('HTTP PUT of a per-round secret through a spread const before the question', `${V2}
const API = 'https://api.example.com';
export async function h({ name }: { name: string }, ctx: any) {
  const secret = crypto.randomUUID();
  const request = { method: 'PUT', body: JSON.stringify({ name, value: secret }) };
  await /*!*/fetch(\`\${API}/secrets/\${name}\`, { ...request, headers: { 'content-type': 'application/json' } });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
const API = 'https://api.example.com';
export async function h({ name }: { name: string }, ctx: any) {
  const secret = crypto.randomUUID();
  const request = { method: 'PUT', body: JSON.stringify({ name, value: secret }) };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await fetch(\`\${API}/secrets/\${name}\`, { ...request, headers: { 'content-type': 'application/json' } });
  return { content: [] };
}`)]] }),

    // Invalid because the GitHub issue is opened every round.
    invalid('Octokit issues.create before the question', `${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
export async function h(args: any, ctx: any) {
  await /*!*/octokit.rest.issues.create({ owner: 'o', repo: 'r', title: 't' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit();
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await octokit.rest.issues.create({ owner: 'o', repo: 'r', title: 't' });
  return { content: [] };
}`)]] }),

    // Invalid because the Slack message is posted every round.
    invalid('Slack chat.postMessage before the question', `${V2}
import { WebClient } from '@slack/web-api';
const slack = new WebClient('t');
export async function h(args: any, ctx: any) {
  await /*!*/slack.chat.postMessage({ channel: 'c', text: 'hi' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { WebClient } from '@slack/web-api';
const slack = new WebClient('t');
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await slack.chat.postMessage({ channel: 'c', text: 'hi' });
  return { content: [] };
}`)]] }),

    // Invalid because the SMS is sent every round.
    invalid('Twilio messages.create before the question', `${V2}
import twilio from 'twilio';
const client = twilio('sid', 'token');
export async function h(args: any, ctx: any) {
  await /*!*/client.messages.create({ to: args.to, from: 'x', body: 'hi' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import twilio from 'twilio';
const client = twilio('sid', 'token');
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await client.messages.create({ to: args.to, from: 'x', body: 'hi' });
  return { content: [] };
}`)]] }),

    // Invalid because the mail is sent every round.
    invalid('nodemailer sendMail before the question', `${V2}
import nodemailer from 'nodemailer';
const transporter = nodemailer.createTransport({});
export async function h(args: any, ctx: any) {
  await /*!*/transporter.sendMail({ to: args.to });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import nodemailer from 'nodemailer';
const transporter = nodemailer.createTransport({});
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await transporter.sendMail({ to: args.to });
  return { content: [] };
}`)]] }),

    // Invalid because the SendGrid mail is sent every round.
    invalid('SendGrid send before the question', `${V2}
import sgMail from '@sendgrid/mail';
export async function h(args: any, ctx: any) {
  await /*!*/sgMail.send({ to: args.to, from: 'a', subject: 's', text: 't' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import sgMail from '@sendgrid/mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sgMail.send({ to: args.to, from: 'a', subject: 's', text: 't' });
  return { content: [] };
}`)]] }),

    // Invalid because the Drizzle insert chain is one write, reported once at its outermost call.
    invalid('Drizzle insert chain before the question', `${V2}
import { drizzle } from 'drizzle-orm/node-postgres';
import { orders } from './schema';
const db = drizzle('postgres://x');
export async function h(args: any, ctx: any) {
  await /*!*/db.insert(orders).values({ sku: args.sku }).returning();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { drizzle } from 'drizzle-orm/node-postgres';
import { orders } from './schema';
const db = drizzle('postgres://x');
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await db.insert(orders).values({ sku: args.sku }).returning();
  return { content: [] };
}`)]] }),

    // Invalid because the MongoDB insert repeats.
    invalid('MongoDB insertOne before the question', `${V2}
import { MongoClient } from 'mongodb';
const client = new MongoClient('mongodb://x');
export async function h(args: any, ctx: any) {
  await /*!*/client.db('app').collection('orders').insertOne({ sku: args.sku });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { MongoClient } from 'mongodb';
const client = new MongoClient('mongodb://x');
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await client.db('app').collection('orders').insertOne({ sku: args.sku });
  return { content: [] };
}`)]] }),

    // Invalid because the BullMQ job is enqueued every round.
    invalid('BullMQ queue.add before the question', `${V2}
import { Queue } from 'bullmq';
const queue = new Queue('emails');
export async function h(args: any, ctx: any) {
  await /*!*/queue.add('send', args);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { Queue } from 'bullmq';
const queue = new Queue('emails');
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await queue.add('send', args);
  return { content: [] };
}`)]] }),

    // Invalid because the SNS message is published every round.
    invalid('SNS PublishCommand before the question', `${V2}
import { SNSClient, PublishCommand } from '@aws-sdk/client-sns';
const sns = new SNSClient({});
export async function h(args: any, ctx: any) {
  await /*!*/sns.send(new PublishCommand({ TopicArn: 't', Message: 'm' }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { SNSClient, PublishCommand } from '@aws-sdk/client-sns';
const sns = new SNSClient({});
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sns.send(new PublishCommand({ TopicArn: 't', Message: 'm' }));
  return { content: [] };
}`)]] }),

    // Invalid because the Kafka message is produced every round.
    invalid('Kafka producer.send before the question', `${V2}
import { Kafka } from 'kafkajs';
const producer = new Kafka({ brokers: [] }).producer();
export async function h(args: any, ctx: any) {
  await /*!*/producer.send({ topic: 't', messages: [] });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { Kafka } from 'kafkajs';
const producer = new Kafka({ brokers: [] }).producer();
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await producer.send({ topic: 't', messages: [] });
  return { content: [] };
}`)]] }),

    // Invalid because OpenAI's \`POST /v1/threads\` keeps the messages it is sent in a new thread: the retry makes another.
    invalid('a thread created with messages through a wrapper before the question', `${V2}
async function agent(endpoint: string, body: Record<string, unknown>) {
  return fetch(\`\${process.env.AGENT_URL}/\${endpoint}\`, { method: 'POST', body: JSON.stringify(body) });
}
export async function h(args: { question: string }, ctx: any) {
  await /*!*/agent('v1/threads', { messages: [{ role: 'user', content: args.question }] });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
async function agent(endpoint: string, body: Record<string, unknown>) {
  return fetch(\`\${process.env.AGENT_URL}/\${endpoint}\`, { method: 'POST', body: JSON.stringify(body) });
}
export async function h(args: { question: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await agent('v1/threads', { messages: [{ role: 'user', content: args.question }] });
  return { content: [] };
}`)]], data: { call: 'agent()', label: 'HTTP POST through agent()', line: '7' } }),

    // Invalid because the uploaded OpenAI file is stored every round.
    invalid('OpenAI files.create before the question', `${V2}
import OpenAI from 'openai';
const openai = new OpenAI();
export async function h(args: any, ctx: any) {
  await /*!*/openai.files.create({ file: args.file, purpose: 'assistants' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import OpenAI from 'openai';
const openai = new OpenAI();
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await openai.files.create({ file: args.file, purpose: 'assistants' });
  return { content: [] };
}`)]] }),

    // Invalid because a project import named with a write verb is a write by the verb heuristic.
    invalid('project helper chargeCard() before the question', `${V2}
import { chargeCard } from './billing';
export async function h(args: any, ctx: any) {
  await /*!*/chargeCard(args.amount);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { chargeCard } from './billing';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await chargeCard(args.amount);
  return { content: [] };
}`)]] }),

    // Invalid because an un-awaited call still starts on every round.
    invalid('un-awaited send before the question', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  void /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  void sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because forEach runs its callback where it stands: each email repeats.
    invalid('forEach callback sending email before the question', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  args.to.forEach((to) => /*!*/sendEmail(to));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  args.to.forEach((to) => sendEmail(to));
  return { content: [] };
}`)]] }),

    // Invalid because Promise.all over map runs every insert before the question.
    invalid('Promise.all(map(insert)) before the question', `${V2}
import { insertRow } from './db';
export async function h(args: { rows: string[] }, ctx: any) {
  await Promise.all(args.rows.map(async (row) => { await /*!*/insertRow(row); }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { insertRow } from './db';
export async function h(args: { rows: string[] }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await Promise.all(args.rows.map(async (row) => { await insertRow(row); }));
  return { content: [] };
}`)]] }),

    // Invalid because a .then callback runs on the round that asks.
    invalid('.then callback that writes', `${V2}
import { loadUser } from './users';
import { sendWelcome } from './mail';
export async function h(args: any, ctx: any) {
  await loadUser(args.id).then((user: any) => /*!*/sendWelcome(user));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { loadUser } from './users';
import { sendWelcome } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await loadUser(args.id).then((user: any) => sendWelcome(user));
  return { content: [] };
}`)]] }),

    // Invalid because scheduled work still happens on the round that asks.
    invalid('setTimeout callback that writes', `${V2}
import { sendReminder } from './mail';
export async function h(args: any, ctx: any) {
  setTimeout(() => { /*!*/sendReminder(args.to); }, 1000);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendReminder } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  setTimeout(() => { sendReminder(args.to); }, 1000);
  return { content: [] };
}`)]] }),

    // Invalid because the same-file helper charges: report at the call in the handler, naming the chain.
    invalid('same-file helper that charges', `${V2}
import Stripe from 'stripe';
const stripe = new Stripe('k');
async function chargeCustomer(amount: number) {
  return stripe.charges.create({ amount, currency: 'usd' });
}
export async function h(args: any, ctx: any) {
  await /*!*/chargeCustomer(args.amount);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import Stripe from 'stripe';
const stripe = new Stripe('k');
async function chargeCustomer(amount: number) {
  return stripe.charges.create({ amount, currency: 'usd' });
}
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await chargeCustomer(args.amount);
  return { content: [] };
}`)]], messageId: 'sideEffectThroughHelper' }),

    // Invalid because function declarations are hoisted: a helper below the handler still charges.
    invalid('helper declared below the handler', `${V2}
export async function h(args: any, ctx: any) {
  await /*!*/recordPurchase(args);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}
async function recordPurchase(args: any) {
  await fetch('https://api.example.com/purchases', { method: 'POST', body: JSON.stringify(args) });
}`, { suggestions: [[move(`${V2}
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await recordPurchase(args);
  return { content: [] };
}
async function recordPurchase(args: any) {
  await fetch('https://api.example.com/purchases', { method: 'POST', body: JSON.stringify(args) });
}`)]], messageId: 'sideEffectThroughHelper' }),

    // Invalid because a helper calling a helper still reaches the write; the message names the whole chain.
    invalid('two-level helper chain, with the message text', `${V2}
import { sendEmail } from './mail';
async function notifyOwner(id: string) { await emailOwner(id); }
async function emailOwner(id: string) { await sendEmail(id); }
export async function h(args: any, ctx: any) {
  await /*!*/notifyOwner(args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
async function notifyOwner(id: string) { await emailOwner(id); }
async function emailOwner(id: string) { await sendEmail(id); }
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await notifyOwner(args.id);
  return { content: [] };
}`)]],
      messageId: 'sideEffectThroughHelper',
      data: {
        call: 'notifyOwner()',
        effect: 'sendEmail()',
        label: 'name starts with the write verb "send"',
        through: ' through `emailOwner()`',
        line: '7',
      },
    }),

    // Invalid because a call of a module-level Ramda composition runs the same-file functions it composes
    // (production-7 meetings-ramda-pipeline.ts:43).
    // Invalid because calling what once() returned runs the function it was given, the first time: a welcome e-mail,
    // sent again on the retry (the retry is another process's first call, or the same process's when `once` is per request).
    invalid('a send behind lodash once() before the question', `${V2}
import once from 'lodash/once';
import nodemailer from 'nodemailer';
const mailer = nodemailer.createTransport({});
export async function h(args: { to: string }, ctx: any) {
  const welcome = once(() => mailer.sendMail({ to: args.to, subject: 'Welcome' }));
  await /*!*/welcome();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, {
      suggestions: [[move(`${V2}
import once from 'lodash/once';
import nodemailer from 'nodemailer';
const mailer = nodemailer.createTransport({});
export async function h(args: { to: string }, ctx: any) {
  const welcome = once(() => mailer.sendMail({ to: args.to, subject: 'Welcome' }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await welcome();
  return { content: [] };
}`)]],
      messageId: 'sideEffectThroughHelper',
    }),

    invalid('a call of a function composed with R.pipeWith', `${V2}
import * as R from 'ramda';
import { zoom } from './zoom';
const createMeeting = async (b: { topic: string }) => ({ ...b, url: (await zoom.meetings.create(b)).join_url });
const noteIt = async (b: { topic: string; url: string }) => b;
const bookMeeting = R.pipeWith(R.andThen, [createMeeting, noteIt]);
export async function h(args: { topic: string }, ctx: any) {
  await /*!*/bookMeeting({ topic: args.topic });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, {
      suggestions: [[move(`${V2}
import * as R from 'ramda';
import { zoom } from './zoom';
const createMeeting = async (b: { topic: string }) => ({ ...b, url: (await zoom.meetings.create(b)).join_url });
const noteIt = async (b: { topic: string; url: string }) => b;
const bookMeeting = R.pipeWith(R.andThen, [createMeeting, noteIt]);
export async function h(args: { topic: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await bookMeeting({ topic: args.topic });
  return { content: [] };
}`)]],
      messageId: 'sideEffectThroughHelper',
      data: { call: 'bookMeeting()', effect: 'zoom.meetings.create()', label: 'name starts with the write verb "create"', through: ' through `createMeeting()`', line: '9' },
    }),

    // Invalid because a stream piped through a module-level RxJS \`pipe(...)\` runs its operators' callbacks
    // (production-7 checkout-rxjs-streams.ts:57).
    invalid('a stream piped through a module-level rxjs pipe() of a write', `${V2}
import { lastValueFrom, mergeMap, of, pipe, toArray } from 'rxjs';
import Stripe from 'stripe';
const stripe = new Stripe('k');
const refundEach = pipe(
  mergeMap((charge: { id: string }) => stripe.refunds.create({ charge: charge.id })),
  toArray(),
);
export async function h(args: { ids: { id: string }[] }, ctx: any) {
  await lastValueFrom(/*!*/of(...args.ids).pipe(refundEach));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, {
      suggestions: [[move(`${V2}
import { lastValueFrom, mergeMap, of, pipe, toArray } from 'rxjs';
import Stripe from 'stripe';
const stripe = new Stripe('k');
const refundEach = pipe(
  mergeMap((charge: { id: string }) => stripe.refunds.create({ charge: charge.id })),
  toArray(),
);
export async function h(args: { ids: { id: string }[] }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await lastValueFrom(of(...args.ids).pipe(refundEach));
  return { content: [] };
}`)]],
      messageId: 'sideEffectThroughHelper',
      data: { call: 'of(...args.ids).pipe()', effect: 'stripe.refunds.create()', label: 'Stripe write', through: ' through the function on line 6', line: '11' },
    }),

    // Invalid because recursion does not hide the write (and the summary still terminates).
    invalid('recursive helper that writes', `${V2}
import { deleteFile } from './files';
async function purge(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await deleteFile(paths[0]!);
  await purge(paths.slice(1));
}
export async function h(args: any, ctx: any) {
  await /*!*/purge(args.paths);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { deleteFile } from './files';
async function purge(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  await deleteFile(paths[0]!);
  await purge(paths.slice(1));
}
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await purge(args.paths);
  return { content: [] };
}`)]], messageId: 'sideEffectThroughHelper' }),

    // Invalid because the back edge of the loop reaches the question at the top of the next iteration.
    invalid('effect in a loop body, question earlier in the loop', `${V2}
import { chargeCard } from './billing';
export async function h(args: { items: { id: string }[] }, ctx: any) {
  for (const item of args.items) {
    if (!acceptedContent(ctx.mcpReq.inputResponses, item.id)) return inputRequired({ inputRequests: {} });
    await /*!*/chargeCard(item.id);
  }
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because the catch block asks after the write in the try block may have run.
    invalid('effect in try, question in catch', `${V2}
import { createInvoice } from './billing';
export async function h(args: any, ctx: any) {
  try {
    await /*!*/createInvoice(args);
  } catch {
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because the question is in one branch after the write.
    invalid('effect before an if whose one branch asks', `${V2}
import { reserveSeat } from './booking';
export async function h(args: any, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (seat.premium && !ctx.mcpReq.inputResponses?.upgrade) {
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because a variable holding the question is still the exit.
    invalid('exit through a variable holding inputRequired', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  const question = inputRequired({ inputRequests: {} });
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return question;
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  const question = inputRequired({ inputRequests: {} });
  if (!ctx.mcpReq.inputResponses?.ok) return question;
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because either branch of ?: can be the question.
    invalid('exit through a conditional expression', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  return ctx.mcpReq.inputResponses?.ok ? { content: [] } : inputRequired({ inputRequests: {} });
}`, { suggestions: [[intoBranch(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because a same-file helper returning inputRequired makes "return ask()" an exit.
    invalid('exit through a same-file helper', `${V2}
import { sendEmail } from './mail';
function askConfirm() { return inputRequired({ inputRequests: {} }); }
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return askConfirm();
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
function askConfirm() { return inputRequired({ inputRequests: {} }); }
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return askConfirm();
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because a hand-built result with resultType input_required is an exit too.
    invalid('hand-built input_required literal', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return { resultType: 'input_required', inputRequests: {} };
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return { resultType: 'input_required', inputRequests: {} };
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because the pre-release 'incomplete' vocabulary means the same.
    invalid("pre-release resultType 'incomplete'", `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return { resultType: 'incomplete', inputRequests: {} };
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return { resultType: 'incomplete', inputRequests: {} };
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because namespace imports of the SDK are followed.
    invalid('namespace import mcp.inputRequired', `import * as mcp from '@modelcontextprotocol/server';
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return mcp.inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`import * as mcp from '@modelcontextprotocol/server';
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return mcp.inputRequired({ inputRequests: {} });
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because aliased imports are followed.
    invalid('aliased import inputRequired as ask', `import { inputRequired as ask } from '@modelcontextprotocol/server';
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return ask({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`import { inputRequired as ask } from '@modelcontextprotocol/server';
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return ask({ inputRequests: {} });
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because a low-level dispatcher's switch arm is a handler like any other.
    invalid('setRequestHandler tools/call switch dispatcher', `import { Server, inputRequired } from '@modelcontextprotocol/server';
import { deleteRepo } from './github';
const server = new Server({ name: 's', version: '1' }, {});
server.setRequestHandler('tools/call', async (request: any) => {
  switch (request.params.name) {
    case 'delete_repo': {
      await /*!*/deleteRepo(request.params.arguments.repo);
      if (!request.params.inputResponses?.confirm) return inputRequired({ inputRequests: {} });
      return { content: [] };
    }
    default:
      return { content: [] };
  }
});`, { suggestions: [[move(`import { Server, inputRequired } from '@modelcontextprotocol/server';
import { deleteRepo } from './github';
const server = new Server({ name: 's', version: '1' }, {});
server.setRequestHandler('tools/call', async (request: any) => {
  switch (request.params.name) {
    case 'delete_repo': {
      if (!request.params.inputResponses?.confirm) return inputRequired({ inputRequests: {} });
      await deleteRepo(request.params.arguments.repo);
      return { content: [] };
    }
    default:
      return { content: [] };
  }
});`)]] }),

    // Invalid because prompts/get may ask too, and its handler reruns just the same.
    invalid('registerPrompt handler that saves before asking', `${V2}
import { saveDraft } from './drafts';
const server = new McpServer({ name: 's', version: '1' });
server.registerPrompt('p', {}, async (ctx: any) => {
  await /*!*/saveDraft('x');
  if (!ctx.mcpReq.inputResponses?.topic) return inputRequired({ inputRequests: {} });
  return { messages: [] };
});`, { suggestions: [[move(`${V2}
import { saveDraft } from './drafts';
const server = new McpServer({ name: 's', version: '1' });
server.registerPrompt('p', {}, async (ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.topic) return inputRequired({ inputRequests: {} });
  await saveDraft('x');
  return { messages: [] };
});`)]] }),

    // Invalid because resources/read may ask too.
    invalid('registerResource handler that writes before asking', `${V2}
import { markRead } from './inbox';
const server = new McpServer({ name: 's', version: '1' });
server.registerResource('r', 'inbox://x', {}, async (uri: URL, ctx: any) => {
  await /*!*/markRead(uri.href);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { contents: [] };
});`, { suggestions: [[move(`${V2}
import { markRead } from './inbox';
const server = new McpServer({ name: 's', version: '1' });
server.registerResource('r', 'inbox://x', {}, async (uri: URL, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await markRead(uri.href);
  return { contents: [] };
});`)]] }),

    // Invalid because xmcp file tools rerun like any other handler.
    invalid('xmcp default-export tool', `import { inputRequired } from 'xmcp';
import { sendEmail } from './mail';
export default async function notify(params: { to: string }, extra: any) {
  await /*!*/sendEmail(params.to);
  if (!extra.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return 'sent';
}`, { suggestions: [[move(`import { inputRequired } from 'xmcp';
import { sendEmail } from './mail';
export default async function notify(params: { to: string }, extra: any) {
  if (!extra.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sendEmail(params.to);
  return 'sent';
}`)]] }),

    // Invalid because a write guarded by the PRESENCE of an answer repeats when a later round asks again.
    invalid('presence-guarded write that reaches a second question', `${V2}
import { chargeDeposit } from './billing';
export async function h(args: any, ctx: any) {
  const first = acceptedContent(ctx.mcpReq.inputResponses, 'deposit');
  if (!first) return inputRequired({ inputRequests: {} });
  await /*!*/chargeDeposit(args.amount);
  const second = acceptedContent(ctx.mcpReq.inputResponses, 'balance');
  if (!second) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { chargeDeposit } from './billing';
export async function h(args: any, ctx: any) {
  const first = acceptedContent(ctx.mcpReq.inputResponses, 'deposit');
  if (!first) return inputRequired({ inputRequests: {} });
  const second = acceptedContent(ctx.mcpReq.inputResponses, 'balance');
  if (!second) return inputRequired({ inputRequests: {} });
  await chargeDeposit(args.amount);
  return { content: [] };
}`)]] }),

    // Invalid because only the second question follows the write; it is still a repeat.
    invalid('several exits: write between the first and the second', `${V2}
import { createDraft } from './drafts';
export async function h(args: any, ctx: any) {
  if (!args.title) return inputRequired({ inputRequests: {} });
  const draft = await /*!*/createDraft(args.title);
  if (!ctx.mcpReq.inputResponses?.publish) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: draft.id }] };
}`, { suggestions: [[move(`${V2}
import { createDraft } from './drafts';
export async function h(args: any, ctx: any) {
  if (!args.title) return inputRequired({ inputRequests: {} });
  if (!ctx.mcpReq.inputResponses?.publish) return inputRequired({ inputRequests: {} });
  const draft = await createDraft(args.title);
  return { content: [{ type: 'text', text: draft.id }] };
}`)]] }),

    // Invalid because a Promise executor runs immediately.
    invalid('new Promise executor that writes', `${V2}
import { appendFile } from 'node:fs';
export async function h(args: any, ctx: any) {
  await new Promise<void>((resolve) => /*!*/appendFile('x', 'y', () => resolve()));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { appendFile } from 'node:fs';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await new Promise<void>((resolve) => appendFile('x', 'y', () => resolve()));
  return { content: [] };
}`)]] }),

    // Invalid because an immediately invoked function runs where it stands.
    invalid('async IIFE that writes', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await (async () => { await /*!*/sendEmail(args.to); })();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await (async () => { await sendEmail(args.to); })();
  return { content: [] };
}`)]] }),

    // Invalid because a same-file function passed by name runs inside forEach: report at the forEach call.
    invalid('named callback passed to forEach', `${V2}
import { sendEmail } from './mail';
function sendOne(to: string) { sendEmail(to); }
export async function h(args: { to: string[] }, ctx: any) {
  /*!*/args.to.forEach(sendOne);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
function sendOne(to: string) { sendEmail(to); }
export async function h(args: { to: string[] }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  args.to.forEach(sendOne);
  return { content: [] };
}`)]],
      messageId: 'sideEffectThroughHelper',
      data: { call: 'args.to.forEach()', effect: 'sendEmail()', label: 'name starts with the write verb "send"', through: ' through `sendOne()`', line: '6' },
    }),

    // Invalid because two different writes both repeat, and each is reported; the first moves with the second, in their order.
    invalid('two writes before one question', `${V2}
import { chargeCard } from './billing';
import { sendReceipt } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/chargeCard(args.amount);
  await /*!*/sendReceipt(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { chargeCard } from './billing';
import { sendReceipt } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await chargeCard(args.amount);
  await sendReceipt(args.to);
  return { content: [] };
}`)], [move(`${V2}
import { chargeCard } from './billing';
import { sendReceipt } from './mail';
export async function h(args: any, ctx: any) {
  await chargeCard(args.amount);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sendReceipt(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because a class method handler reruns too; the verb heuristic judges this.repo.save().
    invalid('class method handler with this.repo.save()', `${V2}
class OrderTool {
  constructor(private repo: any) {}
  async run(args: any, ctx: any) {
    await /*!*/this.repo.save(args);
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }
}
export { OrderTool };`, { suggestions: [[move(`${V2}
class OrderTool {
  constructor(private repo: any) {}
  async run(args: any, ctx: any) {
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    await this.repo.save(args);
    return { content: [] };
  }
}
export { OrderTool };`)]] }),

    // Invalid because a switch arm writes before the question in a later statement of the same arm.
    invalid('write inside a switch case before the question', `${V2}
import { publishPost } from './blog';
export async function h(args: { kind: string }, ctx: any) {
  switch (args.kind) {
    case 'post':
      await /*!*/publishPost(args);
      break;
    default:
      break;
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { publishPost } from './blog';
export async function h(args: { kind: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  switch (args.kind) {
    case 'post':
      await publishPost(args);
      break;
    default:
      break;
  }
  return { content: [] };
}`)]] }),

    // Invalid because an arrow handler with an expression body asks after the write in its argument list.
    invalid('write inside the returned question itself', `${V2}
import { createOrder } from './orders';
export const h = async (args: any) => inputRequired({ inputRequests: {}, requestState: (await /*!*/createOrder(args)).id });`, { suggestions: [[]] }),

    // Invalid because the write happens in the while condition on every pass.
    invalid('write in a while condition', `${V2}
import { dequeueAndSend } from './queue';
export async function h(args: any, ctx: any) {
  while (await /*!*/dequeueAndSend()) {
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because a write nested in the state being minted still runs on the round that asks.
    invalid('write nested in the minted requestState', `${V2}
import { createOrder } from './orders';
const codec = createRequestStateCodec({} as any);
export async function h(args: any) {
  if (!args.confirmed) {
    return inputRequired({ inputRequests: {}, requestState: await codec.mint({ id: (await /*!*/createOrder(args)).id }) });
  }
  return { content: [] };
}`, { suggestions: [[]] }),

    // Invalid with checkProcessState because module-level state survives into the retry.
    invalid('module-level Map.set with checkProcessState', `${V2}
const pending = new Map<string, number>();
export async function h(args: { id: string }, ctx: any) {
  /*!*/pending.set(args.id, Date.now());
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
const pending = new Map<string, number>();
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  pending.set(args.id, Date.now());
  return { content: [] };
}`)]], options: { checkProcessState: true } }),

    // Invalid with checkUnknownCalls because an awaited call of unknown effect may write.
    invalid('awaited unknown call with checkUnknownCalls', `${V2}
import { frobnicate } from './things';
export async function h(args: any, ctx: any) {
  await /*!*/frobnicate(args);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { frobnicate } from './things';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await frobnicate(args);
  return { content: [] };
}`)]], options: { checkUnknownCalls: true } }),

    // Invalid with checkIdempotentWrites because the upsert still runs each round.
    invalid('Prisma upsert with checkIdempotentWrites', `${V2}
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
export async function h(args: { id: string }, ctx: any) {
  await /*!*/prisma.user.upsert({ where: { id: args.id }, create: { id: args.id }, update: {} });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await prisma.user.upsert({ where: { id: args.id }, create: { id: args.id }, update: {} });
  return { content: [] };
}`)]], options: { checkIdempotentWrites: true } }),

    // Invalid with checkIdempotentWrites: the update of a fixed value still runs before the user agreed, on every round.
    invalid('an update of fixed values with checkIdempotentWrites', `${V2}
import { auth0 } from './auth0';
export async function h(args: { userId: string }, ctx: any) {
  await /*!*/auth0.users.update({ id: args.userId }, { blocked: true });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { auth0 } from './auth0';
export async function h(args: { userId: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await auth0.users.update({ id: args.userId }, { blocked: true });
  return { content: [] };
}`)]], options: { checkIdempotentWrites: true } }),

    // Invalid because an update to a value the call computes is no repeat of the same: the retry writes a new one.
    invalid('an update of a value computed from a read before the question', `${V2}
import { accounts } from './accounts';
export async function h(args: { id: string; cents: number }, ctx: any) {
  const account = await accounts.get(args.id);
  await /*!*/accounts.update(args.id, { balance: account.balance - args.cents });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { accounts } from './accounts';
export async function h(args: { id: string; cents: number }, ctx: any) {
  const account = await accounts.get(args.id);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await accounts.update(args.id, { balance: account.balance - args.cents });
  return { content: [] };
}`)]] }),

    // Invalid because a closure array from an enclosing factory survives the round (process state).
    invalid('closure array from the server factory with checkProcessState', `${V2}
export function createServer() {
  const audit: string[] = [];
  const server = new McpServer({ name: 's', version: '1' });
  server.registerTool('t', {}, async (args: any, ctx: any) => {
    /*!*/audit.push(JSON.stringify(args));
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return { content: [] };
  });
  return server;
}`, { suggestions: [[move(`${V2}
export function createServer() {
  const audit: string[] = [];
  const server = new McpServer({ name: 's', version: '1' });
  server.registerTool('t', {}, async (args: any, ctx: any) => {
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    audit.push(JSON.stringify(args));
    return { content: [] };
  });
  return server;
}`)]], options: { checkProcessState: true } }),

    // Invalid because a write inside the presence branch reaches the question below it.
    invalid('write in the presence branch of a state test, then a question', `${V2}
import { capturePayment } from './billing';
export async function h(args: any, ctx: any) {
  const state = await ctx.mcpReq.requestState();
  if (state) {
    await /*!*/capturePayment(state);
  }
  return inputRequired({ inputRequests: {} });
}`, { suggestions: [[]] }),

    // Invalid because optional chaining does not hide the call.
    invalid('optional-chained write before the question', `${V2}
export async function h(args: any, ctx: any, deps: any) {
  await /*!*/deps.mailer?.sendMail({ to: args.to });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
export async function h(args: any, ctx: any, deps: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await deps.mailer?.sendMail({ to: args.to });
  return { content: [] };
}`)]] }),

    // Invalid because an object-literal method helper is resolved like a function.
    invalid('helper in a const object literal', `${V2}
import { sendEmail } from './mail';
const notifications = { async welcome(to: string) { await sendEmail(to); } };
export async function h(args: any, ctx: any) {
  await /*!*/notifications.welcome(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
const notifications = { async welcome(to: string) { await sendEmail(to); } };
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await notifications.welcome(args.to);
  return { content: [] };
}`)]], messageId: 'sideEffectThroughHelper' }),

    // Invalid because a write in a do-while body reaches the question in its condition's branch.
    invalid('do-while body write', `${V2}
import { sendPing } from './net';
export async function h(args: any, ctx: any) {
  let tries = 0;
  do {
    await /*!*/sendPing();
    tries += 1;
  } while (tries < 3);
  return inputRequired({ inputRequests: {} });
}`, { suggestions: [[]] }),

    // Invalid because the Mongoose document create repeats.
    invalid('Mongoose Model.create before the question', `${V2}
import mongoose from 'mongoose';
const Order = mongoose.model('Order', new mongoose.Schema({}));
export async function h(args: any, ctx: any) {
  await /*!*/Order.create({ sku: args.sku });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import mongoose from 'mongoose';
const Order = mongoose.model('Order', new mongoose.Schema({}));
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await Order.create({ sku: args.sku });
  return { content: [] };
}`)]] }),

    // Invalid because axios.post is a write by HTTP method.
    invalid('axios.post before the question', `${V2}
import axios from 'axios';
export async function h(args: any, ctx: any) {
  await /*!*/axios.post('https://api.example.com/refunds', args);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import axios from 'axios';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await axios.post('https://api.example.com/refunds', args);
  return { content: [] };
}`)]] }),

    // Invalid because knex.raw with an UPDATE statement is a write by SQL text.
    invalid('knex.raw UPDATE before the question', `${V2}
import knex from 'knex';
const db = knex({ client: 'pg' });
export async function h(args: any, ctx: any) {
  await /*!*/db.raw('UPDATE accounts SET balance = balance - ? WHERE id = ?', [args.amount, args.id]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import knex from 'knex';
const db = knex({ client: 'pg' });
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await db.raw('UPDATE accounts SET balance = balance - ? WHERE id = ?', [args.amount, args.id]);
  return { content: [] };
}`)]] }),

    // Invalid because the AWS v3 aggregated client method deleteObject is a write by its name.
    // Invalid because an upload without a public_id makes a new asset on every round.
    invalid('a Cloudinary upload without a public_id before the question', `${V2}
import { v2 as cloudinary } from 'cloudinary';
export async function h(args: { src: string }, ctx: any) {
  await /*!*/cloudinary.uploader.upload(args.src, { folder: 'inbox' });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { v2 as cloudinary } from 'cloudinary';
export async function h(args: { src: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await cloudinary.uploader.upload(args.src, { folder: 'inbox' });
  return { content: [] };
}`)]] }),
    // Invalid because \`terraform apply\` through the rest-parameter helper changes the infrastructure on every round, and
    // the SDK imported with a Deno \`npm:\` specifier is the SDK.
    invalid('terraform apply through a helper with a rest parameter, SDK from an npm: specifier', `import { McpServer, inputRequired } from 'npm:@modelcontextprotocol/server@2';
import { execa } from 'execa';
const tf = (cwd: string, ...args: string[]) => execa('terraform', args, { cwd });
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('apply', {}, async ({ dir }: { dir: string }, ctx: any) => {
  await /*!*/tf(dir, 'apply', '-auto-approve');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
});`, { suggestions: [[move(`import { McpServer, inputRequired } from 'npm:@modelcontextprotocol/server@2';
import { execa } from 'execa';
const tf = (cwd: string, ...args: string[]) => execa('terraform', args, { cwd });
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('apply', {}, async ({ dir }: { dir: string }, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await tf(dir, 'apply', '-auto-approve');
  return { content: [] };
});`)]] }),
    // Invalid because the wrapper sends what its caller's options say, also when it reads the response in a \`.then\`;
    // the transfer with a key minted per round is another transfer, while the one keyed by the request id is replayed by
    // Wise (production-7 transfers-wrapped.ts).
    invalid('POSTs through a fetch wrapper that reads the response in a .then chain', `${V2}
import { randomUUID } from 'node:crypto';
const wise = (path: string, init: RequestInit = {}) =>
  fetch(\`https://api.wise.com\${path}\`, { ...init, headers: { Authorization: 'Bearer t', ...init.headers } }).then((r) => r.json());
export async function h(args: { requestId: string; to: string }, ctx: any) {
  const account = await wise(\`/v1/accounts/\${args.to}\`);
  await wise('/v1/transfers', { method: 'POST', body: JSON.stringify({ targetAccount: args.to, customerTransactionId: args.requestId }) });
  await /*!*/wise('/v1/transfers', { method: 'POST', body: JSON.stringify({ targetAccount: args.to, customerTransactionId: randomUUID() }) });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: account.name }] };
}`, { suggestions: [[move(`${V2}
import { randomUUID } from 'node:crypto';
const wise = (path: string, init: RequestInit = {}) =>
  fetch(\`https://api.wise.com\${path}\`, { ...init, headers: { Authorization: 'Bearer t', ...init.headers } }).then((r) => r.json());
export async function h(args: { requestId: string; to: string }, ctx: any) {
  const account = await wise(\`/v1/accounts/\${args.to}\`);
  await wise('/v1/transfers', { method: 'POST', body: JSON.stringify({ targetAccount: args.to, customerTransactionId: args.requestId }) });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await wise('/v1/transfers', { method: 'POST', body: JSON.stringify({ targetAccount: args.to, customerTransactionId: randomUUID() }) });
  return { content: [{ type: 'text', text: account.name }] };
}`)]] }),
    // Invalid because a key minted per round makes another gift card each time; the refund keyed by the payment is
    // replayed by Square though the key reaches the request through two wrapper methods (production-7
    // support-http-client.ts:44).
    invalid('POSTs through a client class whose post() forwards the body, with a stable and a random idempotency_key', `${V2}
import { randomUUID } from 'node:crypto';
class HttpClient {
  private async call(method: string, path: string, body?: unknown) {
    const res = await fetch(\`https://connect.squareup.com\${path}\`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return res.json();
  }
  post(path: string, body: unknown) { return this.call('POST', path, body); }
}
const http = new HttpClient();
export async function h(args: { paymentId: string; amount: number }, ctx: any) {
  await http.post('/v2/refunds', { idempotency_key: \`refund:\${args.paymentId}\`, payment_id: args.paymentId });
  await /*!*/http.post('/v2/gift-cards', { idempotency_key: randomUUID(), gift_card: { type: 'DIGITAL' } });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
import { randomUUID } from 'node:crypto';
class HttpClient {
  private async call(method: string, path: string, body?: unknown) {
    const res = await fetch(\`https://connect.squareup.com\${path}\`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
    return res.json();
  }
  post(path: string, body: unknown) { return this.call('POST', path, body); }
}
const http = new HttpClient();
export async function h(args: { paymentId: string; amount: number }, ctx: any) {
  await http.post('/v2/refunds', { idempotency_key: \`refund:\${args.paymentId}\`, payment_id: args.paymentId });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await http.post('/v2/gift-cards', { idempotency_key: randomUUID(), gift_card: { type: 'DIGITAL' } });
  return { content: [] };
}`)]] }),
    // Invalid because the wrapper also inserts a row of its own on each round: the key covers only the request it sends
    // first.
    invalid('a wrapper that records a row and forwards a POST with a stable idempotency_key', `${V2}
import { Pool } from 'pg';
const pool = new Pool();
async function send(method: string, path: string, body?: unknown) {
  return fetch(\`https://connect.squareup.com\${path}\`, { method, body: JSON.stringify(body) });
}
async function postAndRecord(path: string, body: unknown) {
  const res = await send('POST', path, body);
  await pool.query('INSERT INTO sent (path) VALUES ($1)', [path]);
  return res;
}
export async function h(args: { paymentId: string }, ctx: any) {
  await /*!*/postAndRecord('/v2/refunds', { idempotency_key: \`refund:\${args.paymentId}\` });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
import { Pool } from 'pg';
const pool = new Pool();
async function send(method: string, path: string, body?: unknown) {
  return fetch(\`https://connect.squareup.com\${path}\`, { method, body: JSON.stringify(body) });
}
async function postAndRecord(path: string, body: unknown) {
  const res = await send('POST', path, body);
  await pool.query('INSERT INTO sent (path) VALUES ($1)', [path]);
  return res;
}
export async function h(args: { paymentId: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await postAndRecord('/v2/refunds', { idempotency_key: \`refund:\${args.paymentId}\` });
  return { content: [] };
}`)]] }),
    // Invalid because the MikroORM flush stores the staged order on every round.
    invalid('a MikroORM flush before the question', `${V2}
import { EntityManager } from '@mikro-orm/core';
export class Orders {
  constructor(private readonly em: EntityManager) {}
  async place(args: { sku: string }, ctx: any) {
    this.em.persist(this.em.create('Order', { sku: args.sku }));
    await /*!*/this.em.flush();
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }
}
export function register(server: McpServer, orders: Orders) {
  server.registerTool('place', {}, (args: any, ctx: any) => orders.place(args, ctx));
}`, { suggestions: [[move(`${V2}
import { EntityManager } from '@mikro-orm/core';
export class Orders {
  constructor(private readonly em: EntityManager) {}
  async place(args: { sku: string }, ctx: any) {
    this.em.persist(this.em.create('Order', { sku: args.sku }));
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    await this.em.flush();
    return { content: [] };
  }
}
export function register(server: McpServer, orders: Orders) {
  server.registerTool('place', {}, (args: any, ctx: any) => orders.place(args, ctx));
}`)]] }),
    invalid('DynamoDB PutItemCommand under a key minted per round before the question', `${V2}
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
const dynamo = new DynamoDBClient({});
export async function h(args: any, ctx: any) {
  await /*!*/dynamo.send(new PutItemCommand({ TableName: 't', Item: { pk: { S: randomUUID() } } }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
const dynamo = new DynamoDBClient({});
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await dynamo.send(new PutItemCommand({ TableName: 't', Item: { pk: { S: randomUUID() } } }));
  return { content: [] };
}`)]] }),

    // Invalid because the v1 low-level raw params still rerun; the guard reads a different branch.
    invalid('SDK v1 style raw params.inputResponses presence branch', `${V2}
import { transferFunds } from './bank';
export async function h(request: any) {
  if (request.params.inputResponses) {
    await /*!*/transferFunds(request.params.arguments);
  }
  return inputRequired({ inputRequests: {} });
}`, { suggestions: [[]] }),

    // Invalid because the hand-built question held in a variable (typed with `as const`) is an exit.
    invalid('input_required object held in a variable with as const', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  const answers = check(ctx.mcpReq.inputResponses);
  const pending = { resultType: 'input_required' as const, inputRequests: { confirm: inputRequired.elicit({ message: 'ok?', requestedSchema: { type: 'object', properties: {} } }) } };
  if (!answers.ok) return pending;
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  const answers = check(ctx.mcpReq.inputResponses);
  const pending = { resultType: 'input_required' as const, inputRequests: { confirm: inputRequired.elicit({ message: 'ok?', requestedSchema: { type: 'object', properties: {} } }) } };
  if (!answers.ok) return pending;
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because `satisfies` keeps the literal an input_required result.
    invalid('input_required object held in a variable with satisfies', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  const pending = { resultType: 'input_required' as 'input_required', inputRequests: {} } satisfies object;
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return pending;
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  const pending = { resultType: 'input_required' as 'input_required', inputRequests: {} } satisfies object;
  if (!ctx.mcpReq.inputResponses?.ok) return pending;
  await sendEmail(args.to);
  return { content: [] };
}`)]] }),

    // Invalid because when the close returns nothing truthy, `||` asks after it.
    invalid('write on the left of || that asks', `${V2}
import { updateTicket } from './tickets';
function askConfirm(id: string) { return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: id, requestedSchema: { type: 'object', properties: {} } }) } }); }
export async function close(args: { id: string }, ctx: any) {
  return (await /*!*/updateTicket(args.id)) || askConfirm(args.id);
}`, { suggestions: [[]] }),

    // Invalid because `ok && write()` falls through to the question of `||` when the write returns nothing.
    invalid('write on the right of && followed by || that asks', `${V2}
import { updateTicket } from './tickets';
export async function close(args: { id: string }, ctx: any) {
  return (args.ok && (await /*!*/updateTicket(args.id))) || inputRequired({ inputRequests: {} });
}`, { suggestions: [[]] }),

    // Invalid because a write in the test of ?: runs whichever branch is taken, and one asks.
    invalid('write in the test of ?: with an asking branch', `${V2}
import { reserveSeat } from './seats';
export async function book(args: any, ctx: any) {
  return (await /*!*/reserveSeat(args.seat)) ? inputRequired({ inputRequests: {} }) : { content: [] };
}`, { suggestions: [[]] }),

    // Invalid because a write inside the question itself runs before it is asked.
    invalid('write inside the asking branch of ?:', `${V2}
import { createDraft } from './drafts';
export async function h(args: any, ctx: any) {
  return args.draftId ? { content: [] } : inputRequired({ inputRequests: {}, requestState: (await /*!*/createDraft(args)).id });
}`, { suggestions: [[]] }),

    // Invalid because promisify keeps what execFile does: it starts a process on every round.
    invalid('promisified child_process.execFile before the question', `${V2}
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
const execFileP = promisify(execFile);
export async function h(args: any, ctx: any) {
  await /*!*/execFileP('git', ['push']);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
const execFileP = promisify(execFile);
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await execFileP('git', ['push']);
  return { content: [] };
}`)]] }),

    // Invalid because util.promisify of an fs write is an fs write, required CommonJS style too.
    invalid('util.promisify(fs.appendFile) from require before the question', `${V2}
const util = require('util');
const fs = require('fs');
const appendFile = util.promisify(fs.appendFile);
export async function h(args: any, ctx: any) {
  await /*!*/appendFile(args.path, args.text);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
const util = require('util');
const fs = require('fs');
const appendFile = util.promisify(fs.appendFile);
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await appendFile(args.path, args.text);
  return { content: [] };
}`)]] }),
    // Invalid because the wrapper runs the tool and then, on a 403, asks: the delete has run, and the retry runs it again.
    invalid('write inside a function a higher-order wrapper runs before its question', `${V2}
${PERMISSION_RETRY}server.registerTool('update_issue', {}, withPermissionRetry(async (args) => {
  await /*!*/api.issues.addComment(args.id, { body: args.status });
  const issue = await api.issues.retrieve(args.id);
  return { content: [{ type: 'text', text: issue.title }] };
}));`, { messageId: 'sideEffectBeforeWrapperQuestion', data: { call: 'api.issues.addComment()', effect: '', label: 'name adds a record ("comment")', wrapper: '`withPermissionRetry`', question: 'line 9' }, suggestions: [[]] }),

    // Invalid because the registered arrow runs the step it looks up and then asks: the insert has run. The anonymous
    // asker is named by its registration, not "callback".
    invalid('write in a looked-up step an anonymous registered handler runs before its question', `${V2}
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
const steps: Record<string, (args: any) => Promise<any>> = {
  charge: async (args) => { await /*!*/db.rows.insert(args); return { content: [] }; },
};
server.registerTool('refund', {}, async (args: any, ctx) => {
  const result = await steps[args.step](args);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return result;
});`, { messageId: 'sideEffectBeforeWrapperQuestion', data: { call: 'db.rows.insert()', effect: '', label: 'name starts with the write verb "insert"', wrapper: "the `refund` tool's handler", question: 'line 9' }, suggestions: [[]] }),

    // Invalid because the arrow defineTool registers runs the function it was given, then asks: the insert has run.
    // The anonymous asker is named by the project function that registers it around its parameter.
    invalid('write in a function a same-file defineTool registers and runs before its question', `${V2}
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
function defineTool(name: string, fn: (args: any) => Promise<any>) {
  server.registerTool(name, {}, async (args: any, ctx) => {
    await fn(args);
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
    return { content: [] };
  });
}
defineTool('save', async (args) => { await /*!*/db.rows.insert(args); });`, { messageId: 'sideEffectBeforeWrapperQuestion', data: { call: 'db.rows.insert()', effect: '', label: 'name starts with the write verb "insert"', wrapper: '`defineTool`', question: 'line 7' }, suggestions: [[]] }),

    // Invalid because every function passed to the wrapper is reported where its effect is, once each.
    invalid('two tools through one higher-order wrapper, one passed by name', `${V2}
${PERMISSION_RETRY}const assign = async (args: any) => {
  await /*!*/api.issues.assign(args.id, args.user);
  await api.issues.retrieve(args.id);
  return { content: [] };
};
server.registerTool('assign', {}, withPermissionRetry(assign));
server.registerTool('comment', {}, withPermissionRetry(async (args) => {
  await /*!*/api.comments.create(args.id, { text: args.text });
  if (args.close) await api.issues.close(args.id);
  return { content: [] };
}));`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[], []] }),

    // Invalid because the base class asks after running each subclass's execute: the insert has run when it asks.
    invalid('write in a subclass execute that the base class runs before asking', `${V2}
import { db } from './db';
abstract class ToolBase {
  abstract name: string;
  abstract execute(args: any): Promise<any>;
  register(server: McpServer) {
    server.registerTool(this.name, {}, async (args: any, ctx) => {
      const result = await this.execute(args);
      if (result.needsApproval && !ctx.mcpReq.inputResponses?.approve) return inputRequired({ inputRequests: {} });
      return result;
    });
  }
}
class InsertTool extends ToolBase {
  name = 'insert';
  async execute(args: any) {
    await /*!*/db.rows.insert(args);
    return { content: [], needsApproval: true };
  }
}
class CountTool extends ToolBase {
  name = 'count';
  async execute(args: any) {
    return { content: [{ type: 'text', text: String(await db.rows.count(args)) }], needsApproval: false };
  }
}`, { messageId: 'sideEffectBeforeWrapperQuestion', data: { call: 'db.rows.insert()', effect: '', label: 'name starts with the write verb "insert"', wrapper: 'the `tools/call` handler', question: 'line 9' }, suggestions: [[]] }),

    // Invalid because the method a forwarding arrow registers charges before it asks; reported in the method only, not at the arrow.
    invalid('forwarding arrow to a method that writes before asking', `${V2}
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
class Payments {
  register(server: McpServer) {
    server.registerTool('refund', {}, (args: any, ctx) => this.refund(args, ctx));
  }
  async refund(args: any, ctx: any) {
    await /*!*/stripe.refunds.create({ charge: args.charge });
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }
}`, { suggestions: [[move(`${V2}
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
class Payments {
  register(server: McpServer) {
    server.registerTool('refund', {}, (args: any, ctx) => this.refund(args, ctx));
  }
  async refund(args: any, ctx: any) {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    await stripe.refunds.create({ charge: args.charge });
    return { content: [] };
  }
}`)]] }),

    // Invalid because the dispatcher runs the tool it looks up by the requested name and then, on a 403, asks: the
    // looked-up tool's delete has run, and the retry runs it again (Neon's record of handlers, Sentry's elevation).
    invalid('write in a record entry a dispatcher looks up by name and runs before its question', `${V2}
import { api } from './api';
const server = new McpServer({ name: 's', version: '1' });
const HANDLERS = {
  delete_issue: async (args: any) => {
    await /*!*/api.issues.delete(args.id);
    if (args.notify) throw Object.assign(new Error('notify needs a scope'), { status: 403 });
    return { content: [] };
  },
  get_issue: async (args: any) => ({ content: [{ type: 'text', text: JSON.stringify(await api.issues.retrieve(args.id)) }] }),
};
server.server.setRequestHandler('tools/call', async (request, ctx) => {
  const { name, arguments: args } = request.params;
  try {
    return await HANDLERS[name as keyof typeof HANDLERS]?.(args, ctx);
  } catch (error: any) {
    if (error.status === 403) return inputRequired({ inputRequests: {} });
    throw error;
  }
});`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),

    // Invalid because a Map of handlers is looked up with get: every function of it runs before the question.
    invalid('write in a Map entry a dispatcher runs before its question', `${V2}
import { api } from './api';
const server = new McpServer({ name: 's', version: '1' });
async function closeIssue(args: any) {
  await /*!*/api.issues.delete(args.id);
  return { content: [] };
}
const HANDLERS = new Map([['close_issue', closeIssue]]);
server.server.setRequestHandler('tools/call', async (request, ctx) => {
  const handler = HANDLERS.get(request.params.name);
  if (!handler) throw new Error('unknown tool');
  const result = await handler(request.params.arguments, ctx);
  if (result.isError && !ctx.mcpReq.inputResponses?.retry) return inputRequired({ inputRequests: {} });
  return result;
});`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),

    // Invalid because the dispatcher finds the tool by name in its table, runs it inside a tracing callback, and then
    // asks when the result needs a confirmation: the tool's insert has already run, and runs again on the retry.
    invalid('write in a table element a dispatcher finds and runs inside a span before its question', `${V2}
import { db } from './db';
import { startSpan } from './tracing';
const server = new McpServer({ name: 's', version: '1' });
const TOOLS = [
  { name: 'add_row', handler: async (args: any) => { await /*!*/db.rows.insert(args); return { content: [], confirm: true }; } },
  { name: 'count_rows', handler: async (args: any) => ({ content: [{ type: 'text', text: String(await db.rows.count(args)) }] }) },
];
server.server.setRequestHandler('tools/call', async (request, ctx) => {
  const tool = TOOLS.find((t) => t.name === request.params.name);
  if (!tool) throw new Error('unknown tool');
  const result: any = await startSpan({ name: tool.name }, async () => tool.handler(request.params.arguments, ctx));
  if (result.confirm && !ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return result;
});`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),

    // Invalid because the base class's `confirm` returns a question: the subclass's audit insert runs before it, and
    // again on the round that answers (issue 19, MongoDB's `ToolBase`). The insert changes what is reached through
    // `this.db`, which `confirm` does not read, so it can move below the question, still before the drop.
    invalid('a write before a question from a base-class method', `${V2}
${TOOL_BASE}class DropCollectionTool extends ToolBase {
  name = 'drop-collection';
  protected async execute(args: { collection: string }, ctx: any) {
    await /*!*/this.db.collection('audit').insertOne({ op: 'drop', collection: args.collection });
    const question = this.confirm(ctx, 'Drop ' + args.collection + '?');
    if (question) return question;
    await this.db.collection(args.collection).drop();
    return { content: [] };
  }
}`, {
      suggestions: [
        [
          {
            messageId: 'suggestMoveBelowQuestion',
            output: `${V2}
${TOOL_BASE}class DropCollectionTool extends ToolBase {
  name = 'drop-collection';
  protected async execute(args: { collection: string }, ctx: any) {
    const question = this.confirm(ctx, 'Drop ' + args.collection + '?');
    if (question) return question;
    await this.db.collection('audit').insertOne({ op: 'drop', collection: args.collection });
    await this.db.collection(args.collection).drop();
    return { content: [] };
  }
}`,
          },
        ],
      ],
    }),

    // Invalid because the helper object's `confirm`, a method of a class of the file made in the constructor, returns
    // a question: the charge before it repeats.
    invalid('a write before a question from this.helpers.confirm()', `${V2}
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
class Confirmations {
  confirm(ctx: any) {
    return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? undefined : inputRequired({ inputRequests: {} });
  }
}
class ChargeTool {
  private readonly helpers: Confirmations;
  constructor() {
    this.helpers = new Confirmations();
  }
  async execute(args: any, ctx: any) {
    await /*!*/stripe.charges.create({ amount: args.amount, currency: 'usd' });
    const question = this.helpers.confirm(ctx);
    if (question) return question;
    return { content: [] };
  }
}`, { suggestions: [[move(`${V2}
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
class Confirmations {
  confirm(ctx: any) {
    return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? undefined : inputRequired({ inputRequests: {} });
  }
}
class ChargeTool {
  private readonly helpers: Confirmations;
  constructor() {
    this.helpers = new Confirmations();
  }
  async execute(args: any, ctx: any) {
    const question = this.helpers.confirm(ctx);
    if (question) return question;
    await stripe.charges.create({ amount: args.amount, currency: 'usd' });
    return { content: [] };
  }
}`)]] }),

    // Invalid because `addEvent`, a method of a class of the file called through an instance, inserts: its summary
    // carries the INSERT, although `add…` is no write verb by name.
    invalid('a repository method reached through an instance inserts before the question', `${V2}
${TICKETS}server.registerTool('close_ticket', {}, async (args: { id: string }, ctx) => {
  const tickets = new TicketRepository(pool);
  await /*!*/tickets.addEvent(args.id, 'close requested');
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
  return { content: [] };
});`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
${TICKETS}server.registerTool('close_ticket', {}, async (args: { id: string }, ctx) => {
  const tickets = new TicketRepository(pool);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
  await tickets.addEvent(args.id, 'close requested');
  return { content: [] };
});`)]] }),

    // Invalid because `this.tickets` is made from the file's repository class in the constructor: its `addEvent`
    // inserts before the question.
    invalid('a repository method reached through a field made in the constructor', `${V2}
${TICKETS}class TicketService {
  private readonly tickets: TicketRepository;
  constructor() {
    this.tickets = new TicketRepository(pool);
  }
  async close(args: { id: string }, ctx: any) {
    await /*!*/this.tickets.addEvent(args.id, 'close requested');
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }
}`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
${TICKETS}class TicketService {
  private readonly tickets: TicketRepository;
  constructor() {
    this.tickets = new TicketRepository(pool);
  }
  async close(args: { id: string }, ctx: any) {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    await this.tickets.addEvent(args.id, 'close requested');
    return { content: [] };
  }
}`)]] }),

    // Invalid because the span's callback returns the question and the wrapper returns what the span returns: the
    // audit row written before the span is written again on the retry (Sentry wraps every tool call in a span).
    invalid('a write before a span whose callback asks, its result returned', `${V2}
import * as Sentry from '@sentry/node';
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
function isForbidden(error: any) {
  return error?.status === 403;
}
export function withTracing(name: string, handler: (args: any, ctx: any) => Promise<any>) {
  return async (args: any, ctx: any) => {
    await /*!*/db.auditLog.create({ data: { tool: name } });
    return await Sentry.startSpan({ name }, async () => {
      try {
        return await handler(args, ctx);
      } catch (error) {
        if (isForbidden(error)) return inputRequired({ inputRequests: {} });
        throw error;
      }
    });
  };
}
server.registerTool('list_issues', {}, withTracing('list_issues', async () => ({ content: [] })));`, { suggestions: [[]] }),

    // Invalid because the span's result, held in a `const`, is returned after the audit write that follows the span:
    // when the callback asked, the write has run and runs again.
    invalid('a write between a span that asks and the return of its result', `${V2}
import { trace } from '@opentelemetry/api';
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
const tracer = trace.getTracer('mcp');
server.registerTool('deploy', {}, async (args: any, ctx) => {
  const result = await tracer.startActiveSpan('deploy', async (span) => {
    span.setAttribute('tool', 'deploy');
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  });
  await /*!*/db.deployments.create({ data: { id: args.id } });
  return result;
});`, { suggestions: [[]] }),

    // Invalid because a function returning a span whose callback asks is a question source like any helper: the
    // charge before `confirmInScope(ctx)` repeats.
    invalid('a write before a helper whose span callback asks', `${V2}
import { AsyncLocalStorage } from 'node:async_hooks';
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
const als = new AsyncLocalStorage<{ tool: string }>();
const server = new McpServer({ name: 's', version: '1' });
function confirmInScope(ctx: any) {
  return als.run({ tool: 'charge' }, () => (acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? undefined : inputRequired({ inputRequests: {} })));
}
server.registerTool('charge', {}, async (args: any, ctx) => {
  await /*!*/stripe.charges.create({ amount: args.amount, currency: 'usd' });
  const question = confirmInScope(ctx);
  if (question) return question;
  return { content: [] };
});`, { suggestions: [[move(`${V2}
import { AsyncLocalStorage } from 'node:async_hooks';
import Stripe from 'stripe';
const stripe = new Stripe(process.env.KEY!);
const als = new AsyncLocalStorage<{ tool: string }>();
const server = new McpServer({ name: 's', version: '1' });
function confirmInScope(ctx: any) {
  return als.run({ tool: 'charge' }, () => (acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? undefined : inputRequired({ inputRequests: {} })));
}
server.registerTool('charge', {}, async (args: any, ctx) => {
  const question = confirmInScope(ctx);
  if (question) return question;
  await stripe.charges.create({ amount: args.amount, currency: 'usd' });
  return { content: [] };
});`)]] }),

    // Invalid because a test that returns only on a present and declined answer leaves both the first round and the
    // accepted one going on: the audit insert runs on the first round, before the elevation question after a 403,
    // and again on the accepted round (Sentry's biscuit branch, issue 19).
    invalid('a declined-answer early return is not a guard of the first round', `${V2}
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
function declinedResult() {
  return { content: [{ type: 'text' as const, text: 'Permission elevation was declined.' }], isError: true };
}
export function registerTools(tools: Array<{ name: string; run: (args: any, ctx: any) => Promise<any> }>) {
  for (const tool of tools) {
    server.registerTool(tool.name, {}, async (args: any, ctx) => {
      const elevation = inputResponse(ctx.mcpReq.inputResponses, 'elevation');
      if (elevation.kind === 'elicit' && elevation.action !== 'accept') return declinedResult();
      await /*!*/db.toolCalls.create({ data: { tool: tool.name } });
      try {
        return await tool.run(args, ctx);
      } catch (error: any) {
        if (error.status === 403) return inputRequired({ inputRequests: { elevation: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
        throw error;
      }
    });
  }
}`, { suggestions: [[]] }),

    // Invalid because the same declined test in an `else` says nothing of the first round: the hold runs there and
    // again on the accepted round, both before the question.
    invalid('the else of a declined-answer test is not guarded', `${V2}
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async (args: any, ctx) => {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  if (answer.kind === 'elicit' && answer.action !== 'accept') {
    return { content: [], isError: true };
  } else {
    await /*!*/db.holds.create({ data: { seat: args.seat } });
  }
  if (answer.kind !== 'elicit') return inputRequired({ inputRequests: {} });
  return { content: [] };
});`, { suggestions: [[]] }),
    // Invalid because the span's callback runs the wrapped tool and asks for elevation when it fails: the tool's
    // delete has run by then, inside the function the wrapper was given (found before the span callbacks were
    // followed too, from the callback's own question; kept so that following them does not lose it).
    // Invalid, and no move is offered: the call after the write reads what the write gave back, so it cannot go first.
    invalid('a write whose result the call that may be refused reads: no move below it', `${V2}
${PERMISSION_RETRY}server.registerTool('create_team', {}, withPermissionRetry(async (args) => {
  const team = await /*!*/api.teams.create({ name: args.name });
  await api.projects.addTeam(args.project, team.slug);
  return { content: [] };
}));`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),
    // Invalid because the tool throws a 403 of its own after the write: the wrapper asks, and the retry writes again
    // (production-4 exports-resilient). The write moves below that line, a refusal like an awaited call.
    invalid('a write before the tool throws an error it makes itself', `${V2}
${PERMISSION_RETRY}class QuotaError extends Error { status = 403; }
server.registerTool('backfill', {}, withPermissionRetry(async (args) => {
  await /*!*/api.backfillLog.create({ day: args.day });
  if (args.day < '2020-01-01') throw new QuotaError('too old for the standard slot');
  return { content: [] };
}));`, {
      messageId: 'sideEffectBeforeWrapperQuestion',
      suggestions: [
        [
          {
            messageId: 'suggestMoveBelowRefusableCalls',
            output: `${V2}
${PERMISSION_RETRY}class QuotaError extends Error { status = 403; }
server.registerTool('backfill', {}, withPermissionRetry(async (args) => {
  if (args.day < '2020-01-01') throw new QuotaError('too old for the standard slot');
  await api.backfillLog.create({ day: args.day });
  return { content: [] };
}));`,
          },
        ],
      ],
    }),
    // Invalid, and no move is offered: the tool throws itself after the later call, so a refusal may follow the write anyway.
    invalid('a tool that throws itself after the write: no move below the later call', `${V2}
${PERMISSION_RETRY}server.registerTool('close_issue', {}, withPermissionRetry(async (args) => {
  await /*!*/api.comments.create(args.id, { text: 'closing' });
  const issue = await api.issues.retrieve(args.id);
  if (issue.locked) throw Object.assign(new Error('locked'), { status: 403 });
  return { content: [] };
}));`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),
    invalid('a wrapped tool run inside a span callback that asks after a 403', `${V2}
${SPAN_RETRY}server.registerTool('delete_issue', {}, withTracing('delete_issue', async (args) => {
  await /*!*/api.issues.delete(args.id);
  await api.projects.retrieve(args.project);
  return { content: [] };
}));`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),
    // Invalid because a field declared with `new TicketRepository(pool)` holds an instance of the file's class: its
    // `addEvent` inserts before the question.
    invalid('a repository method reached through a field declared with new', `${V2}
${TICKETS}class TicketService {
  private readonly tickets = new TicketRepository(pool);
  async close(args: { id: string }, ctx: any) {
    await /*!*/this.tickets.addEvent(args.id, 'close requested');
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }
}`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
${TICKETS}class TicketService {
  private readonly tickets = new TicketRepository(pool);
  async close(args: { id: string }, ctx: any) {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: {} });
    await this.tickets.addEvent(args.id, 'close requested');
    return { content: [] };
  }
}`)]] }),
    // Invalid because the cache outlives the round (module level): its method's Map keeps the first round's mark when
    // the retry comes (with `checkProcessState`).
    invalid('a method filling the state of a module-level instance', `${V2}
const server = new McpServer({ name: 's', version: '1' });
class SeenCache {
  private readonly seen = new Map<string, number>();
  mark(id: string) {
    this.seen.set(id, Date.now());
  }
}
const cache = new SeenCache();
server.registerTool('t', {}, async (args: any, ctx) => {
  /*!*/cache.mark(args.id);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  return { content: [] };
});`, { options: { checkProcessState: true }, messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
const server = new McpServer({ name: 's', version: '1' });
class SeenCache {
  private readonly seen = new Map<string, number>();
  mark(id: string) {
    this.seen.set(id, Date.now());
  }
}
const cache = new SeenCache();
server.registerTool('t', {}, async (args: any, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  cache.mark(args.id);
  return { content: [] };
});`)]] }),
    // Invalid because the state this handler mints, through the helper's `requestState` parameter, carries only
    // `jobId`: `!state?.confirmed` is true on every round, so the job is queued again on the retry (devset).
    invalid('a guard on a field the state minted through a helper never carries', `${V2}
const codec = createRequestStateCodec({ key: process.env.KEY! });
const ask = (message: string, requestState?: string) =>
  inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) }, requestState });
export async function h(args: { ids: string[] }, ctx: any, deps: any) {
  const state = ctx.mcpReq.requestState() as { jobId: string; confirmed?: boolean } | undefined;
  if (!state?.confirmed) {
    const job = await /*!*/deps.queue.add('welcome', args);
    return ask(\`Queued \${job.id}. Continue?\`, await codec.mint({ jobId: job.id }));
  }
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because the issue is created before the mutation that may be refused: the retry opens another.
    invalid('a write before the last call of a try whose refusal asks', `${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit({});
const elevate = () => inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
export async function archive(args: { id: string }, ctx: any) {
  try {
    await /*!*/octokit.rest.issues.create({ owner: 'o', repo: 'r', title: 'Archiving' });
    await octokit.graphql(\`mutation { archiveRepository(input: { repositoryId: "\${args.id}" }) { clientMutationId } }\`);
  } catch (error: any) {
    if (error.status === 403) return elevate();
    throw error;
  }
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because when the comment succeeds the handler still asks below the `try`: that question repeats it.
    invalid('the last call of a try with a question after the try', `${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit({});
const elevate = () => inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
export async function comment(args: { n: number }, ctx: any) {
  try {
    await /*!*/octokit.rest.issues.createComment({ owner: 'o', repo: 'r', issue_number: args.n, body: 'hi' });
  } catch (error: any) {
    if (error.status === 403) return elevate();
    throw error;
  }
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'more')) return elevate();
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because the catch asks whatever was thrown: a timeout after the server created the issue asks too.
    invalid('the last call of a try whose catch asks on any error', `${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit({});
const elevate = () => inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
export async function open(args: { title: string }, ctx: any) {
  try {
    await /*!*/octokit.rest.issues.create({ owner: 'o', repo: 'r', title: args.title });
  } catch {
    return elevate();
  }
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because the loop makes the call run again after an earlier item succeeded: a refusal of the second
    // item asks after the first was labelled.
    invalid('the last call of a try inside a loop', `${V2}
import { Octokit } from '@octokit/rest';
const octokit = new Octokit({});
const elevate = () => inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
export async function label(args: { issues: number[] }, ctx: any) {
  try {
    for (const issue_number of args.issues) {
      await /*!*/octokit.rest.issues.addLabels({ owner: 'o', repo: 'r', issue_number, labels: ['x'] });
    }
  } catch (error: any) {
    if (error.status === 403) return elevate();
    throw error;
  }
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because `this.deps.orders` is declared an `OrderService` (the base class's parameter property, typed by
    // a same-file interface), whose `recordEvent` INSERTs: it runs again on the retry (devset orders-pg:107).
    invalid('a service method reached through a field declared with a same-file interface', `${V2}
${ORDER_TOOL}    await /*!*/this.deps.orders.recordEvent(args.id, 'purge_requested');
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  }
}`, { messageId: 'sideEffectThroughHelper', suggestions: [[move(`${V2}
${ORDER_TOOL}    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    await this.deps.orders.recordEvent(args.id, 'purge_requested');
    return { content: [] };
  }
}`)]] }),
    // Invalid because the loop checks each page with a function of this file that throws `ScopeError`: a refusal of
    // the second page asks after the first was archived, and the retry archives it again.
    invalid('a package write before a same-file check that throws the class the wrapper asks for', `${V2}
import { Client } from '@notionhq/client';
const notion = new Client({});
const server = new McpServer({ name: 's', version: '1' });
class ScopeError extends Error {}
async function requireEdit(id: string) {
  const database = await notion.databases.retrieve({ database_id: id });
  if (!('properties' in database)) throw new ScopeError(id);
}
function withScopeRetry(fn: (args: any, ctx: any) => Promise<any>) {
  return async (args: any, ctx: any) => {
    try {
      return await fn(args, ctx);
    } catch (error) {
      if (error instanceof ScopeError) return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com', message: 'Approve' }) } });
      throw error;
    }
  };
}
const archive = withScopeRetry(async (args: { pages: string[] }) => {
  for (const page of args.pages) {
    await requireEdit(page);
    await /*!*/notion.pages.update({ page_id: page, archived: true });
  }
  return { content: [] };
});
server.registerTool('archive', {}, archive);`, { messageId: 'sideEffectBeforeWrapperQuestion', suggestions: [[]] }),
    // Invalid because the document is a GraphQL mutation in a plain template constant (Shopify's client takes text): a
    // new discount code per round (production-5 storefront-express-sessions.ts:48).
    invalid('an untagged GraphQL mutation constant given to a client of unknown origin', `${V2}
const DISCOUNT = \`mutation Disc($d: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id } } }\`;
export async function h(args: { id: string; ids: string[] }, ctx: any, client: any) {
  await /*!*/client.request(DISCOUNT, { variables: { d: { title: args.id } } });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(`${V2}
const DISCOUNT = \`mutation Disc($d: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id } } }\`;
export async function h(args: { id: string; ids: string[] }, ctx: any, client: any) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  await client.request(DISCOUNT, { variables: { d: { title: args.id } } });
  return { content: [] };
}`)]] }),
    // Invalid because a Temporal signal is not deduplicated: every failed workflow is signalled again on the retry, and
    // Elasticsearch's bulk of index operations without ids and \`Bun.spawn(['ffmpeg', …])\` repeat too (production-5).
    invalid('Temporal signals in Promise.all(map), an Elasticsearch bulk and a Bun.spawn of ffmpeg before the question', `${V2}
import { Client } from '@temporalio/client';
import { Client as Elastic } from '@elastic/elasticsearch';
const temporal = new Client();
const es = new Elastic({ node: 'http://localhost:9200' });
export async function h(args: { id: string; ids: string[] }, ctx: any) {
  await Promise.all(args.ids.map((id) => /*!*/temporal.workflow.getHandle(id).signal('markSeen')));
  await /*!*/es.bulk({ operations: args.ids.flatMap((id) => [{ index: { _index: 'seen' } }, { id }]) });
  await /*!*/Bun.spawn(['ffmpeg', '-i', args.id, '/tmp/out.mp4']).exited;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, { suggestions: [[move(askAbove(0))], [move(askAbove(1))], [move(askAbove(2))]] }),
    // Invalid because the pending transfer is inserted again on every round; the transaction's \`finally\` gives back
    // the pooled client taken right before the \`try\`, so the checkout moves below the question with it and the rounds
    // that ask take no connection at all (production-5 ledger-pg-firestore.ts, the transfer tool).
    invalid('a pg transaction whose finally releases the client checked out right before it', `${V2}
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
export async function transfer(args: { from: string; to: string; cents: number }, ctx: any) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await /*!*/client.query('INSERT INTO transfers (from_id, to_id, cents, status) VALUES ($1, $2, $3, $4)', [args.from, args.to, args.cents, 'pending']);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  const answer = acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
  if (!answer) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: \`Send \${args.cents / 100} to \${args.to}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [{ type: 'text', text: answer.yes ? 'Transfer confirmed.' : 'Transfer left pending.' }] };
}`, {
      suggestions: [[{ messageId: 'suggestMoveBelowQuestion', output: `${V2}
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
export async function transfer(args: { from: string; to: string; cents: number }, ctx: any) {
  const answer = acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
  if (!answer) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: \`Send \${args.cents / 100} to \${args.to}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('INSERT INTO transfers (from_id, to_id, cents, status) VALUES ($1, $2, $3, $4)', [args.from, args.to, args.cents, 'pending']);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
  return { content: [{ type: 'text', text: answer.yes ? 'Transfer confirmed.' : 'Transfer left pending.' }] };
}` }]],
    }),
    // Invalid, but the move is withheld: the question shows the lock taken before the \`try\` whose \`finally\` gives it
    // back, so the lock cannot go below the question with the \`try\`, and without it the rounds that ask would never release it.
    invalid('withheld: the question reads the lock a finally releases', `${V2}
import { locks } from './locks.js';
import { ledger } from './ledger.js';
export async function settle(args: { accountId: string }, ctx: any) {
  const lock = await locks.acquire(\`settle:\${args.accountId}\`);
  try {
    await /*!*/ledger.post(args.accountId, 'settlement');
  } finally {
    await lock.release();
  }
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Settled under lock \${lock.token}. Notify the owner?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid, but the move is withheld: a read through the client lies between its checkout and the \`try\` (the balance
    // the question shows), so the checkout is not right before the \`try\` and cannot move with it.
    invalid('withheld: a read between the checkout and the try that releases it', `${V2}
import pg from 'pg';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
export async function hold(args: { accountId: string; cents: number }, ctx: any) {
  const client = await pool.connect();
  const { rows } = await client.query('SELECT balance_cents FROM accounts WHERE id = $1', [args.accountId]);
  try {
    await /*!*/client.query('UPDATE accounts SET held_cents = held_cents + $1 WHERE id = $2', [args.cents, args.accountId]);
  } finally {
    client.release();
  }
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold \${args.cents} of \${rows[0].balance_cents}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, { suggestions: [[]] }),
    // Invalid because a \`finally\` runs after the question in its \`try\` is computed and before it is sent: the webhook
    // is posted on every round that asks (production-8 ledger-hoisted-handlers.ts:86); also after a \`catch\` that asks.
    invalid('a POST in a finally whose try or catch returns the question', `${V2}
export async function h({ period }: { period: string }, ctx: any) {
  try {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'close')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  } finally {
    await /*!*/fetch(process.env.CHAT_WEBHOOK!, { method: 'POST', body: JSON.stringify({ text: \`Close of \${period} ran\` }) });
  }
}
export async function g({ id }: { id: string }, ctx: any) {
  try {
    await check(id);
    return { content: [] };
  } catch {
    return inputRequired({ inputRequests: {} });
  } finally {
    await /*!*/fetch('https://audit.example/events', { method: 'POST', body: id });
  }
}`, { messageId: 'sideEffectInFinally', suggestions: [[], []] }),
    // Invalid because what the \`finally\` does with the order is no release: the order stays.
    invalid('a POST before a try whose finally only logs what it made', `${V2}
export async function m({ id }: { id: string }, ctx: any) {
  const order = await /*!*/fetch('https://shop.example/orders', { method: 'POST', body: id }).then((r) => r.json());
  try {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: {} });
    return { content: [] };
  } finally {
    console.info('order', order.id);
  }
}`, { suggestions: [[]] }),
  ],
}, {
  // The messages are the product: every invalid case, rendered as users read it, is kept in a reviewed file.
  snapshot: new URL('__snapshots__/no-side-effect-before-input-required.md', import.meta.url),
});
