/**
 * Where an asker's question takes the `requestState` a resume mints (the core rule's doc, Suggestions): a property
 * added to the question's own object literal, or, for a question a helper builds, the helper's question spread into
 * a literal that adds it (`return { ...askConfirmation(message), requestState }`), when every value the helper gives
 * there is a question that carries no state of its own.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, memberName, propertyKeyName, skipTransparent } from '../ast/origin.js';
import { isFunctionNode, resolveFunction, type FunctionNode } from '../ast/functions.js';
import { alwaysLeaves } from '../ast/statements.js';
import { walkAst } from '../ast/walk.js';
import { isInputRequiredBuilder, literalResultType } from '../mcp/exits.js';
import type { HelperAnswer } from '../types/index.js';
import { appendToList } from './text.js';
import type { FixTools } from './tools.js';
import type { SourceCode } from '../ast/types.js';

/** An exit that can carry state: `add` writes the `requestState` property into its questions. */
export interface StateCarrier {
  add: (property: string, fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[];
}

/** How deep a helper's questions are followed into the same-file helpers it returns the questions of. */
const MAX_HELPER_DEPTH = 3;

/** The object literal a question is built from, when a `requestState` property can be added to it. */
function questionObject(exit: TSESTree.Node, sourceCode: SourceCode): TSESTree.ObjectExpression | null {
  const inner = skipTransparent(exit);
  let object: TSESTree.Node | undefined;
  if (inner.type === AST_NODE_TYPES.CallExpression && inner.arguments.length === 1 && isInputRequiredBuilder(inner.callee, sourceCode.getScope(inner))) {
    object = inner.arguments[0];
  } else if (inner.type === AST_NODE_TYPES.ObjectExpression && literalResultType(inner) !== null) {
    object = inner;
  }
  if (object?.type !== AST_NODE_TYPES.ObjectExpression) return null;
  // A spread may already carry `requestState`.
  const open = object.properties.some((property) => property.type !== AST_NODE_TYPES.Property || propertyKeyName(property) === 'requestState');
  return open ? null : object;
}

/** Where a new property goes in an object literal, written the way its last property is. */
function propertyInsertion(object: TSESTree.ObjectExpression, property: string, sourceCode: SourceCode, fixer: TSESLint.RuleFixer): TSESLint.RuleFix {
  const last = object.properties.at(-1);
  return last ? appendToList(sourceCode, last, [property], fixer) : fixer.insertTextBefore(sourceCode.getLastToken(object)!, ` ${property} `);
}

/** Whether a function reads `requestState` (`ctx.mcpReq.requestState()`): state of its own, which a resume would mix up. */
export function readsRequestState(fn: FunctionNode, sourceCode: SourceCode): boolean {
  let found = false;
  walkAst(fn.body, sourceCode.visitorKeys, (node) => {
    if (node.type === AST_NODE_TYPES.MemberExpression && memberName(node) === 'requestState') found = true;
    return !found;
  });
  return found;
}

/** `undefined`, `null`, `false`, `void x`: what a helper gives when it has nothing to ask. */
function isNothing(node: TSESTree.Node): boolean {
  if (node.type === AST_NODE_TYPES.Literal) return node.value === null || node.value === false;
  if (node.type === AST_NODE_TYPES.UnaryExpression) return node.operator === 'void';
  return node.type === AST_NODE_TYPES.Identifier && node.name === 'undefined';
}

/**
 * A question literal of a helper carries no state the added `requestState` would replace: no spread, and
 * `requestState` only as a parameter the call leaves out (`ask(message, key = 'confirm', requestState?: string)`).
 */
function carriesNoState(object: TSESTree.ObjectExpression, fn: FunctionNode, passed: number): boolean {
  return object.properties.every((property) => {
    if (property.type !== AST_NODE_TYPES.Property) return false;
    if (propertyKeyName(property) !== 'requestState') return true;
    const value = skipTransparent(property.value);
    if (value.type !== AST_NODE_TYPES.Identifier) return false;
    const index = fn.params.findIndex((param) => param.type === AST_NODE_TYPES.Identifier && param.name === value.name);
    return index >= passed;
  });
}

class HelperQuestions {
  constructor(private readonly tools: FixTools) {}

  /**
   * Whether every value `call` gives (awaited, when `awaited`) is a question it builds without state of its own, or
   * (`unless-falsy`) nothing: a same-file function by its returns, a function of another file by its type and body.
   */
  givesQuestions(call: TSESTree.CallExpression, awaited: boolean, answer: HelperAnswer, depth: number): boolean {
    const { sourceCode } = this.tools;
    if (call.arguments.some((argument) => argument.type === AST_NODE_TYPES.SpreadElement)) return false;
    const types = this.tools.exits.types;
    const fn = resolveFunction(call.callee, sourceCode.getScope(call)) ?? types?.sameFileFunction(call) ?? null;
    if (!fn) return types?.buildsStatelessQuestion(call, awaited, answer) ?? false;
    // An async helper's question is a promise until awaited: spread, it would be an empty object.
    if (depth > MAX_HELPER_DEPTH || ((fn.async || fn.generator) && !awaited) || readsRequestState(fn, sourceCode)) return false;
    if (fn.body.type !== AST_NODE_TYPES.BlockStatement) return this.isQuestion(fn.body, fn, call.arguments.length, answer, depth);
    // A body whose end can be reached gives `undefined` there.
    if (answer === 'always' && !alwaysLeaves(fn.body)) return false;
    let all = true;
    walkAst(fn.body, sourceCode.visitorKeys, (node) => {
      if (!all) return false;
      if (node.type === AST_NODE_TYPES.ReturnStatement) {
        all = node.argument ? this.isQuestion(node.argument, fn, call.arguments.length, answer, depth) : answer === 'unless-falsy';
        return false;
      }
      return !isFunctionNode(node) && node.type !== AST_NODE_TYPES.ClassBody;
    });
    return all;
  }

  private isQuestion(value: TSESTree.Node, fn: FunctionNode, passed: number, answer: HelperAnswer, depth: number): boolean {
    let inner = skipTransparent(value);
    const awaited = inner.type === AST_NODE_TYPES.AwaitExpression;
    if (inner.type === AST_NODE_TYPES.AwaitExpression) inner = skipTransparent(inner.argument);
    if (isNothing(inner)) return answer === 'unless-falsy';
    switch (inner.type) {
      case AST_NODE_TYPES.ObjectExpression:
        return literalResultType(inner) === 'input_required' && carriesNoState(inner, fn, passed);
      case AST_NODE_TYPES.ConditionalExpression:
        return this.isQuestion(inner.consequent, fn, passed, answer, depth) && this.isQuestion(inner.alternate, fn, passed, answer, depth);
      case AST_NODE_TYPES.CallExpression: {
        if (isInputRequiredBuilder(inner.callee, this.tools.sourceCode.getScope(inner))) {
          const argument = inner.arguments.length === 1 ? skipTransparent(inner.arguments[0]!) : null;
          return argument?.type === AST_NODE_TYPES.ObjectExpression && carriesNoState(argument, fn, passed);
        }
        // `return ask(key, message)` in a helper: an async helper returning a promise is flattened by its own `await`;
        // where this helper may give nothing, so may that one.
        return this.givesQuestions(inner, awaited || fn.async, answer, depth + 1);
      }
      default:
        return false;
    }
  }
}

/**
 * Whether every value `call` gives (awaited, when `awaited`) is a question or nothing (`undefined`, `null`, `false`):
 * the helpers behind `const question = needConfirmation(ctx); if (question) return question;` (see `HelperQuestions`).
 */
export function givesQuestionOrNothing(call: TSESTree.CallExpression, awaited: boolean, tools: FixTools): boolean {
  return new HelperQuestions(tools).givesQuestions(call, awaited, 'unless-falsy', 0);
}

/**
 * The exit's question, when the resume can add `requestState` to it: an `inputRequired({...})` or
 * `{ resultType: 'input_required' }` literal; a call of a helper whose every value is a question without state of
 * its own (`return askConfirmation(message)`); or a `const` holding a helper's question or nothing, returned behind
 * `if (question)`. Null for anything else, above all a helper that may give a result that is no question: spread, it
 * would become a malformed question.
 */
export function stateCarrier(exit: TSESTree.Node, tools: FixTools): StateCarrier | null {
  const { sourceCode } = tools;
  const object = questionObject(exit, sourceCode);
  if (object) return { add: (property, fixer) => [propertyInsertion(object, property, sourceCode, fixer)] };
  const inner = skipTransparent(exit);
  if (inner.type === AST_NODE_TYPES.ConditionalExpression) return branchCarrier(inner, tools);
  const awaited = inner.type === AST_NODE_TYPES.AwaitExpression;
  const value = inner.type === AST_NODE_TYPES.AwaitExpression ? skipTransparent(inner.argument) : inner;
  const helpers = new HelperQuestions(tools);
  let carries = false;
  if (value.type === AST_NODE_TYPES.CallExpression) {
    carries = helpers.givesQuestions(value, awaited, 'always', 0);
  } else if (value.type === AST_NODE_TYPES.Identifier && !awaited) {
    const variable = findVariable(sourceCode.getScope(value), value.name);
    const def = variable?.defs[0];
    const init = def?.type === 'Variable' && def.parent.kind === 'const' && def.node.id === def.name ? def.node.init : null;
    const held = init ? skipTransparent(init) : null;
    const heldAwaited = held?.type === AST_NODE_TYPES.AwaitExpression;
    const call = held?.type === AST_NODE_TYPES.AwaitExpression ? skipTransparent(held.argument) : held;
    if (variable && isSingleAssignment(variable) && call?.type === AST_NODE_TYPES.CallExpression) {
      carries = helpers.givesQuestions(call, heldAwaited, returnedWhenTruthy(exit, value.name) ? 'unless-falsy' : 'always', 0);
    }
  }
  if (!carries) return null;
  const text = sourceCode.getText(exit);
  const spread = inner.type === AST_NODE_TYPES.Identifier || inner.type === AST_NODE_TYPES.CallExpression || inner.type === AST_NODE_TYPES.AwaitExpression ? text : `(${text})`;
  return { add: (property, fixer) => [fixer.replaceText(exit, `{ ...${spread}, ${property} }`)] };
}

/** A result that is plainly no question: an object literal without `resultType` or spreads, a string. */
function isPlainResult(node: TSESTree.Node): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Literal || inner.type === AST_NODE_TYPES.TemplateLiteral) return true;
  return inner.type === AST_NODE_TYPES.ObjectExpression && literalResultType(inner) === null &&
    inner.properties.every((property) => property.type === AST_NODE_TYPES.Property);
}

/** `return answered ? { content } : askConfirmation(message)`: the branches that ask carry the state, the plain result none. */
function branchCarrier(exit: TSESTree.ConditionalExpression, tools: FixTools): StateCarrier | null {
  const carriers: StateCarrier[] = [];
  for (const branch of [exit.consequent, exit.alternate]) {
    if (isPlainResult(branch)) continue;
    const carrier = stateCarrier(branch, tools);
    if (!carrier) return null;
    carriers.push(carrier);
  }
  return carriers.length === 0 ? null : { add: (property, fixer) => carriers.flatMap((carrier) => carrier.add(property, fixer)) };
}

/** `if (question) return question;` (or a block holding only that return): the exit runs only when it is truthy. */
function returnedWhenTruthy(exit: TSESTree.Node, name: string): boolean {
  const statement = exit.parent;
  if (statement?.type !== AST_NODE_TYPES.ReturnStatement) return false;
  let branch: TSESTree.Node = statement;
  if (branch.parent?.type === AST_NODE_TYPES.BlockStatement && branch.parent.body.length === 1) branch = branch.parent;
  const test = branch.parent?.type === AST_NODE_TYPES.IfStatement && branch.parent.consequent === branch ? skipTransparent(branch.parent.test) : null;
  return test?.type === AST_NODE_TYPES.Identifier && test.name === name;
}
