import { callText } from '../ast/call-text.js';
import type { SourceCode } from '../ast/types.js';
import type { EffectAt } from './analysis.js';

/** ` through \`a()\` → \`b()\``, naming same-file functions on the way to an effect; empty for none. */
export function throughText(chain: readonly string[]): string {
  return chain.length > 0 ? ` through ${chain.map((name) => `\`${name}()\``).join(' → ')}` : '';
}

/**
 * What messages say of an effect: the reported call, and for an effect reached through same-file functions,
 * the effect's call and ` through \`a()\` → \`b()\`` (empty when the chain is only the function called there).
 */
export function effectText(sourceCode: SourceCode, finding: EffectAt): { call: string; effect: string; through: string } {
  const call = callText(sourceCode, finding.report);
  // The first function of the chain is usually the one called here; name only the ones in between.
  const steps = finding.chain.length > 0 && call.endsWith(`${finding.chain[0]}()`) ? finding.chain.slice(1) : finding.chain;
  return { call, effect: callText(sourceCode, finding.effectCall), through: throughText(steps) };
}
