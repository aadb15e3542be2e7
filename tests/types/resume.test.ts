// The resume from `requestState` with type information (the core rule's doc, Suggestions): questions built by helpers
// of other files (`askConfirmation()` of src/mcp.ts, `needConfirmation()` of src/services/questions.ts) and the codec
// of src/lib/state.ts, which src/server.ts installs as the verify hook. Each case is a handler file placed in
// tests/fixtures/typed-server/src/tools/ (see its README); without types none of these questions is seen.
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { runTypedRuleTests, throughHelperCase } from './support.js';

/** The imports, and a tool that already resumes with the imported codec: the accessor hands over verified payloads. */
const HEADER = `import { acceptedContent, askConfirmation, inputRequired, type ServerContext } from '../mcp.js';
import { chargeCustomer } from '../services/index.js';
import { ConfirmingTool } from '../services/confirming-tool.js';
import { askWithState, confirmOrCancel, needConfirmation } from '../services/questions.js';
import { stateCodec } from '../lib/state.js';
export async function exportJob(_args: { id: string }, ctx: ServerContext) {
  const job = ctx.mcpReq.requestState<{ id: string }>();
  if (!job) return inputRequired({ inputRequests: {}, requestState: await stateCodec.mint({ id: 'job_1' }, ctx) });
  return { content: [{ type: 'text' as const, text: job.id }] };
}
`;

/** The charge, reported through `chargeCustomer()`, with the resume's output or none. */
function invalid(name: string, marked: string, resumed: string | null): InvalidTestCase<MessageIds, [Options]> {
  return throughHelperCase(name, HEADER, marked, 'suggestResumeFromRequestState', resumed);
}

runTypedRuleTests('no-side-effect-before-input-required: resume with types', rule, {
  valid: [],
  invalid: [
    // Offered: `askConfirmation()` (src/mcp.ts) is typed as a question and builds it with the SDK's `inputRequired`
    // without state of its own, so the minted state is spread in beside it.
    invalid('a question built by a helper of another file', `export async function charge(args: { customer: string }, ctx: ServerContext) {
  const receipt = await /*!*/chargeCustomer(args.customer, 100);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirmation(\`Charged \${receipt.id}. Email the receipt?\`);
  return { content: [] };
}`, `export async function charge(args: { customer: string }, ctx: ServerContext) {
  const receipt = ctx.mcpReq.requestState<Awaited<ReturnType<typeof chargeCustomer>>>() ?? await chargeCustomer(args.customer, 100);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return { ...askConfirmation(\`Charged \${receipt.id}. Email the receipt?\`), requestState: await stateCodec.mint(receipt, ctx) };
  return { content: [] };
}`),

    // Offered: `needConfirmation()` gives the question of `askConfirmation()` or `undefined`, and the question is
    // returned only when it is one; the handler hands `ctx` to it, and its type says `ctx` is the SDK's context.
    invalid('a helper of another file that gives a question or nothing, behind if (question)', `export async function refund(args: { customer: string }, ctx: ServerContext) {
  const receipt = await /*!*/chargeCustomer(args.customer, 100);
  const question = needConfirmation(ctx, \`Charged \${receipt.id}. Close the account?\`);
  if (question) return question;
  return { content: [] };
}`, `export async function refund(args: { customer: string }, ctx: ServerContext) {
  const receipt = ctx.mcpReq.requestState<Awaited<ReturnType<typeof chargeCustomer>>>() ?? await chargeCustomer(args.customer, 100);
  const question = needConfirmation(ctx, \`Charged \${receipt.id}. Close the account?\`);
  if (question) return { ...question, requestState: await stateCodec.mint(receipt, ctx) };
  return { content: [] };
}`),

    // Offered: the base class of another file gives `needConfirmation()`'s question or nothing; the class tool hands
    // it `ctx` and returns the question only when it is one.
    invalid('a class tool whose base class of another file confirms', `export class RefundTool extends ConfirmingTool {
  async execute(args: { customer: string }, ctx: ServerContext) {
    const receipt = await /*!*/chargeCustomer(args.customer, 100);
    const question = this.confirm(ctx, \`Charged \${receipt.id}. Refund it?\`);
    if (question) return question;
    return { content: [] };
  }
}`, `export class RefundTool extends ConfirmingTool {
  async execute(args: { customer: string }, ctx: ServerContext) {
    const receipt = ctx.mcpReq.requestState<Awaited<ReturnType<typeof chargeCustomer>>>() ?? await chargeCustomer(args.customer, 100);
    const question = this.confirm(ctx, \`Charged \${receipt.id}. Refund it?\`);
    if (question) return { ...question, requestState: await stateCodec.mint(receipt, ctx) };
    return { content: [] };
  }
}`),

    // Withheld: `confirmOrCancel()` may give a tool result, which spread with `requestState` would be a malformed question.
    invalid('a helper of another file that may give a result', `export async function cancel(args: { customer: string }, ctx: ServerContext) {
  const receipt = await /*!*/chargeCustomer(args.customer, 100);
  const next = confirmOrCancel(ctx, \`Charged \${receipt.id}. Keep it?\`);
  if (next) return next;
  return { content: [] };
}`, null),

    // Resume withheld: the helper puts the state it is given into the question, which the minted state would replace.
    // Send-then-ask is offered: the question is all that reads the receipt, so the charge runs in the branch that asks.
    throughHelperCase('a helper of another file given state of its own', HEADER, `export async function resume(args: { customer: string }, ctx: ServerContext) {
  const receipt = await /*!*/chargeCustomer(args.customer, 100);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askWithState(\`Charged \${receipt.id}?\`, await stateCodec.mint({ step: 2 }, ctx));
  return { content: [] };
}`, 'suggestMoveIntoAskingBranch', `export async function resume(args: { customer: string }, ctx: ServerContext) {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    const receipt = await chargeCustomer(args.customer, 100);
    return askWithState(\`Charged \${receipt.id}?\`, await stateCodec.mint({ step: 2 }, ctx));
  }
  return { content: [] };
}`),
  ],
});
