import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Build output and tool caches that hold generated JavaScript: linting it would report each mistake twice, at
 * the source and in the bundle. ESLint itself already skips `node_modules` and `.git`.
 */
export const BUILD_OUTPUT_IGNORES = [
  '**/dist/',
  '**/build/',
  '**/out/',
  '**/coverage/',
  '**/.next/',
  '**/.nuxt/',
  '**/.output/',
  '**/.svelte-kit/',
  '**/.vercel/',
  '**/.wrangler/',
  '**/.turbo/',
  '**/.cache/',
];

/**
 * One `.gitignore` line as a flat-config ignore pattern (minimatch, relative to the config's base path), or
 * undefined for blank lines and comments. Git anchors a pattern that has a slash before its last character to
 * the `.gitignore`'s folder and matches any other at every depth; a trailing slash means folders only, which
 * flat-config ignores also understand.
 */
export function gitignoreLineToPattern(line: string): string | undefined {
  const trimmed = line.replace(/(?<!\\)\s+$/u, '');
  if (trimmed === '' || trimmed.startsWith('#')) return undefined;
  const negated = trimmed.startsWith('!');
  let pattern = negated ? trimmed.slice(1) : trimmed;
  const slash = pattern.indexOf('/');
  const anchored = slash !== -1 && slash !== pattern.length - 1;
  if (pattern.startsWith('/')) pattern = pattern.slice(1);
  // Braces and parentheses are literal in git but syntax (expansion, extglob) in minimatch.
  pattern = pattern.replace(/[{}()]/gu, '\\$&');
  if (!anchored && !pattern.startsWith('**/')) pattern = `**/${pattern}`;
  return (negated ? '!' : '') + pattern;
}

/** The patterns of `<cwd>/.gitignore`; none when there is no such file. */
export async function readGitignorePatterns(cwd: string): Promise<string[]> {
  let text: string;
  try {
    text = await readFile(join(cwd, '.gitignore'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text.split(/\r?\n/u).flatMap((line) => gitignoreLineToPattern(line) ?? []);
}
