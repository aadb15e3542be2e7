import type { TSESLint, TSESTree } from '@typescript-eslint/utils';
import type { EffectSettings } from '../effects/index.js';
import type { FileFlow } from '../flow/analysis.js';
import type { ProtocolEra } from '../mcp/era.js';
import { findStateCodec, type CodecModule } from './codec.js';
import { FootprintReader, SummaryStore } from './footprint.js';
import type { SourceCode } from '../ast/types.js';

export type SuggestionMessageId =
  | 'suggestMoveBelowQuestion'
  | 'suggestMoveBelowQuestionPastReturn'
  | 'suggestMoveBelowQuestionCopyingIntoReturns'
  | 'suggestMoveIntoQuestionBranchWithElse'
  | 'suggestMoveBelowRefusableCalls'
  | 'suggestMoveIntoAnsweredBranch'
  | 'suggestMoveIntoAskingBranch'
  | 'suggestMoveOutOfPromiseAll'
  | 'suggestResumeFromRequestState'
  | 'suggestResumeWithImportedCodec'
  | 'suggestResumeVerifyingState'
  | 'suggestResumeVerifyingWithImportedCodec'
  | 'suggestResumeWithNewCodec';

export interface Suggestion {
  messageId: SuggestionMessageId;
  data: Record<string, string>;
  fix: (fixer: TSESLint.RuleFixer) => TSESLint.RuleFix[];
}

/** The project's codec of `settings.mcp.requestStateCodec` (src/fixes/codec-setting.ts), seen from one file. */
export interface ProjectCodec {
  module: CodecModule;
  /** Whether every server runs its `verify` as the `requestState.verify` hook (else none has a hook). */
  hook: boolean;
}

/** What the suggestion builders share within one file: the flow analysis (for exits), one footprint reader per asker and the summaries they share. */
export class FixTools {
  private readonly readers = new Map<TSESTree.Node, FootprintReader>();
  private readonly summaries = new SummaryStore();
  private codec: ReturnType<typeof findStateCodec> | undefined;
  private era: ProtocolEra | undefined;

  constructor(
    readonly sourceCode: SourceCode,
    readonly settings: EffectSettings,
    /** Type arguments are only written into TypeScript files. */
    readonly typescript: boolean,
    /**
     * The file's flow analysis: a fix must know every exit of an asker, not only a finding's nearest; with types, the
     * questions helpers of other files build.
     */
    readonly exits: Pick<FileFlow, 'exitsOf' | 'types'>,
    /** The file's protocol era (the rule's `fileProtocolEra`), asked only when a suggestion needs it. */
    private readonly eraOf: () => ProtocolEra = () => 'unknown',
    /** The codec `settings.mcp.requestStateCodec` names, as a module this file can import, and whether the servers hook it. */
    readonly projectCodec: ProjectCodec | null = null,
  ) {}

  /** Whether the file is written against SDK v2 (2026-07-28), whose handler context is the SDK's `ServerContext`. */
  isV2(): boolean {
    this.era ??= this.eraOf();
    return this.era === '2026-07-28';
  }

  /** The file's `requestState` codec (see `findStateCodec`), looked for once. */
  stateCodec(): ReturnType<typeof findStateCodec> {
    this.codec ??= findStateCodec(this.sourceCode);
    return this.codec;
  }

  footprints(asker: TSESTree.Node): FootprintReader {
    let reader = this.readers.get(asker);
    if (!reader) {
      reader = new FootprintReader(this.sourceCode, this.settings, asker, this.summaries, this.exits.types);
      this.readers.set(asker, reader);
    }
    return reader;
  }
}
