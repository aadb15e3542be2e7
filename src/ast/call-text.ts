import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import type { CallLike, SourceCode } from './types.js';

const MAX_CALL_TEXT = 60;

/**
 * A call as messages name it: its callee without whitespace (a chain's line breaks and indentation, the spaces of
 * its arguments), except one space between two words (`new Billing().settle`), shortened from the left, then
 * `()` (`new X()`).
 */
export function callText(sourceCode: SourceCode, call: CallLike): string {
  const WORD_GAP = '\u0000';
  let text = sourceCode.getText(call.callee).replace(/(?<=\w)\s+(?=\w)/g, WORD_GAP).replace(/\s+/g, '').replaceAll(WORD_GAP, ' ');
  if (text.length > MAX_CALL_TEXT) text = `…${text.slice(-MAX_CALL_TEXT)}`;
  return `${call.type === AST_NODE_TYPES.NewExpression ? 'new ' : ''}${text}()`;
}
