/** mcp-framework: `class X extends MCPTool { name = 'x'; async execute(input) {} }`, and `MCPPrompt` / `MCPResource`. */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveFunction, type FunctionNode } from '../../ast/functions.js';
import { propertyKeyName, resolveObject, staticString } from '../../ast/origin.js';
import type { TSESTree } from '@typescript-eslint/utils';
import { defineFramework } from './types.js';

const MCP_FRAMEWORK_METHODS: Readonly<Record<string, { member: string; method: string }>> = {
  MCPTool: { member: 'execute', method: 'tools/call' },
  MCPPrompt: { member: 'generateMessages', method: 'prompts/get' },
  MCPResource: { member: 'read', method: 'resources/read' },
};

export default defineFramework({
  name: 'mcp-framework',
  shapes: ['mcp-framework'],
  text: String.raw`MCP(?:Tool|Prompt|Resource)`,
  nodeTypes: [AST_NODE_TYPES.ClassDeclaration, AST_NODE_TYPES.ClassExpression],
  names: Object.keys(MCP_FRAMEWORK_METHODS),
  // Push-style only; `execute(input)` gets no context parameter.
  roundTrip: null,
  register(node, { scope, name }) {
    const kind = name === null ? undefined : MCP_FRAMEWORK_METHODS[name];
    if (!kind) return [];
    const isTool = name === 'MCPTool';
    let fn: FunctionNode | null = null;
    let toolName: string | null = null;
    let annotations: TSESTree.ObjectExpression | null = null;
    for (const member of node.body.body) {
      if (member.type !== AST_NODE_TYPES.MethodDefinition && member.type !== AST_NODE_TYPES.PropertyDefinition) continue;
      if (member.static) continue;
      const key = propertyKeyName(member);
      if (key === kind.member && member.value) fn = resolveFunction(member.value, scope);
      if (member.type !== AST_NODE_TYPES.PropertyDefinition || !member.value) continue;
      if (key === 'name' && isTool) toolName = staticString(member.value);
      if (key === 'annotations' && isTool) annotations = resolveObject(member.value, scope);
    }
    return [{ fn, shape: 'mcp-framework', method: kind.method, toolName, annotations }];
  },
});
