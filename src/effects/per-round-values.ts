/**
 * A write that repeats harmlessly only with the same values (a PUT of a resource, a Redis `SET`, an upsert): when what
 * it writes, or the key it writes under, is new on each round (`randomUUID()`, a module counter: `perRoundSource` in
 * src/mcp/per-round.ts), the retry writes something else, so it is a plain write. A clock (`Date.now()`, `new Date()`)
 * counts only in the key or address, the first argument: as a written value it only records when the write ran. A write made
 * idempotent by a stable idempotency key (Stripe) is not judged by its values: the API answers the retry with the
 * first result whatever they are.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../ast/call-text.js';
import { argumentsOf } from '../ast/chains.js';
import { propertyKeyName } from '../ast/origin.js';
import { followConst } from './readers.js';
import type { CallLike, Scope, SourceCode } from '../ast/types.js';
import { isClockSource, perRoundSource, type PerRoundSource } from '../mcp/per-round.js';
import { verdict, type EffectVerdict } from './types.js';

/**
 * Parts of an upsert that the retry does not write: the record exists by then, so Prisma's `create` (beside an
 * `update`) and MongoDB's `$setOnInsert` apply on the first round only.
 */
function writtenOnRetry(property: TSESTree.ObjectLiteralElement, object: TSESTree.ObjectExpression): boolean {
  if (property.type !== AST_NODE_TYPES.Property) return true;
  const key = propertyKeyName(property);
  if (key === '$setOnInsert') return false;
  return key !== 'create' || !object.properties.some((other) => other.type === AST_NODE_TYPES.Property && propertyKeyName(other) === 'update');
}

/** Request options that say how to send, not what is written: a request id in a header is new each round harmlessly. */
const TRANSPORT_KEYS: ReadonlySet<string> = new Set(['headers', 'signal', 'timeout', 'retry', 'agent', 'dispatcher', 'cache', 'credentials', 'mode', 'redirect', 'keepalive']);

/** How many options objects spread into each other are looked into. */
const MAX_SPREADS = 4;

/** The options object an argument or spread is, written there or held in a `const`. */
function optionsObject(node: TSESTree.Node, scope: Scope): TSESTree.ObjectExpression | null {
  const inner = followConst(node, scope);
  return inner.type === AST_NODE_TYPES.ObjectExpression ? inner : null;
}

/** The first value new on each round among what an object writes: its properties but the transport's and the upsert's first-round ones, and its spreads. */
function firstPerRoundProperty(object: TSESTree.ObjectExpression, scope: Scope, spreads: number): PerRoundSource | null {
  for (const property of object.properties) {
    if (!writtenOnRetry(property, object)) continue;
    if (property.type === AST_NODE_TYPES.Property && TRANSPORT_KEYS.has(propertyKeyName(property) ?? '')) continue;
    const value = property.type === AST_NODE_TYPES.Property ? property.value : property.argument;
    const spread = property.type === AST_NODE_TYPES.SpreadElement && spreads < MAX_SPREADS ? optionsObject(value, scope) : null;
    const source = spread ? firstPerRoundProperty(spread, scope, spreads + 1) : perRoundSource(value, scope);
    if (source && !isClockSource(source, scope)) return source;
  }
  return null;
}

function firstPerRoundArgument(call: CallLike, scope: Scope): PerRoundSource | null {
  const given = argumentsOf(call);
  for (const argument of given) {
    if (argument.type === AST_NODE_TYPES.ArrowFunctionExpression || argument.type === AST_NODE_TYPES.FunctionExpression) continue;
    const object = argument.type === AST_NODE_TYPES.ObjectExpression ? argument : null;
    const source = object ? firstPerRoundProperty(object, scope, 0) : perRoundSource(argument, scope);
    // The first argument is the key or address (`set(key, value)`, `put(url, body)`); a clock after it is a value.
    if (source && (argument === given[0] || !isClockSource(source, scope))) return source;
  }
  return null;
}

/** A `write-idempotent` verdict for `call`, made a plain write when the call writes a value new on each round. */
export function withPerRoundValues(given: EffectVerdict, call: CallLike, scope: Scope, sourceCode: SourceCode): EffectVerdict {
  if (given.effectClass !== 'write-idempotent') return given;
  const source = firstPerRoundArgument(call, scope);
  if (!source) return given;
  const text = source.type === AST_NODE_TYPES.Identifier ? `\`${source.name}\`` : `\`${callText(sourceCode, source)}\``;
  // 'Supabase write-idempotent' is no longer one: 'Supabase write with `new Date()`, new on each round'.
  const label = `${given.label.replace(/ write-idempotent$/, ' write')} with ${text}, new on each round`;
  const written = verdict('write', given.layer, label, given.impact);
  return given.keepsArguments ? { ...written, keepsArguments: true } : written;
}
