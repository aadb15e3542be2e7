import { describe, expect, it } from 'vitest';
import { protocolEra } from '../../src/mcp/era.js';
import { lintWith } from './lint-with.js';

const era = (code: string, settings: Record<string, unknown> = {}) =>
  lintWith(code, (context) => protocolEra(context.sourceCode, context.settings), settings);

describe('protocolEra', () => {
  it('reads SDK v2 imports as 2026-07-28', () => {
    expect(era(`import { McpServer } from '@modelcontextprotocol/server';`)).toBe('2026-07-28');
  });
  it('reads v2 re-exporters (xmcp, agents/mcp, mcp-handler) as 2026-07-28', () => {
    expect(era(`import { inputRequired } from 'xmcp';`)).toBe('2026-07-28');
    expect(era(`import { createMcpHandler } from 'agents/mcp/server';`)).toBe('2026-07-28');
    expect(era(`import { createMcpHandler } from 'mcp-handler';`)).toBe('2026-07-28');
  });
  it('reads SDK v1 imports (subpaths too) as 2025-11-25', () => {
    expect(era(`import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';`)).toBe('2025-11-25');
  });
  it('reads CommonJS require and import-equals', () => {
    expect(era(`const { Server } = require('@modelcontextprotocol/sdk/server/index.js');`)).toBe('2025-11-25');
    expect(era(`import sdk = require('@modelcontextprotocol/server');`)).toBe('2026-07-28');
  });
  it('reads type-only imports and re-exports', () => {
    expect(era(`import type { ServerContext } from '@modelcontextprotocol/server';`)).toBe('2026-07-28');
    expect(era(`export { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';`)).toBe('2025-11-25');
  });
  it('prefers 2026-07-28 when both SDKs are imported, in either order', () => {
    expect(era(`import '@modelcontextprotocol/sdk/types.js';\nimport { inputRequired } from '@modelcontextprotocol/server';`)).toBe('2026-07-28');
    expect(era(`import { inputRequired } from '@modelcontextprotocol/server';\nimport '@modelcontextprotocol/sdk/types.js';`)).toBe('2026-07-28');
  });
  it('is unknown without MCP imports', () => {
    expect(era(`import express from 'express';\nexport const x = 1;`)).toBe('unknown');
    expect(era(`export const x = 1;`)).toBe('unknown');
  });
  // Under oxlint, reading `sourceCode.ast` builds the file's tree in JavaScript: a file that names no SDK module
  // and has no one-revision registration words is told apart by its text alone.
  it('is unknown without reading the syntax tree when the text names no SDK module', () => {
    const text = `import express from 'express';\nconst app = express();\napp.get('/', (req, res) => res.send('ok'));\n`;
    const sourceCode = {
      text,
      get ast(): never {
        throw new Error('the syntax tree was read');
      },
    } as unknown as Parameters<typeof protocolEra>[0];
    expect(protocolEra(sourceCode, {})).toBe('unknown');
  });
  it('reads the scopes of SDK imports only, not of other namespace imports and requires', () => {
    const code = `import * as path from 'node:path';\nconst fs = require('node:fs');\nimport * as sdk from '@modelcontextprotocol/sdk/server/mcp.js';\nnew sdk.McpServer({ name: 'x', version: '1' });`;
    const declarers: string[] = [];
    const result = lintWith(code, (context) => {
      const { sourceCode } = context;
      const watched = Object.create(sourceCode, {
        getDeclaredVariables: {
          value: (node: Parameters<typeof sourceCode.getDeclaredVariables>[0]) => {
            declarers.push(sourceCode.getText(node));
            return sourceCode.getDeclaredVariables(node);
          },
        },
      }) as typeof sourceCode;
      return protocolEra(watched, context.settings);
    });
    expect(result).toBe('2025-11-25');
    expect(declarers).toEqual(['* as sdk']);
  });
  it('does not match look-alike module names', () => {
    expect(era(`import x from '@modelcontextprotocol/sdk-extra';`)).toBe('unknown');
    expect(era(`import x from 'xmcp-tools';`)).toBe('unknown');
  });
  it('lets settings.mcp.protocol override the imports', () => {
    expect(era(`import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';`, { mcp: { protocol: '2026-07-28' } })).toBe('2026-07-28');
    expect(era(`export const x = 1;`, { mcp: { protocol: '2025-11-25' } })).toBe('2025-11-25');
    expect(era(`import { McpServer } from '@modelcontextprotocol/server';`, { mcp: { protocol: 'auto' } })).toBe('2026-07-28');
  });
  it('ignores other mcp settings', () => {
    expect(era(`import { McpServer } from '@modelcontextprotocol/server';`, { mcp: { effects: [] } })).toBe('2026-07-28');
  });
  it('throws a clear error for an invalid setting', () => {
    expect(() => era(`export const x = 1;`, { mcp: { protocol: '2026' } })).toThrow(
      /settings\.mcp\.protocol must be one of '2025-11-25', '2026-07-28', 'auto'; got "2026"/,
    );
    expect(() => era(`export const x = 1;`, { mcp: { protocol: 2026 } })).toThrow(/settings\.mcp\.protocol/);
  });
});

describe('protocolEra: where the server comes from', () => {
  it('reads an SDK v1 server served through a framework that also re-exports v2 as 2025-11-25 (cloudflare/agents examples/mcp-elicitation)', () => {
    const code = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createLegacyMcpHandler, WorkerTransport } from 'agents/mcp';
export class Legacy { server = new McpServer({ name: 'l', version: '1' }); handler = createLegacyMcpHandler(this.server, { route: '/mcp' }); }`;
    expect(era(code)).toBe('2025-11-25');
  });
  it('reads the server class whichever way it is imported: required, aliased, through a namespace, as a type', () => {
    expect(era(`const { McpServer } = require('@modelcontextprotocol/sdk/server/mcp.js');\nconst { createMcpHandler } = require('mcp-handler');`)).toBe('2025-11-25');
    expect(era(`import { Server as LowLevel } from '@modelcontextprotocol/sdk/server/index.js';\nimport { inputRequired } from 'xmcp';`)).toBe('2025-11-25');
    expect(era(`import * as sdk from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { WorkerTransport } from 'agents/mcp';\nexport const s = new sdk.McpServer({ name: 's', version: '1' });`)).toBe('2025-11-25');
    expect(era(`import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { WorkerTransport } from 'agents/mcp';\nexport function register(server: McpServer) {}`)).toBe('2025-11-25');
  });
  it('reads an SDK v2 server as 2026-07-28 whatever else the file imports', () => {
    expect(era(`import { McpServer } from '@modelcontextprotocol/server';\nimport { z } from '@modelcontextprotocol/sdk/types.js';`)).toBe('2026-07-28');
  });
  it('prefers 2026-07-28 when the file has servers of both SDKs', () => {
    expect(era(`import { McpServer as Legacy } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport { McpServer } from '@modelcontextprotocol/server';`)).toBe('2026-07-28');
  });
  it('falls back on the other imports when the file has no server class', () => {
    expect(era(`import { Client } from '@modelcontextprotocol/sdk/client/index.js';\nimport { createMcpHandler } from 'agents/mcp';`)).toBe('2026-07-28');
  });
  it('does not take a namespace import for a server class unless the server class is read from it', () => {
    expect(era(`import * as types from '@modelcontextprotocol/sdk/types.js';\nimport { createMcpHandler } from 'mcp-handler';\nexport const x = types.LATEST_PROTOCOL_VERSION;`)).toBe('2026-07-28');
  });
  it('reads an xmcp tool file without any import as 2026-07-28: the handler shape says where it comes from', () => {
    expect(era(`export const schema = {};\nexport default async function tool(params, extra) { return extra.requestState(); }`)).toBe('2026-07-28');
    expect(era(`export default async function page() { return 1; }`)).toBe('unknown');
  });
  it('lets settings.mcp.protocol override the server', () => {
    expect(era(`import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nimport 'agents/mcp';`, { mcp: { protocol: '2026-07-28' } })).toBe('2026-07-28');
    expect(era(`export const schema = {};\nexport default async function tool(params, extra) {}`, { mcp: { protocol: '2025-11-25' } })).toBe('2025-11-25');
  });
});
