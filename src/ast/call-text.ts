import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';
import { skipTransparent } from './origin.js';
import type { CallLike, SourceCode } from './types.js';

const MAX_CALL_TEXT = 60;

/**
 * A node's source as messages quote it: without whitespace (a chain's line breaks and indentation, the spaces of
 * its arguments), except one space between two words (`new Billing().settle`, `x as string`).
 */
export function oneLineText(sourceCode: SourceCode, node: TSESTree.Node): string {
  const WORD_GAP = '\u0000';
  return sourceCode.getText(node).replace(/(?<=\w)\s+(?=\w)/g, WORD_GAP).replace(/\s+/g, '').replaceAll(WORD_GAP, ' ');
}

/**
 * A call as messages name it: its callee on one line (`oneLineText`) without TypeScript wrappers (`(f as any)()`
 * is `f()`), shortened from the left, then `()` (`new X()`).
 */
export function callText(sourceCode: SourceCode, call: CallLike): string {
  let text = oneLineText(sourceCode, skipTransparent(call.callee));
  if (text.length > MAX_CALL_TEXT) text = `…${text.slice(-MAX_CALL_TEXT)}`;
  return `${call.type === AST_NODE_TYPES.NewExpression ? 'new ' : ''}${text}()`;
}
