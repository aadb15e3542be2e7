// Layer 0: settings.mcp.effects (validated, JSON only) and @mcp-effect annotations decide before anything else.
import { describe, expect, it } from 'vitest';
import { parseEffectSettings } from '../../src/effects/index.js';
import { classifyMarked } from './classify-with.js';

const effects = (entries: unknown) => ({ mcp: { effects: entries } });
const EFFECTS = '"write", "write-idempotent", "process-state", "cost", "read", "log", "safe"';

describe('parseEffectSettings', () => {
  it('accepts no settings, no mcp key and no effects key', () => {
    expect(parseEffectSettings(undefined).entries).toEqual([]);
    expect(parseEffectSettings({}).entries).toEqual([]);
    expect(parseEffectSettings({ mcp: { protocol: 'auto' } }).entries).toEqual([]);
  });

  it('parses module and name entries', () => {
    const parsed = parseEffectSettings(
      effects([
        { module: './billing', path: 'chargeCard', effect: 'write' },
        { module: '@acme/*', effect: 'read' },
        { name: 'this.audit.record', effect: 'safe' },
      ]),
    );
    expect(parsed.entries.map((entry) => [entry.kind, entry.stated])).toEqual([
      ['module', 'write'],
      ['module', 'read'],
      ['name', 'safe'],
    ]);
  });

  it('parses each settings object once (cached by identity)', () => {
    const settings = effects([{ name: 'a', effect: 'write' }]);
    expect(parseEffectSettings(settings)).toBe(parseEffectSettings(settings));
    expect(parseEffectSettings(effects([{ name: 'a', effect: 'write' }]))).not.toBe(parseEffectSettings(settings));
  });

  const invalid: [string, unknown, string][] = [
    [
      'effects is not an array',
      { charge: 'write' },
      'eslint-plugin-mcp: settings.mcp.effects must be an array of entries like { "module": "stripe", "path": "charges.create", "effect": "write" } or { "name": "billing.charge*", "effect": "write" }; got an object.',
    ],
    [
      'an entry is not an object',
      ['charge'],
      'eslint-plugin-mcp: settings.mcp.effects[0] must be an object like { "module": "stripe", "path": "charges.create", "effect": "write" } or { "name": "billing.charge*", "effect": "write" }; got "charge".',
    ],
    [
      'an unknown key',
      [{ name: 'a', effect: 'write' }, { modul: 'stripe', effect: 'write' }],
      'eslint-plugin-mcp: settings.mcp.effects[1].modul is not a known key; an entry has "module" (with an optional "path") or "name", and "effect".',
    ],
    ['a missing effect', [{ name: 'a' }], `eslint-plugin-mcp: settings.mcp.effects[0].effect is missing; it must be one of ${EFFECTS}.`],
    [
      'a misspelt effect',
      [{ name: 'a', effect: 'write' }, { name: 'b', effect: 'write' }, { name: 'c', effect: 'wrte' }],
      `eslint-plugin-mcp: settings.mcp.effects[2].effect must be one of ${EFFECTS}; got "wrte".`,
    ],
    ['an effect that is not a string', [{ name: 'a', effect: 1 }], `eslint-plugin-mcp: settings.mcp.effects[0].effect must be one of ${EFFECTS}; got 1.`],
    ['a class that may not be stated', [{ name: 'a', effect: 'local' }], `eslint-plugin-mcp: settings.mcp.effects[0].effect must be one of ${EFFECTS}; got "local".`],
    ['a module that is not a string', [{ module: 3, effect: 'write' }], 'eslint-plugin-mcp: settings.mcp.effects[0].module must be a non-empty string; got 3.'],
    ['an empty name', [{ name: ' ', effect: 'write' }], 'eslint-plugin-mcp: settings.mcp.effects[0].name must be a non-empty string; got " ".'],
    [
      'a path with an empty segment',
      [{ module: 'stripe', path: 'charges..create', effect: 'write' }],
      'eslint-plugin-mcp: settings.mcp.effects[0].path must be a dotted member path such as "charges.create" (a segment may use * and a|b, or be **); got "charges..create".',
    ],
    ['both module and name', [{ module: 'stripe', name: 'x', effect: 'write' }], 'eslint-plugin-mcp: settings.mcp.effects[0] has both "module" and "name"; write one entry for each.'],
    ['a path without a module', [{ name: 'x', path: 'y', effect: 'write' }], `eslint-plugin-mcp: settings.mcp.effects[0].path needs "module": it is the member path after that module's import.`],
    ['neither module nor name', [{ effect: 'write' }], 'eslint-plugin-mcp: settings.mcp.effects[0] needs "module" or "name" to say which calls it is about.'],
  ];
  it.each(invalid)('throws a clear error for %s', (_name, entries, message) => {
    expect(() => parseEffectSettings(effects(entries))).toThrow(new Error(message));
  });
});

describe('settings decide first', () => {
  it('marks a project import by module and named export', () => {
    const verdict = classifyMarked(`import { tally } from './billing'; async function h() { await /*@*/tally(1); }`, effects([{ module: './billing', path: 'tally', effect: 'write' }]));
    expect(verdict).toEqual({ effectClass: 'write', layer: 'settings', label: 'marked write in settings.mcp.effects' });
  });
  it('matches the member path after a default import, with a * segment', () => {
    const verdict = classifyMarked(`import ledger from '@acme/ledger'; async function h() { await /*@*/ledger.entries.post({}); }`, effects([{ module: '@acme/*', path: 'entries.*', effect: 'write-idempotent' }]));
    expect(verdict).toMatchObject({ effectClass: 'write-idempotent', layer: 'settings' });
  });
  it('matches a named import whose path starts with the imported name', () => {
    const verdict = classifyMarked(`import { billing } from './services'; async function h() { await /*@*/billing.settle(); }`, effects([{ module: './services', path: 'billing.settle', effect: 'write' }]));
    expect(verdict).toMatchObject({ effectClass: 'write', layer: 'settings' });
  });
  it('overrides the catalog: a module entry without a path covers every call of the module', () => {
    const verdict = classifyMarked(`import Stripe from 'stripe'; const stripe = new Stripe('k'); async function h() { await /*@*/stripe.charges.create({}); }`, effects([{ module: 'stripe', effect: 'safe' }]));
    expect(verdict).toEqual({ effectClass: 'pure', layer: 'settings', label: 'marked safe in settings.mcp.effects' });
  });
  it('does not match another module', () => {
    const verdict = classifyMarked(`import { tally } from './billing-v2'; async function h() { await /*@*/tally(1); }`, effects([{ module: './billing', path: 'tally', effect: 'write' }]));
    expect(verdict.layer).not.toBe('settings');
  });
  it('matches a name glob against the callee as written, optional chaining and ! dropped', () => {
    const settings = effects([{ name: 'this.audit?.record', effect: 'write' }, { name: 'this.audit.record', effect: 'log' }]);
    // The first entry's `?` is not optional chaining syntax in a glob: it does not match, the second does.
    expect(classifyMarked(`class T { run() { /*@*/this.audit?.record!('x'); } }`, settings)).toMatchObject({ effectClass: 'log', layer: 'settings' });
  });
  it('matches ** across segments and a|b alternatives', () => {
    const settings = effects([{ name: '**.charge|refund', effect: 'write' }]);
    expect(classifyMarked(`async function h(deps) { await /*@*/deps.payments.gateway.refund(1); }`, settings)).toMatchObject({ effectClass: 'write', layer: 'settings' });
  });
  it('matches a call in the middle of a name with ()', () => {
    const settings = effects([{ name: 'getClient().send', effect: 'read' }]);
    expect(classifyMarked(`async function h() { await /*@*/getClient().send('x'); }`, settings)).toMatchObject({ effectClass: 'read', layer: 'settings' });
  });
  it('takes the first matching entry', () => {
    const settings = effects([{ name: 'billing.*', effect: 'read' }, { name: 'billing.charge', effect: 'write' }]);
    expect(classifyMarked(`async function h(billing) { await /*@*/billing.charge(); }`, settings)).toMatchObject({ effectClass: 'read' });
  });
  it('can mark a local built-in call as process state (settings come before layer 1)', () => {
    const settings = effects([{ name: 'seen.add', effect: 'process-state' }]);
    expect(classifyMarked(`function h() { const seen = new Set(); /*@*/seen.add(1); }`, settings)).toMatchObject({ effectClass: 'process-state', layer: 'settings' });
  });
});

describe('@mcp-effect annotations', () => {
  it('reads a JSDoc annotation on a function declaration', () => {
    const verdict = classifyMarked(`/** Settles. @mcp-effect write */\nfunction settle() {}\nasync function h() { await /*@*/settle(); }`);
    expect(verdict).toEqual({ effectClass: 'write', layer: 'annotation', label: 'marked @mcp-effect write' });
  });
  it('reads an annotation on an exported const arrow function', () => {
    const verdict = classifyMarked(`// @mcp-effect cost\nexport const summarize = async (t: string) => t;\nasync function h() { await /*@*/summarize('x'); }`);
    expect(verdict).toMatchObject({ effectClass: 'cost', layer: 'annotation' });
  });
  it('reads an annotation on a class method called through this', () => {
    const verdict = classifyMarked(`class Tool {\n  /** @mcp-effect read */\n  async createPreview() {}\n  async run() { await /*@*/this.createPreview(); }\n}`);
    expect(verdict).toMatchObject({ effectClass: 'read', layer: 'annotation', label: 'marked @mcp-effect read' });
  });
  it('reads an annotation on a method of a const object literal', () => {
    const verdict = classifyMarked(`const ops = {\n  /** @mcp-effect safe */\n  deleteDraft() {},\n};\nfunction h() { /*@*/ops.deleteDraft(); }`);
    expect(verdict).toMatchObject({ effectClass: 'pure', layer: 'annotation' });
  });
  it('ignores an unknown annotation value and falls through to the next layer', () => {
    const verdict = classifyMarked(`/** @mcp-effect sometimes */\nfunction sendReport() {}\nasync function h() { await /*@*/sendReport(); }`);
    expect(verdict).toMatchObject({ effectClass: 'write', layer: 'verb' });
  });
  it('ignores comments that are not directly before the declaration', () => {
    const verdict = classifyMarked(`/** @mcp-effect write */\nconst unrelated = 1;\nfunction tally() {}\nasync function h() { await /*@*/tally(); }`);
    expect(verdict.layer).not.toBe('annotation');
  });
  it('lets settings win over an annotation', () => {
    const verdict = classifyMarked(`/** @mcp-effect write */\nfunction tally() {}\nasync function h() { await /*@*/tally(); }`, effects([{ name: 'tally', effect: 'read' }]));
    expect(verdict).toMatchObject({ effectClass: 'read', layer: 'settings' });
  });
});
