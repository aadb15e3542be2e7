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
