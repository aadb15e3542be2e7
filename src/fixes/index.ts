/** Editor suggestions for `no-side-effect-before-input-required` (its doc, Suggestions): never fixes, always withheld when unsure. */
import type { TSESTree } from '@typescript-eslint/utils';
import type { EffectSettings } from '../effects/index.js';
import type { EffectFinding, FileFlow } from '../flow/analysis.js';
import type { ProtocolEra } from '../mcp/era.js';
import { moveBelowQuestion, moveBelowRefusableCalls, moveIntoAnsweredBranch, moveIntoAskingBranch, moveIntoQuestionBranch, moveOutOfPromiseAll } from './move.js';
import { resumeFromRequestState, resumeWithLeadingEffects } from './resume.js';
import type { SourceCode } from '../ast/types.js';
import { FixTools, type Suggestion } from './tools.js';
import type { CodecSetting } from '../mcp/codec-setting.js';
import { settingCodecModule } from './codec-setting.js';

export type { Suggestion, SuggestionMessageId } from './tools.js';

/** Files whose suggestions may write types. */
export const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

/** One set of tools per file, keyed by its AST like the flow analysis (docs/architecture.md). */
const toolsByFile = new WeakMap<TSESTree.Program, FixTools>();

/**
 * The suggestions for one finding: "move it below the question" when the statement can go after the guard
 * as it is, else the call alone out of its `Promise.all`, else into the branch that does not ask when the handler
 * asks last, else below a question asked in a branch with a copy in its `else`, else "resume from
 * `requestState`" when the question needs the effect's result, else into the branch that asks when only that branch
 * reads what it gives (send-then-ask, where no codec can carry the result). Empty when none can be made correct.
 */
export function buildSuggestions(
  finding: EffectFinding,
  file: {
    sourceCode: SourceCode;
    settings: EffectSettings;
    filename: string;
    flow: FileFlow;
    era?: () => ProtocolEra;
    /** `settings.mcp.requestStateCodec`, and the working directory its `file` is relative to. */
    codec?: CodecSetting | null;
    cwd?: string;
  },
): Suggestion[] {
  let tools = toolsByFile.get(file.sourceCode.ast);
  if (!tools) {
    const { codec, cwd } = file;
    const projectCodec = codec && cwd !== undefined ? { module: settingCodecModule(codec, cwd, file.filename), hook: codec.hook } : null;
    tools = new FixTools(file.sourceCode, file.settings, TYPESCRIPT_FILE.test(file.filename), file.flow, file.era, projectCodec);
    toolsByFile.set(file.sourceCode.ast, tools);
  }
  // A wrapper's question comes after the function ran: no edit of the function moves the effect below it, but one
  // can put the effect after the calls whose refusal the wrapper asks about.
  const suggestion = finding.wrapper
    ? moveBelowRefusableCalls(finding, tools)
    : (moveBelowQuestion(finding, tools) ??
      moveOutOfPromiseAll(finding, tools) ??
      moveIntoAnsweredBranch(finding, tools) ??
      moveIntoQuestionBranch(finding, tools) ??
      resumeWithLeadingEffects(finding, tools) ??
      resumeFromRequestState(finding, tools) ??
      moveIntoAskingBranch(finding, tools));
  return suggestion ? [suggestion] : [];
}
