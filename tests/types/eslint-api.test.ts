// The typed-server fixture linted as a user would: the ESLint API, the type-checked configs and
// `parserOptions.projectService`, and an editor session in which a helper changes between two lints.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { makeProject } from '../cli/helpers.js';
import { TYPED_SERVER } from './support.js';

type ConfigName = 'recommended' | 'strict' | 'recommended-type-checked' | 'strict-type-checked';

/**
 * `editor`: a long-lived process, as an editor's ESLint server is. Without it typescript-eslint infers a single run
 * from `CI=true` (set by CI machines) and, by design, never sees a file change within the run.
 */
function eslintWith(name: ConfigName, { editor = false } = {}): ESLint {
  const typed = name.endsWith('-type-checked');
  // The two lines a user adds to the type-checked configs.
  const parserOptions = { projectService: true, tsconfigRootDir: TYPED_SERVER };
  return new ESLint({
    cwd: TYPED_SERVER,
    overrideConfigFile: true,
    overrideConfig: [
      plugin.configs[name] as Linter.Config,
      ...(typed ? [{ languageOptions: { parserOptions: { ...parserOptions, disallowAutomaticSingleRunInference: editor } } }] : []),
    ],
  });
}

/** Each problem as `file:line:column rule: start of the message` (the part that names the call, effect and place). */
function problems(results: ESLint.LintResult[]): string[] {
  return results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${path.relative(TYPED_SERVER, result.filePath)}:${message.line}:${message.column} ${message.ruleId}: ${message.message.split(' before ')[0]}`,
    ),
  );
}

const CORE = 'mcp/no-side-effect-before-input-required';

/** What the type-checked configs find in the fixture: every effect of another file that runs before a question. */
const TYPE_CHECKED_FINDINGS = [
  `src/tools/billing.ts:14:11 ${CORE}: \`chargeCustomer()\` runs \`stripe.charges.create()\` (Stripe write, in src/services/payments.ts:4)`,
  `src/tools/billing.ts:22:11 ${CORE}: \`new Billing().settle()\` runs \`db.query()\` (SQL INSERT, in src/services/payments.ts:9)`,
  `src/tools/billing.ts:23:11 ${CORE}: \`billing.settle()\` runs \`db.query()\` (SQL INSERT, in src/services/payments.ts:9)`,
  `src/tools/billing.ts:31:11 ${CORE}: \`recordUsage()\` runs \`appendFile()\` (node:fs write, in src/services/usage.ts:4)`,
  `src/tools/billing.ts:38:11 ${CORE}: \`chargeOrder()\` runs \`stripe.charges.create()\` (Stripe write, in src/services/payments.ts:4) through \`chargeCustomer()\``,
  `src/tools/billing.ts:39:11 ${CORE}: \`postEntry()\` runs \`db.query()\` (SQL INSERT, in src/services/ledger.ts:14) through \`closeAccount()\` → \`writeEntry()\``,
  `src/tools/billing.ts:56:11 ${CORE}: \`stripe.charges.create()\` (Stripe write) runs`,
  `src/tools/billing.ts:57:11 ${CORE}: \`db.query()\` (SQL DELETE) runs`,
  `src/tools/billing.ts:58:5 ${CORE}: \`run()\` (child process started) runs`,
  `src/tools/reports.ts:9:11 ${CORE}: \`recordUsage()\` runs \`appendFile()\` (node:fs write, in src/services/usage.ts:4)`,
];

describe('the typed-server fixture through the ESLint API', () => {
  it('recommended-type-checked reports every effect of another file before a question, at the call in the handler', async () => {
    expect(problems(await eslintWith('recommended-type-checked').lintFiles(['src']))).toEqual(TYPE_CHECKED_FINDINGS);
  });

  it('strict-type-checked adds the module-level Set of another file', async () => {
    expect(problems(await eslintWith('strict-type-checked').lintFiles(['src']))).toEqual([
      ...TYPE_CHECKED_FINDINGS.slice(0, 9),
      `src/tools/billing.ts:59:5 ${CORE}: \`seen.add()\` (module-level Set mutated) runs`,
      ...TYPE_CHECKED_FINDINGS.slice(9),
    ]);
  });

  // The blind spot the type-checked configs exist for: the questions come from src/mcp.ts, which re-exports the SDK.
  it('the untyped configs see one file at a time, and find none of it', async () => {
    expect(problems(await eslintWith('recommended').lintFiles(['src']))).toEqual([]);
    expect(problems(await eslintWith('strict').lintFiles(['src']))).toEqual([]);
  });
});

describe('an editor session: the helper changes between two lints of the handler', () => {
  // The editor lints the buffer it shows: a helper edited in one tab is linted (and so handed to the project
  // service) before the handler is linted again in another.
  const eslint = eslintWith('recommended-type-checked', { editor: true });
  const handler = path.join(TYPED_SERVER, 'src/tools/reports.ts');
  const helper = path.join(TYPED_SERVER, 'src/services/usage.ts');
  const handlerText = readFileSync(handler, 'utf8');
  const helperText = readFileSync(helper, 'utf8');
  const lintHandler = async (): Promise<string[]> => problems([await eslint.lintText(handlerText, { filePath: handler })].flat());

  afterAll(async () => {
    await eslint.lintText(helperText, { filePath: helper });
  });

  it('sees the helper stop writing, then write again', async () => {
    expect(await lintHandler()).toEqual([TYPE_CHECKED_FINDINGS[9]]);

    await eslint.lintText(`export default async function (tool: string) {\n  return tool.length;\n}\n`, { filePath: helper });
    expect(await lintHandler()).toEqual([]);

    await eslint.lintText(
      `import { run } from '../lib/shell.js';\n\nexport default async function (tool: string) {\n  run('logger', [tool]);\n}\n`,
      { filePath: helper },
    );
    expect(await lintHandler()).toEqual([
      `src/tools/reports.ts:9:11 ${CORE}: \`recordUsage()\` runs \`run()\` (child process started, in src/services/usage.ts:4)`,
    ]);
  });
});

describe("the README's type-checked snippet in a new project", () => {
  // The snippet as the README has it: the config and the two lines of parser options, nothing else. A project's
  // eslint.config.js and JavaScript files are outside its tsconfig.json (no `allowJs`); they must not stop the run.
  const snippet = /Add the config and the two lines[^]*?```js\n([^]*?)```/u.exec(readFileSync(new URL('../../README.md', import.meta.url), 'utf8'))?.[1] ?? '';
  const CHARGE = (ask: string) => `import Stripe from 'stripe';
import { inputRequired } from '@modelcontextprotocol/server';
const stripe = new Stripe('');
export async function tool(args${ask}, ctx) {
  await stripe.charges.create({ amount: 1 });
  if (!ctx.mcpReq.inputResponses) return inputRequired({ inputRequests: { ok: inputRequired.elicit({ message: 'Pay?', requestedSchema: { type: 'object', properties: {} } }) } });
  return { content: [] };
}
`;

  async function lintProject(files: Record<string, string>): Promise<string[]> {
    const root = await makeProject({ 'eslint.config.js': snippet, 'tsconfig.json': '{ "include": ["src/**/*.ts"], "compilerOptions": { "strict": false, "noEmit": true } }\n', ...files });
    // eslint.config.js holds the snippet and is linted like any file; the ESLint API gets the same two configs
    // directly, since a project in /tmp cannot import this checkout as 'eslint-plugin-mcp' (tests/integration does).
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [plugin.configs['recommended-type-checked'] as Linter.Config, { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } } }],
    });
    return (await eslint.lintFiles(['.'])).flatMap((result) =>
      result.messages.map((message) => `${path.relative(root, result.filePath)}:${message.line}:${message.column} ${message.ruleId ?? 'fatal'}: ${message.ruleId ? message.message.split(' (')[0] : message.message}`),
    );
  }

  it('is the config and the two lines of parser options', () => {
    expect(snippet).toContain("mcp.configs['recommended-type-checked']");
    expect(snippet).toContain('projectService: true, tsconfigRootDir: import.meta.dirname');
  });

  it('lints eslint.config.js and JavaScript outside the tsconfig without types, and TypeScript files with them', async () => {
    expect(await lintProject({ 'src/tool.ts': CHARGE(': { n: number }'), 'src/legacy.js': CHARGE(''), 'scripts/seed.mjs': 'export const seed = 1;\n' })).toEqual([
      `src/legacy.js:5:9 ${CORE}: \`stripe.charges.create()\``,
      `src/tool.ts:5:9 ${CORE}: \`stripe.charges.create()\``,
    ]);
  });

  it('still stops on a TypeScript file outside every tsconfig.json: that set-up is to fix, not to skip', async () => {
    expect(await lintProject({ 'src/tool.ts': CHARGE(': { n: number }'), 'scripts/seed.ts': 'export const seed = 1;\n' })).toEqual([
      expect.stringMatching(/^scripts\/seed\.ts:undefined:undefined fatal: Parsing error: .*scripts\/seed\.ts was not found by the project service/u),
      `src/tool.ts:5:9 ${CORE}: \`stripe.charges.create()\``,
    ]);
  });
});
