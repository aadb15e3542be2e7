import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('SDK v1 variadic tool / prompt / resource', () => {
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

  it('takes a parameter shape whose keys look like hints for the schema, not the annotations', () => {
    const found = summarize(`server.tool('t', { title: z.string() }, async ({ title }, extra) => ({ content: [] }));`);
    expect(found.map((h) => [h.annotations, h.contextParam])).toEqual([[null, 'extra']]);
  });

  it('finds a tool named by the definition a loop registers (Neon: tool.name, its description and annotations)', () => {
    const found = summarize(`
      import { tools } from './definitions.js';
      tools.forEach((tool) => {
        server.tool(tool.name, tool.description, { params: tool.inputSchema }, tool.annotations, async (args, extra) => ({ content: [] }));
      });
    `);
    expect(found.map((h) => [h.shape, h.line, h.contextParam])).toEqual([['tool', 4, 'extra']]);
  });

  it('does not take a .tool() call named by any other property', () => {
    expect(summarize(`thing.tool(config.id, async (a, b) => 1);`)).toEqual([]);
  });

  it('ignores .tool() calls that do not look like registrations', () => {
    expect(summarize(`langchain.tool(async () => 1, { name: 'x' });\nthing.tool('x');\nthing.tool('x', notAFunction);`)).toEqual([]);
  });
});
