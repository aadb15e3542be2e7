/**
 * The classifier's view of a call once types are known: what the callee's receiver is (a built-in collection,
 * an instance of a catalogued client), whatever the file it was imported from. `import { db } from '../lib/db'`
 * where `lib/db.ts` exports `new Pool()` is `pg`'s `query`; `this.seen.add(id)` on a `Set` field is a Set
 * mutation, never the verb "add".
 */
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { findVariable, memberName, skipTransparent, type Origin } from '../ast/origin.js';
import type { CallLike, Scope } from '../ast/types.js';
import type { DeclaredCallee } from '../effects/classify.js';
import { BUILTIN_TYPES } from '../effects/builtins.js';
import { builtinMethodVerdict, cacheFillVerdict, residenceOf, type Residence } from '../effects/locality.js';
import { declaringModule, resolvedSymbol, type DeclaringModule } from './declarations.js';

/** Modules of the Node runtime (through `@types/node` and its `undici-types`) that declare built-in value types. */
const RUNTIME_MODULES = /^(?:node:)?(?:crypto|url|buffer|events)$|^undici-types$/;

function isRuntimeDeclaration(module: DeclaringModule): boolean {
  return module.kind === 'lib' || (module.kind === 'package' && RUNTIME_MODULES.test(module.name));
}

function declarationOfType(type: ts.Type): ts.Declaration | undefined {
  const symbol = type.getSymbol() ?? type.aliasSymbol;
  return symbol?.declarations?.[0];
}

/** A receiver and the member read on it, root first: `a.b().c.d` → (a, 'b'), (a.b(), 'c'), (a.b().c, 'd'). */
interface Link {
  receiver: TSESTree.Node;
  member: string;
}

function linksOf(callee: TSESTree.MemberExpression): Link[] {
  const links: Link[] = [];
  let current: TSESTree.Node = callee;
  while (current.type === AST_NODE_TYPES.MemberExpression) {
    const receiver = skipTransparent(current.object);
    links.unshift({ receiver, member: memberName(current) ?? '[]' });
    current = receiver;
  }
  return links;
}

/** Where the root of a receiver lives relative to the run (`this.cache` → instance, a module-level `seen` → module). */
function residenceOfRoot(receiver: TSESTree.Node, scope: Scope, owner: TSESTree.Node): Residence {
  let root = receiver;
  for (;;) {
    if (root.type === AST_NODE_TYPES.MemberExpression) root = skipTransparent(root.object);
    else if (root.type === AST_NODE_TYPES.CallExpression) root = skipTransparent(root.callee);
    else break;
  }
  if (root.type === AST_NODE_TYPES.ThisExpression) return 'instance';
  if (root.type !== AST_NODE_TYPES.Identifier) return 'run';
  const variable = findVariable(scope, root.name);
  return variable && variable.defs.length > 0 ? residenceOf(variable, owner) : 'module';
}

/** Types a call's callee through its declaration; see `DeclaredCallee`. One instance per linted file. */
export class TypedCallees {
  private readonly checker: ts.TypeChecker;

  constructor(private readonly services: ParserServicesWithTypeInformation) {
    this.checker = services.program.getTypeChecker();
  }

  private typeOf(node: TSESTree.Node): ts.Type | null {
    const tsNode = this.services.esTreeNodeToTSNodeMap.get(node);
    return tsNode ? this.checker.getNonNullableType(this.checker.getTypeAtLocation(tsNode)) : null;
  }

  /** The built-in kind of a receiver's type (`Map`, `array`, `hash`), or null. */
  private builtinKind(receiver: TSESTree.Node): string | null {
    const type = this.typeOf(receiver);
    if (!type) return null;
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) return 'array';
    const declaration = declarationOfType(type);
    const kind = declaration && BUILTIN_TYPES.get(type.getSymbol()?.getName() ?? '');
    return kind && isRuntimeDeclaration(declaringModule(this.services.program, declaration)) ? kind : null;
  }

  /** The package whose type a receiver has, and whether it is an instance (not the module or a class itself). */
  private packageOfValue(receiver: TSESTree.Node): { module: string; instance: boolean } | null {
    const type = this.typeOf(receiver);
    const declaration = type && declarationOfType(type);
    if (!type || !declaration) return null;
    const module = declaringModule(this.services.program, declaration);
    if (module.kind !== 'package') return null;
    const isModule = typescript.isSourceFile(declaration) || typescript.isModuleDeclaration(declaration);
    return { module: module.name, instance: !isModule && type.getConstructSignatures().length === 0 };
  }

  private packageOfSymbol(callee: TSESTree.Node): { module: string; name: string } | null {
    const tsNode = this.services.esTreeNodeToTSNodeMap.get(callee);
    const symbol = tsNode && resolvedSymbol(this.checker, tsNode);
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration) return null;
    const module = declaringModule(this.services.program, declaration);
    return module.kind === 'package' ? { module: module.name, name: symbol.getName() } : null;
  }

  /**
   * What the types say about one link of a call chain (see `DeclaredCallee`): a verdict for methods of built-in
   * values, or the origin the catalog should match when the callee is declared by a package. Null when the
   * types add nothing (project code, parameters of unknown type, `any`).
   */
  declaredCallee(link: CallLike, scope: Scope, owner: TSESTree.Node): DeclaredCallee {
    if (link.type !== AST_NODE_TYPES.CallExpression) return null;
    const callee = skipTransparent(link.callee);
    if (callee.type === AST_NODE_TYPES.MemberExpression) {
      const method = memberName(callee);
      const receiver = skipTransparent(callee.object);
      const kind = method === null ? null : this.builtinKind(receiver);
      if (kind && method !== null) {
        const residence = residenceOfRoot(receiver, scope, owner);
        const verdict = (residence !== 'run' && cacheFillVerdict(kind, callee, scope)) || builtinMethodVerdict({ kind, residence, direct: true }, method);
        if (verdict) return { verdict };
      }
      const links = linksOf(callee);
      for (const [index, { receiver: value }] of links.entries()) {
        const found = this.packageOfValue(value);
        if (!found) continue;
        const path = links.slice(index).map((step) => step.member);
        return { origin: { root: 'import', module: found.module, name: '*', path, instance: found.instance, variable: null } };
      }
    }
    const declared = this.packageOfSymbol(callee);
    if (!declared) return null;
    const origin: Origin =
      callee.type === AST_NODE_TYPES.MemberExpression
        ? { root: 'import', module: declared.module, name: '*', path: [declared.name], instance: true, variable: null }
        : { root: 'import', module: declared.module, name: declared.name, path: [], instance: false, variable: null };
    return { origin };
  }
}
