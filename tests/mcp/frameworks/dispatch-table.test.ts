import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('hand-rolled dispatch tables', () => {
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
});
