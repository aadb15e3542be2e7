import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { findVariable, importedName, skipTransparent, staticString } from '../ast/origin.js';
import type { SourceCode } from '../ast/types.js';

type Fix = (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[];

const CRYPTO_MODULES = new Set(['crypto', 'node:crypto']);

/** Parents in which `a && b` needs no parentheses where `a === b` stood. */
const LOW_PRECEDENCE_PARENTS = new Set<string>([
  AST_NODE_TYPES.IfStatement,
  AST_NODE_TYPES.WhileStatement,
  AST_NODE_TYPES.DoWhileStatement,
  AST_NODE_TYPES.ReturnStatement,
  AST_NODE_TYPES.VariableDeclarator,
  AST_NODE_TYPES.ExpressionStatement,
  AST_NODE_TYPES.CallExpression,
  AST_NODE_TYPES.AssignmentExpression,
  AST_NODE_TYPES.ArrowFunctionExpression,
]);

/** An operand that can be written twice without running anything twice: `a`, `a.b`, `a['b']`, `this.a`. */
function isPlainReference(node: TSESTree.Node): boolean {
  const inner = skipTransparent(node);
  if (inner.type === AST_NODE_TYPES.Identifier || inner.type === AST_NODE_TYPES.ThisExpression) return true;
  if (inner.type !== AST_NODE_TYPES.MemberExpression) return false;
  return (!inner.computed || staticString(inner.property) !== null) && isPlainReference(inner.object);
}

/** How the file can call node:crypto's `timingSafeEqual`, and the import to add when it cannot yet. */
function timingSafeEqualReference(sourceCode: SourceCode): { name: string; insert?: (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix } | null {
  let namedImport: TSESTree.ImportSpecifier | null = null;
  let lastImport: TSESTree.ImportDeclaration | null = null;
  for (const statement of sourceCode.ast.body) {
    if (statement.type === AST_NODE_TYPES.ImportDeclaration) {
      lastImport = statement;
      if (!CRYPTO_MODULES.has(statement.source.value) || statement.importKind === 'type') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.type !== AST_NODE_TYPES.ImportSpecifier) return { name: `${specifier.local.name}.timingSafeEqual` };
        const imported = importedName(specifier);
        if (imported === 'timingSafeEqual') return { name: specifier.local.name };
        if (specifier.importKind !== 'type') namedImport = specifier;
      }
    } else if (statement.type === AST_NODE_TYPES.VariableDeclaration) {
      for (const declarator of statement.declarations) {
        const init = declarator.init ? skipTransparent(declarator.init) : null;
        const required = init?.type === AST_NODE_TYPES.CallExpression && init.callee.type === AST_NODE_TYPES.Identifier && init.callee.name === 'require' ? staticString(init.arguments[0]) : null;
        if (required !== null && CRYPTO_MODULES.has(required) && declarator.id.type === AST_NODE_TYPES.Identifier) return { name: `${declarator.id.name}.timingSafeEqual` };
      }
    }
  }
  // Adding the import is only safe when the name is free.
  if (findVariable(sourceCode.getScope(sourceCode.ast), 'timingSafeEqual')) return null;
  const specifier = namedImport;
  if (specifier) return { name: 'timingSafeEqual', insert: (fixer) => fixer.insertTextAfter(specifier, ', timingSafeEqual') };
  const declaration = lastImport;
  if (declaration) return { name: 'timingSafeEqual', insert: (fixer) => fixer.insertTextAfter(declaration, "\nimport { timingSafeEqual } from 'node:crypto';") };
  return null;
}

/**
 * Rewrites `mac === expected` (or `!==`, `==`, `!=`) as a constant-time comparison:
 * `mac.length === expected.length && timingSafeEqual(Buffer.from(mac), Buffer.from(expected))`, importing
 * `timingSafeEqual` from node:crypto when the file does not have it. Null when an operand is not a plain
 * reference (writing it twice would run it twice) or the file has no import to extend (CommonJS without
 * `require('crypto')`).
 */
export function timingSafeEqualFix(comparison: TSESTree.BinaryExpression, sourceCode: SourceCode): Fix | null {
  if (comparison.left.type === AST_NODE_TYPES.PrivateIdentifier || !isPlainReference(comparison.left) || !isPlainReference(comparison.right)) return null;
  const reference = timingSafeEqualReference(sourceCode);
  if (!reference) return null;
  const a = sourceCode.getText(comparison.left);
  const b = sourceCode.getText(comparison.right);
  const test = `${a}.length === ${b}.length && ${reference.name}(Buffer.from(${a}), Buffer.from(${b}))`;
  const negated = comparison.operator === '!==' || comparison.operator === '!=';
  const parenthesized = sourceCode.getTokenBefore(comparison)?.value === '(' && sourceCode.getTokenAfter(comparison)?.value === ')';
  const bare = parenthesized || LOW_PRECEDENCE_PARENTS.has(comparison.parent.type);
  const replacement = negated ? `!(${test})` : bare ? test : `(${test})`;
  return (fixer) => {
    const fixes = [fixer.replaceText(comparison, replacement)];
    if (reference.insert) fixes.push(reference.insert(fixer));
    return fixes;
  };
}
