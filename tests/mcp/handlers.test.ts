import { describe, expect, it } from 'vitest';
import type { TSESTree } from '@typescript-eslint/utils';
import { enclosingHandler, fileHandlers, handlerOf, returnedValues } from '../../src/mcp/handlers.js';
import { lintWith } from './lint-with.js';

interface Summary {
  shape: string;
  method: string | null;
  toolName: string | null;
  annotations: string | null;
  contextParam: string | null;
  line: number;
}

function summarize(code: string): Summary[] {
  return lintWith(code, (context) =>
    fileHandlers(context.sourceCode).handlers.map((handler) => ({
      shape: handler.shape,
      method: handler.method,
      toolName: handler.toolName,
      annotations: handler.annotations ? context.sourceCode.getText(handler.annotations) : null,
      contextParam: handler.contextParam ? context.sourceCode.getText(handler.contextParam) : null,
      line: handler.fn.loc.start.line,
    })),
  );
}

describe('fileHandlers: SDK v2', () => {
  it('finds registerTool with (args, ctx), its name and annotations', () => {
    const [tool] = summarize(`
      import { McpServer } from '@modelcontextprotocol/server';
      const server = new McpServer({ name: 's', version: '1' });
      server.registerTool('pay', { inputSchema: schema, annotations: { destructiveHint: true } }, async ({ amount }, ctx) => ({ content: [] }));
    `);
    expect(tool).toEqual({ shape: 'registerTool', method: 'tools/call', toolName: 'pay', annotations: '{ destructiveHint: true }', contextParam: 'ctx', line: 4 });
  });

  it('takes the only parameter as the context when registerTool declares no inputSchema', () => {
    const [tool] = summarize(`server.registerTool('ping', { description: 'd' }, async (ctx) => ({ content: [] }));`);
    expect(tool?.contextParam).toBe('ctx');
  });

  it('does not guess the context of a one-parameter callback when the config is not a literal', () => {
    const [tool] = summarize(`server.registerTool('x', config, async (args) => ({ content: [] }));`);
    expect(tool?.contextParam).toBeNull();
  });

  it('resolves callbacks and configs held in same-file declarations', () => {
    const tools = summarize(`
      const annotations = { readOnlyHint: true };
      const config = { inputSchema: s, annotations };
      async function handle(args, ctx) { return { content: [] }; }
      const alias = handle;
      server.registerTool('a', config, handle);
      server.registerTool('b', config, alias);
    `);
    expect(tools.map((tool) => [tool.toolName, tool.line, tool.annotations])).toEqual([
      ['a', 4, '{ readOnlyHint: true }'],
      ['b', 4, '{ readOnlyHint: true }'],
    ]);
  });

  it('finds registerPrompt and registerResource', () => {
    const found = summarize(`
      server.registerPrompt('p', { argsSchema: s }, async (args, ctx) => ({ messages: [] }));
      server.registerResource('r', 'config://app', {}, async (uri, ctx) => ({ contents: [] }));
    `);
    expect(found.map((h) => [h.shape, h.method, h.toolName, h.contextParam])).toEqual([
      ['registerPrompt', 'prompts/get', null, 'ctx'],
      ['registerResource', 'resources/read', null, 'ctx'],
    ]);
  });

  it('finds ResourceTemplate list and complete callbacks, inline or in a const', () => {
    const found = summarize(`
      const template = new ResourceTemplate('users://{id}', {
        list: async (ctx) => ({ resources: [] }),
        complete: { id: async (value) => ['1'], org: (value) => [] },
      });
      server.registerResource('user', template, {}, async (uri, variables, ctx) => ({ contents: [] }));
    `);
    expect(found.map((h) => [h.shape, h.method, h.contextParam])).toEqual([
      ['resourceTemplate-list', 'resources/list', 'ctx'],
      ['resourceTemplate-complete', 'completion/complete', null],
      ['resourceTemplate-complete', 'completion/complete', null],
      ['registerResource', 'resources/read', 'ctx'],
    ]);
  });

  it('finds completable callbacks', () => {
    const [found] = summarize(`const arg = completable(z.string(), (value) => ['a']);`);
    expect(found?.method).toBe('completion/complete');
  });
});

describe('fileHandlers: setRequestHandler', () => {
  it('reads a string method (v2)', () => {
    const [h] = summarize(`server.setRequestHandler('tools/list', async (request, ctx) => ({ tools: [] }));`);
    expect([h?.shape, h?.method, h?.contextParam]).toEqual(['setRequestHandler', 'tools/list', 'ctx']);
  });

  it('reads the v2 three-argument custom-method form', () => {
    const [h] = summarize(`server.setRequestHandler('acme/search', { params: P, result: R }, async (params, ctx) => ({}));`);
    expect(h?.method).toBe('acme/search');
  });

  it('maps v1 request schema constants, aliased or through a namespace', () => {
    const found = summarize(`
      import { CallToolRequestSchema, ListToolsRequestSchema as Tools } from '@modelcontextprotocol/sdk/types.js';
      import * as types from '@modelcontextprotocol/sdk/types.js';
      server.setRequestHandler(CallToolRequestSchema, async (request, extra) => ({ content: [] }));
      server.setRequestHandler(Tools, async () => ({ tools: [] }));
      server.setRequestHandler(types.CompleteRequestSchema, async () => ({ completion: { values: [] } }));
      server.setRequestHandler(types.ListResourcesRequestSchema, async () => ({ resources: [] }));
    `);
    expect(found.map((h) => h.method)).toEqual(['tools/call', 'tools/list', 'completion/complete', 'resources/list']);
  });

  it('leaves an unknown schema as a null method', () => {
    const [h] = summarize(`server.setRequestHandler(MySchema, async () => ({}));`);
    expect(h?.method).toBeNull();
  });
});

describe('fileHandlers: SDK v1 variadic forms', () => {
  it('finds tool(name, cb), tool(name, description, schema, annotations, cb), prompt and resource', () => {
    const found = summarize(`
      server.tool('a', async (extra) => ({ content: [] }));
      server.tool('b', 'desc', { x: z.string() }, { readOnlyHint: true }, async ({ x }, extra) => ({ content: [] }));
      server.prompt('p', async () => ({ messages: [] }));
      server.resource('r', 'file:///x', async (uri, extra) => ({ contents: [] }));
    `);
    expect(found.map((h) => [h.shape, h.method, h.toolName, h.annotations, h.contextParam])).toEqual([
      ['tool', 'tools/call', 'a', null, 'extra'],
      ['tool', 'tools/call', 'b', '{ readOnlyHint: true }', 'extra'],
      ['prompt', 'prompts/get', null, null, null],
      ['resource', 'resources/read', null, null, 'extra'],
    ]);
  });

  it('ignores .tool() calls that do not look like registrations', () => {
    expect(summarize(`langchain.tool(async () => 1, { name: 'x' });\nthing.tool('x');\nthing.tool('x', notAFunction);`)).toEqual([]);
  });
});

describe('fileHandlers: frameworks', () => {
  it('finds an xmcp default-exported tool and reads its metadata', () => {
    const [h] = summarize(`
      import { type InferSchema } from 'xmcp';
      export const schema = { a: z.string() };
      export const metadata = { name: 'greet', annotations: { readOnlyHint: true } };
      export default async function greet({ a }, extra) { return 'hi'; }
    `);
    expect(h).toMatchObject({ shape: 'xmcp', method: 'tools/call', toolName: 'greet', annotations: '{ readOnlyHint: true }', contextParam: 'extra' });
  });

  it('reads xmcp prompts by their role metadata and resolves an identifier default export', () => {
    const [h] = summarize(`
      export const metadata = { name: 'review', role: 'user' };
      const review = ({ code }) => 'Review ' + code;
      export default review;
    `);
    expect(h).toMatchObject({ shape: 'xmcp', method: 'prompts/get', toolName: null });
  });

  it('does not take any default export for an xmcp tool', () => {
    expect(summarize(`export default function main() {}`)).toEqual([]);
  });

  it('finds fastmcp addTool / addPrompt / addResource', () => {
    const found = summarize(`
      server.addTool({ name: 'add', annotations: { readOnlyHint: true }, execute: async (args, context) => 'x' });
      server.addPrompt({ name: 'p', load: async (args) => 'x' });
      server.addResource({ uri: 'file:///x', load: async () => ({ text: '' }) });
    `);
    expect(found.map((h) => [h.shape, h.method, h.toolName, h.annotations, h.contextParam])).toEqual([
      ['fastmcp', 'tools/call', 'add', '{ readOnlyHint: true }', 'context'],
      ['fastmcp', 'prompts/get', null, null, null],
      ['fastmcp', 'resources/read', null, null, null],
    ]);
  });

  it('finds mcp-framework tool classes and their execute method', () => {
    const [h] = summarize(`
      import { MCPTool } from 'mcp-framework';
      class Deploy extends MCPTool {
        name = 'deploy';
        schema = {};
        async execute(input) { return 'ok'; }
      }
    `);
    expect(h).toMatchObject({ shape: 'mcp-framework', method: 'tools/call', toolName: 'deploy', line: 6 });
  });

  it('finds Mastra createTool', () => {
    const [h] = summarize(`const t = createTool({ id: 'weather', execute: async ({ context }) => ({}) });`);
    expect(h).toMatchObject({ shape: 'mastra', method: 'tools/call', toolName: 'weather' });
  });

  it('finds hand-rolled dispatch tables keyed by known MCP methods', () => {
    const found = summarize(`
      const handlers = { 'tools/call': async (params) => ({ content: [] }), 'acme/x': () => 1, 'ping': 5 };
      handlers['tools/list'] = () => ({ tools: [] });
      routes['not/a/method'] = () => 1;
      routes.tools = () => 1;
    `);
    expect(found.map((h) => [h.shape, h.method, h.line])).toEqual([
      ['dispatch-table', 'tools/call', 2],
      ['dispatch-table', 'tools/list', 3],
    ]);
  });

  it('skips the walk on files with no registration words', () => {
    expect(summarize(`const x = foo(() => 1);`)).toEqual([]);
  });
});

describe('handler lookups', () => {
  it('maps functions to registrations and nodes to their enclosing handler', () => {
    const result = lintWith(
      `
      server.registerTool('a', { inputSchema: s }, async (args, ctx) => {
        const inner = () => ctx;
        return { content: [] };
      });
      function helper() { return 1; }
    `,
      (context) => {
        const { handlers } = fileHandlers(context.sourceCode);
        const fn = handlers[0]?.fn as TSESTree.ArrowFunctionExpression;
        const body = fn.body as TSESTree.BlockStatement;
        const declaration = body.body[0] as TSESTree.VariableDeclaration;
        const inner = declaration.declarations[0]?.init as TSESTree.ArrowFunctionExpression;
        const helper = context.sourceCode.ast.body[1] as TSESTree.FunctionDeclaration;
        return {
          direct: handlerOf(context.sourceCode, fn)?.toolName,
          inner: handlerOf(context.sourceCode, inner),
          enclosing: enclosingHandler(context.sourceCode, inner.body)?.toolName,
          outside: enclosingHandler(context.sourceCode, helper.body),
        };
      },
    );
    expect(result).toEqual({ direct: 'a', inner: undefined, enclosing: 'a', outside: undefined });
  });

  it('lists returned values without descending into nested functions', () => {
    const texts = lintWith(
      `
      async function handler(x) {
        if (x) return a;
        const f = () => { return nested; };
        for (const y of ys) { if (y) return b; }
        class C { m() { return inClass; } }
        return;
      }
      const arrow = () => c;
    `,
      (context) => {
        const program = context.sourceCode.ast;
        const handler = program.body[0] as TSESTree.FunctionDeclaration;
        const arrow = (program.body[1] as TSESTree.VariableDeclaration).declarations[0]?.init as TSESTree.ArrowFunctionExpression;
        return [...returnedValues(handler, context.sourceCode.visitorKeys), ...returnedValues(arrow, context.sourceCode.visitorKeys)].map((node) =>
          context.sourceCode.getText(node),
        );
      },
    );
    expect(texts).toEqual(['a', 'b', 'c']);
  });
});
