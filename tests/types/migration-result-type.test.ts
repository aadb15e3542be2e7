// The migration of a push-style request returns a question; with types it is withheld from a handler written against a
// signature whose result has no `InputRequiredResult` (a project handler type, a typed `const`), where the rewritten
// handler would not type-check, and still offered where the SDK's `ToolCallback` or the handler's own annotation (which
// the migration widens) says the result may be a question.
import pushStyleRule from '../../rules/no-push-style-input-request.js';
import { WITHHELD_REASONS } from '../../src/fixes/migrate.js';
import { markers } from '../support/markers.js';
import { ELICIT, runTypedRuleTests, withMigratedQuestion } from './support.js';

const FILENAME = 'src/tools/case.ts';
const TYPE_CHECKED = { mcp: { typeChecked: true } };
const UNTYPED = { mcp: { typeChecked: false } };

const HEADER = `import { McpServer, type CallToolResult, type ServerContext, type ToolCallback } from '@modelcontextprotocol/server';
const server = new McpServer({ name: 's', version: '1' });`;

/** A tool that pushes its question, its function typed by `annotation` and registered by name. */
const typedTool = (annotation: string) => `${HEADER}
type ToolHandler = (ctx: ServerContext) => Promise<CallToolResult>;
const restart: ${annotation} = async (ctx) => {
  const answer = await /*!*/${ELICIT};
  return { content: [{ type: 'text', text: answer.action }] };
};
server.registerTool('restart', {}, restart);`;

/** The migration's output: `inputResponse` imported beside the SDK's names, the question returned. */
function migrated(code: string): string {
  return withMigratedQuestion(code.replace('type ToolCallback }', 'type ToolCallback, inputRequired, inputResponse }'));
}

function withheldCase(name: string, source: string) {
  const { code, positions } = markers(source);
  const { line, column } = positions[0]!;
  return {
    name,
    code,
    filename: FILENAME,
    settings: TYPE_CHECKED,
    errors: [{ messageId: 'pushRequestWithheld' as const, line, column, data: { call: 'ctx.mcpReq.elicitInput()', method: 'elicitation/create', builder: 'inputRequired.elicit', reason: WITHHELD_REASONS.resultType.message }, suggestions: [] }],
  };
}

function offeredCase(name: string, source: string, settings: Record<string, unknown> = TYPE_CHECKED) {
  const { code, positions } = markers(source);
  const { line, column } = positions[0]!;
  return {
    name,
    code,
    filename: FILENAME,
    settings,
    errors: [{ messageId: 'pushRequest' as const, line, column, suggestions: [{ messageId: 'suggestMigrateToInputRequired' as const, output: migrated(code) }] }],
  };
}

runTypedRuleTests('no-push-style-input-request: no migration into a handler typed to return no question (type-checked)', pushStyleRule, {
  valid: [],
  invalid: [
    // Invalid, without a suggestion: `ToolHandler` returns `Promise<CallToolResult>`, so the returned question would not type-check.
    withheldCase('a const typed by a project handler type without InputRequiredResult', typedTool('ToolHandler')),
    // Invalid, without a suggestion: the same through a wrapper's parameter type, the arrow written in the call.
    withheldCase('an arrow passed for a wrapper parameter typed without InputRequiredResult', `${HEADER}
function defineTool(name: string, handler: (ctx: ServerContext) => Promise<CallToolResult>) {
  server.registerTool(name, {}, handler);
}
defineTool('restart', async (ctx) => {
  const answer = await /*!*/${ELICIT};
  return { content: [{ type: 'text', text: answer.action }] };
});`),
    // Invalid, with the migration: the SDK's ToolCallback returns `CallToolResult | InputRequiredResult`.
    offeredCase('a const typed ToolCallback', typedTool('ToolCallback')),
    // Invalid, with the migration: a project type that has InputRequiredResult in its result.
    offeredCase('a project handler type whose result may be a question', typedTool('(ctx: ServerContext) => Promise<CallToolResult | import(\'@modelcontextprotocol/server\').InputRequiredResult>')),
    // Invalid, with the migration, untyped: without types the handler's type is not read (the suggestion's output
    // would not type-check here; see the rule's doc).
    offeredCase('a const typed by a project handler type, untyped', typedTool('ToolHandler'), UNTYPED),
  ],
});
