// The shipped oxlint configs (oxlint/recommended.json, oxlint/strict.json): the rules and options of the ESLint
// configs of the same name, the built plugin as their JS plugin, and in the package. Needs dist/ (npm run build).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { makeProject, payServer } from '../cli/helpers.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const shipped = (name: string): string => join(REPO, 'oxlint', `${name}.json`);

describe('the shipped oxlint configs', () => {
  it.each(['recommended', 'strict'] as const)('%s: the rules and options of configs.%s, and the built plugin', (name) => {
    const config = JSON.parse(readFileSync(shipped(name), 'utf8')) as { jsPlugins: string[]; rules: unknown };
    expect(config).toEqual({ jsPlugins: ['../dist/src/index.js'], rules: plugin.configs[name].rules });
    expect(existsSync(resolve(dirname(shipped(name)), config.jsPlugins[0]!))).toBe(true);
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
