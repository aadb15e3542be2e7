import type { Linter } from 'eslint';

/** The core rule's "move it below the question" suggestion: the one `--apply-suggestions=move` applies. */
export const MOVE_SUGGESTION_ID = 'suggestMoveBelowQuestion';

/** ESLint reports ranges in the text without its byte order mark. */
const BOM = '\uFEFF';

export function hasSuggestion(message: Linter.LintMessage, messageId: string): boolean {
  return message.suggestions?.some((suggestion) => suggestion.messageId === messageId) ?? false;
}

/**
 * Applies, in one pass, the first suggestion with `messageId` of each message whose edit does not overlap an
 * edit already taken (ESLint's own rule for merging fixes). Suggestions left out because of an overlap are
 * offered again when the result is linted again.
 */
export function applySuggestions(
  text: string,
  messages: readonly Linter.LintMessage[],
  messageId: string,
): { output: string; applied: number } {
  const bom = text.startsWith(BOM) ? BOM : '';
  const source = text.slice(bom.length);
  const edits = messages
    .flatMap((message) => message.suggestions?.find((suggestion) => suggestion.messageId === messageId) ?? [])
    .map((suggestion) => suggestion.fix)
    .sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);

  let output = '';
  let copied = 0;
  let applied = 0;
  for (const { range, text: replacement } of edits) {
    if (applied > 0 && range[0] <= copied) continue;
    output += source.slice(copied, range[0]) + replacement;
    copied = range[1];
    applied++;
  }
  return { output: bom + output + source.slice(copied), applied };
}
