import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../src/ast/call-text.js';
import { findVariable, memberName, propertyKeyName, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { isRoundTripValue } from '../src/mcp/round-trip.js';
import type { Scope } from '../src/ast/types.js';
import { perRoundSource } from '../src/mcp/per-round.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

export type MessageIds = 'unstableKey';

export default createRule<[], MessageIds>({
  name: 'stable-input-request-keys',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require `inputRequests` keys that are the same on every round of a multi round-trip request',
      config: 'recommended',
    },
    messages: {
      unstableKey:
        'This `inputRequests` key comes from `{{source}}`, which changes on every round. The client answers under the key it was given, but the re-sent request runs the handler again, which looks for the answer under a new key and asks again. Use a constant, or a key derived from the arguments.',
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    if (!mayMentionRoundTrip(sourceCode) || !sourceCode.text.includes('inputRequests')) return {};
    const checked = new Set<TSESTree.Node>();

    /** The text of the per-round source a key is built from, or null. */
    function perRoundText(key: TSESTree.Node, scope: Scope): string | null {
      const source = perRoundSource(key, scope);
      if (!source) return null;
      return source.type === AST_NODE_TYPES.Identifier ? source.name : callText(sourceCode, source);
    }

    function checkKey(key: TSESTree.Node): void {
      if (checked.has(key)) return;
      checked.add(key);
      const scope = sourceCode.getScope(key);
      if (isRoundTripValue(key, scope)) return;
      const source = perRoundText(key, scope);
      if (source) context.report({ node: key, messageId: 'unstableKey', data: { source } });
    }

    function checkObject(object: TSESTree.ObjectExpression): void {
      for (const property of object.properties) {
        if (property.type === AST_NODE_TYPES.Property && property.computed) checkKey(property.key);
      }
    }

    /** `const requests = {}; requests[key] = ...; inputRequired({ inputRequests: requests })`. */
    function checkRequestsVariable(identifier: TSESTree.Identifier): void {
      const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
      if (!variable || variable.defs.length === 0) return;
      const def = variable.defs[0];
      if (def?.type === 'Variable' && def.node.init) {
        const init = skipTransparent(def.node.init);
        if (init.type === AST_NODE_TYPES.ObjectExpression) checkObject(init);
      }
      for (const reference of variable.references) {
        const member = reference.identifier.parent;
        if (member?.type === AST_NODE_TYPES.MemberExpression && member.object === reference.identifier && member.computed && isAssignedTo(member)) {
          checkKey(member.property);
        }
      }
    }

    return {
      Property(node) {
        if (propertyKeyName(node) !== 'inputRequests' || node.parent.type !== AST_NODE_TYPES.ObjectExpression) return;
        const value = skipTransparent(node.value);
        if (value.type === AST_NODE_TYPES.ObjectExpression) checkObject(value);
        else if (value.type === AST_NODE_TYPES.Identifier) checkRequestsVariable(value);
      },
      // `result.inputRequests[key] = ...`, `inputRequests[key] = ...`
      'AssignmentExpression > MemberExpression.left[computed=true]'(node: TSESTree.MemberExpression) {
        const object = skipTransparent(node.object);
        const named =
          (object.type === AST_NODE_TYPES.Identifier && object.name === 'inputRequests') ||
          (object.type === AST_NODE_TYPES.MemberExpression && memberName(object) === 'inputRequests');
        if (named) checkKey(node.property);
      },
    };
  },
});

function isAssignedTo(member: TSESTree.MemberExpression): boolean {
  const parent = member.parent;
  return parent.type === AST_NODE_TYPES.AssignmentExpression && parent.left === member;
}
