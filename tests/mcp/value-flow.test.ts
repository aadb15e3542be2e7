// Handlers found by following values to a registration (docs/architecture.md, "Where handlers are found"): each
// shape as production servers write it, with what it must not take as a handler.
import { describe, expect, it } from 'vitest';
import { fileHandlers } from '../../src/mcp/handlers.js';
import { summarize, type Summary } from './frameworks/summarize.js';
import { lintWith } from './lint-with.js';

const brief = (found: Summary[]) => found.map((handler) => [handler.line, handler.method, handler.contextParam, handler.annotations]);

describe('handlers found by value flow', () => {
  it('follows a project wrapper whose parameter reaches registerTool: every call registers its argument', () => {
    const found = summarize(`
      function defineTool(server, name, schema, fn) {
        server.registerTool(name, { inputSchema: schema }, fn);
      }
      defineTool(server, 'refund', RefundSchema, async (args, ctx) => ({ content: [] }));
      defineTool(server, 'ping', PingSchema, async function ping(args, ctx) { return { content: [] }; });
    `);
    expect(brief(found)).toEqual([
      [5, 'tools/call', 'ctx', null],
      [6, 'tools/call', 'ctx', null],
    ]);
  });

  it('follows a wrapper of a wrapper, and the annotations the outer call passes', () => {
    const found = summarize(`
      function register(server, name, config, fn) { server.registerTool(name, config, fn); }
      function accountTool(server, name, config, fn) { register(server, name, config, fn); }
      accountTool(server, 'delete_zone', { inputSchema: s, annotations: { destructiveHint: false } }, async (args, ctx) => ({ content: [] }));
    `);
    expect(brief(found)).toEqual([[4, 'tools/call', 'ctx', '{ destructiveHint: false }']]);
  });

  it('registers each element of a tool table iterated by for…of, with that element’s annotations', () => {
    const found = summarize(`
      const tools = [
        { name: 'list', annotations: { readOnlyHint: true }, execute: async (args, ctx) => ({ content: [] }) },
        { name: 'drop', annotations: { destructiveHint: true }, async execute(args, ctx) { return { content: [] }; } },
      ];
      for (const t of tools) server.registerTool(t.name, { inputSchema: t.schema, annotations: t.annotations }, t.execute);
    `);
    expect(brief(found)).toEqual([
      [3, 'tools/call', 'ctx', '{ readOnlyHint: true }'],
      [4, 'tools/call', 'ctx', '{ destructiveHint: true }'],
    ]);
  });

  it('registers the values of a record of tool({...}) objects iterated by Object.entries, spreads included', () => {
    const found = summarize(`
      import { tool } from '@supabase/mcp-utils';
      const readTools = { list_projects: tool({ description: 'd', parameters: p, execute: async (args) => ({}) }) };
      const writeTools = { apply_migration: tool({ description: 'd', parameters: p, annotations: { destructiveHint: true }, execute: async (args) => ({}) }) };
      const all = { ...readTools, ...writeTools };
      for (const [name, t] of Object.entries(all)) {
        server.registerTool(name, { inputSchema: t.parameters, annotations: t.annotations }, async (args) => t.execute(args));
      }
    `);
    // The inline arrow is registered; the `execute` it returns is each tool's handler.
    expect(found.map((handler) => handler.line)).toEqual([7, 3, 7, 4]);
    expect(found.filter((handler) => handler.line === 4).map((handler) => handler.annotations)).toEqual(['{ destructiveHint: true }']);
  });

  it('registers the elements of forEach and of a mapped table', () => {
    const found = summarize(`
      const handlers = { a: async (args, ctx) => ({ content: [] }), b: async (args, ctx) => ({ content: [] }) };
      const list = Object.entries(handlers).map(([name, handler]) => ({ name, handler }));
      list.forEach(({ name, handler }) => server.registerTool(name, { inputSchema: s }, handler));
    `);
    expect(found.map((handler) => handler.line)).toEqual([2, 2]);
  });

  it('takes the method behind .bind(this) and a forwarding arrow, with the context where it is passed', () => {
    const found = summarize(`
      class Payments {
        register(server) {
          server.registerTool('refund', { inputSchema: s }, (args, ctx) => this.refund(args, ctx));
          server.registerTool('charge', { inputSchema: s }, this.charge.bind(this));
        }
        async refund(args, ctx) { return { content: [] }; }
        async charge(args, extra) { return { content: [] }; }
      }
    `);
    expect(found.map((handler) => [handler.line, handler.contextParam])).toEqual([
      [4, 'ctx'],
      [7, 'ctx'],
      [8, 'extra'],
    ]);
  });

  it('makes execute of every subclass of a base class that registers this.execute a handler, with its class field annotations', () => {
    const found = summarize(`
      abstract class ToolBase {
        abstract execute(args, ctx);
        register(server) {
          server.registerTool(this.name, { inputSchema: this.schema, annotations: this.annotations }, (args, ctx) => this.execute(args, ctx));
        }
      }
      class ListTool extends ToolBase {
        name = 'list';
        annotations = { readOnlyHint: true };
        async execute(args, ctx) { return { content: [] }; }
      }
      class DropTool extends ToolBase {
        name = 'drop';
        annotations = { destructiveHint: true };
        async execute(args, ctx) { return { content: [] }; }
      }
    `);
    const executes = found.filter((handler) => handler.line !== 5);
    expect(brief(executes)).toEqual([
      [11, 'tools/call', 'ctx', '{ readOnlyHint: true }'],
      [16, 'tools/call', 'ctx', '{ destructiveHint: true }'],
    ]);
  });

  it('finds the function a higher-order wrapper runs: the returned handler and each function passed to it', () => {
    const found = summarize(`
      import { inputRequired } from '@modelcontextprotocol/server';
      function withPermissionRetry(fn) {
        return async (args, ctx) => {
          try {
            return await fn(args, ctx);
          } catch (error) {
            if (error.status === 403) return inputRequired({ inputRequests: { elevate: ask } });
            throw error;
          }
        };
      }
      server.registerTool('delete_issue', { inputSchema: s }, withPermissionRetry(async (args, ctx) => ({ content: [] })));
    `);
    expect(found.map((handler) => [handler.line, handler.contextParam])).toEqual([
      [4, 'ctx'],
      [13, 'ctx'],
    ]);
  });

  it('finds the switch arms of a low-level tools/call dispatcher that return a function’s answer', () => {
    const found = summarize(`
      import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
      async function handleRefund(args, extra) { return { content: [] }; }
      server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
        switch (request.params.name) {
          case 'refund':
          case 'refund_v2':
            return handleRefund(request.params.arguments, extra);
          default:
            throw new Error('unknown tool');
        }
      });
    `);
    expect(found.map((handler) => [handler.line, handler.method, handler.contextParam])).toEqual([
      [4, 'tools/call', 'extra'],
      [3, 'tools/call', 'extra'],
    ]);
  });

  it('does not take what a handler only calls, logs or passes its context to without returning', () => {
    const found = summarize(`
      function audit(args, ctx) { return 1; }
      function format(result) { return { content: [] }; }
      server.registerTool('x', { inputSchema: s }, async (args, ctx) => {
        audit(args, ctx);
        const data = await load(args);
        return format(data);
      });
    `);
    expect(found.map((handler) => handler.line)).toEqual([4]);
  });

  it('does not register a wrapper parameter nobody passes in this file, nor a table element that is not a function', () => {
    const found = summarize(`
      export function defineTool(server, name, fn) { server.registerTool(name, {}, fn); }
      const tools = [{ name: 'a', execute: remoteExecute }];
      for (const t of tools) server.registerTool(t.name, {}, t.execute);
    `);
    expect(found).toEqual([]);
  });

  it('keeps the registrations it found before: a registration inside an uncalled setup function with a parameter config', () => {
    const found = summarize(`
      export function setup(server, options) {
        server.registerTool('x', { inputSchema: s, annotations: options.annotations }, async (args, ctx) => ({ content: [] }));
      }
    `);
    expect(brief(found)).toEqual([[3, 'tools/call', 'ctx', null]]);
  });
});

// Neon's shape and its relatives: a record or Map of handlers looked up by the requested name. A key only known at
// run time may be any of the record's functions; a key the file fixes (a literal, a table element's name) is that one.
const lines = (found: Summary[]) => found.map((handler) => [handler.line, handler.method, handler.contextParam]);

describe('handlers looked up by a computed key', () => {
  it('takes every function of a record a tools/call handler looks up by the requested name and returns the answer of', () => {
    const found = summarize(`
      const HANDLERS = {
        create_branch: async (args, extra) => ({ content: [] }),
        async delete_branch(args, ctx) { return { content: [] }; },
        version: '1.0',
      };
      server.setRequestHandler('tools/call', async (request, extra) => {
        const handler = HANDLERS[request.params.name];
        if (!handler) throw new Error('unknown tool');
        return handler(request.params.arguments, extra);
      });
    `);
    expect(lines(found)).toEqual([
      [7, 'tools/call', 'extra'],
      [3, 'tools/call', 'extra'],
      [4, 'tools/call', 'ctx'],
    ]);
  });

  it('follows a lookup called in place, awaited, and an optional call, with the context where it is passed', () => {
    const found = summarize(`
      import { CallToolRequestSchema } from '@modelcontextprotocol/sdk/types.js';
      const toolHandlers = { a: async (ctx, args) => ({ content: [] }) };
      const optional = { b: async (args, ctx) => ({ content: [] }) };
      server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
        const { name, arguments: args } = request.params;
        if (name.startsWith('opt_')) return optional[name]?.(args, extra);
        return await toolHandlers[name](extra, args);
      });
    `);
    expect(lines(found)).toEqual([
      [5, 'tools/call', 'extra'],
      [4, 'tools/call', 'ctx'],
      [3, 'tools/call', 'ctx'],
    ]);
  });

  it('takes the functions of a Map looked up with get, declarations and arrows alike', () => {
    const found = summarize(`
      async function refund(args, ctx) { return { content: [] }; }
      const HANDLERS = new Map([
        ['refund', refund],
        ['charge', async (args, ctx) => ({ content: [] })],
      ]);
      server.setRequestHandler('tools/call', async (request, ctx) => {
        const handler = HANDLERS.get(request.params.name);
        return handler(request.params.arguments, ctx);
      });
    `);
    expect(lines(found)).toEqual([
      [7, 'tools/call', 'ctx'],
      [2, 'tools/call', 'ctx'],
      [5, 'tools/call', 'ctx'],
    ]);
  });

  it('pairs a table element with the record entry its name selects, annotations included', () => {
    const found = summarize(`
      const TOOLS = [
        { name: 'list_rows', annotations: { readOnlyHint: true } },
        { name: 'drop_table', annotations: { destructiveHint: true } },
      ];
      const HANDLERS = {
        drop_table: async (args, ctx) => ({ content: [] }),
        list_rows: async (args, ctx) => ({ content: [] }),
      };
      for (const tool of TOOLS) server.registerTool(tool.name, { inputSchema: s, annotations: tool.annotations }, HANDLERS[tool.name]);
    `);
    // list_rows (line 8) with its read-only annotations, drop_table (line 7) with its destructive ones: never crossed.
    expect(brief(found)).toEqual([
      [8, 'tools/call', 'ctx', '{ readOnlyHint: true }'],
      [7, 'tools/call', 'ctx', '{ destructiveHint: true }'],
    ]);
  });

  it('takes every function of the record when the table of names comes from another file', () => {
    const found = summarize(`
      import { NEON_TOOLS } from './definitions.js';
      const NEON_HANDLERS = { a: async (args, ctx) => ({ content: [] }), b: async (args, ctx) => ({ content: [] }) };
      NEON_TOOLS.forEach((tool) => {
        const handler = NEON_HANDLERS[tool.name];
        server.registerTool(tool.name, { inputSchema: tool.inputSchema }, async (args, ctx) => handler(args, ctx));
      });
    `);
    expect(found.map((handler) => handler.line)).toEqual([6, 3, 3]);
  });

  it('reads the record Object.fromEntries builds from a tool table', () => {
    const found = summarize(`
      const tools = [
        { name: 'a', handler: async (args, ctx) => ({ content: [] }) },
        { name: 'b', handler: async (args, ctx) => ({ content: [] }) },
      ];
      const byName = Object.fromEntries(tools.map((t) => [t.name, t.handler]));
      server.setRequestHandler('tools/call', (request, ctx) => byName[request.params.name](request.params.arguments, ctx));
    `);
    expect(lines(found)).toEqual([
      [7, 'tools/call', 'ctx'],
      [3, 'tools/call', 'ctx'],
      [4, 'tools/call', 'ctx'],
    ]);
  });

  it('takes only the entry a key fixed in the file selects: a literal, or a const', () => {
    const found = summarize(`
      const HANDLERS = {
        a: async (args, ctx) => ({ content: [] }),
        b: async (args, ctx) => ({ content: [] }),
      };
      const B = 'b';
      server.registerTool('a', { inputSchema: s }, HANDLERS['a']);
      server.registerTool('b', { inputSchema: s }, HANDLERS[B]);
    `);
    expect(found.map((handler) => [handler.line, handler.toolName])).toEqual([
      [3, 'a'],
      [4, 'b'],
    ]);
  });

  it('does not take a looked-up function a handler calls without returning its answer or handing it the request', () => {
    const found = summarize(`
      const FORMATTERS = { json: (data) => JSON.stringify(data), text: (data) => String(data) };
      const LABELS = { a: 'A' };
      const cache = new Map();
      server.registerTool('x', { inputSchema: s }, async (args, ctx) => {
        const data = await load(args);
        cache.set(args.id, data);
        const format = FORMATTERS[args.format];
        return { content: [{ type: 'text', text: LABELS[args.kind] + format(data) }] };
      });
    `);
    expect(found.map((handler) => handler.line)).toEqual([5]);
  });

  it('does not register what a record lookup outside any registration holds', () => {
    const found = summarize(`
      const HANDLERS = { a: async (args, ctx) => ({ content: [] }) };
      export function run(name, args) { return HANDLERS[name](args); }
      server.registerTool('y', { inputSchema: s }, async (args, ctx) => ({ content: [] }));
    `);
    expect(found.map((handler) => handler.line)).toEqual([4]);
  });

  it('takes every element of a table a dispatcher finds by the requested name', () => {
    const found = summarize(`
      const TOOLS = [
        { name: 'a', handler: async (args, ctx) => ({ content: [] }) },
        { name: 'b', handler: async (args, ctx) => ({ content: [] }), annotations: { readOnlyHint: true } },
      ];
      server.setRequestHandler('tools/call', async (request, ctx) => {
        const tool = TOOLS.find((t) => t.name === request.params.name);
        if (!tool) throw new Error('unknown tool');
        return tool.handler(request.params.arguments, ctx);
      });
    `);
    expect(lines(found)).toEqual([
      [6, 'tools/call', 'ctx'],
      [3, 'tools/call', 'ctx'],
      [4, 'tools/call', 'ctx'],
    ]);
  });

  it('does not take what a find over anything but a table of this file yields', () => {
    const found = summarize(`
      import { TOOLS } from './tools.js';
      server.setRequestHandler('tools/call', async (request, ctx) => {
        const tool = TOOLS.find((t) => t.name === request.params.name);
        return tool.handler(request.params.arguments, ctx);
      });
    `);
    expect(found.map((handler) => handler.line)).toEqual([3]);
  });
});

describe('wrappers of other files given one function', () => {
  it('takes the function an imported wrapper is given as the handler (claude-task-master, Sentry)', () => {
    const found = summarize(`
      import { withNormalizedProjectRoot, withToolContext } from './tools/utils.js';
      import { withPermissionRetry } from './permissions.js';
      server.addTool({
        name: 'add_task',
        parameters: schema,
        execute: withNormalizedProjectRoot(async (args, { log, session }) => ({ content: [] })),
      });
      server.addTool({ name: 'abort', parameters: schema, execute: withToolContext('abort', async (args, ctx) => ({ content: [] })) });
      server.registerTool('delete_issue', { inputSchema: s }, withPermissionRetry(async (args, ctx) => ({ content: [] })));
    `);
    expect(found.map((handler) => [handler.line, handler.shape, handler.contextParam])).toEqual([
      [7, 'fastmcp', '{ log, session }'],
      [9, 'fastmcp', 'ctx'],
      [10, 'registerTool', 'ctx'],
    ]);
  });

  it('does not pick one of two functions an imported combinator is given', () => {
    const found = summarize(`
      import { pipe } from './fp.js';
      server.registerTool('x', { inputSchema: s }, pipe(async (args) => args, async (args, ctx) => ({ content: [] })));
    `);
    expect(found).toEqual([]);
  });
});

describe('tables filled after they are built', () => {
  it('takes the functions a module Map gets by set, and a record by assignment, through a register helper too', () => {
    const found = summarize(`
      const HANDLERS = new Map();
      const EXTRA = {};
      function register(name, handler) { HANDLERS.set(name, handler); }
      HANDLERS.set('a', async (args, ctx) => ({ content: [] }));
      register('b', async (args, ctx) => ({ content: [] }));
      EXTRA['c'] = async (args, ctx) => ({ content: [] });
      server.setRequestHandler('tools/call', async (request, ctx) => {
        const { name } = request.params;
        if (HANDLERS.has(name)) return HANDLERS.get(name)(request.params.arguments, ctx);
        return EXTRA[name](request.params.arguments, ctx);
      });
    `);
    // In the order the file writes them: the helper's set (line 4) before the direct one.
    expect(lines(found)).toEqual([
      [8, 'tools/call', 'ctx'],
      [6, 'tools/call', 'ctx'],
      [5, 'tools/call', 'ctx'],
      [7, 'tools/call', 'ctx'],
    ]);
  });

  it('takes the tools a registry class keeps in a Map field, added by register() calls and dispatched by this.tools.get', () => {
    const found = summarize(`
      class ToolRegistry {
        private tools = new Map();
        register(tool) { this.tools.set(tool.name, tool); }
        get(name) { return this.tools.get(name); }
      }
      const registry = new ToolRegistry();
      registry.register({ name: 'refund', handler: async (args, ctx) => ({ content: [] }) });
      registry.register({ name: 'status', handler: async (args, ctx) => ({ content: [] }) });
      server.setRequestHandler(CallToolRequestSchema, async (request, ctx) => {
        const tool = registry.get(request.params.name);
        if (!tool) throw new Error('unknown tool');
        return tool.handler(request.params.arguments, ctx);
      });
    `);
    // Valid because nothing but the two registered handlers is taken: not `register`, not `get`.
    expect(lines(found)).toEqual([
      [10, 'tools/call', 'ctx'],
      [8, 'tools/call', 'ctx'],
      [9, 'tools/call', 'ctx'],
    ]);
  });

  it('takes what a server class sets on its own field in the constructor, dispatched with this.tools.get(name)?.handler', () => {
    const found = summarize(`
      class BillingServer {
        private readonly tools: Map<string, { handler: Function }>;
        constructor(server) {
          this.tools = new Map();
          this.tools.set('refund', { handler: this.refund.bind(this) });
          this.tools.set('charge', { handler: (args, ctx) => this.charge(args, ctx) });
          server.setRequestHandler('tools/call', async (request, ctx) => this.tools.get(request.params.name)?.handler(request.params.arguments, ctx));
        }
        async refund(args, ctx) { return { content: [] }; }
        async charge(args, ctx) { return { content: [] }; }
      }
    `);
    expect(lines(found)).toEqual([
      [8, 'tools/call', 'ctx'],
      [10, 'tools/call', 'ctx'],
      [7, 'tools/call', 'ctx'],
      [11, 'tools/call', 'ctx'],
    ]);
  });

  it('registers each entry of a registry field on the server in a loop: for…of values(), forEach, a list() method', () => {
    const found = summarize(`
      class Tools {
        #unused = 0;
        tools = new Map();
        add(name, config, execute) { this.tools.set(name, { name, config, execute }); }
        list() { return [...this.tools.values()]; }
        attach(server) {
          for (const t of this.tools.values()) server.registerTool(t.name, t.config, t.execute);
        }
      }
      const tools = new Tools();
      tools.add('a', { annotations: { readOnlyHint: true } }, async (args, ctx) => ({ content: [] }));
      tools.add('b', {}, async (args, ctx) => ({ content: [] }));
      for (const t of tools.list()) server.registerTool(t.name, t.config, t.execute);
      tools.tools.forEach((t) => server.registerTool(t.name, t.config, t.execute));
    `);
    // The loop in attach() and the one over list() each register both; forEach over tools.tools is outside the class
    // (TODO: should register: a field read from outside the class is not followed).
    expect(found.map((handler) => [handler.line, handler.toolName])).toEqual([
      [12, null],
      [13, null],
      [12, null],
      [13, null],
    ]);
  });

  it('follows a #private registry field and the registry a server class holds in a field', () => {
    const found = summarize(`
      class ToolRegistry {
        #tools = new Map();
        register(tool) { this.#tools.set(tool.name, tool); }
        get(name) { return this.#tools.get(name); }
      }
      class App {
        registry = new ToolRegistry();
        constructor(server) {
          this.registry.register({ name: 'refund', handler: async (args, ctx) => ({ content: [] }) });
          server.setRequestHandler('tools/call', async (request, ctx) => this.registry.get(request.params.name).handler(request.params.arguments, ctx));
        }
      }
    `);
    expect(lines(found)).toEqual([
      [11, 'tools/call', 'ctx'],
      [10, 'tools/call', 'ctx'],
    ]);
  });

  it('follows a class-field registry written from outside the class: through an instance, and a parameter typed by the class', () => {
    const found = summarize(`
      class ToolServer {
        tools = new Map();
        constructor(server) {
          server.setRequestHandler('tools/call', async (request, ctx) => this.tools.get(request.params.name)(request.params.arguments, ctx));
        }
      }
      const app = new ToolServer(server);
      app.tools.set('refund', async (args, ctx) => ({ content: [] }));
      function addExport(target: ToolServer) {
        target.tools.set('export', async function exportTool(args, ctx) { return { content: [] }; });
      }
    `);
    expect(lines(found)).toEqual([
      [5, 'tools/call', 'ctx'],
      [9, 'tools/call', 'ctx'],
      [11, 'tools/call', 'ctx'],
    ]);
  });

  it('follows a registry array field pushed to from another function of the file, the class registering each element', () => {
    const found = summarize(`
      class Registry {
        tools = [];
        attach(server) {
          for (const tool of this.tools) server.registerTool(tool.name, { inputSchema: tool.schema }, tool.handler);
        }
      }
      export const registry = new Registry();
      function defineTool(name, schema, handler) {
        registry.tools.push({ name, schema, handler });
      }
      defineTool('close_account', s, async (args, ctx) => ({ content: [] }));
      registry.tools.push({ name: 'ping', schema: s, handler: async (args, extra) => ({ content: [] }) });
    `);
    expect(lines(found)).toEqual([
      [12, 'tools/call', 'ctx'],
      [13, 'tools/call', 'extra'],
    ]);
  });

  it('registers the elements a const table gets by push after it is declared', () => {
    const found = summarize(`
      const tools = [];
      tools.push({ name: 'ping', schema: s, handler: async (args, extra) => ({ content: [] }) });
      for (const tool of tools) server.registerTool(tool.name, { inputSchema: tool.schema }, tool.handler);
    `);
    expect(lines(found)).toEqual([[3, 'tools/call', 'extra']]);
  });

  it('does not take an array of results pushed in a handler as a table of handlers', () => {
    const found = summarize(`
      const tools = [{ name: 'ping', handler: async (args, ctx) => ({ content: [] }) }];
      for (const tool of tools) server.registerTool(tool.name, {}, tool.handler);
      const results = [];
      results.push(async (args, ctx) => ({ content: [] }));
      results.forEach((r) => log(r));
    `);
    expect(lines(found)).toEqual([[2, 'tools/call', 'ctx']]);
  });

  it('does not take writes to a field of the same name on another class, or on an object of no known class', () => {
    const found = summarize(`
      class ToolServer {
        tools = new Map();
        constructor(server) {
          server.setRequestHandler('tools/call', async (request, ctx) => this.tools.get(request.params.name)(request.params.arguments, ctx));
        }
      }
      class Cache { tools = new Map(); }
      const cache = new Cache();
      cache.tools.set('a', async (args, ctx) => ({ content: [] }));
      function fill(options) { options.tools.set('b', async (args, ctx) => ({ content: [] })); }
    `);
    // The dispatcher alone: what it looks up is never written.
    expect(lines(found)).toEqual([[5, 'tools/call', 'ctx']]);
  });

  it('does not take a cache field of a class, nor a registry field filled with results or names', () => {
    const found = summarize(`
      class Server {
        private cache = new Map();
        private seen = new Map();
        constructor(server) {
          server.registerTool('x', { inputSchema: s }, async (args, ctx) => {
            const cached = this.cache.get(args.id);
            if (cached) return cached.render(args);
            const result = await fetchIt(args.id);
            this.cache.set(args.id, result);
            this.seen.set(args.id, () => log(args.id));
            return { content: [] };
          });
        }
      }
    `);
    expect(lines(found)).toEqual([[6, 'tools/call', 'ctx']]);
  });

  it('finishes on a field whose entries look the same field up again, and on fields that feed each other', () => {
    const found = summarize(`
      class Loop {
        private a = new Map();
        private b = new Map();
        constructor(server) {
          this.a.set('x', this.b.get('y'));
          this.b.set('y', this.a.get('x'));
          this.a.set('self', this.a.get('self'));
          // A key computed by looking the field up: collecting the writes asks for the writes again.
          this.a.set(this.a.get('x'), this.a.get(this.a.get('self')));
          this.a.set('run', async (args, ctx) => ({ content: [] }));
          server.setRequestHandler('tools/call', async (request, ctx) => this.a.get(request.params.name)(request.params.arguments, ctx));
        }
      }
    `);
    // Valid because the re-entry guard stops each look-up of a field while its writes are being collected.
    expect(lines(found)).toEqual([
      [12, 'tools/call', 'ctx'],
      [11, 'tools/call', 'ctx'],
    ]);
  });

  it('finishes on a module table whose key is looked up in the same table (it overflowed the stack before)', () => {
    const found = summarize(`
      const A = new Map();
      A.set(A.get('x'), A.get(A.get('self')));
      A.set('run', async (args, ctx) => ({ content: [] }));
      server.setRequestHandler('tools/call', async (request, ctx) => A.get(request.params.name)(request.params.arguments, ctx));
    `);
    expect(lines(found)).toEqual([
      [5, 'tools/call', 'ctx'],
      [4, 'tools/call', 'ctx'],
    ]);
  });

  it('takes the elements a table gets by push, found by name', () => {
    const found = summarize(`
      const TOOLS = [];
      TOOLS.push({ name: 'a', run: async (args, ctx) => ({ content: [] }) });
      server.setRequestHandler('tools/call', (request, ctx) => TOOLS.find((t) => t.name === request.params.name).run(request.params.arguments, ctx));
    `);
    expect(lines(found)).toEqual([
      [4, 'tools/call', 'ctx'],
      [3, 'tools/call', 'ctx'],
    ]);
  });

  it('does not take what a cache of results holds, nor values pushed to a local list', () => {
    const found = summarize(`
      const cache = new Map();
      server.registerTool('x', { inputSchema: s }, async (args, ctx) => {
        const seen = [];
        seen.push(args.id);
        cache.set(args.id, await load(args));
        return { content: [{ type: 'text', text: String(cache.get(args.id)) + seen.find((id) => id === args.id) }] };
      });
    `);
    expect(found.map((handler) => handler.line)).toEqual([3]);
  });
});

describe('calls a handler makes inside the callbacks it passes', () => {
  it('keeps the looked-up function a callback written inline runs as a call target, without making it a handler', () => {
    const code = `
      const HANDLERS = { a: async (args, extra) => ({ content: [] }) };
      server.setRequestHandler('tools/call', async (request, extra) => {
        const handler = HANDLERS[request.params.name];
        return startSpan({ name: 'tool' }, async () => {
          const result = await handler(request.params.arguments, extra);
          return result;
        });
      });
    `;
    const targets = lintWith(code, (context) =>
      [...fileHandlers(context.sourceCode).callTargets].map(([call, fns]) => [call.loc.start.line, fns.map((fn) => fn.loc.start.line)]),
    );
    expect(targets).toEqual([[6, [2]]]);
    expect(summarize(code).map((handler) => handler.line)).toEqual([3]);
  });
});

