// A fixture's TypeScript project compiled in memory, for the tests that type-check suggestion outputs.
import path from 'node:path';
import ts from 'typescript';

/**
 * The project of a fixture's tsconfig.json, compiled with some files given as text (replacing a file of the project
 * or joining it). Files read from disk (TypeScript's lib, the SDK's declarations) are parsed once for every program,
 * and each program starts from the one before, as an editor's does.
 */
export class InMemoryProject {
  readonly fileNames: readonly string[];
  private readonly options: ts.CompilerOptions;
  private readonly parsed = new Map<string, ts.SourceFile>();
  private previous: ts.Program | undefined;

  constructor(fixture: string) {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(fixture, 'tsconfig.json'), {}, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    });
    if (!config) throw new Error(`cannot read ${fixture}/tsconfig.json`);
    this.fileNames = config.fileNames.map((file) => path.resolve(file));
    this.options = config.options;
  }

  /** The project's files that import `file`, directly or through others, as written on disk. */
  importersOf(file: string): Set<string> {
    const found = new Set<string>();
    const visit = (imported: string): void => {
      for (const importer of this.importers().get(imported) ?? []) {
        if (found.has(importer)) continue;
        found.add(importer);
        visit(importer);
      }
    };
    visit(path.resolve(file));
    return found;
  }

  private importerMap: Map<string, string[]> | undefined;

  /** Each project file's importers among the project's files. */
  private importers(): Map<string, string[]> {
    if (this.importerMap) return this.importerMap;
    this.importerMap = new Map();
    for (const file of this.fileNames) {
      for (const { fileName: specifier } of ts.preProcessFile(ts.sys.readFile(file) ?? '').importedFiles) {
        const resolved = ts.resolveModuleName(specifier, file, this.options, ts.sys).resolvedModule?.resolvedFileName;
        const imported = resolved ? path.resolve(resolved) : null;
        if (imported && this.fileNames.includes(imported)) this.importerMap.set(imported, [...(this.importerMap.get(imported) ?? []), file]);
      }
    }
    return this.importerMap;
  }

  /**
   * The diagnostics of the project with `files` (absolute path → text) in it: of every file (`'all'`, as `tsc` gives
   * them), or of the files named only (with the options' and the global ones), which is much faster when few changed.
   */
  diagnostics(files: ReadonlyMap<string, string>, checked: 'all' | readonly string[]): ts.Diagnostic[] {
    const host = ts.createCompilerHost(this.options);
    host.getSourceFile = (fileName, languageVersion) => {
      const text = files.get(path.resolve(fileName));
      if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
      let file = this.parsed.get(fileName);
      if (!file) {
        const original = ts.sys.readFile(fileName);
        if (original === undefined) return undefined;
        file = ts.createSourceFile(fileName, original, languageVersion, true);
        this.parsed.set(fileName, file);
      }
      return file;
    };
    const rootNames = [...new Set([...this.fileNames, ...files.keys()])];
    const program = ts.createProgram({ rootNames, options: this.options, host, ...(this.previous ? { oldProgram: this.previous } : {}) });
    this.previous = program;
    if (checked === 'all') return [...ts.getPreEmitDiagnostics(program)];
    return [
      ...program.getOptionsDiagnostics(),
      ...program.getGlobalDiagnostics(),
      ...[...new Set(checked)].flatMap((file) => {
        const source = program.getSourceFile(file);
        if (!source) throw new Error(`${file} is not in the program`);
        return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
      }),
    ];
  }
}
