import type { SourceCode } from '../ast/types.js';

/**
 * One of these is in every file where a rule without types can report about a question, its state or an
 * elicitation: each such rule's own text test (`mayMentionInputRequired`, `RELEVANT_TEXT`, `requestState`, ...)
 * needs one of them. Tested once per file, so that most files (no MCP in them) cost one scan of their text, not
 * one per rule.
 */
const ROUND_TRIP_WORDS = /input_?required|incomplete|inputRequests|requestState|elicit|requestedSchema/i;

// Keyed by the source code and checked against its text: oxlint hands every file the same source-code object,
// and a key of `sourceCode.ast` would make oxlint build the syntax tree that this test is there to spare.
const found = new WeakMap<SourceCode, { text: string; mentions: boolean }>();

/** False when no rule's text test can pass on this file: the rules that ask then stop before their own test. */
export function mayMentionRoundTrip(sourceCode: SourceCode): boolean {
  const text = sourceCode.text;
  const cached = found.get(sourceCode);
  if (cached?.text === text) return cached.mentions;
  const mentions = ROUND_TRIP_WORDS.test(text);
  found.set(sourceCode, { text, mentions });
  return mentions;
}
