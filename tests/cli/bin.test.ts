import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeProject } from './helpers.js';

const bin = fileURLToPath(new URL('../../bin/mcp-lint.js', import.meta.url));

// Runs the built command as npx would; needs `npm run build` first, as CI does.
describe('bin/mcp-lint.js', () => {
  it('runs the built CLI, prints its report and exits with its code', async () => {
    const cwd = await makeProject({ 'ok.ts': 'export const a = 1;\n', 'broken.ts': 'export function (\n' });
    const clean = spawnSync(process.execPath, [bin, 'ok.ts'], { cwd, encoding: 'utf8' });
    expect(clean).toMatchObject({ status: 0, stdout: '✔ No problems found (1 file checked).\n' });
    const failing = spawnSync(process.execPath, [bin, '--format', 'json'], { cwd, encoding: 'utf8' });
    expect(failing.status).toBe(1);
    expect(JSON.parse(failing.stdout)).toHaveLength(2);
  });

  it('is the package\'s own bin too, so `npx eslint-plugin-mcp` runs it once the package is published', () => {
    // npx runs the bin named like the package; another MCP project ships a `mcp-lint` bin of its own.
    const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { bin: Record<string, string> };
    expect(manifest.bin).toEqual({ 'mcp-lint': './bin/mcp-lint.js', 'eslint-plugin-mcp': './bin/mcp-lint.js' });
  });
});

describe('npm run demo (scripts/demo.mjs)', () => {
  it("prints mcp-lint's report of examples/: code frames, suggestions and the command that applies them", () => {
    // The first thing a new user runs: it must show the product, not ESLint's one-line format.
    const demo = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/demo.mjs', import.meta.url))], { cwd: tmpdir(), encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    expect(demo.stderr).toBe('');
    expect(demo.status).toBe(0);
    expect(demo.stdout).toMatch(/^\$ mcp-lint examples\/\n\nexamples\/src\/tools\/messaging\.ts:42:13 {2}error {2}mcp\/no-side-effect-before-input-required\n/u);
    expect(demo.stdout).toContain('  > 42 |       await resend.emails.send({\n');
    expect(demo.stdout).toContain('  suggestion: Move this statement below the question');
    expect(demo.stdout).toMatch(/✖ 7 problems \(7 errors, 0 warnings\) — \d+ files checked\.\n {2}7 can be moved below their questions: mcp-lint --apply-suggestions=move prints the diff, --write applies it\.\n2 calls from handlers go to other files; run with types to follow them: .*\n$/u);
  });
});
