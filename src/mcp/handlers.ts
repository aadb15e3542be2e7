/**
 * Registered handlers: which functions of a file a client can call, how (`HandlerShape`), for which MCP
 * method, and which parameter is their request context. Each registration shape lives in its own module
 * under `./frameworks/`; this file shows them the candidate nodes from the file's index (`src/ast/file-index.ts`),
 * follows the values they register (`src/ast/values.ts`), and answers the lookups the rules need.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { chainRoot } from '../ast/chains.js';
import { bySourceOrder, fileIndex, type IndexedType } from '../ast/file-index.js';
import { enclosingFunction, isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { calleeName, findVariable, isTransparentWrapper, memberName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import type { SourceCode } from '../ast/types.js';
import { Bindings, ValueFlow } from '../ast/values.js';
import { SDK_V2_ROUND_TRIP } from './frameworks/context.js';
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
  /** How it was registered, or `'typed'`: only the SDK's types mark it, a layer above (see `addHandlerSource`). */
  shape: HandlerShape | 'typed';
  /** The parameter carrying the request context (`ctx`, `extra`, `context`), when the shape says which one it is. */
  contextParam: TSESTree.Parameter | null;
}

export interface FileHandlers {
  /** Every registered handler, in source order of the registrations. */
  handlers: readonly HandlerRegistration[];
  /** The registration of a function (the first one when a function is registered twice). */
  byFunction: ReadonlyMap<FunctionNode, HandlerRegistration>;
  /**
   * Calls in handlers whose callee only value flow resolves, with the handlers they run: `this.execute(args, ctx)` in a
   * base class (each subclass's `execute`), `fn(args, ctx)` in a wrapper (each function passed as `fn`).
   */
  callTargets: ReadonlyMap<TSESTree.CallExpression, readonly FunctionNode[]>;
}

/**
 * Files without any of the frameworks' words register nothing, so discovery skips the walk. One expression per
 * framework: in one alternation, xmcp's anchored lookahead keeps the engine from scanning for the others' words, and
 * the test took about 20 times as long on a file of handlers.
 */
const REGISTRATION_TEXTS = FRAMEWORKS.map((framework) => new RegExp(framework.text));

// A typed handler's context is the SDK's `ServerContext` (or v1's `RequestHandlerExtra`, as for `registerTool`: the era tells them apart).
const ROUND_TRIP_BY_SHAPE = new Map<HandlerRegistration['shape'], RoundTripAccess | null>([
  ...FRAMEWORKS.flatMap((framework) => framework.shapes.map((shape) => [shape, framework.roundTrip] as const)),
  ['typed', SDK_V2_ROUND_TRIP],
]);

const ERA_BY_SHAPE = new Map<HandlerRegistration['shape'], ProtocolRevision | undefined>(
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

/** The nodes each framework is shown, from the file's index: by name where it filters by name. */
function candidates(sourceCode: SourceCode): Map<TSESTree.Node, Framework[]> {
  const index = fileIndex(sourceCode);
  const byNode = new Map<TSESTree.Node, Framework[]>();
  const add = (node: TSESTree.Node, framework: Framework): void => {
    if (framework.shows && !framework.shows(node)) return;
    let list = byNode.get(node);
    if (!list) byNode.set(node, (list = []));
    list.push(framework);
  };
  for (const framework of FRAMEWORKS) {
    const types = new Set<AST_NODE_TYPES>(framework.nodeTypes);
    if (framework.names && !types.has(AST_NODE_TYPES.ClassDeclaration) && !types.has(AST_NODE_TYPES.ClassExpression)) {
      for (const name of framework.names) {
        for (const call of index.callsNamed(name)) if (types.has(call.type)) add(call, framework);
      }
      continue;
    }
    for (const type of framework.nodeTypes) {
      for (const node of index.of(type as IndexedType)) {
        if (framework.names) {
          const name = registrationName(node);
          if (name === null || !framework.names.includes(name)) continue;
        }
        add(node, framework);
      }
    }
  }
  return byNode;
}

/** Bounds on following values per file: a table of tools registered through wrappers stays well inside them. */
const MAX_CHOICE_DEPTH = 6;
const MAX_INSTANCES = 4000;
const MAX_FORWARDING = 4;
const MAX_INLINE_CALLBACKS = 16;

/**
 * Discovery by value flow (docs/architecture.md, "Where handlers are found"): each registration is asked under
 * every consistent set of choices for what its handler value depends on (table elements, a wrapper's callers,
 * the class `this` is), and the handlers it yields are followed into the functions they forward their context to.
 */
class Discovery {
  readonly handlers: HandlerRegistration[] = [];
  /** Calls of registered functions whose callee is a handler only value flow finds (`this.execute(args, ctx)`, `fn(args, ctx)`). */
  readonly callTargets = new Map<TSESTree.CallExpression, FunctionNode[]>();
  private readonly seen = new Set<string>();
  private readonly ids = new Map<TSESTree.Node, number>();
  private instances = 0;
  private callsByFunction: Map<FunctionNode, TSESTree.CallExpression[]> | null = null;

  constructor(private readonly sourceCode: SourceCode) {}

  /** `registers`: whether the file's text has a framework's words (`REGISTRATION_TEXTS`); else only `extra` is followed. */
  run(extra: readonly HandlerRegistration[], registers: boolean): HandlerRegistration[] {
    const byNode = registers ? candidates(this.sourceCode) : new Map<TSESTree.Node, Framework[]>();
    for (const node of [...byNode.keys()].sort(bySourceOrder)) {
      const name = registrationName(node);
      for (const framework of byNode.get(node)!) this.register(node, framework, name, Bindings.NONE, 0);
    }
    // After the registrations, which know more of a function (its tool name, annotations); followed like them.
    const registered = new Set(this.handlers.map((handler) => handler.fn));
    for (const handler of extra) if (!registered.has(handler.fn)) this.add(handler, Bindings.NONE, 0);
    return this.handlers;
  }

  private register(node: TSESTree.Node, framework: Framework, name: string | null, bindings: Bindings, depth: number): void {
    if ((this.instances += 1) > MAX_INSTANCES) return;
    const site = new Site(this.sourceCode, node, name, bindings);
    const found = framework.register(node, site);
    const unknown = site.flow?.unknowns[0];
    const choices = unknown && depth < MAX_CHOICE_DEPTH ? site.flow!.choicesOf(unknown, bindings) : [];
    if (choices.length > 0) {
      // Asked again under each choice, and only then: the answer without them would pair one table element's handler with nothing.
      for (const choice of choices) this.register(node, framework, name, choice, depth + 1);
      return;
    }
    for (const handler of found) {
      if (!handler.fn) continue;
      this.add({
        fn: handler.fn,
        method: handler.method,
        toolName: handler.toolName ?? null,
        annotations: handler.annotations ?? null,
        registration: node,
        shape: handler.shape,
        contextParam: handler.contextParam ?? null,
      }, site.reached?.get(handler.fn) ?? bindings, 0);
    }
  }

  private id(node: TSESTree.Node | null): number {
    if (!node) return 0;
    let id = this.ids.get(node);
    if (id === undefined) this.ids.set(node, (id = this.ids.size + 1));
    return id;
  }

  private add(handler: HandlerRegistration, bindings: Bindings, depth: number): void {
    const key = `${this.id(handler.registration)}:${this.id(handler.fn)}:${this.id(handler.annotations)}:${handler.shape}`;
    if (!this.seen.has(key)) {
      this.seen.add(key);
      this.handlers.push(handler);
    }
    // Followed again under other choices: a base class's `run` forwards to each subclass's `execute`.
    if (depth < MAX_FORWARDING && (this.instances += 1) <= MAX_INSTANCES) this.forward(handler, bindings, depth);
  }

  /**
   * A registered function that hands its request on and returns the answer (`(args, ctx) => this.refund(args, ctx)`,
   * `return await fn(args, ctx)` in a wrapper, `return tool.handler(args)` over a table) makes the function it calls a
   * handler of the same registration: one it passes its context parameter to (the context lands where it is passed),
   * or all its parameters in order. Every call of a registered function that hands on one of its parameters and that
   * only value flow resolves (`this.execute(args)` under each subclass, `fn(args)` under each caller of a wrapper) is
   * kept in `callTargets` for the flow analysis.
   */
  private forward(handler: HandlerRegistration, bindings: Bindings, depth: number): void {
    const { fn, contextParam } = handler;
    const params = fn.params;
    for (const call of this.runCalls(fn)) {
      const passed = call.arguments.map((argument) => parameterIndex(fn, argument));
      const contextAt = contextParam ? passed.indexOf(params.indexOf(contextParam)) : -1;
      const inOrder = params.length > 0 && passed.length >= params.length && params.every((_, i) => passed[i] === i);
      const handsOn = passed.some((index) => index >= 0);
      // A call that hands on none of the handler's parameters runs nothing of the request (and most calls are such).
      if (!handsOn && contextAt < 0 && !inOrder) continue;
      // A call inside an inline callback hands its answer to the function it was passed to, not to the client.
      const forwards = (contextAt >= 0 || inOrder) && enclosingFunction(call) === fn && isReturnedBy(call, fn);
      if (!forwards && (!handsOn || !mayHoldLocalFunction(call.callee, this.sourceCode))) continue;
      // What the callee names without value flow, the flow analysis already follows.
      const direct = resolveFunction(call.callee, this.sourceCode.getScope(call));
      for (const target of new ValueFlow(this.sourceCode).functionsAt(call.callee, bindings)) {
        const callee = target.node as FunctionNode;
        if (callee === fn) continue;
        if (callee !== direct) {
          let list = this.callTargets.get(call);
          if (!list) this.callTargets.set(call, (list = []));
          if (!list.includes(callee)) list.push(callee);
        }
        // Only a call whose result is the handler's own answers the request; a helper handed the context is not a handler.
        if (!forwards) continue;
        const contextIndex = contextAt >= 0 ? contextAt : contextParam ? params.indexOf(contextParam) : -1;
        const forwarded = { ...handler, fn: callee, contextParam: contextIndex >= 0 ? (callee.params[contextIndex] ?? null) : null };
        this.add(forwarded, target.bindings, depth + 1);
      }
    }
  }

  /**
   * The calls a run of `fn` makes: its own, and those of functions written inline as arguments of them
   * (`startSpan(opts, async () => handler(args, extra))`), which the flow analysis runs where they are passed.
   */
  private runCalls(fn: FunctionNode): TSESTree.CallExpression[] {
    const calls: TSESTree.CallExpression[] = [];
    const pending: FunctionNode[] = [fn];
    for (let visited = 0; pending.length > 0 && visited < MAX_INLINE_CALLBACKS; visited += 1) {
      for (const call of this.ownCalls(pending.pop()!)) {
        calls.push(call);
        for (const argument of call.arguments) if (isFunctionNode(argument)) pending.push(argument);
      }
    }
    return calls;
  }

  /** The calls in a function's own body (not in functions nested in it), from the file's index. */
  private ownCalls(fn: FunctionNode): readonly TSESTree.CallExpression[] {
    if (!this.callsByFunction) {
      this.callsByFunction = new Map();
      for (const call of fileIndex(this.sourceCode).of(AST_NODE_TYPES.CallExpression)) {
        const owner = enclosingFunction(call);
        if (!owner) continue;
        let list = this.callsByFunction.get(owner);
        if (!list) this.callsByFunction.set(owner, (list = []));
        list.push(call);
      }
    }
    return this.callsByFunction.get(fn) ?? [];
  }
}

/**
 * Cheap test before following a callee: one rooted in an import or a global (`db.rows.insert`, `fetch`) never holds a
 * function of this file; `this`, parameters and local variables may.
 */
function mayHoldLocalFunction(callee: TSESTree.Node, sourceCode: SourceCode): boolean {
  const root = chainRoot(callee);
  if (root?.type === AST_NODE_TYPES.ThisExpression) return true;
  if (!root) return false;
  const def = findVariable(sourceCode.getScope(root), root.name)?.defs[0];
  return def !== undefined && def.type !== 'ImportBinding';
}

/** Whether `fn` returns what `call` returns: its arrow body or a `return` of it, through `await` and TS wrappers. */
function isReturnedBy(call: TSESTree.CallExpression, fn: FunctionNode): boolean {
  let node: TSESTree.Node = call;
  while (node.parent && (node.parent.type === AST_NODE_TYPES.AwaitExpression || isTransparentWrapper(node.parent))) node = node.parent;
  const parent = node.parent;
  return parent === fn ? fn.body === node : parent?.type === AST_NODE_TYPES.ReturnStatement;
}

/** The index of the parameter of `fn` an argument passes on as it is (`ctx`, `...args`), or -1. */
function parameterIndex(fn: FunctionNode, argument: TSESTree.Node): number {
  const inner = argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : skipTransparent(argument);
  if (inner.type !== AST_NODE_TYPES.Identifier) return -1;
  return fn.params.findIndex((param) => {
    const declared = param.type === AST_NODE_TYPES.RestElement ? param.argument : param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param;
    return declared.type === AST_NODE_TYPES.Identifier && declared.name === inner.name && (argument.type === AST_NODE_TYPES.SpreadElement) === (param.type === AST_NODE_TYPES.RestElement);
  });
}

/**
 * A registration as a framework sees it. Every candidate node gets one (most are dismissed by their shape at once), so
 * the value flow, the functions it reached and the scope are made only when a framework asks.
 */
class Site implements RegistrationSite {
  flow: ValueFlow | null = null;
  /** The functions `function()` returned, with the bindings they were reached under. */
  reached: Map<FunctionNode, Bindings> | null = null;
  private resolvedScope: RegistrationSite['scope'] | null = null;

  constructor(
    readonly sourceCode: SourceCode,
    private readonly node: TSESTree.Node,
    readonly name: string | null,
    private readonly bindings: Bindings,
  ) {}

  get scope(): RegistrationSite['scope'] {
    return (this.resolvedScope ??= this.sourceCode.getScope(this.node));
  }

  function(value: TSESTree.Node): FunctionNode | null {
    const found = (this.flow ??= new ValueFlow(this.sourceCode)).functionAt(value, this.bindings);
    if (!found) return null;
    const fn = found.node as FunctionNode;
    (this.reached ??= new Map()).set(fn, found.bindings);
    return fn;
  }

  object(value: TSESTree.Node | undefined): TSESTree.ObjectExpression | null {
    return value ? (this.flow ??= new ValueFlow(this.sourceCode)).objectAt(value, this.bindings) : null;
  }
}

/**
 * Handlers of a file that no registration in it shows, from a layer above this one (the SDK's types mark them:
 * src/types/handlers.ts, added by src/create-rule.ts before any rule starts). Asked once, when the file's handlers
 * are first needed.
 */
export type HandlerSource = () => readonly HandlerRegistration[];

const sources = new WeakMap<TSESTree.Program, HandlerSource>();

/** Adds the file's other source of handlers; the first one added counts (every rule of a lint run adds the same). */
export function addHandlerSource(sourceCode: SourceCode, source: HandlerSource): void {
  if (!sources.has(sourceCode.ast)) sources.set(sourceCode.ast, source);
}

function discover(sourceCode: SourceCode): Discovery | null {
  const source = sources.get(sourceCode.ast);
  // Tested once per file.
  const text = sourceCode.text;
  const registers = REGISTRATION_TEXTS.some((words) => words.test(text));
  if (!source && !registers) return null;
  const discovery = new Discovery(sourceCode);
  discovery.run(source?.() ?? [], registers);
  return discovery;
}

const cache = new WeakMap<TSESTree.Program, FileHandlers>();

const NO_TARGETS: ReadonlyMap<TSESTree.CallExpression, readonly FunctionNode[]> = new Map();

/** The registered handlers of a file, computed once per AST. */
export function fileHandlers(sourceCode: SourceCode): FileHandlers {
  const cached = cache.get(sourceCode.ast);
  if (cached) return cached;
  const discovery = discover(sourceCode);
  const handlers = discovery?.handlers ?? [];
  const byFunction = new Map<FunctionNode, HandlerRegistration>();
  for (const handler of handlers) {
    if (!byFunction.has(handler.fn)) byFunction.set(handler.fn, handler);
  }
  const result: FileHandlers = { handlers, byFunction, callTargets: discovery?.callTargets ?? NO_TARGETS };
  cache.set(sourceCode.ast, result);
  return result;
}

/** The registration of a function, or undefined when the function is not a registered handler. */
export function handlerOf(sourceCode: SourceCode, fn: TSESTree.Node): HandlerRegistration | undefined {
  return isFunctionNode(fn) ? fileHandlers(sourceCode).byFunction.get(fn) : undefined;
}

/** A call in a registered handler that runs a function given to it (`handler(args, accountId, ctx)`, `t.handler(args, ctx)`). */
export interface ForwardingCall {
  call: TSESTree.CallExpression;
  handler: HandlerRegistration;
}

/**
 * The calls in registered handlers that run `fn` by value flow: a wrapper's registered callback calling the function it
 * was given (`accountTool(name, shape, fn)`), a table's loop calling each entry's `handler`. Empty when none does.
 */
export function forwardingCalls(sourceCode: SourceCode, fn: FunctionNode): ForwardingCall[] {
  const found: ForwardingCall[] = [];
  for (const [call, targets] of fileHandlers(sourceCode).callTargets) {
    const handler = targets.includes(fn) ? enclosingHandler(sourceCode, call) : undefined;
    if (handler) found.push({ call, handler });
  }
  return found;
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
export function roundTripAccess(shape: HandlerRegistration['shape']): RoundTripAccess | null {
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
