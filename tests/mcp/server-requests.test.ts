import { describe, expect, it } from 'vitest';
import { mayHoldServerRequest } from '../../src/mcp/server-requests.js';

describe('mayHoldServerRequest', () => {
  // Each text has a request serverRequestCall accepts: the text test must let it through.
  it.each([
    ['await this.server.request({ method: "roots/list" }, ListRootsResultSchema);', 'the low-level server of an McpServer'],
    ['await mcp.server.elicitInput({ message });', 'elicitInput on it'],
    ['await mcpServer.createMessage({ messages });', 'a name ending in server'],
    ['const roots = await lowLevelServer.listRoots();', 'listRoots'],
    ["import { Server } from '@modelcontextprotocol/sdk/server/index.js';\nconst s = new Server(info);\nawait s.request(req, Schema);", 'an SDK server under another name'],
    ['await ctx["server"].request(req, Schema);', 'a computed member'],
  ])('is true for %s (%s)', (text) => {
    expect(mayHoldServerRequest(text)).toBe(true);
  });

  // An HTTP server that calls `.request` on its own clients holds no MCP server request.
  it('is false for `.request` calls without an MCP server in the file', () => {
    expect(mayHoldServerRequest("import http from 'node:http';\nconst server = http.createServer();\nawait client.request({ path: '/' });")).toBe(false);
  });
  it('is false for request methods without a server', () => {
    expect(mayHoldServerRequest('await client.createMessage({ messages });')).toBe(false);
  });
});
