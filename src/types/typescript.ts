import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

const require = createRequire(import.meta.url);
let loaded: typeof TypeScript | undefined;

/**
 * TypeScript itself, the instance typescript-eslint already loaded, required at its first use: under ESLint the
 * parser has loaded it by then, and under oxlint, where nothing reads types, it is never loaded (a third of a
 * second of every run). Taken with `require`: an ESM `import` of typescript.js (9 MB of CommonJS) makes Node scan
 * it for named exports and keep about 10 MB more.
 */
export const typescript = new Proxy({} as typeof TypeScript, {
  get: (_target, key): unknown => Reflect.get((loaded ??= require('typescript') as typeof TypeScript), key),
});
