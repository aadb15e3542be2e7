import type { TSESTree } from '@typescript-eslint/utils';
import type { SourceCode } from './types.js';

/**
 * The comments right before `node`, with nothing but whitespace between them and it: what
 * `sourceCode.getCommentsBefore(node)` returns, found by position so that it holds for a syntax tree parsed
 * without tokens too (other files' summaries, src/types/summaries.ts).
 */
export function leadingComments(sourceCode: SourceCode, node: TSESTree.Node): TSESTree.Comment[] {
  const comments = sourceCode.getAllComments();
  // The first comment that ends after the node starts (comments are in source order).
  let low = 0;
  let high = comments.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (comments[middle]!.range[1] <= node.range[0]) low = middle + 1;
    else high = middle;
  }
  const leading: TSESTree.Comment[] = [];
  let end = node.range[0];
  for (let index = low - 1; index >= 0; index -= 1) {
    const comment = comments[index]!;
    if (sourceCode.text.slice(comment.range[1], end).trim() !== '') break;
    leading.unshift(comment);
    end = comment.range[0];
  }
  return leading;
}
