// Handlers a project's own registry registers (docs/architecture.md, "Where handlers are found"): calls chained on a
// method that returns `this` (`registry.add(a).add(b)`), and a record field filled by the registry's `add` and
// registered from `Object.values`/`Object.entries`; with the builders and registries that register nothing.
import { describe, expect, it } from 'vitest';
import { summarize, type Summary } from './frameworks/summarize.js';

const lines = (found: Summary[]) => found.map((handler) => [handler.line, handler.method, handler.contextParam]).sort((a, b) => Number(a[0]) - Number(b[0]));

describe('registries whose add() returns this, called in a chain', () => {
  it('registers every handler of a chain on a registry instance, not only the first', () => {
    const found = summarize(`
      class Registry {
        private handlers = new Map();
        add(name, description, handler) {
          this.handlers.set(name, handler);
          return this;
        }
        attach(server) {
          for (const [name, handler] of this.handlers) server.registerTool(name, { description: name }, handler);
        }
      }
      const registry = new Registry();
      registry
        .add('close_account', 'Close an account', async (args, ctx) => ({ content: [] }))
        .add('refund', 'Refund a charge', async (args, extra) => ({ content: [] }))
        .add('ping', 'Ping', async function ping(args, ctx) { return { content: [] }; });
      registry.attach(server);
    `);
    // Before, only line 14: the second and third add() are called on what the first returns.
    expect(lines(found)).toEqual([
      [14, 'tools/call', 'ctx'],
      [15, 'tools/call', 'extra'],
      [16, 'tools/call', 'ctx'],
    ]);
  });

  it('registers a chain whose add() registers on the server itself, awaited links and a non-null assertion included', () => {
    const found = summarize(`
      class ToolKit {
        constructor(private readonly server: McpServer) {}
        add(name: string, schema: object, handler: Function) {
          this.server.registerTool(name, { inputSchema: schema }, handler as any);
          return this;
        }
      }
      const kit = new ToolKit(server);
      kit.add('a', s, async (args, ctx) => ({ content: [] }))!.add('b', s, async (args, ctx) => ({ content: [] }));
    `);
    expect(lines(found)).toEqual([
      [10, 'tools/call', 'ctx'],
      [10, 'tools/call', 'ctx'],
    ]);
  });

  it('registers a chain of a plain object whose add() returns the object', () => {
    const found = summarize(`
      function add(name, handler) {
        server.registerTool(name, {}, handler);
        return tools;
      }
      const tools = { add };
      tools
        .add('a', async (args, ctx) => ({ content: [] }))
        .add('b', async (args, ctx) => ({ content: [] }));
    `);
    expect(lines(found)).toEqual([
      [8, 'tools/call', 'ctx'],
      [9, 'tools/call', 'ctx'],
    ]);
  });

  it('registers a chain of an object literal whose add() method returns this', () => {
    const found = summarize(`
      const tools = {
        add(name, handler) {
          server.registerTool(name, {}, handler);
          return this;
        },
      };
      tools
        .add('a', async (args, ctx) => ({ content: [] }))
        .add('b', async (args, extra) => ({ content: [] }));
    `);
    expect(lines(found)).toEqual([
      [9, 'tools/call', 'ctx'],
      [10, 'tools/call', 'extra'],
    ]);
  });

  it('does not take the functions of a builder chain that registers nothing (a query builder, a zod schema)', () => {
    const found = summarize(`
      import { z } from 'zod';
      class QueryBuilder {
        private hooks = [];
        add(name, hook) { this.hooks.push({ name, hook }); return this; }
        run() { for (const h of this.hooks) h.hook(); }
      }
      const query = new QueryBuilder()
        .add('before', async (args, ctx) => ({ content: [] }))
        .add('after', async (args, ctx) => ({ content: [] }));
      const Schema = z.object({ id: z.string() }).extend({ name: z.string() }).refine((value) => value.id !== '');
      server.registerTool('lookup', { inputSchema: Schema }, async (args, ctx) => ({ content: [] }));
    `);
    // Valid because the only registration is lookup's own handler.
    expect(lines(found)).toEqual([[12, 'tools/call', 'ctx']]);
  });

  it('registers a chain on this inside the class (a withDefaults() method that adds its own tools)', () => {
    const found = summarize(`
      class Registry {
        private handlers = new Map();
        add(name, handler) {
          this.handlers.set(name, handler);
          return this;
        }
        withDefaults() {
          return this.add('ping', async (args, ctx) => ({ content: [] }))
            .add('refund', async (args, extra) => ({ content: [] }));
        }
        attach(server) {
          for (const [name, handler] of this.handlers) server.registerTool(name, { description: name }, handler);
        }
      }
      new Registry().withDefaults().attach(server);
    `);
    // Before, only ping: the second add() runs on what this.add(...) returns, which is this.
    expect(lines(found)).toEqual([
      [9, 'tools/call', 'ctx'],
      [10, 'tools/call', 'extra'],
    ]);
  });

  it('registers a chain on a class field arrow that returns this', () => {
    const found = summarize(`
      class Registry {
        private handlers = new Map();
        add = (name, handler) => {
          this.handlers.set(name, handler);
          return this;
        };
        attach(server) {
          for (const [name, handler] of this.handlers) server.registerTool(name, {}, handler);
        }
      }
      const registry = new Registry();
      registry
        .add('a', async (args, ctx) => ({ content: [] }))
        .add('b', async (args, extra) => ({ content: [] }));
      registry.attach(server);
    `);
    // The arrow's this is the instance, as a method's is (before, the first link only).
    expect(lines(found)).toEqual([
      [14, 'tools/call', 'ctx'],
      [15, 'tools/call', 'extra'],
    ]);
  });

  it('does not take the functions of a chain on this in a builder that registers nothing, nor go on after an object literal arrow', () => {
    const found = summarize(`
      class Pipeline {
        private steps = [];
        step(name, run) { this.steps.push({ name, run }); return this; }
        build() { return this.step('parse', async (args, ctx) => ({ content: [] })).step('emit', async (args, ctx) => ({ content: [] })); }
        run() { for (const s of this.steps) s.run(); }
      }
      const kit = {
        // An object literal's arrow: its this is not kit.
        add: (name, handler) => { server.registerTool(name, {}, handler); return this; },
      };
      kit.add('x', async (args, ctx) => ({ content: [] }))
        .add('y', async (args, extra) => ({ content: [] }));
    `);
    // Valid for Pipeline because nothing registers its steps; kit's add() registers x, and y is passed to an add of
    // what the arrow's this is, not kit's.
    expect(lines(found)).toEqual([[12, 'tools/call', 'ctx']]);
  });

  it('follows a chain through a method that returns a new instance of its class', () => {
    const found = summarize(`
      class Registry {
        private handlers = new Map();
        add(name, handler) { this.handlers.set(name, handler); return new Registry(); }
        attach(server) { for (const [name, handler] of this.handlers) server.registerTool(name, {}, handler); }
      }
      const registry = new Registry();
      registry.add('a', async (args, ctx) => ({ content: [] })).add('b', async (args, ctx) => ({ content: [] }));
      registry.attach(server);
    `);
    // The second add() runs on the new instance; attach() registers the field of any instance (discovery follows the
    // class, not the instance), so both count (before, the first only).
    expect(lines(found)).toEqual([
      [8, 'tools/call', 'ctx'],
      [8, 'tools/call', 'ctx'],
    ]);
  });
});

describe('record fields a registry fills and registers from Object.values/entries', () => {
  it('registers what add() writes into a record field, iterated by Object.values, Object.entries and forEach', () => {
    const found = summarize(`
      class Tools {
        private byName: Record<string, { name: string; shape: object; handler: Function }> = {};
        add(tool) {
          this.byName[tool.name] = tool;
          return this;
        }
        attach(server) {
          for (const t of Object.values(this.byName)) server.registerTool(t.name, { inputSchema: t.shape }, t.handler);
        }
        attachTo(other) {
          for (const [name, t] of Object.entries(this.byName)) other.registerTool(name, { inputSchema: t.shape }, t.handler);
        }
        attachEach(third) {
          Object.values(this.byName).forEach((t) => third.registerTool(t.name, {}, t.handler));
        }
      }
      const tools = new Tools();
      tools.add({ name: 'close_account', shape: s, handler: async (args, ctx) => ({ content: [] }) });
    `);
    // One handler, registered by each of the three loops.
    expect(lines(found)).toEqual([
      [19, 'tools/call', 'ctx'],
      [19, 'tools/call', 'ctx'],
      [19, 'tools/call', 'ctx'],
    ]);
  });

  it('registers a module record filled by assignment and iterated by Object.values', () => {
    const found = summarize(`
      const TOOLS: Record<string, any> = {};
      TOOLS.refund = { name: 'refund', handler: async (args, ctx) => ({ content: [] }) };
      for (const t of Object.values(TOOLS)) server.registerTool(t.name, {}, t.handler);
    `);
    expect(lines(found)).toEqual([[3, 'tools/call', 'ctx']]);
  });

  it('does not take what a registry-looking class stores but never registers, nor a record it only logs', () => {
    const found = summarize(`
      class Tools {
        private byName: Record<string, any> = {};
        private list = new Map();
        add(tool) { this.byName[tool.name] = tool; this.list.set(tool.name, tool); return this; }
        describe() { for (const t of Object.values(this.byName)) console.log(t.name, t.handler); }
        run(name, args) { return this.list.get(name).handler(args); }
      }
      const tools = new Tools();
      tools.add({ name: 'a', handler: async (args, ctx) => ({ content: [] }) }).add({ name: 'b', handler: async (args, ctx) => ({ content: [] }) });
      const counts = new Map();
      server.registerTool('count', {}, async (args, ctx) => ({ content: [{ type: 'text', text: String(Object.values(counts).length) }] }));
    `);
    // Valid because nothing registers what the class stores: only count's handler is one.
    expect(lines(found)).toEqual([[12, 'tools/call', 'ctx']]);
  });

  it('does not read the set() entries of a Map passed to Object.values (which gives none)', () => {
    const found = summarize(`
      const TOOLS = new Map();
      TOOLS.set('refund', { name: 'refund', handler: async (args, ctx) => ({ content: [] }) });
      for (const t of Object.values(TOOLS)) server.registerTool(t.name, {}, t.handler);
    `);
    expect(lines(found)).toEqual([]);
  });
});
