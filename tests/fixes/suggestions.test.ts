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
const resume = (output: string): Offer => ({ messageId: 'suggestResumeFromRequestState', output });
const verifying = (output: string): Offer => ({ messageId: 'suggestResumeVerifyingState', output });
const withNewCodec = (output: string): Offer => ({ messageId: 'suggestResumeWithNewCodec', output });

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

/** One report, marked with `/*!*\/`, offering exactly `suggestions`. */
function invalid(name: string, marked: string, suggestions: Offer[], extra: { filename?: string } = {}): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  if (positions.length !== 1) throw new Error(`case "${name}" must mark one report`);
  return { name, code, ...extra, errors: [{ messageId: 'sideEffect', ...positions[0]!, suggestions }] };
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
}`, []),

    // Withheld: moving the charge below `amount += fee` would charge a different amount.
    invalid('withheld: a name it reads is written in between', `${V2}
import { chargeCard } from './billing';
export async function h(args: { amount: number; fee: number }, ctx: any) {
  let amount = args.amount;
  await /*!*/chargeCard(amount);
  amount += args.fee;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(amount) }] };
}`, []),

    // Withheld: the counter it sends changes in between.
    invalid('withheld: a name it reads is updated with ++ in between', `${V2}
import { sendReminder } from './mail';
export async function h(args: { attempt: number }, ctx: any) {
  let attempt = args.attempt;
  await /*!*/sendReminder(attempt);
  attempt++;
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: String(attempt) }] };
}`, []),

    // Withheld: `order.items.push(...)` changes the order the insert stores.
    invalid('withheld: an object it reads is changed in between', `${V2}
import { insertOrder } from './db';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  await /*!*/insertOrder(args.order);
  args.order.items.push('gift-wrap');
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Withheld: `normalize(args.order)` may change the order; nothing says it does not.
    invalid('withheld: a call of unknown effect receives what it reads', `${V2}
import { insertOrder } from './db';
import { normalize } from './orders';
export async function h(args: { order: { items: string[] } }, ctx: any) {
  await /*!*/insertOrder(args.order);
  normalize(args.order);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Withheld: `tag(order)` writes a property of the order the insert stores.
    invalid('withheld: a same-file helper in between changes what it reads', `${V2}
import { insertOrder } from './db';
function tag(order: { tag?: string }) { order.tag = 'retry'; }
export async function h(args: { order: { tag?: string } }, ctx: any) {
  await /*!*/insertOrder(args.order);
  tag(args.order);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Withheld: the effect pushes to `log`, and the question shows `log`.
    invalid('withheld: the statement changes what the question reads', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string }, ctx: any) {
  const log: string[] = [];
  await /*!*/sendEmail(args.to).then(() => log.push('sent'));
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: log.join(), requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, []),

    // Withheld: `saveDraft(draft)` may change the draft (many clients set an id on what they save), and the question shows it.
    invalid('withheld: the effect is handed an object the question reads', `${V2}
import { saveDraft } from './drafts';
export async function h(args: { draft: { title: string } }, ctx: any) {
  const draft = args.draft;
  await /*!*/saveDraft(draft);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: draft.title, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, []),

    // Withheld: the charge and the upsert (a write `recommended` does not report) would swap order.
    invalid('withheld: another write in between', `${V2}
import { PrismaClient } from '@prisma/client';
import { chargeCard } from './billing';
const prisma = new PrismaClient();
export async function h(args: { id: string; amount: number }, ctx: any) {
  await /*!*/chargeCard(args.amount);
  await prisma.customer.upsert({ where: { id: args.id }, create: { id: args.id }, update: {} });
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
  return { content: [] };
}`, []),

    // Withheld: after the move the email would not go out on dry runs any more, more than the suggestion says.
    invalid('withheld: another result returned in between', `${V2}
import { sendEmail } from './mail';
export async function h(args: { to: string; dryRun: boolean }, ctx: any) {
  await /*!*/sendEmail(args.to);
  if (args.dryRun) return { content: [] };
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: {} });
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
}`, []),

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
}`, []),

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
}`, []),

    // Withheld: unsigned state is never minted.
    invalid('resume withheld: no codec in the file', `${V2}
import { reserveSeat } from './booking';
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, []),

    // Withheld: without a verify hook `ctx.mcpReq.requestState()` returns the raw string, not the seat.
    invalid('resume withheld: no sign that the accessor is verified', `${V2}
import { reserveSeat } from './booking';
export const codec = createRequestStateCodec({ key: process.env.KEY! });
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, []),

    // Withheld: `codec.mint(seat)` would not fit `{ orderId: string }`.
    invalid('resume withheld: the codec is typed for another payload', `${V2}
import { reserveSeat } from './booking';
const codec = createRequestStateCodec<{ orderId: string }>({ key: process.env.KEY! });
const server = new McpServer({ name: 's', version: '1' }, { requestState: { verify: codec.verify } });
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}`, []),

    // Withheld: the handler has state of its own that the rewrite would clobber.
    invalid('resume withheld: the handler already uses requestState', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint({ step: 1 }, ctx) });
  return { content: [] };
}`, []),

    // Withheld: the state cannot be added to a question built elsewhere.
    invalid('resume withheld: the question comes from a helper', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
function ask(message: string) { return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } }); }
export async function book(args: { flight: string }, ctx: any) {
  const seat = await /*!*/reserveSeat(args.flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ask(seat.id);
  return { content: [] };
}`, []),

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
}`, []),

    // Withheld: a low-level handler only has the raw string, which would have to be verified by hand.
    invalid('resume withheld: raw params.requestState', `${V2}
import { reserveSeat } from './booking';
${HOOKED}
server.server.setRequestHandler('tools/call', async (request: any) => {
  const seat = await /*!*/reserveSeat(request.params.arguments.flight);
  if (!request.params.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
});`, []),

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
});`, []),

    // Withheld: the server gets its hook in another file; a codec added here would mint state that hook refuses.
    invalid('resume withheld: server passed in, its hook elsewhere', `${V2}
import { reserveSeat } from './booking';
export function register(server: McpServer) {
  server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
    const seat = await /*!*/reserveSeat(flight);
    if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
    return { content: [] };
  });
}`, []),

    // Withheld: the name the new codec would take is already used in the file.
    invalid('resume withheld: requestStateCodec is taken', `${V2}
import { reserveSeat } from './booking';
import { requestStateCodec } from './legacy';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, []),

    // Withheld: the server class comes from a re-exporter, whose server this file cannot vouch has no hook.
    invalid('resume withheld: the server class comes from a re-exporter', `import { McpServer } from 'mcp-handler';
import { inputRequired } from '@modelcontextprotocol/server';
import { reserveSeat } from './booking';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('book', {}, async ({ flight }: { flight: string }, ctx: any) => {
  const seat = await /*!*/reserveSeat(flight);
  if (!ctx.mcpReq.inputResponses?.ok) return ${ASK_SEAT};
  return { content: [] };
});`, []),

    // Withheld: xmcp's context is no ServerContext, which the codec's verify needs.
    invalid('resume withheld: xmcp tool without a codec', `import { inputRequired } from 'xmcp';
import { reserveSeat } from './booking';
export const schema = {};
export default async function book(params: { flight: string }, extra: any) {
  const seat = await /*!*/reserveSeat(params.flight);
  if (!extra.inputResponses?.ok) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: seat.id, requestedSchema: { type: 'object', properties: {} } }) } });
  return 'booked';
}`, []),

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
  ],
});
