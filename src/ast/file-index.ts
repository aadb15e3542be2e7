/**
 * The nodes of a file that the shared analyses look for, found in one walk and kept per AST: handler discovery
 * (`src/mcp/handlers.ts`), the integrity rule's mints and reads, answers and consent ask it instead of each
 * walking the whole file again. It only lists nodes; what they mean is for the modules that ask.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
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
] as const;

export type IndexedType = (typeof INDEXED_TYPES)[number];

export type IndexedNode<T extends IndexedType> = Extract<TSESTree.Node, { type: T }>;

export interface FileIndex {
  /** Every node of `type` in the file, in source order (outer before inner). */
  of<T extends IndexedType>(type: T): readonly IndexedNode<T>[];
  /** Every node of any of `types`, in source order (outer before inner). */
  ofTypes<T extends IndexedType>(...types: T[]): readonly IndexedNode<T>[];
  /** The calls and `new`s whose callee is called by `name` (`f()`, `server.registerTool()`), in source order. */
  callsNamed(name: string): readonly (TSESTree.CallExpression | TSESTree.NewExpression)[];
  /** The `this.name` reads and writes of the file (not `this[name]`), in source order. */
  thisMembersNamed(name: string): readonly TSESTree.MemberExpression[];
}

const INDEXED = new Set<AST_NODE_TYPES>(INDEXED_TYPES);

const NONE: readonly never[] = [];

function buildIndex(sourceCode: SourceCode): FileIndex {
  const byType = new Map<AST_NODE_TYPES, TSESTree.Node[]>();
  for (const type of INDEXED_TYPES) byType.set(type, []);
  const byCallee = new Map<string, (TSESTree.CallExpression | TSESTree.NewExpression)[]>();
  const byThisMember = new Map<string, TSESTree.MemberExpression[]>();
  walkAst(sourceCode.ast, sourceCode.visitorKeys, (node) => {
    if (!INDEXED.has(node.type)) return true;
    byType.get(node.type)!.push(node);
    if (node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) {
      const name = calleeName(node.callee);
      if (name !== null) {
        let list = byCallee.get(name);
        if (!list) byCallee.set(name, (list = []));
        list.push(node);
      }
    }
    const thisMember = node.type === AST_NODE_TYPES.MemberExpression && node.object.type === AST_NODE_TYPES.ThisExpression && !node.computed ? memberName(node) : null;
    if (thisMember !== null) {
      let list = byThisMember.get(thisMember);
      if (!list) byThisMember.set(thisMember, (list = []));
      list.push(node as TSESTree.MemberExpression);
    }
    return true;
  });
  return {
    of: <T extends IndexedType>(type: T) => byType.get(type) as IndexedNode<T>[],
    ofTypes: <T extends IndexedType>(...types: T[]) => inSourceOrder(types.map((type) => byType.get(type) as IndexedNode<T>[])),
    callsNamed: (name) => byCallee.get(name) ?? NONE,
    thisMembersNamed: (name) => byThisMember.get(name) ?? NONE,
  };
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

/** The file's index, built on first ask by one walk and shared by every rule that lints the file. */
export function fileIndex(sourceCode: SourceCode): FileIndex {
  let index = cache.get(sourceCode.ast);
  if (!index) cache.set(sourceCode.ast, (index = buildIndex(sourceCode)));
  return index;
}

/** Source order of nodes that may be nested: by start, the outer first. */
export function bySourceOrder(a: TSESTree.Node, b: TSESTree.Node): number {
  return a.range[0] - b.range[0] || b.range[1] - a.range[1];
}
