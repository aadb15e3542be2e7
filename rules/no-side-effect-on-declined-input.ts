import { createRule } from '../src/create-rule.js';
import { parseEffectSettings, type EffectClass } from '../src/effects/index.js';
import { subscribeToFileFlow } from '../src/flow/analysis.js';
import { consentFindings, type ConsentFinding } from '../src/flow/consent.js';
import { effectText } from '../src/flow/effect-text.js';
import { ANSWER_TEXT, CANCELLED, DECLINED, FAILED, MISSING } from '../src/mcp/answers.js';

export interface Options {
  checkIdempotentWrites?: boolean;
  checkProcessState?: boolean;
}

export type MessageIds = 'effectOnDeclined' | 'effectOnDeclinedThroughHelper';

/** The second sentence both messages share: what to do. */
const ADVICE = 'Run it only where the answer was accepted (`result.action === \'accept\'`, a defined `acceptedContent(...)`, the confirming field `true`).';

const ANSWER_WORDS: readonly [number, string][] = [
  [DECLINED, 'declined'],
  [CANCELLED, 'cancelled'],
  [MISSING, 'missing'],
];

/** "the answer to the question on line 12 is declined or cancelled, or asking it fails and the error is swallowed" */
function whenText(finding: ConsentFinding): string {
  const line = finding.asked.loc.start.line;
  const words = ANSWER_WORDS.filter(([outcome]) => finding.outcomes & outcome).map(([, word]) => word);
  const listed = words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words.at(-1)}` : (words[0] ?? '');
  const failed = (finding.outcomes & FAILED) !== 0;
  if (!listed) return `asking the question on line ${line} fails and the error is swallowed`;
  const answered = `the answer to the question on line ${line} is ${listed}`;
  return failed ? `${answered}, or asking it fails and the error is swallowed` : answered;
}

export default createRule<[Options], MessageIds>({
  name: 'no-side-effect-on-declined-input',
  meta: {
    type: 'problem',
    docs: {
      description: 'Disallow side effects that can run when the user declined or cancelled a question, or when asking it failed',
      config: 'strict',
    },
    messages: {
      effectOnDeclined: `\`{{call}}\` ({{label}}) runs even when {{when}}. ${ADVICE}`,
      effectOnDeclinedThroughHelper: `\`{{call}}\` runs \`{{effect}}\` ({{label}}){{through}} even when {{when}}. ${ADVICE}`,
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          checkIdempotentWrites: {
            type: 'boolean',
            description: 'Also report idempotent writes (upserts, PUTs of a full resource): they change the world too, but some servers use them for bookkeeping the user never has to approve.',
          },
          checkProcessState: {
            type: 'boolean',
            description: 'Also report mutations of module-level or closure state (in-memory stores of demo and single-process servers).',
          },
        },
      },
    ],
    defaultOptions: [{ checkIdempotentWrites: false, checkProcessState: false }],
  },
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    // Parse settings first, so a bad entry fails even in files that ask nothing.
    parseEffectSettings(context.settings);
    if (!ANSWER_TEXT.test(sourceCode.text)) return {};

    const classes = new Set<EffectClass>(['write']);
    if (options.checkIdempotentWrites) classes.add('write-idempotent');
    if (options.checkProcessState) classes.add('process-state');

    return subscribeToFileFlow(context, (flow) => {
      for (const finding of consentFindings(sourceCode, flow, classes)) {
        const { call, effect, through, label } = effectText(sourceCode, finding, context.cwd);
        const when = whenText(finding);
        if (finding.chain.length === 0) context.report({ node: finding.report, messageId: 'effectOnDeclined', data: { call, label, when } });
        else context.report({ node: finding.report, messageId: 'effectOnDeclinedThroughHelper', data: { call, effect, label, through, when } });
      }
    });
  },
});
