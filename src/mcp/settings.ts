/**
 * `settings.mcp` as a whole: the one place that knows which keys exist, so that a typo (`efects`) or a value that
 * is not an object (`mcp: 5`) stops the run with one error naming it, as a bad rule option does, instead of being
 * silently ignored. Each key's value is parsed, with its own errors, by the module that uses it (listed below).
 * Every rule checks the whole object when it starts (src/create-rule.ts), whichever keys it reads.
 */

/**
 * The keys of `settings.mcp`. Each value is parsed by the module that uses it: `effects` by src/effects/settings.ts,
 * `protocol` by src/mcp/era.ts, `requestStateCodec` by src/mcp/codec-setting.ts, `requestStateVerified` by
 * src/mcp/request-state.ts, `typeChecked` by src/types/settings.ts. A new setting is one more name here.
 */
export const MCP_SETTING_KEYS: readonly string[] = ['effects', 'protocol', 'requestStateCodec', 'requestStateVerified', 'typeChecked'];

const PREFIX = 'eslint-plugin-mcp: settings.mcp';
const checked = new WeakSet<object>();

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return JSON.stringify(value) ?? typeof value;
}

/** Edit distance (insertions, deletions, substitutions, swaps of neighbours), for "did you mean". */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The known key a misspelt one most likely meant: same letters in another case, or at most two edits away. */
function nearestKey(key: string): string | undefined {
  let nearest: string | undefined;
  let nearestDistance = Infinity;
  for (const known of MCP_SETTING_KEYS) {
    const d = known.toLowerCase() === key.toLowerCase() ? 0 : distance(known, key);
    if (d < nearestDistance) [nearest, nearestDistance] = [known, d];
  }
  return nearestDistance <= Math.min(2, Math.floor(key.length / 3)) ? nearest : undefined;
}

/**
 * `settings.mcp` of a rule context's whole `settings` object (undefined when there is none), after checking that it
 * is an object with known keys only. Throws an Error naming the offending key and what was expected.
 */
export function mcpSettings(settings: unknown): Readonly<Record<string, unknown>> | undefined {
  if (typeof settings !== 'object' || settings === null) return undefined;
  const mcp = (settings as Record<string, unknown>)['mcp'];
  if (mcp === undefined) return undefined;
  if (typeof mcp !== 'object' || mcp === null || Array.isArray(mcp)) {
    throw new Error(`${PREFIX} must be an object such as { "protocol": "2026-07-28" }; got ${describe(mcp)}.`);
  }
  if (checked.has(mcp)) return mcp as Record<string, unknown>;
  for (const key of Object.keys(mcp)) {
    if (MCP_SETTING_KEYS.includes(key)) continue;
    const nearest = nearestKey(key);
    const hint = nearest ? ` (did you mean "${nearest}"?)` : '';
    throw new Error(`${PREFIX}.${key} is not a setting of eslint-plugin-mcp${hint}; the settings are ${MCP_SETTING_KEYS.map((k) => `"${k}"`).join(', ')}.`);
  }
  checked.add(mcp);
  return mcp as Record<string, unknown>;
}
