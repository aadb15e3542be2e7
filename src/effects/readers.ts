/** Argument-aware catalog entries (src/effects/catalog.ts `ArgumentReader`): the verdict depends on what the call is given. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, isTransparentWrapper, memberName, objectProperty, propertyKeyName, resolveObject, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import { AWS_BILLABLE, AWS_QUALIFIERS, AWS_READ_VERBS, AWS_WRITE_VERBS, type ArgumentReader } from './catalog.js';
import type { EffectClass, WriteImpact } from './types.js';
import { classifyName, splitWords } from './verbs.js';
import { perRoundSource } from '../mcp/per-round.js';
import { argumentsOf, calleeOf, chainCalls } from '../ast/chains.js';
import type { CallLike, Scope } from '../ast/types.js';

export interface ReaderVerdict {
  effectClass: EffectClass;
  label: string;
  impact?: WriteImpact;
}

export interface ReaderInput {
  call: CallLike;
  method: string;
  scope: Scope;
  /** The catalog family's label, for verdicts named after the library ('GitHub write'). */
  familyLabel: string;
}

const unknownVerdict = (label: string): ReaderVerdict => ({ effectClass: 'unknown', label });

/** The single-assignment initializer of an identifier's variable, or the node itself. */
export function followConst(node: TSESTree.Node, scope: Scope): TSESTree.Node {
  const inner = skipTransparent(node);
  // A member of a `const` object literal: `Verb.Create` of `const Verb = { Read: 'GET', Create: 'POST' } as const`.
  if (inner.type === AST_NODE_TYPES.MemberExpression && !inner.computed && inner.object.type === AST_NODE_TYPES.Identifier) {
    const object = followConst(inner.object, scope);
    const property = object.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(object, memberName(inner) ?? '') : null;
    return property ? skipTransparent(property.value) : inner;
  }
  if (inner.type !== AST_NODE_TYPES.Identifier) return inner;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable)) return inner;
  return skipTransparent(def.node.init);
}

/** The property of a query config that holds its statement: pg's `{ text }`, libsql's `{ sql }`, Snowflake's `{ sqlText }`. */
function statementProperty(config: TSESTree.ObjectExpression): TSESTree.Property | null {
  return objectProperty(config, 'text') ?? objectProperty(config, 'sql') ?? objectProperty(config, 'sqlText') ?? objectProperty(config, 'query');
}

/**
 * The text of a statement argument: a string, a template (its expressions become `?`), a tagged template
 * (`sql\`...\``), or an object's `text`/`sql`/`query` property. Null when it is not written in the call.
 */
function statementText(node: TSESTree.Node | undefined, scope: Scope): string | null {
  if (!node) return null;
  const inner = followConst(node, scope);
  const literal = staticString(inner);
  if (literal !== null) return literal;
  if (inner.type === AST_NODE_TYPES.TemplateLiteral) return inner.quasis.map((quasi) => quasi.value.cooked ?? '').join('?');
  if (inner.type === AST_NODE_TYPES.TaggedTemplateExpression) return inner.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join('?');
  if (inner.type === AST_NODE_TYPES.ObjectExpression) {
    const text = statementProperty(inner);
    return text ? statementText(text.value, scope) : null;
  }
  return null;
}

function httpVerdict(method: string): ReaderVerdict {
  const upper = method.toUpperCase();
  const label = `HTTP ${upper}`;
  switch (upper) {
    case 'GET':
    case 'HEAD':
    case 'OPTIONS':
      return { effectClass: 'read', label };
    case 'PUT':
      return { effectClass: 'write-idempotent', label };
    case 'POST':
      return { effectClass: 'write', label, impact: 'accumulating' };
    case 'PATCH':
      return { effectClass: 'write', label };
    case 'DELETE':
      return { effectClass: 'write', label, impact: 'destructive' };
    default:
      return unknownVerdict(label);
  }
}

/**
 * Endpoints a POST reads from, by the last segment of their path: searches and queries sent as a body
 * (`POST /v2/search`, Elasticsearch's `_search`, `_count`, `_mget`, Google's `:search`, `:batchGet`, `:runQuery`),
 * documents parsed and answered (`/parse`), and upload URLs signed for the client (`/upload-url`, `/presign`), which
 * change nothing until something is uploaded there, as `getSignedUrl` does not.
 */
const READ_ENDPOINTS: ReadonlySet<string> = new Set([
  'search', 'msearch', 'query', 'runquery', 'lookup', 'find', 'count', 'preview', 'estimate', 'validate', 'autocomplete',
  'suggest', 'mget', 'batchget', 'scrape', 'parse', 'upload-url', 'presign', 'presigned-url', 'signed-url',
  // NetSuite's `POST /query/v1/suiteql`: SuiteQL only selects.
  'suiteql',
]);
/** Last path segments of a POST that switches something to a state (Unleash's `.../environments/{env}/on` and `/off`). */
const SWITCH_ENDPOINTS: ReadonlySet<string> = new Set(['on', 'off']);
const PLACEHOLDER = '\u0000';

/**
 * What a URL is spelled from when the code wraps it: `url.toString()`, `url.href`, `String(url)` and `new URL(path, base)`
 * (its first argument) name the same URL, so a wrapper building `new URL(\`${BASE}/${endpoint}\`)` still ends in `endpoint`.
 */
function urlSpelling(node: TSESTree.Node, scope: Scope, depth = 0): TSESTree.Node {
  const inner = followConst(node, scope);
  if (depth > MAX_URL_STEPS) return inner;
  const next = (from: TSESTree.Node): TSESTree.Node => urlSpelling(from, scope, depth + 1);
  if (inner !== skipTransparent(node)) return next(inner);
  if (inner.type === AST_NODE_TYPES.NewExpression && inner.callee.type === AST_NODE_TYPES.Identifier && inner.callee.name === 'URL' && inner.arguments[0]) return next(inner.arguments[0]);
  if (inner.type === AST_NODE_TYPES.CallExpression && inner.callee.type === AST_NODE_TYPES.Identifier && inner.callee.name === 'String' && inner.arguments.length === 1) return next(inner.arguments[0]!);
  if (inner.type === AST_NODE_TYPES.CallExpression && inner.callee.type === AST_NODE_TYPES.MemberExpression && memberName(inner.callee) === 'toString' && inner.arguments.length === 0) return next(inner.callee.object);
  if (inner.type === AST_NODE_TYPES.MemberExpression && memberName(inner) === 'href') return next(inner.object);
  return inner;
}
/** Constants holding each other (`const a = b; const b = a` parses) stop the walk here. */
const MAX_URL_STEPS = 8;

/** The text of a URL as written, with `\u0000` for each part the code computes (`${base}/v2/search?${qs}`); null when none of it is written. */
function urlText(node: TSESTree.Node, scope: Scope): string | null {
  const inner = urlSpelling(node, scope);
  const literal = staticString(inner);
  if (literal !== null) return literal;
  if (inner.type === AST_NODE_TYPES.TemplateLiteral) return inner.quasis.map((quasi) => quasi.value.cooked ?? '').join(PLACEHOLDER);
  if (inner.type === AST_NODE_TYPES.BinaryExpression && inner.operator === '+') {
    return `${urlText(inner.left, scope) ?? PLACEHOLDER}${urlText(inner.right, scope) ?? PLACEHOLDER}`;
  }
  return null;
}

/**
 * Model inference over HTTP, billed per call with nothing kept (as OpenAI's `completions.create`): the OpenAI-style
 * paths many providers serve (`/v1/chat/completions`, `/v1/embeddings`). A bare `/completions` is left out: a course's
 * `POST /lessons/1/completions` records one.
 */
const MODEL_ENDPOINT = /(?:^|\/)(?:chat\/completions|v\d+\/completions|v\d+\/embeddings)$/;

/**
 * A URL's verdict by what it names: a model call (see `MODEL_ENDPOINT`), or a read when its last path segment is
 * written in the code and names one (see `READ_ENDPOINTS`; a wrapper's caller may pass just that segment, `'search'`);
 * or a switch to a state (`SWITCH_ENDPOINTS`), idempotent.
 */
function endpointVerdict(text: string): ReaderVerdict | null {
  const path = text.split(/[?#]/)[0]!.replace(/\/+$/, '');
  if (MODEL_ENDPOINT.test(path)) return { effectClass: 'cost', label: `HTTP POST to a model endpoint (".../${path.split('/').slice(-2).join('/')}")` };
  const segment = path.slice(path.lastIndexOf('/') + 1);
  const name = segment.slice(segment.lastIndexOf(':') + 1).replace(/^_/, '').toLowerCase();
  if (segment.includes(PLACEHOLDER)) return null;
  // `POST /features/{key}/environments/production/off`, `/lights/3/on`: sets a state, the same on the retry.
  if (SWITCH_ENDPOINTS.has(name)) return { effectClass: 'write-idempotent', label: `HTTP POST that turns something ${name} (".../${segment}")` };
  if (!READ_ENDPOINTS.has(name)) return null;
  return { effectClass: 'read', label: `HTTP POST to a read endpoint (".../${segment}")` };
}

/**
 * A POST to `url` (written at `call`, which sends the body) by what its endpoint names (a read, a model call) or what
 * its body carries (a chat transcript: a model call, `transcriptPost`); null for any other, and for a read endpoint
 * sent SQL that writes.
 */
function namedEndpointPost(url: TSESTree.Node, call: CallLike, scope: Scope): ReaderVerdict | null {
  const text = urlText(url, scope);
  const named = text === null ? null : endpointVerdict(text);
  if (named) return sendsWritingStatement(call, scope) ? null : named;
  return transcriptPost(url, text, call, scope);
}

/**
 * Path segments naming a stored conversation: a POST there keeps the messages it is sent, whatever model answers them
 * later (OpenAI's `POST /v1/threads` creates a thread holding them, `/conversations/1/messages` appends, mem0's
 * `/v1/memories` and Zep's `/sessions/{id}/memory` remember them), so it stays a write, transcript or not.
 */
const STORED_CONVERSATIONS: ReadonlySet<string> = new Set(['threads', 'conversations', 'sessions', 'chats', 'memories', 'memory']);

/** The keys under which a model API takes the conversation it answers: `messages` (most), `input` (OpenAI's Responses API, Perplexity's agent API), `contents` (Gemini). */
const TRANSCRIPT_KEYS: readonly string[] = ['messages', 'input', 'contents'];

/**
 * A POST whose body carries a chat transcript for a model to answer, whatever its URL's wording: a model call, `cost`
 * (Perplexity's `POST v1/agent` of `{ preset, input: messages.map((m) => ({ role: m.role, content: m.content })) }`,
 * Anthropic's `/v1/messages`, Gemini's `:generateContent` of `contents`, a self-hosted `/api/chat`). The body is what
 * the call sends (`sentObjects`: options, their `body`, a `const`), a wrapper's call included: `makeApiRequest('v1/agent',
 * body)` is judged by the body it passes, as the path it passes is (`endpointSource`).
 *
 * A `model` key is not required: Perplexity's agent API names a `preset` and Gemini the model in its URL, so requiring
 * one would miss the calls this is for, while messages written as `{ role, content }` are already a model's input.
 * It only strengthens: beside `messages` it lets a value the code does not spell out count (`{ model, messages }` of
 * a parameter), since the body then names who answers them; without it such a value may be a transcript to store
 * (mem0's `{ messages, user_id }`), so it stays a write.
 *
 * Not a model call: one message (`{ role, content }` posted to `/conversations/1/messages` stores it), a path naming a
 * stored conversation (`STORED_CONVERSATIONS`), and a URL ending in a parameter of the function around the call,
 * whose callers' paths decide (`urlParameter`; they may name `/v1/threads`).
 */
function transcriptPost(url: TSESTree.Node, text: string | null, call: CallLike, scope: Scope): ReaderVerdict | null {
  if (text !== null && namesStoredConversation(text)) return null;
  const tail = urlTail(url, scope);
  if (tail && parameterAt(tail, scope)) return null;
  for (const object of sentObjects(call, scope)) {
    const key = TRANSCRIPT_KEYS.find((name) => {
      const property = objectProperty(object, name);
      return property !== null && (isTranscript(property.value, scope) || (name === 'messages' && objectProperty(object, 'model') !== null));
    });
    if (key) return { effectClass: 'cost', label: `HTTP POST of a chat transcript ("${key}") to a model` };
  }
  return null;
}

/** Whether a segment the URL's path writes names a stored conversation (`STORED_CONVERSATIONS`). */
function namesStoredConversation(text: string): boolean {
  const path = text.split(/[?#]/)[0]!;
  return path.split('/').some((segment) => STORED_CONVERSATIONS.has(segment.toLowerCase()));
}

/**
 * Whether a value is a chat transcript: an array of messages written in the code (`[{ role: 'system', content }, ...history]`),
 * or a list mapped to messages (`messages.map((m) => ({ role: m.role, content: m.content }))`).
 */
function isTranscript(node: TSESTree.Node, scope: Scope): boolean {
  const inner = followConst(node, scope);
  if (inner.type === AST_NODE_TYPES.ArrayExpression) {
    const written = inner.elements.filter((element) => element !== null && element.type !== AST_NODE_TYPES.SpreadElement);
    return written.length > 0 && written.every((element) => isChatMessage(element, scope));
  }
  if (inner.type !== AST_NODE_TYPES.CallExpression || inner.callee.type !== AST_NODE_TYPES.MemberExpression || memberName(inner.callee) !== 'map') return false;
  const callback = inner.arguments[0] ? skipTransparent(inner.arguments[0]) : null;
  if (callback?.type !== AST_NODE_TYPES.ArrowFunctionExpression && callback?.type !== AST_NODE_TYPES.FunctionExpression) return false;
  // What the callback returns: its expression body, or the `return`s among its block's own statements.
  const returned = callback.body.type === AST_NODE_TYPES.BlockStatement
    ? callback.body.body.flatMap((statement) => (statement.type === AST_NODE_TYPES.ReturnStatement && statement.argument ? [statement.argument] : []))
    : [callback.body];
  return returned.length > 0 && returned.every((value) => isChatMessage(value, scope));
}

/** Whether an object written in the code is one message of a chat: a `role` and its `content` (Gemini's: `parts`). */
function isChatMessage(node: TSESTree.Node, scope: Scope): boolean {
  const inner = followConst(node, scope);
  return inner.type === AST_NODE_TYPES.ObjectExpression && objectProperty(inner, 'role') !== null && (objectProperty(inner, 'content') ?? objectProperty(inner, 'parts')) !== null;
}

/**
 * `fetch('/v2/search', { method: 'POST', body })`, `axios.post(\`${base}/_search\`, query)`: a POST whose URL, the
 * call's first argument, ends in a segment written in the code that names a read (see `READ_ENDPOINTS`) or a model call
 * (`/v1/chat/completions`, `cost`), or whose body carries a chat transcript (`transcriptPost`, `cost`). Null for
 * any other URL, and for a last segment the code computes (a wrapper's parameter: `urlParameter`).
 */
export function postToNamedEndpoint(call: CallLike, scope: Scope): ReaderVerdict | null {
  const [first, second] = argumentsOf(call);
  // `request('POST', '/query/v1/suiteql', body)`: a wrapper given the method first takes the URL after it.
  const url = first && second && HTTP_METHODS.has(staticString(followConst(first, scope))?.toUpperCase() ?? '') ? second : first;
  return url ? namedEndpointPost(url, call, scope) : null;
}

/**
 * What the end of a URL comes from when the code computes it: `path` in `${base}${path}` or `BASE + path` (a query
 * string written after it is left out), or the whole URL (`url`). Null when the URL ends in text written there.
 */
function urlTail(node: TSESTree.Node, scope: Scope): TSESTree.Node | null {
  const inner = urlSpelling(node, scope);
  if (inner.type === AST_NODE_TYPES.Identifier) return inner;
  if (inner.type === AST_NODE_TYPES.TemplateLiteral) {
    const last = inner.quasis.at(-1)!.value.cooked ?? '';
    return inner.expressions.length > 0 && /^(?:$|[?#])/.test(last) ? urlTail(inner.expressions.at(-1)!, scope) : null;
  }
  if (inner.type === AST_NODE_TYPES.BinaryExpression && inner.operator === '+') return staticString(inner.right) === null ? urlTail(inner.right, scope) : null;
  return null;
}

/**
 * For a POST whose URL ends in a parameter of the function the call is in (`path` in `keylessPost(path, body)`
 * calling `fetch(\`${base}${path}\`, { method: 'POST' })`), that parameter: a call of the function is judged by the
 * path it passes (a read endpoint reads), and any other path sends `post`, the request's own verdict.
 */
export function urlParameter(call: CallLike, scope: Scope, post: ReaderVerdict): ParameterSource | null {
  const first = argumentsOf(call)[0];
  const tail = first ? urlTail(first, scope) : null;
  const found = tail ? parameterAt(tail, scope) : null;
  return found ? { parameter: { index: found.index, kind: 'url', missing: post }, fn: found.fn } : null;
}

/** Whether a verdict is a process started whose command the call does not say (what `commandParameter` looks into). */
export const isProcessStart = (verdict: { effectClass: EffectClass; label: string }): boolean => verdict.effectClass === 'write' && verdict.label === PROCESS_STARTED.label;

/**
 * For a process a function starts with its words from its parameter (`spawn('git', args)` in `git(args: string[])`),
 * that parameter: a call of the function is judged by the words it passes (`git(['rev-parse', 'HEAD'])` reads), and
 * any other call starts `started`, the process's own verdict.
 */
export function commandParameter(call: CallLike, scope: Scope, started: ReaderVerdict): ParameterSource | null {
  const [first, second] = argumentsOf(call);
  const program = first ? staticString(followConst(first, scope)) : null;
  if (program === null || !second) return null;
  const found = parameterAt(skipTransparent(second), scope);
  return found ? { parameter: { index: found.index, kind: 'command', missing: started, program, ...(found.rest ? { rest: true } : {}) }, fn: found.fn } : null;
}

/** What a call of a wrapper with a command parameter runs: its words' verdict, its caller's words passed on, or the wrapper's process. */
function commandSource(argument: TSESTree.Node, scope: Scope, slot: MethodParameter): MethodSource {
  const list = followConst(argument, scope);
  if (list.type === AST_NODE_TYPES.ArrayExpression) return { verdict: commandVerdict(slot.program!, writtenWords(list, scope)) };
  const found = parameterAt(list, scope);
  return found ? { parameter: { ...slot, index: found.index }, fn: found.fn } : { verdict: slot.missing };
}

/** What a call of a wrapper with a URL parameter sends: what its endpoint or the body it passes names (a read, a model call), its caller's path passed on, or the wrapper's POST. */
function endpointSource(call: CallLike, url: TSESTree.Node, scope: Scope, slot: MethodParameter): MethodSource {
  const named = namedEndpointPost(url, call, scope);
  if (named) return { verdict: named };
  const tail = urlTail(url, scope);
  const found = tail ? parameterAt(tail, scope) : null;
  return found ? { parameter: { ...slot, index: found.index }, fn: found.fn } : { verdict: slot.missing };
}

/** The objects a request sends: an options or data argument after the URL, and the body it holds (`JSON.stringify({ ... })` too). */
function sentObjects(call: CallLike, scope: Scope): TSESTree.ObjectExpression[] {
  const objects: TSESTree.ObjectExpression[] = [];
  for (const argument of argumentsOf(call).slice(1)) {
    const options = followConst(argument, scope);
    if (options.type !== AST_NODE_TYPES.ObjectExpression) continue;
    objects.push(options);
    for (const key of BODY_KEYS) {
      const property = objectProperty(options, key);
      let body = property ? followConst(property.value, scope) : null;
      if (body?.type === AST_NODE_TYPES.CallExpression && isJsonStringify(body.callee) && body.arguments[0]) body = followConst(body.arguments[0], scope);
      if (body?.type === AST_NODE_TYPES.ObjectExpression) objects.push(body);
    }
  }
  return objects;
}

/** A SQL-over-HTTP request whose statement writes (`POST /query` with `{ query: 'INSERT …' }`): not a read, whatever the path says. */
function sendsWritingStatement(call: CallLike, scope: Scope): boolean {
  return sentObjects(call, scope).some((object) =>
    STATEMENT_OPTIONS.some((key) => {
      const property = objectProperty(object, key);
      const text = property ? statementText(property.value, scope) : null;
      const effectClass = text === null ? null : sqlVerdict(text).effectClass;
      return effectClass === 'write' || effectClass === 'write-idempotent';
    }),
  );
}

const METHOD_NOT_KNOWN = 'HTTP method not known';
const OPTIONS_NOT_KNOWN = 'HTTP options not known';
/** A GraphQL POST whose document a parameter gives (`linear(query, variables)` posting `{ query, variables }`). */
const DOCUMENT_NOT_KNOWN = 'GraphQL document not known';
/** SQL run with text the call does not write; a parameter's text is its caller's (`exec(text)` calling `driver.query(text)`). */
const STATEMENT_NOT_KNOWN = 'SQL text not known';

/**
 * True for an HTTP call whose method comes from what it was given at run time (`fetch(url, init)`, `{ method }`,
 * a wrapper given options it cannot read: "HTTP options not known through request()"), or whose GraphQL document or
 * SQL text does.
 */
export function methodFromRunTime(verdict: { effectClass: EffectClass; label: string }): boolean {
  return verdict.effectClass === 'unknown' && [METHOD_NOT_KNOWN, OPTIONS_NOT_KNOWN, DOCUMENT_NOT_KNOWN, STATEMENT_NOT_KNOWN].some((prefix) => verdict.label.startsWith(prefix));
}

/**
 * The parameter of a function that carries the HTTP method of the request it sends: `options` (index 1, kind
 * `options`) in `request(path, options: RequestInit = {})` calling `fetch(url, { ...options, headers })`, or `method`
 * (kind `method`) in `send(method, path)` calling `fetch(url, { method })`. A call of the function is judged by what
 * it passes there; `missing` is what a call that passes nothing sends (the default's method, else GET).
 */
export interface MethodParameter {
  index: number;
  /**
   * `document`: the GraphQL document a POST's body carries (`{ query }`): a query reads, a mutation writes.
   * `statement`: the SQL text a database call runs (`text` in `exec(text, params)` calling `driver.query(text, params)`).
   * `url`: the end of the URL a POST goes to (`path` in `keylessPost(path, body)`): a read endpoint reads (`urlParameter`).
   * `command`: the words of a process `program` starts (`args` in `git(args)` calling `spawn('git', args)`, `commandParameter`).
   * `presence`: whether the parameter is passed picks the method (`body` in `ha(path, body?)` calling `fetch(url, body ===
   * undefined ? { headers } : { method: 'POST', body })`, or `{ method: body ? 'POST' : 'GET' }`): `present` or `missing`.
   */
  kind: 'options' | 'method' | 'document' | 'statement' | 'url' | 'command' | 'presence';
  missing: ReaderVerdict;
  /** For `presence`: what a call that passes the parameter sends. */
  present?: ReaderVerdict;
  /**
   * For `method`: the property of the object passed at `index` that carries the method, when the function takes it
   * by destructuring (`verb` in `send({ verb, path, body })` calling `fetch(url, { method: verb })`).
   */
  key?: string;
  /** For `command`: the program the words are given to. */
  program?: string;
  /** For `command`: the parameter is a rest parameter (`tf(cwd, ...args)`), so the words are the call's arguments from `index` on. */
  rest?: boolean;
}

/** Where an HTTP call's method comes from: a verdict, a parameter of the function `fn` the call is in, or nothing readable. */
export type MethodSource = { verdict: ReaderVerdict } | { parameter: MethodParameter; fn: TSESTree.Node } | 'opaque';

/** A method source that is a parameter of the function the call is in. */
export type ParameterSource = Extract<MethodSource, { parameter: MethodParameter }>;

export const isParameterSource = (source: MethodSource | null): source is ParameterSource => typeof source === 'object' && source !== null && 'parameter' in source;

const isUndefined = (node: TSESTree.Node): boolean =>
  (node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined') ||
  (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'void');

/** The parameter an identifier names, by position in its function, with its default value. */
function parameterAt(node: TSESTree.Node, scope: Scope): { fn: TSESTree.Node; index: number; initial: TSESTree.Node | null; rest: boolean } | null {
  if (node.type !== AST_NODE_TYPES.Identifier) return null;
  const def = findVariable(scope, node.name)?.defs[0];
  if (def?.type !== 'Parameter' || !('params' in def.node)) return null;
  const params: readonly TSESTree.Node[] = def.node.params;
  for (const [index, param] of params.entries()) {
    const inner = param.type === AST_NODE_TYPES.TSParameterProperty ? param.parameter : param;
    if (inner === def.name) return { fn: def.node, index, initial: null, rest: false };
    if (inner.type === AST_NODE_TYPES.AssignmentPattern && inner.left === def.name) return { fn: def.node, index, initial: inner.right, rest: false };
    if (inner.type === AST_NODE_TYPES.RestElement && inner.argument === def.name) return { fn: def.node, index, initial: null, rest: true };
  }
  return null;
}

/**
 * A name destructured from an object parameter (`verb` in `send({ verb, path }: Req)`): the parameter's position, the
 * property's key and its default (`{ verb = 'GET' }`).
 */
function destructuredParameterAt(node: TSESTree.Node, scope: Scope): { fn: TSESTree.Node; index: number; key: string; initial: TSESTree.Node | null } | null {
  if (node.type !== AST_NODE_TYPES.Identifier) return null;
  const def = findVariable(scope, node.name)?.defs[0];
  if (def?.type !== 'Parameter' || !('params' in def.node)) return null;
  const property = def.name.parent?.type === AST_NODE_TYPES.AssignmentPattern ? def.name.parent.parent : def.name.parent;
  const pattern = property?.parent;
  if (property?.type !== AST_NODE_TYPES.Property || property.computed || pattern?.type !== AST_NODE_TYPES.ObjectPattern) return null;
  const key = propertyKeyName(property);
  const index = (def.node.params as readonly TSESTree.Node[]).findIndex((param) => param === pattern || (param.type === AST_NODE_TYPES.AssignmentPattern && param.left === pattern));
  if (key === null || index < 0) return null;
  return { fn: def.node, index, key, initial: property.value.type === AST_NODE_TYPES.AssignmentPattern ? property.value.right : null };
}

/** A parameter as a method source: what a call that leaves it out sends is read from its default. */
function parameterSource(node: TSESTree.Node, scope: Scope, kind: MethodParameter['kind']): MethodSource | null {
  const destructured = kind === 'method' ? destructuredParameterAt(node, scope) : null;
  if (destructured) {
    const missing = destructured.initial === null ? httpVerdict('GET') : sourceVerdict(methodValueSource(destructured.initial, scope));
    return { parameter: { index: destructured.index, kind, missing, key: destructured.key }, fn: destructured.fn };
  }
  const found = parameterAt(node, scope);
  if (!found) return null;
  const initial = found.initial && (kind === 'options' ? optionsSource(found.initial, scope) : methodValueSource(found.initial, scope));
  const missing = initial === null ? httpVerdict('GET') : sourceVerdict(initial);
  return { parameter: { index: found.index, kind, missing }, fn: found.fn };
}

/** A `method` value: a string (or a `const` holding one), a parameter, or a choice between two by a parameter's presence. */
function methodValueSource(node: TSESTree.Node, scope: Scope): MethodSource {
  const inner = followConst(node, scope);
  const text = staticString(inner);
  if (text !== null) return { verdict: httpVerdict(text) };
  if (inner.type === AST_NODE_TYPES.ConditionalExpression) return presenceSource(inner, scope, (arm) => methodValueSource(arm, scope));
  return parameterSource(inner, scope, 'method') ?? 'opaque';
}

const isNullish = (node: TSESTree.Node): boolean => isUndefined(node) || (node.type === AST_NODE_TYPES.Literal && node.value === null);

/**
 * A test of whether a parameter was passed (`body`, `!body`, `body === undefined`, `body != null`, `typeof body !==
 * 'undefined'`): the parameter, and whether the test holds when it was passed. Null for any other test.
 */
function presenceTest(test: TSESTree.Node, scope: Scope): { parameter: NonNullable<ReturnType<typeof parameterAt>>; whenPassed: boolean } | null {
  const inner = skipTransparent(test);
  if (inner.type === AST_NODE_TYPES.UnaryExpression && inner.operator === '!') {
    const negated = presenceTest(inner.argument, scope);
    return negated && { ...negated, whenPassed: !negated.whenPassed };
  }
  if (inner.type === AST_NODE_TYPES.BinaryExpression && ['===', '!==', '==', '!='].includes(inner.operator)) {
    const typeofOf = (node: TSESTree.Node) => (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'typeof' ? node.argument : null);
    const [tested, other] = isNullish(inner.right) || staticString(inner.right) === 'undefined' ? [inner.left, inner.right] : [inner.right, inner.left];
    const subject = staticString(other) === 'undefined' ? typeofOf(tested) : isNullish(other) ? tested : null;
    const found = subject ? presenceTest(subject, scope) : null;
    return found && { ...found, whenPassed: inner.operator.startsWith('!') };
  }
  const parameter = parameterAt(inner, scope);
  return parameter && !parameter.rest ? { parameter, whenPassed: true } : null;
}

/**
 * Options or a method chosen by whether a parameter was passed (`presenceTest`), each arm read by `arm`: the parameter
 * as a `presence` source, or the passed arm's verdict when the parameter has a default. Anything else: opaque.
 */
function presenceSource(choice: TSESTree.ConditionalExpression, scope: Scope, arm: (node: TSESTree.Node) => MethodSource): MethodSource {
  const test = presenceTest(choice.test, scope);
  if (!test) return 'opaque';
  const [passed, left] = test.whenPassed ? [arm(choice.consequent), arm(choice.alternate)] : [arm(choice.alternate), arm(choice.consequent)];
  if (passed === 'opaque' || !('verdict' in passed) || left === 'opaque' || !('verdict' in left)) return 'opaque';
  if (test.parameter.initial) return passed;
  return { parameter: { index: test.parameter.index, kind: 'presence', missing: left.verdict, present: passed.verdict }, fn: test.parameter.fn };
}

/** What a call passing `argument` for a parameter destructured for its method's `key` sends: that property, else the default. */
function propertyPassed(argument: TSESTree.Node, scope: Scope, slot: MethodParameter): MethodSource {
  const object = resolveObject(argument, scope);
  if (!object || object.properties.some((property) => property.type === AST_NODE_TYPES.SpreadElement)) return 'opaque';
  const property = objectProperty(object, slot.key!);
  return property ? methodValueSource(property.value, scope) : { verdict: slot.missing };
}

/** What a call passing `argument` for a `presence` parameter sends; its own parameter passed on leaves it to its caller. */
function presencePassed(argument: TSESTree.Node, scope: Scope, slot: MethodParameter): MethodSource {
  const forwarded = parameterAt(skipTransparent(argument), scope);
  if (forwarded && !forwarded.rest && !forwarded.initial) return { parameter: { ...slot, index: forwarded.index }, fn: forwarded.fn };
  return { verdict: slot.present! };
}

/**
 * The method request options carry (`{ method: 'POST' }`, `{ ...init, headers }`, a `const` holding either, a
 * parameter): like `methodInOptions`, with a parameter spread or given as `method` kept as the source. No method: GET.
 */
function optionsSource(node: TSESTree.Node, scope: Scope, depth = 0): MethodSource {
  const inner = followConst(node, scope);
  if (isUndefined(inner)) return { verdict: httpVerdict('GET') };
  if (inner.type === AST_NODE_TYPES.ConditionalExpression) return depth < 4 ? presenceSource(inner, scope, (arm) => optionsSource(arm, scope, depth + 1)) : 'opaque';
  if (inner.type !== AST_NODE_TYPES.ObjectExpression) return parameterSource(inner, scope, 'options') ?? 'opaque';
  let found: MethodSource = { verdict: httpVerdict('GET') };
  for (const property of inner.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      const spread = depth < 4 ? optionsSource(property.argument, scope, depth + 1) : 'opaque';
      // A spread without a method leaves the one written before it.
      const carriesNone = typeof spread === 'object' && 'verdict' in spread && spread.verdict.label === 'HTTP GET' && !spreadsMethod(property.argument, scope);
      if (!carriesNone) found = spread;
    } else if (propertyKeyName(property) === 'method') {
      found = methodValueSource(property.value, scope);
    }
  }
  return found;
}

/** Whether a spread object writes a method (a spread of `{ method: 'GET' }` overrides one written before it). */
function spreadsMethod(node: TSESTree.Node, scope: Scope): boolean {
  const inner = followConst(node, scope);
  return inner.type === AST_NODE_TYPES.ObjectExpression && methodInOptions(inner, scope) !== 'none';
}

/** What a call of a function with a method parameter sends: the method it passes there, or the parameter's default. */
export function methodPassed(call: CallLike, scope: Scope, slot: MethodParameter): MethodSource {
  if (slot.rest) return { verdict: commandVerdict(slot.program!, writtenWords(argumentsOf(call).slice(slot.index), scope)) };
  const argument = argumentsOf(call)[slot.index];
  if (!argument || isUndefined(skipTransparent(argument))) return { verdict: slot.missing };
  if (slot.kind === 'document') return documentSource(argument, scope) ?? { verdict: slot.missing };
  if (slot.kind === 'statement') return statementSource(argument, scope);
  if (slot.kind === 'url') return endpointSource(call, argument, scope, slot);
  if (slot.kind === 'command') return commandSource(argument, scope, slot);
  if (slot.kind === 'presence') return presencePassed(argument, scope, slot);
  if (slot.key !== undefined) return propertyPassed(argument, scope, slot);
  return slot.kind === 'options' ? optionsSource(argument, scope) : methodValueSource(argument, scope);
}

/**
 * What a call of a request wrapper sends (see `methodPassed`); a POST goes where the call's first argument says, as
 * fetch's does (`proxyAwareFetch(url.toString(), { method: 'POST' })`): an endpoint that reads reads, and a URL ending
 * in the caller's parameter leaves the verdict to the caller's callers (`makeApiRequest('search', body)`).
 */
export function wrapperRequest(call: CallLike, scope: Scope, slot: MethodParameter): MethodSource {
  const passed = methodPassed(call, scope, slot);
  if (passed === 'opaque' || !('verdict' in passed) || !isPlainPost(passed.verdict)) return passed;
  const named = postToNamedEndpoint(call, scope);
  return named ? { verdict: named } : (urlParameter(call, scope, passed.verdict) ?? passed);
}

/** Whether a verdict is a plain POST's, the method written in the call (what `urlParameter` looks into). */
export const isPlainPost = (verdict: { effectClass: EffectClass; label: string }): boolean => verdict.effectClass === 'write' && verdict.label === 'HTTP POST';

/** A method source as a verdict: the method, or "HTTP options not known" when the caller's options decide. */
export function sourceVerdict(source: MethodSource): ReaderVerdict {
  return typeof source === 'object' && 'verdict' in source ? source.verdict : unknownVerdict(OPTIONS_NOT_KNOWN);
}

/**
 * For an HTTP call whose method comes from run time (`methodFromRunTime`), the parameter of the function it is in
 * that carries the method (`fetch(url, { ...options, headers })` in `request(path, options)`); null when none does.
 */
export function runTimeMethodParameter(call: CallLike, scope: Scope): ParameterSource | null {
  // A database call's run-time text is its first argument; its others are the statement's values, not request options.
  if (runsStatementText(call)) return statementParameter(argumentsOf(call)[0], scope);
  for (const [index, argument] of argumentsOf(call).entries()) {
    const inner = followConst(argument, scope);
    // As `httpMethodOption` reads them: the first argument is the URL, a `new Request(url, init)` or a config object.
    const source = index > 0 || inner.type === AST_NODE_TYPES.ObjectExpression ? optionsSource(inner, scope) : inner.type === AST_NODE_TYPES.NewExpression ? runTimeMethodParameter(inner, scope) : null;
    if (isParameterSource(source)) return source;
    const document = inner.type === AST_NODE_TYPES.ObjectExpression ? documentParameter(inner, scope) : null;
    if (document) return document;
  }
  return null;
}

/** Whether a call is a database client's run of statement text (`query`, `execute`, ... in `SQL_METHODS`). */
function runsStatementText(call: CallLike): boolean {
  const callee = call.type === AST_NODE_TYPES.TaggedTemplateExpression ? null : skipTransparent(call.callee);
  const method = callee?.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : callee?.type === AST_NODE_TYPES.Identifier ? callee.name : null;
  return method !== null && SQL_METHODS.has(method);
}

/** The parameter a statement's text is (`text` in `exec(text, params)`), with nothing known for a caller that passes none. */
function statementParameter(node: TSESTree.Node | undefined, scope: Scope): ParameterSource | null {
  const inner = node ? skipTransparent(node) : null;
  // `createQueryJob({ query: sql, params })`, `client.query({ text, values })`: the statement is the options' text.
  const text = inner?.type === AST_NODE_TYPES.ObjectExpression ? statementProperty(inner) : null;
  const found = inner ? parameterAt(text ? skipTransparent(text.value) : inner, scope) : null;
  return found ? { parameter: { index: found.index, kind: 'statement', missing: unknownVerdict(STATEMENT_NOT_KNOWN) }, fn: found.fn } : null;
}

/** What a statement passed to a wrapper runs: its text, or a parameter passed on, or nothing known. */
function statementSource(node: TSESTree.Node, scope: Scope): MethodSource {
  const text = statementText(node, scope);
  if (text !== null) return { verdict: sqlVerdict(text) };
  return statementParameter(followConst(node, scope), scope) ?? { verdict: unknownVerdict(STATEMENT_NOT_KNOWN) };
}

/** The GraphQL operation a document passed to a wrapper holds (a string or template, or a `const` holding one), or null. */
function documentSource(node: TSESTree.Node, scope: Scope): MethodSource | null {
  const text = statementText(node, scope);
  const operation = text === null ? null : graphqlOperation(text);
  return operation ? { verdict: { ...operation, label: `${operation.label} over HTTP` } } : null;
}

/** Request options keys that hold the body: `fetch`'s `body` (a `JSON.stringify` of it), got's and ky's `json`, axios' `data`. */
const BODY_KEYS: readonly string[] = ['body', 'json', 'data'];

/** The `query` an options object's body carries (`body: JSON.stringify({ query, variables })`), or null. */
function graphqlQueryOf(options: TSESTree.ObjectExpression, scope: Scope): TSESTree.Node | null {
  for (const key of BODY_KEYS) {
    const property = objectProperty(options, key);
    if (!property) continue;
    let body = followConst(property.value, scope);
    if (body.type === AST_NODE_TYPES.CallExpression && body.arguments.length >= 1 && isJsonStringify(body.callee)) body = followConst(body.arguments[0]!, scope);
    return body.type === AST_NODE_TYPES.ObjectExpression ? graphqlRequestQuery(body) : null;
  }
  return null;
}

/** The keys of a GraphQL request over HTTP besides `query`; a body with others (`{ query, limit }`) is some other API's. */
const GRAPHQL_REQUEST_KEYS: ReadonlySet<string> = new Set(['query', 'variables', 'operationName', 'extensions']);

/** The `query` of an object shaped as a GraphQL request (`{ query, variables }`), or null. */
function graphqlRequestQuery(body: TSESTree.ObjectExpression): TSESTree.Node | null {
  const shaped = body.properties.every((property) => property.type === AST_NODE_TYPES.Property && GRAPHQL_REQUEST_KEYS.has(propertyKeyName(property) ?? ''));
  return shaped ? (objectProperty(body, 'query')?.value ?? null) : null;
}

function isJsonStringify(callee: TSESTree.Node): boolean {
  const inner = skipTransparent(callee);
  return inner.type === AST_NODE_TYPES.MemberExpression && inner.object.type === AST_NODE_TYPES.Identifier && inner.object.name === 'JSON' && memberName(inner) === 'stringify';
}

/**
 * A POST whose body is a GraphQL request (`{ query: '{ viewer { id } }' }`): a query reads, a mutation writes, as
 * `graphqlOperation` says. A document from a parameter of the function around it leaves the verdict to its callers
 * (`DOCUMENT_NOT_KNOWN`, then `runTimeMethodParameter`); any other document, or none, leaves the POST a write.
 */
function graphqlPost(options: TSESTree.ObjectExpression, scope: Scope): ReaderVerdict | null {
  return graphqlRequest(graphqlQueryOf(options, scope), scope);
}

/** What the `query` of a GraphQL request over HTTP says (see `graphqlPost`). */
function graphqlRequest(query: TSESTree.Node | null, scope: Scope): ReaderVerdict | null {
  if (!query) return null;
  const known = documentSource(query, scope);
  if (known) return sourceVerdict(known);
  return parameterAt(skipTransparent(query), scope) ? unknownVerdict(DOCUMENT_NOT_KNOWN) : null;
}

/** The parameter whose GraphQL document a POST's body carries (`{ query }` of `linear(query, variables)`); a caller that passes none sends a POST. */
function documentParameter(options: TSESTree.ObjectExpression, scope: Scope): ParameterSource | null {
  const query = graphqlQueryOf(options, scope);
  const found = query ? parameterAt(skipTransparent(query), scope) : null;
  return found ? { parameter: { index: found.index, kind: 'document', missing: httpVerdict('POST') }, fn: found.fn } : null;
}

/** `axios.post(url, { query })`, `got.post(url, { json: { query } })`, `ky.post(url, { json: { query } })`: see `graphqlPost`. */
function graphqlPostArgument(call: CallLike, scope: Scope): ReaderVerdict | null {
  const second = argumentsOf(call)[1];
  const data = second ? followConst(second, scope) : null;
  if (data?.type !== AST_NODE_TYPES.ObjectExpression) return null;
  return graphqlRequest(graphqlQueryOf(data, scope) ?? graphqlRequestQuery(data), scope);
}

/** What an options object says about the HTTP method: a static method, none written, or not known. */
type MethodInOptions = { method: string } | 'none' | 'opaque';

/**
 * The method an options object carries: its own `method` property (a string, or a `const` holding one) or a
 * spread object that carries one (`{ ...POST_JSON, body }`); the last one written wins. An opaque spread after
 * which no method is written may carry any.
 */
function methodInOptions(object: TSESTree.ObjectExpression, scope: Scope, depth = 0): MethodInOptions {
  let found: MethodInOptions = 'none';
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.SpreadElement) {
      const spread = followConst(property.argument, scope);
      const inner = spread.type === AST_NODE_TYPES.ObjectExpression && depth < 4 ? methodInOptions(spread, scope, depth + 1) : 'opaque';
      if (inner !== 'none') found = inner;
    } else if (propertyKeyName(property) === 'method') {
      const value = staticString(followConst(property.value, scope));
      found = value === null ? 'opaque' : { method: value };
    }
  }
  return found;
}

/**
 * `fetch(url, { method: 'POST' })`, `fetch(url, init)` with `const init = { method: 'POST' }`, `axios({ method })`,
 * `fetch(new Request(url, { method }))`; no options: GET.
 */
function httpMethodOption(call: CallLike, scope: Scope): ReaderVerdict {
  let opaque = false;
  for (const [index, argument] of argumentsOf(call).entries()) {
    const inner = followConst(argument, scope);
    if (inner.type === AST_NODE_TYPES.ObjectExpression) {
      const method = methodInOptions(inner, scope);
      if (method === 'opaque') {
        const written = objectProperty(inner, 'method');
        if (written && staticString(followConst(written.value, scope)) === null) return unknownVerdict(METHOD_NOT_KNOWN);
        opaque = true;
      } else if (method !== 'none') {
        const post = method.method.toUpperCase() === 'POST';
        return (post ? (graphqlPost(inner, scope) ?? postToNamedEndpoint(call, scope)) : null) ?? withIdempotencyHeader(httpVerdict(method.method), call, scope);
      }
    } else if (inner.type === AST_NODE_TYPES.NewExpression && index === 0) {
      return httpMethodOption(inner, scope);
    } else if (index > 0 && inner.type !== AST_NODE_TYPES.ArrowFunctionExpression && inner.type !== AST_NODE_TYPES.FunctionExpression) {
      // Options passed as a variable may carry any method.
      opaque = true;
    }
  }
  return opaque ? unknownVerdict(OPTIONS_NOT_KNOWN) : httpVerdict('GET');
}

/** Headers under which an API keeps the first answer to a request and replays it to a retry with the same value. */
const IDEMPOTENCY_HEADER = /^(?:x-)?idempotency-key$|^paypal-request-id$/i;

/**
 * A POST or PATCH whose headers or body carry a stable idempotency key (`'Idempotency-Key': \`refund-${id}\``, PayPal's
 * `PayPal-Request-Id`, Square's `idempotency_key`) repeats harmlessly: the API answers the retry with the first result. A key minted per round
 * (`randomUUID()`) does not help.
 */
function withIdempotencyHeader(sent: ReaderVerdict, call: CallLike, scope: Scope): ReaderVerdict {
  if (sent.effectClass !== 'write') return sent;
  // Or in the body (Square's `{ idempotency_key }`, Wise's `customerTransactionId`).
  if (hasStableIdempotencyKey(call, scope)) return { effectClass: 'write-idempotent', label: `${sent.label} with a stable idempotency key` };
  if (asksForUpsert(call)) return { effectClass: 'write-idempotent', label: `${sent.label}, an upsert by its URL` };
  for (const argument of argumentsOf(call)) {
    const options = followConst(argument, scope);
    const headers = options.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(options, 'headers') : null;
    const written = headers ? followConst(headers.value, scope) : null;
    if (written?.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const key = written.properties.find((property) => property.type === AST_NODE_TYPES.Property && IDEMPOTENCY_HEADER.test(propertyKeyName(property) ?? ''));
    if (key?.type === AST_NODE_TYPES.Property && !changesPerRound(key.value, scope)) return { effectClass: 'write-idempotent', label: `${sent.label} with a stable idempotency key` };
  }
  return sent;
}

const HTTP_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Keys that make an object a request's options rather than any object with a `method` (a route table's entry). */
const REQUEST_KEYS: ReadonlySet<string> = new Set(['url', 'uri', 'path', 'endpoint', 'body', 'json', 'data', 'headers', 'form', 'searchParams', 'query', 'params']);

const isFunctionValue = (property: TSESTree.ObjectLiteralElement): boolean =>
  property.type === AST_NODE_TYPES.Property &&
  (property.method || property.value.type === AST_NODE_TYPES.ArrowFunctionExpression || property.value.type === AST_NODE_TYPES.FunctionExpression);

/**
 * A call of unknown origin given request options with a written HTTP method (`this.http.request({ url, method: 'POST' })`,
 * a project's `api('/jobs', { method: 'DELETE' })`): the method says what the request does. The options must read
 * as a request's: after a URL or path argument, or carrying a request key (`url`, `body`, `headers`...), and holding
 * no functions (`router.add({ method: 'POST', handler })` registers a route). Null without such options.
 */
export function httpOptionsVerdict(call: CallLike, scope: Scope): ReaderVerdict | null {
  const first = argumentsOf(call)[0];
  const afterLocation = first !== undefined && (staticString(first) !== null || first.type === AST_NODE_TYPES.TemplateLiteral || first.type === AST_NODE_TYPES.BinaryExpression);
  for (const argument of argumentsOf(call)) {
    const inner = followConst(argument, scope);
    if (inner.type !== AST_NODE_TYPES.ObjectExpression || inner.properties.some(isFunctionValue)) continue;
    const requestLike = (afterLocation && argument !== first) || inner.properties.some((property) => property.type === AST_NODE_TYPES.Property && REQUEST_KEYS.has(propertyKeyName(property) ?? ''));
    const method = requestLike ? methodInOptions(inner, scope) : 'none';
    if (typeof method === 'object' && HTTP_METHODS.has(method.method.toUpperCase())) {
      return (method.method.toUpperCase() === 'POST' ? postToNamedEndpoint(call, scope) : null) ?? withIdempotencyHeader(httpVerdict(method.method), call, scope);
    }
  }
  return null;
}

/** `'POST /repos/{owner}/{repo}/issues'` or `'POST'`; a route without a method is a GET. */
function httpRoute(call: CallLike, scope: Scope): ReaderVerdict {
  const text = statementText(argumentsOf(call)[0], scope);
  if (text === null) return argumentsOf(call).length === 0 ? httpVerdict('GET') : unknownVerdict('HTTP route not known');
  const first = text.trim().split(/\s+/)[0] ?? '';
  return /^[A-Za-z]+$/.test(first) ? httpVerdict(first) : httpVerdict('GET');
}

/** What a GraphQL document does by its operation: `mutation` writes, `query`/`subscription`/`{` read; null for other text. */
function graphqlOperation(text: string): ReaderVerdict | null {
  const start = text.replace(/#[^\n]*/g, '').trim();
  if (/^mutation\b/.test(start)) return { effectClass: 'write', label: 'GraphQL mutation' };
  if (/^(?:query|subscription)\b/.test(start) || start.startsWith('{')) return { effectClass: 'read', label: 'GraphQL query' };
  return null;
}

/** The document is the first argument (`client.request(doc)`), or the second after a URL (graphql-request's `request(url, doc)`). */
function graphqlDocument(call: CallLike, scope: Scope): ReaderVerdict {
  for (const argument of argumentsOf(call).slice(0, 2)) {
    const text = statementText(argument, scope);
    const operation = text === null ? null : graphqlOperation(text);
    if (operation) return operation;
  }
  return unknownVerdict('GraphQL document not known');
}

const GRAPHQL_TAGS: ReadonlySet<string> = new Set(['gql', 'graphql']);

/** An operation written out with its keyword and a name or variables (`mutation Disc($d: Input!) { … }`): no other text starts so. */
const NAMED_OPERATION = /^(?:mutation|query|subscription)\s*(?:[A-Za-z_]\w*\s*)?[({]/;

/**
 * A document in a plain string or template (`const DISCOUNT = \`mutation Disc($d: …) { … }\`` given to a Shopify or
 * Hasura client's `request`): read as the tagged ones are, but only in the full operation syntax, so that no other text
 * (a search string, a bare `{`) passes for one.
 */
function untaggedOperation(inner: TSESTree.Node, scope: Scope): ReaderVerdict | null {
  if (inner.type !== AST_NODE_TYPES.TemplateLiteral && staticString(inner) === null) return null;
  const text = statementText(inner, scope);
  if (text === null) return null;
  const start = text.replace(/#[^\n]*/g, '').trim();
  return NAMED_OPERATION.test(start) ? graphqlOperation(start) : null;
}

/**
 * A call of any origin given a `gql`/`graphql` tagged document (`this.api.request(gql\`mutation …\`)`,
 * `client.mutate({ mutation: gql\`…\` })`): the operation says. Null without such a document.
 */
export function graphqlByDocument(call: CallLike, scope: Scope): ReaderVerdict | null {
  for (const argument of argumentsOf(call).slice(0, 2)) {
    let inner = followConst(argument, scope);
    if (inner.type === AST_NODE_TYPES.ObjectExpression) {
      const property = objectProperty(inner, 'mutation') ?? objectProperty(inner, 'query') ?? objectProperty(inner, 'document');
      inner = property ? followConst(property.value, scope) : inner;
    }
    if (inner.type !== AST_NODE_TYPES.TaggedTemplateExpression) {
      // A tag's own template (`gql\`mutation …\``) is what it parses, not a document it is given.
      const operation = call.type === AST_NODE_TYPES.TaggedTemplateExpression ? null : untaggedOperation(inner, scope);
      if (operation) return operation;
      continue;
    }
    const tag = skipTransparent(inner.tag);
    const name = tag.type === AST_NODE_TYPES.Identifier ? tag.name : tag.type === AST_NODE_TYPES.MemberExpression ? memberName(tag) : null;
    if (name === null || !GRAPHQL_TAGS.has(name)) continue;
    const operation = graphqlOperation(inner.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join(''));
    if (operation) return operation;
  }
  return null;
}

const SQL_WRITE = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'CREATE', 'DROP', 'ALTER', 'TRUNCATE', 'GRANT', 'REVOKE', 'COPY', 'RENAME', 'COMMENT', 'CALL']);
const SQL_READ = new Set(['SELECT', 'SHOW', 'EXPLAIN', 'DESCRIBE', 'DESC', 'VALUES', 'TABLE', 'PRAGMA']);
const SQL_CONTROL = new Set(['BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'START', 'SET', 'USE']);

/**
 * `DELETE`, `DROP`, `TRUNCATE` (and `ALTER ... DROP`) destroy what was there; `INSERT` adds rows. `UPDATE` changes
 * rows in place: it overwrites values, but counting it as destructive would flag every edit tool.
 */
function sqlImpact(keyword: string, statement: string): { impact?: WriteImpact } {
  if (keyword === 'DELETE' || keyword === 'DROP' || keyword === 'TRUNCATE' || (keyword === 'ALTER' && /\bDROP\b/i.test(statement))) return { impact: 'destructive' };
  return keyword === 'INSERT' ? { impact: 'accumulating' } : {};
}

/** Statement text without comments and the parentheses or semicolons before its first keyword. */
function sqlStatement(text: string): string {
  return text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ').replace(/^[\s(;]+/, '');
}

/**
 * A value an `UPDATE` may set that is the same on every round: a literal (MySQL's `"double-quoted"` strings too, which
 * standard SQL reads as a column: the same either way), or the time it ran (which only records when).
 */
const SQL_FIXED_VALUE = /^(?:-?\d+(?:\.\d+)?|'(?:[^']|'')*'|"[^"]*"|TRUE|FALSE|NULL|NOW\(\)|CURRENT_TIMESTAMP)$/i;

/**
 * `UPDATE enrollments SET certificate_issued = 1, issued_at = NOW() WHERE id = ?`: every column set to a literal, so the
 * retry leaves the rows as the first round did, as an ORM update of fixed values does (`constant-updates.ts`). A bound
 * parameter (`SET stage = $1`) or an expression (`count = count + 1`) keeps it a write.
 */
function setsFixedValues(statement: string): boolean {
  return setValues(statement)?.every((value) => SQL_FIXED_VALUE.test(value)) ?? false;
}

/** The values an `UPDATE`'s `SET` assigns, as written (`1`, `?`, `$2`, `n + 1`); null for another statement or a call in them. */
function setValues(statement: string): string[] | null {
  const assignments = /^UPDATE\s+\S+(?:\s+(?:AS\s+)?\w+)?\s+SET\s+([\s\S]*?)(?:\s+(?:WHERE|RETURNING|FROM)\b|;|$)/i.exec(statement)?.[1];
  if (!assignments || /[()]/.test(assignments.replace(/NOW\(\)/gi, ''))) return null;
  const values = assignments.split(',').map((assignment) => /^\s*[\w."]+\s*=\s*([\s\S]+?)\s*$/.exec(assignment)?.[1]);
  return values.every((value) => value !== undefined) ? (values) : null;
}

/**
 * For a call running a SQL `UPDATE` that sets only literals and placeholders (`SET banned = 1, ban_reason = ? WHERE id =
 * ?`), the values bound to those placeholders (`?` in order, `$n` by number) from the list passed after the text or in
 * its options (`{ sql, args }`, `{ text, values }`); null when any is not bound there. Whether they are fixed is
 * the caller's to judge (`settingFixedValues`).
 */
export function boundUpdateValues(call: CallLike, scope: Scope): TSESTree.Node[] | null {
  const [first, second] = argumentsOf(call);
  const text = statementText(first, scope);
  const values = text === null ? null : setValues(sqlStatement(text));
  if (!values) return null;
  const options = first ? resolveObject(first, scope) : null;
  const listed = options ? (objectProperty(options, 'args') ?? objectProperty(options, 'values'))?.value : second;
  const list = listed ? followConst(listed, scope) : null;
  if (list?.type !== AST_NODE_TYPES.ArrayExpression) return null;
  const bound: TSESTree.Node[] = [];
  let position = 0;
  for (const value of values) {
    if (SQL_FIXED_VALUE.test(value)) continue;
    const numbered = /^\$(\d+)$/.exec(value);
    const index = value === '?' ? position++ : numbered ? Number(numbered[1]) - 1 : -1;
    const element = index >= 0 ? list.elements[index] : null;
    if (!element || element.type === AST_NODE_TYPES.SpreadElement) return null;
    bound.push(element);
  }
  return bound;
}

/** Classifies SQL by its statement keyword; `INSERT ... ON CONFLICT` / `ON DUPLICATE KEY UPDATE` and `REPLACE` repeat harmlessly. */
function sqlVerdict(text: string): ReaderVerdict {
  const statement = sqlStatement(text);
  const keyword = (/^[A-Za-z]+/.exec(statement)?.[0] ?? '').toUpperCase();
  if (keyword === 'WITH') {
    const main = /\b(INSERT|UPDATE|DELETE|MERGE)\b/i.exec(statement)?.[1]?.toUpperCase();
    return main ? { effectClass: 'write', label: `SQL WITH … ${main}`, ...sqlImpact(main, statement) } : { effectClass: 'read', label: 'SQL WITH … SELECT' };
  }
  if (keyword === 'INSERT' && /\bON\s+(?:CONFLICT|DUPLICATE\s+KEY\s+UPDATE)\b|^INSERT\s+OR\s+REPLACE\b/i.test(statement)) {
    return { effectClass: 'write-idempotent', label: 'SQL upsert' };
  }
  // SQLite's `INSERT OR IGNORE`, MySQL's `INSERT IGNORE`: a row whose key is there already is skipped.
  if (keyword === 'INSERT' && /^INSERT\s+(?:OR\s+)?IGNORE\b/i.test(statement)) return { effectClass: 'write-idempotent', label: 'SQL INSERT … IGNORE, a duplicate skipped' };
  if (keyword === 'REPLACE' || keyword === 'UPSERT') return { effectClass: 'write-idempotent', label: `SQL ${keyword}` };
  if (keyword === 'UPDATE' && setsFixedValues(statement)) return { effectClass: 'write-idempotent', label: 'SQL UPDATE setting fixed values' };
  // `COPY t FROM ...` loads rows; `COPY (SELECT ...) TO STDOUT` exports them.
  if (keyword === 'COPY' && /\bTO\s+(?:STDOUT|PROGRAM|'|\$|\?)/i.test(statement)) return { effectClass: 'read', label: 'SQL COPY … TO' };
  if (SQL_WRITE.has(keyword)) return { effectClass: 'write', label: `SQL ${keyword}`, ...sqlImpact(keyword, statement) };
  if (SQL_READ.has(keyword)) return { effectClass: 'read', label: `SQL ${keyword}` };
  if (SQL_CONTROL.has(keyword)) return { effectClass: 'pure', label: `SQL ${keyword}` };
  return unknownVerdict(keyword ? `SQL ${keyword}` : STATEMENT_NOT_KNOWN);
}

/** Methods any database client runs statement text with (`this.deps.pg.query(...)`, a destructured `query`). */
export const SQL_METHODS: ReadonlySet<string> = new Set([
  'query', 'execute', 'run', 'exec', 'raw', 'unsafe', '$executeRaw', '$executeRawUnsafe', '$queryRaw', '$queryRawUnsafe', 'createQueryJob',
]);

const SQL_OBJECTS = 'TABLE|INDEX|VIEW|SCHEMA|DATABASE|EXTENSION|TYPE|FUNCTION|TRIGGER|SEQUENCE|ROLE|USER|MATERIALIZED|POLICY|PROCEDURE|COLUMN';

/** Statement text that reads as SQL whatever runs it; a bare word (`regex.exec('update')`) does not. */
const SQL_SHAPE = new RegExp(
  `^(?:${[
    String.raw`(?:INSERT|UPSERT|REPLACE)\s+(?:INTO|IGNORE|OR)\b`,
    String.raw`UPDATE\s+\S+(?:\s+(?:AS\s+)?\w+)?\s+SET\b`,
    String.raw`DELETE\s+FROM\s+\S+\s*(?:$|;|WHERE\b|USING\b|RETURNING\b)`,
    String.raw`MERGE\s+INTO\b`,
    String.raw`(?:CREATE|DROP|ALTER)\s+(?:(?:OR\s+REPLACE|TEMP|TEMPORARY|UNIQUE|IF\s+(?:NOT\s+)?EXISTS)\s+)*(?:${SQL_OBJECTS})\b`,
    String.raw`TRUNCATE\s+(?:TABLE\s+)?\S`,
    String.raw`(?:GRANT|REVOKE)\s+\S.*\b(?:ON|TO|FROM)\b`,
    String.raw`CALL\s+[\w."]+\s*\(`,
    String.raw`COPY\s+\S.*\b(?:FROM|TO)\b`,
    String.raw`SELECT\s+\S[\s\S]*\bFROM\b`,
    String.raw`SELECT\s+[\d?*(]`,
    String.raw`WITH\s+(?:RECURSIVE\s+)?\w+\s*(?:\([^)]*\)\s*)?AS\s*\(`,
  ].join('|')})`,
  'i',
);

/** Options properties that hold a statement: Supabase's `executeSql(id, { query })`, Cloudflare D1's `query(id, { sql })`. */
const STATEMENT_OPTIONS: readonly string[] = ['query', 'sql'];

/** The statement an options argument holds (`{ account_id, sql: 'INSERT ...' }`), or null. */
function statementInOptions(call: CallLike, scope: Scope): string | null {
  for (const argument of argumentsOf(call)) {
    const inner = followConst(argument, scope);
    if (inner.type !== AST_NODE_TYPES.ObjectExpression) continue;
    for (const key of STATEMENT_OPTIONS) {
      const property = objectProperty(inner, key);
      const text = property ? statementText(property.value, scope) : null;
      if (text !== null) return text;
    }
  }
  return null;
}

/**
 * A tagged template whose value is run where it is written: awaited, chained with `.then`, or a statement of its
 * own. A template kept in a variable or returned may be a query builder's fragment (Drizzle's, Slonik's `sql`).
 */
function runsWhereWritten(template: TSESTree.TaggedTemplateExpression): boolean {
  let node: TSESTree.Node = template;
  while (node.parent && isTransparentWrapper(node.parent)) node = node.parent;
  const parent = node.parent;
  if (parent?.type === AST_NODE_TYPES.AwaitExpression || parent?.type === AST_NODE_TYPES.ExpressionStatement) return true;
  if (parent?.type === AST_NODE_TYPES.UnaryExpression) return parent.operator === 'void';
  return parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === node && PROMISE_METHODS.has(memberName(parent) ?? '');
}

const PROMISE_METHODS: ReadonlySet<string> = new Set(['then', 'catch', 'finally']);

/** What runs a prepared statement: D1's `first`/`all`/`run`/`raw`, better-sqlite3's `get`/`all`/`run`/`iterate`. */
const PREPARED_RUNS: ReadonlySet<string> = new Set(['first', 'all', 'run', 'raw', 'get', 'iterate']);

/**
 * The text of the statement a call runs on a prepared receiver: `db.prepare('INSERT ...').bind(a, b).run()`, or a
 * `const stmt = db.prepare(...)` run later. Parameters bound on the way (`bind`) do not change what it runs.
 */
function preparedStatementText(call: CallLike, scope: Scope): string | null {
  const callee = skipTransparent(calleeOf(call));
  if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  let receiver = followConst(callee.object, scope);
  for (let bound = 0; bound < 4 && receiver.type === AST_NODE_TYPES.CallExpression; bound += 1) {
    const link = skipTransparent(receiver.callee);
    if (link.type !== AST_NODE_TYPES.MemberExpression) return null;
    const name = memberName(link);
    if (name === 'prepare') return statementText(receiver.arguments[0], scope);
    if (name !== 'bind') return null;
    receiver = followConst(link.object, scope);
  }
  return null;
}

/**
 * SQL by its text on a client of any origin: `this.deps.pg.query('INSERT ...')`, `ctx.pool.execute(sql\`DELETE ...\`)`,
 * a tagged template of any tag run where it is written (`` await tx`DELETE ...` ``), a prepared statement run
 * (`env.DB.prepare('INSERT ...').bind(id).run()`, Cloudflare D1), or in an options property of a call whose name does not
 * say it writes (`database.executeSql(id, { query: 'select ...' })`, `d1.database.query(id, { sql: 'INSERT ...' })`). Text
 * that is a parameter of the function around the call is its callers' ("SQL text not known", see `runTimeMethodParameter`).
 * Null unless the text reads as SQL.
 */
export function sqlByText(call: CallLike, method: string, scope: Scope): ReaderVerdict | null {
  const args = argumentsOf(call);
  let text: string | null;
  if (PREPARED_RUNS.has(method) && (args.length === 0 || statementText(args[0], scope) === null)) {
    text = preparedStatementText(call, scope);
  } else if (args.length === 0) {
    return null;
  } else if (call.type === AST_NODE_TYPES.TaggedTemplateExpression) {
    if (!runsWhereWritten(call)) return null;
    text = statementText(args[0], scope);
  } else {
    text = SQL_METHODS.has(method) ? statementText(args[0], scope) : null;
    // `sendReport({ query: 'SELECT ...' })` still sends: a write name is not overruled by a statement it carries. The
    // name is read only for a call that carries one (most carry none).
    if (text === null) {
      const carried = statementInOptions(call, scope);
      if (carried !== null && classifyName(method)?.effectClass !== 'write') text = carried;
    }
    // A wrapper's own parameter (`exec(text)` calling `this.driver.query(text)`): what runs is what its callers pass.
    if (text === null && SQL_METHODS.has(method) && statementParameter(args[0], scope)) return unknownVerdict(STATEMENT_NOT_KNOWN);
  }
  if (text === null) return null;
  return SQL_SHAPE.test(sqlStatement(text)) ? sqlVerdict(text) : null;
}

/** A statement a driver call runs, its first argument, judged by `judge`: SQL, CQL or Cypher. */
function statementRun(call: CallLike, scope: Scope, judge: (text: string) => ReaderVerdict): ReaderVerdict | null {
  if (argumentsOf(call).length === 0) return null;
  const text = statementText(argumentsOf(call)[0], scope);
  return text === null ? unknownVerdict(STATEMENT_NOT_KNOWN) : judge(text);
}

/**
 * CQL (Cassandra, ScyllaDB) as SQL reads it, but an `INSERT` writes the row its primary key names whether or not it
 * was there (an upsert: the retry writes the same row, unless what it binds changes per round, `withPerRoundValues`),
 * and `INSERT … IF NOT EXISTS` inserts once; a key made by the statement (`now()`, `uuid()`) is a new row every time.
 */
function cqlVerdict(text: string): ReaderVerdict {
  const read = sqlVerdict(text);
  if (read.label !== 'SQL INSERT') return read;
  const statement = sqlStatement(text);
  if (/\bIF\s+NOT\s+EXISTS\b/i.test(statement)) return { effectClass: 'write-idempotent', label: 'CQL INSERT IF NOT EXISTS, inserted once' };
  if (/\b(?:now|uuid)\s*\(\s*\)/i.test(statement)) return { ...read, label: 'CQL INSERT of a key made per call' };
  return { effectClass: 'write-idempotent', label: 'CQL INSERT, an upsert by its primary key' };
}

/**
 * What a Cypher query does by its clauses: `CREATE`, `SET`, `REMOVE`, `DELETE` write (a `DELETE` destroys); `MERGE`
 * with nothing else that writes finds or creates (its `ON CREATE SET`/`ON MATCH SET` included): the retry finds what the
 * first round made; `MATCH … RETURN` reads. A procedure (`CALL`) may do anything.
 */
function cypherVerdict(text: string): ReaderVerdict {
  const clauses = text.replace(/\/\/[^\n]*|'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"/g, ' ').replace(/\bON\s+(?:CREATE|MATCH)\s+SET\b/gi, ' ');
  if (/\b(?:DETACH\s+)?DELETE\b/i.test(clauses)) return { effectClass: 'write', label: 'Cypher DELETE', impact: 'destructive' };
  const written = /\b(CREATE|SET|REMOVE)\b/i.exec(clauses)?.[1];
  if (written) return { effectClass: 'write', label: `Cypher ${written.toUpperCase()}` };
  if (/\bMERGE\b/i.test(clauses)) return { effectClass: 'write-idempotent', label: 'Cypher MERGE, found or created' };
  if (/\bCALL\b/i.test(clauses)) return unknownVerdict('Cypher CALL');
  return /\b(?:MATCH|RETURN)\b/i.test(clauses) ? { effectClass: 'read', label: 'Cypher read' } : unknownVerdict(STATEMENT_NOT_KNOWN);
}

/**
 * `` sql`INSERT ...` `` (postgres.js, Neon, `@vercel/postgres`) and Neon's `sql('INSERT ...', [params])` run their text;
 * postgres.js's `sql(row, 'id')`, `sql(ids)` build fragments for another template.
 */
function sqlTag(call: CallLike, scope: Scope): ReaderVerdict | null {
  const [first, second] = argumentsOf(call);
  const text = statementText(first, scope);
  if (text !== null) return sqlVerdict(text);
  return second?.type === AST_NODE_TYPES.ArrayExpression ? unknownVerdict(STATEMENT_NOT_KNOWN) : { effectClass: 'pure', label: 'SQL fragment' };
}

/**
 * `stmt.run(params)`, `db.prepare(sql).all()`: the SQL is in the call that made the receiver; on a
 * connection (`db.all(sql)`, sqlite) it is the first argument.
 */
function sqlPrepared(call: CallLike, scope: Scope): ReaderVerdict {
  const callee = skipTransparent(calleeOf(call));
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    let receiver = followConst(callee.object, scope);
    if (receiver.type === AST_NODE_TYPES.AwaitExpression) receiver = skipTransparent(receiver.argument);
    // `db.prepare(sql).run()`; Kysely's `` sql`DELETE ...`.execute(db) `` carries its text in the template.
    let prepared: string | null = null;
    if (receiver.type === AST_NODE_TYPES.CallExpression) prepared = statementText(receiver.arguments[0], scope);
    else if (receiver.type === AST_NODE_TYPES.TaggedTemplateExpression) prepared = statementText(receiver, scope);
    if (prepared !== null) return sqlVerdict(prepared);
  }
  const own = statementText(argumentsOf(call)[0], scope);
  return own === null ? unknownVerdict(STATEMENT_NOT_KNOWN) : sqlVerdict(own);
}

function awsVerb(operation: string): { effectClass: EffectClass; impact?: WriteImpact } | null {
  const words = splitWords(operation);
  const verb = words.find((word) => !AWS_QUALIFIERS.includes(word));
  if (verb === undefined) return null;
  if (AWS_WRITE_VERBS.includes(verb)) {
    const impact = AWS_IMPACTS.get(verb);
    return impact ? { effectClass: 'write', impact } : { effectClass: 'write' };
  }
  if (AWS_READ_VERBS.includes(verb)) return { effectClass: 'read' };
  return null;
}

/** AWS operations whose verb says what they do to what was there (`DeleteObject`, `TerminateInstances`, `SendMessage`). */
const AWS_IMPACTS: ReadonlyMap<string, WriteImpact> = new Map([
  ...['delete', 'terminate', 'purge', 'remove'].map((verb) => [verb, 'destructive'] as const),
  ...['create', 'send', 'publish', 'invoke', 'run', 'start'].map((verb) => [verb, 'accumulating'] as const),
]);

/** The callee of the `new X()` a call's first argument is (directly or through a `const`), for `.send(new XCommand())`. */
export function constructedCallee(call: CallLike, scope: Scope): TSESTree.Node | null {
  const first = argumentsOf(call)[0];
  const inner = first ? followConst(first, scope) : null;
  return inner?.type === AST_NODE_TYPES.NewExpression ? skipTransparent(inner.callee) : null;
}

/**
 * DynamoDB's whole-item puts (`PutItem`, the document client's `Put`): the retry stores the same item under the same
 * key, and a put that changes nothing writes no stream record; unless the key or a value is new on each round
 * (`withPerRoundValues`). S3's `PutObject` stays a write: each PUT makes a new version in a versioned bucket and sends
 * the bucket's event notifications again. `PutRecord`, `PutEvents`, `PutLogEvents` append; they stay writes.
 */
const AWS_WHOLE_PUTS: ReadonlySet<string> = new Set(['PutItem', 'Put']);

/**
 * A whole put of `input` (the command's or the operation's parameters). Made conditional (`ConditionExpression`), it
 * fails on the retry because the first round's write is there.
 */
function awsWholePut(input: TSESTree.Node | undefined, scope: Scope, label: string): ReaderVerdict {
  const parameters = input ? followConst(input, scope) : null;
  const conditional =
    parameters?.type === AST_NODE_TYPES.ObjectExpression && objectProperty(parameters, 'ConditionExpression') !== null;
  return { effectClass: conditional ? 'write' : 'write-idempotent', label, impact: 'destructive' };
}

/** The parameters a `new XCommand(input)` sent by `call` is constructed with. */
function constructedInput(call: CallLike, scope: Scope): TSESTree.Node | undefined {
  const first = argumentsOf(call)[0];
  const constructed = first ? followConst(first, scope) : null;
  return constructed?.type === AST_NODE_TYPES.NewExpression ? constructed.arguments[0] : undefined;
}

/**
 * Parameters that make an AWS write idempotent: a client token (EC2, ECS, Bedrock, most create APIs: the service answers
 * a repeat with the first result), or the execution name of Step Functions' `StartExecution` (a second start of a
 * standard workflow under the same name and input returns the first execution). Unless the value is new on each round
 * (`withPerRoundValues`, applied after).
 */
const AWS_IDEMPOTENCY_PARAMETERS: ReadonlyMap<string, string> = new Map([
  ['ClientToken', 'a client token'],
  ['ClientRequestToken', 'a client token'],
  ['IdempotencyToken', 'an idempotency token'],
  ['clientToken', 'a client token'],
]);
const AWS_NAMED_STARTS: ReadonlySet<string> = new Set(['StartExecution']);

/** The idempotency an AWS write's input states, as the label's tail (`with a client token`), or null. */
function awsIdempotency(operation: string, input: TSESTree.Node | undefined, scope: Scope): string | null {
  const parameters = input ? followConst(input, scope) : null;
  if (parameters?.type !== AST_NODE_TYPES.ObjectExpression) return null;
  for (const [key, what] of AWS_IDEMPOTENCY_PARAMETERS) if (objectProperty(parameters, key)) return `with ${what}`;
  return AWS_NAMED_STARTS.has(operation) && objectProperty(parameters, 'name') ? 'with an execution name' : null;
}

/** `client.send(new PutObjectCommand(...))`. Also used for `.send()` on receivers of unknown origin. */
export function awsCommand(call: CallLike, scope: Scope): ReaderVerdict {
  const callee = constructedCallee(call, scope);
  let command: string | null = null;
  if (callee?.type === AST_NODE_TYPES.Identifier) command = callee.name;
  else if (callee?.type === AST_NODE_TYPES.MemberExpression) command = memberName(callee);
  if (command === null) return unknownVerdict('AWS command not known');
  if (AWS_BILLABLE.test(command.replace(/Command$/, ''))) return { effectClass: 'cost', label: `AWS ${command}` };
  if (AWS_WHOLE_PUTS.has(command.replace(/Command$/, ''))) return awsWholePut(constructedInput(call, scope), scope, `AWS ${command}`);
  const operation = awsVerb(command.replace(/Command$/, ''));
  const idempotency = operation?.effectClass === 'write' ? awsIdempotency(command.replace(/Command$/, ''), constructedInput(call, scope), scope) : null;
  if (idempotency) return { effectClass: 'write-idempotent', label: `AWS ${command} ${idempotency}` };
  return { effectClass: operation?.effectClass ?? 'unknown', label: `AWS ${command}`, ...(operation?.impact ? { impact: operation.impact } : {}) };
}

/** Update operators that change what was there again on a repeat: they add, multiply, push, pop or stamp the time. */
const MONGO_UNREPEATABLE_OPERATORS: ReadonlyMap<string, WriteImpact | null> = new Map([
  ['$inc', 'accumulating'],
  ['$mul', null],
  ['$push', 'accumulating'],
  ['$pop', null],
  ['$currentDate', null],
]);

function mongoUpsert(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  const [, second, third] = argumentsOf(call);
  const options = third ? followConst(third, scope) : null;
  const upsert = options?.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(options, 'upsert') : null;
  const isUpsert = upsert?.value.type === AST_NODE_TYPES.Literal && upsert.value.value === true;
  if (!isUpsert) return { effectClass: 'write', label: `${familyLabel} write` };
  const update = second ? followConst(second, scope) : null;
  for (const property of update?.type === AST_NODE_TYPES.ObjectExpression ? update.properties : []) {
    const operator = property.type === AST_NODE_TYPES.Property ? propertyKeyName(property) : null;
    const impact = operator === null ? undefined : MONGO_UNREPEATABLE_OPERATORS.get(operator);
    if (impact !== undefined) return { effectClass: 'write', label: `${familyLabel} upsert with ${operator}`, ...(impact ? { impact } : {}) };
  }
  return { effectClass: 'write-idempotent', label: `${familyLabel} upsert` };
}

/** Database commands that only read (`db.command({ dbStats: 1 })`); the command is the document's first key. */
const MONGO_READ_COMMANDS: ReadonlySet<string> = new Set([
  'dbStats', 'collStats', 'serverStatus', 'ping', 'buildInfo', 'buildinfo', 'hello', 'isMaster', 'ismaster', 'hostInfo',
  'connectionStatus', 'listCollections', 'listDatabases', 'listIndexes', 'count', 'distinct', 'find', 'getParameter',
  'getCmdLineOpts', 'currentOp', 'explain', 'dataSize', 'top', 'validate',
]);

function mongoCommand(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  const first = argumentsOf(call)[0];
  const document = first ? followConst(first, scope) : null;
  const property = document?.type === AST_NODE_TYPES.ObjectExpression ? document.properties[0] : undefined;
  const name = property?.type === AST_NODE_TYPES.Property ? propertyKeyName(property) : null;
  if (name !== null && MONGO_READ_COMMANDS.has(name)) return { effectClass: 'read', label: `${familyLabel} ${name} command` };
  return unknownVerdict(`${familyLabel} command`);
}

const CRYPTO_MODULES: ReadonlySet<string> = new Set(['crypto', 'node:crypto']);

/** `createHash(...)` / `createHmac(...)` of node:crypto, imported by name or read from the module. */
function isHashBuilder(callee: TSESTree.Node, scope: Scope): boolean {
  const origin = resolveOrigin(callee, scope);
  if (origin.root !== 'import' || origin.module === null || !CRYPTO_MODULES.has(origin.module)) return false;
  const wholeModule = origin.name === '*' || origin.name === 'default';
  const name = wholeModule ? origin.path[0] : origin.name;
  return origin.path.length === (wholeModule ? 1 : 0) && (name === 'createHash' || name === 'createHmac');
}

/**
 * True when a key is built from something that changes every round (a call such as `randomUUID()`). A digest is
 * as stable as what it digests (`createHash('sha256').update(`order:${id}`).digest('hex')`); any other call is not
 * known to return the same value twice.
 */
function changesPerRound(node: TSESTree.Node, scope: Scope): boolean {
  const inner = followConst(node, scope);
  if (inner.type === AST_NODE_TYPES.CallExpression) {
    const links = chainCalls(inner);
    const root = links[links.length - 1]!;
    const isDigest = root.type === AST_NODE_TYPES.CallExpression && isHashBuilder(root.callee, scope);
    return !isDigest || links.some((link) => argumentsOf(link).some((argument) => argument.type === AST_NODE_TYPES.SpreadElement || changesPerRound(argument, scope)));
  }
  if (inner.type === AST_NODE_TYPES.NewExpression) return true;
  if (inner.type === AST_NODE_TYPES.TemplateLiteral) return inner.expressions.some((expression) => changesPerRound(expression, scope));
  if (inner.type === AST_NODE_TYPES.BinaryExpression) return changesPerRound(inner.left, scope) || changesPerRound(inner.right, scope);
  return false;
}

/**
 * A write whose request options carry a stable `idempotencyKey` (Stripe's `create(params, { idempotencyKey })`)
 * repeats harmlessly: the API answers the retry with the first result. A key minted per round does not help.
 */
function idempotencyKeyOption(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  if (hasStableIdempotencyKey(call, scope)) return { effectClass: 'write-idempotent', label: `${familyLabel} write with a stable idempotency key` };
  return { effectClass: 'write', label: `${familyLabel} write` };
}

/**
 * A key written as a string after the call's request object (`payments.create(params, \`late-${id}\`)`), not minted per
 * round: the API answers the retry with the first result. A string with no object before it is an id (`delete(tenantId,
 * id)`), not a key.
 */
function trailingIdempotencyKey(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  const args = argumentsOf(call).map((argument) => followConst(argument, scope));
  const request = args.findIndex((argument) => argument.type === AST_NODE_TYPES.ObjectExpression);
  const last = args.at(-1);
  const written = last !== undefined && (staticString(last) !== null || last.type === AST_NODE_TYPES.TemplateLiteral);
  if (request >= 0 && request < args.length - 1 && written && !changesPerRound(last, scope)) {
    return { effectClass: 'write-idempotent', label: `${familyLabel} write with a stable idempotency key` };
  }
  return { effectClass: 'write', label: `${familyLabel} write` };
}

/**
 * FHIR's conditional create (`fhir.create({ resourceType, body, options: { headers: { 'If-None-Exist': 'identifier=…' }
 * } })`): the server creates only when the search finds nothing, so the retry finds what the first round made, unless
 * the search changes per round (a calendar day does not, `perRoundSource`).
 */
function fhirConditionalCreate(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  const request = resolveObject(argumentsOf(call)[0], scope);
  const options = request ? resolveObject(objectProperty(request, 'options')?.value, scope) : null;
  const headers = options ? resolveObject(objectProperty(options, 'headers')?.value, scope) : null;
  const search = headers ? objectProperty(headers, 'If-None-Exist') : null;
  if (search && perRoundSource(search.value, scope) === null) return { effectClass: 'write-idempotent', label: `${familyLabel} conditional create (If-None-Exist)` };
  return { effectClass: 'write', label: `${familyLabel} write` };
}

/**
 * Keys under which a service keeps the first answer to a request and replays it to a retry with the same value:
 * `idempotencyKey` (Stripe, Resend, Trigger.dev), `idempotency_key` (Square, Plaid), Wise's `customerTransactionId`.
 */
const IDEMPOTENCY_KEYS = ['idempotencyKey', 'idempotency_key', 'customerTransactionId'];

/**
 * Whether an object among the call's arguments (Stripe's request options come second, a wrapper's `post(path, body)`
 * body too), or the body a request option holds (`body: JSON.stringify({ ... })`), carries an idempotency key not
 * minted per round: the service answers the retry with the first result. `only` looks at one argument alone (the
 * one a wrapper sends on, src/flow/analysis.ts).
 */
export function hasStableIdempotencyKey(call: CallLike, scope: Scope, only?: TSESTree.Node): boolean {
  const argumentObjects = (only ? [only] : argumentsOf(call))
    .map((argument) => followConst(argument, scope))
    .filter((argument) => argument.type === AST_NODE_TYPES.ObjectExpression);
  const objects = only ? argumentObjects : [...argumentObjects, ...sentObjects(call, scope)];
  return objects.some((object) =>
    IDEMPOTENCY_KEYS.some((name) => {
      const key = objectProperty(object, name);
      return key !== null && !changesPerRound(key.value, scope);
    }),
  );
}

/**
 * A request whose URL asks for an upsert (Vercel's `POST /v10/projects/{id}/env?upsert=true`, `?action=upsert`): it
 * writes under the key its body names, and the retry overwrites the same entry.
 */
export function asksForUpsert(call: CallLike): boolean {
  const url = argumentsOf(call)[0];
  const inner = url ? skipTransparent(url) : null;
  const text =
    inner?.type === AST_NODE_TYPES.Literal && typeof inner.value === 'string'
      ? inner.value
      : inner?.type === AST_NODE_TYPES.TemplateLiteral
        ? inner.quasis.map((quasi) => quasi.value.cooked ?? '').join('')
        : '';
  return /[?&](?:upsert=true|action=upsert)(?:&|$)/.test(text);
}

/**
 * `queue.add(name, data, { jobId })`: a stable job id makes the retry's add a no-op (`'job-id'` in src/effects/catalog.ts);
 * also used for `add` on a receiver named like a queue (src/effects/classify.ts).
 */
export function jobIdOption(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  for (const argument of argumentsOf(call).slice(1)) {
    const options = followConst(argument, scope);
    const key = options.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(options, 'jobId') : null;
    if (key && !changesPerRound(key.value, scope)) return { effectClass: 'write-idempotent', label: `${familyLabel} add with a stable job id` };
  }
  return { effectClass: 'write', label: `${familyLabel} write`, impact: 'accumulating' };
}

/**
 * `es.index({ index, id, document })` overwrites the document under its id, and Inngest drops a second `send({ id, … })`;
 * without an id each call makes a new one. An id new on each round is caught by the values' check after the reader.
 */
/**
 * Keys that name what a write creates, so that the service keeps one per value: Elasticsearch's and Inngest's `id`,
 * Cloudinary's `public_id`, Docker's volume `Name`, PagerDuty's `dedup_key` (an event with a key it has seen updates
 * that alert).
 */
const DOCUMENT_ID_KEYS = ['id', 'public_id', 'Name', 'dedup_key'];

function namesDocument(node: TSESTree.Node, scope: Scope, nested: boolean): boolean {
  const inner = followConst(node, scope);
  if (inner.type !== AST_NODE_TYPES.ObjectExpression) return false;
  if (DOCUMENT_ID_KEYS.some((key) => objectProperty(inner, key) !== null)) return true;
  // PagerDuty's `event({ data: { dedup_key, ... } })`.
  const data = nested ? objectProperty(inner, 'data') : null;
  return data !== null && namesDocument(data.value, scope, false);
}

function documentIdOption(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  // The request (`index({ id, document })`) or, for an upload, the options after the file (`upload(file, { public_id })`).
  if (argumentsOf(call).some((argument) => namesDocument(argument, scope, true))) return { effectClass: 'write-idempotent', label: `${familyLabel} write under the id it names` };
  return { effectClass: 'write', label: `${familyLabel} write without an id`, impact: 'accumulating' };
}

/** The static start of a path argument: a string, or a template's text before its first expression. */
function pathPrefix(node: TSESTree.Node | undefined, scope: Scope): string | null {
  const inner = node ? followConst(node, scope) : null;
  if (inner?.type === AST_NODE_TYPES.Literal && typeof inner.value === 'string') return inner.value;
  return inner?.type === AST_NODE_TYPES.TemplateLiteral ? (inner.quasis[0]?.value.cooked ?? null) : null;
}

/**
 * Vault's `read` and `write` by their path: a read of dynamic credentials (`database/creds/app`, `aws/creds/deploy`,
 * `aws/sts/...`) issues a new lease each call, a write; a write of a KV entry (`kv/data/app`, KV v1's `secret/app`) puts
 * the whole value under its path, idempotent unless the value is new each round; any other write (`pki/issue/...`,
 * `database/rotate-root/...`, `transit/encrypt/...`) writes. A path the code does not show reads, or writes, as the
 * method says.
 */
function vaultPath(call: CallLike, method: string, scope: Scope, familyLabel: string): ReaderVerdict {
  const path = pathPrefix(argumentsOf(call)[0], scope);
  const segments = path?.replace(/^\//, '').split('/') ?? [];
  if (method === 'read') {
    const issues = segments.length >= 2 && (segments[1] === 'creds' || segments[1] === 'sts' || segments[1] === 'issue');
    return issues ? { effectClass: 'write', label: `${familyLabel} read that issues new credentials`, impact: 'accumulating' } : { effectClass: 'read', label: `${familyLabel} read` };
  }
  const kv = (segments.length >= 3 && segments[1] === 'data') || (segments[0] === 'secret' && (segments[1] ?? '') !== '');
  return kv ? { effectClass: 'write-idempotent', label: `${familyLabel} KV write of the whole value` } : { effectClass: 'write', label: `${familyLabel} write` };
}

const ALGOLIA_ADDING_OPERATIONS: ReadonlySet<string> = new Set(['Increment', 'Decrement', 'Add']);

/** Whether an object written in `node` (nested objects and arrays included) sets `_operation` to one that adds each time. */
function addsByOperation(node: TSESTree.Node, scope: Scope, depth: number): boolean {
  const inner = followConst(node, scope);
  if (depth > 4) return false;
  if (inner.type === AST_NODE_TYPES.ArrayExpression) return inner.elements.some((element) => element !== null && addsByOperation(element, scope, depth + 1));
  if (inner.type !== AST_NODE_TYPES.ObjectExpression) return false;
  const operation = objectProperty(inner, '_operation');
  const name = operation ? staticString(followConst(operation.value, scope)) : null;
  if (name !== null && ALGOLIA_ADDING_OPERATIONS.has(name)) return true;
  return inner.properties.some((property) => property.type === AST_NODE_TYPES.Property && addsByOperation(property.value, scope, depth + 1));
}

/** Algolia's `partialUpdateObject`: sets the attributes it is given, unless one is changed by `Increment`, `Decrement` or `Add`. */
function algoliaOperation(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  if (argumentsOf(call).some((argument) => addsByOperation(argument, scope, 0))) return { effectClass: 'write', label: `${familyLabel} partial update that adds to an attribute`, impact: 'accumulating' };
  return { effectClass: 'write-idempotent', label: `${familyLabel} partial update` };
}

/**
 * Temporal's `workflow.start(type, { workflowId, workflowIdConflictPolicy: 'USE_EXISTING' })`: the retry gets the workflow
 * the first round started. Any other policy starts another one, or fails because the id is in use.
 */
function workflowConflictPolicy(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  for (const argument of argumentsOf(call).slice(1)) {
    const options = followConst(argument, scope);
    if (options.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const policy = objectProperty(options, 'workflowIdConflictPolicy');
    const id = objectProperty(options, 'workflowId');
    const value = policy ? followConst(policy.value, scope) : null;
    const named = value === null ? null : (staticString(value) ?? (value.type === AST_NODE_TYPES.MemberExpression ? memberName(value) : null));
    if (id && named !== null && /(?:^|_)USE_EXISTING$/.test(named) && !changesPerRound(id.value, scope)) {
      return { effectClass: 'write-idempotent', label: `${familyLabel} workflow started once per id` };
    }
  }
  return { effectClass: 'write', label: `${familyLabel} workflow started`, impact: 'accumulating' };
}

/** `mkdir(path, { recursive: true })` (`mkdir -p`) leaves the tree as it found it when it is there: the retry adds nothing. */
function fsMkdirOptions(call: CallLike, scope: Scope): ReaderVerdict {
  const options = argumentsOf(call)[1];
  const inner = options ? followConst(options, scope) : null;
  const recursive = inner?.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(inner, 'recursive')?.value : undefined;
  if (recursive?.type === AST_NODE_TYPES.Literal && recursive.value === true) return { effectClass: 'write-idempotent', label: 'node:fs directory made if missing' };
  return { effectClass: 'write', label: 'node:fs write' };
}

function fsOpenFlags(call: CallLike, scope: Scope): ReaderVerdict {
  const flags = argumentsOf(call)[1];
  if (!flags) return { effectClass: 'read', label: 'node:fs read' };
  const inner = followConst(flags, scope);
  const text = staticString(inner);
  if (text === null) return unknownVerdict('node:fs open flags not known');
  if (/^(?:r|rs|sr)$/.test(text)) return { effectClass: 'read', label: 'node:fs read' };
  // `w` truncates the file; `a` appends to it.
  const impact: WriteImpact | undefined = text.startsWith('w') ? 'destructive' : text.startsWith('a') ? 'accumulating' : undefined;
  return impact ? { effectClass: 'write', label: 'node:fs write', impact } : { effectClass: 'write', label: 'node:fs write' };
}

/** The command a generic command call names: `redis.call('SET', k)`, `client.sendCommand(['DEL', k])`; null when not written. */
export function commandNameArgument(call: CallLike, scope: Scope): string | null {
  const first = argumentsOf(call)[0];
  let inner = first ? followConst(first, scope) : null;
  if (inner?.type === AST_NODE_TYPES.ArrayExpression) inner = inner.elements[0] ?? null;
  const name = inner ? staticString(inner) : null;
  return name !== null && /^[A-Za-z][\w.]*$/.test(name) ? name : null;
}

/** Options that make a repeatable Redis write behave otherwise on the retry (`'redis-options'` in src/effects/catalog.ts). */
const REDIS_UNREPEATABLE_OPTIONS: ReadonlyMap<string, WriteImpact | null> = new Map([
  ['NX', null],
  ['GET', null],
  ['INCR', 'accumulating'],
]);

/**
 * `SET k v`, `HSET k f v`, `SADD k m`: repeated with the same values, the same state. `NX`, `GET` and `ZADD`'s `INCR`,
 * written as ioredis' string arguments (`'NX'`), node-redis' and Upstash's options (`{ NX: true }`, `{ nx: true }`,
 * `{ condition: 'NX' }`), make it a plain write.
 */
function redisOptions(call: CallLike, method: string, scope: Scope): ReaderVerdict {
  const command = method.toUpperCase();
  const unrepeatable = (option: string): ReaderVerdict | null => {
    const impact = REDIS_UNREPEATABLE_OPTIONS.get(option.toUpperCase());
    if (impact === undefined) return null;
    return { effectClass: 'write', label: `Redis ${command} ${option.toUpperCase()}`, ...(impact ? { impact } : {}) };
  };
  // Options follow `SET key value` and `ZADD key`; the other commands take none that matter, and their values may be any word.
  const first = command === 'SET' ? 2 : command === 'ZADD' ? 1 : Infinity;
  for (const argument of argumentsOf(call).slice(first)) {
    const inner = followConst(argument, scope);
    const text = staticString(inner);
    const written = text === null ? null : unrepeatable(text);
    if (written) return written;
    if (inner.type !== AST_NODE_TYPES.ObjectExpression) continue;
    for (const property of inner.properties) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      const key = propertyKeyName(property) ?? '';
      const value = skipTransparent(property.value);
      const condition = key.toLowerCase() === 'condition' ? staticString(value) : null;
      const set = !(value.type === AST_NODE_TYPES.Literal && (value.value === false || value.value === null));
      const found = condition === null ? (set ? unrepeatable(key) : null) : unrepeatable(condition);
      if (found) return found;
    }
  }
  return { effectClass: 'write-idempotent', label: `Redis ${command}` };
}

/**
 * Tools whose subcommand (after their global options, one word or two: `state list`) says whether a run only reads
 * (`git status`, `terraform plan`, `kubectl get`, `helm status`, `docker ps`) or converges to the same state on a repeat
 * (`terraform init`, `kubectl apply`, `terraform workspace select`). `valueOptions` take the next word as their value
 * (`git -C <dir> status`, `kubectl -n <ns> get pods`). Any other subcommand starts a process that may do anything.
 */
interface SubcommandTable {
  reads: ReadonlySet<string>;
  converges: ReadonlySet<string>;
  valueOptions: ReadonlySet<string>;
}
const TERRAFORM: SubcommandTable = {
  reads: new Set(['plan', 'show', 'output', 'validate', 'version', 'providers', 'graph', 'state list', 'state show', 'state pull', 'workspace list', 'workspace show']),
  converges: new Set(['init', 'get', 'workspace select']),
  valueOptions: new Set(),
};
const SUBCOMMAND_TABLES: ReadonlyMap<string, SubcommandTable> = new Map([
  [
    'git',
    {
      reads: new Set([
        'status', 'log', 'rev-parse', 'rev-list', 'diff', 'show', 'describe', 'ls-files', 'ls-tree', 'ls-remote', 'blame',
        'cat-file', 'shortlog', 'grep', 'merge-base', 'for-each-ref', 'show-ref', 'name-rev', 'count-objects', 'check-ignore', 'version',
      ]),
      converges: new Set(),
      valueOptions: new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace']),
    },
  ],
  ['terraform', TERRAFORM],
  ['tofu', TERRAFORM],
  [
    'kubectl',
    {
      reads: new Set([
        'get', 'describe', 'logs', 'explain', 'version', 'api-resources', 'api-versions', 'diff', 'top', 'cluster-info', 'config view',
        'config current-context', 'config get-contexts', 'auth can-i', 'rollout status', 'rollout history',
      ]),
      converges: new Set(['apply']),
      valueOptions: new Set(['-n', '--namespace', '--context', '--kubeconfig', '--cluster', '--user', '-s', '--server']),
    },
  ],
  [
    'helm',
    {
      reads: new Set(['list', 'ls', 'status', 'get', 'template', 'show', 'search', 'history', 'version', 'lint', 'env', 'repo list']),
      // `helm upgrade [--install]` deploys the chart with the values given: the retry leaves the same release running
      // (one more revision in its history). `install` fails on the retry, `rollback` steps back again: writes.
      converges: new Set(['upgrade']),
      valueOptions: new Set(['-n', '--namespace', '--kube-context', '--kubeconfig', '-f', '--values', '--set', '--version']),
    },
  ],
  [
    'docker',
    {
      reads: new Set([
        'ps', 'images', 'inspect', 'logs', 'version', 'info', 'top', 'port', 'diff', 'image ls', 'image inspect', 'container ls',
        'container inspect', 'volume ls', 'network ls', 'system df',
      ]),
      converges: new Set(),
      valueOptions: new Set(['-H', '--host', '--context', '--config']),
    },
  ],
]);
/** node's options that print a value and run nothing else (`node -p 'require("./package.json").version'`, `node --version`). */
const NODE_PRINT_OPTIONS: ReadonlySet<string> = new Set(['-p', '--print', '-v', '--version']);
/** Methods that take one command line (`exec('git status')`); the others take the file and an array of arguments. */
const COMMAND_LINE_METHODS: ReadonlySet<string> = new Set(['exec', 'execSync', 'execaCommand', 'execaCommandSync']);
/** A command line the shell would do more with than run one program (pipes, redirections, substitutions, lists). */
const SHELL_SYNTAX = /[;&|<>`$(){}\n]/;

const PROCESS_STARTED: ReaderVerdict = { effectClass: 'write', label: 'child process started' };

/** Package managers whose `run <script>` (or bare `<script>`) runs a script of package.json. */
const PACKAGE_MANAGERS = /(?:^|\/)(?:npm|pnpm|yarn|bun)$/;
/** The last word of a script name that builds or checks the checkout (`build`, `docs:build`, `test`, `lint`, `typecheck`). */
const LOCAL_BUILD_WORDS: ReadonlySet<string> = new Set(['build', 'compile', 'typecheck', 'lint', 'test', 'check']);
/** Words that make a script do more than rebuild what is in the checkout (`build-and-deploy`, `release:build`). */
const OUTWARD_WORDS: ReadonlySet<string> = new Set(['deploy', 'publish', 'release', 'push', 'upload', 'sync', 'migrate', 'seed']);

/**
 * `npm run docs:build`, `pnpm build`, `yarn test` as written, when the script's name says it builds or checks the
 * checkout: its repeat rewrites the same local output. Null for any other script, and for package-manager commands.
 */
function localBuildScript(program: string, words: readonly (string | null)[]): string | null {
  if (!PACKAGE_MANAGERS.test(program)) return null;
  const named = words[0] === 'run' || words[0] === 'run-script' ? 2 : 1;
  const script = words[named - 1];
  if (!script) return null;
  const parts = script.toLowerCase().split(/[:\-_.]/);
  if (!LOCAL_BUILD_WORDS.has(parts.at(-1)!) || parts.some((part) => OUTWARD_WORDS.has(part))) return null;
  return [program.split('/').at(-1), ...words.slice(0, named)].join(' ');
}
/**
 * Programs that only read and print, whatever words they are given (no shell: a command line with redirection is
 * judged before this). Not `find` (`-delete`), `date` (`-s`), `env` or `xargs` (run another command).
 */
const READ_ONLY_PROGRAMS: ReadonlySet<string> = new Set([
  'du', 'df', 'ls', 'cat', 'head', 'tail', 'wc', 'grep', 'rg', 'stat', 'file', 'which', 'whoami', 'uname',
  'pwd', 'id', 'nproc', 'uptime', 'ps', 'pgrep', 'lsof', 'ffprobe', 'mediainfo', 'sha256sum', 'shasum', 'md5sum',
]);

/** A tool's subcommand among its words (`['-C', dir, 'rev-parse', 'HEAD']` → `rev-parse`, `['state', 'list']` → `state list` too); null when a word before it is not written. */
function subcommandsOf(words: readonly (string | null)[], valueOptions: ReadonlySet<string>): string[] | null {
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index];
    if (word === null || word === undefined) return null;
    if (!word.startsWith('-')) {
      const next = words[index + 1];
      return typeof next === 'string' && !next.startsWith('-') ? [word, `${word} ${next}`] : [word];
    }
    if (valueOptions.has(word)) index += 1;
  }
  return null;
}

/** `aws ec2 describe-instances`, `aws s3 ls`: the AWS CLI reads with its `describe-`, `list-`, `get-` and `head-` operations. */
function awsCliReads(words: readonly (string | null)[]): string | null {
  const [service, operation] = words.filter((word) => word === null || !word.startsWith('-'));
  if (typeof service !== 'string' || typeof operation !== 'string') return null;
  return /^(?:describe|list|get|head)-/.test(operation) || (service === 's3' && operation === 'ls') ? `aws ${service} ${operation}` : null;
}

/**
 * `execFile('git', ['-C', dir, 'rev-parse', 'HEAD'])`, `exec('git status --porcelain')`, `spawn('git', ['log'])`: a git
 * subcommand that only reads reads, and so does `node -p`/`--version`, which prints a value; a package script that
 * builds or checks the checkout (`npm run docs:build`) rewrites the same local output on a repeat. Any other command, one
 * not written in the call, or a command line with shell syntax, starts a process that may do anything.
 */
function processCommand(call: CallLike, method: string, scope: Scope): ReaderVerdict {
  const [first, second] = argumentsOf(call);
  const given = first ? followConst(first, scope) : null;
  // Bun's `spawn(['git', 'log'])` takes the program and its words in one array.
  const argv = given?.type === AST_NODE_TYPES.ArrayExpression ? writtenWords(given, scope) : null;
  const head = argv ? (argv[0] ?? null) : given ? staticString(given) : null;
  if (head === null) return PROCESS_STARTED;
  let program: string;
  let words: (string | null)[];
  if (argv) {
    program = head;
    words = argv.slice(1);
  } else if (COMMAND_LINE_METHODS.has(method)) {
    if (SHELL_SYNTAX.test(head)) return PROCESS_STARTED;
    [program = '', ...words] = head.trim().split(/\s+/);
  } else {
    program = head;
    const list = second ? followConst(second, scope) : null;
    if (list?.type !== AST_NODE_TYPES.ArrayExpression) return PROCESS_STARTED;
    words = writtenWords(list, scope);
  }
  return commandVerdict(program, words);
}

/** The words of an array (or of a call's arguments) written in the code, null for each one it computes. */
function writtenWords(list: TSESTree.ArrayExpression | readonly TSESTree.Node[], scope: Scope): (string | null)[] {
  const elements = 'elements' in list ? list.elements : list;
  return elements.map((element) => (element && element.type !== AST_NODE_TYPES.SpreadElement ? staticString(followConst(element, scope)) : null));
}

/** What running `program` with `words` does (`processCommand`): a read, a local build, or a process that may do anything. */
function commandVerdict(program: string, words: readonly (string | null)[]): ReaderVerdict {
  if (/(?:^|\/)node$/.test(program) && NODE_PRINT_OPTIONS.has(words[0] ?? '')) return { effectClass: 'read', label: `\`node ${words[0]}\` prints a value` };
  const build = localBuildScript(program, words);
  if (build !== null) return { effectClass: 'write-idempotent', label: `\`${build}\` rebuilds local output` };
  const name = program.slice(program.lastIndexOf('/') + 1);
  if (READ_ONLY_PROGRAMS.has(name)) return { effectClass: 'read', label: `\`${name}\` only reads` };
  if (name === 'aws') {
    const read = awsCliReads(words);
    return read === null ? PROCESS_STARTED : { effectClass: 'read', label: `\`${read}\` only reads` };
  }
  const table = SUBCOMMAND_TABLES.get(name);
  const subcommands = table ? subcommandsOf(words, table.valueOptions) : null;
  if (!table || !subcommands) return PROCESS_STARTED;
  // The two-word form first: `workspace select` converges although `workspace` alone says nothing.
  for (const subcommand of [...subcommands].reverse()) {
    if (table.reads.has(subcommand)) return { effectClass: 'read', label: name === 'git' ? `\`git ${subcommand}\` reads the repository` : `\`${name} ${subcommand}\` only reads` };
    if (table.converges.has(subcommand)) return { effectClass: 'write-idempotent', label: `\`${name} ${subcommand}\` converges to the same state` };
  }
  return PROCESS_STARTED;
}

/** Runs a reader; null means the call decides nothing (the chain's other links do). */
export function readArguments(reader: ArgumentReader, input: ReaderInput): ReaderVerdict | null {
  const { call, method, scope, familyLabel } = input;
  switch (reader) {
    case 'http-method-option':
      return httpMethodOption(call, scope);
    case 'http-method-name': {
      const verb = method.replace(/Form$/, '').replace(/^del$/, 'delete');
      return (verb.toLowerCase() === 'post' ? (graphqlPostArgument(call, scope) ?? postToNamedEndpoint(call, scope)) : null) ?? withIdempotencyHeader(httpVerdict(verb), call, scope);
    }
    case 'http-route':
      return httpRoute(call, scope);
    case 'graphql':
      return graphqlDocument(call, scope);
    case 'sql-text':
      return statementRun(call, scope, sqlVerdict);
    case 'cypher-text':
      return statementRun(call, scope, cypherVerdict);
    case 'cql-text':
      return statementRun(call, scope, cqlVerdict);
    case 'sql-prepared':
      return sqlPrepared(call, scope);
    case 'sql-tag':
      return sqlTag(call, scope);
    case 'aws-command':
      return awsCommand(call, scope);
    case 'aws-operation': {
      if (AWS_BILLABLE.test(method.charAt(0).toUpperCase() + method.slice(1))) return { effectClass: 'cost', label: `AWS ${method}` };
      if (AWS_WHOLE_PUTS.has(method.charAt(0).toUpperCase() + method.slice(1))) return awsWholePut(argumentsOf(call)[0], scope, `AWS ${method}`);
      const operation = awsVerb(method);
      return operation ? { ...operation, label: `AWS ${method}` } : null;
    }
    case 'mongo-upsert':
      return mongoUpsert(call, scope, familyLabel);
    case 'mongo-command':
      return mongoCommand(call, scope, familyLabel);
    case 'fs-open-flags':
      return fsOpenFlags(call, scope);
    case 'fs-mkdir-options':
      return fsMkdirOptions(call, scope);
    case 'idempotency-key':
      return idempotencyKeyOption(call, scope, familyLabel);
    case 'fhir-conditional-create':
      return fhirConditionalCreate(call, scope, familyLabel);
    case 'trailing-idempotency-key':
      return trailingIdempotencyKey(call, scope, familyLabel);
    case 'job-id':
      return jobIdOption(call, scope, familyLabel);
    case 'document-id':
      return documentIdOption(call, scope, familyLabel);
    case 'algolia-operation':
      return algoliaOperation(call, scope, familyLabel);
    case 'workflow-conflict-policy':
      return workflowConflictPolicy(call, scope, familyLabel);
    case 'vault-path':
      return vaultPath(call, method, scope, familyLabel);
    case 'command-name':
      // Decided by the family's rules (catalogVerdict), which this module does not hold.
      return null;
    case 'redis-options':
      return redisOptions(call, method, scope);
    case 'process-command':
      return processCommand(call, method, scope);
    case 'verb': {
      const named = classifyName(method);
      return named ? { effectClass: named.effectClass, label: `${familyLabel} ${named.effectClass}`, ...(named.impact ? { impact: named.impact } : {}) } : null;
    }
  }
}
