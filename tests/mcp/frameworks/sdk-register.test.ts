import { describe, expect, it } from 'vitest';
import { summarize } from './summarize.js';

describe('SDK registerTool / registerPrompt / registerResource (v1 and v2)', () => {
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

  it('finds registrations inside Cloudflare McpAgent and Vercel createMcpHandler, which wrap the same McpServer', () => {
    const found = summarize(`
      import { McpAgent } from 'agents/mcp';
      import { createMcpHandler } from 'mcp-handler';
      export class MyMCP extends McpAgent {
        server = new McpServer({ name: 'a', version: '1' });
        async init() {
          this.server.registerTool('pay', { inputSchema: s }, async (args, ctx) => ({ content: [] }));
        }
      }
      const handler = createMcpHandler((server) => {
        server.registerTool('refund', { inputSchema: s }, async (args, ctx) => ({ content: [] }));
      });
    `);
    expect(found.map((h) => [h.shape, h.toolName, h.contextParam])).toEqual([
      ['registerTool', 'pay', 'ctx'],
      ['registerTool', 'refund', 'ctx'],
    ]);
  });
});
