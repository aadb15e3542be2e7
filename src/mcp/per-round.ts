/**
 * Values that change between rounds of one request: a random id, a timestamp, a module-level counter. The handler runs
 * again from the top on the retry, so such a value is new there; one carried in a round-trip value is not.
 * `stable-input-request-keys` reports keys built from them; the classifier (src/effects/) takes a write that repeats
 * harmlessly with the same values (a PUT, a Redis SET, an upsert) for a plain write when it writes one.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, memberName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import type { Scope, Variable } from '../ast/types.js';
import { isRoundTripValue } from './round-trip.js';

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

/** Deep enough for `fetch(url, { ...request })` with `request = { body: JSON.stringify({ text: value }) }`, `value = randomUUID()`. */
const MAX_DEPTH = 10;

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

/** Globals whose calls read a clock: a write of what they return records when it ran, and changes nothing else. */
const CLOCK_GLOBALS: ReadonlySet<string> = new Set(['Date', 'performance', 'process']);

/**
 * True when a per-round source reads a clock (`Date.now()`, `new Date()`, `performance.now()`, `process.hrtime()`)
 * rather than making an id or counting. A timestamp written as a value (`updatedAt: new Date()`) leaves the record as
 * the first round did but for when; one in a key (`` `backup:${Date.now()}` ``) makes a new record each round.
 */
export function isClockSource(source: PerRoundSource, scope: Scope): boolean {
  if (source.type === AST_NODE_TYPES.NewExpression) return true;
  if (source.type !== AST_NODE_TYPES.CallExpression) return false;
  const origin = resolveOrigin(source.callee, scope);
  if (origin.root === 'global') return CLOCK_GLOBALS.has(origin.name ?? '');
  return origin.root === 'import' && (origin.module === 'perf_hooks' || origin.module === 'node:perf_hooks');
}

/**
 * The calendar day of a time (`new Date().toISOString().slice(0, 10)`, `.toDateString()`): the same on the retry, which
 * comes within minutes, so a key made of it (`` `refill-${id}-${day}` ``, once a day by design) is stable.
 */
function isCalendarDay(call: TSESTree.CallExpression): boolean {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
  const method = memberName(callee);
  if (method === 'toDateString' || method === 'toLocaleDateString') return true;
  const [start, end] = call.arguments;
  const object = skipTransparent(callee.object);
  const sliced = (method === 'slice' || method === 'substring') && start?.type === AST_NODE_TYPES.Literal && start.value === 0 && end?.type === AST_NODE_TYPES.Literal && end.value === 10;
  return sliced && object.type === AST_NODE_TYPES.CallExpression && object.callee.type === AST_NODE_TYPES.MemberExpression && memberName(object.callee) === 'toISOString';
}

/** A call that returns something new each time, a `new Date()`, or a module-level counter. */
export type PerRoundSource = TSESTree.CallExpression | TSESTree.NewExpression | TSESTree.Identifier;

/**
 * The per-round source an expression is built from: the call (`randomUUID()`), the `new Date()`, or the module counter's
 * identifier; null when none is known. Values derived from one change with it (`randomUUID().slice(0, 8)`,
 * `String(Date.now())`, `{ text: value }`, `JSON.stringify(...)` of it, a spread of an object holding it); a value
 * carried in a round-trip value (`state?.key ?? randomUUID()`) does not change. Functions written inline are not values.
 */
export function perRoundSource(node: TSESTree.Node, scope: Scope, depth = 0): PerRoundSource | null {
  if (depth > MAX_DEPTH) return null;
  const inner = skipTransparent(node);
  const next = (child: TSESTree.Node | null | undefined) => (child ? perRoundSource(child, scope, depth + 1) : null);
  switch (inner.type) {
    case AST_NODE_TYPES.CallExpression:
      if (isPerCallSource(inner, scope)) return inner;
      if (isCalendarDay(inner)) return null;
      return inner.callee.type === AST_NODE_TYPES.MemberExpression
        ? (next(inner.callee.object) ?? next(mappedElement(inner)) ?? firstSource(inner.arguments, scope, depth))
        : firstSource(inner.arguments, scope, depth);
    case AST_NODE_TYPES.NewExpression: {
      const callee = resolveOrigin(inner.callee, scope);
      if (callee.root === 'global' && callee.name === 'Date' && callee.path.length === 0 && inner.arguments.length === 0) return inner;
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
    case AST_NODE_TYPES.ObjectExpression:
      return firstSource(
        inner.properties.map((property) => (property.type === AST_NODE_TYPES.SpreadElement ? property.argument : property.value)),
        scope,
        depth,
      );
    case AST_NODE_TYPES.ArrayExpression:
      return firstSource(inner.elements.map((element) => (element?.type === AST_NODE_TYPES.SpreadElement ? element.argument : element)), scope, depth);
    case AST_NODE_TYPES.UnaryExpression:
    case AST_NODE_TYPES.AwaitExpression:
    case AST_NODE_TYPES.UpdateExpression:
      return next(inner.argument);
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(scope, inner.name);
      if (!variable || variable.defs.length === 0) return null;
      if (isModuleCounter(variable)) return inner;
      const def = variable.defs[0];
      if (def?.type !== 'Variable' || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init || !isSingleAssignment(variable)) return null;
      if (isRoundTripValue(def.node.init, variable.scope)) return null;
      return perRoundSource(def.node.init, variable.scope, depth + 1);
    }
    default:
      return null;
  }
}

/** What each element of `items.map((item) => ({ id: randomUUID(), item }))` is: the callback's expression body. */
function mappedElement(call: TSESTree.CallExpression): TSESTree.Node | null {
  const callback = call.arguments[0];
  if (call.callee.type !== AST_NODE_TYPES.MemberExpression || !MAPPING_METHODS.has(memberName(call.callee) ?? '')) return null;
  return callback?.type === AST_NODE_TYPES.ArrowFunctionExpression && callback.body.type !== AST_NODE_TYPES.BlockStatement ? callback.body : null;
}

const MAPPING_METHODS: ReadonlySet<string> = new Set(['map', 'flatMap']);

function firstSource(nodes: readonly (TSESTree.Node | null)[], scope: Scope, depth: number): PerRoundSource | null {
  for (const node of nodes) {
    if (!node || node.type === AST_NODE_TYPES.SpreadElement) continue;
    const source = perRoundSource(node, scope, depth + 1);
    if (source) return source;
  }
  return null;
}
