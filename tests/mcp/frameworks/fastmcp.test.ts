import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('fastmcp', () => {
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
});
