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

  it('ignores .tool() calls that do not look like registrations', () => {
    expect(summarize(`langchain.tool(async () => 1, { name: 'x' });\nthing.tool('x');\nthing.tool('x', notAFunction);`)).toEqual([]);
  });
});
