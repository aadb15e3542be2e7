import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { isFunctionNode, resolveFunction } from '../ast/functions.js';
import { findVariable, memberName, objectProperty, propertyKeyName, resolveObject, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import type { SourceCode } from '../ast/types.js';
import { returnedValues } from '../ast/walk.js';


/**
 * One field of a form-mode elicitation's `requestedSchema`, as written in the file:
 * - `kind`: `text` for a string the user types, `choice` for what cannot carry a typed secret (booleans,
 *   numbers, enums, `const`), `unknown` when the file does not say;
 * - `title`, `description`: static text (the literal parts of a template literal), or null.
 */
export interface SchemaField {
  name: string | null;
  /** The property key: where a report about the field belongs. */
  key: TSESTree.Node;
  title: string | null;
  description: string | null;
  format: string | null;
  kind: 'text' | 'choice' | 'unknown';
}

const MAX_DEPTH = 4;

/** Zod factories whose values are not free text. */
const ZOD_CHOICES = new Set([
  'boolean', 'number', 'int', 'int32', 'uint32', 'float32', 'float64', 'bigint', 'enum', 'nativeEnum', 'literal',
  'date', 'array', 'object', 'stringbool', 'null', 'undefined', 'coerce',
]);
/** Zod factories whose values are free text (strings and string formats). */
const ZOD_TEXT = new Set(['string', 'email', 'url', 'uuid', 'jwt', 'base64', 'base64url', 'hex', 'hash', 'httpUrl', 'hostname']);

/** Static text of a string or template literal (the literal parts of a template, joined by spaces), or null. */
function staticText(node: TSESTree.Node | undefined): string | null {
  if (!node) return null;
  const inner = skipTransparent(node);
  const literal = staticString(inner);
  if (literal !== null) return literal;
  if (inner.type === AST_NODE_TYPES.TemplateLiteral) return inner.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return null;
}

/** A call of a zod factory or method: `z.object(...)`, `z.string().describe(...)`, `zod.string()`. */
function isZodCall(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  if (node.type !== AST_NODE_TYPES.CallExpression) return false;
  let root: TSESTree.Node = skipTransparent(node);
  while (root.type === AST_NODE_TYPES.CallExpression || root.type === AST_NODE_TYPES.MemberExpression) {
    root = skipTransparent(root.type === AST_NODE_TYPES.CallExpression ? root.callee : root.object);
  }
  if (root.type !== AST_NODE_TYPES.Identifier) return false;
  const origin = resolveOrigin(root, sourceCode.getScope(root));
  if (origin.root === 'import' && origin.module !== null) return origin.module === 'zod' || origin.module.startsWith('zod/');
  return root.name === 'z';
}

/** A JSON-schema property (`{ type: 'string', title, description }`). */
function jsonField(name: string | null, key: TSESTree.Node, value: TSESTree.ObjectExpression): SchemaField {
  const type = staticString(objectProperty(value, 'type')?.value);
  const hasChoices = ['enum', 'oneOf', 'anyOf', 'const'].some((choice) => objectProperty(value, choice) !== null);
  let kind: SchemaField['kind'] = 'unknown';
  if (hasChoices || (type !== null && type !== 'string')) kind = 'choice';
  else if (type === 'string') kind = 'text';
  return {
    name,
    key,
    title: staticText(objectProperty(value, 'title')?.value),
    description: staticText(objectProperty(value, 'description')?.value),
    format: staticString(objectProperty(value, 'format')?.value),
    kind,
  };
}

/** A zod field: `z.string().describe('API key')`, `z.string().meta({ title })`, `z.enum([...]).optional()`. */
function zodField(name: string | null, key: TSESTree.Node, value: TSESTree.CallExpression): SchemaField {
  let title: string | null = null;
  let description: string | null = null;
  let kind: SchemaField['kind'] = 'unknown';
  let format: string | null = null;
  for (let current: TSESTree.Node = value; current.type === AST_NODE_TYPES.CallExpression; ) {
    const callee = skipTransparent(current.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression) break;
    const method = memberName(callee);
    const [first] = current.arguments;
    if (method === 'describe') description ??= staticText(first);
    if (method === 'meta') {
      const meta = first && skipTransparent(first).type === AST_NODE_TYPES.ObjectExpression ? (skipTransparent(first) as TSESTree.ObjectExpression) : null;
      title ??= staticText(objectProperty(meta, 'title')?.value);
      description ??= staticText(objectProperty(meta, 'description')?.value);
    }
    const object = skipTransparent(callee.object);
    if (object.type !== AST_NODE_TYPES.CallExpression) {
      // The factory: `z.string()`, `z.email()`.
      if (method !== null && ZOD_TEXT.has(method)) {
        kind = 'text';
        if (method !== 'string') format = method;
      } else if (method !== null && ZOD_CHOICES.has(method)) {
        kind = 'choice';
      }
      break;
    }
    current = object;
  }
  return { name, key, title, description, format, kind };
}

function fieldsOfProperties(properties: TSESTree.ObjectExpression, sourceCode: SourceCode): SchemaField[] {
  const fields: SchemaField[] = [];
  for (const property of properties.properties) {
    if (property.type !== AST_NODE_TYPES.Property) continue;
    const name = propertyKeyName(property);
    const value = skipTransparent(property.value);
    const object = resolveObject(value, sourceCode.getScope(value));
    if (object) fields.push(jsonField(name, property.key, object));
    else if (value.type === AST_NODE_TYPES.CallExpression && isZodCall(value, sourceCode)) fields.push(zodField(name, property.key, value));
    else fields.push({ name, key: property.key, title: null, description: null, format: null, kind: 'unknown' });
  }
  return fields;
}

/**
 * What this file's calls of a function pass for one of its parameters: `form(message, DB_FIELDS)` for the
 * `properties` of `function form(message, properties) { ... }`. Empty when `node` is no plain parameter.
 */
function parameterArguments(node: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Node[] {
  const def = findVariable(sourceCode.getScope(node), node.name)?.defs[0];
  if (def?.type !== 'Parameter' || !isFunctionNode(def.node)) return [];
  const fn = def.node;
  const index = fn.params.findIndex((param) => param === def.name || (param.type === AST_NODE_TYPES.AssignmentPattern && param.left === def.name));
  const holder = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn : fn.parent.type === AST_NODE_TYPES.VariableDeclarator && fn.parent.init === fn ? fn.parent : null;
  if (index < 0 || !holder) return [];
  const name = fn.type === AST_NODE_TYPES.FunctionDeclaration ? fn.id?.name : holder.type === AST_NODE_TYPES.VariableDeclarator && holder.id.type === AST_NODE_TYPES.Identifier ? holder.id.name : undefined;
  const variable = sourceCode.getDeclaredVariables(holder).find((declared) => declared.name === name);
  const passed: TSESTree.Node[] = [];
  for (const reference of variable?.references ?? []) {
    const call = reference.identifier.parent;
    const argument = call?.type === AST_NODE_TYPES.CallExpression && call.callee === reference.identifier ? call.arguments[index] : undefined;
    if (argument && argument.type !== AST_NODE_TYPES.SpreadElement) passed.push(argument);
  }
  return passed;
}

/** The property records a schema's `properties` may be: the object it holds, or what callers pass for it when it is a parameter. */
function propertiesAt(node: TSESTree.Node | undefined, sourceCode: SourceCode): TSESTree.ObjectExpression[] {
  if (!node) return [];
  const inner = skipTransparent(node);
  const object = resolveObject(inner, sourceCode.getScope(inner));
  if (object) return [object];
  if (inner.type !== AST_NODE_TYPES.Identifier) return [];
  return parameterArguments(inner, sourceCode).flatMap((argument) => {
    const passed = resolveObject(argument, sourceCode.getScope(argument));
    return passed ? [passed] : [];
  });
}

/** The fields of a JSON-schema object literal, once per literal: one schema `const` is often asked for by many elicitations. */
const fieldsBySchema = new WeakMap<TSESTree.ObjectExpression, readonly SchemaField[]>();

function objectSchemaFields(object: TSESTree.ObjectExpression, sourceCode: SourceCode): readonly SchemaField[] {
  let fields = fieldsBySchema.get(object);
  if (!fields) {
    fields = propertiesAt(objectProperty(object, 'properties')?.value, sourceCode).flatMap((properties) => fieldsOfProperties(properties, sourceCode));
    fieldsBySchema.set(object, fields);
  }
  return fields;
}

function schemaAt(node: TSESTree.Node, sourceCode: SourceCode, depth: number): readonly SchemaField[] {
  if (depth > MAX_DEPTH) return [];
  const inner = skipTransparent(node);
  const scope = sourceCode.getScope(inner);
  const object = resolveObject(inner, scope);
  if (object) return objectSchemaFields(object, sourceCode);
  if (inner.type === AST_NODE_TYPES.Identifier) {
    // `const Schema = z.object({...})`
    const def = findVariable(scope, inner.name)?.defs[0];
    if (def?.type === 'Variable' && def.node.id === def.name && def.node.init) return schemaAt(def.node.init, sourceCode, depth + 1);
    // `function ask(message, schema) { return inputRequired.elicit({ message, requestedSchema: schema }) }`
    return parameterArguments(inner, sourceCode).flatMap((argument) => schemaAt(argument, sourceCode, depth + 1));
  }
  if (inner.type !== AST_NODE_TYPES.CallExpression) return [];
  if (isZodCall(inner, sourceCode)) {
    // `z.object({...})`, possibly with methods after it (`.strict()`, `.describe()`).
    let current: TSESTree.Node = inner;
    while (current.type === AST_NODE_TYPES.CallExpression) {
      const callee = skipTransparent(current.callee);
      if (callee.type !== AST_NODE_TYPES.MemberExpression) return [];
      if (memberName(callee) === 'object' && skipTransparent(callee.object).type !== AST_NODE_TYPES.CallExpression) {
        const shape = current.arguments[0] ? resolveObject(current.arguments[0], sourceCode.getScope(current)) : null;
        return shape ? fieldsOfProperties(shape, sourceCode) : [];
      }
      current = skipTransparent(callee.object);
    }
    return [];
  }
  // A same-file function that builds the schema (`datesFor(destination)`).
  const fn = resolveFunction(inner.callee, scope);
  if (!fn) return [];
  return returnedValues(fn, sourceCode.visitorKeys).flatMap((value) => schemaAt(value, sourceCode, depth + 1));
}

/**
 * The fields a form-mode elicitation's `requestedSchema` asks for: a JSON-schema object literal (inline, in a
 * `const`, or returned by a same-file function) or a zod `z.object({...})` (the Standard Schema that
 * `inputRequired.elicit` accepts). Empty when the schema is not written in the file.
 */
export function requestedSchemaFields(schema: TSESTree.Node, sourceCode: SourceCode): readonly SchemaField[] {
  return schemaAt(schema, sourceCode, 0);
}

/** The fields of a record of field schemas (mcp-framework's `this.elicit(message, { name: { type, title } })`). */
export function fieldRecordFields(record: TSESTree.Node, sourceCode: SourceCode): SchemaField[] {
  const object = resolveObject(record, sourceCode.getScope(record));
  return object ? fieldsOfProperties(object, sourceCode) : [];
}
