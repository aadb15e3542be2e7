import { readFileSync } from 'node:fs';

interface PackageJson {
  name: string;
  version: string;
}

/**
 * The plugin's package.json. Found by walking up from this module, because the same code runs from `src/`
 * (tests) and from `dist/src/` (the published build).
 */
function readOwnPackageJson(): PackageJson {
  for (const relative of ['../package.json', '../../package.json']) {
    try {
      const parsed = JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as PackageJson;
      if (parsed.name === 'eslint-plugin-mcp') return parsed;
    } catch {
      // not at this level; try the next one up
    }
  }
  throw new Error('eslint-plugin-mcp: cannot find its own package.json');
}

export const packageMeta = readOwnPackageJson();
