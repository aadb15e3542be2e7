import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { functionCalls } from '../ast/calls.js';
import { enclosingFunction, functionVariable, type FunctionNode } from '../ast/functions.js';
import { enclosingHandler, type HandlerRegistration } from './handlers.js';
import { memberName, objectProperty, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import { isMcpModule, PUSH_ONLY_MODULES, V1_MODULES, V2_MODULES } from './sdk.js';
import type { Scope, SourceCode } from '../ast/types.js';

/** Push-style server-to-client request methods of `McpServer.server` / `Server` (SDK v1 and v2) and what they send. */
const SERVER_REQUEST_METHODS = new Map<string, string | null>([
  ['elicitInput', 'elicitation/create'],
  ['createMessage', 'sampling/createMessage'],
  ['listRoots', 'roots/list'],
  // The method is in the request object: `request({ method: 'roots/list' }, ...)`.
  ['request', null],
]);

/** A push-style server-to-client request: `server.server.elicitInput(...)`, `lowLevel.createMessage(...)`. */
/**
 * Push-style members of the SDK v2 handler context (`ctx.mcpReq.*`), with the method they send. A map: a member
 * named `constructor` or `toString` must find nothing.
 */
export const MCP_REQ_PUSHES: ReadonlyMap<string, string> = new Map([
  ['elicitInput', 'elicitation/create'],
  ['requestSampling', 'sampling/createMessage'],
]);

export interface ServerRequestCall {
  call: TSESTree.CallExpression;
  /** The called member: `elicitInput`, `createMessage`, `listRoots` or `request`. */
  member: string;
  /** The request method sent, when known (`request(...)` with a non-literal request has none). */
  method: string | null;
  /** The `RequestOptions` argument, when one is passed. */
  options: TSESTree.CallExpressionArgument | undefined;
}

const SERVER_NAME = /server$/i;

/** The last name of a receiver (`server` in `this.server`, `mcpServer`), or null. */
function receiverName(node: TSESTree.Node): string | null {
  if (node.type === AST_NODE_TYPES.Identifier) return node.name;
  if (node.type === AST_NODE_TYPES.MemberExpression) return memberName(node);
  return null;
}

/**
 * True for an MCP server object: `x.server` (McpServer's low-level server), an instance of an MCP SDK
 * `McpServer` / `Server`, or (not for the generic `request`) a variable named like a server (`server`, `mcpServer`).
 */
function isServerReceiver(receiver: TSESTree.Node, scope: Scope, strict: boolean): boolean {
  if (receiver.type === AST_NODE_TYPES.MemberExpression && memberName(receiver) === 'server') return true;
  const origin = resolveOrigin(receiver, scope);
  if (origin.root === 'import' && origin.module !== null && isMcpModule(origin.module)) {
    const className = origin.name === '*' || origin.name === 'default' ? origin.path[0] : origin.name;
    if (origin.instance && (className === 'McpServer' || className === 'Server')) return true;
  }
  if (strict) return false;
  const name = receiverName(receiver);
  return name !== null && SERVER_NAME.test(name);
}

const MCP_MODULES = [...V2_MODULES, ...V1_MODULES, ...PUSH_ONLY_MODULES];

/**
 * Cheap text test: false where `serverRequestCall` finds nothing. `elicitInput`, `createMessage` and `listRoots`
 * need a receiver with `server` in its name (`x.server`, an SDK `McpServer` / `Server`, `mcpServer`); the generic
 * `.request` needs `x.server` or a server class of an MCP module, whose name the file's imports then have.
 */
export function mayHoldServerRequest(text: string): boolean {
  if (/elicitInput|createMessage|listRoots/.test(text) && /server/i.test(text)) return true;
  if (!/\.request\b/.test(text)) return false;
  return /\.server\b|\[\s*['"`]server['"`]\s*\]/.test(text) || MCP_MODULES.some((module) => text.includes(module));
}

/** The method of a request object literal: `{ method: 'roots/list' }`. */
export function requestObjectMethod(node: TSESTree.Node | undefined): string | null {
  const inner = node ? skipTransparent(node) : null;
  if (inner?.type !== AST_NODE_TYPES.ObjectExpression) return null;
  const method = objectProperty(inner, 'method');
  return method ? staticString(method.value) : null;
}

/**
 * Recognises a push-style server-to-client request call, or returns null. The scope is asked only for calls of a
 * request method's name (under oxlint, the first `getScope` of a file builds its scopes).
 */
export function serverRequestCall(call: TSESTree.CallExpression, sourceCode: SourceCode): ServerRequestCall | null {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  const member = memberName(callee);
  if (member === null || !SERVER_REQUEST_METHODS.has(member)) return null;
  const receiver = skipTransparent(callee.object);
  // `ctx.mcpReq.*` is the handler's own channel; `inputRequired.createMessage` builds an embedded request.
  if (receiverName(receiver) === 'mcpReq' || receiverName(receiver) === 'inputRequired') return null;
  if (!isServerReceiver(receiver, sourceCode.getScope(call), member === 'request')) return null;
  const [first, second, third] = call.arguments;
  if (member === 'request') {
    // v1 `request(request, schema, options?)`; v2 `request(request, options?)` or `request(request, schema, options?)`.
    const options = third ?? (second && skipTransparent(second).type === AST_NODE_TYPES.ObjectExpression ? second : undefined);
    return { call, member, method: requestObjectMethod(first), options };
  }
  return { call, member, method: SERVER_REQUEST_METHODS.get(member) ?? null, options: second };
}

/** True when request options may carry `relatedRequestId` (a literal with the key or a spread, or any non-literal). */
export function carriesRelatedRequestId(options: TSESTree.CallExpressionArgument | undefined): boolean {
  if (!options) return false;
  const inner = skipTransparent(options);
  if (inner.type === AST_NODE_TYPES.Identifier && inner.name === 'undefined') return false;
  if (inner.type !== AST_NODE_TYPES.ObjectExpression) return true;
  return objectProperty(inner, 'relatedRequestId') !== null || inner.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement);
}

/** True when an elicitation's params ask for URL mode (`{ mode: 'url', url }`). */
export function isUrlElicitation(params: TSESTree.Node | undefined): boolean {
  const inner = params ? skipTransparent(params) : null;
  if (inner?.type !== AST_NODE_TYPES.ObjectExpression) return false;
  const mode = objectProperty(inner, 'mode');
  return mode !== null && staticString(mode.value) === 'url';
}

/** The `params` of a request object literal: `{ method, params }`. */
export function requestObjectParams(node: TSESTree.Node | undefined): TSESTree.Node | undefined {
  const inner = node ? skipTransparent(node) : null;
  return inner?.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(inner, 'params')?.value : undefined;
}

const TIMERS = new Set(['setTimeout', 'setInterval', 'setImmediate', 'queueMicrotask']);
const LISTENER_METHODS = new Set(['on', 'once', 'addListener', 'addEventListener', 'prependListener', 'prependOnceListener']);
const PROMISE_METHODS = new Set(['then', 'catch', 'finally']);
/** `node:fs` watchers call their listener on each change, long after the request that started them. */
const FS_MODULES = new Set(['fs', 'node:fs', 'fs-extra', 'graceful-fs']);
const FS_WATCHERS = new Set(['watch', 'watchFile']);
/** Server lifecycle hooks: they run outside any client request. */
const LIFECYCLE_HOOKS = new Set(['oninitialized', 'onclose', 'onerror']);

/** True when a promise-returning expression's result is dropped (`p.then(cb);`, `void p.then(cb)`). */
function isDropped(expression: TSESTree.Node): boolean {
  let top = expression;
  // Climb `.then(a).catch(b)` chains to the outermost call.
  while (
    top.parent?.type === AST_NODE_TYPES.MemberExpression &&
    top.parent.object === top &&
    top.parent.parent.type === AST_NODE_TYPES.CallExpression &&
    top.parent.parent.callee === top.parent
  ) {
    top = top.parent.parent;
  }
  const parent = top.parent;
  return parent?.type === AST_NODE_TYPES.ExpressionStatement || (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === 'void');
}

function isFsWatcher(callee: TSESTree.Node, scope: Scope): boolean {
  const origin = resolveOrigin(callee, scope);
  if (origin.root !== 'import' || origin.module === null || !FS_MODULES.has(origin.module) || origin.instance) return false;
  const path = origin.name === '*' || origin.name === 'default' ? origin.path : [origin.name ?? '', ...origin.path];
  return path.length === 1 && FS_WATCHERS.has(path[0] ?? '');
}

/** What `call` does with a function it receives: run it from a timer, a listener, a watcher, a dropped promise; null otherwise. */
function backgroundArgument(call: TSESTree.CallExpression, scope: Scope): string | null {
  const callee = skipTransparent(call.callee);
  const origin = resolveOrigin(callee, scope);
  if (origin.root === 'global' && origin.name !== null) {
    if (origin.path.length === 0 && TIMERS.has(origin.name)) return `a \`${origin.name}\` callback`;
    if (origin.name === 'process' && origin.path.join('.') === 'nextTick') return 'a `process.nextTick` callback';
  }
  if (isFsWatcher(callee, scope)) return 'a file-system watcher';
  const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
  if (method === null) return null;
  if (LISTENER_METHODS.has(method)) return 'an event listener';
  if (method === 'setNotificationHandler') return 'a notification handler';
  if (PROMISE_METHODS.has(method) && isDropped(call)) return 'a background promise';
  return null;
}

/**
 * What runs a function outside any client request (a timer, an event listener, a file-system watcher, a
 * lifecycle hook, a dropped promise), described for messages, or null. The function is passed inline
 * (`watcher.on('change', () => ...)`) or by name (`watcher.on('change', onChange)`).
 */
export function backgroundSlot(fn: FunctionNode, sourceCode: SourceCode): string | null {
  const parent = fn.parent;
  if (parent.type === AST_NODE_TYPES.CallExpression) {
    if (parent.callee === fn) return fn.async && isDropped(parent) ? 'a background promise' : null;
    return parent.arguments.includes(fn as TSESTree.CallExpressionArgument) ? backgroundArgument(parent, sourceCode.getScope(parent)) : null;
  }
  if (parent.type === AST_NODE_TYPES.AssignmentExpression && parent.right === fn && parent.left.type === AST_NODE_TYPES.MemberExpression) {
    const hook = memberName(parent.left);
    if (hook !== null && LIFECYCLE_HOOKS.has(hook)) return `\`${hook}\``;
  }
  for (const reference of functionVariable(fn, sourceCode)?.references ?? []) {
    const use = reference.identifier.parent;
    if (use?.type !== AST_NODE_TYPES.CallExpression || !(use.arguments as TSESTree.Node[]).includes(reference.identifier)) continue;
    const where = backgroundArgument(use, sourceCode.getScope(use));
    if (where) return where;
  }
  return null;
}

const MAX_CALLER_DEPTH = 6;

/**
 * The registered handlers whose runs reach `node`: the handler holding it, else the handlers that call the
 * same-file function holding it (a helper, a base-class method called as `this.name()`), through other such
 * functions. Empty when none is known to.
 */
export function handlersReaching(node: TSESTree.Node, sourceCode: SourceCode, depth = 0, seen = new Set<FunctionNode>()): HandlerRegistration[] {
  const own = enclosingHandler(sourceCode, node);
  if (own) return [own];
  if (depth >= MAX_CALLER_DEPTH) return [];
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    if (seen.has(fn)) return [];
    seen.add(fn);
    const calls = functionCalls(fn, sourceCode);
    if (calls) return [...new Set(calls.flatMap((call) => handlersReaching(call, sourceCode, depth + 1, seen)))];
  }
  return [];
}
