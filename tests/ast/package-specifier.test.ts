import { describe, expect, it } from 'vitest';
import { packageSpecifier } from '../../src/ast/origin.js';
import { isV1Module, isV2Module } from '../../src/mcp/sdk.js';

describe('packageSpecifier', () => {
  it.each([
    ['npm:@modelcontextprotocol/server@2', '@modelcontextprotocol/server'],
    ['npm:@modelcontextprotocol/sdk@1.20.0/server/mcp.js', '@modelcontextprotocol/sdk/server/mcp.js'],
    ['npm:stripe@14', 'stripe'],
    ['npm:chargebee', 'chargebee'],
    ['jsr:@std/path@1', '@std/path'],
    ['@modelcontextprotocol/server', '@modelcontextprotocol/server'],
    ['node:fs', 'node:fs'],
    ['./services/mail.js', './services/mail.js'],
    ['https://esm.sh/stripe@14', 'https://esm.sh/stripe@14'],
  ])('%s names %s', (specifier, named) => {
    expect(packageSpecifier(specifier)).toBe(named);
  });

  it('lets the SDK be known through a Deno npm: specifier', () => {
    expect(isV2Module('npm:@modelcontextprotocol/server@2')).toBe(true);
    expect(isV1Module('npm:@modelcontextprotocol/sdk@1/server/mcp.js')).toBe(true);
    expect(isV2Module('npm:@modelcontextprotocol/server-extra@2')).toBe(false);
  });
});
