/**
 * Text of the migration of push-style requests: the names the SDK's helpers go by in the file (and the import
 * edits that bring the missing ones), the file's layout habits, and the request parameters moved into the
 * question at a new depth.
 */
import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES, AST_TOKEN_TYPES } from '@typescript-eslint/types';
import { findVariable, importedName } from '../ast/origin.js';
import { isV2Module } from '../mcp/sdk.js';
import { appendToList, lineIndent, literalContinuationLines } from './text.js';
import type { Scope, SourceCode } from '../ast/types.js';

/** Where `inputRequired`, `inputResponse` and `InputRequiredResult` come from when the file imports none of them. */
const SDK_MODULE = '@modelcontextprotocol/server';

/** How the file writes code: quotes, semicolons, one level of indentation, a comma after the last entry of a multi-line literal. */
export interface Layout {
  quote: string;
  semi: string;
  unit: string;
  comma: string;
}

/** Whether the multi-line literals of `node` end with a comma: the first closing bracket on a line of its own tells. */
function trailingComma(sourceCode: SourceCode, node: TSESTree.Node): string {
  const tokens = sourceCode.getTokens(node);
  for (let i = 1; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const before = tokens[i - 1]!;
    if ((token.value === '}' || token.value === ']') && token.type === AST_TOKEN_TYPES.Punctuator && before.loc.end.line < token.loc.start.line) {
      return before.value === ',' ? ',' : '';
    }
  }
  return '';
}

/**
 * The file's habits around `statement` in `body`: the quote of its first import, the semicolon ending the
 * statement, the indentation the body adds to the line of its `{` (two spaces when that says nothing), and
 * the trailing commas of the body's multi-line literals.
 */
export function layoutAround(sourceCode: SourceCode, statement: TSESTree.Node, body: TSESTree.BlockStatement): Layout {
  const firstImport = sourceCode.ast.body.find((node) => node.type === AST_NODE_TYPES.ImportDeclaration);
  const quote = firstImport?.source.raw.startsWith('"') ? '"' : "'";
  const last = sourceCode.getLastToken(statement);
  const semi = last?.type === AST_TOKEN_TYPES.Punctuator && last.value === ';' ? ';' : '';
  const outer = lineIndent(sourceCode, body.range[0]);
  const inner = lineIndent(sourceCode, statement.range[0]);
  const unit = inner.length > outer.length && inner.startsWith(outer) ? inner.slice(outer.length) : '  ';
  return { quote, semi, unit, comma: trailingComma(sourceCode, body) };
}

/** A range of the file and the text that takes its place in moved code. */
export interface TextEdit {
  range: [number, number];
  text: string;
}

/**
 * `node`'s text with `replaced` (ranges of the file) replaced, its continuation lines moved from the
 * indentation of its first line to `to`. Lines that continue a multi-line template or string keep theirs:
 * it is part of the value.
 */
export function movedText(sourceCode: SourceCode, node: TSESTree.Node, replaced: readonly TextEdit[], to: string): string {
  const text = sourceCode.text;
  const from = lineIndent(sourceCode, node.range[0]);
  const literalLines = literalContinuationLines(sourceCode, node);
  const edits: TextEdit[] = [...replaced];
  const removed = (index: number): boolean => replaced.some(({ range: [start, end] }) => start <= index && index < end);
  for (let newline = text.indexOf('\n', node.range[0]); newline !== -1 && newline < node.range[1]; newline = text.indexOf('\n', newline + 1)) {
    const start = newline + 1;
    if (removed(start) || literalLines.has(sourceCode.getLocFromIndex(start).line) || !text.startsWith(from, start)) continue;
    edits.push({ range: [start, start + from.length], text: to });
  }
  edits.sort((a, b) => a.range[0] - b.range[0]);
  let result = '';
  let copied = node.range[0];
  for (const edit of edits) {
    result += text.slice(copied, edit.range[0]) + edit.text;
    copied = edit.range[1];
  }
  return result + text.slice(copied, node.range[1]);
}

/**
 * The ranges that take `removed` out of an object literal with the commas and line breaks around them:
 * each run of removed properties up to the next kept one, or from the last kept one when nothing follows.
 */
export function propertyRemovals(object: TSESTree.ObjectExpression, removed: ReadonlySet<TSESTree.Node>): TextEdit[] {
  const properties = object.properties;
  const ranges: [number, number][] = [];
  for (let i = 0; i < properties.length; ) {
    if (!removed.has(properties[i]!)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < properties.length && removed.has(properties[j]!)) j += 1;
    const next = properties[j];
    const previous = properties[i - 1];
    if (next) ranges.push([properties[i]!.range[0], next.range[0]]);
    else if (previous) ranges.push([previous.range[1], properties[j - 1]!.range[1]]);
    else ranges.push([properties[i]!.range[0], properties[j - 1]!.range[1]]);
    i = j;
  }
  return ranges.map((range) => ({ range, text: '' }));
}

/** The SDK helpers a migration may write: `inputRequired` always, the others when the question needs them. */
export type SdkName = 'inputRequired' | 'inputResponse' | 'acceptedContent' | 'fromJsonSchema' | 'InputRequiredResult';

/** The names the helpers go by at the question, and the import edits that bring the missing ones. */
export interface SdkNames {
  /** What each wanted helper is called where the question goes (`inputRequired`, `mcp.inputRequired`, an alias). */
  name: (helper: SdkName) => string;
  imports: (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[];
}

/**
 * How the question reaches `inputRequired` and the `extra` helpers it needs (`inputResponse` to read the answer,
 * `acceptedContent` and `fromJsonSchema` to validate it, `InputRequiredResult` to widen a return type): the file's
 * own imports of them from an SDK v2 module (named or through a namespace; with `sdkExport`, the type checker's
 * word, also a named import from a module of the project that re-exports them), else new specifiers in its value
 * import of `module` (`@modelcontextprotocol/server`; `xmcp` for its tools), else one new import of it, next to
 * the file's `import type` of it when it has one. Null when a name is taken by something else where the question
 * goes, or the file has no imports to add to.
 */
export function sdkNames(
  sourceCode: SourceCode,
  at: Scope,
  extra: readonly SdkName[],
  layout: Layout,
  sdkExport?: (identifier: TSESTree.Identifier, name: string) => boolean,
  module: string = SDK_MODULE,
): SdkNames | null {
  const imports = sourceCode.ast.body.filter((node): node is TSESTree.ImportDeclaration => node.type === AST_NODE_TYPES.ImportDeclaration);
  if (imports.length === 0) return null;
  const wanted: SdkName[] = ['inputRequired', ...extra];
  const isType = (name: SdkName): boolean => name === 'InputRequiredResult';
  const found = new Map<SdkName, string>();
  const visible = (local: string, specifier: TSESTree.Node): boolean => findVariable(at, local)?.defs.some((def) => def.node === specifier) ?? false;
  for (const declaration of imports) {
    const fromSdk = isV2Module(declaration.source.value);
    if (!fromSdk && !sdkExport) continue;
    for (const specifier of declaration.specifiers) {
      if (!fromSdk && (specifier.type !== AST_NODE_TYPES.ImportSpecifier || !sdkExport?.(specifier.local, importedName(specifier)))) continue;
      const typeOnly = declaration.importKind === 'type' || (specifier.type === AST_NODE_TYPES.ImportSpecifier && specifier.importKind === 'type');
      if (specifier.type === AST_NODE_TYPES.ImportNamespaceSpecifier && declaration.source.value === module && visible(specifier.local.name, specifier)) {
        for (const name of wanted) if (!found.has(name) && (!typeOnly || isType(name))) found.set(name, `${specifier.local.name}.${name}`);
      } else if (specifier.type === AST_NODE_TYPES.ImportSpecifier) {
        const name = importedName(specifier) as SdkName;
        if (!wanted.includes(name) || found.has(name) || (typeOnly && !isType(name))) continue;
        if (!visible(specifier.local.name, specifier)) return null;
        found.set(name, specifier.local.name);
      }
    }
  }
  const missing = wanted.filter((name) => !found.has(name));
  const globals = new Set((sourceCode.scopeManager?.globalScope?.through ?? []).map((reference) => reference.identifier.name));
  if (missing.some((name) => findVariable(at, name) !== null || globals.has(name))) return null;

  const isServerImport = (declaration: TSESTree.ImportDeclaration): boolean =>
    declaration.source.value === module && declaration.specifiers.some((s) => s.type === AST_NODE_TYPES.ImportSpecifier) &&
    !declaration.specifiers.some((s) => s.type === AST_NODE_TYPES.ImportNamespaceSpecifier);
  const valueImport = imports.find((declaration) => declaration.importKind !== 'type' && isServerImport(declaration));
  const typeImport = imports.find((declaration) => declaration.importKind === 'type' && isServerImport(declaration));
  const values = missing.filter((name) => !isType(name));
  const types = missing.filter(isType);
  return {
    name: (helper) => found.get(helper) ?? helper,
    imports: (fixer) => {
      const fixes: TSESLint.RuleFix[] = [];
      if (typeImport && types.length > 0) fixes.push(appendToList(sourceCode, typeImport.specifiers.at(-1)!, types, fixer));
      const added = [...values, ...(typeImport ? [] : types.map((name) => `type ${name}`))];
      if (added.length === 0) return fixes;
      if (valueImport) {
        fixes.push(appendToList(sourceCode, valueImport.specifiers.at(-1)!, added, fixer));
      } else {
        const { quote, semi } = layout;
        // Beside the file's `import type` of the SDK when it has one, so the module's imports stay together.
        fixes.push(fixer.insertTextAfter(typeImport ?? imports[imports.length - 1]!, `\nimport { ${added.join(', ')} } from ${quote}${module}${quote}${semi}`));
      }
      return fixes;
    },
  };
}
