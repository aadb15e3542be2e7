import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeProject, payServer, runCli, standInConfig } from './helpers.js';

const packageJson = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

const CLEAN = 'export const answer: number = 42;\n';
const BROKEN = 'export function (\n';
const HANDLER = `export function handler(x) {
  charge(1);
  if (!x) return ask();
  return done();
}
`;

describe('mcp-lint: usage', () => {
  it('prints the usage on --help and exits 0', async () => {
    const run = await runCli(['--help'], await makeProject({}));
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: mcp-lint \[options\] \[paths\.\.\.\]/u);
  });

  it('prints the package version on --version', async () => {
    const run = await runCli(['--version'], await makeProject({}));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`eslint-plugin-mcp ${packageJson.version}`);
  });

  it('lists every option in the usage, aligned', async () => {
    const { stdout } = await runCli(['--help'], await makeProject({}));
    const options = stdout.split('\n').filter((line) => line.startsWith('  -'));
    expect(options.map((line) => line.trim().split(/\s{2,}/u)[0])).toEqual([
      '--strict',
      '--type-checked',
      '--no-type-checked',
      '--use-config',
      '--engine <name>',
      '--format <name>',
      '--max-warnings <n>',
      '--quiet',
      '--apply-suggestions=<kinds>',
      '--write',
      '-h, --help',
      '-v, --version',
    ]);
    // Every option's help starts in the same column.
    const helpColumns = new Set(options.map((line) => /^ {2}\S.*?\S {2,}/u.exec(line)![0].length));
    expect([...helpColumns]).toHaveLength(1);
  });

  it.each([
    [['--bogus'], "Unknown option '--bogus'"],
    [['--strict=yes'], "Option '--strict' does not take an argument"],
    [['--format', 'xml'], '--format must be one of stylish, json, sarif, not "xml"'],
    [['--format'], "Option '--format <value>' argument missing"],
    [['--max-warnings', 'many'], '--max-warnings needs a whole number, not "many"'],
    [['--apply-suggestions=all'], '--apply-suggestions must be migrate, move or migrate,move, not "all"'],
    [['--apply-suggestions=move,fix'], '--apply-suggestions must be migrate, move or migrate,move, not "move,fix"'],
    [['--write'], '--write only goes with --apply-suggestions'],
    [['--apply-suggestions=move', '--format', 'json'], '--format does not go with --apply-suggestions: it prints a diff'],
    [['--strict', '--use-config'], '--strict does not go with --use-config: your config chooses the rules'],
    [['--type-checked', '--use-config'], '--type-checked does not go with --use-config: your config chooses the rules and parser options'],
  ])('rejects %j with exit 2 and one line: the reason and where to read the usage', async (argv, reason) => {
    const run = await runCli(argv, await makeProject({ 'a.ts': CLEAN }));
    expect(run).toEqual({ code: 2, stdout: '', stderr: `mcp-lint: ${reason}; see mcp-lint --help\n` });
  });

  it('exits 2 with one line, without the usage, for a path that does not exist', async () => {
    const run = await runCli(['missing-folder'], await makeProject({ 'a.ts': CLEAN }));
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'mcp-lint: no such file or directory: missing-folder\n' });
  });

  it('exits 2 with ESLint\'s reason when --use-config finds no config file', async () => {
    const run = await runCli(['--use-config'], await makeProject({ 'a.ts': CLEAN }));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('mcp-lint: Could not find config file.\n');
  });
});

describe('mcp-lint: what it lints', () => {
  // ESLint takes files outside the folder it runs in for ignored and lints none of them: `mcp-lint /path/to/server`
  // said "no JavaScript or TypeScript files" for a folder full of them (seen on the real-server checkouts).
  it('lints a folder outside the current one, as if run from there', async () => {
    const server = await makeProject({ 'src/pay.ts': payServer('pay.ts') });
    const elsewhere = await makeProject({});
    const run = await runCli([join(server, 'src'), '--format', 'json'], elsewhere);
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number }[] }[];
    expect(results.map((result) => result.filePath)).toEqual([join(server, 'src', 'pay.ts')]);
    expect(results[0]!.messages.map(({ ruleId, line, column }) => ({ ruleId, line, column }))).toEqual([
      { ruleId: 'mcp/no-side-effect-before-input-required', line: 8, column: 9 },
    ]);
  });

  it('exits 0 with a note on stderr for an empty directory', async () => {
    const run = await runCli([], await makeProject({}));
    expect(run).toEqual({ code: 0, stdout: '', stderr: 'mcp-lint: no JavaScript or TypeScript files to check in .\n' });
  });

  it('exits 0 with a note on stderr for a directory with no JavaScript or TypeScript files', async () => {
    const cwd = await makeProject({ 'docs/README.md': '# hi\n', 'docs/data.json': '{}\n' });
    const run = await runCli(['docs'], cwd);
    expect(run).toEqual({ code: 0, stdout: '', stderr: 'mcp-lint: no JavaScript or TypeScript files to check in docs\n' });
  });

  it('says so and exits 0 when nothing is found', async () => {
    const run = await runCli([], await makeProject({ 'src/a.ts': CLEAN, 'src/b.mjs': 'export default 1;\n' }));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('✔ No problems found (2 files checked).\n');
  });

  it('skips node_modules, build output and what .gitignore lists', async () => {
    // Each skipped file would fail to parse and so be reported if it were linted.
    const cwd = await makeProject({
      'src/a.ts': CLEAN,
      'node_modules/dep/index.js': BROKEN,
      'dist/index.js': BROKEN,
      'packages/app/build/out.js': BROKEN,
      '.next/server.js': BROKEN,
      '.gitignore': '# generated\n/generated/\n*.gen.ts\n!keep.gen.ts\n',
      'generated/client.ts': BROKEN,
      'src/schema.gen.ts': BROKEN,
      'src/keep.gen.ts': CLEAN,
    });
    const run = await runCli([], cwd);
    expect(run.stdout).toBe('✔ No problems found (2 files checked).\n');
    expect(run.code).toBe(0);
  });

  it("ignores the project's own eslint-disable comments and inline configs for rules it does not load", async () => {
    const cwd = await makeProject({
      'a.ts': [
        '// eslint-disable-next-line @typescript-eslint/no-explicit-any',
        'export const value: any = 1;',
        '/* eslint no-console: "error" */',
        'console.log(value);',
        '/* eslint-disable import/no-unresolved */',
        '',
      ].join('\n'),
    });
    const run = await runCli([], cwd);
    expect(run.stdout).toBe('✔ No problems found (1 file checked).\n');
    expect(run.code).toBe(0);
  });

  it('lints the files given by name, as a pre-commit hook passes them', async () => {
    const cwd = await makeProject({ 'a.ts': CLEAN, 'b.ts': BROKEN });
    expect((await runCli(['a.ts'], cwd)).code).toBe(0);
    expect((await runCli(['a.ts', 'b.ts'], cwd)).code).toBe(1);
  });
});

describe('mcp-lint: output', () => {
  it('shows file, line, column, severity, message and a code frame, and exits 1', async () => {
    const cwd = await makeProject({ 'src/broken.ts': 'const a = 1;\nexport function (\n' });
    const run = await runCli([], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        'src/broken.ts:2:16  error',
        // ESLint's formatters print messages without their closing period.
        '  Parsing error: Identifier expected',
        '    1 | const a = 1;',
        '  > 2 | export function (',
        '      |                ^^',
        '    3 |',
        '',
        '✖ 1 problem (1 error, 0 warnings) — 1 file checked.',
        '',
      ].join('\n'),
    );
  });

  it('names the rule, marks the reported columns and lists the suggestions', async () => {
    const cwd = await makeProject({ 'eslint.config.mjs': standInConfig(), 'handler.js': HANDLER });
    const run = await runCli(['--use-config', 'handler.js'], cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('handler.js:2:3  error  fixture/charge-before-question\n  charge() runs before the question\n');
    expect(run.stdout).toContain('  > 2 |   charge(1);\n      |   ^^^^^^^^^\n');
    expect(run.stdout).toContain('  suggestion: Move it below the question.\n');
    expect(run.stdout).toContain('\n  1 can be moved below its question: mcp-lint --apply-suggestions=move prints the diff');
  });

  it('counts the movable reports in the plural form', async () => {
    const cwd = await makeProject({ 'eslint.config.mjs': standInConfig(), 'handler.js': `${HANDLER}${HANDLER.replace('handler', 'other')}` });
    const run = await runCli(['--use-config', 'handler.js'], cwd);
    expect(run.stdout).toContain('\n  2 can be moved below their questions: mcp-lint --apply-suggestions=move prints the diff');
  });

  it('writes ESLint results as JSON with --format json', async () => {
    const cwd = await makeProject({ 'a.ts': BROKEN, 'b.ts': CLEAN });
    const run = await runCli(['--format', 'json'], cwd);
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as Array<{ filePath: string; errorCount: number; messages: Array<{ line: number }> }>;
    expect(results.map((result) => [result.filePath, result.errorCount])).toEqual([
      [join(cwd, 'a.ts'), 1],
      [join(cwd, 'b.ts'), 0],
    ]);
    expect(results[0]!.messages[0]!.line).toBe(1);
  });
});

describe('mcp-lint: warnings', () => {
  const project = (): Promise<string> => makeProject({ 'eslint.config.mjs': standInConfig('warn'), 'handler.js': HANDLER });

  it('exits 0 on warnings alone', async () => {
    const run = await runCli(['--use-config'], await project());
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('✖ 1 problem (0 errors, 1 warning)');
  });

  it('exits 1 when warnings exceed --max-warnings, and says why', async () => {
    const cwd = await project();
    expect((await runCli(['--use-config', '--max-warnings', '1'], cwd)).code).toBe(0);
    const run = await runCli(['--use-config', '--max-warnings', '0'], cwd);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('mcp-lint: 1 warning, more than --max-warnings 0\n');
  });

  it('hides warnings and does not count them with --quiet', async () => {
    const run = await runCli(['--use-config', '--quiet', '--max-warnings', '0'], await project());
    expect(run.code).toBe(0);
    // The config file itself is linted too under --use-config.
    expect(run.stdout).toBe('✔ No problems found (2 files checked).\n');
  });
});

describe('mcp-lint --apply-suggestions=move', () => {
  const project = (): Promise<string> => makeProject({ 'eslint.config.mjs': standInConfig(), 'src/handler.js': HANDLER });
  const expectedDiff = [
    '--- a/src/handler.js',
    '+++ b/src/handler.js',
    '@@ -1,5 +1,5 @@',
    ' export function handler(x) {',
    '-  charge(1);',
    '   if (!x) return ask();',
    '+  charge(1);',
    '   return done();',
    ' }',
    '',
  ].join('\n');

  it('prints a unified diff, leaves the file alone and exits 1 without --write', async () => {
    const cwd = await project();
    const run = await runCli(['--use-config', '--apply-suggestions=move'], cwd);
    expect(run.stdout).toBe(expectedDiff);
    expect(run.stderr).toBe(
      'mcp-lint: would move 1 call below its question in 1 file (add --write to change the files); 0 problems left after the moves\n',
    );
    expect(await readFile(join(cwd, 'src/handler.js'), 'utf8')).toBe(HANDLER);
    expect(run.code).toBe(1);
  });

  it('writes the moved code with --write and exits 0 when nothing is left', async () => {
    const cwd = await project();
    const run = await runCli(['--use-config', '--apply-suggestions=move', '--write'], cwd);
    expect(run.stdout).toBe(expectedDiff);
    expect(run.code).toBe(0);
    expect(await readFile(join(cwd, 'src/handler.js'), 'utf8')).toBe(
      'export function handler(x) {\n  if (!x) return ask();\n  charge(1);\n  return done();\n}\n',
    );
    // A second run finds nothing more to move.
    const again = await runCli(['--use-config', '--apply-suggestions=move'], cwd);
    expect(again).toMatchObject({ code: 0, stdout: '' });
  });

  it('re-lints after each pass, so a move that only becomes possible after another one is made too', async () => {
    // Only charge(2) is right above the question at first; once it has moved, charge(1) is.
    const cwd = await makeProject({
      'eslint.config.mjs': standInConfig(),
      'h.js': 'function h(x) {\n  charge(1);\n  charge(2);\n  if (!x) return ask();\n}\n',
    });
    const run = await runCli(['--use-config', '--apply-suggestions=move', '--write'], cwd);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain('moved 2 calls below their questions in 1 file;');
    expect(await readFile(join(cwd, 'h.js'), 'utf8')).toBe('function h(x) {\n  if (!x) return ask();\n  charge(1);\n  charge(2);\n}\n');
  });

  it('prints nothing on stdout and keeps exit 1 when other problems have no move suggestion', async () => {
    const cwd = await makeProject({ 'a.ts': BROKEN });
    const run = await runCli(['--apply-suggestions=move', '--write'], cwd);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('mcp-lint: moved 0 calls below their questions in 0 files; 1 problem left after the moves\n');
    expect(run.code).toBe(1);
    expect(await readFile(join(cwd, 'a.ts'), 'utf8')).toBe(BROKEN);
  });
});

describe('mcp-lint --type-checked: TypeScript files outside every tsconfig.json project', () => {
  const TSCONFIG = JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true }, include: ['src/**/*.ts'], exclude: ['src/**/*.test.ts'] });

  it('lints them without types, says so once, and reports what they hold', async () => {
    const cwd = await makeProject({ 'tsconfig.json': TSCONFIG, 'src/pay.ts': payServer('pay.ts'), 'src/pay.test.ts': payServer('pay.ts') });
    const run = await runCli(['--type-checked'], cwd);
    expect(run.stderr).toBe('mcp-lint: 1 TypeScript file outside every tsconfig.json project (src/pay.test.ts) linted without types\n');
    expect(run.stdout).toContain('src/pay.ts:8:9  error  mcp/no-side-effect-before-input-required');
    expect(run.stdout).toContain('src/pay.test.ts:8:9  error  mcp/no-side-effect-before-input-required');
    expect(run.stdout).not.toContain('project service');
    expect(run.code).toBe(1);
  });

  it('says nothing when the project covers every file', async () => {
    const cwd = await makeProject({ 'tsconfig.json': TSCONFIG, 'src/pay.ts': payServer('pay.ts') });
    const run = await runCli(['--type-checked'], cwd);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain('src/pay.ts:8:9  error  mcp/no-side-effect-before-input-required');
  });
});

describe('mcp-lint: a parse error with no position', () => {
  it('names the file alone, never `undefined:undefined`', async () => {
    const cwd = await makeProject({ 'tsconfig.json': '{ "include": ["src/other.ts"] }', 'src/other.ts': CLEAN, 'src/pay.ts': payServer('pay.ts') });
    // A project service with no project for the file: typescript-eslint's parse error has no line.
    const parser = pathToFileURL(createRequire(import.meta.url).resolve('@typescript-eslint/parser')).href;
    await writeFile(
      join(cwd, 'eslint.config.mjs'),
      `import parser from ${JSON.stringify(parser)};\nexport default [{ files: ['**/*.ts'], languageOptions: { parser, parserOptions: { projectService: true, tsconfigRootDir: ${JSON.stringify(cwd)} } } }];\n`,
    );
    const run = await runCli(['--use-config'], cwd);
    expect(run.stdout).toMatch(/^src\/pay\.ts {2}error\n {2}Parsing error: .*src\/pay\.ts was not found by the project service/mu);
    expect(run.stdout).not.toContain('undefined');
  });
});

describe('mcp-lint without --type-checked: types when a tsconfig.json includes the files', () => {
  const TSCONFIG = JSON.stringify({ compilerOptions: { strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', noEmit: true }, include: ['src'] });
  const ASK = `import { inputRequired } from '@modelcontextprotocol/server';
export function askConfirm(message: string) {
  return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message, requestedSchema: { type: 'object', properties: {} } }) } });
}
`;
  // The question is built in another file: only a run with types sees that the charge comes before it.
  const PAY = `import { McpServer, acceptedContent } from '@modelcontextprotocol/server';
import Stripe from 'stripe';
import { askConfirm } from './lib/ask.js';

const stripe = new Stripe(process.env.STRIPE_KEY ?? '');
const server = new McpServer({ name: 'shop', version: '1.0.0' });

server.registerTool('pay', { description: 'Charge the card' }, async ({ amount }: { amount: number }, ctx) => {
  await stripe.paymentIntents.create({ amount, currency: 'usd' });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirm('Pay?');
  return { content: [{ type: 'text', text: 'Paid.' }] };
});
`;
  const files = { 'src/lib/ask.ts': ASK, 'src/pay.ts': PAY };

  it('uses the tsconfig.json of the linted folder, says so in one line, and follows the question into its file', async () => {
    const cwd = await makeProject({ 'tsconfig.json': TSCONFIG, ...files });
    const run = await runCli([], cwd);
    expect(run.stderr).toBe('mcp-lint: using types from tsconfig.json (--no-type-checked to lint without them)\n');
    expect(run.stdout).toContain('src/pay.ts:9:9  error  mcp/no-side-effect-before-input-required');
    expect(run.stdout).not.toContain('other files');
    expect(run.code).toBe(1);
  });

  it('finds the tsconfig.json of an ancestor folder when a subfolder is linted', async () => {
    const cwd = await makeProject({ 'tsconfig.json': TSCONFIG, ...files });
    const run = await runCli(['src'], cwd);
    expect(run.stderr).toBe('mcp-lint: using types from tsconfig.json (--no-type-checked to lint without them)\n');
    expect(run.stdout).toContain('src/pay.ts:9:9  error  mcp/no-side-effect-before-input-required');
  });

  it('--no-type-checked lints each file alone and ends with the calls it could not follow', async () => {
    const cwd = await makeProject({ 'tsconfig.json': TSCONFIG, ...files });
    const run = await runCli(['--no-type-checked'], cwd);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(
      '✔ No problems found (2 files checked).\n' +
        '1 call from a handler goes to other files; run with types to follow them: drop --no-type-checked (first: askConfirm() at src/pay.ts:10)\n',
    );
    expect(run.code).toBe(0);
  });

  it('without a tsconfig.json (or one that leaves the files out), says how to get types', async () => {
    for (const tsconfig of [{}, { 'tsconfig.json': JSON.stringify({ include: ['scripts'] }) }] as Record<string, string>[]) {
      const cwd = await makeProject({ ...tsconfig, ...files });
      const run = await runCli([], cwd);
      expect(run.stderr).toBe('');
      expect(run.stdout).toContain(
        '1 call from a handler goes to other files; run with types to follow them: add a tsconfig.json that includes these files (first: askConfirm() at src/pay.ts:10)\n',
      );
    }
  });

  // A tool of a table registered from another file (`export const refund = { handler }`) is no registered handler
  // of its own file; reading its context's round-trip values says it is one.
  it('counts the calls of a tool that a table in another file registers', async () => {
    const TOOL = `import { acceptedContent, type ServerContext } from '@modelcontextprotocol/server';
import { askConfirm } from '../lib/ask.js';
export const refund = {
  name: 'refund',
  handler: async (args: { id: string }, ctx: ServerContext) => {
    if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return askConfirm('Refund?');
    return { content: [] };
  },
};
`;
    const cwd = await makeProject({ 'tsconfig.json': TSCONFIG, 'src/lib/ask.ts': ASK, 'src/tools/refund.ts': TOOL });
    const run = await runCli(['--no-type-checked'], cwd);
    expect(run.stdout).toContain(
      '1 call from a handler goes to other files; run with types to follow them: drop --no-type-checked (first: askConfirm() at src/tools/refund.ts:6)\n',
    );
  });

  it('says nothing about other files when the handlers call none', async () => {
    const cwd = await makeProject({ 'src/pay.ts': payServer('pay.ts') });
    const run = await runCli([], cwd);
    expect(run.stdout).not.toContain('other files');
    expect(run.stdout).toContain('src/pay.ts:8:9  error  mcp/no-side-effect-before-input-required');
  });

  it('does not take --type-checked with --no-type-checked, nor --no-type-checked with --use-config', async () => {
    const cwd = await makeProject({});
    expect((await runCli(['--type-checked', '--no-type-checked'], cwd)).stderr).toBe(
      'mcp-lint: --type-checked does not go with --no-type-checked: they say opposite things; see mcp-lint --help\n',
    );
    expect((await runCli(['--no-type-checked', '--use-config'], cwd)).stderr).toBe(
      'mcp-lint: --no-type-checked does not go with --use-config: your config chooses the rules and parser options; see mcp-lint --help\n',
    );
  });
});
