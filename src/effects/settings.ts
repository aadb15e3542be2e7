/**
 * Layer 0, user settings: `settings.mcp.effects` says what calls of the project's own code (or of libraries
 * the catalog lacks) do. JSON only:
 *
 *   "settings": { "mcp": { "effects": [
 *     { "module": "./billing", "path": "chargeCard", "effect": "write" },
 *     { "module": "@acme/ledger", "path": "entries.*", "effect": "write-idempotent" },
 *     { "name": "this.audit.record", "effect": "safe" }
 *   ] } }
 *
 * `module` matches the import specifier (`*` glob; a subpath of a match counts); `path` is the dotted member
 * path after the imported binding (for a named import it may start with the imported name), and without
 * `path` every call rooted in the module matches. `name` matches the callee as written, with optional
 * chaining and `!` dropped (`this.repo.save`, `getClient().send`). Path and name globs: `*` within a segment,
 * `a|b` alternatives, `**` any number of segments. The first matching entry wins.
 */
import type { Origin } from '../ast/origin.js';
import { mcpSettings } from '../mcp/settings.js';
import { compileModuleGlob, compilePathGlob, matchesPathGlob, type PathGlob } from './path-glob.js';
import { verdict, type EffectClass, type EffectVerdict } from './types.js';

/** The effects a user may state; `safe` means the call does nothing worth reporting. */
export const STATED_EFFECTS: ReadonlyMap<string, EffectClass> = new Map<string, EffectClass>([
  ['write', 'write'],
  ['write-idempotent', 'write-idempotent'],
  ['process-state', 'process-state'],
  ['cost', 'cost'],
  ['read', 'read'],
  ['log', 'log'],
  ['safe', 'pure'],
]);

const EFFECT_LIST = [...STATED_EFFECTS.keys()]
  .map((effect) => `"${effect}"`)
  .join(', ');

const ENTRY_EXAMPLE = '{ "module": "stripe", "path": "charges.create", "effect": "write" } or { "name": "billing.charge*", "effect": "write" }';
const PREFIX = 'eslint-plugin-mcp: settings.mcp.effects';
const ENTRY_KEYS = new Set(['module', 'path', 'name', 'effect']);
const PATH_SEGMENT = /^(?:\*\*|[^.\s]+)$/;

interface ModuleEntry {
  kind: 'module';
  module: RegExp;
  path: PathGlob | null;
  stated: string;
}

interface NameEntry {
  kind: 'name';
  name: PathGlob;
  stated: string;
}

/** Parsed `settings.mcp.effects`, ready to match. */
export interface EffectSettings {
  readonly entries: readonly (ModuleEntry | NameEntry)[];
}

const NO_SETTINGS: EffectSettings = { entries: [] };
const parsedSettings = new WeakMap<object, EffectSettings>();

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringField(entry: Record<string, unknown>, key: string, at: string): string | null {
  const value = entry[key];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${PREFIX}${at}.${key} must be a non-empty string; got ${describe(value)}.`);
  }
  return value;
}

function pathGlob(entry: Record<string, unknown>, key: 'path' | 'name', at: string): PathGlob | null {
  const value = stringField(entry, key, at);
  if (value === null) return null;
  if (!value.split('.').every((segment) => PATH_SEGMENT.test(segment))) {
    throw new Error(
      `${PREFIX}${at}.${key} must be a dotted member path such as "charges.create" (a segment may use * and a|b, or be **); got ${describe(value)}.`,
    );
  }
  return compilePathGlob(value, { anchored: true });
}

function parseEntry(entry: unknown, index: number): ModuleEntry | NameEntry {
  const at = `[${index}]`;
  if (!isRecord(entry)) throw new Error(`${PREFIX}${at} must be an object like ${ENTRY_EXAMPLE}; got ${describe(entry)}.`);
  for (const key of Object.keys(entry)) {
    if (!ENTRY_KEYS.has(key)) {
      throw new Error(`${PREFIX}${at}.${key} is not a known key; an entry has "module" (with an optional "path") or "name", and "effect".`);
    }
  }
  const effect = entry['effect'];
  if (effect === undefined) throw new Error(`${PREFIX}${at}.effect is missing; it must be one of ${EFFECT_LIST}.`);
  if (typeof effect !== 'string' || !STATED_EFFECTS.has(effect)) {
    throw new Error(`${PREFIX}${at}.effect must be one of ${EFFECT_LIST}; got ${describe(effect)}.`);
  }
  const module = stringField(entry, 'module', at);
  const name = pathGlob(entry, 'name', at);
  if (module !== null && name !== null) throw new Error(`${PREFIX}${at} has both "module" and "name"; write one entry for each.`);
  if (module !== null) return { kind: 'module', module: compileModuleGlob(module), path: pathGlob(entry, 'path', at), stated: effect };
  if (entry['path'] !== undefined) throw new Error(`${PREFIX}${at}.path needs "module": it is the member path after that module's import.`);
  if (name === null) throw new Error(`${PREFIX}${at} needs "module" or "name" to say which calls it is about.`);
  return { kind: 'name', name, stated: effect };
}

/**
 * Parses `settings.mcp.effects` out of a rule context's whole `settings` object, once per settings object.
 * Throws an Error naming the offending key and the expected shape.
 */
export function parseEffectSettings(settings: unknown): EffectSettings {
  if (!isRecord(settings)) return NO_SETTINGS;
  const cached = parsedSettings.get(settings);
  if (cached) return cached;
  const effects = mcpSettings(settings)?.['effects'];
  let parsed = NO_SETTINGS;
  if (effects !== undefined) {
    if (!Array.isArray(effects)) throw new Error(`${PREFIX} must be an array of entries like ${ENTRY_EXAMPLE}; got ${describe(effects)}.`);
    parsed = { entries: effects.map(parseEntry) };
  }
  parsedSettings.set(settings, parsed);
  return parsed;
}

function moduleEntryMatches(entry: ModuleEntry, origin: Origin): boolean {
  if (origin.root !== 'import' || origin.module === null || !entry.module.test(origin.module)) return false;
  if (!entry.path) return true;
  if (matchesPathGlob(entry.path, origin.path)) return true;
  const named = origin.name !== null && origin.name !== 'default' && origin.name !== '*';
  return named && matchesPathGlob(entry.path, [origin.name ?? '', ...origin.path]);
}

/** The first settings entry matching the call, as a verdict; `segments` is the callee as dotted names. */
export function settingsVerdict(settings: EffectSettings, origin: Origin, segments: readonly string[] | null): EffectVerdict | null {
  for (const entry of settings.entries) {
    const matches = entry.kind === 'module' ? moduleEntryMatches(entry, origin) : segments !== null && matchesPathGlob(entry.name, segments);
    const effectClass = STATED_EFFECTS.get(entry.stated);
    if (matches && effectClass) return verdict(effectClass, 'settings', `marked ${entry.stated} in settings.mcp.effects`);
  }
  return null;
}
