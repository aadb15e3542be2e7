// Handlers only the SDK's types mark (src/types/handlers.ts), seen by every rule through fileHandlers, and push-style
// requests in helpers of other files (src/types/push-helpers.ts): the typed-tools fixture (see its README) through the
// ESLint API, and handler files placed in its src/tools/.
import { describe, expect, it } from 'vitest';
import capabilityRule from '../../rules/require-client-capability-check.js';
import pushStyleRule from '../../rules/no-push-style-input-request.js';
import unassociatedRule from '../../rules/no-unassociated-server-request.js';
import { markers } from '../support/markers.js';
import { fixtureProblems, runTypedRuleTests, TYPED_TOOLS } from './support.js';

const PUSH = 'mcp/no-push-style-input-request';
const CAPABILITY = 'mcp/require-client-capability-check';
/** The push inside the helper: reported in its own file, typed or not. */
const ASK_PUSH = `src/lib/ask.ts:7:24 ${PUSH}: \`ctx.mcpReq.elicitInput()\` sends a push-style \`elicitation/create\` request, which throws on 2026-07-28 requests: the server asks by returning a question instead`;
/** The two reports of a question for a deprecated capability asked without reading the declared ones. */
const unchecked = (place: string, request = 'inputRequired.createMessage()', capability = 'sampling') => [
  `${place} ${CAPABILITY}: \`${request}\` asks the client for ${capability}, which protocol revision 2026-07-28 deprecates (SEP-2577): clients keep it for at least twelve months, and may drop it after`,
  `${place} ${CAPABILITY}: \`${request}\` needs the client's ${capability} capability, but this handler never reads the capabilities the client declared`,
];

describe('the typed-tools fixture: tools only their types mark, a barrel, a table, helpers that push', () => {
  it('strict-type-checked finds the five planted bugs, each at the handler, and nothing in the valid tools', async () => {
    expect(await fixtureProblems(TYPED_TOOLS, 'strict-type-checked')).toEqual([
      ASK_PUSH,
      // BUG E: a record entry's handler, registered by a loop over \`Object.values(prompts)\` in src/server.ts.
      ...unchecked('src/tools/prompts.ts:9:68', 'inputRequired.listRoots()', 'roots'),
      // BUG A: a `ToolCallback`-typed tool whose helper of another file pushes, two calls away.
      `src/tools/refund.ts:10:15 ${PUSH}: \`confirmRefund()\` sends a push-style \`elicitation/create\` request through \`askUser()\` (\`ctx.mcpReq.elicitInput()\`, src/lib/ask.ts:7), which throws on 2026-07-28 requests: the server asks by returning a question instead`,
      // BUG B: a handler whose own signature takes `ServerContext`, registered by the barrel.
      ...unchecked('src/tools/summarize.ts:9:54'),
      // BUG C: a table element's handler typed by its context, registered by the loop in src/server.ts.
      `src/tools/table.ts:12:19 ${PUSH}: \`askUser()\` sends a push-style \`elicitation/create\` request (\`ctx.mcpReq.elicitInput()\`, src/lib/ask.ts:7), which throws on 2026-07-28 requests: the server asks by returning a question instead`,
      // BUG D: a table element's handler without parameters: the loop's `tool.handler` says it is one.
      ...unchecked('src/tools/table.ts:23:52'),
    ]);
  });

  it('the untyped configs see none of the handlers: only the push in the helper\'s own file', async () => {
    expect(await fixtureProblems(TYPED_TOOLS, 'strict')).toEqual([ASK_PUSH]);
  });
});

const FILENAME = 'src/tools/case.ts';
const TYPE_CHECKED = { mcp: { typeChecked: true } };
const UNTYPED = { mcp: { typeChecked: false } };
const IMPORTS = `import { inputRequired, type ServerContext, type ToolCallback } from '@modelcontextprotocol/server';
import { askUser, confirmed, confirmRefund } from '../lib/ask.js';
import type { ID_ARGS } from '../lib/define-tool.js';
`;

/** One `/*!*\/` per report, each with `messageId` (and `data` when given). */
function invalid<MessageId extends string>(name: string, marked: string, messageId: MessageId, data?: Record<string, string>) {
  const { code, positions } = markers(IMPORTS + marked);
  return { name, code, filename: FILENAME, settings: TYPE_CHECKED, errors: positions.map(({ line, column }) => ({ messageId, line, column, ...(data && { data }) })) };
}

const valid = (name: string, code: string, settings = TYPE_CHECKED) => ({ name, code: IMPORTS + code, filename: FILENAME, settings });

const ASK_DATA = { request: 'ctx.mcpReq.elicitInput()', method: 'elicitation/create', place: 'src/lib/ask.ts:7', builder: 'inputRequired.elicit' };

const PUSHING_TOOL = `export const archive: ToolCallback<typeof ID_ARGS> = async ({ id }, ctx) => {
  if (!(await /*!*/askUser(ctx, \`Archive \${id}?\`))) return { content: [] };
  return { content: [{ type: 'text', text: 'Archived.' }] };
};
`;

runTypedRuleTests('no-push-style-input-request (helpers of other files)', pushStyleRule, {
  valid: [
    // Valid because without types the call's helper and the handler's type are out of sight.
    valid('the same tool, untyped', markers(PUSHING_TOOL).code, UNTYPED),
    // Valid because the helper only reads the answer of a returned question: it sends nothing.
    valid('a helper of another file that reads answers', `export const archive: ToolCallback<typeof ID_ARGS> = async (_args, ctx) => {
  if (!confirmed(ctx)) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Archive?', requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
};
`),
    // Valid because the caller is a helper too (it answers no method): its handlers' calls of it are reported, in their files.
    valid('a helper handed the context', `export async function ask(ctx: ServerContext): Promise<boolean> {
  return askUser(ctx, 'Go on?');
}
`),
  ],
  invalid: [
    // Invalid because askUser pushes \`ctx.mcpReq.elicitInput()\` while the tool waits: it throws on 2026-07-28 requests.
    invalid('a ToolCallback-typed tool calling a helper that pushes', PUSHING_TOOL, 'pushRequestInHelper', { ...ASK_DATA, call: 'askUser()', through: '' }),
    // Invalid because the helper pushes through another one: the message names the way.
    invalid('a helper that pushes through another helper', `export async function refund({ id }: { id: string }, ctx: ServerContext) {
  await /*!*/confirmRefund(ctx, Number(id));
  return { content: [{ type: 'text' as const, text: 'Refunded.' }] };
}
`, 'pushRequestInHelper', { ...ASK_DATA, call: 'confirmRefund()', through: ' through `askUser()`' }),
  ],
}, TYPED_TOOLS);

const SAMPLING = `inputRequired({ inputRequests: { s: /*!*/inputRequired.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Sum up' } }], maxTokens: 9 }) } })`;
const SAMPLING_TOOL = `export const sumUp: ToolCallback<typeof ID_ARGS> = async (_args, ctx) => {
  if (!ctx.mcpReq.inputResponses?.['s']) return ${SAMPLING};
  return { content: [] };
};
`;

runTypedRuleTests('require-client-capability-check (handlers the SDK types mark)', capabilityRule, {
  valid: [
    // Valid because without types nothing in the file registers the function.
    valid('the same tool, untyped', markers(SAMPLING_TOOL).code, UNTYPED),
    // Valid because a function that takes the context but answers no method is a helper: its caller's handler decides.
    valid('a helper that builds the question', `export function sumUpQuestion(ctx: ServerContext) {
  return ctx.mcpReq.inputResponses?.['s'] ? null : ${SAMPLING};
}
`.replace('/*!*/', '')),
  ],
  invalid: [
    // Invalid because the tool is a handler by its \`ToolCallback\` type, and it never reads the declared capabilities.
    invalid('a ToolCallback-typed tool asking for sampling', SAMPLING_TOOL, 'uncheckedCapability'),
  ],
}, TYPED_TOOLS);

const V1_TOOL = `import type { McpServer, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
declare const server: McpServer;
// An SDK v1 tool in a file that registers nothing: its \`ToolCallback\` type makes it a handler.
export const sumUp: ToolCallback = async (extra) => {
  const reply = await /*!*/server.server.createMessage({ messages: [{ role: 'user', content: { type: 'text', text: 'Sum up' } }], maxTokens: 9 });
  return { content: [{ type: 'text', text: String(reply.content) }] };
};
`;
const v1 = markers(V1_TOOL);

runTypedRuleTests('no-unassociated-server-request (handlers the SDK types mark)', unassociatedRule, {
  valid: [
    // Valid because without types the function's caller is unknown: it is left alone.
    { name: 'the same tool, untyped', code: v1.code, filename: FILENAME, settings: UNTYPED },
  ],
  invalid: [
    // Invalid because the request is sent inside a request handler without \`relatedRequestId\`: it may go to a stream the client does not read.
    {
      name: 'an SDK v1 ToolCallback-typed tool sending a server request',
      code: v1.code,
      filename: FILENAME,
      settings: TYPE_CHECKED,
      errors: [
        {
          messageId: 'missingRelatedRequestId',
          line: v1.positions[0]!.line,
          column: v1.positions[0]!.column,
          suggestions: [{ messageId: 'addRelatedRequestId', output: v1.code.replace('maxTokens: 9 }', 'maxTokens: 9 }, { relatedRequestId: extra.requestId }') }],
        },
      ],
    },
  ],
}, TYPED_TOOLS);
