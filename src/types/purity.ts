/**
 * Functions of the project that only compute a value from what they are given: `describePayout(payout, currency)`
 * formatting a string, `confirm(message)` building a question with the SDK's `inputRequired`, `confirmed(ctx)` reading
 * the answers with `acceptedContent`. A call of one changes nothing a move could reorder (src/fixes/footprint.ts), so
 * "move it below the question" may pass a question that formats with one. Read from the declaration's body: the
 * effect summaries (src/types/summaries.ts) keep only the effects a run counts, not what it changes, and a function
 * that returns an un-awaited unknown call counts none.
 */
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { READ_ONLY_METHODS } from '../effects/builtins.js';
import { isMcpModule } from '../mcp/sdk.js';
import { calledFunction, declaringModule, resolvedSymbol, skipOuter, type FunctionDeclarationNode } from './declarations.js';

/** How deep calls are followed into other pure functions, and how many nodes one body may have: the walk stays linear. */
const MAX_DEPTH = 4;
const MAX_NODES = 2000;

/**
 * Calls of TypeScript's lib that read only their arguments. Narrower than the classifier's pure globals
 * (`PURE_GLOBALS`): `Object.assign` changes its target, `setTimeout` runs its callback later.
 */
const PURE_LIB_CALLS: ReadonlySet<string> = new Set([
  'String', 'Number', 'Boolean', 'BigInt', 'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent',
  'encodeURI', 'decodeURI', 'JSON.stringify', 'JSON.parse', 'Object.keys', 'Object.values', 'Object.entries', 'Object.fromEntries',
  'Array.isArray', 'Array.from', 'Array.of', 'Date.now', 'String.fromCharCode', 'String.fromCodePoint',
]);
/** Namespaces of the lib all of whose functions read only their arguments. */
const PURE_LIB_NAMESPACES: ReadonlySet<string> = new Set(['Math', 'Number']);
/** Classes of the lib whose construction builds a value and touches nothing else. */
const PURE_LIB_CLASSES: ReadonlySet<string> = new Set(['Date', 'URL', 'URLSearchParams', 'Map', 'Set', 'RegExp', 'Error', 'TypeError', 'RangeError']);

const byProgram = new WeakMap<ts.Program, Map<ts.Node, boolean>>();

/** Whether `fn` only computes its result from what it is given (see the module's comment). Once per function and program. */
export function isPureFunction(program: ts.Program, fn: FunctionDeclarationNode): boolean {
  let known = byProgram.get(program);
  if (!known) byProgram.set(program, (known = new Map<ts.Node, boolean>()));
  return new PurityCheck(program, known).isPure(fn, 0);
}

class PurityCheck {
  private readonly checker: ts.TypeChecker;

  constructor(
    private readonly program: ts.Program,
    private readonly known: Map<ts.Node, boolean>,
  ) {
    this.checker = program.getTypeChecker();
  }

  isPure(fn: FunctionDeclarationNode, depth: number): boolean {
    const known = this.known.get(fn);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH || !fn.body) return false;
    // A function that calls itself is not taken as pure: nothing shows what the recursion reaches.
    this.known.set(fn, false);
    let nodes = 0;
    let pure = true;
    const visit = (node: ts.Node): void => {
      nodes += 1;
      pure &&= nodes <= MAX_NODES && this.isPureNode(node, fn, depth);
      if (pure) typescript.forEachChild(node, visit);
    };
    for (const parameter of fn.parameters) visit(parameter);
    visit(fn.body);
    this.known.set(fn, pure);
    return pure;
  }

  /** What one node of the body does, its children aside. */
  private isPureNode(node: ts.Node, fn: FunctionDeclarationNode, depth: number): boolean {
    const kind = typescript.SyntaxKind;
    switch (node.kind) {
      // Waiting hands control to other code; a tagged template calls its tag; `delete` changes an object.
      case kind.AwaitExpression:
      case kind.YieldExpression:
      case kind.TaggedTemplateExpression:
      case kind.DeleteExpression:
        return false;
      case kind.BinaryExpression: {
        const { operatorToken, left } = node as ts.BinaryExpression;
        const assigns = operatorToken.kind >= kind.FirstAssignment && operatorToken.kind <= kind.LastAssignment;
        return !assigns || this.isOwnVariable(left, fn);
      }
      case kind.PrefixUnaryExpression:
      case kind.PostfixUnaryExpression: {
        const { operator, operand } = node as ts.PrefixUnaryExpression | ts.PostfixUnaryExpression;
        return (operator !== kind.PlusPlusToken && operator !== kind.MinusMinusToken) || this.isOwnVariable(operand, fn);
      }
      case kind.CallExpression:
        return this.isPureCall(node as ts.CallExpression, depth);
      case kind.NewExpression: {
        const construction = node as ts.NewExpression;
        return this.libName(construction.expression, PURE_LIB_CLASSES) && this.passesOnlyPureFunctions(construction.arguments ?? [], depth);
      }
      case kind.Identifier:
        return !this.readsOuterVariable(node as ts.Identifier, fn);
      default:
        return true;
    }
  }

  /** A variable or parameter of the function itself (assigning it changes nothing its caller holds). */
  private isOwnVariable(target: ts.Node, fn: FunctionDeclarationNode): boolean {
    const inner = skipOuter(target);
    if (!typescript.isIdentifier(inner)) return false;
    const declaration = this.checker.getSymbolAtLocation(inner)?.valueDeclaration;
    return declaration !== undefined && declaration.pos >= fn.pos && declaration.end <= fn.end && declaration.getSourceFile() === fn.getSourceFile();
  }

  /** A `let` or `var` of the project declared outside the function: another call (the moved one) may change it. */
  private readsOuterVariable(identifier: ts.Identifier, fn: FunctionDeclarationNode): boolean {
    const declaration = this.checker.getSymbolAtLocation(identifier)?.valueDeclaration;
    // The lib's `declare var Math` is no variable anything assigns.
    if (!declaration || !typescript.isVariableDeclaration(declaration) || declaration.getSourceFile().isDeclarationFile) return false;
    const list = declaration.parent;
    const constant = typescript.isVariableDeclarationList(list) && (list.flags & typescript.NodeFlags.Const) !== 0;
    return !constant && !this.isOwnVariable(identifier, fn);
  }

  /**
   * A call that reads only what it is given: a method of a string, number or boolean, a reading method of an array,
   * a function of the lib that reads its arguments, the SDK's own helpers and builders (`acceptedContent`,
   * `inputRequired.elicit`: their root is the SDK's export, not an instance such as `ctx.mcpReq`), or a pure function
   * of the project. Functions passed by name must be pure too.
   */
  private isPureCall(call: ts.CallExpression, depth: number): boolean {
    if (!this.passesOnlyPureFunctions(call.arguments, depth)) return false;
    const callee = skipOuter(call.expression);
    if (typescript.isPropertyAccessExpression(callee)) {
      const receiver = this.checker.getNonNullableType(this.checker.getTypeAtLocation(callee.expression));
      if (isPrimitive(receiver)) return true;
      if ((this.checker.isArrayType(receiver) || this.checker.isTupleType(receiver)) && READ_ONLY_METHODS.has(callee.name.text)) return true;
    }
    if (this.libName(callee, PURE_LIB_CALLS) || this.fromSdk(callee)) return true;
    const target = calledFunction(this.checker, callee);
    return target !== null && declaringModule(this.program, target).kind === 'project' && this.isPure(target, depth + 1);
  }

  /** Arguments that are functions not written in place run in the callee: each must be a pure function of the project or the lib. */
  private passesOnlyPureFunctions(args: readonly ts.Expression[], depth: number): boolean {
    return args.every((argument) => {
      const inner = skipOuter(typescript.isSpreadElement(argument) ? argument.expression : argument);
      if (typescript.isFunctionExpression(inner) || typescript.isArrowFunction(inner)) return true;
      if (this.checker.getTypeAtLocation(inner).getCallSignatures().length === 0) return true;
      if (this.libName(inner, PURE_LIB_CALLS)) return true;
      const target = calledFunction(this.checker, inner);
      return target !== null && declaringModule(this.program, target).kind === 'project' && this.isPure(target, depth + 1);
    });
  }

  /** `Math.max`, `String`, `new Date`: a name of `names` (or of a pure namespace) whose root the lib declares. */
  private libName(expression: ts.Node, names: ReadonlySet<string>): boolean {
    const inner = skipOuter(expression);
    const root = typescript.isPropertyAccessExpression(inner) ? skipOuter(inner.expression) : inner;
    if (!typescript.isIdentifier(root)) return false;
    const name = root === inner ? root.text : `${root.text}.${(inner as ts.PropertyAccessExpression).name.text}`;
    if (!names.has(name) && !(root !== inner && names === PURE_LIB_CALLS && PURE_LIB_NAMESPACES.has(root.text))) return false;
    const declaration = this.checker.getSymbolAtLocation(root)?.declarations?.[0];
    return declaration !== undefined && declaringModule(this.program, declaration).kind === 'lib';
  }

  /** A callee whose root is an export of an MCP SDK (through the project's re-exports). */
  private fromSdk(callee: ts.Node): boolean {
    let root = callee;
    while (typescript.isPropertyAccessExpression(root)) root = skipOuter(root.expression);
    if (!typescript.isIdentifier(root)) return false;
    const declaration = resolvedSymbol(this.checker, root)?.declarations?.[0];
    const module = declaration && declaringModule(this.program, declaration);
    return module?.kind === 'package' && isMcpModule(module.name);
  }
}

/** A string, number, boolean or bigint (or a union of them): every method of one reads it and returns a new value. */
export function isPrimitive(type: ts.Type): boolean {
  const flags = typescript.TypeFlags;
  const primitive = flags.StringLike | flags.NumberLike | flags.BooleanLike | flags.BigIntLike;
  return type.isUnion() ? type.types.every((part) => (part.flags & primitive) !== 0) : (type.flags & primitive) !== 0;
}
