import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { functionCalls } from '../ast/calls.js';
import { enclosingFunction, type FunctionNode } from '../ast/functions.js';
import { findVariable, importedName, memberName, propertyKeyName, resolveOrigin, skipTransparent, staticString } from '../ast/origin.js';
import { enclosingConditions } from '../ast/statements.js';
import type { SourceCode } from '../ast/types.js';
import type { ProtocolRevision } from './frameworks/types.js';
import { registrationEra } from './handlers.js';
import { isMcpModule, isV1Module, isV2Module, V1_MODULES, V2_MODULES } from './sdk.js';
import { mcpSettings } from './settings.js';

/** The MCP protocol revision a file is written against. */
export type ProtocolEra = ProtocolRevision | 'unknown';

const PROTOCOL_SETTING_VALUES = ['2025-11-25', '2026-07-28', 'auto'] as const;

/** The SDKs' server classes: where a file's server comes from says which revision its handlers serve. */
const SERVER_CLASSES = new Set(['McpServer', 'Server']);

// The era without settings depends only on the file, so it is cached per AST; settings are applied per call.
const fileEraCache = new WeakMap<TSESTree.Program, ProtocolEra>();

/** A module a top-level statement imports, re-exports or requires, and whether the file takes a server class from it. */
interface ModuleUse {
  module: string;
  serverClass: boolean;
}

/** True when a namespace-like binding of an SDK module is read for a server class (`sdk.McpServer`, `new mcp.Server(...)`). */
function readsServerClass(declarer: TSESTree.Node, module: string, sourceCode: SourceCode): boolean {
  // Only an SDK's server class says the era: no scopes for other modules' bindings (under oxlint they are built on demand).
  if (moduleEra(module) === null) return false;
  return sourceCode.getDeclaredVariables(declarer).some((variable) =>
    variable.references.some((reference) => {
      const parent = reference.identifier.parent;
      if (parent?.type === AST_NODE_TYPES.TSQualifiedName) return parent.left === reference.identifier && SERVER_CLASSES.has(parent.right.name);
      return parent?.type === AST_NODE_TYPES.MemberExpression && parent.object === reference.identifier && SERVER_CLASSES.has(memberName(parent) ?? '');
    }),
  );
}

function requiredModule(init: TSESTree.Expression | null): string | null {
  if (init?.type !== AST_NODE_TYPES.CallExpression || init.callee.type !== AST_NODE_TYPES.Identifier || init.callee.name !== 'require') return null;
  return staticString(init.arguments[0]);
}

/** The modules of a top-level statement: `import`, `export ... from`, `import x = require()`, `const x = require()`. */
function moduleUses(statement: TSESTree.ProgramStatement, sourceCode: SourceCode): ModuleUse[] {
  switch (statement.type) {
    case AST_NODE_TYPES.ImportDeclaration: {
      const serverClass = statement.specifiers.some((specifier) => {
        if (specifier.type !== AST_NODE_TYPES.ImportSpecifier) return readsServerClass(specifier, statement.source.value, sourceCode);
        return SERVER_CLASSES.has(importedName(specifier));
      });
      return [{ module: statement.source.value, serverClass }];
    }
    case AST_NODE_TYPES.ExportAllDeclaration:
      return [{ module: statement.source.value, serverClass: false }];
    case AST_NODE_TYPES.ExportNamedDeclaration:
      return statement.source ? [{ module: statement.source.value, serverClass: false }] : [];
    case AST_NODE_TYPES.TSImportEqualsDeclaration: {
      const reference = statement.moduleReference;
      const module = reference.type === AST_NODE_TYPES.TSExternalModuleReference ? staticString(reference.expression) : null;
      return module ? [{ module, serverClass: readsServerClass(statement, module, sourceCode) }] : [];
    }
    case AST_NODE_TYPES.VariableDeclaration:
      return statement.declarations.flatMap((declarator) => {
        const module = requiredModule(declarator.init);
        if (!module) return [];
        const id = declarator.id;
        const serverClass =
          id.type === AST_NODE_TYPES.ObjectPattern
            ? id.properties.some((property) => property.type === AST_NODE_TYPES.Property && SERVER_CLASSES.has(propertyKeyName(property) ?? ''))
            : readsServerClass(declarator, module, sourceCode);
        return [{ module, serverClass }];
      });
    default:
      return [];
  }
}

/** The revision a module serves: SDK v2 and its re-exporters 2026-07-28, SDK v1 2025-11-25. */
export function moduleEra(module: string): ProtocolRevision | null {
  if (isV2Module(module)) return '2026-07-28';
  return isV1Module(module) ? '2025-11-25' : null;
}

/** 2026-07-28 when any says so (a file with both is being migrated to, or also serves, the new revision). */
export function newest(eras: Iterable<ProtocolRevision | null>): ProtocolRevision | null {
  let found: ProtocolRevision | null = null;
  for (const era of eras) {
    if (era === '2026-07-28') return era;
    found ??= era;
  }
  return found;
}

/** The modules whose imports say a file's era (`moduleEra`). */
const ERA_MODULES = [...V2_MODULES, ...V1_MODULES];

/**
 * Where the file's servers and handlers come from: the module of its server class (`McpServer`, `Server`),
 * whatever helpers it imports from elsewhere (an SDK v1 server served through a framework that also re-exports
 * v2 is 2025-era code); else its MCP imports; else a registration shape that exists for one revision only
 * (an xmcp tool file needs no import at all).
 */
function fileEra(sourceCode: SourceCode): ProtocolEra {
  // An import that says the era names an SDK module: without one in the text, the imports are not read (under
  // oxlint, reading them builds the file's AST in JavaScript, and its scopes for `readsServerClass`).
  const text = sourceCode.text;
  if (!ERA_MODULES.some((module) => text.includes(module))) return registrationEra(sourceCode) ?? 'unknown';
  const program = sourceCode.ast;
  const cached = fileEraCache.get(program);
  if (cached) return cached;
  const uses = program.body.flatMap((statement) => moduleUses(statement, sourceCode));
  const era =
    newest(uses.filter((use) => use.serverClass).map((use) => moduleEra(use.module))) ??
    newest(uses.map((use) => moduleEra(use.module))) ??
    registrationEra(sourceCode) ??
    'unknown';
  fileEraCache.set(program, era);
  return era;
}

/** Reads `settings.mcp.protocol`; throws a clear error for anything but the documented values. */
function protocolSetting(settings: TSESLint.SharedConfigurationSettings | undefined): (typeof PROTOCOL_SETTING_VALUES)[number] {
  const value = mcpSettings(settings)?.['protocol'];
  if (value === undefined) return 'auto';
  const allowed: readonly unknown[] = PROTOCOL_SETTING_VALUES;
  if (!allowed.includes(value)) {
    throw new Error(
      `eslint-plugin-mcp: settings.mcp.protocol must be one of ${PROTOCOL_SETTING_VALUES.map((v) => `'${v}'`).join(', ')}; got ${JSON.stringify(value)}.`,
    );
  }
  return value as (typeof PROTOCOL_SETTING_VALUES)[number];
}

/**
 * The protocol era of a file: `settings.mcp.protocol` when set to a revision, otherwise from where its server
 * comes from (the module of `McpServer` / `Server`), then its other MCP imports (an SDK v2 module or re-exporter
 * ⇒ 2026-07-28, `@modelcontextprotocol/sdk` ⇒ 2025-11-25, both ⇒ 2026-07-28), then registration shapes of one
 * revision (xmcp tools).
 */
export function protocolEra(sourceCode: SourceCode, settings: TSESLint.SharedConfigurationSettings | undefined): ProtocolEra {
  const setting = protocolSetting(settings);
  if (setting !== 'auto') return setting;
  return fileEra(sourceCode);
}

/** The revision string a 2026-era request negotiates; earlier dates are 2025-era revisions. */
const MODERN_REVISION = '2026-07-28';
const REVISION = /^\d{4}-\d{2}-\d{2}$/;
const MAX_ERA_ALIAS_DEPTH = 4;

type RequestEra = 'legacy' | 'modern';
const other = (era: RequestEra): RequestEra => (era === 'legacy' ? 'modern' : 'legacy');

/** What a value compared with a string says: the SDK's request era (`reqCtx.era`, `era`) or a negotiated revision. */
function comparedSubject(node: TSESTree.Node): 'era' | 'revision' | null {
  const inner = skipTransparent(node);
  const name =
    inner.type === AST_NODE_TYPES.Identifier ? inner.name : inner.type === AST_NODE_TYPES.MemberExpression ? memberName(inner) : null;
  if (name === 'era') return 'era';
  if (name === 'protocolVersion') return 'revision';
  if (inner.type === AST_NODE_TYPES.CallExpression && inner.callee.type === AST_NODE_TYPES.MemberExpression) {
    return memberName(inner.callee) === 'getNegotiatedProtocolVersion' ? 'revision' : null;
  }
  return null;
}

const FLIPPED: Readonly<Record<string, string>> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '===': '===', '!==': '!==', '==': '==', '!=': '!=' };
const NEGATED: Readonly<Record<string, string>> = { '<': '>=', '<=': '>', '>': '<=', '>=': '<', '===': '!==', '!==': '===', '==': '!=', '!=': '==' };

/** The era a comparison of an era or revision with a string literal confines requests to, when it holds (or fails, `holds` false). */
function comparisonEra(test: TSESTree.BinaryExpression, holds: boolean): RequestEra | null {
  const leftLiteral = staticString(test.left);
  const subject = leftLiteral === null ? test.left : test.right;
  const literal = leftLiteral ?? staticString(test.right);
  if (literal === null) return null;
  // As `subject op literal`, then as the comparison that is true where the code runs.
  const written = leftLiteral === null ? test.operator : FLIPPED[test.operator];
  const operator = written && (holds ? written : NEGATED[written]);
  if (!operator) return null;
  const equal = operator === '===' || operator === '==';
  const unequal = operator === '!==' || operator === '!=';
  switch (comparedSubject(subject)) {
    case 'era':
      if (literal !== 'legacy' && literal !== 'modern') return null;
      return equal ? literal : unequal ? other(literal) : null;
    case 'revision': {
      if (!REVISION.test(literal)) return null;
      if (equal) return literal < MODERN_REVISION ? 'legacy' : 'modern';
      // `!== '2026-07-28'`: a handler's request has negotiated some revision, and it is not the new one.
      if (unequal) return literal === MODERN_REVISION ? 'legacy' : null;
      if ((operator === '<' && literal <= MODERN_REVISION) || (operator === '<=' && literal < MODERN_REVISION)) return 'legacy';
      return (operator === '>=' || operator === '>') && literal >= MODERN_REVISION ? 'modern' : null;
    }
    default:
      return null;
  }
}

/**
 * The request era a test confines the code under it to, given which way it went: `reqCtx.era === 'legacy'` (the
 * SDK's `McpRequestContext`), a negotiated revision compared with a 2025 one (`getNegotiatedProtocolVersion()`,
 * a `protocolVersion`), the SDK's `isLegacyRequest(request)`, through `!`, `&&` / `||` and `const` aliases.
 */
function testEra(test: TSESTree.Node, holds: boolean, sourceCode: SourceCode, depth: number): RequestEra | null {
  const inner = skipTransparent(test);
  switch (inner.type) {
    case AST_NODE_TYPES.AwaitExpression:
      return testEra(inner.argument, holds, sourceCode, depth);
    case AST_NODE_TYPES.UnaryExpression:
      return inner.operator === '!' ? testEra(inner.argument, !holds, sourceCode, depth) : null;
    case AST_NODE_TYPES.LogicalExpression:
      // Both sides are known only when `a && b` holds or `a || b` fails.
      if ((inner.operator === '&&' && holds) || (inner.operator === '||' && !holds)) {
        return testEra(inner.left, holds, sourceCode, depth) ?? testEra(inner.right, holds, sourceCode, depth);
      }
      return null;
    case AST_NODE_TYPES.BinaryExpression:
      return comparisonEra(inner, holds);
    case AST_NODE_TYPES.CallExpression: {
      const origin = resolveOrigin(inner.callee, sourceCode.getScope(inner));
      const name = origin.name === '*' ? origin.path[0] : origin.name;
      const sdk = origin.root === 'import' && origin.module !== null && isMcpModule(origin.module);
      return sdk && name === 'isLegacyRequest' ? (holds ? 'legacy' : 'modern') : null;
    }
    case AST_NODE_TYPES.Identifier: {
      // `const legacy = reqCtx.era === 'legacy'; if (legacy) ...`
      const variable = findVariable(sourceCode.getScope(inner), inner.name);
      const def = variable?.defs[0];
      if (depth >= MAX_ERA_ALIAS_DEPTH || !variable || variable.defs.length !== 1 || def?.type !== 'Variable' || def.parent.kind !== 'const') return null;
      return def.node.init && def.node.id === def.name ? testEra(def.node.init, holds, sourceCode, depth + 1) : null;
    }
    default:
      return null;
  }
}

/** True when the tests around `node` (up to the module, through the functions holding it) confine it to 2025-era requests. */
function underLegacyTest(node: TSESTree.Node, sourceCode: SourceCode): boolean {
  for (const { test, holds } of enclosingConditions(node, true)) {
    if (holds !== null && testEra(test, holds, sourceCode, 0) === 'legacy') return true;
  }
  return false;
}

/**
 * True when `node` runs only for 2025-era requests: under a test of the request's era (see `testEra`), in a
 * handler registered under one (a factory that registers a tool only for `reqCtx.era === 'legacy'`), or in a
 * same-file function that is only called from such code. Dual-era servers keep their push-style requests there.
 */
export function runsOnlyForLegacyRequests(node: TSESTree.Node, sourceCode: SourceCode, seen = new Set<FunctionNode>()): boolean {
  if (underLegacyTest(node, sourceCode)) return true;
  for (let fn = enclosingFunction(node); fn; fn = enclosingFunction(fn)) {
    if (seen.has(fn)) return false;
    seen.add(fn);
    const calls = functionCalls(fn, sourceCode);
    if (calls && calls.length > 0 && calls.every((call) => runsOnlyForLegacyRequests(call, sourceCode, seen))) return true;
  }
  return false;
}
