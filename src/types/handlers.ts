/**
 * Handlers as the SDK's own types mark them, whatever wrapper, barrel or file carried them to a registration: a
 * function whose signature (its own, or the contextual one it is written against: `ToolCallback`, a project's
 * `ToolHandler = (args, ctx: ServerContext) => ...`) takes the SDK's handler context, v2's `ServerContext` or
 * v1's `RequestHandlerExtra`. The method comes from the result type that signature returns (`CallToolResult` is
 * a tool's). Registration-shape discovery (src/mcp/handlers.ts) finds the handlers a file registers; this adds
 * those registered elsewhere, to `fileHandlers` itself (`addTypedHandlers`), so every rule sees them.
 */
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import type { FunctionNode } from '../ast/functions.js';
import type { SourceCode } from '../ast/types.js';
import { fileIndex } from '../ast/file-index.js';
import { moduleEra } from '../mcp/era.js';
import type { ProtocolRevision } from '../mcp/frameworks/types.js';
import { addHandlerSource } from '../mcp/handlers.js';
import { isMcpModule } from '../mcp/sdk.js';
import { declaringModule, skipOuter } from './declarations.js';
import { typeCheckedServices, typeCheckedSetting, type RuleContextLike } from './settings.js';

/** A function the SDK's types say is a handler. */
export interface TypedHandler {
  fn: FunctionNode;
  /** The parameter at the context's position, when the function declares it. */
  contextParam: TSESTree.Parameter | null;
  /** The MCP method, from the result type of the signature (`'tools/call'`), or null when it does not say. */
  method: string | null;
  /** The revision of the SDK that declares the context type. */
  era: ProtocolRevision | null;
}

/** The SDK's handler context types: v2's (`@modelcontextprotocol/server`, `core`) and v1's. */
const CONTEXT_TYPES = new Set(['ServerContext', 'RequestHandlerExtra']);

/** Result types that say which method a handler answers. */
const RESULT_METHODS = new Map([
  ['CallToolResult', 'tools/call'],
  ['GetPromptResult', 'prompts/get'],
  ['ReadResourceResult', 'resources/read'],
]);

/** The name of a type an MCP SDK declares, with the module that declares it. */
function sdkType(program: ts.Program, type: ts.Type): { name: string; module: string } | null {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration) return null;
  const module = declaringModule(program, declaration);
  return module.kind === 'package' && isMcpModule(module.name) ? { name: symbol.getName(), module: module.name } : null;
}

/** The position of the SDK's context among a signature's parameters, and the module that declares it. */
function sdkContext(program: ts.Program, checker: ts.TypeChecker, signature: ts.Signature | undefined): { index: number; module: string } | null {
  for (const [index, parameter] of (signature?.parameters ?? []).entries()) {
    const type = sdkType(program, checker.getTypeOfSymbol(parameter));
    if (type && CONTEXT_TYPES.has(type.name)) return { index, module: type.module };
  }
  return null;
}

/** The member that says which method an object result answers when no SDK type names it (`{ content: [...] }`). */
const RESULT_MEMBERS = new Map([
  ['content', 'tools/call'],
  ['messages', 'prompts/get'],
  ['contents', 'resources/read'],
]);

/**
 * The method a signature's result answers: an SDK result type (`CallToolResult`), or, for a result type the
 * project writes out or leaves to inference, the array member only that method's result has. A type the SDK
 * declares for anything else (`ElicitResult`, whose `content` is the answer) says none.
 */
function resultMethod(program: ts.Program, checker: ts.TypeChecker, signature: ts.Signature): string | null {
  const returned = checker.getReturnTypeOfSignature(signature);
  const awaited = checker.getAwaitedType(returned) ?? returned;
  const parts = awaited.isUnion() ? awaited.types : [awaited];
  for (const part of parts) {
    const method = RESULT_METHODS.get(sdkType(program, part)?.name ?? '');
    if (method) return method;
  }
  for (const part of parts) {
    // Named SDK types said what they are above; the SDK's anonymous shapes (`z.infer` of its schemas) did not.
    const name = sdkType(program, part)?.name;
    if ((name !== undefined && !name.startsWith('__')) || !(part.flags & typescript.TypeFlags.Object)) continue;
    for (const [member, method] of RESULT_MEMBERS) {
      const property = part.getProperty(member);
      if (property && checker.isArrayLikeType(checker.getTypeOfSymbol(property))) return method;
    }
  }
  return null;
}

function typedHandler(services: ParserServicesWithTypeInformation, fn: FunctionNode): TypedHandler | null {
  const node = services.esTreeNodeToTSNodeMap.get(fn) as ts.SignatureDeclaration | undefined;
  if (!node) return null;
  const { program } = services;
  const checker = program.getTypeChecker();
  // Written against a type (an argument, a typed member, `satisfies`): that type's signature; else its own.
  const isExpression = typescript.isArrowFunction(node) || typescript.isFunctionExpression(node);
  const contextual = isExpression ? checker.getContextualType(node)?.getCallSignatures()[0] : undefined;
  for (const signature of [contextual, checker.getSignatureFromDeclaration(node)]) {
    const context = signature && sdkContext(program, checker, signature);
    if (context) {
      return { fn, contextParam: fn.params[context.index] ?? null, method: resultMethod(program, checker, signature), era: moduleEra(context.module) };
    }
  }
  return null;
}

/** The SDK's registration methods whose handler argument a table's member can be, with the method they register. */
const REGISTRATION_METHODS = new Map([
  ['registerTool', 'tools/call'],
  ['registerPrompt', 'prompts/get'],
  ['registerResource', 'resources/read'],
]);
const REGISTRATION_TEXT = /register(?:Tool|Prompt|Resource)/;

type TableHandler = Omit<TypedHandler, 'fn' | 'contextParam'> & { contextIndex: number | null };

/** The function a member declaration of an object literal holds: a method, a function value, a shorthand's function. */
function memberFunction(checker: ts.TypeChecker, declaration: ts.Declaration): ts.Node | null {
  if (typescript.isMethodDeclaration(declaration) && typescript.isObjectLiteralExpression(declaration.parent)) return declaration;
  if (typescript.isPropertyAssignment(declaration)) {
    const value = skipOuter(declaration.initializer);
    return typescript.isArrowFunction(value) || typescript.isFunctionExpression(value) ? value : null;
  }
  if (!typescript.isShorthandPropertyAssignment(declaration)) return null;
  const value = checker.getShorthandAssignmentValueSymbol(declaration)?.valueDeclaration;
  if (value && typescript.isFunctionDeclaration(value)) return value;
  const initializer = value && typescript.isVariableDeclaration(value) && value.initializer ? skipOuter(value.initializer) : null;
  return initializer && (typescript.isArrowFunction(initializer) || typescript.isFunctionExpression(initializer)) ? initializer : null;
}

/**
 * Handlers a table declared without a type carries to a registration of another file: `for (const t of tools)
 * server.registerTool(t.name, t.config, t.handler)` reads the member `handler`, and the checker gives that member's
 * declarations, one per element of the table (or entry of a record), wherever the table is. The context's position
 * is the SDK's callback type at the registration. Once per program.
 */
function tableHandlers(program: ts.Program): ReadonlyMap<ts.Node, TableHandler> {
  let found = tableCache.get(program);
  if (found) return found;
  found = new Map();
  tableCache.set(program, found);
  const checker = program.getTypeChecker();
  const visit = (node: ts.Node): void => {
    typescript.forEachChild(node, visit);
    if (!typescript.isCallExpression(node) || !typescript.isPropertyAccessExpression(node.expression)) return;
    const method = REGISTRATION_METHODS.get(node.expression.name.text);
    const handler = node.arguments.at(-1);
    const member = handler && skipOuter(handler);
    if (!method || !member || !typescript.isPropertyAccessExpression(member)) return;
    const registration = checker.getSymbolAtLocation(node.expression.name)?.declarations?.[0];
    const registrationModule = registration && declaringModule(program, registration);
    if (registrationModule?.kind !== 'package' || !isMcpModule(registrationModule.name)) return;
    const context = sdkContext(program, checker, checker.getContextualType(member)?.getCallSignatures()[0]);
    for (const declaration of checker.getSymbolAtLocation(member.name)?.declarations ?? []) {
      const fn = memberFunction(checker, declaration);
      if (fn && declaringModule(program, fn).kind === 'project' && !found.has(fn)) {
        found.set(fn, { method, contextIndex: context?.index ?? null, era: context ? moduleEra(context.module) : null });
      }
    }
  };
  for (const file of program.getSourceFiles()) {
    if (REGISTRATION_TEXT.test(file.text) && declaringModule(program, file).kind === 'project') visit(file);
  }
  return found;
}

const tableCache = new WeakMap<ts.Program, Map<ts.Node, TableHandler>>();

const cache = new WeakMap<TSESTree.Program, readonly TypedHandler[]>();

/** The file's functions the SDK's types mark as handlers, in source order; computed once per AST. */
export function typedHandlers(sourceCode: SourceCode, services: ParserServicesWithTypeInformation): readonly TypedHandler[] {
  const cached = cache.get(sourceCode.ast);
  if (cached) return cached;
  const handlers: TypedHandler[] = [];
  const tables = tableHandlers(services.program);
  const { ArrowFunctionExpression, FunctionDeclaration, FunctionExpression } = AST_NODE_TYPES;
  for (const fn of fileIndex(sourceCode).ofTypes(ArrowFunctionExpression, FunctionDeclaration, FunctionExpression)) {
    // A handler takes its context as a parameter: functions with none are only asked about as table members.
    const handler = fn.params.length > 0 ? typedHandler(services, fn) : null;
    const table = handler ? undefined : tables.get(services.esTreeNodeToTSNodeMap.get(fn));
    if (handler) handlers.push(handler);
    else if (table) handlers.push({ fn, method: table.method, era: table.era, contextParam: table.contextIndex === null ? null : (fn.params[table.contextIndex] ?? null) });
  }
  cache.set(sourceCode.ast, handlers);
  return handlers;
}

/**
 * With the type-checked layer on, makes the SDK-typed handlers of the file part of its `fileHandlers` (after those
 * its registrations show), as shape `'typed'` records: no tool name or annotations (nothing in the file says
 * them), the function itself as the registering node. Called before each rule starts (src/create-rule.ts); the
 * program is only asked when a rule first needs the file's handlers.
 */
export function addTypedHandlers(context: RuleContextLike): void {
  if (!typeCheckedSetting(context.settings)) return;
  const { sourceCode } = context;
  addHandlerSource(sourceCode, () => {
    const services = typeCheckedServices(context);
    if (!services) return [];
    // A function that takes the context but answers no method is a helper handed it (`askUser(ctx)`), not a handler.
    return typedHandlers(sourceCode, services).flatMap(({ fn, method, contextParam }) => method === null ? [] : [{
      fn,
      method,
      toolName: null,
      annotations: null,
      registration: fn,
      shape: 'typed' as const,
      contextParam,
    }]);
  });
}
