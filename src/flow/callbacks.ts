import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { argumentsOf, calleeOf, chainCalls } from '../ast/chains.js';
import { isFunctionNode, resolveFunction, wrapsForLater, type FunctionNode } from '../ast/functions.js';
import { findVariable, isSingleAssignment, resolveOrigin, skipTransparent } from '../ast/origin.js';
import { bindingName } from '../ast/values.js';
import type { CallLike, Scope, SourceCode } from '../ast/types.js';
import { handlerOf } from '../mcp/handlers.js';

/** A function written right there (through TS wrappers), or null. */
function inlineFunction(node: TSESTree.Node): FunctionNode | null {
  const inner = skipTransparent(node);
  return isFunctionNode(inner) ? inner : null;
}

/**
 * Functions a call runs where it stands (the core rule's doc, How it works): function expressions passed as arguments (`forEach`,
 * `map`, `.then`, `setTimeout`, `new Promise`) and an immediately invoked callee. Work that a call
 * schedules still happens on the round that asks, so it counts as running at the call.
 */
export function inlineCallbacks(call: CallLike): FunctionNode[] {
  const callbacks: FunctionNode[] = [];
  for (const link of chainCalls(call)) {
    // `once(fn)` runs `fn` where its result is called (`resolveFunction`), not here.
    if (wrapsForLater(link)) continue;
    const callee = inlineFunction(calleeOf(link));
    if (callee) callbacks.push(callee);
    for (const argument of argumentsOf(link)) {
      const callback = inlineFunction(argument);
      if (callback) callbacks.push(callback);
    }
  }
  return callbacks;
}

/**
 * Calls that run a function written as their last argument once, right there, and return what it returns: tracing
 * spans (`startSpan`, `tracer.startActiveSpan`, `Sentry.startSpan`, dd-trace's `trace`), scopes (`withScope`,
 * `withIsolationScope`) and async contexts (`als.run(store, fn)`, OpenTelemetry's `context.with(ctx, fn)`).
 */
const RUN_ONCE_CALLERS = new Set([
  'startSpan',
  'startSpanManual',
  'startActiveSpan',
  'startNewTrace',
  'continueTrace',
  'withActiveSpan',
  'withSpan',
  'withScope',
  'withIsolationScope',
  'trace',
  'run',
  'with',
]);

/** A promise's `.then(...)`: `start(...).then((run) => ...)`. */
export function isPromiseThen(call: CallLike): boolean {
  if (call.type !== AST_NODE_TYPES.CallExpression) return false;
  const callee = skipTransparent(call.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier && callee.property.name === 'then';
}

/**
 * The function literal whose result a call returns, for the run-once callers above (`startSpan({ name }, async
 * (span) => ...)`): its last argument, when that is a function written there; for a promise's `.then(onFulfilled)`,
 * its first. Null for any other call (`arr.map(cb)` returns an array, `forEach` nothing).
 */
export function returnedCallback(call: CallLike): FunctionNode | null {
  if (call.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = skipTransparent(call.callee);
  const name =
    callee.type === AST_NODE_TYPES.Identifier ? callee.name : callee.type === AST_NODE_TYPES.MemberExpression && !callee.computed && callee.property.type === AST_NODE_TYPES.Identifier ? callee.property.name : null;
  // `start(...).then((run) => { ...; return ask() })`: the promise `then` returns settles with what its first callback returns.
  if (isPromiseThen(call)) return call.arguments[0] ? inlineFunction(call.arguments[0]) : null;
  const last = call.arguments[call.arguments.length - 1];
  return name !== null && RUN_ONCE_CALLERS.has(name) && last ? inlineFunction(last) : null;
}

/** Same-file functions passed by name to a call of the chain (`items.forEach(sendOne)`, `.pipe(refundEach)` of a composition). */
export function namedCallbackArguments(call: CallLike, scope: Scope): FunctionNode[] {
  const callbacks: FunctionNode[] = [];
  for (const link of chainCalls(call)) {
    for (const argument of argumentsOf(link)) {
      if (argument.type !== AST_NODE_TYPES.Identifier) continue;
      const callback = resolveFunction(argument, scope);
      if (callback) callbacks.push(callback);
      else callbacks.push(...composedFunctions(argument, scope));
    }
  }
  return callbacks;
}

/**
 * The functions that compose a function by the libraries' composers, by module: Ramda's `pipe(f, g)`, `compose`,
 * `pipeWith(andThen, [f, g])`, lodash's `flow`, fp-ts's `flow`, RxJS's `pipe(mergeMap((x) => ...), toArray())`.
 */
const COMPOSERS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['ramda', new Set(['pipe', 'compose', 'pipeWith', 'composeWith', 'pipeP', 'composeP', 'pipeK', 'composeK'])],
  ['lodash', new Set(['flow', 'flowRight'])],
  ['lodash-es', new Set(['flow', 'flowRight'])],
  ['lodash/fp', new Set(['flow', 'flowRight', 'pipe', 'compose'])],
  ['fp-ts/function', new Set(['flow'])],
  ['rxjs', new Set(['pipe'])],
]);

/**
 * What a call of a composed function runs (`const bookMeeting = R.pipeWith(R.andThen, [createZoomMeeting,
 * noteOnDeal])`, then `bookMeeting(booking)`; `const refundEach = pipe(mergeMap((c) => refunds.create(c)))`, then
 * `.pipe(refundEach)`): for a name bound once to a composer's call, the same-file functions it composes, named or
 * written there, and those written as arguments of the calls it composes (an operator's callback). Empty for
 * anything else.
 */
export function composedFunctions(name: TSESTree.Identifier, scope: Scope): FunctionNode[] {
  const variable = findVariable(scope, name.name);
  const declarator = variable?.defs[0]?.node;
  if (!variable || !isSingleAssignment(variable) || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || !declarator.init) return [];
  const init = skipTransparent(declarator.init);
  if (init.type !== AST_NODE_TYPES.CallExpression) return [];
  const origin = resolveOrigin(init.callee, variable.scope);
  const composer = origin.path.at(-1) ?? origin.name;
  if (origin.root !== 'import' || composer === null || !COMPOSERS.get(origin.module ?? '')?.has(composer)) return [];
  // `pipeWith(andThen, [f, g])`: the functions are in the list.
  const parts: TSESTree.Node[] = [];
  for (const argument of init.arguments) {
    const inner = skipTransparent(argument);
    if (inner.type === AST_NODE_TYPES.ArrayExpression) parts.push(...inner.elements.filter((element) => element !== null && element.type !== AST_NODE_TYPES.SpreadElement));
    else parts.push(inner);
  }
  const functions: FunctionNode[] = [];
  for (const part of parts) {
    const inner = skipTransparent(part);
    const written = inlineFunction(inner) ?? (inner.type === AST_NODE_TYPES.Identifier ? resolveFunction(inner, variable.scope) : null);
    if (written) functions.push(written);
    else if (inner.type === AST_NODE_TYPES.CallExpression) functions.push(...inner.arguments.flatMap((argument) => inlineFunction(argument) ?? []));
  }
  return functions;
}

/** True for a function written inline as an argument or an immediately invoked callee. */
export function isInlineCallback(fn: TSESTree.Node): boolean {
  let child: TSESTree.Node = fn;
  let parent = fn.parent;
  while (parent && (parent.type === AST_NODE_TYPES.TSAsExpression || parent.type === AST_NODE_TYPES.TSNonNullExpression || parent.type === AST_NODE_TYPES.TSSatisfiesExpression)) {
    child = parent;
    parent = parent.parent;
  }
  return (
    (parent?.type === AST_NODE_TYPES.CallExpression || parent?.type === AST_NODE_TYPES.NewExpression) &&
    (parent.callee === child || (parent.arguments as TSESTree.Node[]).includes(child))
  );
}

export { enclosingFunction } from '../ast/functions.js';

/**
 * How messages name a function: its declared name, or for an anonymous one what it is: a registered handler by its
 * registration (``the `refund` tool's handler``, ``the `tools/call` handler``), any other function by its line
 * (`the function on line 12`). Write it with `calledText` (src/ast/call-text.ts).
 */
export function functionName(fn: TSESTree.Node, sourceCode: SourceCode): string {
  return (isFunctionNode(fn) ? bindingName(fn) : null) ?? anonymousFunctionText(fn, sourceCode);
}

function anonymousFunctionText(fn: TSESTree.Node, sourceCode: SourceCode): string {
  const handler = handlerOf(sourceCode, fn);
  if (handler?.toolName) return `the \`${handler.toolName}\` tool's handler`;
  if (handler?.method) return `the \`${handler.method}\` handler`;
  return `the function on line ${fn.loc.start.line}`;
}
