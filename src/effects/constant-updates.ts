/**
 * Updates that set fixed values (the core rule's doc, "What counts as an effect"): `deals.update(id, { properties: {
 * dealstage: 'won' } })`, `users.update({ id }, { blocked: true })`, `updateOne(filter, { $set: { archived: true } })`,
 * Prisma's `update({ where, data: { featured: false } })`, an HTTP PATCH of `JSON.stringify({ autoExpose: true })`.
 * The retry sets the same values again and changes nothing more: `write-idempotent` (`strict` reports them all the
 * same: they run before the user agreed). The tool's own arguments count as fixed (`{ properties: { webinar: title } }`
 * in the handler of a tool called with `title`): the client re-sends the same call with the same arguments; so do the
 * configuration (a module `const` of `process.env`) and values built with `new` of fixed parts. An update computed
 * from anything else (a read, the clock, a helper's parameter, unless the flow analysis judges it at a call passing a
 * literal: `PassedArguments`) or one that adds or edits a list (`$inc`, `increment`, `$push`, `addLabelIds`,
 * `updateListMemberTags` without a state for each tag) stays a write.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { argumentsOf, calleeOf, chainCalls } from '../ast/chains.js';
import { findVariable, memberName, propertyKeyName, skipTransparent } from '../ast/origin.js';
import { handlerOf } from '../mcp/handlers.js';
import type { CallLike, SourceCode } from '../ast/types.js';
import { boundUpdateValues } from './readers.js';
import { splitWords } from './verbs.js';
import { verdict, type EffectVerdict } from './types.js';

/** The first words of the methods that set what they are given on a record that exists. */
const UPDATE_VERBS: ReadonlySet<string> = new Set(['update', 'patch', 'modify']);

/** Update methods named otherwise: MikroORM's `nativeUpdate`, Mongoose's `findOneAndUpdate` and `findByIdAndUpdate`. */
const UPDATE_METHODS: ReadonlySet<string> = new Set(['nativeUpdate', 'findOneAndUpdate', 'findByIdAndUpdate']);

/** The label the SQL reader gives an `UPDATE` it does not see setting only literals. */
const SQL_UPDATE = 'SQL UPDATE';

/** A label the HTTP readers give a PATCH (`HTTP PATCH`, `HTTP PATCH through vercel()`). */
const HTTP_PATCH = /^HTTP PATCH\b/;

/** MongoDB operators that set the values written: the retry writes the same ones. Any other (`$inc`, `$push`) adds. */
const SETTING_OPERATORS: ReadonlySet<string> = new Set(['$set', '$unset']);

/**
 * Keys of an update document that say it adds to what is there (Prisma's number and list operations), computes what it
 * writes (an Elasticsearch `script` such as `ctx._source.boosts += 1`, DynamoDB's `UpdateExpression: 'SET n = n + :one'`),
 * or how to write it.
 */
const ADDING_KEYS: ReadonlySet<string> = new Set(['increment', 'decrement', 'multiply', 'divide', 'push', 'upsert', 'script', 'UpdateExpression']);

/**
 * Keys that name an edit of a list rather than a value: Gmail's `addLabelIds`, `removeLabelIds`, `addMembers`, Jira's
 * `{ update: { labels: [{ add: 'x' }] } }`, and a comment, which a ticket update (Zendesk's `{ ticket: { comment } }`)
 * adds to the ticket's comments each time.
 */
const LIST_EDIT_KEY = /^(?:(?:add|remove|append|prepend)(?:[A-Z].*)?|comments?)$/;

/**
 * Update methods named for a list on the record (Mailchimp's `updateListMemberTags`, `updateLabels`): they add to it
 * or take from it, as the entries say, rather than set fields.
 */
const LIST_UPDATE_METHOD = /(?:Tags|Labels|Members)$/;

/** The steps of a patch builder that set what they are given (Sanity's `patch(id).set({ ... }).commit()`); `inc`, `insert`... add. */
const PATCH_SETTERS: ReadonlySet<string> = new Set(['set', 'setIfMissing', 'unset', 'ifRevisionId']);

/**
 * The values a patch builder commits when it only sets them: `client.patch(id).set({ archived: true }).commit()`, also
 * `.setIfMissing(...)` and `.unset([...])`; null when a step adds (`.inc({ revision: 1 })`, `.append(...)`).
 */
function patchBuilderValues(commit: TSESTree.CallExpression): TSESTree.Node[] | null {
  const [, ...steps] = chainCalls(commit);
  const root = steps.at(-1);
  const rootCallee = root ? skipTransparent(calleeOf(root)) : null;
  if (steps.length < 2 || rootCallee?.type !== AST_NODE_TYPES.MemberExpression || memberName(rootCallee) !== 'patch') return null;
  const values: TSESTree.Node[] = [];
  for (const step of steps.slice(0, -1)) {
    const callee = skipTransparent(calleeOf(step));
    const name = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
    if (name === null || !PATCH_SETTERS.has(name)) return null;
    values.push(...argumentsOf(step));
  }
  return values;
}

/** The states a list entry may be set to by name: Mailchimp's tag `status`. */
const ENTRY_STATES: ReadonlySet<string> = new Set(['active', 'inactive']);

/**
 * Whether a list update names the state of every entry it lists (`{ tags: [{ name: 'web-signup', status: 'active' }]
 * }`): it sets those states rather than adding or taking entries, and the retry sets the same.
 */
function statesEveryEntry(document: TSESTree.ObjectExpression): boolean {
  const [only] = document.properties;
  const list = document.properties.length === 1 && only?.type === AST_NODE_TYPES.Property ? skipTransparent(only.value) : null;
  return (
    list?.type === AST_NODE_TYPES.ArrayExpression &&
    list.elements.length > 0 &&
    list.elements.every((element) => {
      const entry = element && skipTransparent(element);
      const status = entry?.type === AST_NODE_TYPES.ObjectExpression ? entry.properties.find((property) => property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === 'status') : undefined;
      const value = status?.type === AST_NODE_TYPES.Property ? skipTransparent(status.value) : null;
      return value?.type === AST_NODE_TYPES.Literal && ENTRY_STATES.has(String(value.value));
    })
  );
}

/** How deep values are looked into: nested lists and objects, and module constants that name others. */
const MAX_DEPTH = 12;

/** Keys of the options an update method takes after its document (MongoDB, Mongoose): they say how to write, not what. */
const OPTION_KEYS: ReadonlySet<string> = new Set([
  'new', 'upsert', 'returnDocument', 'returnOriginal', 'session', 'runValidators', 'arrayFilters', 'projection', 'sort', 'lean',
  'timestamps', 'strict', 'overwrite', 'multi', 'writeConcern', 'collation', 'hint', 'includeResultMetadata',
]);

/** The update document among the arguments: the last object literal, or the one before it when the last holds only options. */
function updateDocument(call: TSESTree.CallExpression): TSESTree.ObjectExpression | null {
  const objects = argumentsOf(call).map((argument) => skipTransparent(argument));
  const last = objects.at(-1);
  if (last?.type !== AST_NODE_TYPES.ObjectExpression) return null;
  const onlyOptions = last.properties.length > 0 && last.properties.every((property) => property.type === AST_NODE_TYPES.Property && OPTION_KEYS.has(propertyKeyName(property) ?? ''));
  if (!onlyOptions) return last;
  const before = objects.at(-2);
  return before?.type === AST_NODE_TYPES.ObjectExpression ? before : null;
}

/**
 * A tool's argument: a parameter of a registered handler (or a name destructured from one, or a member read from one)
 * that the handler never writes. The client re-sends the same call with the same arguments, so it is the same on
 * every round.
 */
function isToolArgument(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  let root = node;
  while (root.type === AST_NODE_TYPES.MemberExpression && !root.computed) root = skipTransparent(root.object);
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const variable = findVariable(sourceCode.getScope(root), root.name);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || def?.type !== 'Parameter' || variable.references.some((reference) => reference.isWrite())) return false;
  return handlerOf(sourceCode, def.node) !== undefined;
}

/**
 * For an update inside a helper judged at one of its calls: whether the value a name of the helper holds is fixed
 * there (a parameter: what the call passes for it), or null for a name that is no parameter of the helper.
 */
export type PassedArguments = (name: TSESTree.Identifier) => boolean | null;

/** `process.env.NAME`: the server's configuration, the same on every round. */
function isEnvironmentRead(node: TSESTree.Node): boolean {
  const value = skipTransparent(node);
  if (value.type !== AST_NODE_TYPES.MemberExpression) return false;
  const env = skipTransparent(value.object);
  return env.type === AST_NODE_TYPES.MemberExpression && memberName(env) === 'env' && env.object.type === AST_NODE_TYPES.Identifier && env.object.name === 'process';
}

/** A module-level `const` of a fixed value or of the configuration (`const ACCOUNT = process.env.CF_ACCOUNT_ID!`). */
function isModuleConstant(identifier: TSESTree.Identifier, sourceCode: SourceCode, passed: PassedArguments | undefined, depth: number): boolean {
  const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
  const def = variable?.defs[0];
  if (!variable || variable.defs.length !== 1 || def?.type !== 'Variable' || def.parent.kind !== 'const' || def.node.id !== def.name || !def.node.init) return false;
  if (variable.scope.type !== 'module' && variable.scope.type !== 'global') return false;
  const init = skipTransparent(def.node.init);
  const configured = init.type === AST_NODE_TYPES.LogicalExpression ? init.left : init;
  return isEnvironmentRead(configured) || (init.type !== AST_NODE_TYPES.Identifier && isFixedValue(init, sourceCode, passed, depth + 1));
}

/**
 * A value written the same on every round: a literal (not a regexp), a template without expressions, a tool's argument,
 * the configuration (a module `const` of `process.env`), lists and objects of those, and values built of them with
 * `new` (`new File([args.body], 'index.js')`; `new Date()` with nothing is the clock).
 */
export function isFixedValue(node: TSESTree.Node, sourceCode: SourceCode, passed?: PassedArguments, depth = 0): boolean {
  // Constants that hold each other (`const A = { b: B }; const B = [A]`) end here.
  if (depth > MAX_DEPTH) return false;
  const value = skipTransparent(node);
  switch (value.type) {
    case AST_NODE_TYPES.Identifier:
      return passed?.(value) ?? (isToolArgument(value, sourceCode) || isModuleConstant(value, sourceCode, passed, depth));
    case AST_NODE_TYPES.MemberExpression:
      return isToolArgument(value, sourceCode) || isEnvironmentRead(value);
    case AST_NODE_TYPES.NewExpression:
      return value.arguments.length > 0 && value.arguments.every((argument) => argument.type !== AST_NODE_TYPES.SpreadElement && isFixedValue(argument, sourceCode, passed, depth + 1));
    case AST_NODE_TYPES.Literal:
      return !('regex' in value && value.regex);
    case AST_NODE_TYPES.TemplateLiteral:
      return value.expressions.length === 0;
    case AST_NODE_TYPES.UnaryExpression:
      return value.operator === '-' && value.argument.type === AST_NODE_TYPES.Literal;
    case AST_NODE_TYPES.ArrayExpression:
      return value.elements.every((element) => element !== null && element.type !== AST_NODE_TYPES.SpreadElement && isFixedValue(element, sourceCode, passed, depth + 1));
    case AST_NODE_TYPES.ObjectExpression:
      return value.properties.every(
        (property) =>
          property.type === AST_NODE_TYPES.Property &&
          !property.computed &&
          !ADDING_KEYS.has(propertyKeyName(property) ?? '') &&
          !LIST_EDIT_KEY.test(propertyKeyName(property) ?? '') &&
          !(propertyKeyName(property) ?? '').startsWith('$') &&
          isFixedValue(property.value, sourceCode, passed, depth + 1),
      );
    default:
      return false;
  }
}

/** The values an update document writes: the `$set`/`$unset` of MongoDB operators, Prisma's `data`, else the document itself. */
function writtenValues(document: TSESTree.ObjectExpression): TSESTree.Node[] | null {
  const properties = document.properties;
  if (properties.length === 0 || properties.some((property) => property.type !== AST_NODE_TYPES.Property || property.computed)) return null;
  const keys = (properties as TSESTree.Property[]).map((property) => propertyKeyName(property) ?? '');
  if (keys.some((key) => key.startsWith('$'))) {
    return keys.every((key) => SETTING_OPERATORS.has(key)) ? (properties as TSESTree.Property[]).map((property) => property.value) : null;
  }
  const data = (properties as TSESTree.Property[]).find((property) => propertyKeyName(property) === 'data');
  return [data ? data.value : document];
}

/**
 * What an HTTP PATCH sends, from its last argument: the body of request options written with the method (`{ method:
 * 'PATCH', body: JSON.stringify({ ... }) }`, got's and ky's `json`), or that argument itself when it holds no method
 * (the body a client's `patch(url, body)` or a project's `request('PATCH', path, body)` is given).
 */
function patchedValues(last: TSESTree.ObjectExpression): TSESTree.Node[] | null {
  const property = (name: string): TSESTree.Property | undefined => {
    const found = last.properties.find((candidate) => candidate.type === AST_NODE_TYPES.Property && propertyKeyName(candidate) === name);
    return found?.type === AST_NODE_TYPES.Property ? found : undefined;
  };
  if (!property('method')) return last.properties.length > 0 ? [last] : null;
  const json = property('json')?.value;
  if (json) return [json];
  const body = property('body')?.value;
  const stringified = body ? skipTransparent(body) : null;
  const isStringify =
    stringified?.type === AST_NODE_TYPES.CallExpression &&
    stringified.callee.type === AST_NODE_TYPES.MemberExpression &&
    stringified.callee.object.type === AST_NODE_TYPES.Identifier &&
    stringified.callee.object.name === 'JSON' &&
    memberName(stringified.callee) === 'stringify' &&
    stringified.arguments.length === 1;
  return isStringify ? [stringified.arguments[0]!] : null;
}

/**
 * `given` for `call`, or, when it is a write through a method named for an update whose document (an object literal,
 * the last argument or the one before options) sets only fixed values, or an HTTP PATCH of such a body, the same
 * write marked idempotent. A verdict the settings or an annotation gave stays as it is.
 */
export function settingFixedValues(given: EffectVerdict, call: CallLike, sourceCode: SourceCode, passed?: PassedArguments): EffectVerdict {
  if (given.effectClass !== 'write' || given.layer === 'settings' || given.layer === 'annotation' || call.type !== AST_NODE_TYPES.CallExpression) return given;
  const callee = skipTransparent(calleeOf(call));
  const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : callee.type === AST_NODE_TYPES.Identifier ? callee.name : null;
  const last = argumentsOf(call).at(-1);
  const inner = last ? skipTransparent(last) : null;
  let values: TSESTree.Node[] | null = null;
  if (method === 'commit') values = patchBuilderValues(call);
  else if (HTTP_PATCH.test(given.label)) values = inner?.type === AST_NODE_TYPES.ObjectExpression ? patchedValues(inner) : null;
  // `UPDATE players SET banned = 1, ban_reason = ? WHERE id = ?` bound to `[reason, playerId]` of the tool's arguments.
  else if (given.label === SQL_UPDATE) values = boundUpdateValues(call, sourceCode.getScope(call));
  else if (method !== null && (UPDATE_METHODS.has(method) || UPDATE_VERBS.has(splitWords(method)[0]?.toLowerCase() ?? ''))) {
    const document = updateDocument(call);
    values = document && (!LIST_UPDATE_METHOD.test(method) || statesEveryEntry(document)) ? writtenValues(document) : null;
  }
  if (!values || !values.every((value) => isFixedValue(value, sourceCode, passed))) return given;
  const written = verdict('write-idempotent', given.layer, `${given.label}, setting fixed values`);
  return given.keepsArguments ? { ...written, keepsArguments: true } : written;
}
