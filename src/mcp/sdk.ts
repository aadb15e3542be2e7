/**
 * Module names of the MCP SDKs and of the frameworks that re-export them. Subpaths count
 * (`@modelcontextprotocol/sdk/server/mcp.js`, `agents/mcp/server`), and so do Deno's `npm:` specifiers.
 */
import { packageSpecifier } from '../ast/origin.js';

/** SDK v2 (protocol 2026-07-28, multi round-trip) and the frameworks that re-export its helpers. */
export const V2_MODULES = ['@modelcontextprotocol/server', '@modelcontextprotocol/core', 'xmcp', 'agents/mcp', 'mcp-handler'];

/** SDK v1 (protocol 2025-11-25 and earlier, push-style requests only). */
export const V1_MODULES = ['@modelcontextprotocol/sdk'];

/** Frameworks that only know push-style requests. */
export const PUSH_ONLY_MODULES = ['fastmcp', 'mcp-framework'];

function matchesModule(specifier: string, roots: readonly string[]): boolean {
  const named = packageSpecifier(specifier);
  return roots.some((root) => named === root || named.startsWith(`${root}/`));
}

export function isV2Module(specifier: string): boolean {
  return matchesModule(specifier, V2_MODULES);
}

export function isV1Module(specifier: string): boolean {
  return matchesModule(specifier, V1_MODULES);
}

export function isMcpModule(specifier: string): boolean {
  return isV2Module(specifier) || isV1Module(specifier) || matchesModule(specifier, PUSH_ONLY_MODULES);
}
