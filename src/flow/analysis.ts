import type { Rule } from 'eslint';
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { classifyCall, SEVERITY, type EffectClass, type EffectSettings, type EffectVerdict } from '../effects/index.js';
import { isFunctionNode, resolveFunction } from '../ast/functions.js';
import { contains } from '../ast/statements.js';
import { isTransparentWrapper, memberName, propertyKeyName, skipTransparent } from '../ast/origin.js';
import { inputRequiredKind, mayAskAfter } from '../mcp/exits.js';
import { isRoundTripValue } from '../mcp/round-trip.js';
import { AbsenceGuards } from './guards.js';
import {
  enclosingFunction,
  functionName,
  inlineCallbacks,
  isInlineCallback,
  namedCallbackArguments,
} from './callbacks.js';
import { createFlowRecorder, type FunctionRecord, type SegmentRecord } from './recorder.js';
import type { CallLike, Scope, SourceCode } from '../ast/types.js';

/** Effect classes a summary keeps; `unknown` only for awaited calls (what `checkUnknownCalls` reports). */
const COUNTED_CLASSES: ReadonlySet<EffectClass> = new Set<EffectClass>(['write', 'write-idempotent', 'process-state', 'cost', 'unknown']);

/** One effect a call leads to: the call the classifier judged and the same-file functions passed on the way. */
export interface Witness {
  effectCall: CallLike;
  verdict: EffectVerdict;
  /** Names of the same-file functions between the reported call and `effectCall`, outermost first. */
  chain: string[];
}

interface Summary {
  effects: Map<EffectClass, Witness>;
  returnsInputRequired: boolean;
}

/** A call that can run before an `input_required` exit, and why it is an effect. */
export interface EffectFinding extends Witness {
  asker: TSESTree.Node;
  /** Where to report: the effect itself, or the call in the asker that leads to it. */
  report: CallLike;
  /** An `input_required` exit reachable after the call. */
  exit: TSESTree.Node;
}

export interface FileFlow {
  /**
   * The askers: functions with at least one `input_required` exit in their own body, registered handlers
   * and helpers alike ("handler" stays for registrations, `src/mcp/handlers.ts`).
   */
  readonly askers: readonly TSESTree.Node[];
  /** An asker's `input_required` exits (returned expressions), in source order. */
  exitsOf(asker: TSESTree.Node): readonly TSESTree.Node[];
  /** Every effect of one of `classes` that can run before an exit, unguarded. */
  findings(classes: ReadonlySet<EffectClass>): EffectFinding[];
}

/** Names of functions that encode state for `requestState` (`codec.mint`, `seal`, `signState`). */
const STATE_ENCODERS = /^(mint|seal|sign|encode|encrypt|serialize|stringify)/i;

function isAwaited(call: CallLike): boolean {
  let parent = call.parent;
  while (parent && isTransparentWrapper(parent)) parent = parent.parent;
  return parent?.type === AST_NODE_TYPES.AwaitExpression;
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
  private readonly guards: AbsenceGuards;

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly settings: EffectSettings,
    private readonly records: Map<TSESTree.Node, FunctionRecord>,
  ) {
    this.guards = new AbsenceGuards(sourceCode);
    this.summarise();
    for (const record of records.values()) {
      const exits = new Set(record.returns.filter((site) => this.isExit(site.node)).map((site) => site.node));
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
    let byOwner = this.verdicts.get(call);
    if (!byOwner) this.verdicts.set(call, (byOwner = new Map<TSESTree.Node, EffectVerdict>()));
    let verdict = byOwner.get(owner);
    if (verdict === undefined) {
      verdict = classifyCall(call, { sourceCode: this.sourceCode, settings: this.settings, owner });
      byOwner.set(owner, verdict);
    }
    const decidedByUser = verdict.layer === 'settings' || verdict.layer === 'annotation';
    if (decidedByUser) return verdict;
    return this.callsLocalFunction(call) || this.isRoundTripPlumbing(call) ? null : verdict;
  }

  /**
   * Calls that only carry the round trip, whatever their receiver: reading the answers or the echoed state
   * (`codec.verify(ctx.mcpReq.requestState())`), and encoding the state a question carries
   * (`requestState: await codec.mint({...})`). Calls nested in their arguments are still judged.
   */
  private isRoundTripPlumbing(call: CallLike): boolean {
    if (isRoundTripValue(call, this.scopeOf(call))) return true;
    const callee = skipTransparent(call.callee);
    const name = callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
    if (name === null || !STATE_ENCODERS.test(name)) return false;
    const value = call.parent?.type === AST_NODE_TYPES.AwaitExpression ? call.parent : call;
    const property = value.parent;
    return property?.type === AST_NODE_TYPES.Property && property.value === value && propertyKeyName(property) === 'requestState';
  }

  private callsLocalFunction(call: CallLike): boolean {
    return call.type === AST_NODE_TYPES.CallExpression && resolveFunction(call.callee, this.scopeOf(call)) !== null;
  }

  private counts(verdict: EffectVerdict | null, call: CallLike): verdict is EffectVerdict {
    return verdict !== null && COUNTED_CLASSES.has(verdict.effectClass) && (verdict.effectClass !== 'unknown' || isAwaited(call));
  }

  /** Same-file functions a call runs by name: its callee, and functions passed by name. Inline ones are `inlineCallbacks`. */
  private calleeFunctions(call: CallLike): TSESTree.Node[] {
    const scope = this.scopeOf(call);
    const named = namedCallbackArguments(call, scope);
    if (call.type !== AST_NODE_TYPES.CallExpression || isFunctionNode(skipTransparent(call.callee))) return named;
    const callee = resolveFunction(call.callee, scope);
    return callee ? [callee, ...named] : named;
  }

  private returnsInputRequired(call: TSESTree.CallExpression): boolean {
    const callee = resolveFunction(call.callee, this.scopeOf(call));
    return callee !== null && (this.summaries.get(callee)?.returnsInputRequired ?? false);
  }

  private isExit(returned: TSESTree.Node): boolean {
    return inputRequiredKind(returned, this.scopeOf(returned), (call) => this.returnsInputRequired(call)) !== null;
  }

  /** Same-file function summaries (effects reachable by calling it; may it return input_required), to a fixed point. */
  private summarise(): void {
    const callers = new Map<TSESTree.Node, Set<TSESTree.Node>>();
    for (const record of this.records.values()) {
      this.summaries.set(record.node, { effects: new Map(), returnsInputRequired: false });
      for (const site of record.calls) {
        for (const target of [...this.calleeFunctions(site.node), ...inlineCallbacks(site.node)]) {
          let set = callers.get(target);
          if (!set) callers.set(target, (set = new Set()));
          set.add(record.node);
        }
      }
    }
    // Summaries only grow (effect classes are added, never removed), so this ends, recursion included.
    const pending = [...this.records.keys()];
    const queued = new Set(pending);
    while (pending.length > 0) {
      const fn = pending.pop()!;
      queued.delete(fn);
      if (!this.refreshSummary(fn)) continue;
      for (const caller of callers.get(fn) ?? []) {
        if (!queued.has(caller)) {
          queued.add(caller);
          pending.push(caller);
        }
      }
    }
  }

  /** Recomputes one summary from its own calls and its callees' current summaries; true when it grew. */
  private refreshSummary(fn: TSESTree.Node): boolean {
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
      if (this.guards.isGuarded(call, fn)) continue;
      const verdict = this.verdictOf(call, this.ownerOf(fn));
      if (this.counts(verdict, call)) add({ effectCall: call, verdict, chain: [] });
      for (const target of this.calleeFunctions(call)) {
        for (const witness of this.summaries.get(target)?.effects.values() ?? []) {
          add({ ...witness, chain: [functionName(target), ...witness.chain] });
        }
      }
      for (const callback of inlineCallbacks(call)) {
        for (const witness of this.summaries.get(callback)?.effects.values() ?? []) add(witness);
      }
    }
    if (!summary.returnsInputRequired && record.returns.some((site) => this.isExit(site.node))) {
      summary.returnsInputRequired = true;
      grew = true;
    }
    return grew;
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
  private exitsAfterEvents(record: FunctionRecord, exits: Set<TSESTree.Node>): Map<SegmentRecord, (TSESTree.Node | null)[]> {
    const fromStart = new Map<SegmentRecord, TSESTree.Node>();
    const previous = new Map<SegmentRecord, SegmentRecord[]>();
    const nextOf = (segment: SegmentRecord): SegmentRecord[] =>
      segment.segment.nextSegments.flatMap((next) => record.segments.get(next.id) ?? []);
    const queue: SegmentRecord[] = [];
    for (const segment of record.segments.values()) {
      if (!segment.segment.reachable) continue;
      for (const next of nextOf(segment)) {
        let list = previous.get(next);
        if (!list) previous.set(next, (list = []));
        list.push(segment);
      }
      const exitEvent = segment.events.find((event) => event.kind === 'return' && exits.has(event.node));
      if (exitEvent) {
        fromStart.set(segment, exitEvent.node);
        queue.push(segment);
      }
    }
    for (let head = 0; head < queue.length; head += 1) {
      const segment = queue[head]!;
      const exit = fromStart.get(segment)!;
      for (const before of previous.get(segment) ?? []) {
        if (fromStart.has(before)) continue;
        fromStart.set(before, exit);
        queue.push(before);
      }
    }
    const afterEvents = new Map<SegmentRecord, (TSESTree.Node | null)[]>();
    for (const segment of record.segments.values()) {
      if (!fromStart.has(segment)) continue;
      let exit: TSESTree.Node | null = null;
      for (const next of nextOf(segment)) {
        exit = fromStart.get(next) ?? null;
        if (exit) break;
      }
      const after = new Array<TSESTree.Node | null>(segment.events.length);
      for (let i = segment.events.length - 1; i >= 0; i -= 1) {
        after[i] = exit;
        const event = segment.events[i]!;
        if (event.kind === 'return' && exits.has(event.node)) exit = event.node;
      }
      afterEvents.set(segment, after);
    }
    return afterEvents;
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
      for (const asker of this.askers) this.collectAskerFindings(asker, classes, findings);
      this.findingsByClasses.set(key, findings);
    }
    return findings;
  }

  private collectAskerFindings(asker: TSESTree.Node, classes: ReadonlySet<EffectClass>, findings: EffectFinding[]): void {
    const record = this.records.get(asker)!;
    const afterEvents = this.exitsAfterEvents(record, this.exitsByAsker.get(asker)!);
    for (const site of record.calls) {
      let exit: TSESTree.Node | null = null;
      for (const place of site.places) {
        exit = afterEvents.get(place.segment)?.[place.index] ?? null;
        if (exit) break;
      }
      if (exit && this.mayAskAfter(site.node, exit)) this.collectCallFindings(site.node, asker, exit, classes, findings);
    }
  }

  /** A call inside the returned expression precedes the question only on the branches that ask. */
  private mayAskAfter(call: CallLike, exit: TSESTree.Node): boolean {
    return !contains(exit, call) || mayAskAfter(call, exit, this.scopeOf(exit), (inner) => this.returnsInputRequired(inner));
  }

  /**
   * The effects a call of the asker runs: its own, those of same-file functions it calls or passes by name
   * (reported at this call, naming the chain), and those of inline callbacks (reported where they stand).
   */
  private collectCallFindings(
    call: CallLike,
    asker: TSESTree.Node,
    exit: TSESTree.Node,
    classes: ReadonlySet<EffectClass>,
    findings: EffectFinding[],
  ): void {
    if (this.guards.isGuarded(call, asker)) return;
    // Everything under the asker, inline callbacks included, belongs to the asker's run.
    const verdict = this.verdictOf(call, asker);
    if (this.counts(verdict, call) && classes.has(verdict.effectClass)) {
      findings.push({ asker, report: call, exit, effectCall: call, verdict, chain: [] });
    }
    for (const target of this.calleeFunctions(call)) {
      const effects = this.summaries.get(target)?.effects;
      // The most severe enabled class the callee carries.
      const effectClass = SEVERITY.find((candidate) => classes.has(candidate) && effects?.has(candidate));
      const witness = effectClass && effects?.get(effectClass);
      if (witness) findings.push({ asker, report: call, exit, ...witness, chain: [functionName(target), ...witness.chain] });
    }
    for (const callback of inlineCallbacks(call)) {
      for (const inner of this.records.get(callback)?.calls ?? []) {
        this.collectCallFindings(inner.node, asker, exit, classes, findings);
      }
    }
  }
}

interface SharedFlow {
  done: boolean;
  waiting: ((flow: FileFlow) => void)[];
}

/** One flow analysis per file, shared by every rule that asks (docs/architecture.md): keyed by the AST, nothing else global. */
const sharedFlows = new WeakMap<TSESTree.Program, SharedFlow>();

/**
 * Subscribes a rule to the file's flow analysis. The first rule to ask in a lint run records the code paths
 * (its listeners are returned); the others get no listeners and are called back with the same result.
 * Must be called from `create()`, so that every subscriber is known before the traversal starts.
 */
export function subscribeToFileFlow(
  sourceCode: SourceCode,
  settings: EffectSettings,
  onReady: (flow: FileFlow) => void,
): TSESLint.RuleListener {
  const ast = sourceCode.ast;
  const existing = sharedFlows.get(ast);
  if (existing && !existing.done) {
    existing.waiting.push(onReady);
    return {};
  }
  const shared: SharedFlow = { done: false, waiting: [onReady] };
  sharedFlows.set(ast, shared);
  const recorder: Rule.RuleListener = createFlowRecorder((records) => {
    shared.done = true;
    const flow = new FileFlowAnalysis(sourceCode, settings, records);
    for (const callback of shared.waiting) callback(flow);
  });
  // typescript-eslint's listener type has no code-path events; ESLint's own type (used above) has them.
  return recorder as unknown as TSESLint.RuleListener;
}
