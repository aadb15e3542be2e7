import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { importedName, memberName, propertyKeyName, staticString } from '../ast/origin.js';
import type { SourceCode } from '../ast/types.js';
import type { ProtocolRevision } from './frameworks/types.js';
import { registrationEra } from './handlers.js';
import { isV1Module, isV2Module } from './sdk.js';
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

/** True when a namespace-like binding is read for a server class (`sdk.McpServer`, `new mcp.Server(...)`). */
function readsServerClass(declarer: TSESTree.Node, sourceCode: SourceCode): boolean {
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
        if (specifier.type !== AST_NODE_TYPES.ImportSpecifier) return readsServerClass(specifier, sourceCode);
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
      return module ? [{ module, serverClass: readsServerClass(statement, sourceCode) }] : [];
    }
    case AST_NODE_TYPES.VariableDeclaration:
      return statement.declarations.flatMap((declarator) => {
        const module = requiredModule(declarator.init);
        if (!module) return [];
        const id = declarator.id;
        const serverClass =
          id.type === AST_NODE_TYPES.ObjectPattern
            ? id.properties.some((property) => property.type === AST_NODE_TYPES.Property && SERVER_CLASSES.has(propertyKeyName(property) ?? ''))
            : readsServerClass(declarator, sourceCode);
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

/**
 * Where the file's servers and handlers come from: the module of its server class (`McpServer`, `Server`),
 * whatever helpers it imports from elsewhere (an SDK v1 server served through a framework that also re-exports
 * v2 is 2025-era code); else its MCP imports; else a registration shape that exists for one revision only
 * (an xmcp tool file needs no import at all).
 */
function fileEra(sourceCode: SourceCode): ProtocolEra {
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
