// A generated multi-file MCP server for the type-checked bench: tools in one folder, services, clients and
// questions in others, barrels between them. Deterministic: the same arguments always give the same files.
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VENDOR = `// Just enough of the client typings (the packages are not installed for the bench).
declare module 'stripe' {
  export default class Stripe {
    constructor(key: string);
    charges: { create(params: { customer: string; amount: number }): Promise<{ id: string }>; list(params: { customer: string }): Promise<{ data: { id: string }[] }> };
    refunds: { create(params: { charge: string }): Promise<{ id: string }>; retrieve(id: string): Promise<{ id: string; status: string }> };
    customers: { retrieve(id: string): Promise<{ id: string; email: string }>; update(id: string, params: { email: string }): Promise<{ id: string }> };
  }
}
declare module 'pg' {
  export class Pool {
    query(text: string, values?: unknown[]): Promise<{ rows: { id: string; total: number }[] }>;
  }
}
`;

const CLIENTS = `/// <reference path="../vendor/clients.d.ts" />
import { Pool } from 'pg';
import Stripe from 'stripe';

export const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');
export const db = new Pool();
export const cache = new Map<string, { at: number; value: string }>();
`;

const MCP = `import { inputRequired, type InputRequiredResult } from '@modelcontextprotocol/server';

export { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
export type { ServerContext } from '@modelcontextprotocol/server';

const YES_NO = { type: 'object', properties: { yes: { type: 'boolean' } } } as const;

export function askConfirmation(message: string): InputRequiredResult {
  return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: YES_NO }) } });
}
`;

const QUESTIONS = `import { acceptedContent, askConfirmation, type ServerContext } from '../mcp.js';

export function needConfirmation(ctx: ServerContext, message: string) {
  const answer = acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
  if (answer === undefined) return askConfirmation(message);
  return undefined;
}

export function confirmed(ctx: ServerContext): boolean {
  return acceptedContent<{ yes: boolean }>(ctx.mcpReq.inputResponses, 'confirm')?.yes === true;
}
`;

/** A service file: a class with writes, reads and pure builders, and functions that call the next service. */
function service(index, count) {
  const next = (index + 1) % count;
  const name = `Service${index}`;
  return `import { cache, db, stripe } from '../lib/clients.js';
import { formatAmount, slugify } from '../utils/format-${index % 5}.js';
import { record${next} } from './service-${next}.js';

export interface Item${index} {
  id: string;
  lines: { sku: string; cents: number }[];
  total: number;
}

export class ${name} {
  private readonly seen = new Set<string>();

  async charge(customer: string, amount: number) {
    const charge = await stripe.charges.create({ customer, amount });
    this.seen.add(charge.id);
    return charge;
  }

  async insert(item: Item${index}) {
    await db.query('INSERT INTO items_${index} (id, total) VALUES ($1, $2)', [item.id, item.total]);
  }

  async find(id: string) {
    const { rows } = await db.query('SELECT id, total FROM items_${index} WHERE id = $1', [id]);
    return rows[0];
  }

  async history(customer: string) {
    return stripe.charges.list({ customer });
  }

  createDraft(id: string): Item${index} {
    return { id: slugify(id), lines: [], total: 0 };
  }

  updateTotals(item: Item${index}, counts: Map<string, number>): void {
    item.total = item.lines.reduce((sum, line) => sum + line.cents, 0);
    for (const line of item.lines) counts.set(line.sku, (counts.get(line.sku) ?? 0) + 1);
  }

  describe(item: Item${index}): string {
    return \`\${item.id}: \${formatAmount(item.total)}\`;
  }
}

export const service${index} = new ${name}();

export async function record${index}(id: string, depth = 0): Promise<void> {
  if (depth > 2) {
    await db.query('INSERT INTO audit (ref) VALUES ($1)', [id]);
    return;
  }
  await record${next}(id, depth + 1);
}

export async function refund${index}(charge: string) {
  const refund = await stripe.refunds.create({ charge });
  cache.delete(charge);
  return refund;
}

export async function lookup${index}(id: string) {
  const cached = cache.get(id);
  if (cached) return cached.value;
  const row = await service${index}.find(id);
  return row ? service${index}.describe({ id: row.id, lines: [], total: row.total }) : 'missing';
}
`;
}

/** A tool file: several registrations, questions from the SDK, from the project's wrapper and from a helper. */
function tool(index, services) {
  const s = index % services;
  const t = (index + 7) % services;
  return `import { McpServer, acceptedContent, askConfirmation, inputRequired } from '../mcp.js';
import { service${s}, record${t}, refund${s}, lookup${t}, type Item${s} } from '../services/index.js';
import { needConfirmation, confirmed } from '../services/questions.js';
import { clamp, parseList } from '../utils/validate-${index % 5}.js';

const YES_NO = { type: 'object', properties: { yes: { type: 'boolean' } } } as const;

export function registerTools${index}(server: McpServer) {
  server.registerTool('charge_${index}', { description: 'Charge a customer' }, async (ctx) => {
    await service${s}.charge('cus_${index}', clamp(${index * 100}, 1, 10_000));
    const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (!ok) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Charge?', requestedSchema: YES_NO }) } });
    return { content: [{ type: 'text', text: 'charged' }] };
  });

  server.registerTool('refund_${index}', { description: 'Refund a charge' }, async (ctx) => {
    const question = needConfirmation(ctx, 'Refund?');
    if (question) return question;
    await refund${s}('ch_${index}');
    return { content: [{ type: 'text', text: 'refunded' }] };
  });

  server.registerTool('draft_${index}', { description: 'Draft an item' }, async (ctx) => {
    const item: Item${s} = service${s}.createDraft('item-${index}');
    service${s}.updateTotals(item, new Map());
    const text = await lookup${t}(item.id);
    if (!confirmed(ctx)) return askConfirmation(\`Save \${text}?\`);
    await service${s}.insert(item);
    return { content: [{ type: 'text', text }] };
  });

  server.registerTool('audit_${index}', { description: 'Audit a reference' }, async (ctx) => {
    await record${t}('ref_${index}');
    return needConfirmation(ctx, 'Audited. Continue?') ?? { content: [{ type: 'text', text: 'done' }] };
  });

  server.registerTool('history_${index}', { description: 'List charges' }, async () => {
    const history = await service${s}.history('cus_${index}');
    const ids = parseList(history.data.map((charge) => charge.id).join(','));
    return { content: [{ type: 'text', text: ids.join('\\n') }] };
  });
}
`;
}

function format(index) {
  return `export function formatAmount(cents: number, currency = 'USD'): string {
  const sign = cents < 0 ? '-' : '';
  const value = Math.abs(cents);
  return \`\${sign}\${currency} \${Math.floor(value / 100)}.\${String(value % 100).padStart(2, '0')}\`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function titleCase${index}(text: string): string {
  return text.split(' ').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
`;
}

function validate(index) {
  return `export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function parseList(text: string): string[] {
  return text.split(',').map((part) => part.trim()).filter((part) => part.length > 0);
}

export function isEmail${index}(text: string): boolean {
  return /^[^@\\s]+@[^@\\s]+$/.test(text);
}
`;
}

/**
 * Writes the project to `dir` (replacing it): `tools` tool files, `services` service files and five of each
 * utility. `node_modules` is a link to the repository's, so the SDK and Node types resolve as in a real project.
 */
export function writeTypedProject(dir, { tools, services }, nodeModules) {
  rmSync(dir, { recursive: true, force: true });
  const files = {
    'package.json': JSON.stringify({ name: 'typed-bench-server', type: 'module', private: true }, null, 2),
    'tsconfig.json': JSON.stringify(
      {
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2023', 'DOM'], types: ['node'], strict: true, skipLibCheck: true, noEmit: true },
        include: ['src'],
      },
      null,
      2,
    ),
    'src/vendor/clients.d.ts': VENDOR,
    'src/lib/clients.ts': CLIENTS,
    'src/mcp.ts': MCP,
    'src/services/questions.ts': QUESTIONS,
    'src/services/index.ts': Array.from({ length: services }, (_, i) => `export * from './service-${i}.js';\n`).join(''),
  };
  for (let i = 0; i < services; i++) files[`src/services/service-${i}.ts`] = service(i, services);
  for (let i = 0; i < tools; i++) files[`src/tools/tools-${i}.ts`] = tool(i, services);
  for (let i = 0; i < 5; i++) {
    files[`src/utils/format-${i}.ts`] = format(i);
    files[`src/utils/validate-${i}.ts`] = validate(i);
  }
  files['src/server.ts'] = `import { McpServer } from './mcp.js';
${Array.from({ length: tools }, (_, i) => `import { registerTools${i} } from './tools/tools-${i}.js';`).join('\n')}

const server = new McpServer({ name: 'typed-bench-server', version: '1.0.0' });
${Array.from({ length: tools }, (_, i) => `registerTools${i}(server);`).join('\n')}
`;
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  symlinkSync(nodeModules, path.join(dir, 'node_modules'), 'junction');
  return Object.keys(files).filter((file) => file.endsWith('.ts')).length;
}
