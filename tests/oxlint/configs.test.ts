// The shipped oxlint configs (oxlint/recommended.json, oxlint/strict.json): the rules and options of the ESLint
// configs of the same name, the built plugin as their JS plugin, and in the package. Needs dist/ (npm run build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import oxlintPlugin from '../../src/oxlint-plugin.js';
import { makeProject, payServer } from '../cli/helpers.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const shipped = (name: string): string => join(REPO, 'oxlint', `${name}.json`);

describe('the shipped oxlint configs', () => {
  it.each(['recommended', 'strict'] as const)('%s: the rules and options of configs.%s, and the built plugin', (name) => {
    const config = JSON.parse(readFileSync(shipped(name), 'utf8')) as { jsPlugins: string[]; rules: unknown };
    expect(config).toEqual({ jsPlugins: ['../dist/src/oxlint-plugin.js'], rules: plugin.configs[name].rules });
    expect(existsSync(resolve(dirname(shipped(name)), config.jsPlugins[0]!))).toBe(true);
  });

  it('load the same rules and meta as the ESLint plugin', () => {
    expect(oxlintPlugin.rules).toBe(plugin.rules);
    expect(oxlintPlugin.meta).toBe(plugin.meta);
  });

  // Their plugin entry leaves out the ESLint configs, whose parser loads TypeScript: a third of a second per run;
  // and the rules import typescript-eslint's light entries, not the utils index, which loads ESLint itself (0.1 s).
  it('load neither @typescript-eslint/parser, TypeScript, ESLint nor its scope manager', () => {
    const entry = pathToFileURL(join(REPO, 'dist/src/oxlint-plugin.js')).href;
    const script = `await import(${JSON.stringify(entry)});
      const { createRequire } = await import('node:module');
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(loaded.filter((file) => /[\\/](typescript|typescript-estree|parser|eslint|scope-manager)[\\/]/.test(file))));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: REPO, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual([]);
  });

  it('are in the package', () => {
    const manifest = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { files: string[] };
    expect(manifest.files).toContain('oxlint');
  });

  it('extended in one line, report what ESLint reports', async () => {
    const cwd = await makeProject({ '.oxlintrc.json': JSON.stringify({ extends: [shipped('recommended')] }), 'pay.ts': payServer('pay.ts') });
    const run = spawnSync(process.execPath, [join(REPO, 'node_modules/oxlint/bin/oxlint'), '--format', 'unix'], { cwd, encoding: 'utf8' });
    expect(run.stdout).toContain('pay.ts:8:9: `stripe.paymentIntents.create()` (Stripe write) runs before the `input_required` return on line 11.');
    expect(run.stdout).toContain('[Error/mcp(no-side-effect-before-input-required)]');
  });
});
