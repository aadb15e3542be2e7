/**
 * Whether the answer `inputResponse()` reads back can stand in for the result a push-style request returned,
 * judged from how the handler uses that result. The view narrowed to its kind has the result's members with
 * their meaning (`action` and `content` of an elicitation, `roots` of a listing; a sampling view carries the
 * whole result in `result`), but not `_meta` or the result's own shape as a value. Its elicitation content is
 * `Record<string, unknown>` where the result's was `Record<string, string | number | boolean | string[]>`, so
 * in TypeScript its values may only go where an `unknown` type-checks as well.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { memberName, propertyKeyName, staticString } from '../ast/origin.js';
import { contains } from '../ast/statements.js';
import type { Variable } from '../ast/types.js';


/** The `kind` of the `inputResponse()` view a migrated request's answer is read back as (not `src/mcp/answers.ts`'s `AnswerKind`). */
export type ViewKind = 'elicit' | 'sampling' | 'roots';

/** The members a view narrowed to its kind shares with the push result. */
const VIEW_MEMBERS: Record<Exclude<ViewKind, 'sampling'>, ReadonlySet<string>> = {
  elicit: new Set(['action', 'content']),
  roots: new Set(['roots']),
};

/** Calls that accept any value as well as the types they were given before. */
const ANY_VALUE_CALLS = new Set(['JSON.stringify', 'String', 'Boolean', 'console.log', 'console.error', 'console.warn', 'console.info', 'console.debug']);

function calleeText(callee: TSESTree.Node): string | null {
  if (callee.type === AST_NODE_TYPES.Identifier) return callee.name;
  if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.Identifier) {
    const name = memberName(callee);
    return name === null ? null : `${callee.object.name}.${name}`;
  }
  return null;
}

/** The node that stands for `node`'s value where it is used: the outermost `?.` chain or `!` around it. */
function usedAs(node: TSESTree.Node): TSESTree.Node {
  let current = node;
  while (current.parent && (current.parent.type === AST_NODE_TYPES.ChainExpression || current.parent.type === AST_NODE_TYPES.TSNonNullExpression)) {
    current = current.parent;
  }
  return current;
}

type DeclaredVariables = (node: TSESTree.Node) => readonly Variable[];

/** True when every use of the `const` that `declarator` declares (without a type) passes `check`. */
function constUsesPass(declarator: TSESTree.VariableDeclarator, declared: DeclaredVariables, check: (node: TSESTree.Node) => boolean): boolean {
  if (declarator.id.type !== AST_NODE_TYPES.Identifier || declarator.id.typeAnnotation) return false;
  if (declarator.parent.type !== AST_NODE_TYPES.VariableDeclaration || declarator.parent.kind !== 'const') return false;
  return declared(declarator).every((variable) =>
    variable.references.every((reference) => reference.identifier === declarator.id || (reference.isValueReference && check(reference.identifier))),
  );
}

/** True when `node`'s value may become `unknown` and the code around it still type-checks and means the same. */
function acceptsUnknown(node: TSESTree.Node, declared: DeclaredVariables): boolean {
  const child = usedAs(node);
  const parent = child.parent;
  if (!parent) return false;
  switch (parent.type) {
    case AST_NODE_TYPES.TemplateLiteral:
    case AST_NODE_TYPES.TSAsExpression:
    case AST_NODE_TYPES.ExpressionStatement:
      return true;
    case AST_NODE_TYPES.BinaryExpression:
      return ['===', '!==', '==', '!='].includes(parent.operator);
    case AST_NODE_TYPES.UnaryExpression:
      return parent.operator === 'typeof' || parent.operator === '!' || parent.operator === 'void';
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
      return parent.test === child;
    case AST_NODE_TYPES.ConditionalExpression:
      return parent.test === child || acceptsUnknown(parent, declared);
    case AST_NODE_TYPES.LogicalExpression:
      return acceptsUnknown(parent, declared);
    case AST_NODE_TYPES.CallExpression: {
      const callee = calleeText(parent.callee);
      return parent.callee !== child && callee !== null && ANY_VALUE_CALLS.has(callee);
    }
    // `const name = answer.content.name`: then every use of `name` must take an `unknown`.
    case AST_NODE_TYPES.VariableDeclarator:
      return parent.init === child && constUsesPass(parent, declared, (use) => acceptsUnknown(use, declared));
    default:
      return false;
  }
}

/** True when the record is returned as a tool result's `structuredContent`, typed `Record<string, unknown>` itself. */
function returnedAsStructuredContent(node: TSESTree.Node): boolean {
  let child = usedAs(node);
  // Through `cond ? record : undefined` and `record ?? {}`.
  while (
    child.parent &&
    ((child.parent.type === AST_NODE_TYPES.ConditionalExpression && child.parent.test !== child) || child.parent.type === AST_NODE_TYPES.LogicalExpression)
  ) {
    child = usedAs(child.parent);
  }
  const property = child.parent;
  if (property?.type !== AST_NODE_TYPES.Property || property.value !== child || propertyKeyName(property) !== 'structuredContent') return false;
  const result = property.parent;
  return result.type === AST_NODE_TYPES.ObjectExpression && (result.parent.type === AST_NODE_TYPES.ReturnStatement || result.parent.type === AST_NODE_TYPES.ArrowFunctionExpression);
}

/** An elicitation's `content`, now `Record<string, unknown> | undefined`: its members hold `unknown` values. */
function contentUseTypeChecks(node: TSESTree.Node, declared: DeclaredVariables): boolean {
  const child = usedAs(node);
  const parent = child.parent;
  if (parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === child) return acceptsUnknown(parent, declared);
  if (parent?.type === AST_NODE_TYPES.BinaryExpression && parent.operator === 'in' && parent.right === child) return true;
  if (parent?.type === AST_NODE_TYPES.CallExpression && parent.callee !== child && calleeText(parent.callee) === 'Object.keys') return true;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.init === child) {
    return constUsesPass(parent, declared, (use) => contentUseTypeChecks(use, declared));
  }
  return returnedAsStructuredContent(node) || acceptsUnknown(node, declared);
}

export interface ResultBinding {
  kind: ViewKind;
  /** The declarator's `id`: the name or the destructuring pattern the result is bound to. */
  id: TSESTree.Node;
  /** Where the declaration ends: every use must come after it. */
  end: number;
  /** Whether the file is TypeScript (types of the uses are checked too). */
  typescript: boolean;
  /** The variables a node declares (the scope manager's). */
  declared: DeclaredVariables;
}

/** The property names an object pattern binds, when it binds only plain names (`{ a, b: c }`); else null. */
export function patternProperties(pattern: TSESTree.ObjectPattern): { key: string; value: TSESTree.Identifier }[] | null {
  const properties: { key: string; value: TSESTree.Identifier }[] = [];
  for (const property of pattern.properties) {
    if (property.type !== AST_NODE_TYPES.Property || property.computed) return null;
    const key = propertyKeyName(property);
    if (key === null || property.value.type !== AST_NODE_TYPES.Identifier || property.value.typeAnnotation) return null;
    properties.push({ key, value: property.value });
  }
  return properties.length > 0 ? properties : null;
}

/**
 * True when the answer can be bound where the result was, with the same meaning (and in TypeScript the same
 * types where they matter): no use before the declaration, and for elicitations and root listings only the
 * members their views share.
 */
export function answerCanStandIn(binding: ResultBinding): boolean {
  const { kind, id, end, typescript, declared } = binding;
  const declarator = id.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator) return false;
  const variables = declared(declarator);
  // The declaration's own write is not a use.
  const references = variables.flatMap((variable) => variable.references).filter((reference) => !contains(id, reference.identifier));
  if (references.some((reference) => reference.identifier.range[0] < end)) return false;
  if (kind === 'sampling') return true;
  // The view's type is not the result's: a type that names it would change.
  if (references.some((reference) => !reference.isValueReference)) return false;
  const members = VIEW_MEMBERS[kind];
  const contentOk = (node: TSESTree.Node): boolean => !typescript || contentUseTypeChecks(node, declared);
  if (id.type === AST_NODE_TYPES.Identifier) {
    return references.every((reference) => {
      const parent = reference.identifier.parent;
      // `'content' in answer`: the view has the key when the answer has content, as the result did.
      if (parent?.type === AST_NODE_TYPES.BinaryExpression && parent.operator === 'in' && parent.right === reference.identifier) {
        return members.has(staticString(parent.left) ?? '');
      }
      if (parent?.type !== AST_NODE_TYPES.MemberExpression || parent.object !== reference.identifier) return false;
      const name = memberName(parent);
      if (name === null || !members.has(name)) return false;
      return name !== 'content' || contentOk(parent);
    });
  }
  if (id.type !== AST_NODE_TYPES.ObjectPattern) return false;
  const properties = patternProperties(id);
  if (!properties?.every((property) => members.has(property.key))) return false;
  const content = properties.find((property) => property.key === 'content')?.value;
  const contentVariable = content ? variables.find((variable) => variable.identifiers.includes(content)) : undefined;
  return contentVariable?.references.every((reference) => contains(id, reference.identifier) || contentOk(reference.identifier)) ?? true;
}
