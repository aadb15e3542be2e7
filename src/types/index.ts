/**
 * The type-checked layer (`settings.mcp.typeChecked`, the `*-type-checked` configs): what one linted file's
 * calls and returns are once TypeScript's checker resolves them across files. The flow analysis
 * (src/flow/analysis.ts) asks it through `TypedFile`; the classifier through `TypedFile.callees`.
 */
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { isFunctionNode, type FunctionNode } from '../ast/functions.js';
import { skipTransparent } from '../ast/origin.js';
import type { EffectSettings } from '../effects/settings.js';
import { calledFunction, skipOuter, unaliased, type FunctionDeclarationNode } from './declarations.js';
import { isSdkInputRequiredBuilder, typeCarriesInputRequired, typeMayCarryInputRequired } from './exits.js';
import { TypedCallees } from './origins.js';
import { programSummaries, type FileSummariser, type FunctionSummary, type ProgramSummaries } from './summaries.js';
import { buildsStatelessQuestions, typeIsQuestion, type HelperAnswer } from './questions.js';
import { disjointClasses, mayThrowInstance, predicateClass } from './throws.js';
import { wrapperQuestion, type WrapperQuestion } from './wrappers.js';
import { hooklessServer, serverCodec } from './state-codec.js';
import { isPrimitive, isPureFunction } from './purity.js';

export { typeCheckedServices } from './settings.js';
export type { CalledParameter, FileSummariser, FunctionSummary, RemoteEffect, RemoteWitness, SummarisedFile } from './summaries.js';
export type { WrapperQuestion } from './wrappers.js';
export type { HelperAnswer } from './questions.js';

/** The codec of the program's one server as one file would import it (see `TypedFile.serverCodec`). */
export interface ImportableCodec {
  /** The name its module exports it under. */
  exportName: string;
  /** The path of that module, and of the file that would import it. */
  fileName: string;
  importer: string;
  /** Whether the program resolves module specifiers as Node16/NodeNext do, which want the extension written. */
  nodeResolution: boolean;
  /** Whether a name of this file denotes the codec (an import of it, or its own declaration). */
  denotes(identifier: TSESTree.Identifier): boolean;
  /** Whether an import's module specifier names the codec's module. */
  names(specifier: TSESTree.StringLiteral): boolean;
}

/** The ESTree function a TypeScript function declaration converts to (a method's `FunctionExpression`). */
function estreeFunction(node: TSESTree.Node | undefined): FunctionNode | null {
  if (!node) return null;
  if (isFunctionNode(node)) return node;
  const value = 'value' in node ? (node.value as TSESTree.Node | null) : null;
  return value && isFunctionNode(value) ? value : null;
}

/** One linted file's view of the program. */
export class TypedFile {
  readonly callees: TypedCallees;
  private readonly checker: ts.TypeChecker;
  private readonly summaries: ProgramSummaries;
  private readonly sourceFile: ts.Node | undefined;
  private readonly projectFunctions = new Map<TSESTree.CallExpression, FunctionDeclarationNode | null>();
  private readonly returnTypes = new Map<TSESTree.Node, boolean>();

  constructor(
    private readonly services: ParserServicesWithTypeInformation,
    ast: TSESTree.Program,
    private readonly summarise: FileSummariser,
    settings: EffectSettings,
  ) {
    this.callees = new TypedCallees(services);
    this.checker = services.program.getTypeChecker();
    this.summaries = programSummaries(services.program, settings);
    this.sourceFile = services.esTreeNodeToTSNodeMap.get(ast);
  }

  private calleeOf(call: TSESTree.CallExpression): ts.Node | undefined {
    return this.services.esTreeNodeToTSNodeMap.get(skipTransparent(call.callee));
  }

  /** The function of the project a call runs, by declaration, once per call (the analysis asks repeatedly). */
  private projectFunction(call: TSESTree.CallExpression): FunctionDeclarationNode | null {
    let fn = this.projectFunctions.get(call);
    if (fn === undefined) {
      const callee = this.calleeOf(call);
      fn = (callee && this.summaries.projectFunction(callee)) ?? null;
      this.projectFunctions.set(call, fn);
    }
    return fn;
  }

  /** The function of this file a call runs, found through the types (`service.settle()` on a class of this file). */
  sameFileFunction(call: TSESTree.CallExpression): FunctionNode | null {
    const fn = this.projectFunction(call);
    if (!fn || fn.getSourceFile() !== this.sourceFile) return null;
    return estreeFunction(this.services.tsNodeToESTreeNodeMap.get(fn));
  }

  /** The summary of the function of another file of the project a call runs, or null. */
  otherFileSummary(call: TSESTree.CallExpression): FunctionSummary | null {
    const fn = this.projectFunction(call);
    if (!fn || fn.getSourceFile() === this.sourceFile) return null;
    return this.summaries.summaryOf(fn, this.summarise);
  }

  /**
   * Whether a call runs a function of another file of the project that only computes its result from what it is given
   * (src/types/purity.ts): a pure formatter or question builder, which a move may pass.
   */
  runsPureFunction(call: TSESTree.CallExpression): boolean {
    const fn = this.projectFunction(call);
    // The summary holds what the declaration states (`@mcp-effect write`), which wins over what the body seems to do.
    return fn !== null && fn.getSourceFile() !== this.sourceFile && isPureFunction(this.services.program, fn) && this.summaries.summaryOf(fn, this.summarise)?.effects.size === 0;
  }

  /** Whether a value is a string, number, boolean or bigint: nothing it is handed to can change it. */
  isPrimitiveValue(node: TSESTree.Node): boolean {
    const tsNode = this.services.esTreeNodeToTSNodeMap.get(node);
    return tsNode !== undefined && isPrimitive(this.checker.getNonNullableType(this.checker.getTypeAtLocation(tsNode)));
  }

  /**
   * The question a wrapper of the project asks after running `fn` (src/types/wrappers.ts: `withPermissionRetry(fn)`,
   * a `defineTool` that does, in any file), or null.
   */
  wrapperQuestion(fn: TSESTree.Node): WrapperQuestion | null {
    const node = this.services.esTreeNodeToTSNodeMap.get(fn) as ts.Node | undefined;
    return node ? wrapperQuestion(this.services.program, node) : null;
  }

  /**
   * Whether a call may throw what a wrapper asks for on a throw: always, unless the wrapper asks for one project
   * error class only (src/types/throws.ts).
   */
  mayThrowFor(call: TSESTree.Node, wrapper: WrapperQuestion): boolean {
    const node = this.services.esTreeNodeToTSNodeMap.get(call) as ts.Node | undefined;
    return !wrapper.caught || !node || mayThrowInstance(this.services.program, node, wrapper.caught);
  }

  /** The project class a call of a class predicate tests its argument for (`isApiPermissionErrorDeep(error)`), or null. */
  classTested(call: TSESTree.CallExpression): ts.ClassLikeDeclaration | null {
    const fn = this.projectFunction(call);
    return fn ? predicateClass(this.services.program, fn) : null;
  }

  /**
   * The `requestState` codec the program's one server verifies with (src/types/state-codec.ts), as this file would
   * import it: null when there is none, or when its module imports this file (the import would close a cycle).
   */
  serverCodec(): ImportableCodec | null {
    const program = this.services.program;
    const codec = serverCodec(program);
    if (!codec || !this.sourceFile || codec.imports.has(this.sourceFile as ts.SourceFile)) return null;
    // Without `moduleResolution`, a Node16/NodeNext `module` implies its own.
    const { module, moduleResolution } = program.getCompilerOptions();
    const kinds = typescript.ModuleResolutionKind;
    const nodeResolution = moduleResolution === undefined
      ? module !== undefined && module >= typescript.ModuleKind.Node16 && module <= typescript.ModuleKind.NodeNext
      : moduleResolution === kinds.Node16 || moduleResolution === kinds.NodeNext;
    const symbolOf = (node: TSESTree.Node): ts.Symbol | undefined => {
      const tsNode = this.services.esTreeNodeToTSNodeMap.get(node) as ts.Node | undefined;
      return tsNode && this.checker.getSymbolAtLocation(tsNode);
    };
    return {
      exportName: codec.exportName,
      fileName: codec.file.fileName,
      nodeResolution,
      importer: (this.sourceFile as ts.SourceFile).fileName,
      denotes: (identifier) => {
        const symbol = symbolOf(identifier);
        return symbol !== undefined && unaliased(this.checker, symbol) === codec.symbol;
      },
      names: (specifier) => symbolOf(specifier)?.valueDeclaration === codec.file,
    };
  }

  /** Whether the program's one server installs no `requestState` hook (src/types/state-codec.ts), so its handlers get the raw string. */
  hooklessServer(): boolean {
    return hooklessServer(this.services.program);
  }

  /** True when no object is an instance of both classes. */
  disjoint(a: ts.ClassLikeDeclaration, b: ts.ClassLikeDeclaration): boolean {
    return disjointClasses(this.services.program, a, b);
  }

  /**
   * A call that may give an `input_required` result, by what it calls: the SDK's `inputRequired` however it
   * was imported or re-exported, or a function of another file whose summary says so.
   */
  returnsInputRequired(call: TSESTree.CallExpression): boolean {
    const callee = this.calleeOf(call);
    if (!callee) return false;
    if (isSdkInputRequiredBuilder(this.services.program, callee)) return true;
    // The type rules most calls out before any file is summarised.
    const tsCall = this.services.esTreeNodeToTSNodeMap.get(call);
    if (!tsCall || !typeMayCarryInputRequired(this.checker, this.checker.getTypeAtLocation(tsCall))) return false;
    return this.otherFileSummary(call)?.returnsInputRequired ?? false;
  }

  /**
   * False when nothing `fn` returns can be an `input_required` result, as its signature's return type tells: then
   * its returns need no typed look (most functions of a project). Once per function.
   */
  mayReturnInputRequired(fn: TSESTree.Node): boolean {
    let may = this.returnTypes.get(fn);
    if (may === undefined) {
      const declaration = this.services.esTreeNodeToTSNodeMap.get(fn);
      const signature = declaration && typescript.isFunctionLike(declaration) ? this.checker.getSignatureFromDeclaration(declaration) : undefined;
      may = !signature || typeMayCarryInputRequired(this.checker, this.checker.getReturnTypeOfSignature(signature));
      this.returnTypes.set(fn, may);
    }
    return may;
  }

  /**
   * A returned value whose type says it may be an `input_required` result (`q` of type
   * `InputRequiredResult | undefined` after `if (q)`). Calls of functions the analysis summarises are left to
   * their summaries, which know more than a declared return type.
   */
  carriesInputRequired(returned: TSESTree.Node): boolean {
    const tsNode = this.services.esTreeNodeToTSNodeMap.get(returned);
    if (!tsNode) return false;
    let inner = skipOuter(tsNode);
    if (typescript.isAwaitExpression(inner)) inner = skipOuter(inner.expression);
    if (typescript.isCallExpression(inner) && calledFunction(this.checker, inner.expression)) return false;
    return typeCarriesInputRequired(this.checker, this.checker.getTypeAtLocation(tsNode));
  }

  /**
   * Whether a call of a function of the project builds a question a resume can add `requestState` to
   * (`{ ...askConfirmation(message), requestState }`): the value the exit gives (`awaited` when it awaits the call)
   * is typed as a question (or, `unless-falsy`, as nothing), and the function builds it in its own body without state
   * of its own (src/types/questions.ts).
   */
  buildsStatelessQuestion(call: TSESTree.CallExpression, awaited: boolean, answer: HelperAnswer): boolean {
    const fn = this.projectFunction(call);
    const tsCall = this.services.esTreeNodeToTSNodeMap.get(call);
    if (!fn || !tsCall || call.arguments.some((argument) => argument.type === AST_NODE_TYPES.SpreadElement)) return false;
    const type = this.checker.getTypeAtLocation(tsCall);
    const value = awaited ? (this.checker.getAwaitedType(type) ?? type) : type;
    return typeIsQuestion(this.checker, value, answer) && buildsStatelessQuestions(this.services.program, fn, call.arguments.length, answer);
  }
}
