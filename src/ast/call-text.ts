import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import type { CallLike, SourceCode } from './types.js';

const MAX_CALL_TEXT = 60;

/**
 * A call as messages name it: its callee on one line (a chain's line breaks and indentation dropped), shortened
 * from the left, then `()` (`new X()`).
 */
export function callText(sourceCode: SourceCode, call: CallLike): string {
  let text = sourceCode.getText(call.callee).replace(/\s*\n\s*/g, '').replace(/\s+/g, ' ');
  if (text.length > MAX_CALL_TEXT) text = `…${text.slice(-MAX_CALL_TEXT)}`;
  return `${call.type === AST_NODE_TYPES.NewExpression ? 'new ' : ''}${text}()`;
}
