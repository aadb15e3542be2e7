import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import type { CallLike, SourceCode } from '../ast/types.js';
import type { EffectAt } from './analysis.js';

const MAX_CALL_TEXT = 60;

/** A call as messages name it: its callee without spaces, the tail of a long one (`…a.b.c()`), `new ` kept. */
export function callText(sourceCode: SourceCode, call: CallLike): string {
  let text = sourceCode.getText(call.callee).replace(/\s+/g, '');
  if (text.length > MAX_CALL_TEXT) text = `…${text.slice(-MAX_CALL_TEXT)}`;
  return `${call.type === AST_NODE_TYPES.NewExpression ? 'new ' : ''}${text}()`;
}

/**
 * What messages say of an effect: the reported call, and for an effect reached through same-file functions,
 * the effect's call and ` through \`a()\` → \`b()\`` (empty when the chain is only the function called there).
 */
export function effectText(sourceCode: SourceCode, finding: EffectAt): { call: string; effect: string; through: string } {
  const call = callText(sourceCode, finding.report);
  // The first function of the chain is usually the one called here; name only the ones in between.
  const steps = finding.chain.map((name) => `\`${name}()\``);
  if (finding.chain.length > 0 && call.endsWith(`${finding.chain[0]}()`)) steps.shift();
  return { call, effect: callText(sourceCode, finding.effectCall), through: steps.length > 0 ? ` through ${steps.join(' → ')}` : '' };
}
