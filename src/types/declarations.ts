/**
 * What a call runs, as TypeScript's checker sees it: the symbol of the callee followed through import aliases,
 * re-exports (barrels), default exports and namespace members to its declaration, and the module that
 * declares it (a file of the project, a package, a Node built-in module, TypeScript's own lib).
 */
import type * as ts from 'typescript';
import { typescript } from './typescript.js';

/** A function with a body the flow analysis can summarise. */
export type FunctionDeclarationNode =
  | ts.FunctionDeclaration
  | ts.MethodDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.GetAccessorDeclaration;

/**
 * Where a declaration lives:
 * - `project`: a source file of the program (not a declaration file, not under node_modules);
 * - `package`: a package under node_modules (`@types/x` counts as `x`), or an ambient `declare module 'x'`
 *   (which is how `@types/node` declares `fs`, `node:fs`, `crypto`...): `name` is the module specifier;
 * - `lib`: TypeScript's default library (`Map`, `Array`, DOM);
 * - `declared`: a declaration file of the project (no body to read).
 */
export type DeclaringModule =
  | { kind: 'project'; file: ts.SourceFile }
  | { kind: 'package'; name: string }
  | { kind: 'lib' }
  | { kind: 'declared' };

const MAX_ALIAS_DEPTH = 8;
const NODE_MODULES = /(?:^|[\\/])node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g;

/** Strips what does not change a value: parentheses, `as`, `!`, `satisfies`, type assertions. */
export function skipOuter(node: ts.Node): ts.Node {
  let current = node;
  while (
    typescript.isParenthesizedExpression(current) ||
    typescript.isAsExpression(current) ||
    typescript.isNonNullExpression(current) ||
    typescript.isSatisfiesExpression(current) ||
    typescript.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** The node whose symbol names what an expression denotes: the name of `a.b`, the key of `a['b']`. */
function symbolLocation(expression: ts.Node): ts.Node {
  const inner = skipOuter(expression);
  if (typescript.isPropertyAccessExpression(inner)) return inner.name;
  if (typescript.isElementAccessExpression(inner)) return inner.argumentExpression;
  return inner;
}

/** The symbol an expression denotes, with import aliases and re-exports followed to the original. */
export function resolvedSymbol(checker: ts.TypeChecker, expression: ts.Node): ts.Symbol | undefined {
  const symbol = checker.getSymbolAtLocation(symbolLocation(expression));
  return symbol && unaliased(checker, symbol);
}

/** The symbol an alias (an import, a re-export) stands for; other symbols as they are. */
export function unaliased(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & typescript.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function isFunctionWithBody(node: ts.Node): node is FunctionDeclarationNode {
  return (
    ((typescript.isFunctionDeclaration(node) || typescript.isMethodDeclaration(node) || typescript.isGetAccessorDeclaration(node)) && node.body !== undefined) ||
    typescript.isFunctionExpression(node) ||
    typescript.isArrowFunction(node)
  );
}

/** The function a value expression holds: written in place, or a name bound to one. */
function functionOfValue(checker: ts.TypeChecker, value: ts.Node, depth: number): FunctionDeclarationNode | null {
  const inner = skipOuter(value);
  if (isFunctionWithBody(inner)) return inner;
  if (typescript.isIdentifier(inner) || typescript.isPropertyAccessExpression(inner)) {
    const symbol = resolvedSymbol(checker, inner);
    return symbol ? functionOfSymbol(checker, symbol, depth + 1) : null;
  }
  return null;
}

function functionOfDeclaration(checker: ts.TypeChecker, declaration: ts.Declaration, depth: number): FunctionDeclarationNode | null {
  if (isFunctionWithBody(declaration)) return declaration;
  if (typescript.isVariableDeclaration(declaration) || typescript.isPropertyDeclaration(declaration) || typescript.isPropertyAssignment(declaration)) {
    return declaration.initializer ? functionOfValue(checker, declaration.initializer, depth) : null;
  }
  if (typescript.isShorthandPropertyAssignment(declaration)) {
    const value = checker.getShorthandAssignmentValueSymbol(declaration);
    return value ? functionOfSymbol(checker, value, depth + 1) : null;
  }
  if (typescript.isExportAssignment(declaration)) return functionOfValue(checker, declaration.expression, depth);
  return null;
}

/**
 * The function with a body a symbol stands for: a function or method declaration (the implementation of an
 * overload set), a `const` or class field or object property holding a function (through aliases), the
 * expression of `export default`. Null for anything else (interface members, parameters, values computed at
 * run time).
 */
function functionOfSymbol(checker: ts.TypeChecker, symbol: ts.Symbol, depth = 0): FunctionDeclarationNode | null {
  if (depth > MAX_ALIAS_DEPTH) return null;
  const target = unaliased(checker, symbol);
  for (const declaration of target.declarations ?? []) {
    const fn = functionOfDeclaration(checker, declaration, depth);
    if (fn) return fn;
  }
  return null;
}

/** The function with a body that calling `callee` runs, as far as the checker knows; null when it cannot tell. */
export function calledFunction(checker: ts.TypeChecker, callee: ts.Node): FunctionDeclarationNode | null {
  const symbol = resolvedSymbol(checker, callee);
  return symbol ? functionOfSymbol(checker, symbol) : null;
}

/** The module specifier of the innermost ambient `declare module 'x' { ... }` around a node. */
function ambientModuleName(node: ts.Node): string | null {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (typescript.isModuleDeclaration(current) && typescript.isStringLiteral(current.name)) return current.name.text;
  }
  return null;
}

/** The package a file under node_modules belongs to (the last `node_modules/<name>`), `@types/` dropped. */
export function packageOfFile(fileName: string): string | null {
  let name: string | null = null;
  for (const match of fileName.matchAll(NODE_MODULES)) name = match[1]!.replace(/\\/g, '/');
  if (name === null) return null;
  if (name.startsWith('@types/')) {
    const typed = name.slice('@types/'.length);
    // `@types/scope__name` declares `@scope/name`.
    return typed.includes('__') ? `@${typed.replace('__', '/')}` : typed;
  }
  return name;
}

/** Which module declares `node` (see `DeclaringModule`). */
export function declaringModule(program: ts.Program, node: ts.Node): DeclaringModule {
  const file = node.getSourceFile();
  if (program.isSourceFileDefaultLibrary(file)) return { kind: 'lib' };
  const ambient = file.isDeclarationFile ? ambientModuleName(node) : null;
  if (ambient !== null) return { kind: 'package', name: ambient };
  const packageName = packageOfFile(file.fileName);
  if (packageName !== null) return { kind: 'package', name: packageName };
  if (file.isDeclarationFile) return { kind: 'declared' };
  return { kind: 'project', file };
}
