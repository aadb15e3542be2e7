/**
 * An ORM repository's `create()` that only builds the entity its `save()` persists (TypeORM's
 * `repo.save(repo.create({ ... }))`, `const key = keys.create(...); await keys.save(key)`, MikroORM's `em.create` before
 * `em.persist`): the write is the save's, the create changes nothing. Other `create()` calls keep their verb.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, memberName, skipTransparent } from '../ast/origin.js';
import type { CallLike, Scope, SourceCode } from '../ast/types.js';

/** What persists an entity a repository built. */
const PERSIST_METHODS: ReadonlySet<string> = new Set(['save', 'insert', 'persist', 'persistAndFlush', 'upsert']);

/** True when `node` is an argument of `<receiver>.save(...)` (or another persisting method) on a receiver written as `receiver`. */
function persistedBy(node: TSESTree.Node, receiver: string, sourceCode: SourceCode): boolean {
  let argument: TSESTree.Node = node;
  while (argument.parent && (argument.parent.type === AST_NODE_TYPES.ArrayExpression || argument.parent.type === AST_NODE_TYPES.AwaitExpression)) argument = argument.parent;
  const call = argument.parent;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !(call.arguments as readonly TSESTree.Node[]).includes(argument)) return false;
  const callee = skipTransparent(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && PERSIST_METHODS.has(memberName(callee) ?? '') && sourceCode.getText(callee.object) === receiver;
}

/**
 * True when `call` is `<receiver>.create(...)` whose entity is persisted by the same receiver: passed straight to its
 * `save()`, or held in a `const` whose every use is an argument of it.
 */
export function buildsEntityForSave(call: CallLike, callee: TSESTree.MemberExpression, scope: Scope, sourceCode: SourceCode): boolean {
  if (call.type !== AST_NODE_TYPES.CallExpression) return false;
  const receiver = sourceCode.getText(callee.object);
  if (persistedBy(call, receiver, sourceCode)) return true;
  const declarator = call.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== call || declarator.id.type !== AST_NODE_TYPES.Identifier) return false;
  if (declarator.parent.kind !== 'const') return false;
  const uses = findVariable(scope, declarator.id.name)?.references.filter((reference) => !reference.init) ?? [];
  return uses.length > 0 && uses.every((reference) => persistedBy(reference.identifier, receiver, sourceCode));
}
