// The core rule on tools a project's own registry registers (docs/architecture.md, "Where handlers are found"):
// calls chained on an add() that returns `this`, and a record field filled by add() and registered from
// Object.values. Registration decides two things the rule cannot know from the handler alone: the wrapper that asks
// after running it (the effects of each chained tool), and the server the resume verifies state for. Each invalid case
// failed before (no report, no suggestion); the valid ones are registries, lists and builders that register nothing.
import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/no-side-effect-before-input-required.js';
import { markers } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';`;

/** A registry whose attach() registers each tool inside a wrapper that asks for elevation after a 403. */
const RETRY_REGISTRY = `${V2}
import { Pool } from 'pg';
import { api } from './api';
const pool = new Pool();
class Registry {
  private tools = new Map<string, (args: any, ctx: any) => Promise<any>>();
  add(name: string, handler: (args: any, ctx: any) => Promise<any>) {
    this.tools.set(name, handler);
    return this;
  }
  attach(server: McpServer) {
    for (const [name, handler] of this.tools) {
      server.registerTool(name, {}, async (args: any, ctx: any) => {
        try {
          return await handler(args, ctx);
        } catch (error: any) {
          if (error.status === 403) return inputRequired({ inputRequests: { elevate: inputRequired.elicitUrl({ url: 'https://example.com/elevate', message: 'Approve' }) } });
          throw error;
        }
      });
    }
  }
}
`;

/** A registry that keeps its tools in a record field and registers its values on a server of the file. */
const RECORD_REGISTRY = `${V2}
import { db } from './db';
interface Tool { name: string; shape: object; handler: (args: any, ctx: any) => Promise<any> }
class Tools {
  private byName: Record<string, Tool> = {};
  add(tool: Tool) {
    this.byName[tool.name] = tool;
    return this;
  }
  attach(server: McpServer) {
    for (const t of Object.values(this.byName)) server.registerTool(t.name, { inputSchema: t.shape }, t.handler);
  }
}
const tools = new Tools();
`;

/** The same registry keeping its tools in an array field, registered by for…of. */
const ARRAY_REGISTRY = RECORD_REGISTRY.replace('private byName: Record<string, Tool> = {};', 'private list: Tool[] = [];')
  .replace('this.byName[tool.name] = tool;', 'this.list.push(tool);')
  .replace('for (const t of Object.values(this.byName))', 'for (const t of this.list)');

const SEND_DRAFT = `tools.add({
  name: 'send_draft',
  shape: {},
  handler: async (args, ctx) => {
    const draft = await /*!*/db.createDraft(args);
    if (!ctx.mcpReq.inputResponses?.confirm) {
      return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: \`Send draft \${draft.id}?\`, requestedSchema: { type: 'object', properties: {} } }) } });
    }
    await db.sendDraft(draft.id);
    return { content: [] };
  },
});
const server = new McpServer({ name: 'mail', version: '1' });
tools.attach(server);
`;

const CODEC = `

// Seals what handlers carry in \`requestState\` (HMAC: signed, not encrypted). MCP_REQUEST_STATE_KEY: 32+ random bytes, the same on every instance.
const requestStateCodec = createRequestStateCodec({
  key: String(process.env.MCP_REQUEST_STATE_KEY),
  ttlSeconds: 15 * 60,
  bind: (ctx) => \`\${ctx.mcpReq.method}\\0\${ctx.http?.authInfo?.clientId ?? ''}\`,
});`;

/** The record registry's file after the resume: a codec added after the imports, the draft carried in state. */
function resumed(code: string): string {
  return code
    .replace(`import { McpServer, inputRequired } from`, `import { McpServer, inputRequired, createRequestStateCodec } from`)
    .replace(`import { db } from './db';`, `import { db } from './db';${CODEC}`)
    .replace(
      `    const draft = await db.createDraft(args);`,
      `    const draftState = ctx.mcpReq.requestState<string>();\n    const draft = draftState === undefined ? await db.createDraft(args) : (await requestStateCodec.verify(draftState, ctx)) as Awaited<ReturnType<typeof db.createDraft>>;`,
    )
    .replace(`requestedSchema: { type: 'object', properties: {} } }) } });`, `requestedSchema: { type: 'object', properties: {} } }) }, requestState: await requestStateCodec.mint(draft, ctx) });`);
}

function marked(name: string, source: string, messageId: MessageIds, suggestions: (code: string) => { messageId: MessageIds; output: string }[]): InvalidTestCase<MessageIds, [Options]> {
  const { code, positions } = markers(source);
  return { name, code, errors: positions.map((position) => ({ messageId, ...position, suggestions: suggestions(code) })) };
}

const valid: ValidTestCase<[Options]>[] = [
  {
    name: 'a registry-looking class whose run() asks after a 403 but is never registered on a server',
    // Valid because nothing registers run(): the stored tools are not handlers, and nothing runs them on a request.
    code: `${V2}
import { Pool } from 'pg';
import { api } from './api';
const pool = new Pool();
class Registry {
  private tools = new Map<string, (args: any) => Promise<any>>();
  add(name: string, handler: (args: any) => Promise<any>) { this.tools.set(name, handler); return this; }
  async run(name: string, args: any) {
    try {
      return await this.tools.get(name)!(args);
    } catch (error: any) {
      if (error.status === 403) return inputRequired({ inputRequests: {} });
      throw error;
    }
  }
}
new Registry()
  .add('close_account', async ({ id }) => { await pool.query('DELETE FROM accounts WHERE id = $1', [id]); await api.notify(id); })
  .add('archive', async ({ id }) => { await pool.query('UPDATE accounts SET archived = true WHERE id = $1', [id]); await api.notify(id); });
`,
  },
  {
    name: 'an array field of the registry pushed to but only logged, beside the tools it registers',
    // Valid because the audit hooks are only logged: the registered wrapper never runs them.
    code: `${RETRY_REGISTRY}
const hooks: ((id: string) => Promise<void>)[] = [];
hooks.push(async (id) => { await pool.query('INSERT INTO audit (account) VALUES ($1)', [id]); await api.notify(id); });
for (const hook of hooks) console.log('hook', hook.name);
new Registry().add('status', async ({ id }: { id: string }) => ({ content: [{ type: 'text', text: String(await api.status(id)) }] })).attach(new McpServer({ name: 's', version: '1' }));
`,
  },
  {
    name: 'a chain on a query builder and a zod schema, beside a registry chain of reads',
    // Valid because add() of the builder stores hooks nobody registers, zod's chain holds no function of the file, and
    // the registered tools only read before the call the wrapper asks after.
    code: `${RETRY_REGISTRY}
import { z } from 'zod';
class QueryBuilder {
  private parts: ((sql: string) => Promise<void>)[] = [];
  add(part: (sql: string) => Promise<void>) { this.parts.push(part); return this; }
}
const query = new QueryBuilder()
  .add(async (sql) => { await pool.query('INSERT INTO query_log (sql) VALUES ($1)', [sql]); await api.notify(sql); })
  .add(async (sql) => { await pool.query('DELETE FROM query_cache WHERE sql = $1', [sql]); await api.notify(sql); });
const Args = z.object({ id: z.string() }).extend({ verbose: z.boolean() }).refine((value) => value.id !== '');
const registry = new Registry();
registry
  .add('list_accounts', async () => ({ content: [{ type: 'text', text: JSON.stringify(await api.listAccounts()) }] }))
  .add('account', async (args: any) => ({ content: [{ type: 'text', text: JSON.stringify(await api.account(Args.parse(args).id)) }] }));
registry.attach(new McpServer({ name: 's', version: '1' }));
export { query };
`,
  },
];

const invalid: InvalidTestCase<MessageIds, [Options]>[] = [
  marked(
    'the second tool of a registry chain, run by a wrapper that asks for elevation after a 403',
    // Invalid because close_account's INSERT runs, then closeAccount may be refused with a 403: the wrapper asks, and the
    // retry inserts again. Before, only the chain's first add() was found, and this tool was nobody's.
    `${RETRY_REGISTRY}
const registry = new Registry();
registry
  .add('list_accounts', async () => ({ content: [{ type: 'text', text: JSON.stringify(await api.listAccounts()) }] }))
  .add('close_account', async ({ id }: { id: string }) => {
    await /*!*/pool.query('INSERT INTO audit (action, account) VALUES ($1, $2)', ['close', id]);
    await api.closeAccount(id);
    return { content: [] };
  });
registry.attach(new McpServer({ name: 's', version: '1' }));
`,
    'sideEffectBeforeWrapperQuestion',
    () => [],
  ),
  marked(
    'the second tool of a chain on this in a subclass of the registry, run by the same wrapper',
    // Invalid for the same reason as the chain above; here the subclass adds its tools to itself, and the second
    // add() runs on what this.add(...) returns, which is this. Before, only list_accounts was found.
    `${RETRY_REGISTRY}
class AccountTools extends Registry {
  withAccountTools() {
    return this.add('list_accounts', async () => ({ content: [{ type: 'text', text: JSON.stringify(await api.listAccounts()) }] }))
      .add('close_account', async ({ id }: { id: string }) => {
        await /*!*/pool.query('INSERT INTO audit (action, account) VALUES ($1, $2)', ['close', id]);
        await api.closeAccount(id);
        return { content: [] };
      });
  }
}
new AccountTools().withAccountTools().attach(new McpServer({ name: 's', version: '1' }));
`,
    'sideEffectBeforeWrapperQuestion',
    () => [],
  ),
  marked(
    'a tool of a record-field registry registered from Object.values: resumed, verifying on the hookless server',
    // Invalid because the draft is created on every round. The question needs the draft, so the suggestion carries it
    // in requestState; the server the registry is attached to has no verify hook, so the handler verifies it itself.
    // Before, the handler was nobody's, its server unknown, and no suggestion was offered.
    `${RECORD_REGISTRY}${SEND_DRAFT}`,
    'sideEffect',
    (code) => [{ messageId: 'suggestResumeWithNewCodec', output: resumed(code) }],
  ),
  marked(
    'the same tool added through a chain after another one: resumed too',
    // Invalid for the same reason; the chain's second add() is found as a call of add() on the same registry.
    `${RECORD_REGISTRY}tools.add({ name: 'ping', shape: {}, handler: async () => ({ content: [] }) }).${SEND_DRAFT.slice('tools.'.length)}`,
    'sideEffect',
    (code) => [{ messageId: 'suggestResumeWithNewCodec', output: resumed(code) }],
  ),
  marked(
    'a tool of an array-field registry (pushed by add, registered by for…of): resumed too',
    // Invalid for the same reason; the tools the array field gets by push are the ones attach() registers.
    `${ARRAY_REGISTRY}${SEND_DRAFT}`,
    'sideEffect',
    (code) => [{ messageId: 'suggestResumeWithNewCodec', output: resumed(code) }],
  ),
];

runRuleTests('no-side-effect-before-input-required (registries)', rule, { valid, invalid });
