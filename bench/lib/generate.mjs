// Generated MCP server code, deterministic: the same arguments always give the same text.

/** mulberry32: a tiny seeded PRNG, so generated corpora are identical on every machine. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEADER = `import { McpServer, acceptedContent, createRequestStateCodec, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
import nodemailer from 'nodemailer';
import { WebClient } from '@slack/web-api';
import { writeFile } from 'node:fs/promises';
import * as z from 'zod';
import { db, audit } from './db.js';

const stripe = new Stripe(process.env.STRIPE_KEY ?? '');
const mailer = nodemailer.createTransport({ host: 'smtp.example.com', port: 587 });
const slack = new WebClient(process.env.SLACK_TOKEN);
const codec = createRequestStateCodec({ key: process.env.STATE_KEY ?? '' });
const server = new McpServer({ name: 'bench', version: '1.0.0' });

const confirmSchema = { type: 'object', properties: { confirm: { type: 'boolean' } }, required: ['confirm'] };
const codeSchema = { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] };

function ask(key, message) {
  return inputRequired({ inputRequests: { [key]: inputRequired.elicit({ message, requestedSchema: confirmSchema }) } });
}
`;

/** Tool and prompt registrations in the shapes src/mcp/frameworks/ knows, correct ones and buggy ones. */
const HANDLERS = [
  // effect before the question: the core bug
  (n) => `server.registerTool('charge_${n}', { description: 'Charge a card', inputSchema: z.object({ amount: z.number() }) }, async ({ amount }, ctx) => {
  const intent = await stripe.paymentIntents.create({ amount, currency: 'usd' });
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) {
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: \`Charge \${amount}?\`, requestedSchema: confirmSchema }) } });
  }
  return { content: [{ type: 'text', text: intent.id }] };
});
`,
  // send-then-ask: the effect runs only while the answer is missing
  (n) => `server.registerTool('verify_email_${n}', { inputSchema: z.object({ email: z.string() }) }, async ({ email }, ctx) => {
  const code = inputResponse(ctx.mcpReq.inputResponses, 'code');
  if (code.kind === 'missing') {
    await mailer.sendMail({ to: email, subject: 'Your code', text: String(Math.floor(Math.random() * 1e6)) });
    return inputRequired({ inputRequests: { code: inputRequired.elicit({ message: 'Enter the code', requestedSchema: codeSchema }) } });
  }
  await db.users.update({ where: { email }, data: { verified: true } });
  return { content: [{ type: 'text', text: 'verified' }] };
});
`,
  // resume: the effect runs on the first round and its result travels in requestState
  (n) => `server.registerTool('order_${n}', { inputSchema: z.object({ sku: z.string(), quantity: z.number() }) }, async ({ sku, quantity }, ctx) => {
  const state = await ctx.mcpReq.requestState();
  if (!state) {
    const order = await db.orders.insert({ sku, quantity, status: 'pending' });
    return inputRequired({
      inputRequests: { confirm: inputRequired.elicit({ message: \`Order \${quantity} x \${sku}?\`, requestedSchema: confirmSchema }) },
      requestState: await codec.mint({ orderId: order.id }),
    });
  }
  const { orderId } = await codec.verify(state);
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (answer?.confirm) await db.orders.update({ where: { id: orderId }, data: { status: 'confirmed' } });
  return { content: [{ type: 'text', text: orderId }] };
});
`,
  // a loop that asks once per item, writing the items already answered
  (n) => `server.registerTool('overwrite_${n}', { inputSchema: z.object({ files: z.array(z.string()) }) }, async ({ files }, ctx) => {
  const written = [];
  for (const file of files) {
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'overwrite_' + file);
    if (!answer) return ask('overwrite_' + file, \`Overwrite \${file}?\`);
    if (answer.confirm) {
      await writeFile(file, 'generated\\n');
      written.push(file);
    }
  }
  return { content: [{ type: 'text', text: written.join(', ') }] };
});
`,
  // try/catch around an effect before the question
  (n) => `server.registerTool('announce_${n}', { inputSchema: z.object({ channel: z.string(), text: z.string() }) }, async ({ channel, text }, ctx) => {
  try {
    await slack.chat.postMessage({ channel, text });
  } catch (error) {
    console.error('slack failed', error);
  } finally {
    console.log('announce done');
  }
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'followUp')) return ask('followUp', 'Post a follow-up?');
  return { content: [{ type: 'text', text: 'posted' }] };
});
`,
  // an effect reached through a same-file helper
  (n) => `async function recordAudit${n}(user, action) {
  const entry = { user, action, at: Date.now() };
  await audit.insert(entry);
  return entry;
}

server.registerTool('delete_account_${n}', { inputSchema: z.object({ user: z.string() }) }, async ({ user }, ctx) => {
  await recordAudit${n}(user, 'delete-requested');
  const sure = acceptedContent(ctx.mcpReq.inputResponses, 'sure');
  if (!sure) return ask('sure', \`Delete \${user} for good?\`);
  if (sure.confirm) await db.users.delete({ where: { id: user } });
  return { content: [{ type: 'text', text: sure.confirm ? 'deleted' : 'kept' }] };
});
`,
  // scheduled work: callbacks run at the call that receives them
  (n) => `server.registerTool('cancel_jobs_${n}', { inputSchema: z.object({ ids: z.array(z.string()) }) }, async ({ ids }, ctx) => {
  await Promise.all(ids.map((id) => db.jobs.delete({ where: { id } })));
  setTimeout(() => console.log('cancelled', ids.length), 10);
  const note = acceptedContent(ctx.mcpReq.inputResponses, 'note');
  return note ? { content: [{ type: 'text', text: 'noted' }] } : ask('note', 'Leave a note?');
});
`,
  // a prompt that asks before building its messages
  (n) => `server.registerPrompt('summarize_${n}', { argsSchema: z.object({ topic: z.string() }) }, async ({ topic }, ctx) => {
  const tone = acceptedContent(ctx.mcpReq.inputResponses, 'tone');
  if (!tone) {
    return inputRequired({ inputRequests: { tone: inputRequired.elicit({ message: 'Which tone?', requestedSchema: { type: 'object', properties: { tone: { type: 'string' } } } }) } });
  }
  return { messages: [{ role: 'user', content: { type: 'text', text: \`Summarize \${topic} in a \${tone.tone} tone\` } }] };
});
`,
  // a read-only tool that never asks: most tools look like this
  (n) => `server.registerTool('search_${n}', { inputSchema: z.object({ query: z.string(), limit: z.number().optional() }) }, async ({ query, limit = 10 }) => {
  const rows = await db.products.findMany({ where: { name: { contains: query } }, take: limit });
  const total = rows.reduce((sum, row) => sum + row.price, 0);
  const lines = rows.map((row) => \`\${row.name}: \${row.price}\`);
  return { content: [{ type: 'text', text: [...lines, \`total \${total}\`].join('\\n') }] };
});
`,
  // a low-level dispatcher with a hand-built input_required result
  (n) => `server.server.setRequestHandler('tools/call', async (request, ctx) => {
  switch (request.params.name) {
    case 'refund_${n}': {
      await stripe.refunds.create({ payment_intent: String(request.params.arguments?.id) });
      if (!request.params.inputResponses?.confirm) {
        return { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create', params: { message: 'Refund?', requestedSchema: confirmSchema } } } };
      }
      return { content: [{ type: 'text', text: 'refunded' }] };
    }
    case 'lookup_${n}':
      return { content: [{ type: 'text', text: JSON.stringify(await db.orders.findUnique({ where: { id: request.params.arguments?.id } })) }] };
    default:
      throw new Error(\`unknown tool \${request.params.name}\`);
  }
});
`,
];

/** Ordinary application code with no MCP in it, the bulk of most files. */
const PLAIN = (n) => `export class Cache${n} {
  #entries = new Map();
  constructor(limit = 100) {
    this.limit = limit;
  }
  get(key) {
    const entry = this.#entries.get(key);
    if (!entry || entry.expires < Date.now()) return undefined;
    return entry.value;
  }
  set(key, value, ttl = 60_000) {
    if (this.#entries.size >= this.limit) this.#entries.delete(this.#entries.keys().next().value);
    this.#entries.set(key, { value, expires: Date.now() + ttl });
  }
}

export function formatPrice${n}(cents, currency = 'USD') {
  const amount = (cents / 100).toFixed(2);
  switch (currency) {
    case 'USD': return '$' + amount;
    case 'EUR': return amount + ' EUR';
    default: return \`\${amount} \${currency}\`;
  }
}

export async function retry${n}(task, attempts = 3) {
  let lastError;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await task();
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 100));
    }
  }
  throw lastError;
}
`;

const lineCount = (text) => text.split('\n').length - 1;

/**
 * The handler-dense corpus: files that are mostly MCP handlers (6-14 each, in random order), a few with a
 * plain block, a fifth of them `.mjs` so both parsing modes are exercised.
 */
export function handlerDenseCorpus(fileCount, dir) {
  const next = random(2322);
  const files = [];
  for (let f = 0; f < fileCount; f++) {
    let text = HEADER;
    const handlers = 6 + Math.floor(next() * 9);
    for (let h = 0; h < handlers; h++) text += '\n' + HANDLERS[Math.floor(next() * HANDLERS.length)](`${f}_${h}`);
    if (next() < 0.3) text += '\n' + PLAIN(f);
    text += '\nexport default server;\n';
    files.push({ filename: `${dir}/server-${f}.${f % 5 === 4 ? 'mjs' : 'ts'}`, text });
  }
  return files;
}

/** One file of about `lines` lines: handlers and plain code in turn, as a large real server module would be. */
export function scalingFile(lines, dir) {
  let text = HEADER;
  for (let n = 0; lineCount(text) < lines; n++) {
    text += '\n' + (n % 2 === 0 ? HANDLERS[(n / 2) % HANDLERS.length](n) : PLAIN(n));
  }
  return { filename: `${dir}/scale-${lines}.ts`, text, lines: lineCount(text) };
}

/**
 * A handler with `ifs` sequential `if`s and one nest `depth` deep, all before its question, or (`branchy`
 * false) the same statements without the `if`s: the worst case for a path analysis against its baseline.
 * Every hundredth statement writes, so some effects do reach the question and are reported.
 */
export function deepHandlerFile({ ifs, depth, branchy }, dir) {
  const statement = (i) => (i % 100 === 0 ? `await db.rows.insert({ shard: ${i} });` : `total += await db.rows.count({ shard: ${i} });`);
  const body = [];
  for (let i = 0; i < ifs; i++) {
    body.push(branchy ? `  if (n === ${i}) { ${statement(i)} }` : `  check(n, ${i}); ${statement(i)}`);
  }
  for (let d = 0; d < depth; d++) {
    body.push(`${'  '.repeat(d + 1)}${branchy ? `if (n > ${d}) {` : `check(n, ${d});`}`);
  }
  body.push(`${'  '.repeat(depth + 1)}await mailer.sendMail({ to: 'ops@example.com', subject: 'deep' });`);
  if (branchy) for (let d = depth - 1; d >= 0; d--) body.push(`${'  '.repeat(d + 1)}}`);
  const text = `${HEADER}
function check(n, i) {
  return n !== i;
}

server.registerTool('deep', { inputSchema: z.object({ n: z.number() }) }, async ({ n }, ctx) => {
  let total = 0;
${body.join('\n')}
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) return ask('confirm', \`Total is \${total}. Go on?\`);
  return { content: [{ type: 'text', text: String(total) }] };
});
`;
  return { filename: `${dir}/deep-${branchy ? 'branchy' : 'straight'}.ts`, text, lines: lineCount(text) };
}
