/**
 * A whole-file write (or a PUT, a key-value `put`) of what a read of the same path gave, changed on the way (the core
 * rule's doc, "The same values on every round"): the retry reads what the first round wrote and changes it again, so
 * the write is no PUT of fixed contents any more.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode } from '../ast/functions.js';
import { calleeName, findVariable, memberName, skipTransparent } from '../ast/origin.js';
import type { CallLike, SourceCode, Variable } from '../ast/types.js';
import { holdsOutsideFunctions, walkAst } from '../ast/walk.js';
import { chainRoot } from '../ast/chains.js';
import { verdict, type EffectVerdict } from './types.js';

/**
 * Calls that read what is stored under the path or key they are given first: a file (`node:fs`, fs-extra), a REST
 * resource or a key-value entry (`woo.get('products/7')`, `kv.get(key)`).
 */
const SAME_PATH_READS = /^(?:read(?:File|Json|JSON)?(?:Sync)?|get)$/;

/** Calls that hand a value on as it is, parsed or printed: not a change of it. */
const PASSING_CALLS: ReadonlySet<string> = new Set(['parse', 'stringify', 'structuredClone', 'String', 'Number', 'Boolean', 'toString', 'trim']);

/** Methods that add to the list they are called on. */
const GROWING_METHODS: ReadonlySet<string> = new Set(['push', 'unshift', 'splice']);

const ARITHMETIC: ReadonlySet<string> = new Set(['+', '-', '*', '/', '%', '**']);

const textOf = (node: TSESTree.Node, sourceCode: SourceCode): string => sourceCode.getText(node).replace(/\s+/g, '');

/** The variable an expression is rooted at (`pkg` of `pkg.version`, `data` of `data.tasks[0]`), or null. */
function rootVariable(node: TSESTree.Node, sourceCode: SourceCode): Variable | null {
  const root = chainRoot(node);
  return root?.type === AST_NODE_TYPES.Identifier ? (findVariable(sourceCode.getScope(root), root.name) ?? null) : null;
}

/** Whether `node` reads one of `variables`, outside the functions written in it. */
function readsAny(node: TSESTree.Node, variables: ReadonlySet<Variable>, sourceCode: SourceCode): boolean {
  const reads = (inner: TSESTree.Node): boolean => inner.type === AST_NODE_TYPES.Identifier && variables.has(findVariable(sourceCode.getScope(inner), inner.name)!);
  return variables.size > 0 && holdsOutsideFunctions(node, sourceCode.visitorKeys, reads);
}

/**
 * Whether `node` computes a new value from one of `variables`: arithmetic on it, or a call given it that does more than
 * parse or print it (`bump(pkg.version, level)`); `{ ...config, theme }` and `JSON.stringify(data)` do not.
 */
function computesFrom(node: TSESTree.Node, variables: ReadonlySet<Variable>, sourceCode: SourceCode): boolean {
  let found = false;
  walkAst(node, sourceCode.visitorKeys, (inner) => {
    if (found || (inner !== node && isFunctionNode(inner))) return false;
    if (inner.type === AST_NODE_TYPES.BinaryExpression && ARITHMETIC.has(inner.operator)) found = readsAny(inner, variables, sourceCode);
    else if (inner.type === AST_NODE_TYPES.CallExpression && !PASSING_CALLS.has(calleeName(inner.callee) ?? '')) found = inner.arguments.some((argument) => readsAny(argument, variables, sourceCode));
    return !found;
  });
  return found;
}

/**
 * `const pkg = JSON.parse(await readFile(p)); await writeFile(p, JSON.stringify({ ...pkg, version: bump(pkg.version) }))`,
 * or `tasks.push(task)` between `const tasks = JSON.parse(await readFile(p))` and `writeFile(p, JSON.stringify(tasks))`:
 * an idempotent whole-file write that writes back what a read of the same path (the same text) gave, grown (`push`,
 * `unshift`, `splice`, `+=`, `++`) or computed anew from it (arithmetic, a call that is no parse or print), in the same
 * function, is a plain write. Setting fields to values of the round (`{ ...config, theme }`) keeps it idempotent.
 */
export function readModifyWrite(given: EffectVerdict, call: CallLike, sourceCode: SourceCode): EffectVerdict {
  if (given.effectClass !== 'write-idempotent' || call.type !== AST_NODE_TYPES.CallExpression || call.arguments.length < 2) return given;
  let fn: TSESTree.Node | undefined = call.parent;
  while (fn && !isFunctionNode(fn)) fn = fn.parent;
  if (!fn) return given;
  const [target, written] = call.arguments as [TSESTree.Node, TSESTree.Node];
  const path = textOf(target, sourceCode);
  // What the reads of the same path give, and every `const`/`let` made from it before the write.
  const derived = new Set<Variable>();
  const declarators: TSESTree.VariableDeclarator[] = [];
  walkAst(fn, sourceCode.visitorKeys, (node) => {
    if (node.range[0] >= call.range[0] || (node !== fn && isFunctionNode(node))) return false;
    if (node.type === AST_NODE_TYPES.VariableDeclarator && node.init) declarators.push(node);
    return true;
  });
  // The variables among them whose value was computed anew from what was read.
  const computed = new Set<Variable>();
  for (const declarator of declarators) {
    const init = declarator.init!;
    let readsFile = false;
    walkAst(init, sourceCode.visitorKeys, (node) => {
      if (readsFile || isFunctionNode(node)) return false;
      const callee = node.type === AST_NODE_TYPES.CallExpression ? skipTransparent(node.callee) : null;
      const name = callee?.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : callee?.type === AST_NODE_TYPES.Identifier ? callee.name : null;
      readsFile = node.type === AST_NODE_TYPES.CallExpression && SAME_PATH_READS.test(name ?? '') && node.arguments[0] !== undefined && textOf(node.arguments[0], sourceCode) === path;
      return !readsFile;
    });
    const fromDerived = !readsFile && readsAny(init, derived, sourceCode);
    if (!readsFile && !fromDerived) continue;
    const isComputed = fromDerived && (computesFrom(init, derived, sourceCode) || readsAny(init, computed, sourceCode));
    for (const variable of sourceCode.scopeManager?.getDeclaredVariables(declarator) ?? []) {
      derived.add(variable);
      if (isComputed) computed.add(variable);
    }
  }
  if (derived.size === 0 || !readsAny(written, derived, sourceCode)) return given;
  const grown = (): boolean => {
    let found = false;
    walkAst(fn, sourceCode.visitorKeys, (node) => {
      if (found || node.range[0] >= call.range[0] || (node !== fn && isFunctionNode(node))) return false;
      const variable =
        node.type === AST_NODE_TYPES.UpdateExpression
          ? rootVariable(node.argument, sourceCode)
          : node.type === AST_NODE_TYPES.AssignmentExpression && node.operator !== '='
            ? rootVariable(node.left, sourceCode)
            : node.type === AST_NODE_TYPES.CallExpression && node.callee.type === AST_NODE_TYPES.MemberExpression && GROWING_METHODS.has(memberName(node.callee) ?? '')
              ? rootVariable(node.callee.object, sourceCode)
              : null;
      found = variable !== null && derived.has(variable);
      return !found;
    });
    return found;
  };
  if (!readsAny(written, computed, sourceCode) && !computesFrom(written, derived, sourceCode) && !grown()) return given;
  const label = / write$/.test(given.label) ? `${given.label} of what it read from the same path, changed` : `${given.label}, but it writes back what it read there, changed`;
  return verdict('write', given.layer, label, given.impact);
}
