/** What the playground shows when the link carries no code: the mistake the plugin exists for. */
export const SAMPLE = `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
import * as z from 'zod';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');
const server = new McpServer({ name: 'shop', version: '1.0.0' });
const Confirm = z.object({ confirm: z.boolean() });

server.registerTool('charge_card', { inputSchema: z.object({ customer: z.string(), amount: z.number() }) }, async ({ customer, amount }, ctx) => {
  const intent = await stripe.paymentIntents.create({ customer, amount, currency: 'usd', confirm: true }); // round 2 charges again
  const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
  if (!answer?.confirm) {
    return inputRequired({
      inputRequests: { confirm: inputRequired.elicit({ message: \`Charge \${amount}?\`, requestedSchema: Confirm }) },
    });
  }
  return { content: [{ type: 'text', text: \`Charged (\${intent.id})\` }] };
});
`;
