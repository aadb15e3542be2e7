// classifyCall as a whole: builder chains, severity, transparent promise methods, and odd call shapes that
// must never throw.
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { describe, expect, it } from 'vitest';
import { isFunctionNode } from '../../src/ast/functions.js';
import type { CallLike } from '../../src/ast/types.js';
import { walkAst } from '../../src/ast/walk.js';
import { classifyCall, parseEffectSettings, SEVERITY, type EffectVerdict } from '../../src/effects/index.js';
import { lintWith } from '../mcp/lint-with.js';
import { checkVerdicts, classifyEveryCall, classifyMarked } from './classify-with.js';

describe('chains', () => {
  it('sees through .catch() to the Stripe call', () => {
    const code = `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h() { await /*@*/stripe.charges.create({}).catch(() => null); }`;
    expect(classifyMarked(code)).toEqual({ effectClass: 'write', layer: 'catalog', label: 'Stripe write', impact: 'accumulating', keepsArguments: true });
  });
  it('sees through .then() to a POST fetch', () => {
    expect(classifyMarked(`async function h(u) { await /*@*/fetch(u, { method: 'POST' }).then((r) => r.json()); }`)).toMatchObject({ effectClass: 'write', label: 'HTTP POST' });
  });
  it('sees through .finally() to a read', () => {
    expect(classifyMarked(`async function h(deps) { await /*@*/deps.users.getUser(1).finally(() => {}); }`)).toMatchObject({ effectClass: 'read', layer: 'verb' });
  });
  it('takes the most severe link: a Redis read then a write in one transaction', () => {
    expect(classifyMarked(`import Redis from 'ioredis'; const r = new Redis(); async function h() { await /*@*/r.multi().get('a').incr('b').exec(); }`)).toMatchObject({ effectClass: 'write' });
  });
  it('takes process state over a read in the same chain', () => {
    expect(classifyMarked(`const cache = new Map(); function h(k) { /*@*/cache.get(k).push(1); }`)).toMatchObject({ effectClass: 'process-state' });
  });
  it('lets an earlier link name the verdict among equally severe links', () => {
    expect(classifyMarked(`async function h(repo) { await /*@*/repo.createDraft().saveAll(); }`)).toMatchObject({ effectClass: 'write', label: 'name starts with the write verb "create"' });
  });
  it('orders severity write > write-idempotent > cost > process-state > unknown > read > log > local > pure', () => {
    expect(SEVERITY).toEqual(['write', 'write-idempotent', 'cost', 'process-state', 'unknown', 'read', 'log', 'local', 'pure']);
  });
});

// What the move suggestions may carry a write past (src/fixes/footprint.ts): a client of another system sends copies.
describe('writes that keep their arguments', () => {
  it('marks a write of a client that sends copies (Octokit)', () => {
    const code = `import { Octokit } from 'octokit'; const o = new Octokit(); async function h(p) { await /*@*/o.rest.issues.createComment(p); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', keepsArguments: true });
  });
  it('marks an AWS command sent by a client of unknown origin', () => {
    const code = `import { SendMessageCommand } from '@aws-sdk/client-sqs'; async function h(sqs) { await /*@*/sqs.send(new SendMessageCommand({})); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', keepsArguments: true });
  });
  it('does not mark MongoDB inserts, which add _id to the documents they are given', () => {
    const code = `import { MongoClient } from 'mongodb'; const c = new MongoClient('u').db().collection('x'); async function h(d) { await /*@*/c.insertOne(d); }`;
    expect(classifyMarked(code)).not.toHaveProperty('keepsArguments');
  });
  it('does not mark writes of the verb heuristic, nor files', () => {
    expect(classifyMarked(`async function h(deps, p) { await /*@*/deps.issues.create(p); }`)).not.toHaveProperty('keepsArguments');
    expect(classifyMarked(`import * as fs from 'node:fs/promises'; async function h(p, d) { await /*@*/fs.writeFile(p, d); }`)).not.toHaveProperty('keepsArguments');
  });
  it('takes read-only methods on what a client call returned for pure', () => {
    const code = `import { Octokit } from 'octokit'; const o = new Octokit(); async function h() { const { data } = await o.rest.repos.getBranch({}); /*@*/data.commit.sha.slice(0, 7); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'pure', layer: 'local' });
  });
});

describe('util.promisify', () => {
  it('judges a promisified child_process function as the function it wraps', () => {
    const code = `import { promisify } from 'node:util'; import { execFile } from 'node:child_process'; const execFileP = promisify(execFile); async function h() { await /*@*/execFileP('git', ['push']); }`;
    expect(classifyMarked(code)).toEqual({ effectClass: 'write', layer: 'catalog', label: 'child process started' });
  });
  it('judges util.promisify(fs.writeFile) from require as an fs write', () => {
    const code = `const util = require('util'); const fs = require('fs'); const writeFileP = util.promisify(fs.writeFile); async function h() { await /*@*/writeFileP('/tmp/x', 'y'); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write-idempotent', layer: 'catalog', label: 'node:fs write' });
  });
  it('judges a promisified fs read as a read', () => {
    const code = `import util from 'node:util'; import fs from 'node:fs'; const statAsync = util.promisify(fs.stat); async function h(p) { await /*@*/statAsync(p); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
  });
  it('judges a promisified call made on the spot', () => {
    const code = `import { promisify } from 'util'; import { exec } from 'child_process'; async function h() { await /*@*/promisify(exec)('rm -rf build'); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', label: 'child process started' });
  });
  it('leaves a promisify that is not node:util to the name', () => {
    const code = `import { promisify } from './my-util'; import { execFile } from 'node:child_process'; const run = promisify(execFile); async function h() { await /*@*/run('ls'); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'unknown' });
  });
});

describe('odd shapes', () => {
  it('reads through optional chaining and TypeScript wrappers', () => {
    expect(classifyMarked(`async function h(deps) { await /*@*/deps?.orders?.create?.({}); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    const code = `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h() { await /*@*/(stripe as Stripe)!.refunds.create({}); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', label: 'Stripe write' });
  });
  it('reads a client field of a same-file base class (class ArchiveTool extends MongoTool)', () => {
    const code = `import { MongoClient } from 'mongodb'; class MongoTool { protected client = new MongoClient('u'); } class ArchiveTool extends MongoTool { async run(d) { await /*@*/this.client.db('a').collection('c').insertMany(d); } }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'MongoDB write' });
  });
  it('reads a client a constructor parameter property declares by a type the file imports', () => {
    const code = `import { MongoClient } from 'mongodb'; class Tool { constructor(private readonly client: MongoClient) {} async run(d) { await /*@*/this.client.db('a').collection('c').insertMany(d); } }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'MongoDB write' });
  });
  it('reads a field declared with an imported type and no initializer', () => {
    const code = `import type { Db } from 'mongodb'; class Tool { private db!: Db; async run() { await /*@*/this.db.command({ dbStats: 1 }); } }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'read', layer: 'catalog', label: 'MongoDB dbStats command' });
  });
  // A client a parameter, a local or a dependency interface of the file declares by a type imported from a package.
  it('reads a client through a dependency interface of the file whose member a package types (this.deps.db: Knex)', () => {
    const deps = `import { type Knex } from 'knex'; interface Deps { db: Knex } class Tools { constructor(private readonly deps: Deps) {}`;
    expect(classifyMarked(`${deps} async run() { await /*@*/this.deps.db.raw('DELETE FROM sessions'); } }`)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'SQL DELETE' });
    expect(classifyMarked(`${deps} async run(id) { await /*@*/this.deps.db('customers').where({ id }).first(); } }`)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
    expect(classifyMarked(`${deps} async run(id) { await /*@*/this.deps.db('customers').insert({ id }); } }`)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'Knex write' });
  });
  it('reads a client a parameter declares by an imported type (pool: Pool from pg, redis: Redis from ioredis)', () => {
    expect(classifyMarked(`import { Pool } from 'pg'; async function h(pool: Pool, id) { await /*@*/pool.query('SELECT * FROM t WHERE id = $1', [id]); }`)).toMatchObject({ effectClass: 'read', layer: 'catalog', label: 'SQL SELECT' });
    expect(classifyMarked(`import type Redis from 'ioredis'; async function h(redis: Redis, k) { await /*@*/redis.incr(k); }`)).toMatchObject({ effectClass: 'write', layer: 'catalog' });
    // A Redis SET through a typed parameter is judged as the catalog judges it, not by its verb.
    expect(classifyMarked(`import type Redis from 'ioredis'; async function h(redis: Redis, k, v) { await /*@*/redis.set(k, v); }`)).toMatchObject({ effectClass: 'write-idempotent', layer: 'catalog' });
  });
  // A plugin object declared with an interface of the file: its method's parameters take the interface's types.
  it('reads a client a parameter takes from the interface its object is declared with (register(server, deps) of a Plugin)', () => {
    const plugin = `import { Redis } from 'ioredis'; interface Deps { redis: Redis } interface Plugin { register(server: unknown, deps: Deps): void }`;
    expect(classifyMarked(`${plugin} const push: Plugin = { register(server, deps) { /*@*/deps.redis.xadd('events', '*', 'k', 'v'); } };`)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'Redis write' });
    expect(classifyMarked(`${plugin} const push = { register(server, deps) { /*@*/deps.redis.smembers('opted-out'); } } satisfies Plugin;`)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
    // A property typed as a function type gives its parameters too.
    const table = `import { Redis } from 'ioredis'; interface Deps { redis: Redis } interface Tool { run: (args: unknown, deps: Deps) => Promise<void> }`;
    expect(classifyMarked(`${table} const tool: Tool = { run: async (args, deps) => { await /*@*/deps.redis.lpush('q', 'x'); } };`)).toMatchObject({ effectClass: 'write', layer: 'catalog' });
  });
  // A whole-file write of what a read of the same file gave, changed: the retry changes it again (production-8
  // ci-release-plugins.ts:50, a package.json version bump).
  it('takes a whole-file write of what was read from the same path, changed, for a write', () => {
    const fs = `import { readFile, writeFile } from 'node:fs/promises';`;
    const bumped = `${fs} async function h(repo, level) { const pkg = JSON.parse(await readFile(\`\${repo}/package.json\`, 'utf8')); const next = bump(pkg.version, level); await /*@*/writeFile(\`\${repo}/package.json\`, JSON.stringify({ ...pkg, version: next })); }`;
    const pushed = `${fs} async function h(p, task) { const raw = await readFile(p, 'utf8'); const data = JSON.parse(raw); data.tasks.push(task); await /*@*/writeFile(p, JSON.stringify(data)); }`;
    const counted = `${fs} async function h(p) { const stats = JSON.parse(await readFile(p, 'utf8')); await /*@*/writeFile(p, JSON.stringify({ ...stats, runs: stats.runs + 1 })); }`;
    for (const code of [bumped, pushed, counted]) {
      const judged = classifyMarked(code);
      expect(judged.effectClass).toBe('write');
      expect(judged.label).toBe('node:fs write of what it read from the same path, changed');
    }
  });
  // production-11 box-office-lowlevel.ts:45: a PUT of a stock level computed from a GET of the same resource.
  it('takes a PUT or a put of what a get of the same path gave, changed, for a write', () => {
    const woo = `import { api } from './woocommerce.js';`;
    const stock = classifyMarked(`${woo} async function h(id, qty) { const { data: product } = await api.get(\`products/\${id}\`); await /*@*/api.put(\`products/\${id}\`, { stock_quantity: product.stock_quantity - qty }); }`);
    expect(stock).toMatchObject({ effectClass: 'write', label: '"put" replaces what is stored under its key, but it writes back what it read there, changed' });
    expect(classifyMarked(`async function h(env, key) { const n = Number(await env.KV.get(key)); await /*@*/env.KV.put(key, String(n + 1)); }`)).toMatchObject({ effectClass: 'write' });
    // Fields set to the round's values keep the PUT idempotent.
    expect(classifyMarked(`${woo} async function h(id, status) { const { data: order } = await api.get(\`orders/\${id}\`); await /*@*/api.put(\`orders/\${id}\`, { ...order, status }); }`)).toMatchObject({ effectClass: 'write-idempotent' });
  });
  it('keeps a whole-file write idempotent when it sets fields, writes another path or writes back what it read', () => {
    const fs = `import { readFile, writeFile } from 'node:fs/promises';`;
    expect(classifyMarked(`${fs} async function h(p, theme) { const config = JSON.parse(await readFile(p, 'utf8')); await /*@*/writeFile(p, JSON.stringify({ ...config, theme })); }`)).toMatchObject({ effectClass: 'write-idempotent' });
    expect(classifyMarked(`${fs} async function h(p, q, task) { const data = JSON.parse(await readFile(p, 'utf8')); data.tasks.push(task); await /*@*/writeFile(q, JSON.stringify(data)); }`)).toMatchObject({ effectClass: 'write-idempotent' });
    expect(classifyMarked(`${fs} async function h(p) { const text = await readFile(p, 'utf8'); await /*@*/writeFile(p, text.trim()); }`)).toMatchObject({ effectClass: 'write-idempotent' });
    // A count computed from the read but not written does not change what is written.
    expect(classifyMarked(`${fs} async function h(p, log) { const data = JSON.parse(await readFile(p, 'utf8')); const n = data.items.length + 1; log(n); await /*@*/writeFile(p, JSON.stringify(data)); }`)).toMatchObject({ effectClass: 'write-idempotent' });
  });
  // production-9 fleet-step-pipes.ts:101: what the POST gave, read through a member, is the right of `??`.
  it('takes a write whose result is read through a member on the right of ?? for find-or-create', () => {
    const api = `async function api(path, init) { const res = await fetch(\`https://x\${path}\`, { ...init }); return res.json(); }`;
    const found = `${api} async function h(n) { return (await api('/addresses')).data.find((a) => a.n === n) ?? (await /*@*/api('/addresses', { method: 'POST', body: n })).data; }`;
    expect(classifyMarked(found)).toMatchObject({ effectClass: 'write-idempotent', label: expect.stringContaining('left of `??`') as unknown });
    const alone = `${api} async function h(n) { return (await /*@*/api('/addresses', { method: 'POST', body: n })).data; }`;
    expect(classifyMarked(alone)).toMatchObject({ effectClass: 'write' });
  });
  // Handler factories take their clients destructured from a dependency interface (production-8 clinic-handler-factories.ts).
  it('reads a client a destructuring pattern takes from the interface it is declared with', () => {
    const deps = `import { Redis } from 'ioredis'; interface Deps { redis: Redis; log: unknown }`;
    expect(classifyMarked(`${deps} const make = ({ redis }: Deps) => async (k) => { await /*@*/redis.smembers(k); };`)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
    expect(classifyMarked(`${deps} async function h(deps: Deps, k, v) { const { redis: cache } = deps; await /*@*/cache.set(k, v); }`)).toMatchObject({ effectClass: 'write-idempotent', layer: 'catalog' });
    // A member the interface does not declare keeps the verb heuristic.
    expect(classifyMarked(`${deps} const make = ({ other }: Deps) => async (k) => { await /*@*/other.smembers(k); };`)).not.toMatchObject({ layer: 'catalog' });
  });
  // TypeORM's shape: a repository's `create()` builds the entity its `save()` writes.
  it('judges a repository create() whose entity the same repository saves as a builder', () => {
    expect(classifyMarked(`async function h(keys, id) { await keys.save(/*@*/keys.create({ workspaceId: id })); }`)).toMatchObject({ effectClass: 'pure', label: 'builds the entity a save() writes' });
    expect(classifyMarked(`async function h(keys, id) { const key = /*@*/keys.create({ workspaceId: id }); await keys.save(key); }`)).toMatchObject({ effectClass: 'pure' });
    expect(classifyMarked(`async function h(em, a) { em.persist([/*@*/em.create(Author, a)]); }`)).toMatchObject({ effectClass: 'pure' });
    // The save itself still writes.
    expect(classifyMarked(`async function h(keys, id) { await /*@*/keys.save(keys.create({ workspaceId: id })); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('keeps create() a write when something else than its own repository takes the entity', () => {
    expect(classifyMarked(`async function h(keys, audit, id) { const key = /*@*/keys.create({ workspaceId: id }); await audit.save(key); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    expect(classifyMarked(`async function h(keys, id, send) { const key = /*@*/keys.create({ workspaceId: id }); send(key); await keys.save(key); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    expect(classifyMarked(`async function h(orders, o) { return /*@*/orders.create(o); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  // production-10 donations-commands.ts:77: find-or-create written as a lookup whose `.catch` creates.
  it('judges a create in the .catch of a lookup as made only when the lookup fails', () => {
    const gw = `import { gateway } from './braintree';`;
    expect(classifyMarked(`${gw} async function h(key, email) { return gateway.customer.find(key).catch(async () => (await /*@*/gateway.customer.create({ id: key, email })).customer); }`)).toMatchObject({ effectClass: 'write-idempotent', label: expect.stringContaining('the lookup before `.catch` fails') as unknown });
    // A `.catch` of a write is no lookup: whatever it creates, it creates after a write failed.
    expect(classifyMarked(`${gw} async function h(key) { return gateway.charges.create({ key }).catch(() => /*@*/gateway.alerts.create({ key })); }`)).toMatchObject({ effectClass: 'write' });
    // Nor is a create in a function the handler only defines.
    expect(classifyMarked(`${gw} async function h(key) { return gateway.customer.find(key).catch(() => () => /*@*/gateway.customer.create({ id: key })); }`)).toMatchObject({ effectClass: 'write' });
  });
  // A lazily made client behind lodash's once() (production-9 podcast-generator-tools.ts): its methods are the client's.
  it('judges a method of what a once()-wrapped factory returns by its own name, not as the pure library', () => {
    const lazy = `import once from 'lodash/once'; import { createClient } from 'contentful-management'; const cma = createClient({}); const environment = once(async () => (await cma.getSpace('s')).getEnvironment('master'));`;
    expect(classifyMarked(`${lazy} async function h(id) { const env = await environment(); await /*@*/env.createEntry('notes', { fields: { id } }); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    expect(classifyMarked(`${lazy} async function h() { await /*@*/(await environment()).getEntries(); }`)).toMatchObject({ effectClass: 'read', layer: 'verb' });
    // The library's own calls, and methods of what they return that are no call of a returned function, stay pure.
    expect(classifyMarked(`import _ from 'lodash'; function h(rows) { return /*@*/_.chunk(rows, 10); }`)).toMatchObject({ effectClass: 'pure', layer: 'catalog' });
    expect(classifyMarked(`import dayjs from 'dayjs'; function h() { return /*@*/dayjs().add(1, 'day').format(); }`)).toMatchObject({ effectClass: 'pure', layer: 'catalog' });
  });
  // production-10 greenhouse-mixins.ts: a sender made once from a client the tool group's dependencies declare.
  it('reads a client a const makes from a value declared with a package type', () => {
    const deps = `import { ServiceBusClient } from '@azure/service-bus'; type Deps = { bus: ServiceBusClient; site: string };`;
    expect(classifyMarked(`${deps} function tools({ bus }: Deps) { const sender = bus.createSender('q'); return async (m) => { await /*@*/sender.scheduleMessages({ body: m }, new Date()); }; }`)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'Service Bus message sent' });
    expect(classifyMarked(`${deps} function tools({ bus }: Deps) { const receiver = bus.createReceiver('q'); return async () => { await /*@*/receiver.peekMessages(5); }; }`)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
    // A const made from a value of the project's own type says nothing more.
    expect(classifyMarked(`type Own = { bus: { createSender(q: string): any } }; function tools({ bus }: Own) { const sender = bus.createSender('q'); return async (m) => { await /*@*/sender.scheduleMessages(m); }; }`)).not.toMatchObject({ layer: 'catalog' });
  });
  // A DI container hands out clients by token, typed by the call (production-9 contracts-container.ts).
  it('reads a client a container call hands out by the type it names', () => {
    const sign = `import * as DropboxSign from '@dropbox/sign'; import type { Redis } from 'ioredis'; declare const c: { resolve<T>(t: string): T; get<T>(t: string): T; pick<T>(t: string): T };`;
    expect(classifyMarked(`${sign} const s = c.resolve<DropboxSign.SignatureRequestApi>('sign'); async function h(id) { await /*@*/s.signatureRequestRemind(id, {}); }`)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'Dropbox Sign write' });
    expect(classifyMarked(`${sign} async function h(k) { const redis = await c.get<Redis>('redis'); await /*@*/redis.smembers(k); }`)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
    // A call that is no container's (its name hands out nothing) gives its type argument to nothing.
    expect(classifyMarked(`${sign} async function h(k) { const redis = c.pick<Redis>('redis'); await /*@*/redis.smembers(k); }`)).not.toMatchObject({ layer: 'catalog' });
  });
  it('gives a parameter no type from an object declared with a type the file does not declare', () => {
    // Nothing places `deps.redis` here: `xadd` is no verb, so it stays undecided (unknown).
    const code = `import type { Plugin } from './plugin.js'; const push: Plugin = { register(server, deps) { /*@*/deps.redis.xadd('events', '*', 'k', 'v'); } };`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'unknown' });
  });
  it('reads a Slack client a parameter declares by its type: postMessage writes, conversations.list reads', () => {
    expect(classifyMarked(`import type { WebClient } from '@slack/web-api'; async function h(slack: WebClient) { await /*@*/slack.chat.postMessage({}); }`)).toMatchObject({ effectClass: 'write', layer: 'catalog' });
    expect(classifyMarked(`import type { WebClient } from '@slack/web-api'; async function h(slack: WebClient) { await /*@*/slack.conversations.list({}); }`)).toMatchObject({ effectClass: 'read', layer: 'catalog' });
  });
  it('keeps the verb heuristic for what the catalog does not list on a receiver placed by its declared type', () => {
    expect(classifyMarked(`import type { ChildProcess } from 'node:child_process'; function h(proc: ChildProcess) { /*@*/proc.kill('SIGTERM'); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('reads a node:http server response a parameter declares as answering the request, not a write', () => {
    expect(classifyMarked(`import type { ServerResponse } from 'node:http'; function h(res: ServerResponse) { /*@*/res.writeHead(200, {}); }`)).toMatchObject({ effectClass: 'pure', layer: 'catalog' });
  });
  it('leaves a local declared by a project type to the layers before: its array push is local', () => {
    expect(classifyMarked(`import type { Order } from './types.js'; function h(x) { const order: Order = { items: [] }; /*@*/order.items.push(x); }`)).toMatchObject({ effectClass: 'local' });
  });
  it('leaves a field typed by the file itself to the verb heuristic', () => {
    const code = `interface Store { createEntry(x: unknown): Promise<void> } class Tool { constructor(private readonly store: Store) {} async run(d) { await /*@*/this.store.createEntry(d); } }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('takes a method of a regexp literal for pure (it changes only the fresh regexp)', () => {
    expect(classifyMarked(`function h(s) { return /*@*/(/^select/i).test(s); }`)).toMatchObject({ effectClass: 'pure', layer: 'local' });
  });
  it('reads computed members with literal keys', () => {
    expect(classifyMarked(`async function h(deps) { await /*@*/deps.orders['create']({}); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('leaves computed members with run-time keys unknown', () => {
    expect(classifyMarked(`async function h(deps, op) { await /*@*/deps.orders[op]({}); }`)).toEqual({ effectClass: 'unknown', layer: 'none', label: 'effect not known' });
  });
  it('reads private methods and super calls by name', () => {
    expect(classifyMarked(`class A { async #persist() {} async run() { await /*@*/this.#persist(); } }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    expect(classifyMarked(`class B extends A { async save() { await /*@*/super.save(); } }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('leaves a call of a call result unknown', () => {
    expect(classifyMarked(`function h(factory) { /*@*/factory()(); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
  it('leaves new of a computed class unknown', () => {
    expect(classifyMarked(`function h(pick) { /*@*/new (pick())(); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
  it('never throws on unusual but valid code, and gives every call a verdict', () => {
    const code = `
      import def, * as ns from 'stripe';
      import fs = require('fs');
      const { a: { b = 1 } = {}, ...rest } = require('x');
      let reassigned = new Map(); reassigned = null;
      const [first] = [new Set()];
      declare const declared: any;
      enum E { A = f() }
      namespace N { export const n = g(); }
      label: for (const x of y()) { continue label; }
      class C<T> extends (mixin(Base) as any) {
        static #count = new Map();
        static { C.#count.set(1, 2); }
        field = this.method?.();
        constructor(private readonly dep = make()) { super(); super.init?.(); }
        @decorate() method() { return new.target; }
        get accessor() { return this.field.call(this); }
      }
      function* gen() { yield* other(); }
      async function run() {
        for await (const chunk of stream()) chunk.toString();
        await (await import('x')).default.write();
        tag\`a\${b()}\`;
        (0, ns.default)();
        (a, b).c();
        (x ?? y)?.z!.w?.();
        arr?.[0]?.();
        fn<string>('x');
        def.charges?.['create']?.({});
        first.add(1);
        reassigned?.set(1, 2);
        rest.method();
        declared.anything();
        new.target;
        eval('x');
        (function named() {})();
        (() => {})?.();
        globalThis['fetch'](u);
        fs.writeFileSync('x', 'y');
      }
    `;
    const verdicts = classifyEveryCall(code);
    expect(verdicts.length).toBeGreaterThan(30);
    for (const verdict of verdicts) {
      expect(SEVERITY).toContain(verdict.effectClass);
      expect(verdict.label.length).toBeGreaterThan(0);
    }
  });
});

describe('what the call is given, on a receiver of any origin (issue 20)', () => {
  const cases: [string, string, string, string][] = [
    ['SQL INSERT behind a this.deps chain', `class Jobs { constructor(deps) { this.deps = deps; } async add() { await /*@*/this.deps.pg.query('INSERT INTO jobs (id) VALUES ($1)', [1]); } }`, 'write', 'SQL INSERT'],
    ['SQL UPDATE on ctx.pool', `async function h(args, ctx) { await /*@*/ctx.pool.execute('UPDATE jobs SET state = ? WHERE id = ?', [args.state, args.id]); }`, 'write', 'SQL UPDATE'],
    ['SQL DELETE through a destructured query', `async function h({ query }) { await /*@*/query(\`DELETE FROM jobs WHERE id = \${1}\`); }`, 'write', 'SQL DELETE'],
    ['SQL in a sql tagged template given to execute', `async function h(db, sql, id) { await /*@*/db.execute(sql\`insert into audit (id) values (\${id})\`); }`, 'write', 'SQL INSERT'],
    ['Prisma $executeRaw on an injected client', `async function h(prisma) { await /*@*/prisma.$executeRawUnsafe('DELETE FROM sessions'); }`, 'write', 'SQL DELETE'],
    ['a SELECT on a receiver of unknown origin reads', `async function h(deps) { await /*@*/deps.pg.query('SELECT * FROM jobs WHERE id = $1', [1]); }`, 'read', 'SQL SELECT'],
    // A wrapper's own parameter: the text its callers pass runs (they are judged by it, src/flow/analysis.ts).
    ['SQL text that is a parameter of the function around the call is its callers\'', `async function exec(driver, text, params) { await /*@*/driver.query(text, params); }`, 'unknown', 'SQL text not known'],
    // A Worker's D1 binding (`env.DB: D1Database`) runs the statement it prepared; `bind` only gives it its values.
    ['a D1 prepare(INSERT).bind().run() chain writes', `async function h(env, id) { await /*@*/env.DB.prepare('INSERT INTO jobs (id, at) VALUES (?, ?)').bind(id, Date.now()).run(); }`, 'write', 'SQL INSERT'],
    ['a D1 prepare(SELECT).bind().first() chain reads', `async function h(env, id) { await /*@*/env.DB.prepare('SELECT key FROM assets WHERE id = ?').bind(id).first(); }`, 'read', 'SQL SELECT'],
    ['a D1 statement prepared in a const and run later writes', `async function h(env, id) { const stmt = env.DB.prepare('DELETE FROM jobs WHERE id = ?'); await /*@*/stmt.bind(id).run(); }`, 'write', 'SQL DELETE'],
    ['request options with a written POST on a project client', `class Api { async create(body) { await /*@*/this.http.request({ url: '/jobs', method: 'POST', body }); } }`, 'write', 'HTTP POST'],
    ['a project api() wrapper from another file given DELETE', `import { api } from './api.js'; async function h(id) { await /*@*/api(\`/jobs/\${id}\`, { method: 'DELETE' }); }`, 'write', 'HTTP DELETE'],
    ['a gql mutation given to a project client', `import { gql } from 'graphql-tag'; class Api { async archive(id) { await /*@*/this.gqlClient.request(gql\`mutation Archive($id: ID!) { archive(id: $id) { id } }\`, { id }); } }`, 'write', 'GraphQL mutation'],
    ['a gql query held in a const, given to a project client', `import gql from 'graphql-tag'; const ISSUES = gql\`query { issues { id } }\`; async function h(deps) { await /*@*/deps.api.request(ISSUES); }`, 'read', 'GraphQL query'],
    ['an Apollo-style mutate with a gql mutation on a project client', `async function h(deps, gql) { await /*@*/deps.apollo.mutate({ mutation: gql\`mutation { publish(id: 1) { id } }\` }); }`, 'write', 'GraphQL mutation'],
    ['a method option beats a read name', `import { fetchJson } from './http.js'; async function h(b) { await /*@*/fetchJson('/jobs', { method: 'POST', body: b }); }`, 'write', 'HTTP POST'],
    // Shopify's and Hasura's clients take the document as plain text: the full operation syntax says what it does.
    ['an untagged mutation held in a const, given to a client of any origin', `import { createAdminApiClient } from '@shopify/admin-api-client'; const client = createAdminApiClient({}); const DISCOUNT = \`mutation Disc($d: DiscountCodeBasicInput!) { discountCodeBasicCreate(basicCodeDiscount: $d) { codeDiscountNode { id } } }\`; async function h(d) { await /*@*/client.request(DISCOUNT, { variables: { d } }); }`, 'write', 'GraphQL mutation'],
    ['an untagged anonymous mutation string', `async function h(deps) { await /*@*/deps.hasura.request('mutation { delete_jobs(where: {}) { affected_rows } }'); }`, 'write', 'GraphQL mutation'],
    ['an untagged named query held in a const reads', `const PRODUCT = \`query Product($id: ID!) { product(id: $id) { title } }\`; async function h(client, id) { await /*@*/client.request(PRODUCT, { variables: { id } }); }`, 'read', 'GraphQL query'],
  ];
  it.each(cases)('%s', (_name, code, effectClass, label) => {
    expect(classifyMarked(code)).toMatchObject({ effectClass, layer: 'catalog', label });
  });

  it.each([
    ['a regex exec of a word that is a SQL keyword', `function h(re) { return /*@*/re.exec('update'); }`],
    ['a run() given a shell-like string', `async function h(deps) { await /*@*/deps.runner.run('deploy now'); }`],
    ['a query() given a search string', `async function h(deps) { await /*@*/deps.search.query('delete from my list'); }`],
  ])('does not read SQL into %s', (_name, code) => {
    expect(classifyMarked(code).label).not.toMatch(/^SQL/);
  });

  it.each([
    ['a search string that starts with a GraphQL keyword', `async function h(deps) { await /*@*/deps.search.request('mutation testing tools'); }`],
    ['a bare brace (JSON text)', `async function h(deps) { await /*@*/deps.api.request('{ "query": 1 }'); }`],
    ['a query() given plain words', `async function h(deps) { await /*@*/deps.index.query('query the docs'); }`],
  ])('does not read a GraphQL document into %s', (_name, code) => {
    expect(classifyMarked(code).label).not.toMatch(/^GraphQL/);
  });

  it.each([
    ['Trigger.dev tasks.trigger with a stable idempotencyKey', `import { tasks } from './trigger.js'; async function h(id) { await /*@*/tasks.trigger('collect-logs', { id }, { idempotencyKey: \`logs-\${id}\` }); }`, 'write-idempotent', 'name starts with the write verb "trigger", with a stable idempotency key'],
    ['a write by its verb with an idempotencyKey minted per round', `import { tasks } from './trigger.js'; async function h(id) { await /*@*/tasks.trigger('collect-logs', { id }, { idempotencyKey: crypto.randomUUID() }); }`, 'write', 'name starts with the write verb "trigger"'],
    ['a write by its verb with a key in an options const', `import { payments } from './pay.js'; async function h(order) { const options = { idempotencyKey: \`pay-\${order.id}\` }; await /*@*/payments.charge(order, options); }`, 'write-idempotent', 'name starts with the write verb "charge", with a stable idempotency key'],
  ])('a stable idempotency key: %s', (_name, code, effectClass, label) => {
    expect(classifyMarked(code)).toMatchObject({ effectClass, layer: 'verb', label });
  });

  it.each([
    ['a route table entry holding its handler', `async function h(router) { /*@*/router.add({ method: 'POST', path: '/jobs', handler: () => null }); }`],
    ['an object with a method and nothing of a request', `import { track } from './audit.js'; async function h() { await /*@*/track({ method: 'DELETE', ok: true }); }`],
  ])('does not read a request into %s', (_name, code) => {
    expect(classifyMarked(code).label).not.toMatch(/^HTTP/);
  });

  it('keeps a GET option a read', () => {
    expect(classifyMarked(`import { api } from './api.js'; async function h() { await /*@*/api('/jobs', { method: 'GET' }); }`)).toMatchObject({ effectClass: 'read', label: 'HTTP GET' });
  });
});

describe('clients by the package that made them', () => {
  it('keeps the package of a destructured client: const { emails } = resend', () => {
    const code = `import { Resend } from 'resend'; const resend = new Resend('k'); const { emails } = resend; async function h(m) { await /*@*/emails.send(m); }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'Resend write' });
  });
  it('reads the command of s3.send(new PutObjectCommand()) on a class field of unknown origin', () => {
    const code = `import { PutObjectCommand } from '@aws-sdk/client-s3'; class Store { constructor(s3) { this.s3 = s3; } async put(b) { await /*@*/this.s3.send(new PutObjectCommand({ Bucket: 'b', Key: 'k', Body: b })); } }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'AWS PutObjectCommand' });
  });
  it('judges a put sent by a client of unknown origin by its per-round values too', () => {
    const code = `import { PutCommand } from '@aws-sdk/lib-dynamodb'; class Store { constructor(doc) { this.doc = doc; } async log(b) { await /*@*/this.doc.send(new PutCommand({ TableName: 't', Item: { pk: 'log', sk: Date.now(), b } })); } }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write', layer: 'catalog', label: 'AWS PutCommand with `Date.now()`, new on each round' });
  });
  it('finds a per-round value in what a map callback gives each element', () => {
    // production-8 search-middleware-chain.ts:78: every round upserts the same notes under new ids.
    const fresh = `import { randomUUID } from 'node:crypto'; async function h(store, notes) { const points = notes.map((note) => ({ id: randomUUID(), note })); await /*@*/store.upsert('c', { points }); }`;
    const judged = classifyMarked(fresh);
    expect(judged.effectClass).toBe('write');
    expect(judged.label).toContain('`randomUUID()`, new on each round');
    const stable = `async function h(store, notes) { const points = notes.map((note) => ({ id: note.id, note })); await /*@*/store.upsert('c', { points }); }`;
    expect(classifyMarked(stable)).toMatchObject({ effectClass: 'write-idempotent' });
  });
  it('takes a whole DynamoDB put sent by a client of unknown origin for idempotent', () => {
    const code = `import { PutCommand } from '@aws-sdk/lib-dynamodb'; class Store { constructor(doc) { this.doc = doc; } async save(id, b) { await /*@*/this.doc.send(new PutCommand({ TableName: 't', Item: { pk: id, b } })); } }`;
    expect(classifyMarked(code)).toMatchObject({ effectClass: 'write-idempotent', layer: 'catalog', label: 'AWS PutCommand' });
  });
});

describe('builders and telemetry are not writes', () => {
  it.each([
    ['the SDK question builder re-exported by the project', `import { inputRequired } from './sdk.js'; function h() { return /*@*/inputRequired.createMessage({ messages: [] }); }`, 'pure', 'MCP SDK builder'],
    ['a requestState codec minting outside the question', `import { stateCodec } from './state.js'; async function h(id) { const token = await /*@*/stateCodec.mint({ id }); return token; }`, 'pure', 'requestState codec'],
    ['createHash from a project module', `import { createHash } from './crypto.js'; function h(b) { return /*@*/createHash('sha256'); }`, 'pure', '"createHash" builds an object in memory'],
    ['createRequestStateCodec re-exported by the project', `import { createRequestStateCodec } from './sdk.js'; function h() { return /*@*/createRequestStateCodec({ key: 'k' }); }`, 'pure', '"createRequestStateCodec" builds an object in memory'],
    ['an Analytics Engine data point', `async function h(env) { /*@*/env.ANALYTICS.writeDataPoint({ blobs: ['x'] }); }`, 'log', 'telemetry'],
    ['a PostHog capture', `async function h(deps) { /*@*/deps.posthog.capture({ event: 'x' }); }`, 'log', 'telemetry'],
    ['a metrics counter', `function h() { /*@*/this.metrics.increment('tool.calls'); }`, 'log', 'telemetry'],
    ['an analytics track', `function h(analytics) { /*@*/analytics.track('tool_called'); }`, 'log', 'telemetry'],
    // A write: only a telemetry package's callbacks get its values as parameters (issue 20, Sentry's `withScope`).
    ['a callback parameter of a project helper keeps its verbs', `import { withTransaction } from './db.js'; function h() { withTransaction((tx) => { /*@*/tx.insertOrder({}); }); }`, 'write', 'name starts with the write verb "insert"'],
  ])('%s', (_name, code, effectClass, label) => {
    expect(classifyMarked(code)).toMatchObject({ effectClass, label });
  });
});

describe('tagged templates run their tag (issue 20)', () => {
  it.each([
    ['postgres.js sql`INSERT`', `import postgres from 'postgres'; const sql = postgres('url'); async function h(id) { await /*@*/sql\`INSERT INTO orders (id) VALUES (\${id})\`; }`, 'write', 'SQL INSERT'],
    ['postgres.js sql`SELECT` reads', `import postgres from 'postgres'; const sql = postgres('url'); async function h(id) { await /*@*/sql\`SELECT * FROM orders WHERE id = \${id}\`; }`, 'read', 'SQL SELECT'],
    ['postgres.js sql`...` not awaited still runs when awaited later', `import postgres from 'postgres'; const sql = postgres('url'); function h() { const q = /*@*/sql\`DELETE FROM orders\`; return q; }`, 'write', 'SQL DELETE'],
    ['postgres.js sql(values) builds a fragment', `import postgres from 'postgres'; const sql = postgres('url'); function h(row) { return /*@*/sql(row, 'id', 'name'); }`, 'pure', 'SQL fragment'],
    ['@vercel/postgres sql`UPDATE`', `import { sql } from '@vercel/postgres'; async function h(id, active) { await /*@*/sql\`UPDATE users SET active = \${active} WHERE id = \${id}\`; }`, 'write', 'SQL UPDATE'],
    ['a Neon client sql`DELETE`', `import { neon } from '@neondatabase/serverless'; const sql = neon(process.env.URL); async function h(id) { await /*@*/sql\`DELETE FROM t WHERE id = \${id}\`; }`, 'write', 'SQL DELETE'],
    ['Prisma $executeRaw`UPDATE`', `import { PrismaClient } from '@prisma/client'; const prisma = new PrismaClient(); async function h(id, paid) { await /*@*/prisma.$executeRaw\`UPDATE "Order" SET paid = \${paid} WHERE id = \${id}\`; }`, 'write', 'SQL UPDATE'],
    ['Prisma $queryRaw`SELECT` reads', `import { PrismaClient } from '@prisma/client'; const prisma = new PrismaClient(); async function h(id) { await /*@*/prisma.$queryRaw\`SELECT * FROM "Order" WHERE id = \${id}\`; }`, 'read', 'SQL SELECT'],
    ['a transaction parameter tx`DELETE`', `async function h(sql) { await sql.begin(async (tx) => { await /*@*/tx\`DELETE FROM sessions WHERE user_id = \${1}\`; }); }`, 'write', 'SQL DELETE'],
    ['a this.sql tag of unknown origin, awaited', `class Repo { async add(id) { await /*@*/this.sql\`insert into jobs (id) values (\${id})\`; } }`, 'write', 'SQL INSERT'],
    ['an injected client chained with .then', `function h(deps, id, done) { return /*@*/deps.sql\`UPDATE jobs SET done = \${done} WHERE id = \${id}\`.then((r) => r.count); }`, 'write', 'SQL UPDATE'],
    ['Kysely sql`DELETE`.execute(db)', `import { sql } from 'kysely'; async function h(db) { await /*@*/sql\`DELETE FROM person WHERE id = 1\`.execute(db); }`, 'write', 'SQL DELETE'],
    ['Kysely sql`SELECT`.execute(db) reads', `import { sql } from 'kysely'; async function h(db) { await /*@*/sql\`SELECT 1\`.execute(db); }`, 'read', 'SQL SELECT'],
    ['zx $`git push`', `import { $ } from 'zx'; async function h() { await /*@*/$\`git push origin main\`; }`, 'write', 'child process started'],
    ['execa $`rm`', `import { $ } from 'execa'; async function h(p) { await /*@*/$\`rm -rf \${p}\`; }`, 'write', 'child process started'],
  ])('%s', (_name, code, effectClass, label) => {
    expect(classifyMarked(code)).toMatchObject({ effectClass, layer: 'catalog', label });
  });

  it.each([
    ['Drizzle sql`UPDATE` builds a query for execute()', `import { sql } from 'drizzle-orm'; function h(id) { return /*@*/sql\`UPDATE t SET n = 1 WHERE id = \${id}\`; }`, 'pure'],
    ['Slonik sql.unsafe`INSERT` builds a query for pool.query()', `import { sql } from 'slonik'; function h() { return /*@*/sql.unsafe\`INSERT INTO t (id) VALUES (1)\`; }`, 'pure'],
    ['Slonik sql.type(row)`...` builds a query', `import { sql } from 'slonik'; import { z } from 'zod'; function h() { return /*@*/sql.type(z.object({}))\`DELETE FROM t\`; }`, 'pure'],
    ['an unknown tag whose template is kept, not run (a builder fragment)', `import { sql } from './db.js'; function h(id) { const q = /*@*/sql\`DELETE FROM t WHERE id = \${id}\`; return q; }`, 'unknown'],
    ['an awaited unknown tag whose text is not SQL', `async function h(deps) { await /*@*/deps.render\`update the page\`; }`, 'unknown'],
    ['html`...` of a template library', `import { html } from 'lit'; function h(name) { return /*@*/html\`<p>delete \${name}</p>\`; }`, 'unknown'],
    ['gql`mutation` only parses a document', `import gql from 'graphql-tag'; const M = /*@*/gql\`mutation { deleteUser(id: 1) }\`;`, 'unknown'],
    ['String.raw`...`', `function h() { return /*@*/String.raw\`INSERT INTO t\`; }`, 'pure'],
    ['an awaited translation tag whose text starts with a SQL verb', `async function h(i18n, name) { await /*@*/i18n.t\`Delete \${name} from your list?\`; }`, 'unknown'],
    ['a logger tag', `import pino from 'pino'; const log = pino(); function h(id) { /*@*/log.info\`inserted \${id}\`; }`, 'log'],
  ])('does not take %s for a write', (_name, code, effectClass) => {
    const verdict = classifyMarked(code);
    expect(verdict.effectClass).toBe(effectClass);
  });
});

describe('SQL text in an options property', () => {
  it.each([
    ['Supabase executeSql with a SELECT and read_only', `async function h(database, projectId) { await /*@*/database.executeSql(projectId, { query: 'select id, name from public.projects', read_only: true }); }`, 'read', 'SQL SELECT'],
    ['Supabase executeSql with an INSERT template', 'async function h(database, id, name) { await /*@*/database.executeSql(id, { query: `insert into notes (name) values (${name})` }); }', 'write', 'SQL INSERT'],
    ['Cloudflare D1 query with an INSERT in sql', `async function h(client, databaseId, account_id) { await /*@*/client.d1.database.query(databaseId, { account_id, sql: 'INSERT INTO jobs (id) VALUES (?)', params: ['j1'] }); }`, 'write', 'SQL INSERT'],
    // A write name is not overruled by the statement it carries: the report is sent.
    ['a write name carrying a SELECT', `async function h(mailer) { await /*@*/mailer.sendReport({ to: 'ops@example.com', query: 'SELECT count(*) FROM orders' }); }`, 'write', 'name starts with the write verb "send"'],
    // A search query that is not SQL says nothing: the verb decides.
    ['a search query that is not SQL', `async function h(index) { await /*@*/index.query('docs', { query: 'update the billing docs' }); }`, 'read', 'name starts with the read verb "query"'],
  ])('%s', (_name, code, effectClass, label) => {
    expect(classifyMarked(code)).toMatchObject({ effectClass, label });
  });
});

describe('browser page reads and telemetry packages', () => {
  it.each([
    ['Playwright page title', `async function h(tab) { return await /*@*/tab.page.title(); }`, 'read', 'title() reads the browser page'],
    ['Playwright allTextContents', `async function h(page) { return await /*@*/page.locator('[data-x]').allTextContents(); }`, 'read', 'allTextContents() reads the browser page'],
    ['Playwright innerText', `async function h(page) { return await /*@*/page.locator('h1').innerText(); }`, 'read', 'innerText() reads the browser page'],
    ['Playwright screenshot (nothing remote written)', `async function h(page) { return await /*@*/page.screenshot({ fullPage: true }); }`, 'read', 'screenshot() reads the browser page'],
    // A click acts on the page: it stays unknown.
    ['Playwright click stays unknown', `async function h(page) { await /*@*/page.locator('button').click(); }`, 'unknown', 'effect not known'],
    ['track from @vercel/analytics/server', `import { track } from '@vercel/analytics/server'; async function h() { await /*@*/track('tool_called', { tool: 'search' }); }`, 'log', 'telemetry'],
    // The same name from the project is judged as usual.
    ['track from the project', `import { track } from './shipments.js'; async function h(id) { await /*@*/track(id); }`, 'unknown', 'effect not known'],
  ])('%s', (_name, code, effectClass, label) => {
    expect(classifyMarked(code)).toMatchObject({ effectClass, label });
  });
});

describe('one call judged for two runs', () => {
  /** The verdicts of the call starting after `/*@*\/`, judged for the run of each function starting after `/*owner*\/`, in order. */
  function forEachOwner(code: string): EffectVerdict[] {
    return lintWith(code, (context) => {
      const calls: CallLike[] = [];
      const owners: TSESTree.Node[] = [];
      const callAt = code.indexOf('/*@*/') + '/*@*/'.length;
      const ownersAt = [...code.matchAll(/\/\*owner\*\/\s*/g)].map((match) => match.index + match[0].length);
      walkAst(context.sourceCode.ast, context.sourceCode.visitorKeys, (node) => {
        if (node.type === AST_NODE_TYPES.CallExpression && node.range[0] === callAt) calls.push(node);
        if (isFunctionNode(node) && ownersAt.includes(node.range[0])) owners.push(node);
        return true;
      });
      const settings = parseEffectSettings(context.settings);
      return owners.map((owner) => classifyCall(calls[0]!, { sourceCode: context.sourceCode, settings, owner }));
    });
  }

  it('keeps one verdict for every run when nothing in it depends on the run (a global, an imported client)', () => {
    // The helper's calls are judged for the helper's own summary and again for each asker whose move passes them.
    const [forHelper, forAsker] = forEachOwner(`
      import { audit } from './db.js';
      /*owner*/ async function record(user) { await /*@*/audit.insert({ user, at: Date.now() }); }
      /*owner*/ async function handler(user) { await record(user); }
    `);
    expect(forHelper).toMatchObject({ effectClass: 'write' });
    expect(forAsker).toBe(forHelper);
  });

  it('judges a built-in value again for each run: a Map of the run is local, the same Map seen from a nested run is process state', () => {
    // The residence of `seen` decides: the outer function declares it, the inner one does not.
    const [forOuter, forInner] = forEachOwner(`
      /*owner*/ function outer() { const seen = new Map(); /*owner*/ function inner() { /*@*/seen.set('a', 1); } return inner; }
    `);
    expect(forOuter).toMatchObject({ effectClass: 'local' });
    expect(forInner).toMatchObject({ effectClass: 'process-state' });
  });
});

// An update whose document sets only fixed values leaves the same record on the retry (the blind production-style
// sets 4-7 call these idempotent: a deal stage, a blocked flag, a $set of a constant); anything computed, or added, stays
// a write.
describe('updates that set fixed values are idempotent', () => {
  const hs = `import { Client } from '@hubspot/api-client'; const hubspot = new Client({ accessToken: 'x' });`;
  const prisma = `import { PrismaClient } from '@prisma/client'; const prisma = new PrismaClient();`;
  checkVerdicts(
    [
      ['a HubSpot update of a constant deal stage', `${hs} async function h(id) { await /*@*/hubspot.crm.deals.basicApi.update(id, { properties: { dealstage: 'won' } }); }`, 'write-idempotent', 'HubSpot write, setting fixed values', 'catalog'],
      ['a project client update of a constant flag', `import { auth0 } from './auth0'; async function h(id) { await /*@*/auth0.users.update({ id }, { blocked: true }); }`, 'write-idempotent', 'setting fixed values', 'verb'],
      ['a MongoDB $set of a constant', `import { MongoClient } from 'mongodb'; const db = new MongoClient('x').db(); async function h(id) { await /*@*/db.collection('notes').updateOne({ _id: id }, { $set: { archived: true, reason: null } }); }`, 'write-idempotent', 'setting fixed values', 'catalog'],
      // production-9 liveops-static-tools.ts:48: the tool's own arguments bound to the placeholders of a SET of constants.
      ['a SQL UPDATE whose placeholders are bound to the tool\'s arguments', `import mysql from 'mysql2/promise'; const conn = mysql.createPool({}); import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('ban', {}, async ({ playerId, reason }, ctx) => { await /*@*/conn.execute('UPDATE players SET banned = 1, ban_reason = ? WHERE id = ?', [reason, playerId]); });`, 'write-idempotent', 'SQL UPDATE, setting fixed values', 'catalog'],
      ['a libsql UPDATE bound in its options, by number', `import { createClient } from '@libsql/client'; const db = createClient({ url: 'x' }); import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('note', {}, async ({ id, note }, ctx) => { await /*@*/db.execute({ sql: 'UPDATE rooms SET note = $2 WHERE id = $1', args: [id, note] }); });`, 'write-idempotent', 'SQL UPDATE, setting fixed values', 'catalog'],
      ['a SQL UPDATE bound to a value read in the handler stays a write', `import mysql from 'mysql2/promise'; const conn = mysql.createPool({}); import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('bump', {}, async ({ id }, ctx) => { const [rows] = await conn.query('SELECT n FROM t WHERE id = ?', [id]); await /*@*/conn.execute('UPDATE t SET n = ? WHERE id = ?', [rows[0].n + 1, id]); });`, 'write', 'SQL UPDATE', 'catalog'],
      ['a Prisma update whose data is constant', `${prisma} async function h(id) { await /*@*/prisma.product.update({ where: { id }, data: { featured: false } }); }`, 'write-idempotent', 'setting fixed values', 'catalog'],
      ['a Stripe update of constant metadata', `import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h(id) { await /*@*/stripe.disputes.update(id, { metadata: { triaged_by: 'mcp' } }); }`, 'write-idempotent', 'setting fixed values', 'catalog'],
      ['an update to a parameter of a helper stays a write', `${hs} async function h(id, title) { await /*@*/hubspot.crm.deals.basicApi.update(id, { properties: { webinar: title } }); }`, 'write', 'HubSpot write', 'catalog'],
      // The client re-sends the same call: the tool's arguments are the same on every round (production-7 meetings-ramda-pipeline.ts:89).
      ['an update to a tool argument in its handler', `${hs} import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('live', {}, async ({ title, dealIds }, ctx) => { await Promise.all(dealIds.map((id) => /*@*/hubspot.crm.deals.basicApi.update(id, { properties: { webinar: title } }))); });`, 'write-idempotent', 'HubSpot write, setting fixed values', 'catalog'],
      ['an update to a member of the tool arguments in its handler', `${prisma} import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('rename', {}, async (args, ctx) => { await /*@*/prisma.product.update({ where: { id: args.id }, data: { name: args.name } }); });`, 'write-idempotent', 'setting fixed values', 'catalog'],
      ['an update to a tool argument the handler reassigns stays a write', `${prisma} import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('rename', {}, async ({ id, name }, ctx) => { name = name + Date.now(); await /*@*/prisma.product.update({ where: { id }, data: { name } }); });`, 'write', 'write', 'catalog'],
      // The configuration and values built with `new` of fixed parts are the same on every round (production-6 dns-effect-gen.ts:69).
      ['a Cloudflare script update of the configuration and a File of the arguments', `import Cloudflare from 'cloudflare'; const cf = new Cloudflare({}); const ACCOUNT = process.env.CF_ACCOUNT!; import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('deploy', {}, async ({ script, body }, ctx) => { await /*@*/cf.workers.scripts.update(script, { account_id: ACCOUNT, metadata: { main_module: 'index.js' }, files: { 'index.js': new File([body], 'index.js') } }); });`, 'write-idempotent', 'setting fixed values', 'verb'],
      ['an update to a value computed from a read stays a write', `import Cloudflare from 'cloudflare'; const cf = new Cloudflare({}); import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('step', {}, async ({ ns, key }, ctx) => { const step = Number(await cf.kv.get(ns, key)) + 1; await /*@*/cf.kv.namespaces.values.update(ns, key, { value: String(step) }); });`, 'write', 'update', 'verb'],
      ['an update to constants that hold each other ends, a write', `import { auth0 } from './auth0'; const A = { b: B }; const B = [A]; async function h(id) { await /*@*/auth0.users.update({ id }, { a: A }); }`, 'write', 'update', 'verb'],
      ['an update to a module let stays a write', `import { auth0 } from './auth0'; let round = 0; async function h(id) { await /*@*/auth0.users.update({ id }, { round }); }`, 'write', 'update', 'verb'],
      // Adding a label or tag is an edit of a list, kept a write (production/src integrations.ts:46, production-2 outreach.ts:48).
      ['a Gmail modify adding labels stays a write', `import { google } from 'googleapis'; const gmail = google.gmail('v1'); import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('later', {}, async ({ id }, ctx) => { await /*@*/gmail.users.threads.modify({ userId: 'me', id, requestBody: { addLabelIds: ['Later'] } }); });`, 'write', 'write', 'catalog'],
      ['a ticket update adding a comment stays a write, however fixed its text', `import { api } from './zendesk'; async function h(id) { await /*@*/api.tickets.update(id, { ticket: { status: 'solved', comment: { body: 'Closed.' } } }); }`, 'write', 'update', 'verb'],
      ['a Jira update adding a label stays a write', `import { api } from './jira'; async function h() { await /*@*/api.issues.updateIssue({ issueIdOrKey: 'OPS-1', update: { labels: [{ add: 'triaged' }] } }); }`, 'write', 'update', 'verb'],
      // Sanity's patch builder (production-9 contracts-container.ts:88): a commit of `set`s of fixed values; `inc` adds.
      ['a patch builder committing a set of constants', `import { createClient } from '@sanity/client'; const cms = createClient({}); async function h(id) { await /*@*/cms.patch(id).set({ archived: true }).unset(['draft']).commit(); }`, 'write-idempotent', 'setting fixed values', 'verb'],
      ['a patch builder committing an increment stays a write', `import { createClient } from '@sanity/client'; const cms = createClient({}); async function h(id) { await /*@*/cms.patch(id).inc({ revision: 1 }).commit(); }`, 'write', 'patch', 'verb'],
      ['a patch builder committing a set of the clock stays a write', `import { createClient } from '@sanity/client'; const cms = createClient({}); async function h(id) { await /*@*/cms.patch(id).set({ at: new Date().toISOString() }).commit(); }`, 'write', 'patch', 'verb'],
      // Each tag's state named (production-10 donations-commands.ts:120): the update sets those states, as fixed values.
      ['a Mailchimp tags update naming each tag\'s state sets fixed values', `import mailchimp from '@mailchimp/mailchimp_marketing'; import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('tag', {}, async ({ hash, tag }, ctx) => { await /*@*/mailchimp.lists.updateListMemberTags('L', hash, { tags: [{ name: tag, status: 'active' }] }); });`, 'write-idempotent', 'setting fixed values', 'catalog'],
      ['a Mailchimp tags update of tags mapped from the input stays a write', `import mailchimp from '@mailchimp/mailchimp_marketing'; import { McpServer } from '@modelcontextprotocol/server'; const server = new McpServer({ name: 'm', version: '1' }); server.registerTool('tag', {}, async ({ hash, topics }, ctx) => { await /*@*/mailchimp.lists.updateListMemberTags('L', hash, { tags: topics.map((name) => ({ name, status: 'active' })) }); });`, 'write', 'write', 'catalog'],
      ['a Labels update without states stays a write', `import { api } from './gitlab'; async function h(id) { await /*@*/api.updateLabels(id, { labels: ['bug'] }); }`, 'write', 'update', 'verb'],
      ['an update to a clock value stays a write', `${prisma} async function h(id) { await /*@*/prisma.product.update({ where: { id }, data: { touchedAt: new Date() } }); }`, 'write', 'write', 'catalog'],
      ['a Prisma increment stays a write', `${prisma} async function h(id) { await /*@*/prisma.product.update({ where: { id }, data: { views: { increment: 1 } } }); }`, 'write', 'write', 'catalog'],
      ['a MongoDB $inc stays a write', `import { MongoClient } from 'mongodb'; const db = new MongoClient('x').db(); async function h(id) { await /*@*/db.collection('notes').updateOne({ _id: id }, { $inc: { views: 1 } }); }`, 'write', 'MongoDB write', 'catalog'],
      ['a MongoDB $push of a constant stays a write', `import { MongoClient } from 'mongodb'; const db = new MongoClient('x').db(); async function h(id) { await /*@*/db.collection('notes').updateOne({ _id: id }, { $push: { tags: 'x' } }); }`, 'write', 'MongoDB write', 'catalog'],
      ['a create of constant values stays a write', `${hs} async function h() { await /*@*/hubspot.crm.contacts.basicApi.create({ properties: { lifecyclestage: 'lead' } }); }`, 'write', 'HubSpot write', 'catalog'],
      ['MikroORM nativeUpdate of a constant flag', `import { MikroORM } from '@mikro-orm/core'; const orm = await MikroORM.init({}); async function h(id) { await /*@*/orm.em.nativeUpdate('Subscription', { id }, { pendingChange: true }); }`, 'write-idempotent', 'setting fixed values', 'catalog'],
      ['Mongoose findOneAndUpdate of a $set constant, options after it', `import mongoose from 'mongoose'; const User = mongoose.model('User'); async function h(id) { await /*@*/User.findOneAndUpdate({ id }, { $set: { banned: true } }, { new: true }); }`, 'write-idempotent', 'setting fixed values', 'catalog'],
      ['Mongoose findOneAndUpdate of $inc stays a write, options after it', `import mongoose from 'mongoose'; const User = mongoose.model('User'); async function h(id) { await /*@*/User.findOneAndUpdate({ id }, { $inc: { credits: 1 } }, { new: true }); }`, 'write', 'Mongoose write', 'catalog'],
      ['fetch PATCH of a fixed body', `async function h(url) { await /*@*/fetch(url, { method: 'PATCH', body: JSON.stringify({ autoExpose: true }) }); }`, 'write-idempotent', 'HTTP PATCH, setting fixed values', 'catalog'],
      ['fetch PATCH of a body from the arguments stays a write', `async function h(url, name) { await /*@*/fetch(url, { method: 'PATCH', body: JSON.stringify({ name }) }); }`, 'write', 'HTTP PATCH', 'catalog'],
      ['a POST through a project wrapper to a URL asking for an upsert', `async function vercel(path, init = {}) { return fetch(new URL(path, 'https://api.vercel.com'), { ...init }); } async function h(p, key) { await /*@*/vercel(\`/v10/projects/\${p}/env?upsert=true\`, { method: 'POST', body: JSON.stringify({ key }) }); }`, 'write-idempotent', 'an upsert by its URL', 'catalog'],
      ['a POST through a project wrapper to an upsert URL with a fresh id stays a write', `import { randomUUID } from 'node:crypto'; async function vercel(path, init = {}) { return fetch(new URL(path, 'https://api.vercel.com'), { ...init }); } async function h(p) { await /*@*/vercel(\`/v10/projects/\${p}/env?upsert=true\`, { method: 'POST', body: JSON.stringify({ key: randomUUID() }) }); }`, 'write', 'new on each round', 'catalog'],
      ['a PATCH through a project wrapper of a fixed body', `const api = (path, init) => fetch(path, init); async function h(p) { await /*@*/api(p, { method: 'PATCH', body: JSON.stringify({ synced: true }) }); }`, 'write-idempotent', 'setting fixed values', 'catalog'],
      ['an update by a script stays a write, however fixed its text', `import { Client } from '@elastic/elasticsearch'; const es = new Client({}); async function h() { await /*@*/es.updateByQuery({ index: 'docs', query: { match_all: {} }, script: { source: 'ctx._source.boosts += 1' } }); }`, 'write', 'Elasticsearch', 'catalog'],
      ['a DynamoDB update expression stays a write, however fixed its text', `import { DocumentClient } from './dynamo'; const ddb = new DocumentClient(); async function h() { await /*@*/ddb.update({ TableName: 't', Key: { pk: 'a' }, UpdateExpression: 'SET n = n + :one', ExpressionAttributeValues: { ':one': 1 } }); }`, 'write', 'update', 'verb'],
      ['an update whose document is a variable stays a write', `import { auth0 } from './auth0'; async function h(id, changes) { await /*@*/auth0.users.update({ id }, changes); }`, 'write', 'update', 'verb'],
    ],
    'catalog',
  );
  it('a settings verdict is kept', () => {
    const settings = { mcp: { effects: [{ module: './auth0', path: 'auth0.users.update', effect: 'write' }] } };
    expect(classifyMarked(`import { auth0 } from './auth0'; async function h(id) { await /*@*/auth0.users.update({ id }, { blocked: true }); }`, settings)).toMatchObject({ effectClass: 'write', layer: 'settings' });
  });
});

// A create in a `catch` that only a not-found error reaches is create-when-missing: the retry's `try` finds what the
// first round made (production-6 kube-koa-router.ts:51). Any other error, or none tested, keeps it a write.
describe('creates made only when the try found nothing', () => {
  const k8s = `import * as k8s from '@kubernetes/client-node'; const core = new k8s.KubeConfig().makeApiClient(k8s.CoreV1Api);`;
  checkVerdicts(
    [
      ['after a rethrow of anything but a 404', `${k8s} async function h(body) { try { await core.replaceNamespacedConfigMap({ name: 'a', namespace: 'n', body }); } catch (err) { if ((err as { code?: number }).code !== 404) throw err; await /*@*/core.createNamespacedConfigMap({ namespace: 'n', body }); } }`, 'write-idempotent', 'made only when the `try` found it missing', 'verb'],
      ['under a not-found predicate', `import { api } from './api'; async function h(id) { try { await api.get(id); } catch (e) { if (isNotFoundError(e)) { await /*@*/api.createRecord({ id }); } } }`, 'write-idempotent', 'made only when the `try` found it missing', 'verb'],
      ['under a NotFound class test', `import { api } from './api'; async function h(id) { try { await api.get(id); } catch (e) { if (e instanceof NotFoundError) await /*@*/api.createRecord({ id }); else throw e; } }`, 'write-idempotent', 'made only when the `try` found it missing', 'verb'],
      ['after a rethrow unless ENOENT', `import { api } from './api'; async function h(id) { try { await api.get(id); } catch (e) { if (e.code !== 'ENOENT') throw e; await /*@*/api.createRecord({ id }); } }`, 'write-idempotent', 'made only when the `try` found it missing', 'verb'],
      ['a create in a catch that tests nothing stays a write', `import { api } from './api'; async function h(id) { try { await api.get(id); } catch (e) { await /*@*/api.createRecord({ id }); } }`, 'write', 'create', 'verb'],
      ['a create after a rethrow of anything but a 409 stays a write', `import { api } from './api'; async function h(id) { try { await api.get(id); } catch (e) { if (e.status !== 409) throw e; await /*@*/api.createRecord({ id }); } }`, 'write', 'create', 'verb'],
      ['a create under a 404 test that is not the caught error stays a write', `import { api } from './api'; async function h(id, res) { try { await api.get(id); } catch (e) { if (res.status === 404) await /*@*/api.createRecord({ id }); } }`, 'write', 'create', 'verb'],
      ['a create in a callback inside the catch stays a write', `import { api } from './api'; async function h(ids) { try { await api.get(ids[0]); } catch (e) { if (e.code !== 404) throw e; ids.forEach((id) => /*@*/api.createRecord({ id })); } }`, 'write', 'create', 'verb'],
    ],
    'catalog',
  );
});

// A write of what a read found missing is find-or-create over a list: the retry finds them all and creates none
// (production-7 meetings-ramda-pipeline.ts:103). A write of the whole list, or of what a list holds, stays a write.
describe('writes of what a read found missing', () => {
  const hs = `import { Client } from '@hubspot/api-client'; import _ from 'lodash'; const hubspot = new Client({ accessToken: 'x' });`;
  const found = 'const found = await hubspot.crm.contacts.searchApi.doSearch({});';
  checkVerdicts(
    [
      ['a batch create of a lodash difference', `${hs} async function h(emails) { ${found} const missing = _.difference(emails, found.results.map((c) => c.properties.email)); await /*@*/hubspot.crm.contacts.batchApi.create({ inputs: missing.map((email) => ({ properties: { email } })) }); }`, 'write-idempotent', 'HubSpot write, of what a read found missing'],
      ['a create of what a filter keeps when the read lacks it', `import { api } from './api'; async function h(ids) { const have = await api.list(); const missing = ids.filter((id) => !have.includes(id)); await /*@*/api.createMany(missing); }`, 'write-idempotent', 'of what a read found missing', 'verb'],
      ['a create of a Set-based difference in a block callback', `import { api } from './api'; async function h(ids) { const seen = new Set(await api.list()); const fresh = ids.filter((id) => { return !seen.has(id); }); await /*@*/api.createMany({ items: fresh }); }`, 'write-idempotent', 'of what a read found missing', 'verb'],
      ['a batch create of the whole list stays a write', `${hs} async function h(emails) { await /*@*/hubspot.crm.contacts.batchApi.create({ inputs: emails.map((email) => ({ properties: { email } })) }); }`, 'write', 'HubSpot write'],
      ['a create of what a process-local set lacks stays a write', `import { api } from './api'; const sent = new Set(); async function h(ids) { const fresh = ids.filter((id) => !sent.has(id)); await /*@*/api.createMany(fresh); }`, 'write', 'create', 'verb'],
      ['a create of a difference with a list the arguments hold stays a write', `import _ from 'lodash'; import { api } from './api'; async function h(ids, skip) { const rest = _.difference(ids, skip); await /*@*/api.createMany(rest); }`, 'write', 'create', 'verb'],
      ['a create of what a filter keeps when the read has it stays a write', `import { api } from './api'; async function h(ids) { const have = await api.list(); const known = ids.filter((id) => have.includes(id)); await /*@*/api.createMany(known); }`, 'write', 'create', 'verb'],
    ],
    'catalog',
  );
});
