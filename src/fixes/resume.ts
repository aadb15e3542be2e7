import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, memberName, propertyKeyName, resolveOrigin } from '../ast/origin.js';
import { callText } from '../ast/call-text.js';
import { READ_ONLY_METHODS } from '../effects/builtins.js';
import { contains, isLoop } from '../ast/statements.js';
import type { EffectFinding } from '../flow/analysis.js';
import { isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { forwardingCalls, handlerOf, isMcpReqObject, type HandlerRegistration } from '../mcp/handlers.js';
import { holdsOutsideFunctions, walkAst } from '../ast/walk.js';
import { codeAfter, promiseAllArgument, statementBeforeExit } from './move.js';
import { readsChangesOf } from './footprint.js';
import { lineIndent, mentionsName, reindented, startsLine, statementLines } from './text.js';
import { readsRequestState, stateCarrier, type StateCarrier } from './questions.js';
import { NEW_CODEC, importedCodec, newCodecEdits, serverHooks, type FileCodec, type ImportedCodec } from './codec.js';
import type { FixTools, Suggestion } from './tools.js';
import type { CallLike, SourceCode, Variable } from '../ast/types.js';

/** Answers of `mentionsRequestState`, one walk per asker however many reports it has (nodes die with their AST). */
const requestStateMentions = new WeakMap<FunctionNode, boolean>();

/** `requestState` already in play in the asker: state it reads or returns would be overwritten or mixed up. */
function mentionsRequestState(asker: FunctionNode, sourceCode: SourceCode): boolean {
  const known = requestStateMentions.get(asker);
  if (known !== undefined) return known;
  let found = false;
  walkAst(asker.body, sourceCode.visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.MemberExpression && memberName(node) === 'requestState') found = true;
    if (node.type === AST_NODE_TYPES.Property && propertyKeyName(node) === 'requestState') found = true;
    return !found;
  });
  requestStateMentions.set(asker, found);
  return found;
}

/** The SDK v2 modules that declare (or re-export) the handler context `ServerContext`. */
const SERVER_CONTEXT_MODULES = new Set(['@modelcontextprotocol/server', '@modelcontextprotocol/core']);

/** Registration shapes whose handlers get the SDK's `ServerContext` in a 2026-era file (v1 registers the same shapes with `extra`). */
const SERVER_CONTEXT_SHAPES = new Set<HandlerRegistration['shape']>(['registerTool', 'registerPrompt', 'registerResource', 'typed']);

/**
 * The accessor of the asker's context for round-trip values, when it is the SDK's own context: `ctx.mcpReq.requestState`
 * when it reads `ctx.mcpReq`, or when it is an SDK v2 tool, prompt or resource handler of a 2026-era file (by its
 * registration, or, with types, its `ServerContext` parameter) that hands `ctx` to helpers instead. Only there can a
 * server's `requestState.verify` hook hand over a verified payload, and only a `ServerContext` is what a codec's
 * `verify` (and `bind`) take. xmcp tools (`extra.requestState()`) run on a server xmcp builds without a hook, with a
 * context that has no `mcpReq`; v1 handlers (`extra`), fastmcp's and mcp-framework's contexts are not the SDK's; a
 * low-level handler's raw `params.requestState` is a string to verify by hand: none is offered. Nor is a context
 * handed to a same-file helper that reads `requestState` itself: that state would be mixed up with the one minted.
 */
function accessorOf(asker: FunctionNode, tools: FixTools): { context: Variable; text: string } | null {
  const { sourceCode } = tools;
  const declared = sourceCode.scopeManager?.getDeclaredVariables(asker) ?? [];
  const readsMcpReq = (variable: Variable): boolean =>
    variable.references.some((reference) => {
      const parent = reference.identifier.parent;
      return parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === reference.identifier && isMcpReqObject(sourceCode, parent);
    });
  // The asker already reads the way to the answers (`ctx.mcpReq`); the state is next to them.
  let context = declared.find((variable) => variable.defs.some((def) => def.type === 'Parameter' && asker.params.includes(def.name)) && readsMcpReq(variable));
  // Or a name it destructures from a parameter (`async (args, { services, mcp }) => ...`), when nothing in the file
  // says what that parameter is given: a registration or a forwarding call the file shows decides (`contextParameter`).
  if (!context && !handlerOf(sourceCode, asker) && forwardingCalls(sourceCode, asker).length === 0) {
    context = declared.find((variable) => variable.defs.some((def) => def.type === 'Parameter' && def.node === asker && !asker.params.includes(def.name)) && readsMcpReq(variable));
  }
  if (!context) {
    const param = contextParameter(asker, sourceCode) ?? (handlerOf(sourceCode, asker) ? null : annotatedServerContext(asker, sourceCode));
    if (!param || !tools.isV2()) return null;
    context = declared.find((variable) => variable.defs.some((def) => def.name === param));
  }
  if (!context || handsStateToHelper(context, sourceCode)) return null;
  return { context, text: `${context.name}.mcpReq.requestState` };
}

/** A handler whose context parameter is the SDK's `ServerContext`, under one name. */
function isServerContext(handler: HandlerRegistration): boolean {
  return SERVER_CONTEXT_SHAPES.has(handler.shape) && handler.contextParam?.type === AST_NODE_TYPES.Identifier;
}

/**
 * Where a call in a registered handler passes the handler's own `ServerContext`: as argument `index`, or in an
 * object literal there under `key` (`handler(args, { accountId, ctx })`, as `'1 ctx'`), when nothing after it in the
 * object may replace it. Null when the call does not pass it, or the handler's context is not the SDK's.
 */
function contextSlot(call: TSESTree.CallExpression, caller: HandlerRegistration, sourceCode: SourceCode): string | null {
  if (!isServerContext(caller)) return null;
  const context = caller.contextParam as TSESTree.Identifier;
  const isContext = (node: TSESTree.Node): boolean =>
    node.type === AST_NODE_TYPES.Identifier && node.name === context.name && findVariable(sourceCode.getScope(node), context.name)?.defs[0]?.name === context;
  for (const [index, argument] of call.arguments.entries()) {
    if (argument.type === AST_NODE_TYPES.SpreadElement) return null;
    if (isContext(argument)) return `${index}`;
    if (argument.type !== AST_NODE_TYPES.ObjectExpression) continue;
    const properties = argument.properties;
    const at = properties.findIndex((property) => property.type === AST_NODE_TYPES.Property && property.kind === 'init' && !property.computed && isContext(property.value));
    const key = at >= 0 ? propertyKeyName(properties[at] as TSESTree.Property) : null;
    const replaced = properties.slice(at + 1).some((property) => property.type === AST_NODE_TYPES.SpreadElement || propertyKeyName(property) === key);
    if (key !== null && !replaced) return `${index} ${key}`;
  }
  return null;
}

/**
 * The parameter an SDK v2 handler gets its `ServerContext` in: by its registration, or, for a function registered
 * handlers run (`handler(args, accountId, ctx)` in a wrapper's callback), the one every such call gives the
 * handler's own context: a parameter, or the name a parameter destructures from the object the context is passed
 * in, under the same key (`handler(args, { accountId, ctx })` running `async (args, { accountId, ctx }) => ...`).
 */
function contextParameter(fn: FunctionNode, sourceCode: SourceCode): TSESTree.Identifier | null {
  const handler = handlerOf(sourceCode, fn);
  if (handler) return isServerContext(handler) ? (handler.contextParam as TSESTree.Identifier) : null;
  const slots = new Set(forwardingCalls(sourceCode, fn).map(({ call, handler: caller }) => contextSlot(call, caller, sourceCode)));
  const [slot] = slots;
  if (slots.size !== 1 || !slot) return null;
  // `2`, or `1 ctx`: the index, then the key (which may hold anything).
  const space = slot.indexOf(' ');
  const param = fn.params[Number(space < 0 ? slot : slot.slice(0, space))];
  const key = space < 0 ? undefined : slot.slice(space + 1);
  if (key === undefined) return param?.type === AST_NODE_TYPES.Identifier ? param : null;
  if (param?.type !== AST_NODE_TYPES.ObjectPattern) return null;
  const property = param.properties.find(
    (element): element is TSESTree.ObjectPatternProperty => element.type === AST_NODE_TYPES.Property && !element.computed && propertyKeyName(element) === key,
  );
  return property?.value.type === AST_NODE_TYPES.Identifier ? property.value : null;
}

/**
 * The one parameter of a function no registration of the file hands its context that is declared as the SDK v2
 * `ServerContext` (`async cancelOrder(args, ctx: ServerContext)` of a class whose methods a decorator registers):
 * TypeScript holds every caller to pass one. Null when none or several are, or the type is another module's.
 */
function annotatedServerContext(fn: FunctionNode, sourceCode: SourceCode): TSESTree.Identifier | null {
  const typed = fn.params.filter((param): param is TSESTree.Identifier => {
    const annotation = param.type === AST_NODE_TYPES.Identifier ? param.typeAnnotation?.typeAnnotation : undefined;
    if (annotation?.type !== AST_NODE_TYPES.TSTypeReference || annotation.typeArguments || annotation.typeName.type !== AST_NODE_TYPES.Identifier) return false;
    const origin = resolveOrigin(annotation.typeName, sourceCode.getScope(fn));
    return origin.root === 'import' && origin.module !== null && SERVER_CONTEXT_MODULES.has(origin.module) && origin.name === 'ServerContext' && origin.path.length === 0;
  });
  return typed.length === 1 ? typed[0]! : null;
}

/** The context is passed to a same-file function that reads `requestState` (`resumeDraft(ctx)`). */
function handsStateToHelper(context: Variable, sourceCode: SourceCode): boolean {
  return context.references.some((reference) => {
    const call = reference.identifier.parent;
    if (call?.type !== AST_NODE_TYPES.CallExpression || !call.arguments.some((argument) => argument === reference.identifier)) return false;
    const fn = resolveFunction(call.callee, sourceCode.getScope(call));
    return fn !== null && readsRequestState(fn, sourceCode);
  });
}

/** True when `this` at `node` is the instance of a class whose method `node` is in (arrows see their method's `this`). */
function inClassMethod(node: TSESTree.Node): boolean {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ArrowFunctionExpression) continue;
    if (isFunctionNode(current)) return current.parent?.type === AST_NODE_TYPES.MethodDefinition && !current.parent.static;
  }
  return false;
}

/**
 * Callee text usable after `typeof` in a type written at `at`: `f`, `a.b.c`, `this.a.b` in a class method (no
 * calls, computed keys, `#private` names or `?.`), whose root is the same binding at `at` as at the call.
 */
function typeofTarget(callee: TSESTree.Node, at: TSESTree.Node, sourceCode: SourceCode): string | null {
  let current = callee;
  while (current.type === AST_NODE_TYPES.MemberExpression && !current.computed && !current.optional && current.property.type === AST_NODE_TYPES.Identifier) {
    current = current.object;
  }
  if (current.type === AST_NODE_TYPES.ThisExpression) return current !== callee && inClassMethod(at) ? sourceCode.getText(callee) : null;
  if (current.type !== AST_NODE_TYPES.Identifier) return null;
  const seen = findVariable(sourceCode.getScope(current), current.name);
  return seen === findVariable(sourceCode.getScope(at), current.name) ? sourceCode.getText(callee) : null;
}

/** Methods of `toISOString` and the like that a `Date` has and its JSON string does not. */
const DATE_ONLY_METHODS: ReadonlySet<string> = new Set(['toISOString', 'toDateString', 'toTimeString', 'getTime', 'toJSON']);

/**
 * True when code calls a method on the result read through `identifier` that the result would not have once it
 * comes back from the state as JSON: a method of the result itself (`order.save()`; an array's, the results of
 * `Promise.all`, come back with it when `isArray`), or of a value in it other than what strings, numbers and
 * arrays answer (`batch.insertedId.toHexString()`, `hold.expiresAt.toISOString()`: an ObjectId or a `Date`
 * becomes a string).
 */
function callsLostMethod(identifier: TSESTree.Node, isArray: boolean): boolean {
  let member = identifier.parent;
  if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== identifier) return false;
  let depth = 1;
  while (member.parent.type === AST_NODE_TYPES.MemberExpression && member.parent.object === member) {
    member = member.parent;
    depth += 1;
  }
  if (member.parent.type !== AST_NODE_TYPES.CallExpression || member.parent.callee !== member) return false;
  const method = memberName(member) ?? '';
  if (depth === 1) return !(isArray && READ_ONLY_METHODS.has(method));
  return !READ_ONLY_METHODS.has(method) || DATE_ONLY_METHODS.has(method);
}

/** The call each element comes from in `items.map((item) => call(item))`: the arrow's body, when it is a call. */
function mappedCall(node: TSESTree.Node): TSESTree.Node | null {
  if (node.type !== AST_NODE_TYPES.CallExpression || node.arguments.length !== 1 || node.callee.type !== AST_NODE_TYPES.MemberExpression) return null;
  const callback = node.arguments[0]!;
  if (memberName(node.callee) !== 'map' || callback.type !== AST_NODE_TYPES.ArrowFunctionExpression || callback.body.type === AST_NODE_TYPES.BlockStatement) return null;
  return callback.body.type === AST_NODE_TYPES.CallExpression ? callback.body : null;
}

/**
 * What the awaited `work` holds, when it is nothing but calls whose results it holds: the report itself,
 * `Promise.all` of a list of calls or of `items.map((item) => call(item))` with the report among them (then
 * `array`), or calls around the report that only hand it on (`wrapsOnly`). `type` is the result's type written from
 * the callees (`Awaited<ReturnType<typeof f>>`, a tuple or an array of those), null when no type can name them (a
 * wrapper's generic result). Null for anything else: a callback with statements does more than its result shows,
 * and later rounds would skip it.
 */
function carriedWork(work: TSESTree.Node, report: TSESTree.Node, at: TSESTree.Node, tools: FixTools, asker: FunctionNode): { type: string | null; array: boolean } | null {
  const sourceCode = tools.sourceCode;
  const typeOf = (call: TSESTree.Node): string | null => {
    if (call.type !== AST_NODE_TYPES.CallExpression || call.typeArguments) return null;
    const target = typeofTarget(call.callee, at, sourceCode);
    return target === null ? null : `Awaited<ReturnType<typeof ${target}>>`;
  };
  if (work === report) return { type: typeOf(work), array: false };
  const all = promiseAllArgument(work, sourceCode);
  if (!all) return wrapsOnly(work, report, tools, asker) ? { type: null, array: false } : null;
  if (all.type === AST_NODE_TYPES.ArrayExpression) {
    const elements = all.elements;
    if (!elements.includes(report as TSESTree.Expression) || elements.some((element) => element?.type !== AST_NODE_TYPES.CallExpression)) return null;
    const types = elements.map((element) => typeOf(element!));
    return { type: types.every((type) => type !== null) ? `[${types.join(', ')}]` : null, array: true };
  }
  const call = mappedCall(all);
  if (call !== report) return null;
  const type = typeOf(call);
  return { type: type === null ? null : `${type}[]`, array: true };
}

/**
 * Whether `work` is calls around `report` that run it and hand on its result, and nothing else that a later round
 * would miss: a retry or a policy (`retry(() => vault.tokenCreate(...))`, `policy.execute(() => ...)`), an RxJS
 * stream (`firstValueFrom(from(stripe.x.create(...)).pipe(tap(log)))`, `of(spec).pipe(mergeMap((s) =>
 * coupons.create(s)))`). Its functions are arrows with an expression for a body, it assigns nothing, and no call in
 * it beside the report and the calls around it runs an effect (a log in a `tap` is none).
 */
function wrapsOnly(work: TSESTree.Node, report: TSESTree.Node, tools: FixTools, asker: FunctionNode): boolean {
  if (work.type !== AST_NODE_TYPES.CallExpression || !contains(work, report)) return false;
  const around = new Set<TSESTree.Node>();
  for (let node: TSESTree.Node | undefined = report.parent; node && node !== work.parent; node = node.parent) {
    // `Promise.allSettled`, `Promise.race`: the result is no longer the report's (a rejection's reason is an `Error`).
    if (node.type === AST_NODE_TYPES.CallExpression && resolveOrigin(node.callee, tools.sourceCode.getScope(node)).root === 'global') return false;
    around.add(node);
  }
  const footprints = tools.footprints(asker);
  let plain = true;
  walkAst(work, tools.sourceCode.visitorKeys, (node) => {
    if (!plain || node === report) return false;
    if (isFunctionNode(node)) plain = node.type === AST_NODE_TYPES.ArrowFunctionExpression && node.body.type !== AST_NODE_TYPES.BlockStatement && !node.async;
    else if (node.type === AST_NODE_TYPES.AssignmentExpression || node.type === AST_NODE_TYPES.UpdateExpression || node.type === AST_NODE_TYPES.AwaitExpression) plain = false;
    else if ((node.type === AST_NODE_TYPES.CallExpression || node.type === AST_NODE_TYPES.NewExpression) && !around.has(node) && !contains(node, report)) plain = !footprints.footprint([node]).effects;
    return plain;
  });
  return plain;
}

/**
 * The `await` a declaration's value is, or whose result's member it is (`(await create()).data.issue`, plain names
 * only), with the member path.
 */
function awaitedMember(init: TSESTree.Expression): { await: TSESTree.AwaitExpression; path: string[] } | null {
  const path: string[] = [];
  let current: TSESTree.Node = init;
  while (current.type === AST_NODE_TYPES.MemberExpression && !current.computed && !current.optional && current.property.type === AST_NODE_TYPES.Identifier) {
    path.unshift(current.property.name);
    current = current.object;
  }
  return current.type === AST_NODE_TYPES.AwaitExpression ? { await: current, path } : null;
}

/**
 * The awaited call a declaration's value picks by a test (`slug ? await upload(a) : await upload(b)`): the branch
 * holding the report, and the other, each nothing but the `await` of a call. On the round without state one of them
 * runs, as before; later rounds take its result from the state, whichever ran.
 */
function awaitedChoice(init: TSESTree.Expression, report: TSESTree.Node, sourceCode: SourceCode): { await: TSESTree.AwaitExpression; other: TSESTree.AwaitExpression } | null {
  if (init.type !== AST_NODE_TYPES.ConditionalExpression) return null;
  const { test, consequent, alternate } = init;
  const awaitedCall = (node: TSESTree.Node): node is TSESTree.AwaitExpression => node.type === AST_NODE_TYPES.AwaitExpression && node.argument.type === AST_NODE_TYPES.CallExpression;
  if (!awaitedCall(consequent) || !awaitedCall(alternate) || !onlyReads(test, sourceCode)) return null;
  const [chosen, other] = contains(consequent, report) ? [consequent, alternate] : contains(alternate, report) ? [alternate, consequent] : [];
  // Later rounds skip the test and the other call too: what they do beside the call must be nothing but reads.
  const call = other?.argument as TSESTree.CallExpression | undefined;
  if (!chosen || !other || !call || ![call.callee, ...call.arguments].every((part) => onlyReads(part, sourceCode))) return null;
  return { await: chosen, other };
}

/** Node types whose evaluation may do more than read. */
const NOT_READS: ReadonlySet<AST_NODE_TYPES> = new Set([
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.NewExpression,
  AST_NODE_TYPES.TaggedTemplateExpression,
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.UpdateExpression,
  AST_NODE_TYPES.AwaitExpression,
  AST_NODE_TYPES.YieldExpression,
]);

/** True when evaluating `node` only reads values: no call, assignment, `await` or function in it. */
function onlyReads(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  let reads = true;
  walkAst(node, sourceCode.visitorKeys, (inner) => {
    reads &&= !isFunctionNode(inner) && !NOT_READS.has(inner.type);
    return reads;
  });
  return reads;
}

/**
 * What the question carries for a declaration's target: its name, or a destructuring pattern read as the
 * object or array it takes apart (`{ id: draftId }`, `[a, b]`), which the same pattern takes apart again on
 * later rounds. Null for patterns that do not read as a value: defaults, computed keys.
 */
function carriedValue(target: TSESTree.Node, sourceCode: SourceCode): string | null {
  const plain = (node: TSESTree.Node | null): boolean => {
    if (node === null) return true;
    switch (node.type) {
      case AST_NODE_TYPES.Identifier:
        // Only the target carries its annotation (oxlint's tree has `null` where typescript-estree has none).
        return !node.typeAnnotation || node === target;
      case AST_NODE_TYPES.RestElement:
        return node.argument.type === AST_NODE_TYPES.Identifier && !node.typeAnnotation;
      case AST_NODE_TYPES.ArrayPattern:
        return node.elements.every(plain);
      case AST_NODE_TYPES.ObjectPattern:
        return node.properties.every((property) => property.type === AST_NODE_TYPES.RestElement ? plain(property) : !property.computed && plain(property.value));
      default:
        return false;
    }
  };
  if (!plain(target)) return null;
  if (target.type === AST_NODE_TYPES.Identifier) return target.name;
  const annotation = (target as TSESTree.ArrayPattern | TSESTree.ObjectPattern).typeAnnotation;
  return sourceCode.text.slice(target.range[0], annotation ? annotation.range[0] : target.range[1]).trimEnd();
}

/**
 * "Run it only on the first round and resume from `requestState`" (the rule doc's Suggestions), for
 * `const x = await effect(...)` (or `c ? await a(...) : await b(...)`) whose result the question reads. Every question after it carries
 * `requestState: await codec.mint(x, ctx)`: the first round runs the effect and sends its result along, later
 * rounds take it back from the state instead of running the effect again. How they take it back depends on
 * the server:
 * - a codec's `verify` is its `requestState.verify` hook: the accessor returns the verified payload, so the
 *   declaration becomes `const x = ctx.mcpReq.requestState<T>() ?? await effect(...)`;
 * - the server is built in this file without a hook: the accessor returns the raw string, which the handler
 *   verifies with the file's codec, or with one the suggestion adds at module level
 *   (`const xState = ctx.mcpReq.requestState<string>(); const x = xState === undefined ? await effect(...) :
 *   (await codec.verify(xState, ctx)) as T`);
 * - anything else: withheld, since minted state the server's hook cannot verify would be refused.
 */
export function resumeFromRequestState(finding: EffectFinding, tools: FixTools, leading: Leading | null = null): Suggestion | null {
  const asker = finding.asker;
  const sourceCode = tools.sourceCode;
  if (!isFunctionNode(asker) || asker.body.type !== AST_NODE_TYPES.BlockStatement) return null;
  const placed = statementBeforeExit(finding);
  const statement = placed?.statement;
  if (statement?.type !== AST_NODE_TYPES.VariableDeclaration || statement.kind === 'var' || statement.declarations.length !== 1) return null;
  const declarator = statement.declarations[0];
  const init = declarator.init;
  const carried = carriedValue(declarator.id, sourceCode);
  // Only an awaited result is data to carry: an un-awaited one may be a promise that is awaited later. (So the
  // asker is async, and can await the codec's `mint`.) A member of it (`(await create()).data`) is data too.
  const choice = init ? awaitedChoice(init, finding.report, sourceCode) : null;
  const awaited = choice ? { await: choice.await, path: [] } : init ? awaitedMember(init) : null;
  if (carried === null || !init || !awaited) return null;
  const chosen = carriedWork(awaited.await.argument, finding.report, statement, tools, asker);
  // The other branch's result is carried too when it ran: it must be one as well, and its type is part of the state's.
  const other = choice ? carriedWork(choice.other.argument, choice.other.argument, statement, tools, asker) : null;
  if (!chosen || (choice && (!other || (tools.typescript && (chosen.type === null || other.type === null))))) return null;
  const work = other && other.type !== chosen.type ? { type: chosen.type && other.type && `${chosen.type} | ${other.type}`, array: false } : chosen;
  const variables = sourceCode.scopeManager?.getDeclaredVariables(declarator) ?? [];
  if (variables.length === 0 || !variables.every(isSingleAssignment)) return null;

  // The state must be minted on every question the effect can reach, and the result be in scope there. A
  // question before the effect would be asked again without the state when a later round lacks its answer.
  const block = statement.parent;
  const exits = tools.exits.exitsOf(asker);
  if (exits.length === 0 || !exits.every((exit) => exit.range[0] > statement.range[1] && contains(block, exit))) return null;
  // A loop would carry one result for many runs. A `try` with only a `finally` runs its block alike on every round;
  // a `catch` would take a state the codec refuses for a failure of the call.
  for (let child: TSESTree.Node = statement, node: TSESTree.Node | undefined = statement.parent; node && node !== asker; child = node, node = node.parent) {
    if (isLoop(node) || (node.type === AST_NODE_TYPES.TryStatement && (node.handler !== null || child !== node.block))) return null;
  }
  const lastExit = exits[exits.length - 1]!;
  const references = variables.flatMap((variable) => variable.references);
  const readBeforeAsking = references.some(
    (reference) => reference.identifier.range[0] > statement.range[1] && reference.identifier.range[0] < lastExit.range[1],
  );
  if (!readBeforeAsking) return null;
  if (references.some((reference) => callsLostMethod(reference.identifier, work.array && declarator.id.type === AST_NODE_TYPES.Identifier)) || mentionsRequestState(asker, sourceCode)) return null;

  const carriers = exits.map((exit) => stateCarrier(exit, tools));
  const accessor = accessorOf(asker, tools);
  if (!accessor || carriers.some((carrier) => carrier === null)) return null;
  const visible = (node: TSESTree.Node, wanted: Variable): boolean => findVariable(sourceCode.getScope(node), wanted.name) === wanted;
  const seesAll = (exit: TSESTree.Node): boolean => visible(exit, accessor.context) && variables.every((variable) => visible(exit, variable));
  if (!visible(init, accessor.context) || !exits.every(seesAll)) return null;

  let stateType: string | null = null;
  let extracted: ExtractedWork | null = null;
  if (tools.typescript) {
    const annotation = declarator.id.typeAnnotation?.typeAnnotation;
    const member = awaited.path.map((name) => `['${name}']`).join('');
    stateType = annotation ? sourceCode.getText(annotation) : work.type && `${work.type}${member}`;
    if (stateType === null) {
      extracted = extractedWork(awaited.await.argument, variables[0]!.name, statement, sourceCode);
      if (!extracted) return null;
      stateType = `Awaited<ReturnType<typeof ${extracted.name}>>${member}`;
    }
  }
  // `state ?? (slug ? await a() : await b())`: the test is no operand of `??`.
  const initText = choice ? `(${sourceCode.getText(init)})` : sourceCode.getText(init);
  // The message names what runs once: the reported call, or the `Promise.all` around it.
  const once = promiseAllArgument(awaited.await.argument, sourceCode) ? (awaited.await.argument as CallLike) : finding.report;
  const argument = awaited.await.argument;
  const resumed: Resumed = {
    report: once,
    leadingCalls: leading?.calls ?? [],
    init,
    // The declaration's value with the extracted arrow's call in place of the work (`(await holdCall()).data`).
    work: extracted
      ? `${sourceCode.text.slice(init.range[0], argument.range[0])}${extracted.name}()${sourceCode.text.slice(argument.range[1], init.range[1])}`
      : initText,
    prelude: extracted ? `${extracted.declaration}\n${lineIndent(sourceCode, statement.range[0])}` : '',
    name: variables[0]!.name,
    carried,
    exits,
    carriers: carriers as StateCarrier[],
    context: accessor.context.name,
    stateType,
    leading: leading && blockOfLeading(leading.statements, `${variables[0]!.name}State`, statement, sourceCode),
  };
  if (leading && !resumed.leading) return null;
  // A server of this file without a hook hands over the raw string, to verify in the handler.
  // With types, the program's one server tells when the file does not show it.
  const hooks = serverHooks(asker, sourceCode) ?? (tools.exits.types?.hooklessServer() ? 'none' : null);
  if (hooks === 'none') return verifyingResume(resumed, statement, accessor.text, tools);
  if (hooks === 'mixed') return null;
  const local = tools.stateCodec();
  // The file's own codec first, then (with types) the program's server's, then the one the settings name.
  const project = tools.projectCodec;
  const codec: ImportedCodec | null = local.hooked
    ? (exits.every((exit) => visible(exit, local.hooked!)) ? { name: local.hooked.name, edits: null, specifier: null } : null)
    : (serverCodecOf(local, exits, tools) ?? (project?.hook ? projectCodecOf(local, exits, tools) : null));
  // A project whose servers have no hook (and a file that shows none): the handler verifies the raw string itself.
  if (!codec && project?.hook === false && !local.hook && !local.accessorReads) return verifyingResume(resumed, statement, accessor.text, tools);
  if (!codec) return null;
  const typeArgument = stateType === null ? '' : `<${stateType}>`;
  const read = `${accessor.text}${typeArgument}()`;
  const leadingBlock = resumed.leading;
  const rewrite = (fixer: TSESLint.RuleFixer): TSESLint.RuleFix[] => [
    ...(codec.edits?.(fixer) ?? []),
    ...(leadingBlock ? [fixer.replaceTextRange(leadingBlock.range, leadingBlock.text(read))] : []),
    ...(resumed.prelude ? [fixer.insertTextBefore(statement, resumed.prelude)] : []),
    fixer.replaceText(init, `${leadingBlock ? leadingBlock.state : read} ?? ${resumed.work}`),
    ...mints(resumed, codec.name, fixer),
  ];
  const data = { ...describe(resumed, sourceCode, codec.name), accessor: `${accessor.text}()` };
  if (codec.specifier !== null) return { messageId: 'suggestResumeWithImportedCodec', data: { ...data, module: codec.specifier }, fix: rewrite };
  return { messageId: 'suggestResumeFromRequestState', data, fix: rewrite };
}

/**
 * With types, the codec the program's one server verifies with (`TypedFile.serverCodec`), for a file that shows no
 * codec of its own: none it declares or mints with but that one, and no raw state verified by hand (which says its
 * server has no hook).
 */
function serverCodecOf(local: FileCodec, uses: readonly TSESTree.Node[], tools: FixTools): ImportedCodec | null {
  const codec = tools.exits.types?.serverCodec();
  if (!codec || local.handVerified) return null;
  if (!local.candidates.every((variable) => variable.defs[0]?.name.type === AST_NODE_TYPES.Identifier && codec.denotes(variable.defs[0].name))) return null;
  return importedCodec(tools.sourceCode, codec, uses);
}

/**
 * The codec `settings.mcp.requestStateCodec` names, as the handler can mint (and verify) with it at `uses`, for a file
 * that shows no other codec (every codec it declares or mints with is that one imported) and nothing against what the
 * setting says of the servers: no raw state verified by hand when they hook the codec, no accessor read as a verified
 * payload when they have no hook.
 */
function projectCodecOf(local: FileCodec, uses: readonly TSESTree.Node[], tools: FixTools): ImportedCodec | null {
  const project = tools.projectCodec;
  if (!project || (project.hook ? local.handVerified : local.accessorReads)) return null;
  const denoted = (variable: Variable): boolean => variable.defs[0]?.name.type === AST_NODE_TYPES.Identifier && project.module.denotes(variable.defs[0].name);
  return local.candidates.every(denoted) ? importedCodec(tools.sourceCode, project.module, uses) : null;
}

/** The awaited work as a local function, so that its result type can be named by `typeof` (see `extractedWork`). */
interface ExtractedWork {
  name: string;
  declaration: string;
}

/**
 * For a result no type can name from its callee (`this.db.collection('batches').insertOne(...)`, ``sql`insert …` ``,
 * `supabase.from('t').insert(row).select().single()`): the work as a local arrow, `const batchCall = () =>
 * this.db.collection(...).insertOne(...)`, declared on the line before, whose type `Awaited<ReturnType<typeof
 * batchCall>>` the compiler infers. The arrow sees the same bindings and `this`, and runs only when called, on the
 * round without state. Null when the declaration cannot start a line of its own, the name is taken, or the work
 * awaits inside itself (the arrow is not `async`).
 */
function extractedWork(work: TSESTree.Node, name: string, statement: TSESTree.Statement, sourceCode: SourceCode): ExtractedWork | null {
  const extracted = `${name}Call`;
  if (!startsLine(sourceCode, statement) || mentionsName(sourceCode.text, extracted)) return null;
  if (holdsOutsideFunctions(work, sourceCode.visitorKeys, (node) => node.type === AST_NODE_TYPES.AwaitExpression)) return null;
  const text = sourceCode.getText(work);
  // An object literal body would read as a block.
  const body = work.type === AST_NODE_TYPES.ObjectExpression ? `(${text})` : text;
  return { name: extracted, declaration: `const ${extracted} = () => ${body};` };
}

/** Effect statements right before the resumed declaration that run only on the round without state as well, and their calls the message names. */
export interface Leading {
  statements: readonly TSESTree.Statement[];
  calls: readonly CallLike[];
}

/**
 * A statement that only runs effects (`await createRef(...);`, `for (const line of lines) await items.create(line)`):
 * a call, or a `for`/`for...of` loop, with no `return`, `yield` or labelled jump in it, running a write. Its first
 * call that runs a write, when it is one (the message names it), else null.
 */
function effectStatement(statement: TSESTree.Statement, tools: FixTools, asker: FunctionNode): CallLike | null {
  const sourceCode = tools.sourceCode;
  const expression = statement.type === AST_NODE_TYPES.ExpressionStatement ? statement.expression : null;
  const call = expression?.type === AST_NODE_TYPES.AwaitExpression ? expression.argument : expression;
  const loop = statement.type === AST_NODE_TYPES.ForOfStatement || statement.type === AST_NODE_TYPES.ForStatement;
  if (call?.type !== AST_NODE_TYPES.CallExpression && !loop) return null;
  const jumps = holdsOutsideFunctions(statement, sourceCode.visitorKeys, (node) =>
    node.type === AST_NODE_TYPES.ReturnStatement || node.type === AST_NODE_TYPES.YieldExpression ||
    ((node.type === AST_NODE_TYPES.BreakStatement || node.type === AST_NODE_TYPES.ContinueStatement) && node.label !== null));
  if (jumps) return null;
  const footprints = tools.footprints(asker);
  let first: CallLike | null = null;
  walkAst(statement, sourceCode.visitorKeys, (node) => {
    if (first || (node !== statement && isFunctionNode(node))) return false;
    if (node.type === AST_NODE_TYPES.CallExpression && footprints.footprint([node]).effects) first = node;
    return first === null;
  });
  return first;
}

/**
 * "Resume" of a declaration (`const { data: tracking } = await octokit.rest.issues.create(...)`, whose result the
 * question shows) together with the run of effect statements right before it whose results nothing keeps (`await
 * octokit.rest.git.createRef(...)`), for a report in either: the state is read before them, and they run in an `if`
 * on the round without it, with the declaration's work. Withheld when what they leave in the asker's own variables is
 * read after the declaration (later rounds no longer run them), when there are none, and wherever the resume of the
 * declaration alone is.
 */
export function resumeWithLeadingEffects(finding: EffectFinding, tools: FixTools): Suggestion | null {
  const asker = finding.asker;
  const placed = statementBeforeExit(finding);
  if (!isFunctionNode(asker) || !placed || !contains(placed.statement, finding.report)) return null;
  const { list, index } = placed;
  const exits = tools.exits.exitsOf(asker);
  // The declaration: this statement, or the first after the run of effect statements this one starts.
  let start = index;
  let end = index;
  if (placed.statement.type === AST_NODE_TYPES.VariableDeclaration) {
    while (start > 0 && effectStatement(list[start - 1]!, tools, asker)) start -= 1;
  } else {
    const holdsExit = (node: TSESTree.Node): boolean => exits.some((exit) => contains(node, exit));
    while (end < list.length && list[end]!.type !== AST_NODE_TYPES.VariableDeclaration && !holdsExit(list[end]!) && effectStatement(list[end]!, tools, asker)) end += 1;
  }
  const declaration = list[end];
  if (start === end || declaration?.type !== AST_NODE_TYPES.VariableDeclaration || declaration.declarations.length !== 1) return null;
  const init = declaration.declarations[0].init;
  const work = init ? awaitedMember(init)?.await.argument : undefined;
  if (work?.type !== AST_NODE_TYPES.CallExpression || promiseAllArgument(work, tools.sourceCode)) return null;
  const statements = list.slice(start, end);
  const calls = statements.map((statement) => (contains(statement, finding.report) ? finding.report : effectStatement(statement, tools, asker)!));
  const after = codeAfter(declaration, asker);
  const footprints = tools.footprints(asker);
  const ownVariable = (key: Variable | string): boolean => typeof key !== 'string' && key.defs.some((def) => contains(asker, def.name));
  if (!after || readsChangesOf(footprints.footprint(statements), footprints.footprint(after), ownVariable)) return null;
  return resumeFromRequestState({ ...finding, report: work }, tools, { statements, calls });
}

/** What the resume rewrites: the awaited effect, the variable holding its result, the questions to carry it. */
interface Resumed {
  /** What runs only on the round without state: the reported call or the `Promise.all` holding it (the message names it). */
  report: CallLike;
  /** The effects of the leading statements the message names first. */
  leadingCalls: readonly CallLike[];
  /** The awaited work, or the member of its result, the declaration takes (`(await create()).data`). */
  init: TSESTree.Expression;
  /** The text that runs the work on the round without state: the declaration's value, or it with the call of its extracted arrow. */
  work: string;
  /** What goes on the lines before the declaration: the extracted arrow (`extractedWork`), or nothing. */
  prelude: string;
  /** The first name the declaration binds: the raw state is read into `<name>State`. */
  name: string;
  /** What the state holds: the name, or the destructuring pattern read as a value. */
  carried: string;
  /** The asker's exits, and how each takes the state. */
  exits: readonly TSESTree.Node[];
  carriers: StateCarrier[];
  /** The handler's context parameter (`ctx`). */
  context: string;
  /** The type of the state in a TypeScript file, else null. */
  stateType: string | null;
  /** The effect statements right before the declaration that run only on the round without state too, or null. */
  leading: LeadingBlock | null;
}

/**
 * The effect statements before the resumed declaration, as the resume rewrites them: the state read into `state`
 * first, then the statements in an `if (state === undefined)` block (`text`, given how the state is read), in place
 * of their lines (`range`).
 */
interface LeadingBlock {
  state: string;
  range: [number, number];
  text: (read: string) => string;
}

/**
 * The block `leading` becomes, indented one step deeper (the step their block is indented by), or null when they do
 * not start and end lines of their own, the name is taken, or no step can be read.
 */
function blockOfLeading(leading: readonly TSESTree.Statement[], state: string, declaration: TSESTree.Statement, sourceCode: SourceCode): LeadingBlock | null {
  const first = statementLines(sourceCode, leading[0]!);
  const last = statementLines(sourceCode, leading.at(-1)!);
  const block = declaration.parent;
  if (!first || !last || !startsLine(sourceCode, declaration) || mentionsName(sourceCode.text, state) || block?.type !== AST_NODE_TYPES.BlockStatement) return null;
  const outer = lineIndent(sourceCode, block.range[0]);
  const indent = first.indent;
  if (!indent.startsWith(outer) || indent === outer) return null;
  const body = reindented(sourceCode, leading, { start: first.start, end: last.end, indent }, indent + indent.slice(outer.length));
  return {
    state,
    range: [first.start, last.end],
    text: (read) => `${indent}const ${state} = ${read};\n${indent}if (${state} === undefined) {\n${body}${indent}}\n`,
  };
}

function describe(resumed: Resumed, sourceCode: SourceCode, codec: string): Record<string, string> {
  // `createRef()` and `issues.create()`: the template quotes the whole.
  const calls = [...resumed.leadingCalls.map((call) => callText(sourceCode, call)), callText(sourceCode, resumed.report)];
  return { call: calls.join('` and `'), name: resumed.carried, codec };
}

function mints(resumed: Resumed, codec: string, fixer: TSESLint.RuleFixer): TSESLint.RuleFix[] {
  const minted = `requestState: await ${codec}.mint(${resumed.carried}, ${resumed.context})`;
  return resumed.carriers.flatMap((carrier) => carrier.add(minted, fixer));
}

/**
 * The resume on a server without a `requestState.verify` hook: the raw state is read into `<name>State` and
 * verified by the file's codec, or by a module-level one the suggestion adds (with its import).
 */
function verifyingResume(resumed: Resumed, statement: TSESTree.VariableDeclaration, accessor: string, tools: FixTools): Suggestion | null {
  const sourceCode = tools.sourceCode;
  const stateName = `${resumed.name}State`;
  if (!startsLine(sourceCode, statement) || mentionsName(sourceCode.text, stateName)) return null;
  const indent = lineIndent(sourceCode, statement.range[0]);
  const local = tools.stateCodec();
  const existing = local.unhooked;
  const uses = [resumed.init, ...resumed.exits];
  const visibleEverywhere = existing && uses.every((node) => findVariable(sourceCode.getScope(node), existing.name) === existing);
  // Any codec verifies what it minted itself: the file's own, else the project's (settings), else a new one.
  const imported = visibleEverywhere ? null : projectCodecOf(local, uses, tools);
  const added = visibleEverywhere || imported ? null : newCodecEdits(sourceCode);
  if (!visibleEverywhere && !imported && !added) return null;
  const codec = visibleEverywhere ? existing.name : (imported?.name ?? NEW_CODEC.name);
  const raw = `${accessor}${resumed.stateType === null ? '' : '<string>'}()`;
  const verified = `await ${codec}.verify(${stateName}, ${resumed.context})`;
  const fromState = resumed.stateType === null ? verified : `(${verified}) as ${resumed.stateType}`;
  const block = resumed.leading;
  const rewrite = (fixer: TSESLint.RuleFixer): TSESLint.RuleFix[] => [
    ...(block ? [fixer.replaceTextRange(block.range, block.text(raw))] : []),
    ...(block && !resumed.prelude ? [] : [fixer.insertTextBefore(statement, block ? resumed.prelude : `${resumed.prelude}const ${stateName} = ${raw};\n${indent}`)]),
    fixer.replaceText(resumed.init, `${stateName} === undefined ? ${resumed.work} : ${fromState}`),
    ...mints(resumed, codec, fixer),
  ];
  if (imported?.specifier) {
    const edits = imported.edits;
    return {
      messageId: 'suggestResumeVerifyingWithImportedCodec',
      data: { ...describe(resumed, sourceCode, codec), module: imported.specifier },
      fix: (fixer) => [...(edits?.(fixer) ?? []), ...rewrite(fixer)],
    };
  }
  if (!added) return { messageId: 'suggestResumeVerifyingState', data: describe(resumed, sourceCode, codec), fix: rewrite };
  return {
    messageId: 'suggestResumeWithNewCodec',
    data: { ...describe(resumed, sourceCode, codec), keyVariable: NEW_CODEC.keyVariable, ttl: String(NEW_CODEC.ttlMinutes) },
    fix: (fixer) => [...added(fixer), ...rewrite(fixer)],
  };
}
