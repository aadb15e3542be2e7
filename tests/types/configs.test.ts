// The type-checked configs and their switch, `settings.mcp.typeChecked`.
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { buildConfigs } from '../../src/configs.js';
import plugin from '../../src/index.js';
import { typeCheckedParser } from '../../src/types/parser.js';
import { typeCheckedSetting } from '../../src/types/settings.js';

const HANDLER = `import { inputRequired } from '@modelcontextprotocol/server';
export async function h(ctx: { mcpReq: { inputResponses?: Record<string, unknown> } }) {
  if (!ctx.mcpReq.inputResponses) return inputRequired({ requestState: 'a' });
  return { content: [] };
}`;

function lint(code: string, filename: string, ...configs: Linter.Config[]): Linter.LintMessage[] {
  return new Linter().verify(code, configs, { filename });
}

describe('the type-checked configs', () => {
  it.each([
    ['recommended-type-checked', 'recommended'],
    ['strict-type-checked', 'strict'],
  ] as const)('%s: the rules and options of %s, and settings.mcp.typeChecked; parserOptions left to the user', (typed, base) => {
    const config = plugin.configs[typed];
    expect(config.name).toBe(`mcp/${typed}`);
    expect(config.rules).toEqual(plugin.configs[base].rules);
    expect(config.settings).toEqual({ mcp: { typeChecked: true } });
    // The same TypeScript parser, wrapped to let JavaScript and eslint.config.* outside the tsconfig through (src/types/parser.ts).
    expect(config.languageOptions).toEqual({ parser: typeCheckedParser });
    expect(plugin.configs[base].languageOptions).toEqual({ parser: tsParser });
    expect(plugin.configs[base].settings).toBeUndefined();
  });

  it('put rules that require type checking in the type-checked configs only', () => {
    const rule = (config: 'recommended' | 'strict', requiresTypeChecking?: true) => ({ meta: { docs: { config, requiresTypeChecking } } });
    const configs = buildConfigs({}, {
      plain: rule('recommended'),
      typed: rule('recommended', true),
      'typed-strict': rule('strict', true),
    });
    const enabled = (name: keyof typeof configs) => Object.keys(configs[name].rules ?? {}).sort();
    expect(enabled('recommended')).toEqual(['mcp/plain']);
    expect(enabled('strict')).toEqual(['mcp/plain']);
    expect(enabled('all')).toEqual(['mcp/plain']);
    expect(enabled('recommended-type-checked')).toEqual(['mcp/plain', 'mcp/typed']);
    expect(enabled('strict-type-checked')).toEqual(['mcp/plain', 'mcp/typed', 'mcp/typed-strict']);
  });

  it('stop with one error naming parserOptions.projectService when the file has no type information', () => {
    const config = plugin.configs['recommended-type-checked'] as Linter.Config;
    expect(() => lint(HANDLER, 'src/tool.ts', config)).toThrow(
      /settings\.mcp\.typeChecked is true .* but src\/tool\.ts was parsed without type information\. Add `languageOptions: \{ parserOptions: \{ projectService: true, tsconfigRootDir: import\.meta\.dirname \} \}`/u,
    );
    // Also in a file that asks nothing: the set-up is wrong for the whole project, so the first file says so.
    expect(() => lint('export const a = 1;', 'src/plain.ts', config)).toThrow(/parserOptions: \{ projectService: true/u);
  });

  it('lint without types where the user turns the switch off (JavaScript outside the tsconfig)', () => {
    const messages = lint(HANDLER, 'src/tool.js', plugin.configs['recommended-type-checked'] as Linter.Config, {
      files: ['**/*.js'],
      settings: { mcp: { typeChecked: false } },
    });
    expect(messages).toEqual([]);
  });
});

describe('settings.mcp.typeChecked', () => {
  it('is off unless true', () => {
    expect(typeCheckedSetting(undefined)).toBe(false);
    expect(typeCheckedSetting({})).toBe(false);
    expect(typeCheckedSetting({ mcp: { effects: [] } })).toBe(false);
    expect(typeCheckedSetting({ mcp: { typeChecked: false } })).toBe(false);
    expect(typeCheckedSetting({ mcp: { typeChecked: true } })).toBe(true);
  });

  it.each([
    ['yes', '"yes"'],
    [1, '1'],
    [null, 'null'],
    [{}, 'an object'],
  ])('rejects %j, naming the key and the expected values', (value, shown) => {
    expect(() => typeCheckedSetting({ mcp: { typeChecked: value } })).toThrow(
      `eslint-plugin-mcp: settings.mcp.typeChecked must be true or false; got ${shown}.`,
    );
  });
});
