/**
 * The side-effect classifier (docs/architecture.md, src/effects/): what a call does, decided by the first layer that knows —
 * 0 settings and annotations, 1 built-ins/loggers (src/effects/locality.ts), 2 the catalog, 3 the verb
 * heuristic. Builder chains (`db.insert(t).values(v).returning()`) are classified as a whole: every link
 * is looked at and the most severe verdict wins; `.then/.catch/.finally` are transparent.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { calledText } from '../ast/call-text.js';
import { FileMemo } from '../ast/file-memo.js';
import { argumentsOf, calleeOf, chainCalls } from '../ast/chains.js';
import { isFunctionNode } from '../ast/functions.js';
import { memberName, resolveOrigin, skipTransparent, type Origin } from '../ast/origin.js';
import type { CallLike, Scope, SourceCode } from '../ast/types.js';
import { annotationVerdict } from './annotations.js';
import { BUILTIN_CONSTRUCTORS, PAGE_READ_METHODS, READ_ONLY_METHODS, RUNTIME_GLOBALS } from './builtins.js';
import { awsSendVerdict, callbackParameterOrigin, catalogVerdict, familyOf, type CompiledFamily } from './catalog-match.js';
import { localityVerdict } from './locality.js';
import { promisifiedFunction } from './promisify.js';
import { calleeSegments, memberPathOf, throughClassField, throughDeclaredType, withoutGlobalObject } from './member-path.js';
import { settingsVerdict, type EffectSettings } from './settings.js';
import { withPerRoundValues } from './per-round-values.js';
import { settingFixedValues } from './constant-updates.js';
import { madeOfWhatWasMissing, madeWhenMissing, madeWhenNotFound } from './made-when-missing.js';
import { readModifyWrite } from './read-modify-write.js';
import { isMoreSevere, verdict, type EffectVerdict } from './types.js';
import { asksForUpsert, graphqlByDocument, hasStableIdempotencyKey, httpOptionsVerdict, isParameterSource, jobIdOption, postToNamedEndpoint, sourceVerdict, sqlByText, wrapperRequest, type MethodParameter } from './readers.js';
import { classifyName, METHOD_ONLY_VERBS, splitWords } from './verbs.js';
import { buildsEntityForSave } from './entity-builders.js';

export interface ClassifyContext {
  sourceCode: SourceCode;
  settings: EffectSettings;
  /**
   * The function whose run is being analysed. Variables declared inside it are local to the run; variables
   * declared outside it survive into the retry, so mutating them is `process-state`.
   */
  owner: TSESTree.Node;
  /** The type-checked layer (src/types/origins.ts), only with `settings.mcp.typeChecked`. */
  declared?: DeclaredCallees | null;
}

/**
 * What the types say about a callee the file alone cannot place: a verdict (methods of built-in values such as
 * a `Map` parameter), or the origin to match against the catalog (the package that declares its receiver).
 */
export type DeclaredCallee = { verdict: EffectVerdict } | { origin: Origin } | null;

export interface DeclaredCallees {
  declaredCallee(link: CallLike, scope: Scope, owner: TSESTree.Node): DeclaredCallee;
}

const TRANSPARENT_METHODS: ReadonlySet<string> = new Set(['then', 'catch', 'finally']);

/** `this.queue.add('job', data)`, `emailQueue.addBulk(jobs)`: `add` on a receiver named like a job queue enqueues. */
const QUEUE_NAME = /(?:^|_)queue$|[a-z]Queue$/i;
const QUEUE_ADD_METHODS: ReadonlySet<string> = new Set(['add', 'addBulk']);

interface LinkVerdict {
  /** Null: this link decides nothing; the chain's other links do. */
  verdict: EffectVerdict | null;
  /** The catalog family the link belongs to, for a chain none of whose links the catalog lists. */
  family: CompiledFamily | null;
}

const UNDECIDED: LinkVerdict = { verdict: null, family: null };

const isStated = (candidate: EffectVerdict): boolean => candidate.layer === 'settings' || candidate.layer === 'annotation';

/** Layer 3 is for callees of unknown origin: the project's own code, parameters, `this`, undeclared names. */
function verbsApply(origin: Origin): boolean {
  if (origin.root !== 'global') return true;
  return origin.name !== null && !BUILTIN_CONSTRUCTORS.has(origin.name) && !RUNTIME_GLOBALS.has(origin.name);
}

function newExpressionVerdict(origin: Origin): EffectVerdict | null {
  if (origin.root === 'global' && origin.path.length === 0 && origin.name !== null && BUILTIN_CONSTRUCTORS.has(origin.name)) {
    return verdict('pure', 'local', `new ${origin.name}()`);
  }
  const family = familyOf(origin);
  return family ? verdict('pure', 'catalog', `${family.family.label} client set-up`) : null;
}

function classifyLink(link: CallLike, context: ClassifyContext): LinkVerdict {
  const linkScope = context.sourceCode.getScope(link);
  // A promisified function is judged as the function it wraps (`promisify(execFile)` starts processes).
  const promisified = link.type === AST_NODE_TYPES.CallExpression ? promisifiedFunction(link.callee, linkScope) : null;
  const callee = skipTransparent(promisified?.wrapped ?? calleeOf(link));
  const scope = promisified?.scope ?? linkScope;
  let method: string | null = null;
  if (callee.type === AST_NODE_TYPES.MemberExpression) method = memberName(callee);
  else if (callee.type === AST_NODE_TYPES.Identifier) method = callee.name;
  if (link.type === AST_NODE_TYPES.CallExpression && callee.type === AST_NODE_TYPES.MemberExpression && TRANSPARENT_METHODS.has(method ?? '')) {
    return UNDECIDED;
  }
  const written = withoutGlobalObject(throughClassField(resolveOrigin(callee, scope), callee, scope));
  // A type of a catalog package the file declares the receiver with (`pool: Pool`); the project's own types say nothing.
  const typed = throughDeclaredType(written, callee, scope);
  const resolved = typed !== written && familyOf(typed) ? typed : written;
  const origin = callbackParameterOrigin(resolved) ?? resolved;
  const segments = calleeSegments(callee);

  const stated = settingsVerdict(context.settings, origin, segments) ?? annotationVerdict(callee, scope, context.sourceCode);
  if (stated) return { verdict: stated, family: null };
  if (link.type === AST_NODE_TYPES.NewExpression) return { verdict: newExpressionVerdict(origin), family: null };

  const local = localityVerdict({
    callee,
    method,
    segments,
    origin,
    scope,
    get owner() {
      return context.owner;
    },
  });
  if (local) return { verdict: local, family: null };

  let family = familyOf(origin);
  let catalogOrigin = origin;
  // With types, a callee the file cannot place is placed by its declaration: a built-in value, or a package.
  const declared = family ? null : context.declared?.declaredCallee(link, scope, context.owner);
  if (declared && 'verdict' in declared) return { verdict: declared.verdict, family: null };
  if (declared) {
    family = familyOf(declared.origin);
    catalogOrigin = declared.origin;
  }
  const memberPath = family ? memberPathOf(catalogOrigin, callee, scope) : [];
  // `(await once(fn)()).createEntry()` acts on what `fn` returned: the library that wrapped `fn` says nothing of it. (A
  // call of the wrapped function itself is the library's, which runs what it was given: compositions, `once`.)
  const calledAt = memberPath.indexOf('()');
  if (family?.family.wrapsFunctions && calledAt >= 0 && calledAt < memberPath.length - 1) family = null;
  if (family) {
    const listed = catalogVerdict(family, { call: link, origin: catalogOrigin, memberPath, scope: linkScope, sourceCode: context.sourceCode });
    // A method the family does not list that only reads its receiver reads what a call returned
    // (`(await octokit.rest.repos.getBranch(...)).data.commit.sha.slice(0, 7)`).
    if (!listed && method !== null && callee.type === AST_NODE_TYPES.MemberExpression && READ_ONLY_METHODS.has(method)) {
      return { verdict: verdict('pure', 'local', `${method}() only reads its receiver`), family };
    }
    // A receiver placed only by the type the file declares it with (`proc: ChildProcess`) keeps the verb heuristic for
    // what the catalog does not list (`proc.kill()`).
    if (listed || catalogOrigin !== typed || typed === written) return { verdict: listed, family };
  }
  const awsSend = awsSendVerdict(link, method, linkScope, context.sourceCode);
  if (awsSend) return { verdict: awsSend, family: null };

  if (method === null) return UNDECIDED;
  if (callee.type === AST_NODE_TYPES.MemberExpression && READ_ONLY_METHODS.has(method)) {
    return { verdict: verdict('pure', 'local', `${method}() only reads its receiver`), family: null };
  }
  if (!verbsApply(origin)) return UNDECIDED;
  if (callee.type === AST_NODE_TYPES.MemberExpression && PAGE_READ_METHODS.has(method)) {
    return { verdict: verdict('read', 'verb', `${method}() reads the browser page`), family: null };
  }
  // What the call is given says more than its name: SQL text, or request options with a written method.
  const given = sqlByText(link, method, linkScope) ?? httpOptionsVerdict(link, linkScope) ?? graphqlByDocument(link, linkScope);
  if (given) return { verdict: withPerRoundValues(verdict(given.effectClass, 'catalog', given.label, given.impact), link, linkScope, context.sourceCode), family: null };
  // A `post` of any client to an endpoint that reads (`this.http.post('/v2/search', body)`) reads; to a model, costs.
  const namedPost = method === 'post' ? postToNamedEndpoint(link, linkScope) : null;
  if (namedPost) return { verdict: verdict(namedPost.effectClass, 'catalog', namedPost.label), family: null };
  // A template tag is named for what it parses (`html`, `gql`, `css`), not for a verb.
  if (link.type === AST_NODE_TYPES.TaggedTemplateExpression) return UNDECIDED;
  const receiver = segments && segments.length > 1 ? segments[segments.length - 2]!.replace(/\(\)$/, '') : null;
  if (receiver !== null && QUEUE_NAME.test(receiver) && QUEUE_ADD_METHODS.has(method)) {
    const added = method === 'add' ? jobIdOption(link, linkScope, 'job queue') : null;
    if (added?.effectClass === 'write-idempotent') return { verdict: verdict(added.effectClass, 'verb', added.label), family: null };
    return { verdict: verdict('write', 'verb', `job added to "${receiver}"`, 'accumulating'), family: null };
  }
  // `repo.save(repo.create({ ... }))`: the repository's create only builds what its save writes.
  if (method === 'create' && callee.type === AST_NODE_TYPES.MemberExpression && buildsEntityForSave(link, callee, linkScope, context.sourceCode)) {
    return { verdict: verdict('pure', 'verb', 'builds the entity a save() writes'), family: null };
  }
  const name = judgedName(link, callee, method, origin);
  const named = name === null ? null : classifyName(name);
  // A write by its name given a stable idempotency key (`tasks.trigger(id, payload, { idempotencyKey })`) is answered with its first result.
  if (named?.effectClass === 'write' && hasStableIdempotencyKey(link, linkScope)) {
    return { verdict: verdict('write-idempotent', 'verb', `${named.label}, with a stable idempotency key`), family: null };
  }
  // An idempotent write by its name (`upsert…`, `put`) repeats harmlessly only with the same key and values.
  return { verdict: named && withPerRoundValues(verdict(named.effectClass, 'verb', named.label, named.impact), link, linkScope, context.sourceCode), family: null };
}

/**
 * The name the verb heuristic reads: an aliased import's imported name (`import { send as deliver }` is `send`).
 * A bare `retry(fn)` is a higher-order helper, not a client's write, and so is any `retry…` given a function to run
 * (`retryWithBackoff(() => exa.request(...))`): what it runs is judged where it is written.
 */
function judgedName(link: CallLike, callee: TSESTree.Node, method: string, origin: Origin): string | null {
  const runsGivenFunction = argumentsOf(link).some((argument) => isFunctionNode(skipTransparent(argument)));
  if (runsGivenFunction && METHOD_ONLY_VERBS.has(splitWords(method)[0]?.toLowerCase() ?? '')) return null;
  if (callee.type !== AST_NODE_TYPES.Identifier) return method;
  const imported = origin.root === 'import' && origin.path.length === 0 && origin.name !== 'default' && origin.name !== '*' ? origin.name : null;
  const name = imported ?? method;
  return METHOD_ONLY_VERBS.has(name) ? null : name;
}

/**
 * What running `call` does. For a member-call chain pass the outermost call: every link is classified and
 * the most severe verdict wins (write > write-idempotent > cost > process-state > unknown > read > log >
 * local > pure). Never throws on valid code.
 */
export function classifyCall(call: CallLike, context: ClassifyContext): EffectVerdict {
  const verdictsByCall = verdictMemos.of(context.sourceCode.ast);
  let known = verdictsByCall.get(call);
  const declared = context.declared ?? null;
  const same = known?.find((entry) => (entry.owner === null || entry.owner === context.owner) && entry.settings === context.settings && entry.declared === declared);
  if (same) return same.verdict;
  // Whether the verdict read the owner: one that did not (no built-in value's residence, no declared type asked) is the
  // same for every owner, such as the calls of a same-file function summarised for itself and for each asker's moves.
  let ownerRead = false;
  const judged: ClassifyContext = {
    sourceCode: context.sourceCode,
    settings: context.settings,
    declared,
    get owner() {
      ownerRead = true;
      return context.owner;
    },
  };
  const made = madeOfWhatWasMissing(madeWhenNotFound(madeWhenMissing(classifyChain(call, judged), call), call), call, context.sourceCode);
  const result = readModifyWrite(settingFixedValues(made, call, context.sourceCode), call, context.sourceCode);
  if (!known) verdictsByCall.set(call, (known = []));
  known.push({ owner: ownerRead ? context.owner : null, settings: context.settings, declared, verdict: result });
  return result;
}

interface KnownVerdict {
  /** Null when the verdict holds for every owner. */
  owner: TSESTree.Node | null;
  settings: EffectSettings;
  declared: DeclaredCallees | null;
  verdict: EffectVerdict;
}

/**
 * Verdicts already given, per file and call: the flow analysis, the suggestions' footprints and several rules ask
 * about the same calls, for the same owner.
 */
const verdictMemos = new FileMemo<TSESTree.Program, Map<CallLike, KnownVerdict[]>>(() => new Map());

/** Links that make an insert of the chain an upsert: Knex `onConflict(...).merge()/.ignore()`, Drizzle, Kysely, MySQL builders. */
const UPSERT_LINKS: ReadonlySet<string> = new Set(['onConflict', 'onConflictDoUpdate', 'onConflictDoNothing', 'onDuplicateKeyUpdate', 'orIgnore', 'orUpdate']);
const INSERT_METHODS: ReadonlySet<string> = new Set(['insert', 'insertInto', 'values']);
/** What an upsert does on conflict (Knex `merge`/`ignore`, Kysely `doUpdateSet`/`doNothing`): part of the upsert, not a write of its own. */
const UPSERT_RESOLUTIONS: ReadonlySet<string> = new Set(['merge', 'ignore', 'doUpdateSet', 'doNothing']);

const linkMethod = (link: CallLike): string | null => {
  const callee = link.type === AST_NODE_TYPES.TaggedTemplateExpression ? null : skipTransparent(link.callee);
  return callee?.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
};

/**
 * An insert that a later link turns into an upsert (`db('t').insert(row).onConflict('id').merge()`,
 * `db.insert(t).values(v).onConflictDoNothing()`): the retry finds the row and leaves it as the first round did, unless
 * it writes a value new on each round.
 */
function asUpsert(insert: EffectVerdict, links: readonly CallLike[], context: ClassifyContext): EffectVerdict {
  const label = insert.label.endsWith(' write') ? `${insert.label.slice(0, -' write'.length)} upsert (insert … on conflict)` : 'upsert (insert … on conflict)';
  let upsert = verdict('write-idempotent', insert.layer, label);
  if (insert.keepsArguments) upsert = { ...upsert, keepsArguments: true };
  // The row and what the conflict sets may be given to any link (`values(row)`, `onConflictDoUpdate({ set })`, `merge(row)`).
  for (const link of links) {
    upsert = withPerRoundValues(upsert, link, context.sourceCode.getScope(link), context.sourceCode);
    if (upsert.effectClass === 'write') break;
  }
  return upsert;
}

function classifyChain(call: CallLike, context: ClassifyContext): EffectVerdict {
  let decided: EffectVerdict | null = null;
  let stated: EffectVerdict | null = null;
  let family: CompiledFamily | null = null;
  const moreSevere = (candidate: EffectVerdict, current: EffectVerdict | null) => !current || isMoreSevere(candidate.effectClass, current.effectClass);
  const links = chainCalls(call).reverse();
  const upserts = links.length > 1 && links.some((link) => UPSERT_LINKS.has(linkMethod(link) ?? ''));
  // Root first, so that among equally severe links the one the chain starts with names the verdict.
  for (const link of links) {
    const result = classifyLink(link, context);
    family ??= result.family;
    let { verdict: linkVerdict } = result;
    if (!linkVerdict || (upserts && !isStated(linkVerdict) && UPSERT_RESOLUTIONS.has(linkMethod(link) ?? ''))) continue;
    if (upserts && linkVerdict.effectClass === 'write' && !isStated(linkVerdict) && INSERT_METHODS.has(linkMethod(link) ?? '')) linkVerdict = asUpsert(linkVerdict, links, context);
    if (moreSevere(linkVerdict, decided)) decided = linkVerdict;
    if (isStated(linkVerdict) && moreSevere(linkVerdict, stated)) stated = linkVerdict;
  }
  // What the user states about a link is final for the chain.
  const chosen = stated ?? decided;
  if (chosen) return chosen;
  if (family) return verdict('unknown', 'catalog', `${family.family.label} call not in the catalog`);
  return verdict('unknown', 'none', 'effect not known');
}

/**
 * A call of a project wrapper around an HTTP client that takes its method from a parameter (`api(path, init)` calling
 * `fetch(BASE + path, { ...init, headers })`, `requestJSON(path, options)` passing `options` on to such a wrapper):
 * judged by what the call passes there, as "calls fetch with the method its second argument carries" would say. A
 * call that passes nothing sends the parameter's default (`= {}`: a GET); options it cannot read, or its own
 * parameter passed on, leave the method to its caller ("HTTP options not known", see `methodFromRunTime`).
 */
export function forwardedRequestVerdict(call: CallLike, scope: Scope, wrapperName: string, slot: MethodParameter, sourceCode: SourceCode): EffectVerdict {
  const source = wrapperRequest(call, scope, slot);
  // A POST to the path this call's caller passes is the wrapper's POST here; `forwardsMethod` leaves it to that caller's callers.
  const given = isParameterSource(source) && source.parameter.kind === 'url' ? source.parameter.missing : sourceVerdict(source);
  // A POST through the wrapper with a stable idempotency key in its body (`{ customerTransactionId: requestId }`) is answered with its first result.
  if (given.effectClass === 'write' && hasStableIdempotencyKey(call, scope)) {
    return verdict('write-idempotent', 'catalog', `${given.label} through ${calledText(wrapperName, false)}, with a stable idempotency key`);
  }
  // `vercel('/v10/projects/p/env?upsert=true', { method: 'POST', body })`: an upsert, idempotent with the same values.
  if (given.effectClass === 'write' && asksForUpsert(call)) {
    const upsert = verdict('write-idempotent', 'catalog', `${given.label} through ${calledText(wrapperName, false)}, an upsert by its URL`);
    return withPerRoundValues(upsert, call, scope, sourceCode);
  }
  // A PUT through the wrapper repeats harmlessly only with the same values (`withPerRoundValues`); so does a PATCH of fixed
  // values; a POST on the right of `??` runs only when the left found nothing (`(await api(path)) ?? (await api(path, post))`).
  const forwarded = verdict(given.effectClass, 'catalog', `${given.label} through ${calledText(wrapperName, false)}`, given.impact);
  return madeWhenMissing(settingFixedValues(withPerRoundValues(forwarded, call, scope, sourceCode), call, sourceCode), call);
}

/**
 * A call that gives a project helper, for a parameter the helper calls (`fn()` in `retryWithBackoff(fn)`), a function
 * whose body is not written there (a variable, a call's result): what the helper runs is not known. Functions written
 * in the call are judged where they are written.
 */
export function passedFunctionVerdict(helperName: string): EffectVerdict {
  return verdict('unknown', 'none', `runs a function passed to ${calledText(helperName, false)}, not known`);
}
