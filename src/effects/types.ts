import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { Origin } from '../ast/origin.js';
import type { EffectSettings } from './settings.js';

/**
 * What running a call does to the world (DESIGN §5 "Effect classes"):
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

export interface ClassifyContext {
  sourceCode: Readonly<TSESLint.SourceCode>;
  settings: EffectSettings;
  /**
   * The function whose run is being analysed. Variables declared inside it are local to the run; variables
   * declared outside it survive into the retry, so mutating them is `process-state`.
   */
  owner: TSESTree.Node;
  /** The type-checked layer (src/types/origins.ts), only with `settings.mcp.typeChecked`. */
  declared?: DeclaredCallees | null;
}

/**
 * What the types say about a callee the file alone cannot place: a verdict (methods of built-in values such as
 * a `Map` parameter), or the origin to match against the catalog (the package that declares its receiver).
 */
export type DeclaredCallee = { verdict: EffectVerdict } | { origin: Origin } | null;

export interface DeclaredCallees {
  declaredCallee(link: TSESTree.CallExpression | TSESTree.NewExpression, scope: TSESLint.Scope.Scope, owner: TSESTree.Node): DeclaredCallee;
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
