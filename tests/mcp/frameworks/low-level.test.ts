import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('SDK setRequestHandler', () => {
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
