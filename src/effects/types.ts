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

export interface EffectVerdict {
  effectClass: EffectClass;
  layer: EffectLayer;
  /** Short human label used inside messages: 'Stripe write', 'HTTP POST', 'module-level Map mutated'. */
  label: string;
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

export function verdict(effectClass: EffectClass, layer: EffectLayer, label: string): EffectVerdict {
  return { effectClass, layer, label };
}
