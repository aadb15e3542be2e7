import { AST_NODE_TYPES } from '@typescript-eslint/types';
import type { TSESTree } from '@typescript-eslint/utils';
import { skipTransparent } from './origin.js';
import { calleeOf } from './chains.js';
import type { CallLike, SourceCode } from './types.js';

const MAX_CALL_TEXT = 60;
const MAX_TEMPLATE_TEXT = 30;
/** What `oneLineText` takes out of a node's source: whitespace, and comments (which start with `/`). */
const ONE_LINE_EDITS = /[\s/]/;

/** A node's source without the comments inside it (`paypal // drafts\n .post(...)`): a message quotes the code. */
function textWithoutComments(sourceCode: SourceCode, node: TSESTree.Node): string {
  let text = '';
  let at = node.range[0];
  for (const comment of sourceCode.getCommentsInside(node)) {
    text += sourceCode.text.slice(at, comment.range[0]);
    at = comment.range[1];
  }
  return text + sourceCode.text.slice(at, node.range[1]);
}

/**
 * A node's source as messages quote it: without comments and whitespace (a chain's line breaks and indentation, the
 * spaces of its arguments), except one space between two words (`new Billing().settle`, `x as string`).
 */
export function oneLineText(sourceCode: SourceCode, node: TSESTree.Node): string {
  // Most callees (`stripe.paymentIntents.create`) have no space and no comment, which needs a `/`: they are as written.
  const written = sourceCode.text.slice(node.range[0], node.range[1]);
  if (!ONE_LINE_EDITS.test(written)) return written;
  const WORD_GAP = '\u0000';
  return textWithoutComments(sourceCode, node).replace(/(?<=\w)\s+(?=\w)/g, WORD_GAP).replace(/\s+/g, '').replaceAll(WORD_GAP, ' ');
}

/**
 * A call as messages name it: its callee on one line (`oneLineText`) without TypeScript wrappers (`(f as any)()`
 * is `f()`), shortened from the left, then `()` (`new X()`); a tagged template with the start of its text
 * (`` sql`INSERT INTO orders …` ``).
 */
export function callText(sourceCode: SourceCode, call: CallLike): string {
  let text = oneLineText(sourceCode, skipTransparent(calleeOf(call)));
  if (text.length > MAX_CALL_TEXT) text = `…${text.slice(-MAX_CALL_TEXT)}`;
  if (call.type === AST_NODE_TYPES.TaggedTemplateExpression) {
    const template = sourceCode.getText(call.quasi).slice(1, -1).replace(/\s+/g, ' ').trim();
    if (template.length <= MAX_TEMPLATE_TEXT) return `${text}\`${template}\``;
    // Cut at a word's end (`` sql`INSERT INTO orders (id, state) …` ``).
    const start = template.slice(0, MAX_TEMPLATE_TEXT + 1);
    const cut = start.lastIndexOf(' ');
    return `${text}\`${(cut > 0 ? start.slice(0, cut) : start).trimEnd()} …\``;
  }
  return `${call.type === AST_NODE_TYPES.NewExpression ? 'new ' : ''}${text}()`;
}

/**
 * A function's name as messages write a call of it: `` `confirm()` `` (`confirm()` unquoted, inside a label); a
 * description of an anonymous function (``the `refund` tool's handler``, see `functionName` in src/flow/callbacks.ts)
 * as it is. Names have no spaces, descriptions do.
 */
export function calledText(name: string, quoted = true): string {
  if (/\s/.test(name)) return name;
  return quoted ? `\`${name}()\`` : `${name}()`;
}
