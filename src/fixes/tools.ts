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
  | 'suggestMoveBelowRefusableCalls'
  | 'suggestMoveIntoAnsweredBranch'
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
  private references: TSESLint.Scope.Reference[] | undefined;
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

  private sortedReferences(): readonly TSESLint.Scope.Reference[] {
    this.references ??= bySourceStart(this.sourceCode.scopeManager?.scopes ?? []);
    return this.references;
  }

  footprints(asker: TSESTree.Node): FootprintReader {
    let reader = this.readers.get(asker);
    if (!reader) {
      reader = new FootprintReader(this.sourceCode, this.settings, asker, () => this.sortedReferences(), this.summaries, this.exits.types);
      this.readers.set(asker, reader);
    }
    return reader;
  }
}

/** Positions times this are exact in a double up to 2^31 characters, with room for 2^21 references. */
const INDEX_SPAN = 2 ** 21;

/**
 * The scopes' references by their identifier's start, ties in scope order (a stable sort). Sorted as numbers (each
 * start and index in one key) in a typed array, which sorts without calling a comparator, and gathered in plain loops
 * (`flatMap` and `Array.from` with a mapper cost as much as the sort): a comparator sort of a file's references (about
 * 200 in a generated server of 150 lines) was a quarter of the footprints' time.
 */
function bySourceStart(scopes: readonly TSESLint.Scope.Scope[]): TSESLint.Scope.Reference[] {
  const references: TSESLint.Scope.Reference[] = [];
  for (const scope of scopes) for (const reference of scope.references) references.push(reference);
  if (references.length >= INDEX_SPAN) return references.sort((a, b) => a.identifier.range[0] - b.identifier.range[0]);
  const keys = new Float64Array(references.length);
  for (let i = 0; i < references.length; i += 1) keys[i] = references[i]!.identifier.range[0] * INDEX_SPAN + i;
  keys.sort();
  const sorted: TSESLint.Scope.Reference[] = new Array<TSESLint.Scope.Reference>(keys.length);
  for (let i = 0; i < keys.length; i += 1) sorted[i] = references[keys[i]! % INDEX_SPAN]!;
  return sorted;
}
