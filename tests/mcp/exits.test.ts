import { describe, expect, it } from 'vitest';
import { mayMentionInputRequired } from '../../src/mcp/exits.js';

describe('mayMentionInputRequired', () => {
  it.each([
    ["return { resultType: 'input_required', inputRequests };", 'a result literal'],
    ["return { resultType: 'incomplete', inputRequests };", 'the pre-release vocabulary'],
    ['const RESULT = { resultType: INPUT_REQUIRED };', 'a constant for the value'],
    ['return inputRequired.elicit({ message });', 'the SDK builder'],
    ["import { inputRequired as ask } from '@modelcontextprotocol/server';\nreturn ask({ inputRequests });", 'the builder renamed'],
  ])('is true for %s (%s)', (text) => {
    expect(mayMentionInputRequired(text)).toBe(true);
  });

  // Neither a result literal nor the builder: no exit, so the flow analysis (and, under oxlint, its code paths) is spared.
  it.each([
    ["import type { InputRequiredResult } from '@modelcontextprotocol/server';\nexport function last(): InputRequiredResult | undefined { return undefined; }", 'a type name'],
    ["export const InputRequiredResultSchema = z.object({ inputRequests: z.record(z.unknown()) });", 'an SDK schema'],
    ["return { resultType: 'complete', content };", 'another result type'],
  ])('is false for %s (%s)', (text) => {
    expect(mayMentionInputRequired(text)).toBe(false);
  });
});
