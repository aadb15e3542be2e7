/**
 * What running a call does to the world (docs/architecture.md, src/effects/):
 * - `write`: changes the world and accumulates or cannot be undone (payments, messages, inserts, files, processes);
 * - `write-idempotent`: a write that repeats harmlessly (upsert, PUT of a full resource);
 * - `process-state`: mutates module-level or closure state that survives into the retry;
 * - `cost`: billable, nothing persisted (LLM completions);
 * - `read`, `log` (loggers, telemetry, MCP notifications), `local` (built-ins owned by the run), `pure`;
 * - `unknown`: nothing tells.
 */
export type EffectClass = 'write' | 'write-idempotent' | 'process-state' | 'cost' | 'read' | 'log' | 'local' | 'pure' | 'unknown';

/** Which classifier layer decided: 0 `settings`/`annotation`, 1 `local`, 2 `catalog`, 3 `verb`, or `none`. */
export type EffectLayer = 'settings' | 'annotation' | 'local' | 'catalog' | 'verb' | 'none';

/**
 * What a write does to what was there, when the call tells (tool annotations are checked against it):
 * `destructive` deletes, drops, truncates or overwrites; `accumulating` adds something every time it runs
 * (creates, inserts, sends, charges, appends). Writes that change in place (`update`, `set`) have neither.
 */
export type WriteImpact = 'destructive' | 'accumulating';

export interface EffectVerdict {
  effectClass: EffectClass;
  layer: EffectLayer;
  /** Short human label used inside messages: 'Stripe write', 'HTTP POST', 'module-level Map mutated'. */
  label: string;
  /** For writes, what they do to what was there, when the call tells. */
  impact?: WriteImpact;
  /**
   * A write of a package client that encodes what it is given into a request to another system
   * (`CatalogFamily.sendsCopies`): it changes none of the caller's objects it is given.
   */
  keepsArguments?: true;
}

/** Most severe first: a builder chain takes the verdict of its most severe link. */
export const SEVERITY: readonly EffectClass[] = [
  'write',
  'write-idempotent',
  'cost',
  'process-state',
  'unknown',
  'read',
  'log',
  'local',
  'pure',
];

/** True when `a` is strictly more severe than `b`. */
export function isMoreSevere(a: EffectClass, b: EffectClass): boolean {
  return SEVERITY.indexOf(a) < SEVERITY.indexOf(b);
}

export function verdict(effectClass: EffectClass, layer: EffectLayer, label: string, impact?: WriteImpact): EffectVerdict {
  return impact ? { effectClass, layer, label, impact } : { effectClass, layer, label };
}
