import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isTransparentWrapper, memberName, propertyKeyName, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { fileProtocolEra } from '../src/types/era.js';
import { contextParamHandler, isMcpReqObject, roundTripAccess } from '../src/mcp/handlers.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

export type MessageIds = 'accessorUsedAsValue' | 'callAccessor';

/** Callees that want the state's value (a string or object), and get the function instead. */
const CONVERSIONS = new Set(['JSON.parse', 'JSON.stringify', 'Buffer.from', 'atob', 'btoa', 'String', 'Number', 'parseInt', 'decodeURIComponent', 'structuredClone', 'Object.keys', 'Object.entries']);
/** Method names of codecs that decode a state string. */
const DECODERS = new Set(['verify', 'decode', 'parse', 'unseal', 'decrypt']);
const FUNCTION_MEMBERS = new Set(['call', 'apply', 'bind']);
const COMPARISONS = new Set(['==', '===', '!=', '!==']);
const MAX_ALIAS_DEPTH = 2;

/** What a destructuring pattern reads from: a declaration's initializer, an outer pattern's key, or (otherwise) a parameter. */
function patternSource(pattern: TSESTree.ObjectPattern): { init: TSESTree.Node } | { key: string | null } | { param: TSESTree.ObjectPattern } {
  const parent = pattern.parent;
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init) return { init: parent.init };
  if (parent.type === AST_NODE_TYPES.Property && parent.parent.type === AST_NODE_TYPES.ObjectPattern) return { key: propertyKeyName(parent) };
  return { param: pattern };
}

export default createRule<[], MessageIds>({
  name: 'no-misused-request-state',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require the `requestState` accessor of SDK v2 and xmcp handlers to be called, not used as a value',
      config: 'recommended',
    },
    hasSuggestions: true,
    messages: {
      accessorUsedAsValue:
        '`{{name}}` is a function that returns the request state, not the state itself: {{effect}}. Call it: `{{name}}()` returns the state, or `undefined` on the first round.',
      callAccessor: 'Call it: `{{name}}()`.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    if (!mayMentionRoundTrip(sourceCode) || !sourceCode.text.includes('requestState')) return {};
    // Only SDK v2 (and xmcp) hand handlers an accessor; in SDK v1 `requestState` is a plain string param.
    if (fileProtocolEra(context) !== '2026-07-28') return {};

    const isMcpReq = (node: TSESTree.Node) => isMcpReqObject(sourceCode, node);
    /** A context parameter that holds the accessor itself: xmcp's `extra.requestState` (`export default async function (params, extra)`). */
    const isXmcpContext = (node: TSESTree.Node) => {
      const handler = contextParamHandler(sourceCode, node);
      return handler !== undefined && roundTripAccess(handler.shape)?.state.length === 1;
    };

    /** What goes wrong when the accessor reaches `parent` as a value, or null when the use is fine. */
    function misuse(value: TSESTree.Node, parent: TSESTree.Node): string | null {
      switch (parent.type) {
        case AST_NODE_TYPES.CallExpression: {
          if (parent.callee === value) return null;
          const callee = skipTransparent(parent.callee);
          const calleeText = sourceCode.getText(callee);
          const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
          if (calleeText === 'Boolean') return 'as a function it is always truthy';
          if (CONVERSIONS.has(calleeText) || (method !== null && DECODERS.has(method))) return `\`${calleeText}()\` receives the function, not the state string`;
          return null;
        }
        case AST_NODE_TYPES.IfStatement:
        case AST_NODE_TYPES.WhileStatement:
        case AST_NODE_TYPES.DoWhileStatement:
        case AST_NODE_TYPES.ForStatement:
        case AST_NODE_TYPES.ConditionalExpression:
          return 'test' in parent && parent.test === value ? 'as a function it is always truthy, so this test never sees the first round' : null;
        case AST_NODE_TYPES.LogicalExpression:
          return 'as a function it is always truthy (never nullish), so this expression never sees the first round';
        case AST_NODE_TYPES.UnaryExpression:
          return parent.operator === '!' ? 'as a function it is always truthy, so this test never sees the first round' : null;
        case AST_NODE_TYPES.BinaryExpression:
          if (COMPARISONS.has(parent.operator)) return 'a function never equals a state value or `undefined`';
          return parent.operator === '+' ? "concatenating it inserts the function's source text" : null;
        case AST_NODE_TYPES.TemplateLiteral:
          return "interpolating it inserts the function's source text";
        case AST_NODE_TYPES.SpreadElement:
          return 'spreading a function copies nothing';
        case AST_NODE_TYPES.MemberExpression: {
          if (parent.object !== value) return null;
          const property = memberName(parent);
          return property !== null && FUNCTION_MEMBERS.has(property) ? null : `reading \`.${property ?? '[…]'}\` of the function gives \`undefined\``;
        }
        default:
          return null;
      }
    }

    /** Reports each misuse of an accessor expression, following `const alias = accessor`. */
    function checkAccessor(accessor: TSESTree.Expression, name: string, depth: number): void {
      let value: TSESTree.Node = accessor;
      while (value.parent && isTransparentWrapper(value.parent)) value = value.parent;
      const parent = value.parent;
      if (!parent) return;
      if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === value && parent.id.type === AST_NODE_TYPES.Identifier) {
        if (depth < MAX_ALIAS_DEPTH) checkBinding(parent.id, depth + 1);
        return;
      }
      const effect = misuse(value, parent);
      if (!effect) return;
      context.report({
        node: accessor,
        messageId: 'accessorUsedAsValue',
        data: { name, effect },
        suggest: [{ messageId: 'callAccessor', data: { name }, fix: (fixer) => fixer.insertTextAfter(accessor, '()') }],
      });
    }

    /** Checks every read of a variable bound to the accessor. */
    function checkBinding(identifier: TSESTree.Identifier, depth: number): void {
      const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
      for (const reference of variable?.references ?? []) {
        if (reference.isRead()) checkAccessor(reference.identifier as TSESTree.Identifier, identifier.name, depth);
      }
    }

    return {
      'MemberExpression[computed=false][property.name="requestState"]'(node: TSESTree.MemberExpression) {
        if (!isMcpReq(node.object) && !isXmcpContext(node.object)) return;
        checkAccessor(node, sourceCode.getText(node), 0);
      },
      // `const { requestState } = ctx.mcpReq`, `({ mcpReq: { requestState } }) => ...`, xmcp `(params, { requestState })`.
      'ObjectPattern > Property'(node: TSESTree.Property) {
        if (propertyKeyName(node) !== 'requestState') return;
        const pattern = node.parent as TSESTree.ObjectPattern;
        const source = patternSource(pattern);
        const accessorSource =
          ('init' in source && (isMcpReq(source.init) || isXmcpContext(source.init))) ||
          ('key' in source && source.key === 'mcpReq') ||
          ('param' in source && isXmcpContext(source.param));
        if (!accessorSource) return;
        const binding = node.value.type === AST_NODE_TYPES.AssignmentPattern ? node.value.left : node.value;
        if (binding.type === AST_NODE_TYPES.Identifier) checkBinding(binding, 0);
      },
    };
  },
});
