/**
 * Answers in `inputResponses` are whatever the client sent: the SDK checks neither their shape nor their
 * types. This module follows raw answers from where a handler reads them to where it uses them, and tells
 * uses that only test a value (`=== 'accept'`, `typeof`, a presence check) from uses that rely on the shape
 * the code assumes (passing a field on, calling a method on it, putting it in a result).
 *
 * Depth counts member reads from the `inputResponses` record: the record is 0, an entry 1, an elicitation's
 * `content` 2 (so is `acceptedContent(...)`'s result), a field of the content 3.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { callText } from '../ast/call-text.js';
import { isFunctionNode, resolveFunction } from '../ast/functions.js';
import { findVariable, isTransparentWrapper, memberName, propertyKeyName, skipTransparent } from '../ast/origin.js';
import { enclosingTests } from '../ast/statements.js';
import type { SourceCode, Variable } from '../ast/types.js';
import { returnedValues, walkAst } from '../ast/walk.js';


export const RECORD_DEPTH = 0;
export const ENTRY_DEPTH = 1;
export const CONTENT_DEPTH = 2;
/** From this depth on a value is a field the client chose: even its truthiness is the client's say. */
const FIELD_DEPTH = 3;

export type TypeAssertion = TSESTree.TSAsExpression | TSESTree.TSTypeAssertion;

/** Where a raw answer is relied on, and how far below the record the relied-on value is. */
export interface TrustingUse {
  /** The node that relies on the value (a call, a member call, an object property, a `return`...). */
  use: TSESTree.Node;
  /** Where the value was read out of the answer: the last member read, or the destructuring that took it. */
  read: TSESTree.Node;
  depth: number;
}

/** What a walk finds: uses relying on raw values, and type assertions of raw values (judged on their own). */
export interface AnswerFlow {
  trusting: TrustingUse[];
  assertions: { assertion: TypeAssertion; depth: number }[];
}

/** Calls that validate or only inspect what they are given: schema parsers, type guards, the SDK's readers. */
const VALIDATING_MEMBERS = /^(?:parse|safeParse|parseAsync|safeParseAsync|validate|validateSync|assert|is|guard|check|decode|Check)$/;
const VALIDATING_NAMES = /^(?:acceptedContent|inputResponse|parse|validate|assert|is|check)(?:[A-Z_]\w*)?$|^(?:String|Boolean|isNaN)$/;
const INSPECTING_MEMBERS = new Set(['Array.isArray', 'Object.keys', 'JSON.stringify', 'Number.isInteger', 'Number.isFinite', 'Number.isNaN', 'expect']);
const CONSOLE_METHODS = /^console\.\w+$/;

/** Type annotations that claim nothing about the value: `unknown`, `Record<string, unknown>`, `object`, unions of these. */
function claimsNothing(type: TSESTree.TypeNode): boolean {
  switch (type.type) {
    case AST_NODE_TYPES.TSUnknownKeyword:
    case AST_NODE_TYPES.TSUndefinedKeyword:
    case AST_NODE_TYPES.TSNullKeyword:
    case AST_NODE_TYPES.TSObjectKeyword:
      return true;
    case AST_NODE_TYPES.TSUnionType:
      return type.types.every(claimsNothing);
    case AST_NODE_TYPES.TSArrayType:
      return claimsNothing(type.elementType);
    case AST_NODE_TYPES.TSTypeReference: {
      const name = type.typeName.type === AST_NODE_TYPES.Identifier ? type.typeName.name : null;
      const args = type.typeArguments?.params ?? [];
      return name === 'Record' && args.length === 2 && claimsNothing(args[1]!);
    }
    case AST_NODE_TYPES.TSTypeLiteral:
      return type.members.every(
        (member) => member.type === AST_NODE_TYPES.TSIndexSignature && member.typeAnnotation !== undefined && claimsNothing(member.typeAnnotation.typeAnnotation),
      );
    default:
      return false;
  }
}

/** The dotted text of a member chain (`a?.b['c']` → `a.b.c`), or null for anything else. */
function pathText(node: TSESTree.Node): string | null {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Identifier) return inner.name;
  if (inner.type === AST_NODE_TYPES.ThisExpression) return 'this';
  if (inner.type !== AST_NODE_TYPES.MemberExpression) return null;
  const object = pathText(inner.object);
  const name = memberName(inner);
  return object === null || name === null ? null : `${object}.${name}`;
}

/** True when a call validates or only inspects its arguments. */
function isValidatingCall(call: TSESTree.CallExpression): boolean {
  const callee = skipTransparent(call.callee);
  const text = pathText(callee);
  if (text !== null && (INSPECTING_MEMBERS.has(text) || CONSOLE_METHODS.test(text))) return true;
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    const name = memberName(callee);
    // `schema['~standard'].validate(x)`, `Schema.parse(x)`, `v.parse(schema, x)`, `ajv.validate(schema, x)`
    return name !== null && (VALIDATING_MEMBERS.test(name) || VALIDATING_NAMES.test(name));
  }
  return callee.type === AST_NODE_TYPES.Identifier && VALIDATING_NAMES.test(callee.name);
}

/** Tests in a condition that check a value's type or shape: `typeof`, `instanceof`, `Array.isArray`, guards, schema parses. */
function checkedPaths(test: TSESTree.Node, visitorKeys: SourceCode['visitorKeys']): string[] {
  const paths: string[] = [];
  walkAst(test, visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.UnaryExpression && node.operator === 'typeof') paths.push(pathText(node.argument) ?? '');
    if (node.type === AST_NODE_TYPES.BinaryExpression && (node.operator === 'instanceof' || node.operator === 'in')) paths.push(pathText(node.operator === 'in' ? node.right : node.left) ?? '');
    if (node.type === AST_NODE_TYPES.CallExpression && isValidatingCall(node)) paths.push(...node.arguments.map((argument) => pathText(argument) ?? ''));
    return !isFunctionNode(node);
  });
  return paths.filter((path) => path !== '');
}

function covers(checked: string, path: string): boolean {
  return path === checked || path.startsWith(`${checked}.`);
}

/**
 * True when a use sits where a check of the value (or of what it was read from) has passed: in the branch
 * of an `if` / `?:` / `&&` whose test checks it, or after an early exit whose test does.
 */
function isNarrowed(use: TSESTree.Node, value: TSESTree.Node, sourceCode: SourceCode): boolean {
  const path = pathText(value);
  if (path === null) return false;
  for (const test of enclosingTests(use)) {
    if (checkedPaths(test, sourceCode.visitorKeys).some((checked) => covers(checked, path))) return true;
  }
  return false;
}

const MAX_STEPS = 8;

/** Where a walk stands: how deep in the answer, where the value was read out, and what the code says its type is. */
interface Position {
  depth: number;
  /** Where the value was read out of the answer: the last member read, or the destructuring that took it. */
  read: TSESTree.Node;
  /** The type the code claims for the value (`acceptedContent<T>`'s `T`, a cast's type, narrowed by member reads), when written. */
  type: TSESTree.TypeNode | null;
  /** The SDK checked this value's shape: `inputResponse(...)` views discriminate their `roots` array. */
  shapeChecked: boolean;
  steps: number;
}

/** Fields of an entry that are the protocol's vocabulary (`action: 'accept'`, the view's `kind`), compared rather than relied on. */
const VOCABULARY_FIELDS = new Set(['action', 'kind']);
/** Array methods that are safe on an array the SDK checked (`view.roots.map(...)`). */
const ARRAY_METHODS = new Set(['map', 'forEach', 'filter', 'some', 'every', 'find', 'findIndex', 'flatMap', 'join', 'includes', 'slice', 'at', 'reduce']);

/** The declared type of member `name` of a type literal (`{ confirm: boolean }` → `boolean`), or null. */
function memberType(type: TSESTree.TypeNode | null, name: string | null): TSESTree.TypeNode | null {
  if (type?.type === AST_NODE_TYPES.TSUnionType) {
    const objects = type.types.filter((member) => member.type === AST_NODE_TYPES.TSTypeLiteral);
    return objects.length === 1 ? memberType(objects[0]!, name) : null;
  }
  if (type?.type !== AST_NODE_TYPES.TSTypeLiteral || name === null) return null;
  for (const member of type.members) {
    if (member.type === AST_NODE_TYPES.TSPropertySignature && member.key.type === AST_NODE_TYPES.Identifier && member.key.name === name) {
      return member.typeAnnotation?.typeAnnotation ?? null;
    }
  }
  return null;
}

/** Strings (and `undefined`/`null`): their truthiness only says whether an answer was given. */
function isStringType(type: TSESTree.TypeNode | null): boolean {
  if (!type) return false;
  if (type.type === AST_NODE_TYPES.TSUnionType) return type.types.every(isStringType);
  if (type.type === AST_NODE_TYPES.TSLiteralType) return type.literal.type === AST_NODE_TYPES.Literal && typeof type.literal.value === 'string';
  return type.type === AST_NODE_TYPES.TSStringKeyword || type.type === AST_NODE_TYPES.TSUndefinedKeyword || type.type === AST_NODE_TYPES.TSNullKeyword;
}

/** Follows raw answers to their uses. One instance per walk, so each variable is followed once. */
class AnswerWalker {
  readonly flow: AnswerFlow = { trusting: [], assertions: [] };
  private readonly followed = new Set<Variable>();

  constructor(private readonly sourceCode: SourceCode) {}

  /** Judges every use of `value`, a raw answer at `at`. */
  walk(value: TSESTree.Node, at: Position): void {
    if (at.steps > MAX_STEPS) return;
    const parent = value.parent;
    if (!parent) return;
    const next = (node: TSESTree.Node, changes: Partial<Position> = {}): void => this.walk(node, { ...at, ...changes, steps: at.steps + 1 });
    const trust = (): void => {
      if (!isNarrowed(parent, value, this.sourceCode)) this.flow.trusting.push({ use: parent, read: at.read, depth: at.depth });
    };
    switch (parent.type) {
      case AST_NODE_TYPES.TSAsExpression:
      case AST_NODE_TYPES.TSTypeAssertion:
        if (claimsNothing(parent.typeAnnotation)) next(parent);
        else this.flow.assertions.push({ assertion: parent, depth: at.depth });
        return;
      case AST_NODE_TYPES.TSNonNullExpression:
      case AST_NODE_TYPES.TSSatisfiesExpression:
      case AST_NODE_TYPES.ChainExpression:
      case AST_NODE_TYPES.AwaitExpression:
        next(parent);
        return;
      case AST_NODE_TYPES.MemberExpression: {
        if (parent.object !== value) {
          trust(); // `table[answer]`: the client picks the key.
          return;
        }
        const name = memberName(parent);
        if (isCallee(parent)) {
          // `answer.trim()` assumes a string; `view.roots.map()` is safe on the array the SDK checked.
          if (!(at.shapeChecked && name !== null && ARRAY_METHODS.has(name))) trust();
          return;
        }
        if (at.depth === ENTRY_DEPTH && name !== null && VOCABULARY_FIELDS.has(name)) return;
        next(parent, { depth: at.depth + 1, read: parent, type: memberType(at.type, name), shapeChecked: at.shapeChecked && name === 'roots' && at.depth === ENTRY_DEPTH });
        return;
      }
      case AST_NODE_TYPES.LogicalExpression:
        if (parent.operator === '&&' && parent.left === value) return this.test(parent, value, at);
        // `typeof a.ok === 'boolean' && a.ok`: checked on the left, so what the `&&` gives is no longer raw.
        if (parent.right === value && isNarrowed(value, value, this.sourceCode)) return;
        next(parent);
        return;
      case AST_NODE_TYPES.ConditionalExpression:
        if (parent.test === value) return this.test(parent, value, at);
        next(parent);
        return;
      case AST_NODE_TYPES.IfStatement:
      case AST_NODE_TYPES.WhileStatement:
      case AST_NODE_TYPES.DoWhileStatement:
      case AST_NODE_TYPES.ForStatement:
        return this.test(parent, value, at);
      case AST_NODE_TYPES.UnaryExpression:
        if (parent.operator === '!') return this.test(parent, value, at);
        if (parent.operator === 'typeof' || parent.operator === 'void' || parent.operator === 'delete') return;
        trust();
        return;
      case AST_NODE_TYPES.BinaryExpression:
        if (['===', '!==', '==', '!=', 'instanceof', 'in'].includes(parent.operator)) return;
        if (parent.operator === '+' && isStringOperand(parent.left === value ? parent.right : parent.left)) return;
        trust();
        return;
      case AST_NODE_TYPES.TemplateLiteral:
        // Untagged templates turn anything into text; a tag (`sql\`...\``) receives the value itself.
        if (parent.parent?.type === AST_NODE_TYPES.TaggedTemplateExpression) trust();
        return;
      case AST_NODE_TYPES.CallExpression:
        if (parent.callee === value || !isValidatingCall(parent)) trust();
        return;
      case AST_NODE_TYPES.VariableDeclarator:
        if (parent.init === value) this.followPattern(parent.id, at);
        return;
      case AST_NODE_TYPES.AssignmentExpression:
        if (parent.right === value && parent.left.type === AST_NODE_TYPES.Identifier) this.followPattern(parent.left, at);
        else if (parent.right === value) trust();
        return;
      case AST_NODE_TYPES.NewExpression:
      case AST_NODE_TYPES.SpreadElement:
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.ForOfStatement:
      case AST_NODE_TYPES.YieldExpression:
        trust();
        return;
      case AST_NODE_TYPES.ReturnStatement:
        if (!returnsUnknown(parent)) trust();
        return;
      case AST_NODE_TYPES.Property:
        if (parent.value === value && parent.parent?.type === AST_NODE_TYPES.ObjectExpression) trust();
        return;
      case AST_NODE_TYPES.ArrowFunctionExpression:
        if (parent.body === value && !returnsUnknown(parent)) trust();
        return;
      default:
        return;
    }
  }

  /**
   * A truthiness test. An object's presence and a string's emptiness only say whether an answer came; any other
   * field's truthiness is the client's say (`{ confirm: 'no' }` is truthy).
   */
  private test(user: TSESTree.Node, value: TSESTree.Node, at: Position): void {
    if (at.depth < FIELD_DEPTH || isStringType(at.type) || isNarrowed(user, value, this.sourceCode)) return;
    this.flow.trusting.push({ use: user, read: at.read, depth: at.depth });
  }

  /** Follows the reads of the variables a declaration or assignment binds, one level deeper per destructured key. */
  private followPattern(pattern: TSESTree.Node, at: Position): void {
    switch (pattern.type) {
      case AST_NODE_TYPES.Identifier: {
        const variable = findVariable(this.sourceCode.getScope(pattern), pattern.name);
        if (!variable || this.followed.has(variable)) return;
        this.followed.add(variable);
        for (const reference of variable.references) {
          if (reference.isRead() && reference.identifier !== pattern) this.walk(reference.identifier, { ...at, steps: at.steps + 1 });
        }
        return;
      }
      case AST_NODE_TYPES.ObjectPattern:
        for (const property of pattern.properties) {
          if (property.type !== AST_NODE_TYPES.Property) continue;
          const name = propertyKeyName(property);
          if (name === null) continue;
          // The destructuring is where the deeper value is read out.
          const target = property.value.type === AST_NODE_TYPES.AssignmentPattern ? property.value.left : property.value;
          this.followPattern(property.value, { depth: at.depth + 1, read: target, type: memberType(at.type, name), shapeChecked: false, steps: at.steps + 1 });
        }
        return;
      case AST_NODE_TYPES.AssignmentPattern:
        this.followPattern(pattern.left, at);
        return;
      default:
        return;
    }
  }
}

/** A function declared to return `unknown` hands the value on claiming nothing about it (the SDK's own readers). */
function returnsUnknown(node: TSESTree.Node): boolean {
  let fn: TSESTree.Node | undefined = node;
  while (fn && !isFunctionNode(fn)) fn = fn.parent;
  const returnType = isFunctionNode(fn) ? fn.returnType?.typeAnnotation : undefined;
  return returnType !== undefined && claimsNothing(returnType);
}

/** The call a member is the callee of (`answer.trim` in `answer.trim()`, `answer?.trim!()`), or null. */
function calledMember(member: TSESTree.MemberExpression): TSESTree.CallExpression | null {
  let node: TSESTree.Node = member;
  while (node.parent && isTransparentWrapper(node.parent)) node = node.parent;
  return node.parent?.type === AST_NODE_TYPES.CallExpression && node.parent.callee === node ? node.parent : null;
}

function isCallee(member: TSESTree.MemberExpression): boolean {
  return calledMember(member) !== null;
}

function isStringOperand(node: TSESTree.Node): boolean {
  return (node.type === AST_NODE_TYPES.Literal && typeof node.value === 'string') || node.type === AST_NODE_TYPES.TemplateLiteral;
}

/**
 * Every use relying on the raw answer `value` (at `depth`), and every type assertion of it. `type` is the type
 * the code claims for it (`acceptedContent<T>`, a cast); `view` marks an `inputResponse(...)` view.
 */
export function answerFlow(value: TSESTree.Node, depth: number, sourceCode: SourceCode, claim: { type?: TSESTree.TypeNode | null; view?: boolean } = {}): AnswerFlow {
  const walker = new AnswerWalker(sourceCode);
  walker.walk(value, { depth, read: value, type: claim.type ?? null, shapeChecked: claim.view ?? false, steps: 0 });
  return walker.flow;
}

/** True for the `inputResponses` record: `ctx.mcpReq.inputResponses`, `params.inputResponses`, `extra['inputResponses']`. */
export function isResponsesRecord(node: TSESTree.MemberExpression): boolean {
  return memberName(node) === 'inputResponses';
}

/** A call of a same-file function that hands out the record (`const answers = (ctx) => ctx.mcpReq.inputResponses`). */
export function returnsResponsesRecord(call: TSESTree.CallExpression, sourceCode: SourceCode): boolean {
  const fn = resolveFunction(call.callee, sourceCode.getScope(call));
  if (!fn) return false;
  const values = returnedValues(fn, sourceCode.visitorKeys).map((value) => skipTransparent(value));
  return values.length > 0 && values.every((value) => value.type === AST_NODE_TYPES.MemberExpression && isResponsesRecord(value));
}

/** `(args, { inputResponses })`, `const { inputResponses } = ctx.mcpReq`: the identifier bound to the record. */
export function boundResponsesRecord(pattern: TSESTree.ObjectPattern): TSESTree.Identifier | null {
  for (const property of pattern.properties) {
    if (property.type !== AST_NODE_TYPES.Property || propertyKeyName(property) !== 'inputResponses') continue;
    const value = property.value.type === AST_NODE_TYPES.AssignmentPattern ? property.value.left : property.value;
    return value.type === AST_NODE_TYPES.Identifier ? value : null;
  }
  return null;
}

/** The identifier's uses: the reads of the variable it declares. */
export function readsOf(identifier: TSESTree.Identifier, sourceCode: SourceCode): TSESTree.Node[] {
  const variable = findVariable(sourceCode.getScope(identifier), identifier.name);
  return variable?.references.filter((reference) => reference.isRead()).map((reference) => reference.identifier) ?? [];
}

/** A few words naming a use for messages: `` `db.insert()` ``, `` the `text` property ``, `a truthiness test`. */
export function describeUse(use: TSESTree.Node, sourceCode: SourceCode): string {
  const short = (node: TSESTree.Node): string => {
    const text = sourceCode.getText(node).replace(/\s+/g, ' ');
    return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  };
  switch (use.type) {
    case AST_NODE_TYPES.CallExpression:
    case AST_NODE_TYPES.NewExpression:
      return `\`${callText(sourceCode, use)}\``;
    case AST_NODE_TYPES.MemberExpression: {
      const call = calledMember(use);
      return call ? `\`${callText(sourceCode, call)}\`` : `the key of \`${short(use)}\``;
    }
    case AST_NODE_TYPES.Property:
      return `the \`${propertyKeyName(use) ?? short(use.key)}\` property`;
    case AST_NODE_TYPES.ReturnStatement:
    case AST_NODE_TYPES.ArrowFunctionExpression:
      return 'the returned value';
    case AST_NODE_TYPES.TemplateLiteral:
      return 'a tagged template';
    case AST_NODE_TYPES.SpreadElement:
      return 'a spread';
    case AST_NODE_TYPES.ArrayExpression:
      return 'an array';
    case AST_NODE_TYPES.ForOfStatement:
      return 'a `for...of` loop';
    case AST_NODE_TYPES.IfStatement:
    case AST_NODE_TYPES.ConditionalExpression:
    case AST_NODE_TYPES.LogicalExpression:
    case AST_NODE_TYPES.WhileStatement:
    case AST_NODE_TYPES.DoWhileStatement:
    case AST_NODE_TYPES.ForStatement:
      return 'a truthiness test';
    case AST_NODE_TYPES.UnaryExpression:
      return use.operator === '!' ? 'a truthiness test' : `the \`${use.operator}\` operator`;
    case AST_NODE_TYPES.BinaryExpression:
      return `the \`${use.operator}\` operator`;
    default:
      return `\`${short(use)}\``;
  }
}
