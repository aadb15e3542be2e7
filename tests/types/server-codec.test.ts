// The resume from `requestState` with the codec of the program's one server (the core rule's doc, Resume with the
// server's codec): tool files of tests/fixtures/state-server (see its README) that neither declare nor import the codec
// `src/server.ts` verifies with. Each case is the text of `src/tools/case.ts` in that project (or one of its variants),
// linted in the project's own program, which holds the server; without types no server is seen and nothing is offered.
import path from 'node:path';
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';
import { RuleTester } from '../support/vitest-rule-tester.js';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';
import { quietOnSuggestionOutputs } from './support.js';

const STATE_SERVER = path.resolve(import.meta.dirname, '../fixtures/state-server');
const VARIANT = (name: string): string => path.join(STATE_SERVER, 'variants', name);
const TYPE_CHECKED = { mcp: { typeChecked: true } };
const FILENAME = 'src/tools/case.ts';

type Offered = { messageId: 'suggestResumeWithImportedCodec' | 'suggestResumeFromRequestState' | 'suggestResumeWithNewCodec'; output: string } | null;

/** One report at each marker, with the resume's output, or none. */
function invalid(name: string, marked: string, offered: Offered, mcp: object = {}): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  return {
    name,
    code,
    filename: FILENAME,
    settings: { mcp: { ...TYPE_CHECKED.mcp, ...mcp } },
    errors: positions.map(({ line, column }) => ({ messageId: 'sideEffectThroughHelper' as const, line, column, suggestions: offered === null ? [] : [offered] })),
  };
}

/** Lints the cases in the program of `root` (its tsconfig.json holds `src/tools/case.ts`, so the server is in it). */
function run(name: string, root: string, invalidCases: InvalidTestCase<MessageIds, [Options]>[]): void {
  const tests = { valid: [], invalid: invalidCases };
  new RuleTester({ languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } } }).run(
    name,
    quietOnSuggestionOutputs(rule, tests) as unknown as Parameters<RuleTester['run']>[1],
    tests,
  );
}

const IMPORTS = `import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { desk, YES_NO } from '../lib/desk.js';
`;

/** A tool that opens a ticket and asks whether to notify, showing the ticket's URL: the result feeds the question. */
const OPEN = (call: string): string => `export async function openTicket(args: { title: string }, ctx: ServerContext) {
  const ticket = await ${call}(args.title);
  const notify = acceptedContent(ctx.mcpReq.inputResponses, 'notify');
  if (!notify) return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify the team?\`, requestedSchema: YES_NO }) } });
  return { content: [{ type: 'text' as const, text: ticket.url }] };
}`;

const RESUMED = (codec: string): string => `export async function openTicket(args: { title: string }, ctx: ServerContext) {
  const ticket = ctx.mcpReq.requestState<Awaited<ReturnType<typeof desk.create>>>() ?? await desk.create(args.title);
  const notify = acceptedContent(ctx.mcpReq.inputResponses, 'notify');
  if (!notify) return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify the team?\`, requestedSchema: YES_NO }) }, requestState: await ${codec}.mint(ticket, ctx) });
  return { content: [{ type: 'text' as const, text: ticket.url }] };
}`;

/** The same tool registered through the project's `defineTool` wrapper, on a server handed to an exported function. */
const DEFINED = `import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { defineTool } from '../lib/define-tool.js';
import { desk, YES_NO } from '../lib/desk.js';
`;
const DEFINE = (body: string): string => `export function registerCase(server: McpServer): void {
  defineTool(server, 'open_ticket', 'Open a ticket', async ({ title }, ctx) => {
${body}
  });
}`;

run('no-side-effect-before-input-required: resume with the server codec', STATE_SERVER, [
  // Offered: the program builds one server, whose hook verifies with `codec` of src/state.ts; the import is added
  // after the file's last one, with `.js` as its other relative imports have it.
  invalid('a tool file that does not import the codec', IMPORTS + OPEN('/*!*/desk.create'), {
    messageId: 'suggestResumeWithImportedCodec',
    output: `${IMPORTS}import { codec } from '../state.js';\n${RESUMED('codec')}`,
  }),

  // Offered with the program's codec: what the types show of the server comes before what the settings say
  // (`settings.mcp.requestStateCodec` naming another module's codec).
  invalid('the program codec before settings.mcp.requestStateCodec', IMPORTS + OPEN('/*!*/desk.create'), {
    messageId: 'suggestResumeWithImportedCodec',
    output: `${IMPORTS}import { codec } from '../state.js';\n${RESUMED('codec')}`,
  }, { requestStateCodec: { file: 'src/legacy-state.ts', export: 'legacyCodec', hook: true } }),

  // Offered: a handler the project's `defineTool` wrapper registers, on a server an exported function is handed
  // (no file shows which server that is; the program has only one).
  invalid('a tool registered through the defineTool wrapper', DEFINED + DEFINE(`    const ticket = await /*!*/desk.create(title);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) {
      return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify?\`, requestedSchema: YES_NO }) } });
    }
    return { content: [{ type: 'text', text: ticket.url }] };`), {
    messageId: 'suggestResumeWithImportedCodec',
    output: `${DEFINED}import { codec } from '../state.js';\n${DEFINE(`    const ticket = ctx.mcpReq.requestState<Awaited<ReturnType<typeof desk.create>>>() ?? await desk.create(title);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) {
      return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify?\`, requestedSchema: YES_NO }) }, requestState: await codec.mint(ticket, ctx) });
    }
    return { content: [{ type: 'text', text: ticket.url }] };`)}`,
  }),

  // Offered: a tool of a table typed by the SDK's `ToolCallback` (the server's registration loop reads it).
  invalid('a ToolCallback-typed tool of a tool table', `import { acceptedContent, inputRequired, type ToolCallback } from '@modelcontextprotocol/server';
import { TICKET_ARGS } from '../lib/define-tool.js';
import { desk, YES_NO } from '../lib/desk.js';

const open: ToolCallback<typeof TICKET_ARGS> = async ({ title }, ctx) => {
  const ticket = await /*!*/desk.create(title);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}?\`, requestedSchema: YES_NO }) } });
  return { content: [{ type: 'text', text: ticket.url }] };
};
export const caseTools = [{ name: 'open_ticket', config: { inputSchema: TICKET_ARGS }, handler: open }];`, {
    messageId: 'suggestResumeWithImportedCodec',
    output: `import { acceptedContent, inputRequired, type ToolCallback } from '@modelcontextprotocol/server';
import { TICKET_ARGS } from '../lib/define-tool.js';
import { desk, YES_NO } from '../lib/desk.js';
import { codec } from '../state.js';

const open: ToolCallback<typeof TICKET_ARGS> = async ({ title }, ctx) => {
  const ticket = ctx.mcpReq.requestState<Awaited<ReturnType<typeof desk.create>>>() ?? await desk.create(title);
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}?\`, requestedSchema: YES_NO }) }, requestState: await codec.mint(ticket, ctx) });
  return { content: [{ type: 'text', text: ticket.url }] };
};
export const caseTools = [{ name: 'open_ticket', config: { inputSchema: TICKET_ARGS }, handler: open }];`,
  }),

  // Offered: a class tool whose method gets the SDK's context, the client a field of the class.
  invalid('a class tool', `import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { desk, YES_NO } from '../lib/desk.js';

export class OpenTicketTool {
  readonly name = 'open_ticket';
  private readonly desk = desk;
  async execute(args: { title: string }, ctx: ServerContext) {
    const ticket = await /*!*/this.desk.create(args.title);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}?\`, requestedSchema: YES_NO }) } });
    return { content: [{ type: 'text' as const, text: ticket.url }] };
  }
}`, {
    messageId: 'suggestResumeWithImportedCodec',
    output: `import { acceptedContent, inputRequired, type ServerContext } from '@modelcontextprotocol/server';
import { desk, YES_NO } from '../lib/desk.js';
import { codec } from '../state.js';

export class OpenTicketTool {
  readonly name = 'open_ticket';
  private readonly desk = desk;
  async execute(args: { title: string }, ctx: ServerContext) {
    const ticket = ctx.mcpReq.requestState<Awaited<ReturnType<typeof this.desk.create>>>() ?? await this.desk.create(args.title);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}?\`, requestedSchema: YES_NO }) }, requestState: await codec.mint(ticket, ctx) });
    return { content: [{ type: 'text' as const, text: ticket.url }] };
  }
}`,
  }),

  // Offered: the file imports something else of src/state.ts; the codec joins that import.
  invalid('a file that imports another name of the codec module', `${IMPORTS}import { STATE_TTL_SECONDS } from '../state.js';
${OPEN('/*!*/desk.create')}
export const ttl = STATE_TTL_SECONDS;`, {
    messageId: 'suggestResumeWithImportedCodec',
    output: `${IMPORTS}import { STATE_TTL_SECONDS, codec } from '../state.js';
${RESUMED('codec')}
export const ttl = STATE_TTL_SECONDS;`,
  }),

  // Offered: the file imports the codec under another name but never mints with it; no import to add.
  invalid('a file that imports the codec under another name', `${IMPORTS}import { codec as stateCodec } from '../state.js';
${OPEN('/*!*/desk.create')}`, {
    messageId: 'suggestResumeFromRequestState',
    output: `${IMPORTS}import { codec as stateCodec } from '../state.js';
${RESUMED('stateCodec')}`,
  }),

  // Offered: through a namespace import of the codec's module.
  invalid('a namespace import of the codec module', `${IMPORTS}import * as state from '../state.js';
${OPEN('/*!*/desk.create')}`, {
    messageId: 'suggestResumeFromRequestState',
    output: `${IMPORTS}import * as state from '../state.js';
${RESUMED('state.codec')}`,
  }),

  // Offered: the file writes its relative imports with `.ts` (allowImportingTsExtensions); so does the added one.
  invalid('relative imports written with .ts', `${IMPORTS.replace('desk.js', 'desk.ts')}${OPEN('/*!*/desk.create')}`, {
    messageId: 'suggestResumeWithImportedCodec',
    output: `${IMPORTS.replace('desk.js', 'desk.ts')}import { codec } from '../state.ts';\n${RESUMED('codec')}`,
  }),

  // Withheld: a second server, without a hook, is built in the program (here in this file); the handler may run on
  // it, where `requestState()` returns the raw string.
  invalid('a hookless server elsewhere in the program', `${IMPORTS.replace('type ServerContext', 'McpServer, type ServerContext')}
export const preview = new McpServer({ name: 'preview', version: '0.0.0' });
${OPEN('/*!*/desk.create')}`, null),

  // Withheld: a second server of the same class under another name, and one of a subclass whose constructor may pass
  // any options: each counts as a server the handler may run on.
  invalid('a second server through an alias of the class', `${IMPORTS.replace('type ServerContext', 'McpServer, type ServerContext')}
const Preview = McpServer;
export const preview = new Preview({ name: 'preview', version: '0.0.0' });
${OPEN('/*!*/desk.create')}`, null),
  invalid('a second server of a subclass', `${IMPORTS.replace('type ServerContext', 'McpServer, type ServerContext')}
class PreviewServer extends McpServer {}
export const preview = new PreviewServer({ name: 'preview', version: '0.0.0' }, { requestState: {} });
${OPEN('/*!*/desk.create')}`, null),

  // Withheld: the file already has a `codec` of its own; the import would clash.
  invalid('the codec name is taken in the file', `${IMPORTS}const codec = 'utf8';
export const encoding = codec;
${OPEN('/*!*/desk.create')}`, null),

  // Withheld: the file verifies raw state by hand with a codec of its own, as on a server without a hook.
  invalid('the file verifies raw state by hand', `${IMPORTS}import { createRequestStateCodec } from '@modelcontextprotocol/server';
const local = createRequestStateCodec({ key: String(process.env.KEY), ttlSeconds: 60 });
export async function resumeDraft(_args: object, ctx: ServerContext) {
  const raw = ctx.mcpReq.requestState<string>();
  const draft = raw === undefined ? undefined : await local.verify(raw, ctx);
  return { content: [{ type: 'text' as const, text: JSON.stringify(draft) }] };
}
${OPEN('/*!*/desk.create')}`, null),
]);

// Withheld: each variant's program leaves it unclear which codec verifies the state, or offers none to import.
const VARIANT_TOOL = IMPORTS + OPEN('/*!*/desk.create');
run('no-side-effect-before-input-required: no server codec (two servers)', VARIANT('two-servers'), [
  // Two servers with different hooks: state one mints, the other refuses.
  invalid('two servers with different hooks', VARIANT_TOOL, null),
]);
run('no-side-effect-before-input-required: no server codec (not exported)', VARIANT('local-codec'), [
  // The server's module keeps the codec to itself.
  invalid('a codec its module does not export', VARIANT_TOOL, null),
]);
run('no-side-effect-before-input-required: no server codec (cycle)', VARIANT('codec-in-server'), [
  // The codec's module imports the tools: the import would close a cycle.
  invalid('a codec declared in the module that imports the tool', VARIANT_TOOL, null),
]);

// Offered, the variant for a server without a hook: the program's one server installs none, so the handler (of
// another file than the server) gets the raw string; the suggestion adds a codec to this file and verifies with it.
run('no-side-effect-before-input-required: the server has no hook (one server)', VARIANT('hookless'), [
  invalid('a tool file for a server without a hook', VARIANT_TOOL, {
    messageId: 'suggestResumeWithNewCodec',
    output: `import { acceptedContent, inputRequired, type ServerContext, createRequestStateCodec } from '@modelcontextprotocol/server';
import { desk, YES_NO } from '../lib/desk.js';

// Seals what handlers carry in \`requestState\` (HMAC: signed, not encrypted). MCP_REQUEST_STATE_KEY: 32+ random bytes, the same on every instance.
const requestStateCodec = createRequestStateCodec({
  key: String(process.env.MCP_REQUEST_STATE_KEY),
  ttlSeconds: 15 * 60,
  bind: (ctx) => \`\${ctx.mcpReq.method}\\0\${ctx.http?.authInfo?.clientId ?? ''}\`,
});
export async function openTicket(args: { title: string }, ctx: ServerContext) {
  const ticketState = ctx.mcpReq.requestState<string>();
  const ticket = ticketState === undefined ? await desk.create(args.title) : (await requestStateCodec.verify(ticketState, ctx)) as Awaited<ReturnType<typeof desk.create>>;
  const notify = acceptedContent(ctx.mcpReq.inputResponses, 'notify');
  if (!notify) return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify the team?\`, requestedSchema: YES_NO }) }, requestState: await requestStateCodec.mint(ticket, ctx) });
  return { content: [{ type: 'text' as const, text: ticket.url }] };
}`,
  }),
]);
