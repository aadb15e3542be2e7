// TypeScript newer than typescript-eslint supports (>=6.1; TypeScript 7 has no JavaScript compiler API): the
// type-checked configs and `mcp-lint --type-checked` stop with one error saying what to do; the untyped configs lint.
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { checkTypeScriptForTypes, isSupportedTypeScript, projectTypeScriptVersion } from '../../src/types/typescript-version.js';
import { makeProject, payServer, runCli } from '../cli/helpers.js';

const REPO = new URL('../../', import.meta.url).pathname;

/** A project whose `typescript` dependency is `version`: only its package.json, which is all the check reads. */
function projectWithTypeScript(version: string): Promise<string> {
  return makeProject({
    'package.json': '{ "name": "server", "private": true, "type": "module" }\n',
    'node_modules/typescript/package.json': JSON.stringify({ name: 'typescript', version }),
    'tsconfig.json': '{ "compilerOptions": { "strict": true, "module": "nodenext", "skipLibCheck": true }, "include": ["src"] }\n',
    'src/pay.ts': payServer('pay.ts'),
  });
}

async function lint(cwd: string, ...configs: Linter.Config[]): Promise<ESLint.LintResult[]> {
  return new ESLint({ cwd, overrideConfigFile: true, overrideConfig: configs }).lintFiles(['src']);
}

const STOP = /eslint-plugin-mcp: the type-checked configs need TypeScript older than 6\.1 \(typescript-eslint 8 supports >=4\.8\.4 <6\.1\.0\), but \S+ has TypeScript 7\.0\.2\. Use mcp\.configs\.recommended or mcp\.configs\.strict/u;

describe('the TypeScript version check', () => {
  it.each(['4.8.4', '5.9.3', '6.0.3', '6.0.0-dev.20260416'])('%s is supported', (version) => {
    expect(isSupportedTypeScript(version)).toBe(true);
  });

  it.each(['6.1.0', '6.1.0-beta', '7.0.2', '7.1.0-dev.20260715.1', '10.0.0'])('%s is not', (version) => {
    expect(isSupportedTypeScript(version)).toBe(false);
  });

  it("reads the project's typescript package, and this repository's", async () => {
    expect(projectTypeScriptVersion(await projectWithTypeScript('7.0.2'))).toBe('7.0.2');
    expect(projectTypeScriptVersion(REPO)).toMatch(/^5\./u);
    expect(() => checkTypeScriptForTypes(REPO)).not.toThrow();
  });
});

describe('a project with TypeScript 7', () => {
  it('the type-checked config stops with one error that says what to do', async () => {
    const cwd = await projectWithTypeScript('7.0.2');
    const typed = { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: cwd } } };
    const error = await lint(cwd, plugin.configs['recommended-type-checked'] as Linter.Config, typed).catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(new RegExp(`^Error while loading rule 'mcp/[a-z-]+': ${STOP.source}`, 'u'));
  });

  it('the untyped config still lints, and reports', async () => {
    const cwd = await projectWithTypeScript('7.0.2');
    const [result] = await lint(cwd, plugin.configs.recommended as Linter.Config);
    expect(result!.messages.map((message) => [message.ruleId, message.line, message.column])).toEqual([['mcp/no-side-effect-before-input-required', 8, 9]]);
  });

  it('mcp-lint --type-checked exits 2 with the error on one line; without the flag it lints', async () => {
    const cwd = await projectWithTypeScript('7.0.2');
    const typed = await runCli(['--type-checked'], cwd);
    expect(typed.code).toBe(2);
    expect(typed.stdout).toBe('');
    expect(typed.stderr).toMatch(new RegExp(`^mcp-lint: ${STOP.source}.*\\n$`, 'u'));
    expect(typed.stderr.split('\n')).toHaveLength(2);
    // Without the flag it would take types from the tsconfig.json: it says why it does not, and lints without them.
    const auto = await runCli([], cwd);
    expect(auto.stderr).toBe('mcp-lint: tsconfig.json is there, but TypeScript 7.0.2 is newer than typescript-eslint supports (<6.1): linting without types\n');
    expect(auto.stdout).toContain('src/pay.ts:8:9  error  mcp/no-side-effect-before-input-required');
    expect(auto.code).toBe(1);
  });
});
