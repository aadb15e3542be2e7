// settings.mcp as a whole: unknown keys and a value that is not an object stop the run with one error naming them
// (src/mcp/settings.ts), checked by every rule when it starts (src/create-rule.ts).
import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { MCP_SETTING_KEYS, mcpSettings } from '../../src/mcp/settings.js';

const KNOWN = '"effects", "protocol", "requestStateCodec", "requestStateVerified", "typeChecked"';

describe('mcpSettings', () => {
  it('returns settings.mcp when every key is known, and undefined when there is none', () => {
    // Valid because each key is one the plugin reads; no settings at all is the common case.
    const mcp = { effects: [], protocol: 'auto', requestStateVerified: false, typeChecked: false };
    expect(mcpSettings({ mcp })).toBe(mcp);
    expect(mcpSettings({})).toBeUndefined();
    expect(mcpSettings({ react: { version: '19' } })).toBeUndefined();
    expect(mcpSettings(undefined)).toBeUndefined();
    expect(MCP_SETTING_KEYS.join()).toBe('effects,protocol,requestStateCodec,requestStateVerified,typeChecked');
  });

  it.each([
    ['a one-letter typo', 'efects', `eslint-plugin-mcp: settings.mcp.efects is not a setting of eslint-plugin-mcp (did you mean "effects"?); the settings are ${KNOWN}.`],
    ['another case', 'typechecked', `eslint-plugin-mcp: settings.mcp.typechecked is not a setting of eslint-plugin-mcp (did you mean "typeChecked"?); the settings are ${KNOWN}.`],
    ['two swapped letters', 'protcool', `eslint-plugin-mcp: settings.mcp.protcool is not a setting of eslint-plugin-mcp (did you mean "protocol"?); the settings are ${KNOWN}.`],
    // No guess for a key that is nothing like a setting: a wrong "did you mean" misleads more than none.
    ['an unrelated key', 'strict', `eslint-plugin-mcp: settings.mcp.strict is not a setting of eslint-plugin-mcp; the settings are ${KNOWN}.`],
  ])('names an unknown key: %s', (_name, key, message) => {
    expect(() => mcpSettings({ mcp: { protocol: 'auto', [key]: true } })).toThrow(new Error(message));
  });

  it.each([
    ['a number', 5, 'got 5'],
    ['a string', 'strict', 'got "strict"'],
    ['null', null, 'got null'],
    ['an array', [], 'got an array'],
  ])('rejects settings.mcp that is %s', (_name, value, got) => {
    expect(() => mcpSettings({ mcp: value })).toThrow(
      new Error(`eslint-plugin-mcp: settings.mcp must be an object such as { "protocol": "2026-07-28" }; got ${got.slice(4)}.`),
    );
  });
});

describe('in an ESLint run', () => {
  function lint(settings: Record<string, unknown>, rule: string): Linter.LintMessage[] {
    const config: Linter.Config[] = [
      {
        files: ['**/*.ts'],
        plugins: { mcp: plugin as unknown as NonNullable<Linter.Config['plugins']>[string] },
        languageOptions: { parser: tsParser as unknown as Linter.Parser },
        rules: { [`mcp/${rule}`]: 'error' },
        settings,
      },
    ];
    return new Linter().verify('export const x = 1;\n', config, { filename: 'server.ts' });
  }

  it('stops with one error naming settings.mcp.efects, even under a rule that reads no settings', () => {
    // Invalid because the user's `safe` list would silently do nothing.
    for (const rule of ['no-side-effect-before-input-required', 'stable-input-request-keys']) {
      expect(() => lint({ mcp: { efects: [{ name: 'audit.record', effect: 'safe' }] } }, rule)).toThrow(/settings\.mcp\.efects is not a setting of eslint-plugin-mcp \(did you mean "effects"\?\)/u);
    }
  });

  it('stops on settings.mcp: 5', () => {
    expect(() => lint({ mcp: 5 }, 'valid-input-required-result')).toThrow(/settings\.mcp must be an object/u);
  });

  it('runs as before with known keys', () => {
    // Valid because every key is known and every value well-formed.
    expect(lint({ mcp: { protocol: '2026-07-28', effects: [{ name: 'audit.record', effect: 'safe' }] } }, 'no-push-style-input-request')).toEqual([]);
  });
});
