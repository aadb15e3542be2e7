/**
 * Layer 0, annotations: a `@mcp-effect <effect>` comment on the callee's same-file declaration (a function
 * declaration, a `const f = () => ...`, a class method or field, an object literal method) states its effect.
 *
 *   /** @mcp-effect write *\/
 *   export async function chargeCard(amount: number) { ... }
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { leadingComments } from '../ast/comments.js';
import { resolveFunction, type FunctionNode } from '../ast/functions.js';
import { STATED_EFFECTS } from './settings.js';
import { verdict, type EffectVerdict } from './types.js';
import type { Scope, SourceCode } from '../ast/types.js';

const ANNOTATION = /@mcp-effect\s+([\w-]+)/;

/** The node a declaration's leading comments sit before. */
function declarationOf(fn: FunctionNode): TSESTree.Node {
  let node: TSESTree.Node = fn;
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.parent) node = parent.parent;
  else if (
    parent?.type === AST_NODE_TYPES.MethodDefinition ||
    parent?.type === AST_NODE_TYPES.PropertyDefinition ||
    parent?.type === AST_NODE_TYPES.Property
  ) {
    node = parent;
  }
  const outer = node.parent;
  if (outer?.type === AST_NODE_TYPES.ExportNamedDeclaration || outer?.type === AST_NODE_TYPES.ExportDefaultDeclaration) node = outer;
  return node;
}

/** Per file, whether its text has `@mcp-effect` at all: most files do not, and no callee of theirs is looked up for one. */
const annotatedFiles = new WeakMap<TSESTree.Program, boolean>();

/** False when no comment of the file can state an effect (its text has no `@mcp-effect`). */
export function mayStateEffects(sourceCode: SourceCode): boolean {
  let annotated = annotatedFiles.get(sourceCode.ast);
  if (annotated === undefined) annotatedFiles.set(sourceCode.ast, (annotated = sourceCode.text.includes('@mcp-effect')));
  return annotated;
}

/** The effect a function's own `@mcp-effect` comment states, or null. */
export function statedEffect(fn: FunctionNode, sourceCode: SourceCode): EffectVerdict | null {
  if (!mayStateEffects(sourceCode)) return null;
  for (const comment of leadingComments(sourceCode, declarationOf(fn))) {
    const stated = ANNOTATION.exec(comment.value)?.[1];
    const effectClass = stated === undefined ? undefined : STATED_EFFECTS.get(stated);
    if (stated !== undefined && effectClass) return verdict(effectClass, 'annotation', `marked @mcp-effect ${stated}`);
  }
  return null;
}

export function annotationVerdict(callee: TSESTree.Node, scope: Scope, sourceCode: SourceCode): EffectVerdict | null {
  if (!mayStateEffects(sourceCode)) return null;
  const fn = resolveFunction(callee, scope);
  return fn ? statedEffect(fn, sourceCode) : null;
}
