// mcp-lint --engine oxlint: the same rules through oxlint's JS plugins and the shipped oxlint config, the same
// output as the ESLint engine but for the suggestions (oxlint's output has none). Needs dist/ (npm run build).
import { describe, expect, it } from 'vitest';
import type { SarifLog } from '../../src/cli/sarif.js';
import { makeProject, payServer, runCli } from './helpers.js';

/**
 * The ESLint engine's output without what oxlint cannot give: the suggestion lines, the hint to apply them, and the
 * closing line on calls to other files (gathered by a rule of mcp-lint's own inside ESLint's run).
 */
function withoutSuggestions(stylish: string): string {
  return stylish
    .split('\n')
    .filter((line) => !/^ {2}suggestion: |^ {2}\d+ can be moved below|^\d+ calls? from (?:a )?handlers? goes? to other files/u.test(line))
    .join('\n');
}

describe('mcp-lint --engine oxlint', () => {
  it("prints the ESLint engine's findings, places and code frames, and exits 1", async () => {
    const cwd = await makeProject({ 'src/pay.ts': payServer('pay.ts'), 'src/pay.cjs': payServer('pay.cjs'), 'src/clean.ts': 'export const x = 1;\n' });
    const eslint = await runCli([], cwd);
    const oxlint = await runCli(['--engine', 'oxlint'], cwd);
    expect(oxlint.code).toBe(1);
    expect(oxlint.stdout).toContain('src/pay.ts:8:9  error  mcp/no-side-effect-before-input-required');
    expect(oxlint.stdout).toContain('3 files checked');
    expect(oxlint.stdout).toBe(withoutSuggestions(eslint.stdout));
  });

  it('counts columns as ESLint does after non-ASCII text (oxlint counts UTF-8 bytes)', async () => {
    const code = payServer('pay.ts').replace("  await stripe", "  const note = '€ über'; await stripe");
    const cwd = await makeProject({ 'pay.ts': code });
    const [eslint, oxlint] = await Promise.all([runCli(['--format', 'json'], cwd), runCli(['--engine', 'oxlint', '--format', 'json'], cwd)]);
    const places = (json: string) => (JSON.parse(json) as Array<{ messages: Array<Record<string, unknown>> }>).flatMap((result) => result.messages.map(({ line, column, endLine, endColumn }) => ({ line, column, endLine, endColumn })));
    expect(places(oxlint.stdout)).toEqual([{ line: 8, column: 32, endLine: 8, endColumn: 89 }]);
    expect(places(oxlint.stdout)).toEqual(places(eslint.stdout));
  });

  it('--strict runs the strict rules', async () => {
    const declined = `import { McpServer, inputRequired } from '@modelcontextprotocol/server';
import { db } from './db';
const server = new McpServer({ name: 's', version: '1' });
server.registerTool('t', { description: 'x' }, async (args, ctx) => {
  const answer = ctx.mcpReq.inputResponses?.['ok'];
  if (!answer) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Delete?', requestedSchema: { type: 'object', properties: {} } }) } });
  await db.deleteUser(args.id);
  return { content: [] };
});
`;
    const cwd = await makeProject({ 'tool.ts': declined });
    const rules = async (argv: string[]) => [...(await runCli([...argv, '--format', 'json'], cwd)).stdout.matchAll(/"ruleId":"([^"]+)"/gu)].map((match) => match[1]);
    expect(await rules(['--engine', 'oxlint', '--strict'])).toEqual(await rules(['--strict']));
    expect(await rules(['--engine', 'oxlint', '--strict'])).not.toEqual(await rules(['--engine', 'oxlint']));
  });

  it('skips build output, as the ESLint engine does', async () => {
    const cwd = await makeProject({ 'src/clean.ts': 'export const x = 1;\n', 'dist/pay.ts': payServer('pay.ts') });
    const run = await runCli(['--engine', 'oxlint'], cwd);
    expect(run).toMatchObject({ code: 0, stdout: '✔ No problems found (1 file checked).\n' });
  });

  it('lints the files the ESLint engine lints: no Vue, Svelte or Astro files, whose scripts oxlint would read', async () => {
    // The real servers have such files (a VitePress theme, an Astro site): oxlint counted 7 more files than ESLint.
    const script = `<script setup lang="ts">\n${payServer('pay.ts')}</script>\n`;
    const cwd = await makeProject({ 'src/clean.ts': 'export const x = 1;\n', 'src/App.vue': script, 'src/Form.svelte': script, 'src/page.astro': `---\n${payServer('pay.ts')}---\n` });
    const [eslint, oxlint] = await Promise.all([runCli([], cwd), runCli(['--engine', 'oxlint'], cwd)]);
    expect(eslint).toMatchObject({ code: 0, stdout: '✔ No problems found (1 file checked).\n' });
    expect(oxlint).toMatchObject({ code: 0, stdout: '✔ No problems found (1 file checked).\n' });
  });

  it('writes SARIF with the rule descriptions', async () => {
    const cwd = await makeProject({ 'pay.ts': payServer('pay.ts') });
    const run = await runCli(['--engine', 'oxlint', '--format', 'sarif'], cwd);
    const log = JSON.parse(run.stdout) as SarifLog;
    const [sarifRun] = log.runs;
    expect(sarifRun!.results.map((result) => [result.ruleId, result.locations?.[0]?.physicalLocation.region?.startLine])).toEqual([['mcp/no-side-effect-before-input-required', 8]]);
    expect(sarifRun!.tool.driver.rules?.[0]?.shortDescription?.text).toMatch(/^Disallow side effects/u);
  });

  it('says when there is nothing to lint', async () => {
    const cwd = await makeProject({ 'README.md': '# x\n' });
    expect(await runCli(['--engine', 'oxlint'], cwd)).toEqual({ code: 0, stdout: '', stderr: 'mcp-lint: no JavaScript or TypeScript files to check in .\n' });
  });

  it.each([
    [['--type-checked'], "--type-checked does not go with --engine oxlint: oxlint gives JS plugins no TypeScript program, so the rules cannot follow types there; use the default engine (ESLint) for --type-checked"],
    [['--use-config'], '--use-config does not go with --engine oxlint: oxlint reads its own .oxlintrc.json'],
    [['--apply-suggestions=move'], "--apply-suggestions does not go with --engine oxlint: oxlint's output carries no suggestions"],
  ])('refuses %j with the reason, exit 2', async (argv, reason) => {
    const run = await runCli(['--engine', 'oxlint', ...argv], await makeProject({ 'pay.ts': payServer('pay.ts') }));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`mcp-lint: ${reason}`);
    expect(run.stderr.split('\n')).toHaveLength(2);
  });

  it('takes only eslint or oxlint', async () => {
    const run = await runCli(['--engine', 'biome'], await makeProject({}));
    expect(run).toMatchObject({ code: 2, stderr: 'mcp-lint: --engine must be one of eslint, oxlint, not "biome"; see mcp-lint --help\n' });
  });
});
