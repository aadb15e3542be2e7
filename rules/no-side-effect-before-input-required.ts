import path from 'node:path';
import type { TSESTree } from '@typescript-eslint/utils';
import { createRule } from '../src/create-rule.js';
import { parseEffectSettings, type EffectClass } from '../src/effects/index.js';
import { buildSuggestions, type SuggestionMessageId } from '../src/fixes/index.js';
import { parseCodecSetting } from '../src/mcp/codec-setting.js';
import { subscribeToFileFlow, type EffectFinding, type FileFlow } from '../src/flow/analysis.js';
import { effectText } from '../src/flow/effect-text.js';
import { mayMentionInputRequired } from '../src/mcp/exits.js';
import { fileProtocolEra } from '../src/types/era.js';
import { typeCheckedServices } from '../src/types/settings.js';
import { mayMentionRoundTrip } from '../src/mcp/mentions.js';

export interface Options {
  checkUnknownCalls?: boolean;
  checkIdempotentWrites?: boolean;
  checkProcessState?: boolean;
}

export type MessageIds = 'sideEffect' | 'sideEffectThroughHelper' | 'sideEffectInFinally' | 'sideEffectBeforeWrapperQuestion' | SuggestionMessageId;

/** The second sentence of both reports: why the call repeats, and the two ways out. */
const RUNS_AGAIN =
  'The client re-sends the call and the handler runs again from the top, so it will run again: ask first, or run it only on the round without `requestState`.';

export default createRule<[Options], MessageIds>({
  name: 'no-side-effect-before-input-required',
  meta: {
    type: 'problem',
    hasSuggestions: true,
    docs: {
      description: 'Disallow side effects that can run before an `input_required` return: the retried call runs them again',
      config: 'recommended',
    },
    messages: {
      sideEffect: `\`{{call}}\` ({{label}}) runs before the \`input_required\` return on line {{line}}. ${RUNS_AGAIN}`,
      sideEffectThroughHelper: `\`{{call}}\` runs \`{{effect}}\` ({{label}}){{through}} before the \`input_required\` return on line {{line}}. ${RUNS_AGAIN}`,
      sideEffectInFinally: `\`{{call}}\` ({{label}}) runs in a \`finally\` after the \`input_required\` return on line {{line}}, before the question reaches the client. ${RUNS_AGAIN}`,
      sideEffectBeforeWrapperQuestion: `\`{{call}}\`{{effect}} ({{label}}) runs before {{wrapper}} may return \`input_required\` ({{question}}), after it runs this function. ${RUNS_AGAIN}`,
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveBelowQuestion:
        'Move this statement{{along}} below the question (the `if` on line {{line}}), so {{runs}} only on rounds that get past it. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveBelowQuestionPastReturn:
        'Move this statement{{along}} below the question (the `if` on line {{line}}), so {{runs}} only on rounds that get past it; {{notRuns}} when {{returns}} (an answer that stops there, such as a decline). This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveBelowQuestionCopyingIntoReturns:
        'Move this statement{{along}} below the question (the `if` on line {{line}}), and {{copy}} to the start of {{branches}} where {{returns}} without asking, so {{runs}} on every round that does not ask, as before, and not on the rounds that ask. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveIntoQuestionBranchWithElse:
        'Move this statement{{along}} below the question (the `if` on line {{line}}) inside the `if` on line {{outer}}, and {{copy}} into a new `else` of that `if`, so {{runs}} on every round that does not ask, as before, and not on the rounds that ask. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveBelowRefusableCalls:
        'Move this statement{{along}} below line {{line}}, past the calls after {{after}} whose refusal makes {{wrapper}} ask, so {{runs}} only once they got through and a refused round has not run {{object}}. {{subject}} then {{run}} after them instead of before. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveIntoAnsweredBranch:
        'Move this statement{{along}} into the branch of the {{construct}} on line {{line}} that does not ask, so {{runs}} only on rounds that get past the question. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveIntoAskingBranch:
        'Move this statement{{along}} into the branch of the `if` on line {{line}} that asks, so {{runs}} only on rounds that ask the question, and not again on the round that brings the answer. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestMoveOutOfPromiseAll:
        'Take this call out of the `Promise.all` and run it below the question (the `if` on line {{line}}), so it runs only on rounds that get past it; the other calls of the `Promise.all` still run before the question. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestResumeFromRequestState:
        'Run `{{call}}` only on the round without `requestState`: the question carries `{{name}}` in state minted by `{{codec}}`, later rounds read it back from `{{accessor}}`. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestResumeWithImportedCodec:
        'Run `{{call}}` only on the round without `requestState`, importing `{{codec}}` from `{{module}}`: the server\'s `requestState.verify` hook verifies with it, so the question carries `{{name}}` in state `{{codec}}` mints and later rounds read it back from `{{accessor}}`. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestResumeVerifyingState:
        'Run `{{call}}` only on the round without `requestState`: the question carries `{{name}}` in state minted by `{{codec}}`, later rounds verify it with `{{codec}}.verify` (this server has no `requestState.verify` hook) and read it back. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestResumeVerifyingWithImportedCodec:
        'Run `{{call}}` only on the round without `requestState`, importing `{{codec}}` from `{{module}}`: the question carries `{{name}}` in state `{{codec}}` mints, later rounds verify it with `{{codec}}.verify` (the server has no `requestState.verify` hook) and read it back. This changes when the call runs.',
      // eslint-disable-next-line eslint-plugin/no-unused-message-ids -- buildSuggestions (src/fixes/) reports it
      suggestResumeWithNewCodec:
        'Run `{{call}}` only on the round without `requestState`, adding a module-level `{{codec}}` (`createRequestStateCodec`, and its import): its HMAC key comes from the `{{keyVariable}}` environment variable (32+ random bytes, the same on every instance; the server does not start without it), states expire after {{ttl}} minutes and are bound to the method and the client. The question carries `{{name}}` in state it mints, later rounds verify it and read it back. This changes when the call runs.',
    },
    schema: [
      {
        type: 'object',
        additionalProperties: false,
        properties: {
          checkUnknownCalls: {
            type: 'boolean',
            description: 'Also report awaited calls the classifier cannot place (more bugs found, more noise).',
          },
          checkIdempotentWrites: {
            type: 'boolean',
            description: 'Also report idempotent writes (upserts, PUTs of a full resource, writes with an idempotency key).',
          },
          checkProcessState: {
            type: 'boolean',
            description: 'Also report mutations of module-level or closure state that survives into the retry.',
          },
        },
      },
    ],
    defaultOptions: [{ checkUnknownCalls: false, checkIdempotentWrites: false, checkProcessState: false }],
  },
  create(context, [options]) {
    const sourceCode = context.sourceCode;
    // Parse settings first, so a bad entry (or typeChecked without type information) fails even in files that never ask.
    const settings = parseEffectSettings(context.settings);
    const codec = parseCodecSetting(context.settings);
    // With types, a question can come from another file (`return askConfirmation()`): no text can rule it out.
    const typeChecked = typeCheckedServices(context) !== null;
    if (!typeChecked && (!mayMentionRoundTrip(sourceCode) || !mayMentionInputRequired(sourceCode.text))) return {};

    const classes = new Set<EffectClass>(['write']);
    if (options.checkIdempotentWrites) classes.add('write-idempotent');
    if (options.checkProcessState) classes.add('process-state');
    if (options.checkUnknownCalls) classes.add('unknown');

    const report = (finding: EffectFinding, flow: FileFlow): void => {
      const line = String(finding.exit.loc.start.line);
      const { call, effect, through, label } = effectText(sourceCode, finding, context.cwd);
      const suggest = buildSuggestions(finding, { sourceCode, settings, filename: context.filename, flow, era: () => fileProtocolEra(context), codec, cwd: context.cwd });
      if (finding.wrapper) {
        // The question is the wrapper's: no edit of this function moves the effect below it (see moveBelowRefusableCalls).
        const { wrapper, file, line: questionLine } = finding.wrapper;
        const chained = finding.chain.length > 0 && effect !== call ? ` → \`${effect}\`${through}` : '';
        const question = file === null ? `line ${questionLine}` : `${path.relative(context.cwd, file)}:${questionLine}`;
        context.report({ node: finding.report, messageId: 'sideEffectBeforeWrapperQuestion', data: { call, effect: chained, label, wrapper, question }, suggest });
        return;
      }
      if (finding.inFinally) {
        context.report({ node: finding.report, messageId: 'sideEffectInFinally', data: { call, label, line }, suggest });
        return;
      }
      // A function of another file that states its own effect (`@mcp-effect`) is the effect itself.
      if (finding.chain.length === 0 || (finding.elsewhere && finding.chain.length === 1 && effect === call)) {
        context.report({ node: finding.report, messageId: 'sideEffect', data: { call, label, line }, suggest });
        return;
      }
      context.report({ node: finding.report, messageId: 'sideEffectThroughHelper', data: { call, effect, label, through, line }, suggest });
    };

    return subscribeToFileFlow(context, (flow) => {
      // One report per call: the first finding is the asker's own view of it.
      const reported = new Set<TSESTree.Node>();
      for (const finding of flow.findings(classes)) {
        if (reported.has(finding.report)) continue;
        reported.add(finding.report);
        report(finding, flow);
      }
    });
  },
});
