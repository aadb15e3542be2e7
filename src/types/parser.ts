/**
 * The parser of the `*-type-checked` configs: @typescript-eslint/parser, except that JavaScript files and
 * `eslint.config.*` that no tsconfig.json includes are parsed without a program instead of stopping the run with
 * "was not found by the project service". typescript-eslint's `allowDefaultProject` lets such files through the
 * same way; here they are linted without types (as the untyped configs lint them), so the README's two lines of
 * parser options are the whole set-up. TypeScript files outside every tsconfig.json still stop the run: that is
 * a set-up to fix, not a file to skip.
 */
import tsParser from '@typescript-eslint/parser';
import { markParsedOutsideProject } from './outside-project.js';

type ParserOptions = Parameters<typeof tsParser.parseForESLint>[1];

/** Files the config lets through without a program: JavaScript, and ESLint's own config in any language. */
const LET_THROUGH = /(?:\.[cm]?jsx?|(?:^|[\\/])eslint\.config\.[cm]?ts)$/u;
/** typescript-estree's error for a file the project service has no tsconfig.json for. */
const OUTSIDE_PROJECT = /was not found by the project service/u;

function parseForESLint(code: string, options?: ParserOptions): ReturnType<typeof tsParser.parseForESLint> {
  try {
    return tsParser.parseForESLint(code, options);
  } catch (error) {
    const filePath = options?.filePath ?? '';
    if (!options?.projectService || !LET_THROUGH.test(filePath) || !(error instanceof Error) || !OUTSIDE_PROJECT.test(error.message)) throw error;
    const parsed = tsParser.parseForESLint(code, { ...options, projectService: false, project: undefined });
    markParsedOutsideProject(parsed.ast);
    return parsed;
  }
}

export const typeCheckedParser = {
  meta: { name: 'eslint-plugin-mcp/type-checked-parser', version: tsParser.meta?.version },
  parseForESLint,
};
