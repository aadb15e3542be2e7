import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

/**
 * TypeScript itself, the instance typescript-eslint already loaded. Taken with `require`: an ESM `import` of
 * typescript.js (9 MB of CommonJS) makes Node scan it for named exports and keep about 10 MB more.
 */
export const typescript = createRequire(import.meta.url)('typescript') as typeof TypeScript;
