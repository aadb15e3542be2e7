/**
 * Questions a function of another project file builds, as the resume suggestion (src/fixes/questions.ts) needs to
 * know them before it writes `{ ...askConfirmation(message), requestState }`: every value the call gives is a
 * question (or, behind `if (question)`, a question or nothing), and the function carries no state of its own that
 * the added `requestState` would replace.
 */
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { calledFunction, declaringModule, skipOuter, type FunctionDeclarationNode } from './declarations.js';
import { isSdkInputRequiredBuilder } from './exits.js';

/**
 * What the exit needs of the helper's values: `always` a question; `unless-falsy` a question whenever it is truthy
 * (`confirm(ctx, message)` giving `undefined` once the answer is in, returned behind `if (question)`).
 */
export type HelperAnswer = 'always' | 'unless-falsy';

/** How deep returns are followed into the project's helpers they return the questions of. */
const MAX_HELPER_DEPTH = 3;


/** A type whose `resultType` is exactly `'input_required'`: a question and nothing else. */
function isQuestionType(checker: ts.TypeChecker, type: ts.Type): boolean {
  const resultType = type.getProperty('resultType');
  if (!resultType) return false;
  const value = checker.getTypeOfSymbol(resultType);
  return value.isStringLiteral() && value.value === 'input_required';
}

/** Every member of the value's type is a question, or (`unless-falsy`) nothing: `undefined`, `null`, `void`, `false`. */
export function typeIsQuestion(checker: ts.TypeChecker, type: ts.Type, answer: HelperAnswer): boolean {
  const parts = type.isUnion() ? type.types : [type];
  return parts.every((part) => {
    if (isQuestionType(checker, part)) return true;
    if (answer === 'always') return false;
    // TypeScript loads at first use (src/types/typescript.ts): no flags read when the module loads.
    const nothing = typescript.TypeFlags.Undefined | typescript.TypeFlags.Null | typescript.TypeFlags.Void;
    return (part.flags & nothing) !== 0 || ((part.flags & typescript.TypeFlags.BooleanLiteral) !== 0 && checker.typeToString(part) === 'false');
  });
}

/** The `return` statements of a function's own body (not of functions nested in it). */
function ownReturns(body: ts.Node): ts.ReturnStatement[] {
  const returns: ts.ReturnStatement[] = [];
  const visit = (node: ts.Node): void => {
    if (typescript.isReturnStatement(node)) returns.push(node);
    if (typescript.isFunctionLike(node) || typescript.isClassLike(node)) return;
    typescript.forEachChild(node, visit);
  };
  typescript.forEachChild(body, visit);
  return returns;
}

/** Whether a function reads `requestState` anywhere (`ctx.mcpReq.requestState()`): it has state of its own. */
function readsRequestState(body: ts.Node): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (typescript.isPropertyAccessExpression(node) && node.name.text === 'requestState') found = true;
    else typescript.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/**
 * A question object literal the helper returns carries no state the added `requestState` would replace: no spread,
 * and `requestState` only as a parameter the call leaves out (`askConfirmation(message, key, requestState?)`).
 */
function carriesNoState(object: ts.ObjectLiteralExpression, fn: FunctionDeclarationNode, passed: number): boolean {
  return object.properties.every((property) => {
    if (typescript.isSpreadAssignment(property)) return false;
    if (!property.name || !typescript.isIdentifier(property.name) || property.name.text !== 'requestState') return true;
    const value = typescript.isShorthandPropertyAssignment(property) ? property.name : typescript.isPropertyAssignment(property) ? skipOuter(property.initializer) : null;
    if (!value || !typescript.isIdentifier(value)) return false;
    const index = fn.parameters.findIndex((parameter) => typescript.isIdentifier(parameter.name) && parameter.name.text === value.text);
    return index >= passed && fn.parameters[index]!.initializer === undefined;
  });
}

function isNothing(node: ts.Node): boolean {
  return node.kind === typescript.SyntaxKind.NullKeyword || node.kind === typescript.SyntaxKind.FalseKeyword ||
    (typescript.isIdentifier(node) && node.text === 'undefined') || typescript.isVoidExpression(node);
}

/**
 * Whether every value a project function returns is a question it builds in its own body (the SDK's
 * `inputRequired({...})` or a `resultType: 'input_required'` literal) carrying no state of its own, or (`unless-falsy`)
 * nothing. `passed` is how many arguments the call gives.
 */
export function buildsStatelessQuestions(program: ts.Program, fn: FunctionDeclarationNode, passed: number, answer: HelperAnswer, depth = 0): boolean {
  const body = fn.body;
  if (!body || depth > MAX_HELPER_DEPTH || readsRequestState(body)) return false;
  const values = typescript.isBlock(body) ? ownReturns(body).map((statement) => statement.expression) : [body];
  return values.every((value) => {
    if (!value) return answer === 'unless-falsy';
    let inner = skipOuter(value);
    if (typescript.isAwaitExpression(inner)) inner = skipOuter(inner.expression);
    if (isNothing(inner)) return answer === 'unless-falsy';
    if (typescript.isObjectLiteralExpression(inner)) return carriesNoState(inner, fn, passed);
    if (!typescript.isCallExpression(inner)) return false;
    if (isSdkInputRequiredBuilder(program, inner.expression)) {
      const argument = inner.arguments.length === 1 ? skipOuter(inner.arguments[0]!) : null;
      return argument !== null && typescript.isObjectLiteralExpression(argument) && carriesNoState(argument, fn, passed);
    }
    // `return askConfirmation(message)` in a helper of the project: that helper's questions, whatever this one was
    // given (and, where this one may give nothing, that helper may too: the call's type says what either gives).
    const callee = calledFunction(program.getTypeChecker(), inner.expression);
    const spread = inner.arguments.some((argument) => typescript.isSpreadElement(argument));
    return callee !== null && !spread && declaringModule(program, callee).kind === 'project' &&
      buildsStatelessQuestions(program, callee, inner.arguments.length, answer, depth + 1);
  });
}
