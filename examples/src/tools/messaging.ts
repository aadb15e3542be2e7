import { WebClient } from '@slack/web-api';
import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import OpenAI from 'openai';
import { Pool } from 'pg';
import { Resend } from 'resend';
import twilio from 'twilio';
import * as z from 'zod';

const resend = new Resend(process.env.RESEND_API_KEY);
const slack = new WebClient(process.env.SLACK_BOT_TOKEN);
const sms = twilio(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);
const openai = new OpenAI();
const db = new Pool({ connectionString: process.env.DATABASE_URL });

const FROM = 'Acme Billing <billing@acme.example>';
const VERIFY_SERVICE = process.env.TWILIO_VERIFY_SERVICE_SID ?? '';

const ReminderSchema = z.object({ remindInDays: z.number().int().min(0).max(30).describe('0 for no reminder') });
const CodeSchema = z.object({ code: z.string().regex(/^\d{6}$/).describe('The 6-digit code we just texted you') });
const YesNoSchema = z.object({ yes: z.boolean() });
const ApproveDraftSchema = z.object({ approve: z.boolean(), edits: z.string().optional() });

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });

export function registerMessagingTools(server: McpServer): void {
  server.registerTool(
    'send_invoice_email',
    {
      description: 'Email an invoice to the customer and optionally schedule a reminder',
      inputSchema: z.object({ invoiceId: z.string() }),
    },
    async ({ invoiceId }, ctx) => {
      const { rows } = await db.query<{ email: string; number: string; pdf_url: string }>(
        'SELECT email, number, pdf_url FROM invoices WHERE id = $1',
        [invoiceId],
      );
      const invoice = rows[0];
      if (!invoice) return text(`No invoice ${invoiceId}`);

      // BUG: the email goes out before the reminder question. Answering it re-sends tools/call, the handler
      // runs again from the top, and the customer receives the invoice twice.
      await resend.emails.send({
        from: FROM,
        to: invoice.email,
        subject: `Invoice ${invoice.number}`,
        html: `<p>Your invoice is ready: <a href="${invoice.pdf_url}">download</a></p>`,
      });

      const reminder = acceptedContent(ctx.mcpReq.inputResponses, 'reminder', ReminderSchema);
      if (!reminder) {
        return inputRequired({
          inputRequests: {
            reminder: inputRequired.elicit({ message: 'Invoice sent. Remind them later?', requestedSchema: ReminderSchema }),
          },
        });
      }
      if (reminder.remindInDays > 0) {
        await db.query("INSERT INTO reminders (invoice_id, due_at) VALUES ($1, now() + $2 * interval '1 day')", [
          invoiceId,
          reminder.remindInDays,
        ]);
      }
      return text(`Invoice ${invoice.number} sent`);
    },
  );

  // Correct: send-then-ask. The code is texted only on rounds that carry no answer yet; the round that
  // carries the code goes straight to checking it.
  server.registerTool(
    'verify_phone',
    {
      description: "Verify a customer's phone number with a one-time code",
      inputSchema: z.object({ phone: z.string() }),
    },
    async ({ phone }, ctx) => {
      const answer = acceptedContent(ctx.mcpReq.inputResponses, 'code', CodeSchema);
      if (answer === undefined) {
        await sms.verify.v2.services(VERIFY_SERVICE).verifications.create({ to: phone, channel: 'sms' });
        return inputRequired({
          inputRequests: {
            code: inputRequired.elicit({ message: `We texted a code to ${phone}.`, requestedSchema: CodeSchema }),
          },
        });
      }
      const check = await sms.verify.v2.services(VERIFY_SERVICE).verificationChecks.create({ to: phone, code: answer.code });
      return text(check.status === 'approved' ? 'Phone verified' : 'Wrong code');
    },
  );

  server.registerTool(
    'notify_team',
    {
      description: 'Post an incident update to the team channels, then offer to email affected customers',
      inputSchema: z.object({ incidentId: z.string(), update: z.string(), channels: z.array(z.string()) }),
    },
    async ({ incidentId, update, channels }, ctx) => {
      const message = `[${incidentId}] ${update}`;
      // BUG: Promise.all runs every postMessage before the question; answering it posts the update again
      // to every channel.
      await Promise.all(channels.map((channel) => slack.chat.postMessage({ channel, text: message })));

      const emailCustomers = acceptedContent(ctx.mcpReq.inputResponses, 'email_customers', YesNoSchema);
      if (!emailCustomers) {
        return inputRequired({
          inputRequests: {
            email_customers: inputRequired.elicit({
              message: `Posted to ${channels.length} channels. Email affected customers too?`,
              requestedSchema: YesNoSchema,
            }),
          },
        });
      }
      if (!emailCustomers.yes) return text('Team notified.');
      const { rows } = await db.query<{ email: string }>('SELECT email FROM incident_subscribers WHERE incident_id = $1', [
        incidentId,
      ]);
      await resend.batch.send(rows.map((r) => ({ from: FROM, to: r.email, subject: `Incident ${incidentId}`, text: update })));
      return text(`Team and ${rows.length} customers notified.`);
    },
  );

  server.registerTool(
    'remind_overdue_customers',
    {
      description: 'Text every customer with an overdue invoice, then offer to pause their accounts',
      inputSchema: z.object({ daysOverdue: z.number().int().positive() }),
    },
    async ({ daysOverdue }, ctx) => {
      const { rows: overdue } = await db.query<{ customer_id: string; phone: string; number: string }>(
        "SELECT customer_id, phone, number FROM invoices WHERE status = 'open' AND due_at < now() - $1 * interval '1 day'",
        [daysOverdue],
      );
      // BUG: the forEach callback runs right here, before the question: every round texts everyone again.
      overdue.forEach((inv) => void sms.messages.create({ to: inv.phone, from: process.env.TWILIO_FROM, body: `Invoice ${inv.number} is overdue.` }));

      const pause = acceptedContent(ctx.mcpReq.inputResponses, 'pause', YesNoSchema);
      if (!pause) {
        return inputRequired({
          inputRequests: {
            pause: inputRequired.elicit({ message: `Texted ${overdue.length} customers. Pause their accounts?`, requestedSchema: YesNoSchema }),
          },
        });
      }
      if (pause.yes) {
        await db.query("UPDATE customers SET status = 'paused' WHERE id = ANY($1)", [overdue.map((o) => o.customer_id)]);
      }
      return text('Done.');
    },
  );

  // Correct: only local work, logging, a billable-but-harmless completion and a function that is *defined*
  // (not called) happen before the question; the email is sent after the approval.
  server.registerTool(
    'draft_customer_reply',
    {
      description: 'Draft a reply to a support ticket with an LLM and send it after approval',
      inputSchema: z.object({ ticketId: z.string() }),
    },
    async ({ ticketId }, ctx) => {
      const { rows } = await db.query<{ email: string; subject: string; body: string }>(
        'SELECT email, subject, body FROM tickets WHERE id = $1',
        [ticketId],
      );
      const ticket = rows[0];
      if (!ticket) throw new Error(`No ticket ${ticketId}`);

      const progressToken = ctx.mcpReq._meta?.progressToken;
      if (progressToken !== undefined) {
        await ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken, progress: 1, total: 2 } });
      }
      const prompt: string[] = [];
      prompt.push(`Customer wrote: ${ticket.body}`);
      prompt.push('Reply politely, in two short paragraphs.');
      const seen = new Map<string, number>();
      seen.set(ticketId, Date.now());
      console.log('drafting reply', { ticketId, at: seen.get(ticketId) });

      // A completion costs money but changes nothing: `cost`, not `write`.
      const completion = await openai.chat.completions.create({
        model: 'gpt-4o-mini',
        messages: [{ role: 'user', content: prompt.join('\n') }],
      });
      const draft = completion.choices[0]?.message.content ?? '';

      // Only defined here; it runs after the approval below.
      const sendReply = (body: string) =>
        resend.emails.send({ from: 'Acme Support <support@acme.example>', to: ticket.email, subject: `Re: ${ticket.subject}`, text: body });

      const approval = acceptedContent(ctx.mcpReq.inputResponses, 'approve', ApproveDraftSchema);
      if (!approval) {
        return inputRequired({
          inputRequests: {
            approve: inputRequired.elicit({ message: `Send this reply?\n\n${draft}`, requestedSchema: ApproveDraftSchema }),
          },
        });
      }
      if (!approval.approve) return text('Draft discarded.');
      await sendReply(approval.edits ?? draft);
      return text(`Reply sent to ${ticket.email}`);
    },
  );
}
