import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isTransparentWrapper, memberName, resolveOrigin, skipTransparent } from '../ast/origin.js';
import { calleeOf, chainRoot } from '../ast/chains.js';
import { contains } from '../ast/statements.js';
import { changesFirstArgument, classifyCall, type EffectClass, type EffectSettings, type EffectVerdict } from '../effects/index.js';
import { isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { isRoundTripValue } from '../mcp/round-trip.js';
import { isMcpModule } from '../mcp/sdk.js';
import type { CallLike, SourceCode, Variable } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';
import { fileIndex } from '../ast/file-index.js';
import { referencesWithin } from '../ast/references.js';
import type { TypedFile } from '../types/index.js';

/** A variable, `this`, or a global the file never declares (by name). */
type Key = Variable | string;

/** A value reached from a key through static member names: `args.to` is `{ key: args, path: ['to'] }`. */
interface Access {
  key: Key;
  path: string[];
}

interface Read extends Access {
  /**
   * Only turned into a string or a number (`${x}`, `x + 1`): a call changing the object the read stops at does
   * not show (it reads a primitive), one changing an object the read goes into does (`${list.length}`).
   */
  coerced: boolean;
  /** Handed whole to a call (`addLabel(repo, ...)`): the call reads it, this code does not. */
  argument?: boolean;
}

interface Change extends Access {
  /** `assign`: the value at the path is replaced; `call`: a call may change the object at the path. */
  kind: 'assign' | 'call';
}

/** What a piece of code reads and may change, for deciding whether two pieces may swap places. */
export interface Footprint {
  reads: Read[];
  changes: Change[];
  /** It runs a call the classifier calls a write or a change of process state: two of those keep their order. */
  effects: boolean;
  /** A change that could not be followed (recursion through same-file functions): anything may change. */
  unbounded: boolean;
}

/** Call classes that change neither their receiver nor their arguments. */
const NON_MUTATING: ReadonlySet<EffectClass> = new Set<EffectClass>(['pure', 'read', 'log', 'cost']);

const EFFECTS: ReadonlySet<EffectClass> = new Set<EffectClass>(['write', 'write-idempotent', 'process-state']);

/** The nodes a footprint reads beyond the scope manager's references, asked of the file's index. */
const FOOTPRINT_NODES = [
  AST_NODE_TYPES.ThisExpression,
  AST_NODE_TYPES.VariableDeclaration,
  AST_NODE_TYPES.FunctionDeclaration,
  AST_NODE_TYPES.ClassDeclaration,
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.UpdateExpression,
  AST_NODE_TYPES.UnaryExpression,
  AST_NODE_TYPES.ForInStatement,
  AST_NODE_TYPES.ForOfStatement,
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.NewExpression,
] as const;

interface FunctionSummary {
  /** Reads and changes of variables declared outside the function, and of `this` (its instance is the caller's). */
  outer: Footprint;
  /** Indexes of the parameters whose objects the function may change. */
  changedParams: Set<number>;
}

/**
 * Summaries of same-file functions, with the functions being summarised (recursion). The classifier judges a call
 * against the asker whose run it is part of (locality: a value declared inside the asker is the run's), and a
 * function outside an asker sees nothing declared inside it: its summary is the same for every asker it is not in,
 * so those are kept once per file (`FixTools`), and only the summaries of the functions inside an asker per asker.
 */
export class SummaryStore {
  readonly summaries = new Map<FunctionNode, FunctionSummary | null>();
  readonly summarising: FunctionNode[] = [];
}

function pathsOverlap(a: readonly string[], b: readonly string[]): boolean {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * True when `change` can alter what `read` sees. `remoteOrder`: two calls may change places when what they share is a
 * member value both are handed (`args.repo`: each sends it). An object handed whole (`opts`) keeps the order, since a
 * call may fill it in; and a read through one client after its write keeps its place too (it may read what the write made).
 */
function reaches(change: Change, read: Read, remoteOrder: boolean): boolean {
  return (
    read.key === change.key &&
    pathsOverlap(change.path, read.path) &&
    !(change.kind === 'call' && read.coerced && read.path.length <= change.path.length) &&
    !(remoteOrder && change.kind === 'call' && read.argument === true && read.path.length > 0 && change.path.length <= read.path.length)
  );
}

/**
 * True when one of `changes` can alter what `footprint` reads, or what it assigns: writes count as reads for ordering
 * (two writes to one variable must keep their order), as reads that are neither coerced nor handed to a call.
 */
function changesReach(changes: readonly Change[], footprint: Footprint, remoteOrder: boolean): boolean {
  for (const change of changes) {
    for (const read of footprint.reads) if (reaches(change, read, remoteOrder)) return true;
    for (const written of footprint.changes) if (written.kind === 'assign' && written.key === change.key && pathsOverlap(change.path, written.path)) return true;
  }
  return false;
}

/**
 * True when running `first` after `second` instead of before can change what either computes. `remoteOrder`: the
 * caller accepts that calls handed the same values change order (the move below calls a wrapper's question follows).
 */
export function mayNotSwap(first: Footprint, second: Footprint, remoteOrder = false): boolean {
  return first.unbounded || second.unbounded || changesReach(first.changes, second, remoteOrder) || changesReach(second.changes, first, remoteOrder);
}

/**
 * True when `later` may read what `first` changes in a value `counts` accepts (`later` runs after it, so what `later`
 * changes does not matter), or when what `first` changes cannot be followed.
 */
export function readsChangesOf(first: Footprint, later: Footprint, counts: (key: Variable | string) => boolean): boolean {
  return first.unbounded || changesReach(first.changes.filter((change) => counts(change.key)), later, false);
}

/**
 * Footprints of statements and same-file functions: every reference the scope manager records in them, the
 * member paths they are read through, and the objects assignments and calls may change. Calls that the
 * classifier places as pure, read, log or cost change nothing; calls of same-file functions bring the
 * function's own footprint; a package client's write that sends copies of what it is given
 * (`EffectVerdict.keepsArguments`) may change its receiver only; any other call may change its receiver and
 * the objects passed to it.
 */
export class FootprintReader {
  /** Summaries of the functions inside the asker (the asker's own); the others are in `outside`. */
  private readonly inside = new SummaryStore();

  constructor(
    private readonly sourceCode: SourceCode,
    private readonly settings: EffectSettings,
    private readonly owner: TSESTree.Node,
    /** Summaries of the functions outside the asker, shared by the file's readers. */
    private readonly outside: SummaryStore,
    /** With types, the functions of other files a call runs. */
    private readonly types: TypedFile | null = null,
  ) {}

  private storeOf(fn: FunctionNode): SummaryStore {
    return contains(this.owner, fn) ? this.inside : this.outside;
  }

  private keyOf(identifier: TSESTree.Identifier | TSESTree.ThisExpression): Key {
    if (identifier.type === AST_NODE_TYPES.ThisExpression) return 'this';
    const reference = referencesWithin(this.sourceCode, identifier).find((candidate) => candidate.identifier === identifier);
    return reference?.resolved ?? identifier.name;
  }

  /** The static member path an expression is read through, from its root (`a.b[c].d` → a, ['b']). */
  private accessOf(node: TSESTree.Node): Access | null {
    const path: string[] = [];
    let current = skipTransparent(node);
    while (current.type === AST_NODE_TYPES.MemberExpression) {
      const name = memberName(current);
      path.length = name === null ? 0 : path.length;
      if (name !== null) path.unshift(name);
      current = skipTransparent(current.object);
    }
    if (current.type === AST_NODE_TYPES.Identifier || current.type === AST_NODE_TYPES.ThisExpression) {
      return { key: this.keyOf(current), path };
    }
    // What a method gives is reached through its receiver: `this.c.mongo.collection(name)` through `this.c.mongo`.
    const callee = current.type === AST_NODE_TYPES.CallExpression ? skipTransparent(current.callee) : null;
    if (callee?.type === AST_NODE_TYPES.MemberExpression) return this.accessOf(callee.object);
    // Another computed value on the way: the whole root may be reached.
    const root = chainRoot(current);
    return root ? { key: this.keyOf(root), path: [] } : null;
  }

  /** The longest static member path `root` is read through where it stands, and whether it is only coerced. */
  private readAt(root: TSESTree.Identifier | TSESTree.ThisExpression, key: Key): Read {
    const path: string[] = [];
    let child: TSESTree.Node = root;
    let parent = child.parent;
    while (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === child) {
      const name = memberName(parent);
      if (name === null) break;
      path.push(name);
      child = parent;
      parent = child.parent;
    }
    while (parent && (parent.type === AST_NODE_TYPES.ChainExpression || parent.type === AST_NODE_TYPES.TSNonNullExpression)) {
      parent = parent.parent;
    }
    const coerced =
      parent?.type === AST_NODE_TYPES.TemplateLiteral ||
      (parent?.type === AST_NODE_TYPES.BinaryExpression && parent.operator !== 'in' && parent.operator !== 'instanceof');
    // An argument, or a value of an array or object literal that is one (`db.query(sql, [repo])`, `create({ repo })`).
    let handed: TSESTree.Node = child;
    let holder: TSESTree.Node | undefined = child.parent;
    while (
      holder &&
      (isTransparentWrapper(holder) ||
        holder.type === AST_NODE_TYPES.ArrayExpression ||
        holder.type === AST_NODE_TYPES.ObjectExpression ||
        (holder.type === AST_NODE_TYPES.Property && holder.value === handed))
    ) {
      handed = holder;
      holder = holder.parent;
    }
    const argument = holder?.type === AST_NODE_TYPES.CallExpression && (holder.arguments as TSESTree.Node[]).includes(handed);
    return { key, path, coerced, ...(argument ? { argument } : {}) };
  }

  /** What the call does, and whether it changes the object given first though it is pure (`Object.assign`). */
  private verdictOf(call: CallLike): Pick<EffectVerdict, 'effectClass' | 'keepsArguments' | 'layer'> & { changesFirst: boolean } {
    const origin = resolveOrigin(calleeOf(call), this.sourceCode.getScope(call));
    // The SDK's own helpers (`acceptedContent`, `inputRequired.elicit`) only read what they are given.
    if (origin.root === 'import' && origin.module !== null && isMcpModule(origin.module) && !origin.instance) return { effectClass: 'pure', layer: 'local', changesFirst: false };
    const { effectClass, keepsArguments, layer } = classifyCall(call, { sourceCode: this.sourceCode, settings: this.settings, owner: this.owner });
    return { effectClass, layer, ...(keepsArguments ? { keepsArguments } : {}), changesFirst: changesFirstArgument(origin) };
  }

  /** The footprint of a run of nodes (statements, expressions), nested functions included. */
  footprint(nodes: readonly TSESTree.Node[]): Footprint {
    const result: Footprint = { reads: [], changes: [], effects: false, unbounded: false };
    for (const node of nodes) this.collect(node, result);
    return result;
  }

  private collect(node: TSESTree.Node, into: Footprint): void {
    for (const reference of referencesWithin(this.sourceCode, node)) {
      // Types are gone at run time.
      if (!reference.isValueReference) continue;
      const key = reference.resolved ?? reference.identifier.name;
      if (reference.isWrite()) into.changes.push({ key, path: [], kind: 'assign' });
      if (reference.isRead()) into.reads.push(this.readAt(reference.identifier as TSESTree.Identifier, key));
    }
    for (const inner of fileIndex(this.sourceCode).within(node, FOOTPRINT_NODES)) {
      switch (inner.type) {
        case AST_NODE_TYPES.ThisExpression:
          into.reads.push(this.readAt(inner, 'this'));
          break;
        case AST_NODE_TYPES.VariableDeclaration:
        case AST_NODE_TYPES.FunctionDeclaration:
        case AST_NODE_TYPES.ClassDeclaration:
          // `let x;` declares without a write reference.
          for (const variable of this.sourceCode.scopeManager?.getDeclaredVariables(inner) ?? []) {
            into.changes.push({ key: variable, path: [], kind: 'assign' });
          }
          break;
        case AST_NODE_TYPES.AssignmentExpression:
          this.patternTargets(inner.left, into);
          break;
        case AST_NODE_TYPES.UpdateExpression:
          this.patternTargets(inner.argument, into);
          break;
        case AST_NODE_TYPES.UnaryExpression:
          if (inner.operator === 'delete') this.patternTargets(inner.argument, into);
          break;
        case AST_NODE_TYPES.ForInStatement:
        case AST_NODE_TYPES.ForOfStatement:
          this.patternTargets(inner.left, into);
          break;
        case AST_NODE_TYPES.CallExpression:
        case AST_NODE_TYPES.NewExpression:
          this.callChanges(inner, into);
          break;
      }
    }
  }

  /** Member targets of an assignment, update or `delete` (plain variables are the scope manager's writes). */
  private patternTargets(target: TSESTree.Node, into: Footprint): void {
    walkAst(target, this.sourceCode.visitorKeys, (inner) => {
      if (inner.type !== AST_NODE_TYPES.MemberExpression) return !isFunctionNode(inner);
      const access = this.accessOf(inner);
      if (access) into.changes.push({ ...access, kind: 'assign' });
      return false;
    });
  }

  private callChanges(call: CallLike, into: Footprint): void {
    const scope = this.sourceCode.getScope(call);
    const local = call.type === AST_NODE_TYPES.CallExpression ? resolveFunction(call.callee, scope) : null;
    // A tagged template is given the values written in it (`` sql`... ${id}` `` reads `id`).
    const given = call.type === AST_NODE_TYPES.TaggedTemplateExpression ? call.quasi.expressions : call.arguments;
    const argumentsGiven = given.map((argument) => (argument.type === AST_NODE_TYPES.SpreadElement ? argument.argument : argument));
    // Same-file functions passed by name run too (`items.forEach(sendOne)`).
    for (const argument of argumentsGiven) {
      const callback = argument.type === AST_NODE_TYPES.Identifier ? resolveFunction(argument, scope) : null;
      if (callback) this.mergeSummary(callback, [], into);
    }
    if (local) {
      this.mergeSummary(local, argumentsGiven, into);
      return;
    }
    const { effectClass, keepsArguments, changesFirst, layer } = this.verdictOf(call);
    // A function of another file that only computes from what it is given changes nothing, unless the user says
    // otherwise; a method of one may read any field of its instance.
    if (layer !== 'settings' && call.type === AST_NODE_TYPES.CallExpression && this.types?.runsPureFunction(call)) {
      const callee = skipTransparent(call.callee);
      const receiver = callee.type === AST_NODE_TYPES.MemberExpression ? this.accessOf(callee.object) : null;
      if (receiver) into.reads.push({ ...receiver, coerced: false });
      return;
    }
    into.effects ||= EFFECTS.has(effectClass);
    const target = changesFirst && argumentsGiven[0] ? this.argumentAccess(argumentsGiven[0]) : null;
    if (target) into.changes.push({ ...target, kind: 'call' });
    if (NON_MUTATING.has(effectClass)) return;
    const callee = skipTransparent(calleeOf(call));
    // The receiver stays changed: a later read through the same client may see the write.
    if (callee.type === AST_NODE_TYPES.MemberExpression) {
      const receiver = this.accessOf(callee.object);
      if (receiver) into.changes.push({ ...receiver, kind: 'call' });
    }
    if (keepsArguments) return;
    for (const argument of argumentsGiven) {
      // With types, a string or number handed over is a copy.
      if (isRoundTripValue(argument, scope) || this.types?.isPrimitiveValue(argument)) continue;
      const access = this.argumentAccess(argument);
      if (access) into.changes.push({ ...access, kind: 'call' });
    }
  }

  /** The object an argument hands over, when the caller holds it too (`x`, `a.b`; not a fresh `f()` or literal). */
  private argumentAccess(argument: TSESTree.Node): Access | null {
    const inner = skipTransparent(argument);
    if (inner.type !== AST_NODE_TYPES.Identifier && inner.type !== AST_NODE_TYPES.MemberExpression) return null;
    return this.accessOf(inner);
  }

  private mergeSummary(fn: FunctionNode, argumentsOf: readonly TSESTree.Node[], into: Footprint): void {
    const summary = this.summaryOf(fn);
    if (!summary) {
      // A function calling itself with fresh values adds nothing to what it does once; any other recursion is not followed.
      const { summarising } = this.storeOf(fn);
      const selfWithFreshValues = summarising[summarising.length - 1] === fn && argumentsOf.every((argument) => !this.argumentAccess(argument));
      into.unbounded ||= !selfWithFreshValues;
      return;
    }
    into.reads.push(...summary.outer.reads);
    into.changes.push(...summary.outer.changes);
    into.effects ||= summary.outer.effects;
    into.unbounded ||= summary.outer.unbounded;
    const restIndex = fn.params.findIndex((param) => param.type === AST_NODE_TYPES.RestElement);
    argumentsOf.forEach((argument, index) => {
      const changed = summary.changedParams.has(index) || (restIndex !== -1 && index >= restIndex && summary.changedParams.has(restIndex));
      const access = changed ? this.argumentAccess(argument) : null;
      if (access) into.changes.push({ ...access, kind: 'call' });
    });
  }

  /** What a same-file function reads and changes outside itself; null while it is being summarised (recursion). */
  private summaryOf(fn: FunctionNode): FunctionSummary | null {
    const { summaries, summarising } = this.storeOf(fn);
    if (summaries.has(fn)) return summaries.get(fn) ?? null;
    summaries.set(fn, null);
    summarising.push(fn);
    const inside = this.footprint([fn.body, ...fn.params]);
    summarising.pop();
    // `this` counts as outside: a method changing its instance changes the caller's object.
    const declaredInside = (key: Key): boolean => typeof key !== 'string' && key.defs.some((def) => contains(fn, def.name));
    const paramIndex = (key: Key): number =>
      typeof key === 'string' ? -1 : fn.params.findIndex((param) => key.defs.some((def) => contains(param, def.name)));
    const changedParams = new Set<number>();
    for (const change of inside.changes) {
      const index = paramIndex(change.key);
      // Rebinding a parameter changes nothing the caller holds; changing its object does.
      if (index !== -1 && change.path.length + (change.kind === 'call' ? 1 : 0) > 0) changedParams.add(index);
    }
    const summary: FunctionSummary = {
      outer: {
        reads: inside.reads.filter((read) => !declaredInside(read.key)),
        changes: inside.changes.filter((change) => !declaredInside(change.key)),
        effects: inside.effects,
        unbounded: inside.unbounded,
      },
      changedParams,
    };
    summaries.set(fn, summary);
    return summary;
  }
}
