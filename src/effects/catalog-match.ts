/** Layer 2: matches calls against the catalog (src/effects/catalog.ts) by the origin of their callee. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveOrigin, type Origin } from '../ast/origin.js';
import { withoutGlobalObject } from './member-path.js';
import { CATALOG, type CatalogFamily, type CatalogRule } from './catalog.js';
import { compileModuleGlob, compilePathGlob, matchesPathGlob, type PathGlob } from './path-glob.js';
import { awsCommand, commandNameArgument, constructedCallee, readArguments } from './readers.js';
import { verdict, type EffectClass, type EffectVerdict, type WriteImpact } from './types.js';
import { nameImpact } from './verbs.js';
import type { CallLike, Scope, SourceCode } from '../ast/types.js';
import { withPerRoundValues } from './per-round-values.js';
import { BoundedCache } from '../ast/bounded-cache.js';

interface CompiledRule {
  rule: CatalogRule;
  paths: readonly PathGlob[];
}

export interface CompiledFamily {
  family: CatalogFamily;
  modules: readonly RegExp[];
  rules: readonly CompiledRule[];
}

function compileFamily(family: CatalogFamily): CompiledFamily {
  const options = { anchored: false, ignoreCase: family.ignoreCase ?? false };
  return {
    family,
    modules: family.modules.map(compileModuleGlob),
    rules: family.rules.map((rule) => ({
      rule,
      paths: (typeof rule.path === 'string' ? [rule.path] : rule.path).map((path) => compilePathGlob(path, options)),
    })),
  };
}

export const COMPILED_CATALOG: readonly CompiledFamily[] = CATALOG.map(compileFamily);
const AWS_FAMILY = COMPILED_CATALOG.find((compiled) => compiled.family.label === 'AWS');

function inFamily(compiled: CompiledFamily, origin: Origin): boolean {
  if (origin.root === 'import' && origin.module !== null) {
    const module = origin.module;
    return compiled.modules.some((glob) => glob.test(module));
  }
  return origin.root === 'global' && origin.name !== null && (compiled.family.globals?.includes(origin.name) ?? false);
}

/**
 * The catalog's module specifiers without `*`, and its globals, each to the index of the first family that lists
 * it; the families with a wildcard specifier apart. `familyOf` runs for every classified call: this keeps it from
 * testing every family's globs in turn.
 */
const FIRST_BY_MODULE = new Map<string, number>();
const FIRST_BY_GLOBAL = new Map<string, number>();
/** The families with a wildcard specifier, with what each such specifier starts with (`@aws-sdk/` of `@aws-sdk/*`). */
const WILDCARD_FAMILIES: { index: number; starts: string[] }[] = [];
COMPILED_CATALOG.forEach((compiled, index) => {
  for (const module of compiled.family.modules) {
    if (module.includes('*')) {
      const last = WILDCARD_FAMILIES[WILDCARD_FAMILIES.length - 1];
      const start = module.slice(0, module.indexOf('*'));
      if (last?.index === index) last.starts.push(start);
      else WILDCARD_FAMILIES.push({ index, starts: [start] });
    } else if (!FIRST_BY_MODULE.has(module)) {
      FIRST_BY_MODULE.set(module, index);
    }
  }
  for (const name of compiled.family.globals ?? []) if (!FIRST_BY_GLOBAL.has(name)) FIRST_BY_GLOBAL.set(name, index);
});

/** Families already found per module specifier: a file's few imports are asked about at every call of their clients. */
const familyByModule = new BoundedCache<number>();

/** The first family (in catalog order) that lists `module` or a module it is a subpath of (`drizzle-orm/node-postgres`). */
function firstFamilyOfModule(module: string): number {
  return familyByModule.get(module, () => searchFamilyOfModule(module));
}

function searchFamilyOfModule(module: string): number {
  let first = Infinity;
  for (let end = module.length; end > 0; end = module.lastIndexOf('/', end - 1)) {
    const index = FIRST_BY_MODULE.get(end === module.length ? module : module.slice(0, end));
    if (index !== undefined && index < first) first = index;
  }
  // Before `first`, only a family's wildcard specifiers can match (its others are in FIRST_BY_MODULE), and only a
  // module written with one's literal start: most modules (`./db`, `node:fs`) skip the regular expressions.
  for (const { index, starts } of WILDCARD_FAMILIES) {
    if (index >= first) break;
    if (starts.some((start) => module.startsWith(start)) && COMPILED_CATALOG[index]!.modules.some((glob) => glob.test(module))) return index;
  }
  return first;
}

/** The catalog family a call's origin belongs to (the origin's `globalThis.` already stripped), or null. */
export function familyOf(origin: Origin): CompiledFamily | null {
  let index: number | undefined;
  if (origin.root === 'import' && origin.module !== null) index = firstFamilyOfModule(origin.module);
  else if (origin.root === 'global' && origin.name !== null) index = FIRST_BY_GLOBAL.get(origin.name);
  return (index !== undefined && COMPILED_CATALOG[index]) || null;
}

/**
 * A parameter of a function written as an argument of a call of a family that hands its own values to callbacks
 * (`withScope((scope) => ...)` from `@sentry/core`, see `CatalogFamily.callbackParameters`): that family's value, the
 * members read on it after. Null for any other origin.
 */
export function callbackParameterOrigin(origin: Origin): Origin | null {
  const def = origin.root === 'param' ? origin.variable?.defs[0] : undefined;
  const call = def?.type === 'Parameter' ? def.node.parent : undefined;
  if (call?.type !== AST_NODE_TYPES.CallExpression || !(call.arguments as readonly TSESTree.Node[]).includes(def!.node)) return null;
  const upper = origin.variable!.scope.upper;
  const caller = upper ? withoutGlobalObject(resolveOrigin(call.callee, upper)) : null;
  if (caller?.root !== 'import' || !familyOf(caller)?.family.callbackParameters) return null;
  return { root: 'import', module: caller.module, name: '*', path: [...origin.path], instance: true, variable: null };
}

/** Rules already found per family and member path: the catalog is compiled once, and the same clients' calls recur across files. */
const rulesByPath = new WeakMap<CompiledFamily, BoundedCache<CatalogRule | null>>();

/** The family's first rule whose path matches the end of `memberPath`. */
export function firstMatchingRule(compiled: CompiledFamily, memberPath: readonly string[]): CatalogRule | null {
  let known = rulesByPath.get(compiled);
  if (!known) rulesByPath.set(compiled, (known = new BoundedCache<CatalogRule | null>()));
  return known.get(JSON.stringify(memberPath), () => compiled.rules.find((candidate) => candidate.paths.some((glob) => matchesPathGlob(glob, memberPath)))?.rule ?? null);
}

export interface CatalogInput {
  call: CallLike;
  origin: Origin;
  /** See src/effects/member-path.ts. */
  memberPath: readonly string[];
  scope: Scope;
  sourceCode: SourceCode;
}

/**
 * The family's verdict for one call, or null when the call decides nothing by itself (a link of a builder
 * chain such as `.where()`, or a method the catalog does not list).
 */
export function catalogVerdict(compiled: CompiledFamily, input: CatalogInput): EffectVerdict | null {
  const found = listedVerdict(compiled, input);
  if (!found || !compiled.family.sendsCopies || found.rule?.fillsArguments) return found?.verdict ?? null;
  return keepingArguments(found.verdict);
}

/** A write that sends copies of what it is given (`CatalogFamily.sendsCopies`) changes none of the caller's objects. */
function keepingArguments(sent: EffectVerdict): EffectVerdict {
  return sent.effectClass === 'write' || sent.effectClass === 'write-idempotent' ? { ...sent, keepsArguments: true } : sent;
}

/** What `catalogVerdict` says, with the rule that says it (none for a client's set-up). */
function listedVerdict(compiled: CompiledFamily, input: CatalogInput): { verdict: EffectVerdict; rule: CatalogRule | null } | null {
  const { family } = compiled;
  if (family.clientsOnly && !input.origin.instance) return { verdict: verdict('pure', 'catalog', `${family.label} client set-up`), rule: null };
  const rule = firstMatchingRule(compiled, input.memberPath);
  if (!rule || rule.effect === null) return null;
  const { effect, label } = rule;
  const method = input.memberPath[input.memberPath.length - 1] ?? '';
  // What the write does to what was there: the entry says, or the arguments, or else the method's name.
  const impactOf = (effectClass: EffectClass, stated?: WriteImpact): WriteImpact | undefined =>
    effectClass === 'write' || effectClass === 'write-idempotent' ? (rule.impact ?? stated ?? nameImpact(method)) : undefined;
  if (typeof effect === 'string') {
    const listed = verdict(effect, 'catalog', label ?? `${family.label} ${effect}`, impactOf(effect));
    return { verdict: withPerRoundValues(listed, input.call, input.scope, input.sourceCode), rule };
  }
  if (effect.reader === 'command-name') {
    const command = commandNameArgument(input.call, input.scope);
    const named = command === null ? null : firstMatchingRule(compiled, command.split('.'));
    // The named command's own rule decides, unless it names the generic call again.
    if (command === null || named === null || named === rule) return { verdict: verdict('unknown', 'catalog', `${family.label} command not known`), rule };
    return listedVerdict(compiled, { ...input, memberPath: command.split('.') });
  }
  const read = readArguments(effect.reader, { call: input.call, method, scope: input.scope, familyLabel: family.label });
  if (!read) return null;
  const readVerdict = verdict(read.effectClass, 'catalog', read.label, impactOf(read.effectClass, read.impact));
  // A stable idempotency key, job id or workflow id in use makes the retry return the first result, whatever the values.
  const keyed = effect.reader === 'idempotency-key' || effect.reader === 'job-id' || effect.reader === 'workflow-conflict-policy';
  return { verdict: keyed ? readVerdict : withPerRoundValues(readVerdict, input.call, input.scope, input.sourceCode), rule };
}

/** `client.send(new PutObjectCommand())` on a client of unknown origin (a parameter, `this.s3`): the command says what it does. */
export function awsSendVerdict(call: CallLike, method: string | null, scope: Scope, sourceCode: SourceCode): EffectVerdict | null {
  if (method !== 'send' || !AWS_FAMILY) return null;
  const command = constructedCallee(call, scope);
  if (!command || !inFamily(AWS_FAMILY, resolveOrigin(command, scope))) return null;
  const read = awsCommand(call, scope);
  return keepingArguments(withPerRoundValues(verdict(read.effectClass, 'catalog', read.label, read.impact), call, scope, sourceCode));
}
