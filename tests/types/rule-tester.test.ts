// The core rule with type information: each case is a handler file placed in tests/fixtures/typed-server/src/tools/,
// whose helpers, clients and questions live in the fixture's other files (see its README).
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';
import { runTypedRuleTests } from './support.js';

const TYPE_CHECKED = { mcp: { typeChecked: true } };
/** Effects in other files are named relative to the working directory, which RuleTester sets to the fixture's root. */
const SERVICES = 'src/services';

/** Every case is the same file with new text, as in an editor: the project service updates it between cases. */
const FILENAME = 'src/tools/case.ts';

function valid(name: string, code: string, settings: Record<string, unknown> = TYPE_CHECKED): ValidTestCase<[Options]> {
  return { name, code, filename: FILENAME, settings };
}

/** An invalid case: one `/*!*\/` per report, each with its message data and the suggestion it offers (`move`, `into` the branch that does not ask). */
function invalid(
  name: string,
  marked: string,
  reports: { messageId: MessageIds; data: Record<string, string>; move?: string; into?: string }[],
  options?: Options,
): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  if (positions.length !== reports.length) throw new Error(`invalid case "${name}" marks ${positions.length} reports for ${reports.length}`);
  return {
    name,
    code,
    filename: FILENAME,
    settings: TYPE_CHECKED,
    ...(options ? { options: [options] } : {}),
    errors: positions.map((position, index) => {
      const { messageId, data, move, into } = reports[index]!;
      const suggestions = [
        ...(move === undefined ? [] : [{ messageId: 'suggestMoveBelowQuestion' as const, output: move }]),
        ...(into === undefined ? [] : [{ messageId: 'suggestMoveIntoAnsweredBranch' as const, output: into }]),
      ];
      return { messageId, data, line: position.line, column: position.column, suggestions };
    }),
  };
}

const IMPORTS = `import { acceptedContent, askConfirmation, inputRequired, type ServerContext } from '../mcp.js';`;
/** The report of the control charge some cases end with, proving the handler's question is seen. */
const CHARGE = (line: number) => ({
  messageId: 'sideEffectThroughHelper' as const,
  data: { call: 'chargeCustomer()', effect: 'stripe.charges.create()', label: `Stripe write, in ${SERVICES}/payments.ts:4`, through: '', line: String(line) },
});
const ASK = `inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Go?', requestedSchema: { type: 'object', properties: {} } }) } })`;

runTypedRuleTests('no-side-effect-before-input-required (type-checked)', rule, {
  valid: [
    // Valid because the charge runs after the question built in another file: only rounds that answered get there.
    // (The same question is an exit in the invalid case 'methods of imported classes and instances'.)
    valid('the effect after a question built in another file', `${IMPORTS}
import { chargeCustomer } from '../services/index.js';
import { needConfirmation } from '../services/questions.js';
export async function charge(ctx: ServerContext) {
  const question = needConfirmation(ctx, 'Charge?');
  if (question) return question;
  await chargeCustomer('cus_1', 100);
  return { content: [] };
}`),

    // Valid because type information alone switches nothing on: without settings.mcp.typeChecked the rule sees one
    // file, where `askConfirmation()` is no question at all.
    // TODO: should report (untyped blind spot: questions and effects in other files; the reason for the typed configs)
    valid(
      'types available but settings.mcp.typeChecked off',
      `${IMPORTS}
import { chargeOrder } from '../services/index.js';
export async function order(ctx: ServerContext) {
  await chargeOrder({ customer: 'cus_1', total: 1 });
  return askConfirmation('Ship?');
}`,
      {},
    ),

    // Valid because the method is declared by an interface: which class implements it is not known.
    // TODO: should report (implementations behind an interface are not followed)
    valid('a method called through an interface type', `${IMPORTS}
import { Billing } from '../services/index.js';
interface Settles { settle(invoice: string): Promise<void> }
const service: Settles = new Billing();
export async function settle(ctx: ServerContext) {
  await service.settle('inv_1');
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Settle?');
}`),

    // Valid because the project's fetch wrapper in another file is given no method: a GET, which reads.
    valid('a fetch wrapper of another file called without a method', `${IMPORTS}
import { api } from '../services/api.js';
export async function exportStatus(args: { id: string }, ctx: ServerContext) {
  const job = await api<{ state: string }>(\`/exports/\${args.id}\`);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation(\`Export is \${job.state}. Download?\`);
  return { content: [{ type: 'text' as const, text: job.state }] };
}`),

    // Valid because the wrapper writes its own method over the caller's (`{ ...init, method: 'GET' }`): what the call
    // passes says nothing about what is sent.
    valid('a wrapper of another file that always sends its own method', `${IMPORTS}
import { getJson } from '../services/api.js';
export async function preview(ctx: ServerContext) {
  const rows = await getJson<string[]>('/exports/preview', { method: 'POST' });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation(\`Export \${rows.length} rows?\`);
  return { content: [] };
}`),
  ],
  invalid: [
    // Invalid because of the charge only: these helpers only build values (`createInvoiceDraft`), mutate what they are
    // given (`updateTotals`: a property and a Map parameter) and read (`sendPreview`: a SELECT). Untyped, their names
    // alone ("create", "update", "send") would be reported.
    invalid(
      'write-sounding helpers of another file that only build values and read',
      `${IMPORTS}
import { chargeCustomer } from '../services/index.js';
import { createInvoiceDraft, sendPreview, updateTotals } from '../services/drafts.js';
export async function draft(ctx: ServerContext) {
  const invoice = createInvoiceDraft('inv_1', []);
  updateTotals(invoice, new Map());
  await sendPreview(invoice);
  await /*!*/chargeCustomer('cus_1', 1);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Send?');
}`,
      [{ ...CHARGE(9), into: `${IMPORTS}
import { chargeCustomer } from '../services/index.js';
import { createInvoiceDraft, sendPreview, updateTotals } from '../services/drafts.js';
export async function draft(ctx: ServerContext) {
  const invoice = createInvoiceDraft('inv_1', []);
  updateTotals(invoice, new Map());
  await sendPreview(invoice);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Send?');
  await chargeCustomer('cus_1', 1);
  return { content: [] };
}` }],
    ),

    // Invalid because of the charge only: `list` is a Stripe read, on a client built in another file, called directly
    // and through a method of an imported instance.
    invalid(
      'reads through a catalogued client of another file',
      `${IMPORTS}
import { billing, chargeCustomer } from '../services/index.js';
import { stripe } from '../lib/clients.js';
export async function history(ctx: ServerContext) {
  await billing.history('cus_1');
  await stripe.charges.list({ customer: 'cus_1' });
  await /*!*/chargeCustomer('cus_1', 1);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('More?');
}`,
      [{ ...CHARGE(8), into: `${IMPORTS}
import { billing, chargeCustomer } from '../services/index.js';
import { stripe } from '../lib/clients.js';
export async function history(ctx: ServerContext) {
  await billing.history('cus_1');
  await stripe.charges.list({ customer: 'cus_1' });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('More?');
  await chargeCustomer('cus_1', 1);
  return { content: [] };
}` }],
    ),

    // Invalid because of the charge only: the module-level Set of another file is process state, which only strict
    // reports.
    invalid(
      'a Set imported from another file is process state, not a write',
      `${IMPORTS}
import { chargeCustomer } from '../services/index.js';
import { seen } from '../lib/clients.js';
export async function mark(ctx: ServerContext) {
  seen.add('cus_1');
  await /*!*/chargeCustomer('cus_1', 1);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Mark?');
}`,
      [{ ...CHARGE(7), into: `${IMPORTS}
import { chargeCustomer } from '../services/index.js';
import { seen } from '../lib/clients.js';
export async function mark(ctx: ServerContext) {
  seen.add('cus_1');
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Mark?');
  await chargeCustomer('cus_1', 1);
  return { content: [] };
}` }],
    ),

    // Invalid because strict counts process state: the Set lives in another file's module scope and keeps the id
    // into the retry.
    invalid(
      'strict: a Set imported from another file, mutated before the question',
      `${IMPORTS}
import { seen } from '../lib/clients.js';
export async function mark(ctx: ServerContext) {
  /*!*/seen.add('cus_1');
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Mark?');
}`,
      [{ messageId: 'sideEffect', data: { call: 'seen.add()', label: 'module-level Set mutated', line: '5' }, into: `${IMPORTS}
import { seen } from '../lib/clients.js';
export async function mark(ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Mark?');
  seen.add('cus_1');
  return { content: [] };
}` }],
      { checkProcessState: true },
    ),

    // Invalid because of the charge only: typed receivers never reach the verb heuristic, so `append`, `delete` and
    // `update` are methods of the Headers, Map and hash the handler was given, not writes.
    invalid(
      'built-in values typed as such: Headers.append, Map.delete, Hash.update',
      `${IMPORTS}
import type { Hash } from 'node:crypto';
import { chargeCustomer } from '../services/index.js';
export async function sign(headers: Headers, pending: Map<string, number>, hash: Hash, ctx: ServerContext) {
  headers.append('x-request', '1');
  pending.delete('old');
  hash.update('body');
  await /*!*/chargeCustomer('cus_1', 1);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Sign?');
}`,
      [{ ...CHARGE(9), into: `${IMPORTS}
import type { Hash } from 'node:crypto';
import { chargeCustomer } from '../services/index.js';
export async function sign(headers: Headers, pending: Map<string, number>, hash: Hash, ctx: ServerContext) {
  headers.append('x-request', '1');
  pending.delete('old');
  hash.update('body');
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Sign?');
  await chargeCustomer('cus_1', 1);
  return { content: [] };
}` }],
    ),

    // Invalid because the helper, reached through a barrel, charges a card in another file before the question;
    // the report names the effect and where it is.
    invalid(
      'a helper of another file, through a barrel',
      `${IMPORTS}
import { chargeCustomer } from '../services/index.js';
export async function charge(ctx: ServerContext) {
  await /*!*/chargeCustomer('cus_1', 500);
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) return ${ASK};
  return { content: [] };
}`,
      [
        {
          messageId: 'sideEffectThroughHelper',
          data: { call: 'chargeCustomer()', effect: 'stripe.charges.create()', label: `Stripe write, in ${SERVICES}/payments.ts:4`, through: '', line: '6' },
          move: `${IMPORTS}
import { chargeCustomer } from '../services/index.js';
export async function charge(ctx: ServerContext) {
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');
  if (!ok) return ${ASK};
  await chargeCustomer('cus_1', 500);
  return { content: [] };
}`,
        },
      ],
    ),

    // Invalid because methods of an imported class and of an imported instance insert before the question, which
    // is built in another file and returned as `q` of type `InputRequiredResult | undefined`.
    invalid(
      'methods of imported classes and instances, then `if (q) return q`',
      `${IMPORTS}
import { Billing, billing } from '../services/index.js';
import { needConfirmation } from '../services/questions.js';
export async function settle(ctx: ServerContext) {
  await /*!*/new Billing().settle('inv_1');
  await /*!*/billing.settle('inv_2');
  const q = needConfirmation(ctx, 'Settle?');
  if (q) return q;
  return { content: [] };
}`,
      [
        {
          messageId: 'sideEffectThroughHelper',
          data: { call: 'new Billing().settle()', effect: 'db.query()', label: `SQL INSERT, in ${SERVICES}/payments.ts:9`, through: '', line: '8' },
          move: `${IMPORTS}
import { Billing, billing } from '../services/index.js';
import { needConfirmation } from '../services/questions.js';
export async function settle(ctx: ServerContext) {
  await billing.settle('inv_2');
  const q = needConfirmation(ctx, 'Settle?');
  if (q) return q;
  await new Billing().settle('inv_1');
  return { content: [] };
}`,
        },
        {
          messageId: 'sideEffectThroughHelper',
          data: { call: 'billing.settle()', effect: 'db.query()', label: `SQL INSERT, in ${SERVICES}/payments.ts:9`, through: '', line: '8' },
          move: `${IMPORTS}
import { Billing, billing } from '../services/index.js';
import { needConfirmation } from '../services/questions.js';
export async function settle(ctx: ServerContext) {
  await new Billing().settle('inv_1');
  const q = needConfirmation(ctx, 'Settle?');
  if (q) return q;
  await billing.settle('inv_2');
  return { content: [] };
}`,
        },
      ],
    ),

    // Invalid because an anonymous default export, re-exported by name from the barrel, appends to a file before the
    // project's own question wrapper runs.
    invalid(
      'a default export re-exported by a barrel, then the project wrapper asks',
      `${IMPORTS}
import { recordUsage } from '../services/index.js';
export async function usage(ctx: ServerContext) {
  await /*!*/recordUsage('usage');
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Record?');
}`,
      [{
          messageId: 'sideEffectThroughHelper',
          data: { call: 'recordUsage()', effect: 'appendFile()', label: `node:fs write, in ${SERVICES}/usage.ts:4`, through: '', line: '5' }, into: `${IMPORTS}
import { recordUsage } from '../services/index.js';
export async function usage(ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Record?');
  await recordUsage('usage');
  return { content: [] };
}` }],
    ),

    // Invalid because the charge is two files away, and the ledger write goes through two files that call each
    // other: the message names every function on the way.
    invalid(
      'chains across files, a cycle of files included',
      `${IMPORTS}
import { chargeOrder } from '../services/index.js';
import { postEntry } from '../services/ledger.js';
import { needConfirmation } from '../services/questions.js';
export async function order(ctx: ServerContext) {
  await /*!*/chargeOrder({ customer: 'cus_1', total: 900 });
  await /*!*/postEntry('acct_1', 900);
  return needConfirmation(ctx, 'Ship it?') ?? { content: [] };
}`,
      [
        {
          messageId: 'sideEffectThroughHelper',
          data: { call: 'chargeOrder()', effect: 'stripe.charges.create()', label: `Stripe write, in ${SERVICES}/payments.ts:4`, through: ' through `chargeCustomer()`', line: '8' },
          // The helper gives a question or nothing (its type says so), so `?? result` splits into an `if` that asks.
          into: `${IMPORTS}
import { chargeOrder } from '../services/index.js';
import { postEntry } from '../services/ledger.js';
import { needConfirmation } from '../services/questions.js';
export async function order(ctx: ServerContext) {
  const question = needConfirmation(ctx, 'Ship it?');
  if (question) return question;
  await chargeOrder({ customer: 'cus_1', total: 900 });
  await postEntry('acct_1', 900);
  return { content: [] };
}`,
        },
        {
          messageId: 'sideEffectThroughHelper',
          data: {
            call: 'postEntry()',
            effect: 'db.query()',
            label: `SQL INSERT, in ${SERVICES}/ledger.ts:14`,
            through: ' through `closeAccount()` → `writeEntry()`',
            line: '8',
          },
          into: `${IMPORTS}
import { chargeOrder } from '../services/index.js';
import { postEntry } from '../services/ledger.js';
import { needConfirmation } from '../services/questions.js';
export async function order(ctx: ServerContext) {
  await chargeOrder({ customer: 'cus_1', total: 900 });
  const question = needConfirmation(ctx, 'Ship it?');
  if (question) return question;
  await postEntry('acct_1', 900);
  return { content: [] };
}`,
        },
      ],
    ),

    // Invalid because the clients are classified by the packages that declare them, wherever they were built: a
    // Stripe charge, a SQL DELETE, and `node:child_process` re-exported as `run`.
    invalid(
      'clients and built-ins imported from the project’s own modules',
      `${IMPORTS}
import { db, stripe } from '../lib/clients.js';
import { run } from '../lib/shell.js';
export async function cleanup(ctx: ServerContext) {
  await /*!*/stripe.charges.create({ customer: 'cus_2', amount: 100 });
  await /*!*/db.query('DELETE FROM carts WHERE customer = $1', ['cus_2']);
  /*!*/run('convert', ['in.png', 'out.png']);
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Done?');
}`,
      [{ messageId: 'sideEffect', data: { call: 'stripe.charges.create()', label: 'Stripe write', line: '8' }, into: `${IMPORTS}
import { db, stripe } from '../lib/clients.js';
import { run } from '../lib/shell.js';
export async function cleanup(ctx: ServerContext) {
  run('convert', ['in.png', 'out.png']);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Done?');
  await stripe.charges.create({ customer: 'cus_2', amount: 100 });
  await db.query('DELETE FROM carts WHERE customer = $1', ['cus_2']);
  return { content: [] };
}` }, { messageId: 'sideEffect', data: { call: 'db.query()', label: 'SQL DELETE', line: '8' }, into: `${IMPORTS}
import { db, stripe } from '../lib/clients.js';
import { run } from '../lib/shell.js';
export async function cleanup(ctx: ServerContext) {
  await stripe.charges.create({ customer: 'cus_2', amount: 100 });
  run('convert', ['in.png', 'out.png']);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Done?');
  await db.query('DELETE FROM carts WHERE customer = $1', ['cus_2']);
  return { content: [] };
}` }, { messageId: 'sideEffect', data: { call: 'run()', label: 'child process started', line: '8' }, into: `${IMPORTS}
import { db, stripe } from '../lib/clients.js';
import { run } from '../lib/shell.js';
export async function cleanup(ctx: ServerContext) {
  await stripe.charges.create({ customer: 'cus_2', amount: 100 });
  await db.query('DELETE FROM carts WHERE customer = $1', ['cus_2']);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Done?');
  run('convert', ['in.png', 'out.png']);
  return { content: [] };
}` }],
    ),

    // Invalid because `notifyPartner()` states `@mcp-effect write` on its declaration in another file; `sendHeartbeat()`
    // states `safe` (its POST is a heartbeat), and its "send" is not taken for a write.
    invalid(
      'helpers of another file that state their own effect',
      `${IMPORTS}
import { notifyPartner, sendHeartbeat } from '../services/annotated.js';
export async function notify(ctx: ServerContext) {
  await sendHeartbeat();
  await /*!*/notifyPartner('p_1');
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Notify?');
}`,
      [{ messageId: 'sideEffect', data: { call: 'notifyPartner()', label: `marked @mcp-effect write, in ${SERVICES}/annotated.ts:4`, line: '6' }, into: `${IMPORTS}
import { notifyPartner, sendHeartbeat } from '../services/annotated.js';
export async function notify(ctx: ServerContext) {
  await sendHeartbeat();
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Notify?');
  await notifyPartner('p_1');
  return { content: [] };
}` }],
    ),

    // Invalid because `process()` (no verb in its name) is a method of a class of this file, found through the type
    // of `service`, and it inserts.
    invalid(
      'a method of this file reached through an instance',
      `${IMPORTS}
import { db } from '../lib/clients.js';
class Orders {
  async process(id: string) {
    await db.query('INSERT INTO orders (id) VALUES ($1)', [id]);
  }
}
const service = new Orders();
export async function place(ctx: ServerContext) {
  await /*!*/service.process('o_1');
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Place?');
}`,
      [{ messageId: 'sideEffectThroughHelper', data: { call: 'service.process()', effect: 'db.query()', label: 'SQL INSERT', through: '', line: '11' }, into: `${IMPORTS}
import { db } from '../lib/clients.js';
class Orders {
  async process(id: string) {
    await db.query('INSERT INTO orders (id) VALUES ($1)', [id]);
  }
}
const service = new Orders();
export async function place(ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Place?');
  await service.process('o_1');
  return { content: [] };
}` }],
    ),

    // Invalid because the project's fetch wrapper in another file sends the method its options carry: this POST
    // creates an export on every round, and the question comes after it.
    invalid(
      'a fetch wrapper of another file given a POST',
      `${IMPORTS}
import { api } from '../services/api.js';
export async function startExport(args: { dataset: string }, ctx: ServerContext) {
  const body = JSON.stringify({ dataset: args.dataset });
  const job = await /*!*/api<{ id: string }>('/exports', { method: 'POST', body });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation(\`Export \${job.id}?\`);
  return { content: [{ type: 'text' as const, text: job.id }] };
}`,
      [{ messageId: 'sideEffect', data: { call: 'api()', label: 'HTTP POST through api()', line: '6' } }],
    ),

    // Invalid because the method comes from a constant the options spread: the wrapper sends a DELETE.
    invalid(
      'a fetch wrapper of another file given options spread from a constant',
      `${IMPORTS}
import { api } from '../services/api.js';
const DELETE_JSON = { method: 'DELETE', headers: { 'content-type': 'application/json' } };
export async function purge(args: { id: string }, ctx: ServerContext) {
  await /*!*/api(\`/exports/\${args.id}\`, { ...DELETE_JSON });
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Purge?');
}`,
      [{ messageId: 'sideEffect', data: { call: 'api()', label: 'HTTP DELETE through api()', line: '6' }, into: `${IMPORTS}
import { api } from '../services/api.js';
const DELETE_JSON = { method: 'DELETE', headers: { 'content-type': 'application/json' } };
export async function purge(args: { id: string }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Purge?');
  await api(\`/exports/\${args.id}\`, { ...DELETE_JSON });
  return { content: [] };
}` }],
    ),

    // Invalid because the arrow wrapper of another file sends the POST it is given, before the question (a PATCH of
    // the tool's own arguments would set the same values on the retry: idempotent, see src/effects/constant-updates.ts).
    invalid(
      'an arrow fetch wrapper of another file given a POST',
      `${IMPORTS}
import { request } from '../services/api.js';
export async function rename(args: { id: string; name: string }, ctx: ServerContext) {
  await /*!*/request(\`/exports/\${args.id}\`, { method: 'POST', body: JSON.stringify({ name: args.name }) });
  return acceptedContent(ctx.mcpReq.inputResponses, 'ok') ? { content: [] } : askConfirmation('Rename?');
}`,
      [{ messageId: 'sideEffect', data: { call: 'request()', label: 'HTTP POST through request()', line: '5' }, into: `${IMPORTS}
import { request } from '../services/api.js';
export async function rename(args: { id: string; name: string }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) return askConfirmation('Rename?');
  await request(\`/exports/\${args.id}\`, { method: 'POST', body: JSON.stringify({ name: args.name }) });
  return { content: [] };
}` }],
    ),
  ],
});
