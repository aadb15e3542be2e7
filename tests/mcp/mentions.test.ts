import { describe, expect, it } from 'vitest';
import { mayMentionRoundTrip } from '../../src/mcp/mentions.js';

type SourceCodeLike = Parameters<typeof mayMentionRoundTrip>[0];
const sourceCodeOf = (text: string) => ({ text }) as unknown as SourceCodeLike;

describe('mayMentionRoundTrip', () => {
  // Each text passes one rule's own text test: the shared test must pass wherever one of them does.
  it.each([
    ["return { resultType: 'input_required', inputRequests };", 'a hand-built result (valid-input-required-result, the core rule)'],
    ['return inputRequired.elicit({ message });', 'the SDK builder'],
    ["if (result.resultType === 'incomplete') {}", 'the pre-release vocabulary'],
    ['const INPUT_REQUIRED = 1;', 'any casing (mayMentionInputRequired is case-insensitive)'],
    ['const keys = Object.keys(inputRequests);', 'stable-input-request-keys'],
    ['if (ctx.mcpReq.requestState) {}', 'no-misused-request-state'],
    ['const raw = params.requeststate;', 'require-request-state-integrity (case-insensitive)'],
    ['await server.elicit ({ message });', 'no-sensitive-form-elicitation'],
    ['const form = { requestedSchema: { type: "object" } };', 'a form schema'],
  ])('is true for %s (%s)', (text) => {
    expect(mayMentionRoundTrip(sourceCodeOf(text))).toBe(true);
  });

  it('is false for code without questions, state or elicitation', () => {
    expect(mayMentionRoundTrip(sourceCodeOf("app.get('/', (req, res) => res.send(req.query.name));"))).toBe(false);
  });

  // oxlint gives every file the same source-code object: the answer follows the text, not the object.
  it('answers for the current text of a source-code object that is reused from file to file', () => {
    let text = "return { resultType: 'input_required' };";
    const reused = {
      get text() {
        return text;
      },
    } as unknown as SourceCodeLike;
    expect(mayMentionRoundTrip(reused)).toBe(true);
    text = 'export const answer = 42;';
    expect(mayMentionRoundTrip(reused)).toBe(false);
  });
});
