import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { memberName, objectProperty, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import { isMcpModule } from './sdk.js';
import type { Scope } from '../ast/types.js';

/** Push-style server-to-client request methods of `McpServer.server` / `Server` (SDK v1 and v2) and what they send. */
const SERVER_REQUEST_METHODS: Record<string, string | null> = {
  elicitInput: 'elicitation/create',
  createMessage: 'sampling/createMessage',
  listRoots: 'roots/list',
  // The method is in the request object: `request({ method: 'roots/list' }, ...)`.
  request: null,
};

/** A push-style server-to-client request: `server.server.elicitInput(...)`, `lowLevel.createMessage(...)`. */
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

/** The method of a request object literal: `{ method: 'roots/list' }`. */
export function requestObjectMethod(node: TSESTree.Node | undefined): string | null {
  const inner = node ? skipTransparent(node) : null;
  if (inner?.type !== AST_NODE_TYPES.ObjectExpression) return null;
  const method = objectProperty(inner, 'method');
  return method ? staticString(method.value) : null;
}

/** Recognises a push-style server-to-client request call, or returns null. */
export function serverRequestCall(call: TSESTree.CallExpression, scope: Scope): ServerRequestCall | null {
  const callee = skipTransparent(call.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  const member = memberName(callee);
  if (member === null || !(member in SERVER_REQUEST_METHODS)) return null;
  const receiver = skipTransparent(callee.object);
  // `ctx.mcpReq.*` is the handler's own channel; `inputRequired.createMessage` builds an embedded request.
  if (receiverName(receiver) === 'mcpReq' || receiverName(receiver) === 'inputRequired') return null;
  if (!isServerReceiver(receiver, scope, member === 'request')) return null;
  const [first, second, third] = call.arguments;
  if (member === 'request') {
    // v1 `request(request, schema, options?)`; v2 `request(request, options?)` or `request(request, schema, options?)`.
    const options = third ?? (second && skipTransparent(second).type === AST_NODE_TYPES.ObjectExpression ? second : undefined);
    return { call, member, method: requestObjectMethod(first), options };
  }
  return { call, member, method: SERVER_REQUEST_METHODS[member] ?? null, options: second };
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
