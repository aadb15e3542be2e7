import type { InvalidTestCase, ValidTestCase } from '@typescript-eslint/rule-tester';
import rule, { type MessageIds, type Options } from '../../rules/tool-annotations-match-behavior.js';
import { markedInvalid } from '../support/markers.js';
import { runRuleTests } from '../support/rule-tester.js';

const V2 = `import { McpServer } from '@modelcontextprotocol/server';
import fs from 'node:fs/promises';
const server = new McpServer({ name: 's', version: '1' });
`;
const V1 = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import fs from 'node:fs/promises';
const server = new McpServer({ name: 's', version: '1' });
`;
/** A v2 tool with these annotations and this handler body; the body starts on line 5. */
const tool = (annotations: string, body: string) => `${V2}server.registerTool('t', { annotations: ${annotations} }, async (args) => {
${body}
});`;
const BODY = 5;
const IDEMPOTENT: Options[0] = { checkIdempotentHint: true };

function valid(name: string, code: string, options?: Options[0]): ValidTestCase<Options> {
  return options ? { name, code, options: [options] } : { name, code };
}

interface Expected {
  messageId: MessageIds;
  call: string;
  label: string;
  line: number;
  through?: string;
}

/** `/*!*\/` marks each reported hint (the property); `expected` gives the effect each report names. */
function invalid(name: string, marked: string, expected: Expected[], options?: Options[0]): InvalidTestCase<MessageIds, Options> {
  return markedInvalid(
    name,
    marked,
    expected,
    ({ messageId, call, label, line, through = '' }, position) => ({ messageId, ...position, data: { call, label, line: String(line), through } }),
    { options: options ? ([options] as Options) : undefined },
  );
}

const PROXIED_API = `${V2}const BASE_URL = process.env.API_BASE_URL || 'https://api.example.ai';
async function proxyAwareFetch(url: string, options: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...options, headers: { ...options.headers, 'x-proxy': '1' } });
}
async function makeApiRequest(endpoint: string, body: Record<string, unknown>, signal?: AbortSignal): Promise<Response> {
  const url = new URL(\`\${BASE_URL}/\${endpoint}\`);
  const response = await proxyAwareFetch(url.toString(), { method: 'POST', body: JSON.stringify(body), signal });
  if (!response.ok) throw new Error(await response.text());
  return response;
}
`;

runRuleTests('tool-annotations-match-behavior', rule, {
  valid: [
    // Valid because reading a file is read-only (filesystem server, read_text_file).
    valid('read-only tool that reads', tool(`{ readOnlyHint: true, openWorldHint: false }`, `  const text = await fs.readFile(args.path, 'utf8');\n  return { content: [{ type: 'text', text }] };`)),
    // Valid because the helper fills the handler's own query string (firecrawl's research tools: `appendParam(params:
    // URLSearchParams, ...)` in a tool table); the verb "append" names no write there. Reported before.
    valid('read-only tools of a table whose helper appends to a URLSearchParams parameter', `${V2}function appendParam(params: URLSearchParams, key: string, value: string | string[] | undefined): void {
  if (value == null) return;
  for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
}
const searchTools = [
  {
    name: 'search_papers',
    annotations: { readOnlyHint: true },
    async run(args: { query: string; authors?: string[] }) {
      const params = new URLSearchParams();
      appendParam(params, 'query', args.query);
      appendParam(params, 'author', args.authors);
      const res = await fetch(\`https://api.example.com/v2/search?\${params}\`);
      return { content: [{ type: 'text' as const, text: await res.text() }] };
    },
  },
];
for (const entry of searchTools) server.registerTool(entry.name, { annotations: entry.annotations }, (args: any) => entry.run(args));`),
    // Valid because the wrapper POSTs to the path each call passes, and a search endpoint reads (firecrawl's
    // firecrawl_search through keylessPost, and its parse tool asking for an upload URL through a second wrapper).
    valid('read-only tools whose POST wrappers are given read endpoints', `${V2}async function keylessPost(path: string, body: unknown) {
  return fetch(\`\${process.env.API_URL}\${path}\`, { method: 'POST', body: JSON.stringify(body) });
}
async function postForSession(pathName: string, body: unknown) {
  return keylessPost(pathName, body);
}
server.registerTool('search', { annotations: { readOnlyHint: true } }, async (args) => {
  const res = await keylessPost('/v2/search', { query: args.query });
  return { content: [{ type: 'text', text: await res.text() }] };
});
server.registerTool('parse', { annotations: { readOnlyHint: true } }, async (args) => {
  const upload = await postForSession('/v2/parse/upload-url', { filename: args.filename });
  const parsed = await postForSession('/v2/parse', { uploadRef: args.ref });
  return { content: [{ type: 'text', text: String(upload.ok && parsed.ok) }] };
});`),
    // Valid because the request wrapper's wrapper builds its URL from the endpoint it is given (`new URL(...)`, then
    // `url.toString()` into a fetch wrapper), and the endpoint given is a search (perplexity's perplexity_search).
    valid('read-only tool given a search endpoint through two wrappers and a URL object', `${PROXIED_API}
server.registerTool('search', { annotations: { readOnlyHint: true } }, async (args) => {
  const response = await makeApiRequest('search', { query: args.query });
  return { content: [{ type: 'text', text: await response.text() }] };
});`),
    // Valid because the body the agent helper passes the wrapper is a chat transcript (`input` mapped to `role` and
    // `content`): a model answers it and nothing is kept, whatever `v1/agent` says (perplexity's perplexity_ask).
    valid('read-only tool whose helper posts a chat transcript through two wrappers', `${PROXIED_API}
async function performAgentResponse(messages: { role: string; content: string }[], preset: string): Promise<string> {
  const body: Record<string, unknown> = {
    preset,
    input: messages.map((message) => ({ type: 'message', role: message.role, content: message.content })),
    stream: true,
  };
  const response = await makeApiRequest('v1/agent', body);
  return response.text();
}
server.registerTool('ask', { annotations: { readOnlyHint: true, openWorldHint: true } }, async (args) => {
  return { content: [{ type: 'text', text: await performAgentResponse(args.messages, 'pro') }] };
});`),
    // Valid because the only other POST stops the tool's own run when the client cancels, on a round that then fails:
    // cleanup, no write a client confirms (Perplexity's cancelAgentResponse, sent only under `signal.aborted`).
    valid('read-only tool whose helper cancels its own run when aborted, then throws', `${PROXIED_API}
async function cancelRun(id: string) {
  await makeApiRequest(\`v1/agent/\${id}/cancel\`, {});
}
async function ask(question: string, signal: AbortSignal): Promise<string> {
  const response = await makeApiRequest('v1/agent', { input: [{ role: 'user', content: question }] }, signal);
  const id = response.headers.get('x-run-id') ?? '';
  if (signal.aborted) {
    void cancelRun(id);
    throw new Error('Request cancelled');
  }
  return response.text();
}
server.registerTool('ask', { annotations: { readOnlyHint: true } }, async (args, extra) => {
  return { content: [{ type: 'text', text: await ask(args.question, extra.signal) }] };
});`),
    // Valid because the transcript is written in the wrapper's call: a system message and the user's question.
    valid('read-only tool that passes a written transcript to a POST wrapper', `${PROXIED_API}
server.registerTool('reason', { annotations: { readOnlyHint: true } }, async (args) => {
  const response = await makeApiRequest('v1/agent', { input: [{ role: 'system', content: 'Think step by step.' }, { role: 'user', content: args.question }] });
  return { content: [{ type: 'text', text: await response.text() }] };
});`),
    // Valid because a chat completion is billed and keeps nothing: nothing in the world changes (an OpenAI-style
    // endpoint, called with fetch).
    valid('read-only tool that POSTs to a chat completions endpoint', tool(`{ readOnlyHint: true, openWorldHint: true }`, `  const res = await fetch('https://api.example.ai/v1/chat/completions', { method: 'POST', body: JSON.stringify({ messages: args.messages }) });\n  return { content: [{ type: 'text', text: await res.text() }] };`)),
    // Valid because mkdir -p adds nothing on a repeat and destroys nothing (filesystem server, create_directory).
    valid('create_directory', tool(`{ readOnlyHint: false, idempotentHint: true, destructiveHint: false }`, `  await fs.mkdir(args.path, { recursive: true });\n  return { content: [] };`), IDEMPOTENT),
    // Valid because the hint says the write destroys (filesystem server, write_file).
    valid('destructive tool that overwrites', tool(`{ readOnlyHint: false, destructiveHint: true }`, `  await fs.writeFile(args.path, args.content);\n  return { content: [] };`)),
    // Valid because the tool adds to the server's own store, a file at a path the instance holds, loaded, changed and
    // saved back whole: an edit, like SQL UPDATE (the memory server's create_entities, through saveGraph).
    valid('additive tool that saves the store file the server holds', `${V2}class GraphStore {
  constructor(private readonly filePath: string) {}
  private async load(): Promise<string[]> { return JSON.parse(await fs.readFile(this.filePath, 'utf8')); }
  private async save(items: string[]) { await fs.writeFile(this.filePath, JSON.stringify(items)); }
  async add(items: string[]) { const all = await this.load(); all.push(...items); await this.save(all); }
}
const store = new GraphStore('./memory.json');
server.registerTool('add_items', { annotations: { readOnlyHint: false, destructiveHint: false } }, async (args: { items: string[] }) => {
  await store.add(args.items);
  return { content: [] };
});`),
    // Valid because a tool not marked read-only may write.
    valid('writes without readOnlyHint', tool(`{ readOnlyHint: false }`, `  await fs.appendFile(args.path, 'x');\n  return { content: [] };`)),
    // Valid because logging, local collections and building a result are not writes.
    valid('read-only tool with local work', tool(`{ readOnlyHint: true }`, `  console.log('called');
  const seen = new Map();
  seen.set(args.id, true);
  const lines = [];
  lines.push('a');
  return { content: [{ type: 'text', text: lines.join('\\n') }] };`)),
    // Valid because a same-file helper that only reads keeps the tool read-only.
    valid('read-only tool through a reading helper', `${V2}async function load(path) { return fs.readFile(path, 'utf8'); }
server.registerTool('t', { annotations: { readOnlyHint: true } }, async (args) => ({ content: [{ type: 'text', text: await load(args.path) }] }));`),
    // Valid because a GET reads.
    valid('read-only tool with a GET', tool(`{ readOnlyHint: true, openWorldHint: true }`, `  const res = await fetch(args.url);\n  return { content: [{ type: 'text', text: await res.text() }] };`)),
    // Valid because creating adds, and destructiveHint: false means additive only.
    valid('non-destructive tool that creates', tool(`{ destructiveHint: false }`, `  await api.createIssue({ title: args.title });\n  return { content: [] };`)),
    // Valid because an update changes in place: not counted as destructive (see the doc).
    valid('non-destructive tool that updates', tool(`{ destructiveHint: false }`, `  await api.updateIssue(args.id, { title: args.title });\n  return { content: [] };`)),
    // Valid because idempotentHint is only checked with the option.
    valid('idempotentHint without the option', tool(`{ idempotentHint: true }`, `  await api.sendEmail(args);\n  return { content: [] };`)),
    // Valid because an upsert repeats harmlessly.
    valid('idempotent tool that upserts', tool(`{ idempotentHint: true }`, `  await api.upsertContact(args);\n  return { content: [] };`), IDEMPOTENT),
    // Valid because deleting twice is deleting once.
    valid('idempotent tool that deletes', tool(`{ idempotentHint: true, destructiveHint: true }`, `  await fs.rm(args.path, { force: true });\n  return { content: [] };`), IDEMPOTENT),
    // Valid because a hint that is not a literal is not judged.
    valid('hint from a variable', tool(`{ readOnlyHint: isReadOnly }`, `  await fs.writeFile(args.path, 'x');\n  return { content: [] };`)),
    // Valid because annotations listed in a tools/list answer are tied to no handler (DesktopCommander style).
    valid('annotations in a tools/list answer', `${V1}import { ListToolsRequestSchema, CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
server.server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [{ name: 'write', annotations: { readOnlyHint: true } }] }));
server.server.setRequestHandler(CallToolRequestSchema, async (request) => { await fs.writeFile('x', 'y'); return { content: [] }; });`),
    // Valid because module-level state is the server's own, not the environment (everything server's toggles).
    valid('read-only tool that mutates module state', `${V2}const clients = new Set();
server.registerTool('t', { annotations: { readOnlyHint: true } }, async (args, ctx) => {
  clients.add(ctx.sessionId);
  return { content: [] };
});`),
    // Valid because an LLM call costs but writes nothing.
    valid('read-only tool that samples', `${V2}import OpenAI from 'openai';
const openai = new OpenAI();
server.registerTool('t', { annotations: { readOnlyHint: true } }, async (args) => {
  const r = await openai.chat.completions.create({ model: 'm', messages: [] });
  return { content: [] };
});`),
    // Valid because the SDK's example tools are pure (examples/repl, examples/tools).
    valid('SDK example tools', `${V2}server.registerTool('greet', { annotations: { readOnlyHint: true, idempotentHint: true } }, async ({ name }) => ({ content: [{ type: 'text', text: \`Hello, \${name}!\` }] }));
server.registerTool('calc', { annotations: { title: 'Calc', readOnlyHint: true, openWorldHint: false } }, async ({ a, b }) => ({ content: [{ type: 'text', text: String(a + b) }] }));`, IDEMPOTENT),
    // Valid because the xmcp template tool only greets.
    valid('xmcp template greet', `import { type ToolMetadata } from 'xmcp';
export const schema = {};
export const metadata: ToolMetadata = { name: 'greet', description: 'Greet', annotations: { title: 'Greet', readOnlyHint: true, destructiveHint: false, idempotentHint: true } };
export default async function greet({ name }) { return \`Hello, \${name}!\`; }`, IDEMPOTENT),
    // Valid because a v1 parameter shape with a \`title\` key is not the annotations.
    valid('v1 parameter shape named like a hint', `${V1}server.tool('t', { title: z.string() }, async ({ title }) => { await fs.writeFile('x', title); return { content: [] }; });`),
    // Valid because a handler from another file is not seen.
    valid('imported handler', `${V2}import { writeHandler } from './handlers.js';
server.registerTool('t', { annotations: { readOnlyHint: true } }, writeHandler);`),
    // Valid because a file without hints is skipped.
    valid('no hints', `${V2}server.registerTool('t', {}, async () => { await fs.writeFile('x', 'y'); return { content: [] }; });`),
    // Valid because each table element's hint is checked against that element's handler: the read-only one only reads.
    valid('tool table in a loop: hints paired with their own handlers', `${V2}const tools = [
  { name: 'read', annotations: { readOnlyHint: true }, execute: async (args) => ({ content: [{ type: 'text', text: await fs.readFile(args.path, 'utf8') }] }) },
  { name: 'write', annotations: { readOnlyHint: false }, execute: async (args) => { await fs.writeFile(args.path, args.text); return { content: [] }; } },
];
for (const t of tools) server.registerTool(t.name, { annotations: t.annotations }, t.execute);`),
    // Valid because the read-only subclass only reads; the writing one does not claim to be read-only.
    valid('class hierarchy: class field annotations of a read-only subclass', `${V2}abstract class ToolBase {
  register() { server.registerTool(this.name, { annotations: this.annotations }, (args, ctx) => this.execute(args, ctx)); }
}
class ReadTool extends ToolBase {
  name = 'read';
  annotations = { readOnlyHint: true };
  async execute(args) { return { content: [{ type: 'text', text: await fs.readFile(args.path, 'utf8') }] }; }
}
class WriteTool extends ToolBase {
  name = 'write';
  annotations = { readOnlyHint: false };
  async execute(args) { await fs.writeFile(args.path, args.text); return { content: [] }; }
}`),
    // Valid because the read-only tool a record lookup selects by its table's name only reads; the destructive one may write.
    valid('annotations of a table paired with the record entry its name selects', `${V2}const TOOLS = [
  { name: 'read_note', annotations: { readOnlyHint: true } },
  { name: 'delete_note', annotations: { readOnlyHint: false, destructiveHint: true } },
];
const HANDLERS = {
  delete_note: async (args: any) => { await fs.unlink(args.path); return { content: [] }; },
  read_note: async (args: any) => ({ content: [{ type: 'text', text: await fs.readFile(args.path, 'utf8') }] }),
};
for (const t of TOOLS) server.registerTool(t.name, { annotations: t.annotations }, HANDLERS[t.name]);`),
  ],
  invalid: [
    // Invalid because the branch for a cancelled run goes on (no throw): the POST is part of a run that returns.
    invalid('read-only tool that POSTs under an abort test and carries on', `${PROXIED_API}
server.registerTool('ask', { annotations: { /*!*/readOnlyHint: true } }, async (args, extra) => {
  if (extra.signal.aborted) await makeApiRequest('v1/runs/archive', { id: args.id });
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'makeApiRequest()', label: 'HTTP POST through makeApiRequest()', line: 16 }]),
    // Invalid because the function an imported wrapper is given is the handler, and it writes (claude-task-master's
    // withNormalizedProjectRoot(fn)).
    invalid('read-only tool whose function, given to an imported wrapper, writes', `${V2}import { withNormalizedProjectRoot } from './utils.js';
server.registerTool('t', { annotations: { /*!*/readOnlyHint: true } }, withNormalizedProjectRoot(async (args: any) => {
  await fs.writeFile(args.path, args.content);
  return { content: [] };
}));`, [{ messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 6 }]),
    // Invalid because a registry class registers each entry of its Map field with that entry's annotations, and the
    // read-only entry writes (the annotations are the ones its own `add()` call gave).
    invalid('read-only tool of a registry class field registered in a loop, which writes', `${V2}class ToolRegistry {
  private readonly tools = new Map<string, { name: string; annotations: object; handler: (args: any) => Promise<any> }>();
  add(name: string, annotations: object, handler: (args: any) => Promise<any>) {
    this.tools.set(name, { name, annotations, handler });
  }
  attach() {
    for (const tool of this.tools.values()) server.registerTool(tool.name, { annotations: tool.annotations }, tool.handler);
  }
}
const registry = new ToolRegistry();
registry.add('read_note', { /*!*/readOnlyHint: true }, async (args) => {
  await fs.writeFile(args.path, '');
  return { content: [] };
});
registry.add('list_notes', { readOnlyHint: true }, async (args) => ({ content: [{ type: 'text', text: await fs.readFile(args.path, 'utf8') }] }));
registry.attach();`, [{ messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 15 }]),
    // Invalid because a read-only tool overwrites a file.
    invalid('read-only tool writes a file', tool(`{ /*!*/readOnlyHint: true }`, `  await fs.writeFile(args.path, args.content);\n  return { content: [] };`), [
      { messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: BODY },
    ]),
    // Invalid because the wrapper POSTs to the path each call passes, and this one starts a crawl job.
    invalid('read-only tool whose POST wrapper is given a path that writes', `${V2}async function keylessPost(path: string, body: unknown) {
  return fetch(\`\${process.env.API_URL}\${path}\`, { method: 'POST', body: JSON.stringify(body) });
}
server.registerTool('t', { annotations: { /*!*/readOnlyHint: true } }, async (args) => {
  await keylessPost('/v2/crawl', { url: args.url });
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'keylessPost()', label: 'HTTP POST through keylessPost()', line: 8 }]),
    // Invalid because the same wrappers are given an endpoint that starts a job: the POST writes.
    invalid('read-only tool given a job endpoint through two wrappers and a URL object', `${PROXIED_API}
server.registerTool('start', { annotations: { /*!*/readOnlyHint: true } }, async (args) => {
  const response = await makeApiRequest('v1/jobs', { input: args.input });
  return { content: [{ type: 'text', text: await response.text() }] };
});`, [{ messageId: 'readOnlyButWrites', call: 'makeApiRequest()', label: 'HTTP POST through makeApiRequest()', line: 16 }]),
    // Invalid because one message posted to a ticket is stored there: it is no transcript for a model.
    invalid('read-only tool that posts one message through a POST wrapper', `${PROXIED_API}
server.registerTool('note', { annotations: { /*!*/readOnlyHint: true } }, async (args) => {
  await makeApiRequest(\`tickets/\${args.id}/messages\`, { role: 'agent', content: args.text });
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'makeApiRequest()', label: 'HTTP POST through makeApiRequest()', line: 16 }]),
    // Invalid because OpenAI's `POST /v1/threads` keeps the messages it is given in a new thread, a transcript or not.
    invalid('read-only tool that creates a thread with messages through a POST wrapper', `${PROXIED_API}
server.registerTool('thread', { annotations: { /*!*/readOnlyHint: true } }, async (args) => {
  await makeApiRequest('v1/threads', { messages: [{ role: 'user', content: args.text }] });
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'makeApiRequest()', label: 'HTTP POST through makeApiRequest()', line: 16 }]),
    // Invalid because the write happens in a same-file helper; the message names the chain.
    invalid('read-only tool writes through a helper', `${V2}import { Pool } from 'pg';
const pool = new Pool();
async function record(event) {
  await pool.query('INSERT INTO events (name) VALUES ($1)', [event]);
}
server.registerTool('t', { annotations: { /*!*/readOnlyHint: true } }, async (args) => {
  await record(args.name);
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'pool.query()', label: 'SQL INSERT', line: 7, through: ' through `record()`' }]),
    // Invalid because the file a class method rewrites is the one the tool call names: whatever was there is gone.
    invalid('non-destructive tool overwrites the file the call names, through a class', `${V2}class Notes {
  async save(filePath: string, text: string) { await fs.writeFile(filePath, text); }
}
const notes = new Notes();
server.registerTool('save_note', { annotations: { readOnlyHint: false, /*!*/destructiveHint: false } }, async (args: { path: string; text: string }) => {
  await notes.save(args.path, args.text);
  return { content: [] };
});`, [{ messageId: 'nonDestructiveButDestroys', call: 'fs.writeFile()', label: 'node:fs write', line: 5, through: ' through `save()`' }]),
    // Invalid because a POST writes.
    invalid('read-only tool posts', tool(`{ /*!*/readOnlyHint: true, openWorldHint: true }`, `  await fetch(args.url, { method: 'POST', body: '{}' });\n  return { content: [] };`), [
      { messageId: 'readOnlyButWrites', call: 'fetch()', label: 'HTTP POST', line: BODY },
    ]),
    // Invalid because an idempotent write (PUT) is still a write.
    invalid('read-only tool puts', tool(`{ /*!*/readOnlyHint: true }`, `  await fetch(args.url, { method: 'PUT', body: '{}' });\n  return { content: [] };`), [
      { messageId: 'readOnlyButWrites', call: 'fetch()', label: 'HTTP PUT', line: BODY },
    ]),
    // Invalid because a non-destructive tool deletes files.
    invalid('non-destructive tool removes', tool(`{ readOnlyHint: false, /*!*/destructiveHint: false }`, `  await fs.rm(args.path, { recursive: true });\n  return { content: [] };`), [
      { messageId: 'nonDestructiveButDestroys', call: 'fs.rm()', label: 'node:fs write', line: BODY },
    ]),
    // Invalid because SQL DELETE destroys rows.
    invalid('non-destructive tool deletes rows', `${V2}import { Pool } from 'pg';
const pool = new Pool();
server.registerTool('t', { annotations: { /*!*/destructiveHint: false } }, async (args) => {
  await pool.query('DELETE FROM orders WHERE id = $1', [args.id]);
  return { content: [] };
});`, [{ messageId: 'nonDestructiveButDestroys', call: 'pool.query()', label: 'SQL DELETE', line: 7 }]),
    // Invalid because a helper deletes with Prisma.
    invalid('non-destructive tool deletes through a helper', `${V2}import { PrismaClient } from '@prisma/client';
const prisma = new PrismaClient();
const purge = (userId) => prisma.session.deleteMany({ where: { userId } });
server.registerTool('t', { annotations: { /*!*/destructiveHint: false } }, async (args) => {
  await purge(args.userId);
  return { content: [] };
});`, [{ messageId: 'nonDestructiveButDestroys', call: 'prisma.session.deleteMany()', label: 'Prisma write', line: 6, through: ' through `purge()`' }]),
    // Invalid because writeFile replaces what the file held.
    invalid('non-destructive tool overwrites', tool(`{ /*!*/destructiveHint: false }`, `  await fs.writeFile(args.path, args.content);\n  return { content: [] };`), [
      { messageId: 'nonDestructiveButDestroys', call: 'fs.writeFile()', label: 'node:fs write', line: BODY },
    ]),
    // Invalid because Redis DEL destroys a key.
    invalid('non-destructive tool deletes a key', `${V2}import { Redis } from 'ioredis';
const redis = new Redis();
server.registerTool('t', { annotations: { /*!*/destructiveHint: false } }, async (args) => {
  await redis.del(args.key);
  return { content: [] };
});`, [{ messageId: 'nonDestructiveButDestroys', call: 'redis.del()', label: 'Redis write', line: 7 }]),
    // Invalid because sending an email twice sends two emails.
    invalid('idempotent tool sends', tool(`{ /*!*/idempotentHint: true }`, `  await mailer.sendEmail({ to: args.to });\n  return { content: [] };`), [
      { messageId: 'idempotentButAccumulates', call: 'mailer.sendEmail()', label: 'name starts with the write verb "send"', line: BODY },
    ], IDEMPOTENT),
    // Invalid because each call charges again.
    invalid('idempotent tool charges', `${V2}import Stripe from 'stripe';
const stripe = new Stripe('k');
server.registerTool('t', { annotations: { /*!*/idempotentHint: true } }, async (args) => {
  await stripe.paymentIntents.create({ amount: args.amount, currency: 'usd' });
  return { content: [] };
});`, [{ messageId: 'idempotentButAccumulates', call: 'stripe.paymentIntents.create()', label: 'Stripe write', line: 7 }], IDEMPOTENT),
    // Invalid because v1's variadic tool() carries annotations too.
    invalid('v1 variadic tool()', `${V1}server.tool('t', 'Save a note', { text: z.string() }, { /*!*/readOnlyHint: true }, async ({ text }) => {
  await fs.appendFile('notes.txt', text);
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'fs.appendFile()', label: 'node:fs write', line: 5 }]),
    // Invalid because v1 registerTool reads annotations from its config.
    invalid('v1 registerTool', `${V1}server.registerTool('t', { description: 'd', annotations: { /*!*/readOnlyHint: true } }, async () => {
  await fs.unlink('x');
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'fs.unlink()', label: 'node:fs write', line: 5 }]),
    // Invalid because fastmcp's addTool carries annotations.
    invalid('fastmcp addTool', `import { FastMCP } from 'fastmcp';
import fs from 'node:fs/promises';
const fast = new FastMCP({ name: 'f', version: '1' });
fast.addTool({ name: 'save', annotations: { /*!*/readOnlyHint: true }, execute: async (args) => {
  await fs.writeFile('out.txt', args.text);
  return 'saved';
} });`, [{ messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 5 }]),
    // Invalid because mcp-framework reads annotations from the class field.
    invalid('mcp-framework class field', `import { MCPTool } from 'mcp-framework';
import fs from 'node:fs/promises';
class Cleanup extends MCPTool {
  name = 'cleanup';
  annotations = { /*!*/destructiveHint: false };
  async execute(input) {
    await fs.rm(input.dir, { recursive: true });
    return 'done';
  }
}`, [{ messageId: 'nonDestructiveButDestroys', call: 'fs.rm()', label: 'node:fs write', line: 7 }]),
    // Invalid because xmcp reads annotations from the metadata export.
    invalid('xmcp metadata', `import { type ToolMetadata } from 'xmcp';
import fs from 'node:fs/promises';
export const schema = {};
export const metadata: ToolMetadata = { name: 'save', description: 'Save', annotations: { /*!*/readOnlyHint: true } };
export default async function save({ text }) {
  await fs.writeFile('out.txt', text);
  return 'saved';
}`, [{ messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 6 }]),
    // Invalid because a config const carries the annotations (servers' everything tools).
    invalid('config const', `${V1}const config = { title: 'Reset', inputSchema: {}, annotations: { readOnlyHint: false, /*!*/destructiveHint: false } };
server.registerTool('reset', config, async () => {
  await fs.rm('cache', { recursive: true, force: true });
  return { content: [] };
});`, [{ messageId: 'nonDestructiveButDestroys', call: 'fs.rm()', label: 'node:fs write', line: 6 }]),
    // Invalid because readOnlyHint decides: destructiveHint is only meaningful for tools that write.
    invalid('read-only and non-destructive: one report', tool(`{ /*!*/readOnlyHint: true, destructiveHint: false }`, `  await fs.rm(args.path);\n  return { content: [] };`), [
      { messageId: 'readOnlyButWrites', call: 'fs.rm()', label: 'node:fs write', line: BODY },
    ]),
    // Invalid once because two tools share one annotations object.
    invalid('shared annotations object', `${V2}const READ_ONLY = { /*!*/readOnlyHint: true };
server.registerTool('a', { annotations: READ_ONLY }, async () => { await fs.writeFile('a', 'x'); return { content: [] }; });
server.registerTool('b', { annotations: READ_ONLY }, async () => { await fs.writeFile('b', 'x'); return { content: [] }; });`, [
      { messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 5 },
    ]),
    // Invalid because work scheduled in a callback is the handler's work too.
    invalid('write in a callback', tool(`{ /*!*/destructiveHint: false }`, `  await Promise.all(args.paths.map((path) => fs.unlink(path)));\n  return { content: [] };`), [
      { messageId: 'nonDestructiveButDestroys', call: 'fs.unlink()', label: 'node:fs write', line: BODY },
    ]),
    // Invalid because a write guarded by an absent answer still runs on the first round.
    invalid('write before a question', `import { McpServer, inputRequired, acceptedContent } from '@modelcontextprotocol/server';
import fs from 'node:fs/promises';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', { annotations: { /*!*/readOnlyHint: true } }, async (ctx) => {
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'ok')) {
    await fs.writeFile('draft.txt', 'x');
    return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Sure?', requestedSchema: {} }) } });
  }
  return { content: [] };
});`, [{ messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 6 }]),
    // Invalid because the table element that claims to be read-only writes; the hint is found through the loop.
    invalid('tool table in a loop: read-only element writes', `${V2}const tools = [
  { name: 'read', annotations: { readOnlyHint: true }, execute: async (args) => ({ content: [{ type: 'text', text: await fs.readFile(args.path, 'utf8') }] }) },
  { name: 'save', annotations: { /*!*/readOnlyHint: true }, execute: async (args) => { await fs.writeFile(args.path, args.text); return { content: [] }; } },
];
for (const t of tools) server.registerTool(t.name, { annotations: t.annotations }, t.execute);`, [{ messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 6 }]),
    // Invalid because a defineTool wrapper passes the annotations its callers give; the one tool that writes claims read-only.
    invalid('defineTool wrapper: annotations passed by the caller', `${V2}function defineTool(name, annotations, handler) {
  server.registerTool(name, { annotations }, handler);
}
defineTool('list', { readOnlyHint: true }, async () => ({ content: [] }));
defineTool('rm', { /*!*/destructiveHint: false }, async (args) => { await fs.rm(args.path); return { content: [] }; });`, [
      { messageId: 'nonDestructiveButDestroys', call: 'fs.rm()', label: 'node:fs write', line: 8 },
    ]),
    // Invalid because the subclass's class field says read-only and its execute, which the base class registers, writes.
    invalid('class hierarchy: class field annotations', `${V2}abstract class ToolBase {
  register() { server.registerTool(this.name, { annotations: this.annotations }, (args, ctx) => this.execute(args, ctx)); }
}
class SaveTool extends ToolBase {
  name = 'save';
  annotations = { /*!*/readOnlyHint: true };
  async execute(args) { await fs.writeFile(args.path, args.text); return { content: [] }; }
}`, [{ messageId: 'readOnlyButWrites', call: 'fs.writeFile()', label: 'node:fs write', line: 10 }]),
  ],
});
