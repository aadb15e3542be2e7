/**
 * Which errors a call can throw, as far as the project's own code tells: a wrapper that asks only for one of the
 * project's error classes (`catch (error) { if (error instanceof ForbiddenError) return askElevation() }`) is
 * reached only by calls that can throw that class. Only project code can throw a project class; a function of a
 * package (`fetch`, `Promise.all`, a client SDK) cannot, except through the callbacks it is given, which are read
 * where they are written.
 */
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { calledFunction, declaringModule, resolvedSymbol, skipOuter } from './declarations.js';

/** Tests and class chains followed (`const` to predicate to `&&`, `extends`). */
const MAX_DEPTH = 4;
/**
 * Project functions followed from a call, through the functions they call: each is read once per error class (the
 * results are kept), so the bound only keeps the stack safe; a logging helper is often six calls deep.
 */
const MAX_CALL_DEPTH = 32;

/**
 * The project class a question in a `catch` is asked for: the `instanceof` test on the caught error of an `if` whose
 * branch holds the question. Null when the question is asked for other errors too: no such test, or a class of a
 * package (a package may throw it).
 */
export function caughtClass(program: ts.Program, exit: ts.Node): ts.ClassLikeDeclaration | null {
  const checker = program.getTypeChecker();
  let tested: InstanceofTest | null = null;
  for (let current: ts.Node = exit; current.parent; current = current.parent) {
    const parent = current.parent;
    if (typescript.isCatchClause(parent)) {
      const variable = parent.variableDeclaration;
      if (!tested || !variable || !typescript.isIdentifier(tested.subject)) return null;
      return checker.getSymbolAtLocation(tested.subject)?.valueDeclaration === variable ? tested.errorClass : null;
    }
    if (tested === null && typescript.isIfStatement(parent) && parent.thenStatement === current) tested = classTest(program, parent.expression);
  }
  return null;
}

/**
 * The project class a test requires of a value: `x instanceof C`, a predicate of one class (`isApiPermissionErrorDeep(x)`,
 * see `predicateClass`), a `const` holding either (`const is403 = isApiPermissionErrorDeep(error)`), or a conjunct of
 * an `&&` (`is403 && hasManager && !elevated`).
 */
function classTest(program: ts.Program, test: ts.Expression, depth = 0): InstanceofTest | null {
  const inner = skipOuter(test);
  if (depth > MAX_DEPTH) return null;
  if (typescript.isBinaryExpression(inner) && inner.operatorToken.kind === typescript.SyntaxKind.AmpersandAmpersandToken) {
    return classTest(program, inner.left, depth + 1) ?? classTest(program, inner.right, depth + 1);
  }
  const checker = program.getTypeChecker();
  if (typescript.isCallExpression(inner) && inner.arguments[0]) {
    const predicate = calledFunction(checker, inner.expression);
    const errorClass = predicate && declaringModule(program, predicate).kind === 'project' ? predicateClass(program, predicate) : null;
    return errorClass ? { subject: skipOuter(inner.arguments[0]), errorClass } : null;
  }
  if (typescript.isIdentifier(inner)) {
    const declaration = checker.getSymbolAtLocation(inner)?.valueDeclaration;
    const constant = declaration && typescript.isVariableDeclaration(declaration) && (typescript.getCombinedNodeFlags(declaration) & typescript.NodeFlags.Const) !== 0;
    return constant && declaration.initializer ? classTest(program, declaration.initializer, depth + 1) : null;
  }
  return instanceofTest(program, test);
}

interface InstanceofTest {
  subject: ts.Node;
  errorClass: ts.ClassLikeDeclaration;
}

/** The `x instanceof C` a test is, when C is a class of the project. */
function instanceofTest(program: ts.Program, test: ts.Expression): InstanceofTest | null {
  const inner = skipOuter(test);
  if (!typescript.isBinaryExpression(inner) || inner.operatorToken.kind !== typescript.SyntaxKind.InstanceOfKeyword) return null;
  const declaration = resolvedSymbol(program.getTypeChecker(), inner.right)?.valueDeclaration;
  if (!declaration || !typescript.isClassLike(declaration) || declaringModule(program, declaration).kind !== 'project') return null;
  return { subject: skipOuter(inner.left), errorClass: declaration };
}

/** True when `declaration` is `target` or a class extending it, through the project's classes. */
function isClassOrSubclass(checker: ts.TypeChecker, declaration: ts.Declaration | undefined, target: ts.ClassLikeDeclaration): boolean {
  for (let depth = 0; declaration && typescript.isClassLike(declaration) && depth < MAX_DEPTH * 2; depth++) {
    if (declaration === target) return true;
    const base = declaration.heritageClauses?.find((clause) => clause.token === typescript.SyntaxKind.ExtendsKeyword)?.types[0];
    declaration = base ? resolvedSymbol(checker, base.expression)?.valueDeclaration : undefined;
  }
  return false;
}

const byClass = new WeakMap<ts.ClassLikeDeclaration, Map<ts.Node, boolean>>();

/**
 * Whether evaluating `node` (a call with its arguments and the callbacks written in them) may throw an instance of
 * `errorClass`. True when it cannot tell: a call the checker cannot resolve, a function without a body in the
 * project, a `throw` of a value it does not know.
 */
export function mayThrowInstance(program: ts.Program, node: ts.Node, errorClass: ts.ClassLikeDeclaration): boolean {
  const checker = program.getTypeChecker();
  let known = byClass.get(errorClass);
  if (!known) byClass.set(errorClass, (known = new Map<ts.Node, boolean>()));
  const functions = known;

  const calleeMayThrow = (call: ts.CallExpression | ts.NewExpression, depth: number): boolean => {
    const symbol = resolvedSymbol(checker, call.expression);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration) return !fromUnresolvedPackage(checker, call.expression);
    if (declaringModule(program, declaration).kind !== 'project') return false;
    if (typescript.isNewExpression(call)) {
      const constructor = typescript.isClassLike(declaration) ? declaration.members.find(typescript.isConstructorDeclaration) : undefined;
      return constructor?.body ? functionMayThrow(constructor, depth) : false;
    }
    const fn = calledFunction(checker, call.expression);
    if (!fn) return true;
    // A function calling itself (`serializeError(error.cause)`) throws nothing its body does not.
    const own = fn.body && fn.getSourceFile() === call.getSourceFile() && fn.body.pos <= call.pos && call.end <= fn.body.end;
    return !own && functionMayThrow(fn, depth);
  };

  const functionMayThrow = (fn: ts.FunctionLikeDeclaration, depth: number): boolean => {
    const cached = functions.get(fn);
    if (cached !== undefined) return cached;
    if (!fn.body || depth >= MAX_CALL_DEPTH) return true;
    // A call back into a function being read is taken as one that can throw: a cycle keeps the report.
    functions.set(fn, true);
    const may = subtreeMayThrow(fn.body, depth + 1);
    functions.set(fn, may);
    return may;
  };

  const thrownMay = (thrown: ts.Expression): boolean => {
    const value = skipOuter(thrown);
    if (typescript.isNewExpression(value)) {
      const declaration = resolvedSymbol(checker, value.expression)?.valueDeclaration;
      return isClassOrSubclass(checker, declaration, errorClass);
    }
    // `catch (error) { ...; throw error }` rethrows what the `try`'s calls threw: they are read on their own.
    if (typescript.isIdentifier(value)) {
      const declaration = checker.getSymbolAtLocation(value)?.valueDeclaration;
      if (declaration && typescript.isVariableDeclaration(declaration) && typescript.isCatchClause(declaration.parent)) return false;
    }
    return true;
  };

  const subtreeMayThrow = (root: ts.Node, depth: number): boolean => {
    let found = false;
    const visit = (current: ts.Node): void => {
      if (found) return;
      // A `try` whose `catch` throws nothing lets nothing out of its block: only the `catch` and `finally` can throw.
      if (typescript.isTryStatement(current) && current.catchClause && !containsThrow(current.catchClause.block)) {
        visit(current.catchClause.block);
        if (current.finallyBlock) visit(current.finallyBlock);
        return;
      }
      if (typescript.isThrowStatement(current)) found = thrownMay(current.expression);
      else if ((typescript.isCallExpression(current) || typescript.isNewExpression(current)) && calleeMayThrow(current, depth)) found = true;
      if (!found) typescript.forEachChild(current, visit);
    };
    visit(root);
    return found;
  };

  return subtreeMayThrow(node, 0);
}

/**
 * Whether a callee the checker cannot resolve is reached from an import of a package (`logger.warn()` with
 * `import { logger } from '@sentry/core'` on a checkout whose dependencies are not installed), from a variable holding
 * what one gave or a project function declared to return one of its types, or from a parameter of a callback given to
 * one: a package cannot throw a class of the project either. A relative import that does not
 * resolve may be anything.
 */
function fromUnresolvedPackage(checker: ts.TypeChecker, callee: ts.Expression, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  let root: ts.Node = skipOuter(callee);
  while (typescript.isPropertyAccessExpression(root) || typescript.isElementAccessExpression(root) || typescript.isCallExpression(root)) {
    root = skipOuter(root.expression);
  }
  const declaration = typescript.isIdentifier(root) ? checker.getSymbolAtLocation(root)?.declarations?.[0] : undefined;
  // A parameter of a callback given to such a package's function is its value (`withScope((scope) => scope.setTag())`).
  const callback = declaration && typescript.isParameter(declaration) ? declaration.parent : undefined;
  if (callback && typescript.isCallExpression(callback.parent) && callback.parent.arguments.includes(callback as ts.Expression)) {
    return fromUnresolvedPackage(checker, callback.parent.expression, depth + 1);
  }
  // A variable holding such a value (`const logger = getLogger(category)` of `@logtape/logtape`).
  if (declaration && typescript.isVariableDeclaration(declaration) && declaration.initializer) {
    return fromUnresolvedPackage(checker, declaration.initializer, depth + 1);
  }
  // A project function declared to return such a value (`function getLogger(): Logger` with `Logger` of `@logtape/logtape`).
  if (declaration && typescript.isFunctionLike(declaration) && declaration.type && typescript.isTypeReferenceNode(declaration.type)) {
    const name = declaration.type.typeName;
    return fromUnresolvedPackage(checker, (typescript.isIdentifier(name) ? name : name.left) as ts.Expression, depth + 1);
  }
  let importDeclaration: ts.Node | undefined = declaration;
  while (importDeclaration && !typescript.isImportDeclaration(importDeclaration)) importDeclaration = importDeclaration.parent;
  const specifier = importDeclaration && typescript.isStringLiteral(importDeclaration.moduleSpecifier) ? importDeclaration.moduleSpecifier.text : null;
  return specifier !== null && !specifier.startsWith('.') && !specifier.startsWith('/');
}

/** Whether a block holds a `throw` of its own (not of a function written in it). */
function containsThrow(block: ts.Node): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || (node !== block && typescript.isFunctionLike(node))) return;
    if (typescript.isThrowStatement(node)) found = true;
    else typescript.forEachChild(node, visit);
  };
  visit(block);
  return found;
}

const predicateClasses = new WeakMap<ts.FunctionLikeDeclaration, ts.ClassLikeDeclaration | null>();

/**
 * The project class a predicate tests its first argument for: a function whose only `true` answers are
 * `x instanceof C` of one project class C, where `x` is that parameter or a `let` started from it (a walk down
 * its `cause` chain, `isApiPermissionErrorDeep(error)`), and whose every other return is `false` or nothing.
 * Null for any other function.
 */
export function predicateClass(program: ts.Program, fn: ts.FunctionLikeDeclaration): ts.ClassLikeDeclaration | null {
  if (predicateClasses.has(fn)) return predicateClasses.get(fn)!;
  const checker = program.getTypeChecker();
  const parameter = fn.parameters[0];
  let tested: ts.ClassLikeDeclaration | null | undefined;
  /** `x instanceof C` on the parameter or a variable started from it: C, else null. */
  const classTestedOnParameter = (expression: ts.Expression): ts.ClassLikeDeclaration | null => {
    const test = instanceofTest(program, expression);
    if (!test || !parameter || !typescript.isIdentifier(test.subject)) return null;
    const declaration = checker.getSymbolAtLocation(test.subject)?.valueDeclaration;
    if (declaration === parameter) return test.errorClass;
    const startsFromParameter =
      declaration !== undefined && typescript.isVariableDeclaration(declaration) && declaration.initializer !== undefined &&
      typescript.isIdentifier(skipOuter(declaration.initializer)) && checker.getSymbolAtLocation(skipOuter(declaration.initializer))?.valueDeclaration === parameter;
    return startsFromParameter ? test.errorClass : null;
  };
  const answers = (errorClass: ts.ClassLikeDeclaration | null): void => {
    tested = tested === undefined || tested === errorClass ? errorClass : null;
  };
  const visit = (node: ts.Node): void => {
    if (tested === null || (node !== fn.body && typescript.isFunctionLike(node))) return;
    if (typescript.isReturnStatement(node) && node.expression) {
      const value = skipOuter(node.expression);
      if (value.kind === typescript.SyntaxKind.TrueKeyword) {
        // `if (x instanceof C) return true;`
        const branch = typescript.isBlock(node.parent) && node.parent.statements.length === 1 ? node.parent : node;
        const guard = branch.parent;
        answers(guard && typescript.isIfStatement(guard) && guard.thenStatement === branch ? classTestedOnParameter(guard.expression) : null);
      } else if (value.kind !== typescript.SyntaxKind.FalseKeyword) {
        answers(classTestedOnParameter(value as ts.Expression));
      }
    }
    typescript.forEachChild(node, visit);
  };
  if (fn.body && typescript.isBlock(fn.body)) visit(fn.body);
  else if (fn.body) answers(classTestedOnParameter(fn.body));
  const found = tested ?? null;
  predicateClasses.set(fn, found);
  return found;
}

/** True when no object is an instance of both classes: neither extends the other. */
export function disjointClasses(program: ts.Program, a: ts.ClassLikeDeclaration, b: ts.ClassLikeDeclaration): boolean {
  const checker = program.getTypeChecker();
  return !isClassOrSubclass(checker, a, b) && !isClassOrSubclass(checker, b, a);
}
