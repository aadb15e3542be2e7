import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { typescript } from '../types/typescript.js';

/** Project references followed from a solution tsconfig.json (`"files": [], "references": [...]`). */
const MAX_REFERENCE_DEPTH = 2;

/**
 * The folders from `start` up to the git root (the folder holding `.git`); outside a repository, up to `cwd` when
 * `start` is inside it, else just `start`.
 */
function foldersUpToGitRoot(start: string, cwd: string): string[] {
  const folders: string[] = [];
  for (let folder = start; ; folder = dirname(folder)) {
    folders.push(folder);
    if (existsSync(join(folder, '.git'))) return folders;
    if (dirname(folder) === folder) break;
  }
  const insideCwd = folders.indexOf(cwd);
  return insideCwd >= 0 ? folders.slice(0, insideCwd + 1) : [start];
}

/** The files a tsconfig.json gives TypeScript (its own and its references'), or none when it cannot be read. */
function projectFiles(configPath: string, depth = 0): string[] {
  const read = typescript.readConfigFile(configPath, (path) => typescript.sys.readFile(path));
  if (read.error) return [];
  const parsed = typescript.parseJsonConfigFileContent(read.config, typescript.sys, dirname(configPath), undefined, configPath);
  const files = parsed.fileNames.map((file) => resolve(file));
  if (depth >= MAX_REFERENCE_DEPTH) return files;
  for (const reference of parsed.projectReferences ?? []) {
    files.push(...projectFiles(typescript.resolveProjectReferencePath(reference), depth + 1));
  }
  return files;
}

function includes(files: readonly string[], linted: string, isFolder: boolean): boolean {
  const prefix = linted.endsWith(sep) ? linted : linted + sep;
  return files.some((file) => (isFolder ? file.startsWith(prefix) : file === linted));
}

/**
 * The tsconfig.json that `mcp-lint` without a flag takes types from: the nearest one above a linted path (up to
 * the git root) that includes files under it. Null when no linted path has one; globs are not looked into.
 */
export function typeCheckedProject(cwd: string, paths: readonly string[]): string | null {
  for (const path of paths) {
    const linted = resolve(cwd, path);
    let isFolder: boolean;
    try {
      isFolder = statSync(linted).isDirectory();
    } catch {
      continue;
    }
    for (const folder of foldersUpToGitRoot(isFolder ? linted : dirname(linted), resolve(cwd))) {
      const config = join(folder, 'tsconfig.json');
      if (existsSync(config) && includes(projectFiles(config), linted, isFolder)) return config;
    }
  }
  return null;
}
