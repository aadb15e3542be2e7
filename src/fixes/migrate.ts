/**
 * "Return the question instead" for `no-push-style-input-request`: rewrites the push-style requests of a
 * handler into one `input_required` question, in the mechanical shape only (`const x = await push(...)` in the
 * handler's own top-level body). See the rule doc's "Migrating a handler" for the shape, the output, and why
 * several requests are asked together in one round.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode, type FunctionNode } from '../ast/functions.js';
import { findVariable, memberName, objectProperty, propertyKeyName, resolveObject, skipTransparent, staticString } from '../ast/origin.js';
import type { Scope, SourceCode } from '../ast/types.js';
import { walkAst } from '../ast/walk.js';
import type { EffectSettings } from '../effects/index.js';
import { SDK_V2_ROUND_TRIP } from '../mcp/frameworks/context.js';
import { enclosingHandler, handlerOf, roundTripAccess, type HandlerRegistration } from '../mcp/handlers.js';
import { INPUT_REQUIRED_METHODS } from '../mcp/methods.js';
import { isV1Module } from '../mcp/sdk.js';
import { mayNotSwap, type FootprintReader } from './footprint.js';
import { layoutAround, movedText, propertyRemovals, sdkNames, type Layout, type SdkName, type SdkNames, type TextEdit } from './migrate-text.js';
import { answerCanStandIn, patternProperties, type ViewKind } from './migrate-uses.js';
import { lineAfter, lineIndent, mentionsName } from './text.js';
import { TYPESCRIPT_FILE } from './index.js';
import { FixTools } from './tools.js';

/** A push-style request the rule reports, as the rule recognised it. */
export interface PushRequest {
  call: TSESTree.CallExpression;
  /** The request method sent: `elicitation/create`, `sampling/createMessage` or `roots/list`. */
  method: string;
  /** The builder the report names (`inputRequired.elicit`, `inputRequired.elicitUrl`, ...). */
  builder: string;
  /** The request parameters: the first argument, or the `params` of the request object `send` takes. */
  params: TSESTree.Node | undefined;
  /**
   * How it is sent: on the context's request object (`ctx.mcpReq.elicitInput`), through `ctx.mcpReq.send`,
   * through a member destructured from it, on a server instance, through xmcp's context, or through SDK v1's
   * `extra.sendRequest`.
   */
  channel: 'mcpReq' | 'send' | 'destructured' | 'server' | 'xmcp' | 'sendRequest';
}

/** What the rule's `suggestMigrateToInputRequired` suggestion says and does. */
export interface MigrationSuggestion {
  /**
   * `the question \`x\`` or `the questions \`a\` and \`b\` together`; `the answer` or `the answers`; what the
   * rewrite does to keep the push's check of the answer against `requestedSchema` (empty when it checked nothing used).
   */
  data: { questions: string; answers: string; validation: string };
  fix: (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[];
}

/** The migration writes SDK v2 code: only where the registration's context is SDK v2's (`ctx.mcpReq.inputResponses`), or xmcp's (`extra.inputResponses`). */
function hasSdkV2Context(registration: HandlerRegistration): boolean {
  return roundTripAccess(registration.shape) === SDK_V2_ROUND_TRIP;
}

/**
 * Why a push-style request gets no migration, for its report (`message`, after "Not rewritten:") and for
 * mcp-lint's summary (`summary`, after a count). The rule doc's "When the migration is withheld" says what to
 * do by hand for each.
 */
export const WITHHELD_REASONS = {
  helper: { summary: 'in helpers', message: 'it is in a function that is not a registered handler, which cannot return the handler\'s question' },
  method: { summary: 'in handlers of methods that cannot ask', message: 'its handler\'s method cannot return a question (only tools/call, prompts/get and resources/read can)' },
  sdkV1: { summary: 'on SDK v1 contexts or servers', message: 'it goes through SDK v1 (`extra.sendRequest`, a server in a file that imports SDK v1): port the server to SDK v2 first' },
  framework: { summary: 'in framework handlers', message: 'its handler\'s context is not SDK v2\'s, so the answer cannot be read back the way the migration writes it' },
  alreadyAsks: { summary: 'in handlers that already ask', message: 'the handler already asks, reads answers or carries state, and a second question would lose the first one\'s answers' },
  tryBlock: { summary: 'inside try/catch/finally', message: 'it is inside a `try` block, whose `catch` and `finally` (and any timeout around it) would no longer see the request' },
  nested: { summary: 'inside a branch, loop or callback', message: 'it is inside a branch, loop or callback, so a question returned there would not be asked on the same rounds' },
  notBound: { summary: 'not awaited into a `const`', message: 'its result is not awaited into a `const` of its own in the handler\'s body' },
  uses: { summary: 'with results used as a whole value', message: 'its result is used in a way the answer cannot stand in for (as a whole value, `_meta`, in a type, or content values where `unknown` does not type-check)' },
  params: { summary: 'with parameters that cannot be read', message: 'its parameters cannot be written as a question (a spread, a mode not written out, a schema or `request(...)` of its own)' },
  sideEffects: { summary: 'with arguments that compute', message: 'its arguments compute something (an `await`, an assignment, a write) that the round with the answer would skip' },
  noContext: { summary: 'without a context parameter to read the answer from', message: 'the handler has no context parameter to read the answer from, and none can be added where its registration puts it' },
  samplingType: { summary: 'with sampling results typed differently', message: 'in TypeScript the answer\'s sampling result (with tools) is wider than what this request returns' },
  dependsOnEarlier: { summary: 'depending on an earlier answer', message: 'it depends on an earlier request\'s answer or comes after code that may return, so it cannot be asked together with it' },
  validation: {
    summary: 'whose answers could not be checked as the push checked them',
    message: 'the handler reads the answer\'s content, which the push checked against `requestedSchema`, and xmcp has no `fromJsonSchema` to keep that check: return `inputRequired(...)` and read the content with `acceptedContent(extra.inputResponses, key, schema)` and a zod schema',
  },
  resultType: {
    summary: 'in handlers typed to return no question',
    message: 'the handler is written against a type whose result has no `InputRequiredResult` (a project handler type, a wrapper\'s parameter), so the returned question would not type-check: add `InputRequiredResult` to that type\'s result first',
  },
  layout: { summary: 'in code the rewrite cannot place', message: 'the statement shares its lines, the return type is not `Promise<T>`, a helper\'s name is taken or the file has no `import` to add to' },
} as const;
export type WithheldReason = keyof typeof WITHHELD_REASONS;

/** The migration of a request, or why it has none. */
export type MigrationOffer = { suggestion: MigrationSuggestion } | { withheld: WithheldReason };

/** What the suggestion says when it keeps the push's check of accepted content against `requestedSchema`. */
const VALIDATION_NOTE =
  ' The accepted content is checked against `requestedSchema` as the push checked it (`acceptedContent` with `fromJsonSchema`), and the question is asked again when it does not match.';

/**
 * How the answer bound to `id` keeps the push's check of its content against `schema`: the reads of its
 * `content` (or the pattern property binding it) that the validated content replaces; null when nothing reads it.
 */
function contentValidation(
  schema: TSESTree.Node | string,
  id: TSESTree.Node,
  declared: (node: TSESTree.Node) => readonly TSESLint.Scope.Variable[],
): Validation | null {
  if (id.type === AST_NODE_TYPES.ObjectPattern) {
    const contentBinding = (patternProperties(id) ?? []).find((property) => property.key === 'content')?.value.parent;
    return contentBinding?.type === AST_NODE_TYPES.Property ? { schema, contentReads: [], contentBinding } : null;
  }
  const contentReads = declared(id.parent!).flatMap((variable) =>
    variable.references.flatMap((reference) => {
      const read = reference.identifier.parent;
      return read?.type === AST_NODE_TYPES.MemberExpression && read.object === reference.identifier && memberName(read) === 'content' ? [read] : [];
    }),
  );
  return contentReads.length > 0 ? { schema, contentReads, contentBinding: null } : null;
}

/** A handler that already asks, reads answers or carries state is past a mechanical rewrite: a second question would lose the first's answers. */
const ALREADY_ASKS = /\b(?:inputResponses|inputResponse|acceptedContent|inputRequired|isInputRequiredResult|requestState|resultType)\b|input_required/;

const KINDS: ReadonlyMap<string, ViewKind> = new Map<string, ViewKind>([
  ['elicitation/create', 'elicit'],
  ['sampling/createMessage', 'sampling'],
  ['roots/list', 'roots'],
]);

/** One push-style request turned into one entry of the question. */
interface Question {
  call: TSESTree.CallExpression;
  statement: TSESTree.VariableDeclaration;
  declarator: TSESTree.VariableDeclarator;
  kind: ViewKind;
  /** The member of `inputRequired` that builds the embedded request. */
  builder: 'elicit' | 'elicitUrl' | 'createMessage' | 'listRoots';
  /** What the builder is given (none for `listRoots`), and the edits of its text (ranges cut out or replaced). */
  params: TSESTree.Node | null;
  edits: TextEdit[];
  /** How the answer keeps the check the push made of accepted content against `requestedSchema`; null when nothing reads the content. */
  validation: Validation | null;
  /** The expression for the retried request's `inputResponses`, and whether it reads the context parameter. */
  responses: string;
  viaContext: boolean;
  key: string;
  /** The variable holding the view; the declared name itself when the view can stand in for the result. */
  view: string;
  inPlace: boolean;
  /** The validated content's variable, and the hoisted schema's when the schema was written in the request. */
  contentName: string;
  schemaName: string | null;
}

/**
 * How a migrated elicitation keeps the check its push made: SDK v2's `elicitInput` rejected accepted content
 * that did not match `requestedSchema`; `inputResponse()` does not, so the content is read through
 * `acceptedContent(responses, key, fromJsonSchema(schema))`, which gives `undefined` for content that does not
 * match, and the question is asked again then.
 */
interface Validation {
  /** The `requestedSchema` expression, as the builder is given it; an object literal is hoisted into a `const`. */
  schema: TSESTree.Node | string;
  /** The reads of the result's `content` (`answer.content`), which the validated content replaces. */
  contentReads: TSESTree.MemberExpression[];
  /** The property of a destructuring pattern that binds the content (`const { action, content } = await ...`). */
  contentBinding: TSESTree.Property | null;
}

/** The names a question's entry gets once it is chosen. */
type Named = 'key' | 'view' | 'inPlace' | 'contentName' | 'schemaName';

interface HandlerFile {
  sourceCode: SourceCode;
  typescript: boolean;
  /** With type information: whether an import's local name is SDK v2's export `name` (see `sdkNames`). */
  sdkExport?: (identifier: TSESTree.Identifier, name: string) => boolean;
  /** With type information: whether the signature a handler is written against returns no question (`contextualResultCheck`). */
  excludesQuestion?: (fn: FunctionNode) => boolean;
}

/** A dotted name (`ctx.mcpReq`, `mcpReq`) that reads the same wherever it is written in the handler. */
function isPlainPath(node: TSESTree.Node): boolean {
  let current = node;
  while (current.type === AST_NODE_TYPES.MemberExpression && !current.computed && !current.optional) current = current.object;
  return current.type === AST_NODE_TYPES.Identifier;
}

/** True when evaluating `nodes` changes nothing: no `await`, `yield`, assignment or `delete` outside nested functions. */
function evaluatesQuietly(sourceCode: SourceCode, nodes: readonly TSESTree.Node[], footprints: FootprintReader): boolean {
  let quiet = true;
  for (const root of nodes) {
    walkAst(root, sourceCode.visitorKeys, (node) => {
      if (!quiet || (node !== root && isFunctionNode(node))) return false;
      if (
        node.type === AST_NODE_TYPES.AwaitExpression ||
        node.type === AST_NODE_TYPES.YieldExpression ||
        node.type === AST_NODE_TYPES.AssignmentExpression ||
        node.type === AST_NODE_TYPES.UpdateExpression ||
        (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'delete')
      ) {
        quiet = false;
      }
      return quiet;
    });
  }
  const footprint = footprints.footprint(nodes);
  return quiet && !footprint.effects && !footprint.unbounded;
}

/** True when `nodes` hold a `return` or `throw` of their own (not of nested functions): code after them may not run. */
function mayLeave(sourceCode: SourceCode, nodes: readonly TSESTree.Node[]): boolean {
  let leaves = false;
  for (const root of nodes) {
    walkAst(root, sourceCode.visitorKeys, (node) => {
      if (leaves || (node !== root && isFunctionNode(node))) return false;
      leaves = node.type === AST_NODE_TYPES.ReturnStatement || node.type === AST_NODE_TYPES.ThrowStatement;
      return !leaves;
    });
  }
  return leaves;
}

/** Result schemas `send` may be given for each kind, whose output is the result the push returned. */
const RESULT_SCHEMAS: Record<ViewKind, ReadonlySet<string>> = {
  elicit: new Set(['ElicitResult', 'ElicitResultSchema']),
  sampling: new Set(['CreateMessageResult', 'CreateMessageResultSchema', 'CreateMessageResultWithTools', 'CreateMessageResultWithToolsSchema']),
  roots: new Set(['ListRootsResult', 'ListRootsResultSchema']),
};

function isResultSchema(node: TSESTree.Node, kind: ViewKind): boolean {
  const inner = skipTransparent(node);
  const name = inner.type === AST_NODE_TYPES.Identifier ? inner.name : inner.type === AST_NODE_TYPES.MemberExpression ? memberName(inner) : null;
  return name !== null && RESULT_SCHEMAS[kind].has(name);
}

/** What the builder is given, and the ranges cut out of it; null when the request cannot be read that way. */
function builderInput(
  push: PushRequest,
  kind: ViewKind,
  url: boolean,
  scope: Scope,
  sourceCode: SourceCode,
): { params: TSESTree.Node | null; edits: TextEdit[]; schema: TSESTree.Node | string | null } | null {
  const args = push.call.arguments;
  const member = push.call.callee.type === AST_NODE_TYPES.MemberExpression ? memberName(push.call.callee) : null;
  if (args.some((argument) => argument.type === AST_NODE_TYPES.SpreadElement) || member === 'request') return null;
  if (push.channel === 'send') {
    const request = args[0] ? skipTransparent(args[0]) : null;
    if (request?.type !== AST_NODE_TYPES.ObjectExpression) return null;
    const known = request.properties.every((p) => p.type === AST_NODE_TYPES.Property && ['method', 'params'].includes(propertyKeyName(p) ?? ''));
    // After the request: options, or the result schema of the method (whose output is the result anyway).
    const second = args[1] ? skipTransparent(args[1]) : null;
    if (!known || (second && second.type !== AST_NODE_TYPES.ObjectExpression && !isResultSchema(second, kind))) return null;
  } else if (kind === 'roots' && args[0]) {
    // `listRoots(params?, options?)`: the embedded request takes no parameters.
    return null;
  }
  const params = push.params ? skipTransparent(push.params) : null;
  if (kind === 'roots') return params ? null : { params: null, edits: [], schema: null };
  if (!params || !push.params) return null;
  if (kind === 'sampling') return { params: push.params, edits: [], schema: null };
  // Elicitation: the mode decides the builder, so it must be written out. URL mode loses `mode` and the
  // 2025-era `elicitationId`, which `elicitUrl` does not take.
  const object = params.type === AST_NODE_TYPES.ObjectExpression ? params : url ? null : resolveObject(params, scope);
  if (!object || object.properties.some((property) => property.type !== AST_NODE_TYPES.Property)) return null;
  const mode = objectProperty(object, 'mode');
  const modeName = mode ? staticString(mode.value) : 'form';
  if (modeName !== (url ? 'url' : 'form')) return null;
  if (!url) {
    // The schema as written in the request, or read from the `const` the request names.
    const schema = objectProperty(object, 'requestedSchema')?.value ?? null;
    // A form without a schema (xmcp's loose types let one through) is no question `inputRequired.elicit` takes.
    if (!schema) return null;
    const inline = params === object;
    return { params: push.params, edits: [], schema: inline ? schema : `${sourceCode.getText(params)}.requestedSchema` };
  }
  const removed = new Set<TSESTree.Node>([mode, objectProperty(object, 'elicitationId')].filter((p): p is TSESTree.Property => p !== null));
  return { params: object, edits: propertyRemovals(object, removed), schema: null };
}

/** The context parameter a handler gets when it has none: where it goes and what it is called. */
interface ContextAccess {
  name: string;
  add: ((fixer: TSESLint.RuleFixer) => TSESLint.RuleFix) | null;
}

/** The edit a declared return type needs (`Promise<T>` becomes `Promise<T | InputRequiredResult>`), or null when it cannot get one. */
function returnTypeEdit(fn: FunctionNode, sourceCode: SourceCode): { needsType: boolean; edit: ((fixer: TSESLint.RuleFixer, names: SdkNames) => TSESLint.RuleFix[]) } | null {
  const annotation = fn.returnType?.typeAnnotation;
  if (!annotation || /\bInputRequiredResult\b/.test(sourceCode.getText(annotation))) return { needsType: false, edit: () => [] };
  const inner = annotation.type === AST_NODE_TYPES.TSTypeReference && annotation.typeName.type === AST_NODE_TYPES.Identifier && annotation.typeName.name === 'Promise'
    ? annotation.typeArguments?.params
    : undefined;
  const resolved = inner?.length === 1 ? inner[0]! : null;
  if (!resolved) return null;
  const needsParens = [AST_NODE_TYPES.TSFunctionType, AST_NODE_TYPES.TSConstructorType, AST_NODE_TYPES.TSConditionalType].includes(resolved.type);
  return {
    needsType: true,
    edit: (fixer, names) => [
      ...(needsParens ? [fixer.insertTextBefore(resolved, '(')] : []),
      fixer.insertTextAfter(resolved, `${needsParens ? ')' : ''} | ${names.name('InputRequiredResult')}`),
    ],
  };
}


class HandlerMigration {
  private readonly fn: FunctionNode & { body: TSESTree.BlockStatement };

  constructor(
    private readonly file: HandlerFile,
    private readonly registration: HandlerRegistration,
    private readonly footprints: FootprintReader,
  ) {
    this.fn = registration.fn as FunctionNode & { body: TSESTree.BlockStatement };
  }

  /** Where the registration puts the context: `(ctx)` or `(args, ctx)` by its argument schema, `(request, ctx)`. */
  private contextIndex(): number | null {
    const { registration, shape } = this.registration;
    if (shape === 'setRequestHandler') return 1;
    if ((shape !== 'registerTool' && shape !== 'registerPrompt') || registration.type !== AST_NODE_TYPES.CallExpression) return null;
    const config = resolveObject(registration.arguments[1], this.file.sourceCode.getScope(registration));
    if (!config) return null;
    return objectProperty(config, shape === 'registerTool' ? 'inputSchema' : 'argsSchema') ? 1 : 0;
  }

  private contextAccess: ContextAccess | null | undefined;

  /**
   * The handler's context parameter, or one added where the registration puts it: `async () =>` becomes
   * `async (ctx) =>`, `async ({ prompt }) =>` becomes `async ({ prompt }, ctx) =>`. Only for a function
   * written in the registration, whose parameters its type gives.
   */
  private context(): ContextAccess | null {
    if (this.contextAccess !== undefined) return this.contextAccess;
    this.contextAccess = null;
    const { sourceCode } = this.file;
    const param = this.registration.contextParam;
    if (param) {
      if (param.type === AST_NODE_TYPES.Identifier) this.contextAccess = { name: param.name, add: null };
      return this.contextAccess;
    }
    const { registration } = this.registration;
    const index = this.contextIndex();
    const params = this.fn.params;
    if (index === null || registration.type !== AST_NODE_TYPES.CallExpression || registration.arguments.at(-1) !== this.fn) return null;
    if (params.length !== index && !(params.length === 0 && index === 1)) return null;
    const handlerText = sourceCode.getText(this.fn);
    const free = (name: string): boolean => !mentionsName(handlerText, name) && !findVariable(sourceCode.getScope(this.fn.body), name);
    const name = ['ctx', 'context'].find(free);
    if (!name) return null;
    const placeholder = this.registration.shape === 'setRequestHandler' ? '_request' : '_args';
    const last = params.at(-1);
    if (last) {
      const after = sourceCode.getTokenAfter(last);
      if (after?.value !== ')') return null;
      this.contextAccess = { name, add: (fixer) => fixer.insertTextAfter(last, `, ${name}`) };
    } else {
      const open = sourceCode.getTokens(this.fn).find((token) => token.value === '(');
      if (!open || sourceCode.getTokenAfter(open)?.value !== ')' || (params.length < index && !free(placeholder))) return null;
      this.contextAccess = { name, add: (fixer) => fixer.insertTextAfter(open, index === 1 ? `${placeholder}, ${name}` : name) };
    }
    return this.contextAccess;
  }

  /** The expression for `inputResponses`: next to the request object the push used, else on the context parameter. */
  private responsesFor(push: PushRequest): { responses: string; viaContext: boolean } | null {
    const { sourceCode } = this.file;
    const callee = skipTransparent(push.call.callee);
    if ((push.channel === 'mcpReq' || push.channel === 'send' || push.channel === 'xmcp') && callee.type === AST_NODE_TYPES.MemberExpression) {
      const mcpReq = skipTransparent(callee.object);
      return isPlainPath(mcpReq) ? { responses: `${sourceCode.getText(mcpReq)}.inputResponses`, viaContext: false } : null;
    }
    const context = this.context();
    return context ? { responses: `${context.name}.${SDK_V2_ROUND_TRIP.answers.join('.')}`, viaContext: true } : null;
  }

  /** On a server instance the request may go to an SDK v1 server, whose handlers have no `mcpReq`. */
  private importsV1(): boolean {
    return this.file.sourceCode.ast.body.some((node) => node.type === AST_NODE_TYPES.ImportDeclaration && isV1Module(node.source.value));
  }

  /** Where the call stands between the handler and itself: inside a `try` block, or in a nested function or statement. */
  private placement(call: TSESTree.Node): WithheldReason | null {
    let nested = false;
    for (let node = call.parent; node && node !== this.fn; node = node.parent) {
      if (node.type === AST_NODE_TYPES.TryStatement) return 'tryBlock';
      if (isFunctionNode(node)) nested = true;
    }
    return nested ? 'nested' : null;
  }

  /** The question entry for one push, when it is in the mechanical shape (without key and view yet), or why it is not. */
  candidate(push: PushRequest): Omit<Question, Named> | WithheldReason {
    const { sourceCode, typescript } = this.file;
    const awaited = push.call.parent;
    const declarator = awaited?.parent;
    const statement = declarator?.parent;
    const placement = this.placement(push.call);
    if (placement) return placement;
    if (awaited?.type !== AST_NODE_TYPES.AwaitExpression || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== awaited) return 'notBound';
    if (statement?.type !== AST_NODE_TYPES.VariableDeclaration || statement.kind !== 'const' || statement.declarations.length !== 1) return 'notBound';
    if (statement.parent !== this.fn.body) return 'nested';
    if (!lineAfter(sourceCode, statement)) return 'layout';
    const id = declarator.id;
    if (id.typeAnnotation || (id.type !== AST_NODE_TYPES.Identifier && !(id.type === AST_NODE_TYPES.ObjectPattern && patternProperties(id)))) return 'uses';
    const kind = KINDS.get(push.method);
    if (!kind) return 'params';
    if (push.channel === 'sendRequest' || (push.channel === 'server' && this.importsV1())) return 'sdkV1';
    const reading = this.responsesFor(push);
    if (!reading) return 'noContext';
    // The sampling view holds the result of a request that may have asked with tools; in TypeScript only
    // `requestSampling` returns that same union (`send` and `createMessage` without tools return less).
    if (kind === 'sampling' && typescript && push.channel !== 'mcpReq' && push.channel !== 'destructured') return 'samplingType';
    const url = push.builder.endsWith('elicitUrl');
    const input = builderInput(push, kind, url, sourceCode.getScope(push.call), sourceCode);
    if (!input) return 'params';
    if (!evaluatesQuietly(sourceCode, push.call.arguments, this.footprints)) return 'sideEffects';
    const declared = (node: TSESTree.Node): readonly TSESLint.Scope.Variable[] => sourceCode.scopeManager?.getDeclaredVariables(node) ?? [];
    if (!answerCanStandIn({ kind, id, end: statement.range[1], typescript, declared })) return 'uses';
    const builder = kind === 'elicit' ? (url ? 'elicitUrl' : 'elicit') : kind === 'sampling' ? 'createMessage' : 'listRoots';
    const validation = input.schema === null ? null : contentValidation(input.schema, id, declared);
    // xmcp re-exports the SDK's readers but not `fromJsonSchema`, so the check the push made cannot be kept there.
    if (validation && push.channel === 'xmcp') return 'validation';
    return { call: push.call, statement, declarator, kind, builder, params: input.params, edits: input.edits, validation, ...reading };
  }

  /**
   * The pushes asked together: the first in the mechanical shape, and each later one that depends on no
   * answer before it: its arguments can be computed where the first stands (nothing from there on changes
   * what they read, the answers included), and nothing in between returns or throws, so it is asked on the
   * same rounds as before.
   */
  select(pushes: readonly PushRequest[], withheld: Map<TSESTree.CallExpression, WithheldReason>): Omit<Question, Named>[] {
    const candidates: Omit<Question, Named>[] = [];
    for (const push of pushes) {
      const candidate = this.candidate(push);
      if (typeof candidate === 'string') withheld.set(push.call, candidate);
      else candidates.push(candidate);
    }
    candidates.sort((a, b) => a.statement.range[0] - b.statement.range[0]);
    const first = candidates[0];
    if (!first) return [];
    const body = this.fn.body.body;
    const chosen = [first];
    for (const candidate of candidates.slice(1)) {
      const passed = body.slice(body.indexOf(first.statement), body.indexOf(candidate.statement)).flatMap((statement): TSESTree.Node[] => {
        // The requests asked together are gone from there: only their bindings stay.
        const asked = chosen.find((question) => question.statement === statement);
        return asked ? [asked.declarator.id, ...asked.call.arguments] : [statement];
      });
      if (!mayLeave(this.file.sourceCode, passed) && !mayNotSwap(this.footprints.footprint(passed), this.footprints.footprint(candidate.call.arguments))) {
        chosen.push(candidate);
      } else {
        withheld.set(candidate.call, 'dependsOnEarlier');
      }
    }
    return chosen;
  }

  /** A name free everywhere the handler could see it (`resultContent`, else `resultContent2`...). */
  private freshName(base: string, taken: Set<string>): string {
    const { sourceCode } = this.file;
    const scope = sourceCode.getScope(this.fn.body);
    const handlerText = sourceCode.getText(this.fn);
    for (let n = 1; ; n += 1) {
      const name = n === 1 ? base : `${base}${n}`;
      if (!taken.has(name) && !mentionsName(handlerText, name) && !findVariable(scope, name)) {
        taken.add(name);
        return name;
      }
    }
  }

  /** Keys from the declared names, unique in the handler; views named after them. */
  name(selected: readonly Omit<Question, Named>[]): Question[] {
    const keys = new Set<string>();
    const taken = new Set<string>();
    return selected.map((question) => {
      const id = question.declarator.id;
      const names = id.type === AST_NODE_TYPES.Identifier ? [id.name] : (patternProperties(id as TSESTree.ObjectPattern) ?? []).map((p) => p.value.name);
      let key = names.join('_');
      for (let n = 2; keys.has(key); n += 1) key = `${names.join('_')}${n}`;
      keys.add(key);
      const inPlace = question.kind !== 'sampling' && id.type === AST_NODE_TYPES.Identifier;
      const view = inPlace ? names[0]! : this.freshName(`${names[0]!}Answer`, taken);
      const contentName = question.validation ? this.freshName(`${view}Content`, taken) : '';
      const hoisted = typeof question.validation?.schema === 'object' && question.validation.schema.type === AST_NODE_TYPES.ObjectExpression;
      const schemaName = hoisted ? this.freshName(`${view}Schema`, taken) : null;
      return { ...question, key, view, inPlace, contentName, schemaName };
    });
  }

  /**
   * The statements that replace the first push: hoisted schemas, the views (and validated contents), and the
   * `if` returning the question while an answer is missing or its accepted content does not match its schema.
   */
  private questionText(questions: readonly Question[], names: SdkNames, layout: Layout, indent: string): string {
    const { sourceCode, typescript } = this.file;
    const { quote, semi, unit, comma } = layout;
    const q = (text: string): string => `${quote}${text}${quote}`;
    const fromJsonSchema = `${names.name('fromJsonSchema')}${typescript ? '<Record<string, unknown>>' : ''}`;
    const entryIndent = indent + unit.repeat(3);
    const entries = questions.map((question) => {
      const schema = question.validation?.schema;
      const edits = question.schemaName && typeof schema === 'object' ? [...question.edits, { range: schema.range, text: question.schemaName }] : question.edits;
      const params = question.params ? movedText(sourceCode, question.params, edits, entryIndent) : '';
      return `${entryIndent}${question.key}: ${names.name('inputRequired')}.${question.builder}(${params})`;
    });
    const lines: string[] = [];
    for (const question of questions) {
      const schema = question.validation?.schema;
      if (question.schemaName && typeof schema === 'object') {
        lines.push(`${indent}const ${question.schemaName} = ${fromJsonSchema}(${movedText(sourceCode, schema, [], indent)})${semi}`);
      }
    }
    for (const question of questions) {
      lines.push(`${indent}const ${question.view} = ${names.name('inputResponse')}(${question.responses}, ${q(question.key)})${semi}`);
      const schema = question.validation?.schema;
      if (schema === undefined) continue;
      const validator = question.schemaName ?? `${fromJsonSchema}(${typeof schema === 'string' ? schema : sourceCode.getText(schema)})`;
      lines.push(`${indent}const ${question.contentName} = ${names.name('acceptedContent')}(${question.responses}, ${q(question.key)}, ${validator})${semi}`);
    }
    const missing = questions.map((question) => {
      const unanswered = `${question.view}.kind !== ${q(question.kind)}`;
      return question.validation ? `${unanswered} || (${question.view}.action === ${q('accept')} && !${question.contentName})` : unanswered;
    });
    lines.push(
      `${indent}if (${missing.join(' || ')}) {`,
      `${indent}${unit}return ${names.name('inputRequired')}({`,
      `${indent}${unit}${unit}inputRequests: {`,
      `${entries.join(',\n')}${comma}`,
      `${indent}${unit}${unit}}${comma}`,
      `${indent}${unit}})${semi}`,
      `${indent}}`,
    );
    const first = questions[0]!;
    if (!first.inPlace) lines.push(`${indent}${this.binding(first, semi, indent)}`);
    return lines.join('\n').slice(indent.length);
  }

  /**
   * Where the result was: the same names, bound to the view or to the sampling result it carries; a
   * destructured `content` to the validated content.
   */
  private binding(question: Question, semi: string, indent: string): string {
    const { sourceCode } = this.file;
    const value = question.kind === 'sampling' ? `${question.view}.result` : question.view;
    const content = question.validation?.contentBinding;
    if (!content || question.declarator.id.type !== AST_NODE_TYPES.ObjectPattern) return `const ${sourceCode.getText(question.declarator.id)} = ${value}${semi}`;
    const kept = question.declarator.id.properties.filter((property) => property !== content).map((property) => sourceCode.getText(property));
    const bindings = [...(kept.length > 0 ? [`const { ${kept.join(', ')} } = ${value}${semi}`] : []), `const ${sourceCode.getText(content.value)} = ${question.contentName}${semi}`];
    return bindings.join(`\n${indent}`);
  }

  /** The migration of the handler's requests: one suggestion for the requests asked together, a reason for each of the others. */
  offers(pushes: readonly PushRequest[]): Map<TSESTree.CallExpression, MigrationOffer> {
    if (this.file.excludesQuestion?.(this.fn)) return new Map(pushes.map((push) => [push.call, { withheld: 'resultType' }]));
    const withheld = new Map<TSESTree.CallExpression, WithheldReason>();
    const offered = this.suggestion(this.select(pushes, withheld));
    const offers = new Map<TSESTree.CallExpression, MigrationOffer>([...withheld].map(([call, reason]) => [call, { withheld: reason }]));
    for (const push of pushes) {
      if (offers.has(push.call)) continue;
      offers.set(push.call, offered && offered.calls.includes(push.call) ? { suggestion: offered.suggestion } : { withheld: 'layout' });
    }
    return offers;
  }

  private suggestion(selected: readonly Omit<Question, Named>[]): { calls: TSESTree.CallExpression[]; suggestion: MigrationSuggestion } | null {
    const { sourceCode } = this.file;
    const questions = this.name(selected);
    const first = questions[0];
    const returnType = returnTypeEdit(this.fn, sourceCode);
    if (!first || !returnType) return null;
    const layout = layoutAround(sourceCode, first.statement, this.fn.body);
    const validates = questions.some((entry) => entry.validation);
    const extra: SdkName[] = ['inputResponse', ...(validates ? (['acceptedContent', 'fromJsonSchema'] as const) : []), ...(returnType.needsType ? (['InputRequiredResult'] as const) : [])];
    const module = this.registration.shape === 'xmcp' ? 'xmcp' : undefined;
    const names = sdkNames(sourceCode, sourceCode.getScope(this.fn.body), extra, layout, this.file.sdkExport, module);
    if (!names) return null;
    const indent = lineIndent(sourceCode, first.statement.range[0]);
    const question = this.questionText(questions, names, layout, indent);
    const keys = questions.map((entry) => `\`${entry.key}\``);
    const listed = keys.length === 1 ? keys[0]! : `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)!}`;
    return {
      calls: questions.map((entry) => entry.call),
      suggestion: {
        data: {
          ...(questions.length === 1
            ? { questions: `the question ${listed}`, answers: 'the answer' }
            : { questions: `the questions ${listed} together`, answers: 'the answers' }),
          validation: validates ? VALIDATION_NOTE : '',
        },
        fix: (fixer) => [
          ...names.imports(fixer),
          ...returnType.edit(fixer, names),
          ...(questions.some((entry) => entry.viaContext) && this.contextAccess?.add ? [this.contextAccess.add(fixer)] : []),
          fixer.replaceText(first.statement, question),
          ...questions.flatMap((entry) => (entry.validation?.contentReads ?? []).map((read) => fixer.replaceText(read, entry.contentName))),
          ...questions.slice(1).map((entry) => {
            if (!entry.inPlace) return fixer.replaceText(entry.statement, this.binding(entry, layout.semi, lineIndent(sourceCode, entry.statement.range[0])));
            const own = lineAfter(sourceCode, entry.statement)!;
            return fixer.removeRange([entry.statement.range[0] - own.indent.length, own.at]);
          }),
        ],
      },
    };
  }
}

/** Why a request outside the handlers the migration rewrites gets none; null when its handler may be rewritten. */
function handlerWithheld(sourceCode: SourceCode, push: PushRequest): WithheldReason | { registration: HandlerRegistration } {
  let fn: TSESTree.Node | undefined = push.call.parent;
  while (fn && !isFunctionNode(fn)) fn = fn.parent;
  const own = fn ? handlerOf(sourceCode, fn) : undefined;
  // A request in a callback of a handler is the handler's, but a question returned there is not.
  const registration = own ?? enclosingHandler(sourceCode, push.call);
  if (!registration) return push.channel === 'sendRequest' ? 'sdkV1' : 'helper';
  if (!own) return 'nested';
  if (!registration.method || !INPUT_REQUIRED_METHODS.has(registration.method)) return 'method';
  if (push.channel === 'sendRequest') return 'sdkV1';
  if (!hasSdkV2Context(registration) && registration.shape !== 'xmcp') return 'framework';
  if (registration.fn.body.type !== AST_NODE_TYPES.BlockStatement) return 'notBound';
  if (ALREADY_ASKS.test(sourceCode.getText(registration.fn.body))) return 'alreadyAsks';
  return { registration };
}

/**
 * The migration offered for each push-style request of the file, or why it has none: every request of a
 * handler asked together gets the same suggestion, which rewrites them all.
 */
export function migrationOffers(
  file: { sourceCode: SourceCode; filename: string; settings: () => EffectSettings; sdkExport?: HandlerFile['sdkExport']; excludesQuestion?: HandlerFile['excludesQuestion'] },
  pushes: readonly PushRequest[],
): Map<TSESTree.CallExpression, MigrationOffer> {
  const { sourceCode } = file;
  const offers = new Map<TSESTree.CallExpression, MigrationOffer>();
  const byHandler = new Map<HandlerRegistration, PushRequest[]>();
  for (const push of pushes) {
    const handler = handlerWithheld(sourceCode, push);
    if (typeof handler === 'string') offers.set(push.call, { withheld: handler });
    else byHandler.set(handler.registration, [...(byHandler.get(handler.registration) ?? []), push]);
  }
  if (byHandler.size === 0) return offers;
  const typescript = TYPESCRIPT_FILE.test(file.filename);
  // Migration needs no exits: it writes the first question of the handler.
  const tools = new FixTools(sourceCode, file.settings(), typescript, { exitsOf: () => [], types: null });
  for (const [registration, handlerPushes] of byHandler) {
    const migration = new HandlerMigration({ sourceCode, typescript, sdkExport: file.sdkExport, excludesQuestion: file.excludesQuestion }, registration, tools.footprints(registration.fn));
    for (const [call, offer] of migration.offers(handlerPushes)) offers.set(call, offer);
  }
  return offers;
}

/** The key of the URL question an error asks: its `elicitationId` when that is a stable name, else `url`. */
function urlKey(object: TSESTree.ObjectExpression): string {
  const id = staticString(objectProperty(object, 'elicitationId')?.value);
  return id !== null && /^[A-Za-z_]\w*$/.test(id) ? id : 'url';
}

/**
 * `throw new UrlElicitationRequiredError([{ mode: 'url', message, url, elicitationId }])` in a handler's own
 * body, rewritten as the URL question it asks: `return inputRequired({ inputRequests: { key:
 * inputRequired.elicitUrl({ message, url }) } })`. The client opens the URL and sends the call again, as a
 * 2025-era client did after the error. Null for anything but that shape (several elicitations, a list from
 * elsewhere, inside a `try`, in a helper).
 */
export function urlErrorMigration(
  file: { sourceCode: SourceCode; sdkExport?: HandlerFile['sdkExport']; excludesQuestion?: HandlerFile['excludesQuestion'] },
  error: TSESTree.NewExpression,
): { data: { key: string }; fix: (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[] } | null {
  const { sourceCode } = file;
  const statement = error.parent;
  if (statement.type !== AST_NODE_TYPES.ThrowStatement || !lineAfter(sourceCode, statement)) return null;
  let fn: TSESTree.Node | undefined = statement.parent;
  for (; fn && !isFunctionNode(fn); fn = fn.parent) if (fn.type === AST_NODE_TYPES.TryStatement) return null;
  const registration = fn ? handlerOf(sourceCode, fn) : undefined;
  if (!registration?.method || !INPUT_REQUIRED_METHODS.has(registration.method)) return null;
  if (!hasSdkV2Context(registration) && registration.shape !== 'xmcp') return null;
  if (file.excludesQuestion?.(registration.fn)) return null;
  const [list] = error.arguments;
  const elicitations = list ? skipTransparent(list) : null;
  if (elicitations?.type !== AST_NODE_TYPES.ArrayExpression || elicitations.elements.length !== 1) return null;
  const object = elicitations.elements[0] ? skipTransparent(elicitations.elements[0]) : null;
  if (object?.type !== AST_NODE_TYPES.ObjectExpression || object.properties.some((property) => property.type !== AST_NODE_TYPES.Property)) return null;
  const mode = objectProperty(object, 'mode');
  if (!mode || staticString(mode.value) !== 'url' || !objectProperty(object, 'message') || !objectProperty(object, 'url')) return null;
  const returnType = returnTypeEdit(registration.fn, sourceCode);
  if (!returnType) return null;
  const body = registration.fn.body;
  if (body.type !== AST_NODE_TYPES.BlockStatement) return null;
  const layout = layoutAround(sourceCode, statement, body);
  const names = sdkNames(sourceCode, sourceCode.getScope(statement), returnType.needsType ? ['InputRequiredResult'] : [], layout, file.sdkExport, registration.shape === 'xmcp' ? 'xmcp' : undefined);
  if (!names) return null;
  const key = urlKey(object);
  const removed = new Set<TSESTree.Node>([mode, objectProperty(object, 'elicitationId')].filter((p): p is TSESTree.Property => p !== null));
  const indent = lineIndent(sourceCode, statement.range[0]);
  const params = movedText(sourceCode, object, propertyRemovals(object, removed), indent);
  const { semi } = layout;
  const text = `return ${names.name('inputRequired')}({ inputRequests: { ${key}: ${names.name('inputRequired')}.elicitUrl(${params}) } })${semi}`;
  return {
    data: { key },
    fix: (fixer) => [...names.imports(fixer), ...returnType.edit(fixer, names), fixer.replaceText(statement, text)],
  };
}
