// Handlers the SDK's types mark (src/types/handlers.ts), in files that register nothing: a tool of the
// wrapped-server fixture (see its README) whose context is typed through the project's `ToolDef`.
import pushStyleRule from '../../rules/no-push-style-input-request.js';
import { markers } from '../support/markers.js';
import { runTypedRuleTests, WRAPPED_SERVER } from './support.js';

const FILENAME = 'src/tools/case.ts';
const TYPE_CHECKED = { mcp: { typeChecked: true } };
const UNTYPED = { mcp: { typeChecked: false } };

const ELICIT = `ctx.mcpReq.elicitInput({ mode: 'form', message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })`;

/** A tool of the barrel's table: nothing in its file says which SDK (and so which protocol revision) runs it. */
const tool = (member: string) => `import { text, type ToolDef } from '../lib/tool.js';
export const restart: ToolDef = {
  name: 'restart',
  description: 'Restart',
  ${member},
};
`;
const arrowMember = (body: string) => `handler: async (_args, ctx) => {
    ${body}
  }`;
const methodMember = (body: string) => `async handler(_args, ctx) {
    ${body}
  }`;
const PUSHING = `const answer = await /*!*/${ELICIT};
    return text(answer.action);`;
const ARROW = tool(arrowMember(PUSHING));
const METHOD = tool(methodMember(PUSHING));

/** The question the migration returns instead, and the answer's view it reads (the same for both members). */
const MIGRATED = `const answer = inputResponse(ctx.mcpReq.inputResponses, 'answer');
    if (answer.kind !== 'elicit') {
      return inputRequired({
        inputRequests: {
          answer: inputRequired.elicit({ mode: 'form', message: 'Restart?', requestedSchema: { type: 'object', properties: {} } })
        }
      });
    }
    return text(answer.action);`;

/** Reported, and migrated: the SDK-typed function is a `tools/call` handler of fileHandlers, whose context is SDK v2's. */
function pushReported(name: string, marked: string, member: (body: string) => string) {
  const { code, positions } = markers(marked);
  const output = tool(member(MIGRATED)).replace("from '../lib/tool.js';\n", "from '../lib/tool.js';\nimport { inputRequired, inputResponse } from '@modelcontextprotocol/server';\n");
  return {
    name,
    code,
    filename: FILENAME,
    settings: TYPE_CHECKED,
    errors: positions.map((position) => ({
      messageId: 'pushRequest' as const,
      line: position.line,
      column: position.column,
      suggestions: [{ messageId: 'suggestMigrateToInputRequired' as const, output }],
    })),
  };
}

runTypedRuleTests('no-push-style-input-request (handlers marked by the SDK types)', pushStyleRule, {
  valid: [
    // Valid because without types nothing in the file says the tool runs on SDK v2, where a push-style request throws.
    { name: 'the same tool, untyped', code: markers(ARROW).code, filename: FILENAME, settings: UNTYPED },
    // Valid because a function whose context is not the SDK's is no handler: its `mcpReq` is the project's own.
    {
      name: 'a context of the project',
      code: `interface Ctx { mcpReq: { elicitInput(params: object): Promise<{ action: string }> } }
export async function restart(_args: object, ctx: Ctx) {
  return (await ${ELICIT}).action;
}
`,
      filename: FILENAME,
      settings: TYPE_CHECKED,
    },
  ],
  invalid: [
    // Invalid because `ToolDef.handler` takes SDK v2's `ServerContext`: the tool runs on 2026-07-28, where the push throws.
    // Its result type answers `tools/call`, so it is a handler the migration may rewrite.
    pushReported('an arrow member typed by the project ToolDef', ARROW, arrowMember),
    // Invalid because a method member is contextually typed the same way.
    pushReported('a method member typed by the project ToolDef', METHOD, methodMember),
  ],
}, WRAPPED_SERVER);
