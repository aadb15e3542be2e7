/**
 * The nodes of a file that the shared analyses look for, found in one walk and kept per AST: handler discovery
 * (`src/mcp/handlers.ts`), the integrity rule's mints and reads, answers and consent ask it instead of each
 * walking the whole file again, and the move suggestions' footprints ask it what a statement holds instead of walking
 * it. It only lists nodes; what they mean is for the modules that ask.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { calleeName, memberName } from './origin.js';
import type { SourceCode } from './types.js';
import { walkAst } from './walk.js';

/** The node types the index lists. */
export const INDEXED_TYPES = [
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.MemberExpression,
  AST_NODE_TYPES.Property,
  AST_NODE_TYPES.ObjectExpression,
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.ClassDeclaration,
  AST_NODE_TYPES.ClassExpression,
  AST_NODE_TYPES.ExportDefaultDeclaration,
  AST_NODE_TYPES.ArrowFunctionExpression,
  AST_NODE_TYPES.FunctionDeclaration,
  AST_NODE_TYPES.FunctionExpression,
  AST_NODE_TYPES.ThisExpression,
  AST_NODE_TYPES.VariableDeclaration,
  AST_NODE_TYPES.UpdateExpression,
  AST_NODE_TYPES.UnaryExpression,
  AST_NODE_TYPES.ForInStatement,
  AST_NODE_TYPES.ForOfStatement,
] as const;

export type IndexedType = (typeof INDEXED_TYPES)[number];

export type IndexedNode<T extends IndexedType> = Extract<TSESTree.Node, { type: T }>;

export interface FileIndex {
  /** Every node of `type` in the file, in source order (outer before inner). */
  of<T extends IndexedType>(type: T): readonly IndexedNode<T>[];
  /** Every node of any of `types`, in source order (outer before inner). */
  ofTypes<T extends IndexedType>(...types: T[]): readonly IndexedNode<T>[];
  /**
   * The nodes of any of `types` that `keep` accepts, in source order: each type's list is filtered before the lists are
   * merged, so a test that few nodes pass (a member's name) is all that most of them cost.
   */
  where<T extends IndexedType>(types: readonly T[], keep: (node: IndexedNode<T>) => boolean): readonly IndexedNode<T>[];
  /** The calls and `new`s whose callee is called by `name` (`f()`, `server.registerTool()`), in source order. */
  callsNamed(name: string): readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  /** The `this.name` reads and writes of the file (not `this[name]`), in source order. */
  thisMembersNamed(name: string): readonly TSESTree.MemberExpression[];
  /** The `x.name` reads and writes of the file on any object but `this` (not `x[name]`), in source order. */
  membersNamed(name: string): readonly TSESTree.MemberExpression[];
  /**
   * The nodes of any of `types` in `node` (itself included), in the order a walk of `node` meets them: found by their
   * ranges in the list of those types (kept per `types` array: pass the same one), without a walk.
   */
  within<T extends IndexedType>(node: TSESTree.Node, types: readonly T[]): IndexedNode<T>[];
}

const INDEXED = new Set<AST_NODE_TYPES>(INDEXED_TYPES);

const NONE: readonly never[] = [];

/** The lists an index is made of, filled in the order of a walk of the file (depth first, in source order). */
interface IndexLists {
  byType: Map<AST_NODE_TYPES, TSESTree.Node[]>;
  byCallee: Map<string, (TSESTree.CallExpression | TSESTree.NewExpression)[]>;
  byThisMember: Map<string, TSESTree.MemberExpression[]>;
  walked: TSESTree.Node[];
}

function emptyLists(): IndexLists {
  const byType = new Map<AST_NODE_TYPES, TSESTree.Node[]>();
  for (const type of INDEXED_TYPES) byType.set(type, []);
  return { byType, byCallee: new Map(), byThisMember: new Map(), walked: [] };
}

/** Adds a node of one of the indexed types, met in the walk's order. */
function addNode(lists: IndexLists, node: TSESTree.Node): void {
  lists.byType.get(node.type)!.push(node);
  lists.walked.push(node);
  if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) {
    const name = calleeName(node.callee);
    if (name !== null) {
      let list = lists.byCallee.get(name);
      if (!list) lists.byCallee.set(name, (list = []));
      list.push(node);
    }
  }
  const thisMember = node.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.ThisExpression && !node.computed ? memberName(node) : null;
  if (thisMember !== null) {
    let list = lists.byThisMember.get(thisMember);
    if (!list) lists.byThisMember.set(thisMember, (list = []));
    list.push(node as TSESTree.MemberExpression);
  }
}

function buildIndex(sourceCode: SourceCode): FileIndex {
  const lists = emptyLists();
  walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if (INDEXED.has(node.type)) addNode(lists, node);
    return true;
  });
  return indexOf(lists);
}

function indexOf({ byType, byCallee, byThisMember, walked }: IndexLists): FileIndex {
  const walkedOf = new Map<readonly IndexedType[], WalkedNodes>();
  // Built at the first question: few files ask (class-field registries written from outside their class).
  let byMember: Map<string, TSESTree.MemberExpression[]> | null = null;
  const membersByName = (): Map<string, TSESTree.MemberExpression[]> => {
    if (byMember) return byMember;
    byMember = new Map();
    for (const node of byType.get(AST_NODE_TYPES.MemberExpression) as TSESTree.MemberExpression[]) {
      const name = node.object.type === AST_NODE_TYPES.ThisExpression || node.computed ? null : memberName(node);
      if (name === null) continue;
      let list = byMember.get(name);
      if (!list) byMember.set(name, (list = []));
      list.push(node);
    }
    return byMember;
  };
  return {
    of: <T extends IndexedType>(type: T) => byType.get(type) as IndexedNode<T>[],
    ofTypes: <T extends IndexedType>(...types: T[]) => inSourceOrder(types.map((type) => byType.get(type) as IndexedNode<T>[])),
    where: <T extends IndexedType>(types: readonly T[], keep: (node: IndexedNode<T>) => boolean) =>
      inSourceOrder(types.map((type) => (byType.get(type) as IndexedNode<T>[]).filter(keep))),
    callsNamed: (name) => byCallee.get(name) ?? NONE,
    thisMembersNamed: (name) => byThisMember.get(name) ?? NONE,
    membersNamed: (name) => membersByName().get(name) ?? NONE,
    within: <T extends IndexedType>(node: TSESTree.Node, types: readonly T[]) => {
      let list = walkedOf.get(types);
      if (!list) walkedOf.set(types, (list = walkedNodes(walked, types)));
      return inRange(list, node) as IndexedNode<T>[];
    },
  };
}

/** Nodes in the order of the walk, and whether their starts never decrease (the walk's order is the source's). */
interface WalkedNodes {
  nodes: readonly TSESTree.Node[];
  byStart: boolean;
}

function walkedNodes(walked: readonly TSESTree.Node[], types: readonly IndexedType[]): WalkedNodes {
  const wanted = new Set<AST_NODE_TYPES>(types);
  const nodes: TSESTree.Node[] = [];
  let byStart = true;
  let start = -1;
  // One pass, each node read once: the index holds every call, member expression and property of the file.
  for (const node of walked) {
    if (!wanted.has(node.type)) continue;
    byStart &&= node.range[0] >= start;
    start = node.range[0];
    nodes.push(node);
  }
  return { nodes, byStart };
}

/**
 * The nodes of `list` that lie in `node`, in the walk's order (what a walk of `node` would meet): a binary search by
 * start, or a scan when the walk met some node before one that starts earlier. A parameter's or a class's decorators
 * lie before its range (typescript-estree), though they are its children.
 */
function inRange({ nodes, byStart }: WalkedNodes, node: TSESTree.Node): TSESTree.Node[] {
  const decorators = 'decorators' in node ? node.decorators : undefined;
  const start = decorators?.[0] ? Math.min(node.range[0], decorators[0].range[0]) : node.range[0];
  const end = node.range[1];
  const inside = (candidate: TSESTree.Node): boolean => candidate.range[0] >= start && candidate.range[1] <= end;
  if (!byStart) return nodes.filter(inside);
  let low = 0;
  let high = nodes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (nodes[mid]!.range[0] < start) low = mid + 1;
    else high = mid;
  }
  const found: TSESTree.Node[] = [];
  // A node starting inside may be one around it that starts there too (`a.b = c;` around `a.b = c`).
  for (let i = low; i < nodes.length && nodes[i]!.range[0] < end; i += 1) if (nodes[i]!.range[1] <= end) found.push(nodes[i]!);
  return found;
}

/**
 * The lists' nodes in source order, as a stable sort of their concatenation would give them: merged, since each list
 * comes from one walk and is already in order (sorted when one is not).
 */
function inSourceOrder<N extends TSESTree.Node>(lists: readonly (readonly N[])[]): N[] {
  const merged: N[] = [];
  const heads = lists.map(() => 0);
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i += 1) {
      const candidate = lists[i]![heads[i]!];
      // Ties keep the earlier list's node first, as the stable sort does.
      if (candidate && (best === -1 || bySourceOrder(candidate, lists[best]![heads[best]!]!) < 0)) best = i;
    }
    if (best === -1) return merged;
    const node = lists[best]![heads[best]!]!;
    const previous = merged[merged.length - 1];
    if (previous && bySourceOrder(previous, node) > 0) return lists.flat().sort(bySourceOrder);
    merged.push(node);
    heads[best]! += 1;
  }
}

const cache = new WeakMap<TSESTree.Program, FileIndex>();

/** An index being filled by ESLint's own traversal (`collectFileIndex`); abandoned when someone asks before it ends. */
interface Collection {
  lists: IndexLists;
  abandoned: boolean;
}

const collections = new WeakMap<TSESTree.Program, Collection>();

/**
 * The file's index, shared by every rule that lints the file: the one `collectFileIndex` filled, once the traversal
 * ended, else built on first ask by one walk.
 */
export function fileIndex(sourceCode: SourceCode): FileIndex {
  const ast = sourceCode.ast;
  let index = cache.get(ast);
  if (!index) {
    // Asked while the traversal is still under way: the lists are not complete yet.
    const collection = collections.get(ast);
    if (collection) {
      collection.abandoned = true;
      collections.delete(ast);
    }
    cache.set(ast, (index = buildIndex(sourceCode)));
  }
  return index;
}

/**
 * A rule's listeners with the file's index filled as ESLint's traversal enters the nodes, for rules that ask the index
 * only once it ended (at `Program:exit` or later, calling `traversalEnded` first): the traversal meets the nodes in the
 * order of the walk (both go depth first by `sourceCode.visitorKeys`), and a listener per indexed type costs ESLint's
 * dispatch, a fraction of a walk's first touch of the just-parsed tree. One rule per file collects; the listeners of
 * the others are returned as they are.
 */
export function collectFileIndex<Listeners extends Record<string, unknown>>(sourceCode: SourceCode, listeners: Listeners): Listeners {
  const ast = sourceCode.ast;
  if (cache.has(ast) || collections.has(ast)) return listeners;
  const collection: Collection = { lists: emptyLists(), abandoned: false };
  collections.set(ast, collection);
  const add = (node: TSESTree.Node): void => {
    if (!collection.abandoned) addNode(collection.lists, node);
  };
  // Built from an empty object: adding the types to a spread copy of `listeners` took V8 about 50 µs a file.
  const merged: Record<string, unknown> = {};
  for (const type of INDEXED_TYPES) merged[type] = add;
  for (const [key, own] of Object.entries(listeners)) {
    merged[key] =
      INDEXED.has(key as AST_NODE_TYPES) && typeof own === 'function'
        ? (node: TSESTree.Node): void => {
            add(node);
            (own as (node: TSESTree.Node) => void)(node);
          }
        : own;
  }
  return merged as Listeners;
}

/** Says that ESLint's traversal of the file ended (every node was entered): the collected index is complete. */
export function traversalEnded(sourceCode: SourceCode): void {
  const ast = sourceCode.ast;
  const collection = collections.get(ast);
  if (!collection) return;
  collections.delete(ast);
  if (!collection.abandoned && !cache.has(ast)) cache.set(ast, indexOf(collection.lists));
}

/** Source order of nodes that may be nested: by start, the outer first. */
export function bySourceOrder(a: TSESTree.Node, b: TSESTree.Node): number {
  return a.range[0] - b.range[0] || b.range[1] - a.range[1];
}
