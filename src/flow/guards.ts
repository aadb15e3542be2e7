import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { enclosingFunction, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { calleeName, denotedObject, findVariable, memberName, objectProperty, propertyKeyName, resolveObject, skipTransparent } from '../ast/origin.js';
import { returnedValues, walkAst } from '../ast/walk.js';
import { fileMintSites } from '../mcp/request-state.js';
import { alwaysLeaves, isLoop, statementListOf, type StatementList } from '../ast/statements.js';
import { isRoundTripValue, roundTripTestPresence, type RoundTripPresence } from '../mcp/round-trip.js';
import { fileIndex } from '../ast/file-index.js';
import type { SourceCode, Variable } from '../ast/types.js';

/** The variable at the root of `v`, `v.a`, `v?.a.b`, or null for any other shape. */
function rootIdentifier(node: TSESTree.Node): TSESTree.Identifier | null {
  let inner = skipTransparent(node);
  while (inner.type === AST_NODE_TYPES.MemberExpression) inner = skipTransparent(inner.object);
  return inner.type === AST_NODE_TYPES.Identifier ? inner : null;
}

/** The variables a test reads at the root of its operands (`a && a.kind === 'x'`, `!b?.ok`). */
function testedRoots(test: TSESTree.Node): TSESTree.Identifier[] {
  const inner = skipTransparent(test);
  if (inner.type === AST_NODE_TYPES.UnaryExpression) return testedRoots(inner.argument);
  if (inner.type === AST_NODE_TYPES.LogicalExpression || inner.type === AST_NODE_TYPES.BinaryExpression) {
    return [...(inner.left.type === AST_NODE_TYPES.PrivateIdentifier ? [] : testedRoots(inner.left)), ...testedRoots(inner.right)];
  }
  const root = rootIdentifier(inner);
  return root ? [root] : [];
}

/** The position of the parameter `value` names in `fn`'s list (`requestState` or `requestState?: string`), or -1. */
function parameterIndex(fn: FunctionNode, value: TSESTree.Node): number {
  const inner = skipTransparent(value);
  if (inner.type !== AST_NODE_TYPES.Identifier) return -1;
  return fn.params.findIndex((param) => {
    const name = param.type === AST_NODE_TYPES.AssignmentPattern ? param.left : param;
    return name.type === AST_NODE_TYPES.Identifier && name.name === inner.name;
  });
}

const flip = (presence: RoundTripPresence | null): RoundTripPresence | null => (presence === null ? null : presence === 'absent' ? 'present' : 'absent');

const isNullishLiteral = (node: TSESTree.Node): boolean =>
  (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') || (node.type === AST_NODE_TYPES.Literal && node.value === null);

/**
 * What `test` taking `outcome` says about the value of `variable`: `present` (`v`, a truthy `v?.a`, `v.kind === 'x'`,
 * `v !== undefined`), `absent` (`!v`, `v == null`), or null. A truthy read through `v` implies `v` is there; a
 * falsy one (`!v?.approve`) says nothing of `v`, nor does `v.kind !== 'x'`.
 */
function presenceOf(test: TSESTree.Node, variable: Variable, sourceCode: SourceCode, outcome: boolean): RoundTripPresence | null {
  const inner = skipTransparent(test);
  const isVariable = (node: TSESTree.Node): boolean => {
    const root = rootIdentifier(node);
    return root !== null && findVariable(sourceCode.getScope(root), root.name) === variable;
  };
  switch (inner.type) {
    case AST_NODE_TYPES.UnaryExpression:
      return inner.operator === '!' ? presenceOf(inner.argument, variable, sourceCode, !outcome) : null;
    case AST_NODE_TYPES.LogicalExpression: {
      if (inner.operator === '??') return null;
      const left = presenceOf(inner.left, variable, sourceCode, outcome);
      const right = presenceOf(inner.right, variable, sourceCode, outcome);
      // `a && b` true, `a || b` false: both took the outcome; otherwise only one did, so both must agree.
      if ((inner.operator === '&&') === outcome) return left ?? right;
      return left === right ? left : null;
    }
    case AST_NODE_TYPES.BinaryExpression: {
      const equal = inner.operator === '===' || inner.operator === '==';
      if (!equal && inner.operator !== '!==' && inner.operator !== '!=') return null;
      const same = equal === outcome;
      for (const [side, other] of [[inner.left, inner.right], [inner.right, inner.left]] as const) {
        if (!isVariable(side)) continue;
        if (isNullishLiteral(other)) return skipTransparent(side).type === AST_NODE_TYPES.Identifier ? (same ? 'absent' : 'present') : null;
        // `v.kind === 'accept'` holds only when `v` is there; that it does not hold says nothing.
        return same && other.type === AST_NODE_TYPES.Literal && other.value !== null ? 'present' : null;
      }
      return null;
    }
    default:
      if (!isVariable(inner)) return null;
      return outcome ? 'present' : skipTransparent(inner).type === AST_NODE_TYPES.Identifier ? 'absent' : null;
  }
}

/**
 * What must hold of `variable` for `node` to run, from the branches it sits in up to `boundary`: the first
 * test that says something about it, taking the branch into account (`else`, the code after `if (!v) return`).
 */
function requiredPresence(node: TSESTree.Node, boundary: TSESTree.Node, variable: Variable, sourceCode: SourceCode): RoundTripPresence | null {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
    let said: RoundTripPresence | null = null;
    if ((parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) && child !== parent.test) {
      said = presenceOf(parent.test, variable, sourceCode, child === parent.consequent);
    } else if (parent.type === AST_NODE_TYPES.LogicalExpression && child === parent.right && parent.operator !== '??') {
      said = presenceOf(parent.left, variable, sourceCode, parent.operator === '&&');
    } else {
      const list = statementListOf(parent);
      const index = list ? (list as TSESTree.Node[]).indexOf(child) : -1;
      for (let i = index - 1; said === null && i >= 0; i -= 1) {
        const statement = list![i]!;
        if (statement.type === AST_NODE_TYPES.IfStatement && statement.alternate === null && alwaysLeaves(statement.consequent)) {
          said = presenceOf(statement.test, variable, sourceCode, false);
        }
      }
    }
    if (said !== null) return said;
  }
  return null;
}

/** `v` or `v.a.b` (static names) read from `variable`, as text; null for any other shape. */
function pathFrom(node: TSESTree.Node, variable: Variable, sourceCode: SourceCode): string | null {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Identifier) return findVariable(sourceCode.getScope(inner), inner.name) === variable ? inner.name : null;
  if (inner.type !== AST_NODE_TYPES.MemberExpression || inner.computed) return null;
  const object = pathFrom(inner.object, variable, sourceCode);
  const name = memberName(inner);
  return object === null || name === null ? null : `${object}.${name}`;
}

/** What `test` being true says `variable` (or a path read from it) strictly equals: `status === 403`, `e.code === 'ENOENT' && x`. */
function equalityOf(test: TSESTree.Node, variable: Variable, sourceCode: SourceCode): { path: string; value: string | number | boolean } | null {
  const inner = skipTransparent(test);
  if (inner.type === AST_NODE_TYPES.LogicalExpression && inner.operator === '&&') {
    return equalityOf(inner.left, variable, sourceCode) ?? equalityOf(inner.right, variable, sourceCode);
  }
  if (inner.type !== AST_NODE_TYPES.BinaryExpression || inner.operator !== '===') return null;
  for (const [side, other] of [[inner.left, inner.right], [inner.right, inner.left]] as const) {
    const path = pathFrom(side, variable, sourceCode);
    const value = other.type === AST_NODE_TYPES.Literal ? other.value : null;
    if (path !== null && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) return { path, value };
  }
  return null;
}

/** The first equality the branches around `node` (up to `boundary`) require of `variable` for `node` to run. */
function requiredEquality(node: TSESTree.Node, boundary: TSESTree.Node, variable: Variable, sourceCode: SourceCode): { path: string; value: unknown } | null {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
    let said = null;
    if ((parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) && child === parent.consequent) {
      said = equalityOf(parent.test, variable, sourceCode);
    } else if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator === '&&' && child === parent.right) {
      said = equalityOf(parent.left, variable, sourceCode);
    }
    if (said) return said;
  }
  return null;
}

/** True when some reference writes a member of `variable` (`v.status = 403`, `v.count++`). */
function writtenThrough(variable: Variable): boolean {
  return variable.references.some((reference) => {
    const member = reference.identifier.parent;
    const target = member?.type === AST_NODE_TYPES.MemberExpression && member.object === reference.identifier ? member.parent : null;
    return (target?.type === AST_NODE_TYPES.AssignmentExpression && target.left === member) || (target?.type === AST_NODE_TYPES.UpdateExpression && target.argument === member);
  });
}

/**
 * A parameter or `catch` binding of `fn` never assigned: what a test reads from it keeps its value for the run, unless
 * written through (`catch (error) { if (error.status === 401) …; if (error.status === 403) … }`).
 */
function keepsItsValue(variable: Variable, fn: TSESTree.Node): boolean {
  const def = variable.defs[0];
  if (variable.defs.length !== 1 || (def?.type !== 'Parameter' && def?.type !== 'CatchClause')) return false;
  if (def.type === 'Parameter' && def.node !== fn) return false;
  if (def.type === 'CatchClause' && enclosingFunction(def.node) !== fn) return false;
  return variable.references.every((reference) => !reference.isWrite());
}

/** A `const` of `fn`'s own body, outside any loop: one value for the whole run. */
function holdsOneValue(variable: Variable, fn: TSESTree.Node): boolean {
  const def = variable.defs[0];
  if (variable.defs.length !== 1 || def?.type !== 'Variable' || def.parent?.kind !== 'const') return false;
  for (let current: TSESTree.Node | undefined = def.node.parent; current && current !== fn; current = current.parent) {
    if (isLoop(current)) return false;
  }
  return variable.scope.block === fn || variable.scope.variableScope.block === fn;
}

/** The argument of the mint an exit's `requestState` holds (`inputRequired({ ..., requestState: await codec.mint(X) })`), or null. */
function mintedArgument(value: TSESTree.Node, sourceCode: SourceCode): TSESTree.Node | null {
  const spec = value.type === AST_NODE_TYPES.CallExpression ? resolveObject(value.arguments[0], sourceCode.getScope(value)) : value.type === AST_NODE_TYPES.ObjectExpression ? value : null;
  const carried = spec ? objectProperty(spec, 'requestState') : null;
  let minted = carried ? skipTransparent(carried.value) : null;
  if (minted?.type === AST_NODE_TYPES.AwaitExpression) minted = skipTransparent(minted.argument);
  return minted?.type === AST_NODE_TYPES.CallExpression ? (minted.arguments[0] ?? null) : null;
}

/**
 * The state object an exit mints (`inputRequired({ ..., requestState: await codec.mint({ ...state, step: 'seats' }) })`),
 * also through a same-file helper that mints one of its parameters (`ask(ctx, key, request, { step: 'rate' })` of
 * `function ask(ctx, key, request, next) { return inputRequired({ ..., requestState: await codec.mint(next, ctx) }) }`),
 * or null.
 */
function mintedState(exit: TSESTree.Node, sourceCode: SourceCode): TSESTree.ObjectExpression | null {
  let value = skipTransparent(exit);
  if (value.type === AST_NODE_TYPES.AwaitExpression) value = skipTransparent(value.argument);
  const minted = mintedArgument(value, sourceCode);
  if (minted) return resolveObject(minted, sourceCode.getScope(minted));
  if (value.type !== AST_NODE_TYPES.CallExpression) return null;
  const helper = resolveFunction(value.callee, sourceCode.getScope(value));
  if (!helper) return null;
  for (const returned of returnedValues(helper, sourceCode.visitorKeys)) {
    let inner = skipTransparent(returned);
    if (inner.type === AST_NODE_TYPES.AwaitExpression) inner = skipTransparent(inner.argument);
    const passed = mintedArgument(inner, sourceCode);
    const index = passed ? parameterIndex(helper, passed) : -1;
    const argument = index >= 0 ? value.arguments[index] : undefined;
    if (argument) return resolveObject(argument, sourceCode.getScope(value));
  }
  return null;
}

/** The literal an object literal writes last for `field` (after any spread), or undefined when it writes none or another value. */
function writtenLiteral(object: TSESTree.ObjectExpression, field: string): unknown {
  let written: unknown;
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) written = undefined;
    else if (propertyKeyName(property) === field) written = property.value.type === AST_NODE_TYPES.Literal ? property.value.value : undefined;
  }
  return written;
}

/** True when `exit` comes after an `if (<path> === <value>) { ... }` that always leaves: it cannot run when the test holds. */
function afterLeavingTest(exit: TSESTree.Node, fn: TSESTree.Node, variable: Variable, equal: { path: string; value: unknown }, sourceCode: SourceCode): boolean {
  let child: TSESTree.Node = exit;
  for (let parent = exit.parent; parent && child !== fn; child = parent, parent = parent.parent) {
    const list = statementListOf(parent);
    const index = list ? (list as TSESTree.Node[]).indexOf(child) : -1;
    for (let i = index - 1; i >= 0; i -= 1) {
      const statement = list![i]!;
      if (statement.type !== AST_NODE_TYPES.IfStatement || statement.alternate !== null || !alwaysLeaves(statement.consequent)) continue;
      const tested = equalityOf(statement.test, variable, sourceCode);
      if (tested && tested.path === equal.path && tested.value === equal.value) return true;
    }
  }
  return false;
}

/**
 * A step of a state machine carried in `requestState`: `call` runs only when a field of the state strictly equals a
 * literal (`if (state.step === 'plan') { await save(plan); return inputRequired({ ..., requestState: await
 * codec.mint({ ...state, step: 'seats' }) }) }`), and every question it can reach hands the client a state whose field
 * says another step, so the round that answers takes another branch. Each of the asker's exits must be one that cannot
 * follow `call` (written before it outside any loop, in another step's branch, after that step's branch has left, on
 * the round without state) or one that mints another step. A question that mints the same state again (`mint(state)`)
 * after the call leaves it reported: the retry takes the same step.
 */
function asksForAnotherStep(call: TSESTree.Node, exits: readonly TSESTree.Node[], fn: TSESTree.Node, variable: Variable, sourceCode: SourceCode): boolean {
  const def = variable.defs[0];
  const init = def?.type === 'Variable' ? def.node.init : null;
  if (!init || !isRoundTripValue(init, sourceCode.getScope(init))) return false;
  const equal = requiredEquality(call, fn, variable, sourceCode);
  const field = equal?.path.split('.');
  if (!equal || field?.length !== 2) return false;
  for (let current = call.parent; current && current !== fn; current = current.parent) if (isLoop(current)) return false;
  return exits.every((exit) => {
    if (exit.range[1] <= call.range[0]) return true;
    const other = requiredEquality(exit, fn, variable, sourceCode);
    if (other !== null && other.path === equal.path && other.value !== equal.value) return true;
    if (requiredPresence(exit, fn, variable, sourceCode) === 'absent' || afterLeavingTest(exit, fn, variable, equal, sourceCode)) return true;
    const minted = mintedState(exit, sourceCode);
    const next = minted ? writtenLiteral(minted, field[1]!) : undefined;
    return next !== undefined && next !== equal.value;
  });
}

/**
 * Where `fn` may be one step of a table of states: the key it is written under and the table, for a step that is the
 * function (`steps: { address(args, state, ctx) {...} }`) or holds it (`states: { address: { run(args, state, ctx) {...} } }`).
 */
function tableSteps(fn: TSESTree.Node): { key: string; table: TSESTree.ObjectExpression }[] {
  const property = fn.parent;
  if (property?.type !== AST_NODE_TYPES.Property || property.value !== fn || property.parent.type !== AST_NODE_TYPES.ObjectExpression) return [];
  const steps: { key: string; table: TSESTree.ObjectExpression }[] = [];
  const own = propertyKeyName(property);
  if (own !== null) steps.push({ key: own, table: property.parent });
  const state = property.parent.parent;
  const key = state?.type === AST_NODE_TYPES.Property && state.parent.type === AST_NODE_TYPES.ObjectExpression ? propertyKeyName(state) : null;
  if (key !== null) steps.push({ key, table: (state as TSESTree.Property).parent as TSESTree.ObjectExpression });
  return steps;
}

/** Per object literal, the field of `requestState` the file picks one of its entries by (tool tables are asked once each). */
const dispatchFields = new WeakMap<TSESTree.ObjectExpression, string | null>();

/** The field of `requestState` the file picks a step of `table` by (`machine.states[state.step]`), or null when it picks none so. */
function dispatchField(table: TSESTree.ObjectExpression, sourceCode: SourceCode): string | null {
  let found = dispatchFields.get(table);
  if (found !== undefined) return found;
  found = null;
  for (const lookup of fileIndex(sourceCode).where([AST_NODE_TYPES.MemberExpression], (member) => member.computed)) {
    const key = skipTransparent(lookup.property);
    if (key.type !== AST_NODE_TYPES.MemberExpression) continue;
    const field = memberName(key);
    const scope = sourceCode.getScope(lookup);
    if (field !== null && isRoundTripValue(key.object, scope) && denotedObject(lookup.object, scope) === table) {
      found = field;
      break;
    }
  }
  dispatchFields.set(table, found);
  return found;
}

/**
 * A step of a state machine written as a table and picked by a field of `requestState` (`return machine.states[state.step]
 * .run(args, state, ctx)`): `fn`, written under `address`, runs only on rounds whose state names `address`, and when
 * each of its questions after `call` hands the client a state naming another step (`ask(ctx, key, request, { step:
 * 'rate' })`), the round that answers runs another step. A question that keeps the step (`{ ...state, rateId }`) after
 * the call leaves it reported, as does a call in a loop.
 */
function asksForAnotherTableStep(call: TSESTree.Node, exits: readonly TSESTree.Node[], fn: TSESTree.Node, sourceCode: SourceCode): boolean {
  for (let current = call.parent; current && current !== fn; current = current.parent) if (isLoop(current)) return false;
  return tableSteps(fn).some(({ key, table }) => {
    const field = dispatchField(table, sourceCode);
    return (
      field !== null &&
      exits.every((exit) => {
        if (exit.range[1] <= call.range[0]) return true;
        const minted = mintedState(exit, sourceCode);
        const next = minted ? writtenLiteral(minted, field) : undefined;
        return next !== undefined && next !== key;
      })
    );
  });
}

/**
 * With types: the project class a predicate call tests its argument for (`isApiPermissionErrorDeep(error)`,
 * src/types/throws.ts), and whether two such classes share no instance.
 */
export interface ClassPredicates<Class extends object = object> {
  classTested(call: TSESTree.CallExpression): Class | null;
  disjoint(a: Class, b: Class): boolean;
}

/**
 * Without types: error predicates named for one HTTP status (`isUnauthorizedError(error)`, `isApiPermissionErrorDeep`),
 * whose errors are taken to share no instance, since a response has one status. A name that says only `Auth`,
 * `Authorization` or `Http`, or that names two statuses, tests nothing known; so does a name not read as a
 * predicate (`is…` or `has…`).
 */
const STATUS_WORDS: ReadonlyArray<readonly [status: number, words: RegExp]> = [
  [401, /Unauthori[sz]ed|Unauthenticated|Authentication|401/],
  [403, /Forbidden|Permission|AccessDenied|InsufficientScope|403/],
  [404, /NotFound|404/],
  [409, /Conflict|409/],
  [429, /RateLimit|TooManyRequests|429/],
];
const statusClasses = new Map(STATUS_WORDS.map(([status]) => [status, { status }]));

export const STATUS_NAME_PREDICATES: ClassPredicates<{ status: number }> = {
  classTested(call) {
    const name = calleeName(call.callee);
    if (!name || !/^(?:is|has)[A-Z0-9]/.test(name)) return null;
    const named = STATUS_WORDS.filter(([, words]) => words.test(name));
    return named.length === 1 ? statusClasses.get(named[0]![0])! : null;
  },
  disjoint: (a, b) => a !== b,
};

/**
 * What `test` being true says of the class of a value that keeps its value for the run: `isAuthError(error)`, or a
 * `const` holding such a call (`const is403 = isPermissionError(error); if (is403 && ...)`).
 */
function classTestOf<Class extends object>(test: TSESTree.Node, fn: TSESTree.Node, sourceCode: SourceCode, predicates: ClassPredicates<Class>): { subject: Variable; tested: Class } | null {
  let inner = skipTransparent(test);
  if (inner.type === AST_NODE_TYPES.LogicalExpression && inner.operator === '&&') {
    return classTestOf(inner.left, fn, sourceCode, predicates) ?? classTestOf(inner.right, fn, sourceCode, predicates);
  }
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const held = findVariable(sourceCode.getScope(inner), inner.name);
    const def = held?.defs[0];
    if (!held || !holdsOneValue(held, fn) || def?.type !== 'Variable' || !def.node.init) return null;
    inner = skipTransparent(def.node.init);
  }
  if (inner.type !== AST_NODE_TYPES.CallExpression || inner.arguments.length !== 1 || inner.arguments[0]!.type !== AST_NODE_TYPES.Identifier) return null;
  const argument = inner.arguments[0];
  const subject = findVariable(sourceCode.getScope(argument), argument.name);
  if (!subject || !keepsItsValue(subject, fn)) return null;
  const tested = predicates.classTested(inner);
  return tested ? { subject, tested } : null;
}

/** The first class test the branches around `node` (up to `boundary`) require to hold for `node` to run. */
function requiredClass<Class extends object>(node: TSESTree.Node, boundary: TSESTree.Node, sourceCode: SourceCode, predicates: ClassPredicates<Class>): { subject: Variable; tested: Class } | null {
  let child: TSESTree.Node = node;
  for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
    let said = null;
    if ((parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) && child === parent.consequent) {
      said = classTestOf(parent.test, boundary, sourceCode, predicates);
    } else if (parent.type === AST_NODE_TYPES.LogicalExpression && parent.operator === '&&' && child === parent.right) {
      said = classTestOf(parent.left, boundary, sourceCode, predicates);
    }
    if (said) return said;
  }
  return null;
}

/**
 * True when no path runs `call` and then reaches one of `exits`: the call runs only when some value is present
 * and every exit only when it is absent, or the other way round (`if (answer?.approve) charge(); if (!answer)
 * return ask()`), or they need the value (or one path read from it) strictly equal to different literals
 * (`if (error.status === 401) await revoke(); if (error.status === 403) return ask()`), or, with types, they need it
 * to pass predicates of two project classes neither of which extends the other (`if (isAuthErrorDeep(error))
 * await revoke(); if (isPermissionErrorDeep(error)) return ask()`; a predicate that walks an error's `cause` chain
 * counts too: an error is taken to be of one kind; without types, predicates named for two HTTP statuses,
`STATUS_NAME_PREDICATES`). Correlated tests on one `const` of the run (or, for
 * equalities and classes, a parameter or `catch` binding it never writes), which ESLint's code paths do not relate.
 * Also a step of a state machine in `requestState` whose questions all mint another step (`asksForAnotherStep`), and
 * a step of a table of states picked by a field of `requestState` (`asksForAnotherTableStep`).
 */
export function exitsExcludedByTests<Class extends object>(
  call: TSESTree.Node,
  exits: Iterable<TSESTree.Node>,
  fn: TSESTree.Node,
  sourceCode: SourceCode,
  predicates: ClassPredicates<Class>,
): boolean {
  const candidates = new Set<Variable>();
  let child: TSESTree.Node = call;
  for (let parent = call.parent; parent && child !== fn; child = parent, parent = parent.parent) {
    const test =
      (parent.type === AST_NODE_TYPES.IfStatement || parent.type === AST_NODE_TYPES.ConditionalExpression) && child !== parent.test
        ? parent.test
        : parent.type === AST_NODE_TYPES.LogicalExpression && child === parent.right
          ? parent.left
          : null;
    for (const root of test ? testedRoots(test) : []) {
      const variable = findVariable(sourceCode.getScope(root), root.name);
      if (variable && (holdsOneValue(variable, fn) || keepsItsValue(variable, fn))) candidates.add(variable);
    }
  }
  const exitList = [...exits];
  if (asksForAnotherTableStep(call, exitList, fn, sourceCode)) return true;
  for (const variable of candidates) {
    const needed = holdsOneValue(variable, fn) ? requiredPresence(call, fn, variable, sourceCode) : null;
    if (needed !== null && exitList.every((exit) => requiredPresence(exit, fn, variable, sourceCode) === flip(needed))) return true;
    // `if (status === 401) await refresh(); if (status === 403) return ask()`: one value cannot equal both.
    const equal = writtenThrough(variable) ? null : requiredEquality(call, fn, variable, sourceCode);
    if (
      equal !== null &&
      exitList.every((exit) => {
        const other = requiredEquality(exit, fn, variable, sourceCode);
        return other !== null && other.path === equal.path && other.value !== equal.value;
      })
    ) {
      return true;
    }
    if (holdsOneValue(variable, fn) && asksForAnotherStep(call, exitList, fn, variable, sourceCode)) return true;
  }
  const own = requiredClass(call, fn, sourceCode, predicates);
  return (
    own !== null &&
    exitList.every((exit) => {
      const other = requiredClass(exit, fn, sourceCode, predicates);
      return other !== null && other.subject === own.subject && predicates.disjoint(own.tested, other.tested);
    })
  );
}

/** What a test says about a round-trip value: absent, present, or nothing. */
type Presence = 'absent' | 'present' | null;

/**
 * Decides whether code runs only on rounds where a round-trip value is absent ("guarded", see
 * docs/architecture.md): it sits in the absence branch of a test of `inputResponses` / `requestState` / a
 * value derived from them, or after `if (<present>) return/throw ...` in an enclosing block. Statement lists
 * are scanned once each and memoised, so the cost stays linear however many calls are asked about.
 *
 *   const code = acceptedContent(ctx.mcpReq.inputResponses, 'code');   // Segment 1
 *   if (!code) {                                  // Segment 1 ends on the test: true means absent
 *     await sendCode(args.phone);                 // Segment 2, under an absence test: guarded (send-then-ask)
 *     return inputRequired(askCode);              // Segment 2: the exit
 *   }
 *   await charge(args);                           // Segment 3: runs once the code came back, not guarded
 *
 *   const state = ctx.mcpReq.requestState();
 *   if (state) return finish(state); // `if (<present>) return`: guardedFrom(list) is the next index
 *   const order = await createOrder(args);           // guarded: runs only on the round without state
 *   return inputRequired({ ..., requestState: await codec.mint({ id: order.id }) });   // resume
 *
 * A test of presence never guards: `if (code) { await charge(args); return inputRequired(next) }` charges
 * on this round and again on the round that answers `next`.
 */
export class AbsenceGuards {
  /** For a statement list: the index of the first statement that runs only when a value is absent. */
  private readonly firstGuardedIndex = new Map<StatementList, number>();

  /** Per function: the keys of every state it mints, or null when it mints none or one it cannot read. */
  private readonly mintedKeysByFunction = new Map<TSESTree.Node | null, ReadonlySet<string> | null>();

  constructor(private readonly sourceCode: SourceCode) {}

  /** Per test, what it says when true and when false: every call under an `if` asks about the same test. */
  private readonly presenceByTest = new Map<TSESTree.Node, [Presence | undefined, Presence | undefined]>();

  /** What `test` taking `outcome` says about a round-trip value. */
  private presence(test: TSESTree.Node, outcome: boolean): Presence {
    let known = this.presenceByTest.get(test);
    if (!known) this.presenceByTest.set(test, (known = [undefined, undefined]));
    const slot = outcome ? 1 : 0;
    let presence = known[slot];
    if (presence === undefined) {
      presence = roundTripTestPresence(test, this.sourceCode.getScope(test), outcome);
      // `!state?.approved` where no state the function mints carries `approved`: true on every round, so it tells none apart.
      if (presence !== null && this.testsUncarriedField(test)) presence = null;
      known[slot] = presence;
    }
    return presence;
  }

  /**
   * The keys of the state objects `fn` mints (`requestState: await codec.mint({ holdId })`, also through a helper's
   * parameter: `ask(message, await codec.mint({ holdId }))`), or null.
   */
  private mintedKeys(fn: TSESTree.Node | null): ReadonlySet<string> | null {
    if (this.mintedKeysByFunction.has(fn)) return this.mintedKeysByFunction.get(fn)!;
    let keys: Set<string> | null = null;
    for (const minted of this.mintedValues(fn)) {
      let value = skipTransparent(minted);
      if (value.type === AST_NODE_TYPES.AwaitExpression) value = skipTransparent(value.argument);
      const argument = value.type === AST_NODE_TYPES.CallExpression ? value.arguments[0] : value;
      const object = argument && resolveObject(argument, this.sourceCode.getScope(minted));
      if (!object || object.properties.some((property) => property.type !== AST_NODE_TYPES.Property || propertyKeyName(property) === null)) {
        keys = null;
        break;
      }
      keys ??= new Set();
      for (const property of object.properties) keys.add(propertyKeyName(property as TSESTree.Property)!);
    }
    this.mintedKeysByFunction.set(fn, keys);
    return keys;
  }

  private isParameterOf(value: TSESTree.Node, fn: FunctionNode): boolean {
    const inner = skipTransparent(value);
    const def = inner.type === AST_NODE_TYPES.Identifier ? findVariable(this.sourceCode.getScope(inner), inner.name)?.defs[0] : undefined;
    return def?.type === 'Parameter' && def.node === fn;
  }

  /**
   * What `fn` mints: the values of its own mint sites, and what it passes a same-file helper for the parameter that
   * helper mints (`const ask = (message, requestState) => inputRequired({ ..., requestState })`).
   */
  private mintedValues(fn: TSESTree.Node | null): TSESTree.Node[] {
    const values: TSESTree.Node[] = [];
    for (const site of fileMintSites(this.sourceCode)) {
      if (site.fn === fn) {
        values.push(site.value);
        continue;
      }
      const index = site.fn && fn && this.isParameterOf(site.value, site.fn) ? parameterIndex(site.fn, site.value) : -1;
      if (index === -1) continue;
      walkAst(fn!, this.sourceCode.visitorKeys, (node) => {
        if (node.type !== AST_NODE_TYPES.CallExpression || resolveFunction(node.callee, this.sourceCode.getScope(node)) !== site.fn) return true;
        const passed = node.arguments[index];
        if (passed && passed.type !== AST_NODE_TYPES.SpreadElement) values.push(passed);
        return true;
      });
    }
    return values;
  }

  /** True when `test` reads a field of the echoed `requestState` that no state its function mints carries. */
  private testsUncarriedField(test: TSESTree.Node): boolean {
    let inner = skipTransparent(test);
    while (inner.type === AST_NODE_TYPES.UnaryExpression && inner.operator === '!') inner = skipTransparent(inner.argument);
    if (inner.type === AST_NODE_TYPES.BinaryExpression) {
      const sides = [inner.left, inner.right].map((side) => skipTransparent(side));
      inner = sides.find((side) => side.type === AST_NODE_TYPES.MemberExpression) ?? inner;
    }
    if (inner.type !== AST_NODE_TYPES.MemberExpression) return false;
    const object = skipTransparent(inner.object);
    const field = memberName(inner);
    if (object.type !== AST_NODE_TYPES.Identifier || field === null || !this.holdsRequestState(object)) return false;
    const keys = this.mintedKeys(enclosingFunction(test));
    return keys !== null && !keys.has(field);
  }

  /** A variable initialised from the `requestState` accessor or param (`const s = await codec.verify(ctx.mcpReq.requestState())`). */
  private holdsRequestState(identifier: TSESTree.Identifier): boolean {
    const def = findVariable(this.sourceCode.getScope(identifier), identifier.name)?.defs[0];
    if (def?.type !== 'Variable' || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init) return false;
    let found = false;
    walkAst(def.node.init, this.sourceCode.visitorKeys, (node) => {
      if (node.type === AST_NODE_TYPES.MemberExpression && memberName(node) === 'requestState') found = true;
      return !found;
    });
    return found;
  }

  private guardedFrom(list: StatementList): number {
    let index = this.firstGuardedIndex.get(list);
    if (index === undefined) {
      index = list.findIndex(
        (statement) =>
          statement.type === AST_NODE_TYPES.IfStatement &&
          statement.alternate === null &&
          alwaysLeaves(statement.consequent) &&
          this.presence(statement.test, false) === 'absent',
      );
      // Everything after the early exit is guarded; -1 (none) becomes "past the end".
      index = index === -1 ? Number.POSITIVE_INFINITY : index + 1;
      this.firstGuardedIndex.set(list, index);
    }
    return index;
  }

  /** Whether `node` runs only when a round-trip value it tests is absent, looking no further up than `boundary`. */
  isGuarded(node: TSESTree.Node, boundary: TSESTree.Node): boolean {
    let child: TSESTree.Node = node;
    for (let parent = node.parent; parent && child !== boundary; child = parent, parent = parent.parent) {
      switch (parent.type) {
        case AST_NODE_TYPES.IfStatement:
        case AST_NODE_TYPES.ConditionalExpression:
          if (child === parent.consequent && this.presence(parent.test, true) === 'absent') return true;
          if (child === parent.alternate && this.presence(parent.test, false) === 'absent') return true;
          break;
        case AST_NODE_TYPES.LogicalExpression:
          if (child !== parent.right) break;
          if (parent.operator === '&&' && this.presence(parent.left, true) === 'absent') return true;
          if (parent.operator === '||' && this.presence(parent.left, false) === 'absent') return true;
          if (parent.operator === '??' && isRoundTripValue(parent.left, this.sourceCode.getScope(parent.left))) return true;
          break;
        default: {
          const list = statementListOf(parent);
          if (list && (list as TSESTree.Node[]).indexOf(child) >= this.guardedFrom(list)) return true;
        }
      }
    }
    return false;
  }
}
