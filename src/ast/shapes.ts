import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, memberName, patternPath, propertyKeyName, skipTransparent } from './origin.js';
import type { SourceCode } from './types.js';

type Primitive = string | number | boolean | bigint | null | undefined;

/**
 * What is known of a value on one run: a primitive, an object with known fields (`open` when it may have
 * others, read as `unknown`; a closed object's other fields are `undefined`), nothing (`unknown`), or `never`
 * when the expression producing it threw on that run.
 */
export type Shape =
  | { kind: 'value'; value: Primitive }
  | { kind: 'object'; fields: ReadonlyMap<string, Shape>; open: boolean }
  | { kind: 'unknown' }
  | { kind: 'never' };

/** A test's value on one run: true, false, or null when it cannot be told. */
export type Truth = boolean | null;

export const UNKNOWN: Shape = { kind: 'unknown' };
export const NEVER: Shape = { kind: 'never' };
export const UNDEFINED: Shape = { kind: 'value', value: undefined };

export function valueShape(value: Primitive): Shape {
  return { kind: 'value', value };
}

export function objectShape(fields: Record<string, Shape>, open = false): Shape {
  return { kind: 'object', fields: new Map(Object.entries(fields)), open };
}

function truthy(shape: Shape): Truth {
  if (shape.kind === 'value') return Boolean(shape.value);
  return shape.kind === 'object' ? true : null;
}

function nullish(shape: Shape): Truth {
  if (shape.kind === 'value') return shape.value === null || shape.value === undefined;
  return shape.kind === 'object' ? false : null;
}

function not(truth: Truth): Truth {
  return truth === null ? null : !truth;
}

function member(shape: Shape, name: string | null): Shape {
  switch (shape.kind) {
    case 'value':
      // Reading a member of null/undefined throws without `?.`; either way nothing after it sees a value.
      return shape.value === null || shape.value === undefined ? UNDEFINED : UNKNOWN;
    case 'object':
      if (name === null) return UNKNOWN;
      return shape.fields.get(name) ?? (shape.open ? UNKNOWN : UNDEFINED);
    default:
      return shape;
  }
}

function equal(a: Shape, b: Shape, strict: boolean): Truth {
  if (a.kind === 'value' && b.kind === 'value') {
    // Loose equality where the analysed code wrote `==`.
    return strict ? a.value === b.value : a.value == b.value;
  }
  // An object is never equal to a primitive (`==` with null/undefined included).
  if ((a.kind === 'object' && b.kind === 'value') || (a.kind === 'value' && b.kind === 'object')) return false;
  return null;
}

/** Two shapes are the same when they say the same (used to merge what several returns give). */
export function sameShape(a: Shape, b: Shape): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'value' && b.kind === 'value') return a.value === b.value;
  if (a.kind === 'object' && b.kind === 'object') {
    if (a.open !== b.open || a.fields.size !== b.fields.size) return false;
    for (const [name, shape] of a.fields) {
      const other = b.fields.get(name);
      if (!other || !sameShape(shape, other)) return false;
    }
  }
  return true;
}

/** What is known of a value that is `a` on some paths and `b` on others. */
export function joinShapes(a: Shape, b: Shape): Shape {
  if (a.kind === 'never') return b;
  if (b.kind === 'never') return a;
  return sameShape(a, b) ? a : UNKNOWN;
}

function typeOf(shape: Shape): Shape {
  if (shape.kind === 'object') return valueShape('object');
  if (shape.kind === 'value') return valueShape(shape.value === null ? 'object' : typeof shape.value);
  return UNKNOWN;
}

const MAX_DEPTH = 12;

/**
 * Evaluates expressions and tests on one run, given what `read` says about the nodes whose value depends on
 * that run (`read` returns null for any other node). Follows `const` variables (destructuring included), a
 * `let` declared without a value and assigned once, `?:`, `&&`, `||`, `??`, comparisons, `typeof`, member
 * reads and object literals; everything else is `unknown`.
 */
export class ShapeEvaluator<Run> {
  constructor(
    private readonly sourceCode: SourceCode,
    private readonly read: (node: TSESTree.Node, run: Run) => Shape | null,
  ) {}

  value(node: TSESTree.Node, run: Run, depth = 0): Shape {
    if (depth > MAX_DEPTH) return UNKNOWN;
    const inner = skipTransparent(node);
    const known = this.read(inner, run);
    if (known) return known;
    const next = depth + 1;
    switch (inner.type) {
      case AST_NODE_TYPES.AwaitExpression:
        return this.value(inner.argument, run, next);
      case AST_NODE_TYPES.Literal:
        return 'regex' in inner && inner.regex ? UNKNOWN : valueShape(inner.value as Primitive);
      case AST_NODE_TYPES.TemplateLiteral:
        return inner.expressions.length === 0 ? valueShape(inner.quasis[0]?.value.cooked ?? '') : UNKNOWN;
      case AST_NODE_TYPES.Identifier:
        return this.variableValue(inner, run, next);
      case AST_NODE_TYPES.MemberExpression:
        return member(this.value(inner.object, run, next), memberName(inner));
      case AST_NODE_TYPES.ConditionalExpression: {
        const test = this.truth(inner.test, run, next);
        if (test === true) return this.value(inner.consequent, run, next);
        if (test === false) return this.value(inner.alternate, run, next);
        return joinShapes(this.value(inner.consequent, run, next), this.value(inner.alternate, run, next));
      }
      case AST_NODE_TYPES.LogicalExpression: {
        const left = this.value(inner.left, run, next);
        const takesLeft = inner.operator === '&&' ? not(truthy(left)) : inner.operator === '||' ? truthy(left) : not(nullish(left));
        if (takesLeft === true) return left;
        const right = this.value(inner.right, run, next);
        return takesLeft === false ? right : joinShapes(left, right);
      }
      case AST_NODE_TYPES.ObjectExpression:
        return this.objectValue(inner, run, next);
      case AST_NODE_TYPES.UnaryExpression:
        if (inner.operator === 'void') return UNDEFINED;
        if (inner.operator === 'typeof') return typeOf(this.value(inner.argument, run, next));
        if (inner.operator === '!') return truthShape(this.truth(inner, run, next));
        return UNKNOWN;
      case AST_NODE_TYPES.BinaryExpression:
        return truthShape(this.truth(inner, run, next));
      default:
        return UNKNOWN;
    }
  }

  truth(test: TSESTree.Node, run: Run, depth = 0): Truth {
    if (depth > MAX_DEPTH) return null;
    const inner = skipTransparent(test);
    const next = depth + 1;
    if (inner.type === AST_NODE_TYPES.UnaryExpression && inner.operator === '!') return not(this.truth(inner.argument, run, next));
    if (inner.type === AST_NODE_TYPES.LogicalExpression && inner.operator !== '??') {
      const left = this.truth(inner.left, run, next);
      const decided = inner.operator === '&&' ? false : true;
      if (left === decided) return decided;
      const right = this.truth(inner.right, run, next);
      if (left === !decided) return right;
      return right === decided ? decided : null;
    }
    if (inner.type === AST_NODE_TYPES.BinaryExpression) {
      const strict = inner.operator === '===' || inner.operator === '!==';
      const negated = inner.operator === '!==' || inner.operator === '!=';
      if (!strict && inner.operator !== '==' && inner.operator !== '!=') return null;
      const result = equal(this.value(inner.left, run, next), this.value(inner.right, run, next), strict);
      return negated ? not(result) : result;
    }
    return truthy(this.value(inner, run, next));
  }

  /** Whether `left === right` (`strict`) or `left == right` on this run. */
  equals(left: TSESTree.Node, right: TSESTree.Node, run: Run, strict = true): Truth {
    return equal(this.value(left, run), this.value(right, run), strict);
  }

  private objectValue(node: TSESTree.ObjectExpression, run: Run, depth: number): Shape {
    const fields = new Map<string, Shape>();
    let open = false;
    for (const property of node.properties) {
      if (property.type === AST_NODE_TYPES.SpreadElement) {
        const spread = this.value(property.argument, run, depth);
        if (spread.kind === 'object') {
          for (const [name, shape] of spread.fields) fields.set(name, shape);
          open ||= spread.open;
        } else if (spread.kind !== 'value') {
          // Spreading something unknown may add or override any field written before it.
          fields.clear();
          open = true;
        }
        continue;
      }
      const name = propertyKeyName(property);
      if (name === null) {
        open = true;
        continue;
      }
      const value = property.value;
      fields.set(name, property.kind === 'init' && !property.method ? this.value(value, run, depth) : UNKNOWN);
    }
    return { kind: 'object', fields, open };
  }

  private variableValue(identifier: TSESTree.Identifier, run: Run, depth: number): Shape {
    const variable = findVariable(this.sourceCode.getScope(identifier), identifier.name);
    // `undefined` is a global without a declaration (ESLint may still list it as a variable).
    if (!variable || variable.defs.length === 0) return identifier.name === 'undefined' ? UNDEFINED : UNKNOWN;
    const def = variable.defs[0];
    if (variable.defs.length !== 1 || def?.type !== 'Variable') return UNKNOWN;
    const declarator = def.node;
    if (declarator.init) {
      if (!isSingleAssignment(variable)) return UNKNOWN;
      const path = patternPath(declarator.id, def.name);
      if (path === null) return UNKNOWN;
      return path.reduce((shape, name) => member(shape, name), this.value(declarator.init, run, depth));
    }
    // `let answer; try { answer = await ask() } catch {}`: the one assignment, or `undefined` when it never ran.
    const writes = variable.references.filter((reference) => reference.isWrite() && reference.writeExpr);
    const [write] = writes;
    if (writes.length !== 1 || declarator.id !== def.name || !write?.writeExpr) return UNKNOWN;
    const assigned = this.value(write.writeExpr, run, depth);
    return assigned.kind === 'never' ? UNDEFINED : assigned;
  }
}

function truthShape(truth: Truth): Shape {
  return truth === null ? UNKNOWN : valueShape(truth);
}
