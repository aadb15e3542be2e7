import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveFunction } from '../ast/functions.js';
import { calleeName, findVariable, memberName, propertyKeyName, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import { alwaysLeaves } from '../ast/statements.js';
import { joinShapes, NEVER, objectShape, ShapeEvaluator, UNDEFINED, UNKNOWN, valueShape, type Shape } from '../ast/shapes.js';
import type { SourceCode } from '../ast/types.js';
import { fileIndex } from '../ast/file-index.js';
import { returnedValues } from '../ast/walk.js';
import { embeddedRequests, type EmbeddedRequest } from './input-requests.js';
import { requestObjectMethod } from './server-requests.js';

/**
 * What came of asking a question, as bits of a set: the user accepted, declined or cancelled; the answer is
 * missing (2026 style: the request carries no answer for the key, usually the round before asking); asking
 * failed (push style: the request threw, e.g. because the client cannot elicit).
 */
export const ACCEPTED = 1;
export const DECLINED = 2;
export const CANCELLED = 4;
export const MISSING = 8;
export const FAILED = 16;
export type OutcomeSet = number;

export const OUTCOMES: readonly number[] = [ACCEPTED, DECLINED, CANCELLED, MISSING, FAILED];

/**
 * How an answer is read:
 * - `push`: the result of asking there and then (`ctx.mcpReq.elicitInput(...)`, v1 `server.server.elicitInput`,
 *   `extra.sendRequest({ method: 'elicitation/create' })`, fastmcp `context.elicit`, mcp-framework `this.elicit`);
 * - `accepted-content`: `acceptedContent(responses, key)`, the content of an accepted answer or `undefined`;
 * - `input-response`: `inputResponse(responses, key)`, a view `{ kind: 'missing' | 'elicit', action, content }`;
 * - `raw`: `inputResponses.key` / `inputResponses?.['key']`, the client's elicitation result or `undefined`.
 */
export type AnswerKind = 'push' | 'accepted-content' | 'input-response' | 'raw';

export interface AnswerRead {
  /** The expression whose value is the answer: the push call (with its `.catch(...)`), the helper call, the member read. */
  node: TSESTree.Node;
  kind: AnswerKind;
  /** The `inputRequests` key the answer is read under (2026 style); null for push style or a key computed at run time. */
  key: string | null;
  /** Where the question is asked: the push call, the `inputRequests` entry for the key, or else the read itself. */
  question: TSESTree.Node;
  /** Push style: what the answer is when asking fails, from a `.catch()` handler; null when the error propagates. */
  failure: Shape | null;
}

/** Words without which a file reads no answer. */
export const ANSWER_TEXT = /elicitInput|requestElicitation|\belicit(?:Url)?\b|elicitation\/create|inputResponses|acceptedContent|inputResponse\b/;

const ALWAYS_ASKING = new Set(['elicitInput', 'requestElicitation']);
/** Asking members of a handler's context (fastmcp `context.elicit`, xmcp `extra.elicit`) or of a tool class (`this.elicit`). */
const CONTEXT_ASKING = new Set(['elicit', 'elicitUrl']);
const SENDERS = new Set(['sendRequest', 'send', 'request']);

function isPushQuestion(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  const name = calleeName(call.callee);
  if (name === null) return false;
  if (ALWAYS_ASKING.has(name)) return true;
  if (SENDERS.has(name)) return requestObjectMethod(call.arguments[0]) === 'elicitation/create';
  if (!CONTEXT_ASKING.has(name)) return false;
  // Not `inputRequired.elicit(...)`, which only builds a question to return.
  const root = resolveOrigin(call.callee, sourceCode.getScope(call)).root;
  return root === 'param' || root === 'this';
}

/** True for the `inputResponses` record: `ctx.mcpReq.inputResponses`, xmcp `extra.inputResponses`, a variable holding it. */
function isInputResponsesRecord(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.MemberExpression) return memberName(inner) === 'inputResponses';
  if (inner.type === AST_NODE_TYPES.LogicalExpression) return isInputResponsesRecord(inner.left, sourceCode);
  if (inner.type !== AST_NODE_TYPES.Identifier) return false;
  if (inner.name === 'inputResponses') return true;
  // Most receivers are something else: look at the declaration's text before resolving it.
  const scope = sourceCode.getScope(inner);
  const declarator = findVariable(scope, inner.name)?.defs[0]?.node;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || !declarator.init) return false;
  if (!sourceCode.text.slice(declarator.init.range[0], declarator.init.range[1]).includes('inputResponses')) return false;
  return resolveOrigin(inner, scope).path.at(-1) === 'inputResponses';
}

/** The call a `.catch(handler)` adds to a push question (`ask().catch(() => undefined)`), or null. */
function catchCall(call: TSESTree.CallExpression): TSESTree.CallExpression | null {
  let child: TSESTree.Node = call;
  let parent = call.parent;
  while (parent && (parent.type === AST_NODE_TYPES.ChainExpression || parent.type === AST_NODE_TYPES.TSNonNullExpression)) {
    child = parent;
    parent = parent.parent;
  }
  if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== child || memberName(parent) !== 'catch') return null;
  const outer = parent.parent;
  return outer?.type === AST_NODE_TYPES.CallExpression && outer.callee === parent ? outer : null;
}

/** What a `.catch()` handler makes the answer: the join of what it returns (`() => undefined`, `() => ({ action: 'cancel' })`). */
function failureShape(handler: TSESTree.Node | undefined, sourceCode: SourceCode): Shape {
  const fn = handler ? resolveFunction(handler, sourceCode.getScope(handler)) : null;
  if (!fn) return UNKNOWN;
  const evaluator = new ShapeEvaluator<null>(sourceCode, () => null);
  let shape: Shape | null = null;
  for (const returned of returnedValues(fn, sourceCode.visitorKeys)) {
    const value = evaluator.value(returned, null);
    shape = shape ? joinShapes(shape, value) : value;
  }
  const body = fn.body;
  const fallsOff = body.type === AST_NODE_TYPES.BlockStatement && !(body.body.length > 0 && alwaysLeaves(body.body[body.body.length - 1]!));
  if (shape === null || fallsOff) shape = shape ? joinShapes(shape, UNDEFINED) : UNDEFINED;
  return shape;
}

const requestsCache = new WeakMap<TSESTree.Program, ReadonlyMap<string, EmbeddedRequest>>();

/** The questions the file asks in 2026 style, by key: the entries of its `inputRequests` records. */
function questionsByKey(sourceCode: SourceCode): ReadonlyMap<string, EmbeddedRequest> {
  const cached = requestsCache.get(sourceCode.ast);
  if (cached) return cached;
  const entries = new Map<string, EmbeddedRequest>();
  if (/inputRequests/.test(sourceCode.text)) {
    for (const node of fileIndex(sourceCode).of(AST_NODE_TYPES.Property)) {
      if (propertyKeyName(node) !== 'inputRequests') continue;
      for (const request of embeddedRequests(node.value, sourceCode)) {
        if (request.key !== null && !entries.has(request.key)) entries.set(request.key, request);
      }
    }
  }
  requestsCache.set(sourceCode.ast, entries);
  return entries;
}

/** The answer a call or member expression reads, or null. Raw reads count only for keys the file asks as elicitations. */
export function answerReadOf(node: TSESTree.CallExpression | TSESTree.MemberExpression, sourceCode: SourceCode): AnswerRead | null {
  if (node.type === AST_NODE_TYPES.MemberExpression) {
    const parent = node.parent;
    if (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === node) return null;
    if (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === node) return null;
    if (!isInputResponsesRecord(node.object, sourceCode)) return null;
    const key = memberName(node);
    const request = key === null ? undefined : questionsByKey(sourceCode).get(key);
    // Only elicitations have consent: a sampling or roots answer is data.
    return request?.method === 'elicitation/create' ? { node, kind: 'raw', key, question: request.entry, failure: null } : null;
  }
  const name = calleeName(node.callee);
  if (name === 'acceptedContent' || name === 'inputResponse') {
    const key = staticString(node.arguments[1]);
    const question = (key === null ? undefined : questionsByKey(sourceCode).get(key))?.entry ?? node;
    return { node, kind: name === 'acceptedContent' ? 'accepted-content' : 'input-response', key, question, failure: null };
  }
  if (!isPushQuestion(node, sourceCode)) return null;
  const caught = catchCall(node);
  return caught
    ? { node: caught, kind: 'push', key: null, question: node, failure: failureShape(caught.arguments[0], sourceCode) }
    : { node, kind: 'push', key: null, question: node, failure: null };
}

/** The outcomes a question of this kind can have. */
export function possibleOutcomes(kind: AnswerKind): OutcomeSet {
  return kind === 'push' ? ACCEPTED | DECLINED | CANCELLED | FAILED : ACCEPTED | DECLINED | CANCELLED | MISSING;
}

const ACTIONS: ReadonlyMap<number, string> = new Map([
  [ACCEPTED, 'accept'],
  [DECLINED, 'decline'],
  [CANCELLED, 'cancel'],
]);

/** What a read gives on a run with this outcome (SDK v2 `acceptedContent` / `inputResponse` semantics, the spec's `ElicitResult`). */
export function answerShape(read: Pick<AnswerRead, 'kind' | 'failure'>, outcome: number): Shape {
  const action = ACTIONS.get(outcome);
  // Only an accepted answer carries content, and it may still be missing.
  const result = action ? objectShape(action === 'accept' ? { action: valueShape(action), content: UNKNOWN } : { action: valueShape(action) }) : null;
  switch (read.kind) {
    case 'push':
      // A push question whose error propagates gives no value at all when asking fails.
      return result ?? read.failure ?? NEVER;
    case 'raw':
      return result ?? UNDEFINED;
    case 'accepted-content':
      return outcome === ACCEPTED ? objectShape({}, true) : UNDEFINED;
    case 'input-response':
      if (!action) return objectShape({ kind: valueShape('missing') });
      return objectShape(action === 'accept' ? { kind: valueShape('elicit'), action: valueShape(action), content: UNKNOWN } : { kind: valueShape('elicit'), action: valueShape(action) });
  }
}
