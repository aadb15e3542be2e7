/**
 * `input_required` results as the checker sees them: by the type of a returned value, and by the declaration a
 * builder call resolves to, so that a project's own `mcp.ts` re-exporting or renaming the SDK's `inputRequired`
 * still builds questions.
 */
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type * as ts from 'typescript';
import type { FunctionNode } from '../ast/functions.js';
import { typescript } from './typescript.js';
import { isV2Module } from '../mcp/sdk.js';
import { declaringModule, packageOfFile, resolvedSymbol } from './declarations.js';

const INPUT_REQUIRED = 'input_required';

function includesInputRequired(type: ts.Type): boolean {
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((part) => part.isStringLiteral() && part.value === INPUT_REQUIRED);
}

/**
 * True when a value of `type` may be an `input_required` result: the type, or one member of its union (after
 * `await`), has a `resultType` property whose type includes the literal `'input_required'`
 * (`InputRequiredResult`, `CallToolResult | InputRequiredResult`, `InputRequiredResult | undefined`).
 * `any`, `unknown` and `string`-typed `resultType`s say nothing.
 */
export function typeCarriesInputRequired(checker: ts.TypeChecker, type: ts.Type): boolean {
  const awaited = checker.getAwaitedType(type) ?? type;
  const parts = awaited.isUnion() ? awaited.types : [awaited];
  return parts.some((part) => {
    const resultType = part.getProperty('resultType');
    return resultType !== undefined && includesInputRequired(checker.getTypeOfSymbol(resultType));
  });
}

/**
 * False when no value of `type` can be an `input_required` result, as far as the type tells: no member has a
 * `resultType` that includes `'input_required'` or is a plain `string` (an object literal's `'input_required'`
 * widens to `string` in an inferred return type). Cheap; used before summarising the function that returns it.
 */
export function typeMayCarryInputRequired(checker: ts.TypeChecker, type: ts.Type): boolean {
  const awaited = checker.getAwaitedType(type) ?? type;
  if (awaited.flags & (typescript.TypeFlags.Any | typescript.TypeFlags.Unknown)) return true;
  const parts = awaited.isUnion() ? awaited.types : [awaited];
  return parts.some((part) => {
    const resultType = part.getProperty('resultType');
    if (!resultType) return false;
    const propertyType = checker.getTypeOfSymbol(resultType);
    return includesInputRequired(propertyType) || (propertyType.flags & (typescript.TypeFlags.String | typescript.TypeFlags.Any)) !== 0;
  });
}

const declaredNames = new WeakMap<ts.Program, Map<string, boolean>>();

/**
 * Whether a package or declaration file of the program has `name` in its text, where a package's export of that
 * name must be declared: without one (an SDK v1 program has no `inputRequired`), no callee needs resolving.
 */
function packagesMention(program: ts.Program, name: string): boolean {
  let names = declaredNames.get(program);
  if (!names) declaredNames.set(program, (names = new Map<string, boolean>()));
  let mentioned = names.get(name);
  if (mentioned === undefined) {
    mentioned = program
      .getSourceFiles()
      .some((file) => (file.isDeclarationFile || packageOfFile(file.fileName) !== null) && !program.isSourceFileDefaultLibrary(file) && file.text.includes(name));
    names.set(name, mentioned);
  }
  return mentioned;
}

/** True when `node` resolves to the export `name` declared by an MCP SDK v2 module or a re-exporter of it. */
function isSdkExport(program: ts.Program, node: ts.Node, name: string): boolean {
  if (!packagesMention(program, name)) return false;
  const symbol = resolvedSymbol(program.getTypeChecker(), node);
  const declaration = symbol?.declarations?.[0];
  if (!symbol || symbol.getName() !== name || !declaration) return false;
  const module = declaringModule(program, declaration);
  return module.kind === 'package' && isV2Module(module.name);
}

/** True when `callee` resolves to the `inputRequired` builder declared by an MCP SDK v2 module or a re-exporter of it. */
export function isSdkInputRequiredBuilder(program: ts.Program, callee: ts.Node): boolean {
  return isSdkExport(program, callee, 'inputRequired');
}

/**
 * Whether an identifier (an import's local name) is SDK v2's export `name`, whatever module the file takes it
 * from (`import { inputRequired } from './mcp.js'` re-exporting the SDK's).
 */
export function sdkExportCheck(services: ParserServicesWithTypeInformation): (identifier: TSESTree.Identifier, name: string) => boolean {
  return (identifier, name) => isSdkExport(services.program, services.esTreeNodeToTSNodeMap.get(identifier), name);
}

/**
 * Whether a function is written against a signature whose result can carry no question: its contextual type (a
 * project `ToolHandler = (args, ctx) => Promise<CallToolResult>`, a wrapper's parameter, a typed `const`) returns
 * nothing that may be `input_required`. A function with no contextual signature (a declaration, an argument of an
 * untyped call) says nothing here; its own annotation is the migration's to widen.
 */
export function contextualResultCheck(services: ParserServicesWithTypeInformation): (fn: FunctionNode) => boolean {
  const checker = services.program.getTypeChecker();
  return (fn) => {
    if (fn.type === AST_NODE_TYPES.FunctionDeclaration) return false;
    const node = services.esTreeNodeToTSNodeMap.get(fn) as ts.Expression;
    const contextual = checker.getContextualType(node);
    const signatures = contextual ? checker.getNonNullableType(contextual).getCallSignatures() : [];
    return signatures.length > 0 && signatures.every((signature) => !typeMayCarryInputRequired(checker, signature.getReturnType()));
  };
}
