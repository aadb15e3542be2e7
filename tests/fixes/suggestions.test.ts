// Suggestions of `no-side-effect-before-input-required` (the rule doc's Suggestions): each case marks its report with
// `/*!*/` and lists the exact output of every suggestion offered for it, or none where one must be withheld.
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

interface Offer {
  messageId: MessageIds;
  output: string;
}

const V2 = `import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';`;
/** A codec and the server that installs its `verify` as the `requestState.verify` hook. */
const HOOKED = `const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });`;

const move = (output: string): Offer => ({ messageId: 'suggestMoveBelowQuestion', output });
const pastReturn = (output: string): Offer => ({ messageId: 'suggestMoveBelowQuestionPastReturn', output });
/** The move below the question with a copy into each branch that returns before it without asking. */
const elseCopy = (output: string): Offer => ({ messageId: 'suggestMoveIntoQuestionBranchWithElse', output });
const copying = (output: string): Offer => ({ messageId: 'suggestMoveBelowQuestionCopyingIntoReturns', output });
const intoBranch = (output: string): Offer => ({ messageId: 'suggestMoveIntoAnsweredBranch', output });
const resume = (output: string): Offer => ({ messageId: 'suggestResumeFromRequestState', output });
const verifying = (output: string): Offer => ({ messageId: 'suggestResumeVerifyingState', output });
const withNewCodec = (output: string): Offer => ({ messageId: 'suggestResumeWithNewCodec', output });
const belowRefusable = (output: string): Offer => ({ messageId: 'suggestMoveBelowRefusableCalls', output });
const outOfAll = (output: string): Offer => ({ messageId: 'suggestMoveOutOfPromiseAll', output });
/** Send-then-ask: offered where nothing else is, when only the rounds that ask read what the statement gives. */
const asking = (output: string): Offer => ({ messageId: 'suggestMoveIntoAskingBranch', output });

/** Sentry's wrapper: runs the tool and, when it is refused (403), asks for elevation; the retry runs it again. */
const RETRY = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { api, github } from './clients.js';

const server = new McpServer({ name: 'sentry', version: '1.0.0' });

function withPermissionRetry(fn: (args: any, ctx: any) => Promise<any>) {
  return async (args: any, ctx: any) => {
    try {
      return await fn(args, ctx);
    } catch (error: any) {
      if (error?.status !== 403) throw error;
      return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://sentry.io/elevate', message: 'Approve' }) } });
    }
  };
}
`;
const WRAPPER_REPORT = { messageId: 'sideEffectBeforeWrapperQuestion' } as const;

/**
 * The wrapper asking only for an error class of the file (collab servers' `ScopeError`), which only the file's own
 * checks throw: the calls of packages (`linear`, `slack`) cannot.
 */
const SCOPE_RETRY = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { LinearClient } from '@linear/sdk';
import { WebClient } from '@slack/web-api';
import { createIncident, postToStatusPage } from './incidents.js';

const server = new McpServer({ name: 'collab', version: '1.0.0' });
const linear = new LinearClient({ apiKey: process.env.LINEAR_API_KEY });
const slack = new WebClient(process.env.SLACK_BOT_TOKEN);

class ScopeError extends Error {}

function withScopeRetry(fn: (args: any) => Promise<any>) {
  return async (args: any) => {
    try {
      return await fn(args);
    } catch (error) {
      if (error instanceof ScopeError) return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://auth.acme.dev/elevate', message: 'Grant the scope' }) } });
      throw error;
    }
  };
}

async function requireScope(scope: string) {
  const { response_metadata } = await slack.auth.test();
  if (!response_metadata?.scopes?.includes(scope)) throw new ScopeError(scope);
}
`;

/** A base class that registers each tool's `execute` and asks for elevation when it is refused; one tool with two clients as fields. */
const CLASS_TOOL = (body: string): string => `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import type { Api, GitHub } from './clients.js';

abstract class ToolBase {
  abstract name: string;
  abstract execute(args: any): Promise<{ content: unknown[] }>;

  register(server: McpServer) {
    server.registerTool(this.name, {}, async (args: any) => {
      try {
        return await this.execute(args);
      } catch (error: any) {
        if (error?.status !== 403) throw error;
        return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://sentry.io/elevate', message: 'Approve' }) } });
      }
    });
  }
}

export class CommentTool extends ToolBase {
  name = 'comment';
  constructor(private readonly api: Api, private readonly github: GitHub) {
    super();
  }

  private async currentIssue(id: string) {
    return { id, title: 'current' };
  }

  async execute(args: any) {${body}
  }
}`;

/** The SDK's imports with its `ServerContext` type. */
const V2_CONTEXT = `import { McpServer, inputRequired, acceptedContent, createRequestStateCodec, type ServerContext } from '@modelcontextprotocol/server';`;
/** A class whose methods a decorator registers by name (no registration of the file hands them a context); `body` is the tool's. */
const DECORATED_DESK = (imports: string, body: string): string => `${imports}
import { coupons } from './billing';
${HOOKED}
const confirmed = (ctx: ServerContext) => acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'ok')?.ok === true;
const ask = (message: string) => inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
const tools: { name: string; method: string }[] = [];
function Tool(name: string) {
  return (_value: unknown, context: ClassMethodDecoratorContext) => {
    tools.push({ name, method: String(context.name) });
  };
}
export class Desk {
  @Tool('goodwill')
  async goodwill({ percent }: { percent: number }, ctx: ServerContext) {${body}
    return { content: [] };
  }
}
const desk = new Desk();
for (const tool of tools) server.registerTool(tool.name, {}, (desk as any)[tool.method].bind(desk));`;
/** A tool of a factory of another module, which hands the handler its services and context in one object; `body` is the handler's. */
const PAYOUT_TOOL = (body: string): string => `${V2}
${HOOKED}
import type { Services } from './services';
declare function createTool(tool: { name: string; handler: (args: any, call: { services: Services; mcp: any }) => Promise<unknown> }): unknown;
export const tools = [
  createTool({
    name: 'schedule_payout',
    async handler({ vendorId }: { vendorId: string }, { services, mcp }) {${body}
      return { content: [] };
    },
  }),
];`;
/** The module-level codec the suggestion adds, after the imports. */
const NEW_CODEC = `
// Seals what handlers carry in \`requestState\` (HMAC: signed, not encrypted). MCP_REQUEST_STATE_KEY: 32+ random bytes, the same on every instance.
const requestStateCodec = createRequestStateCodec({
  key: String(process.env.MCP_REQUEST_STATE_KEY),
  ttlSeconds: 15 * 60,
  bind: (ctx) => \`\${ctx.mcpReq.method}\\0\${ctx.http?.authInfo?.clientId ?? ''}\`,
});`;
const ASK_SEAT = `inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } })`;
const ASK_SEAT_WITH_STATE = (codec: string) =>
  `inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await ${codec}.mint(seat, ctx) })`;

/** A same-file registry that keeps tools in a Map and registers them on the server its `attach` is given. */
const TOOL_REGISTRY = `type Handler = (args: any, ctx: any) => Promise<unknown>;

class ToolRegistry {
  private readonly tools = new Map<string, { description: string; handler: Handler }>();

  add(name: string, description: string, handler: Handler) {
    this.tools.set(name, { description, handler });
    return this;
  }

  attach(server: McpServer) {
    for (const [name, { description, handler }] of this.tools) server.registerTool(name, { description }, handler);
  }
}`;
/** A tool added to the registry whose held table's id the question shows. */
const HOLD_TABLE = `registry.add('hold_table', 'Hold a table', async ({ venue }: { venue: string }, ctx) => {
  const hold = await /*!*/bookings.createHold(venue);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'deposit')) return inputRequired({ inputRequests: { deposit: inputRequired.elicit({ message: \`Hold \${hold.id}: pay the deposit?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`;
/** `HOLD_TABLE` once the hold is moved into the branch that asks. */
const HOLD_TABLE_ASKING = `registry.add('hold_table', 'Hold a table', async ({ venue }: { venue: string }, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'deposit')) {
    const hold = await bookings.createHold(venue);
    return inputRequired({ inputRequests: { deposit: inputRequired.elicit({ message: \`Hold \${hold.id}: pay the deposit?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`;
/** Cloudflare's `accountTool` shape: a same-file wrapper given the agent, handing the tool its SDK context inside an object. */
const ACCOUNT_TOOL = (exported: string, passed: string): string => `interface Account {
  accountId: string;
  ctx: ServerContext;
}

${exported}function accountTool(self: WorkersAgent, name: string, handler: (args: any, account: Account) => Promise<any>) {
  self.server.registerTool(name, {}, async (args: any, ctx) => {
    const accountId = await self.api.activeAccount();
    return handler(args, ${passed});
  });
}`;
/** The agent whose `init()` adds a tool through `accountTool(this, ...)`; `body` is the tool's. */
const WORKERS_AGENT = (body: string): string => `export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  api = new CloudflareApi();

  async init() {
    accountTool(this, 'kv_create', async ({ title }: { title: string }, { accountId, ctx }) => {${body}
      return { content: [] };
    });
  }
}`;
const KV_CREATE = `
      const namespace = await /*!*/this.api.createNamespace(accountId, title);
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) } });`;
/** `KV_CREATE` once the namespace is created in the branch that asks. */
const KV_CREATE_ASKING = `
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) {
        const namespace = await this.api.createNamespace(accountId, title);
        return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      }`;
const AGENT_IMPORTS = `import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';`;

/** The release tool of the resume with the effects before it, as both its reports' suggestion leaves it. */
const RELEASE_CUT_RESUMED = `import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import { Octokit } from '@octokit/rest';
import * as z from 'zod';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN });
const Confirm = z.object({ announce: z.boolean() });

const releaseTools = [
  {
    name: 'cut_release',
    inputSchema: z.object({ owner: z.string(), repo: z.string(), version: z.string() }),
    async execute({ owner, repo, version }: { owner: string; repo: string; version: string }, ctx: any) {
      const { data: main } = await octokit.rest.git.getRef({ owner, repo, ref: 'heads/main' });
      const trackingState = ctx.mcpReq.requestState<Awaited<ReturnType<typeof octokit.rest.issues.create>>>();
      if (trackingState === undefined) {
        await octokit.rest.git.createRef({ owner, repo, ref: \`refs/heads/release/\${version}\`, sha: main.object.sha });
      }
      const { data: tracking } = trackingState ?? await octokit.rest.issues.create({ owner, repo, title: \`Release \${version}\` });
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'announce', Confirm);
      if (!answer) return inputRequired({ inputRequests: { announce: inputRequired.elicit({ message: \`Announce \${version} (#\${tracking.number})?\`, requestedSchema: Confirm }) }, requestState: await codec.mint({ data: tracking }, ctx) });
      return { content: [{ type: 'text', text: \`release/\${version} cut\` }] };
    },
  },
];
for (const tool of releaseTools) server.registerTool(tool.name, { inputSchema: tool.inputSchema }, tool.execute);`;
/** The invoice tool of the resume with the effects before it, as both its reports' suggestion leaves it. */
const INVOICE_DRAFT_RESUMED = `import { McpServer, acceptedContent, inputRequired, type ServerContext, createRequestStateCodec } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
import * as z from 'zod';

// Seals what handlers carry in \`requestState\` (HMAC: signed, not encrypted). MCP_REQUEST_STATE_KEY: 32+ random bytes, the same on every instance.
const requestStateCodec = createRequestStateCodec({
  key: String(process.env.MCP_REQUEST_STATE_KEY),
  ttlSeconds: 15 * 60,
  bind: (ctx) => \`\${ctx.mcpReq.method}\\0\${ctx.http?.authInfo?.clientId ?? ''}\`,
});

const stripe = new Stripe(process.env.STRIPE_KEY!);
const Ok = z.object({ ok: z.boolean() });

class InvoiceTools {
  async draft({ customer, prices }: { customer: string; prices: string[] }, ctx: ServerContext) {
    const invoiceState = ctx.mcpReq.requestState<string>();
    if (invoiceState === undefined) {
      for (const price of prices) {
        await stripe.invoiceItems.create({ customer, price });
      }
    }
    const invoice = invoiceState === undefined ? await stripe.invoices.create({ customer, auto_advance: false }) : (await requestStateCodec.verify(invoiceState, ctx)) as Awaited<ReturnType<typeof stripe.invoices.create>>;
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok', Ok);
    if (!answer?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Finalize \${invoice.number}?\`, requestedSchema: Ok }) }, requestState: await requestStateCodec.mint(invoice, ctx) });
    await stripe.invoices.finalizeInvoice(invoice.id);
    return { content: [{ type: 'text' as const, text: 'Finalized' }] };
  }
}

const server = new McpServer({ name: 'invoices', version: '1.0.0' });
const tools = new InvoiceTools();
server.registerTool('draft_invoice', { inputSchema: z.object({ customer: z.string(), prices: z.array(z.string()) }) }, (args, ctx) => tools.draft(args, ctx));`;
/** A tool table of a mail service registered in a loop on a server passed in (no codec, no hook in sight); `body` is the campaign tool's. */
const MAIL_TABLE = (body: string): string => `import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { Resend } from 'resend';
import * as z from 'zod';

const resend = new Resend(process.env.RESEND_API_KEY);
const Confirm = z.object({ ok: z.boolean() });
const yesNo = (message: string) => inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: Confirm }) } });
const tool = <A>(definition: { description: string; execute: (args: A, ctx: ServerContext) => Promise<unknown> }) => definition;

export const mailTools = {
  send_campaign: tool<{ audienceId: string; html: string }>({
    description: 'Send a campaign after a preview',
    async execute({ audienceId, html }, ctx) {${body}
    },
  }),
};

export function registerMailTools(server: McpServer) {
  for (const [name, definition] of Object.entries(mailTools)) server.registerTool(name, { description: definition.description }, definition.execute as never);
}`;

/** A tool class of a search service: the clients come from an injected container, the question from a method of the base class. */
const SEARCH_TOOL = (body: string, question = `protected question(message: string) {
    return inputRequired({ inputRequests: { go: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
  }`): string => `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type Redis from 'ioredis';
import type { Db } from 'mongodb';

export interface Container {
  redis: Redis;
  mongo: Db;
}

abstract class SearchTool {
  constructor(protected readonly c: Container) {}
  abstract handle(args: any, ctx: any): Promise<unknown>;

  ${question}

  install(server: McpServer) {
    server.registerTool(this.constructor.name, {}, (args: any, ctx: any) => this.handle(args, ctx));
  }
}

export class BoostDocument extends SearchTool {
  async handle({ collection, id, by }: { collection: string; id: string; by: number }, ctx: any) {${body}
  }
}`;

/**
 * One report, marked with `/*!*\/`, offering exactly `suggestions`; or several marked reports, each offering
 * its own list (`suggestions[i]` for the i-th mark).
 */
function invalid(name: string, marked: string, suggestions: Offer[] | Offer[][], extra: { filename?: string; messageId?: 'sideEffectThroughHelper' | 'sideEffectBeforeWrapperQuestion' } = {}): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  const perReport = positions.length === 1 ? [suggestions as Offer[]] : (suggestions as Offer[][]);
  if (positions.length === 0 || perReport.length !== positions.length || (positions.length > 1 && !perReport.every(Array.isArray))) {
    throw new Error(`case "${name}": one list of suggestions per marked report`);
  }
  const { messageId = 'sideEffect', ...rest } = extra;
  return { name, code, ...rest, errors: positions.map((position, i) => ({ messageId, ...position, suggestions: perReport[i]! })) };
}

runRuleTests('no-side-effect-before-input-required suggestions', rule, {
  valid: [],
  invalid: [
    // Offered: the comment block right above and the comment after it on its line belong to the statement; the one separated by a blank line stays.
    invalid('own comments above and after move with it', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  // Section: notifications.

  // Tell the customer first.
  // (they asked for it)
  await /*!*/sendEmail(args.to); // fire and forget
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  // Section: notifications.

  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) return inputRequired({ inputRequests: {} });
  // Tell the customer first.
  // (they asked for it)
  await sendEmail(args.to); // fire and forget
  return { content: [] };
}`)]),

    // Offered: below the second question, the last one the effect reaches; a blank line around it is not doubled.
    invalid('several guards: below the last one it can reach', `${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  const first = acceptedContent(ctx.mcpReq.inputResponses, 'first');

  await /*!*/chargeCard(args.amount);

  if (!first) return inputRequired({ inputRequests: {} });
  const second = acceptedContent(ctx.mcpReq.inputResponses, 'second');
  if (!second) {
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`, [move(`${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  const first = acceptedContent(ctx.mcpReq.inputResponses, 'first');

  if (!first) return inputRequired({ inputRequests: {} });
  const second = acceptedContent(ctx.mcpReq.inputResponses, 'second');
  if (!second) {
    return inputRequired({ inputRequests: {} });
  }
  await chargeCard(args.amount);
  return { content: [] };
}`)]),

    // Offered: the statement is re-indented like the guard, but the continuation lines of its template literal are part of the string and stay as they are.
    invalid('re-indented to the guard, template literal lines kept', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
      await /*!*/sendEmail(args.to, \`Hello,
    your order is ready.\`);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sendEmail(args.to, \`Hello,
    your order is ready.\`);
  return { content: [] };
}`)]),

    // Offered: `JSON.stringify(order)` and `order.items.map(...)` only read the order the insert reads too.
    invalid('read-only work on the same value in between', `${V2}
import { insertOrder } from './db';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  const order = args.order;
  await /*!*/insertOrder({ items: order.items });
  const summary = \`\${order.items.map((item) => item.toUpperCase()).join(', ')} (\${JSON.stringify(order).length} bytes)\`;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: summary, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [move(`${V2}
import { insertOrder } from './db';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  const order = args.order;
  const summary = \`\${order.items.map((item) => item.toUpperCase()).join(', ')} (\${JSON.stringify(order).length} bytes)\`;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: summary, requestedSchema: { type: 'object', properties: {} } }) } });
  await insertOrder({ items: order.items });
  return { content: [] };
}`)]),

    // Offered: the question only turns `args.to` into text, so the send cannot change what it shows.
    invalid('value read only inside a template literal', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Sent to \${args.to}. Anything else?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`, [move(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Sent to \${args.to}. Anything else?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  await sendEmail(args.to);
  return { content: [] };
}`)]),

    // Offered: `describe(order)` reads the order and changes nothing.
    invalid('same-file helper that only reads its argument', `${V2}
import { insertOrder } from './db';
function describe(order: { id: string }) { return \`order \${order.id}\`; }
export async function h(args: { order: { id: string } }, ctx: any) {
  await /*!*/insertOrder({ id: args.order.id });
  const text = describe(args.order);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: text, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [move(`${V2}
import { insertOrder } from './db';
function describe(order: { id: string }) { return \`order \${order.id}\`; }
export async function h(args: { order: { id: string } }, ctx: any) {
  const text = describe(args.order);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: text, requestedSchema: { type: 'object', properties: {} } }) } });
  await insertOrder({ id: args.order.id });
  return { content: [] };
}`)]),

    // Withheld: the question is more than 60 lines below; a move that long is no quick fix to check at a glance.
    invalid('withheld: the guard is more than 60 lines below', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/sendEmail(args.to);
${Array.from({ length: 61 }, (_, i) => `  console.log('step ${i}');`).join('\n')}
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Withheld: the question needs the result, and without a codec in the file there is no resume either.
    invalid('withheld: the guard reads what the statement declares', `${V2}
import { createDraft } from './drafts';
export async function h(args: { title: string }, ctx: any) {
  const draft = await /*!*/createDraft(args.title);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Publish \${draft.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { createDraft } from './drafts';
export async function h(args: { title: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const draft = await createDraft(args.title);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Publish \${draft.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Offered: alone, the charge would move below `amount += fee` and charge a different amount; with it, in their order, it charges the same.
    invalid('a name it reads is written next: they move together', `${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number; fee: number }, ctx: any) {
  let amount = args.amount;
  await /*!*/chargeCard(amount);
  amount += args.fee;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(amount) }] };
}`, [move(`${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number; fee: number }, ctx: any) {
  let amount = args.amount;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await chargeCard(amount);
  amount += args.fee;
  return { content: [{ type: 'text', text: String(amount) }] };
}`)]),

    // Offered: the counter it sends changes right after it, so both move, in their order.
    invalid('a name it reads is updated with ++ next: they move together', `${V2}
import { sendReminder } from './mail';
export async function h(args: { attempt: number }, ctx: any) {
  let attempt = args.attempt;
  await /*!*/sendReminder(attempt);
  attempt++;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(attempt) }] };
}`, [move(`${V2}
import { sendReminder } from './mail';
export async function h(args: { attempt: number }, ctx: any) {
  let attempt = args.attempt;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sendReminder(attempt);
  attempt++;
  return { content: [{ type: 'text', text: String(attempt) }] };
}`)]),

    // Offered: `order.items.push(...)` changes the order the insert stores, so it moves along, after the insert as before.
    invalid('an object it reads is changed next: they move together', `${V2}
import { insertOrder } from './db';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  await /*!*/insertOrder(args.order);
  args.order.items.push('gift-wrap');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { insertOrder } from './db';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await insertOrder(args.order);
  args.order.items.push('gift-wrap');
  return { content: [] };
}`)]),

    // Offered: `normalize(args.order)` may change the order; nothing says it does not, so it keeps its place after the insert.
    invalid('a call of unknown effect receives what it reads: they move together', `${V2}
import { insertOrder } from './db';
import { normalize } from './orders';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  await /*!*/insertOrder(args.order);
  normalize(args.order);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { insertOrder } from './db';
import { normalize } from './orders';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await insertOrder(args.order);
  normalize(args.order);
  return { content: [] };
}`)]),

    // Offered: `tag(order)` writes a property of the order the insert stores, so it moves along.
    invalid('a same-file helper changes what it reads: they move together', `${V2}
import { insertOrder } from './db';
function tag(order: { tag?: string }) { order.tag = 'retry'; }
export async function h(args: { order: { tag?: string } }, ctx: any) {
  await /*!*/insertOrder(args.order);
  tag(args.order);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { insertOrder } from './db';
function tag(order: { tag?: string }) { order.tag = 'retry'; }
export async function h(args: { order: { tag?: string } }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await insertOrder(args.order);
  tag(args.order);
  return { content: [] };
}`)]),

    // Withheld: the effect pushes to `log`, and the question shows `log`.
    invalid('withheld: the statement changes what the question reads', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const log: string[] = [];
  await /*!*/sendEmail(args.to).then(() => log.push('sent'));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: log.join(), requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const log: string[] = [];
  if (!ctx.mcpReq.inputResponses?.ok) {
    await sendEmail(args.to).then(() => log.push('sent'));
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: log.join(), requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: `saveDraft(draft)` may change the draft (many clients set an id on what they save), and the question shows it.
    invalid('withheld: the effect is handed an object the question reads', `${V2}
import { saveDraft } from './drafts';
export async function h(args: { draft: { title: string } }, ctx: any) {
  const draft = args.draft;
  await /*!*/saveDraft(draft);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: draft.title, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { saveDraft } from './drafts';
export async function h(args: { draft: { title: string } }, ctx: any) {
  const draft = args.draft;
  if (!ctx.mcpReq.inputResponses?.ok) {
    await saveDraft(draft);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: draft.title, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Offered: the charge and the upsert (a write `recommended` does not report) move together, so they keep their order.
    invalid('another write next: both move, in their order', `${V2}
import { PrismaClient } from '@prisma/client';
import { chargeCard } from './billing';
const prisma = new PrismaClient();
export async function h(args: { id: string; amount: number }, ctx: any) {
  await /*!*/chargeCard(args.amount);
  await prisma.customer.upsert({ where: { id: args.id }, create: { id: args.id }, update: {} });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { PrismaClient } from '@prisma/client';
import { chargeCard } from './billing';
const prisma = new PrismaClient();
export async function h(args: { id: string; amount: number }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await chargeCard(args.amount);
  await prisma.customer.upsert({ where: { id: args.id }, create: { id: args.id }, update: {} });
  return { content: [] };
}`)]),

    // Offered with a copy: the dry run returns before the question without asking, so the email goes out there as it
    // did, and past the question on the round that brings the answer; not on the round that asks.
    invalid('a plain return before the question gets a copy of the moved statement', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; dryRun: boolean }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (args.dryRun) return { content: [] };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [copying(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; dryRun: boolean }, ctx: any) {
  if (args.dryRun) {
    await sendEmail(args.to);
    return { content: [] };
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sendEmail(args.to);
  return { content: [] };
}`)]),

    // Offered with copies: two plain returns before the question; the copy goes to the start of a branch that is a
    // block, before what it runs (the log ran after the write, and still does).
    invalid('two branches that return without asking, one of them a block', `${V2}
import { vault } from './vault';
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
export async function h(args: { path: string; data: object; readers: string[] }, ctx: any) {
  const before = await vault.read(args.path);
  await /*!*/vault.write(args.path, args.data);
  if (args.readers.length === 0) {
    console.info('no readers of', args.path);
    return text('Written');
  }
  if (before.locked) return text('Written, locked');
  if (!ctx.mcpReq.inputResponses?.restart) return inputRequired({ inputRequests: {} });
  return text('Written and restarted');
}`, [copying(`${V2}
import { vault } from './vault';
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
export async function h(args: { path: string; data: object; readers: string[] }, ctx: any) {
  const before = await vault.read(args.path);
  if (args.readers.length === 0) {
    await vault.write(args.path, args.data);
    console.info('no readers of', args.path);
    return text('Written');
  }
  if (before.locked) {
    await vault.write(args.path, args.data);
    return text('Written, locked');
  }
  if (!ctx.mcpReq.inputResponses?.restart) return inputRequired({ inputRequests: {} });
  await vault.write(args.path, args.data);
  return text('Written and restarted');
}`)]),

    // Offered with a copy: the early return reads what the moved declaration gives; its copy declares it in the
    // branch, where the return reads it.
    invalid('a moved declaration the early return reads', `${V2}
import { createDraft } from './drafts';
export async function h(args: { to: string; quiet: boolean }, ctx: any) {
  const draft = await /*!*/createDraft(args.to);
  if (args.quiet) return { content: [{ type: 'text', text: draft.id }] };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: \`sent \${draft.id}\` }] };
}`, [copying(`${V2}
import { createDraft } from './drafts';
export async function h(args: { to: string; quiet: boolean }, ctx: any) {
  if (args.quiet) {
    const draft = await createDraft(args.to);
    return { content: [{ type: 'text', text: draft.id }] };
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  const draft = await createDraft(args.to);
  return { content: [{ type: 'text', text: \`sent \${draft.id}\` }] };
}`)]),

    // Offered: the question is asked only in a branch, and past the whole \`if\` the export would change order with
    // the priority one the branch queues; so it goes below the question inside the branch, and a copy into an \`else\`.
    invalid('below a question asked in a branch, with a copy in an else', `${V2}
import { queue } from './queue';
export async function h(args: { customerId: string; backlog: number }, ctx: any) {
  await /*!*/queue.send({ type: 'export', id: args.customerId });
  if (args.backlog > 50) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    if (go.priority) await queue.send({ type: 'priority', id: args.customerId });
  }
  return { content: [] };
}`, [elseCopy(`${V2}
import { queue } from './queue';
export async function h(args: { customerId: string; backlog: number }, ctx: any) {
  if (args.backlog > 50) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    await queue.send({ type: 'export', id: args.customerId });
    if (go.priority) await queue.send({ type: 'priority', id: args.customerId });
  } else {
    await queue.send({ type: 'export', id: args.customerId });
  }
  return { content: [] };
}`)]),

    // Withheld: what the moved statement declares is read after the \`if\`, out of the branch's scope.
    invalid('else copy withheld: the result is read after the if', `${V2}
import { queue } from './queue';
export async function h(args: { customerId: string; backlog: number }, ctx: any) {
  const sent = await /*!*/queue.send({ type: 'export', id: args.customerId });
  if (args.backlog > 50) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    if (go.priority) await queue.send({ type: 'priority', id: args.customerId });
  }
  return { content: [{ type: 'text', text: sent.id }] };
}`, []),

    // Withheld: the branch writes before its question; the export would change order with the audit entry. (The audit
    // entry itself moves below the question.)
    invalid('else copy withheld: another write before the question in the branch', `${V2}
import { audit, queue } from './queue';
export async function h(args: { customerId: string; backlog: number }, ctx: any) {
  await /*!*/queue.send({ type: 'export', id: args.customerId });
  if (args.backlog > 50) {
    await /*!*/audit.append({ id: args.customerId });
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`, [[], [move(`${V2}
import { audit, queue } from './queue';
export async function h(args: { customerId: string; backlog: number }, ctx: any) {
  await queue.send({ type: 'export', id: args.customerId });
  if (args.backlog > 50) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    await audit.append({ id: args.customerId });
  }
  return { content: [] };
}`)]]),

    // Withheld: an \`if\` with an \`else\` already has a way past the question of its own, which no copy is made for.
    invalid('else copy withheld: an if with an else', `${V2}
import { queue } from './queue';
export async function h(args: { customerId: string; backlog: number }, ctx: any) {
  await /*!*/queue.send({ type: 'export', id: args.customerId });
  if (args.backlog > 10) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'again');
    if (!go) return inputRequired({ inputRequests: {} });
    if (go.priority) await queue.send({ type: 'priority', id: args.customerId });
  } else {
    console.info('small backlog');
  }
  return { content: [] };
}`, []),

    // Offered: the guard only asks, sending a code first (send-then-ask, not reported); below it the audit row no longer
    // runs on the round that asks, and the code sent there keeps no order with it.
    invalid('below a guard that sends a code and asks', `${V2}
import { audit, sms } from './clients';
export async function h(args: { id: string; phone: string }, ctx: any) {
  await /*!*/audit.insert({ id: args.id, at: 'verify' });
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'code');
  if (answer === undefined) {
    await sms.verifications.create({ to: args.phone });
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`, [move(`${V2}
import { audit, sms } from './clients';
export async function h(args: { id: string; phone: string }, ctx: any) {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'code');
  if (answer === undefined) {
    await sms.verifications.create({ to: args.phone });
    return inputRequired({ inputRequests: {} });
  }
  await audit.insert({ id: args.id, at: 'verify' });
  return { content: [] };
}`)]),

    // Withheld: the guard's question shows what the moved statement gives (the attempt count); below the guard the
    // question would be built without it. (The send-then-ask move is offered instead.)
    invalid('below a guard that asks withheld: the guard reads what the statement changes', `${V2}
import { sms } from './clients';
const attempts = new Map<string, number>();
export async function h(args: { phone: string }, ctx: any) {
  const tries = await /*!*/sms.attempts.create({ to: args.phone });
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'code');
  if (answer === undefined) {
    attempts.set(args.phone, tries.count);
    return inputRequired({ inputRequests: { code: inputRequired.elicit({ message: String(attempts.get(args.phone)), requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`, [asking(`${V2}
import { sms } from './clients';
const attempts = new Map<string, number>();
export async function h(args: { phone: string }, ctx: any) {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'code');
  if (answer === undefined) {
    const tries = await sms.attempts.create({ to: args.phone });
    attempts.set(args.phone, tries.count);
    return inputRequired({ inputRequests: { code: inputRequired.elicit({ message: String(attempts.get(args.phone)), requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: the early return's test reads what the write gives; the write must run before it.
    invalid('copy withheld: the test of the early return reads the result', `${V2}
import { createDraft } from './drafts';
export async function h(args: { to: string }, ctx: any) {
  const draft = await /*!*/createDraft(args.to);
  if (draft.skipped) return { content: [] };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Withheld: the branch declares a `draft` of its own; a copy of the moved declaration there would clash with it.
    invalid('copy withheld: the branch declares a name the moved statement declares', `${V2}
import { createDraft, lastDraft } from './drafts';
export async function h(args: { to: string; quiet: boolean }, ctx: any) {
  const draft = await /*!*/createDraft(args.to);
  if (args.quiet) {
    const draft = lastDraft();
    return { content: [{ type: 'text', text: draft }] };
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: draft.id }] };
}`, []),

    // Withheld: a return that is no result written there (`summary` is computed), and three branches would be a rewrite.
    invalid('copy withheld: a return of a computed value, and more branches than a quick fix copies into', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; a: boolean; b: boolean; c: boolean }, ctx: any) {
  const summary = { content: [] };
  await /*!*/sendEmail(args.to);
  if (args.a) return summary;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await /*!*/sendEmail(args.to);
  if (args.a) return { content: [] };
  if (args.b) return { content: [] };
  if (args.c) return { content: [] };
  if (!ctx.mcpReq.inputResponses?.again) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [[], []]),

    // Withheld: the branch declares \`to\`, which the moved statement reads: copied to the branch's start it would read
    // the branch's own \`to\` before its declaration.
    invalid('copy withheld: the branch declares a name the moved statement reads', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; dryRun: boolean }, ctx: any) {
  const to = args.to;
  await /*!*/sendEmail(to);
  if (args.dryRun) {
    const to = 'nobody';
    return { content: [{ type: 'text', text: to }] };
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Withheld: the branch that asks declares \`go\`, a name the moved statement reads from outside: inside the
    // branch it would read the branch's own.
    invalid('else copy withheld: the branch declares a name the moved statement reads', `${V2}
import { queue } from './queue';
export async function h(args: { backlog: number; go: string }, ctx: any) {
  const go = args.go;
  await /*!*/queue.send({ type: 'export', go });
  if (args.backlog > 50) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    if (go.priority) await queue.send({ type: 'priority' });
  }
  return { content: [] };
}`, []),

    // Withheld: an `if` with an `else` is no early return; the move passes no branch of it.
    invalid('copy withheld: a branch with an else', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; dryRun: boolean }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (args.dryRun) return { content: [] };
  else console.info('live');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Offered: Octokit encodes `params` into its request and changes none of it, so the question shows the same body either way.
    invalid('a package client\'s write leaves what it is given as it was', `${V2}
import { Octokit } from 'octokit';
const octokit = new Octokit();
export async function h(args: { pull: number; body: string }, ctx: any) {
  const params = { owner: 'acme', repo: 'app', issue_number: args.pull, body: args.body };
  await /*!*/octokit.rest.issues.createComment(params);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: params.body, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [move(`${V2}
import { Octokit } from 'octokit';
const octokit = new Octokit();
export async function h(args: { pull: number; body: string }, ctx: any) {
  const params = { owner: 'acme', repo: 'app', issue_number: args.pull, body: args.body };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: params.body, requestedSchema: { type: 'object', properties: {} } }) } });
  await octokit.rest.issues.createComment(params);
  return { content: [] };
}`)]),

    // Offered: `.slice(0, 7)` only reads the SHA a client call returned, and `createReleaseTag` hands its parameters to Octokit, which changes none of them.
    invalid('read-only methods on a client\'s results, and a helper handing its parameters to a client write', `${V2}
import { Octokit } from '@octokit/rest';
const rest = new Octokit();
async function createReleaseTag(ref: { owner: string; repo: string }, tag: string, sha: string) {
  await rest.git.createRef({ ...ref, ref: \`refs/tags/\${tag}\`, sha });
}
export async function h({ owner, repo, tag }: { owner: string; repo: string; tag: string }, ctx: any) {
  const { data: branch } = await rest.repos.getBranch({ owner, repo, branch: 'main' });
  await /*!*/createReleaseTag({ owner, repo }, tag, branch.commit.sha);
  if (!ctx.mcpReq.inputResponses?.notes) return inputRequired({ inputRequests: { notes: inputRequired.elicit({ message: \`Tagged \${tag} at \${branch.commit.sha.slice(0, 7)}. Notes?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [move(`${V2}
import { Octokit } from '@octokit/rest';
const rest = new Octokit();
async function createReleaseTag(ref: { owner: string; repo: string }, tag: string, sha: string) {
  await rest.git.createRef({ ...ref, ref: \`refs/tags/\${tag}\`, sha });
}
export async function h({ owner, repo, tag }: { owner: string; repo: string; tag: string }, ctx: any) {
  const { data: branch } = await rest.repos.getBranch({ owner, repo, branch: 'main' });
  if (!ctx.mcpReq.inputResponses?.notes) return inputRequired({ inputRequests: { notes: inputRequired.elicit({ message: \`Tagged \${tag} at \${branch.commit.sha.slice(0, 7)}. Notes?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  await createReleaseTag({ owner, repo }, tag, branch.commit.sha);
  return { content: [] };
}`)], { messageId: 'sideEffectThroughHelper' }),

    // Withheld: the driver adds `_id` to the document it inserts, and the question shows it.
    invalid('withheld: MongoDB insertOne fills in the document the question reads', `${V2}
import { MongoClient } from 'mongodb';
const incidents = new MongoClient('mongodb://db').db('ops').collection('incidents');
export async function h(args: { title: string }, ctx: any) {
  const doc: { title: string; _id?: unknown } = { title: args.title };
  await /*!*/incidents.insertOne(doc);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Recorded \${String(doc._id)}. Page the team?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { MongoClient } from 'mongodb';
const incidents = new MongoClient('mongodb://db').db('ops').collection('incidents');
export async function h(args: { title: string }, ctx: any) {
  const doc: { title: string; _id?: unknown } = { title: args.title };
  if (!ctx.mcpReq.inputResponses?.ok) {
    await incidents.insertOne(doc);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Recorded \${String(doc._id)}. Page the team?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: the read through the same client sees the write, and the question shows what it read (moving both would carry the read past the question that needs it).
    invalid('withheld: the client the write goes through is read next', `${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h(args: { user: string }, ctx: any) {
  await /*!*/redis.set(\`plan:\${args.user}\`, 'trial', 'NX');
  const plan = await redis.get(\`plan:\${args.user}\`);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`On \${plan}. Upgrade?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import Redis from 'ioredis';
const redis = new Redis();
export async function h(args: { user: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    await redis.set(\`plan:\${args.user}\`, 'trial', 'NX');
    const plan = await redis.get(\`plan:\${args.user}\`);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`On \${plan}. Upgrade?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: besides the Slack write, `announce` pushes to the `posted` list it is handed, whose length the question shows.
    invalid('withheld: a same-file helper pushes to what it is given', `${V2}
import { WebClient } from '@slack/web-api';
const slack = new WebClient();
async function announce(args: { channel: string; text: string; posted: string[] }) {
  await slack.chat.postMessage({ channel: args.channel, text: args.text });
  args.posted.push(args.channel);
}
export async function h(args: { channel: string; text: string }, ctx: any) {
  const report = { channel: args.channel, text: args.text, posted: [] as string[] };
  await /*!*/announce(report);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Posted to \${report.posted.length}. Email too?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { WebClient } from '@slack/web-api';
const slack = new WebClient();
async function announce(args: { channel: string; text: string; posted: string[] }) {
  await slack.chat.postMessage({ channel: args.channel, text: args.text });
  args.posted.push(args.channel);
}
export async function h(args: { channel: string; text: string }, ctx: any) {
  const report = { channel: args.channel, text: args.text, posted: [] as string[] };
  if (!ctx.mcpReq.inputResponses?.ok) {
    await announce(report);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Posted to \${report.posted.length}. Email too?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)], { messageId: 'sideEffectThroughHelper' }),

    // Withheld: `Object.assign(issue, ...)` changes `issue`, whose labels the question shows.
    invalid('withheld: Object.assign changes what the question reads', `${V2}
import { Octokit } from 'octokit';
const octokit = new Octokit();
export async function h(args: { title: string; labels: string[] }, ctx: any) {
  const issue = { owner: 'acme', repo: 'app', title: args.title, labels: [] as string[] };
  await /*!*/octokit.rest.issues.create(Object.assign(issue, { labels: args.labels }));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Filed with \${issue.labels.join(', ')}. Assign it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { Octokit } from 'octokit';
const octokit = new Octokit();
export async function h(args: { title: string; labels: string[] }, ctx: any) {
  const issue = { owner: 'acme', repo: 'app', title: args.title, labels: [] as string[] };
  if (!ctx.mcpReq.inputResponses?.ok) {
    await octokit.rest.issues.create(Object.assign(issue, { labels: args.labels }));
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Filed with \${issue.labels.join(', ')}. Assign it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: the `.then` callback fills `posted`, whose size the question shows (a template literal shows a changed `.size`).
    invalid('withheld: the write\'s callback sets a local Map the question reads', `${V2}
import { WebClient } from '@slack/web-api';
const slack = new WebClient();
export async function h(args: { channels: string[]; text: string }, ctx: any) {
  const posted = new Map<string, string>();
  await Promise.all(args.channels.map((channel) => /*!*/slack.chat.postMessage({ channel, text: args.text }).then((res) => posted.set(channel, String(res.ts)))));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Posted to \${posted.size}. Pin it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { WebClient } from '@slack/web-api';
const slack = new WebClient();
export async function h(args: { channels: string[]; text: string }, ctx: any) {
  const posted = new Map<string, string>();
  if (!ctx.mcpReq.inputResponses?.ok) {
    await Promise.all(args.channels.map((channel) => slack.chat.postMessage({ channel, text: args.text }).then((res) => posted.set(channel, String(res.ts)))));
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Posted to \${posted.size}. Pin it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Offered, saying so: a round that gets the answer `proceed: false` returns on line 10; below the question the insert no longer runs there either (what no-side-effect-on-declined-input asks for). The regexp literal's `test` changes nothing.
    invalid('past a return of a plain result after the question in the same guard', `${V2}
import { insertQueryLog } from './d1';
export async function h(args: { sql: string }, ctx: any) {
  await /*!*/insertQueryLog({ sql: args.sql, at: Date.now() });
  if (!/^\\s*select\\b/i.test(args.sql)) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) {
      return inputRequired({ inputRequests: {} });
    }
    if (!go.proceed) return { content: [{ type: 'text', text: 'Not run.' }] };
  }
  return { content: [] };
}`, [pastReturn(`${V2}
import { insertQueryLog } from './d1';
export async function h(args: { sql: string }, ctx: any) {
  if (!/^\\s*select\\b/i.test(args.sql)) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) {
      return inputRequired({ inputRequests: {} });
    }
    if (!go.proceed) return { content: [{ type: 'text', text: 'Not run.' }] };
  }
  await insertQueryLog({ sql: args.sql, at: Date.now() });
  return { content: [] };
}`)]),

    // Offered, saying so: `text(...)` builds a plain result, so lines 9 and 10 are ways out of rounds that got an answer.
    invalid('past returns of a same-file builder of plain results', `${V2}
import { postComment } from './github';
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
export async function h(args: { pull: number; comment?: string; failing: number }, ctx: any) {
  if (args.comment) await /*!*/postComment(args.pull, args.comment);
  if (args.failing > 0) {
    const override = ctx.mcpReq.inputResponses?.confirm;
    if (!override) return inputRequired({ inputRequests: {} });
    if (override.action === 'decline') return text('Not merged.');
    if (override.action !== 'accept') return text('Cancelled.');
  }
  return text('Merged.');
}`, [pastReturn(`${V2}
import { postComment } from './github';
const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
export async function h(args: { pull: number; comment?: string; failing: number }, ctx: any) {
  if (args.failing > 0) {
    const override = ctx.mcpReq.inputResponses?.confirm;
    if (!override) return inputRequired({ inputRequests: {} });
    if (override.action === 'decline') return text('Not merged.');
    if (override.action !== 'accept') return text('Cancelled.');
  }
  if (args.comment) await postComment(args.pull, args.comment);
  return text('Merged.');
}`)]),

    // Offered, saying so: the decline is handled before the question (`answer.kind === 'elicit'` needs an answer),
    // so line 10 returns only on a round that got one; the branch's own write runs only there, where the moved
    // write no longer runs, so their order does not matter.
    invalid('past a declined answer handled before the question, with a write of its own', `${V2}
import { markRefundPending, recordEvent } from './orders';
export async function h(args: { orderId: string }, ctx: any) {
  await /*!*/markRefundPending(args.orderId);
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  if (answer.kind === 'elicit' && answer.action !== 'accept') {
    await recordEvent(args.orderId, 'refund_declined');
    return { content: [{ type: 'text', text: 'Refund cancelled' }] };
  }
  if (answer.kind === 'missing') return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [pastReturn(`${V2}
import { markRefundPending, recordEvent } from './orders';
export async function h(args: { orderId: string }, ctx: any) {
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  if (answer.kind === 'elicit' && answer.action !== 'accept') {
    await recordEvent(args.orderId, 'refund_declined');
    return { content: [{ type: 'text', text: 'Refund cancelled' }] };
  }
  if (answer.kind === 'missing') return inputRequired({ inputRequests: {} });
  await markRefundPending(args.orderId);
  return { content: [] };
}`)]),

    // Withheld: the declined branch reads `hold`, which the moved statement declares.
    invalid('withheld: a declined branch that reads what the effect declares', `${V2}
import { reserveSeat, releaseSeat } from './seats';
export async function h(args: { flight: string }, ctx: any) {
  const hold = await /*!*/reserveSeat(args.flight);
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  if (answer.kind === 'elicit' && answer.action !== 'accept') {
    await releaseSeat(hold.id);
    return { content: [{ type: 'text', text: 'Released' }] };
  }
  if (answer.kind === 'missing') return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Offered with a copy: the branch's test is of the tool's own arguments, not of an answer: it returns on the first
    // round too, where the moved write must still run.
    invalid('a plain return under a test of the arguments before the question gets a copy', `${V2}
import { markRefundPending } from './orders';
export async function h(args: { orderId: string; dryRun: boolean }, ctx: any) {
  await /*!*/markRefundPending(args.orderId);
  if (args.dryRun) {
    return { content: [{ type: 'text', text: 'Dry run' }] };
  }
  if (!ctx.mcpReq.inputResponses?.confirm) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [copying(`${V2}
import { markRefundPending } from './orders';
export async function h(args: { orderId: string; dryRun: boolean }, ctx: any) {
  if (args.dryRun) {
    await markRefundPending(args.orderId);
    return { content: [{ type: 'text', text: 'Dry run' }] };
  }
  if (!ctx.mcpReq.inputResponses?.confirm) return inputRequired({ inputRequests: {} });
  await markRefundPending(args.orderId);
  return { content: [] };
}`)]),

    // Offered inside the `if`: below the question and before `return refusal`, the insert still runs where it did
    // (below the whole `if` it would not run when the refusal is returned, and that return is no result written there).
    invalid('below a question asked in a branch, before a return of a computed value', `${V2}
import { insertQueryLog } from './d1';
export async function h(args: { sql: string }, ctx: any) {
  const refusal = { content: [{ type: 'text', text: 'Not run.' }] };
  await /*!*/insertQueryLog({ sql: args.sql, at: Date.now() });
  if (!args.sql.startsWith('select')) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    if (!go.proceed) return refusal;
  }
  return { content: [] };
}`, [elseCopy(`${V2}
import { insertQueryLog } from './d1';
export async function h(args: { sql: string }, ctx: any) {
  const refusal = { content: [{ type: 'text', text: 'Not run.' }] };
  if (!args.sql.startsWith('select')) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    await insertQueryLog({ sql: args.sql, at: Date.now() });
    if (!go.proceed) return refusal;
  } else {
    await insertQueryLog({ sql: args.sql, at: Date.now() });
  }
  return { content: [] };
}`)]),

    // Offered inside the `if`: below the whole `if` the insert would change order with `refuse`, which pushes to
    // module-level state; below the question, inside it, it still runs before it.
    invalid('below a question asked in a branch, before a builder with an effect of its own', `${V2}
import { insertQueryLog } from './d1';
const declined: string[] = [];
function refuse(sql: string) {
  declined.push(sql);
  return { content: [{ type: 'text', text: 'Not run.' }] };
}
export async function h(args: { sql: string }, ctx: any) {
  await /*!*/insertQueryLog({ sql: args.sql, at: Date.now() });
  if (!args.sql.startsWith('select')) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    if (!go.proceed) return refuse(args.sql);
  }
  return { content: [] };
}`, [elseCopy(`${V2}
import { insertQueryLog } from './d1';
const declined: string[] = [];
function refuse(sql: string) {
  declined.push(sql);
  return { content: [{ type: 'text', text: 'Not run.' }] };
}
export async function h(args: { sql: string }, ctx: any) {
  if (!args.sql.startsWith('select')) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    await insertQueryLog({ sql: args.sql, at: Date.now() });
    if (!go.proceed) return refuse(args.sql);
  } else {
    await insertQueryLog({ sql: args.sql, at: Date.now() });
  }
  return { content: [] };
}`)]),

    // Withheld: `break check` leaves the guard another way than by a return.
    invalid('withheld: a break after the question', `${V2}
import { insertQueryLog } from './d1';
export async function h(args: { sql: string }, ctx: any) {
  let run = true;
  await /*!*/insertQueryLog({ sql: args.sql, at: Date.now() });
  check: if (!args.sql.startsWith('select')) {
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    if (!go.proceed) {
      run = false;
      break check;
    }
  }
  return { content: [{ type: 'text', text: String(run) }] };
}`, []),

    // Withheld: a dry run returns before the question is asked; the insert would no longer run on dry runs, which is no answer to the question.
    invalid('withheld: a plain return before the question in the guard', `${V2}
import { insertQueryLog } from './d1';
export async function h(args: { sql: string; dryRun: boolean }, ctx: any) {
  await /*!*/insertQueryLog({ sql: args.sql, at: Date.now() });
  if (!args.sql.startsWith('select')) {
    if (args.dryRun) return { content: [{ type: 'text', text: 'Dry run.' }] };
    const go = acceptedContent(ctx.mcpReq.inputResponses, 'go');
    if (!go) return inputRequired({ inputRequests: {} });
    if (!go.proceed) return { content: [{ type: 'text', text: 'Not run.' }] };
  }
  return { content: [] };
}`, []),


    // Withheld: below the inner guard the effect still reaches the outer question.
    invalid('withheld: a question after the enclosing block is still reachable', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; vip: boolean }, ctx: any) {
  if (args.vip) {
    await /*!*/sendEmail(args.to);
    if (!ctx.mcpReq.inputResponses?.gift) return inputRequired({ inputRequests: {} });
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [asking(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; vip: boolean }, ctx: any) {
  if (args.vip) {
    if (!ctx.mcpReq.inputResponses?.gift) {
      await sendEmail(args.to);
      return inputRequired({ inputRequests: {} });
    }
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`)]),

    // Withheld: there is nothing to move below; the handler always asks.
    invalid('withheld: the question is the last return, not a guard', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }) {
  await /*!*/sendEmail(args.to);
  return inputRequired({ inputRequests: {} });
}`, []),

    // Withheld: only statements on lines of their own are moved.
    invalid('withheld: the statement shares its line with other code', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const started = Date.now(); await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(started) }] };
}`, []),

    // Withheld: nothing runs after an `if` that returns either way.
    invalid('withheld: a guard whose branches both return', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  else return { content: [] };
}`, []),

    // Withheld: the `case` has no way out, so the next case's question follows the guard.
    invalid('case falls through into a later question', `${V2}
import { sendEmail } from './mail';
export async function h(args: { kind: string; to: string }, ctx: any) {
  switch (args.kind) {
    case 'a':
      await /*!*/sendEmail(args.to);
      if (!ctx.mcpReq.inputResponses?.a) return inputRequired({ inputRequests: {} });
    case 'b':
      if (!ctx.mcpReq.inputResponses?.b) return inputRequired({ inputRequests: {} });
      return { content: [] };
    default:
      return { content: [] };
  }
}`, []),

    // Withheld: the effect is in a `case` test, not in a statement that could move (and it must not crash).
    invalid('withheld: effect in a case test', `${V2}
import { createSlot } from './calendar';
export async function h(args: { kind: string; day: string }, ctx: any) {
  switch (args.kind) {
    case await /*!*/createSlot(args.day):
      if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
      return { content: [] };
  }
  return { content: [] };
}`, []),

    // Offered: the effects run inside the callback, so the statement holding them moves whole.
    invalid('the whole await Promise.all(ids.map(...)) moves', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  await Promise.all(args.to.map((to) => /*!*/sendEmail(to)));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await Promise.all(args.to.map((to) => sendEmail(to)));
  return { content: [] };
}`)]),

    // Offered: both writes are in the one statement, which moves whole, so they keep their order.
    invalid('the whole await Promise.allSettled([...]) moves', `${V2}
import { sendEmail } from './mail';
import { enqueueJob } from './jobs';
export async function h(args: { to: string }, ctx: any) {
  await Promise.allSettled([/*!*/sendEmail(args.to), /*!*/enqueueJob('digest', args.to)]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [[move(`${V2}
import { sendEmail } from './mail';
import { enqueueJob } from './jobs';
export async function h(args: { to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await Promise.allSettled([sendEmail(args.to), enqueueJob('digest', args.to)]);
  return { content: [] };
}`)], [move(`${V2}
import { sendEmail } from './mail';
import { enqueueJob } from './jobs';
export async function h(args: { to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await Promise.allSettled([sendEmail(args.to), enqueueJob('digest', args.to)]);
  return { content: [] };
}`)]]),

    // Offered: the question shows the seat but not what the email sent, which nothing takes (the pattern ends before
    // it): the email leaves the `Promise.all` and goes below the question. The reservation stays (its resume needs a
    // codec the file does not show).
    invalid('a call out of Promise.all whose result nothing takes', `${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat] = await Promise.all([/*!*/reserveSeat(args.id), /*!*/sendEmail(args.to)]);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
}`, [[asking(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
export async function h(args: { id: string; to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const [seat] = await Promise.all([reserveSeat(args.id), sendEmail(args.to)]);
    return ${ASK_SEAT};
  }
  return { content: [] };
}`)], [outOfAll(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat] = await Promise.all([reserveSeat(args.id)]);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  await sendEmail(args.to);
  return { content: [] };
}`)]]),

    // Offered: from the middle of a list written one call a line, with the comma after it; the job after it leaves too.
    invalid('calls out of the middle of a multi-line Promise.all', `${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { enqueueJob } from './jobs';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat] = await Promise.all([
    /*!*/reserveSeat(args.id),
    /*!*/sendEmail(args.to),
    /*!*/enqueueJob('digest', args.to),
  ]);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
}`, [[asking(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { enqueueJob } from './jobs';
export async function h(args: { id: string; to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const [seat] = await Promise.all([
      reserveSeat(args.id),
      sendEmail(args.to),
      enqueueJob('digest', args.to),
    ]);
    return ${ASK_SEAT};
  }
  return { content: [] };
}`)], [outOfAll(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { enqueueJob } from './jobs';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat] = await Promise.all([
    reserveSeat(args.id),
    enqueueJob('digest', args.to),
  ]);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  await sendEmail(args.to);
  return { content: [] };
}`)], [outOfAll(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { enqueueJob } from './jobs';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat] = await Promise.all([
    reserveSeat(args.id),
    sendEmail(args.to),
  ]);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  await enqueueJob('digest', args.to);
  return { content: [] };
}`)]]),

    // Withheld: the pattern takes the email's result too (`receipt`), and a rest element would take whatever is left.
    invalid('a call out of Promise.all whose result the pattern takes', `${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat, receipt] = await Promise.all([/*!*/reserveSeat(args.id), /*!*/sendEmail(args.to)]);
  const [again, ...rest] = await Promise.all([/*!*/reserveSeat(args.id), /*!*/sendEmail(args.to)]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`\${seat.id} \${again.id}\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [String(receipt), rest] };
}`, [[], [], [], []]),

    // Withheld: a charge lies between the \`Promise.all\` and the question; two writes keep their order (the charge
    // itself moves).
    invalid('a call out of Promise.all past another write', `${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { chargeCard } from './billing';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat] = await Promise.all([/*!*/reserveSeat(args.id), /*!*/sendEmail(args.to)]);
  await /*!*/chargeCard(seat.price);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
}`, [[asking(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { chargeCard } from './billing';
export async function h(args: { id: string; to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const [seat] = await Promise.all([reserveSeat(args.id), sendEmail(args.to)]);
    await chargeCard(seat.price);
    return ${ASK_SEAT};
  }
  return { content: [] };
}`)], [asking(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { chargeCard } from './billing';
export async function h(args: { id: string; to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const [seat] = await Promise.all([reserveSeat(args.id), sendEmail(args.to)]);
    await chargeCard(seat.price);
    return ${ASK_SEAT};
  }
  return { content: [] };
}`)], [move(`${V2}
import { reserveSeat } from './booking';
import { sendEmail } from './mail';
import { chargeCard } from './billing';
export async function h(args: { id: string; to: string }, ctx: any) {
  const [seat] = await Promise.all([reserveSeat(args.id), sendEmail(args.to)]);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  await chargeCard(seat.price);
  return { content: [] };
}`)]]),

    // Withheld: the other call of the \`Promise.all\` goes through the same client, which the send may change as it
    // starts; what it counts is what the question shows.
    invalid('a call out of Promise.all beside a read through its client', `${V2}
import { mailer } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const [queued] = await Promise.all([mailer.countQueued(), /*!*/mailer.send(args.to)]);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: String(queued), requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { mailer } from './mail';
export async function h(args: { to: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const [queued] = await Promise.all([mailer.countQueued(), mailer.send(args.to)]);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: String(queued), requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Offered: the write in the `.then` callback runs with the statement that schedules it.
    invalid('a .then() chain moves whole', `${V2}
import { getCustomer } from './billing';
import { sendEmail } from './mail';
export async function h(args: { id: string }, ctx: any) {
  await getCustomer(args.id).then((customer) => /*!*/sendEmail(customer.email));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { getCustomer } from './billing';
import { sendEmail } from './mail';
export async function h(args: { id: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await getCustomer(args.id).then((customer) => sendEmail(customer.email));
  return { content: [] };
}`)]),

    // Offered: the loop holds no question, so it moves below the one after it.
    invalid('a for...of loop moves whole', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  for (const to of args.to) {
    await /*!*/sendEmail(to);
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  for (const to of args.to) {
    await sendEmail(to);
  }
  return { content: [] };
}`)]),

    // Offered: the try moves with its finally, which runs after the charge as before.
    invalid('a try/finally moves whole', `${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  try {
    await /*!*/chargeCard(args.amount);
  } finally {
    console.info('charge attempted');
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  try {
    await chargeCard(args.amount);
  } finally {
    console.info('charge attempted');
  }
  return { content: [] };
}`)]),

    // Offered: the lock the finally releases is taken right before the try and used nowhere else, so it moves along;
    // the rounds that ask take it no more, and the round past the question takes and releases it around the charge.
    invalid('a finally releasing what was taken right before the try moves with it', `${V2}
import { chargeCard } from './billing';
import { locks } from './locks';
export async function h(args: { id: string; amount: number }, ctx: any) {
  const lock = await locks.acquire(args.id);
  try {
    await /*!*/chargeCard(args.amount);
  } finally {
    lock.release();
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [move(`${V2}
import { chargeCard } from './billing';
import { locks } from './locks';
export async function h(args: { id: string; amount: number }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  const lock = await locks.acquire(args.id);
  try {
    await chargeCard(args.amount);
  } finally {
    lock.release();
  }
  return { content: [] };
}`)]),

    // Withheld: the lock the finally releases was taken two statements before the try, with a read in between; below
    // the question without it, the rounds that ask would take the lock and never release it.
    invalid('withheld: a finally releasing what was taken before the statement before the try', `${V2}
import { chargeCard, quote } from './billing';
import { locks } from './locks';
export async function h(args: { id: string; amount: number }, ctx: any) {
  const lock = await locks.acquire(args.id);
  const price = await quote(args.id);
  try {
    await /*!*/chargeCard(args.amount);
  } finally {
    lock.release();
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Pay \${price}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, []),

    // Withheld: the lock is released again after the question, so it must be taken on every round.
    invalid('withheld: a lock a finally releases is used again after the question', `${V2}
import { chargeCard } from './billing';
import { locks } from './locks';
export async function h(args: { id: string; amount: number }, ctx: any) {
  const lock = await locks.acquire(args.id);
  try {
    await /*!*/chargeCard(args.amount);
  } finally {
    await lock.extend(1000);
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await lock.release();
  return { content: [] };
}`, []),

    // Withheld: the loop can return another result, which a move would carry past the question (those rounds would ask instead).
    invalid('withheld: a loop with a return in it', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string[] }, ctx: any) {
  for (const to of args.to) {
    if (!to) return { content: [] };
    await /*!*/sendEmail(to);
  }
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Offered: alone, the insert would move below the email and the two would swap; together they keep their order.
    invalid('two writes in a row move together', `${V2}
import { insertAuditEntry } from './audit';
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/insertAuditEntry({ to: args.to });
  await /*!*/sendEmail(args.to);
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [[move(`${V2}
import { insertAuditEntry } from './audit';
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) return inputRequired({ inputRequests: {} });
  await insertAuditEntry({ to: args.to });
  await sendEmail(args.to);
  return { content: [] };
}`)], [move(`${V2}
import { insertAuditEntry } from './audit';
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await insertAuditEntry({ to: args.to });
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) return inputRequired({ inputRequests: {} });
  await sendEmail(args.to);
  return { content: [] };
}`)]]),

    // Offered: the log line reads the receipt, so it moves along; the question does not need either.
    invalid('a result read by the next statements only after the question moves with them', `${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  const receipt = await /*!*/chargeCard(args.amount);
  console.info('charged', receipt.id);
  const total = receipt.amount + 1;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: \`\${receipt.id} \${total}\` }] };
}`, [move(`${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  const receipt = await chargeCard(args.amount);
  console.info('charged', receipt.id);
  const total = receipt.amount + 1;
  return { content: [{ type: 'text', text: \`\${receipt.id} \${total}\` }] };
}`)]),

    // Withheld: the charge would move past `amount += fee` alone, and `amount += fee` cannot move past the question that shows it.
    invalid('withheld: what moves along is read by the question', `${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number; fee: number }, ctx: any) {
  let amount = args.amount;
  await /*!*/chargeCard(amount);
  amount += args.fee;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: String(amount), requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number; fee: number }, ctx: any) {
  let amount = args.amount;
  if (!ctx.mcpReq.inputResponses?.ok) {
    await chargeCard(amount);
    amount += args.fee;
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: String(amount), requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: the write after it computes what the guard tests, so neither it nor the charge with it can move below the guard.
    invalid('withheld: the next statement reads the answer the question tests', `${V2}
import { chargeCard } from './billing';
import { saveAnswer } from './answers';
export async function h(args: { amount: number }, ctx: any) {
  await /*!*/chargeCard(args.amount);
  const ok = await /*!*/saveAnswer(ctx.mcpReq.inputResponses?.ok);
  if (!ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [[], []]),

    // Withheld: alone, the charge would move past the early return after it (no charge on those rounds); with it, the early return would move below the question.
    invalid('withheld: a return in what would move along', `${V2}
import { chargeCard } from './billing';
import { sendEmail } from './mail';
export async function h(args: { amount: number; to: string }, ctx: any) {
  await /*!*/chargeCard(args.amount);
  if (await /*!*/sendEmail(args.to)) return { content: [] };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, [[], []]),

    // Offered: the handler asks unless the answer is there, so the email goes to the start of the answered branch.
    invalid('into the branch that does not ask: the handler asks last', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/sendEmail(args.to);
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (ok) {
    return { content: [{ type: 'text', text: 'Sent.' }] };
  }
  return inputRequired({ inputRequests: {} });
}`, [intoBranch(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (ok) {
    await sendEmail(args.to);
    return { content: [{ type: 'text', text: 'Sent.' }] };
  }
  return inputRequired({ inputRequests: {} });
}`)]),

    // Offered: the `else` asks and both branches return, so nothing follows the `if` to move below.
    invalid('into the branch that does not ask: the else asks', `${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  const receipt = await /*!*/chargeCard(args.amount);
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!answer) {
    return inputRequired({ inputRequests: {} });
  } else {
    // The receipt, now that the answer is in.
    return { content: [{ type: 'text', text: receipt.id }] };
  }
}`, [intoBranch(`${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number }, ctx: any) {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!answer) {
    return inputRequired({ inputRequests: {} });
  } else {
    const receipt = await chargeCard(args.amount);
    // The receipt, now that the answer is in.
    return { content: [{ type: 'text', text: receipt.id }] };
  }
}`)]),

    // Offered: the two writes go together, in their order, to the start of the answered branch.
    invalid('into the branch that does not ask, with the write after it', `${V2}
import { insertAuditEntry } from './audit';
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/insertAuditEntry({ to: args.to });
  await /*!*/sendEmail(args.to);
  if (ctx.mcpReq.inputResponses?.ok) {
    return { content: [] };
  }
  return inputRequired({ inputRequests: {} });
}`, [[intoBranch(`${V2}
import { insertAuditEntry } from './audit';
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  if (ctx.mcpReq.inputResponses?.ok) {
    await insertAuditEntry({ to: args.to });
    await sendEmail(args.to);
    return { content: [] };
  }
  return inputRequired({ inputRequests: {} });
}`)], [intoBranch(`${V2}
import { insertAuditEntry } from './audit';
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await insertAuditEntry({ to: args.to });
  if (ctx.mcpReq.inputResponses?.ok) {
    await sendEmail(args.to);
    return { content: [] };
  }
  return inputRequired({ inputRequests: {} });
}`)]]),

    // Withheld: the question shows the draft, so the draft must exist on the round that asks (and there is no codec to resume with).
    invalid('into branch withheld: the question reads the result', `${V2}
import { createDraft } from './drafts';
export async function h(args: { to: string }, ctx: any) {
  const draft = await /*!*/createDraft(args.to);
  if (ctx.mcpReq.inputResponses?.ok) {
    return { content: [] };
  }
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: draft.id, requestedSchema: { type: 'object', properties: {} } }) } });
}`, []),

    // Withheld: past the `if`, a dry run returns without asking; moving the email into the branch would skip it there.
    invalid('into branch withheld: another way on after the if', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; dryRun: boolean }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (ctx.mcpReq.inputResponses?.ok) {
    return { content: [] };
  }
  if (args.dryRun) return { content: [] };
  return inputRequired({ inputRequests: {} });
}`, []),

    // Withheld: the branch declares \`to\`, which the email reads from outside: moved to the branch's start it would read
    // the branch's own \`to\` before its declaration (a ReferenceError).
    invalid('into branch withheld: the branch declares a name the moved statement reads', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const to = args.to;
  await /*!*/sendEmail(to);
  if (ctx.mcpReq.inputResponses?.ok) {
    const to = 'x';
    return { content: [{ type: 'text', text: to }] };
  }
  return inputRequired({ inputRequests: {} });
}`, []),

    // Withheld: the asking branch declares \`to\`, which the draft reads from outside (a ReferenceError there).
    invalid('into the asking branch withheld: the branch declares a name the moved statement reads', `${V2}
import { createDraft } from './drafts';
export async function h(args: { to: string }, ctx: any) {
  const to = args.to;
  const draft = await /*!*/createDraft(to);
  if (!ctx.mcpReq.inputResponses?.ok) {
    const to = 'x';
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: draft.id + to, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`, []),

    // Withheld: the answered branch goes on to the question, so the email there would still repeat.
    invalid('into branch withheld: the branch falls through', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (ctx.mcpReq.inputResponses?.ok) {
    console.info('answered');
  }
  return inputRequired({ inputRequests: {} });
}`, []),

    // Offered: the one-line `return` becomes a block, indented one step deeper, with the email at its start.
    invalid('into the branch that does not ask: a one-line branch becomes a block', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (ctx.mcpReq.inputResponses?.ok) return { content: [] };
  return inputRequired({ inputRequests: {} });
}`, [intoBranch(`${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  if (ctx.mcpReq.inputResponses?.ok) {
    await sendEmail(args.to);
    return { content: [] };
  }
  return inputRequired({ inputRequests: {} });
}`)]),

    // Withheld: a `case` has no block whose indentation says how deep the new block goes.
    invalid('into branch withheld: a one-line branch on a case', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; kind: string }, ctx: any) {
  switch (args.kind) {
    case 'mail':
      await /*!*/sendEmail(args.to);
      if (ctx.mcpReq.inputResponses?.ok) return { content: [] };
      return inputRequired({ inputRequests: {} });
    default:
      return { content: [] };
  }
}`, []),

    // Offered: the `?:` becomes a guard that asks, and the email runs after it, before the answer.
    invalid('into the answered branch of ?:, which becomes an if', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  return ctx.mcpReq.inputResponses?.ok ? { content: [] } : inputRequired({ inputRequests: {} });
}`, [intoBranch(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  await sendEmail(args.to);
  return { content: [] };
}`)]),

    // Offered: with the question as the first branch, the test is kept as written.
    invalid('into the answered branch of ?:, the question first', `${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  return !answer ? inputRequired({ inputRequests: {} }) : { content: [{ type: 'text', text: 'Sent.' }] };
}`, [intoBranch(`${V2}
import { sendEmail } from './mail';
export async function h(args: any, ctx: any) {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!answer) return inputRequired({ inputRequests: {} });
  await sendEmail(args.to);
  return { content: [{ type: 'text', text: 'Sent.' }] };
}`)]),

    // Withheld: `done()` might ask too (a helper of another file), so neither branch is known to get past the question.
    invalid('into ?: withheld: no branch is plainly an answer', `${V2}
import { sendEmail } from './mail';
import { done } from './results';
export async function h(args: any, ctx: any) {
  await /*!*/sendEmail(args.to);
  return ctx.mcpReq.inputResponses?.ok ? done() : inputRequired({ inputRequests: {} });
}`, []),

    // Withheld: the question shows the draft, which must exist on the round that asks.
    invalid('into ?: withheld: the question reads the result', `${V2}
import { createDraft } from './drafts';
export async function h(args: any, ctx: any) {
  const draft = await /*!*/createDraft(args.to);
  return ctx.mcpReq.inputResponses?.ok ? { content: [] } : inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: draft.id, requestedSchema: { type: 'object', properties: {} } }) } });
}`, []),

    // Offered: the write runs inside a retry and an RxJS stream that only hand its result on (a log in a \`tap\` is no
    // effect): the whole expression runs on the first round only, through a local arrow whose type names the state.
    invalid('resume: a write wrapped in a retry and in an RxJS stream', `${V2}
import { firstValueFrom, from, tap } from 'rxjs';
import { retry } from './retry';
import { stripe } from './stripe';
${HOOKED}
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx) => {
  const intent = await firstValueFrom(from(retry(() => /*!*/stripe.paymentIntents.create({ customer, amount: 500 }))).pipe(tap((pi) => console.info('created', pi.id))));
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Confirm \${intent.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`${V2}
import { firstValueFrom, from, tap } from 'rxjs';
import { retry } from './retry';
import { stripe } from './stripe';
${HOOKED}
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx) => {
  const intentCall = () => firstValueFrom(from(retry(() => stripe.paymentIntents.create({ customer, amount: 500 }))).pipe(tap((pi) => console.info('created', pi.id))));
  const intent = ctx.mcpReq.requestState<Awaited<ReturnType<typeof intentCall>>>() ?? await intentCall();
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Confirm \${intent.id}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(intent, ctx) });
  return { content: [] };
});`)]),

    // Resume withheld: the retry's callback has statements of its own (a counter later rounds would not count), and
    // the other stream also sends a receipt, which later rounds would skip unsaid; the question and the answer read
    // the results, so no move is offered either.
    invalid('resume withheld: a wrapper that does more than hand the write on', `${V2}
import { firstValueFrom, from, mergeMap } from 'rxjs';
import { retry } from './retry';
import { stripe, mailer } from './stripe';
${HOOKED}
let attempts = 0;
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx) => {
  const intent = await retry(() => {
    attempts += 1;
    return /*!*/stripe.paymentIntents.create({ customer, amount: 500 });
  });
  const refund = await firstValueFrom(from(/*!*/stripe.refunds.create({ payment_intent: intent.id })).pipe(mergeMap((r) => /*!*/mailer.sendMail({ to: customer, text: r.id }))));
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Confirm \${intent.id} \${refund}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [{ type: 'text', text: \`\${intent.id} \${refund}\` }] };
});`, [[], [], []]),

    // Offered: the announcement's event id is in the question, which is asked inside a try whose finally only logs;
    // the block runs alike on every round, so the post runs on the first only and the event comes back from the state.
    invalid('resume: a .then() chain in a try/finally', `${V2}
import ky from 'ky';
${HOOKED}
const hooks = ky.create({ prefixUrl: 'https://hooks.acme.dev' });
server.registerTool('notify_done', {}, async ({ id }: { id: string }, ctx) => {
  let note: { value: string } | undefined;
  try {
    const event = await /*!*/hooks.post('events', { json: { type: 'task.done', id } }).then((r) => r.json<{ id: string }>());
    note = acceptedContent<{ value: string }>(ctx.mcpReq.inputResponses, 'note');
    if (!note) return inputRequired({ inputRequests: { note: inputRequired.elicit({ message: \`Announced as \${event.id}. Add a note?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  } finally {
    console.info('notify_done finished', id);
  }
  return { content: [{ type: 'text', text: note.value }] };
});`, [resume(`${V2}
import ky from 'ky';
${HOOKED}
const hooks = ky.create({ prefixUrl: 'https://hooks.acme.dev' });
server.registerTool('notify_done', {}, async ({ id }: { id: string }, ctx) => {
  let note: { value: string } | undefined;
  try {
    const eventCall = () => hooks.post('events', { json: { type: 'task.done', id } }).then((r) => r.json<{ id: string }>());
    const event = ctx.mcpReq.requestState<Awaited<ReturnType<typeof eventCall>>>() ?? await eventCall();
    note = acceptedContent<{ value: string }>(ctx.mcpReq.inputResponses, 'note');
    if (!note) return inputRequired({ inputRequests: { note: inputRequired.elicit({ message: \`Announced as \${event.id}. Add a note?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(event, ctx) });
  } finally {
    console.info('notify_done finished', id);
  }
  return { content: [{ type: 'text', text: note.value }] };
});`)]),

    // Withheld: with a catch, a state the codec refuses (or a failed verify) would be handled as if the post had failed.
    invalid('resume withheld: a try with a catch', `${V2}
import { publishEvent } from './hooks';
${HOOKED}
server.registerTool('notify_done', {}, async ({ id }: { id: string }, ctx) => {
  try {
    const event = await /*!*/publishEvent(id);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'note')) return inputRequired({ inputRequests: { note: inputRequired.elicit({ message: \`Announced as \${event.id}. Add a note?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  } catch {
    return { content: [{ type: 'text', text: 'Could not announce.' }], isError: true };
  }
  return { content: [{ type: 'text', text: 'Noted' }] };
});`, []),

    // Withheld: the result is declared in the finally, which runs on every way out of the try.
    invalid('resume withheld: the effect in a finally', `${V2}
import { publishEvent, prepare } from './hooks';
${HOOKED}
server.registerTool('notify_done', {}, async ({ id }: { id: string }, ctx) => {
  try {
    await prepare(id);
  } finally {
    const event = await /*!*/publishEvent(id);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'note')) return inputRequired({ inputRequests: { note: inputRequired.elicit({ message: \`Announced as \${event.id}. Add a note?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: 'Noted' }] };
});`, []),

    // Offered: the question shows the reserved seat; the seat travels in state minted by `codec`.
    invalid('resume: codec and verify hook in the file', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) {
    return inputRequired({
      inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) },
    });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`, [resume(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? await reserveSeat(flight);
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) {
    return inputRequired({
      inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) },
      requestState: await codec.mint(seat, ctx),
    });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`)]),

    // Offered, for either report: whichever call the test picks runs on the round without state, and later rounds take its
    // result back (production-5 media-bun-uploads.ts:51); the `??` takes the whole choice.
    invalid('resume: a test picks one of two awaited calls', `${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = vip ? await /*!*/reserveSeat(flight, 'front') : await /*!*/reserveSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`, [[resume(`${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? (vip ? await reserveSeat(flight, 'front') : await reserveSeat(flight));
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(seat, ctx) });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`)], [resume(`${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? (vip ? await reserveSeat(flight, 'front') : await reserveSeat(flight));
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(seat, ctx) });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`)]]),

    // Offered: the state's type is either call's result.
    invalid('resume: two awaited calls of different functions', `${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = vip ? await /*!*/reserveSeat(flight) : await waitlistSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`, [resume(`${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>> | Awaited<ReturnType<typeof waitlistSeat>>>() ?? (vip ? await reserveSeat(flight) : await waitlistSeat(flight));
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(seat, ctx) });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`)]),

    // Withheld: later rounds would skip the test, which runs a call of its own.
    invalid('resume withheld: the test awaits', `${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = (await isVip(flight)) ? await /*!*/reserveSeat(flight) : await waitlistSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`, []),

    // Withheld: only results of awaited calls are carried (a `null` would be minted as the state).
    invalid('resume withheld: the other branch is no awaited call', `${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = vip ? await /*!*/reserveSeat(flight) : null;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`, []),

    // Withheld: the other branch runs more than its result shows (the callback counts attempts), which later rounds would skip.
    invalid('resume withheld: the other call runs a function it is given', `${V2}
import { reserveSeat, waitlistSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight, vip }: { flight: string; vip: boolean }, ctx: any) => {
  const seat = vip ? await /*!*/reserveSeat(flight) : await withRetry(() => { attempts += 1; return waitlistSeat(flight); });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.number} is held. Book it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: seat.number }] };
});`, []),

    // Offered: the declaration takes a member of the awaited result (Octokit's `.data`), which is data as well; the
    // state type indexes the call's result type.
    invalid('resume: a member of the awaited result', `${V2}
import { octokit } from './github';
${HOOKED}
server.registerTool('file_bug', {}, async ({ title }: { title: string }, ctx: any) => {
  const issue = (await /*!*/octokit.rest.issues.create({ owner: 'acme', repo: 'app', title })).data;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Filed #\${issue.number}. Assign it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: issue.html_url }] };
});`, [resume(`${V2}
import { octokit } from './github';
${HOOKED}
server.registerTool('file_bug', {}, async ({ title }: { title: string }, ctx: any) => {
  const issue = ctx.mcpReq.requestState<Awaited<ReturnType<typeof octokit.rest.issues.create>>['data']>() ?? (await octokit.rest.issues.create({ owner: 'acme', repo: 'app', title })).data;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Filed #\${issue.number}. Assign it?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(issue, ctx) });
  }
  return { content: [{ type: 'text', text: issue.html_url }] };
});`)]),

    // Withheld: a computed member of the result (`['data']`) is left alone, like any expression around the await.
    invalid('resume withheld: a computed member of the awaited result', `${V2}
import { octokit } from './github';
${HOOKED}
server.registerTool('file_bug', {}, async ({ title }: { title: string }, ctx: any) => {
  const issue = (await /*!*/octokit.rest.issues.create({ owner: 'acme', repo: 'app', title }))['data'];
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Filed #\${issue.number}. Assign it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: issue.html_url }] };
});`, []),

    // Offered: both questions the result reaches mint it, so no later round loses it.
    invalid('resume: every question after the effect carries the state', `${V2}
import { createQuote } from './quotes';
${HOOKED}
export async function quote(args: { sku: string }, ctx: any) {
  const q = await /*!*/createQuote(args.sku);
  if (!ctx.mcpReq.inputResponses?.accept) return inputRequired({ inputRequests: { accept: inputRequired.elicit({ message: \`Quote \${q.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  if (!ctx.mcpReq.inputResponses?.email) return { resultType: 'input_required', inputRequests: {} };
  return { content: [] };
}`, [resume(`${V2}
import { createQuote } from './quotes';
${HOOKED}
export async function quote(args: { sku: string }, ctx: any) {
  const q = ctx.mcpReq.requestState<Awaited<ReturnType<typeof createQuote>>>() ?? await createQuote(args.sku);
  if (!ctx.mcpReq.inputResponses?.accept) return inputRequired({ inputRequests: { accept: inputRequired.elicit({ message: \`Quote \${q.id}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(q, ctx) });
  if (!ctx.mcpReq.inputResponses?.email) return { resultType: 'input_required', inputRequests: {}, requestState: await codec.mint(q, ctx) };
  return { content: [] };
}`)]),

    // Offered: the annotation says what the state holds.
    invalid('resume: the declared type is the state type', `${V2}
import { reserveSeat, type Seat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  const seat: Seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [resume(`${V2}
import { reserveSeat, type Seat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  const seat: Seat = ctx.mcpReq.requestState<Seat>() ?? await reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(seat, ctx) });
  return { content: [] };
}`)]),

    // Offered without `<T>`: JavaScript has no type arguments.
    invalid('resume: a JavaScript file gets no type arguments', `import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking.js';
const codec = createRequestStateCodec({ key: process.env.KEY });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
server.registerTool('book', {}, async ({ flight }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking.js';
const codec = createRequestStateCodec({ key: process.env.KEY });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
server.registerTool('book', {}, async ({ flight }, ctx) => {
  const seat = ctx.mcpReq.requestState() ?? await reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(seat, ctx) });
  return { content: [] };
});`)], { filename: 'tool.js' }),

    // Offered: the file mints with `stateCodec` and reads `ctx.mcpReq.requestState()` back, so a verify hook is installed where the server is built.
    invalid('resume: imported codec, with the file already resuming elsewhere', `${V2}
import { createOrder } from './orders';
import { stateCodec } from './state';
export async function draft(args: { sku: string }, ctx: any) {
  const state = ctx.mcpReq.requestState();
  if (!state) return inputRequired({ inputRequests: {}, requestState: await stateCodec.mint({ step: 1 }, ctx) });
  return { content: [] };
}
export async function order(args: { sku: string }, ctx: any) {
  const created = await /*!*/createOrder(args.sku);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: created.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [resume(`${V2}
import { createOrder } from './orders';
import { stateCodec } from './state';
export async function draft(args: { sku: string }, ctx: any) {
  const state = ctx.mcpReq.requestState();
  if (!state) return inputRequired({ inputRequests: {}, requestState: await stateCodec.mint({ step: 1 }, ctx) });
  return { content: [] };
}
export async function order(args: { sku: string }, ctx: any) {
  const created = ctx.mcpReq.requestState<Awaited<ReturnType<typeof createOrder>>>() ?? await createOrder(args.sku);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: created.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await stateCodec.mint(created, ctx) });
  return { content: [] };
}`)]),

    // Withheld: the file verifies the raw state with the imported codec by hand, so its server has no hook and the
    // accessor gives the raw string, not the seat.
    invalid('resume withheld: the file verifies the accessor by hand', `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
import { stateCodec } from './state';
export function register(server: McpServer) {
  server.registerTool('resume', {}, async (_args: {}, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    const step = raw === undefined ? undefined : await stateCodec.verify(raw, ctx);
    if (!step) return inputRequired({ inputRequests: {}, requestState: await stateCodec.mint({ step: 1 }, ctx) });
    return { content: [] };
  });
  server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
    const seat = await /*!*/reserveSeat(flight);
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}`, [asking(`import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
import { stateCodec } from './state';
export function register(server: McpServer) {
  server.registerTool('resume', {}, async (_args: {}, ctx) => {
    const raw = ctx.mcpReq.requestState<string>();
    const step = raw === undefined ? undefined : await stateCodec.verify(raw, ctx);
    if (!step) return inputRequired({ inputRequests: {}, requestState: await stateCodec.mint({ step: 1 }, ctx) });
    return { content: [] };
  });
  server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
    if (!ctx.mcpReq.inputResponses?.ok) {
      const seat = await reserveSeat(flight);
      return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
    }
    return { content: [] };
  });
}`)]),

    // Withheld: xmcp builds its own server, without a verify hook, so `extra.requestState()` is the raw string
    // even with a hooked codec in the file; and xmcp's context is not the ServerContext a codec verifies against.
    invalid('resume withheld: xmcp tool reads state through extra.requestState()', `import { inputRequired, createRequestStateCodec } from 'xmcp';
import { McpServer } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
const codec = createRequestStateCodec({ key: process.env.KEY! });
export const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
export default async function book(params: { flight: string }, extra: any) {
  const seat = await /*!*/reserveSeat(params.flight);
  if (!extra.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return 'booked';
}`, [asking(`import { inputRequired, createRequestStateCodec } from 'xmcp';
import { McpServer } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
const codec = createRequestStateCodec({ key: process.env.KEY! });
export const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
export default async function book(params: { flight: string }, extra: any) {
  if (!extra.inputResponses?.ok) {
    const seat = await reserveSeat(params.flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return 'booked';
}`)]),

    // Withheld: a round that answers the second question lacks the first answer, so the first question would be
    // asked again without the state, and the round after it would reserve again.
    invalid('resume withheld: a question before the effect', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight?: string }, ctx: any) {
  const flight = ctx.mcpReq.inputResponses?.flight;
  if (!args.flight && !flight) return inputRequired({ inputRequests: {} });
  const seat = await /*!*/reserveSeat(args.flight ?? flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight?: string }, ctx: any) {
  const flight = ctx.mcpReq.inputResponses?.flight;
  if (!args.flight && !flight) return inputRequired({ inputRequests: {} });
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(args.flight ?? flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: unsigned state is never minted.
    invalid('resume withheld: no codec in the file', `${V2}
import { reserveSeat } from './booking';
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { reserveSeat } from './booking';
export async function book(args: { flight: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(args.flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: without a verify hook `ctx.mcpReq.requestState()` returns the raw string, not the seat.
    invalid('resume withheld: no sign that the accessor is verified', `${V2}
import { reserveSeat } from './booking';
export const codec = createRequestStateCodec({ key: process.env.KEY! });
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { reserveSeat } from './booking';
export const codec = createRequestStateCodec({ key: process.env.KEY! });
export async function book(args: { flight: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(args.flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: `codec.mint(seat)` would not fit `{ orderId: string }`.
    invalid('resume withheld: the codec is typed for another payload', `${V2}
import { reserveSeat } from './booking';
const codec = createRequestStateCodec<{ orderId: string }>({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { reserveSeat } from './booking';
const codec = createRequestStateCodec<{ orderId: string }>({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
export async function book(args: { flight: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(args.flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: the handler has state of its own that the rewrite would clobber.
    invalid('resume withheld: the handler already uses requestState', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint({ step: 1 }, ctx) });
  return { content: [] };
}`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(args.flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint({ step: 1 }, ctx) });
  }
  return { content: [] };
}`)]),

    // Offered: the same-file helper always builds a question without state of its own, so the state is spread in beside it.
    invalid('resume: the question comes from a same-file helper', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string) { return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } }); }
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ask(seat.id);
  return { content: [] };
}`, [resume(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string) { return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } }); }
export async function book(args: { flight: string }, ctx: any) {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? await reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return { ...ask(seat.id), requestState: await codec.mint(seat, ctx) };
  return { content: [] };
}`)]),

    // Offered: `this.confirm()` gives a question or `undefined`, and the question is returned only when it is one; the tool hands `ctx` to it without reading `ctx.mcpReq` itself, and its registration says `ctx` is the SDK's context.
    invalid('resume: a base-class confirm() returned behind if (question)', `${V2}
import { insertRows } from './rows';
${HOOKED}
abstract class ToolBase {
  abstract name: string;
  abstract execute(args: any, ctx: any): Promise<any>;
  register(target: McpServer) {
    target.registerTool(this.name, {}, (args: any, ctx) => this.execute(args, ctx));
  }
  protected confirm(ctx: any, message: string) {
    if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return undefined;
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
  }
}
class InsertTool extends ToolBase {
  name = 'insert';
  async execute(args: { rows: string[] }, ctx: any) {
    const result = await /*!*/insertRows(args.rows);
    const question = this.confirm(ctx, \`Inserted \${result.count} rows. Index them?\`);
    if (question) return question;
    return { content: [] };
  }
}
new InsertTool().register(server);`, [resume(`${V2}
import { insertRows } from './rows';
${HOOKED}
abstract class ToolBase {
  abstract name: string;
  abstract execute(args: any, ctx: any): Promise<any>;
  register(target: McpServer) {
    target.registerTool(this.name, {}, (args: any, ctx) => this.execute(args, ctx));
  }
  protected confirm(ctx: any, message: string) {
    if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return undefined;
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
  }
}
class InsertTool extends ToolBase {
  name = 'insert';
  async execute(args: { rows: string[] }, ctx: any) {
    const result = ctx.mcpReq.requestState<Awaited<ReturnType<typeof insertRows>>>() ?? await insertRows(args.rows);
    const question = this.confirm(ctx, \`Inserted \${result.count} rows. Index them?\`);
    if (question) return { ...question, requestState: await codec.mint(result, ctx) };
    return { content: [] };
  }
}
new InsertTool().register(server);`)]),

    // Withheld: `confirm()` may give a tool result, which spread with `requestState` would be a malformed question.
    invalid('resume withheld: the helper may give a result that is no question', `${V2}
import { insertRows } from './rows';
${HOOKED}
function confirm(ctx: any, message: string) {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return { content: [{ type: 'text' as const, text: 'Already confirmed.' }] };
  return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('insert', {}, async ({ rows }: { rows: string[] }, ctx) => {
  const result = await /*!*/insertRows(rows);
  const question = confirm(ctx, \`Inserted \${result.count} rows. Index them?\`);
  if (question) return question;
  return { content: [] };
});`, []),

    // Offered: the helper puts only its own `requestState` parameter in the question, and the call does not pass it.
    invalid('resume: a helper whose requestState parameter the call leaves out', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string, key = 'ok', requestState?: string) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) }, requestState });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ask(\`Seat \${seat.id}?\`);
  return { content: [] };
});`, [resume(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string, key = 'ok', requestState?: string) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) }, requestState });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? await reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return { ...ask(\`Seat \${seat.id}?\`), requestState: await codec.mint(seat, ctx) };
  return { content: [] };
});`)]),

    // Withheld: the call passes state of its own, which the minted state would replace.
    invalid('resume withheld: the helper is given state already', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string, key = 'ok', requestState?: string) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) }, requestState });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ask(\`Seat \${seat.id}?\`, 'ok', await codec.mint({ step: 1 }, ctx));
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string, key = 'ok', requestState?: string) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) }, requestState });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(flight);
    return ask(\`Seat \${seat.id}?\`, 'ok', await codec.mint({ step: 1 }, ctx));
  }
  return { content: [] };
});`)]),

    // Offered: an SDK v2 tool's second parameter is the SDK's context, with `mcpReq.requestState`, whether or not the handler reads it.
    invalid('resume: the handler hands ctx to a helper instead of reading ctx.mcpReq', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function confirmed(ctx: any) {
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok');
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!confirmed(ctx)) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
function confirmed(ctx: any) {
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok');
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? await reserveSeat(flight);
  if (!confirmed(ctx)) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(seat, ctx) });
  return { content: [] };
});`)]),

    // Offered: the tool is a method a decorator registers (no registration of the file hands it its context), and
    // it only hands `ctx` to a helper; its parameter is declared as the SDK's `ServerContext`, so it is one.
    invalid('resume: a decorated method whose context parameter is declared as ServerContext', DECORATED_DESK(V2_CONTEXT, `
    const coupon = await /*!*/coupons.create(percent);
    if (!confirmed(ctx)) return ask(\`Apply \${coupon.id}?\`);`), [resume(DECORATED_DESK(V2_CONTEXT, `
    const coupon = ctx.mcpReq.requestState<Awaited<ReturnType<typeof coupons.create>>>() ?? await coupons.create(percent);
    if (!confirmed(ctx)) return { ...ask(\`Apply \${coupon.id}?\`), requestState: await codec.mint(coupon, ctx) };`))]),

    // Withheld: the `ServerContext` of another module may be anything.
    invalid('resume withheld: the context parameter is declared with a ServerContext of another module', DECORATED_DESK(`import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import type { ServerContext } from './context';`, `
    const coupon = await /*!*/coupons.create(percent);
    if (!confirmed(ctx)) return ask(\`Apply \${coupon.id}?\`);`), []),

    // Offered: the handler destructures its context (`{ services, mcp }`) from what a wrapper hands it, and reads
    // `mcp.mcpReq`: the state is read and minted through `mcp`.
    invalid('resume: a context destructured from the object a wrapper passes', PAYOUT_TOOL(`
      const payout = await /*!*/services.payouts.schedule(vendorId);
      if (!acceptedContent(mcp.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: payout.id, requestedSchema: { type: 'object', properties: {} } }) } });`), [resume(PAYOUT_TOOL(`
      const payout = mcp.mcpReq.requestState<Awaited<ReturnType<typeof services.payouts.schedule>>>() ?? await services.payouts.schedule(vendorId);
      if (!acceptedContent(mcp.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: payout.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(payout, mcp) });`))]),

    // Resume withheld: the registration hands the callback the SDK's context itself, which has no `ctx` to
    // destructure: the name read as one is no context. (Only the question shows the seat: it goes where it asks.)
    invalid('resume withheld: a registered callback destructures its context parameter', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, { ctx }: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, { ctx }: any) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    const seat = await reserveSeat(flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Withheld: a v1 server's `registerTool` callbacks get `extra`, which has no `mcpReq.requestState` and is no context a codec verifies against.
    invalid('resume withheld: an SDK v1 handler hands extra to a helper', `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } } as any);
function confirmed(extra: any) {
  return acceptedContent(extra.inputResponses, 'ok');
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, extra) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!confirmed(extra)) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, []),

    // Withheld: `confirmed(ctx)` reads the state itself, which the minted state would replace.
    invalid('resume withheld: the context goes to a helper that reads requestState', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function confirmed(ctx: any) {
  return ctx.mcpReq.requestState()?.confirmed === true;
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!confirmed(ctx)) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, []),

    // Offered: `this.server` is the class field built here without a hook; the tool is registered through the class's own wrapper, which passes `ctx` on.
    invalid('resume with a new codec: a McpAgent with a server class field and a wrapper method', `import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  private api = new CloudflareApi();

  private accountTool(name: string, cb: (args: any, accountId: string, ctx: any) => Promise<any>) {
    this.server.registerTool(name, {}, async (args: any, ctx) => {
      const accountId = await this.api.activeAccount();
      return cb(args, accountId, ctx);
    });
  }

  async init() {
    this.accountTool('kv_create', async ({ title }: { title: string }, accountId: string, ctx: any) => {
      const namespace = await /*!*/this.api.createNamespace(accountId, title);
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      return { content: [] };
    });
  }
}`, [withNewCodec(`import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';
${NEW_CODEC}

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  private api = new CloudflareApi();

  private accountTool(name: string, cb: (args: any, accountId: string, ctx: any) => Promise<any>) {
    this.server.registerTool(name, {}, async (args: any, ctx) => {
      const accountId = await this.api.activeAccount();
      return cb(args, accountId, ctx);
    });
  }

  async init() {
    this.accountTool('kv_create', async ({ title }: { title: string }, accountId: string, ctx: any) => {
      const namespaceState = ctx.mcpReq.requestState<string>();
      const namespace = namespaceState === undefined ? await this.api.createNamespace(accountId, title) : (await requestStateCodec.verify(namespaceState, ctx)) as Awaited<ReturnType<typeof this.api.createNamespace>>;
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(namespace, ctx) });
      return { content: [] };
    });
  }
}`)]),

    // Offered: the same agent, whose wrapper's callback keeps what the tool answered (`const result = await cb(...)`): the tool is no registered handler, but the callback that runs it is, and gives it its `ctx`.
    invalid('resume with a new codec: a McpAgent whose wrapper callback runs the tool and keeps its answer', `import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  private api = new CloudflareApi();

  private accountTool(name: string, cb: (args: any, accountId: string, ctx: any) => Promise<any>) {
    this.server.registerTool(name, {}, async (args: any, ctx) => {
      const accountId = await this.api.activeAccount();
      const result = await cb(args, accountId, ctx);
      return result as any;
    });
  }

  async init() {
    this.accountTool('kv_create', async ({ title }: { title: string }, accountId: string, ctx: any) => {
      const namespace = await /*!*/this.api.createNamespace(accountId, title);
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      return { content: [] };
    });
  }
}`, [withNewCodec(`import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';
${NEW_CODEC}

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  private api = new CloudflareApi();

  private accountTool(name: string, cb: (args: any, accountId: string, ctx: any) => Promise<any>) {
    this.server.registerTool(name, {}, async (args: any, ctx) => {
      const accountId = await this.api.activeAccount();
      const result = await cb(args, accountId, ctx);
      return result as any;
    });
  }

  async init() {
    this.accountTool('kv_create', async ({ title }: { title: string }, accountId: string, ctx: any) => {
      const namespaceState = ctx.mcpReq.requestState<string>();
      const namespace = namespaceState === undefined ? await this.api.createNamespace(accountId, title) : (await requestStateCodec.verify(namespaceState, ctx)) as Awaited<ReturnType<typeof this.api.createNamespace>>;
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(namespace, ctx) });
      return { content: [] };
    });
  }
}`)]),

    // Offered: the handler reaches its registrations only through higher-order wrappers (OpenTelemetry's span, a rate
    // limit) on a server the file builds without a hook: whatever runs it runs it for those registrations.
    invalid('resume with a new codec: a handler handed to wrappers inside the registrations', `import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { limiter, tracer, wise } from './infra';

type Handler = (args: any, ctx: ServerContext) => Promise<any>;
const withSpan = (name: string, fn: Handler): Handler => (args, ctx) => tracer.startActiveSpan(name, () => fn(args, ctx));
const withRateLimit = (fn: Handler): Handler => async (args, ctx) => {
  await limiter.consume(ctx.sessionId ?? 'anonymous');
  return fn(args, ctx);
};

const sendMoney: Handler = async ({ amount }, ctx) => {
  const quote = await /*!*/wise.createQuote(amount);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Rate \${quote.rate}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
};

export function buildServer() {
  const server = new McpServer({ name: 'transfers', version: '1.0.0' });
  server.registerTool('send_money', {}, withSpan('send_money', withRateLimit(sendMoney)));
  server.registerTool('send_money_fast', {}, withRateLimit(sendMoney));
  return server;
}`, [withNewCodec(`import { McpServer, acceptedContent, inputRequired, type ServerContext, createRequestStateCodec } from '@modelcontextprotocol/server';
import { limiter, tracer, wise } from './infra';
${NEW_CODEC}

type Handler = (args: any, ctx: ServerContext) => Promise<any>;
const withSpan = (name: string, fn: Handler): Handler => (args, ctx) => tracer.startActiveSpan(name, () => fn(args, ctx));
const withRateLimit = (fn: Handler): Handler => async (args, ctx) => {
  await limiter.consume(ctx.sessionId ?? 'anonymous');
  return fn(args, ctx);
};

const sendMoney: Handler = async ({ amount }, ctx) => {
  const quoteState = ctx.mcpReq.requestState<string>();
  const quote = quoteState === undefined ? await wise.createQuote(amount) : (await requestStateCodec.verify(quoteState, ctx)) as Awaited<ReturnType<typeof wise.createQuote>>;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Rate \${quote.rate}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(quote, ctx) });
  return { content: [] };
};

export function buildServer() {
  const server = new McpServer({ name: 'transfers', version: '1.0.0' });
  server.registerTool('send_money', {}, withSpan('send_money', withRateLimit(sendMoney)));
  server.registerTool('send_money_fast', {}, withRateLimit(sendMoney));
  return server;
}`)]),

    // Resume withheld: the handler is also kept in a table this file hands on (`HANDLERS`), which may run it on another
    // server with a hook; the send-then-ask move is offered instead.
    invalid('resume withheld (asking branch instead): a handler handed to wrappers and used another way too', `import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { limiter, tracer, wise } from './infra';

type Handler = (args: any, ctx: ServerContext) => Promise<any>;
const withSpan = (name: string, fn: Handler): Handler => (args, ctx) => tracer.startActiveSpan(name, () => fn(args, ctx));
const withRateLimit = (fn: Handler): Handler => async (args, ctx) => {
  await limiter.consume(ctx.sessionId ?? 'anonymous');
  return fn(args, ctx);
};

const sendMoney: Handler = async ({ amount }, ctx) => {
  const quote = await /*!*/wise.createQuote(amount);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Rate \${quote.rate}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
};
export const HANDLERS = { sendMoney };

export function buildServer() {
  const server = new McpServer({ name: 'transfers', version: '1.0.0' });
  server.registerTool('send_money', {}, withSpan('send_money', withRateLimit(sendMoney)));
  return server;
}`, [asking(`import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { limiter, tracer, wise } from './infra';

type Handler = (args: any, ctx: ServerContext) => Promise<any>;
const withSpan = (name: string, fn: Handler): Handler => (args, ctx) => tracer.startActiveSpan(name, () => fn(args, ctx));
const withRateLimit = (fn: Handler): Handler => async (args, ctx) => {
  await limiter.consume(ctx.sessionId ?? 'anonymous');
  return fn(args, ctx);
};

const sendMoney: Handler = async ({ amount }, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    const quote = await wise.createQuote(amount);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Rate \${quote.rate}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
};
export const HANDLERS = { sendMoney };

export function buildServer() {
  const server = new McpServer({ name: 'transfers', version: '1.0.0' });
  server.registerTool('send_money', {}, withSpan('send_money', withRateLimit(sendMoney)));
  return server;
}`)]),

    // Resume withheld: an exported handler may be registered by another module too, on a server with a hook; the
    // send-then-ask move is offered instead.
    invalid('resume withheld (asking branch instead): an exported handler handed to wrappers', `import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { limiter, tracer, wise } from './infra';

type Handler = (args: any, ctx: ServerContext) => Promise<any>;
const withSpan = (name: string, fn: Handler): Handler => (args, ctx) => tracer.startActiveSpan(name, () => fn(args, ctx));
const withRateLimit = (fn: Handler): Handler => async (args, ctx) => {
  await limiter.consume(ctx.sessionId ?? 'anonymous');
  return fn(args, ctx);
};

export const sendMoney: Handler = async ({ amount }, ctx) => {
  const quote = await /*!*/wise.createQuote(amount);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Rate \${quote.rate}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
};

export function buildServer() {
  const server = new McpServer({ name: 'transfers', version: '1.0.0' });
  server.registerTool('send_money', {}, withSpan('send_money', withRateLimit(sendMoney)));
  return server;
}`, [asking(`import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { limiter, tracer, wise } from './infra';

type Handler = (args: any, ctx: ServerContext) => Promise<any>;
const withSpan = (name: string, fn: Handler): Handler => (args, ctx) => tracer.startActiveSpan(name, () => fn(args, ctx));
const withRateLimit = (fn: Handler): Handler => async (args, ctx) => {
  await limiter.consume(ctx.sessionId ?? 'anonymous');
  return fn(args, ctx);
};

export const sendMoney: Handler = async ({ amount }, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    const quote = await wise.createQuote(amount);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Rate \${quote.rate}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
};

export function buildServer() {
  const server = new McpServer({ name: 'transfers', version: '1.0.0' });
  server.registerTool('send_money', {}, withSpan('send_money', withRateLimit(sendMoney)));
  return server;
}`)]),

    // Withheld: the tool also runs through a second wrapper's callback on a server whose options this file does not show plainly (a hook may verify the state).
    invalid('resume withheld: a tool two wrappers run, one on a server with options not known', `import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { CloudflareApi, serverOptions } from './api';

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  hooked = new McpServer({ name: 'workers', version: '1.0.0' }, serverOptions);
  private api = new CloudflareApi();

  private accountTool(name: string, cb: (args: any, accountId: string, ctx: any) => Promise<any>) {
    this.server.registerTool(name, {}, async (args: any, ctx) => {
      const accountId = await this.api.activeAccount();
      const result = await cb(args, accountId, ctx);
      return result as any;
    });
    this.hooked.registerTool(name, {}, async (args: any, ctx) => {
      const result = await cb(args, 'default', ctx);
      return result as any;
    });
  }

  async init() {
    this.accountTool('kv_create', async ({ title }: { title: string }, accountId: string, ctx: any) => {
      const namespace = await /*!*/this.api.createNamespace(accountId, title);
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      return { content: [] };
    });
  }
}`, [asking(`import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { CloudflareApi, serverOptions } from './api';

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  hooked = new McpServer({ name: 'workers', version: '1.0.0' }, serverOptions);
  private api = new CloudflareApi();

  private accountTool(name: string, cb: (args: any, accountId: string, ctx: any) => Promise<any>) {
    this.server.registerTool(name, {}, async (args: any, ctx) => {
      const accountId = await this.api.activeAccount();
      const result = await cb(args, accountId, ctx);
      return result as any;
    });
    this.hooked.registerTool(name, {}, async (args: any, ctx) => {
      const result = await cb(args, 'default', ctx);
      return result as any;
    });
  }

  async init() {
    this.accountTool('kv_create', async ({ title }: { title: string }, accountId: string, ctx: any) => {
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) {
        const namespace = await this.api.createNamespace(accountId, title);
        return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      }
      return { content: [] };
    });
  }
}`)]),

    // Offered: the only call of `registerBranchTools` passes a server built here without a hook, and nothing else can call it (not exported); the question comes from a same-file helper.
    invalid('resume with a new codec: createServer() hands its server to a same-file register function', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { BranchOps } from './ops';

function ask(key: string, message: string) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}

function registerBranchTools(server: McpServer, ops: BranchOps) {
  server.registerTool('create_branch', {}, async ({ name }: { name: string }, ctx) => {
    const branch = await /*!*/ops.createBranch(name);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'checkout')) return ask('checkout', \`Created \${branch.name}. Check it out?\`);
    return { content: [] };
  });
}

export function createServer(ops: BranchOps) {
  const server = new McpServer({ name: 'branches', version: '1.0.0' });
  registerBranchTools(server, ops);
  return server;
}`, [withNewCodec(`import { McpServer, acceptedContent, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import type { BranchOps } from './ops';
${NEW_CODEC}

function ask(key: string, message: string) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}

function registerBranchTools(server: McpServer, ops: BranchOps) {
  server.registerTool('create_branch', {}, async ({ name }: { name: string }, ctx) => {
    const branchState = ctx.mcpReq.requestState<string>();
    const branch = branchState === undefined ? await ops.createBranch(name) : (await requestStateCodec.verify(branchState, ctx)) as Awaited<ReturnType<typeof ops.createBranch>>;
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'checkout')) return { ...ask('checkout', \`Created \${branch.name}. Check it out?\`), requestState: await requestStateCodec.mint(branch, ctx) };
    return { content: [] };
  });
}

export function createServer(ops: BranchOps) {
  const server = new McpServer({ name: 'branches', version: '1.0.0' });
  registerBranchTools(server, ops);
  return server;
}`)]),

    // Withheld: one server hands the handler the verified payload, the other the raw string; no one rewrite reads both.
    invalid('resume withheld: the register function gets a server with a hook and one without', `${V2}
import type { BranchOps } from './ops';
const codec = createRequestStateCodec({ key: process.env.KEY! });

function registerBranchTools(server: McpServer, ops: BranchOps) {
  server.registerTool('create_branch', {}, async ({ name }: { name: string }, ctx) => {
    const branch = await /*!*/ops.createBranch(name);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'checkout')) return inputRequired({ inputRequests: { checkout: inputRequired.elicit({ message: branch.name, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}

export function createServers(ops: BranchOps) {
  const plain = new McpServer({ name: 'branches', version: '1.0.0' });
  const hooked = new McpServer({ name: 'branches', version: '1.0.0' }, { requestState: { verify: codec.verify } });
  registerBranchTools(plain, ops);
  registerBranchTools(hooked, ops);
  return [plain, hooked];
}`, [asking(`${V2}
import type { BranchOps } from './ops';
const codec = createRequestStateCodec({ key: process.env.KEY! });

function registerBranchTools(server: McpServer, ops: BranchOps) {
  server.registerTool('create_branch', {}, async ({ name }: { name: string }, ctx) => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'checkout')) {
      const branch = await ops.createBranch(name);
      return inputRequired({ inputRequests: { checkout: inputRequired.elicit({ message: branch.name, requestedSchema: { type: 'object', properties: {} } }) } });
    }
    return { content: [] };
  });
}

export function createServers(ops: BranchOps) {
  const plain = new McpServer({ name: 'branches', version: '1.0.0' });
  const hooked = new McpServer({ name: 'branches', version: '1.0.0' }, { requestState: { verify: codec.verify } });
  registerBranchTools(plain, ops);
  registerBranchTools(hooked, ops);
  return [plain, hooked];
}`)]),

    // Offered: the table's handler is registered on the hookless server of this file; `ask()` gives a question or `null`, returned behind `if (question)`.
    invalid('resume with a new codec: a tool table registered in a loop on a same-file server', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { BranchOps } from './ops';

const ops = new BranchOps();
const server = new McpServer({ name: 'branches', version: '1.0.0' });

function ask(ctx: any, key: string, message: string) {
  if (acceptedContent(ctx.mcpReq.inputResponses, key)) return null;
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}

const tools = {
  create_branch: {
    description: 'Create a branch',
    handler: async (args: { name: string }, ctx: any) => {
      const branch = await /*!*/ops.createBranch(args.name);
      const question = ask(ctx, 'checkout', \`Branch \${branch.name} created. Check it out?\`);
      if (question) return question;
      return { content: [] };
    },
  },
};

for (const [name, tool] of Object.entries(tools)) server.registerTool(name, { description: tool.description }, tool.handler);`, [withNewCodec(`import { McpServer, acceptedContent, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { BranchOps } from './ops';
${NEW_CODEC}

const ops = new BranchOps();
const server = new McpServer({ name: 'branches', version: '1.0.0' });

function ask(ctx: any, key: string, message: string) {
  if (acceptedContent(ctx.mcpReq.inputResponses, key)) return null;
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}

const tools = {
  create_branch: {
    description: 'Create a branch',
    handler: async (args: { name: string }, ctx: any) => {
      const branchState = ctx.mcpReq.requestState<string>();
      const branch = branchState === undefined ? await ops.createBranch(args.name) : (await requestStateCodec.verify(branchState, ctx)) as Awaited<ReturnType<typeof ops.createBranch>>;
      const question = ask(ctx, 'checkout', \`Branch \${branch.name} created. Check it out?\`);
      if (question) return { ...question, requestState: await requestStateCodec.mint(branch, ctx) };
      return { content: [] };
    },
  },
};

for (const [name, tool] of Object.entries(tools)) server.registerTool(name, { description: tool.description }, tool.handler);`)]),

    // Withheld: the parameter is replaced by a server of another module before the tool is registered on it.
    invalid('resume withheld: the register function replaces the server it is given', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { BranchOps } from './ops';
import { withTelemetry } from './telemetry';

function registerBranchTools(server: McpServer, ops: BranchOps) {
  server = withTelemetry(server);
  server.registerTool('create_branch', {}, async ({ name }: { name: string }, ctx) => {
    const branch = await /*!*/ops.createBranch(name);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'checkout')) return inputRequired({ inputRequests: { checkout: inputRequired.elicit({ message: branch.name, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  });
}

export function createServer(ops: BranchOps) {
  const server = new McpServer({ name: 'branches', version: '1.0.0' });
  registerBranchTools(server, ops);
  return server;
}`, [asking(`import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import type { BranchOps } from './ops';
import { withTelemetry } from './telemetry';

function registerBranchTools(server: McpServer, ops: BranchOps) {
  server = withTelemetry(server);
  server.registerTool('create_branch', {}, async ({ name }: { name: string }, ctx) => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'checkout')) {
      const branch = await ops.createBranch(name);
      return inputRequired({ inputRequests: { checkout: inputRequired.elicit({ message: branch.name, requestedSchema: { type: 'object', properties: {} } }) } });
    }
    return { content: [] };
  });
}

export function createServer(ops: BranchOps) {
  const server = new McpServer({ name: 'branches', version: '1.0.0' });
  registerBranchTools(server, ops);
  return server;
}`)]),

    // Withheld: `this.server` is reassigned with options the file does not show, which may install a hook.
    invalid('resume withheld: the server class field is replaced with other options', `import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';
import { options } from './options';

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  private api = new CloudflareApi();

  async init() {
    this.server = new McpServer({ name: 'workers', version: '1.0.0' }, options);
    this.server.registerTool('kv_create', {}, async ({ title }: { title: string }, ctx) => {
      const namespace = await /*!*/this.api.createNamespace(title);
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: namespace.id, requestedSchema: { type: 'object', properties: {} } }) } });
      return { content: [] };
    });
  }
}`, [asking(`import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';
import { options } from './options';

export class WorkersAgent extends McpAgent {
  server = new McpServer({ name: 'workers', version: '1.0.0' });
  private api = new CloudflareApi();

  async init() {
    this.server = new McpServer({ name: 'workers', version: '1.0.0' }, options);
    this.server.registerTool('kv_create', {}, async ({ title }: { title: string }, ctx) => {
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) {
        const namespace = await this.api.createNamespace(title);
        return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: namespace.id, requestedSchema: { type: 'object', properties: {} } }) } });
      }
      return { content: [] };
    });
  }
}`)]),

    // Offered: the tool is stored by a same-file registry whose `attach` registers it on the server it is given, and the
    // file's only call of `attach` (on the registry's only instance, a `const` used only to call its methods) gives it a
    // server built here without a hook (the bookings server's shape).
    invalid('resume with a new codec: a tool added to a same-file registry attached to a server of the file', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookings } from './bookings';

${TOOL_REGISTRY}

const registry = new ToolRegistry();

${HOLD_TABLE}

export function createServer() {
  const server = new McpServer({ name: 'bookings', version: '1.0.0' });
  registry.attach(server);
  return server;
}`, [withNewCodec(`import { McpServer, acceptedContent, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { bookings } from './bookings';
${NEW_CODEC}

${TOOL_REGISTRY}

const registry = new ToolRegistry();

registry.add('hold_table', 'Hold a table', async ({ venue }: { venue: string }, ctx) => {
  const holdState = ctx.mcpReq.requestState<string>();
  const hold = holdState === undefined ? await bookings.createHold(venue) : (await requestStateCodec.verify(holdState, ctx)) as Awaited<ReturnType<typeof bookings.createHold>>;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'deposit')) return inputRequired({ inputRequests: { deposit: inputRequired.elicit({ message: \`Hold \${hold.id}: pay the deposit?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(hold, ctx) });
  return { content: [] };
});

export function createServer() {
  const server = new McpServer({ name: 'bookings', version: '1.0.0' });
  registry.attach(server);
  return server;
}`)]),

    // Offered: two registries whose `register` loops over the Map with `forEach`; each instance's only call gives it a
    // server built here without a hook, one of them written in the call.
    invalid('resume with a new codec: registries whose register loops, attached to servers of the file', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookings } from './bookings';

type Handler = (args: any, ctx: any) => Promise<unknown>;

class ToolRegistry {
  private readonly tools = new Map<string, { description: string; handler: Handler }>();

  add(name: string, description: string, handler: Handler) {
    this.tools.set(name, { description, handler });
  }

  register(server: McpServer) {
    this.tools.forEach(({ description, handler }, name) => {
      server.registerTool(name, { description }, handler);
    });
  }
}

const guestTools = new ToolRegistry();
const staffTools = new ToolRegistry();

guestTools.add('hold_table', 'Hold a table', async ({ venue }: { venue: string }, ctx) => {
  const hold = await /*!*/bookings.createHold(venue);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'deposit')) return inputRequired({ inputRequests: { deposit: inputRequired.elicit({ message: \`Hold \${hold.id}: pay the deposit?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});

const guests = new McpServer({ name: 'bookings', version: '1.0.0' });
guestTools.register(guests);
staffTools.register(new McpServer({ name: 'bookings-staff', version: '1.0.0' }));
export { guests };`, [withNewCodec(`import { McpServer, acceptedContent, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { bookings } from './bookings';
${NEW_CODEC}

type Handler = (args: any, ctx: any) => Promise<unknown>;

class ToolRegistry {
  private readonly tools = new Map<string, { description: string; handler: Handler }>();

  add(name: string, description: string, handler: Handler) {
    this.tools.set(name, { description, handler });
  }

  register(server: McpServer) {
    this.tools.forEach(({ description, handler }, name) => {
      server.registerTool(name, { description }, handler);
    });
  }
}

const guestTools = new ToolRegistry();
const staffTools = new ToolRegistry();

guestTools.add('hold_table', 'Hold a table', async ({ venue }: { venue: string }, ctx) => {
  const holdState = ctx.mcpReq.requestState<string>();
  const hold = holdState === undefined ? await bookings.createHold(venue) : (await requestStateCodec.verify(holdState, ctx)) as Awaited<ReturnType<typeof bookings.createHold>>;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'deposit')) return inputRequired({ inputRequests: { deposit: inputRequired.elicit({ message: \`Hold \${hold.id}: pay the deposit?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(hold, ctx) });
  return { content: [] };
});

const guests = new McpServer({ name: 'bookings', version: '1.0.0' });
guestTools.register(guests);
staffTools.register(new McpServer({ name: 'bookings-staff', version: '1.0.0' }));
export { guests };`)]),

    // Withheld: the registry is attached to a server whose hook verifies the state and to one without a hook; one hands
    // the handler the verified payload, the other the raw string, and no one rewrite reads both.
    invalid('resume withheld: the registry is attached to a server with a hook and to one without', `${V2}
import { bookings } from './bookings';
const codec = createRequestStateCodec({ key: process.env.KEY! });

${TOOL_REGISTRY}

const registry = new ToolRegistry();

${HOLD_TABLE}

export function createServers() {
  const hooked = new McpServer({ name: 'bookings', version: '1.0.0' }, { requestState: { verify: codec.verify } });
  const plain = new McpServer({ name: 'bookings', version: '1.0.0' });
  registry.attach(hooked);
  registry.attach(plain);
  return [hooked, plain];
}`, [asking(`${V2}
import { bookings } from './bookings';
const codec = createRequestStateCodec({ key: process.env.KEY! });

${TOOL_REGISTRY}

const registry = new ToolRegistry();

${HOLD_TABLE_ASKING}

export function createServers() {
  const hooked = new McpServer({ name: 'bookings', version: '1.0.0' }, { requestState: { verify: codec.verify } });
  const plain = new McpServer({ name: 'bookings', version: '1.0.0' });
  registry.attach(hooked);
  registry.attach(plain);
  return [hooked, plain];
}`)]),

    // Withheld: the registry is exported, so another module may attach it to a server this file does not show.
    invalid('resume withheld: the registry instance is exported', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookings } from './bookings';

${TOOL_REGISTRY}

export const registry = new ToolRegistry();

${HOLD_TABLE}

const server = new McpServer({ name: 'bookings', version: '1.0.0' });
registry.attach(server);`, [asking(`import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookings } from './bookings';

${TOOL_REGISTRY}

export const registry = new ToolRegistry();

${HOLD_TABLE_ASKING}

const server = new McpServer({ name: 'bookings', version: '1.0.0' });
registry.attach(server);`)]),

    // Withheld: the registry is handed to a function of another module, which may attach it anywhere.
    invalid('resume withheld: the registry is handed to another module', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookings } from './bookings';
import { addPluginTools } from './plugins';

${TOOL_REGISTRY}

const registry = new ToolRegistry();

${HOLD_TABLE}

const server = new McpServer({ name: 'bookings', version: '1.0.0' });
addPluginTools(registry);
registry.attach(server);`, [asking(`import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { bookings } from './bookings';
import { addPluginTools } from './plugins';

${TOOL_REGISTRY}

const registry = new ToolRegistry();

${HOLD_TABLE_ASKING}

const server = new McpServer({ name: 'bookings', version: '1.0.0' });
addPluginTools(registry);
registry.attach(server);`)]),

    // Offered: the wrapper is given the agent (`this`), every call of it passes one, and the agent's `server` field is
    // built here without a hook; the tool gets the SDK context inside an object and destructures it under its key.
    invalid('resume with a new codec: a wrapper given the agent passes ctx to the tool inside an object', `${AGENT_IMPORTS}

${ACCOUNT_TOOL('', '{ accountId, ctx }')}

${WORKERS_AGENT(KV_CREATE)}`, [withNewCodec(`import { McpAgent } from 'agents/mcp';
import { McpServer, acceptedContent, inputRequired, type ServerContext, createRequestStateCodec } from '@modelcontextprotocol/server';
import { CloudflareApi } from './api';
${NEW_CODEC}

${ACCOUNT_TOOL('', '{ accountId, ctx }')}

${WORKERS_AGENT(`
      const namespaceState = ctx.mcpReq.requestState<string>();
      const namespace = namespaceState === undefined ? await this.api.createNamespace(accountId, title) : (await requestStateCodec.verify(namespaceState, ctx)) as Awaited<ReturnType<typeof this.api.createNamespace>>;
      if (!acceptedContent(ctx.mcpReq.inputResponses, 'bind')) return inputRequired({ inputRequests: { bind: inputRequired.elicit({ message: \`Created \${namespace.id}. Bind it?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(namespace, ctx) });`)}`)]),

    // Withheld: a function of the file replaces the agent's server with one whose options may install a hook.
    invalid("resume withheld: the agent's server field is replaced from outside the class", `${AGENT_IMPORTS}
import { serverOptions } from './options';

${ACCOUNT_TOOL('', '{ accountId, ctx }')}

${WORKERS_AGENT(KV_CREATE)}

export function withOptions(agent: WorkersAgent) {
  agent.server = new McpServer({ name: 'workers', version: '1.0.0' }, serverOptions);
}`, [asking(`${AGENT_IMPORTS}
import { serverOptions } from './options';

${ACCOUNT_TOOL('', '{ accountId, ctx }')}

${WORKERS_AGENT(KV_CREATE_ASKING)}

export function withOptions(agent: WorkersAgent) {
  agent.server = new McpServer({ name: 'workers', version: '1.0.0' }, serverOptions);
}`)]),

    // Withheld: the wrapper is exported, so another module may call it with an agent whose server has a hook.
    invalid('resume withheld: the wrapper given the agent is exported', `${AGENT_IMPORTS}

${ACCOUNT_TOOL('export ', '{ accountId, ctx }')}

${WORKERS_AGENT(KV_CREATE)}`, [asking(`${AGENT_IMPORTS}

${ACCOUNT_TOOL('export ', '{ accountId, ctx }')}

${WORKERS_AGENT(KV_CREATE_ASKING)}`)]),

    // Withheld: the wrapper passes the context under another key, so the tool's `ctx` is not the SDK's context.
    invalid('resume withheld: the wrapper passes the context under another key', `${AGENT_IMPORTS}

${ACCOUNT_TOOL('', '{ accountId, context: ctx }')}

${WORKERS_AGENT(KV_CREATE)}`, [asking(`${AGENT_IMPORTS}

${ACCOUNT_TOOL('', '{ accountId, context: ctx }')}

${WORKERS_AGENT(KV_CREATE_ASKING)}`)]),

    // Withheld: a spread after the context may replace it (`overrides.ctx`).
    invalid('resume withheld: a spread after the context in the object may replace it', `${AGENT_IMPORTS}
import { overrides } from './overrides';

${ACCOUNT_TOOL('', '{ accountId, ctx, ...overrides }')}

${WORKERS_AGENT(KV_CREATE)}`, [asking(`${AGENT_IMPORTS}
import { overrides } from './overrides';

${ACCOUNT_TOOL('', '{ accountId, ctx, ...overrides }')}

${WORKERS_AGENT(KV_CREATE_ASKING)}`)]),

    // Offered: the wrapper takes the server itself, every call passes the module's hookless server, and the tool
    // renames the context it destructures (`context: serverContext`): the resume reads and mints with that name.
    invalid('resume with a new codec: a wrapper taking the server passes the context under a key the tool renames', `import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { branches } from './branches';
import { currentUser } from './auth';

function userTool(server: McpServer, name: string, handler: (args: any, call: { userId: string; context: ServerContext }) => Promise<any>) {
  server.registerTool(name, {}, async (args: any, ctx) => {
    const userId = await currentUser(ctx);
    return handler(args, { userId, context: ctx });
  });
}

const server = new McpServer({ name: 'branches', version: '1.0.0' });

userTool(server, 'create_branch', async ({ name }: { name: string }, { userId, context: serverContext }) => {
  const branch = await /*!*/branches.create(userId, name);
  if (!acceptedContent(serverContext.mcpReq.inputResponses, 'checkout')) return inputRequired({ inputRequests: { checkout: inputRequired.elicit({ message: \`Created \${branch.name}. Check it out?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});

export default server;`, [withNewCodec(`import { McpServer, acceptedContent, inputRequired, type ServerContext, createRequestStateCodec } from '@modelcontextprotocol/server';
import { branches } from './branches';
import { currentUser } from './auth';
${NEW_CODEC}

function userTool(server: McpServer, name: string, handler: (args: any, call: { userId: string; context: ServerContext }) => Promise<any>) {
  server.registerTool(name, {}, async (args: any, ctx) => {
    const userId = await currentUser(ctx);
    return handler(args, { userId, context: ctx });
  });
}

const server = new McpServer({ name: 'branches', version: '1.0.0' });

userTool(server, 'create_branch', async ({ name }: { name: string }, { userId, context: serverContext }) => {
  const branchState = serverContext.mcpReq.requestState<string>();
  const branch = branchState === undefined ? await branches.create(userId, name) : (await requestStateCodec.verify(branchState, serverContext)) as Awaited<ReturnType<typeof branches.create>>;
  if (!acceptedContent(serverContext.mcpReq.inputResponses, 'checkout')) return inputRequired({ inputRequests: { checkout: inputRequired.elicit({ message: \`Created \${branch.name}. Check it out?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(branch, serverContext) });
  return { content: [] };
});

export default server;`)]),

    // Offered: the awaited question of an async helper is spread in, not its promise.
    invalid("resume: an async helper's awaited question", `${V2}
import { reserveSeat } from './booking';
import { loadPolicy } from './policy';
${HOOKED}
async function ask(message: string) {
  const policy = await loadPolicy();
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`\${message} (\${policy.name})\`, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return await ask(\`Seat \${seat.id}?\`);
  return { content: [] };
});`, [resume(`${V2}
import { reserveSeat } from './booking';
import { loadPolicy } from './policy';
${HOOKED}
async function ask(message: string) {
  const policy = await loadPolicy();
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`\${message} (\${policy.name})\`, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? await reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return { ...await ask(\`Seat \${seat.id}?\`), requestState: await codec.mint(seat, ctx) };
  return { content: [] };
});`)]),

    // Withheld: spread, the promise would be an empty object; the handler's own `await` is what resolves it.
    invalid("resume withheld: an async helper's question returned as a promise", `${V2}
import { reserveSeat } from './booking';
import { loadPolicy } from './policy';
${HOOKED}
async function ask(message: string) {
  const policy = await loadPolicy();
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`\${message} (\${policy.name})\`, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ask(\`Seat \${seat.id}?\`);
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
import { loadPolicy } from './policy';
${HOOKED}
async function ask(message: string) {
  const policy = await loadPolicy();
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`\${message} (\${policy.name})\`, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(flight);
    return ask(\`Seat \${seat.id}?\`);
  }
  return { content: [] };
});`)]),

    // Withheld: the helper reads the state the resume would replace.
    invalid('resume withheld: the helper reads requestState', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(ctx: any, message: string) {
  const step = ctx.mcpReq.requestState();
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`\${message} (step \${step?.n ?? 1})\`, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ask(ctx, \`Seat \${seat.id}?\`);
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(ctx: any, message: string) {
  const step = ctx.mcpReq.requestState();
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`\${message} (step \${step?.n ?? 1})\`, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(flight);
    return ask(ctx, \`Seat \${seat.id}?\`);
  }
  return { content: [] };
});`)]),

    // Offered: the branch that asks carries the state; the other is a plain result, which carries none.
    invalid('resume: a question a helper builds in a branch of ?:', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string) { return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } }); }
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [{ type: 'text', text: seat.id }] } : ask(\`Seat \${seat.id}?\`);
});`, [resume(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string) { return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } }); }
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? await reserveSeat(flight);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [{ type: 'text', text: seat.id }] } : { ...ask(\`Seat \${seat.id}?\`), requestState: await codec.mint(seat, ctx) };
});`)]),

    // Withheld: `finish(seat)` may give anything, a question without the state among them.
    invalid('resume withheld: the other branch of ?: may be a question too', `${V2}
import { reserveSeat } from './booking';
import { finish } from './finish';
${HOOKED}
function ask(message: string) { return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } }); }
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? finish(seat) : ask(\`Seat \${seat.id}?\`);
});`, []),

    // Withheld: state comes back as JSON, without `seat.release()`.
    invalid('resume withheld: a method is called on the result', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) {
    await seat.release();
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(args.flight);
    await seat.release();
    return inputRequired({ inputRequests: {} });
  }
  return { content: [] };
}`)]),

    // Offered: no type names the result of a call on a call's result (`db.collection(c).insertOne`), so the work
    // becomes a local arrow on the line before, whose result type the compiler infers; it still runs only on the round without state.
    invalid('resume: the work of a chain moves into an arrow whose type names the state', `${V2}
import { MongoClient } from 'mongodb';
${HOOKED}
const db = new MongoClient(process.env.MONGO_URL!).db('app');
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  const hold = await /*!*/db.collection('holds').insertOne({ flight, at: Date.now() });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold \${hold.insertedId}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`${V2}
import { MongoClient } from 'mongodb';
${HOOKED}
const db = new MongoClient(process.env.MONGO_URL!).db('app');
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  const holdCall = () => db.collection('holds').insertOne({ flight, at: Date.now() });
  const hold = ctx.mcpReq.requestState<Awaited<ReturnType<typeof holdCall>>>() ?? await holdCall();
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold \${hold.insertedId}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(hold, ctx) });
  return { content: [] };
});`)]),

    // Offered: a member of a chain's result, through the arrow; the state's type indexes the arrow's result type.
    invalid('resume: a member of a chain result, through an arrow', `${V2}
import { MongoClient } from 'mongodb';
${HOOKED}
const db = new MongoClient(process.env.MONGO_URL!).db('app');
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  const holdId = (await /*!*/db.collection('holds').insertOne({ flight })).insertedId;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold \${holdId}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`${V2}
import { MongoClient } from 'mongodb';
${HOOKED}
const db = new MongoClient(process.env.MONGO_URL!).db('app');
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  const holdIdCall = () => db.collection('holds').insertOne({ flight });
  const holdId = ctx.mcpReq.requestState<Awaited<ReturnType<typeof holdIdCall>>['insertedId']>() ?? (await holdIdCall()).insertedId;
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold \${holdId}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(holdId, ctx) });
  return { content: [] };
});`)]),

    // Withheld: the name the arrow would take is in use.
    invalid('resume withheld: the name of the extracted arrow is taken', `${V2}
import { MongoClient } from 'mongodb';
${HOOKED}
const db = new MongoClient(process.env.MONGO_URL!).db('app');
const holdCall = 'hold';
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  const hold = await /*!*/db.collection('holds').insertOne({ flight, at: holdCall });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold \${hold.insertedId}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { MongoClient } from 'mongodb';
${HOOKED}
const db = new MongoClient(process.env.MONGO_URL!).db('app');
const holdCall = 'hold';
server.registerTool('hold', {}, async ({ flight }: { flight: string }, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    const hold = await db.collection('holds').insertOne({ flight, at: holdCall });
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Hold \${hold.insertedId}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Withheld: an ObjectId in the result comes back as a string, without `toHexString()`.
    invalid('resume withheld: a method of a value in the result that JSON drops', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.holdId.toHexString()}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    const seat = await reserveSeat(flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Seat \${seat.holdId.toHexString()}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Withheld: a \`Date\` in the result comes back as its ISO string, which has no \`toISOString()\`.
    invalid('resume withheld: a Date method on a value in the result', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Held until \${seat.expiresAt.toISOString()}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    const seat = await reserveSeat(flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Held until \${seat.expiresAt.toISOString()}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Offered: a number in the result keeps \`toFixed\` once it comes back as JSON.
    invalid('resume: a number method on a value in the result', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Pay \${seat.price.toFixed(2)}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx) => {
  const seat = ctx.mcpReq.requestState<Awaited<ReturnType<typeof reserveSeat>>>() ?? await reserveSeat(flight);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Pay \${seat.price.toFixed(2)}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(seat, ctx) });
  return { content: [] };
});`)]),

    // Withheld: a low-level handler only has the raw string, which would have to be verified by hand.
    invalid('resume withheld: raw params.requestState', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.server.setRequestHandler('tools/call', async (request: any) => {
  const seat = await /*!*/reserveSeat(request.params.arguments.flight);
  if (!request.params.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.server.setRequestHandler('tools/call', async (request: any) => {
  if (!request.params.inputResponses?.ok) {
    const seat = await reserveSeat(request.params.arguments.flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Withheld: an un-awaited result may be a promise, which is no data to carry.
    invalid('resume withheld: the result is not awaited', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  const seat = /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: String(seat), requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [(await seat).id] };
}`, []),

    // Offered: the server is built here without a verify hook, so the handler verifies the raw state with the file's codec.
    invalid('resume verifying: the file has a codec, its server no hook', `${V2}
import { reserveSeat } from './booking';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, [verifying(`${V2}
import { reserveSeat } from './booking';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seatState = ctx.mcpReq.requestState<string>();
  const seat = seatState === undefined ? await reserveSeat(flight) : (await codec.verify(seatState, ctx)) as Awaited<ReturnType<typeof reserveSeat>>;
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT_WITH_STATE('codec')};
  return { content: [] };
});`)]),

    // Offered: no codec anywhere, the server built here without a hook: a module-level codec is added, with its import.
    invalid('resume with a new codec: single-file server, no codec', `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';

const server = new McpServer({ name: 's', version: '1' }, { capabilities: { tools: {} } });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  // Hold the seat first: the question names it.
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, [withNewCodec(`import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
${NEW_CODEC}

const server = new McpServer({ name: 's', version: '1' }, { capabilities: { tools: {} } });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  // Hold the seat first: the question names it.
  const seatState = ctx.mcpReq.requestState<string>();
  const seat = seatState === undefined ? await reserveSeat(flight) : (await requestStateCodec.verify(seatState, ctx)) as Awaited<ReturnType<typeof reserveSeat>>;
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT_WITH_STATE('requestStateCodec')};
  return { content: [] };
});`)]),

    // Offered without type arguments or casts in JavaScript; the SDK is a namespace import, so no import changes.
    invalid('resume with a new codec: JavaScript, namespace import', `import * as mcp from '@modelcontextprotocol/server';
import { reserveSeat } from './booking.js';
const server = new mcp.McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }, ctx) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return mcp.inputRequired({ inputRequests: { ok: mcp.inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [withNewCodec(`import * as mcp from '@modelcontextprotocol/server';
import { reserveSeat } from './booking.js';
${NEW_CODEC.replace('createRequestStateCodec({', 'mcp.createRequestStateCodec({')}
const server = new mcp.McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }, ctx) => {
  const seatState = ctx.mcpReq.requestState();
  const seat = seatState === undefined ? await reserveSeat(flight) : await requestStateCodec.verify(seatState, ctx);
  if (!ctx.mcpReq.inputResponses?.ok) return mcp.inputRequired({ inputRequests: { ok: mcp.inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(seat, ctx) });
  return { content: [] };
});`)], { filename: 'tool.js' }),

    // Withheld: options spread in may install a verify hook the new codec's state would not pass.
    invalid('resume withheld: server options with a spread', `${V2}
import { reserveSeat } from './booking';
import { options } from './options';
const server = new McpServer({ name: 's', version: '1' }, { ...options });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
import { options } from './options';
const server = new McpServer({ name: 's', version: '1' }, { ...options });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(flight);
    return ${ASK_SEAT};
  }
  return { content: [] };
});`)]),

    // Withheld: the server gets its hook in another file; a codec added here would mint state that hook refuses.
    invalid('resume withheld: server passed in, its hook elsewhere', `${V2}
import { reserveSeat } from './booking';
export function register(server: McpServer) {
  server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
    const seat = await /*!*/reserveSeat(flight);
    if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
    return { content: [] };
  });
}`, [asking(`${V2}
import { reserveSeat } from './booking';
export function register(server: McpServer) {
  server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
    if (!ctx.mcpReq.inputResponses?.ok) {
      const seat = await reserveSeat(flight);
      return ${ASK_SEAT};
    }
    return { content: [] };
  });
}`)]),

    // Withheld: the name the new codec would take is already used in the file.
    invalid('resume withheld: requestStateCodec is taken', `${V2}
import { reserveSeat } from './booking';
import { requestStateCodec } from './legacy';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, [asking(`${V2}
import { reserveSeat } from './booking';
import { requestStateCodec } from './legacy';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(flight);
    return ${ASK_SEAT};
  }
  return { content: [] };
});`)]),

    // Withheld: the server class comes from a re-exporter, whose server this file cannot vouch has no hook.
    invalid('resume withheld: the server class comes from a re-exporter', `import { McpServer } from 'mcp-handler';
import { inputRequired } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, [asking(`import { McpServer } from 'mcp-handler';
import { inputRequired } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.ok) {
    const seat = await reserveSeat(flight);
    return ${ASK_SEAT};
  }
  return { content: [] };
});`)]),

    // Withheld: xmcp's context is no ServerContext, which the codec's verify needs.
    invalid('resume withheld: xmcp tool without a codec', `import { inputRequired } from 'xmcp';
import { reserveSeat } from './booking';
export const schema = {};
export default async function book(params: { flight: string }, extra: any) {
  const seat = await /*!*/reserveSeat(params.flight);
  if (!extra.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return 'booked';
}`, [asking(`import { inputRequired } from 'xmcp';
import { reserveSeat } from './booking';
export const schema = {};
export default async function book(params: { flight: string }, extra: any) {
  if (!extra.inputResponses?.ok) {
    const seat = await reserveSeat(params.flight);
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return 'booked';
}`)]),

    // Offered as verifying: another handler reads the accessor back, but the server built here has no hook, so the
    // accessor returns the raw string: trusting it as the seat (the hooked form) would be wrong.
    invalid('resume verifying: accessor read elsewhere does not prove a hook on a server built here', `${V2}
import { reserveSeat } from './booking';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { capabilities: {} });
server.registerTool('peek', {}, async (ctx: any) => ({ content: [{ type: 'text', text: String(ctx.mcpReq.requestState()) }] }));
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, [verifying(`${V2}
import { reserveSeat } from './booking';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { capabilities: {} });
server.registerTool('peek', {}, async (ctx: any) => ({ content: [{ type: 'text', text: String(ctx.mcpReq.requestState()) }] }));
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seatState = ctx.mcpReq.requestState<string>();
  const seat = seatState === undefined ? await reserveSeat(flight) : (await codec.verify(seatState, ctx)) as Awaited<ReturnType<typeof reserveSeat>>;
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT_WITH_STATE('codec')};
  return { content: [] };
});`)]),

    // Offered: the pattern read as a value is what the state carries, and the same pattern takes it apart on later rounds.
    invalid('resume: a destructured result', `${V2}
import { createDraft } from './drafts';
${HOOKED}
server.registerTool('draft', {}, async ({ to }: { to: string }, ctx: any) => {
  const { id: draftId, preview } = await /*!*/createDraft(to);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${draftId}: \${preview}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`${V2}
import { createDraft } from './drafts';
${HOOKED}
server.registerTool('draft', {}, async ({ to }: { to: string }, ctx: any) => {
  const { id: draftId, preview } = ctx.mcpReq.requestState<Awaited<ReturnType<typeof createDraft>>>() ?? await createDraft(to);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${draftId}: \${preview}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint({ id: draftId, preview }, ctx) });
  return { content: [] };
});`)]),

    // Offered: both results feed the question; their tuple type is written from the callees.
    invalid('resume: Promise.all of a list, destructured as a tuple', `${V2}
import { createDraft } from './drafts';
import { reserveSlot } from './calendar';
${HOOKED}
server.registerTool('invite', {}, async ({ to, day }: { to: string; day: string }, ctx: any) => {
  const [draft, slot] = await Promise.all([/*!*/createDraft(to), /*!*/reserveSlot(day)]);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${draft.id} for \${slot.start}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [[resume(`${V2}
import { createDraft } from './drafts';
import { reserveSlot } from './calendar';
${HOOKED}
server.registerTool('invite', {}, async ({ to, day }: { to: string; day: string }, ctx: any) => {
  const [draft, slot] = ctx.mcpReq.requestState<[Awaited<ReturnType<typeof createDraft>>, Awaited<ReturnType<typeof reserveSlot>>]>() ?? await Promise.all([createDraft(to), reserveSlot(day)]);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${draft.id} for \${slot.start}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint([draft, slot], ctx) });
  return { content: [] };
});`)], [resume(`${V2}
import { createDraft } from './drafts';
import { reserveSlot } from './calendar';
${HOOKED}
server.registerTool('invite', {}, async ({ to, day }: { to: string; day: string }, ctx: any) => {
  const [draft, slot] = ctx.mcpReq.requestState<[Awaited<ReturnType<typeof createDraft>>, Awaited<ReturnType<typeof reserveSlot>>]>() ?? await Promise.all([createDraft(to), reserveSlot(day)]);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${draft.id} for \${slot.start}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint([draft, slot], ctx) });
  return { content: [] };
});`)]]),

    // Offered: the drafts the question counts are carried as an array of the callee's result; array methods come back with it from JSON.
    invalid('resume: Promise.all(ids.map(...)) feeding the question', `${V2}
import { drafts } from './drafts';
${HOOKED}
server.registerTool('drafts', {}, async ({ to }: { to: string[] }, ctx: any) => {
  const created = await Promise.all(to.map((address) => /*!*/drafts.create(address)));
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${created.length} drafts?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [{ type: 'text', text: created.map((draft) => draft.id).join() }] };
});`, [resume(`${V2}
import { drafts } from './drafts';
${HOOKED}
server.registerTool('drafts', {}, async ({ to }: { to: string[] }, ctx: any) => {
  const created = ctx.mcpReq.requestState<Awaited<ReturnType<typeof drafts.create>>[]>() ?? await Promise.all(to.map((address) => drafts.create(address)));
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${created.length} drafts?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(created, ctx) });
  return { content: [{ type: 'text', text: created.map((draft) => draft.id).join() }] };
});`)]),

    // Offered: `typeof this.drafts.create` names the result type inside the class.
    invalid('resume: a service on this, in a class method', `${V2}
import type { DraftService } from './drafts';
${HOOKED}
export class DraftTools {
  constructor(private readonly drafts: DraftService) {}
  async draft({ to }: { to: string }, ctx: any) {
    const draft = await /*!*/this.drafts.create(to);
    if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${draft.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [] };
  }
}`, [resume(`${V2}
import type { DraftService } from './drafts';
${HOOKED}
export class DraftTools {
  constructor(private readonly drafts: DraftService) {}
  async draft({ to }: { to: string }, ctx: any) {
    const draft = ctx.mcpReq.requestState<Awaited<ReturnType<typeof this.drafts.create>>>() ?? await this.drafts.create(to);
    if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${draft.id}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(draft, ctx) });
    return { content: [] };
  }
}`)]),

    // Offered in JavaScript, which needs no type: `item.client.create` could not be named in a type outside the callback.
    invalid('resume in JavaScript: a mapped call on the callback parameter', `import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
const codec = createRequestStateCodec({ key: process.env.KEY });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
server.registerTool('fan-out', {}, async ({ items }, ctx) => {
  const made = await Promise.all(items.map((item) => /*!*/item.client.create(item)));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Made \${made.length}. Go on?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`import { McpServer, inputRequired, createRequestStateCodec } from '@modelcontextprotocol/server';
const codec = createRequestStateCodec({ key: process.env.KEY });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
server.registerTool('fan-out', {}, async ({ items }, ctx) => {
  const made = ctx.mcpReq.requestState() ?? await Promise.all(items.map((item) => item.client.create(item)));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Made \${made.length}. Go on?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(made, ctx) });
  return { content: [] };
});`)], { filename: 'file.js' }),

    // Offered through an arrow: `typeof item.client.create` names nothing outside the callback, so the whole
    // `Promise.all` becomes a local arrow whose result type the compiler infers.
    invalid('resume: a mapped call on the callback parameter in TypeScript, through an arrow', `${V2}
${HOOKED}
server.registerTool('fan-out', {}, async ({ items }: { items: any[] }, ctx: any) => {
  const made = await Promise.all(items.map((item) => /*!*/item.client.create(item)));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Made \${made.length}. Go on?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [resume(`${V2}
${HOOKED}
server.registerTool('fan-out', {}, async ({ items }: { items: any[] }, ctx: any) => {
  const madeCall = () => Promise.all(items.map((item) => item.client.create(item)));
  const made = ctx.mcpReq.requestState<Awaited<ReturnType<typeof madeCall>>>() ?? await madeCall();
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Made \${made.length}. Go on?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(made, ctx) });
  return { content: [] };
});`)]),

    // Withheld: on later rounds `seen` would stay empty; only calls whose results are the whole work are skipped.
    invalid('resume withheld: a callback with statements', `${V2}
import { drafts } from './drafts';
${HOOKED}
server.registerTool('drafts', {}, async ({ to }: { to: string[] }, ctx: any) => {
  const seen: string[] = [];
  const created: { id: string }[] = await Promise.all(to.map((address) => { seen.push(address); return /*!*/drafts.create(address); }));
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${created.length} drafts to \${seen.join()}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { drafts } from './drafts';
${HOOKED}
server.registerTool('drafts', {}, async ({ to }: { to: string[] }, ctx: any) => {
  const seen: string[] = [];
  if (!ctx.mcpReq.inputResponses?.send) {
    const created: { id: string }[] = await Promise.all(to.map((address) => { seen.push(address); return drafts.create(address); }));
    return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${created.length} drafts to \${seen.join()}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Withheld: a rejected reason is an Error, which comes back from JSON state as an empty object.
    invalid('resume withheld: Promise.allSettled', `${V2}
import { createDraft } from './drafts';
${HOOKED}
server.registerTool('draft', {}, async ({ to }: { to: string }, ctx: any) => {
  const results: PromiseSettledResult<{ id: string }>[] = await Promise.allSettled([/*!*/createDraft(to)]);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`\${results.length} drafts\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { createDraft } from './drafts';
${HOOKED}
server.registerTool('draft', {}, async ({ to }: { to: string }, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.send) {
    const results: PromiseSettledResult<{ id: string }>[] = await Promise.allSettled([createDraft(to)]);
    return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`\${results.length} drafts\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Withheld: `{ id = 'new' }` reads as no value to carry.
    invalid('resume withheld: a default in the pattern', `${V2}
import { createDraft } from './drafts';
${HOOKED}
server.registerTool('draft', {}, async ({ to }: { to: string }, ctx: any) => {
  const { id = 'new' } = await /*!*/createDraft(to);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, [asking(`${V2}
import { createDraft } from './drafts';
${HOOKED}
server.registerTool('draft', {}, async ({ to }: { to: string }, ctx: any) => {
  if (!ctx.mcpReq.inputResponses?.send) {
    const { id = 'new' } = await createDraft(to);
    return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`)]),

    // Offered: the link reads the comment the write made, so alone the write cannot pass it; with it, in their order,
    // both go below the read of the repository, the only call left that can be refused.
    invalid('below the refusable calls, with the statement reading its result', `${RETRY}
server.registerTool('resolve_issue', {}, withPermissionRetry(async (args) => {
  const comment = await /*!*/api.comments.create(args.issueId, { text: args.note });
  const link = \`https://sentry.io/comments/\${comment.id}\`;
  const repo = await github.repos.get({ owner: args.owner, repo: args.repo });
  return { content: [{ type: 'text', text: \`\${repo.data.full_name} \${link}\` }] };
}));`, [belowRefusable(`${RETRY}
server.registerTool('resolve_issue', {}, withPermissionRetry(async (args) => {
  const repo = await github.repos.get({ owner: args.owner, repo: args.repo });
  const comment = await api.comments.create(args.issueId, { text: args.note });
  const link = \`https://sentry.io/comments/\${comment.id}\`;
  return { content: [{ type: 'text', text: \`\${repo.data.full_name} \${link}\` }] };
}));`)], WRAPPER_REPORT),

    // Offered: the wrapper asks only for `ScopeError`, which only `requireScope()` throws: the issue goes right after
    // that check, not past the Slack post, which cannot throw it (a package's call).
    invalid('below the one call that can throw the class of the file the wrapper asks for', `${SCOPE_RETRY}
server.registerTool('post_incident', {}, withScopeRetry(async (args) => {
  const issue = await /*!*/linear.createIssue({ teamId: args.team, title: args.title });
  await requireScope('chat:write.public');
  await slack.chat.postMessage({ channel: args.channel, text: args.title });
  return { content: [{ type: 'text', text: String(issue.success) }] };
}));`, [belowRefusable(`${SCOPE_RETRY}
server.registerTool('post_incident', {}, withScopeRetry(async (args) => {
  await requireScope('chat:write.public');
  const issue = await linear.createIssue({ teamId: args.team, title: args.title });
  await slack.chat.postMessage({ channel: args.channel, text: args.title });
  return { content: [{ type: 'text', text: String(issue.success) }] };
}));`)], WRAPPER_REPORT),

    // Withheld: `createIncident()` of the project may throw `ScopeError` itself, and so may the status page post of the
    // project after the check: the incident cannot go past that write. (The post is the last call: nothing follows it
    // that could refuse.)
    invalid('below the calls that can throw the class, withheld: a project write that may throw it', `${SCOPE_RETRY}
server.registerTool('post_incident', {}, withScopeRetry(async (args) => {
  await /*!*/createIncident(args.title);
  await requireScope('chat:write.public');
  await postToStatusPage(args.title);
  return { content: [] };
}));`, [], WRAPPER_REPORT),

    // Offered: the tool throws the class the wrapper asks for itself (`if (...) throw new ScopeError(...)`): that
    // line is a refusal too, and the post goes right after it.
    invalid('below the refusable calls: past a throw of the function itself', `${SCOPE_RETRY}
server.registerTool('post_incident', {}, withScopeRetry(async (args) => {
  await /*!*/slack.chat.postMessage({ channel: args.channel, text: args.title });
  if (!args.scopes.includes('incidents:write')) throw new ScopeError('incidents:write');
  return { content: [] };
}));`, [belowRefusable(`${SCOPE_RETRY}
server.registerTool('post_incident', {}, withScopeRetry(async (args) => {
  if (!args.scopes.includes('incidents:write')) throw new ScopeError('incidents:write');
  await slack.chat.postMessage({ channel: args.channel, text: args.title });
  return { content: [] };
}));`)], WRAPPER_REPORT),

    // Withheld: `throw error` may throw anything the wrapper asks for, wherever it is: no place is past every refusal.
    invalid('below the refusable calls withheld: the function rethrows what it caught', `${SCOPE_RETRY}
server.registerTool('post_incident', {}, withScopeRetry(async (args) => {
  await /*!*/slack.chat.postMessage({ channel: args.channel, text: args.title });
  const error = args.scopes.includes('incidents:write') ? null : new ScopeError('incidents:write');
  if (error) throw error;
  return { content: [] };
}));`, [], WRAPPER_REPORT),

    // Withheld: the second write may be refused too, so the first would still run before a refusal; without types
    // every awaited call may be. The second moves alone below the read.
    invalid('below the refusable calls withheld: another write that may be refused next', `${RETRY}
server.registerTool('resolve_issue', {}, withPermissionRetry(async (args) => {
  const comment = await /*!*/api.comments.create(args.issueId, { text: args.note });
  await /*!*/api.issues.update(args.issueId, { comment: comment.id });
  const repo = await github.repos.get({ owner: args.owner, repo: args.repo });
  return { content: [{ type: 'text', text: repo.data.full_name }] };
}));`, [[], [belowRefusable(`${RETRY}
server.registerTool('resolve_issue', {}, withPermissionRetry(async (args) => {
  const comment = await api.comments.create(args.issueId, { text: args.note });
  const repo = await github.repos.get({ owner: args.owner, repo: args.repo });
  await api.issues.update(args.issueId, { comment: comment.id });
  return { content: [{ type: 'text', text: repo.data.full_name }] };
}));`)]], WRAPPER_REPORT),

    // Withheld: a later read through the same client may read what the write made, and going along does not help:
    // the statement reading the comment is followed by that read.
    invalid('below the refusable calls withheld: the read goes through the same client', `${RETRY}
server.registerTool('resolve_issue', {}, withPermissionRetry(async (args) => {
  const comment = await /*!*/api.comments.create(args.issueId, { text: args.note });
  const link = \`https://sentry.io/comments/\${comment.id}\`;
  const issue = await api.issues.get(args.issueId);
  return { content: [{ type: 'text', text: \`\${issue.title} \${link}\` }] };
}));`, [], WRAPPER_REPORT),

    // Offered: the class tool's clients are fields of the instance; the read of the repository goes through another
    // field than the write, as it would through another variable.
    invalid('below the refusable calls, past a read through another field of the instance', `${CLASS_TOOL(`
    await /*!*/this.api.comments.create(args.issueId, { text: args.note });
    const repo = await this.github.repos.get({ owner: args.owner, repo: args.repo });
    return { content: [{ type: 'text', text: repo.data.full_name }] };`)}`, [belowRefusable(CLASS_TOOL(`
    const repo = await this.github.repos.get({ owner: args.owner, repo: args.repo });
    await this.api.comments.create(args.issueId, { text: args.note });
    return { content: [{ type: 'text', text: repo.data.full_name }] };`))], WRAPPER_REPORT),

    // Withheld: the read goes through the same field, which may read what the write made.
    invalid('below the refusable calls withheld: a read through the same field of the instance', `${CLASS_TOOL(`
    await /*!*/this.api.comments.create(args.issueId, { text: args.note });
    const issue = await this.api.issues.get(args.issueId);
    return { content: [{ type: 'text', text: issue.title }] };`)}`, [], WRAPPER_REPORT),

    // Withheld: a method of the instance may use any of its fields, the one the write goes through too.
    invalid('below the refusable calls withheld: a method of the instance after the write', `${CLASS_TOOL(`
    await /*!*/this.api.comments.create(args.issueId, { text: args.note });
    const issue = await this.currentIssue(args.issueId);
    return { content: [{ type: 'text', text: issue.title }] };`)}`, [], WRAPPER_REPORT),

    // Offered: the handler returns the helper's question, or the result when it gives none; the `??` becomes an `if`
    // that asks, and both writes go after it, in their order.
    invalid('into the branch of a ?? that does not ask', `${V2}
import { chargeCard, notifyTeam } from './billing';
const server = new McpServer({ name: 's', version: '1' });
function confirmation(ctx: any) {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return undefined;
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Charge?', requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx: any) => {
  await /*!*/chargeCard(customer, 100);
  await /*!*/notifyTeam(customer);
  return confirmation(ctx) ?? { content: [{ type: 'text', text: 'Charged.' }] };
});`, [[intoBranch(`${V2}
import { chargeCard, notifyTeam } from './billing';
const server = new McpServer({ name: 's', version: '1' });
function confirmation(ctx: any) {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return undefined;
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Charge?', requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx: any) => {
  const question = confirmation(ctx);
  if (question) return question;
  await chargeCard(customer, 100);
  await notifyTeam(customer);
  return { content: [{ type: 'text', text: 'Charged.' }] };
});`)], [intoBranch(`${V2}
import { chargeCard, notifyTeam } from './billing';
const server = new McpServer({ name: 's', version: '1' });
function confirmation(ctx: any) {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return undefined;
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Charge?', requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx: any) => {
  await chargeCard(customer, 100);
  const question = confirmation(ctx);
  if (question) return question;
  await notifyTeam(customer);
  return { content: [{ type: 'text', text: 'Charged.' }] };
});`)]]),

    // Withheld: the helper may give a tool result (the declined answer's), which the `if` would return as well, but
    // which is no question: the split cannot tell the two apart, so it is not offered.
    invalid('into the branch of a ?? withheld: the helper may give a result', `${V2}
import { chargeCard } from './billing';
const server = new McpServer({ name: 's', version: '1' });
function confirmation(ctx: any) {
  const answer = ctx.mcpReq.inputResponses?.ok;
  if (answer?.action === 'decline') return { content: [{ type: 'text', text: 'Declined.' }] };
  if (answer) return undefined;
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Charge?', requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx: any) => {
  await /*!*/chargeCard(customer, 100);
  return confirmation(ctx) ?? { content: [{ type: 'text', text: 'Charged.' }] };
});`, []),

    // Withheld: the question reads the receipt the charge gives, so it cannot be built before the charge.
    invalid('into the branch of a ?? withheld: the question reads the result', `${V2}
import { chargeCard } from './billing';
const server = new McpServer({ name: 's', version: '1' });
function confirmation(ctx: any, message: string) {
  if (acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return undefined;
  return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}
server.registerTool('charge', {}, async ({ customer }: { customer: string }, ctx: any) => {
  const receipt = await /*!*/chargeCard(customer, 100);
  return confirmation(ctx, \`Charged \${receipt.id}. Email it?\`) ?? { content: [{ type: 'text', text: 'Charged.' }] };
});`, []),

    // Offered through an arrow: only in a class method is `this` known to be what `typeof this` names in its body,
    // but an arrow sees the function's own `this`, and its type is inferred.
    invalid('resume: this outside a class method, through an arrow', `${V2}
${HOOKED}
export async function draft(this: any, { to }: { to: string }, ctx: any) {
  const made = await /*!*/this.drafts.create(to);
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${made.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [resume(`${V2}
${HOOKED}
export async function draft(this: any, { to }: { to: string }, ctx: any) {
  const madeCall = () => this.drafts.create(to);
  const made = ctx.mcpReq.requestState<Awaited<ReturnType<typeof madeCall>>>() ?? await madeCall();
  if (!ctx.mcpReq.inputResponses?.send) return inputRequired({ inputRequests: { send: inputRequired.elicit({ message: \`Send \${made.id}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(made, ctx) });
  return { content: [] };
}`)]),

    // Offered, both: the question sits in an `if` the writes are not in, and nothing in that `if` reads what they change
    // (the document was read before them; a method of the instance builds the question, and the writes change only what
    // is reached through \`this.c.redis\` and \`this.c.mongo\`). The two writes keep their order by moving together.
    invalid('below an if holding the question: writes through an injected container, a question from a base class', SEARCH_TOOL(`
    const doc = await this.c.mongo.collection(collection).findOne({ _id: id });
    await /*!*/this.c.redis.zincrby(\`boosts:\${collection}\`, by, id);
    await /*!*/this.c.mongo.collection(collection).updateOne({ _id: id }, { $inc: { boost: by } });
    if (Math.abs((doc?.boost ?? 0) + by) > 10) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question(\`Boost of \${id} would exceed 10. Keep it?\`);
    }
    return { content: [{ type: 'text', text: 'boosted' }] };`), [
      [move(SEARCH_TOOL(`
    const doc = await this.c.mongo.collection(collection).findOne({ _id: id });
    if (Math.abs((doc?.boost ?? 0) + by) > 10) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question(\`Boost of \${id} would exceed 10. Keep it?\`);
    }
    await this.c.redis.zincrby(\`boosts:\${collection}\`, by, id);
    await this.c.mongo.collection(collection).updateOne({ _id: id }, { $inc: { boost: by } });
    return { content: [{ type: 'text', text: 'boosted' }] };`))],
      [move(SEARCH_TOOL(`
    const doc = await this.c.mongo.collection(collection).findOne({ _id: id });
    await this.c.redis.zincrby(\`boosts:\${collection}\`, by, id);
    if (Math.abs((doc?.boost ?? 0) + by) > 10) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question(\`Boost of \${id} would exceed 10. Keep it?\`);
    }
    await this.c.mongo.collection(collection).updateOne({ _id: id }, { $inc: { boost: by } });
    return { content: [{ type: 'text', text: 'boosted' }] };`))],
    ]),

    // Offered: the read in between goes through another client of the container (\`this.c.redis\`), which the update
    // through \`this.c.mongo\` does not change.
    invalid('below the question past a read through another client of the container', SEARCH_TOOL(`
    await /*!*/this.c.mongo.collection(collection).updateOne({ _id: id }, { $inc: { boost: by } });
    const rank = await this.c.redis.zscore(\`boosts:\${collection}\`, id);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'go')) return this.question(\`Rank of \${id} is \${rank}. Boost it?\`);
    return { content: [{ type: 'text', text: 'boosted' }] };`), [move(SEARCH_TOOL(`
    const rank = await this.c.redis.zscore(\`boosts:\${collection}\`, id);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'go')) return this.question(\`Rank of \${id} is \${rank}. Boost it?\`);
    await this.c.mongo.collection(collection).updateOne({ _id: id }, { $inc: { boost: by } });
    return { content: [{ type: 'text', text: 'boosted' }] };`))]),

    // Withheld: the question the base class builds reads through the collection the update changed (the count of
    // boosted documents); below it, it would no longer see the update.
    invalid('below an if holding the question withheld: the base class question reads through the client the write changed', SEARCH_TOOL(`
    await /*!*/this.c.mongo.collection(collection).updateOne({ _id: id }, { $inc: { boost: by } });
    if (by > 10) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question(\`Boost \${id} by \${by}?\`);
    }
    return { content: [{ type: 'text', text: 'boosted' }] };`, `protected async question(message: string) {
    const boosted = await this.c.mongo.collection('docs').countDocuments({ boost: { $gt: 10 } });
    return inputRequired({ inputRequests: { go: inputRequired.elicit({ message: \`\${message} (\${boosted} boosted)\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }`), []),

    // Withheld: the \`if\` counts the documents through the collection the update went through; below it, the count
    // would no longer see the update.
    invalid('below an if holding the question withheld: the if reads through the client the write changed', SEARCH_TOOL(`
    await /*!*/this.c.mongo.collection(collection).updateOne({ _id: id }, { $inc: { boost: by } });
    if ((await this.c.mongo.collection(collection).countDocuments({ boost: { $gt: 10 } })) > 100) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question('More than 100 boosted documents. Keep boosting?');
    }
    return { content: [{ type: 'text', text: 'boosted' }] };`), []),

    // Offered inside the \`if\`: after its question the \`if\` writes too (the re-encode); below the \`if\` the event row
    // would be written after it, and not at all when it fails. Right after the question it keeps its place before the
    // re-encode, and the copy in the \`else\` keeps it running when no job is queued.
    invalid('below a question asked in an if that writes after it, with a copy in an else', `${V2}
import type { Knex } from 'knex';
export function registerFormat(server: McpServer, deps: { knex: Knex }) {
  server.registerTool('set_format', {}, async ({ owner, format }: { owner: string; format: string }, ctx: any) => {
    const jobs = await deps.knex('exports').where({ owner, status: 'queued' }).count<{ n: number }[]>({ n: '*' });
    await /*!*/deps.knex('export_events').insert({ owner, kind: 'format.changed', to: format });
    if (jobs[0]!.n > 0) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return inputRequired({ inputRequests: { go: inputRequired.elicit({ message: \`Re-encode \${jobs[0]!.n} exports?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      if (answer.go) await deps.knex('exports').where({ owner, status: 'queued' }).update({ status: 'reencode' });
    }
    return { content: [{ type: 'text', text: \`format \${format}\` }] };
  });
}`, [elseCopy(`${V2}
import type { Knex } from 'knex';
export function registerFormat(server: McpServer, deps: { knex: Knex }) {
  server.registerTool('set_format', {}, async ({ owner, format }: { owner: string; format: string }, ctx: any) => {
    const jobs = await deps.knex('exports').where({ owner, status: 'queued' }).count<{ n: number }[]>({ n: '*' });
    if (jobs[0]!.n > 0) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return inputRequired({ inputRequests: { go: inputRequired.elicit({ message: \`Re-encode \${jobs[0]!.n} exports?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      await deps.knex('export_events').insert({ owner, kind: 'format.changed', to: format });
      if (answer.go) await deps.knex('exports').where({ owner, status: 'queued' }).update({ status: 'reencode' });
    } else {
      await deps.knex('export_events').insert({ owner, kind: 'format.changed', to: format });
    }
    return { content: [{ type: 'text', text: \`format \${format}\` }] };
  });
}`)]),

    // Offered inside the \`if\`: the \`if\` that asks can also return another value (the refusal it was handed); below the
    // \`if\` the write would no longer run on that path, but right after the question it still does.
    invalid('below a question asked in an if that returns another value after it, with a copy in an else', SEARCH_TOOL(`
    await /*!*/this.c.redis.zincrby(\`boosts:\${collection}\`, by, id);
    if (by > 10) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question(\`Boost \${id} by \${by}?\`);
      if (answer.refusal) return answer.refusal;
    }
    return { content: [{ type: 'text', text: 'boosted' }] };`), [elseCopy(SEARCH_TOOL(`
    if (by > 10) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question(\`Boost \${id} by \${by}?\`);
      await this.c.redis.zincrby(\`boosts:\${collection}\`, by, id);
      if (answer.refusal) return answer.refusal;
    } else {
      await this.c.redis.zincrby(\`boosts:\${collection}\`, by, id);
    }
    return { content: [{ type: 'text', text: 'boosted' }] };`))]),

    // Withheld: the \`if\` reads what the write gave (the new boost); that needs the result carried in state, and no
    // server of the file shows which codec would verify it.
    invalid('below an if holding the question withheld: the if reads the result', SEARCH_TOOL(`
    const boosted = await /*!*/this.c.mongo.collection(collection).findOneAndUpdate({ _id: id }, { $inc: { boost: by } });
    if ((boosted?.boost ?? 0) > 10) {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'go');
      if (!answer) return this.question(\`Boost of \${id} is \${boosted?.boost}. Keep it?\`);
    }
    return { content: [{ type: 'text', text: 'boosted' }] };`), []),

    // Offered: the preview's id is shown by the question only; the codec and the server are in other files, so no
    // resume can carry it. In the branch that asks, the preview goes out on the round that asks, and the round that
    // brings the answer sends the broadcast without a second preview.
    invalid('into the branch that asks: a tool table record whose preview only the question shows', MAIL_TABLE(`
      const preview = await /*!*/resend.emails.send({ from: 'team@acme.dev', to: 'marketing@acme.dev', subject: 'Preview', html });
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (!answer?.ok) return yesNo(\`Preview \${preview.data?.id} sent. Send to the audience?\`);
      await resend.broadcasts.create({ audienceId, from: 'team@acme.dev', subject: 'Campaign', html });
      return { content: [{ type: 'text', text: 'Queued' }] };`), [asking(MAIL_TABLE(`
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (!answer?.ok) {
        const preview = await resend.emails.send({ from: 'team@acme.dev', to: 'marketing@acme.dev', subject: 'Preview', html });
        return yesNo(\`Preview \${preview.data?.id} sent. Send to the audience?\`);
      }
      await resend.broadcasts.create({ audienceId, from: 'team@acme.dev', subject: 'Campaign', html });
      return { content: [{ type: 'text', text: 'Queued' }] };`))]),

    // Offered: the branch is a block already; the insert and the check of its error go to its start, in their order
    // (the rounds past the question neither insert nor throw on the insert's error).
    invalid('into the branch that asks: a class method, with the statement that reads the result', `import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { createClient } from '@supabase/supabase-js';
import * as z from 'zod';

const Ok = z.object({ ok: z.boolean() });

export class TriageTools {
  private readonly supabase = createClient(process.env.SUPABASE_URL!, process.env.SUPABASE_KEY!);

  register(server: McpServer) {
    server.registerTool('log_triage', { inputSchema: z.object({ id: z.string(), note: z.string() }) }, (args, ctx) => this.logTriage(args, ctx));
  }

  private async logTriage({ id, note }: { id: string; note: string }, ctx: ServerContext) {
    const { data: row, error } = await /*!*/this.supabase.from('triage_log').insert({ issue_id: id, note }).select().single();
    if (error) throw error;
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok', Ok);
    if (!answer) {
      const message = \`Logged as \${row.id}. Move the issue to Triage?\`;
      return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: Ok }) } });
    }
    return { content: [{ type: 'text' as const, text: answer.ok ? 'Moved' : 'Logged' }] };
  }
}`, [asking(`import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { createClient } from '@supabase/supabase-js';
import * as z from 'zod';

const Ok = z.object({ ok: z.boolean() });

export class TriageTools {
  private readonly supabase = createClient(process.env.SUPABASE_URL!, process.env.SUPABASE_KEY!);

  register(server: McpServer) {
    server.registerTool('log_triage', { inputSchema: z.object({ id: z.string(), note: z.string() }) }, (args, ctx) => this.logTriage(args, ctx));
  }

  private async logTriage({ id, note }: { id: string; note: string }, ctx: ServerContext) {
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok', Ok);
    if (!answer) {
      const { data: row, error } = await this.supabase.from('triage_log').insert({ issue_id: id, note }).select().single();
      if (error) throw error;
      const message = \`Logged as \${row.id}. Move the issue to Triage?\`;
      return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: Ok }) } });
    }
    return { content: [{ type: 'text' as const, text: answer.ok ? 'Moved' : 'Logged' }] };
  }
}`)]),

    // Offered: an \`inputResponse\` view whose \`kind\` is missing asks; a local list the sends fill is read by the
    // question only.
    invalid("into the branch that asks: a loop filling a list only the question reads, under an inputResponse view's missing kind", `${V2}
import { inputResponse } from '@modelcontextprotocol/server';
import { sendReminder } from './mail';
export async function h(args: { emails: string[] }, ctx: any) {
  const failed: string[] = [];
  for (const to of args.emails.slice(0, 1)) {
    if (!(await /*!*/sendReminder(to))) failed.push(to);
  }
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'rest');
  if (answer.kind === 'missing') return inputRequired({ inputRequests: { rest: inputRequired.elicit({ message: \`Test sent\${failed.length ? ' (failed)' : ''}. Send the rest?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, [asking(`${V2}
import { inputResponse } from '@modelcontextprotocol/server';
import { sendReminder } from './mail';
export async function h(args: { emails: string[] }, ctx: any) {
  const failed: string[] = [];
  const answer = inputResponse(ctx.mcpReq.inputResponses, 'rest');
  if (answer.kind === 'missing') {
    for (const to of args.emails.slice(0, 1)) {
      if (!(await sendReminder(to))) failed.push(to);
    }
    return inputRequired({ inputRequests: { rest: inputRequired.elicit({ message: \`Test sent\${failed.length ? ' (failed)' : ''}. Send the rest?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`)]),

    // Withheld: the round that brings the answer reads the draft too (\`publish(draft.id)\`); there it would not exist.
    invalid('into the branch that asks withheld: the answered round reads the result', MAIL_TABLE(`
      const draft = await /*!*/resend.broadcasts.create({ audienceId, from: 'team@acme.dev', subject: 'Campaign', html });
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (!answer?.ok) return yesNo(\`Draft \${draft.data?.id} ready. Send it?\`);
      await resend.broadcasts.send(draft.data!.id);
      return { content: [{ type: 'text', text: 'Sent' }] };`), []),

    // Withheld: the \`if\` asks only when there are stale tasks; on a round with none it is not taken although no
    // answer came, so inside it the sync run would never be recorded there.
    invalid('into the branch that asks withheld: the test is not only the answer', MAIL_TABLE(`
      const preview = await /*!*/resend.emails.send({ from: 'team@acme.dev', to: 'marketing@acme.dev', subject: 'Preview', html });
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (html.length > 10_000 && !answer) return yesNo(\`Preview \${preview.data?.id} is long. Send anyway?\`);
      await resend.broadcasts.create({ audienceId, from: 'team@acme.dev', subject: 'Campaign', html });
      return { content: [{ type: 'text', text: 'Queued' }] };`), []),

    // Withheld: a round outside the send window returns between the send and the question; in the branch, the send
    // would no longer run there.
    invalid('into the branch that asks withheld: a return between the statement and the question', MAIL_TABLE(`
      const preview = await /*!*/resend.emails.send({ from: 'team@acme.dev', to: 'marketing@acme.dev', subject: 'Preview', html });
      if (new Date().getHours() > 20) return { content: [{ type: 'text', text: \`Preview \${preview.data?.id} sent; campaigns wait for the morning\` }] };
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
      if (!answer?.ok) return yesNo(\`Preview \${preview.data?.id} sent. Send to the audience?\`);
      return { content: [{ type: 'text', text: 'Queued' }] };`), []),

    // Withheld: the handler tests a field of \`requestState\` no minted state carries; such a test never says that a
    // round that asked came before.
    invalid('into the branch that asks withheld: the handler reads requestState', `${V2}
import { placeHold } from './holds';
${HOOKED}
server.registerTool('hold', {}, async ({ amount }: { amount: number }, ctx) => {
  const hold = await /*!*/placeHold(amount);
  const state = ctx.mcpReq.requestState<{ holdId: string; receiptSent?: boolean }>();
  if (!state?.receiptSent) return inputRequired({ inputRequests: {}, requestState: await codec.mint({ holdId: hold.id }, ctx) });
  return { content: [] };
});`, []),

    // Withheld: one question per item; inside the loop the branch would be taken again for the next item, and a
    // round answering the first would skip the send of the second without ever having asked about it.
    invalid('into the branch that asks withheld: a loop around the statement and the question', `${V2}
import { sendInvite } from './mail';
export async function h(args: { emails: string[] }, ctx: any) {
  for (const to of args.emails) {
    const invite = await /*!*/sendInvite(to);
    if (!ctx.mcpReq.inputResponses?.[to]) return inputRequired({ inputRequests: { [to]: inputRequired.elicit({ message: \`Invite \${invite.id} sent. Add \${to} to the team?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
}`, []),

    // Withheld: the statement and the question sit in a \`try\` whose \`catch\` runs after either; what it reads on a
    // failure is not followed.
    invalid('into the branch that asks withheld: inside a try with a catch', `${V2}
import { sendInvite } from './mail';
export async function h(args: { to: string }, ctx: any) {
  try {
    const invite = await /*!*/sendInvite(args.to);
    if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Invite \${invite.id} sent. Add to the team?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  } catch {
    return { content: [{ type: 'text', text: 'Mail is down' }], isError: true };
  }
  return { content: [] };
}`, []),

    // Offered on both reports: the branch is created and the issue opened on the round without state only; the
    // question carries the issue (its number), and later rounds read it back from the verified state (the server's hook).
    invalid('resume with the effects before it: a tool table record, both reports', `import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import { Octokit } from '@octokit/rest';
import * as z from 'zod';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN });
const Confirm = z.object({ announce: z.boolean() });

const releaseTools = [
  {
    name: 'cut_release',
    inputSchema: z.object({ owner: z.string(), repo: z.string(), version: z.string() }),
    async execute({ owner, repo, version }: { owner: string; repo: string; version: string }, ctx: any) {
      const { data: main } = await octokit.rest.git.getRef({ owner, repo, ref: 'heads/main' });
      await /*!*/octokit.rest.git.createRef({ owner, repo, ref: \`refs/heads/release/\${version}\`, sha: main.object.sha });
      const { data: tracking } = await /*!*/octokit.rest.issues.create({ owner, repo, title: \`Release \${version}\` });
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'announce', Confirm);
      if (!answer) return inputRequired({ inputRequests: { announce: inputRequired.elicit({ message: \`Announce \${version} (#\${tracking.number})?\`, requestedSchema: Confirm }) } });
      return { content: [{ type: 'text', text: \`release/\${version} cut\` }] };
    },
  },
];
for (const tool of releaseTools) server.registerTool(tool.name, { inputSchema: tool.inputSchema }, tool.execute);`, [[resume(RELEASE_CUT_RESUMED)], [resume(RELEASE_CUT_RESUMED)]]),

    // Offered on both reports: the loop of invoice items runs with the invoice on the round without state, in an
    // `if` on the state read before it; the server of the file has no hook, so the handler verifies the raw state.
    invalid('resume with the effects before it: a loop of writes in a class method, no hook', `import { McpServer, acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
import * as z from 'zod';

const stripe = new Stripe(process.env.STRIPE_KEY!);
const Ok = z.object({ ok: z.boolean() });

class InvoiceTools {
  async draft({ customer, prices }: { customer: string; prices: string[] }, ctx: ServerContext) {
    for (const price of prices) {
      await /*!*/stripe.invoiceItems.create({ customer, price });
    }
    const invoice = await /*!*/stripe.invoices.create({ customer, auto_advance: false });
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'ok', Ok);
    if (!answer?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Finalize \${invoice.number}?\`, requestedSchema: Ok }) } });
    await stripe.invoices.finalizeInvoice(invoice.id);
    return { content: [{ type: 'text' as const, text: 'Finalized' }] };
  }
}

const server = new McpServer({ name: 'invoices', version: '1.0.0' });
const tools = new InvoiceTools();
server.registerTool('draft_invoice', { inputSchema: z.object({ customer: z.string(), prices: z.array(z.string()) }) }, (args, ctx) => tools.draft(args, ctx));`, [[withNewCodec(INVOICE_DRAFT_RESUMED)], [withNewCodec(INVOICE_DRAFT_RESUMED)]]),

    // Withheld for the loop: later rounds would skip it and report 0 items (`added` is the handler's own); the
    // invoice alone still resumes.
    invalid('resume with the effects before it withheld: the loop fills a list the answered round reads', `import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
const stripe = new Stripe(process.env.STRIPE_KEY!);
server.registerTool('draft_invoice', {}, async ({ customer, prices }: { customer: string; prices: string[] }, ctx) => {
  const added: string[] = [];
  for (const price of prices) {
    await /*!*/stripe.invoiceItems.create({ customer, price });
    added.push(price);
  }
  const invoice = await /*!*/stripe.invoices.create({ customer });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Finalize \${invoice.number}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  await stripe.invoices.finalizeInvoice(invoice.id);
  return { content: [{ type: 'text', text: \`Finalized with \${added.length} items\` }] };
});`, [[], [resume(`import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
const stripe = new Stripe(process.env.STRIPE_KEY!);
server.registerTool('draft_invoice', {}, async ({ customer, prices }: { customer: string; prices: string[] }, ctx) => {
  const added: string[] = [];
  for (const price of prices) {
    await stripe.invoiceItems.create({ customer, price });
    added.push(price);
  }
  const invoice = ctx.mcpReq.requestState<Awaited<ReturnType<typeof stripe.invoices.create>>>() ?? await stripe.invoices.create({ customer });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Finalize \${invoice.number}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(invoice, ctx) });
  await stripe.invoices.finalizeInvoice(invoice.id);
  return { content: [{ type: 'text', text: \`Finalized with \${added.length} items\` }] };
});`)]]),

    // Withheld for the loop: a `return` inside it can leave the handler, and the resume guards only statements that
    // run through to the declaration (kept simple: what it guards is then exactly the work before it); the invoice
    // alone still resumes.
    invalid('resume with the effects before it withheld: the loop may return', `import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
const stripe = new Stripe(process.env.STRIPE_KEY!);
server.registerTool('draft_invoice', {}, async ({ customer, prices }: { customer: string; prices: string[] }, ctx) => {
  const added: string[] = [];
  for (const price of prices) {
    await /*!*/stripe.invoiceItems.create({ customer, price });
    if (price === "stop") return { content: [] };
  }
  const invoice = await /*!*/stripe.invoices.create({ customer });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Finalize \${invoice.number}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  await stripe.invoices.finalizeInvoice(invoice.id);
  return { content: [{ type: 'text', text: \`Finalized\` }] };
});`, [[], [resume(`import { McpServer, inputRequired, acceptedContent, createRequestStateCodec } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
const codec = createRequestStateCodec({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
const stripe = new Stripe(process.env.STRIPE_KEY!);
server.registerTool('draft_invoice', {}, async ({ customer, prices }: { customer: string; prices: string[] }, ctx) => {
  const added: string[] = [];
  for (const price of prices) {
    await stripe.invoiceItems.create({ customer, price });
    if (price === "stop") return { content: [] };
  }
  const invoice = ctx.mcpReq.requestState<Awaited<ReturnType<typeof stripe.invoices.create>>>() ?? await stripe.invoices.create({ customer });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Finalize \${invoice.number}?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(invoice, ctx) });
  await stripe.invoices.finalizeInvoice(invoice.id);
  return { content: [{ type: 'text', text: \`Finalized\` }] };
});`)]]),

    // Withheld: the declaration itself cannot resume (the server is built in another file, its hook unseen), and the
    // branch that asks would pass the issue's creation, another write.
    invalid('resume with the effects before it withheld: the server and its codec are in another file', `import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { Octokit } from '@octokit/rest';
const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN });
export function registerReleaseTools(server: McpServer) {
  server.registerTool('cut_release', {}, async ({ owner, repo, version }: { owner: string; repo: string; version: string }, ctx) => {
    await /*!*/octokit.rest.git.createRef({ owner, repo, ref: \`refs/heads/release/\${version}\`, sha: 'main' });
    const { data: tracking } = await /*!*/octokit.rest.issues.create({ owner, repo, title: \`Release \${version}\` });
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Announce #\${tracking.number}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await octokit.rest.issues.update({ owner, repo, issue_number: tracking.number, state: 'closed' });
    return { content: [] };
  });
}`, [[], []]),


    // Offered: the `try` has only a `finally`, which runs after the branch as it ran after the statement; the round
    // that brings the note does not announce the task again.
    invalid('into the branch that asks: inside a try with only a finally', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import ky from 'ky';
import { log } from './log';
const hooks = ky.create({ prefixUrl: 'https://hooks.acme.dev' });
export function registerTaskTools(server: McpServer) {
  server.registerTool('notify_done', {}, async ({ id }: { id: string }, ctx) => {
    let note: { value: string } | undefined;
    try {
      const event = await /*!*/hooks.post('events', { json: { type: 'task.done', id } }).json<{ id: string }>();
      note = acceptedContent<{ value: string }>(ctx.mcpReq.inputResponses, 'note');
      if (!note) return inputRequired({ inputRequests: { note: inputRequired.elicit({ message: \`Announced as \${event.id}. A note for the changelog?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    } finally {
      log.info('notify_done finished', { id });
    }
    return { content: [{ type: 'text', text: note.value }] };
  });
}`, [asking(`import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import ky from 'ky';
import { log } from './log';
const hooks = ky.create({ prefixUrl: 'https://hooks.acme.dev' });
export function registerTaskTools(server: McpServer) {
  server.registerTool('notify_done', {}, async ({ id }: { id: string }, ctx) => {
    let note: { value: string } | undefined;
    try {
      note = acceptedContent<{ value: string }>(ctx.mcpReq.inputResponses, 'note');
      if (!note) {
        const event = await hooks.post('events', { json: { type: 'task.done', id } }).json<{ id: string }>();
        return inputRequired({ inputRequests: { note: inputRequired.elicit({ message: \`Announced as \${event.id}. A note for the changelog?\`, requestedSchema: { type: 'object', properties: {} } }) } });
      }
    } finally {
      log.info('notify_done finished', { id });
    }
    return { content: [{ type: 'text', text: note.value }] };
  });
}`)]),

    // Withheld: the object key is new each round (`Date.now()`), and the round that brings the answer emails it: moved
    // into the branch that asks, the upload ran on the round before, under another key, and the link would point at
    // nothing.
    invalid('into the branch that asks withheld: the answered round reads a value new each round that the effect used', `import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mail } from './mail';
const s3 = new S3Client({});
export function registerReportTools(server: McpServer) {
  server.registerTool('publish_report', {}, async ({ key, body, to }: { key: string; body: string; to: string }, ctx) => {
    const objectKey = \`\${key}/\${Date.now()}.md\`;
    const uploaded = await /*!*/s3.send(new PutObjectCommand({ Bucket: 'reports', Key: objectKey, Body: body }));
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Uploaded \${uploaded.ETag}. Email \${to}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await mail.send(to, \`s3://reports/\${objectKey}\`);
    return { content: [] };
  });
}`, []),

    // Withheld: `reason` may come from the arguments; a first round that brings it never asks, and in the branch the
    // preview would not be sent there.
    invalid('into the branch that asks withheld: the tested value may come from the arguments', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { sendPreview } from './mail';
export function registerMailTools(server: McpServer) {
  server.registerTool('send_campaign', {}, async (args: { campaignId: string; reason?: string }, ctx) => {
    let reason = args.reason;
    const preview = await /*!*/sendPreview(args.campaignId);
    if (!reason) reason = acceptedContent<{ reason: string }>(ctx.mcpReq.inputResponses, 'reason')?.reason;
    if (!reason) return inputRequired({ inputRequests: { reason: inputRequired.elicit({ message: \`Preview \${preview.id} sent. Why send it now?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    return { content: [{ type: 'text', text: reason }] };
  });
}`, []),


    // Withheld: `drafts.save` may fill in the draft it is given (its id), and the round that brings the answer
    // publishes `draft.id`: the handler's own object, made again on that round, would lack it.
    invalid('into the branch that asks withheld: the answered round reads what the call filled in', `import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { drafts } from './drafts';
export function registerDraftTools(server: McpServer) {
  server.registerTool('publish_draft', {}, async ({ title }: { title: string }, ctx) => {
    const draft: { title: string; id?: string } = { title };
    await /*!*/drafts.save(draft);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: \`Saved \${draft.id}. Publish it?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    await drafts.publish(draft.id!);
    return { content: [] };
  });
}`, []),

  ],
});
