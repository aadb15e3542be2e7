/**
 * `settings.mcp.requestStateCodec`: the project's `requestState` codec, named for the resume suggestion of files that
 * show neither a codec nor the server (the rule doc's Suggestions, resume with the project's codec). JSON only:
 *
 *   "settings": { "mcp": { "requestStateCodec": { "file": "src/state.ts", "export": "codec", "hook": true } } }
 *
 * `file` is the module that exports it, relative to the working directory (the import is written relative to each
 * linted file), or `module` a specifier written as it is (`#state`, `@acme/mcp-state`); `export` its exported name;
 * `hook` whether every server of the project runs its `verify` as the `requestState: { verify }` hook (the handler
 * then gets the verified payload) or none has a hook (the handler verifies the raw string with it); `extension` how a
 * relative import of it ends (`".js"`, `".ts"`, `""`) in a file that has no other relative import to copy that from.
 *
 * Parsed here, below the fixes, because `hook: true` also tells `require-request-state-integrity` that every server
 * verifies state (src/mcp/request-state.ts); the resume's import of it is src/fixes/codec-setting.ts.
 */
import path from 'node:path';
import { mcpSettings } from './settings.js';

/** How a file writes the extension of its relative imports: as the emitted `.js`, as the source's `.ts`, or not at all. */
export type ExtensionStyle = 'js' | 'ts' | 'none';

const PREFIX = 'eslint-plugin-mcp: settings.mcp.requestStateCodec';
const EXAMPLE = '{ "file": "src/state.ts", "export": "codec", "hook": true }';
const KEYS = new Set(['file', 'module', 'export', 'hook', 'extension']);
const EXTENSIONS: ReadonlyMap<string, ExtensionStyle> = new Map<string, ExtensionStyle>([['.js', 'js'], ['.ts', 'ts'], ['', 'none']]);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** What an import's specifier may hold as the suggestion writes it, between single quotes. */
const SPECIFIER = /^[^'"`\s\\]+$/;

/** Where the project's codec is, as the setting says. */
export interface CodecSetting {
  /** The module's path relative to the working directory, or null when it is named by `module`. */
  readonly file: string | null;
  /** A specifier written as it is, or null when the module is named by `file`. */
  readonly module: string | null;
  readonly exportName: string;
  /** Whether the servers verify state with its `verify` as their `requestState.verify` hook. */
  readonly hook: boolean;
  /** How a file without relative imports of its own writes the import's extension; null when the setting does not say. */
  readonly extension: ExtensionStyle | null;
}

const parsed = new WeakMap<object, CodecSetting | null>();

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value) ?? typeof value;
}

function nonEmptyString(value: unknown, key: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${PREFIX}.${key} must be a non-empty string; got ${describe(value)}.`);
  return value;
}

function parse(value: unknown): CodecSetting | null {
  if (value === undefined) return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`${PREFIX} must be an object like ${EXAMPLE}; got ${describe(value)}.`);
  const entry = value as Record<string, unknown>;
  for (const key of Object.keys(entry)) {
    if (!KEYS.has(key)) throw new Error(`${PREFIX}.${key} is not a known key; the setting has "file" or "module", "export" and "hook", like ${EXAMPLE}.`);
  }
  const file = nonEmptyString(entry['file'], 'file');
  const module = nonEmptyString(entry['module'], 'module');
  if ((file === null) === (module === null)) {
    throw new Error(`${PREFIX} needs exactly one of "file" (the codec's module, relative to the working directory) and "module" (a specifier written as it is), like ${EXAMPLE}.`);
  }
  if (file !== null && (path.isAbsolute(file) || !/\.[cm]?[jt]sx?$/.test(file))) {
    throw new Error(`${PREFIX}.file must be the path of a .ts or .js module relative to the working directory, such as "src/state.ts"; got ${describe(file)}.`);
  }
  const written = file ?? module!;
  if (!SPECIFIER.test(written)) throw new Error(`${PREFIX}.${file === null ? 'module' : 'file'} must be a module path without quotes, spaces or backslashes; got ${describe(written)}.`);
  if (module !== null && module.startsWith('.')) {
    throw new Error(`${PREFIX}.module is written into every file as it is, so it cannot be relative; got ${describe(module)}. Give the path in "file" instead.`);
  }
  const exportName = nonEmptyString(entry['export'], 'export');
  if (exportName === null || !IDENTIFIER.test(exportName) || exportName === 'default') {
    throw new Error(`${PREFIX}.export must be the name the module exports the codec under (a named export, such as "codec"); got ${describe(entry['export'])}.`);
  }
  const hook = entry['hook'];
  if (typeof hook !== 'boolean') {
    throw new Error(
      `${PREFIX}.hook must be true (every server verifies state with this codec as its \`requestState: { verify }\` hook) or false (no server has a hook: handlers verify the raw string with it); got ${describe(hook)}.`,
    );
  }
  const extension = entry['extension'];
  if (extension !== undefined && (typeof extension !== 'string' || !EXTENSIONS.has(extension))) {
    throw new Error(`${PREFIX}.extension must be ".js", ".ts" or "" (how a relative import of the codec ends in a file with no other relative import); got ${describe(extension)}.`);
  }
  return { file, module, exportName, hook, extension: extension === undefined ? null : EXTENSIONS.get(extension)! };
}

/** Parses `settings.mcp.requestStateCodec` out of a rule context's whole `settings` object, once per settings object; throws naming the key. */
export function parseCodecSetting(settings: unknown): CodecSetting | null {
  const mcp = mcpSettings(settings);
  if (!mcp) return null;
  if (parsed.has(mcp)) return parsed.get(mcp)!;
  const setting = parse(mcp['requestStateCodec']);
  parsed.set(mcp, setting);
  return setting;
}
