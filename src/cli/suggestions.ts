import type { Linter } from 'eslint';
import type { SuggestionMessageId } from '../fixes/index.js';
import { WITHHELD_REASONS, type WithheldReason } from '../fixes/migrate.js';

/**
 * The core rule's moves, which `--apply-suggestions=move` applies: below the question (also past returns of plain
 * results after it, which the message names, with copies into the branches that return before it without asking,
 * or inside the branch that asks with a copy in an `else`), and into the branch that does not ask. Not the move into
 * the branch that asks: it keeps the effect before the question, a choice for a reader, not a batch.
 */
export const MOVE_SUGGESTION_IDS: readonly SuggestionMessageId[] = ['suggestMoveBelowQuestion', 'suggestMoveBelowQuestionPastReturn', 'suggestMoveBelowQuestionCopyingIntoReturns', 'suggestMoveIntoQuestionBranchWithElse', 'suggestMoveIntoAnsweredBranch', 'suggestMoveOutOfPromiseAll'];

/** `no-push-style-input-request`'s migration to a returned question: the one `--apply-suggestions=migrate` applies. */
export const MIGRATE_SUGGESTION_ID = 'suggestMigrateToInputRequired';

/** `no-push-style-input-request`'s report of a request the migration leaves alone; its message says why. */
export const WITHHELD_MESSAGE_ID = 'pushRequestWithheld';

/**
 * How many push-style requests the migration left alone, and why, for mcp-lint's summary lines:
 * `3 not rewritten: 2 in helpers, 1 inside try/catch/finally` (most frequent reason first); null when none.
 */
export function withheldSummary(messages: Iterable<Linter.LintMessage>): string | null {
  const byReason = new Map<WithheldReason, number>();
  let total = 0;
  for (const message of messages) {
    if (message.messageId !== WITHHELD_MESSAGE_ID) continue;
    total++;
    const reason = (Object.keys(WITHHELD_REASONS) as WithheldReason[]).find((key) => message.message.includes(WITHHELD_REASONS[key].message));
    if (reason) byReason.set(reason, (byReason.get(reason) ?? 0) + 1);
  }
  if (total === 0) return null;
  const reasons = [...byReason].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `${count} ${WITHHELD_REASONS[reason].summary}`);
  return `${total} not rewritten: ${reasons.join(', ')}`;
}

/** ESLint reports ranges in the text without its byte order mark. */
const BOM = '\uFEFF';

export function hasSuggestion(message: Linter.LintMessage, messageIds: readonly string[]): boolean {
  return message.suggestions?.some((suggestion) => suggestion.messageId !== undefined && messageIds.includes(suggestion.messageId)) ?? false;
}

/**
 * Applies, in one pass, the first suggestion with one of `messageIds` of each message whose edit does not overlap an
 * edit already taken (ESLint's own rule for merging fixes). Suggestions left out because of an overlap are
 * offered again when the result is linted again. `applied` counts the messages served: one suggestion offered
 * on several reports (a migration rewrites every request of a handler) serves them all.
 */
export function applySuggestions(
  text: string,
  messages: readonly Linter.LintMessage[],
  messageIds: readonly string[],
): { output: string; applied: number } {
  const bom = text.startsWith(BOM) ? BOM : '';
  const source = text.slice(bom.length);
  const edits = new Map<string, { range: [number, number]; text: string; messages: number }>();
  for (const message of messages) {
    const fix = message.suggestions?.find((suggestion) => suggestion.messageId !== undefined && messageIds.includes(suggestion.messageId))?.fix;
    if (!fix) continue;
    const key = `${fix.range[0]}:${fix.range[1]}:${fix.text}`;
    const edit = edits.get(key) ?? { range: fix.range, text: fix.text, messages: 0 };
    edit.messages++;
    edits.set(key, edit);
  }
  const sorted = [...edits.values()].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1]);

  let output = '';
  let copied = 0;
  let taken = 0;
  let applied = 0;
  for (const { range, text: replacement, messages: served } of sorted) {
    if (taken > 0 && range[0] <= copied) continue;
    output += source.slice(copied, range[0]) + replacement;
    copied = range[1];
    taken++;
    applied += served;
  }
  return { output: bom + output + source.slice(copied), applied };
}
