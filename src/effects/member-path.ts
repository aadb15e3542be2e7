/** The names a call is reached by, shared by the catalog, the built-in tables and user settings. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, memberName, propertyKeyName, resolveOrigin, skipTransparent, type Origin } from '../ast/origin.js';
import { declaredType } from '../ast/functions.js';
import { GLOBAL_OBJECT_NAMES } from './builtins.js';
import type { Scope } from '../ast/types.js';

/** `globalThis.fetch` and `window.fetch` are the global `fetch`. */
export function withoutGlobalObject(origin: Origin): Origin {
  const [first, ...rest] = origin.path;
  if (origin.root !== 'global' || first === undefined || origin.name === null || !GLOBAL_OBJECT_NAMES.has(origin.name)) return origin;
  return { ...origin, name: first, path: rest };
}

/** True when `callee` is a variable holding a call's or construction's result (`const api = axios.create()`). */
function holdsCallResult(callee: TSESTree.Node, scope: Scope): boolean {
  if (callee.type !== AST_NODE_TYPES.Identifier) return false;
  const def = findVariable(scope, callee.name)?.defs[0];
  if (def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init) return false;
  let init = skipTransparent(def.node.init);
  if (init.type === AST_NODE_TYPES.AwaitExpression) init = skipTransparent(init.argument);
  if (init.type === AST_NODE_TYPES.NewExpression) return true;
  // `const got = require('got')` holds the module, not a call's result.
  return init.type === AST_NODE_TYPES.CallExpression && !(init.callee.type === AST_NODE_TYPES.Identifier && init.callee.name === 'require');
}

/**
 * The member path of a call rooted in an import or a global (see src/effects/catalog.ts): `'default'` for
 * a default import or a bare `require`, the imported name for a named import, then the members read; `()`
 * when the callee is a variable holding a call result. Empty for other roots.
 */
export function memberPathOf(origin: Origin, callee: TSESTree.Node, scope: Scope): string[] {
  let path: string[];
  if (origin.root === 'import') {
    if (origin.name === 'default') path = ['default', ...origin.path];
    else if (origin.name === '*' || origin.name === null) path = origin.path.length > 0 ? [...origin.path] : ['default'];
    else path = [origin.name, ...origin.path];
  } else if (origin.root === 'global' && origin.name !== null) {
    path = [origin.name, ...origin.path];
  } else {
    return [];
  }
  if (holdsCallResult(callee, scope)) path.push('()');
  return path;
}

/**
 * The callee as dotted names (`this.repo.save` → ['this', 'repo', 'save']; a call in the chain marks its
 * segment: `getClient().send` → ['getClient()', 'send']), or null for any other shape.
 */
export function calleeSegments(node: TSESTree.Node): string[] | null {
  const inner = skipTransparent(node);
  switch (inner.type) {
    case AST_NODE_TYPES.Identifier:
      return [inner.name];
    case AST_NODE_TYPES.ThisExpression:
      return ['this'];
    case AST_NODE_TYPES.Super:
      return ['super'];
    case AST_NODE_TYPES.MemberExpression: {
      const object = calleeSegments(inner.object);
      return object ? [...object, memberName(inner) ?? '[]'] : null;
    }
    case AST_NODE_TYPES.CallExpression: {
      const callee = calleeSegments(inner.callee);
      const last = callee?.pop();
      return callee && last !== undefined ? [...callee, `${last}()`] : null;
    }
    default:
      return null;
  }
}

/** The class body `this` refers to at `node`, or null when a `function` rebinds it first. */
function enclosingClassBody(node: TSESTree.Node): TSESTree.ClassBody | null {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ClassBody) return current;
    if (
      (current.type === AST_NODE_TYPES.FunctionExpression || current.type === AST_NODE_TYPES.FunctionDeclaration) &&
      current.parent?.type !== AST_NODE_TYPES.MethodDefinition
    ) {
      return null;
    }
  }
  return null;
}

/** How many base classes of the file a field is looked for in. */
const MAX_BASE_CLASSES = 4;

/** What a class says a field holds: the value it is initialised with, or else the type it is declared with. */
type FieldDeclaration = { value: TSESTree.Expression } | { type: TSESTree.TypeNode };

/** The field `name` among a class body's members: a property, or a parameter property of the constructor. */
function declaredField(body: TSESTree.ClassBody, name: string): FieldDeclaration | null {
  for (const member of body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && propertyKeyName(member) === name) {
      if (member.value) return { value: member.value };
      if (member.typeAnnotation) return { type: member.typeAnnotation.typeAnnotation };
    }
    if (member.type !== AST_NODE_TYPES.MethodDefinition || member.kind !== 'constructor') continue;
    for (const param of member.value.params) {
      if (param.type !== AST_NODE_TYPES.TSParameterProperty) continue;
      const binding = param.parameter.type === AST_NODE_TYPES.AssignmentPattern ? param.parameter.left : param.parameter;
      if (binding.type === AST_NODE_TYPES.Identifier && binding.name === name && binding.typeAnnotation) return { type: binding.typeAnnotation.typeAnnotation };
    }
  }
  return null;
}

/**
 * The field `name` of the class `this` refers to at `node` (`stripe = new Stripe(key)`, `constructor(private
 * client: MongoClient)`), or of a base class of the same file it extends (`class ArchiveTool extends MongoTool`,
 * `MongoTool` holding `client`).
 */
function classField(node: TSESTree.Node, name: string, scope: Scope): FieldDeclaration | null {
  let body = enclosingClassBody(node);
  for (let depth = 0; body && depth <= MAX_BASE_CLASSES; depth += 1) {
    const declared = declaredField(body, name);
    if (declared) return declared;
    const base = body.parent.superClass;
    const def = base?.type === AST_NODE_TYPES.Identifier ? findVariable(scope, base.name)?.defs[0] : undefined;
    body = def?.type === 'ClassName' ? def.node.body : null;
  }
  return null;
}

/** The initializer of the field `name` of the class `this` refers to at `node` (see `classField`). */
export function classFieldInitializer(node: TSESTree.Node, name: string, scope: Scope): TSESTree.Expression | null {
  const declared = classField(node, name, scope);
  return declared && 'value' in declared ? declared.value : null;
}

/**
 * An instance of the class a type names, when the file imports it (`MongoClient` from `mongodb`, or
 * `DropboxSign.SignatureRequestApi` of a namespace import).
 */
function instanceOfType(type: TSESTree.TypeNode, scope: Scope): Origin | null {
  if (type.type !== AST_NODE_TYPES.TSTypeReference) return null;
  const name = type.typeName;
  const qualified = name.type === AST_NODE_TYPES.TSQualifiedName && name.left.type === AST_NODE_TYPES.Identifier;
  if (name.type !== AST_NODE_TYPES.Identifier && !qualified) return null;
  const origin = resolveOrigin(qualified ? name.left : name, scope);
  if (origin.root !== 'import') return null;
  return { ...origin, path: qualified ? [...origin.path, name.right.name] : origin.path, instance: true };
}

/** How many links of a callee (`this.deps.db('t').where`) are looked at for a declared type. */
const MAX_DECLARED_LINKS = 8;

/** The call or member chain a single-assignment `const` holds (`bus.createSender('q')`, awaited or not), or null. */
function madeFrom(identifier: TSESTree.Identifier, scope: Scope): TSESTree.Node | null {
  const variable = findVariable(scope, identifier.name);
  const def = variable?.defs[0];
  if (def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable!)) return null;
  let init = skipTransparent(def.node.init);
  if (init.type === AST_NODE_TYPES.AwaitExpression) init = skipTransparent(init.argument);
  return init.type === AST_NODE_TYPES.CallExpression || init.type === AST_NODE_TYPES.MemberExpression ? init : null;
}

/**
 * A callee whose object the file declares with a type it imports from a package: `this.deps.db.raw(...)` where
 * `interface Deps { db: Knex }` and `import { type Knex } from 'knex'`, `pool.query(...)` of a parameter `pool: Pool`
 * from `pg`, `this.deps.db('t').where(...)`, `sender.scheduleMessages()` of `const sender = bus.createSender('q')` with
 * `bus: ServiceBusClient`: an instance of that type, with the members read after it (`()` when the
 * declared value is itself called). Other origins are returned as they are; the classifier keeps the result only for
 * the catalog's packages.
 */
export function throughDeclaredType(origin: Origin, callee: TSESTree.Node, scope: Scope): Origin {
  if (origin.root !== 'this' && origin.root !== 'param' && origin.root !== 'local') return origin;
  const after: string[] = [];
  let node = skipTransparent(callee);
  for (let link = 0; link < MAX_DECLARED_LINKS; link += 1) {
    const type = node.type === AST_NODE_TYPES.Identifier || node.type === AST_NODE_TYPES.MemberExpression ? declaredType(node, scope) : null;
    const instance = type ? instanceOfType(type, scope) : null;
    if (instance) return { ...instance, path: [...instance.path, ...(link === 0 ? ['()'] : after)] };
    if (node.type === AST_NODE_TYPES.MemberExpression) {
      after.unshift(memberName(node) ?? '[]');
      node = skipTransparent(node.object);
    } else if (node.type === AST_NODE_TYPES.CallExpression) {
      node = skipTransparent(node.callee);
    } else if (node.type === AST_NODE_TYPES.Identifier && link > 0) {
      // A `const` made from the typed value (`const sender = bus.createSender('q')` of `bus: ServiceBusClient`).
      const made = madeFrom(node, scope);
      if (!made) break;
      node = made;
    } else {
      break;
    }
  }
  return origin;
}

/**
 * `this.stripe.charges.create` where the class declares `stripe = new Stripe(key)`: the origin of the
 * field's initializer, followed by the rest of the path; a field declared with a type the file imports
 * (`constructor(private readonly client: MongoClient)`) is an instance of it. Other origins are returned as they are.
 */
export function throughClassField(origin: Origin, callee: TSESTree.Node, scope: Scope): Origin {
  const [field, ...rest] = origin.path;
  if (origin.root !== 'this' || field === undefined) return origin;
  const declared = classField(callee, field, scope);
  if (!declared) return origin;
  const base = 'value' in declared ? resolveOrigin(declared.value, scope) : instanceOfType(declared.type, scope);
  if (!base || base.root === 'unknown' || base.root === 'this') return origin;
  return { ...base, path: [...base.path, ...rest] };
}
