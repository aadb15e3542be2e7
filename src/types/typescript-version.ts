import { createRequire } from 'node:module';
import { join } from 'node:path';
import { typescript } from './typescript.js';

/**
 * typescript-eslint 8 supports TypeScript `>=4.8.4 <6.1.0` (typescript-estree's `SUPPORTED_TYPESCRIPT_VERSIONS`);
 * TypeScript 7 has no JavaScript compiler API for it to build a program with. The type-checked layer rests on that
 * program, so on a newer TypeScript it stops with one error instead of running on a compiler it was not built for.
 */
export function isSupportedTypeScript(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map((part) => Number.parseInt(part, 10));
  return major < 6 || (major === 6 && minor < 1);
}

/** The version of the `typescript` package a project folder resolves, or undefined when it resolves none. */
export function projectTypeScriptVersion(folder: string): string | undefined {
  try {
    return (createRequire(join(folder, 'package.json'))('typescript/package.json') as { version: string }).version;
  } catch {
    return undefined;
  }
}

/**
 * Throws the one error that says what to do when the project at `folder` (or, when it has none, the TypeScript
 * loaded here) is newer than typescript-eslint supports. The untyped configs never ask.
 */
export function checkTypeScriptForTypes(folder: string, version = projectTypeScriptVersion(folder) ?? typescript.version): void {
  if (isSupportedTypeScript(version)) return;
  throw new Error(
    `eslint-plugin-mcp: the type-checked configs need TypeScript older than 6.1 (typescript-eslint 8 supports >=4.8.4 <6.1.0), ` +
      `but ${folder} has TypeScript ${version}. Use mcp.configs.recommended or mcp.configs.strict (without types; ` +
      'mcp-lint without --type-checked) until typescript-eslint supports it, or lint with typescript@6.0 installed in the project.',
  );
}
