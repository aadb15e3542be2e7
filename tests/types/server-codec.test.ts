// The resume from `requestState` with the codec of the program's one server (the core rule's doc, Resume with the
// server's codec): tool files of tests/fixtures/state-server (see its README) that neither declare nor import the codec
// `src/server.ts` verifies with. Each case is the text of `src/tools/case.ts` in that project (or one of its variants),
// linted in the project's own program, which holds the server; without types no server is seen and nothing is offered.
import path from 'node:path';
import { RuleTester, type InvalidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';

const STATE_SERVER = path.resolve(import.meta.dirname, '../fixtures/state-server');
const VARIANT = (name: string): string => path.join(STATE_SERVER, 'variants', name);
const TYPE_CHECKED = { mcp: { typeChecked: true } };
const FILENAME = 'src/tools/case.ts';

type Offered = { messageId: 'suggestResumeWithImportedCodec' | 'suggestResumeFromRequestState'; output: string } | null;

/** One report at each marker, with the resume's output, or none. */
function invalid(name: string, marked: string, offered: Offered): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  return {
    name,
    code,
    filename: FILENAME,
    settings: TYPE_CHECKED,
    errors: positions.map(({ line, column }) => ({ messageId: 'sideEffectThroughHelper' as const, line, column, suggestions: offered === null ? [] : [offered] })),
  };
}

/** Lints the cases in the program of `root` (its tsconfig.json holds `src/tools/case.ts`, so the server is in it). */
function run(name: string, root: string, invalidCases: InvalidTestCase<MessageIds, [Options]>[]): void {
  new RuleTester({ languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } } }).run(
    name,
    rule as unknown as Parameters<RuleTester['run']>[1],
    { valid: [], invalid: invalidCases },
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

run('no-side-effect-before-input-required: resume with the server codec', STATE_SERVER, [
  // Offered: the program builds one server, whose hook verifies with `codec` of src/state.ts; the import is added
  // after the file's last one, with `.js` as its other relative imports have it.
  invalid('a tool file that does not import the codec', IMPORTS + OPEN('/*!*/desk.create'), {
    messageId: 'suggestResumeWithImportedCodec',
    output: `${IMPORTS}import { codec } from '../state.js';\n${RESUMED('codec')}`,
  }),
]);
