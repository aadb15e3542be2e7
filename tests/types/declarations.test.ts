// How the type-checked layer resolves a call to the function it runs, the module that declares it, and the
// `input_required` results types say a value may be.
import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { calledFunction, declaringModule, packageOfFile } from '../../src/types/declarations.js';
import { isSdkInputRequiredBuilder, typeCarriesInputRequired, typeMayCarryInputRequired } from '../../src/types/exits.js';
import { TYPED_SERVER, VirtualProject } from './support.js';

const FILES = {
  'lib.ts': `
export function plain() { return 1; }
export const arrow = async () => 2;
export const alias = plain;
export function overloaded(a: string): string;
export function overloaded(a: number): number;
export function overloaded(a: string | number) { return a; }
export class Service {
  run() { return 3; }
  field = () => 4;
  static create() { return new Service(); }
}
export const service = new Service();
export const table = { send() { return 5; }, plain };
export default function () { return 6; }
export interface Port { open(): void }
`,
  'typings.d.ts': `export declare function fromTypings(): void;
`,
  'barrel.ts': `export * from './lib.js';\nexport { plain as renamed, default as fromDefault } from './lib.js';\n`,
  'mcp.ts': `export { inputRequired as ask } from '@modelcontextprotocol/server';\n`,
  'use.ts': `
import * as ns from './lib.js';
import lib, { arrow, alias, overloaded, service, table, Service, type Port } from './lib.js';
import { renamed, fromDefault, plain } from './barrel.js';
import { ask } from './mcp.js';
import { inputRequired, type InputRequiredResult } from '@modelcontextprotocol/server';
import { writeFile } from 'node:fs/promises';
import { fromTypings } from './typings.js';
declare const port: Port;
declare const maybe: InputRequiredResult | undefined;
declare const literal: { resultType: string };
export async function use() {
  plain(); arrow(); alias(); overloaded('x'); service.run(); service.field(); new Service().run(); Service.create();
  table.send(); table.plain(); ns.plain(); lib(); renamed(); fromDefault(); port.open(); new Map<string, number>().set('a', 1);
  await writeFile('f', 'x'); fromTypings(); ask({ requestState: 's' }); inputRequired({ requestState: 's' });
  return [maybe, literal, { resultType: 'input_required' as const }, Promise.resolve(maybe), 1];
}
`,
};

let project: VirtualProject;
let program: ts.Program;
let checker: ts.TypeChecker;
const calls = new Map<string, ts.CallExpression>();

beforeAll(() => {
  project = new VirtualProject(path.join(TYPED_SERVER, 'virtual'), FILES);
  program = project.update();
  checker = program.getTypeChecker();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) calls.set(node.expression.getText(), node);
    ts.forEachChild(node, visit);
  };
  visit(program.getSourceFile(project.path('use.ts'))!);
  // Building a program with @types/node and the SDK's types takes seconds on a busy machine.
}, 60_000);

/** What a call resolves to: the declaration's kind, its file, and its line there. */
function resolved(callee: string): string | null {
  const call = calls.get(callee);
  if (!call) throw new Error(`no call of ${callee}`);
  const fn = calledFunction(checker, call.expression);
  if (!fn) return null;
  const file = fn.getSourceFile();
  return `${ts.SyntaxKind[fn.kind]} ${path.basename(file.fileName)}:${file.getLineAndCharacterOfPosition(fn.getStart()).line}`;
}

describe('calledFunction', () => {
  it.each([
    ['plain', 'FunctionDeclaration lib.ts:1'],
    ['arrow', 'ArrowFunction lib.ts:2'],
    // `const alias = plain` is followed to the function.
    ['alias', 'FunctionDeclaration lib.ts:1'],
    // An overload set resolves to its implementation.
    ['overloaded', 'FunctionDeclaration lib.ts:6'],
    ['service.run', 'MethodDeclaration lib.ts:8'],
    ['service.field', 'ArrowFunction lib.ts:9'],
    ['new Service().run', 'MethodDeclaration lib.ts:8'],
    ['Service.create', 'MethodDeclaration lib.ts:10'],
    ['table.send', 'MethodDeclaration lib.ts:13'],
    // A shorthand property is followed to the function it names.
    ['table.plain', 'FunctionDeclaration lib.ts:1'],
    ['ns.plain', 'FunctionDeclaration lib.ts:1'],
    ['lib', 'FunctionDeclaration lib.ts:14'],
    // Through a barrel, renamed, and a default export re-exported by name.
    ['renamed', 'FunctionDeclaration lib.ts:1'],
    ['fromDefault', 'FunctionDeclaration lib.ts:14'],
  ])('%s → %s', (callee, expected) => {
    expect(resolved(callee)).toBe(expected);
  });

  it.each([
    // An interface member has no body: which class implements it is not known.
    ['port.open'],
    // Nor has a declaration file's function.
    ['fromTypings'],
  ])('%s → nothing to summarise', (callee) => {
    expect(resolved(callee)).toBeNull();
  });
});

describe('declaringModule', () => {
  const moduleOf = (callee: string) => {
    const call = calls.get(callee)!;
    const at = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
    let symbol = checker.getSymbolAtLocation(at)!;
    if (symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const found = declaringModule(program, symbol.declarations![0]!);
    return found.kind === 'package' ? `package ${found.name}` : found.kind === 'project' ? `project ${path.basename(found.file.fileName)}` : found.kind;
  };

  it.each([
    ['plain', 'project lib.ts'],
    ['new Map<string, number>().set', 'lib'],
    // @types/node declares `fs/promises` as an ambient module.
    ['writeFile', 'package fs/promises'],
    ['inputRequired', 'package @modelcontextprotocol/server'],
    ['ask', 'package @modelcontextprotocol/server'],
  ])('%s is declared by %s', (callee, expected) => {
    expect(moduleOf(callee)).toBe(expected);
  });

  it.each([
    ['fromTypings', 'declared'],
  ])('%s, from a declaration file of the project, is %s: no body, no package', (callee, expected) => {
    expect(moduleOf(callee)).toBe(expected);
  });
});

describe('packageOfFile', () => {
  it.each([
    ['/p/node_modules/stripe/types/index.d.ts', 'stripe'],
    ['/p/node_modules/@slack/web-api/dist/index.d.ts', '@slack/web-api'],
    ['/p/node_modules/@types/pg/index.d.ts', 'pg'],
    ['/p/node_modules/@types/babel__core/index.d.ts', '@babel/core'],
    ['/p/node_modules/a/node_modules/b/index.d.ts', 'b'],
    ['C:\\p\\node_modules\\stripe\\index.d.ts', 'stripe'],
    ['/p/src/index.ts', null],
  ])('%s → %s', (file, expected) => {
    expect(packageOfFile(file)).toBe(expected);
  });
});

describe('input_required by type and by declaration', () => {
  const returned = () => {
    const statement = program
      .getSourceFile(project.path('use.ts'))!
      .statements.find((node): node is ts.FunctionDeclaration => ts.isFunctionDeclaration(node))!
      .body!.statements.find((node): node is ts.ReturnStatement => ts.isReturnStatement(node))!;
    return (statement.expression as ts.ArrayLiteralExpression).elements.map((element) => checker.getTypeAtLocation(element));
  };

  it('typeCarriesInputRequired: a resultType that includes the literal', () => {
    const [maybe, literal, constLiteral, promised, number] = returned();
    expect([maybe, literal, constLiteral, promised, number].map((type) => typeCarriesInputRequired(checker, type!))).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('typeMayCarryInputRequired: also a widened string resultType, never a number', () => {
    expect(returned().map((type) => typeMayCarryInputRequired(checker, type))).toEqual([true, true, true, true, false]);
  });

  it.each([
    ['inputRequired', true],
    // Renamed by the project's own re-export.
    ['ask', true],
    ['plain', false],
  ])('isSdkInputRequiredBuilder(%s) is %s', (callee, expected) => {
    expect(isSdkInputRequiredBuilder(program, calls.get(callee)!.expression)).toBe(expected);
  });
});

// A project that types the SDK itself (a vendored `.d.ts` with `declare module`, no package in node_modules): the
// builder is still the SDK's, since `isSdkExport`'s first check reads the program's declaration files for its name.
describe('isSdkInputRequiredBuilder with the SDK declared by an ambient module', () => {
  const FILES_WITH_AMBIENT_SDK = {
    'vendor.d.ts': `declare module '@modelcontextprotocol/server' {
  export function inputRequired(options: { requestState?: string }): { resultType: 'input_required' };
}
`,
    'own.ts': `export function inputRequired() { return { resultType: 'input_required' as const }; }\n`,
    'use.ts': `import { inputRequired } from '@modelcontextprotocol/server';
import { inputRequired as ownAsk } from './own.js';
export function use() { inputRequired({ requestState: 's' }); ownAsk(); }
`,
  };

  it('the ambient module’s inputRequired is the builder, a project function of that name is not', () => {
    // No node_modules above this root: the SDK resolves only to the ambient declaration.
    const ambient = new VirtualProject(path.resolve('/virtual-ambient-sdk'), FILES_WITH_AMBIENT_SDK);
    ambient.options.types = [];
    const ambientProgram = ambient.update();
    const callees = new Map<string, ts.Expression>();
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) callees.set(node.expression.getText(), node.expression);
      ts.forEachChild(node, visit);
    };
    visit(ambientProgram.getSourceFile(ambient.path('use.ts'))!);
    expect(isSdkInputRequiredBuilder(ambientProgram, callees.get('inputRequired')!)).toBe(true);
    expect(isSdkInputRequiredBuilder(ambientProgram, callees.get('ownAsk')!)).toBe(false);
  });
});
