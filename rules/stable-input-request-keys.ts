import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../src/ast/call-text.js';
import { findVariable, isSingleAssignment, memberName, propertyKeyName, resolveOrigin, skipTransparent } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import { isRoundTripValue } from '../src/mcp/round-trip.js';
import type { Scope, Variable } from '../src/ast/types.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

/**
 * Globals whose calls return something new every time: `Date.now()`, `crypto.randomUUID()`. Maps, not object
 * literals: the names come from the linted code, and `toString` or `constructor` must not find a prototype member.
 */
const PER_CALL_GLOBALS: ReadonlyMap<string, readonly string[][]> = new Map([
  ['Date', [['now']]],
  ['Math', [['random']]],
  ['performance', [['now']]],
  ['crypto', [['randomUUID'], ['getRandomValues']]],
  ['process', [['hrtime'], ['hrtime', 'bigint']]],
]);

/** Modules whose named exports (or every export, `'*'`) generate a new value per call. */
const PER_CALL_MODULES: ReadonlyMap<string, ReadonlySet<string> | '*'> = new Map<string, ReadonlySet<string> | '*'>([
  ['crypto', new Set(['randomUUID', 'randomBytes', 'randomInt'])],
  ['node:crypto', new Set(['randomUUID', 'randomBytes', 'randomInt'])],
  ['uuid', new Set(['v1', 'v4', 'v6', 'v7'])],
  ['nanoid', '*'],
  ['nanoid/non-secure', '*'],
  ['ulid', '*'],
  ['ulidx', '*'],
  ['cuid', '*'],
  ['@paralleldrive/cuid2', new Set(['createId', 'init'])],
  ['perf_hooks', new Set(['performance'])],
  ['node:perf_hooks', new Set(['performance'])],
]);

const MAX_DEPTH = 6;

function samePath(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/** True when a call's result differs on every call: a random id, a timestamp, a clock. */
function isPerCallSource(call: TSESTree.CallExpression, scope: Scope): boolean {
  const origin = resolveOrigin(call.callee, scope);
  // A value built from a call (`randomBytes(4).toString()`) is judged at the inner call.
  if (origin.instance) return PER_CALL_MODULES.get(origin.module ?? '') === '*';
  if (origin.root === 'global' && origin.name !== null) {
    return (PER_CALL_GLOBALS.get(origin.name) ?? []).some((path) => samePath(path, origin.path));
  }
  if (origin.root !== 'import' || origin.module === null) return false;
  const exports = PER_CALL_MODULES.get(origin.module);
  if (!exports) return false;
  if (exports === '*') return true;
  // `import { v4 }`, `import * as uuid` + `uuid.v4()`, `import crypto from 'crypto'` + `crypto.randomUUID()`.
  const wholeModule = origin.name === '*' || origin.name === 'default';
  const exported = wholeModule ? origin.path[0] : origin.name;
  const pathLength = wholeModule ? 1 : 0;
  return exported !== undefined && exported !== null && origin.path.length === pathLength && exports.has(exported);
}

/** A module-level variable written more than once (`let seq = 0; ... seq++`): it survives and changes between rounds. */
function isModuleCounter(variable: Variable): boolean {
  const scopeType = variable.scope.type;
  return (scopeType === 'module' || scopeType === 'global') && variable.defs[0]?.type === 'Variable' && !isSingleAssignment(variable);
}

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

    /** The per-round source an expression is built from (its text), or null. */
    function perRoundSource(node: TSESTree.Node, scope: Scope, depth: number): string | null {
      if (depth > MAX_DEPTH) return null;
      const inner = skipTransparent(node);
      const next = (child: TSESTree.Node | null | undefined) => (child ? perRoundSource(child, scope, depth + 1) : null);
      switch (inner.type) {
        case AST_NODE_TYPES.CallExpression:
          if (isPerCallSource(inner, scope)) return callText(sourceCode, inner);
          // `randomUUID().slice(0, 8)`, `String(Date.now())`: derived values change with their source.
          return inner.callee.type === AST_NODE_TYPES.MemberExpression
            ? (next(inner.callee.object) ?? firstSource(inner.arguments, scope, depth))
            : firstSource(inner.arguments, scope, depth);
        case AST_NODE_TYPES.NewExpression: {
          const callee = resolveOrigin(inner.callee, scope);
          if (callee.root === 'global' && callee.name === 'Date' && callee.path.length === 0 && inner.arguments.length === 0) return 'new Date()';
          return firstSource(inner.arguments, scope, depth);
        }
        case AST_NODE_TYPES.TemplateLiteral:
          return firstSource(inner.expressions, scope, depth);
        case AST_NODE_TYPES.BinaryExpression:
          return (inner.left.type === AST_NODE_TYPES.PrivateIdentifier ? null : next(inner.left)) ?? next(inner.right);
        case AST_NODE_TYPES.LogicalExpression:
        case AST_NODE_TYPES.ConditionalExpression: {
          // `state?.key ?? randomUUID()`: a key minted once and carried in requestState is stable.
          const parts = inner.type === AST_NODE_TYPES.LogicalExpression ? [inner.left, inner.right] : [inner.test, inner.consequent, inner.alternate];
          if (parts.some((part) => isRoundTripValue(part, scope))) return null;
          return inner.type === AST_NODE_TYPES.LogicalExpression ? firstSource(parts, scope, depth) : firstSource([inner.consequent, inner.alternate], scope, depth);
        }
        case AST_NODE_TYPES.MemberExpression:
          return next(inner.object) ?? (inner.computed ? next(inner.property) : null);
        case AST_NODE_TYPES.UnaryExpression:
        case AST_NODE_TYPES.AwaitExpression:
        case AST_NODE_TYPES.UpdateExpression:
          return next(inner.argument);
        case AST_NODE_TYPES.Identifier: {
          const variable = findVariable(scope, inner.name);
          if (!variable || variable.defs.length === 0) return null;
          if (isModuleCounter(variable)) return inner.name;
          const def = variable.defs[0];
          if (def?.type !== 'Variable' || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init || !isSingleAssignment(variable)) return null;
          if (isRoundTripValue(def.node.init, variable.scope)) return null;
          return perRoundSource(def.node.init, variable.scope, depth + 1);
        }
        default:
          return null;
      }
    }

    function firstSource(nodes: readonly (TSESTree.Node | null)[], scope: Scope, depth: number): string | null {
      for (const node of nodes) {
        if (!node || node.type === AST_NODE_TYPES.SpreadElement) continue;
        const source = perRoundSource(node, scope, depth + 1);
        if (source) return source;
      }
      return null;
    }

    function checkKey(key: TSESTree.Node): void {
      if (checked.has(key)) return;
      checked.add(key);
      const scope = sourceCode.getScope(key);
      if (isRoundTripValue(key, scope)) return;
      const source = perRoundSource(key, scope, 0);
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
