// Layer 3: the verb heuristic on names of callees of unknown origin.
import { describe, expect, it } from 'vitest';
import { classifyName, splitWords } from '../../src/effects/verbs.js';
import { classifyMarked } from './classify-with.js';

describe('splitWords', () => {
  it('splits camelCase, PascalCase, acronyms, snake_case, kebab-case and $-prefixes', () => {
    expect(splitWords('findOneAndUpdate')).toEqual(['find', 'one', 'and', 'update']);
    expect(splitWords('HTTPPostJSON')).toEqual(['http', 'post', 'json']);
    expect(splitWords('send_email')).toEqual(['send', 'email']);
    expect(splitWords('place-order')).toEqual(['place', 'order']);
    expect(splitWords('$executeRaw')).toEqual(['execute', 'raw']);
  });
});

describe('classifyName', () => {
  const cases: [string, string | null, string?][] = [
    ['findOneAndUpdate', 'write', 'name contains the write verb "update"'],
    ['findByIdAndDelete', 'write', 'name contains the write verb "delete"'],
    // A read-or-create repeats harmlessly: the retry finds what the first round created (Sequelize `findOrCreate`).
    ['getOrCreate', 'write-idempotent', '"getOrCreate" finds what a first call created'],
    ['findOrCreateUser', 'write-idempotent', '"findOrCreateUser" finds what a first call created'],
    // Create-or-read the other way round is the same (Pulumi's \`createOrSelectStack\`, production-6 iac-hapi-execa.ts:50).
    ['createOrGet', 'write-idempotent', '"createOrGet" finds what a first call created'],
    ['createOrSelectStack', 'write-idempotent', '"createOrSelectStack" finds what a first call created'],
    ['createOrUpdate', 'write-idempotent', '"createOrUpdate" writes one way or the other (an upsert)'],
    ['saveAndNotify', 'write', 'name contains the write verb "notify"'],
    ['createAndReturn', 'write', 'name starts with the write verb "create"'],
    ['upsertUser', 'write-idempotent', 'name starts with "upsert"'],
    // A bare put replaces what is under its key (KV, R2, a cache); `putRecord` appends to a stream.
    ['put', 'write-idempotent', '"put" replaces what is stored under its key'],
    ['putRecord', 'write', 'name starts with the write verb "put"'],
    // A bare state setter (production-10 sim-handler-map.ts:63, Telnyx `simCards.actions.enable`): the retry finds it set.
    ['enable', 'write-idempotent', '"enable" sets a state the retry finds set'],
    ['archive', 'write-idempotent', '"archive" sets a state the retry finds set'],
    ['enableBilling', 'write', 'name starts with the write verb "enable"'],
    ['activate', 'write', 'name starts with the write verb "activate"'],
    // A typing indicator expires by itself (production-5 community-plugin-glob.ts:79); a typed message is still sent.
    ['sendChatAction', 'pure', '"sendChatAction" shows a status that expires by itself'],
    ['sendTyping', 'pure', '"sendTyping" shows a status that expires by itself'],
    ['sendTypingNotice', 'write', 'name starts with the write verb "send"'],
    // discord.js/Eris `createDM()` returns the DM channel the first round opened (production-5 community-plugin-glob.ts:49).
    ['createDM', 'write-idempotent', '"createDM" opens the same direct-message channel each time'],
    ['createDMGroup', 'write', 'name starts with the write verb "create"'],
    // Bulk and batch forms say what the verb after them does to many (production-6 billing-sequelize-deno.ts:38).
    ['bulkCreate', 'write', 'name starts with the write verb "create"'],
    ['batchInsert', 'write', 'name starts with the write verb "insert"'],
    ['batchGet', 'read', 'name starts with the read verb "get"'],
    // Transaction control: the statements inside the transaction are the writes (production-6 warehouse-typeorm-lambda.ts:73).
    ['commitTransaction', 'pure', '"commitTransaction" is transaction control'],
    ['startTransaction', 'pure', '"startTransaction" is transaction control'],
    ['commitChanges', 'write', 'name starts with the write verb "commit"'],
    // Measurements handed to a metrics service (production-6 incidents-hof-wrappers.ts:53); a definition deleted is not one.
    ['submitMetrics', 'log', '"submitMetrics" records metrics'],
    ['deleteMetric', 'write', 'name starts with the write verb "delete"'],
    // A configuration object built in memory (Datadog's \`client.createConfiguration()\`).
    ['createConfiguration', 'pure', '"createConfiguration" builds an object in memory'],
    // production-7: Intercom's \`conversations.reply\` and Auth0's \`tickets.changePassword\` add a reply and a ticket.
    ['reply', 'write', 'name starts with the write verb "reply"'],
    ['changePassword', 'write', 'name starts with the write verb "change"'],
    ['sendAction', 'write', 'name starts with the write verb "send"'],
    ['chargeCard', 'write', 'name starts with the write verb "charge"'],
    ['placeOrder', 'write', 'name starts with the write verb "place"'],
    ['sendEmail', 'write', 'name starts with the write verb "send"'],
    ['refund', 'write', 'name starts with the write verb "refund"'],
    ['tryCharge', 'write', 'name starts with the write verb "charge"'],
    ['save', 'write', 'name starts with the write verb "save"'],
    ['create_invoice', 'write', 'name starts with the write verb "create"'],
    ['getUser', 'read', 'name starts with the read verb "get"'],
    ['listOrders', 'read', 'name starts with the read verb "list"'],
    ['previewRefund', 'read', 'name starts with the read verb "preview"'],
    ['isPaid', 'read', 'name starts with the read verb "is"'],
    ['toJSON', 'read', 'name starts with the read verb "to"'],
    ['readOrDefault', 'read', 'name starts with the read verb "read"'],
    ['createClient', 'pure', '"createClient" builds an object in memory'],
    ['createQueryBuilder', 'pure', '"createQueryBuilder" builds an object in memory'],
    ['createMcpHandler', 'pure', '"createMcpHandler" builds an object in memory'],
    ['createJsonErrorResponse', 'pure', '"createJsonErrorResponse" builds an object in memory'],
    ['removeEventListener', null],
    ['registerHandler', null],
    ['reject', null],
    ['emit', null],
    ['run', null],
    ['execute', null],
    ['push', null],
    ['order', null],
    ['handle', null],
    // Verbs that lie: a write verb followed by the noun of what the function returns (issue 20).
    ['createWhoamiOutput', 'pure', '"createWhoamiOutput" builds a value in memory'],
    ['createErrorText', 'pure', '"createErrorText" builds a value in memory'],
    ['createWelcomeMessage', 'pure', '"createWelcomeMessage" builds a value in memory'],
    ['deployIdFromJob', 'pure', '"deployIdFromJob" computes a value from its arguments'],
    ['archiveStatus', 'read', '"archiveStatus" names what it returns'],
    ['deployUrl', 'read', '"deployUrl" names what it returns'],
    ['commitMessage', 'read', '"commitMessage" names what it returns'],
    // A value named by a phrase ending in `of`/`for`, builders of blocks, prompts, filters and cursors, and edits of
    // text and plain values in memory (imported helpers, judged by their names).
    ['publishDateOf', 'pure', '"publishDateOf" computes a value from its arguments'],
    ['uploadUrlFor', 'pure', '"uploadUrlFor" computes a value from its arguments'],
    ['createSlackBlocks', 'pure', '"createSlackBlocks" builds a value in memory'],
    ['createSystemPrompt', 'pure', '"createSystemPrompt" builds a value in memory'],
    ['createChatMessages', 'pure', '"createChatMessages" builds a value in memory'],
    ['createPaginationCursor', 'pure', '"createPaginationCursor" builds a value in memory'],
    ['createWhereClause', 'pure', '"createWhereClause" builds a value in memory'],
    ['removeDiacritics', 'pure', '"removeDiacritics" edits a value in memory'],
    ['insertLineBreaks', 'pure', '"insertLineBreaks" edits a value in memory'],
    ['removeAt', 'pure', '"removeAt" edits a value in memory'],
    ['mergeOptions', 'pure', '"mergeOptions" edits a value in memory'],
    ['appendQueryParams', 'pure', '"appendQueryParams" edits a value in memory'],
    // ... but not when the noun before `for` is what gets written, a prompt or messages stand alone, or the edit may
    // reach a file or a service.
    ['sendEmailFor', 'write', 'name starts with the write verb "send"'],
    ['createInvoiceFor', 'write', 'name starts with the write verb "create"'],
    ['createPrompt', 'write', 'name starts with the write verb "create"'],
    // A mail server's filters and signatures are records.
    ['createFilter', 'write', 'name starts with the write verb "create"'],
    ['createSignature', 'write', 'name starts with the write verb "create"'],
    ['appendLine', 'write', 'name starts with the write verb "append"'],
    ['removeMember', 'write', 'name starts with the write verb "remove"'],
    ['insertRow', 'write', 'name starts with the write verb "insert"'],
    ['mergePullRequest', 'write', 'name starts with the write verb "merge"'],
    // ... but not when the verb is only a verb, or the noun is what gets written.
    ['updateStatus', 'write', 'name starts with the write verb "update"'],
    ['sendMessage', 'write', 'name starts with the write verb "send"'],
    ['createMessage', 'write', 'name starts with the write verb "create"'],
    ['deployPreview', 'write', 'name starts with the write verb "deploy"'],
    ['createUserFromInvite', 'write', 'name starts with the write verb "create"'],
    // Write verbs the list lacked.
    ['addListMember', 'write', 'name adds a record ("member")'],
    ['addComment', 'write', 'name adds a record ("comment")'],
    ['modifyLabels', 'write', 'name starts with the write verb "modify"'],
    ['freezeCard', 'write', 'name starts with the write verb "freeze"'],
    ['reissueCertificate', 'write', 'name starts with the write verb "reissue"'],
    ['retryJob', 'write', 'name starts with the write verb "retry"'],
    ['forcePush', 'write', 'name starts with the write verb "force"'],
    ['emitInvoice', 'write', 'name emits "invoice"'],
    // Each run flips what is live: the retry flips it back (production-8 search-middleware-chain.ts:67).
    ['swapIndexes', 'write', 'name starts with the write verb "swap"'],
    ['remindAttendees', 'write', 'name starts with the write verb "remind"'],
    // Sanity's `createOrReplace` is an upsert, `createIfNotExists` a find-or-create (production-9 contracts-container.ts:77).
    ['createOrReplace', 'write-idempotent', '"createOrReplace" writes one way or the other (an upsert)'],
    ['createIfNotExists', 'write-idempotent', '"createIfNotExists" writes only what is missing'],
    ['createIfAllowed', 'write', 'name starts with the write verb "create"'],
    ['toggleFeature', 'write', 'name starts with the write verb "toggle"'],
    // `add` and `emit` alone, or wiring things up, stay silent.
    ['add', null],
    ['addField', null],
    ['addEventListener', null],
    ['emitEvent', null],
    ['emitProgress', null],
  ];
  it.each(cases)('%s', (name, effectClass, label) => {
    const verdict = classifyName(name);
    expect(verdict?.effectClass ?? null).toBe(effectClass);
    if (label) expect(verdict?.label).toBe(label);
  });
});

describe('the verb heuristic in classifyCall', () => {
  const cases: [string, string, string, string][] = [
    ['a project import', `import { chargeCard } from './billing'; async function h() { await /*@*/chargeCard(1); }`, 'write', 'charge'],
    ['a namespace project import', `import * as orders from '../orders.js'; async function h() { await /*@*/orders.cancelOrder(1); }`, 'write', 'cancel'],
    ['a method of a parameter', `async function h(args, deps) { await /*@*/deps.orders.create(args); }`, 'write', 'create'],
    ['a method of this', `class Tool { repo; async run() { await /*@*/this.repo.save({}); } }`, 'write', 'save'],
    ['a same-file function', `async function refundPayment() {} async function h() { await /*@*/refundPayment(); }`, 'write', 'refund'],
    ['a local of unknown origin', `async function h(make) { const service = make(); await /*@*/service.publishEvent(); }`, 'write', 'publish'],
    ['a name that is not declared', `async function h() { await /*@*/deployPreview(); }`, 'write', 'deploy'],
    ['a read through a parameter', `async function h(deps) { await /*@*/deps.users.findById(1); }`, 'read', 'find'],
    ['a compound name through this', `class R { m; async f() { await /*@*/this.m.findOneAndUpdate({}, {}); } }`, 'write', 'update'],
    ['a builder chain of unknown origin takes its most severe link', `async function h(repo) { await /*@*/repo.getBuilder().insertRow({}); }`, 'write', 'insert'],
    ['a chain whose later links say nothing keeps its root verdict', `async function h(repo) { await /*@*/repo.findMany().toArray(); }`, 'read', 'find'],
  ];
  it.each(cases)('applies to %s', (_name, code, effectClass, verb) => {
    const verdict = classifyMarked(code);
    expect(verdict.effectClass).toBe(effectClass);
    expect(verdict.layer).toBe('verb');
    expect(verdict.label).toContain(`"${verb}"`);
  });

  it('judges an aliased import by its imported name: import { send as deliver }', () => {
    expect(classifyMarked(`import { send as deliver } from './mail.js'; async function h() { await /*@*/deliver({}); }`)).toMatchObject({ effectClass: 'write', layer: 'verb', label: 'name starts with the write verb "send"' });
  });
  it('judges an aliased read import by its imported name: import { getOrder as order }', () => {
    expect(classifyMarked(`import { getOrder as order } from './orders.js'; async function h() { await /*@*/order(1); }`)).toMatchObject({ effectClass: 'read', layer: 'verb' });
  });
  it('does not read a bare retry(fn) as a write: a higher-order helper', () => {
    expect(classifyMarked(`import retry from 'async-retry'; async function h(u) { await /*@*/retry(() => fetch(u)); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
  // A Worker's KV or R2 binding: the same value under the same key repeats harmlessly; a key new on each round writes a new object.
  it('reads env.KV.put(key, value) as an idempotent write', () => {
    expect(classifyMarked(`async function h(env, owner, manifest) { await /*@*/env.KV.put(\`latest:\${owner}\`, manifest); }`)).toMatchObject({ effectClass: 'write-idempotent', layer: 'verb' });
  });
  it('reads a put under a key with Date.now() as a write', () => {
    expect(classifyMarked(`async function h(env, owner, manifest) { await /*@*/env.BUCKET.put(\`snapshots/\${owner}/\${Date.now()}.json\`, manifest); }`)).toMatchObject({
      effectClass: 'write',
      layer: 'verb',
      label: '"put" replaces what is stored under its key with `Date.now()`, new on each round',
    });
  });
  // A key of the calendar day (`daily:${day}`) is the same on the retry, which comes within minutes: once a day by design.
  it('reads a put under a key of the calendar day as idempotent', () => {
    expect(classifyMarked(`async function h(env, report) { const day = new Date().toISOString().slice(0, 10); await /*@*/env.KV.put(\`daily:\${day}\`, report); }`)).toMatchObject({ effectClass: 'write-idempotent', layer: 'verb' });
    expect(classifyMarked(`async function h(env, report) { await /*@*/env.KV.put(\`daily:\${new Date().toDateString()}\`, report); }`)).toMatchObject({ effectClass: 'write-idempotent', layer: 'verb' });
    // A time to the second is not a day.
    expect(classifyMarked(`async function h(env, report) { await /*@*/env.KV.put(\`at:\${new Date().toISOString().slice(0, 19)}\`, report); }`)).toMatchObject({ effectClass: 'write' });
  });
  // exa-mcp-server's `retryWithBackoff(() => exa.request(...))`: the function it runs is judged where it is written.
  it('does not read a retry… helper given a function to run as a write', () => {
    expect(classifyMarked(`import { retryWithBackoff } from './errors.js'; async function h(exa) { await /*@*/retryWithBackoff(() => exa.search('q')); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
    expect(classifyMarked(`class T { async run(api) { return /*@*/this.retryWithJitter(async () => api.list(), 3); } }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
  it('reads a retry… call given no function as a write: retryPayment(id), payments.retryCharge(id)', () => {
    expect(classifyMarked(`import { retryPayment } from './billing.js'; async function h(id) { await /*@*/retryPayment(id); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
    expect(classifyMarked(`async function h(payments, id) { await /*@*/payments.retryCharge(id, { onDone: notify }); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('reads jobs.retry(id) on a client as a write', () => {
    expect(classifyMarked(`async function h(deps, id) { await /*@*/deps.jobs.retry(id); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });

  it('reads add on a receiver named like a job queue as enqueueing: this.queue.add(name, data)', () => {
    expect(classifyMarked(`class S { constructor(q) { this.queue = q; } async f(d) { await /*@*/this.queue.add('job', d); } }`)).toMatchObject({ effectClass: 'write', layer: 'verb', label: 'job added to "queue"' });
    expect(classifyMarked(`async function h(deps, jobs) { await /*@*/deps.emailQueue.addBulk(jobs); }`)).toMatchObject({ effectClass: 'write', label: 'job added to "emailQueue"' });
  });
  it('reads add with a stable jobId on a receiver named like a job queue as an idempotent write', () => {
    expect(classifyMarked(`async function h(deps, repo) { await /*@*/deps.buildQueue.add('build', { repo }, { jobId: \`build:\${repo}\` }); }`)).toMatchObject({ effectClass: 'write-idempotent', label: 'job queue add with a stable job id' });
  });
  it('reads an insert that onConflict().merge() or .ignore() makes an upsert as an idempotent write, on a client of unknown origin', () => {
    expect(classifyMarked(`async function h(deps, id) { await /*@*/deps.db('emails').insert({ id }).onConflict('id').merge(); }`)).toMatchObject({ effectClass: 'write-idempotent', layer: 'verb', label: 'upsert (insert … on conflict)' });
    expect(classifyMarked(`async function h(deps, id) { await /*@*/deps.db('tags').insert({ id }).onConflict('id').ignore(); }`)).toMatchObject({ effectClass: 'write-idempotent', layer: 'verb' });
    // Without the conflict clause, an insert adds a row each round.
    expect(classifyMarked(`async function h(deps, id) { await /*@*/deps.db('emails').insert({ id }).returning('id'); }`)).toMatchObject({ effectClass: 'write', layer: 'verb', label: 'name starts with the write verb "insert"' });
    // A merge() of anything else is still judged by its name.
    expect(classifyMarked(`async function h(deps, pr) { await /*@*/deps.github.pulls(pr).merge(); }`)).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('does not read add on other receivers: a set of ids, a form builder', () => {
    expect(classifyMarked(`async function h(deps, id) { /*@*/deps.seen.add(id); }`).effectClass).not.toBe('write');
    expect(classifyMarked(`async function h(form) { /*@*/form.add('name'); }`).effectClass).not.toBe('write');
  });

  it('leaves names without a known verb unknown', () => {
    expect(classifyMarked(`async function h(deps) { await /*@*/deps.orders.process(1); }`)).toEqual({ effectClass: 'unknown', layer: 'none', label: 'effect not known' });
  });
  it('does not read method names of runtime globals', () => {
    expect(classifyMarked(`function h(m) { /*@*/process.send(m); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
  it('does not read method names of a catalog module the catalog does not list', () => {
    expect(classifyMarked(`import nodemailer from 'nodemailer'; const t = nodemailer.createTransport({}); function h() { /*@*/t.sendLater(); }`)).toEqual({
      effectClass: 'unknown',
      layer: 'catalog',
      label: 'nodemailer call not in the catalog',
    });
  });
  it('does not construct with verbs: new CreateOrderCommand() of unknown origin is unknown', () => {
    expect(classifyMarked(`import { CreateOrderCommand } from './commands'; function h() { /*@*/new CreateOrderCommand(); }`)).toMatchObject({ effectClass: 'unknown', layer: 'none' });
  });
});
