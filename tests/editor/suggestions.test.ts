import { join } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { makeProject } from '../cli/helpers.js';

/**
 * What the VS Code ESLint extension does: an ESLint instance with the user's config (here the plugin's
 * recommended config alone) and `lintText` of the open buffer under its file name. A quick fix is one of a
 * report's `suggestions`; the editor replaces exactly `fix.range` with `fix.text`, so both must be exact.
 */
async function lintBuffer(code: string): Promise<Linter.LintMessage[]> {
  const cwd = await makeProject({});
  const eslint = new ESLint({
    cwd,
    overrideConfigFile: true,
    overrideConfig: [plugin.configs.recommended as Linter.Config],
  });
  const [result] = await eslint.lintText(code, { filePath: join(cwd, 'src', 'server.ts') });
  return result!.messages;
}

function applyFix(code: string, fix: { range: [number, number]; text: string }): string {
  return code.slice(0, fix.range[0]) + fix.text + code.slice(fix.range[1]);
}

const HEADER = `import { McpServer } from '@modelcontextprotocol/server';

const server = new McpServer({ name: 'shop', version: '1.0.0' });
`;

describe('editor path: reports carry suggestions with exact ranges', () => {
  it('offers the rename of pre-release `incomplete` as a quick fix replacing just the literal', async () => {
    const code = `${HEADER}
server.registerTool('checkout', { description: 'Pay' }, async (ctx) => {
  if (!ctx.mcpReq.inputResponses?.confirm) {
    return { resultType: 'incomplete', inputRequests: { confirm: { method: 'elicitation/create', params: {} } } };
  }
  return { content: [] };
});
`;
    const messages = await lintBuffer(code);
    const start = code.indexOf(`'incomplete'`);
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'mcp/valid-input-required-result',
        messageId: 'incompleteResultType',
        line: 7,
        column: 26,
        endLine: 7,
        endColumn: 38,
        suggestions: [
          {
            messageId: 'renameIncomplete',
            desc: "Rename to `'input_required'`.",
            fix: { range: [start, start + `'incomplete'`.length], text: `'input_required'` },
          },
        ],
      }),
    ]);
    const fixed = applyFix(code, messages[0]!.suggestions![0]!.fix);
    expect(fixed).toBe(code.replace(`'incomplete'`, `'input_required'`));
    expect(await lintBuffer(fixed)).toEqual([]);
  });

  it('offers `resultType` as an insertion (an empty range) before the first property', async () => {
    const code = `${HEADER}
server.registerTool('checkout', { description: 'Pay' }, async (ctx) => {
  if (!ctx.mcpReq.inputResponses?.confirm) {
    return {
      inputRequests: { confirm: { method: 'elicitation/create', params: {} } },
    };
  }
  return { content: [] };
});
`;
    const messages = await lintBuffer(code);
    const at = code.indexOf('inputRequests:');
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'mcp/valid-input-required-result',
        messageId: 'missingResultType',
        suggestions: [
          {
            messageId: 'addResultType',
            desc: "Add `resultType: 'input_required'`.",
            fix: { range: [at, at], text: "resultType: 'input_required',\n      " },
          },
        ],
      }),
    ]);
    const fixed = applyFix(code, messages[0]!.suggestions![0]!.fix);
    expect(fixed).toContain("    return {\n      resultType: 'input_required',\n      inputRequests:");
    expect(await lintBuffer(fixed)).toEqual([]);
  });
});
