import type { Rule } from 'eslint';
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { calledText, callText, oneLineText } from '../ast/call-text.js';
import { argumentsOf, calleeOf, chainCalls, chainRoot } from '../ast/chains.js';
import {
  classifyCall,
  commandParameter,
  forwardedRequestVerdict,
  hasStableIdempotencyKey,
  isParameterSource,
  isPlainPost,
  isFixedValue,
  isProcessStart,
  methodFromRunTime,
  parseEffectSettings,
  mayStateEffects,
  passedFunctionVerdict,
  runTimeMethodParameter,
  SEVERITY,
  settingFixedValues,
  statedEffect,
  urlParameter,
  wrapperRequest,
  type EffectClass,
  type EffectSettings,
  type EffectVerdict,
  type MethodParameter,
  type MethodSource,
} from '../effects/index.js';
import { classNamed, isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { contains, enclosingTests, isLoop, isSwallowed, runsBefore, statementListOf } from '../ast/statements.js';
import { holdsOutsideFunctions, isAwaitNode, walkAst } from '../ast/walk.js';
import { collectFileIndex, traversalEnded } from '../ast/file-index.js';
import { calleeName, findVariable, isTransparentWrapper, memberName, objectProperty, patternPath, propertyKeyName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import { bindingName, Bindings, ValueFlow } from '../ast/values.js';
import { fileHandlers, handlerOf } from '../mcp/handlers.js';
import { inputRequiredKind, mayAskAfter } from '../mcp/exits.js';
import { isRoundTripValue } from '../mcp/round-trip.js';
import { AbsenceGuards, exitsExcludedByTests, STATUS_NAME_PREDICATES, type ClassPredicates } from './guards.js';
import {
  composedFunctions,
  enclosingFunction,
  functionName,
  inlineCallbacks,
  isInlineCallback,
  isPromiseThen,
  namedCallbackArguments,
  returnedCallback,
} from './callbacks.js';
import { createFlowRecorder, type FlowEvent, type FunctionRecord, type Site } from './recorder.js';
import type { CallLike, Scope, SourceCode, Variable } from '../ast/types.js';
import {
  typeCheckedServices,
  TypedFile,
  type CalledParameter,
  type FileSummariser,
  type FunctionSummary,
  type RemoteEffect,
  type RemoteWitness,
  type WrapperQuestion,
} from '../types/index.js';

/** What a function may do outside the process: known, these say what its body does, whatever its name. */
const WORLD_EFFECTS: ReadonlySet<EffectClass> = new Set<EffectClass>(['write', 'write-idempotent', 'cost']);

/** Effect classes a summary keeps; `unknown` only for awaited calls (what `checkUnknownCalls` reports). */
const COUNTED_CLASSES: ReadonlySet<EffectClass> = new Set<EffectClass>(['write', 'write-idempotent', 'process-state', 'cost', 'unknown']);

/** Per segment of a record (by `SegmentRecord.index`), for each of its events the exit that can run after it; none where none can. */
type ExitsAfterEvents = ((TSESTree.Node | null)[] | undefined)[];

/** One effect a call leads to: the call the classifier judged and the functions passed on the way. */
export interface Witness {
  /** The effect's call in this file; null when it is in another file (type-checked configs), see `elsewhere`. */
  effectCall: CallLike | null;
  /** The effect's call in another file of the project, as text: that file's syntax tree is not kept. */
  elsewhere: RemoteEffect | null;
  verdict: EffectVerdict;
  /** Names of the functions between the reported call and the effect, outermost first. */
  chain: string[];
}

interface Summary {
  effects: Map<EffectClass, Witness>;
  returnsInputRequired: boolean;
}

/** A call that can run before an `input_required` exit, and why it is an effect. */
export interface EffectFinding extends EffectAt {
  asker: TSESTree.Node;
  /** An `input_required` exit reachable after the call; the asker itself when `wrapper` asks. */
  exit: TSESTree.Node;
  /**
   * The question is asked by a function that runs this one (a higher-order wrapper's `fn(args, ctx)`, a base class's
   * `this.execute(args)`, or, with types, a wrapper of another file) after running it: the report is at the effect,
   * inside the function that was passed.
   */
  wrapper?: WrapperQuestion;
  /** The effect runs in a `finally` on the way out with the question its `try` returned (`exitThroughFinally`). */
  inFinally?: true;
}

export interface FileFlow {
  /**
   * The askers: functions with at least one `input_required` exit in their own body, registered handlers
   * and helpers alike ("handler" stays for registrations, `src/mcp/handlers.ts`).
   */
  readonly askers: readonly TSESTree.Node[];
  /** An asker's `input_required` exits (returned expressions), in source order. */
  exitsOf(asker: TSESTree.Node): readonly TSESTree.Node[];
  /** The file's view of the program in the type-checked configs, else null. */
  readonly types: TypedFile | null;
  /** Every effect of one of `classes` that can run before an exit, unguarded. */
  findings(classes: ReadonlySet<EffectClass>): EffectFinding[];
  /**
   * Every effect a run of `fn` may make, on any round and whatever it returns: its own calls, its inline
   * callbacks', and those of the same-file functions it calls (with the chain), in source order. Guards and
   * exits play no part: this is what the function does at all (tool annotations are checked against it).
   */
  effectsOfRun(fn: TSESTree.Node): readonly Witness[];
  /**
   * Every effect of one of `classes` that a run of `fn` makes, guarded or not: its own calls, calls of
   * same-file functions (reported at the call, naming the chain) and calls inside inline callbacks.
   */
  effectsIn(fn: TSESTree.Node, classes: ReadonlySet<EffectClass>): EffectAt[];
}

/** An effect a function's run makes: where to report it, and the call the classifier judged. */
export interface EffectAt extends Witness {
  /** The effect itself, or the call of the function that leads to it. */
  report: CallLike;
}

/** Names of functions that encode state for `requestState` (`codec.mint`, `seal`, `signState`). */
const STATE_ENCODERS = /^(mint|seal|sign|encode|encrypt|serialize|stringify)/i;

/** A function of another file as this call names it (`recordUsage` for an anonymous default export). */
function calledName(call: CallLike, summary: FunctionSummary): string {
  return calleeName(calleeOf(call)) ?? summary.name;
}

const NONE: readonly TSESTree.Node[] = [];

/** How many calls of inline callbacks are looked through for functions they run by value flow (one call's worth). */
const MAX_INLINE_CALLS = 32;

/** How deep `callsRunBy` looks into callbacks run in place (an executor's own callbacks are the second level). */
const MAX_CALLBACK_DEPTH = 2;

/**
 * The function that asks, as messages name it: a higher-order wrapper's name when the asker is the function it returns
 * (`withPermissionRetry` returning `async (args, ctx) => ...`), the asker's own name, the name of a project function
 * that registers it around what it was given (`defineTool(name, fn)` registering `async (args, ctx) => { await
 * fn(args) ... }`), or for an anonymous handler what it is (``the `refund` tool's handler``, ``the `tools/call`
 * handler``), not the setup function or constructor it is written in.
 */
function askerText(asker: TSESTree.Node, sourceCode: SourceCode): string {
  for (let fn: TSESTree.Node | null = asker; fn; fn = returningFunction(fn, sourceCode)) {
    const name = isFunctionNode(fn) ? bindingName(fn) : null;
    if (name !== null) return `\`${name}\``;
  }
  for (let outer = enclosingFunction(asker); outer; outer = enclosingFunction(outer)) {
    const name = bindingName(outer);
    if (name !== null && usesParameterOf(asker, outer, sourceCode)) return `\`${name}\``;
  }
  return functionName(asker, sourceCode);
}

/** Whether `inner` reads a parameter of the function around it, `outer` (a wrapper's `fn`). */
function usesParameterOf(inner: TSESTree.Node, outer: FunctionNode, sourceCode: SourceCode): boolean {
  return sourceCode
    .getDeclaredVariables(outer)
    .some((variable) => variable.defs[0]?.type === 'Parameter' && variable.references.some((reference) => contains(inner, reference.identifier)));
}

/**
 * The function that returns `fn` as it is written (`return async () => ...`, `(fn) => async () => ...`), or the result
 * of the call `fn` is given to as an inline callback (`return startSpan(opts, async () => ...)`) unless `fn` is
 * registered itself; null for any other.
 */
function returningFunction(fn: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node | null {
  let node = fn;
  for (let parent = node.parent; parent; parent = node.parent) {
    const passed = parent.type === AST_NODE_TYPES.CallExpression && parent.callee !== node && !handlerOf(sourceCode, fn);
    if (!passed && !isTransparentWrapper(parent) && parent.type !== AST_NODE_TYPES.AwaitExpression) break;
    node = parent;
  }
  const parent = node.parent;
  if (isFunctionNode(parent) && parent.body === node) return parent;
  return parent?.type === AST_NODE_TYPES.ReturnStatement ? enclosingFunction(parent) : null;
}

/** A callee looked up in a table by a key known only at run time: `handlers[name]`, `machine.states[state.step].run`. */
function isTableLookup(callee: TSESTree.Node): boolean {
  const inner = skipTransparent(callee);
  const lookup = inner.type === AST_NODE_TYPES.MemberExpression && !inner.computed ? skipTransparent(inner.object) : inner;
  return lookup.type === AST_NODE_TYPES.MemberExpression && lookup.computed && lookup.property.type !== AST_NODE_TYPES.Literal;
}

/** A helper's effects at one call, its one write idempotent there (`verdict`), kept as the witness of that class. */
function withWriteIdempotent(effects: ReadonlyMap<EffectClass, Witness>, write: Witness, verdict: EffectVerdict): ReadonlyMap<EffectClass, Witness> {
  const kept = new Map(effects);
  kept.delete('write');
  if (!kept.has('write-idempotent')) kept.set('write-idempotent', { ...write, verdict });
  return kept;
}

/** `signal.aborted`, `hooks?.signal?.aborted || deadline.aborted`: a test that the run was cancelled. */
function testsAbort(test: TSESTree.Node, visitorKeys: SourceCode['visitorKeys']): boolean {
  return holdsOutsideFunctions(test, visitorKeys, (node) => node.type === AST_NODE_TYPES.MemberExpression && memberName(node) === 'aborted');
}

/**
 * Whether `call` runs only in a branch for a cancelled run that ends by throwing (`if (signal.aborted) {
 * cancelRun(id); throw new Error('Request cancelled') }`): cleanup that stops what the run started, on a round that
 * fails anyway; neither a write a client would confirm nor one a retry repeats.
 */
function runsOnlyOnAbort(call: CallLike, fn: TSESTree.Node, visitorKeys: SourceCode['visitorKeys']): boolean {
  for (let child: TSESTree.Node = call, node: TSESTree.Node | undefined = call.parent; node && node !== fn && !isFunctionNode(node); child = node, node = node.parent) {
    if (node.type !== AST_NODE_TYPES.IfStatement || node.consequent !== child) continue;
    const consequent = node.consequent;
    const last = consequent.type === AST_NODE_TYPES.BlockStatement ? consequent.body.at(-1) : consequent;
    if (last?.type === AST_NODE_TYPES.ThrowStatement && testsAbort(node.test, visitorKeys)) return true;
  }
  return false;
}

/** The call whose result a returned expression is: the call itself (awaited or not), or the one a `const` it names was given. */
function returnedCall(returned: TSESTree.Node, scope: Scope): TSESTree.Node {
  const unwrap = (node: TSESTree.Node): TSESTree.Node => {
    const inner = skipTransparent(node);
    return inner.type === AST_NODE_TYPES.AwaitExpression ? skipTransparent(inner.argument) : inner;
  };
  const value = unwrap(returned);
  if (value.type !== AST_NODE_TYPES.Identifier) return value;
  const variable = findVariable(scope, value.name);
  const def = variable?.defs[0];
  const single = def?.type === 'Variable' && def.parent.kind === 'const' && def.node.id === def.name && def.node.init;
  return single ? unwrap(def.node.init!) : value;
}

function isAwaited(call: CallLike): boolean {
  let parent = call.parent;
  while (parent && isTransparentWrapper(parent)) parent = parent.parent;
  return parent?.type === AST_NODE_TYPES.AwaitExpression;
}

/**
 * The parameter of `fn` a call calls (`fn()` in `retryWithBackoff(fn)`, `run()` of `{ run }: Options`), with the keys
 * a destructuring reads to reach it; null for any other call.
 */
/** A node that may throw where it stands: a call, `new`, a tagged template, `await`, `yield` or `throw`. */
const isThrowingNode = (node: TSESTree.Node): boolean =>
  node.type === AST_NODE_TYPES.CallExpression ||
  node.type === AST_NODE_TYPES.NewExpression ||
  node.type === AST_NODE_TYPES.TaggedTemplateExpression ||
  node.type === AST_NODE_TYPES.AwaitExpression ||
  node.type === AST_NODE_TYPES.YieldExpression ||
  node.type === AST_NODE_TYPES.ThrowStatement;

function calledParameter(call: CallLike, fn: TSESTree.Node, scope: Scope): CalledParameter | null {
  const callee = call.type === AST_NODE_TYPES.CallExpression ? skipTransparent(call.callee) : null;
  if (callee?.type !== AST_NODE_TYPES.Identifier || !isFunctionNode(fn)) return null;
  const def = findVariable(scope, callee.name)?.defs[0];
  if (def?.type !== 'Parameter' || def.node !== fn || def.name.type !== AST_NODE_TYPES.Identifier) return null;
  const binding = def.name;
  for (const [index, param] of fn.params.entries()) {
    const path = patternPath(param.type === AST_NODE_TYPES.TSParameterProperty ? param.parameter : param, binding);
    if (path) return { index, path };
  }
  return null;
}

/** What a call passes for a parameter its callee calls: the argument, down the keys of an object literal; undefined when absent. */
function passedFor(call: TSESTree.CallExpression, parameter: CalledParameter): TSESTree.Node | undefined {
  let value: TSESTree.Node | undefined = call.arguments[parameter.index];
  for (const key of parameter.path) {
    const object: TSESTree.Node | undefined = value && skipTransparent(value);
    if (object?.type !== AST_NODE_TYPES.ObjectExpression) return object;
    value = objectProperty(object, key)?.value;
  }
  return value && skipTransparent(value);
}

/**
 * Everything the file's records say, decided at the end of the program (docs/architecture.md, "From ESLint's events to a report"):
 * same-file function summaries to a fixed point over the call graph, then per asker the segments from
 * which an exit is reachable, then the effects that can run before one.
 */
class FileFlowAnalysis implements FileFlow {
  readonly askers: TSESTree.Node[] = [];
  private readonly summaries = new Map<TSESTree.Node, Summary>();
  private readonly verdicts = new Map<CallLike, Map<TSESTree.Node, EffectVerdict>>();
  private readonly owners = new Map<TSESTree.Node, TSESTree.Node>();
  private readonly exitsByAsker = new Map<TSESTree.Node, Set<TSESTree.Node>>();
  private readonly findingsByClasses = new Map<string, EffectFinding[]>();
  /** While `summariseReturns` runs: notes that the function being looked at read `callee`'s flag. */
  private onReturnsRead: ((callee: TSESTree.Node) => void) | null = null;
  /** Functions whose effect summaries are final (see `summariseEffects`). */
  private readonly effectsDone = new Set<TSESTree.Node>();
  private readonly guards: AbsenceGuards;
  /** Wrappers `methodParameter` is looking into, so that recursion ends. */
  private readonly wrappersExamined = new Set<TSESTree.Node>();
  private readonly methodParameters = new Map<TSESTree.Node, MethodParameter | null>();
  private readonly calledParametersOf = new Map<TSESTree.Node, readonly CalledParameter[]>();
  private readonly opaqueBodies = new Map<TSESTree.Node, boolean>();
  private readonly callTexts = new Map<CallLike, string>();
  private readonly passed = new Map<CallLike, readonly TSESTree.Node[]>();
  /** Per call, what it runs (asked for every call by the verdicts, the summaries' fixed point and the findings alike). */
  private readonly localCallees = new Map<CallLike, TSESTree.Node | null>();
  private readonly callees = new Map<CallLike, readonly TSESTree.Node[]>();
  private readonly targets = new Map<CallLike, readonly TSESTree.Node[]>();
  private readonly callbacks = new Map<CallLike, readonly FunctionNode[]>();
  private readonly plumbing = new Map<CallLike, boolean>();
  /** Whether a verdict may be the user's (`settings.mcp.effects` entries, `@mcp-effect` comments in the file). */
  private readonly userMayState: boolean;

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly settings: EffectSettings,
    private readonly records: Map<TSESTree.Node, FunctionRecord>,
    /** Calls into other files, with `settings.mcp.typeChecked` (src/types). */
    readonly types: TypedFile | null,
  ) {
    this.guards = new AbsenceGuards(sourceCode);
    this.userMayState = settings.entries.length > 0 || mayStateEffects(sourceCode);
    this.summariseReturns();
    for (const record of records.values()) {
      const exits = new Set(record.returns.filter((site) => this.isExit(site.node, record.node)).map((site) => site.node));
      if (exits.size === 0) continue;
      this.askers.push(record.node);
      this.exitsByAsker.set(record.node, exits);
    }
  }

  private scopeOf(node: TSESTree.Node): Scope {
    return this.sourceCode.getScope(node);
  }

  /** For summaries, locality is judged against the function that owns a run: an inline callback belongs to its caller's. */
  private ownerOf(fn: TSESTree.Node): TSESTree.Node {
    let owner = this.owners.get(fn);
    if (!owner) {
      const outer = isInlineCallback(fn) ? enclosingFunction(fn) : null;
      owner = outer ? this.ownerOf(outer) : fn;
      this.owners.set(fn, owner);
    }
    return owner;
  }

  /**
   * The classifier's verdict on a call, for the run of `owner`. A call of a same-file function is judged by
   * that function's summary instead (docs/architecture.md, src/flow/), unless settings or an annotation decided it.
   */
  private verdictOf(call: CallLike, owner: TSESTree.Node): EffectVerdict | null {
    // Only what the user states (settings, `@mcp-effect`) outranks the round trip's plumbing, which is no effect
    // whatever the classifier says: where nothing can be stated, such a call (`acceptedContent(...)`) is not judged.
    if (!this.userMayState && !this.localCallee(call) && !this.otherFileSummary(call) && this.isRoundTripPlumbing(call)) return null;
    let byOwner = this.verdicts.get(call);
    if (!byOwner) this.verdicts.set(call, (byOwner = new Map<TSESTree.Node, EffectVerdict>()));
    let verdict = byOwner.get(owner);
    if (verdict === undefined) {
      verdict = classifyCall(call, { sourceCode: this.sourceCode, settings: this.settings, owner, declared: this.types?.callees });
      byOwner.set(owner, verdict);
    }
    const decidedByUser = verdict.layer === 'settings' || verdict.layer === 'annotation';
    if (decidedByUser) return verdict;
    // A wrapper of this file or another is judged by its summary, and by the method the call passes when it sends that one.
    const callee = this.localCallee(call);
    const other = callee ? null : this.otherFileSummary(call);
    if (!callee && !other) return this.isRoundTripPlumbing(call) ? null : verdict;
    const slot = callee ? this.methodParameter(callee) : other!.methodParameter;
    const name = callee ? functionName(callee, this.sourceCode) : other!.name;
    if (slot) return forwardedRequestVerdict(call, this.scopeOf(call), name, slot, this.sourceCode);
    if (this.passesUnwrittenFunction(call)) return passedFunctionVerdict(name);
    // A body that shows nothing of what the function does to the world leaves its name to say it, when the name does.
    return verdict.effectClass !== 'unknown' && (callee ? this.bodyIsOpaque(callee) : other!.opaqueBody) ? verdict : null;
  }

  /**
   * Whether what a same-file function does to the world goes only through calls the classifier cannot place
   * (`notifyCustomer(...) { const sent = await this.provider.push(...); this.remember(sent.id); }` over an interface
   * nothing implements): at least one such call, and none of its own calls known to write or cost. Calls that run the
   * project's functions bring their own summaries, calls on a parameter act on what the caller hands in (an HTTP
   * response in `sendJson(res, body)`), and calls of a function value it declares run what it made: all are left out.
   * Once per function.
   */
  private bodyIsOpaque(fn: TSESTree.Node): boolean {
    let opaque = this.opaqueBodies.get(fn);
    if (opaque === undefined) {
      const owner = this.ownerOf(fn);
      const own = (this.records.get(fn)?.calls ?? [])
        .filter((site) => this.calleeFunctions(site.node).length === 0 && this.callbacksRun(site.node).length === 0 && this.otherFileSummary(site.node) === null)
        .filter((site) => !this.onOwnValue(site.node, fn))
        .map((site) => this.verdictOf(site.node, owner));
      opaque = own.some((verdict) => verdict?.effectClass === 'unknown') && own.every((verdict) => verdict === null || !WORLD_EFFECTS.has(verdict.effectClass));
      this.opaqueBodies.set(fn, opaque);
    }
    return opaque;
  }

  /**
   * Whether a call acts on what `fn` was handed or made itself: a chain that starts at a parameter (`res.json()` in
   * `sendJson(res, body)`), or a function value `fn` declares (`resolveInterrupt(reason)` of a `let` it assigns).
   */
  private onOwnValue(call: CallLike, fn: TSESTree.Node): boolean {
    const callee = calleeOf(call);
    const root = chainRoot(callee);
    const variable = root?.type === AST_NODE_TYPES.Identifier ? findVariable(this.scopeOf(call), root.name) : null;
    const def = variable?.defs[0];
    if (def?.type === 'Parameter' && def.node === fn) return true;
    const declared = def?.name.range[0] ?? -1;
    return skipTransparent(callee).type === AST_NODE_TYPES.Identifier && def?.type === 'Variable' && declared > fn.range[0] && declared < fn.range[1];
  }

  /** The parameters a project function calls (see `FunctionSummary.calledParameters`), once per function. */
  private calledParameters(fn: TSESTree.Node): readonly CalledParameter[] {
    let called = this.calledParametersOf.get(fn);
    if (!called) {
      called = (this.records.get(fn)?.calls ?? []).flatMap((site) => calledParameter(site.node, fn, this.scopeOf(site.node)) ?? []);
      this.calledParametersOf.set(fn, called);
    }
    return called;
  }

  /** The parameters the project function a call runs calls: this file's or, with types, another's. */
  private calleeCalledParameters(call: CallLike): readonly CalledParameter[] {
    if (call.type !== AST_NODE_TYPES.CallExpression) return [];
    const callee = this.localCallee(call);
    return callee ? this.calledParameters(callee) : (this.otherFileSummary(call)?.calledParameters ?? []);
  }

  /**
   * Functions a call runs where it stands: those written inline as its arguments, and those written as members of an
   * object literal it passes for a parameter its project callee calls (`withProviderFallback({ run: async () => ... })`).
   */
  private callbacksRun(call: CallLike): readonly FunctionNode[] {
    const known = this.callbacks.get(call);
    if (known) return known;
    const inline = inlineCallbacks(call);
    if (call.type === AST_NODE_TYPES.CallExpression) {
      for (const parameter of this.calleeCalledParameters(call)) {
        const passed = parameter.path.length > 0 ? passedFor(call, parameter) : undefined;
        if (isFunctionNode(passed) && !inline.includes(passed)) inline.push(passed);
      }
    }
    this.callbacks.set(call, inline);
    return inline;
  }

  /** Whether a call passes, for a parameter its project callee calls, a function not written there nor named in this file. */
  private passesUnwrittenFunction(call: CallLike): boolean {
    if (call.type !== AST_NODE_TYPES.CallExpression) return false;
    const scope = this.scopeOf(call);
    return this.calleeCalledParameters(call).some((parameter) => {
      const passed = passedFor(call, parameter);
      return passed !== undefined && !isFunctionNode(passed) && !(passed.type === AST_NODE_TYPES.Identifier && resolveFunction(passed, scope));
    });
  }

  /**
   * The parameter that carries the method of an HTTP request a function sends (`options` in `request(path, options)`
   * calling `fetch(url, { ...options, headers })`, or in `requestJSON(path, options)` passing it on to `request`):
   * then a call of it is judged by what it passes there (`forwardedRequestVerdict`), and the request is not one of the
   * function's own effects. Once per function.
   */
  private methodParameter(fn: TSESTree.Node): MethodParameter | null {
    const known = this.methodParameters.get(fn);
    if (known !== undefined) return known;
    // A wrapper that calls itself is not looked into again while it is being looked at.
    if (this.wrappersExamined.has(fn)) return null;
    this.wrappersExamined.add(fn);
    let found: MethodParameter | null = null;
    try {
      for (const site of this.callsRunBy(fn)) {
        const source = this.methodSource(site, fn);
        if (isParameterSource(source) && source.fn === fn) {
          found = source.parameter;
          break;
        }
      }
    } finally {
      this.wrappersExamined.delete(fn);
    }
    // Settled only when the look went to the bottom (not cut short by a wrapper being looked at further up).
    if (this.wrappersExamined.size === 0) this.methodParameters.set(fn, found);
    return found;
  }

  /** The calls of `fn`'s own body and of the callbacks its calls run in place (a `new Promise` executor), in order. */
  private callsRunBy(fn: TSESTree.Node): CallLike[] {
    const calls: CallLike[] = [];
    const visit = (current: TSESTree.Node, depth: number): void => {
      for (const site of this.records.get(current)?.calls ?? []) {
        calls.push(site.node);
        if (depth < MAX_CALLBACK_DEPTH) for (const callback of inlineCallbacks(site.node)) visit(callback, depth + 1);
      }
    };
    visit(fn, 0);
    return calls;
  }

  /** Where the method of the HTTP request a call of `fn` sends comes from; null for calls that send none by it. */
  private methodSource(call: CallLike, fn: TSESTree.Node): MethodSource | null {
    const scope = this.scopeOf(call);
    const callee = this.localCallee(call);
    const other = callee ? null : this.otherFileSummary(call);
    if (callee || other) {
      const slot = callee ? this.methodParameter(callee) : other!.methodParameter;
      return slot && wrapperRequest(call, scope, slot);
    }
    const verdict = this.verdictOf(call, this.ownerOf(fn));
    if (verdict === null) return null;
    // `fetch(url, { ...init }).then((r) => r.json())`: the request is the link of the chain that takes the options.
    if (methodFromRunTime(verdict)) return chainCalls(call).reduce<MethodSource | null>((found, link) => found ?? runTimeMethodParameter(link, scope), null);
    if (isPlainPost(verdict)) return urlParameter(call, scope, verdict);
    return isProcessStart(verdict) ? commandParameter(call, scope, verdict) : null;
  }

  /**
   * Whether a call sends a request with the method or the path `fn`'s caller passes, or starts a process with the words
   * it passes: that call's effect, not `fn`'s own. In a callback `fn` runs in place (a `new Promise` executor), the
   * parameter is the enclosing function's, whose calls are judged by it when it is the one `methodParameter` found.
   */
  private forwardsMethod(call: CallLike, fn: TSESTree.Node, verdict: EffectVerdict | null): boolean {
    if (verdict === null) return false;
    // A POST through a request wrapper may go to the caller's path (`wrapperRequest`).
    const throughWrapper = verdict.effectClass === 'write' && (this.localCallee(call) !== null || this.otherFileSummary(call) !== null);
    if (!(throughWrapper || methodFromRunTime(verdict) || isPlainPost(verdict) || isProcessStart(verdict))) return false;
    const source = this.methodSource(call, fn);
    if (!isParameterSource(source)) return false;
    if (source.fn === fn) return true;
    const slot = this.methodParameter(source.fn);
    return slot !== null && slot.index === source.parameter.index && slot.kind === source.parameter.kind;
  }

  /**
   * Calls that only carry the round trip, whatever their receiver: reading the answers or the echoed state
   * (`codec.verify(ctx.mcpReq.requestState())`), and encoding the state a question carries
   * (`requestState: await codec.mint({...})`). Calls nested in their arguments are still judged.
   */
  private isRoundTripPlumbing(call: CallLike): boolean {
    let plumbing = this.plumbing.get(call);
    if (plumbing === undefined) this.plumbing.set(call, (plumbing = this.carriesRoundTrip(call)));
    return plumbing;
  }

  private carriesRoundTrip(call: CallLike): boolean {
    if (isRoundTripValue(call, this.scopeOf(call))) return true;
    const callee = skipTransparent(calleeOf(call));
    const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
    if (name === null || !STATE_ENCODERS.test(name)) return false;
    const value = call.parent?.type === AST_NODE_TYPES.AwaitExpression ? call.parent : call;
    const property = value.parent;
    return property?.type === AST_NODE_TYPES.Property && property.value === value && propertyKeyName(property) === 'requestState';
  }

  /** The same-file function a call runs by its callee: by name, or through the types (`service.settle()`). */
  private localCallee(call: CallLike): TSESTree.Node | null {
    if (call.type !== AST_NODE_TYPES.CallExpression) return null;
    let callee = this.localCallees.get(call);
    if (callee === undefined) {
      callee = resolveFunction(call.callee, this.scopeOf(call)) ?? this.types?.sameFileFunction(call) ?? null;
      this.localCallees.set(call, callee);
    }
    return callee;
  }

  /** The summary of the function of another project file a call runs (type-checked configs only). */
  private otherFileSummary(call: CallLike): FunctionSummary | null {
    return this.types && call.type === AST_NODE_TYPES.CallExpression ? this.types.otherFileSummary(call) : null;
  }

  private counts(verdict: EffectVerdict | null, call: CallLike): verdict is EffectVerdict {
    return verdict !== null && COUNTED_CLASSES.has(verdict.effectClass) && (verdict.effectClass !== 'unknown' || isAwaited(call));
  }

  /** Same-file functions a call runs by name: its callee, and functions passed by name. Inline ones are `inlineCallbacks`. */
  private calleeFunctions(call: CallLike): readonly TSESTree.Node[] {
    let functions = this.callees.get(call);
    if (!functions) {
      const named = namedCallbackArguments(call, this.scopeOf(call));
      const callee = call.type !== AST_NODE_TYPES.CallExpression || isFunctionNode(skipTransparent(call.callee)) ? null : this.localCallee(call);
      // A call of a composed function (`bookMeeting(b)` of `R.pipeWith(R.andThen, [createZoomMeeting, noteOnDeal])`) runs what it composes.
      const composed = !callee && call.type === AST_NODE_TYPES.CallExpression && call.callee.type === AST_NODE_TYPES.Identifier ? composedFunctions(call.callee, this.scopeOf(call)) : [];
      functions = callee ? [callee, ...named] : [...composed, ...named];
      this.callees.set(call, functions);
    }
    return functions;
  }

  /**
   * Whether a call may return an `input_required` result: a same-file callee's summary, the summary of the callback
   * a run-once caller returns the result of (`startSpan({ name }, async () => ...)`), those of the steps a table
   * lookup runs (`machine.states[state.step].run(...)`, found by value flow), or with types (`types` given only for
   * functions whose return type may carry a question) another file's.
   */
  private returnsInputRequired(call: TSESTree.CallExpression, types: TypedFile | null): boolean {
    const callee = this.localCallee(call) ?? returnedCallback(call);
    if (callee) {
      this.onReturnsRead?.(callee);
      return this.summaries.get(callee)?.returnsInputRequired ?? false;
    }
    // `machine.states[state.step].run(...)`: a question when any step of the table value flow finds may ask. (A
    // wrapper's `fn(args, ctx)` is left out: wrappers test what it returned, `if (!isInputRequiredResult(result))`.)
    if (isTableLookup(call.callee)) {
      const steps = this.passedFunctions(call);
      for (const fn of steps) this.onReturnsRead?.(fn);
      if (steps.some((fn) => this.summaries.get(fn)?.returnsInputRequired)) return true;
    }
    return types?.returnsInputRequired(call) ?? false;
  }

  /** With types, only a function whose return type may carry a question is worth asking the checker about. */
  /** What tells error classes apart in `if (isAuthError(e)) …; if (isPermissionError(e)) return ask()`: types, else names. */
  private get classPredicates(): ClassPredicates {
    return this.types ?? STATUS_NAME_PREDICATES;
  }

  private typesFor(fn: TSESTree.Node): TypedFile | null {
    return this.types?.mayReturnInputRequired(fn) ? this.types : null;
  }

  /** Whether a value `fn` returns may be an `input_required` result (see src/mcp/exits.ts, and src/types for types). */
  private isExit(returned: TSESTree.Node, fn: TSESTree.Node): boolean {
    const types = this.typesFor(fn);
    const kind = inputRequiredKind(returned, this.scopeOf(returned), (call) => this.returnsInputRequired(call, types));
    return kind !== null || (types?.carriesInputRequired(returned) ?? false);
  }

  /** Same-file functions a call runs where it stands: named callees, inline callbacks, and those only value flow finds. */
  private targetsOf(call: CallLike): readonly TSESTree.Node[] {
    let functions = this.targets.get(call);
    if (!functions) {
      functions = [...this.calleeFunctions(call), ...this.callbacksRun(call), ...this.passedFunctions(call)];
      this.targets.set(call, functions);
    }
    return functions;
  }

  /**
   * Same-file functions a call runs that only value flow finds (docs/architecture.md, "Where handlers are found"):
   * each function passed for the parameter a wrapper calls (`fn(args, ctx)` in `withPermissionRetry(fn)`), and what
   * handler discovery resolved (`this.execute(args, ctx)` in a base class: each subclass's `execute`). They are not
   * in the caller's summary, which would mix the functions of every call of the wrapper: findings name them apart.
   */
  private passedFunctions(call: CallLike): readonly TSESTree.Node[] {
    if (call.type !== AST_NODE_TYPES.CallExpression) return NONE;
    let targets = this.passed.get(call);
    if (!targets) {
      targets = fileHandlers(this.sourceCode).callTargets.get(call) ?? this.parameterArguments(call);
      this.passed.set(call, targets);
    }
    return targets;
  }

  /** For a call of a parameter, the functions the file passes for it. */
  private parameterArguments(call: TSESTree.CallExpression): readonly TSESTree.Node[] {
    const callee = skipTransparent(call.callee);
    if (callee.type !== AST_NODE_TYPES.Identifier) return NONE;
    const def = findVariable(this.scopeOf(callee), callee.name)?.defs[0];
    if (def?.type !== 'Parameter') return NONE;
    return [...new Set(new ValueFlow(this.sourceCode).functionsAt(callee, Bindings.NONE).map((bound) => bound.node))];
  }

  /**
   * Runs `refresh` over `functions` to a fixed point: a function is refreshed again whenever one it calls grew.
   * Summaries only grow (flags are set, effect classes added, never removed), so this ends, recursion included.
   */
  private fixedPoint(functions: Iterable<TSESTree.Node>, refresh: (fn: TSESTree.Node) => boolean): void {
    const members = new Set(functions);
    const callers = new Map<TSESTree.Node, Set<TSESTree.Node>>();
    for (const fn of members) {
      for (const site of this.records.get(fn)!.calls) {
        for (const target of this.targetsOf(site.node)) {
          let set = callers.get(target);
          if (!set) callers.set(target, (set = new Set()));
          set.add(fn);
        }
      }
    }
    const pending = [...members];
    const queued = new Set(pending);
    while (pending.length > 0) {
      const fn = pending.pop()!;
      queued.delete(fn);
      if (!refresh(fn)) continue;
      for (const caller of callers.get(fn) ?? []) {
        if (members.has(caller) && !queued.has(caller)) {
          queued.add(caller);
          pending.push(caller);
        }
      }
    }
  }

  /**
   * Which same-file functions may return `input_required`, to a fixed point. A function is looked at again when a
   * function whose flag it read (a call in a returned value) turns out to return one; calls elsewhere are never
   * resolved for this, which keeps files without questions cheap.
   */
  private summariseReturns(): void {
    for (const fn of this.records.keys()) this.summaries.set(fn, { effects: new Map(), returnsInputRequired: false });
    const readers = new Map<TSESTree.Node, Set<TSESTree.Node>>();
    let reader: TSESTree.Node | null = null;
    this.onReturnsRead = (callee) => {
      let set = readers.get(callee);
      if (!set) readers.set(callee, (set = new Set()));
      if (reader) set.add(reader);
    };
    const pending = [...this.records.keys()];
    const queued = new Set(pending);
    while (pending.length > 0) {
      const fn = (reader = pending.pop()!);
      queued.delete(fn);
      const summary = this.summaries.get(fn)!;
      if (summary.returnsInputRequired || !this.records.get(fn)!.returns.some((site) => this.isExit(site.node, fn))) continue;
      summary.returnsInputRequired = true;
      for (const waiting of readers.get(fn) ?? []) {
        if (!queued.has(waiting)) {
          queued.add(waiting);
          pending.push(waiting);
        }
      }
    }
    this.onReturnsRead = null;
  }

  /**
   * The effects of `roots` and of every same-file function they run, to a fixed point. Computed on demand: only
   * files with askers need them, and only for what their askers run (in the type-checked configs each call into
   * another file costs a summary of that file). With `rootsRead` false only the summaries the roots' runs read are
   * made (`summariesRead`): a root's own, and an inline callback's (its caller's summary holds it), are left out
   * (and not final) unless a summary made reads them.
   *
   * Leaving out functions whose summaries none of the others reads changes none of the others: a refresh of a
   * left-out one changes only its own summary, and queues a caller only when that caller is not queued already, that
   * is when it was refreshed after every change of what it reads (so refreshing it again adds nothing). The members
   * keep the order of the walk over everything the roots run, so they are refreshed in the same order as before.
   */
  private summariseEffects(roots: Iterable<TSESTree.Node>, rootsRead = true): void {
    const reachable = new Set<TSESTree.Node>();
    const stack = [...roots].filter((fn) => !this.effectsDone.has(fn));
    const read = rootsRead ? null : this.summariesRead(stack);
    while (stack.length > 0) {
      const fn = stack.pop()!;
      if (reachable.has(fn) || this.effectsDone.has(fn) || !this.records.has(fn)) continue;
      reachable.add(fn);
      for (const site of this.records.get(fn)!.calls) stack.push(...this.targetsOf(site.node));
    }
    const members = read ? [...reachable].filter((fn) => read.has(fn)) : reachable;
    this.fixedPoint(members, (fn) => this.refreshEffects(fn));
    for (const fn of members) this.effectsDone.add(fn);
  }

  /**
   * The functions whose summaries the findings of `askers` read, and those their summaries are made of. A finding
   * reads the summary of a same-file function a call of the run calls or passes by name (`calleeFunctions`); the run
   * takes in the inline callbacks of its calls (walked where they stand, `callbacksRun`) and the functions value flow
   * passes to its wrappers (`collectPassedFindings`). A summary reads those of its calls' named callees and callbacks.
   */
  private summariesRead(askers: readonly TSESTree.Node[]): Set<TSESTree.Node> {
    const runs = new Set<TSESTree.Node>();
    const pendingRuns = [...askers];
    const read = new Set<TSESTree.Node>();
    const pendingReads: TSESTree.Node[] = [];
    while (pendingRuns.length > 0) {
      const fn = pendingRuns.pop()!;
      if (runs.has(fn)) continue;
      runs.add(fn);
      for (const site of this.records.get(fn)?.calls ?? []) {
        pendingReads.push(...this.calleeFunctions(site.node));
        pendingRuns.push(...this.callbacksRun(site.node), ...this.passedFunctions(site.node));
      }
    }
    while (pendingReads.length > 0) {
      const fn = pendingReads.pop()!;
      if (read.has(fn)) continue;
      read.add(fn);
      for (const site of this.records.get(fn)?.calls ?? []) pendingReads.push(...this.calleeFunctions(site.node), ...this.callbacksRun(site.node));
    }
    return read;
  }

  /**
   * A same-file callee's effects as one call of it sees them. The state an instance keeps (`this.map.set()` in the
   * method itself) dies with an instance the caller's run made (`const cache = new Cache()` in the handler): it is no
   * process state there.
   */
  private calleeEffects(call: CallLike, target: TSESTree.Node, owner: TSESTree.Node): ReadonlyMap<EffectClass, Witness> | undefined {
    const effects = this.withCallersFixedValues(call, target, this.withCallersIdempotencyKey(call, target, this.summaries.get(target)?.effects));
    const kept = effects?.get('process-state');
    const onThis = kept?.chain.length === 0 && kept.effectCall !== null && chainRoot(calleeOf(kept.effectCall))?.type === AST_NODE_TYPES.ThisExpression;
    if (!onThis || !this.isInstanceMadeBy(call, owner)) return effects;
    const others = new Map(effects);
    others.delete('process-state');
    return others;
  }

  /**
   * A wrapper whose one write sends what its caller passes (`post(path, body)` running `this.call('POST', path, body)`)
   * is answered with its first result when that argument carries a stable idempotency key (Square's
   * `idempotency_key`): at that call the write is idempotent. A wrapper that writes anything else keeps its write.
   */
  private withCallersIdempotencyKey(
    call: CallLike,
    target: TSESTree.Node,
    effects: ReadonlyMap<EffectClass, Witness> | undefined,
  ): ReadonlyMap<EffectClass, Witness> | undefined {
    const write = effects?.get('write');
    if (!write?.effectCall || write.chain.length !== 0 || !isFunctionNode(target)) return effects;
    const passed = new Set(argumentsOf(write.effectCall).flatMap((argument) => (argument.type === AST_NODE_TYPES.Identifier ? [argument.name] : [])));
    const sent = argumentsOf(call).filter((_, position) => {
      const param = target.params[position];
      return param?.type === AST_NODE_TYPES.Identifier && passed.has(param.name);
    });
    if (!sent.some((argument) => hasStableIdempotencyKey(call, this.scopeOf(call), argument))) return effects;
    if (this.writesElsewhere(target, write.effectCall)) return effects;
    const label = `${write.verdict.label}, with a stable idempotency key in what ${calledText(calleeName(calleeOf(call)) ?? 'the call', false)} passes`;
    return withWriteIdempotent(effects!, write, { ...write.verdict, effectClass: 'write-idempotent', label });
  }

  /** Whether `target` writes anything but `write`: another call that writes, or a function it runs that does. */
  private writesElsewhere(target: TSESTree.Node, write: CallLike): boolean {
    const owner = this.ownerOf(target);
    return this.records.get(target)!.calls.some(
      (site) =>
        site.node !== write &&
        (this.verdictOf(site.node, owner)?.effectClass === 'write' ||
          this.calleeFunctions(site.node).some((callee) => this.summaries.get(callee)?.effects.has('write')) ||
          this.callbacksRun(site.node).some((callback) => this.summaries.get(callback)?.effects.has('write'))),
    );
  }

  /**
   * A helper whose one write is an update of what its parameters hold (`setPriority(id, priority)` running
   * `this.zd.tickets.update(id, { ticket: { priority } })`, `ldPatch(key, env, instructions)` sending a PATCH of `{
   * environmentKey, instructions }`) sets fixed values at a call that passes literals for them (`setPriority(ticketId,
   * 'urgent')`, `ldPatch(flagKey, env, [{ kind: 'turnFlagOn' }])`): there the write is idempotent, as the same update
   * of literals written in the caller would be (src/effects/constant-updates.ts).
   */
  private withCallersFixedValues(
    call: CallLike,
    target: TSESTree.Node,
    effects: ReadonlyMap<EffectClass, Witness> | undefined,
  ): ReadonlyMap<EffectClass, Witness> | undefined {
    const write = effects?.get('write');
    if (!write?.effectCall || write.chain.length !== 0 || !isFunctionNode(target) || call.type !== AST_NODE_TYPES.CallExpression) return effects;
    const given = call.arguments;
    const passed = (name: TSESTree.Identifier): boolean | null => {
      const variable = findVariable(this.scopeOf(name), name.name);
      const def = variable?.defs[0];
      if (def?.type !== 'Parameter' || def.node !== target) return null;
      const position = target.params.findIndex((param) => param === def.name);
      const argument = position >= 0 ? given[position] : undefined;
      // A parameter the helper writes, or one passed nothing or spread, holds what the call cannot fix.
      if (!argument || argument.type === AST_NODE_TYPES.SpreadElement || variable!.references.some((reference) => reference.isWrite())) return false;
      // Literals only: a name the caller passes (its own argument, a tool's) keeps the write, as the blind sets read a
      // helper's update to the stage a tool was given (production-2 crm.ts:56).
      return isFixedValue(argument, this.sourceCode, () => false);
    };
    const judged = settingFixedValues(write.verdict, write.effectCall, this.sourceCode, passed);
    if (judged.effectClass !== 'write-idempotent' || this.writesElsewhere(target, write.effectCall)) return effects;
    return withWriteIdempotent(effects!, write, judged);
  }

  /** Whether a method call's receiver is an instance `owner`'s run made: `new C().m()`, or a `const` given `new C()` there. */
  private isInstanceMadeBy(call: CallLike, owner: TSESTree.Node): boolean {
    const callee = call.type === AST_NODE_TYPES.CallExpression ? skipTransparent(call.callee) : null;
    if (callee?.type !== AST_NODE_TYPES.MemberExpression) return false;
    const object = skipTransparent(callee.object);
    if (object.type === AST_NODE_TYPES.NewExpression) return true;
    if (object.type !== AST_NODE_TYPES.Identifier) return false;
    const def = findVariable(this.scopeOf(object), object.name)?.defs[0];
    if (def?.type !== 'Variable' || def.parent.kind !== 'const' || !def.node.init || skipTransparent(def.node.init).type !== AST_NODE_TYPES.NewExpression) return false;
    const made = enclosingFunction(def.node);
    return made !== null && this.ownerOf(made) === owner;
  }

  /** Recomputes one function's effects from its own calls and its callees' current summaries; true when they grew. */
  private refreshEffects(fn: TSESTree.Node): boolean {
    const record = this.records.get(fn)!;
    const summary = this.summaries.get(fn)!;
    let grew = false;
    const add = (witness: Witness): void => {
      const effectClass = witness.verdict.effectClass;
      if (summary.effects.has(effectClass)) return;
      summary.effects.set(effectClass, witness);
      grew = true;
    };
    for (const site of record.calls) {
      const call = site.node;
      // An effect the function itself guards on an absent round-trip value does not repeat when it is called.
      if (this.guards.isGuarded(call, fn) || runsOnlyOnAbort(call, fn, this.sourceCode.visitorKeys)) continue;
      const verdict = this.verdictOf(call, this.ownerOf(fn));
      // What a call of the function's own parameter runs is judged where its caller passes it (`callbacksRun`).
      const ownEffect = !this.forwardsMethod(call, fn, verdict) && calledParameter(call, fn, this.scopeOf(call)) === null;
      if (this.counts(verdict, call) && ownEffect) add({ effectCall: call, elsewhere: null, verdict, chain: [] });
      for (const target of this.calleeFunctions(call)) {
        for (const witness of this.calleeEffects(call, target, this.ownerOf(fn))?.values() ?? []) {
          add({ ...witness, chain: [functionName(target, this.sourceCode), ...witness.chain] });
        }
      }
      const other = this.otherFileSummary(call);
      for (const witness of other?.effects.values() ?? []) {
        add({ effectCall: null, elsewhere: witness.effect, verdict: witness.verdict, chain: [calledName(call, other!), ...witness.chain] });
      }
      for (const callback of this.callbacksRun(call)) {
        for (const witness of this.summaries.get(callback)?.effects.values() ?? []) add(witness);
      }
    }
    return grew;
  }

  /**
   * The summaries of every function of the file, in the form another file's analysis keeps (src/types/summaries.ts).
   * A function whose declaration states its effect (`@mcp-effect`) is summarised by that statement, as calls of it
   * in this file are.
   */
  portableSummaries(file: string): Map<TSESTree.Node, FunctionSummary> {
    const portable = new Map<TSESTree.Node, FunctionSummary>();
    this.summariseEffects(this.records.keys());
    for (const [fn, summary] of this.summaries) {
      const name = functionName(fn, this.sourceCode);
      const effects = new Map<EffectClass, RemoteWitness>();
      const stated = isFunctionNode(fn) ? statedEffect(fn, this.sourceCode) : null;
      if (stated) {
        const effect = { text: calledText(name, false), file, line: fn.loc.start.line };
        if (COUNTED_CLASSES.has(stated.effectClass)) effects.set(stated.effectClass, { verdict: stated, chain: [], effect });
      } else {
        for (const [effectClass, witness] of summary.effects) {
          const effect = witness.elsewhere ?? { text: callText(this.sourceCode, witness.effectCall!), file, line: witness.effectCall!.loc.start.line };
          effects.set(effectClass, { verdict: witness.verdict, chain: witness.chain, effect });
        }
      }
      portable.set(fn, {
        name,
        effects,
        returnsInputRequired: summary.returnsInputRequired,
        methodParameter: this.methodParameter(fn),
        calledParameters: this.calledParameters(fn),
        opaqueBody: this.bodyIsOpaque(fn),
      });
    }
    return portable;
  }

  /**
   * For each reachable segment of an asker, an exit that can run after each of its events: the next exit in
   * the segment, else one reachable from a following segment (the nearest, by a backward breadth-first walk
   * from the segments that hold exits). Linear in the asker's events, segments and edges.
   *
   *   async (args, ctx) => {
   *     const ok = acceptedContent(ctx.mcpReq.inputResponses, 'ok');  // Segment 1: [call acceptedContent,
   *     await charge(args);                                             //   call charge]
   *     if (!ok) {
   *       await notify(args);                                           // Segment 2: [call notify, call inputRequired,
   *       return inputRequired(question);                               //   return <exit>]
   *     }
   *     return done();                                                  // Segment 3: [call done, return done()]
   *   }
   *
   * Segment 2 holds the exit, so it is where the backward walk starts; Segment 1 precedes it and gets the same
   * exit; Segment 3 reaches no exit and gets no entry. Per event: Segment 1 → [exit, exit] (the exit of its
   * following Segment 2), Segment 2 → [exit, exit, null] (the exit follows the two calls, nothing follows
   * the return). Whether `notify` is reported is then for the guards to say (it is: absent answer).
   */
  private exitsAfterEvents(
    record: FunctionRecord,
    exits: Set<TSESTree.Node>,
    /** What the targets are: the returns that ask, or (for wrapped functions) calls. */
    kind: FlowEvent['kind'] = 'return',
  ): ExitsAfterEvents {
    // Per segment, by its index (`SegmentRecord.index`): arrays, where maps keyed by the segments cost more than the walk.
    const segments = [...record.segments.values()];
    const fromStart = new Array<TSESTree.Node | undefined>(segments.length);
    const previous = new Array<number[] | undefined>(segments.length);
    // Each reachable segment's recorded successors, listed once (every segment the search reaches is reachable).
    const following = new Array<number[] | undefined>(segments.length);
    const queue: number[] = [];
    for (let i = 0; i < segments.length; i += 1) {
      const segment = segments[i]!;
      if (!segment.segment.reachable) continue;
      const nexts: number[] = [];
      for (const next of segment.segment.nextSegments) {
        const recorded = record.segments.get(next.id);
        if (recorded) nexts.push(recorded.index);
      }
      following[i] = nexts;
      for (const next of nexts) (previous[next] ??= []).push(i);
      for (const event of segment.events) {
        if (event.kind === kind && exits.has(event.node)) {
          fromStart[i] = event.node;
          queue.push(i);
          break;
        }
      }
    }
    for (let head = 0; head < queue.length; head += 1) {
      const segment = queue[head]!;
      const exit = fromStart[segment]!;
      for (const before of previous[segment] ?? []) {
        if (fromStart[before] !== undefined) continue;
        fromStart[before] = exit;
        queue.push(before);
      }
    }
    const afterEvents: ExitsAfterEvents = new Array<(TSESTree.Node | null)[] | undefined>(segments.length);
    for (let i = 0; i < segments.length; i += 1) {
      if (fromStart[i] === undefined) continue;
      let exit: TSESTree.Node | null = null;
      for (const next of following[i]!) {
        exit = fromStart[next] ?? null;
        if (exit) break;
      }
      const events = segments[i]!.events;
      const after = new Array<TSESTree.Node | null>(events.length);
      for (let j = events.length - 1; j >= 0; j -= 1) {
        after[j] = exit;
        const event = events[j]!;
        if (event.kind === kind && exits.has(event.node)) exit = event.node;
      }
      afterEvents[i] = after;
    }
    return afterEvents;
  }

  effectsOfRun(fn: TSESTree.Node): readonly Witness[] {
    const effects: Witness[] = [];
    const visited = new Set<TSESTree.Node>();
    const visit = (current: TSESTree.Node, chain: string[]): void => {
      if (visited.has(current)) return;
      visited.add(current);
      for (const site of this.records.get(current)?.calls ?? []) {
        if (runsOnlyOnAbort(site.node, current, this.sourceCode.visitorKeys)) continue;
        const verdict = this.verdictOf(site.node, this.ownerOf(current));
        // A request whose method or path the caller passes is judged at the call that passes it.
        if (this.counts(verdict, site.node) && !this.forwardsMethod(site.node, current, verdict)) effects.push({ effectCall: site.node, elsewhere: null, verdict, chain });
        for (const target of this.calleeFunctions(site.node)) visit(target, [...chain, functionName(target, this.sourceCode)]);
        // A function of another file (type-checked configs): every effect its summary carries.
        const other = this.otherFileSummary(site.node);
        for (const witness of other?.effects.values() ?? []) {
          effects.push({ effectCall: null, elsewhere: witness.effect, verdict: witness.verdict, chain: [...chain, calledName(site.node, other!), ...witness.chain] });
        }
        for (const callback of this.callbacksRun(site.node)) visit(callback, chain);
      }
    };
    visit(fn, []);
    return effects;
  }

  exitsOf(asker: TSESTree.Node): readonly TSESTree.Node[] {
    // Returns are recorded as the traversal leaves them, which for one function is source order.
    return [...(this.exitsByAsker.get(asker) ?? [])];
  }

  findings(classes: ReadonlySet<EffectClass>): EffectFinding[] {
    const key = [...classes].sort().join(',');
    let findings = this.findingsByClasses.get(key);
    if (!findings) {
      findings = [];
      const wrapped: EffectFinding[] = [];
      // Findings read the summaries of what askers call, not the askers' own (an asker that is called is summarised).
      this.summariseEffects(this.askers, false);
      for (const asker of this.askers) this.collectAskerFindings(asker, classes, findings, wrapped);
      for (const fn of this.records.keys()) {
        const wrapper = this.types?.wrapperQuestion(fn);
        if (wrapper) this.collectWrappedFindings(fn, wrapper, classes, wrapped);
      }
      // A function's own question comes first: its effects are reported against it when it asks itself.
      findings.push(...wrapped);
      this.findingsByClasses.set(key, findings);
    }
    return findings;
  }

  private collectAskerFindings(asker: TSESTree.Node, classes: ReadonlySet<EffectClass>, findings: EffectFinding[], wrapped: EffectFinding[]): void {
    const record = this.records.get(asker)!;
    const afterEvents = this.exitsAfterEvents(record, this.exitsByAsker.get(asker)!);
    for (const site of record.calls) {
      let exit: TSESTree.Node | null = null;
      for (const place of site.places) {
        exit = afterEvents[place.segment.index]?.[place.index] ?? null;
        if (exit) break;
      }
      // A `finally` that deletes cleans up what the round made (a lock, a temporary file); anything else it runs repeats.
      const finalExit = exit ? null : this.exitThroughFinally(site.node, asker);
      exit ??= finalExit;
      if (!exit) {
        const caught = this.passingCalls(site.node).length > 0 ? this.exitInCatch(site.node, asker) : null;
        if (caught) this.collectPassedFindings(site.node, asker, caught, classes, wrapped, this.onlyRefusalEndsTry(site.node));
        continue;
      }
      // Most calls before a question are no effect and run none: what they lead to is asked first, the tests after.
      const effects = this.callEffects(site.node, asker, classes).filter((effect) => !finalExit || effect.verdict.impact !== 'destructive');
      const passes = this.passingCalls(site.node).length > 0;
      if (effects.length === 0 && !passes) continue;
      if (!this.mayAskAfter(site.node, exit, asker)) continue;
      // `if (answer?.approve) charge(); if (!answer) return ask()`: the code paths join, the tests do not.
      if (exitsExcludedByTests(site.node, this.exitsByAsker.get(asker)!, asker, this.sourceCode, this.classPredicates)) continue;
      if (effects.length > 0 && !this.releasedByFinally(site.node, exit, asker)) {
        const callExit = this.isAskedOnlyOnItsRefusal(site.node, exit) ? this.exitPastRefusal(site, record, asker, exit) : exit;
        if (callExit && !this.returnsAskersAnswer(site.node, callExit)) {
          for (const effect of effects) findings.push({ asker, exit: callExit, ...effect, ...(finalExit ? { inFinally: true as const } : {}) });
        }
      }
      if (passes) this.collectPassedFindings(site.node, asker, exit, classes, wrapped, this.exitInCatch(site.node, asker) === exit && this.onlyRefusalEndsTry(site.node));
    }
  }

  /**
   * `const lock = await request('POST', '/locks'); try { ... return ask(...) } finally { await request('DELETE',
   * \`/locks/${lock.id}\`) }`: what the declaration takes, the `try` right after it gives back with a destructive call in
   * its `finally` before the question is sent, so the round leaves nothing taken for the retry to take again.
   */
  private releasedByFinally(call: CallLike, exit: TSESTree.Node, asker: TSESTree.Node): boolean {
    let statement: TSESTree.Node | undefined = call.parent;
    while (statement && (statement.type === AST_NODE_TYPES.AwaitExpression || isTransparentWrapper(statement))) statement = statement.parent;
    const declarator = statement?.type === AST_NODE_TYPES.VariableDeclarator && statement.init && contains(statement.init, call) ? statement : null;
    const declaration = declarator?.parent;
    const list = declaration ? statementListOf(declaration.parent) : null;
    const next = list && declaration ? list[list.indexOf(declaration) + 1] : undefined;
    if (!declarator || next?.type !== AST_NODE_TYPES.TryStatement || !next.finalizer || !contains(next.block, exit)) return false;
    const taken: ReadonlySet<unknown> = new Set(this.sourceCode.scopeManager?.getDeclaredVariables(declarator) ?? []);
    const record = this.records.get(asker)!;
    return record.calls.some(
      (site) =>
        contains(next.finalizer!, site.node) &&
        holdsOutsideFunctions(site.node, this.sourceCode.visitorKeys, (node) => node.type === AST_NODE_TYPES.Identifier && taken.has(findVariable(this.scopeOf(node), node.name))) &&
        this.callEffects(site.node, asker, WORLD_EFFECTS).some((effect) => effect.verdict.impact === 'destructive'),
    );
  }

  /**
   * The question a call in a `finally` block runs on the way out with: one the `try` block or its `catch` returns is
   * computed first, then the `finally` runs, then the question is sent, on every round that asks. Null for a call in no
   * `finally` of the asker's own (a nested function's runs when it is called).
   */
  private exitThroughFinally(call: CallLike, asker: TSESTree.Node): TSESTree.Node | null {
    const exits = this.exitsByAsker.get(asker)!;
    for (let child: TSESTree.Node = call, node: TSESTree.Node | undefined = call.parent; node && node !== asker && !isFunctionNode(node); child = node, node = node.parent) {
      if (node.type !== AST_NODE_TYPES.TryStatement || node.finalizer !== child) continue;
      const guarded: TSESTree.Node[] = node.handler ? [node.block, node.handler] : [node.block];
      const exit = [...exits].find((candidate) => guarded.some((part) => contains(part, candidate)));
      if (exit) return exit;
    }
    return null;
  }

  /**
   * A function a wrapper runs before it asks: the effects of its run that no absence test guards, reported inside
   * it. A wrapper that asks when the function throws follows only effects after which an awaited call (one that
   * can throw what it asks for) may still run.
   */
  private collectWrappedFindings(fn: TSESTree.Node, wrapper: WrapperQuestion, classes: ReadonlySet<EffectClass>, findings: EffectFinding[]): void {
    this.summariseEffects([fn]);
    const record = this.records.get(fn)!;
    // Only an awaited call that can throw what the wrapper asks for can end the run there (with types: its error class).
    // A call the run already made, the same way, before it (`await api.listTeams(p)` before and after a POST) was not
    // refused then: the refusal the wrapper asks about comes from what the token may do, which the run did not change.
    // A call in a `try` whose `catch` throws nothing ends nothing either.
    const throwing = record.calls.filter(
      (site) =>
        isAwaited(site.node) &&
        !isSwallowed(site.node, fn, this.sourceCode.visitorKeys) &&
        !this.repeatsEarlierCall(site.node, record) &&
        (this.types?.mayThrowFor(site.node, wrapper) ?? true),
    );
    const awaited = new Set<TSESTree.Node>(throwing.map((site) => site.node));
    const awaitedAfter = wrapper.onThrow ? this.exitsAfterEvents(record, awaited, 'call') : null;
    for (const site of record.calls) {
      if (awaitedAfter && !site.places.some((place) => awaitedAfter[place.segment.index]?.[place.index])) continue;
      this.visitCallEffects(site.node, fn, classes, (inner) => this.guards.isGuarded(inner, fn), (effect) => findings.push({ asker: fn, exit: fn, wrapper, ...effect }));
    }
  }

  /** Whether a call of a function's run has the same text as one that ran to its end before it on every path. */
  private repeatsEarlierCall(call: CallLike, record: FunctionRecord): boolean {
    const text = this.textOf(call);
    return record.calls.some((site) => site.node.range[1] < call.range[0] && this.textOf(site.node) === text && runsBefore(site.node, call));
  }

  private textOf(call: CallLike): string {
    let text = this.callTexts.get(call);
    if (text === undefined) this.callTexts.set(call, (text = oneLineText(this.sourceCode, call)));
    return text;
  }

  /**
   * Whether the exit returns what the call returns and the callee asks itself (`(args, ctx) => this.refund(args, ctx)`,
   * `return sendReport(to, ctx)`, `return await startSpan(opts, async () => ...)` whose callback asks, also through
   * `const result = await ...; return result`): then the question is the callee's, and its effects are reported inside it, against
   * its own questions, not again at the forwarding call. With types, so is a function of another file that asks
   * (`return askFirst(ctx, message, async () => refund())`): its file's lint reports what it runs before its question,
   * and a function it runs before asking is followed by `wrapperQuestion`.
   */
  private returnsAskersAnswer(call: CallLike, exit: TSESTree.Node): boolean {
    if (returnedCall(exit, this.scopeOf(exit)) !== call) return false;
    // `start(...).then((run) => ask())`: the chain's effect ran before the callback asked; it is reported here.
    if (isPromiseThen(call) && !this.localCallee(call)) return false;
    const callee = this.localCallee(call) ?? returnedCallback(call);
    if (callee) return this.exitsByAsker.has(callee);
    return this.otherFileSummary(call)?.returnsInputRequired === true;
  }

  /**
   * An exit of the asker in the `catch` of a `try` whose block holds the call: `try { return await fn(args, ctx) }
   * catch (e) { if (e.status === 403) return inputRequired(...) }`. ESLint's code paths leave the `try` block for
   * the `catch` only before its first throwable node, so a wrapper's question after the passed function threw is
   * found here: by then everything the function did before its failing call has run.
   */
  private exitInCatch(call: CallLike, asker: TSESTree.Node): TSESTree.Node | null {
    const exits = this.exitsByAsker.get(asker)!;
    let child: TSESTree.Node = call;
    for (let parent: TSESTree.Node | undefined = call.parent; parent && child !== asker; child = parent, parent = parent.parent) {
      if (parent.type !== AST_NODE_TYPES.TryStatement || parent.block !== child || !parent.handler) continue;
      for (const exit of exits) if (contains(parent.handler, exit)) return exit;
    }
    return null;
  }

  /**
   * Whether the question `exit` in a `catch` follows the call only when the call itself was refused: the call is the
   * last thing its `try` block does that can throw (no loop around it there), and the question is asked under a
   * test of what was thrown (`catch (error) { if (error.status === 403) return ask() }`). A refused call changed
   * nothing, so the retry does not repeat it (`await octokit.graphql(mutation)` last in the `try`).
   */
  private isAskedOnlyOnItsRefusal(call: CallLike, exit: TSESTree.Node): boolean {
    const guarded = this.tryAround(call, exit);
    const param = guarded?.handler?.param;
    if (!guarded || param?.type !== AST_NODE_TYPES.Identifier) return false;
    for (let node: TSESTree.Node | undefined = call.parent; node && node !== guarded; node = node.parent) if (isLoop(node)) return false;
    const mayThrow = (statement: TSESTree.Node) => holdsOutsideFunctions(statement, this.sourceCode.visitorKeys, isThrowingNode);
    if (!this.onlyRefusalEndsTry(call, mayThrow)) return false;
    const thrown = findVariable(this.scopeOf(param), param.name);
    for (const test of enclosingTests(exit)) {
      if (!contains(guarded.handler!, test)) break;
      if (holdsOutsideFunctions(test, this.sourceCode.visitorKeys, (node) => node.type === AST_NODE_TYPES.Identifier && findVariable(this.scopeOf(node), node.name) === thrown)) return true;
    }
    return false;
  }

  /** The innermost `try` whose block holds `call` and whose `catch` holds `exit`. */
  private tryAround(call: CallLike, exit: TSESTree.Node): TSESTree.TryStatement | null {
    let child: TSESTree.Node = call;
    for (let parent: TSESTree.Node | undefined = call.parent; parent && !isFunctionNode(child); child = parent, parent = parent.parent) {
      if (parent.type === AST_NODE_TYPES.TryStatement && parent.block === child && parent.handler && contains(parent.handler, exit)) return parent;
    }
    return null;
  }

  /** An exit after a call that only its refusal leads to `refusalExit`: one outside that `catch`, or null. */
  private exitPastRefusal(site: Site<CallLike>, record: FunctionRecord, asker: TSESTree.Node, refusalExit: TSESTree.Node): TSESTree.Node | null {
    const handler = this.tryAround(site.node, refusalExit)!.handler!;
    const others = new Set([...this.exitsByAsker.get(asker)!].filter((exit) => !contains(handler, exit)));
    if (others.size === 0) return null;
    const afterEvents = this.exitsAfterEvents(record, others);
    for (const place of site.places) {
      const exit = afterEvents[place.segment.index]?.[place.index];
      if (exit) return exit;
    }
    return null;
  }

  /**
   * Whether the `try` around a call that runs a passed function (`try { return await fn(args, ctx) } catch (e) { ...ask }`)
   * can reach its `catch` only through that call: the call is awaited or returned, and nothing after it in the `try`
   * block awaits. Then the question follows a throw inside the passed function.
   */
  private onlyRefusalEndsTry(call: CallLike, mayThrow = (statement: TSESTree.Node) => this.awaits(statement)): boolean {
    let child: TSESTree.Node = call;
    while (child.parent && isTransparentWrapper(child.parent)) child = child.parent;
    let parent: TSESTree.Node | undefined = child.parent;
    if (parent?.type !== AST_NODE_TYPES.AwaitExpression && parent?.type !== AST_NODE_TYPES.ReturnStatement) return false;
    for (; parent; child = parent, parent = parent.parent) {
      if (isFunctionNode(parent)) return false;
      const list = statementListOf(parent);
      const index = list ? (list as TSESTree.Node[]).indexOf(child) : -1;
      if (index !== -1 && list!.slice(index + 1).some(mayThrow)) return false;
      if (parent.type === AST_NODE_TYPES.TryStatement && parent.block === child) return true;
    }
    return false;
  }

  /**
   * Whether the question in a `catch` is asked only for an error class written in this file: the `if` around it tests
   * the caught error with `instanceof` such a class (`if (error instanceof ScopeError) return ask()`), alone or as a
   * conjunct. Only code that can reach the class can throw it; a package's function cannot (src/types/throws.ts reads
   * the same with types, across files).
   */
  private asksOnlyForFileClass(exit: TSESTree.Node): boolean {
    let tested: TSESTree.Node | null = null;
    for (let child: TSESTree.Node = exit, parent = exit.parent; parent && !isFunctionNode(parent); child = parent, parent = parent.parent) {
      if (parent.type === AST_NODE_TYPES.CatchClause) {
        const caught = parent.param?.type === AST_NODE_TYPES.Identifier ? findVariable(this.scopeOf(parent.body), parent.param.name) : null;
        return tested !== null && caught !== null && this.testsFileClass(tested, caught);
      }
      if (tested === null && parent.type === AST_NODE_TYPES.IfStatement && parent.consequent === child) tested = parent.test;
    }
    return false;
  }

  /** `caught instanceof C` with C a class of this file, alone or as a conjunct of `&&`. */
  private testsFileClass(test: TSESTree.Node, caught: Variable): boolean {
    const inner = skipTransparent(test);
    if (inner.type === AST_NODE_TYPES.LogicalExpression && inner.operator === '&&') return this.testsFileClass(inner.left, caught) || this.testsFileClass(inner.right, caught);
    if (inner.type !== AST_NODE_TYPES.BinaryExpression || inner.operator !== 'instanceof' || inner.left.type !== AST_NODE_TYPES.Identifier) return false;
    const scope = this.scopeOf(inner);
    return findVariable(scope, inner.left.name) === caught && classNamed(inner.right, scope) !== null;
  }

  /**
   * A call of a package's function or client, or of a global (`notion.pages.update(...)`, `fetch(url)`), given no
   * function: it cannot throw a class of this file. Project modules (relative paths, `@/` and `~` aliases) can.
   */
  private isPackageCall(call: CallLike): boolean {
    if (argumentsOf(call).some((argument) => isFunctionNode(argument) || (argument.type === AST_NODE_TYPES.Identifier && resolveFunction(argument, this.scopeOf(argument))))) return false;
    const origin = resolveOrigin(calleeOf(chainCalls(call).at(-1)!), this.scopeOf(call));
    if (origin.root === 'global') return origin.name !== null;
    return origin.root === 'import' && origin.module !== null && !/^(?:[./#~]|@\/)/.test(origin.module);
  }

  /** True when a function between `node` and `asker` (an inline callback) asks itself. */
  private inAskingCallback(node: TSESTree.Node, asker: TSESTree.Node): boolean {
    for (let current = node.parent; current && current !== asker; current = current.parent) {
      if (isFunctionNode(current) && this.exitsByAsker.has(current)) return true;
    }
    return false;
  }

  /** True when `node` awaits, outside the functions written in it. */
  private awaits(node: TSESTree.Node): boolean {
    return holdsOutsideFunctions(node, this.sourceCode.visitorKeys, isAwaitNode);
  }

  /**
   * The errors a function throws itself, when each is made where it is thrown (`if (used > quota) throw new
   * QuotaExceeded(reset)`): a refusal follows only effects that run before one of them, or before an awaited call. Null
   * when a `throw` throws something else (`throw error`): a refusal may then follow any of its effects.
   */
  private thrownConstructions(fn: TSESTree.Node): TSESTree.NewExpression[] | null {
    const made: TSESTree.NewExpression[] = [];
    let other = false;
    walkAst(fn, this.sourceCode.visitorKeys, (inner) => {
      if (inner !== fn && isFunctionNode(inner)) return false;
      if (inner.type !== AST_NODE_TYPES.ThrowStatement) return true;
      const thrown = skipTransparent(inner.argument);
      if (thrown.type === AST_NODE_TYPES.NewExpression) made.push(thrown);
      else other = true;
      return false;
    });
    return other ? null : made;
  }

  /**
   * The effects of the functions a call runs by value flow (`fn(args, ctx)` in a higher-order wrapper), reported
   * where they are, inside each function passed: all of them have run when the wrapper asks, unless the function
   * itself runs them only on rounds without an answer.
   */
  private collectPassedFindings(
    call: CallLike,
    asker: TSESTree.Node,
    exit: TSESTree.Node,
    classes: ReadonlySet<EffectClass>,
    wrapped: EffectFinding[],
    /** The question is in a `catch` only the passed function's own awaited calls can reach (see `onlyRefusalEndsTry`). */
    onThrow = false,
  ): void {
    // `return machine.states[state.step].run(args, state, ctx)`: the question is what the function run returns, and
    // one that asks judges its effects against its own questions; one that does not answers with no question.
    if (returnedCall(exit, this.scopeOf(exit)) === call) return;
    const passing = this.passingCalls(call);
    if (passing.length === 0 || this.guards.isGuarded(call, asker)) return;
    // A question asked only for an error class of this file follows only calls that can throw it: not a package's.
    const fileClass = onThrow && this.asksOnlyForFileClass(exit);
    const wrapper: WrapperQuestion = {
      wrapper: askerText(asker, this.sourceCode),
      file: null,
      line: exit.loc.start.line,
      onThrow,
      ...(fileClass ? { mayThrowCaught: (inner: TSESTree.Node) => !this.isPackageCall(inner as CallLike) } : {}),
    };
    // A call in an inline callback that asks itself (`startSpan(opts, async () => { try { return await fn() } catch { ...ask } })`)
    // is that callback's: its own findings judge it against its own questions.
    const own = (inner: CallLike): boolean => !this.guards.isGuarded(inner, asker) && !this.inAskingCallback(inner, asker);
    for (const target of new Set(passing.flatMap((inner) => (own(inner) ? this.passedFunctions(inner) : [])))) {
      // A function that asks itself runs its effects against its own questions (reported as its own findings); after
      // its question they run only on a round that carries its answer, which the wrapper's question does not repeat.
      if (this.exitsByAsker.has(target)) continue;
      const record = this.records.get(target);
      // Asked when the run throws: only effects an awaited call may still follow have run on a refused round (a refused
      // call, the last one, changed nothing), as for wrappers of other files.
      const throwing = record?.calls.filter((site) => isAwaited(site.node) && !(fileClass && this.isPackageCall(site.node))) ?? [];
      const thrown = onThrow && record ? this.thrownConstructions(target) : null;
      const awaitedAfter = thrown ? this.exitsAfterEvents(record!, new Set([...throwing.map((site) => site.node), ...thrown]), 'call') : null;
      for (const site of record?.calls ?? []) {
        if (awaitedAfter && !site.places.some((place) => awaitedAfter[place.segment.index]?.[place.index])) continue;
        this.visitCallEffects(site.node, target, classes, (inner) => this.guards.isGuarded(inner, target), (effect) => {
          wrapped.push({ asker, exit, ...effect, wrapper });
        });
      }
    }
  }

  /**
   * The calls that run functions only value flow finds when `call` runs: itself, and those in the callbacks written
   * inline in it (`startSpan(opts, async () => handler(args, ctx))`), which run where they are passed.
   */
  private passingCalls(call: CallLike): CallLike[] {
    const passing: CallLike[] = [];
    const pending: CallLike[] = [call];
    for (let visited = 0; pending.length > 0 && visited < MAX_INLINE_CALLS; visited += 1) {
      const current = pending.pop()!;
      if (this.passedFunctions(current).length > 0) passing.push(current);
      for (const callback of this.callbacksRun(current)) for (const site of this.records.get(callback)?.calls ?? []) pending.push(site.node);
    }
    return passing;
  }

  /** A call inside the returned expression precedes the question only on the branches that ask. */
  private mayAskAfter(call: CallLike, exit: TSESTree.Node, asker: TSESTree.Node): boolean {
    if (!contains(exit, call)) return true;
    const types = this.typesFor(asker);
    return mayAskAfter(call, exit, this.scopeOf(exit), (inner) => this.returnsInputRequired(inner, types));
  }

  /** The effects of one of `classes` a call of `asker`'s run makes, unless an absence test guards them (see `visitCallEffects`). */
  private callEffects(call: CallLike, asker: TSESTree.Node, classes: ReadonlySet<EffectClass>): EffectAt[] {
    const effects: EffectAt[] = [];
    this.visitCallEffects(call, asker, classes, (inner) => this.guards.isGuarded(inner, asker), (effect) => effects.push(effect));
    return effects;
  }

  effectsIn(fn: TSESTree.Node, classes: ReadonlySet<EffectClass>): EffectAt[] {
    const effects: EffectAt[] = [];
    this.summariseEffects([fn]);
    for (const site of this.records.get(fn)?.calls ?? []) {
      this.visitCallEffects(site.node, fn, classes, () => false, (effect) => effects.push(effect));
    }
    return effects;
  }

  /**
   * The effects a call of `owner`'s run makes: its own, those of same-file functions it calls or passes by name
   * (reported at this call, naming the chain), and those of inline callbacks (reported where they stand).
   * Calls `skip` accepts are passed over, with what runs inside them.
   */
  private visitCallEffects(
    call: CallLike,
    owner: TSESTree.Node,
    classes: ReadonlySet<EffectClass>,
    skip: (call: CallLike) => boolean,
    visit: (effect: EffectAt) => void,
  ): void {
    if (skip(call)) return;
    // Everything under the owner, inline callbacks included, belongs to the owner's run.
    const verdict = this.verdictOf(call, owner);
    if (this.counts(verdict, call) && classes.has(verdict.effectClass)) visit({ report: call, effectCall: call, elsewhere: null, verdict, chain: [] });
    for (const target of this.calleeFunctions(call)) {
      const effects = this.calleeEffects(call, target, owner);
      // The most severe enabled class the callee carries.
      const effectClass = SEVERITY.find((candidate) => classes.has(candidate) && effects?.has(candidate));
      const witness = effectClass && effects?.get(effectClass);
      if (witness) visit({ report: call, ...witness, chain: [functionName(target, this.sourceCode), ...witness.chain] });
    }
    // A function of another file (type-checked configs): the most severe enabled class its summary carries.
    const other = this.otherFileSummary(call);
    const otherClass = other && SEVERITY.find((candidate) => classes.has(candidate) && other.effects.has(candidate));
    const remote = otherClass && other.effects.get(otherClass);
    if (remote) visit({ report: call, effectCall: null, elsewhere: remote.effect, verdict: remote.verdict, chain: [calledName(call, other), ...remote.chain] });
    for (const callback of this.callbacksRun(call)) {
      for (const inner of this.records.get(callback)?.calls ?? []) this.visitCallEffects(inner.node, owner, classes, skip, visit);
    }
  }
}

interface SharedFlow {
  done: boolean;
  waiting: ((flow: FileFlow) => void)[];
}

/** What the flow analysis reads from a rule's context. */
export interface FlowContext {
  readonly sourceCode: SourceCode;
  readonly settings: unknown;
  readonly filename: string;
}

/** One flow analysis per file, shared by every rule that asks (docs/architecture.md): keyed by the AST, nothing else global. */
const sharedFlows = new WeakMap<TSESTree.Program, SharedFlow>();

/** Summarises another file of the program for the type-checked layer: the same recorder and analysis. */
const summariseOtherFile: FileSummariser = ({ sourceCode, filename, services, settings }, done) =>
  createFlowRecorder((records) => {
    const analysis = new FileFlowAnalysis(sourceCode, settings, records, typedFile(sourceCode, services, settings));
    done(analysis.portableSummaries(filename));
  });

function typedFile(sourceCode: SourceCode, services: ParserServicesWithTypeInformation | null, settings: EffectSettings): TypedFile | null {
  return services && new TypedFile(services, sourceCode.ast, summariseOtherFile, settings);
}

/**
 * Subscribes a rule to the file's flow analysis. The first rule to ask in a lint run records the code paths
 * (its listeners are returned); the others get no listeners and are called back with the same result.
 * Must be called from `create()`, so that every subscriber is known before the traversal starts. Reads
 * `settings.mcp.effects` and `settings.mcp.typeChecked` (which throws when the file has no type information).
 */
export function subscribeToFileFlow(context: FlowContext, onReady: (flow: FileFlow) => void): TSESLint.RuleListener {
  const { sourceCode } = context;
  const settings = parseEffectSettings(context.settings);
  const services = typeCheckedServices(context);
  const ast = sourceCode.ast;
  const existing = sharedFlows.get(ast);
  if (existing && !existing.done) {
    existing.waiting.push(onReady);
    return {};
  }
  const shared: SharedFlow = { done: false, waiting: [onReady] };
  sharedFlows.set(ast, shared);
  const recorder: Rule.RuleListener = createFlowRecorder((records) => {
    // The program's code path ends after every node was entered: the index the traversal filled is complete.
    traversalEnded(sourceCode);
    shared.done = true;
    const flow = new FileFlowAnalysis(sourceCode, settings, records, typedFile(sourceCode, services, settings));
    for (const callback of shared.waiting) callback(flow);
  });
  // typescript-eslint's listener type has no code-path events; ESLint's own type (used above) has them.
  return collectFileIndex(sourceCode, recorder) as unknown as TSESLint.RuleListener;
}
