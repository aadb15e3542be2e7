import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TSESTree } from '@typescript-eslint/utils';
import { FRAMEWORKS } from '../../src/mcp/frameworks/index.js';
import { enclosingHandler, fileHandlers, handlerOf, roundTripAccess, ROUND_TRIP_ACCESSES, type HandlerShape } from '../../src/mcp/handlers.js';
import { summarize } from './frameworks/summarize.js';
import { lintWith } from './lint-with.js';

// Each registration shape is tested in tests/mcp/frameworks/<module>.test.ts; this file tests the orchestrator.

/** Every shape, checked exhaustive by the type: a new shape must be added here and to one framework. */
const SHAPES: Record<HandlerShape, true> = {
  registerTool: true,
  registerPrompt: true,
  registerResource: true,
  tool: true,
  prompt: true,
  resource: true,
  setRequestHandler: true,
  'resourceTemplate-list': true,
  'resourceTemplate-complete': true,
  completable: true,
  xmcp: true,
  fastmcp: true,
  'mcp-framework': true,
  mastra: true,
  'dispatch-table': true,
};

const HELPER_MODULES = new Set(['context.ts', 'index.ts', 'types.ts', 'README.md']);

describe('the framework modules', () => {
  it('declare every shape exactly once', () => {
    const declared = FRAMEWORKS.flatMap((framework) => framework.shapes);
    expect([...declared].sort()).toEqual(Object.keys(SHAPES).sort());
  });

  it('are all registered: every module under src/mcp/frameworks/ is in FRAMEWORKS', async () => {
    const directory = new URL('../../src/mcp/frameworks/', import.meta.url);
    const files = readdirSync(directory).filter((file) => !HELPER_MODULES.has(file));
    const load = async (file: string) => ((await import(/* @vite-ignore */ new URL(file, directory).href)) as { default: unknown }).default;
    const modules = await Promise.all(files.map(load));
    expect(files.length).toBe(FRAMEWORKS.length);
    for (const module of modules) expect(FRAMEWORKS).toContain(module);
  });

  it('filter by name only the node types that have one', () => {
    const named = new Set(['CallExpression', 'NewExpression', 'ClassDeclaration', 'ClassExpression']);
    for (const framework of FRAMEWORKS) {
      if (framework.names) expect(framework.nodeTypes.every((type) => named.has(type)), framework.name).toBe(true);
    }
  });
});

describe('where answers and state live', () => {
  it('is ctx.mcpReq for SDK v2 shapes, the context itself for xmcp, nowhere for push-only frameworks', () => {
    const paths = (shape: HandlerShape) => {
      const access = roundTripAccess(shape);
      return access && [access.answers.join('.'), access.state.join('.')];
    };
    expect(paths('registerTool')).toEqual(['mcpReq.inputResponses', 'mcpReq.requestState']);
    expect(paths('setRequestHandler')).toEqual(['mcpReq.inputResponses', 'mcpReq.requestState']);
    expect(paths('xmcp')).toEqual(['inputResponses', 'requestState']);
    expect(paths('tool')).toBeNull();
    expect(paths('fastmcp')).toBeNull();
    expect(paths('mcp-framework')).toBeNull();
    expect(paths('mastra')).toBeNull();
    expect(paths('dispatch-table')).toBeNull();
  });

  it('lists each distinct place once', () => {
    expect(ROUND_TRIP_ACCESSES.map((access) => access.state.join('.'))).toEqual(['mcpReq.requestState', 'requestState']);
  });
});

describe('fileHandlers', () => {
  it('keeps source order across frameworks', () => {
    const found = summarize(`
      server.addTool({ name: 'a', execute: async (args, context) => 'x' });
      server.registerTool('b', { inputSchema: s }, async (args, ctx) => ({ content: [] }));
      const handlers = { 'tools/call': async (params) => ({ content: [] }) };
      server.tool('c', async (extra) => ({ content: [] }));
    `);
    expect(found.map((h) => [h.shape, h.line])).toEqual([
      ['fastmcp', 2],
      ['registerTool', 3],
      ['dispatch-table', 4],
      ['tool', 5],
    ]);
  });

  it('skips the walk on files with no registration words', () => {
    expect(summarize(`const x = foo(() => 1);`)).toEqual([]);
  });

  it('registers nothing for a registration whose callback is not in the file', () => {
    expect(summarize(`server.registerTool('x', { inputSchema: s }, importedHandler);\nserver.addTool({ name: 'y', execute: imported.run });`)).toEqual([]);
  });
});

describe('handler lookups', () => {
  it('maps functions to registrations and nodes to their enclosing handler', () => {
    const result = lintWith(
      `
      server.registerTool('a', { inputSchema: s }, async (args, ctx) => {
        const inner = () => ctx;
        return { content: [] };
      });
      function helper() { return 1; }
    `,
      (context) => {
        const { handlers } = fileHandlers(context.sourceCode);
        const fn = handlers[0]?.fn as TSESTree.ArrowFunctionExpression;
        const body = fn.body as TSESTree.BlockStatement;
        const declaration = body.body[0] as TSESTree.VariableDeclaration;
        const inner = declaration.declarations[0]?.init as TSESTree.ArrowFunctionExpression;
        const helper = context.sourceCode.ast.body[1] as TSESTree.FunctionDeclaration;
        return {
          direct: handlerOf(context.sourceCode, fn)?.toolName,
          inner: handlerOf(context.sourceCode, inner),
          enclosing: enclosingHandler(context.sourceCode, inner.body)?.toolName,
          outside: enclosingHandler(context.sourceCode, helper.body),
        };
      },
    );
    expect(result).toEqual({ direct: 'a', inner: undefined, enclosing: 'a', outside: undefined });
  });
});
