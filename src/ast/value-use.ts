import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, isSingleAssignment, isTransparentWrapper, resolveOrigin } from './origin.js';
import type { CallLike, SourceCode } from './types.js';

/** Climbs from a value through what passes it on (`?:` branches, `&&`, `await`, TS wrappers) to the node that uses it. */
export function valueUser(node: TSESTree.Node): { user: TSESTree.Node; value: TSESTree.Node } {
  let value: TSESTree.Node = node;
  let parent = node.parent;
  while (parent) {
    const passesOn =
      (parent.type === AST_NODE_TYPES.ConditionalExpression && parent.test !== value) ||
      parent.type === AST_NODE_TYPES.LogicalExpression ||
      parent.type === AST_NODE_TYPES.AwaitExpression ||
      isTransparentWrapper(parent);
    if (!passesOn) break;
    value = parent;
    parent = parent.parent;
  }
  return { user: parent ?? value, value };
}

/** Globals that read an object without changing it or keeping it (`Object.keys(x)`, `JSON.stringify(x)`). */
const READING_GLOBALS = new Set(['Object.keys', 'Object.values', 'Object.entries', 'Object.getOwnPropertyNames', 'Object.hasOwn', 'JSON.stringify', 'structuredClone']);

/** Tells whether a call that receives an object as its `index`-th argument keeps its keys as they are. */
export type KeepsKeys = (call: CallLike, index: number) => boolean;

function isReadingCall(call: CallLike, sourceCode: SourceCode): boolean {
  if (call.type !== AST_NODE_TYPES.CallExpression) return false;
  const origin = resolveOrigin(call.callee, sourceCode.getScope(call));
  if (origin.root !== 'global' || origin.name === null) return false;
  return origin.name === 'console' || READING_GLOBALS.has([origin.name, ...origin.path].join('.'));
}

/** The member expression a chain of reads through `value` ends in (`value.a.b` → `value.a.b`). */
function outermostMember(member: TSESTree.MemberExpression): TSESTree.Node {
  let top: TSESTree.Node = member;
  while (top.parent && (isTransparentWrapper(top.parent) || (top.parent.type === AST_NODE_TYPES.MemberExpression && top.parent.object === top))) {
    top = top.parent;
  }
  return top;
}

/**
 * Decides whether an object literal reaches its final use with the keys it was written with: nothing writes
 * into it, no call it is handed to (but those `keepsKeys` vouches for) may fill it, no alias of it escapes.
 * Used before claiming an object is missing something it may be given later (`const m = {}; m.k = v`).
 */
export class KeysAsWritten {
  constructor(
    private readonly sourceCode: SourceCode,
    private readonly keepsKeys: KeepsKeys,
  ) {}

  /** True when `object` (an object literal) keeps the keys it is written with wherever it goes. */
  object(object: TSESTree.ObjectExpression): boolean {
    return this.use(object, 0);
  }

  private use(node: TSESTree.Node, depth: number): boolean {
    if (depth > 4) return false;
    const { user, value } = valueUser(node);
    switch (user.type) {
      case AST_NODE_TYPES.ReturnStatement:
      case AST_NODE_TYPES.ExportDefaultDeclaration:
      case AST_NODE_TYPES.SpreadElement:
      case AST_NODE_TYPES.IfStatement:
      case AST_NODE_TYPES.UnaryExpression:
      case AST_NODE_TYPES.BinaryExpression:
      case AST_NODE_TYPES.TemplateLiteral:
        return user.type !== AST_NODE_TYPES.UnaryExpression || user.operator !== 'delete';
      case AST_NODE_TYPES.ArrowFunctionExpression:
        return user.body === value;
      case AST_NODE_TYPES.ConditionalExpression:
        return user.test === value;
      case AST_NODE_TYPES.Property:
        // A value nested in an object literal goes where that object goes.
        return user.value === value && user.parent.type === AST_NODE_TYPES.ObjectExpression && this.use(user.parent, depth + 1);
      case AST_NODE_TYPES.MemberExpression: {
        if (user.object !== value) return false;
        const top = outermostMember(user);
        const parent = top.parent;
        if (parent?.type === AST_NODE_TYPES.AssignmentExpression && parent.left === top) return false;
        if (parent?.type === AST_NODE_TYPES.UpdateExpression) return false;
        if (parent?.type === AST_NODE_TYPES.UnaryExpression && parent.operator === 'delete') return false;
        // A method called on it may change it.
        return !(parent?.type === AST_NODE_TYPES.CallExpression && parent.callee === top);
      }
      case AST_NODE_TYPES.CallExpression:
      case AST_NODE_TYPES.NewExpression: {
        const index = (user.arguments as TSESTree.Node[]).indexOf(value);
        return index !== -1 && (isReadingCall(user, this.sourceCode) || this.keepsKeys(user, index));
      }
      case AST_NODE_TYPES.VariableDeclarator:
        return user.init === value && this.variableReads(user, depth);
      default:
        return false;
    }
  }

  /** Every read of a `const`-like variable keeps the keys. */
  private variableReads(declarator: TSESTree.VariableDeclarator, depth: number): boolean {
    if (declarator.id.type !== AST_NODE_TYPES.Identifier) return false;
    const variable = findVariable(this.sourceCode.getScope(declarator.id), declarator.id.name);
    if (!variable || !isSingleAssignment(variable)) return false;
    return variable.references.every((reference) => reference.init === true || (reference.isReadOnly() && this.use(reference.identifier, depth + 1)));
  }
}
