import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds } from '../../rules/validate-input-responses.js';
import { markedInvalid } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer, acceptedContent, inputRequired, inputResponse } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
const server = new McpServer({ name: 's', version: '1' });
`;
const tool = (body: string) => `${V2}server.registerTool('t', { inputSchema: s }, async (args, ctx) => {
${body}
});`;
const ASK = `  return inputRequired({ inputRequests: { form: inputRequired.elicit({ message: 'x', requestedSchema: Form }) } });`;

function valid(name: string, code: string): ValidTestCase<[]> {
  return { name, code };
}

/** One expected report per `/*!*\/`, in order: its message, the use it names and that use's line, and for reads the read's text. */
function invalid(name: string, marked: string, expected: { messageId: MessageIds; use: string; line: number; read?: string }[]): InvalidTestCase<MessageIds, []> {
  return markedInvalid(name, marked, expected, ({ messageId, use, line, read }, position) => ({
    messageId,
    ...position,
    data: { use, line: String(line), ...(read === undefined ? {} : { read }) },
  }));
}

/** Line numbers inside `tool(...)`: the body starts on line 5. */
const BODY = 5;

runRuleTests('validate-input-responses', rule, {
  valid: [
    // Valid because the schema overload validates the content (SDK docs, `deploy`).
    valid('acceptedContent with a schema', tool(`  const Confirm = z.object({ confirm: z.boolean() });
  const confirmed = acceptedContent(ctx.mcpReq.inputResponses, 'confirm', Confirm);
  if (confirmed?.confirm !== true) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Deploy?', requestedSchema: Confirm }) } });
  await deploy(confirmed.confirm);
  return { content: [] };`)),
    // Valid because the field is checked with `typeof` on the left of the `&&` that reads it (a service class's guard).
    valid('typeof check on the left of &&', tool(`  const confirm = ctx.mcpReq.inputResponses?.confirm;
  if (!confirm) ${ASK.trim()}
  if (confirm.action === 'accept' && typeof confirm.content?.confirm === 'boolean' && confirm.content.confirm) await hold(args.id);
  return { content: [] };`)),
    // Valid because a strict comparison with a literal relies on nothing (SDK todos example).
    valid('schema-less acceptedContent compared strictly', tool(`  const confirmation = acceptedContent<{ confirm?: boolean }>(ctx.mcpReq.inputResponses, 'confirmation');
  if (confirmation?.confirm !== true) return { content: [{ type: 'text', text: 'Nothing deleted' }] };
  return { content: [] };`)),
    // Valid because only the presence of the answer is tested (README example).
    valid('schema-less acceptedContent presence', tool(`  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Restart?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };`)),
    // Valid because the view's kind and action are compared, nothing more (SDK guide, tag-release).
    valid('inputResponse view compared', tool(`  const view = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  if (view.kind === 'elicit' && view.action !== 'accept') return { content: [], isError: true };
  return { content: [] };`)),
    // Valid because the cast is only compared with a literal (SDK mrtr and elicitation examples).
    valid('cast compared with a literal', tool(`  const auth = ctx.mcpReq.inputResponses?.['auth'] as { action?: string } | undefined;
  if (auth?.action !== 'accept') return { content: [{ type: 'text', text: 'Sign-in was not completed' }] };
  return { content: [] };`)),
    // Valid because an entry compared with undefined is a presence check (SDK everything-server).
    valid('entry presence', tool(`  if (ctx.mcpReq.inputResponses?.['llm_answer'] === undefined) return inputRequired({ inputRequests: {} });
  return { content: [] };`)),
    // Valid because the record's keys are strings the server chose (conformance everything-server).
    valid('Object.keys of the record', tool(`  const inputResponses = ctx.mcpReq.inputResponses;
  if (inputResponses && Object.keys(inputResponses).length > 0) return { content: [{ type: 'text', text: Object.keys(inputResponses).join(',') }] };
  return { content: [] };`)),
    // Valid because a cast to Record<string, unknown> claims nothing, and entries go to a helper (conformance everything-server).
    valid('cast claiming nothing, entry to a helper', `${V2}server.server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const inputResponses = request.params.inputResponses as Record<string, unknown> | undefined;
  if (inputResponses?.['user_name']) return { content: [{ type: 'text', text: getMrtInputText(inputResponses['user_name'], 'name') }] };
  return { content: [] };
});`),
    // Valid because a zod parse validates the entry.
    valid('zod parse of the entry', tool(`  const answer = Answer.parse(ctx.mcpReq.inputResponses?.form);
  await save(answer.content.email);
  return { content: [] };`)),
    // Valid because the reads happen after a successful safeParse.
    valid('safeParse then data', tool(`  const result = Answer.safeParse(ctx.mcpReq.inputResponses?.form);
  if (!result.success) return { content: [], isError: true };
  await save(result.data.content.email);
  return { content: [] };`)),
    // Valid because a user type guard narrows the entry before the deep read.
    valid('type guard before a deep read', `export const handler = async (args, { inputResponses }) => {
  const entry = inputResponses.confirm;
  if (isAcceptedConfirm(entry)) await charge(entry.content.amount);
  return { content: [] };
};`),
    // Valid because typeof checks the field before it is passed on.
    valid('typeof before use', `export async function handler(params) {
  const entry = params.inputResponses?.form;
  if (typeof entry?.content?.name === 'string') await greet(entry.content.name);
  return { content: [] };
}`),
    // Valid because an early exit checks the field's type first.
    valid('typeof early exit', `export async function handler(params) {
  const form = params.inputResponses?.form;
  if (typeof form?.content?.count !== 'number') return { content: [], isError: true };
  await order(form.content.count);
  return { content: [] };
}`),
    // Valid because a template literal turns any value into text.
    valid('template literal', tool(`  const name = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'user_name')?.name;
  return { content: [{ type: 'text', text: \`Hello, \${name}!\` }] };`)),
    // Valid because string concatenation with a literal turns any value into text.
    valid('string concatenation', tool(`  const name = acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'user_name')?.name;
  const greeting = 'Hello, ' + name;
  return { content: [] };`)),
    // Valid because JSON.stringify and console.log accept anything.
    valid('stringify and log', tool(`  const content = acceptedContent(ctx.mcpReq.inputResponses, 'form');
  console.log(content);
  return { content: [{ type: 'text', text: JSON.stringify(content) }] };`)),
    // Valid because String() accepts anything.
    valid('String()', tool(`  const count = acceptedContent<{ count: number }>(ctx.mcpReq.inputResponses, 'count')?.count;
  const label = String(count);
  return { content: [] };`)),
    // Valid because a validated answer may be used freely.
    valid('validated answer used freely', tool(`  const form = acceptedContent(ctx.mcpReq.inputResponses, 'form', Form);
  if (!form) ${ASK.trim()}
  await db.insert(users).values({ ...form });
  return { content: [{ type: 'text', text: form.name.trim() }] };`)),
    // Valid because the entry goes to a helper that takes `unknown` (SDK todos `sampledText`).
    valid('entry to a helper', tool(`  return finish(sampledText(ctx.mcpReq.inputResponses?.['ideas']));`)),
    // Valid because `in` checks presence.
    valid('in check', tool(`  if ('confirm' in (ctx.mcpReq.inputResponses ?? {})) return { content: [] };\n  return { content: [] };`)),
    // Valid because a cast to unknown claims nothing and the guard validates.
    valid('cast to unknown then guard', tool(`  const raw = ctx.mcpReq.inputResponses?.form as unknown;
  if (!isForm(raw)) return { content: [], isError: true };
  await save(raw.content);
  return { content: [] };`)),
    // Valid because destructured responses are only compared.
    valid('destructured record compared', `export const handler = async (args, { inputResponses }) => {
  if (inputResponses?.confirm?.action !== 'accept') return { content: [] };
  return { content: [] };
};`),
    // Valid because a client building its answers writes the record, it does not read it.
    valid('client writes inputResponses', `export function answer(result) {
  const inputResponses = {};
  for (const key of Object.keys(result.inputRequests)) inputResponses[key] = { action: 'accept', content: { confirm: true } };
  return { inputResponses };
}`),
    // Valid because an entry's own fields (action) are the SDK's vocabulary, tested for truthiness.
    valid('entry field truthiness', `export async function handler(params) {
  if (params.inputResponses?.form?.action) return { content: [] };
  return { content: [] };
}`),
    // Valid because a string field's truthiness only says whether it was answered (SDK elicitation example).
    valid('string field presence', tool(`  const destination = acceptedContent<{ destination: string }>(ctx.mcpReq.inputResponses, 'dest')?.destination;
  if (!destination) return inputRequired({ inputRequests: {} });
  return { content: [{ type: 'text', text: \`Going to \${destination}\` }] };`)),
    // Valid because the SDK's view checked that \`roots\` is an array, and the uris only become text.
    valid('view roots mapped to text', tool(`  const roots = inputResponse(ctx.mcpReq.inputResponses, 'workspace');
  return { content: [{ type: 'text', text: \`roots: \${roots.kind === 'roots' ? roots.roots.map((root) => root.uri).join(',') : 'none'}\` }] };`)),
    // Valid because the view's action is protocol vocabulary, returned for a comparison elsewhere.
    valid('view action returned', tool(`  const view = inputResponse(ctx.mcpReq.inputResponses, 'confirm');
  return view.action;`)),
    // Valid because a test assertion only inspects the value.
    valid('expect()', tool(`  expect(acceptedContent(ctx.mcpReq.inputResponses, 'form')).toEqual({ name: 'x' });\n  return { content: [] };`)),
    // Valid because a function declared to return unknown claims nothing about the content (the SDK's acceptedContent).
    valid('returned as unknown', tool(`  const read = (responses, key): unknown => inputResponse(responses, key).content;
  function raw(key: string): unknown {
    const view = inputResponse(ctx.mcpReq.inputResponses, key);
    return view.content;
  }
  return { content: [] };`)),
    // Valid because a file without the word is skipped.
    valid('no inputResponses', `${V2}server.registerTool('t', {}, async () => ({ content: [] }));`),
  ],
  invalid: [
    // Invalid because a same-file function that hands out the record is followed: the deep read passes a field on.
    invalid(
      'record from a helper, deep read passed on',
      `${V2}const answers = (ctx: any) => ctx.mcpReq.inputResponses;
server.registerTool('a', {}, async (ctx: any) => {
  const r = answers(ctx).confirm;
  if (!r) return inputRequired({ inputRequests: { confirm: Ask } });
  await orders.cancel(/*!*/r.content.reason);
  return { content: [] };
});`,
      [{ messageId: 'unvalidatedRead', use: '`orders.cancel()`', line: 8, read: 'r.content.reason' }],
    ),
    // Invalid because the raw answer is cast to the SDK's result type and its content relied on: one problem, reported
    // at the cast of the raw answer (the cast of a field below it is part of it).
    invalid(
      'cast of the raw answer, relied on through a field cast',
      `${V2}class OrderTools {
  async cancel(args: { id: string }, ctx: any) {
    const answer = /*!*/ctx.mcpReq.inputResponses?.confirm as ElicitResult;
    if (!answer) return inputRequired({ inputRequests: { confirm: Ask } });
    if (answer.action !== 'accept') return { content: [] };
    await orders.cancel(args.id, answer.content?.reason as string);
    return { content: [] };
  }
}`,
      [{ messageId: 'typeAssertion', use: '`orders.cancel()`', line: 9 }],
    ),
    // Invalid because the cast sampling result's text goes into the tool result (SDK sampling example).
    invalid('cast sampling response into the result', tool(`  const response = /*!*/ctx.mcpReq.inputResponses?.['summary'] as { content?: { type: string; text?: string } } | undefined;
  const summary = response?.content?.text ?? '';
  return { content: [{ type: 'text', text: summary }] };`), [{ messageId: 'typeAssertion', use: 'the `text` property', line: BODY + 2 }]),
    // Invalid because the asserted entry is passed on as if it had that type.
    invalid('cast entry passed on', tool(`  const form = /*!*/ctx.mcpReq.inputResponses['form'] as { content: { email: string } };
  await sendWelcome(form.content.email);
  return { content: [] };`), [{ messageId: 'typeAssertion', use: '`sendWelcome()`', line: BODY + 1 }]),
    // Invalid because angle-bracket assertions assert too.
    invalid('angle-bracket assertion', tool(`  const form = /*!*/<Form>ctx.mcpReq.inputResponses.form;
  await save(form);
  return { content: [] };`), [{ messageId: 'typeAssertion', use: '`save()`', line: BODY + 1 }]),
    // Invalid because `as any` turns every check off.
    invalid('as any', tool(`  const n = (/*!*/ctx.mcpReq.inputResponses?.qty as any).content.count * price;
  return { content: [] };`), [{ messageId: 'typeAssertion', use: 'the `*` operator', line: BODY }]),
    // Invalid because `as unknown as T` is a type assertion all the same.
    invalid('as unknown as', tool(`  const form = /*!*/ctx.mcpReq.inputResponses?.form as unknown as Form;
  await save(form);
  return { content: [] };`), [{ messageId: 'typeAssertion', use: '`save()`', line: BODY + 1 }]),
    // Invalid because the record cast claims every entry's shape.
    invalid('record cast', tool(`  const responses = /*!*/ctx.mcpReq.inputResponses as Record<string, { content: { ok: boolean } }>;
  await apply(responses.confirm.content.ok);
  return { content: [] };`), [{ messageId: 'typeAssertion', use: '`apply()`', line: BODY + 1 }]),
    // Invalid because calling a string method on an unvalidated field assumes a string.
    invalid('method call on a schema-less field', tool(`  const form = /*!*/acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'form');
  if (!form) ${ASK.trim()}
  return { content: [{ type: 'text', text: form.name.trim() }] };`), [{ messageId: 'schemalessAcceptedContent', use: '`form.name.trim()`', line: BODY + 2 }]),
    // Invalid because unvalidated content goes into the database.
    invalid('schema-less content into a write', tool(`  const form = /*!*/acceptedContent<{ email: string }>(ctx.mcpReq.inputResponses, 'form');
  if (!form) ${ASK.trim()}
  await db.users.create({ data: { email: form.email } });
  return { content: [] };`), [{ messageId: 'schemalessAcceptedContent', use: 'the `email` property', line: BODY + 2 }]),
    // Invalid because a field's truthiness is the client's say: `{ confirm: 'no' }` is truthy.
    invalid('truthiness of a schema-less field', tool(`  const confirmed = /*!*/acceptedContent<{ confirm: boolean }>(ctx.mcpReq.inputResponses, 'confirm');
  if (confirmed?.confirm) await dropTable();
  return { content: [] };`), [{ messageId: 'schemalessAcceptedContent', use: 'a truthiness test', line: BODY + 1 }]),
    // Invalid because spreading unvalidated content copies whatever keys the client sent.
    invalid('schema-less content spread', tool(`  const patch = /*!*/acceptedContent(ctx.mcpReq.inputResponses, 'patch');
  if (!patch) return { content: [] };
  await db.update(users).set({ ...patch });
  return { content: [] };`), [{ messageId: 'schemalessAcceptedContent', use: 'a spread', line: BODY + 2 }]),
    // Invalid because a helper returning schema-less content hands its caller an unchecked type.
    invalid('schema-less content returned', `${V2}function readForm(ctx) {
  return /*!*/acceptedContent<Form>(ctx.mcpReq.inputResponses, 'form');
}`, [{ messageId: 'schemalessAcceptedContent', use: 'the returned value', line: 5 }]),
    // Invalid because a tagged template receives the value itself.
    invalid('schema-less field in sql', tool(`  const name = /*!*/acceptedContent<{ name: string }>(ctx.mcpReq.inputResponses, 'form')?.name;
  await sql\`insert into people (name) values (\${name})\`;
  return { content: [] };`), [{ messageId: 'schemalessAcceptedContent', use: 'a tagged template', line: BODY + 1 }]),
    // Invalid because iterating a field assumes an array.
    invalid('for...of over a schema-less field', tool(`  const form = /*!*/acceptedContent<{ tags: string[] }>(ctx.mcpReq.inputResponses, 'form');
  for (const tag of form?.tags ?? []) await addTag(tag);
  return { content: [] };`), [{ messageId: 'schemalessAcceptedContent', use: 'a `for...of` loop', line: BODY + 1 }]),
    // Invalid because the deep read's truthiness decides the action (JS, no types to help).
    invalid('deep read tested', `export async function handler(params) {
  if (/*!*/params.inputResponses.confirm.content.ok) await migrate();
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: 'a truthiness test', line: 2, read: 'params.inputResponses.confirm.content.ok' }]),
    // Invalid because the deep read is passed to a payment.
    invalid('deep read passed on', `export async function handler(params) {
  await charge(/*!*/params.inputResponses.pay.content.amount);
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: '`charge()`', line: 2, read: 'params.inputResponses.pay.content.amount' }]),
    // Invalid because a read split over lines is the same read; the message quotes it on one line.
    invalid('deep read over two lines', `export async function handler(params) {
  await charge(/*!*/params.inputResponses
    .pay.content.amount);
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: '`charge()`', line: 2, read: 'params.inputResponses.pay.content.amount' }]),
    // Invalid because arithmetic on the field assumes a number.
    invalid('deep read in arithmetic', `export async function handler(params) {
  const total = /*!*/params.inputResponses.qty.content.count * 3;
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: 'the `*` operator', line: 2, read: 'params.inputResponses.qty.content.count' }]),
    // Invalid because the deep read is reported where it is read, once, however often the value is used.
    invalid('one report per read', `export async function handler(params) {
  const n = /*!*/params.inputResponses.qty.content.count;
  await order(n);
  await bill(n * 2);
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: '`order()`', line: 3, read: 'params.inputResponses.qty.content.count' }]),
    // Invalid because the destructured record's content is spread into a write.
    invalid('destructured record, content spread', `export const handler = async (args, { inputResponses }) => {
  await db.save({ .../*!*/inputResponses.form.content });
  return { content: [] };
};`, [{ messageId: 'unvalidatedRead', use: 'a spread', line: 2, read: 'inputResponses.form.content' }]),
    // Invalid because the entry held in a variable is read into and passed on.
    invalid('entry variable read into', `export async function handler(params) {
  const form = params.inputResponses?.form;
  await db.save(/*!*/form.content);
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: '`db.save()`', line: 3, read: 'form.content' }]),
    // Invalid because destructuring reads into the entry just the same.
    invalid('destructured content field', `export async function handler(params) {
  const { content: { /*!*/email } } = params.inputResponses.form;
  await sendMail(email);
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: '`sendMail()`', line: 3, read: 'email' }]),
    // Invalid because the client chooses the key of the lookup.
    invalid('field as a computed key', `export async function handler(params) {
  const column = /*!*/params.inputResponses.sort.content.column;
  return rows.sort((a, b) => a[column] - b[column]);
}`, [{ messageId: 'unvalidatedRead', use: 'the key of `a[column]`', line: 3, read: 'params.inputResponses.sort.content.column' }]),
    // Invalid because the view's sampling result is not validated by the SDK.
    invalid('inputResponse view result read', tool(`  const view = inputResponse(ctx.mcpReq.inputResponses, 'summary');
  if (view.kind !== 'sampling') return { content: [] };
  await store(/*!*/view.result.content.text);
  return { content: [] };`), [{ messageId: 'unvalidatedRead', use: '`store()`', line: BODY + 2, read: 'view.result.content.text' }]),
    // Invalid because a discriminant check does not check the field's type.
    invalid('discriminant is no validation', `export async function handler(params) {
  const entry = params.inputResponses?.summary;
  if (entry?.content?.type === 'text') await store(/*!*/entry.content.text);
  return { content: [] };
}`, [{ messageId: 'unvalidatedRead', use: '`store()`', line: 3, read: 'entry.content.text' }]),
    // Invalid because a boolean field's truthiness is the client's say, also through a cast.
    invalid('boolean field of a cast tested', tool(`  const answer = /*!*/ctx.mcpReq.inputResponses?.confirm as { content?: { ok: boolean } } | undefined;
  if (answer?.content?.ok) await migrate();
  return { content: [] };`), [{ messageId: 'typeAssertion', use: 'a truthiness test', line: BODY + 1 }]),
    // Invalid because methods other than array iteration on the view's roots are not covered by its check.
    invalid('view field method call', tool(`  const view = inputResponse(ctx.mcpReq.inputResponses, 'summary');
  if (view.kind === 'sampling') await store(/*!*/view.result.content.text.trim());
  return { content: [] };`), [{ messageId: 'unvalidatedRead', use: '`view.result.content.text.trim()`', line: BODY + 1, read: 'view.result.content.text' }]),
    // Invalid because each unvalidated answer is reported.
    invalid('two answers', tool(`  const a = /*!*/acceptedContent<{ n: number }>(ctx.mcpReq.inputResponses, 'a');
  const b = /*!*/ctx.mcpReq.inputResponses?.b as { n: number };
  await add(a?.n, b.n);
  return { content: [] };`), [
      { messageId: 'schemalessAcceptedContent', use: '`add()`', line: BODY + 2 },
      { messageId: 'typeAssertion', use: '`add()`', line: BODY + 2 },
    ]),
  ],
});
