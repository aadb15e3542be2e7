// The protocol revision of a file whose server comes from a project module (`../mcp.js` re-exports SDK v2's
// McpServer, `../legacy.js` SDK v1's): the rules that differ by revision read it from the declarations.
import misusedStateRule from '../../rules/no-misused-request-state.js';
import pushStyleRule from '../../rules/no-push-style-input-request.js';
import { markers } from '../support/markers.js';
import { ELICIT, runTypedRuleTests, withMigratedQuestion } from './support.js';

const FILENAME = 'src/tools/case.ts';
const TYPE_CHECKED = { mcp: { typeChecked: true } };
const UNTYPED = { mcp: { typeChecked: false } };


/** A push-style question in a tool registered on `server`, declared by `serverSetup`. */
const pushTool = (serverSetup: string, context = 'ctx') => `${serverSetup}
server.registerTool('restart', {}, async (${context}) => {
  const answer = await /*!*/${ELICIT};
  return { content: [{ type: 'text', text: answer.action }] };
});`;

const V2_SERVER = `import { McpServer } from '../mcp.js';\nconst server = new McpServer({ name: 's', version: '1' });`;
const V1_SERVER = `import { McpServer } from '../legacy.js';\nconst server = new McpServer({ name: 's', version: '1' });`;
const V2_SUBCLASS = `import { McpServer } from '../mcp.js';\nclass AppServer extends McpServer {}\nconst server = new AppServer({ name: 's', version: '1' });`;
const V2_WITH_BUILDER = `import { McpServer, inputRequired } from '../mcp.js';\nconst server = new McpServer({ name: 's', version: '1' });\nexport const ask = inputRequired;`;
const V2_PARAMETER = `import type { McpServer } from '../mcp.js';\ndeclare const server: McpServer;`;

/** The migration: the missing builders imported from SDK v2 below the file's import, the question returned. */
function migrated(code: string, imported = 'inputRequired, inputResponse'): string {
  const [firstLine, ...rest] = code.split('\n');
  return withMigratedQuestion([firstLine, `import { ${imported} } from '@modelcontextprotocol/server';`, ...rest].join('\n'));
}

/** A typed invalid case: one report at the marker, with one suggestion whose output `fixed` makes of the code. */
function reportAtMarker<MessageId extends string>(code: string, messageId: MessageId, suggestionId: MessageId, fixed: (code: string) => string) {
  const marked = markers(code);
  const { line, column } = marked.positions[0]!;
  return {
    code: marked.code,
    filename: FILENAME,
    settings: TYPE_CHECKED,
    errors: [{ messageId, line, column, suggestions: [{ messageId: suggestionId, output: fixed(marked.code) }] }],
  };
}

const pushReport = (code: string) => reportAtMarker(code, 'pushRequest' as const, 'suggestMigrateToInputRequired' as const, migrated);

const unmarked = (code: string) => code.replace('/*!*/', '');

runTypedRuleTests('no-push-style-input-request: the revision from the declarations (type-checked)', pushStyleRule, {
  valid: [
    // Valid because the server is SDK v1's (through ../legacy.js): push-style requests are how 2025-11-25 asks.
    { name: 'a server of SDK v1 re-exported by a project module', code: unmarked(pushTool(V1_SERVER)), filename: FILENAME, settings: TYPE_CHECKED },
    // TODO: should report. Without types the file names no SDK package, so its revision is unknown and the rule
    // stays quiet; the type-checked configs (the invalid case below) see that McpServer is SDK v2's.
    { name: 'untyped: a server of SDK v2 re-exported by a project module', code: unmarked(pushTool(V2_SERVER)), filename: FILENAME, settings: UNTYPED },
  ],
  invalid: [
    // Invalid because ../mcp.js re-exports SDK v2's McpServer: its handlers serve 2026-07-28, where this throws.
    { name: 'a server of SDK v2 re-exported by a project module', ...pushReport(pushTool(V2_SERVER)) },
    // Invalid because a project class extending SDK v2's server is an SDK v2 server.
    { name: 'a project class extending SDK v2 McpServer', ...pushReport(pushTool(V2_SUBCLASS)) },
    // Invalid because the server is only typed (a parameter or declared value), as tools registered by a function are.
    { name: 'a server typed as SDK v2 McpServer', ...pushReport(pushTool(V2_PARAMETER)) },
    // Invalid; the migration uses the `inputRequired` the file takes from ../mcp.js, which the checker says is the
    // SDK's, and imports only what is missing.
    {
      name: 'the migration reuses inputRequired re-exported by a project module',
      ...reportAtMarker(pushTool(V2_WITH_BUILDER), 'pushRequest' as const, 'suggestMigrateToInputRequired' as const, (code) => migrated(code, 'inputResponse')),
    },
    // Invalid because the handler's context is SDK v2's (re-exported by ../mcp.js), whatever the server is.
    {
      name: 'an untyped server, a context typed as SDK v2 ServerContext',
      ...pushReport(pushTool(`import type { ServerContext } from '../mcp.js';\ndeclare const server: any;`, 'ctx: ServerContext')),
    },
  ],
});

const stateTool = (serverSetup: string) => `${serverSetup}
server.registerTool('resume', {}, async (ctx) => {
  if (/*!*/ctx.mcpReq.requestState) return { content: [{ type: 'text', text: 'resumed' }] };
  return { content: [] };
});`;

runTypedRuleTests('no-misused-request-state: the revision from the declarations (type-checked)', misusedStateRule, {
  valid: [
    // Valid because SDK v1's handlers get no requestState accessor.
    { name: 'a server of SDK v1 re-exported by a project module', code: unmarked(stateTool(V1_SERVER)), filename: FILENAME, settings: TYPE_CHECKED },
  ],
  invalid: [
    // Invalid because SDK v2's requestState is a function: as a condition it is always true.
    {
      name: 'a server of SDK v2 re-exported by a project module',
      ...reportAtMarker(stateTool(V2_SERVER), 'accessorUsedAsValue' as const, 'callAccessor' as const, (code) =>
        code.replace('ctx.mcpReq.requestState)', 'ctx.mcpReq.requestState())'),
      ),
    },
  ],
});

// Without types, a file's own `inputRequired` from a module of the project may be anything: no migration, and the
// report says why (the name is taken).
const withoutTypes = markers(pushTool(V2_WITH_BUILDER));
runTypedRuleTests('no-push-style-input-request: migration without types beside a project inputRequired', pushStyleRule, {
  valid: [],
  invalid: [
    {
      name: 'protocol set, no types: the report without a migration',
      code: withoutTypes.code,
      filename: FILENAME,
      settings: { mcp: { typeChecked: false, protocol: '2026-07-28' } },
      errors: [{ messageId: 'pushRequestWithheld', line: withoutTypes.positions[0]!.line, column: withoutTypes.positions[0]!.column, suggestions: [] }],
    },
  ],
});
