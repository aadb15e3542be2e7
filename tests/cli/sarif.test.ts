import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { makeProject, payServer, runCli, standInConfig } from './helpers.js';
import type { SarifFix, SarifLog, SarifRun } from '../../src/cli/sarif.js';
import { sarifSchemaErrors } from './sarif-schema.js';

async function sarif(argv: string[], cwd: string): Promise<{ code: number; log: SarifLog; run: SarifRun }> {
  const cli = await runCli(['--format', 'sarif', ...argv], cwd);
  expect(cli.stderr).toBe('');
  const log = JSON.parse(cli.stdout) as SarifLog;
  expect(sarifSchemaErrors(log)).toBe('');
  expect(log.runs).toHaveLength(1);
  return { code: cli.code, log, run: log.runs[0]! };
}

/** The text after applying one SARIF fix's replacements, which count characters from the file's first one. */
function applyFix(text: string, fix: SarifFix | undefined): string {
  const replacement = fix?.artifactChanges[0]?.replacements[0];
  if (!replacement) throw new Error('a fix without a replacement');
  const { charOffset, charLength } = replacement.deletedRegion;
  return text.slice(0, charOffset) + replacement.insertedContent.text + text.slice(charOffset + charLength);
}

const SERVER = payServer('pay.ts');
const ASKED_FIRST = payServer('pay-asked-first.ts');

describe('mcp-lint --format sarif', () => {
  it("writes a valid SARIF 2.1.0 log with the tool, its rule's description and documentation link", async () => {
    const cwd = await makeProject({ 'src/pay tool.ts': SERVER });
    const { code, log, run } = await sarif([], cwd);
    expect(code).toBe(1);
    expect(log.version).toBe('2.1.0');
    expect(run.tool.driver).toMatchObject({
      name: 'mcp-lint',
      informationUri: 'https://github.com/eslint-plugin-mcp/eslint-plugin-mcp',
    });
    expect(run.tool.driver.rules).toEqual([
      {
        id: 'mcp/no-side-effect-before-input-required',
        shortDescription: { text: expect.stringMatching(/^Disallow side effects that can run before an `input_required` return/u) as string },
        helpUri: 'https://github.com/eslint-plugin-mcp/eslint-plugin-mcp/blob/main/docs/rules/no-side-effect-before-input-required.md',
        help: {
          text: expect.stringContaining('. See https://github.com/eslint-plugin-mcp/eslint-plugin-mcp/blob/main/docs/rules/') as string,
          markdown: expect.stringContaining('. [Documentation](https://github.com/eslint-plugin-mcp/') as string,
        },
      },
    ]);
    expect(run.originalUriBaseIds).toEqual({ '%SRCROOT%': { uri: pathToFileURL(`${cwd}/`).href } });
  });

  it('gives each result its rule, level, message and a region in a URI relative to %SRCROOT%', async () => {
    const cwd = await makeProject({ 'src/pay tool.ts': SERVER });
    const { run } = await sarif([], cwd);
    expect(run.results).toHaveLength(1);
    expect(run.results[0]).toMatchObject({
      ruleId: 'mcp/no-side-effect-before-input-required',
      ruleIndex: 0,
      level: 'error',
      message: { text: expect.stringMatching(/^`stripe\.paymentIntents\.create\(\)` \(Stripe write\) runs before/u) as string },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'src/pay%20tool.ts', uriBaseId: '%SRCROOT%' },
            region: { startLine: 8, startColumn: 9, endLine: 8, endColumn: 66 },
          },
        },
      ],
    });
  });

  it("lists the rule's suggestions as fixes whose replacements make the suggested code", async () => {
    const cwd = await makeProject({ 'src/pay tool.ts': SERVER });
    const { run } = await sarif([], cwd);
    const fixes = run.results[0]?.fixes ?? [];
    expect(fixes.map((fix) => fix.description.text)).toEqual([
      'Move this statement below the question (the `if` on line 10), so it runs only on rounds that get past it. This changes when the call runs.',
    ]);
    expect(fixes[0]?.artifactChanges[0]?.artifactLocation).toEqual({ uri: 'src/pay%20tool.ts', uriBaseId: '%SRCROOT%' });
    expect(applyFix(SERVER, fixes[0])).toBe(ASKED_FIRST);
  });

  it('counts a byte order mark in fix offsets, as SARIF counts characters of the file', async () => {
    const cwd = await makeProject({ 'server.ts': `\uFEFF${SERVER}` });
    const { run } = await sarif([], cwd);
    expect(applyFix(`\uFEFF${SERVER}`, run.results[0]?.fixes?.[0])).toBe(`\uFEFF${ASKED_FIRST}`);
  });

  it("names rules of the project's config and orders rule indexes by first report", async () => {
    const handler = 'export function handler(x) {\n  charge(1);\n  if (!x) return ask();\n  return done();\n}\n';
    const cwd = await makeProject({ 'eslint.config.mjs': standInConfig('warn'), 'handler.js': handler });
    const { code, run } = await sarif(['--use-config', 'handler.js'], cwd);
    expect(code).toBe(0);
    expect(run.tool.driver.rules).toEqual([
      {
        id: 'fixture/charge-before-question',
        shortDescription: { text: 'stand-in' },
        helpUri: 'https://example.test/charge-before-question',
        help: { text: 'stand-in. See https://example.test/charge-before-question', markdown: 'stand-in. [Documentation](https://example.test/charge-before-question)' },
      },
    ]);
    expect(run.results).toEqual([
      {
        ruleId: 'fixture/charge-before-question',
        ruleIndex: 0,
        level: 'warning',
        message: { text: 'charge() runs before the question.' },
        locations: [
          {
            physicalLocation: {
              artifactLocation: { uri: 'handler.js', uriBaseId: '%SRCROOT%' },
              region: { startLine: 2, startColumn: 3, endLine: 2, endColumn: 12 },
            },
          },
        ],
        partialFingerprints: { 'mcpLintReportedCode/v1': expect.stringMatching(/^[\da-f]{32}:1$/u) as string },
        fixes: [
          {
            description: { text: 'Move it below the question.' },
            artifactChanges: [
              {
                artifactLocation: { uri: 'handler.js', uriBaseId: '%SRCROOT%' },
                replacements: [
                  {
                    deletedRegion: { charOffset: 31, charLength: 34 },
                    insertedContent: { text: 'if (!x) return ask();\n  charge(1);' },
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  describe('partialFingerprints', () => {
    const fingerprintOf = (run: SarifRun, index = 0): string | undefined => run.results[index]?.partialFingerprints['mcpLintReportedCode/v1'];

    it('stay the same when the reported code moves to other lines or is re-indented', async () => {
      // Code scanning follows an alert by its fingerprint: a line added above must not close it and open a new one.
      const moved = SERVER.replace("import Stripe from 'stripe';\n", "import Stripe from 'stripe';\n\n// Payments.\n// More lines above the tool.\n").replace(
        '  await stripe.paymentIntents.create(',
        '      await stripe.paymentIntents.create(',
      );
      const before = await sarif([], await makeProject({ 'src/pay.ts': SERVER }));
      const after = await sarif([], await makeProject({ 'src/pay.ts': moved }));
      expect(after.run.results[0]?.locations[0]?.physicalLocation.region?.startLine).toBe(11);
      expect(fingerprintOf(before.run)).toMatch(/^[\da-f]{32}:1$/u);
      expect(fingerprintOf(after.run)).toBe(fingerprintOf(before.run));
    });

    it('differ by file, by reported code, and between identical reports of one file', async () => {
      // Two identical charges in one file are two alerts; the same code in another file is another alert.
      const twice = SERVER.replace("server.registerTool('pay'", "server.registerTool('pay_again', { description: 'Charge again' }, async ({ amount }: { amount: number }, ctx) => {\n  await stripe.paymentIntents.create({ amount, currency: 'usd' });\n  if (!acceptedContent(ctx.mcpReq.inputResponses, 'confirm')) return inputRequired({ inputRequests: { confirm: inputRequired.elicit({ message: 'Pay?', requestedSchema: { type: 'object', properties: {} } }) } });\n  return { content: [] };\n});\n\nserver.registerTool('pay'");
      const other = SERVER.replace("currency: 'usd'", "currency: 'eur'");
      const { run } = await sarif([], await makeProject({ 'a.ts': twice, 'b.ts': SERVER, 'c.ts': other }));
      const fingerprints = run.results.map((result) => `${result.locations[0]?.physicalLocation.artifactLocation.uri} ${result.partialFingerprints['mcpLintReportedCode/v1']}`);
      expect(fingerprints).toHaveLength(4);
      const [a1, a2, b, c] = fingerprints.map((entry) => entry.split(' ')[1]!);
      expect(a1!.split(':')).toEqual([a2!.split(':')[0], '1']);
      expect(a2!.endsWith(':2')).toBe(true);
      expect(new Set([a1!.split(':')[0], b!.split(':')[0], c!.split(':')[0]]).size).toBe(3);
    });
  });

  it('reports a file that does not parse as a tool notification, not as a finding', async () => {
    const cwd = await makeProject({ 'src/broken.ts': 'const a = 1;\nexport function (\n' });
    const { code, run } = await sarif([], cwd);
    expect(code).toBe(1);
    expect(run.results).toEqual([]);
    expect(run.tool.driver.rules).toEqual([]);
    expect(run.invocations).toEqual([
      {
        executionSuccessful: true,
        toolExecutionNotifications: [
          {
            level: 'error',
            message: { text: 'Parsing error: Identifier expected.' },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: 'src/broken.ts', uriBaseId: '%SRCROOT%' },
                  region: { startLine: 2, startColumn: 16 },
                },
              },
            ],
          },
        ],
      },
    ]);
  });

  it('writes an empty result list when nothing is found, so code scanning closes fixed alerts', async () => {
    const cwd = await makeProject({ 'a.ts': 'export const answer = 42;\n' });
    const { code, run } = await sarif([], cwd);
    expect(code).toBe(0);
    expect(run.results).toEqual([]);
    expect(run.invocations).toEqual([{ executionSuccessful: true }]);
    expect(run.properties).toBeUndefined();
  });

  it('carries the calls an untyped run could not follow as a run property, never as a result', async () => {
    const cwd = await makeProject({
      'src/pay.ts': `import { McpServer } from '@modelcontextprotocol/server';
import { chargeCustomer } from './billing.js';
const server = new McpServer({ name: 'shop', version: '1.0.0' });
server.registerTool('pay', {}, async (ctx) => {
  await chargeCustomer(ctx);
  return { content: [] };
});
`,
    });
    const { run } = await sarif([], cwd);
    expect(run.results).toEqual([]);
    expect(run.properties).toEqual({
      unfollowedCalls:
        '1 call from a handler goes to other files; run with types to follow them: add a tsconfig.json that includes these files (first: chargeCustomer() at src/pay.ts:5)',
    });
  });

  it('is what the schema check rejects when it is malformed, so the validation above can fail', () => {
    const broken = { version: '2.1.0', runs: [{ tool: { driver: { name: 'mcp-lint' } }, results: [{ message: {}, level: 'fatal' }] }] };
    expect(sarifSchemaErrors(broken).split('\n')).toEqual([
      'data/runs/0/results/0/level must be equal to one of the allowed values',
      "data/runs/0/results/0/message must have required property 'text'",
      "data/runs/0/results/0/message must have required property 'id'",
      'data/runs/0/results/0/message must match a schema in anyOf',
    ]);
  });
});
