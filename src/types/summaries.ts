/**
 * Summaries of functions declared in other files of the project, computed by running the same flow analysis
 * over those files and kept per TypeScript program.
 *
 * A file is summarised by `Linter#verify` with one private rule, its text parsed as @typescript-eslint/parser
 * does with `programs: [program]`: the program's own `ts.SourceFile` is converted to ESTree (not parsed again),
 * and ESLint builds the scopes and code paths the analysis needs, exactly as for the file being linted. Only the
 * compact summaries are kept (strings, classes, flags), keyed by the TypeScript declaration; the other file's
 * ESTree is dropped once summarised, so memory grows with the number of functions, not with their code.
 *
 * Order: before a file is summarised, the files it calls into are found on the TypeScript side (its calls
 * resolved to project declarations), and files are summarised callees first, one strongly connected group at
 * a time (Tarjan). In a group of files that call each other, a file is summarised again when a summary it read
 * changed, as same-file summaries are refreshed to a fixed point. Nothing recurses from one nested lint into
 * another.
 *
 * The cache is a WeakMap keyed by the `ts.Program`: a lint run keeps one program for every file, an editor
 * gets a new program when any file changes, which starts from an empty cache.
 */
import { createRequire } from 'node:module';
import type * as Eslint from 'eslint';
import type { Linter, Rule } from 'eslint';
import type * as ScopeManager from '@typescript-eslint/scope-manager';
import type * as TypeScriptEstree from '@typescript-eslint/typescript-estree';
import type * as VisitorKeys from '@typescript-eslint/visitor-keys';
import type { ParserServicesWithTypeInformation, TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import type { SourceCode } from '../ast/types.js';
import type { EffectSettings } from '../effects/settings.js';
import type { MethodParameter } from '../effects/readers.js';
import type { EffectClass, EffectVerdict } from '../effects/types.js';
import { calledFunction, declaringModule, type FunctionDeclarationNode } from './declarations.js';

/** An effect in another file, kept as text: that file's syntax tree is not kept. */
export interface RemoteEffect {
  /** The call as written, shortened (`stripe.paymentIntents.create()`). */
  text: string;
  /** Absolute path of the file. */
  file: string;
  line: number;
}

export interface RemoteWitness {
  verdict: EffectVerdict;
  /** Names of the functions between the summarised function and the effect, outermost first. */
  chain: readonly string[];
  effect: RemoteEffect;
}

/** What calling a function of another file does, as far as its summary tells. */
export interface FunctionSummary {
  /** The function's name in messages. */
  name: string;
  /** One witness per effect class the function may cause. */
  effects: ReadonlyMap<EffectClass, RemoteWitness>;
  /** It may return an `input_required` result. */
  returnsInputRequired: boolean;
  /**
   * The parameter that carries the method of an HTTP request it sends (`init` in `api(path, init)` calling
   * `fetch(base + path, { ...init })`, also through other project functions it passes `init` on to): a call of it is
   * judged by the method the call passes there, and the request is not among `effects`.
   */
  methodParameter: MethodParameter | null;
  /**
   * The parameters it calls (`fn()` in `retryWithBackoff(fn)`, `run()` of a destructured `{ run }`), by position and
   * the keys read on the way: what runs there is the function its caller passes, judged where the caller writes it,
   * so these calls are not among `effects`.
   */
  calledParameters: readonly CalledParameter[];
  /**
   * Everything it does goes through calls nothing can place (`this.provider.push()` on an interface no file
   * implements): a call of it is judged by its name, as an unknown client's call is.
   */
  opaqueBody: boolean;
}

/** A parameter a function calls: its position, and the keys a destructuring reads to reach the called binding. */
export interface CalledParameter {
  index: number;
  path: readonly string[];
}

type FileSummaries = ReadonlyMap<ts.Node, FunctionSummary>;

/** A file of the program being summarised, as the nested lint sees it. */
export interface SummarisedFile {
  sourceCode: SourceCode;
  /** Absolute path. */
  filename: string;
  services: ParserServicesWithTypeInformation;
  /** `settings.mcp.effects` of the files that need the summary. */
  settings: EffectSettings;
}

/**
 * Runs the flow analysis over a file and hands its function summaries (keyed by ESTree function node) to
 * `done` at the end of the traversal. Provided by src/flow/analysis.ts, which owns the analysis.
 */
export type FileSummariser = (
  file: SummarisedFile,
  done: (summaries: ReadonlyMap<TSESTree.Node, FunctionSummary>) => void,
) => Rule.RuleListener;

/** A group of files is summarised at most this many times per file (summaries only grow, so this is a guard). */
const MAX_GROUP_PASSES = 8;

const SUMMARISED_FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];

/** Files that call each other, being summarised together. */
interface Group {
  members: ReadonlySet<ts.SourceFile>;
  /** For each function of a member, the members that read its summary. */
  readers: Map<ts.Node, Set<ts.SourceFile>>;
  /** Members that read another member before it was summarised. */
  early: Set<ts.SourceFile>;
  current: ts.SourceFile | null;
}

/** A function of a group member not summarised yet: nothing known, and nothing to fall back on (not the verbs). */
function emptySummary(fn: FunctionDeclarationNode): FunctionSummary {
  const line = fn.getSourceFile().getLineAndCharacterOfPosition(fn.getStart()).line + 1;
  return { name: fn.name && typescript.isIdentifier(fn.name) ? fn.name.text : `the function on line ${line}`, effects: new Map(), returnsInputRequired: false, methodParameter: null, calledParameters: [], opaqueBody: false };
}

/** The functions whose summaries say more in `after` than in `before` (summaries only grow). */
function grownFunctions(before: FileSummaries | undefined, after: FileSummaries): ts.Node[] {
  const grown: ts.Node[] = [];
  for (const [node, summary] of after) {
    const old = before?.get(node);
    if (!old || old.returnsInputRequired !== summary.returnsInputRequired || old.effects.size !== summary.effects.size) grown.push(node);
  }
  return grown;
}

/** The summaries of one program's project files, computed on demand. */
class ProgramSummaries {
  /** Settled summaries, and, while a group is being summarised, the group's latest ones. */
  private readonly files = new Map<ts.SourceFile, FileSummaries>();
  private readonly checker: ts.TypeChecker;
  private readonly projectFunctions = new WeakMap<ts.Node, FunctionDeclarationNode | null>();
  private busy = false;
  /** The files that call each other being summarised now, if any (see `summariseGroup`). */
  private group: Group | null = null;

  constructor(
    private readonly program: ts.Program,
    /** What the user states about calls (`settings.mcp.effects`): summaries depend on it. */
    private readonly settings: EffectSettings,
  ) {
    this.checker = program.getTypeChecker();
  }

  /** The function of the project a callee resolves to, when it is declared in a source file of the project. */
  projectFunction(callee: ts.Node): FunctionDeclarationNode | null {
    // Asked for the same callees by the pre-pass and by the analysis of the file: resolved once.
    let fn = this.projectFunctions.get(callee);
    if (fn === undefined) {
      const called = calledFunction(this.checker, callee);
      fn = called && declaringModule(this.program, called).kind === 'project' ? called : null;
      this.projectFunctions.set(callee, fn);
    }
    return fn;
  }

  summaryOf(fn: FunctionDeclarationNode, summarise: FileSummariser): FunctionSummary | null {
    const file = fn.getSourceFile();
    const group = this.group;
    if (group?.members.has(file)) {
      // A file of the group being summarised: what it says so far, and a note to read it again if it changes.
      let readers = group.readers.get(fn);
      if (!readers) group.readers.set(fn, (readers = new Set()));
      if (group.current) readers.add(group.current);
      const summaries = this.files.get(file);
      if (!summaries && group.current) group.early.add(group.current);
      return summaries?.get(fn) ?? emptySummary(fn);
    }
    // Inside a summarising run every file it can ask about is settled or in the current group already.
    if (!this.files.has(file) && !this.busy) {
      this.busy = true;
      try {
        this.summariseWithCallees(file, summarise);
      } finally {
        this.busy = false;
      }
    }
    return this.files.get(file)?.get(fn) ?? null;
  }

  /** Project files whose functions `file` calls (over-approximated: every call of the file, module scope included). */
  private calleeFiles(file: ts.SourceFile): ts.SourceFile[] {
    const files = new Set<ts.SourceFile>();
    const visit = (node: ts.Node): void => {
      if (typescript.isCallExpression(node)) {
        const target = this.projectFunction(node.expression)?.getSourceFile();
        if (target && target !== file) files.add(target);
      }
      typescript.forEachChild(node, visit);
    };
    visit(file);
    return [...files];
  }

  /** Summarises `root` and every project file it reaches, callees first, groups of mutual callers to a fixed point. */
  private summariseWithCallees(root: ts.SourceFile, summarise: FileSummariser): void {
    // Iterative Tarjan: groups come out callees first.
    const index = new Map<ts.SourceFile, number>();
    const lowLink = new Map<ts.SourceFile, number>();
    const onStack = new Set<ts.SourceFile>();
    const stack: ts.SourceFile[] = [];
    const work: { file: ts.SourceFile; callees: ts.SourceFile[]; next: number }[] = [];
    const enter = (file: ts.SourceFile): void => {
      index.set(file, index.size);
      lowLink.set(file, index.get(file)!);
      stack.push(file);
      onStack.add(file);
      work.push({ file, callees: this.calleeFiles(file).filter((callee) => !this.files.has(callee)), next: 0 });
    };
    enter(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.next < frame.callees.length) {
        const callee = frame.callees[frame.next++]!;
        if (!index.has(callee)) enter(callee);
        else if (onStack.has(callee)) lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(callee)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const group: ts.SourceFile[] = [];
      let member: ts.SourceFile;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== frame.file);
      this.summariseGroup(group, summarise);
    }
  }

  /**
   * Summarises files that call each other. Each is summarised once, reading what the others say so far (nothing,
   * for those not summarised yet); then a file is summarised again when a summary it read grew, or was not there
   * yet when it read it. Summaries only grow with what they read, so this settles.
   */
  private summariseGroup(members: readonly ts.SourceFile[], summarise: FileSummariser): void {
    if (members.length === 1) {
      this.files.set(members[0]!, this.summariseFile(members[0]!, summarise));
      return;
    }
    const group: Group = { members: new Set(members), readers: new Map(), early: new Set(), current: null };
    this.group = group;
    try {
      /** Summarises one member; returns the members that read one of its summaries that grew. */
      const run = (file: ts.SourceFile): Set<ts.SourceFile> => {
        group.current = file;
        const before = this.files.get(file);
        const after = this.summariseFile(file, summarise);
        this.files.set(file, after);
        const stale = new Set<ts.SourceFile>();
        for (const fn of before ? grownFunctions(before, after) : []) {
          for (const reader of group.readers.get(fn) ?? []) stale.add(reader);
        }
        return stale;
      };
      for (const file of members) run(file);
      const pending = [...group.early];
      const queued = new Set(pending);
      for (let runs = 0; pending.length > 0 && runs < members.length * MAX_GROUP_PASSES; runs++) {
        const file = pending.shift()!;
        queued.delete(file);
        for (const reader of run(file)) {
          if (!queued.has(reader)) {
            queued.add(reader);
            pending.push(reader);
          }
        }
      }
    } finally {
      this.group = null;
    }
  }

  private summariseFile(file: ts.SourceFile, summarise: FileSummariser): FileSummaries {
    const { program, settings } = this;
    const summaries = new Map<ts.Node, FunctionSummary>();
    const parser = programParser(program);
    const rule: Rule.RuleModule = {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const services = context.sourceCode.parserServices as unknown as ParserServicesWithTypeInformation;
        const sourceCode = context.sourceCode as unknown as SourceCode;
        return summarise({ sourceCode, filename: file.fileName, services, settings }, (byNode) => {
          for (const [node, summary] of byNode) {
            const declaration = services.esTreeNodeToTSNodeMap.get(node);
            if (declaration) summaries.set(declaration, summary);
          }
        });
      },
    };
    // `cwd: '/'` (the file's root on Windows): every absolute path is inside it, so the config applies.
    // Required here, not imported: untyped runs (oxlint's above all) never summarise, and ESLint is not loaded there.
    const { Linter } = createRequire(import.meta.url)('eslint') as typeof Eslint;
    const linter = new Linter({ cwd: file.fileName.slice(0, file.fileName.indexOf('/') + 1) || '/' });
    linter.verify(
      file.text,
      [
        {
          files: SUMMARISED_FILES,
          languageOptions: { parser },
          plugins: { 'mcp-summaries': { rules: { summarise: rule } } },
          rules: { 'mcp-summaries/summarise': 'error' },
        },
      ],
      { filename: file.fileName, allowInlineConfig: false },
    );
    return summaries;
  }
}

/**
 * @typescript-eslint/parser's work for one file of `program`, without tokens: the analysis reads none (comments
 * are read by position), and converting them is a third of what a summary allocates, which adds up to the lint
 * run's peak memory when many files are summarised at once.
 */
function programParser(program: ts.Program): Linter.Parser {
  // Required here, not imported: typescript-estree loads TypeScript, which untyped runs (oxlint's) never need.
  const load = createRequire(import.meta.url);
  const { parseAndGenerateServices } = load('@typescript-eslint/typescript-estree') as typeof TypeScriptEstree;
  const { analyze } = load('@typescript-eslint/scope-manager') as typeof ScopeManager;
  const { visitorKeys } = load('@typescript-eslint/visitor-keys') as typeof VisitorKeys;
  return {
    meta: { name: 'eslint-plugin-mcp/program-parser' },
    parseForESLint(text: string, options?: { filePath?: string }) {
      const filePath = options?.filePath ?? '';
      const { ast, services } = parseAndGenerateServices(text, {
        filePath,
        programs: [program],
        comment: true,
        loc: true,
        range: true,
        tokens: false,
        errorOnTypeScriptSyntacticAndSemanticIssues: false,
      });
      const commonJs = /\.c[jt]s$/.test(filePath);
      const sourceType = commonJs ? 'script' : 'module';
      Object.assign(ast, { tokens: [], sourceType });
      return { ast, services, scopeManager: analyze(ast, { sourceType, globalReturn: commonJs }), visitorKeys };
    },
  } as unknown as Linter.Parser;
}

const byProgram = new WeakMap<ts.Program, WeakMap<EffectSettings, ProgramSummaries>>();

/**
 * The summaries of a program's project files, shared by every file linted with that program and the same
 * settings (within a lint run, files with the same config share one settings object).
 */
export function programSummaries(program: ts.Program, settings: EffectSettings): ProgramSummaries {
  let bySettings = byProgram.get(program);
  if (!bySettings) byProgram.set(program, (bySettings = new WeakMap()));
  let summaries = bySettings.get(settings);
  if (!summaries) bySettings.set(settings, (summaries = new ProgramSummaries(program, settings)));
  return summaries;
}

export type { ProgramSummaries };
