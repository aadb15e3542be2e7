import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeProject } from '../cli/helpers.js';

// scripts/pack-manifest.mjs, run as npm's prepack and postpack would, on a copy (it edits the package.json
// next to its folder).

const MANIFEST = `{
  "name": "eslint-plugin-mcp",
  "version": "1.2.3",
  "scripts": {
    "build": "tsc -p tsconfig.build.json",
    "prepare": "node scripts/prepare.mjs",
    "prepack": "npm run build && node scripts/pack-manifest.mjs strip"
  }
}
`;

interface Manifest {
  scripts: Record<string, string>;
}

async function copyOfRepo(manifest: string): Promise<string> {
  const root = await makeProject({ 'package.json': manifest });
  await mkdir(join(root, 'scripts'));
  await copyFile(new URL('../../scripts/pack-manifest.mjs', import.meta.url), join(root, 'scripts', 'pack-manifest.mjs'));
  return root;
}

const run = (root: string, command: string): string =>
  execFileSync(process.execPath, ['scripts/pack-manifest.mjs', command], { cwd: root, encoding: 'utf8' });
const manifestOf = async (root: string): Promise<string> => readFile(join(root, 'package.json'), 'utf8');
const saved = (root: string): string => join(root, '.cache', 'package.json.prepack');

describe('scripts/pack-manifest.mjs', () => {
  it('strip leaves scripts.prepare out of package.json and nothing else', async () => {
    const root = await copyOfRepo(MANIFEST);
    run(root, 'strip');
    const stripped = JSON.parse(await manifestOf(root)) as Manifest;
    const original = JSON.parse(MANIFEST) as Manifest;
    delete original.scripts.prepare;
    expect(stripped).toEqual(original);
    expect(await readFile(saved(root), 'utf8')).toBe(MANIFEST);
  });

  it('restore puts back the original text, byte for byte', async () => {
    const root = await copyOfRepo(MANIFEST);
    run(root, 'strip');
    run(root, 'restore');
    expect(await manifestOf(root)).toBe(MANIFEST);
    expect(existsSync(saved(root))).toBe(false);
  });

  it('recovers the original when a pack died between strip and restore', async () => {
    const root = await copyOfRepo(MANIFEST);
    run(root, 'strip');
    run(root, 'strip');
    expect(await readFile(saved(root), 'utf8')).toBe(MANIFEST);
    run(root, 'restore');
    expect(await manifestOf(root)).toBe(MANIFEST);
  });

  it('leaves a package.json without prepare alone', async () => {
    const manifest = '{ "name": "x", "version": "1.0.0", "scripts": { "build": "tsc" } }\n';
    const root = await copyOfRepo(manifest);
    run(root, 'strip');
    expect(await manifestOf(root)).toBe(manifest);
    expect(existsSync(saved(root))).toBe(false);
    run(root, 'restore');
    expect(await manifestOf(root)).toBe(manifest);
  });

  it('rejects an unknown command with exit code 2', async () => {
    const root = await copyOfRepo(MANIFEST);
    expect(() => execFileSync(process.execPath, ['scripts/pack-manifest.mjs', 'bogus'], { cwd: root, stdio: 'pipe' })).toThrow(
      expect.objectContaining({ status: 2 }),
    );
    expect(await manifestOf(root)).toBe(MANIFEST);
  });
});
