/**
 * Registered handlers: which functions of a file a client can call, how (`HandlerShape`), for which MCP
 * method, and which parameter is their request context. Each registration shape lives in its own module
 * under `./frameworks/`; this file walks a file once, asks them, and answers the lookups the rules need.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { isFunctionNode, type FunctionNode } from '../ast/functions.js';
import { calleeName, findVariable, memberName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import type { SourceCode } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';
import { FRAMEWORKS } from './frameworks/index.js';
import type { Framework, HandlerShape, ProtocolRevision, RegistrationSite, RoundTripAccess } from './frameworks/types.js';

export { INPUT_REQUIRED_METHODS } from './methods.js';
export type { HandlerShape, RoundTripAccess } from './frameworks/types.js';

export interface HandlerRegistration {
  fn: FunctionNode;
  /** The MCP method the function answers (`'tools/call'`, `'resources/list'`, a custom method), or null when unknown. */
  method: string | null;
  /** The tool's registered name, when it is a tool and the name is a literal. */
  toolName: string | null;
  /** The tool's `annotations` object literal, when written in the registration. */
  annotations: TSESTree.ObjectExpression | null;
  /** The node that registers it: the call, the `new ResourceTemplate(...)`, the class, or the `export default`. */
  registration: TSESTree.Node;
  shape: HandlerShape;
  /** The parameter carrying the request context (`ctx`, `extra`, `context`), when the shape says which one it is. */
  contextParam: TSESTree.Parameter | null;
}

export interface FileHandlers {
  /** Every registered handler, in source order of the registrations. */
  handlers: readonly HandlerRegistration[];
  /** The registration of a function (the first one when a function is registered twice). */
  byFunction: ReadonlyMap<FunctionNode, HandlerRegistration>;
}

/** Files without any of the frameworks' words register nothing, so discovery skips the walk. */
const REGISTRATION_TEXT = new RegExp(FRAMEWORKS.map((framework) => framework.text).join('|'));

/** The frameworks that look at each node type. */
const FRAMEWORKS_BY_TYPE = new Map<AST_NODE_TYPES, Framework[]>();
for (const framework of FRAMEWORKS) {
  for (const type of framework.nodeTypes) {
    let list = FRAMEWORKS_BY_TYPE.get(type);
    if (!list) FRAMEWORKS_BY_TYPE.set(type, (list = []));
    list.push(framework);
  }
}

const ROUND_TRIP_BY_SHAPE = new Map<HandlerShape, RoundTripAccess | null>(
  FRAMEWORKS.flatMap((framework) => framework.shapes.map((shape) => [shape, framework.roundTrip] as const)),
);

const ERA_BY_SHAPE = new Map<HandlerShape, ProtocolRevision | undefined>(
  FRAMEWORKS.flatMap((framework) => framework.shapes.map((shape) => [shape, framework.era] as const)),
);

/** Files without any one-revision framework's words have no registration that tells their era: no walk for them. */
const ERA_TEXT = new RegExp(
  FRAMEWORKS.filter((framework) => framework.era !== undefined)
    .map((framework) => framework.text)
    .join('|') || '(?!)',
);

/** The name frameworks filter a node by: a call's or `new`'s callee, a class's base class. */
function registrationName(node: TSESTree.Node): string | null {
  switch (node.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return calleeName(node.callee);
    case AST_NODE_TYPES.ClassDeclaration:
    case AST_NODE_TYPES.ClassExpression:
      return node.superClass ? calleeName(node.superClass) : null;
    default:
      return null;
  }
}

function registrationSite(sourceCode: SourceCode, node: TSESTree.Node, name: string | null): RegistrationSite {
  let scope: RegistrationSite['scope'] | undefined;
  return {
    sourceCode,
    name,
    // Resolved only when a framework asks: most candidates are dismissed by their shape.
    get scope() {
      return (scope ??= sourceCode.getScope(node));
    },
  };
}

function discover(sourceCode: SourceCode): HandlerRegistration[] {
  if (!REGISTRATION_TEXT.test(sourceCode.text)) return [];
  const handlers: HandlerRegistration[] = [];
  // Registrations are collected in source order.
  walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    const candidates = FRAMEWORKS_BY_TYPE.get(node.type);
    if (!candidates) return true;
    const name = registrationName(node);
    // Made only for a framework that wants the node: most calls and object properties register nothing.
    let site: RegistrationSite | undefined;
    for (const framework of candidates) {
      if (framework.names && (name === null || !framework.names.includes(name))) continue;
      site ??= registrationSite(sourceCode, node, name);
      for (const found of framework.register(node, site)) {
        if (!found.fn) continue;
        handlers.push({
          fn: found.fn,
          method: found.method,
          toolName: found.toolName ?? null,
          annotations: found.annotations ?? null,
          registration: node,
          shape: found.shape,
          contextParam: found.contextParam ?? null,
        });
      }
    }
    return true;
  });
  return handlers;
}

const cache = new WeakMap<TSESTree.Program, FileHandlers>();

/** The registered handlers of a file, computed once per AST. */
export function fileHandlers(sourceCode: SourceCode): FileHandlers {
  const cached = cache.get(sourceCode.ast);
  if (cached) return cached;
  const handlers = discover(sourceCode);
  const byFunction = new Map<FunctionNode, HandlerRegistration>();
  for (const handler of handlers) {
    if (!byFunction.has(handler.fn)) byFunction.set(handler.fn, handler);
  }
  const result: FileHandlers = { handlers, byFunction };
  cache.set(sourceCode.ast, result);
  return result;
}

/** The registration of a function, or undefined when the function is not a registered handler. */
export function handlerOf(sourceCode: SourceCode, fn: TSESTree.Node): HandlerRegistration | undefined {
  return isFunctionNode(fn) ? fileHandlers(sourceCode).byFunction.get(fn) : undefined;
}

/** The innermost registered handler whose body contains `node` (nested functions included). */
export function enclosingHandler(sourceCode: SourceCode, node: TSESTree.Node): HandlerRegistration | undefined {
  const { byFunction } = fileHandlers(sourceCode);
  if (byFunction.size === 0) return undefined;
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionNode(current)) {
      const handler = byFunction.get(current);
      if (handler) return handler;
    }
  }
  return undefined;
}

/** Where a registration shape's handlers read answers and state on their context parameter; null when they cannot ask. */
export function roundTripAccess(shape: HandlerShape): RoundTripAccess | null {
  return ROUND_TRIP_BY_SHAPE.get(shape) ?? null;
}

/**
 * The revision a file's registrations imply whatever it imports, when one of its handlers comes from a framework
 * that exists for one revision only (xmcp tools are SDK v2's); null when none does (their server decides).
 */
export function registrationEra(sourceCode: SourceCode): ProtocolRevision | null {
  if (!ERA_TEXT.test(sourceCode.text)) return null;
  for (const handler of fileHandlers(sourceCode).handlers) {
    const era = ERA_BY_SHAPE.get(handler.shape);
    if (era) return era;
  }
  return null;
}

/** Every distinct place a handler context can hold answers and state, across the frameworks. */
export const ROUND_TRIP_ACCESSES: readonly RoundTripAccess[] = [...new Set(FRAMEWORKS.map((framework) => framework.roundTrip))].filter(
  (access): access is RoundTripAccess => access !== null,
);

/** True for a handler context's `mcpReq` object (`ctx.mcpReq`, `const { mcpReq } = ctx`, `getCtx().mcpReq`). */
export function isMcpReqObject(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.MemberExpression && memberName(inner) === 'mcpReq') return true;
  return resolveOrigin(inner, sourceCode.getScope(inner)).path.at(-1) === 'mcpReq';
}

/**
 * The handler whose context parameter `node` is: an identifier referring to that parameter, or the parameter's
 * destructuring pattern itself (`(params, { requestState }) => ...`).
 */
export function contextParamHandler(sourceCode: SourceCode, node: TSESTree.Node): HandlerRegistration | undefined {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.ObjectPattern) {
    const handler = handlerOf(sourceCode, inner.parent);
    return handler?.contextParam === inner ? handler : undefined;
  }
  if (inner.type !== AST_NODE_TYPES.Identifier) return undefined;
  const def = findVariable(sourceCode.getScope(inner), inner.name)?.defs[0];
  if (def?.type !== 'Parameter') return undefined;
  const handler = handlerOf(sourceCode, def.node);
  return handler?.contextParam === def.name ? handler : undefined;
}
