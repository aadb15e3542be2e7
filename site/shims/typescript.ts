/**
 * src/types/typescript.ts for the browser bundle: the same TypeScript instance typescript-estree bundles,
 * imported rather than taken with Node's `createRequire`.
 */
import * as TypeScript from 'typescript';

export const typescript = TypeScript;
