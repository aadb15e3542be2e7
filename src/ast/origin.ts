import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable as findScopeVariable } from '@typescript-eslint/utils/ast-utils';
import type { Scope, Variable } from './types.js';
import { FileMemo } from './file-memo.js';

/**
 * Where a value comes from, as far as the same file tells:
 * - `import`: a binding imported (or `require`d) from `module`; `name` is the imported name
 *   (`'default'`, `'*'` for namespaces and CommonJS `require`, or the named export);
 * - `global`: a name with no declaration in the file (`fetch`, `Map`, `console`);
 * - `param`: a function parameter; `local`: any other declaration of the file; `this`: `this`;
 * - `unknown`: anything else (a call result of an arbitrary expression, an object literal...).
 * `path` holds the member names read after the root (`['charges', 'create']`); a computed key that is not a
 * literal is `'[]'`. `instance` is true when the root was constructed or called on the way
 * (`const stripe = new Stripe(key)`, `const db = drizzle(pool)`).
 */
/** Read-only: `resolveOrigin` hands the same object to every caller that asks about a node. */
export interface Origin {
  readonly root: 'import' | 'global' | 'param' | 'local' | 'this' | 'unknown';
  readonly module: string | null;
  readonly name: string | null;
  readonly path: readonly string[];
  readonly instance: boolean;
  /** The root binding, when it is a variable of the file (for locality tests). */
  readonly variable: Variable | null;
}

const MAX_ALIAS_DEPTH = 8;

type TransparentWrapper =
  | TSESTree.TSAsExpression
  | TSESTree.TSNonNullExpression
  | TSESTree.TSSatisfiesExpression
  | TSESTree.TSTypeAssertion
  | TSESTree.TSInstantiationExpression
  | TSESTree.ChainExpression;

/** Wrappers that do not change the value they hold: TS assertions, `!`, and the chain node around `a?.b`. */
export function isTransparentWrapper(node: TSESTree.Node): node is TransparentWrapper {
  switch (node.type) {
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.TSNonNullExpression:
    case AST_NODE_TYPES.TSSatisfiesExpression:
    case AST_NODE_TYPES.TSTypeAssertion:
    case AST_NODE_TYPES.TSInstantiationExpression:
    case AST_NODE_TYPES.ChainExpression:
      return true;
    default:
      return false;
  }
}

/** Strips transparent wrappers, going down to the value they hold. */
export function skipTransparent(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (isTransparentWrapper(current)) current = current.expression;
  return current;
}

/** The static name of a member access (`a.b`, `a['b']`, `` a[`b`] ``), or null when computed at run time. */
export function memberName(node: TSESTree.MemberExpression): string | null {
  if (!node.computed) {
    return node.property.type === AST_NODE_TYPES.Identifier || node.property.type === AST_NODE_TYPES.PrivateIdentifier
      ? node.property.name
      : null;
  }
  const property = node.property;
  if (property.type === AST_NODE_TYPES.Literal && (typeof property.value === 'string' || typeof property.value === 'number')) {
    return String(property.value);
  }
  if (property.type === AST_NODE_TYPES.TemplateLiteral && property.expressions.length === 0) {
    return property.quasis[0]?.value.cooked ?? null;
  }
  return null;
}

/** The name a callee is called by: `f` in `f()`, `registerTool` in `server.registerTool()`. */
export function calleeName(callee: TSESTree.Node): string | null {
  const inner = skipTransparent(callee);
  if (inner.type === AST_NODE_TYPES.Identifier) return inner.name;
  if (inner.type === AST_NODE_TYPES.MemberExpression) return memberName(inner);
  return null;
}

/** The name of a property key (`a`, `'a'`, `[\`a\`]`), or null when computed at run time. */
export function propertyKeyName(property: TSESTree.Property | TSESTree.MethodDefinition | TSESTree.PropertyDefinition): string | null {
  const key = property.key;
  // A `#private` class member reads as `this.#name`, which `memberName` gives as `name`.
  if (!property.computed && (key.type === AST_NODE_TYPES.Identifier || key.type === AST_NODE_TYPES.PrivateIdentifier)) return key.name;
  if (key.type === AST_NODE_TYPES.Literal && (typeof key.value === 'string' || typeof key.value === 'number')) return String(key.value);
  if (key.type === AST_NODE_TYPES.TemplateLiteral && key.expressions.length === 0) return key.quasis[0]?.value.cooked ?? null;
  return null;
}

/** The first property of an object literal with a static key `name`. */
export function objectProperty(object: TSESTree.ObjectExpression | null, name: string): TSESTree.Property | null {
  if (!object) return null;
  for (const property of object.properties) {
    if (property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === name) return property;
  }
  return null;
}

/** A string literal or a template literal without expressions. */
export function staticString(node: TSESTree.Node | null | undefined): string | null {
  if (!node) return null;
  if (node.type === AST_NODE_TYPES.Literal && typeof node.value === 'string') return node.value;
  if (node.type === AST_NODE_TYPES.TemplateLiteral && node.expressions.length === 0) return node.quasis[0]?.value.cooked ?? null;
  return null;
}

export function findVariable(scope: Scope, name: string): Variable | null {
  return findScopeVariable(scope, name);
}

/** True when the variable is written once: its declaration (so its initializer is its only value). */
export function isSingleAssignment(variable: Variable): boolean {
  let writes = 0;
  for (const reference of variable.references) {
    if (reference.isWrite()) writes += 1;
    if (writes > 1) return false;
  }
  return true;
}

/** The object literal an expression denotes: inline or a `const` holding one. */
export function resolveObject(node: TSESTree.Node | undefined, scope: Scope): TSESTree.ObjectExpression | null {
  if (!node) return null;
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.ObjectExpression) return inner;
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || def.node.id.type !== AST_NODE_TYPES.Identifier || !def.node.init || !isSingleAssignment(variable)) {
    return null;
  }
  const init = skipTransparent(def.node.init);
  return init.type === AST_NODE_TYPES.ObjectExpression ? init : null;
}

/** The object literal an expression denotes: a `const` holding one, or a property of one written as one (`machine.states`). */
export function denotedObject(node: TSESTree.Node, scope: Scope): TSESTree.ObjectExpression | null {
  const inner = skipTransparent(node);
  if (inner.type !== AST_NODE_TYPES.MemberExpression) return resolveObject(inner, scope);
  const name = memberName(inner);
  const value = name === null ? null : objectProperty(denotedObject(inner.object, scope), name)?.value;
  const object = value ? skipTransparent(value) : null;
  return object?.type === AST_NODE_TYPES.ObjectExpression ? object : null;
}

function unknownOrigin(): Origin {
  return { root: 'unknown', module: null, name: null, path: [], instance: false, variable: null };
}

function withPath(origin: Origin, names: readonly string[]): Origin {
  return { root: origin.root, module: origin.module, name: origin.name, path: [...origin.path, ...names], instance: origin.instance, variable: origin.variable };
}

function requireSpecifier(node: TSESTree.Node): string | null {
  const inner = skipTransparent(node);
  if (
    inner.type === AST_NODE_TYPES.CallExpression &&
    inner.callee.type === AST_NODE_TYPES.Identifier &&
    inner.callee.name === 'require' &&
    inner.arguments.length === 1
  ) {
    const required = staticString(inner.arguments[0]);
    return required === null ? null : packageSpecifier(required);
  }
  if (inner.type === AST_NODE_TYPES.AwaitExpression && inner.argument.type === AST_NODE_TYPES.ImportExpression) {
    const imported = staticString(inner.argument.source);
    return imported === null ? null : packageSpecifier(imported);
  }
  return null;
}

/**
 * The key a destructuring pattern reads to reach `target` (`{ a: { b: target } }` → ['a', 'b']), or null. With
 * `arrays`, array patterns read indices (`[name, tool]` → ['1'] for `tool`).
 */
export function patternPath(pattern: TSESTree.Node, target: TSESTree.Identifier, arrays = false): string[] | null {
  if (pattern === target) return [];
  switch (pattern.type) {
    case AST_NODE_TYPES.ObjectPattern:
      for (const property of pattern.properties) {
        if (property.type === AST_NODE_TYPES.RestElement) continue;
        const key = propertyKeyName(property);
        const inner = patternPath(property.value, target, arrays);
        if (inner) return key === null ? null : [key, ...inner];
      }
      return null;
    case AST_NODE_TYPES.ArrayPattern:
      if (!arrays) return null;
      for (const [index, element] of pattern.elements.entries()) {
        const inner = element && element.type !== AST_NODE_TYPES.RestElement ? patternPath(element, target, arrays) : null;
        if (inner) return [String(index), ...inner];
      }
      return null;
    case AST_NODE_TYPES.AssignmentPattern:
      return patternPath(pattern.left, target, arrays);
    default:
      return null;
  }
}

/**
 * The package a module specifier names: Deno's `npm:@scope/name@2/sub` and `jsr:@std/path@1` name `@scope/name/sub` and
 * `@std/path`, so the SDK and the catalog's clients are known there too; any other specifier is itself.
 */
export function packageSpecifier(specifier: string): string {
  const match = /^(?:npm|jsr):(@[^/@]+\/[^/@]+|[^/@]+)(?:@[^/]*)?(\/.*)?$/.exec(specifier);
  return match ? `${match[1]}${match[2] ?? ''}` : specifier;
}

/** The name an import specifier takes from its module: `a` in `import { a as b }`, also when written as a string. */
export function importedName(specifier: TSESTree.ImportSpecifier): string {
  return specifier.imported.type === AST_NODE_TYPES.Identifier ? specifier.imported.name : String(specifier.imported.value);
}

function originOfVariable(variable: Variable, depth: number, seen: Set<Variable>, memo: OriginMemo): Origin {
  const local: Origin = { root: 'local', module: null, name: variable.name, path: [], instance: false, variable };
  const def = variable.defs[0];
  if (!def) return { root: 'global', module: null, name: variable.name, path: [], instance: false, variable: null };
  if (seen.has(variable) || depth > MAX_ALIAS_DEPTH) return local;
  seen.add(variable);
  switch (def.type) {
    case 'ImportBinding': {
      const specifier = def.node;
      if (specifier.type === AST_NODE_TYPES.TSImportEqualsDeclaration) {
        const reference = specifier.moduleReference;
        const module = reference.type === AST_NODE_TYPES.TSExternalModuleReference ? staticString(reference.expression) : null;
        return module ? { root: 'import', module: packageSpecifier(module), name: '*', path: [], instance: false, variable } : local;
      }
      const declaration = specifier.parent;
      if (declaration?.type !== AST_NODE_TYPES.ImportDeclaration) return local;
      const module = packageSpecifier(declaration.source.value);
      let name: string;
      if (specifier.type === AST_NODE_TYPES.ImportDefaultSpecifier) name = 'default';
      else if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier) name = '*';
      else name = importedName(specifier);
      return { root: 'import', module, name, path: [], instance: false, variable };
    }
    case 'Parameter':
      return { root: 'param', module: null, name: variable.name, path: [], instance: false, variable };
    case 'Variable': {
      const declarator = def.node;
      if (!declarator.init || !isSingleAssignment(variable)) return local;
      const target = def.name;
      const keys = patternPath(declarator.id, target);
      if (keys === null) return local;
      const specifier = requireSpecifier(declarator.init);
      const base = specifier
        ? { root: 'import' as const, module: specifier, name: '*', path: [], instance: false, variable }
        : resolveOriginAt(declarator.init, variable.scope, depth + 1, seen, memo);
      if (base.root === 'unknown') return local;
      return withPath(base, keys);
    }
    default:
      return local;
  }
}

function resolveOriginAt(node: TSESTree.Node, scope: Scope, depth: number, seen: Set<Variable>, memo: OriginMemo): Origin {
  const inner = skipTransparent(node);
  // `require('stripe')(key)`, `require('pg').Pool`: the module, not the global `require`.
  const specifier = requireSpecifier(inner);
  if (specifier) return { root: 'import', module: specifier, name: '*', path: [], instance: false, variable: null };
  switch (inner.type) {
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(scope, inner.name);
      if (!variable) return { root: 'global', module: null, name: inner.name, path: [], instance: false, variable: null };
      if (depth > 0) return originOfVariable(variable, depth, seen, memo);
      // Followed from the start, a variable's origin is the same wherever it is read: once per variable.
      let origin = memo.byVariable.get(variable);
      if (!origin) memo.byVariable.set(variable, (origin = originOfVariable(variable, 0, seen, memo)));
      return origin;
    }
    case AST_NODE_TYPES.ThisExpression:
      return { root: 'this', module: null, name: 'this', path: [], instance: false, variable: null };
    case AST_NODE_TYPES.MemberExpression: {
      const object = resolveOriginAt(inner.object, scope, depth, seen, memo);
      if (object.root === 'unknown') return object;
      return withPath(object, [memberName(inner) ?? '[]']);
    }
    case AST_NODE_TYPES.NewExpression:
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.TaggedTemplateExpression: {
      const calleeNode = inner.type === AST_NODE_TYPES.TaggedTemplateExpression ? inner.tag : inner.callee;
      const callee = resolveOriginAt(calleeNode, scope, depth, seen, memo);
      if (callee.root === 'unknown') return callee;
      // Calling what a call returned (`once(fn)()`, `environment()` of `const environment = once(...)`), not a method of
      // it, marks the path with `()`, as `memberPathOf` does for a variable called directly.
      const callsResult = inner.type === AST_NODE_TYPES.CallExpression && callee.instance && skipTransparent(calleeNode).type !== AST_NODE_TYPES.MemberExpression;
      return callsResult ? { ...withPath(callee, ['()']), instance: true } : { ...callee, instance: true };
    }
    case AST_NODE_TYPES.AwaitExpression:
      return resolveOriginAt(inner.argument, scope, depth, seen, memo);
    default:
      return unknownOrigin();
  }
}

interface OriginMemo {
  /**
   * Origins already resolved, per node and the scope it was read in: the classifier, the footprints, discovery and
   * several rules resolve the same callees, four times each on handler-dense code.
   */
  byNode: Map<TSESTree.Node, { scope: Scope; origin: Origin }[]>;
  /** Origins of variables followed from depth 0 (where nothing is `seen` yet). */
  byVariable: Map<Variable, Origin>;
}

/** Per file, keyed by its outermost scope (what every scope read in it leads up to). */
const originMemos = new FileMemo<Scope, OriginMemo>(() => ({ byNode: new Map(), byVariable: new Map() }));

/**
 * Resolves an expression (usually a callee) to its origin, following `const` aliases, destructuring,
 * namespace and default imports, `require`, and instances built from imports (`new Stripe()`).
 * `scope` is the scope the expression is read in (`sourceCode.getScope(node)`).
 */
export function resolveOrigin(node: TSESTree.Node, scope: Scope): Origin {
  let outermost = scope;
  while (outermost.upper) outermost = outermost.upper;
  const memo = originMemos.of(outermost);
  let known = memo.byNode.get(node);
  if (known) for (const entry of known) if (entry.scope === scope) return entry.origin;
  const origin = resolveOriginAt(node, scope, 0, new Set(), memo);
  if (!known) memo.byNode.set(node, (known = []));
  known.push({ scope, origin });
  return origin;
}
