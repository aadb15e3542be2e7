/**
 * Create-when-missing written inline (the core rule's doc, "What counts as an effect"): a write that runs only when what
 * the code looked for is not there. The retry finds what the first round made, as a `findOrCreate` does:
 * `write-idempotent`.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode } from '../ast/functions.js';
import { calleeName, memberName, skipTransparent } from '../ast/origin.js';
import { alwaysLeaves } from '../ast/statements.js';
import type { CallLike, SourceCode } from '../ast/types.js';
import { followConst } from './readers.js';
import { verdict, type EffectVerdict } from './types.js';
import { classifyName } from './verbs.js';

/**
 * A write on the right of `??` (`existing.find(...) ?? (await assets.create(...))`): find-or-create written inline. It
 * runs only when what the left finds is missing, and the retry finds what the first round made, as `findOrCreate` does.
 */
export function madeWhenMissing(given: EffectVerdict, call: CallLike): EffectVerdict {
  if (given.effectClass !== 'write' || given.keepsArguments) return given;
  let node: TSESTree.Node = call;
  // What the write gave, or a member of it (`(await api.post(...)).data`), is the right of `??`.
  while (
    node.parent &&
    (node.parent.type === AST_NODE_TYPES.AwaitExpression ||
      node.parent.type === AST_NODE_TYPES.TSAsExpression ||
      node.parent.type === AST_NODE_TYPES.TSNonNullExpression ||
      (node.parent.type === AST_NODE_TYPES.MemberExpression && node.parent.object === node && !node.parent.computed))
  ) {
    node = node.parent;
  }
  const parent = node.parent;
  if (parent?.type !== AST_NODE_TYPES.LogicalExpression || parent.operator !== '??' || parent.right !== node) return given;
  return verdict('write-idempotent', given.layer, `${given.label}, made only when what the left of \`??\` finds is missing`);
}

/** Set differences of lists (lodash's and Ramda's): what the first list holds that the second does not. */
const DIFFERENCES: ReadonlySet<string> = new Set(['difference', 'differenceBy', 'differenceWith', 'without']);

/**
 * Whether a list was read from somewhere the write goes: its root is a `const` given what an `await` returned
 * (`const found = await contacts.search(...)`, `new Set(await api.list())`), not a list of the process's own.
 */
function readByAwait(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  let root = skipTransparent(node);
  while (root.type === AST_NODE_TYPES.MemberExpression || root.type === AST_NODE_TYPES.CallExpression) {
    root = skipTransparent(root.type === AST_NODE_TYPES.MemberExpression ? root.object : root.callee);
  }
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  let init = followConst(root, sourceCode.getScope(root));
  if (init.type === AST_NODE_TYPES.NewExpression && init.arguments.length === 1) init = skipTransparent(init.arguments[0]!);
  return init.type === AST_NODE_TYPES.AwaitExpression;
}

/** `!found.includes(x)`, `!seen.has(x)`, `!rows.some(...)`: the callback of a filter that keeps what a read list lacks. */
function keepsWhatIsMissing(callback: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (!isFunctionNode(callback)) return false;
  let body: TSESTree.Node = callback.body;
  if (body.type === AST_NODE_TYPES.BlockStatement) {
    const only = body.body.length === 1 ? body.body[0] : undefined;
    if (only?.type !== AST_NODE_TYPES.ReturnStatement || !only.argument) return false;
    body = only.argument;
  }
  const test = skipTransparent(body);
  if (test.type !== AST_NODE_TYPES.UnaryExpression || test.operator !== '!') return false;
  const inner = skipTransparent(test.argument);
  const callee = inner.type === AST_NODE_TYPES.CallExpression ? skipTransparent(inner.callee) : null;
  return callee?.type === AST_NODE_TYPES.MemberExpression && ['includes', 'has', 'some'].includes(memberName(callee) ?? '') && readByAwait(callee.object, sourceCode);
}

/** A list of what a list read lacks: `_.difference(emails, found.map(...))`, `emails.filter((e) => !found.includes(e))`. */
function isMissingList(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const value = followConst(node, sourceCode.getScope(node));
  if (value.type !== AST_NODE_TYPES.CallExpression) return false;
  const name = calleeName(value.callee);
  if (name !== null && DIFFERENCES.has(name) && value.arguments.length >= 2) return readByAwait(value.arguments[1]!, sourceCode);
  return name === 'filter' && value.arguments.length === 1 && keepsWhatIsMissing(skipTransparent(value.arguments[0]!), sourceCode);
}

/**
 * A write of what a read found missing (`const missing = _.difference(emails, found.map(...)); await
 * contacts.batchApi.create({ inputs: missing.map(...) })`): find-or-create over a list. The retry finds what the first
 * round made and writes nothing more. The list is what the call is given, or what it maps, or a property of that.
 */
export function madeOfWhatWasMissing(given: EffectVerdict, call: CallLike, sourceCode: SourceCode): EffectVerdict {
  if (given.effectClass !== 'write' || call.type !== AST_NODE_TYPES.CallExpression) return given;
  const lists: TSESTree.Node[] = [];
  const visit = (node: TSESTree.Node): void => {
    const inner = skipTransparent(node);
    if (inner.type === AST_NODE_TYPES.Identifier) lists.push(inner);
    else if (inner.type === AST_NODE_TYPES.ObjectExpression) {
      for (const property of inner.properties) if (property.type === AST_NODE_TYPES.Property) visit(property.value);
    } else if (inner.type === AST_NODE_TYPES.CallExpression && calleeName(inner.callee) === 'map' && inner.callee.type === AST_NODE_TYPES.MemberExpression) {
      visit(inner.callee.object);
    }
  };
  for (const argument of call.arguments) visit(argument);
  if (!lists.some((list) => isMissingList(list, sourceCode))) return given;
  return idempotent(given, 'of what a read found missing');
}

/** What says an error is "not found": a 404 status, a not-found code (`ENOENT`, S3's `NoSuchKey`, `ResourceNotFoundException`). */
const NOT_FOUND_VALUES: ReadonlySet<unknown> = new Set([404, '404', 'ENOENT', 'NotFound', 'NoSuchKey', 'NoSuchEntity', 'ResourceNotFoundException', 'not_found']);

/** The root identifier of `e`, `e.code`, `(e as X).response?.status`. */
function rootName(node: TSESTree.Node): string | null {
  let inner = skipTransparent(node);
  while (inner.type === AST_NODE_TYPES.MemberExpression) inner = skipTransparent(inner.object);
  return inner.type === AST_NODE_TYPES.Identifier ? inner.name : null;
}

/**
 * Whether `test` being `outcome` says the caught error `name` is a not-found one: `e.code === 404`, `e.status !== 404`
 * false, `isNotFound(e)`, `e instanceof NotFoundError`, and their negations.
 */
function saysNotFound(test: TSESTree.Node, name: string, outcome: boolean): boolean {
  const inner = skipTransparent(test);
  if (inner.type === AST_NODE_TYPES.UnaryExpression && inner.operator === '!') return saysNotFound(inner.argument, name, !outcome);
  if (inner.type === AST_NODE_TYPES.BinaryExpression) {
    if (inner.operator === 'instanceof') return outcome && rootName(inner.left) === name && /NotFound/.test(calleeName(inner.right) ?? '');
    const equal = inner.operator === '===' || inner.operator === '==';
    if (!equal && inner.operator !== '!==' && inner.operator !== '!=') return false;
    const [value, other]: TSESTree.Node[] = inner.right.type === AST_NODE_TYPES.Literal ? [inner.left, inner.right] : [inner.right, inner.left];
    return other!.type === AST_NODE_TYPES.Literal && NOT_FOUND_VALUES.has(other!.value) && rootName(value!) === name && equal === outcome;
  }
  if (inner.type === AST_NODE_TYPES.CallExpression) {
    return outcome && /not_?found/i.test(calleeName(inner.callee) ?? '') && inner.arguments.some((argument) => rootName(argument) === name);
  }
  return false;
}

/**
 * A write in a `catch` that runs only when the `try` failed because what it looked for is not there: `try { await
 * core.replaceNamespacedConfigMap(...) } catch (e) { if (e.code !== 404) throw e; await core.createNamespacedConfigMap(...) }`,
 * or under `if (isNotFound(e)) { ... }`. Create-when-missing written with an error: the retry's `try` finds what the
 * first round made.
 */
export function madeWhenNotFound(given: EffectVerdict, call: CallLike): EffectVerdict {
  if (given.effectClass !== 'write') return given;
  let child: TSESTree.Node = call;
  for (let parent: TSESTree.Node | undefined = call.parent; parent; child = parent, parent = parent.parent) {
    if (isFunctionNode(parent)) return catchesFailedLookup(parent) ? idempotent(given, 'made only when the lookup before `.catch` fails') : given;
    if (parent.type === AST_NODE_TYPES.IfStatement && parent.consequent === child) {
      const clause = enclosingCatch(parent);
      if (clause && saysNotFound(parent.test, clause, true)) return notFoundVerdict(given);
    }
    if (parent.type === AST_NODE_TYPES.BlockStatement && parent.parent?.type === AST_NODE_TYPES.CatchClause) {
      const param = parent.parent.param;
      if (param?.type !== AST_NODE_TYPES.Identifier) return given;
      const index = parent.body.indexOf(child as TSESTree.Statement);
      const rethrows = parent.body.slice(0, index).some(
        (statement) => statement.type === AST_NODE_TYPES.IfStatement && statement.alternate === null && alwaysLeaves(statement.consequent) && saysNotFound(statement.test, param.name, false),
      );
      return rethrows ? notFoundVerdict(given) : given;
    }
  }
  return given;
}

/**
 * Whether a function is the handler of a `.catch` on a lookup (`gateway.customer.find(key).catch(async () =>
 * (await gateway.customer.create({ id: key })).customer)`): it runs only when the lookup failed, and the retry's lookup
 * finds what it made.
 */
function catchesFailedLookup(fn: TSESTree.Node): boolean {
  const caught = fn.parent;
  if (caught?.type !== AST_NODE_TYPES.CallExpression || caught.arguments[0] !== fn) return false;
  const callee = skipTransparent(caught.callee);
  if (callee.type !== AST_NODE_TYPES.MemberExpression || memberName(callee) !== 'catch') return false;
  const lookup = skipTransparent(callee.object);
  return lookup.type === AST_NODE_TYPES.CallExpression && classifyName(calleeName(lookup.callee) ?? '')?.effectClass === 'read';
}

/** The name of the error the nearest enclosing `catch` (within the function) binds, or null. */
function enclosingCatch(node: TSESTree.Node): string | null {
  for (let current = node.parent; current && !isFunctionNode(current); current = current.parent) {
    if (current.type === AST_NODE_TYPES.CatchClause) return current.param?.type === AST_NODE_TYPES.Identifier ? current.param.name : null;
  }
  return null;
}

const notFoundVerdict = (given: EffectVerdict): EffectVerdict => idempotent(given, 'made only when the `try` found it missing');

/** `given` made idempotent, for the reason `why`; a client's write keeps saying it changes none of its arguments. */
function idempotent(given: EffectVerdict, why: string): EffectVerdict {
  const made = verdict('write-idempotent', given.layer, `${given.label}, ${why}`);
  return given.keepsArguments ? { ...made, keepsArguments: true } : made;
}
