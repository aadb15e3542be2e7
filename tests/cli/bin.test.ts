import { spawnSync } from 'node:child_process';
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
});
