import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { staticString } from '../ast/origin.js';
import { isV1Module, isV2Module } from './sdk.js';

/** The MCP protocol revision a file is written against. */
export type ProtocolEra = '2025-11-25' | '2026-07-28' | 'unknown';

const PROTOCOL_SETTING_VALUES = ['2025-11-25', '2026-07-28', 'auto'] as const;

// The import-derived era depends only on the file's text, so it is cached per AST; settings are applied per call.
const importedEraCache = new WeakMap<TSESTree.Program, ProtocolEra>();

/** Module specifiers of a top-level statement: `import`, `export ... from`, `import x = require()`, `const x = require()`. */
function moduleSpecifiers(statement: TSESTree.ProgramStatement): string[] {
  switch (statement.type) {
    case AST_NODE_TYPES.ImportDeclaration:
      return [statement.source.value];
    case AST_NODE_TYPES.ExportAllDeclaration:
      return [statement.source.value];
    case AST_NODE_TYPES.ExportNamedDeclaration:
      return statement.source ? [statement.source.value] : [];
    case AST_NODE_TYPES.TSImportEqualsDeclaration: {
      const reference = statement.moduleReference;
      const specifier = reference.type === AST_NODE_TYPES.TSExternalModuleReference ? staticString(reference.expression) : null;
      return specifier ? [specifier] : [];
    }
    case AST_NODE_TYPES.VariableDeclaration: {
      const specifiers: string[] = [];
      for (const declarator of statement.declarations) {
        const init = declarator.init;
        if (
          init?.type === AST_NODE_TYPES.CallExpression &&
          init.callee.type === AST_NODE_TYPES.Identifier &&
          init.callee.name === 'require'
        ) {
          const specifier = staticString(init.arguments[0]);
          if (specifier) specifiers.push(specifier);
        }
      }
      return specifiers;
    }
    default:
      return [];
  }
}

function importedEra(program: TSESTree.Program): ProtocolEra {
  const cached = importedEraCache.get(program);
  if (cached) return cached;
  let era: ProtocolEra = 'unknown';
  for (const statement of program.body) {
    for (const specifier of moduleSpecifiers(statement)) {
      if (isV2Module(specifier)) era = '2026-07-28';
      else if (isV1Module(specifier) && era === 'unknown') era = '2025-11-25';
    }
    // A v2 import decides: a file importing both SDKs is being migrated to (or serves) the new revision.
    if (era === '2026-07-28') break;
  }
  importedEraCache.set(program, era);
  return era;
}

/** Reads `settings.mcp.protocol`; throws a clear error for anything but the documented values. */
function protocolSetting(settings: TSESLint.SharedConfigurationSettings | undefined): (typeof PROTOCOL_SETTING_VALUES)[number] {
  const mcp: unknown = settings?.mcp;
  if (mcp === undefined || mcp === null) return 'auto';
  const value: unknown = typeof mcp === 'object' ? (mcp as Record<string, unknown>).protocol : undefined;
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
 * The protocol era of a file: `settings.mcp.protocol` when set to a revision, otherwise from its imports
 * (an MCP v2 module or re-exporter ⇒ 2026-07-28, `@modelcontextprotocol/sdk` ⇒ 2025-11-25, both ⇒ 2026-07-28).
 */
export function protocolEra(
  sourceCode: Readonly<TSESLint.SourceCode>,
  settings: TSESLint.SharedConfigurationSettings | undefined,
): ProtocolEra {
  const setting = protocolSetting(settings);
  if (setting !== 'auto') return setting;
  return importedEra(sourceCode.ast);
}
