import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { Pool } from 'pg';
import Stripe from 'stripe';
import * as z from 'zod';
import { stateCodec } from '../state.js';

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? '');
const db = new Pool({ connectionString: process.env.DATABASE_URL });

const ConfirmSchema = z.object({ confirm: z.boolean().describe('Go ahead?') });
const ReceiptSchema = z.object({ email: z.email().describe('Where to send the receipt') });
const ShippingSchema = z.object({
  line1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string().length(2),
});

/** How many refunds each payment has been asked for since this process started (rate limiting). */
const refundRequests = new Map<string, number>();

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

/** A same-file helper that returns the question: the handlers below return its result. */
function askConfirm(message: string) {
  return inputRequired({
    inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: ConfirmSchema }) },
  });
}

/** Books a pending ledger row. An effect: handlers that call it before a question repeat it. */
async function recordLedgerEntry(fromAccount: string, toAccount: string, amountCents: number): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO ledger (from_account, to_account, amount_cents, status) VALUES ($1, $2, $3, $4) RETURNING id',
    [fromAccount, toAccount, amountCents, 'pending'],
  );
  return rows[0]!.id;
}

async function loadCart(cartId: string) {
  const { rows } = await db.query<{ customer_id: string; total_cents: number; currency: string }>(
    'SELECT customer_id, total_cents, currency FROM carts WHERE id = $1',
    [cartId],
  );
  if (rows.length === 0) throw new Error(`No cart ${cartId}`);
  return rows[0]!;
}

export function registerPaymentTools(server: McpServer): void {
  // Read-only: nothing to repeat.
  server.registerTool(
    'get_balance',
    {
      description: 'Show the Stripe account balance',
      annotations: { readOnlyHint: true },
    },
    async () => {
      const balance = await stripe.balance.retrieve();
      const lines = balance.available.map((b) => money(b.amount, b.currency));
      return text(`Available: ${lines.join(', ')}`);
    },
  );

  server.registerTool(
    'charge_card',
    {
      description: "Charge a customer's saved card",
      inputSchema: z.object({
        customerId: z.string(),
        amountCents: z.number().int().positive(),
        currency: z.string().default('usd'),
      }),
      annotations: { destructiveHint: true, idempotentHint: false },
    },
    async ({ customerId, amountCents, currency }, ctx) => {
      const customer = await stripe.customers.retrieve(customerId);
      if (customer.deleted) throw new Error(`Customer ${customerId} was deleted`);

      // BUG: the card is charged before the receipt question. The client answers and re-sends tools/call,
      // the handler runs again from the top, and the customer is charged a second time.
      const intent = await stripe.paymentIntents.create({
        customer: customerId,
        amount: amountCents,
        currency,
        payment_method: String(customer.invoice_settings.default_payment_method),
        off_session: true,
        confirm: true,
      });

      const receipt = acceptedContent(ctx.mcpReq.inputResponses, 'receipt', ReceiptSchema);
      if (!receipt) {
        return inputRequired({
          inputRequests: {
            receipt: inputRequired.elicit({
              message: `Charged ${money(amountCents, currency)}. Where should the receipt go?`,
              requestedSchema: ReceiptSchema,
            }),
          },
        });
      }
      await stripe.paymentIntents.update(intent.id, { receipt_email: receipt.email });
      return text(`Charged ${money(amountCents, currency)} (${intent.id}); receipt sent to ${receipt.email}`);
    },
  );

  // Correct: ask first. Everything before the question is a read or local bookkeeping.
  server.registerTool(
    'refund_payment',
    {
      description: 'Refund a payment, fully or partly',
      inputSchema: z.object({ paymentIntentId: z.string(), amountCents: z.number().int().positive().optional() }),
      annotations: { destructiveHint: true },
    },
    async ({ paymentIntentId, amountCents }, ctx) => {
      const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
      const amount = amountCents ?? intent.amount_received;
      // STRICT: module-level state survives into the retry, so this counts every round (checkProcessState).
      refundRequests.set(paymentIntentId, (refundRequests.get(paymentIntentId) ?? 0) + 1);
      console.info('refund requested', { paymentIntentId, amount });

      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', ConfirmSchema);
      if (!confirmed) return askConfirm(`Refund ${money(amount, intent.currency)} of ${paymentIntentId}?`);
      if (!confirmed.confirm) return text('Refund cancelled.');

      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId, amount });
      if (refund.status === 'failed') throw new Error(`Refund ${refund.id} failed`);
      return text(`Refunded ${money(amount, intent.currency)} (${refund.id})`);
    },
  );

  server.registerTool(
    'checkout',
    {
      description: 'Pay for a cart, then collect the shipping address',
      inputSchema: z.object({ cartId: z.string() }),
      annotations: { destructiveHint: true },
    },
    async ({ cartId }, ctx) => {
      const cart = await loadCart(cartId);
      const total = money(cart.total_cents, cart.currency);

      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', ConfirmSchema);
      if (!confirmed) return askConfirm(`Pay ${total} for cart ${cartId}?`);
      if (!confirmed.confirm) return text('Checkout cancelled.');

      // BUG: guarded only by the *presence* of the confirmation. The shipping question below starts another
      // round; every round that carries the confirmation again runs this again and charges the cart again.
      await stripe.paymentIntents.create({ customer: cart.customer_id, amount: cart.total_cents, currency: cart.currency, confirm: true });

      const shipping = acceptedContent(ctx.mcpReq.inputResponses, 'shipping', ShippingSchema);
      if (!shipping) {
        return inputRequired({
          inputRequests: {
            shipping: inputRequired.elicit({ message: 'Where should we ship it?', requestedSchema: ShippingSchema }),
          },
        });
      }
      await db.query('UPDATE carts SET status = $1, shipping = $2 WHERE id = $3', ['paid', shipping, cartId]);
      return text(`Paid ${total}; shipping to ${shipping.city}`);
    },
  );

  server.registerTool(
    'transfer_funds',
    {
      description: 'Move money between two internal accounts',
      inputSchema: z.object({ from: z.string(), to: z.string(), amountCents: z.number().int().positive() }),
    },
    async ({ from, to, amountCents }, ctx) => {
      // BUG: the helper INSERTs a pending ledger row. Every round of the confirmation books another one.
      const entryId = await recordLedgerEntry(from, to, amountCents);

      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', ConfirmSchema);
      if (!confirmed) return askConfirm(`Transfer ${money(amountCents, 'usd')} from ${from} to ${to}?`);

      const status = confirmed.confirm ? 'posted' : 'voided';
      await db.query('UPDATE ledger SET status = $1 WHERE id = $2', [status, entryId]);
      return text(`Transfer ${entryId} ${status}`);
    },
  );

  // Correct: resume. The order row is created only on the round that carries no state; its id travels in a
  // signed requestState, so later rounds pick it up instead of inserting again.
  server.registerTool(
    'create_order',
    {
      description: 'Create an order and collect its shipping address',
      inputSchema: z.object({
        customerId: z.string(),
        items: z.array(z.object({ sku: z.string(), quantity: z.number().int().positive() })),
      }),
    },
    async ({ customerId, items }, ctx) => {
      const state = ctx.mcpReq.requestState<{ orderId: string }>();
      if (!state) {
        const { rows } = await db.query<{ id: string }>(
          'INSERT INTO orders (customer_id, items, status) VALUES ($1, $2, $3) RETURNING id',
          [customerId, JSON.stringify(items), 'draft'],
        );
        const orderId = rows[0]!.id;
        return inputRequired({
          inputRequests: {
            shipping: inputRequired.elicit({
              message: `Order ${orderId} drafted. Where should it ship?`,
              requestedSchema: ShippingSchema,
            }),
          },
          requestState: await stateCodec.mint({ orderId }, ctx),
        });
      }

      const shipping = acceptedContent(ctx.mcpReq.inputResponses, 'shipping', ShippingSchema);
      if (!shipping) {
        // Asked again (declined or invalid answer): no effect on this path, same state.
        return inputRequired({
          inputRequests: {
            shipping: inputRequired.elicit({ message: 'We need a shipping address.', requestedSchema: ShippingSchema }),
          },
          requestState: await stateCodec.mint(state, ctx),
        });
      }
      await db.query('UPDATE orders SET shipping = $1, status = $2 WHERE id = $3', [shipping, 'placed', state.orderId]);
      return text(`Order ${state.orderId} placed`);
    },
  );

  server.registerTool(
    'prepare_payment',
    {
      description: 'Prepare a payment for an invoice and confirm it after the customer agrees',
      inputSchema: z.object({ invoiceId: z.string(), customerId: z.string(), amountCents: z.number().int() }),
    },
    async ({ invoiceId, customerId, amountCents }, ctx) => {
      // STRICT: a write, but with a stable idempotency key: every round gets the same unconfirmed
      // PaymentIntent back from Stripe (write-idempotent, reported only with checkIdempotentWrites).
      const intent = await stripe.paymentIntents.create(
        { customer: customerId, amount: amountCents, currency: 'usd', metadata: { invoiceId } },
        { idempotencyKey: `invoice-${invoiceId}` },
      );

      const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', ConfirmSchema);
      if (!confirmed) return askConfirm(`Pay invoice ${invoiceId} (${money(amountCents, 'usd')})?`);
      if (!confirmed.confirm) {
        await stripe.paymentIntents.cancel(intent.id);
        return text('Payment cancelled.');
      }
      await stripe.paymentIntents.confirm(intent.id);
      return text(`Invoice ${invoiceId} paid`);
    },
  );
}
