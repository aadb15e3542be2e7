/**
 * The codec `settings.mcp.requestStateCodec` names (parsed by src/mcp/codec-setting.ts), as a module the resume
 * suggestion can import from a linted file.
 */
import path from 'node:path';
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { importedName } from '../ast/origin.js';
import type { CodecSetting } from '../mcp/codec-setting.js';
import type { CodecModule } from './codec.js';

const CODE_EXTENSION = /\.[cm]?[jt]sx?$/;

/** A module path without its code extension or a trailing `/index`: what `./state`, `./state.js` and `./state/index.ts` name alike. */
function moduleKey(file: string): string {
  return file.replace(/\\/g, '/').replace(CODE_EXTENSION, '').replace(/\/index$/, '');
}

/**
 * The setting's codec as a module the resume can import from a linted file: `names` tells an import of it (the same
 * specifier for `module`; for `file`, a relative specifier that resolves to it, with or without its extension), and
 * `denotes` a binding imported from it under the exported name.
 */
export function settingCodecModule(setting: CodecSetting, cwd: string, importer: string): CodecModule {
  const target = setting.file === null ? null : path.resolve(cwd, setting.file);
  const names = (specifier: TSESTree.StringLiteral): boolean => {
    if (setting.module !== null) return specifier.value === setting.module;
    if (!specifier.value.startsWith('.')) return false;
    return moduleKey(path.resolve(path.dirname(importer), specifier.value)) === moduleKey(target!);
  };
  return {
    exportName: setting.exportName,
    fileName: target ?? '',
    importer,
    // Without types the resolution is unknown: the extension is copied from the file's other relative imports.
    nodeResolution: null,
    extension: setting.extension,
    specifier: setting.module,
    names,
    denotes: (identifier) => {
      const specifier = identifier.parent;
      return specifier?.type === AST_NODE_TYPES.ImportSpecifier && specifier.local === identifier && specifier.importKind !== 'type' &&
        importedName(specifier) === setting.exportName && specifier.parent.type === AST_NODE_TYPES.ImportDeclaration &&
        specifier.parent.importKind !== 'type' && names(specifier.parent.source);
    },
  };
}
