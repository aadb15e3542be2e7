/** Who calls a same-file function: what a walk up from a request needs to find the handlers that reach it. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { functionVariable, type FunctionNode } from './functions.js';
import { memberName, propertyKeyName, skipTransparent } from './origin.js';
import type { SourceCode } from './types.js';
import { walkAst } from './walk.js';

/** The class a method is written in, and the same-file classes that extend it (directly or not). */
function classFamily(cls: TSESTree.ClassDeclaration | TSESTree.ClassExpression, sourceCode: SourceCode): Set<TSESTree.Node> {
  const family = new Set<TSESTree.Node>([cls]);
  const variable = cls.type === AST_NODE_TYPES.ClassDeclaration && cls.id ? sourceCode.getDeclaredVariables(cls).find((v) => v.name === cls.id!.name) : undefined;
  for (const reference of variable?.references ?? []) {
    const sub = reference.identifier.parent;
    if ((sub?.type === AST_NODE_TYPES.ClassDeclaration || sub?.type === AST_NODE_TYPES.ClassExpression) && sub.superClass === reference.identifier) {
      for (const member of classFamily(sub, sourceCode)) family.add(member);
    }
  }
  return family;
}

/**
 * The same-file calls of a function: of a named function or `const` (its references, each the callee of a
 * call), or of a class method (`this.name(...)` in the class or a same-file subclass). Null when it may be called
 * some other way: exported, passed as a value, a method also read off other objects, or anonymous.
 */
export function functionCalls(fn: FunctionNode, sourceCode: SourceCode): TSESTree.CallExpression[] | null {
  const method = fn.parent;
  if (method.type === AST_NODE_TYPES.MethodDefinition && method.value === fn && !method.static && !method.computed) {
    const name = propertyKeyName(method);
    const cls = method.parent.parent;
    if (name === null || (cls.type !== AST_NODE_TYPES.ClassDeclaration && cls.type !== AST_NODE_TYPES.ClassExpression)) return null;
    const family = classFamily(cls, sourceCode);
    const calls: TSESTree.CallExpression[] = [];
    for (const member of family) {
      const body = (member as TSESTree.ClassDeclaration).body;
      for (const element of body.body) {
        if (element.type !== AST_NODE_TYPES.MethodDefinition && element.type !== AST_NODE_TYPES.PropertyDefinition) continue;
        collectThisCalls(element, name, sourceCode, calls);
      }
    }
    return calls;
  }
  if (fn.parent.type === AST_NODE_TYPES.ExportNamedDeclaration || fn.parent.type === AST_NODE_TYPES.ExportDefaultDeclaration) return null;
  const variable = functionVariable(fn, sourceCode);
  if (!variable) return null;
  const uses = variable.references.filter((reference) => reference.identifier !== variable.identifiers[0]);
  const calls = uses.map((reference) => reference.identifier.parent).filter((call): call is TSESTree.CallExpression => call?.type === AST_NODE_TYPES.CallExpression);
  return calls.length === uses.length && calls.every((call, index) => call.callee === uses[index]!.identifier) ? calls : null;
}


/** Calls `this.name(...)` in `root` (nested arrows included; not in nested classes or `function`s, whose `this` differs). */
function collectThisCalls(root: TSESTree.Node, name: string, sourceCode: SourceCode, calls: TSESTree.CallExpression[]): void {
  walkAst(root, sourceCode.visitorKeys, (node) => {
    if (node !== root && (node.type === AST_NODE_TYPES.FunctionDeclaration || node.type === AST_NODE_TYPES.ClassDeclaration || node.type === AST_NODE_TYPES.ClassExpression)) return false;
    if (node.type === AST_NODE_TYPES.FunctionExpression && node.parent.type !== AST_NODE_TYPES.MethodDefinition) return false;
    if (node.type === AST_NODE_TYPES.CallExpression) {
      const callee = skipTransparent(node.callee);
      if (callee.type === AST_NODE_TYPES.MemberExpression && callee.object.type === AST_NODE_TYPES.ThisExpression && memberName(callee) === name) calls.push(node);
    }
    return true;
  });
}
