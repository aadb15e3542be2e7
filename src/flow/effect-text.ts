import path from 'node:path';
import { calledText, callText } from '../ast/call-text.js';
import type { SourceCode } from '../ast/types.js';
import type { EffectAt, Witness } from './analysis.js';

/** The effect's own call as messages name it, in this file or (type-checked configs) in another. */
export function effectCallText(sourceCode: SourceCode, witness: Witness): string {
  return witness.effectCall ? callText(sourceCode, witness.effectCall) : (witness.elsewhere?.text ?? '');
}

/** The classifier's label, with the file and line when the effect is in another file (`Stripe write, in src/pay.ts:4`). */
export function effectLabel(witness: Witness, cwd: string): string {
  const { elsewhere, verdict } = witness;
  return elsewhere ? `${verdict.label}, in ${path.relative(cwd, elsewhere.file)}:${elsewhere.line}` : verdict.label;
}

/** The effect's line: in this file, or `4 of src/pay.ts` when it is in another. */
export function effectLine(witness: Witness, cwd: string): string {
  const { effectCall, elsewhere } = witness;
  if (effectCall) return String(effectCall.loc.start.line);
  return elsewhere ? `${elsewhere.line} of ${path.relative(cwd, elsewhere.file)}` : '';
}

/** ` through \`a()\` → \`b()\``, naming the functions on the way to an effect (anonymous ones by what they are); empty for none. */
export function throughText(chain: readonly string[]): string {
  return chain.length > 0 ? ` through ${chain.map((name) => calledText(name)).join(' → ')}` : '';
}

/**
 * What messages say of an effect: the reported call, its label (with the place of an effect in another file),
 * and for an effect reached through functions, the effect's call and ` through \`a()\` → \`b()\`` (empty when the
 * chain is only the function called there).
 */
export function effectText(sourceCode: SourceCode, finding: EffectAt, cwd: string): { call: string; effect: string; through: string; label: string } {
  const call = callText(sourceCode, finding.report);
  // The first function of the chain is usually the one called here; name only the ones in between.
  const steps = finding.chain.length > 0 && call.endsWith(`${finding.chain[0]}()`) ? finding.chain.slice(1) : finding.chain;
  return { call, effect: effectCallText(sourceCode, finding), through: throughText(steps), label: effectLabel(finding, cwd) };
}
