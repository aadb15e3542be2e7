/**
 * The `requestState` hook of a program's one server (the core rule's doc, resume with the server's codec):
 * `new McpServer(info, { requestState: { verify: stateCodec.verify } })` in `src/server.ts`, `stateCodec` a
 * `createRequestStateCodec(...)` exported by some module of the project, or none. A tool file that does not import the
 * codec can mint with it once it does, since the hook verifies every state the server gets; on a server without a hook,
 * a tool of any file gets the raw string and verifies it itself.
 */
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { isV2Module } from '../mcp/sdk.js';
import { declaringModule, resolvedSymbol, skipOuter, unaliased } from './declarations.js';

/** The codec and where to import it from. */
export interface ServerCodec {
  /** The symbol of the codec's `const` (imports of it resolve to it). */
  symbol: ts.Symbol;
  /** The module of the project that exports it, and the name it exports it under. */
  file: ts.SourceFile;
  exportName: string;
  /** The project files the codec's module imports, directly or not: importing it into one of them makes a cycle. */
  imports: ReadonlySet<ts.SourceFile>;
}

/** The SDK's server classes, by their declared names. */
const SERVER_CLASSES = new Set(['McpServer', 'Server']);
/** Modules that build servers of their own (xmcp's, Vercel's `createMcpHandler`), with options no project file shows. */
const SERVER_BUILDERS = ['xmcp', 'mcp-handler'];
const MAX_CLASS_DEPTH = 8;

/**
 * `'sdk'` when `type` is the SDK's `McpServer`/`Server`, `'subclass'` when it derives from one (a class of the project,
 * whose constructor may pass any options), else null. By the constructed type, so that an alias of the class
 * (`const Server = McpServer`) counts too.
 */
function serverClass(program: ts.Program, type: ts.Type, depth = 0): 'sdk' | 'subclass' | null {
  const symbol = type.getSymbol();
  const declaration = symbol?.declarations?.[0];
  if (!symbol || !declaration || depth > MAX_CLASS_DEPTH) return null;
  const module = declaringModule(program, declaration);
  if (module.kind === 'package' && isV2Module(module.name) && SERVER_CLASSES.has(symbol.getName())) return depth === 0 ? 'sdk' : 'subclass';
  // `Base<T>` is a reference to the generic class.
  const target = type.flags & typescript.TypeFlags.Object && (type as ts.ObjectType).objectFlags & typescript.ObjectFlags.Reference ? (type as ts.TypeReference).target : type;
  if (!target.isClassOrInterface()) return null;
  const bases = program.getTypeChecker().getBaseTypes(target);
  return bases.some((base) => serverClass(program, base, depth + 1) !== null) ? 'subclass' : null;
}

/** A property `name: value` of an object literal without spreads, computed keys or accessors; undefined when absent, null when unsure. */
function literalProperty(object: ts.Node, name: string): ts.Expression | undefined | null {
  if (!typescript.isObjectLiteralExpression(object)) return null;
  let found: ts.Expression | undefined;
  for (const property of object.properties) {
    if (!typescript.isPropertyAssignment(property) || !typescript.isIdentifier(property.name)) {
      if (typescript.isShorthandPropertyAssignment(property) && property.name.text !== name) continue;
      return null;
    }
    if (property.name.text === name) found = property.initializer;
  }
  return found;
}

/**
 * The hook a server's options (`new McpServer(info, options)`) install: `'none'` for no options or an object literal
 * without `requestState`, the `X` of `requestState: { verify: X.verify }`, or null for anything else (spreads, options
 * held elsewhere, another hook).
 */
function hookOf(server: ts.NewExpression): 'none' | ts.Identifier | null {
  const options = server.arguments?.[1];
  if (!options) return 'none';
  const hook = literalProperty(skipOuter(options), 'requestState');
  if (hook === undefined) return 'none';
  const verify = hook ? literalProperty(skipOuter(hook), 'verify') : null;
  const member = verify ? skipOuter(verify) : null;
  return member && typescript.isPropertyAccessExpression(member) && member.name.text === 'verify' && typescript.isIdentifier(member.expression)
    ? member.expression
    : null;
}

/** A `const x = createRequestStateCodec(...)` of the SDK, for any payload (no type argument narrower than `unknown`). */
function isCodecDeclaration(checker: ts.TypeChecker, program: ts.Program, declaration: ts.Declaration): declaration is ts.VariableDeclaration {
  if (!typescript.isVariableDeclaration(declaration) || !declaration.initializer) return false;
  const list = declaration.parent;
  if (!typescript.isVariableDeclarationList(list) || !(list.flags & typescript.NodeFlags.Const)) return false;
  const call = skipOuter(declaration.initializer);
  if (!typescript.isCallExpression(call)) return false;
  const payload = call.typeArguments?.[0];
  if (payload && payload.kind !== typescript.SyntaxKind.UnknownKeyword && payload.kind !== typescript.SyntaxKind.AnyKeyword) return false;
  const factory = resolvedSymbol(checker, call.expression);
  const factoryDeclaration = factory?.declarations?.[0];
  const module = factoryDeclaration && declaringModule(program, factoryDeclaration);
  return factory?.getName() === 'createRequestStateCodec' && module?.kind === 'package' && isV2Module(module.name);
}

/** The project files `file` imports, directly or through others. */
function importedFiles(program: ts.Program, file: ts.SourceFile): Set<ts.SourceFile> {
  const checker = program.getTypeChecker();
  const seen = new Set<ts.SourceFile>();
  const queue = [file];
  for (let current = queue.pop(); current; current = queue.pop()) {
    for (const statement of current.statements) {
      const specifier = (typescript.isImportDeclaration(statement) || typescript.isExportDeclaration(statement)) ? statement.moduleSpecifier : undefined;
      const target = specifier && checker.getSymbolAtLocation(specifier)?.valueDeclaration;
      if (!target || !typescript.isSourceFile(target) || seen.has(target) || declaringModule(program, target).kind !== 'project') continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

/** What the program's one server verifies `requestState` with: nothing, or a codec of the project. */
type ProgramServer = { hook: 'none' } | { hook: 'codec'; codec: ServerCodec };

function findProgramServer(program: ts.Program): ProgramServer | null {
  const checker = program.getTypeChecker();
  const servers: ts.NewExpression[] = [];
  let unknownServer = false;
  const visit = (node: ts.Node): void => {
    if (typescript.isNewExpression(node)) {
      const kind = serverClass(program, checker.getTypeAtLocation(node));
      if (kind === 'sdk') servers.push(node);
      else if (kind === 'subclass') unknownServer = true;
    } else if (typescript.isImportDeclaration(node) && typescript.isStringLiteral(node.moduleSpecifier)) {
      const module = node.moduleSpecifier.text;
      if (SERVER_BUILDERS.some((builder) => module === builder || module.startsWith(`${builder}/`))) unknownServer = true;
    }
    typescript.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) {
    if (declaringModule(program, file).kind === 'project') visit(file);
  }
  // One construction: every server the program builds runs with its options.
  const hook = !unknownServer && servers.length === 1 ? hookOf(servers[0]!) : null;
  if (hook === 'none') return { hook };
  const symbol = hook && resolvedSymbol(checker, hook);
  const declaration = symbol?.declarations?.length === 1 ? symbol.declarations[0]! : null;
  if (!symbol || !declaration || !isCodecDeclaration(checker, program, declaration)) return null;
  const file = declaration.getSourceFile();
  const moduleSymbol = checker.getSymbolAtLocation(file);
  if (declaringModule(program, file).kind !== 'project' || !moduleSymbol) return null;
  const exported = checker.getExportsOfModule(moduleSymbol).filter((candidate) => unaliased(checker, candidate) === symbol);
  const exportName = (exported.find((candidate) => candidate.getName() === symbol.getName()) ?? exported[0])?.getName();
  if (exportName === undefined || exportName === 'default') return null;
  return { hook: 'codec', codec: { symbol, file, exportName, imports: importedFiles(program, file) } };
}

const byProgram = new WeakMap<ts.Program, ProgramServer | null>();

/**
 * The program's one server, when it builds exactly one SDK v2 server (one `new McpServer(...)`/`new Server(...)`; no
 * subclass of the project, no framework that builds its own) with options that install no hook, or
 * `requestState: { verify: codec.verify }` with `codec` a `const` of `createRequestStateCodec(...)` for any payload that
 * a module of the project exports by name. Null otherwise. Once per program.
 */
function programServer(program: ts.Program): ProgramServer | null {
  let found = byProgram.get(program);
  if (found === undefined) {
    found = findProgramServer(program);
    byProgram.set(program, found);
  }
  return found;
}

/** The codec the program's one server verifies `requestState` with (see `programServer`), or null. */
export function serverCodec(program: ts.Program): ServerCodec | null {
  const server = programServer(program);
  return server?.hook === 'codec' ? server.codec : null;
}

/** True when the program's one server installs no `requestState` hook: its handlers get the raw string (see `programServer`). */
export function hooklessServer(program: ts.Program): boolean {
  return programServer(program)?.hook === 'none';
}
