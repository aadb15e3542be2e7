/**
 * Client capabilities: which server-to-client requests need one, and where a handler reads what the client
 * declared. Protocol 2026-07-28 carries the declaration on every request (`_meta` key
 * `io.modelcontextprotocol/clientCapabilities`, SDK v2 `ctx.mcpReq.envelope?.[CLIENT_CAPABILITIES_META_KEY]`);
 * 2025-11-25 servers read the one from `initialize` (`server.getClientCapabilities()`).
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode, resolveFunction } from '../ast/functions.js';
import { findVariable, isTransparentWrapper, memberName, resolveObject, skipTransparent, staticString } from '../ast/origin.js';
import type { Scope, SourceCode } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';
import { contextParamHandler, isMcpReqObject } from './handlers.js';
import { isInputRequiredBuilder } from './exits.js';
import { inputRequestOf } from './input-requests.js';
import { isUrlElicitation, serverRequestCall } from './server-requests.js';


/** The `_meta` key of the per-request declaration (SDK v2 exports it as `CLIENT_CAPABILITIES_META_KEY`). */
const CLIENT_CAPABILITIES_KEY = 'io.modelcontextprotocol/clientCapabilities';

/** The client capability a request needs: `sampling`, `roots`, or `elicitation` in URL or form mode. */
export type NeededCapability = 'sampling' | 'roots' | 'elicitation.url' | 'elicitation.form';

export interface CapabilityNeed {
  capability: NeededCapability;
  /** The request method: `sampling/createMessage`, `roots/list`, `elicitation/create`. */
  method: string;
  /** `question`: embedded in `inputRequests` (or a request literal); `push`: sent at once, so its failure can be caught. */
  via: 'question' | 'push';
}

const METHOD_CAPABILITIES: ReadonlyMap<string, NeededCapability> = new Map([
  ['sampling/createMessage', 'sampling'],
  ['roots/list', 'roots'],
]);

/**
 * Push-style helpers of handler contexts and frameworks: SDK v2 and fastmcp `requestSampling`, mcp-framework's
 * `this.samplingRequest` / `this.elicitUrl`, xmcp's `extra.sample`. (mcp-framework's `this.getRoots()` answers
 * `[]` when the client cannot list roots: nothing fails.)
 */
const SAMPLING_PUSH: CapabilityNeed = { capability: 'sampling', method: 'sampling/createMessage', via: 'push' };
const CONTEXT_NEEDS: ReadonlyMap<string, CapabilityNeed> = new Map([
  ['requestSampling', SAMPLING_PUSH],
  ['samplingRequest', SAMPLING_PUSH],
  ['samplingRequestWithTools', SAMPLING_PUSH],
  ['sample', SAMPLING_PUSH],
  ['elicitUrl', { capability: 'elicitation.url', method: 'elicitation/create', via: 'push' }],
]);

/** A request's need from its method; an elicitation's from its mode (form unless it says `url`). */
function needOf(method: string | null, url: boolean, via: CapabilityNeed['via']): CapabilityNeed | null {
  if (method === null) return null;
  if (method === 'elicitation/create') return { capability: url ? 'elicitation.url' : 'elicitation.form', method, via };
  const capability = METHOD_CAPABILITIES.get(method);
  return capability ? { capability, method, via } : null;
}

function pushedParamsAskUrl(params: TSESTree.Node | undefined, scope: Scope): boolean {
  return isUrlElicitation(resolveObject(params, scope) ?? params);
}

/** True when a call argument: the literal itself or, through a `const`, each of its reads (`sendRequest(request, Schema)`). */
function isSentAtOnce(object: TSESTree.ObjectExpression, sourceCode: SourceCode): boolean {
  const isArgument = (node: TSESTree.Node): boolean => {
    let value = node;
    while (value.parent && isTransparentWrapper(value.parent)) value = value.parent;
    return value.parent?.type === AST_NODE_TYPES.CallExpression && value.parent.callee !== value;
  };
  if (isArgument(object)) return true;
  let value: TSESTree.Node = object;
  while (value.parent && isTransparentWrapper(value.parent)) value = value.parent;
  const declarator = value.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== value) return false;
  const reads = sourceCode.getDeclaredVariables(declarator).flatMap((variable) => variable.references.filter((reference) => reference.isRead()));
  return reads.length > 0 && reads.every((reference) => isArgument(reference.identifier));
}

/**
 * The capability a node asks the client to have, or null: an `inputRequired.createMessage/listRoots/elicitUrl/elicit`
 * builder call, a request object literal (`{ method: 'roots/list' }`, embedded in `inputRequests` or sent with
 * `sendRequest` / `mcpReq.send`), or a push-style request (`server.server.createMessage(...)`,
 * `ctx.mcpReq.requestSampling(...)`, `elicitInput({ mode: 'url', ... })`, framework helpers).
 */
export function capabilityNeed(node: TSESTree.CallExpression | TSESTree.ObjectExpression, sourceCode: SourceCode): CapabilityNeed | null {
  const scope = sourceCode.getScope(node);
  const callee = node.type === AST_NODE_TYPES.CallExpression ? skipTransparent(node.callee) : null;
  if (callee && callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  // `inputRequired.createMessage(...)` and request literals, as written here (not through a helper or a const).
  const embedded = callee === null || isInputRequiredBuilder(callee.object, scope);
  const request = embedded ? inputRequestOf(node, sourceCode) : null;
  if (request?.node === node) {
    const sent = node.type === AST_NODE_TYPES.ObjectExpression && isSentAtOnce(node, sourceCode);
    return needOf(request.method, request.mode === 'url', sent ? 'push' : 'question');
  }
  if (callee?.type !== AST_NODE_TYPES.MemberExpression || node.type !== AST_NODE_TYPES.CallExpression) return null;
  const member = memberName(callee);
  if (member === null) return null;
  const [first] = node.arguments;
  const receiver = skipTransparent(callee.object);
  if (member === 'elicitInput' && isMcpReqObject(sourceCode, receiver)) {
    return needOf('elicitation/create', pushedParamsAskUrl(first, scope), 'push');
  }
  const contextNeed = CONTEXT_NEEDS.get(member);
  // `elicitUrl` only on mcp-framework's `this`, `sample` only on xmcp's context: elsewhere the names are common.
  const known =
    (member !== 'elicitUrl' || receiver.type === AST_NODE_TYPES.ThisExpression) &&
    (member !== 'sample' || contextParamHandler(sourceCode, receiver)?.shape === 'xmcp');
  if (contextNeed && known) return contextNeed;
  const pushed = serverRequestCall(node, sourceCode);
  // `request({ method, params })`: the request object literal is judged on its own.
  if (!pushed || pushed.member === 'request') return null;
  return needOf(pushed.method, pushed.method === 'elicitation/create' && pushedParamsAskUrl(first, scope), 'push');
}

/** Names that read the declaration: the v1 accessor, fastmcp's `session.clientCapabilities`, the SDK constant. */
const READ_NAMES = new Set(['getClientCapabilities', 'clientCapabilities', 'CLIENT_CAPABILITIES_META_KEY']);

/**
 * True for a node that reads the client's declared capabilities: `getClientCapabilities()` (v1 `Server`, v2
 * deprecated), a `clientCapabilities` member, the SDK's `CLIENT_CAPABILITIES_META_KEY`, or the `_meta` key string.
 */
export function isCapabilityRead(node: TSESTree.Node): boolean {
  switch (node.type) {
    case AST_NODE_TYPES.Literal:
      return node.value === CLIENT_CAPABILITIES_KEY;
    case AST_NODE_TYPES.TemplateLiteral:
      return staticString(node) === CLIENT_CAPABILITIES_KEY;
    case AST_NODE_TYPES.Identifier:
      // As a value, not as the key of a property or the name of a member.
      return node.name === 'CLIENT_CAPABILITIES_META_KEY' && !isNameOnly(node);
    case AST_NODE_TYPES.MemberExpression: {
      const name = memberName(node);
      return name !== null && READ_NAMES.has(name) && name !== 'CLIENT_CAPABILITIES_META_KEY';
    }
    default:
      return false;
  }
}

function isNameOnly(identifier: TSESTree.Identifier): boolean {
  const parent = identifier.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression) return parent.property === identifier && !parent.computed;
  if (parent?.type === AST_NODE_TYPES.Property) return parent.key === identifier && !parent.computed && parent.value !== identifier;
  return parent?.type === AST_NODE_TYPES.ImportSpecifier || parent?.type === AST_NODE_TYPES.ExportSpecifier;
}

const MAX_DEPTH = 3;

/**
 * True when a condition depends on the declared capabilities: it reads them itself, tests a variable
 * initialised from a read (`const caps = server.getClientCapabilities()`), or calls a same-file function
 * whose body reads them (`supportsSampling(ctx)`), up to a few steps away.
 */
export function testsCapabilities(test: TSESTree.Node, sourceCode: SourceCode, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  let found = false;
  walkAst(test, sourceCode.visitorKeys, (node) => {
    if (found) return false;
    found =
      isCapabilityRead(node) ||
      (node.type === AST_NODE_TYPES.Identifier && variableFromCapabilities(node, sourceCode, depth)) ||
      (node.type === AST_NODE_TYPES.CallExpression && calleeReadsCapabilities(node, sourceCode, depth));
    return !found && !isFunctionNode(node);
  });
  return found;
}

function variableFromCapabilities(identifier: TSESTree.Identifier, sourceCode: SourceCode, depth: number): boolean {
  const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
  const def = variable?.defs[0];
  if (def?.type !== 'Variable' || !def.node.init || def.node.init === identifier) return false;
  return testsCapabilities(def.node.init, sourceCode, depth + 1);
}

function calleeReadsCapabilities(call: TSESTree.CallExpression, sourceCode: SourceCode, depth: number): boolean {
  const fn = resolveFunction(call.callee, sourceCode.getScope(call));
  return fn !== null && testsCapabilities(fn.body, sourceCode, depth + 1);
}
