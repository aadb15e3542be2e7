/** xmcp: one tool, prompt or resource per file, `export default async function (params, extra) {}` next to `schema` / `metadata`. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveFunction } from '../../ast/functions.js';
import { objectProperty, resolveObject, skipTransparent, staticString } from '../../ast/origin.js';
import { paramAt } from './context.js';
import { defineFramework } from './types.js';

/** The file looks like an xmcp tool: it imports `xmcp`, or exports `schema` / `metadata` next to its default export. */
function xmcpMetadata(program: TSESTree.Program): { isToolFile: boolean; metadata: TSESTree.ObjectExpression | null } {
  let isToolFile = false;
  let metadata: TSESTree.ObjectExpression | null = null;
  for (const statement of program.body) {
    if (statement.type === AST_NODE_TYPES.ImportDeclaration && (statement.source.value === 'xmcp' || statement.source.value.startsWith('xmcp/'))) {
      isToolFile = true;
    }
    if (statement.type !== AST_NODE_TYPES.ExportNamedDeclaration || statement.declaration?.type !== AST_NODE_TYPES.VariableDeclaration) continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type !== AST_NODE_TYPES.Identifier) continue;
      if (declarator.id.name === 'schema') isToolFile = true;
      if (declarator.id.name === 'metadata') {
        isToolFile = true;
        const init = declarator.init ? skipTransparent(declarator.init) : null;
        if (init?.type === AST_NODE_TYPES.ObjectExpression) metadata = init;
      }
    }
  }
  return { isToolFile, metadata };
}

/** Which of the three asking methods an xmcp file serves, from its metadata (prompts carry `role`, resources `mimeType`). */
function xmcpMethod(metadata: TSESTree.ObjectExpression | null): string {
  if (objectProperty(metadata, 'role')) return 'prompts/get';
  if (objectProperty(metadata, 'mimeType')) return 'resources/read';
  return 'tools/call';
}

export default defineFramework({
  name: 'xmcp',
  shapes: ['xmcp'],
  // A default export in a file that imports xmcp or exports `schema` / `metadata` (what `xmcpMetadata` checks);
  // anchored lookaheads, so the text is scanned once whatever else the file holds.
  text: String.raw`^(?=[\s\S]*?export\s+default)(?=[\s\S]*?\b(?:xmcp|schema|metadata)\b)`,
  nodeTypes: [AST_NODE_TYPES.ExportDefaultDeclaration],
  roundTrip: { answers: ['inputResponses'], state: ['requestState'] },
  // xmcp hands tools SDK v2's context (`extra.inputResponses`, `extra.requestState()`), with or without an import.
  era: '2026-07-28',
  register(node, { scope, sourceCode }) {
    const { isToolFile, metadata } = xmcpMetadata(sourceCode.ast);
    if (!isToolFile) return [];
    const fn = resolveFunction(node.declaration, scope);
    if (!fn) return [];
    const method = xmcpMethod(metadata);
    const isTool = method === 'tools/call';
    return [
      {
        fn,
        shape: 'xmcp',
        method,
        toolName: isTool ? staticString(objectProperty(metadata, 'name')?.value) : null,
        annotations: isTool ? resolveObject(objectProperty(metadata, 'annotations')?.value, scope) : null,
        contextParam: paramAt(fn, 1),
      },
    ];
  },
});
