import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { calleeName, findVariable, memberName, propertyKeyName, skipTransparent, staticString } from '../ast/origin.js';
import type { Scope } from '../ast/types.js';

/** Names of the values a client sends back on the next round. */
const ROUND_TRIP_NAMES = new Set(['inputResponses', 'requestState']);

/** Functions that read or decode a round-trip value: their result is absent when the value is. */
const DERIVING_CALLEES = /^(acceptedContent|inputResponse|verify|decode\w*|parse\w*|unseal|open|decrypt\w*)$/;

const MAX_DEPTH = 8;

/** True when `target` sits in a destructuring pattern under a key named like a round-trip value. */
function patternReadsRoundTrip(pattern: TSESTree.Node, target: TSESTree.Node): boolean | null {
  if (pattern === target) return false;
  switch (pattern.type) {
    case AST_NODE_TYPES.ObjectPattern:
      for (const property of pattern.properties) {
        if (property.type === AST_NODE_TYPES.RestElement) continue;
        const inner = patternReadsRoundTrip(property.value, target);
        if (inner === null) continue;
        const key = propertyKeyName(property);
        return inner || (key !== null && ROUND_TRIP_NAMES.has(key));
      }
      return null;
    case AST_NODE_TYPES.AssignmentPattern:
      return patternReadsRoundTrip(pattern.left, target);
    case AST_NODE_TYPES.ArrayPattern:
      for (const element of pattern.elements) {
        if (!element) continue;
        const inner = patternReadsRoundTrip(element, target);
        if (inner !== null) return inner;
      }
      return null;
    default:
      return null;
  }
}

function variableHoldsRoundTrip(identifier: TSESTree.Identifier, scope: Scope, depth: number): boolean {
  const variable = findVariable(scope, identifier.name);
  if (!variable) return false;
  for (const def of variable.defs) {
    if (def.type === 'Parameter' || def.type === 'Variable') {
      const pattern = def.type === 'Variable' ? def.node.id : def.node.params.find((param) => param.range[0] <= def.name.range[0] && def.name.range[1] <= param.range[1]);
      if (pattern && patternReadsRoundTrip(pattern, def.name)) return true;
    }
  }
  // Any value written to it derived from a round-trip value (`const state = await ctx.mcpReq.requestState()`).
  for (const reference of variable.references) {
    if (reference.isWrite() && reference.writeExpr && isRoundTripAt(reference.writeExpr, reference.from, depth + 1)) return true;
  }
  return false;
}

function isRoundTripAt(node: TSESTree.Node, scope: Scope, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const inner = skipTransparent(node);
  switch (inner.type) {
    case AST_NODE_TYPES.MemberExpression: {
      const name = memberName(inner);
      if (name !== null && ROUND_TRIP_NAMES.has(name)) return true;
      return isRoundTripAt(inner.object, scope, depth + 1);
    }
    case AST_NODE_TYPES.CallExpression: {
      const name = calleeName(inner.callee);
      // The accessor itself: `ctx.mcpReq.requestState()`, `extra.requestState()`.
      if (name === 'requestState') return true;
      if (name !== null && (name === 'acceptedContent' || name === 'inputResponse' || DERIVING_CALLEES.test(name))) {
        return inner.arguments.some((argument) => isRoundTripAt(argument, scope, depth + 1));
      }
      return false;
    }
    case AST_NODE_TYPES.AwaitExpression:
      return isRoundTripAt(inner.argument, scope, depth + 1);
    case AST_NODE_TYPES.LogicalExpression:
      // `responses ?? {}`, `state || undefined`
      return isRoundTripAt(inner.left, scope, depth + 1);
    case AST_NODE_TYPES.Identifier:
      return variableHoldsRoundTrip(inner, scope, depth);
    default:
      return false;
  }
}

/**
 * True for a value the client sends back on the next round, or one derived from it: `inputResponses`,
 * `requestState` (the v2 accessor's result or the raw v1 param), `acceptedContent(...)`, `inputResponse(...)`,
 * codec `verify(...)`, members of these, and variables holding them.
 */
export function isRoundTripValue(node: TSESTree.Node, scope: Scope): boolean {
  return isRoundTripAt(node, scope, 0);
}

/** What a test being true says about a round-trip value. */
export type RoundTripPresence = 'absent' | 'present';

function isNullish(node: TSESTree.Node): boolean {
  return (
    (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') ||
    (node.type === AST_NODE_TYPES.Literal && node.value === null && !('regex' in node)) ||
    (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'void')
  );
}

/** `view.kind === 'missing'` style checks on `inputResponse(...)` views. */
const MISSING_KINDS = new Set(['missing', 'absent', 'none']);

/** The kinds of answer an `inputResponse(...)` view carries: `view.kind === 'elicit'` false means no answer of that kind came back. */
const ANSWER_KINDS = new Set(['elicit', 'sampling', 'roots']);

function comparisonPresence(test: TSESTree.BinaryExpression, scope: Scope, outcome: boolean): RoundTripPresence | null {
  const equal = test.operator === '===' || test.operator === '==';
  const notEqual = test.operator === '!==' || test.operator === '!=';
  if (!equal && !notEqual) return null;
  // Whether the comparison, taking `outcome`, says the two sides are equal.
  const same = equal === outcome;
  for (const [value, other] of [[test.left, test.right], [test.right, test.left]] as const) {
    // `typeof v === 'undefined'`
    if (value.type === AST_NODE_TYPES.UnaryExpression && value.operator === 'typeof' && staticString(other) === 'undefined') {
      if (!isRoundTripAt(value.argument, scope, 0)) continue;
      return same ? 'absent' : 'present';
    }
    if (!isRoundTripAt(value, scope, 0)) continue;
    if (isNullish(other)) return same ? 'absent' : 'present';
    const literal = staticString(other);
    if (literal !== null) {
      if (MISSING_KINDS.has(literal)) return same ? 'absent' : 'present';
      const inner = skipTransparent(value);
      if (ANSWER_KINDS.has(literal) && inner.type === AST_NODE_TYPES.MemberExpression && memberName(inner) === 'kind') return same ? 'present' : 'absent';
      // `answer.action === 'accept'` can only hold when an answer came back; that it does not hold says nothing.
      return same ? 'present' : null;
    }
  }
  return null;
}

/**
 * What `test` taking `outcome` (true unless said) says about a round-trip value: `'absent'` (`!state`, `v === undefined`,
 * `v == null`, `view.kind === 'missing'`), `'present'` (`state`, `v !== undefined`, `'k' in responses`), or
 * null when it says nothing either way. Each outcome is worked out on its own: a test true only on a present and
 * declined answer (`v.kind === 'elicit' && v.action !== 'accept'`) is false on the first round and on the accepted
 * one alike, so its being false says nothing.
 */
export function roundTripTestPresence(test: TSESTree.Node, scope: Scope, outcome = true): RoundTripPresence | null {
  const inner = skipTransparent(test);
  const truthy: RoundTripPresence = outcome ? 'present' : 'absent';
  switch (inner.type) {
    case AST_NODE_TYPES.UnaryExpression:
      return inner.operator === '!' ? roundTripTestPresence(inner.argument, scope, !outcome) : null;
    case AST_NODE_TYPES.BinaryExpression:
      if (inner.operator === 'in') return isRoundTripAt(inner.right, scope, 0) ? truthy : null;
      return comparisonPresence(inner, scope, outcome);
    case AST_NODE_TYPES.LogicalExpression: {
      if (inner.operator === '??') return null;
      const left = roundTripTestPresence(inner.left, scope, outcome);
      const right = roundTripTestPresence(inner.right, scope, outcome);
      // `a && b` true, `a || b` false: both operands took the outcome. A present answer wins over an absent one:
      // that round has answers, so a later round can repeat what runs there. Otherwise only one of them did, so
      // both must agree.
      if ((inner.operator === '&&') === outcome) {
        if (left === 'present' || right === 'present') return 'present';
        return left ?? right;
      }
      return left === right ? left : null;
    }
    default:
      return isRoundTripAt(inner, scope, 0) ? truthy : null;
  }
}
