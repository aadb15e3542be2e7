import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';
import { REPOSITORY_URL } from '../../src/create-rule.js';

const root = new URL('../../', import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { name: string; version: string };

interface RuleMeta {
  docs?: { url?: string; config?: string };
  schema?: unknown;
  defaultOptions?: unknown[];
}
const rules = plugin.rules as unknown as Record<string, { meta: RuleMeta }>;
const ruleNames = Object.keys(rules);
const ruleFiles = readdirSync(new URL('rules/', root))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -'.ts'.length));
const enabledIn = (config: 'recommended' | 'strict' | 'all'): string[] =>
  Object.keys(plugin.configs[config].rules ?? {}).map((id) => id.replace(/^mcp\//u, ''));

/** Every `properties` entry anywhere in a JSON schema, with its path, for the `description` check. */
function schemaProperties(schema: unknown, path = 'schema'): Array<[string, Record<string, unknown>]> {
  if (Array.isArray(schema)) return schema.flatMap((item, index) => schemaProperties(item, `${path}[${index}]`));
  if (typeof schema !== 'object' || schema === null) return [];
  const found: Array<[string, Record<string, unknown>]> = [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      for (const [name, property] of Object.entries(value as Record<string, unknown>)) {
        found.push([`${path}.properties.${name}`, property as Record<string, unknown>]);
      }
    }
    found.push(...schemaProperties(value, `${path}.${key}`));
  }
  return found;
}

/** The option names of a rule: the properties of its option objects. */
function optionNames(schema: unknown): string[] {
  const items = Array.isArray(schema) ? schema : [schema];
  return items.flatMap((item: { properties?: object }) => Object.keys(item?.properties ?? {}));
}

/** Whether a rule takes options: an option array with entries, or an object schema. */
function hasOptions(schema: unknown): boolean {
  return Array.isArray(schema) ? schema.length > 0 : typeof schema === 'object' && schema !== null;
}

describe('plugin meta', () => {
  it("has package.json's name and version", () => {
    expect(plugin.meta).toEqual({ name: packageJson.name, version: packageJson.version, namespace: 'mcp' });
  });

  it('exports exactly the rules in rules/', () => {
    expect([...ruleNames].sort()).toEqual([...ruleFiles].sort());
  });

  it('names its configs mcp/<config>', () => {
    expect(Object.keys(plugin.configs).sort()).toEqual(['all', 'recommended', 'recommended-type-checked', 'strict', 'strict-type-checked']);
    for (const [name, config] of Object.entries(plugin.configs)) expect(config.name).toBe(`mcp/${name}`);
  });

  it('nests its configs: recommended ⊆ strict ⊆ all, and all has every rule', () => {
    const strict = enabledIn('strict');
    expect(strict).toEqual(expect.arrayContaining(enabledIn('recommended')));
    expect(enabledIn('all')).toEqual(expect.arrayContaining(strict));
    expect([...enabledIn('all')].sort()).toEqual([...ruleNames].sort());
  });

  it('gives strict, strict-type-checked and all the stricter options, and recommended the defaults', () => {
    const levels = (config: string, rule: string): unknown => plugin.configs[config as keyof typeof plugin.configs].rules?.[`mcp/${rule}`];
    for (const config of ['strict', 'strict-type-checked', 'all']) {
      expect(levels(config, 'no-side-effect-before-input-required')).toEqual(['error', { checkUnknownCalls: true, checkIdempotentWrites: true, checkProcessState: true }]);
      expect(levels(config, 'no-side-effect-on-declined-input')).toEqual(['error', { checkIdempotentWrites: true, checkProcessState: true }]);
      expect(levels(config, 'tool-annotations-match-behavior')).toEqual(['error', { checkIdempotentHint: true }]);
      expect(levels(config, 'require-request-state-integrity')).toEqual(['error', { checkCodecBinding: true, checkGuessableHandles: true }]);
      expect(levels(config, 'require-client-capability-check')).toEqual(['error', { checkDeprecatedRequests: true }]);
    }
    expect(levels('recommended', 'no-side-effect-before-input-required')).toBe('error');
    expect(levels('recommended', 'require-request-state-integrity')).toBe('error');
  });
});

describe.each(ruleNames)('rule %s', (name) => {
  const { meta } = rules[name]!;

  it('has docs/rules/<name>.md and tests/rules/<name>.test.ts', () => {
    expect(existsSync(new URL(`docs/rules/${name}.md`, root)), `docs/rules/${name}.md`).toBe(true);
    expect(existsSync(new URL(`tests/rules/${name}.test.ts`, root)), `tests/rules/${name}.test.ts`).toBe(true);
  });

  it('documents each of its options under "## Options"', () => {
    const doc = readFileSync(new URL(`docs/rules/${name}.md`, root), 'utf8');
    const section = /^## Options$([\s\S]*?)(?=^## |(?![\s\S]))/mu.exec(doc)?.[1] ?? '';
    for (const option of optionNames(meta.schema)) {
      expect(section, `docs/rules/${name}.md: "## Options" should mention \`${option}\``).toContain(`\`${option}\``);
    }
  });

  it('links its doc from meta.docs.url', () => {
    expect(meta.docs?.url).toBe(`${REPOSITORY_URL}/blob/main/docs/rules/${name}.md`);
  });

  it('is in the configs its meta.docs.config claims, and in no smaller one', () => {
    const claimed = meta.docs?.config;
    expect(['recommended', 'strict']).toContain(claimed);
    expect(enabledIn('recommended').includes(name)).toBe(claimed === 'recommended');
    expect(enabledIn('strict')).toContain(name);
    expect(enabledIn('all')).toContain(name);
  });

  it('declares meta.schema, and meta.defaultOptions and a description on every property when it has options', () => {
    expect(meta.schema).toBeDefined();
    if (!hasOptions(meta.schema)) return;
    expect(meta.defaultOptions, 'meta.defaultOptions').toBeDefined();
    for (const [path, property] of schemaProperties(meta.schema)) {
      expect(typeof property.description, `${path} needs a description`).toBe('string');
    }
  });
});

describe('the built package', () => {
  // CI builds before it tests; this checks what npm would publish, through the package's own exports.
  it('resolves its own name to a plugin with the same version and rules', () => {
    const script =
      "const { default: p } = await import('eslint-plugin-mcp');" +
      'console.log(JSON.stringify({ version: p.meta.version, rules: Object.keys(p.rules).sort() }));';
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: fileURLToPath(root),
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ version: packageJson.version, rules: [...ruleNames].sort() });
  });
});
