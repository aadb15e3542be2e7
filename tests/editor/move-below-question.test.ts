import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { makeProject, runCli } from '../cli/helpers.js';

// The README's opening bug: the card is charged on every round, because the question comes after the charge.
const BEFORE = `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import Stripe from 'stripe';

const stripe = new Stripe(process.env.STRIPE_KEY ?? '');
const server = new McpServer({ name: 'shop', version: '1.0.0' });

server.registerTool('pay', { description: 'Charge the card' }, async ({ amount }: { amount: number }, ctx) => {
  await stripe.paymentIntents.create({ amount, currency: 'usd' });
  const ok = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
  if (!ok) {
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Pay?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [{ type: 'text', text: 'Paid.' }] };
});
`;
// Ask first: the charge runs only on the round that carries the answer.
const AFTER = BEFORE.replace(
  "  await stripe.paymentIntents.create({ amount, currency: 'usd' });\n",
  '',
).replace(
  "  }\n  return { content",
  "  }\n  await stripe.paymentIntents.create({ amount, currency: 'usd' });\n  return { content",
);

describe('editor path: the core rule offers "move it below the question"', () => {
  it('reports the charge with a suggestMoveBelowQuestion suggestion whose edit asks first', async () => {
    const cwd = await makeProject({});
    const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: [plugin.configs.recommended as Linter.Config] });
    const [result] = await eslint.lintText(BEFORE, { filePath: join(cwd, 'server.ts') });
    const [message] = result!.messages;
    expect(message).toMatchObject({ ruleId: 'mcp/no-side-effect-before-input-required', line: 8, column: 9 });
    const move = message!.suggestions?.find((suggestion) => suggestion.messageId === 'suggestMoveBelowQuestion');
    expect(move, 'a suggestMoveBelowQuestion suggestion').toBeDefined();
    const { range, text } = move!.fix;
    expect(BEFORE.slice(0, range[0]) + text + BEFORE.slice(range[1])).toBe(AFTER);
    const [again] = await eslint.lintText(AFTER, { filePath: join(cwd, 'server.ts') });
    expect(again!.messages).toEqual([]);
  });

  it('is applied by mcp-lint --apply-suggestions=move --write with no ESLint set-up', async () => {
    const cwd = await makeProject({ 'src/server.ts': BEFORE });
    const run = await runCli(['--apply-suggestions=move', '--write'], cwd);
    expect(run.stdout).toContain("+  await stripe.paymentIntents.create({ amount, currency: 'usd' });");
    expect(run.code).toBe(0);
  });
});
