// The resume with the project's codec (`settings.mcp.requestStateCodec`, src/fixes/codec-setting.ts): tool files that
// show neither a codec nor the server (the server is built in another file, with the codec's hook or without one) get
// the resume once the settings name the codec, and only then; a file that shows something else withholds it. Each case
// marks its report with `/*!*/` and lists the exact output of every suggestion offered for it.
import type { InvalidTestCase } from '@typescript-eslint/rule-tester';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { parseCodecSetting } from '../../src/mcp/codec-setting.js';
import plugin from '../../src/index.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

interface Offer {
  messageId: MessageIds;
  output: string;
}

/** The codec module of the project, the servers installing its `verify` as their hook. */
const HOOKED = { requestStateCodec: { file: 'src/state.ts', export: 'codec', hook: true } };
/** The same codec on servers without a hook: handlers verify the raw string. */
const UNHOOKED = { requestStateCodec: { file: 'src/state.ts', export: 'codec', hook: false } };

const IMPORTS = `import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { defineTool } from '../lib/define-tool.js';
import { desk, YES_NO } from '../lib/desk.js';`;

/** A tool file of a helpdesk server: the tool goes through the project's `defineTool`, the server is built in src/server.ts. */
const tickets = (imports: string, body: string): string => `${imports}

export function registerTickets(server: McpServer): void {
  defineTool(server, 'open_ticket', 'Open a ticket', async ({ title }: { title: string }, ctx) => {
${body}
    return { content: [{ type: 'text', text: ticket.url }] };
  });
}`;

const OPEN = `    const ticket = await /*!*/desk.create(title);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) {
      return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify?\`, requestedSchema: YES_NO }) } });
    }`;

const RESUMED = `    const ticket = ctx.mcpReq.requestState<Awaited<ReturnType<typeof desk.create>>>() ?? await desk.create(title);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) {
      return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify?\`, requestedSchema: YES_NO }) }, requestState: await codec.mint(ticket, ctx) });
    }`;

const VERIFIED = (codec: string): string => `    const ticketState = ctx.mcpReq.requestState<string>();
    const ticket = ticketState === undefined ? await desk.create(title) : (await ${codec}.verify(ticketState, ctx)) as Awaited<ReturnType<typeof desk.create>>;
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'notify')) {
      return inputRequired({ inputRequests: { notify: inputRequired.elicit({ message: \`Opened \${ticket.url}. Notify?\`, requestedSchema: YES_NO }) }, requestState: await ${codec}.mint(ticket, ctx) });
    }`;

/** Two tools of one file: \`close_ticket\` (its body given) before \`open_ticket\`. */
const twoTools = (imports: string, close: string, open = OPEN): string => `${imports}

export function registerTickets(server: McpServer): void {
  defineTool(server, 'close_ticket', 'Close a ticket', async ({ id }: { id: string }, ctx) => {
${close}
  });
  defineTool(server, 'open_ticket', 'Open a ticket', async ({ title }: { title: string }, ctx) => {
${open}
    return { content: [{ type: 'text', text: ticket.url }] };
  });
}`;

function invalid(name: string, marked: string, suggestions: Offer[], mcp: object, filename = 'src/tools/tickets.ts'): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(marked);
  if (positions.length !== 1) throw new Error(`case "${name}": one marked report`);
  return { name, code, filename, settings: { mcp }, errors: [{ messageId: 'sideEffect', ...positions[0]!, suggestions }] };
}

runRuleTests('no-side-effect-before-input-required: resume with the project codec', rule, {
  valid: [],
  invalid: [
    // Withheld without the setting: the file shows neither a codec nor the server (the case below offers it with it).
    invalid('no setting: no resume', tickets(IMPORTS, OPEN), [], {}),
    // Offered: the servers verify with `codec` as their hook, so the accessor returns the verified payload; the
    // import is written relative to this file, in the `.js` style of its other relative imports.
    invalid('hook: the codec is imported and minted with', tickets(IMPORTS, OPEN), [
      {
        messageId: 'suggestResumeWithImportedCodec',
        output: tickets(`${IMPORTS}\nimport { codec } from '../state.js';`, RESUMED),
      },
    ], HOOKED),
    // Offered: the file imports the codec already, under another name, beside another export of its module.
    invalid('hook: the file imports the codec under another name', tickets(`${IMPORTS}\nimport { STATE_TTL, codec as stateCodec } from '../state.js';`, OPEN), [
      {
        messageId: 'suggestResumeFromRequestState',
        output: tickets(`${IMPORTS}\nimport { STATE_TTL, codec as stateCodec } from '../state.js';`, RESUMED.replace('codec.mint', 'stateCodec.mint')),
      },
    ], HOOKED),
    // Offered: the codec joins the file's value import of its module (written without an extension, as `./state` or `../state` may be).
    invalid('hook: the codec joins the import of its module', tickets(`${IMPORTS.replace(/\.js'/g, "'")}\nimport { STATE_TTL } from '../state';`, OPEN), [
      {
        messageId: 'suggestResumeWithImportedCodec',
        output: tickets(`${IMPORTS.replace(/\.js'/g, "'")}\nimport { STATE_TTL, codec } from '../state';`, RESUMED),
      },
    ], HOOKED),
    // Offered: the servers have no hook, so the handler verifies the raw string with the project's codec (imported).
    invalid('no hook: the raw state is verified with the imported codec', tickets(IMPORTS, OPEN), [
      {
        messageId: 'suggestResumeVerifyingWithImportedCodec',
        output: tickets(`${IMPORTS}\nimport { codec } from '../state.js';`, VERIFIED('codec')),
      },
    ], UNHOOKED),
    // Offered: a specifier of the project (a subpath import) is written as it is.
    invalid('hook: a module specifier is written as it is', tickets(IMPORTS, OPEN), [
      {
        messageId: 'suggestResumeWithImportedCodec',
        output: tickets(`${IMPORTS}\nimport { codec } from '#state';`, RESUMED),
      },
    ], { requestStateCodec: { module: '#state', export: 'codec', hook: true } }),
    // Withheld: the file has no relative import to copy the extension from, and the setting does not say it.
    invalid('hook: no relative import and no extension in the setting', tickets(`import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { defineTool } from '@acme/mcp-kit';
import { desk, YES_NO } from '@acme/desk';`, OPEN), [], HOOKED),
    // Offered: the servers have no hook, so any codec verifies what it minted itself; with no way to write the
    // import of the project's codec, the handler gets one of its own (the resume that adds a codec).
    invalid('no hook: no relative import and no extension, a codec of its own', tickets(`import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { defineTool } from '@acme/mcp-kit';
import { desk, YES_NO } from '@acme/desk';`, OPEN), [
      {
        messageId: 'suggestResumeWithNewCodec',
        output: tickets(`import { acceptedContent, inputRequired, type McpServer, createRequestStateCodec } from '@modelcontextprotocol/server';
import { defineTool } from '@acme/mcp-kit';
import { desk, YES_NO } from '@acme/desk';

// Seals what handlers carry in \`requestState\` (HMAC: signed, not encrypted). MCP_REQUEST_STATE_KEY: 32+ random bytes, the same on every instance.
const requestStateCodec = createRequestStateCodec({
  key: String(process.env.MCP_REQUEST_STATE_KEY),
  ttlSeconds: 15 * 60,
  bind: (ctx) => \`\${ctx.mcpReq.method}\\0\${ctx.http?.authInfo?.clientId ?? ''}\`,
});`, VERIFIED('requestStateCodec')),
      },
    ], UNHOOKED),
    // Offered: the setting says how the import ends.
    invalid('hook: the setting gives the extension', tickets(`import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { defineTool } from '@acme/mcp-kit';
import { desk, YES_NO } from '@acme/desk';`, OPEN), [
      {
        messageId: 'suggestResumeWithImportedCodec',
        output: tickets(`import { acceptedContent, inputRequired, type McpServer } from '@modelcontextprotocol/server';
import { defineTool } from '@acme/mcp-kit';
import { desk, YES_NO } from '@acme/desk';
import { codec } from '../state.ts';`, RESUMED),
      },
    ], { requestStateCodec: { ...HOOKED.requestStateCodec, extension: '.ts' } }),
    // Withheld: another tool of the file mints with a codec the setting does not name: which one the servers verify with is unclear.
    invalid('hook: the file mints with a codec of its own', twoTools(`${IMPORTS}\nimport { legacyCodec } from '../legacy-state.js';`, `    return inputRequired({ inputRequests: {}, requestState: await legacyCodec.mint({ id }, ctx) });`), [], HOOKED),
    // Withheld: another tool of the file hands the raw state to \`verify\` itself, which says its server has no hook.
    invalid('hook: the file verifies the raw state by hand', twoTools(`${IMPORTS}\nimport { codec } from '../state.js';`, `    const pending = await codec.verify(ctx.mcpReq.requestState<string>()!, ctx);
    return { content: [{ type: 'text', text: String(pending ?? id) }] };`), [], HOOKED),
    // Offered: the other tool reads the accessor as a verified payload, as on a server whose hook verifies it.
    invalid('hook: another tool reads the accessor as a payload', twoTools(IMPORTS, `    const pending = ctx.mcpReq.requestState<{ id: string }>();
    return { content: [{ type: 'text', text: pending?.id ?? id }] };`), [
      {
        messageId: 'suggestResumeWithImportedCodec',
        output: twoTools(`${IMPORTS}\nimport { codec } from '../state.js';`, `    const pending = ctx.mcpReq.requestState<{ id: string }>();
    return { content: [{ type: 'text', text: pending?.id ?? id }] };`, RESUMED),
      },
    ], HOOKED),
    // Withheld: the other tool reads the accessor as a verified payload, which says its server has a hook.
    invalid('no hook: another tool reads the accessor as a payload', twoTools(IMPORTS, `    const pending = ctx.mcpReq.requestState<{ id: string }>();
    return { content: [{ type: 'text', text: pending?.id ?? id }] };`), [], UNHOOKED),
    // Offered: a server of this file without a hook hands the handler the raw string; it is verified with the
    // project's codec instead of a new one.
    invalid('a hookless server of the file: verified with the project codec', `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { desk, YES_NO } from './lib/desk.js';

const server = new McpServer({ name: 'helpdesk', version: '2.0.0' });

server.registerTool('open_ticket', { description: 'Open a ticket' }, async ({ title }: { title: string }, ctx) => {
${OPEN.replace(/^ {2}/gm, '')}
  return { content: [{ type: 'text', text: ticket.url }] };
});`, [
      {
        messageId: 'suggestResumeVerifyingWithImportedCodec',
        output: `import { McpServer, acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { desk, YES_NO } from './lib/desk.js';
import { codec } from './state.js';

const server = new McpServer({ name: 'helpdesk', version: '2.0.0' });

server.registerTool('open_ticket', { description: 'Open a ticket' }, async ({ title }: { title: string }, ctx) => {
${VERIFIED('codec').replace(/^ {2}/gm, '')}
  return { content: [{ type: 'text', text: ticket.url }] };
});`,
      },
    ], HOOKED, 'src/server.ts'),
    // Offered, in a class of tools whose base class registers `this.execute` (MongoDB's ToolBase shape) in a JavaScript
    // file: no type arguments, and the import in the file's `.js` style.
    invalid('no hook: a class tool in a JavaScript file', `import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { ToolBase } from './base.js';

export class ImportTool extends ToolBase {
  name = 'import_rows';
  async execute({ rows }, ctx) {
    const batch = await /*!*/this.ledger.createBatch(rows.length);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'go')) {
      return inputRequired({ inputRequests: { go: inputRequired.elicit({ message: \`Batch \${batch.id} is open. Import?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    }
    return { content: [{ type: 'text', text: batch.id }] };
  }
}`, [
      {
        messageId: 'suggestResumeVerifyingWithImportedCodec',
        output: `import { acceptedContent, inputRequired } from '@modelcontextprotocol/server';
import { ToolBase } from './base.js';
import { codec } from '../state.js';

export class ImportTool extends ToolBase {
  name = 'import_rows';
  async execute({ rows }, ctx) {
    const batchState = ctx.mcpReq.requestState();
    const batch = batchState === undefined ? await this.ledger.createBatch(rows.length) : await codec.verify(batchState, ctx);
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'go')) {
      return inputRequired({ inputRequests: { go: inputRequired.elicit({ message: \`Batch \${batch.id} is open. Import?\`, requestedSchema: { type: 'object', properties: {} } }) }, requestState: await codec.mint(batch, ctx) });
    }
    return { content: [{ type: 'text', text: batch.id }] };
  }
}`,
      },
    ], UNHOOKED, 'src/tools/import.js'),
  ],
});

describe('settings.mcp.requestStateCodec', () => {
  const PREFIX = 'eslint-plugin-mcp: settings.mcp.requestStateCodec';
  it('reads a file or a module, the export and the hook', () => {
    // Valid because each names where the codec is and says whether the servers hook it.
    expect(parseCodecSetting({ mcp: HOOKED })).toEqual({ file: 'src/state.ts', module: null, exportName: 'codec', hook: true, extension: null });
    expect(parseCodecSetting({ mcp: { requestStateCodec: { module: '@acme/state', export: 'stateCodec', hook: false, extension: '' } } })).toEqual({
      file: null,
      module: '@acme/state',
      exportName: 'stateCodec',
      hook: false,
      extension: 'none',
    });
    expect(parseCodecSetting({ mcp: {} })).toBeNull();
    expect(parseCodecSetting(undefined)).toBeNull();
  });

  it.each([
    ['not an object', 'src/state.ts', `${PREFIX} must be an object like { "file": "src/state.ts", "export": "codec", "hook": true }; got "src/state.ts".`],
    ['an unknown key', { file: 'src/state.ts', export: 'codec', hook: true, verify: true }, `${PREFIX}.verify is not a known key; the setting has "file" or "module", "export" and "hook", like { "file": "src/state.ts", "export": "codec", "hook": true }.`],
    ['both file and module', { file: 'src/state.ts', module: '#state', export: 'codec', hook: true }, `${PREFIX} needs exactly one of "file" (the codec's module, relative to the working directory) and "module" (a specifier written as it is), like { "file": "src/state.ts", "export": "codec", "hook": true }.`],
    ['neither file nor module', { export: 'codec', hook: true }, `${PREFIX} needs exactly one of "file" (the codec's module, relative to the working directory) and "module" (a specifier written as it is), like { "file": "src/state.ts", "export": "codec", "hook": true }.`],
    ['an absolute file', { file: '/repo/src/state.ts', export: 'codec', hook: true }, `${PREFIX}.file must be the path of a .ts or .js module relative to the working directory, such as "src/state.ts"; got "/repo/src/state.ts".`],
    ['a file without an extension', { file: 'src/state', export: 'codec', hook: true }, `${PREFIX}.file must be the path of a .ts or .js module relative to the working directory, such as "src/state.ts"; got "src/state".`],
    ['a relative module', { module: '../state.js', export: 'codec', hook: true }, `${PREFIX}.module is written into every file as it is, so it cannot be relative; got "../state.js". Give the path in "file" instead.`],
    ['a quote in the module', { module: "st'ate", export: 'codec', hook: true }, `${PREFIX}.module must be a module path without quotes, spaces or backslashes; got "st'ate".`],
    ['a default export', { file: 'src/state.ts', export: 'default', hook: true }, `${PREFIX}.export must be the name the module exports the codec under (a named export, such as "codec"); got "default".`],
    ['no export', { file: 'src/state.ts', hook: true }, `${PREFIX}.export must be the name the module exports the codec under (a named export, such as "codec"); got undefined.`],
    ['no hook', { file: 'src/state.ts', export: 'codec' }, `${PREFIX}.hook must be true (every server verifies state with this codec as its \`requestState: { verify }\` hook) or false (no server has a hook: handlers verify the raw string with it); got undefined.`],
    ['a bad extension', { file: 'src/state.ts', export: 'codec', hook: true, extension: 'js' }, `${PREFIX}.extension must be ".js", ".ts" or "" (how a relative import of the codec ends in a file with no other relative import); got "js".`],
  ])('rejects %s, naming the key', (_name, value, message) => {
    expect(() => parseCodecSetting({ mcp: { requestStateCodec: value } })).toThrow(new Error(message));
  });

  it('stops the rule in a file that never asks', () => {
    // Invalid setting, valid code: the error comes before any analysis, as for settings.mcp.effects.
    const linter = new Linter({ configType: 'flat' });
    const config = [plugin.configs.recommended as Linter.Config, { settings: { mcp: { requestStateCodec: { file: 'src/state.ts', export: 'codec' } } } }];
    expect(() => linter.verify('export const x = 1;', config, { filename: 'x.ts' })).toThrow(/settings\.mcp\.requestStateCodec\.hook must be true/);
  });
});
