import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import { AST_TOKEN_TYPES } from '@typescript-eslint/types';
import type { SourceCode } from '../ast/types.js';

/** Whole source lines holding a statement: `[start, end)` runs from the first line's start to the next line's. */
export interface LineSpan {
  start: number;
  end: number;
  /** The whitespace the first line starts with. */
  indent: string;
}

const BLANK = /^[ \t]*$/;

function lineStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}

/** The whitespace the line holding `index` starts with. */
export function lineIndent(sourceCode: SourceCode, index: number): string {
  const text = sourceCode.text;
  return /^[ \t]*/.exec(text.slice(lineStart(text, index), index))?.[0] ?? '';
}

/** True when nothing but whitespace comes before `node` on its line. */
export function startsLine(sourceCode: SourceCode, node: TSESTree.Node): boolean {
  const text = sourceCode.text;
  return BLANK.test(text.slice(lineStart(text, node.range[0]), node.range[0]));
}

/**
 * `items` appended after `last`, the last element of a comma-separated list (properties, import specifiers),
 * written the way the list is: on its line, or one per line at its indent, keeping a trailing comma.
 */
export function appendToList(sourceCode: SourceCode, last: TSESTree.Node, items: readonly string[], fixer: TSESLint.RuleFixer): TSESLint.RuleFix {
  const after = sourceCode.getTokenAfter(last)!;
  const comma = after.type === AST_TOKEN_TYPES.Punctuator && after.value === ',' ? after : null;
  const closing = comma ? sourceCode.getTokenAfter(comma)! : after;
  if (last.loc.end.line === closing.loc.start.line) {
    return comma ? fixer.insertTextAfter(comma, ` ${items.join(', ')},`) : fixer.insertTextAfter(last, `, ${items.join(', ')}`);
  }
  const indent = lineIndent(sourceCode, last.range[0]);
  const lines = items.map((item) => `\n${indent}${item}`);
  return comma ? fixer.insertTextAfter(comma, `${lines.join(',')},`) : fixer.insertTextAfter(last, `,${lines.join(',')}`);
}

/** The end of `node`'s last line, after comments on that line; null when code follows it there. */
function endOfLastLine(sourceCode: SourceCode, node: TSESTree.Node): number | null {
  const text = sourceCode.text;
  let end = node.range[1];
  for (const comment of sourceCode.getCommentsAfter(node)) {
    if (comment.loc.start.line !== node.loc.end.line) break;
    end = comment.range[1];
  }
  const newline = text.indexOf('\n', end);
  if (newline === -1 || !BLANK.test(text.slice(end, newline).replace(/\r$/, ''))) return null;
  return newline + 1;
}

/**
 * The lines a statement occupies with its own comments: those right above it (no blank line between) and
 * those after it on its last line. Null when the statement shares a line with other code.
 */
export function statementLines(sourceCode: SourceCode, statement: TSESTree.Node): LineSpan | null {
  const text = sourceCode.text;
  let first: TSESTree.Node | TSESTree.Comment = statement;
  const above = sourceCode.getCommentsBefore(statement);
  for (let i = above.length - 1; i >= 0; i -= 1) {
    const comment = above[i]!;
    const start = lineStart(text, comment.range[0]);
    if (comment.loc.end.line < first.loc.start.line - 1 || !BLANK.test(text.slice(start, comment.range[0]))) break;
    // A comment ending on the statement's own line before it (`/* a */ f();`) belongs to it as well.
    first = comment;
  }
  const start = lineStart(text, first.range[0]);
  const indent = text.slice(start, first.range[0]);
  const end = endOfLastLine(sourceCode, statement);
  if (!BLANK.test(indent) || end === null) return null;
  return { start, end, indent };
}

/**
 * What to delete to take `span` out: its lines, and the blank line after them when the line before is blank
 * too or opens the block, so no doubled or leading blank line is left behind.
 */
export function removalRange(sourceCode: SourceCode, span: LineSpan): [number, number] {
  const text = sourceCode.text;
  const nextEnd = text.indexOf('\n', span.end);
  if (span.start === 0 || nextEnd === -1 || !BLANK.test(text.slice(span.end, nextEnd).replace(/\r$/, ''))) return [span.start, span.end];
  const previous = text.slice(lineStart(text, span.start - 1), span.start - 1).replace(/\r$/, '');
  return BLANK.test(previous) || /[{:]\s*$/.test(previous) ? [span.start, nextEnd + 1] : [span.start, span.end];
}

/** Where a line placed right after `statement` starts, and the indentation of `statement`'s first line. */
export function lineAfter(sourceCode: SourceCode, statement: TSESTree.Node): { at: number; indent: string } | null {
  const text = sourceCode.text;
  const start = lineStart(text, statement.range[0]);
  const indent = text.slice(start, statement.range[0]);
  const at = endOfLastLine(sourceCode, statement);
  return BLANK.test(indent) && at !== null ? { at, indent } : null;
}

/** The lines (1-based) of `node` that continue a multi-line template or string: their leading whitespace is part of the value. */
export function literalContinuationLines(sourceCode: SourceCode, node: TSESTree.Node): Set<number> {
  const lines = new Set<number>();
  for (const token of sourceCode.getTokens(node)) {
    if ((token.type === AST_TOKEN_TYPES.Template || token.type === AST_TOKEN_TYPES.String) && token.loc.end.line > token.loc.start.line) {
      for (let line = token.loc.start.line + 1; line <= token.loc.end.line; line += 1) lines.add(line);
    }
  }
  return lines;
}

/**
 * `span`'s text (the lines of `statements`) with `from` indentation turned into `to` on every line, except
 * lines that continue a multi-line template or string: their leading whitespace is part of the value.
 */
export function reindented(sourceCode: SourceCode, statements: readonly TSESTree.Node[], span: LineSpan, to: string): string {
  const block = sourceCode.text.slice(span.start, span.end);
  if (span.indent === to) return block;
  const firstLine = sourceCode.getLocFromIndex(span.start).line;
  const literalLines = new Set(statements.flatMap((statement) => [...literalContinuationLines(sourceCode, statement)]));
  return block
    .split('\n')
    .map((line, i) => (!literalLines.has(firstLine + i) && line.startsWith(span.indent) ? to + line.slice(span.indent.length) : line))
    .join('\n');
}

/** True when `name` occurs in `text` as a whole word: a name an edit would add is taken (a declaration, a use, a comment). */
export function mentionsName(text: string, name: string): boolean {
  return new RegExp(`\\b${name}\\b`).test(text);
}
