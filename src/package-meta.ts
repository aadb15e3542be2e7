import { readFileSync } from 'node:fs';

interface PackageJson {
  name: string;
  version: string;
}

/**
 * The plugin's package.json. Found by walking up from this module, because the same code runs from `src/`
 * (tests) and from `dist/src/` (the published build).
 */
function readOwnPackageJson(): { manifest: PackageJson; root: URL } {
  for (const relative of ['../package.json', '../../package.json']) {
    try {
      const url = new URL(relative, import.meta.url);
      const parsed = JSON.parse(readFileSync(url, 'utf8')) as PackageJson;
      if (parsed.name === 'eslint-plugin-mcp') return { manifest: parsed, root: new URL('./', url) };
    } catch {
      // not at this level; try the next one up
    }
  }
  throw new Error('eslint-plugin-mcp: cannot find its own package.json');
}

const own = readOwnPackageJson();

export const packageMeta = own.manifest;

/** The package's folder, where `oxlint/` and `dist/` are. */
export const packageRoot = own.root;
