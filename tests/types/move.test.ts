// "Move it below the question" with type information (the core rule's doc, Suggestions): the question formats with
// functions and methods of other files (tests/fixtures/typed-server/src/services/formatting.ts, drafts.ts). One that only
// computes from what it is given changes nothing the move could reorder, whatever its name says; one that changes its
// instance, what it is given or module state, or states an effect, keeps the effect where it is. Each case is a handler
// file placed in the fixture's src/tools/.
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';
import { runTypedRuleTests, throughHelperCase } from './support.js';

const TYPE_CHECKED = { mcp: { typeChecked: true } };
const FILENAME = 'src/tools/case.ts';

const HEADER = `import { acceptedContent, askConfirmation, type ServerContext } from '../mcp.js';
import { billing, chargeCustomer } from '../services/index.js';
import { createInvoiceDraft } from '../services/drafts.js';
import { confirmSettlement, createAuditedLine, createLine, createPriceLine, createStatement, formatter, otherTrail, trail } from '../services/formatting.js';
`;

/** The write reported through a helper of another file (one `/*!*\/`), with the move's output or none. */
function invalid(name: string, marked: string, moved: string | null): InvalidTestCase<MessageIds, [Options]> {
  return throughHelperCase(name, HEADER, marked, 'suggestMoveBelowQuestion', moved);
}

/** A settlement the question does not need, before a question formatted by `format`. */
function settleBefore(format: string): string {
  return `export async function settle(args: { invoice: string; cents: number }, ctx: ServerContext) {
  await /*!*/billing.settle(args.invoice);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirmation(\`Settle \${${format}}?\`);
  return { content: [] };
}`;
}

/**
 * The same handler once the settlement went into the branch that asks (send-then-ask): offered where the move below is
 * withheld, since it keeps the settlement before the question, and nothing past the `if` reads what it gives.
 */
function settleInAskingBranch(format: string): string {
  return `export async function settle(args: { invoice: string; cents: number }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    await billing.settle(args.invoice);
    return askConfirmation(\`Settle \${${format}}?\`);
  }
  return { content: [] };
}`;
}

/** A case whose move below is withheld: the settlement goes into the branch that asks instead. */
function withheld(name: string, marked: string, asked: string): InvalidTestCase<MessageIds, [Options]> {
  return throughHelperCase(name, HEADER, marked, 'suggestMoveIntoAskingBranch', asked);
}

/** The same handler once the settlement went below the question. */
function settleAfter(format: string): string {
  return `export async function settle(args: { invoice: string; cents: number }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirmation(\`Settle \${${format}}?\`);
  await billing.settle(args.invoice);
  return { content: [] };
}`;
}

runTypedRuleTests('no-side-effect-before-input-required: move past pure functions of other files', rule, {
  valid: [],
  invalid: [
    // Offered: `formatter.createPayoutLine()` only formats the number it is given (string and number methods, an array's
    // `map` and `join`, `Math.round`); "create" is no write there. Without types its verb kept the settlement in place.
    invalid('a pure method of an instance of another file', settleBefore('formatter.createPayoutLine(args.cents)'), settleAfter('formatter.createPayoutLine(args.cents)')),

    // Offered: `createInvoiceDraft()` builds an object literal from its arguments; the invoice id both are handed is a
    // string, which the settlement cannot change.
    invalid('a pure builder function of another file', settleBefore('createInvoiceDraft(args.invoice, []).id'), settleAfter('createInvoiceDraft(args.invoice, []).id')),

    // Offered: the write moves as a whole loop, past a question built by `confirmSettlement()` (another file's wrapper
    // of `askConfirmation()`, which wraps the SDK's `inputRequired`): "confirm" is no write there either.
    invalid('a loop of writes past a pure question builder', `export async function settleAll(args: { invoices: string[] }, ctx: ServerContext) {
  for (const invoice of args.invoices) {
    await /*!*/billing.settle(invoice);
  }
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return confirmSettlement(\`Settle \${args.invoices.length} invoices?\`);
  return { content: [] };
}`, `export async function settleAll(args: { invoices: string[] }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return confirmSettlement(\`Settle \${args.invoices.length} invoices?\`);
  for (const invoice of args.invoices) {
    await billing.settle(invoice);
  }
  return { content: [] };
}`),

    // Offered: `otherTrail` is another instance than the one the write goes through.
    invalid('a pure method of another instance than the written one', settleBefore('otherTrail.describeLast()'), settleAfter('otherTrail.describeLast()')),

    // Move withheld: the method counts its calls on its instance (`this.formatted += 1`). That the settlement does not
    // touch the formatter is not followed. Send-then-ask keeps the two in their order.
    withheld('a method that changes its instance', settleBefore('formatter.createNumberedLine(args.cents)'), settleInAskingBranch('formatter.createNumberedLine(args.cents)')),

    // Move withheld: the function reads a module `let` that another function of its file sets.
    withheld('a function reading a module variable', settleBefore('createPriceLine(args.cents)'), settleInAskingBranch('createPriceLine(args.cents)')),

    // Move withheld: the function pushes onto the array it is given, which the settlement reads.
    withheld('a function changing what it is given', `export async function settle(args: { invoice: string }, ctx: ServerContext) {
  const parts = [args.invoice];
  await /*!*/billing.settle(parts.join(','));
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirmation(\`Settle \${createLine(parts)}?\`);
  return { content: [] };
}`, `export async function settle(args: { invoice: string }, ctx: ServerContext) {
  const parts = [args.invoice];
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    await billing.settle(parts.join(','));
    return askConfirmation(\`Settle \${createLine(parts)}?\`);
  }
  return { content: [] };
}`),

    // Move withheld: the function calls a method of its file that writes (`trail.record()`): what it calls must be pure too.
    withheld('a function calling a write of its file', settleBefore('createAuditedLine(args.cents)'), settleInAskingBranch('createAuditedLine(args.cents)')),

    // Move withheld: the declaration states a write (`@mcp-effect write`), which wins over its body.
    withheld('a function whose declaration states a write', settleBefore('createStatement(args.cents)'), settleInAskingBranch('createStatement(args.cents)')),

    // Move withheld: the write and the question go through one instance: `record()` sets what `describeLast()` reads.
    withheld('a pure method of the instance the write changes', `export async function audit(args: { event: string }, ctx: ServerContext) {
  await /*!*/trail.record(args.event);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirmation(trail.describeLast());
  return { content: [] };
}`, `export async function audit(args: { event: string }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    await trail.record(args.event);
    return askConfirmation(trail.describeLast());
  }
  return { content: [] };
}`),

    // Move withheld: the write goes through a field of the instance whose method the question calls, and a method may
    // read any field of its instance. Send-then-ask keeps the two in their order.
    {
      name: 'a pure method of the instance whose field the write goes through',
      filename: FILENAME,
      settings: TYPE_CHECKED,
      ...(() => {
        const { code, positions } = markers(`${HEADER}export async function audit(args: { event: string }, ctx: ServerContext) {
  await /*!*/trail.db.query('INSERT INTO audit (event) VALUES ($1)', [args.event]);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirmation(trail.describeLast());
  return { content: [] };
}`);
        const asked = `${HEADER}export async function audit(args: { event: string }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    await trail.db.query('INSERT INTO audit (event) VALUES ($1)', [args.event]);
    return askConfirmation(trail.describeLast());
  }
  return { content: [] };
}`;
        return { code, errors: positions.map(({ line, column }) => ({ messageId: 'sideEffect' as const, line, column, suggestions: [{ messageId: 'suggestMoveIntoAskingBranch' as const, output: asked }] })) };
      })(),
    },

    // Move withheld: another write lies between the settlement and the question, and the question shows its result: two
    // writes keep their order, and the charge cannot move. The settlement goes into the branch that asks with the charge
    // after it (only that branch reads the receipt), and the charge's own report moves the charge alone.
    {
      name: 'another write in between, whose result the question shows',
      filename: FILENAME,
      settings: TYPE_CHECKED,
      ...(() => {
        const code = `${HEADER}export async function settle(args: { invoice: string; customer: string }, ctx: ServerContext) {
  await /*!*/billing.settle(args.invoice);
  const receipt = await /*!*/chargeCustomer(args.customer, 100);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirmation(\`Settle \${formatter.createPayoutLine(100)} (\${receipt.id})?\`);
  return { content: [] };
}`;
        const asked = `${HEADER}export async function settle(args: { invoice: string; customer: string }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    await billing.settle(args.invoice);
    const receipt = await chargeCustomer(args.customer, 100);
    return askConfirmation(\`Settle \${formatter.createPayoutLine(100)} (\${receipt.id})?\`);
  }
  return { content: [] };
}`;
        // The charge alone into that branch too: the question is all that reads the receipt.
        const charged = `${HEADER}export async function settle(args: { invoice: string; customer: string }, ctx: ServerContext) {
  await billing.settle(args.invoice);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    const receipt = await chargeCustomer(args.customer, 100);
    return askConfirmation(\`Settle \${formatter.createPayoutLine(100)} (\${receipt.id})?\`);
  }
  return { content: [] };
}`;
        const { code: text, positions } = markers(code);
        const offers = [[{ messageId: 'suggestMoveIntoAskingBranch' as const, output: asked }], [{ messageId: 'suggestMoveIntoAskingBranch' as const, output: charged }]];
        return { code: text, errors: positions.map(({ line, column }, index) => ({ messageId: 'sideEffectThroughHelper' as const, line, column, suggestions: offers[index] })) };
      })(),
    },
  ],
});
