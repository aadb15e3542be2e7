import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-on-declined-input.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer, inputRequired, acceptedContent, inputResponse } from '@modelcontextprotocol/server';
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });`;

const V1 = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ElicitResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });`;

const FORM = `{ mode: 'form', message: 'Delete every note?', requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } }`;
const ASK_CONFIRM = `inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Delete every note?', requestedSchema: { type: 'object', properties: {} } }) } })`;

const VERB = 'name starts with the write verb "delete"';

const STRIPE = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import Stripe from 'stripe';
import { z } from 'zod';
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY!);
const server = new McpServer({ name: 'payments', version: '1.0.0' });`;

const UPSTASH = `import { McpServer, inputRequired, acceptedContent, inputResponse } from '@modelcontextprotocol/server';
import { Redis } from '@upstash/redis';
import { Client } from '@upstash/qstash';
import { z } from 'zod';
const redis = Redis.fromEnv();
const qstash = new Client({ token: process.env.QSTASH_TOKEN! });
const server = new McpServer({ name: 'upstash', version: '1.0.0' });
const ASK_OVERWRITE = (name: string) => inputRequired({ inputRequests: { overwrite: inputRequired.elicit({ message: \`Replace schedule \${name}?\`, requestedSchema: { type: 'object', properties: { overwrite: { type: 'boolean' } } } }) } });`;

const HOLD_QUESTION = `{ mode: 'form', message: \`Hold \${amount} for \${roomId}?\`, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } }`;

function valid(name: string, code: string, options?: Options): ValidTestCase<[Options]> {
  return options ? { name, code, options: [options] } : { name, code };
}

interface Expected {
  /** The reported call's text, as the message shows it. */
  call: string;
  /** The `when` clause of the message. */
  when: string;
  label?: string;
  /** For reports through a same-file helper: the effect it leads to. */
  effect?: string;
  through?: string;
}

/** An invalid case: every `/*!*\/` in `code` marks one expected report, in order, described by `expected`. */
function invalid(name: string, marked: string, expected: Expected[], options?: Options): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  if (positions.length !== expected.length) throw new Error(`invalid case "${name}" marks ${positions.length} reports but describes ${expected.length}`);
  return {
    name,
    code,
    ...(options ? { options: [options] } : {}),
    errors: positions.map((position, index) => {
      const { call, when, label = VERB, effect, through = '' } = expected[index]!;
      return effect
        ? { messageId: 'effectOnDeclinedThroughHelper' as const, data: { call, effect, label, through, when }, line: position.line, column: position.column }
        : { messageId: 'effectOnDeclined' as const, data: { call, label, when }, line: position.line, column: position.column };
    }),
  };
}

runRuleTests('no-side-effect-on-declined-input', rule, {
  valid: [
    // Valid because the delete runs only after `action !== 'accept'` has returned (the SDK guide's pattern).
    valid('push: return unless accepted, then write', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action !== 'accept') return { content: [{ type: 'text', text: \`Wipe \${result.action}.\` }] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because marking the order declined sets fixed values: bookkeeping of the decline, an idempotent write
    // (reported with checkIdempotentWrites).
    valid('push: an update of fixed values after the decline', `${V2}
server.registerTool('cancel', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action !== 'accept') await db.orders.update({ id: 1 }, { status: 'declined' });
  return { content: [] };
});`),

    // Valid because the delete sits in the branch that proves acceptance.
    valid('push: write inside if (action === accept)', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'accept') {
    await db.deleteAll();
    return { content: [{ type: 'text', text: 'wiped' }] };
  }
  return { content: [{ type: 'text', text: \`User \${result.action === 'decline' ? 'declined' : 'cancelled'}.\` }] };
});`),

    // Valid because cancel and "not accepted or not confirmed" both return first (the SDK's stickynotes example).
    valid('push: cancel, then decline-or-unconfirmed, then write (stickynotes)', `${V2}
server.registerTool('remove_all', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'cancel') return { content: [{ type: 'text', text: 'cancelled' }] };
  if (result.action !== 'accept' || !(result.content as { confirm?: boolean } | undefined)?.confirm) {
    return { content: [{ type: 'text', text: 'declined' }] };
  }
  await db.notes.deleteMany();
  return { content: [] };
});`),

    // Valid because only the 'accept' case writes; break leaves the switch on that case alone.
    valid('push: switch on action, write in case accept', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  switch (result.action) {
    case 'accept':
      await db.deleteAll();
      break;
    case 'decline':
      return { content: [{ type: 'text', text: 'declined' }] };
    default:
      return { content: [{ type: 'text', text: 'cancelled' }] };
  }
  return { content: [] };
});`),

    // Valid because a declined or cancelled answer carries no content, so the confirming field cannot be true.
    valid('push: confirming field === true', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.content?.confirm === true) await db.deleteAll();
  return { content: [] };
});`),

    // Valid because the SDK's write-once pattern asks again until the confirming field is true.
    valid('2026: acceptedContent with a schema, confirm !== true asks again (SDK inputRequired docs)', `${V2}
import { z } from 'zod';
server.registerTool('deploy', { inputSchema: z.object({ env: z.string() }) }, async ({ env }, ctx) => {
  const confirmationSchema = z.object({ confirm: z.boolean() });
  const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', confirmationSchema);
  if (confirmed?.confirm !== true) {
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: \`Deploy to \${env}?\`, requestedSchema: confirmationSchema }) } });
  }
  await db.deployments.insert({ env });
  return { content: [{ type: 'text', text: \`deployed to \${env}\` }] };
});`),

    // Valid because a missing answer asks, and anything but confirm === true stops (the SDK's todos clear_done).
    valid('2026: raw answer missing asks, acceptedContent confirm !== true stops (todos clear_done)', `${V2}
server.registerTool('clear_done', { description: 'Delete completed tasks' }, async (ctx) => {
  const response = ctx.mcpReq.inputResponses?.['confirmation'];
  if (response === undefined) {
    return inputRequired({ inputRequests: { confirmation: inputRequired.elicit({ message: 'Delete?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  const confirmation = acceptedContent<{ confirm?: boolean }>(ctx.mcpReq.inputResponses, 'confirmation');
  if (confirmation?.confirm !== true) {
    return { content: [{ type: 'text', text: 'Nothing deleted.' }] };
  }
  await db.tasks.deleteMany({ status: 'done' });
  return { content: [] };
});`),

    // Valid because `!ok` covers declined, cancelled and missing: all of them ask again.
    valid('2026: if (!acceptedContent) return inputRequired, then write', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) return ${ASK_CONFIRM};
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because the view is checked for decline first, and the content for acceptance next (SDK guide).
    valid('2026: inputResponse view declined returns, acceptedContent missing asks (SDK guide)', `${V2}
import { z } from 'zod';
server.registerTool('wipe', {}, async (ctx) => {
  const view = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  if (view.kind === 'elicit' && view.action !== 'accept') {
    return { content: [{ type: 'text', text: \`Wipe \${view.action}d.\` }] };
  }
  const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', z.object({ confirm: z.boolean() }));
  if (!confirmed) return ${ASK_CONFIRM};
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because the raw URL-mode answer must be accepted before the account is linked (SDK elicitation example).
    valid('2026: raw auth?.action !== accept asks again (URL mode)', `${V2}
server.registerTool('link_account', {}, async (ctx) => {
  const auth = ctx.mcpReq.inputResponses?.['auth'] as { action?: string } | undefined;
  if (auth?.action !== 'accept') {
    return inputRequired({ inputRequests: { auth: inputRequired.elicitUrl({ message: 'Sign in', url: 'https://example.com/auth' }) } });
  }
  await db.links.insert({ provider: 'github' });
  return { content: [] };
});`),

    // Valid because a sampling answer has no consent: its presence test is all the handler needs (todos prioritize).
    valid('2026: raw read of a sampling answer is not a consent question', `${V2}
server.registerTool('prioritize', {}, async (ctx) => {
  const response = ctx.mcpReq.inputResponses?.['ranking'];
  if (response === undefined) {
    return inputRequired({ inputRequests: { ranking: inputRequired.createMessage({ messages: [], maxTokens: 10 }) } });
  }
  await db.tasks.updateMany({ ranked: true });
  return { content: [] };
});`),

    // Valid because the write runs before the question: that is no-side-effect-before-input-required's business.
    valid("write before the question is not this rule's business", `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  await db.audit.insert({ event: 'asked' });
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action !== 'accept') return { content: [] };
  return { content: [] };
});`),

    // Valid because logging and reads after the answer change nothing.
    valid('logs and reads after the answer, unguarded', `${V2}
import pino from 'pino';
const logger = pino();
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  console.log('answer', result.action);
  logger.info({ action: result.action }, 'answered');
  const rows = await db.notes.findMany();
  const page = await fetch('https://example.com/notes');
  if (result.action !== 'accept') return { content: [] };
  return { content: [{ type: 'text', text: String(rows.length + page.status) }] };
});`),

    // Valid because the answer is data, not a gate: declining means "use the default", and the write consumes it.
    valid('answer used as data with a default, nothing stops on it', `${V2}
import { writeFile } from 'node:fs/promises';
server.registerTool('export', {}, async (ctx) => {
  const answer = await ctx.mcpReq.elicitInput({ mode: 'form', message: 'Which format?', requestedSchema: { type: 'object', properties: { format: { type: 'string' } } } });
  const format = answer.action === 'accept' ? String(answer.content?.format) : 'json';
  await writeFile('/tmp/export', format);
  return { content: [] };
});`),

    // Valid because the helper turns anything but acceptance into undefined, and the caller stops on undefined.
    valid('helper returns content or undefined, caller stops on !answer', `${V2}
async function confirm(ctx: any) {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  return result.action === 'accept' ? result.content : undefined;
}
server.registerTool('wipe', {}, async (ctx) => {
  const answer = await confirm(ctx);
  if (!answer) return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because the .catch() handler turns a failure into a cancel, which the test then stops on.
    valid('push .catch(() => ({ action: cancel })) then action !== accept returns', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM}).catch(() => ({ action: 'cancel' as const }));
  if (result.action !== 'accept') return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because a failure to ask returns an error instead of going on.
    valid('push in try, catch returns, action checked after', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  let result;
  try {
    result = await ctx.mcpReq.elicitInput(${FORM});
  } catch {
    return { isError: true, content: [{ type: 'text', text: 'This client cannot confirm.' }] };
  }
  if (result.action !== 'accept') return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because fastmcp's README pattern stops unless accepted and confirmed.
    valid('fastmcp: destructured elicit, action !== accept || !confirmed returns', `import { FastMCP } from 'fastmcp';
import { unlink } from 'node:fs/promises';
const server = new FastMCP({ name: 's', version: '1.0.0' });
server.addTool({
  name: 'delete-file',
  execute: async (args: { path: string }, { elicit }) => {
    const response = await elicit({ message: \`Delete \${args.path}?\`, requestedSchema: { type: 'object', properties: { confirmed: { type: 'boolean' } }, required: ['confirmed'] } });
    if (response.action !== 'accept' || !response.content?.confirmed) return 'Deletion cancelled.';
    await unlink(args.path);
    return \`Deleted \${args.path}\`;
  },
});`),

    // Valid because mcp-framework's documented pattern writes only when accepted.
    valid('mcp-framework: this.elicit, write when accepted', `import { MCPTool } from 'mcp-framework';
import { db } from './db';
class WipeTool extends MCPTool {
  name = 'wipe';
  async execute() {
    const result = await this.elicit('Wipe everything?', { confirm: { type: 'boolean' } });
    if (result.action === 'accept') await db.deleteAll();
    return 'done';
  }
}
export default WipeTool;`),

    // Valid because SDK v1's server.server.elicitInput answer is checked before the write.
    valid('SDK v1: server.server.elicitInput, return unless accepted', `${V1}
server.tool('wipe', async () => {
  const result = await server.server.elicitInput(${FORM});
  if (result.action !== 'accept') return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because extra.sendRequest of elicitation/create is a question too, and it is checked.
    valid('SDK v1: extra.sendRequest elicitation/create, return unless accepted', `${V1}
server.tool('wipe', async (extra) => {
  const result = await extra.sendRequest({ method: 'elicitation/create', params: ${FORM} }, ElicitResultSchema);
  if (result.action !== 'accept') return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because each file is deleted only when its own question was accepted.
    valid('a question per item in a loop, continue unless accepted', `${V2}
import { unlink } from 'node:fs/promises';
server.registerTool('clean', {}, async ({ files }: { files: string[] }, ctx) => {
  for (const file of files) {
    const result = await ctx.mcpReq.elicitInput({ mode: 'form', message: \`Delete \${file}?\`, requestedSchema: { type: 'object', properties: {} } });
    if (result.action !== 'accept') continue;
    await unlink(file);
  }
  return { content: [] };
});`),

    // Valid because the write sits under a test that requires a defined acceptedContent (conformance tampered-state tool).
    valid('2026: write inside if (state !== undefined && acceptedContent(...) !== undefined)', `${V2}
server.registerTool('tampered', {}, async (_args, ctx) => {
  if (ctx.mcpReq.requestState() !== undefined && acceptedContent(ctx.mcpReq.inputResponses, 'confirm') !== undefined) {
    await db.confirmations.insert({ ok: true });
    return { content: [{ type: 'text', text: 'integrity-ok' }] };
  }
  return ${ASK_CONFIRM};
});`),

    // Valid because both answers must be there before the booking (the SDK's plan_trip, with a write added).
    valid('2026: two questions in sequence, each asked until answered', `${V2}
server.registerTool('plan_trip', {}, async (ctx) => {
  const dates = acceptedContent<{ departure: string }>(ctx.mcpReq.inputResponses, 'dates');
  const destination = ctx.mcpReq.requestState<string>() ?? acceptedContent<{ destination: string }>(ctx.mcpReq.inputResponses, 'dest')?.destination;
  if (!destination) {
    return inputRequired({ inputRequests: { dest: inputRequired.elicit({ message: 'Where to?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  if (!dates) {
    return inputRequired({ requestState: destination, inputRequests: { dates: inputRequired.elicit({ message: 'When?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  await db.bookings.insert({ destination, departure: dates.departure });
  return { content: [] };
});`),

    // Valid because send-then-ask on a raw read: a declined answer is an object, so only the missing round sends.
    valid('2026: send-then-ask guarded by a raw answer === undefined', `${V2}
import { sendSms } from './sms';
server.registerTool('verify', {}, async ({ phone }: { phone: string }, ctx) => {
  const code = ctx.mcpReq.inputResponses?.code;
  if (code === undefined) {
    await sendSms(phone);
    return inputRequired({ inputRequests: { code: inputRequired.elicit({ message: 'Code?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});`),

    // Valid because a function only defined after the answer does not run there.
    valid('closure defined after the answer but never called', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  const wipe = async () => { await db.deleteAll(); };
  if (result.action !== 'accept') return { content: [] };
  return { content: [{ type: 'text', text: typeof wipe }] };
});`),

    // Valid because the acceptance test is stored in a variable first.
    valid('acceptance stored in a const, then tested', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  const accepted = result.action === 'accept' && result.content?.confirm === true;
  if (!accepted) return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because sampling is not a question with consent.
    valid('push sampling (createMessage) is not a question', `${V1}
server.tool('summarise', async () => {
  const result = await server.server.createMessage({ messages: [], maxTokens: 10 });
  await db.summaries.insert({ text: String(result.content) });
  return { content: [] };
});`),

    // Valid because the answer is destructured and its action checked.
    valid('destructured action checked', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const { action } = await ctx.mcpReq.elicitInput(${FORM});
  if (action !== 'accept') return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because xmcp's example only asks and returns text (its own preview-input-required tool).
    valid('xmcp: extra.inputResponses via acceptedContent, no write', `import { acceptedContent, inputRequired, type ToolExtraArguments } from 'xmcp';
export const metadata = { name: 'preview' };
export default async function preview({ theme }: { theme: string }, extra: ToolExtraArguments) {
  const answer = acceptedContent<{ confirmed: boolean }>(extra.inputResponses, 'confirmation');
  if (!answer) {
    return inputRequired({ inputRequests: { confirmation: inputRequired.elicit({ message: \`Apply \${theme}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return answer.confirmed ? \`Theme "\${theme}" applied.\` : 'Theme change cancelled.';
}`),

    // Valid because the write is in the catch of a try whose block cannot fail by asking (nothing asks there).
    valid('rollback in a catch after an accepted answer', `${V2}
import { migrate, rollback } from './migrations';
server.registerTool('migrate', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action !== 'accept') return { content: [] };
  try {
    await migrate();
  } catch {
    await rollback();
  }
  return { content: [] };
});`),

    // Valid because process-state is only reported with checkProcessState.
    valid('module-level Map mutated after a cancel-only check, default options', `${V2}
const notes = new Map<string, string>();
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'cancel') return { content: [] };
  notes.clear();
  return { content: [] };
});`),

    // TODO: should report — the write runs on the declined round, and on the first one, before asking again. An
    // effect the handler can still ask after is left to no-side-effect-before-input-required, which admits it as
    // send-then-ask (guarded by the answer's absence).
    valid('2026: write in the branch that asks again', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) {
    await db.deleteAll();
    return ${ASK_CONFIRM};
  }
  return { content: [] };
});`),

    // Valid because the code is texted before asking (again): send-then-ask is no-side-effect-before-input-required's business.
    valid("2026: send-then-ask on acceptedContent === undefined (the core rule's documented pattern)", `${V2}
import { sendSms } from './sms';
server.registerTool('verify', {}, async ({ phone }: { phone: string }, ctx) => {
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'code');
  if (answer === undefined) {
    await sendSms(phone);
    return inputRequired({ inputRequests: { code: inputRequired.elicit({ message: 'Code?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  await db.verifications.insert({ phone, code: answer.code });
  return { content: [] };
});`),

    // TODO: should report — the delete ignores the answer, which only picks the reply text. An answer that no
    // exit depends on is taken for data ("which format?"), not consent, so nothing after it is reported.
    valid('write after a question whose answer only picks the reply text', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  await db.deleteAll();
  return { content: [{ type: 'text', text: result.action === 'accept' ? 'wiped' : 'kept' }] };
});`),

    // Valid because the answer is data here: decline picks a default that the status write carries (the
    // reference everything server's research task, stored through a property of the task state).
    valid('answer stored in a state property, write carries it, no exit depends on it', `${V2}
server.registerTool('research', {}, async ({ topic }: { topic: string }, ctx) => {
  const state = { topic, clarification: '' };
  try {
    const result = await ctx.mcpReq.elicitInput({ mode: 'form', message: 'Which meaning?', requestedSchema: { type: 'object', properties: {} } });
    if (result.action === 'accept' && result.content) state.clarification = String(result.content.meaning);
    else state.clarification = 'default';
  } catch {
    state.clarification = 'default (elicitation unavailable)';
  }
  await db.tasks.updateStatus(topic, \`Continuing with \${state.clarification}\`);
  return { content: [] };
});`),

    // Valid because a gated answer consumed by the write is data too: cancel stops, decline means "the default".
    valid('cancel stops, decline uses a default that the write consumes', `${V2}
server.registerTool('export', {}, async (ctx) => {
  const answer = await ctx.mcpReq.elicitInput({ mode: 'form', message: 'Which format?', requestedSchema: { type: 'object', properties: {} } });
  if (answer.action === 'cancel') return { content: [] };
  const format = answer.action === 'accept' ? String(answer.content?.format) : 'json';
  await db.exports.insert({ format });
  return { content: [] };
});`),

    // Valid because a dispatcher asks in one method's branch, which always returns: other methods never asked.
    valid('hand-rolled dispatcher: a question in one branch that returns, writes in other branches', `${V2}
import { handle } from './handle';
export async function dispatch(method: string, params: any, res: any) {
  if (method === 'tools/call') {
    const answer = params.inputResponses?.confirm;
    if (answer?.action !== 'accept') {
      return res.json({ resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Sure?', requestedSchema: { type: 'object', properties: {} } } } } });
    }
    return res.json(await handle(params));
  }
  res.writeHead(200);
  await db.requests.insert({ method });
  return res.end();
}`),

    // Valid because a `finally` after the question is clean-up that runs whatever the answer (SDK guide's connect-calendar).
    valid('clean-up in the finally of the question', `${V2}
const pendingFlows = new Map<string, () => void>();
server.registerTool('connect', {}, async (ctx) => {
  const id = crypto.randomUUID();
  pendingFlows.set(id, () => {});
  try {
    const result = await ctx.mcpReq.elicitInput({ mode: 'url', message: 'Grant access', url: 'https://example.com', elicitationId: id });
    if (result.action !== 'accept') return { content: [] };
    return { content: [{ type: 'text', text: 'connected' }] };
  } finally {
    pendingFlows.delete(id);
    await db.pending.delete({ id });
  }
});`, { checkProcessState: true }),

    // Valid because two levels of same-file helpers turn decline, cancel and failure into `ok: false`, and the
    // tool stops on it; an explicit `confirm: true` argument skips the question by design (a real server's shape).
    valid('verdict helper and ok-flag helper, caller stops on !ok', `${V1}
type Verdict = 'accepted' | 'declined' | 'unsupported';
async function askToConfirm(message: string): Promise<Verdict> {
  if (!server.server.getClientCapabilities()?.elicitation) return 'unsupported';
  try {
    const result = await server.server.elicitInput({ message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } });
    return result.action === 'accept' && result.content?.confirm === true ? 'accepted' : 'declined';
  } catch {
    return 'unsupported';
  }
}
async function requireConfirmation(confirm: boolean | undefined, message: string) {
  if (confirm === true) return { ok: true as const };
  const verdict = await askToConfirm(message);
  if (verdict === 'accepted') return { ok: true as const };
  return { ok: false as const, message: verdict === 'declined' ? 'Declined.' : 'Pass confirm: true.' };
}
server.tool('overwrite', async ({ confirm }: { confirm?: boolean }) => {
  const confirmation = await requireConfirmation(confirm, 'Overwrite the document?');
  if (!confirmation.ok) return { content: [{ type: 'text', text: confirmation.message }] };
  await db.documents.update({ body: '' });
  return { content: [] };
});`),

    // TODO: should report — asking happens in another file; only same-file helpers are followed.
    valid('helper from another file is not followed', `${V2}
import { confirm } from './confirm';
server.registerTool('wipe', {}, async (ctx) => {
  const answer = await confirm(ctx);
  if (answer?.confirm === false) return { content: [] };
  await db.deleteAll();
  return { content: [] };
});`),

    // Valid because on a "no" the handler cancels the hold it placed itself before asking: undoing its own write is
    // what the decline asks for (a compensating action), not a side effect against it.
    valid('push: a hold placed before asking, cancelled on decline', `${STRIPE}
server.registerTool('book_room', { inputSchema: { roomId: z.string(), amount: z.number() } }, async ({ roomId, amount }) => {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'eur', capture_method: 'manual', metadata: { roomId } });
  const result = await server.server.elicitInput(${HOLD_QUESTION});
  if (result.action !== 'accept' || !result.content?.confirm) {
    await stripe.paymentIntents.cancel(intent.id);
    return { content: [{ type: 'text', text: 'Booking cancelled, hold released.' }] };
  }
  await stripe.paymentIntents.capture(intent.id);
  return { content: [{ type: 'text', text: \`Booked \${roomId}.\` }] };
});`),

    // Valid because the question is asked only about a duplicate: a "no" returns 'kept' before the writes, and a run
    // that found no duplicate was never asked (the same test takes the same arm on every round).
    valid('a question asked only when a duplicate exists, answered before the block', `${UPSTASH}
server.registerTool('schedule_job', { inputSchema: { name: z.string(), cron: z.string(), url: z.string() } }, async ({ name, cron, url }, ctx) => {
  const answer = acceptedContent<{ overwrite: boolean }>(ctx.mcpReq.inputResponses, 'overwrite');
  const existing = await redis.hget<string>('schedules', name);
  if (existing) {
    if (!answer) return ASK_OVERWRITE(name);
    if (!answer.overwrite) return { content: [{ type: 'text', text: 'kept' }] };
  }
  const { scheduleId } = await qstash.schedules.create({ destination: url, cron });
  await redis.hset('schedules', { [name]: scheduleId });
  return { content: [{ type: 'text', text: scheduleId }] };
});`),

    // Valid because the write is in the arm that asks nothing: it runs only when no duplicate was found.
    valid('a write in the arm of the duplicate test that never asks', `${UPSTASH}
server.registerTool('schedule_job', { inputSchema: { name: z.string(), cron: z.string(), url: z.string() } }, async ({ name, cron, url }, ctx) => {
  const answer = acceptedContent<{ overwrite: boolean }>(ctx.mcpReq.inputResponses, 'overwrite');
  const existing = await redis.hget<string>('schedules', name);
  if (existing) {
    if (!answer) return ASK_OVERWRITE(name);
    return { content: [{ type: 'text', text: answer.overwrite ? 'replaced' : 'kept' }] };
  } else {
    await qstash.schedules.create({ destination: url, cron });
  }
  return { content: [] };
});`),

    // Valid because the base class's confirm() gives nothing only once the answer is accepted: unanswered it builds
    // the question (an object), declined it gives a plain result, so `if (question) return question;` leaves the
    // accepted round alone to drop the collection (MongoDB's ToolBase shape).
    valid('base class confirm() gives null only on accept, if (question) return question before the write', `${V2}
abstract class ToolBase {
  protected confirm(ctx: any, message: string) {
    const response = ctx.mcpReq.inputResponses?.confirm;
    if (!response) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
    if (response.action !== 'accept') return { content: [{ type: 'text', text: 'Cancelled.' }] };
    return null;
  }
}
class DropCollectionTool extends ToolBase {
  async execute(args: any, ctx: any) {
    const question = this.confirm(ctx, \`Drop \${args.name}?\`);
    if (question) return question;
    await db.dropCollection(args.name);
    return { content: [] };
  }
}`),

    // Valid because the same-file helper's question is held in a const before it is returned: still an object.
    valid('helper returns a const holding inputRequired(...), null on accept', `${V2}
function confirmDelete(ctx: any) {
  const answer = acceptedContent<{ ok: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
  const ask = inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Delete?', requestedSchema: { type: 'object', properties: {} } }) } });
  if (answer === undefined) return ask;
  return null;
}
server.registerTool('wipe', {}, async (ctx) => {
  const question = confirmDelete(ctx);
  if (question) return question;
  await db.deleteAll();
  return { content: [] };
});`),
  ],

  invalid: [
    // Invalid because this confirm() gives null on a decline as well as on accept: after `if (question) return
    // question;` a declined answer drops the collection.
    invalid('base class confirm() gives null unless unanswered, the write runs on decline', `${V2}
abstract class ToolBase {
  protected confirm(ctx: any, message: string) {
    const response = ctx.mcpReq.inputResponses?.confirm;
    if (!response) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
    return null;
  }
}
class DropCollectionTool extends ToolBase {
  async execute(args: any, ctx: any) {
    const question = this.confirm(ctx, 'Drop?');
    if (question) return question;
    await /*!*/db.dropCollection(args.name);
    return { content: [] };
  }
}`, [{ call: 'db.dropCollection()', when: 'the answer to the question on line 7 is declined or cancelled', label: 'name starts with the write verb "drop"' }]),

    // Invalid because the caller returns only the question itself and goes on with the declined result.
    invalid('caller returns the helper result only when it is a question, the write runs on decline', `${V2}
abstract class ToolBase {
  protected confirm(ctx: any, message: string) {
    const response = ctx.mcpReq.inputResponses?.confirm;
    if (!response) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
    if (response.action !== 'accept') return { content: [{ type: 'text', text: 'Cancelled.' }] };
    return null;
  }
}
class DropCollectionTool extends ToolBase {
  async execute(args: any, ctx: any) {
    const question = this.confirm(ctx, 'Drop?');
    if (question?.resultType === 'input_required') return question;
    await /*!*/db.dropCollection(args.name);
    return { content: [] };
  }
}`, [{ call: 'db.dropCollection()', when: 'the answer to the question on line 7 is declined or cancelled', label: 'name starts with the write verb "drop"' }]),

    // Invalid because only decline stops: a cancelled answer falls through to the delete.
    invalid('push: only decline returns', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'decline') return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is cancelled' }]),

    // Invalid because only cancel stops: a declined answer falls through.
    invalid('push: only cancel returns', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'cancel') return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is declined' }]),

    // Invalid because the answer is ignored altogether: the question was a formality.
    invalid('push: answer never read', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  await ctx.mcpReq.elicitInput(${FORM});
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is declined or cancelled' }]),

    // Invalid because an SDK v1 answer that is only logged decides nothing: the delete runs whatever the user said.
    invalid('v1 push: answer only logged', `${V1}
server.tool('drop-user', async (extra) => {
  const r = await server.server.elicitInput(${FORM});
  console.log('answer', r.action);
  await /*!*/db.deleteUser();
  return { content: [] };
});`, [{ call: 'db.deleteUser()', when: 'the answer to the question on line 6 is declined or cancelled' }]),

    // Invalid because a same-file helper that returns the push question as it is (`return server.server.elicitInput(...)`)
    // hands its caller the answer, and only a cancel stops the caller.
    invalid('v1 push: confirm helper returns the question, only cancel stops', `${V1}
function confirm(message: string) {
  return server.server.elicitInput({ message, requestedSchema: { type: 'object', properties: { ok: { type: 'boolean' } } } });
}
server.tool('reset-user', async (extra) => {
  const result = await confirm('Reset?');
  if (result.action === 'cancel') return { content: [] };
  await /*!*/db.deleteSessions();
  return { content: [] };
});`, [{ call: 'db.deleteSessions()', when: 'the answer to the question on line 6 is declined' }]),

    // Invalid because asking can fail (the client cannot elicit) and the catch goes on to the migration: fail-open.
    invalid('push: error swallowed by try/catch, then write', `${V2}
import { migrate } from './migrations';
server.registerTool('migrate', {}, async (ctx) => {
  try {
    const result = await ctx.mcpReq.elicitInput(${FORM});
    if (result.action !== 'accept') return { content: [] };
  } catch (error) {
    console.error('could not ask', error);
  }
  await /*!*/migrate();
  return { content: [] };
});`, [{ call: 'migrate()', when: 'asking the question on line 7 fails and the error is swallowed', label: 'name starts with the write verb "migrate"' }]),

    // Invalid because `.catch(() => undefined)` turns a failure into undefined, and only an explicit decline stops.
    invalid('push: .catch(() => undefined), only decline stops', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM}).catch(() => undefined);
  if (result?.action === 'decline') return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is cancelled, or asking it fails and the error is swallowed' }]),

    // Invalid because the whole question is wrapped in a try whose catch is empty: every outcome reaches the write.
    invalid('push: try { await elicitInput() } catch {} then write', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  try {
    await ctx.mcpReq.elicitInput(${FORM});
  } catch {}
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 6 is declined or cancelled, or asking it fails and the error is swallowed' }]),

    // Invalid because the catch itself proceeds with the write when asking failed.
    invalid('push: write in the catch of the question', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  try {
    const result = await ctx.mcpReq.elicitInput(${FORM});
    if (result.action !== 'accept') return { content: [] };
  } catch {
    await /*!*/db.deleteAll();
  }
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'asking the question on line 6 fails and the error is swallowed' }]),

    // Invalid because a decline thrown as an error is caught and forgotten.
    invalid('push: decline thrown inside try, catch swallows it', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  try {
    const result = await ctx.mcpReq.elicitInput(${FORM});
    if (result.action !== 'accept') throw new Error('declined');
  } catch (error) {
    console.warn(error);
  }
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 6 is declined or cancelled, or asking it fails and the error is swallowed' }]),

    // Invalid because the helper turns decline and cancel into undefined, and the caller only stops on an explicit "no".
    invalid('helper returns content or undefined, caller stops only on confirm === false', `${V2}
async function confirm(ctx: any) {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  return result.action === 'accept' ? result.content : undefined;
}
server.registerTool('wipe', {}, async (ctx) => {
  const answer = await confirm(ctx);
  if (answer?.confirm === false) return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is declined or cancelled' }]),

    // Invalid because the helper returns whether the user accepted, and the caller ignores it.
    invalid('helper returns accepted boolean, caller ignores it', `${V2}
const confirmWipe = async (ctx: any) => (await ctx.mcpReq.elicitInput(${FORM})).action === 'accept';
server.registerTool('wipe', {}, async (ctx) => {
  await confirmWipe(ctx);
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 4 is declined or cancelled' }]),

    // Invalid because a decline on the second round falls through: only the first missing answer asks.
    invalid('2026: ok === undefined && !declinedOnce asks, decline falls through', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const declinedOnce = ctx.mcpReq.requestState<{ declined?: boolean }>()?.declined;
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (ok === undefined && !declinedOnce) return ${ASK_CONFIRM};
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 7 is declined, cancelled or missing' }]),

    // Invalid because the view only stops on a non-accepted elicitation: a missing answer never asks and writes.
    invalid('2026: inputResponse view stops on decline only, missing writes', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const view = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  if (view.kind === 'elicit' && view.action !== 'accept') return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is missing' }]),

    // Invalid because a raw declined answer is an object: a presence test lets it through.
    invalid('2026: raw answer tested for presence only', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const response = ctx.mcpReq.inputResponses?.['confirm'];
  if (response === undefined) return ${ASK_CONFIRM};
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 6 is declined or cancelled' }]),

    // Invalid because xmcp's raw answer is present when declined, and `if (!answer)` only catches a missing one.
    invalid('xmcp: extra.inputResponses raw read, truthiness only', `import { inputRequired, type ToolExtraArguments } from 'xmcp';
import { db } from './db';
export const metadata = { name: 'wipe' };
export default async function wipe(_args: unknown, extra: ToolExtraArguments) {
  const answer = extra.inputResponses?.confirm;
  if (!answer) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Wipe?', requestedSchema: { type: 'object', properties: {} } }) } });
  await /*!*/db.deleteAll();
  return 'wiped';
}`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 6 is declined or cancelled' }]),

    // Invalid because the helper fails open: when asking throws (no elicitation capability) it answers "confirmed".
    invalid('helper catch returns confirmed: true (fail-open), caller trusts it', `${V1}
async function requestConfirmation(message: string) {
  try {
    const result = await server.server.elicitInput({ message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } });
    return { confirmed: result.action === 'accept' && result.content?.confirm === true };
  } catch {
    return { confirmed: true };
  }
}
server.tool('wipe', async () => {
  const { confirmed } = await requestConfirmation('Wipe everything?');
  if (!confirmed) return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'asking the question on line 7 fails and the error is swallowed' }]),

    // Invalid because "could not ask" counts as consent two helpers down: the catch answers 'unsupported', and
    // the helper above lets 'unsupported' through like 'accepted' (fail-open).
    invalid('verdict helper and ok-flag helper, unsupported treated as ok', `${V1}
type Verdict = 'accepted' | 'declined' | 'unsupported';
async function askToConfirm(message: string): Promise<Verdict> {
  try {
    const result = await server.server.elicitInput({ message, requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean' } } } });
    return result.action === 'accept' && result.content?.confirm === true ? 'accepted' : 'declined';
  } catch {
    return 'unsupported';
  }
}
async function requireConfirmation(message: string) {
  const verdict = await askToConfirm(message);
  if (verdict === 'declined') return { ok: false as const };
  return { ok: true as const };
}
server.tool('overwrite', async () => {
  const confirmation = await requireConfirmation('Overwrite the document?');
  if (!confirmation.ok) return { content: [] };
  await /*!*/db.documents.update({ body: '', by: process.env.USER, at: Date.now() });
  return { content: [] };
});`, [{ call: 'db.documents.update()', when: 'asking the question on line 8 fails and the error is swallowed', label: 'name starts with the write verb "update"' }]),

    // Invalid because the effect is reached through a same-file function.
    invalid('write through a same-file helper after a decline-only check', `${V2}
async function wipeEverything() {
  await db.deleteAll();
}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'decline') return { content: [] };
  await /*!*/wipeEverything();
  return { content: [] };
});`, [{ call: 'wipeEverything()', effect: 'db.deleteAll()', when: 'the answer to the question on line 8 is cancelled' }]),

    // Invalid because the callback of map runs at the call, after a cancel-only check.
    invalid('write in an inline callback after a cancel-only check', `${V2}
server.registerTool('wipe', {}, async ({ ids }: { ids: string[] }, ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'cancel') return { content: [] };
  await Promise.all(ids.map((id) => /*!*/db.delete(id)));
  return { content: [] };
});`, [{ call: 'db.delete()', when: 'the answer to the question on line 5 is declined' }]),

    // Invalid because the conditional's false arm is taken on cancel too.
    invalid('ternary: decline skips, cancel writes', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  const deleted = result.action === 'decline' ? 0 : await /*!*/db.deleteAll();
  return { content: [{ type: 'text', text: String(deleted) }] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is cancelled' }]),

    // Invalid because the default case of the switch takes cancel as well as accept.
    invalid('switch: decline returns, default writes', `${V2}
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  switch (result.action) {
    case 'decline':
      return { content: [] };
    default:
      await /*!*/db.deleteAll();
  }
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 5 is cancelled' }]),

    // Invalid because fastmcp's context.elicit answer is only checked for decline.
    invalid('fastmcp: context.elicit, decline-only check', `import { FastMCP } from 'fastmcp';
import { unlink } from 'node:fs/promises';
const server = new FastMCP({ name: 's', version: '1.0.0' });
server.addTool({
  name: 'delete-file',
  execute: async (args: { path: string }, context) => {
    const response = await context.elicit({ message: 'Delete?', requestedSchema: { type: 'object', properties: {} } });
    if (response.action === 'decline') return 'kept';
    await /*!*/unlink(args.path);
    return 'deleted';
  },
});`, [{ call: 'unlink()', when: 'the answer to the question on line 7 is cancelled', label: 'node:fs write' }]),

    // Invalid because mcp-framework's this.elicit answer only stops on decline.
    invalid('mcp-framework: this.elicit, decline-only check', `import { MCPTool } from 'mcp-framework';
import { db } from './db';
class WipeTool extends MCPTool {
  name = 'wipe';
  async execute() {
    const result = await this.elicit('Wipe everything?', { confirm: { type: 'boolean' } });
    if (result.action === 'decline') return 'kept';
    await /*!*/db.deleteAll();
    return 'done';
  }
}
export default WipeTool;`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 6 is cancelled' }]),

    // Invalid because SDK v1's push question is only checked for decline.
    invalid('SDK v1: server.server.elicitInput, decline-only check', `${V1}
server.tool('wipe', async () => {
  const result = await server.server.elicitInput(${FORM});
  if (result.action === 'decline') return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 6 is cancelled' }]),

    // Invalid because extra.sendRequest's elicitation answer is not checked at all, though a refusal elsewhere stops.
    invalid('SDK v1: extra.sendRequest elicitation/create, checked only for "no"', `${V1}
server.tool('wipe', async (extra) => {
  const result = await extra.sendRequest({ method: 'elicitation/create', params: ${FORM} }, ElicitResultSchema);
  if (result.content?.confirm === false) return { content: [] };
  await /*!*/db.deleteAll();
  return { content: [] };
});`, [{ call: 'db.deleteAll()', when: 'the answer to the question on line 6 is declined or cancelled' }]),

    // Invalid because a module-level Map is cleared after a cancel-only check, with checkProcessState.
    invalid('module-level Map cleared after a cancel-only check, checkProcessState', `${V2}
const notes = new Map<string, string>();
server.registerTool('wipe', {}, async (ctx) => {
  const result = await ctx.mcpReq.elicitInput(${FORM});
  if (result.action === 'cancel') return { content: [] };
  /*!*/notes.clear();
  return { content: [] };
});`, [{ call: 'notes.clear()', when: 'the answer to the question on line 6 is declined', label: 'module-level Map mutated' }], { checkProcessState: true }),


    // Invalid because the refund takes back a payment this run did not make: the id comes from the caller, and the user
    // said no to exactly this.
    invalid('push: a refund of a payment the run did not create, on decline', `${STRIPE}
server.registerTool('refund_order', { inputSchema: { paymentIntentId: z.string() } }, async ({ paymentIntentId }) => {
  const result = await server.server.elicitInput({ mode: 'form', message: 'Keep the order?', requestedSchema: { type: 'object', properties: { keep: { type: 'boolean' } } } });
  if (result.action !== 'accept' || !result.content?.keep) {
    await /*!*/stripe.refunds.create({ payment_intent: paymentIntentId });
    return { content: [{ type: 'text', text: 'Refunded.' }] };
  }
  return { content: [] };
});`, [{ call: 'stripe.refunds.create()', when: 'the answer to the question on line 7 is declined or cancelled', label: 'Stripe write' }]),

    // Invalid because the write after the hold is not its undoing: capturing the payment a "no" should have released.
    invalid('push: a hold captured even on decline', `${STRIPE}
server.registerTool('book_room', { inputSchema: { roomId: z.string(), amount: z.number() } }, async ({ roomId, amount }) => {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'eur', capture_method: 'manual', metadata: { roomId } });
  const result = await server.server.elicitInput(${HOLD_QUESTION});
  if (result.action === 'cancel') return { content: [] };
  await /*!*/stripe.paymentIntents.capture(intent.id);
  return { content: [{ type: 'text', text: \`Booked \${roomId}.\` }] };
});`, [{ call: 'stripe.paymentIntents.capture()', when: 'the answer to the question on line 8 is declined', label: 'Stripe write' }]),

    // Invalid because, when a duplicate exists, only a missing answer returns: a declined overwrite falls through to the
    // write that replaces the schedule.
    invalid('a question asked only when a duplicate exists, whose decline falls through', `${UPSTASH}
server.registerTool('schedule_job', { inputSchema: { name: z.string(), cron: z.string(), url: z.string() } }, async ({ name, cron, url }, ctx) => {
  const answer = inputResponse<{ overwrite: boolean }>(ctx.mcpReq.inputResponses, 'overwrite');
  const existing = await redis.hget<string>('schedules', name);
  if (existing) {
    if (answer.kind === 'missing') return ASK_OVERWRITE(name);
  }
  const { scheduleId } = await /*!*/qstash.schedules.create({ destination: url, cron });
  return { content: [{ type: 'text', text: scheduleId }] };
});`, [{ call: 'qstash.schedules.create()', when: 'the answer to the question on line 8 is declined or cancelled', label: 'QStash write' }]),
  ],
});
