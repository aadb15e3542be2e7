import { execFileSync, spawnSync } from 'node:child_process';
import { copyFile, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SarifLog } from '../../src/cli/sarif.js';
import { makeProject, payServer } from '../cli/helpers.js';
import { sarifSchemaErrors } from '../cli/sarif-schema.js';

// The package as a user gets it: `npm pack` of this working tree, then a new ESLint project installs the
// tarball from the npm registry's dependencies. Needs the registry (as `npm ci` does); npm's cache makes it
// quick after the first run. Not in `npm run test:quick`.

const repo = fileURLToPath(new URL('../../', import.meta.url));
const eslintVersion = (createRequire(import.meta.url)('eslint/package.json') as { version: string }).version;
const oxlintVersion = (createRequire(import.meta.url)('oxlint/package.json') as { version: string }).version;

/** The README's `.oxlintrc.json`, as a user copies it: the json block of its "oxlint" section. */
async function readmeOxlintConfig(): Promise<string> {
  const readme = await readFile(join(repo, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('\n### oxlint\n'));
  return /```json\n(?<config>[^`]+)```/u.exec(section)!.groups!['config']!;
}
const SLOW = 600_000;


function npm(args: readonly string[], cwd: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

interface DependencyTree {
  version?: string;
  dependencies?: Record<string, DependencyTree>;
}

/** Every version of `name` anywhere in an `npm ls --all --json` tree. */
function versionsOf(tree: DependencyTree, name: string, found = new Set<string>()): Set<string> {
  for (const [dependency, node] of Object.entries(tree.dependencies ?? {})) {
    if (dependency === name && node.version) found.add(node.version);
    versionsOf(node, name, found);
  }
  return found;
}

describe('the packed package in a new ESLint project', () => {
  let packStdout: string;
  let tarball: string;
  let consumer: string;
  let installOutput: string;

  beforeAll(async () => {
    // This working tree's tracked files, as `npm pack` in a clone sees them; dependencies from this checkout.
    const copy = await makeProject({});
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repo, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(join(repo, file))) continue;
      await mkdir(dirname(join(copy, file)), { recursive: true });
      await copyFile(join(repo, file), join(copy, file));
    }
    await symlink(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const pack = npm(['pack', '--pack-destination', copy], copy);
    expect(pack.status, pack.stderr).toBe(0);
    packStdout = pack.stdout;
    const { version } = JSON.parse(await readFile(join(repo, 'package.json'), 'utf8')) as { version: string };
    tarball = join(copy, `eslint-plugin-mcp-${version}.tgz`);

    consumer = await makeProject({
      'package.json': '{ "name": "consumer", "version": "1.0.0", "private": true }\n',
      'eslint.config.mjs': "import mcp from 'eslint-plugin-mcp';\n\nexport default [mcp.configs.recommended, { rules: { 'no-undef': 'error' } }];\n",
      'src/server.cjs': payServer('pay.cjs'),
      'src/stripe.cjs': "module.exports = { paymentIntents: { create: async () => ({}) } };\n",
    });
    const install = npm(['install', '--save-dev', '--no-audit', '--no-fund', '--prefer-offline', `eslint@${eslintVersion}`, `oxlint@${oxlintVersion}`, tarball], consumer);
    expect(install.status, install.stderr).toBe(0);
    installOutput = install.stdout + install.stderr;
  }, SLOW);

  it('prints only the tarball name on stdout when it packs, which pre-commit before 4.6.1 reads', () => {
    expect(packStdout).toBe(`${basename(tarball)}\n`);
  });

  it('ships dist/, bin/ and the docs, and a package.json without prepare', async () => {
    const files = spawnSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).stdout.split('\n');
    expect(files).toEqual(expect.arrayContaining(['package/dist/src/index.js', 'package/bin/mcp-lint.js', 'package/README.md', 'package/CHANGELOG.md']));
    expect(files.filter((file) => /^package\/(src|rules|tests|scripts)\//u.test(file))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(consumer, 'node_modules', 'eslint-plugin-mcp', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.prepare).toBeUndefined();
  });

  it('installs with no install-script warning', () => {
    expect(installOutput).not.toMatch(/install-scripts|eslint-plugin-mcp/u);
  });

  it('leaves a tree that npm ls accepts, with one ESLint', () => {
    const ls = npm(['ls', '--all', '--json'], consumer);
    expect(ls.status, ls.stderr).toBe(0);
    expect([...versionsOf(JSON.parse(ls.stdout) as DependencyTree, 'eslint')]).toEqual([eslintVersion]);
  });

  it('lints a CommonJS server with no-undef on: only the plugin reports', () => {
    const eslint = spawnSync(process.execPath, [join(consumer, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--format', 'json', 'src'], {
      cwd: consumer,
      encoding: 'utf8',
    });
    const results = JSON.parse(eslint.stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string; line: number }> }>;
    expect(results.map((result) => [result.filePath.slice(consumer.length + 1), result.messages.map((message) => [message.ruleId, message.line])])).toEqual([
      ['src/server.cjs', [['mcp/no-side-effect-before-input-required', 6]]],
      ['src/stripe.cjs', []],
    ]);
  });

  it('runs mcp-lint from node_modules/.bin and writes a valid SARIF log', () => {
    const run = spawnSync(join(consumer, 'node_modules', '.bin', 'mcp-lint'), ['--format', 'sarif'], { cwd: consumer, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(1);
    const log = JSON.parse(run.stdout) as SarifLog;
    expect(sarifSchemaErrors(log)).toBe('');
    expect(log.runs[0]?.results.map((result) => result.ruleId)).toEqual(['mcp/no-side-effect-before-input-required']);
  });

  it('installs the same command as `eslint-plugin-mcp`, the bin `npx eslint-plugin-mcp` runs', () => {
    const run = spawnSync(join(consumer, 'node_modules', '.bin', 'eslint-plugin-mcp'), ['--version'], { cwd: consumer, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^mcp-lint \d+\.\d+\.\d+ \(eslint-plugin-mcp /u);
  });

  it("lints with oxlint and the README's .oxlintrc.json: the report ESLint gives", async () => {
    // A project's .gitignore lists node_modules, which oxlint would lint otherwise (the README says so).
    await writeFile(join(consumer, '.gitignore'), 'node_modules\n');
    await writeFile(join(consumer, '.oxlintrc.json'), await readmeOxlintConfig());
    const run = spawnSync(join(consumer, 'node_modules', '.bin', 'oxlint'), ['--format', 'unix'], { cwd: consumer, encoding: 'utf8' });
    expect(run.stdout.split('\n').filter((line) => line.includes('mcp('))).toEqual([
      expect.stringMatching(/^src\/server\.cjs:6:9: .* \[Error\/mcp\(no-side-effect-before-input-required\)\]$/u),
    ]);
  });
});
