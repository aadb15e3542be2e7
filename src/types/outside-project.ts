import type { TSESTree } from '@typescript-eslint/utils';

/**
 * The files the type-checked parser (src/types/parser.ts) read without a program because no tsconfig.json includes
 * them, by their AST. Apart from the parser, so that the rules ask without loading it (oxlint never does).
 */
const parsedOutsideProject = new WeakSet<TSESTree.Program>();

/** Whether a file was let through without a program (the rules then run untyped instead of failing). */
export function isParsedOutsideProject(ast: TSESTree.Program): boolean {
  return parsedOutsideProject.has(ast);
}

export function markParsedOutsideProject(ast: TSESTree.Program): void {
  parsedOutsideProject.add(ast);
}
