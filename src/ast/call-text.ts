import { AST_NODE_TYPES, type TSESTree } from '@typescript-eslint/utils';
import { skipTransparent } from './origin.js';
import type { CallLike, SourceCode } from './types.js';

const MAX_CALL_TEXT = 60;

/** A node's source as messages quote it: on one line (a chain split over lines is joined), other white space as one space. */
export function oneLineText(sourceCode: SourceCode, node: TSESTree.Node): string {
  return sourceCode
    .getText(node)
    .replace(/\s*\n\s*/g, '')
    .replace(/\s+/g, ' ');
}

/**
 * A call as messages name it: its callee without TypeScript wrappers (`(f as any)()` is `f()`), on one line,
 * the tail of a long one (`…a.b.c()`), `new ` kept.
 */
export function callText(sourceCode: SourceCode, call: CallLike): string {
  let text = oneLineText(sourceCode, skipTransparent(call.callee));
  if (text.length > MAX_CALL_TEXT) text = `…${text.slice(-MAX_CALL_TEXT)}`;
  return `${call.type === AST_NODE_TYPES.NewExpression ? 'new ' : ''}${text}()`;
}
