/**
 * Layer 1: calls whose effect the language or the runtime tells. Built-in values (arrays, Maps, hashes,
 * emitters...) owned by the run are `local` when mutated, the same values declared outside the run are
 * `process-state`; pure globals are `pure`; loggers, telemetry and MCP notifications are `log`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, memberName, resolveOrigin, skipTransparent, type Origin } from '../ast/origin.js';
import {
  ARRAY_RETURNING_METHODS,
  BUILTIN_CONSTRUCTORS,
  BUILTIN_FACTORIES,
  BUILTIN_TYPES,
  BUILTIN_VALUE_GLOBALS,
  isMutatorMethod,
  LOG_GLOBALS,
  LOGGER_NAME,
  MCP_BUILDER_RECEIVERS,
  MCP_NOTIFICATION_METHODS,
  MCP_RECEIVER_LOG_METHODS,
  MCP_RECEIVER_NAMES,
  MCP_RECEIVER_REQUEST_METHODS,
  MCP_ROUND_TRIP_METHODS,
  PROCESS_STATE_GLOBALS,
  PURE_GLOBALS,
  TARGET_CHANGING_GLOBALS,
  PURE_NAMESPACES,
  READ_ONLY_METHODS,
  READER_RETURNING_METHODS,
  STREAM_CONTROLLER_METHODS,
  STATE_CODEC_METHODS,
  STATE_CODEC_NAME,
  STREAM_CONTROLLER_NAME,
  TELEMETRY_METHODS,
  TELEMETRY_MODULES,
  TELEMETRY_NAME,
} from './builtins.js';
import { classFieldInitializer, memberPathOf, withoutGlobalObject } from './member-path.js';
import { isMcpModule } from '../mcp/sdk.js';
import { compileModuleGlob, compilePathGlob, matchesPathGlob, type PathGlob } from './path-glob.js';
import { verdict, type EffectVerdict } from './types.js';
import type { Scope, Variable } from '../ast/types.js';

const anchored = (patterns: readonly string[]): PathGlob[] => patterns.map((pattern) => compilePathGlob(pattern, { anchored: true }));
const PURE_GLOBAL_GLOBS = anchored(PURE_GLOBALS);
const PROCESS_STATE_GLOBAL_GLOBS = anchored(PROCESS_STATE_GLOBALS);
const LOG_GLOBAL_GLOBS = anchored(LOG_GLOBALS);
const VALUE_GLOBAL_GLOBS = anchored(BUILTIN_VALUE_GLOBALS);
const TARGET_CHANGING_GLOBS = anchored(TARGET_CHANGING_GLOBALS);
const FACTORIES = BUILTIN_FACTORIES.map((factory) => ({ ...factory, modules: factory.modules.map(compileModuleGlob) }));

const matchesAny = (globs: readonly PathGlob[], path: readonly string[]): boolean => globs.some((glob) => matchesPathGlob(glob, path));

/** `Object.assign(target, ...)` and its kin: calls the classifier takes for pure that change the object given first. */
export function changesFirstArgument(calleeOrigin: Origin): boolean {
  const origin = withoutGlobalObject(calleeOrigin);
  return origin.root === 'global' && origin.name !== null && !origin.instance && matchesAny(TARGET_CHANGING_GLOBS, [origin.name, ...origin.path]);
}

/** Where a built-in value lives, relative to the run being analysed. */
export type Residence = 'run' | 'module' | 'closure' | 'instance';

export interface BuiltinReceiver {
  /** 'array', 'object', 'string', 'Map', 'EventEmitter', 'hash'... */
  kind: string;
  residence: Residence;
  /** The method is called on the value itself (`m.set()`), not on something reached from it (`m.get(k).push()`). */
  direct: boolean;
}

/** The built-in a module export builds (`createHash` → 'hash', `EventEmitter` → 'EventEmitter'), or null. */
function factoryKind(origin: Origin): string | null {
  if (origin.root !== 'import' || origin.module === null) return null;
  // `createHash` from a named import, `crypto.createHash` from a default or namespace import, `require('events')` itself.
  const exported = origin.path[origin.path.length - 1] ?? (origin.name === '*' ? 'default' : origin.name) ?? '';
  const module = origin.module;
  const factory = FACTORIES.find((candidate) => candidate.modules.some((glob) => glob.test(module)) && candidate.exports.has(exported));
  return factory?.kind ?? null;
}

function constructorKind(callee: TSESTree.Node, scope: Scope): string | null {
  const origin = withoutGlobalObject(resolveOrigin(callee, scope));
  if (origin.root === 'global' && origin.path.length === 0 && origin.name !== null && BUILTIN_CONSTRUCTORS.has(origin.name)) return origin.name;
  return factoryKind(origin);
}

/** The built-in value an initializer makes, or null when it may be anything else. */
function initializerKind(init: TSESTree.Node, scope: Scope): string | null {
  const inner = skipTransparent(init);
  switch (inner.type) {
    case AST_NODE_TYPES.ArrayExpression:
      return 'array';
    case AST_NODE_TYPES.ObjectExpression:
      return 'object';
    case AST_NODE_TYPES.TemplateLiteral:
      return 'string';
    case AST_NODE_TYPES.Literal:
      if ('regex' in inner) return 'RegExp';
      return typeof inner.value === 'string' ? 'string' : null;
    case AST_NODE_TYPES.NewExpression:
      return constructorKind(inner.callee, scope);
    case AST_NODE_TYPES.CallExpression: {
      const callee = skipTransparent(inner.callee);
      const origin = withoutGlobalObject(resolveOrigin(callee, scope));
      const path = origin.root === 'global' && origin.name !== null ? [origin.name, ...origin.path] : null;
      if (path && !origin.instance && matchesAny(VALUE_GLOBAL_GLOBS, path)) {
        return path[0] === 'Array' || /^(?:keys|values|entries)$/.test(path[1] ?? '') ? 'array' : 'object';
      }
      const factory = factoryKind(origin);
      if (factory) return factory;
      if (callee.type === AST_NODE_TYPES.MemberExpression && ARRAY_RETURNING_METHODS.has(memberName(callee) ?? '')) return 'array';
      if (callee.type === AST_NODE_TYPES.MemberExpression && READER_RETURNING_METHODS.has(memberName(callee) ?? '')) return 'stream reader';
      return null;
    }
    default:
      return null;
  }
}

/**
 * The built-in a parameter's annotation names without types (`params: URLSearchParams`, `tags: string[]`), when the
 * name is the runtime's own: a type the file declares or imports under that name may be anything.
 */
function annotatedKind(annotation: TSESTree.TypeNode, scope: Scope): string | null {
  if (annotation.type === AST_NODE_TYPES.TSArrayType) return 'array';
  if (annotation.type === AST_NODE_TYPES.TSTypeOperator && annotation.operator === 'readonly' && annotation.typeAnnotation?.type === AST_NODE_TYPES.TSArrayType) return 'array';
  if (annotation.type !== AST_NODE_TYPES.TSTypeReference || annotation.typeName.type !== AST_NODE_TYPES.Identifier) return null;
  const name = annotation.typeName.name;
  const kind = BUILTIN_TYPES.get(name);
  return kind && !findVariable(scope, name)?.defs.length ? kind : null;
}

export function residenceOf(variable: Variable, owner: TSESTree.Node): Residence {
  const declared = variable.defs[0]?.name.range[0] ?? -1;
  if (declared >= owner.range[0] && declared < owner.range[1]) return 'run';
  if (variable.scope.type === 'module' || variable.scope.type === 'global') return 'module';
  return declaredPerRequest(variable) ? 'run' : 'closure';
}

/** Methods that register an HTTP route: Hono, Express, Fastify (`app.post('/mcp', async (c) => ...)`). */
const ROUTE_METHODS: ReadonlySet<string> = new Set(['get', 'post', 'put', 'patch', 'delete', 'all', 'use', 'on']);

/** `app.post('/mcp', fn)` or the `fetch` of a Workers module (`export default { fetch(request, env) {...} }`). */
function isRouteHandler(fn: TSESTree.Node): boolean {
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.Property && parent.value === fn) return !parent.computed && parent.key.type === AST_NODE_TYPES.Identifier && parent.key.name === 'fetch';
  if (parent?.type !== AST_NODE_TYPES.CallExpression || !parent.arguments.includes(fn as TSESTree.CallExpressionArgument)) return false;
  const callee = skipTransparent(parent.callee);
  const path = parent.arguments[0];
  const routed = path?.type === AST_NODE_TYPES.Literal ? typeof path.value === 'string' && path.value.startsWith('/') : path?.type === AST_NODE_TYPES.TemplateLiteral;
  return callee.type === AST_NODE_TYPES.MemberExpression && ROUTE_METHODS.has(memberName(callee) ?? '') && routed;
}

/**
 * A variable of a function that runs once per HTTP request and keeps nothing past it: a stateless route building
 * `new McpServer()` for each request, or a factory only such routes call. The client's retry is a new request, so
 * a Map made there starts empty again. A function that stores anything outside itself (`transports[id] = transport`,
 * `sessions.set(id, server)`) may keep the server, and what it holds, for the session.
 */
function declaredPerRequest(variable: Variable): boolean {
  let scope: Scope | null = variable.scope;
  while (scope && scope.type !== 'function') scope = scope.upper;
  if (!scope || keepsState(scope)) return false;
  const fn = scope.block;
  if (isRouteHandler(fn)) return true;
  // A factory of the file whose every use is a call inside a stateless route.
  let name: TSESTree.Identifier | null = null;
  if (fn.type === AST_NODE_TYPES.FunctionDeclaration) name = fn.id;
  else if (fn.parent?.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.id.type === AST_NODE_TYPES.Identifier) name = fn.parent.id;
  const factory = name && findVariable(scope.upper ?? scope, name.name);
  const uses = factory?.references.filter((reference) => reference.identifier !== name) ?? [];
  return (
    uses.length > 0 &&
    uses.every((reference) => {
      const call = reference.identifier.parent;
      let caller: Scope | null = reference.from;
      while (caller && caller.type !== 'function') caller = caller.upper;
      return call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.identifier && caller !== null && isRouteHandler(caller.block) && !keepsState(caller);
    })
  );
}

/** Whether a function (or one written in it) assigns, or mutates through a method, a variable declared outside it. */
function keepsState(scope: Scope): boolean {
  return scope.through.some((reference) => {
    if (reference.isWrite()) return true;
    const member = reference.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier) return false;
    const use = member.parent;
    if (use?.type === AST_NODE_TYPES.AssignmentExpression && use.left === member) return true;
    return use?.type === AST_NODE_TYPES.CallExpression && use.callee === member && isMutatorMethod(memberName(member) ?? '');
  });
}

/** The built-in a class field holds (`private cache = new Map()`), for `this.cache.set()`. */
function fieldKind(node: TSESTree.Node, field: string, scope: Scope): string | null {
  const initializer = classFieldInitializer(node, field, scope);
  return initializer ? initializerKind(initializer, scope) : null;
}

/** Follows the callee's receiver down to its root (`a.b.c()`, `m.get(k).push()`) and tells what built-in it is. */
function builtinReceiver(callee: TSESTree.MemberExpression, scope: Scope, run: Pick<LocalityInput, 'owner'>): BuiltinReceiver | null {
  let receiver = skipTransparent(callee.object);
  let steps = 0;
  let firstMember: string | null = null;
  for (;;) {
    if (receiver.type === AST_NODE_TYPES.MemberExpression) {
      firstMember = memberName(receiver);
      receiver = skipTransparent(receiver.object);
    } else if (receiver.type === AST_NODE_TYPES.CallExpression) {
      const inner = skipTransparent(receiver.callee);
      if (inner.type !== AST_NODE_TYPES.MemberExpression) return null;
      firstMember = null;
      receiver = skipTransparent(inner.object);
    } else {
      break;
    }
    steps += 1;
  }
  switch (receiver.type) {
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(scope, receiver.name);
      const def = variable?.defs[0];
      if (!variable || !def) return null;
      // A helper's own parameter (`appendParam(params: URLSearchParams, ...)`) is in its run, as the typed layer has it
      // (src/types/origins.ts). One of an enclosing function is left to the name heuristics, as before.
      if (def.type === 'Parameter' && def.name.type === AST_NODE_TYPES.Identifier) {
        const kind = def.name.typeAnnotation ? annotatedKind(def.name.typeAnnotation.typeAnnotation, variable.scope) : null;
        return kind && residenceOf(variable, run.owner) === 'run' ? { kind, residence: 'run', direct: steps === 0 } : null;
      }
      if (def.type !== 'Variable' || def.node.id !== def.name || !def.node.init) return null;
      const kind = initializerKind(def.node.init, variable.scope);
      return kind ? { kind, residence: residenceOf(variable, run.owner), direct: steps === 0 } : null;
    }
    case AST_NODE_TYPES.ThisExpression: {
      const kind = firstMember === null ? null : fieldKind(callee, firstMember, scope);
      return kind ? { kind, residence: 'instance', direct: steps === 1 } : null;
    }
    default: {
      const kind = initializerKind(receiver, scope);
      return kind ? { kind, residence: 'run', direct: steps === 0 } : null;
    }
  }
}

const MUTATION_LABELS: Record<Residence, (kind: string) => string> = {
  run: (kind) => `local ${kind} mutated`,
  module: (kind) => `module-level ${kind} mutated`,
  closure: (kind) => `${kind} of an enclosing function mutated`,
  instance: (kind) => `instance ${kind} mutated`,
};

/** What calling `method` on a built-in value does, by where the value lives. */
export function builtinMethodVerdict(receiver: BuiltinReceiver, method: string): EffectVerdict | null {
  if (receiver.kind === 'string') return verdict('pure', 'local', 'string method');
  if (!isMutatorMethod(method)) {
    // On the value itself every other method reads it; further down the chain only known read methods do.
    const knownType = receiver.direct && receiver.kind !== 'object';
    return knownType || READ_ONLY_METHODS.has(method) ? verdict('pure', 'local', `${receiver.kind} method`) : null;
  }
  // An object literal's own methods are the user's functions, not built-ins.
  if (receiver.kind === 'object' && receiver.direct) return null;
  const effectClass = receiver.residence === 'run' ? 'local' : 'process-state';
  return verdict(effectClass, 'local', MUTATION_LABELS[receiver.residence](receiver.kind));
}

/** Names of memo caches: `cache`, `regionUrlCache`, `this.tokenCache`. */
const CACHE_NAME = /^(?:_*cache|\w+Cache)$/;
/** Values that change what the cache held (`counts.set(k, (counts.get(k) ?? 0) + 1)`) rather than remember a result. */
const ACCUMULATED_VALUES: ReadonlySet<string> = new Set([
  AST_NODE_TYPES.BinaryExpression, AST_NODE_TYPES.LogicalExpression, AST_NODE_TYPES.UpdateExpression, AST_NODE_TYPES.ConditionalExpression,
]);

/**
 * `regionUrlCache.set(context, cache)` where the file also reads `regionUrlCache.get(...)` / `.has(...)`: a Map named
 * as a cache, read back, given a result to remember. The retry finds the entry and gets the value it would compute;
 * filling the cache again changes nothing. A Map of pending work (`pendingCharges.set(id, charge)`), a "cache" nothing
 * reads back, or a counter (`cache.set(k, (cache.get(k) ?? 0) + 1)`) is no memo and stays process state.
 */
export function cacheFillVerdict(kind: string, callee: TSESTree.MemberExpression, scope: Scope): EffectVerdict | null {
  if ((kind !== 'Map' && kind !== 'WeakMap') || memberName(callee) !== 'set') return null;
  const receiver = skipTransparent(callee.object);
  const call = callee.parent;
  const value = call?.type === AST_NODE_TYPES.CallExpression && call.callee === callee ? call.arguments[1] : undefined;
  if (receiver.type !== AST_NODE_TYPES.Identifier || !CACHE_NAME.test(receiver.name) || !value || ACCUMULATED_VALUES.has(skipTransparent(value).type)) return null;
  const readBack = findVariable(scope, receiver.name)?.references.some((reference) => {
    const member = reference.identifier.parent;
    return member?.type === AST_NODE_TYPES.MemberExpression && member.object === reference.identifier && member.parent?.type === AST_NODE_TYPES.CallExpression && /^(?:get|has)$/.test(memberName(member) ?? '');
  });
  return readBack ? verdict('pure', 'local', `${kind} cache filled`) : null;
}

/** Built-in namespaces and constructors whose results are plain values (`new Date().getTime()`, `JSON.parse(s).map()`). */
function isBuiltinValueRoot(name: string): boolean {
  return BUILTIN_CONSTRUCTORS.has(name) || PURE_NAMESPACES.includes(name) || name === 'structuredClone';
}

function globalVerdict(origin: Origin, callee: TSESTree.Node, method: string | null, scope: Scope): EffectVerdict | null {
  if (origin.root !== 'global' || origin.name === null) return null;
  const path = memberPathOf(origin, callee, scope);
  if (matchesAny(LOG_GLOBAL_GLOBS, path)) return verdict('log', 'local', 'console');
  if (origin.instance) {
    if (!isBuiltinValueRoot(origin.name) || method === null) return null;
    return isMutatorMethod(method) ? verdict('local', 'local', 'new built-in value mutated') : verdict('pure', 'local', 'built-in value method');
  }
  if (matchesAny(PROCESS_STATE_GLOBAL_GLOBS, path)) return verdict('process-state', 'local', 'process listener added');
  if (matchesAny(PURE_GLOBAL_GLOBS, path)) return verdict('pure', 'local', `${path.join('.')} is pure`);
  return null;
}

/** The names a call is made through, a call's `()` dropped (`getLogger().info` → `getLogger`). */
function receiverNames(segments: readonly string[]): string[] {
  const names = new Array<string>(Math.max(0, segments.length - 1));
  for (let i = 0; i < names.length; i += 1) {
    const segment = segments[i]!;
    names[i] = segment.endsWith('()') ? segment.slice(0, -2) : segment;
  }
  return names;
}

const isMcpReceiver = (name: string): boolean => MCP_RECEIVER_NAMES.has(name);
const isLoggerName = (name: string): boolean => LOGGER_NAME.test(name);
const isTelemetryName = (name: string): boolean => TELEMETRY_NAME.test(name);

/**
 * Whether a call is rooted in an import from a package other than an MCP SDK (`webpush.sendNotification(...)` of
 * `web-push`): MCP's own method names say nothing of what it does. A project's modules (`./server`) may hold the SDK's objects.
 */
function fromOtherPackage(origin: Origin): boolean {
  return origin.root === 'import' && origin.module !== null && !origin.module.startsWith('.') && !origin.module.startsWith('/') && !isMcpModule(origin.module);
}

function namedVerdict(segments: readonly string[] | null, method: string | null, origin: Origin): EffectVerdict | null {
  if (!segments || method === null) return null;
  if (MCP_NOTIFICATION_METHODS.has(method) && !fromOtherPackage(origin)) return verdict('log', 'local', 'MCP notification');
  if (MCP_ROUND_TRIP_METHODS.has(method)) return verdict('pure', 'local', 'MCP round-trip value');
  const receivers = receiverNames(segments);
  const receiver = receivers[receivers.length - 1];
  if (receiver !== undefined && MCP_BUILDER_RECEIVERS.has(receiver)) return verdict('pure', 'local', 'MCP SDK builder');
  // The set lookups before the name tests: most calls fail them.
  if (receiver !== undefined && STATE_CODEC_METHODS.has(method) && STATE_CODEC_NAME.test(receiver)) return verdict('pure', 'local', 'requestState codec');
  if (MCP_RECEIVER_LOG_METHODS.has(method) && receivers.some(isMcpReceiver)) return verdict('log', 'local', 'MCP notification');
  if (MCP_RECEIVER_REQUEST_METHODS.has(method) && receivers.some(isMcpReceiver)) return verdict('read', 'local', 'MCP request to the client');
  // A receiver named like a logger, or a function called `log`/`logger` itself.
  if (receivers.some(isLoggerName) || (receivers.length === 0 && LOGGER_NAME.test(method))) {
    return verdict('log', 'local', 'logger call');
  }
  if (TELEMETRY_METHODS.has(method) || receivers.some(isTelemetryName)) return verdict('log', 'local', 'telemetry');
  if (receiver !== undefined && STREAM_CONTROLLER_METHODS.has(method) && STREAM_CONTROLLER_NAME.test(receiver)) {
    return verdict('local', 'local', 'stream controller fed');
  }
  return null;
}

export interface LocalityInput {
  callee: TSESTree.Node;
  method: string | null;
  segments: readonly string[] | null;
  origin: Origin;
  scope: Scope;
  /** Read only where a built-in value's residence is asked (the classifier notes whether a verdict depends on it). */
  owner: TSESTree.Node;
}

/** Layer 1's verdict, or null when the call is none of the above. */
export function localityVerdict(input: LocalityInput): EffectVerdict | null {
  const { callee, method, scope } = input;
  if (callee.type === AST_NODE_TYPES.FunctionExpression || callee.type === AST_NODE_TYPES.ArrowFunctionExpression) {
    return verdict('pure', 'local', 'function called in place');
  }
  if (callee.type === AST_NODE_TYPES.MemberExpression && method !== null) {
    const receiver = builtinReceiver(callee, scope, input);
    const builtin = receiver && ((receiver.direct && receiver.residence !== 'run' && cacheFillVerdict(receiver.kind, callee, scope)) || builtinMethodVerdict(receiver, method));
    if (builtin) return builtin;
  }
  if (input.origin.root === 'import' && input.origin.module !== null && TELEMETRY_MODULES.has(input.origin.module)) return verdict('log', 'local', 'telemetry');
  return globalVerdict(input.origin, callee, method, scope) ?? namedVerdict(input.segments, method, input.origin);
}
