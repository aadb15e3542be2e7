import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { calleeName, findVariable, isSingleAssignment, memberName, propertyKeyName, skipTransparent } from './origin.js';
import type { Scope, SourceCode, Variable } from './types.js';

export type FunctionNode = TSESTree.ArrowFunctionExpression | TSESTree.FunctionDeclaration | TSESTree.FunctionExpression;

export function isFunctionNode(node: TSESTree.Node | null | undefined): node is FunctionNode {
  return (
    node?.type === AST_NODE_TYPES.ArrowFunctionExpression ||
    node?.type === AST_NODE_TYPES.FunctionDeclaration ||
    node?.type === AST_NODE_TYPES.FunctionExpression
  );
}

const MAX_ALIAS_DEPTH = 4;

export type ClassNode = TSESTree.ClassDeclaration | TSESTree.ClassExpression;

/** The class around `node`, or null. */
function enclosingClass(node: TSESTree.Node): ClassNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ClassBody) return current.parent;
  }
  return null;
}

/** The class of this file a name denotes (`class TicketRepository`, `const Repo = class {}`), or null. */
export function classNamed(node: TSESTree.Node, scope: Scope): ClassNode | null {
  const inner = skipTransparent(node);
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (def?.type === 'ClassName') return def.node;
  const init = def?.type === 'Variable' && def.node.id === def.name && isSingleAssignment(variable!) && def.node.init ? skipTransparent(def.node.init) : null;
  return init?.type === AST_NODE_TYPES.ClassExpression ? init : null;
}

/**
 * The method or function-valued field named `name` of `cls`, or of the nearest class of the file it extends that
 * has one (`this.confirm(ctx)` in a subclass, `confirm` written in the base class).
 */
function classMember(cls: ClassNode | null, name: string, scope: Scope, depth: number): FunctionNode | null {
  for (let current = cls, level = 0; current && level <= MAX_ALIAS_DEPTH; level += 1) {
    for (const member of current.body.body) {
      if ((member.type === AST_NODE_TYPES.MethodDefinition || member.type === AST_NODE_TYPES.PropertyDefinition) && propertyKeyName(member) === name) {
        return member.value ? resolveAt(member.value, scope, depth + 1) : null;
      }
    }
    current = current.superClass ? classNamed(current.superClass, scope) : null;
  }
  return null;
}

/**
 * The type a field of `cls` is declared with (`private readonly repo: TicketRepository`, or as a constructor's
 * parameter property), in the class or the nearest class of the file it extends that declares it.
 */
function fieldType(cls: ClassNode, name: string, scope: Scope): TSESTree.TypeNode | null {
  for (let current: ClassNode | null = cls, level = 0; current && level <= MAX_ALIAS_DEPTH; level += 1) {
    for (const member of current.body.body) {
      if (member.type === AST_NODE_TYPES.PropertyDefinition && !member.static && propertyKeyName(member) === name) return member.typeAnnotation?.typeAnnotation ?? null;
      if (member.type !== AST_NODE_TYPES.MethodDefinition || member.kind !== 'constructor') continue;
      for (const param of member.value.params) {
        const parameter = param.type === AST_NODE_TYPES.TSParameterProperty ? param.parameter : null;
        if (parameter?.type === AST_NODE_TYPES.Identifier && parameter.name === name) return parameter.typeAnnotation?.typeAnnotation ?? null;
      }
    }
    current = current.superClass ? classNamed(current.superClass, scope) : null;
  }
  return null;
}

/** The members of a type literal, or of the same-file interface or type alias `type` names. */
function typeMembers(type: TSESTree.TypeNode, scope: Scope): readonly TSESTree.TypeElement[] {
  if (type.type === AST_NODE_TYPES.TSTypeLiteral) return type.members;
  if (type.type !== AST_NODE_TYPES.TSTypeReference || type.typeName.type !== AST_NODE_TYPES.Identifier) return [];
  const declared = findVariable(scope, type.typeName.name)?.defs[0]?.node;
  if (declared?.type === AST_NODE_TYPES.TSInterfaceDeclaration) return declared.body.body;
  if (declared?.type === AST_NODE_TYPES.TSTypeAliasDeclaration && declared.typeAnnotation.type === AST_NODE_TYPES.TSTypeLiteral) return declared.typeAnnotation.members;
  return [];
}

/** The name of a type member (`orders: OrderService`, `register(server, deps): void`), or null for a computed one. */
function typeMemberName(member: TSESTree.TypeElement): string | null {
  if ((member.type !== AST_NODE_TYPES.TSPropertySignature && member.type !== AST_NODE_TYPES.TSMethodSignature) || member.computed) return null;
  if (member.key.type === AST_NODE_TYPES.Identifier) return member.key.name;
  return member.key.type === AST_NODE_TYPES.Literal ? String(member.key.value) : null;
}

/** The type of member `name` of a type literal, or of the same-file interface or type alias `type` names. */
function memberType(type: TSESTree.TypeNode, name: string, scope: Scope): TSESTree.TypeNode | null {
  for (const member of typeMembers(type, scope)) {
    if (member.type === AST_NODE_TYPES.TSPropertySignature && typeMemberName(member) === name) return member.typeAnnotation?.typeAnnotation ?? null;
  }
  return null;
}

/** The type an object literal is declared with: `const sms: Plugin = { ... }`, `{ ... } satisfies Plugin`, `{ ... } as Plugin`. */
function declaredObjectType(object: TSESTree.ObjectExpression): TSESTree.TypeNode | null {
  const parent = object.parent;
  if (parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === object && parent.id.type === AST_NODE_TYPES.Identifier) {
    return parent.id.typeAnnotation?.typeAnnotation ?? null;
  }
  const asserted = parent.type === AST_NODE_TYPES.TSSatisfiesExpression || parent.type === AST_NODE_TYPES.TSAsExpression;
  return asserted && parent.expression === object ? parent.typeAnnotation : null;
}

/**
 * The type a parameter written without one takes from where its function is written: a method (or function-valued
 * property) of an object declared with a same-file interface, whose member declares the parameters
 * (`const sms: Plugin = { register(server, deps) { ... } }` with `interface Plugin { register(server: McpServer, deps: Deps): void }`).
 */
function contextualParameterType(fn: TSESTree.Node, parameter: TSESTree.Node, scope: Scope): TSESTree.TypeNode | null {
  if (!isFunctionNode(fn)) return null;
  const index = (fn.params as readonly TSESTree.Node[]).indexOf(parameter);
  const property = fn.parent;
  if (index < 0 || property?.type !== AST_NODE_TYPES.Property || property.value !== fn || property.parent.type !== AST_NODE_TYPES.ObjectExpression) return null;
  const key = propertyKeyName(property);
  const objectType = key === null ? null : declaredObjectType(property.parent);
  const member = objectType ? typeMembers(objectType, scope).find((candidate) => typeMemberName(candidate) === key) : undefined;
  let params: readonly TSESTree.Parameter[] | undefined;
  if (member?.type === AST_NODE_TYPES.TSMethodSignature) params = member.params;
  else if (member?.type === AST_NODE_TYPES.TSPropertySignature && member.typeAnnotation?.typeAnnotation.type === AST_NODE_TYPES.TSFunctionType) params = member.typeAnnotation.typeAnnotation.params;
  const declared = params?.[index];
  return declared?.type === AST_NODE_TYPES.Identifier ? (declared.typeAnnotation?.typeAnnotation ?? null) : null;
}

/**
 * The type of a name a destructuring pattern binds, from the pattern's: `({ fhir, log }: ClinicDeps) => ...` gives
 * `fhir` the type `interface ClinicDeps { fhir: Client }` declares, `const { db } = deps` the one `deps`'s type gives `db`.
 */
function destructuredType(name: TSESTree.Identifier, scope: Scope, depth: number): TSESTree.TypeNode | null {
  const property = name.parent;
  if (property?.type !== AST_NODE_TYPES.Property || property.value !== name || property.computed) return null;
  const pattern = property.parent;
  const key = propertyKeyName(property);
  if (pattern?.type !== AST_NODE_TYPES.ObjectPattern || key === null) return null;
  const declarator = pattern.parent;
  const patternType =
    pattern.typeAnnotation?.typeAnnotation ??
    (declarator?.type === AST_NODE_TYPES.VariableDeclarator && declarator.id === pattern && declarator.init ? declaredType(declarator.init, scope, depth + 1) : null);
  return patternType ? memberType(patternType, key, scope) : null;
}

/** The methods of dependency-injection containers that hand out an instance of the type they are given. */
const RESOLVING_METHODS: ReadonlySet<string> = new Set(['resolve', 'resolveAsync', 'get', 'getAsync', 'getService', 'inject', 'make']);

/**
 * The type a container call names for what it hands out: `c.resolve<DropboxSign.SignatureRequestApi>('sign')`,
 * `moduleRef.get<Redis>(REDIS)`, `await container.getAsync<Knex>(TYPES.Db)`.
 */
function resolvedType(init: TSESTree.Node): TSESTree.TypeNode | null {
  let call = skipTransparent(init);
  if (call.type === AST_NODE_TYPES.AwaitExpression) call = skipTransparent(call.argument);
  if (call.type !== AST_NODE_TYPES.CallExpression || call.typeArguments?.params.length !== 1) return null;
  const callee = skipTransparent(call.callee);
  const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : callee.type === AST_NODE_TYPES.Identifier ? callee.name : null;
  return method !== null && RESOLVING_METHODS.has(method) ? call.typeArguments.params[0]! : null;
}

/**
 * The type a value is declared with in this file: a parameter's or variable's annotation (`deps: Deps`), the type a
 * container call names (`resolvedType`), a field's
 * of the class around `this.x`, and a member's of the interface or type literal its object is declared with
 * (`this.deps.orders` where `interface Deps { orders: OrderService }`).
 */
export function declaredType(node: TSESTree.Node, scope: Scope, depth = 0): TSESTree.TypeNode | null {
  if (depth > MAX_ALIAS_DEPTH) return null;
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const def = findVariable(scope, inner.name)?.defs[0];
    const name = def?.type === 'Parameter' || def?.type === 'Variable' ? def.name : null;
    if (name?.type !== AST_NODE_TYPES.Identifier) return null;
    if (name.typeAnnotation) return name.typeAnnotation.typeAnnotation;
    if (def?.type === 'Variable' && def.node.id === name && def.node.init) return resolvedType(def.node.init);
    return (def?.type === 'Parameter' ? contextualParameterType(def.node, name, scope) : null) ?? destructuredType(name, scope, depth);
  }
  if (inner.type !== AST_NODE_TYPES.MemberExpression) return null;
  const name = memberName(inner);
  if (name === null) return null;
  if (inner.object.type === AST_NODE_TYPES.ThisExpression) {
    const cls = enclosingClass(inner);
    return cls ? fieldType(cls, name, scope) : null;
  }
  const objectType = declaredType(inner.object, scope, depth + 1);
  return objectType ? memberType(objectType, name, scope) : null;
}

/**
 * The class of this file whose instance `object` holds: `new C(...)` in a `const` (`const tickets = new
 * TicketRepository(pool)`), or in a field of the class around it (`repo = new C()`, or `this.repo = new C()` in its
 * constructor's body); else the same-file class it is declared as (`this.deps.orders` of `deps: Deps` where
 * `interface Deps { orders: OrderService }`).
 */
export function classOfInstance(object: TSESTree.Node, scope: Scope): ClassNode | null {
  const inner = skipTransparent(object);
  let created: TSESTree.Node | null = null;
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const variable = findVariable(scope, inner.name);
    const def = variable?.defs[0];
    if (def?.type === 'Variable' && def.node.id === def.name && isSingleAssignment(variable!)) created = def.node.init;
  } else if (inner.type === AST_NODE_TYPES.MemberExpression && inner.object.type === AST_NODE_TYPES.ThisExpression) {
    const name = memberName(inner);
    const cls = enclosingClass(inner);
    if (name !== null && cls) created = fieldValue(cls, name);
  }
  const value = created ? skipTransparent(created) : null;
  if (value?.type === AST_NODE_TYPES.NewExpression) return classNamed(value.callee, scope);
  const type = declaredType(inner, scope, 0);
  return type?.type === AST_NODE_TYPES.TSTypeReference && type.typeName.type === AST_NODE_TYPES.Identifier && !type.typeArguments ? classNamed(type.typeName, scope) : null;
}

/** What a class's field `name` is given where it is declared or in the constructor's own statements. */
export function fieldValue(cls: ClassNode, name: string): TSESTree.Node | null {
  for (const member of cls.body.body) {
    if (member.type === AST_NODE_TYPES.PropertyDefinition && !member.static && member.value && propertyKeyName(member) === name) return member.value;
    if (member.type !== AST_NODE_TYPES.MethodDefinition || member.kind !== 'constructor' || !member.value.body) continue;
    for (const statement of member.value.body.body) {
      const assigned = statement.type === AST_NODE_TYPES.ExpressionStatement ? statement.expression : null;
      if (
        assigned?.type === AST_NODE_TYPES.AssignmentExpression &&
        assigned.operator === '=' &&
        assigned.left.type === AST_NODE_TYPES.MemberExpression &&
        assigned.left.object.type === AST_NODE_TYPES.ThisExpression &&
        memberName(assigned.left) === name
      ) {
        return assigned.right;
      }
    }
  }
  return null;
}

/** The function a `const` object literal holds under `name` (`const tools = { charge() {...} }`). */
function objectMember(object: TSESTree.Node, name: string, scope: Scope, depth: number): FunctionNode | null {
  const inner = skipTransparent(object);
  if (inner.type !== AST_NODE_TYPES.Identifier) return null;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || !isSingleAssignment(variable)) return null;
  const init = def.node.init ? skipTransparent(def.node.init) : null;
  if (init?.type !== AST_NODE_TYPES.ObjectExpression || def.node.id !== def.name) return null;
  for (const property of init.properties) {
    if (property.type === AST_NODE_TYPES.Property && propertyKeyName(property) === name) return resolveAt(property.value, variable.scope, depth + 1);
  }
  return null;
}

/** Functions that return one running the function they are given, at most once per input (lodash's, Ramda's `once`). */
const RUN_ONCE_WRAPPERS: ReadonlySet<string> = new Set(['once', 'memoize']);

/** Whether a call wraps the function it is given for later calls (`once(async () => ...)`, `_.memoize(load)`), running none of it. */
export function wrapsForLater(call: TSESTree.Node): call is TSESTree.CallExpression {
  return call.type === AST_NODE_TYPES.CallExpression && call.arguments[0] !== undefined && RUN_ONCE_WRAPPERS.has(calleeName(call.callee) ?? '');
}

function resolveAt(node: TSESTree.Node, scope: Scope, depth: number): FunctionNode | null {
  const inner = skipTransparent(node);
  if (isFunctionNode(inner)) return inner;
  if (depth > MAX_ALIAS_DEPTH) return null;
  // `once(async () => ...)`, `_.memoize(load)`: calling the result runs the function given.
  if (wrapsForLater(inner)) return resolveAt(inner.arguments[0]!, scope, depth + 1);
  if (inner.type === AST_NODE_TYPES.Identifier) {
    const variable = findVariable(scope, inner.name);
    const def = variable?.defs[0];
    if (!variable || !def) return null;
    if (def.type === 'FunctionName') return isFunctionNode(def.node) ? def.node : null;
    if (def.type === 'Variable' && def.node.id === def.name && def.node.init && isSingleAssignment(variable)) {
      return resolveAt(def.node.init, variable.scope, depth + 1);
    }
    return null;
  }
  if (inner.type === AST_NODE_TYPES.MemberExpression) {
    const name = memberName(inner);
    if (name === null) return null;
    if (inner.object.type === AST_NODE_TYPES.ThisExpression) return classMember(enclosingClass(inner), name, scope, depth);
    return objectMember(inner.object, name, scope, depth) ?? classMember(classOfInstance(inner.object, scope), name, scope, depth);
  }
  return null;
}

/**
 * The same-file function an expression denotes: a function written inline, a function declaration, a
 * `const` holding one (through aliases), what a `once()` or `memoize()` of one returns, a class method through
 * `this.m` (the class's own or a base class's of the file), a method of a `const` object literal, or a method of a
 * same-file class through an instance of it
 * (`tickets.addEvent` after `const tickets = new TicketRepository(pool)`, `this.repo.addEvent` after
 * `this.repo = new TicketRepository(pool)` in the constructor). Null for anything dynamic.
 */
export function resolveFunction(node: TSESTree.Node, scope: Scope): FunctionNode | null {
  return resolveAt(node, scope, 0);
}

/** The nearest function around a node, or null at module level. */
export function enclosingFunction(node: TSESTree.Node): FunctionNode | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionNode(current)) return current;
  }
  return null;
}

/** The variable a function is declared or initialised as (`function onChange`, `const onChange = () => ...`). */
export function functionVariable(fn: FunctionNode, sourceCode: SourceCode): Variable | null {
  const parent = fn.parent;
  const [declarer, name] =
    fn.type === AST_NODE_TYPES.FunctionDeclaration && fn.id
      ? [fn, fn.id.name]
      : parent.type === AST_NODE_TYPES.VariableDeclarator && parent.init === fn && parent.id.type === AST_NODE_TYPES.Identifier
        ? [parent, parent.id.name]
        : [null, null];
  return declarer ? (sourceCode.getDeclaredVariables(declarer).find((variable) => variable.name === name) ?? null) : null;
}
