import type { TSESTree } from '@typescript-eslint/utils';
import { oneLineText } from '../src/ast/call-text.js';
import { calleeName } from '../src/ast/origin.js';
import { createRule } from '../src/create-rule.js';
import {
  answerFlow,
  boundResponsesRecord,
  CONTENT_DEPTH,
  describeUse,
  ENTRY_DEPTH,
  isResponsesRecord,
  readsOf,
  RECORD_DEPTH,
  returnsResponsesRecord,
  type AnswerFlow,
  type TrustingUse,
} from '../src/mcp/answer-validation.js';

export type MessageIds = 'typeAssertion' | 'schemalessAcceptedContent' | 'unvalidatedRead';

const VALIDATE = 'Validate it instead: `acceptedContent(responses, key, schema)`, a schema\'s `parse`/`safeParse`, or a type guard.';

export default createRule<[], MessageIds>({
  name: 'validate-input-responses',
  meta: {
    type: 'problem',
    docs: {
      description: 'Require answers from `inputResponses` to be validated before the handler relies on their shape',
      config: 'strict',
    },
    messages: {
      typeAssertion: `This type assertion gives the client's answer a type nothing checked, and {{use}} on line {{line}} relies on it. ${VALIDATE}`,
      schemalessAcceptedContent:
        "`acceptedContent()` without a schema returns the client's content as it came, and {{use}} on line {{line}} relies on its shape. Pass the schema as the third argument: `acceptedContent(responses, key, schema)` returns `undefined` when the content does not match.",
      unvalidatedRead: `\`{{read}}\` reads into the client's answer without validating it, and {{use}} on line {{line}} relies on what it finds. ${VALIDATE}`,
    },
    schema: [],
  },
  create(context) {
    const { sourceCode } = context;
    if (!sourceCode.text.includes('inputResponse')) return {};
    const reported = new Set<TSESTree.Node>();

    function report(node: TSESTree.Node, messageId: MessageIds, use: TrustingUse, data: Record<string, string> = {}): void {
      if (reported.has(node)) return;
      reported.add(node);
      context.report({ node, messageId, data: { ...data, use: describeUse(use.use, sourceCode), line: String(use.use.loc.start.line) } });
    }

    /**
     * Type assertions of raw answers are judged by their own uses: a cast that is only compared claims nothing
     * harmful. A cast relied on through a cast of one of its fields (`(answer as ElicitResult).content.reason as
     * string`) is one problem, reported at the first cast of the raw answer.
     */
    function reportAssertions(flow: AnswerFlow): void {
      for (const { assertion, depth } of flow.assertions) {
        const use = reliedOn(answerFlow(assertion, depth, sourceCode, { type: assertion.typeAnnotation }));
        if (use) report(assertion, 'typeAssertion', use);
      }
    }

    /** The first use relying on a cast value, directly or through a cast of what it holds. */
    function reliedOn(flow: AnswerFlow): TrustingUse | undefined {
      if (flow.trusting[0]) return flow.trusting[0];
      for (const { assertion, depth } of flow.assertions) {
        const use = reliedOn(answerFlow(assertion, depth, sourceCode, { type: assertion.typeAnnotation }));
        if (use) return use;
      }
      return undefined;
    }

    /** Raw reads of the record: relied-on values below an entry (`entry.content`, `entry.content.ok`) are reported. */
    function fromRecord(value: TSESTree.Node, depth: number, view = false): void {
      const flow = answerFlow(value, depth, sourceCode, { view });
      for (const trusting of flow.trusting) {
        if (trusting.depth >= CONTENT_DEPTH) report(trusting.read, 'unvalidatedRead', trusting, { read: oneLineText(sourceCode, trusting.read) });
      }
      reportAssertions(flow);
    }

    return {
      MemberExpression(node) {
        if (isResponsesRecord(node)) fromRecord(node, RECORD_DEPTH);
      },
      ObjectPattern(node) {
        const bound = boundResponsesRecord(node);
        for (const read of bound ? readsOf(bound, sourceCode) : []) fromRecord(read, RECORD_DEPTH);
      },
      CallExpression(node) {
        const name = calleeName(node.callee);
        if (name === 'inputResponse') {
          fromRecord(node, ENTRY_DEPTH, true);
          return;
        }
        if (name !== 'acceptedContent' && returnsResponsesRecord(node, sourceCode)) {
          fromRecord(node, RECORD_DEPTH);
          return;
        }
        if (name !== 'acceptedContent' || node.arguments.length >= 3) return;
        const flow = answerFlow(node, CONTENT_DEPTH, sourceCode, { type: node.typeArguments?.params[0] ?? null });
        const [first] = flow.trusting;
        if (first) report(node, 'schemalessAcceptedContent', first);
        reportAssertions(flow);
      },
    };
  },
});
