/**
 * The protocol era of a file that does not say it itself: its server class, context and questions come from a
 * project module (`import { McpServer } from './mcp.js'`, `registerTools(server: AppServer)`). With type
 * information, the era is that of the package declaring the server its handlers are registered on, or the type
 * of their context parameter; a project class extending the SDK's server counts as the SDK's.
 */
import type { ParserServicesWithTypeInformation, TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type * as ts from 'typescript';
import { moduleEra, newest, protocolEra, type ProtocolEra } from '../mcp/era.js';
import type { ProtocolRevision } from '../mcp/frameworks/types.js';
import { fileHandlers } from '../mcp/handlers.js';
import { skipTransparent } from '../ast/origin.js';
import { declaringModule } from './declarations.js';
import { typedHandlers } from './handlers.js';
import { typeCheckedServices, type RuleContextLike } from './settings.js';

/** Base classes followed from a project class to the SDK's (`class AppServer extends McpServer`). */
const MAX_BASE_DEPTH = 4;

// Declarations do not change within one program: the answer is kept per file's AST, as the untyped era is.
const declaredEraCache = new WeakMap<TSESTree.Program, ProtocolRevision | null>();

/** The era of the package that declares a type, or of the nearest base class declared in one. */
function declaredTypeEra(checker: ts.TypeChecker, program: ts.Program, type: ts.Type, depth: number): ProtocolRevision | null {
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  for (const declaration of symbol?.declarations ?? []) {
    const module = declaringModule(program, declaration);
    if (module.kind === 'package') return moduleEra(module.name);
  }
  if (depth >= MAX_BASE_DEPTH || !type.isClassOrInterface()) return null;
  return newest(checker.getBaseTypes(type).map((base) => declaredTypeEra(checker, program, base, depth + 1)));
}

/** The object a handler is registered on: `server` in `server.registerTool(...)`, `this.server` in a class. */
function registrationReceiver(registration: TSESTree.Node): TSESTree.Node | null {
  if (registration.type !== AST_NODE_TYPES.CallExpression) return null;
  const callee = skipTransparent(registration.callee);
  return callee.type === AST_NODE_TYPES.MemberExpression ? callee.object : null;
}

function registrationsEra(sourceCode: RuleContextLike['sourceCode'], services: ParserServicesWithTypeInformation): ProtocolRevision | null {
  const checker = services.program.getTypeChecker();
  const eraOf = (node: TSESTree.Node | null): ProtocolRevision | null => {
    // The map's type promises a node for every ESTree node; nodes the converter made up have none.
    const tsNode = node ? (services.esTreeNodeToTSNodeMap.get(node) as ts.Node | undefined) : undefined;
    return tsNode ? declaredTypeEra(checker, services.program, checker.getTypeAtLocation(tsNode), 0) : null;
  };
  const registered = fileHandlers(sourceCode).handlers.flatMap((handler) => [eraOf(registrationReceiver(handler.registration)), eraOf(handler.contextParam)]);
  // Handlers registered in another file (a tool table, a wrapper): the SDK that declares their context type.
  return newest([...registered, ...typedHandlers(sourceCode, services).map((handler) => handler.era)]);
}

/**
 * `protocolEra` (the setting, the file's imports, its registration shapes), then, in the type-checked configs and
 * only when those say nothing, the era of the declarations behind the file's registrations.
 */
export function fileProtocolEra(context: RuleContextLike & { readonly settings: TSESLint.SharedConfigurationSettings }): ProtocolEra {
  const era = protocolEra(context.sourceCode, context.settings);
  if (era !== 'unknown') return era;
  const services = typeCheckedServices(context);
  if (!services) return era;
  const ast = context.sourceCode.ast;
  let declared = declaredEraCache.get(ast);
  if (declared === undefined) {
    declared = registrationsEra(context.sourceCode, services);
    declaredEraCache.set(ast, declared);
  }
  return declared ?? 'unknown';
}
