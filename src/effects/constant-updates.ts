/**
 * Updates that set fixed values (the core rule's doc, "What counts as an effect"): `deals.update(id, { properties: {
 * dealstage: 'won' } })`, `users.update({ id }, { blocked: true })`, `updateOne(filter, { $set: { archived: true } })`,
 * Prisma's `update({ where, data: { featured: false } })`. The retry sets the same values again and changes nothing
 * more: `write-idempotent` (reported by `strict`, which also reports them before the user agreed). An update computed
 * from anything else (an argument, a read, the clock) or one that adds (`$inc`, `increment`, `$push`) stays a write.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { argumentsOf, calleeOf } from '../ast/chains.js';
import { memberName, propertyKeyName, skipTransparent } from '../ast/origin.js';
import type { CallLike } from '../ast/types.js';
import { splitWords } from './verbs.js';
import { verdict, type EffectVerdict } from './types.js';

/** The first words of the methods that set what they are given on a record that exists. */
const UPDATE_VERBS: ReadonlySet<string> = new Set(['update', 'patch', 'modify']);

/** MongoDB operators that set the values written: the retry writes the same ones. Any other (`$inc`, `$push`) adds. */
const SETTING_OPERATORS: ReadonlySet<string> = new Set(['$set', '$unset']);

/** Keys of an update document that say it adds to what is there (Prisma's number and list operations), or how to write it. */
const ADDING_KEYS: ReadonlySet<string> = new Set(['increment', 'decrement', 'multiply', 'divide', 'push', 'upsert']);

/** A value written the same on every round: a literal (not a regexp), a template without expressions, or lists and objects of those. */
function isFixedValue(node: TSESTree.Node): boolean {
  const value = skipTransparent(node);
  switch (value.type) {
    case AST_NODE_TYPES.Literal:
      return !('regex' in value && value.regex);
    case AST_NODE_TYPES.TemplateLiteral:
      return value.expressions.length === 0;
    case AST_NODE_TYPES.UnaryExpression:
      return value.operator === '-' && value.argument.type === AST_NODE_TYPES.Literal;
    case AST_NODE_TYPES.ArrayExpression:
      return value.elements.every((element) => element !== null && element.type !== AST_NODE_TYPES.SpreadElement && isFixedValue(element));
    case AST_NODE_TYPES.ObjectExpression:
      return value.properties.every(
        (property) =>
          property.type === AST_NODE_TYPES.Property &&
          !property.computed &&
          !ADDING_KEYS.has(propertyKeyName(property) ?? '') &&
          !(propertyKeyName(property) ?? '').startsWith('$') &&
          isFixedValue(property.value),
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
 * `given` for `call`, or, when it is a write through a method named for an update whose document (its last
 * argument, an object literal) sets only fixed values, the same write marked idempotent. A verdict the settings or an
 * annotation gave stays as it is.
 */
export function settingFixedValues(given: EffectVerdict, call: CallLike): EffectVerdict {
  if (given.effectClass !== 'write' || given.layer === 'settings' || given.layer === 'annotation' || call.type !== AST_NODE_TYPES.CallExpression) return given;
  const callee = skipTransparent(calleeOf(call));
  const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : callee.type === AST_NODE_TYPES.Identifier ? callee.name : null;
  if (method === null || !UPDATE_VERBS.has(splitWords(method)[0]?.toLowerCase() ?? '')) return given;
  const document = argumentsOf(call).at(-1);
  const inner = document ? skipTransparent(document) : null;
  if (inner?.type !== AST_NODE_TYPES.ObjectExpression) return given;
  const values = writtenValues(inner);
  if (!values || !values.every(isFixedValue)) return given;
  const written = verdict('write-idempotent', given.layer, `${given.label}, setting fixed values`);
  return given.keepsArguments ? { ...written, keepsArguments: true } : written;
}
