import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { makeProject } from '../cli/helpers.js';

// The plugin's configs set only the parser: which files are CommonJS is ESLint's and the project's business.
// Every case runs with `no-undef` on, which is what exposes a wrong source type in CommonJS code.

const recommended = plugin.configs.recommended as Linter.Config;
const NO_UNDEF: Linter.Config = { rules: { 'no-undef': 'error' } };
const COMMONJS_CODE = "const path = require('node:path');\nmodule.exports = { base: path.basename(exports.name ?? 'server.cjs') };\n";
const ESM_CODE = "import path from 'node:path';\nexport const base = path.basename(import.meta.url);\n";

async function lint(files: Record<string, string>, config: Linter.Config[]): Promise<Record<string, string[]>> {
  const cwd = await makeProject(files);
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config });
  const results = await eslint.lintFiles(Object.keys(files).filter((file) => !file.endsWith('.json')));
  return Object.fromEntries(results.map((result) => [result.filePath.slice(cwd.length + 1), result.messages.map((message) => message.message)]));
}

async function sourceTypes(config: Linter.Config[], files: readonly string[]): Promise<Record<string, unknown>> {
  const cwd = await makeProject({});
  const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: config });
  const types: Record<string, unknown> = {};
  for (const file of files) {
    const calculated = (await eslint.calculateConfigForFile(join(cwd, file))) as Linter.Config | undefined;
    types[file] = calculated?.languageOptions?.sourceType;
  }
  return types;
}

describe('configs and the source type', () => {
  it("keeps ESLint's defaults: CommonJS for .cjs, modules for the other extensions", async () => {
    const files = ['a.js', 'a.mjs', 'a.cjs', 'a.jsx', 'a.ts', 'a.tsx', 'a.mts', 'a.cts'];
    expect(await sourceTypes([recommended], files)).toEqual({
      'a.js': 'module',
      'a.mjs': 'module',
      'a.cjs': 'commonjs',
      'a.jsx': 'module',
      'a.ts': 'module',
      'a.tsx': 'module',
      'a.mts': 'module',
      'a.cts': 'module',
    });
  });

  it("keeps the project's sourceType, whether its config comes before or after the plugin's", async () => {
    const projectCommonJs: Linter.Config = { files: ['**/*.js', '**/*.cts'], languageOptions: { sourceType: 'commonjs' } };
    const expected = { 'a.js': 'commonjs', 'a.cts': 'commonjs', 'a.mjs': 'module' };
    expect(await sourceTypes([projectCommonJs, recommended], Object.keys(expected))).toEqual(expected);
    expect(await sourceTypes([recommended, projectCommonJs], Object.keys(expected))).toEqual(expected);
  });

  it('reports no undefined require or module in a plain .cjs file', async () => {
    const messages = await lint({ 'server.cjs': COMMONJS_CODE, 'server.mjs': ESM_CODE }, [recommended, NO_UNDEF]);
    expect(messages).toEqual({ 'server.cjs': [], 'server.mjs': [] });
  });

  it('reports them in a module, so no-undef is really on in these cases', async () => {
    const messages = await lint({ 'server.mjs': COMMONJS_CODE }, [recommended, NO_UNDEF]);
    expect(messages['server.mjs']).toEqual([
      "'require' is not defined.",
      "'module' is not defined.",
      "'exports' is not defined.",
    ]);
  });

  it('lints the .js and .cts files of a CommonJS package as CommonJS when the project says so, in either order', async () => {
    const files = { 'package.json': '{ "type": "commonjs" }\n', 'index.js': COMMONJS_CODE, 'tool.cts': COMMONJS_CODE };
    const projectCommonJs: Linter.Config = { files: ['**/*.js', '**/*.cts'], languageOptions: { sourceType: 'commonjs' } };
    const expected = { 'index.js': [], 'tool.cts': [] };
    expect(await lint(files, [projectCommonJs, recommended, NO_UNDEF])).toEqual(expected);
    expect(await lint(files, [recommended, projectCommonJs, NO_UNDEF])).toEqual(expected);
  });

  it("still finds the plugin's mistakes in a CommonJS server", async () => {
    const server = `const { McpServer, acceptedContent, inputRequired } = require('@modelcontextprotocol/server');
const stripe = require('./stripe.cjs');

const server = new McpServer({ name: 'shop', version: '1.0.0' });
server.registerTool('pay', { description: 'Charge the card' }, async ({ amount }, ctx) => {
  await stripe.paymentIntents.create({ amount, currency: 'usd' });
  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) {
    return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Pay?', requestedSchema: { type: 'object', properties: {} } }) } });
  }
  return { content: [] };
});
module.exports = server;
`;
    const cwd = await makeProject({ 'server.cjs': server });
    const eslint = new ESLint({ cwd, overrideConfigFile: true, overrideConfig: [recommended, NO_UNDEF] });
    const [result] = await eslint.lintFiles(['server.cjs']);
    expect(result!.messages.map((message) => [message.ruleId, message.line, message.column])).toEqual([
      ['mcp/no-side-effect-before-input-required', 6, 9],
    ]);
  });
});
