/**
 * Push-style requests made by helpers of other files: a handler calls `askUser(ctx)` from `lib/`, which sends
 * `ctx.mcpReq.elicitInput(...)` (or v1's `extra.sendRequest({ method: 'elicitation/create' })`) and waits. Found on
 * TypeScript's side through the call's declaration, following project functions a few calls deep, once per
 * function and program; the request is recognised by the SDK's declaration of the method it calls.
 */
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { calledFunction, declaringModule, skipOuter, type FunctionDeclarationNode } from './declarations.js';
import { INPUT_REQUEST_BUILDERS } from '../mcp/input-requests.js';
import { isMcpModule } from '../mcp/sdk.js';
import { MCP_REQ_PUSHES } from '../mcp/server-requests.js';

/** A push-style request a call of a project function leads to. */
export interface HelperPush {
  /** The request as messages quote it (`ctx.mcpReq.elicitInput()`). */
  request: string;
  /** The method it sends (`elicitation/create`). */
  method: string;
  /** A URL elicitation (`mode: 'url'` written in its parameters). */
  url: boolean;
  /** Absolute path and line of the request. */
  file: string;
  line: number;
  /** The functions between the called one and the request (`askUser` when `confirmRefund` calls it), outermost first. */
  through: readonly string[];
}

/** Members that send a request object (`extra.sendRequest({ method, params }, schema)`, `ctx.mcpReq.send(...)`). */
const SENDERS = new Set(['sendRequest', 'send']);

/** Calls followed from the called function to the request (`confirmRefund` → `askUser` → `elicitInput`). */
const MAX_DEPTH = 3;

/** A string member of an object literal (`method: 'elicitation/create'`). */
function literalMember(node: ts.Node | undefined, name: string): string | null {
  const object = node && skipOuter(node);
  if (!object || !typescript.isObjectLiteralExpression(object)) return null;
  for (const property of object.properties) {
    if (!typescript.isPropertyAssignment(property) || property.name.getText() !== name) continue;
    const value = skipOuter(property.initializer);
    return typescript.isStringLiteralLike(value) ? value.text : null;
  }
  return null;
}

function isSdkMember(program: ts.Program, checker: ts.TypeChecker, name: ts.Node): boolean {
  const declaration = checker.getSymbolAtLocation(name)?.declarations?.[0];
  const module = declaration && declaringModule(program, declaration);
  return module?.kind === 'package' && isMcpModule(module.name);
}

function functionName(fn: FunctionDeclarationNode): string {
  if (fn.name && typescript.isIdentifier(fn.name)) return fn.name.text;
  const holder = fn.parent;
  return (typescript.isVariableDeclaration(holder) || typescript.isPropertyAssignment(holder)) && typescript.isIdentifier(holder.name) ? holder.name.text : 'helper';
}

class ProgramPushes {
  private readonly checker: ts.TypeChecker;
  private readonly byFunction = new Map<ts.Node, HelperPush | null>();

  constructor(private readonly program: ts.Program) {
    this.checker = program.getTypeChecker();
  }

  /** The push-style request a call's callee makes itself, or null. */
  private ownPush(call: ts.CallExpression): Omit<HelperPush, 'through'> | null {
    const callee = skipOuter(call.expression);
    if (!typescript.isPropertyAccessExpression(callee)) return null;
    const member = callee.name.text;
    const receiver = skipOuter(callee.expression);
    const [first] = call.arguments;
    let method = typescript.isPropertyAccessExpression(receiver) && receiver.name.text === 'mcpReq' ? (MCP_REQ_PUSHES.get(member) ?? null) : null;
    let params: ts.Node | undefined = first;
    if (!method && SENDERS.has(member)) {
      const sent = literalMember(first, 'method');
      // The methods a question can embed are the ones a push sends.
      if (sent && INPUT_REQUEST_BUILDERS.has(sent)) method = sent;
      const object = first && skipOuter(first);
      const property = object && typescript.isObjectLiteralExpression(object) ? object.properties.find((p) => p.name?.getText() === 'params') : undefined;
      params = property && typescript.isPropertyAssignment(property) ? property.initializer : undefined;
    }
    if (!method || !isSdkMember(this.program, this.checker, callee.name)) return null;
    const file = call.getSourceFile();
    return {
      request: `${callee.getText()}()`,
      method,
      url: method === 'elicitation/create' && literalMember(params, 'mode') === 'url',
      file: file.fileName,
      line: file.getLineAndCharacterOfPosition(call.getStart()).line + 1,
    };
  }

  /** The first push-style request a run of a project function makes, in its body or a project function it calls. */
  pushOf(fn: FunctionDeclarationNode, depth: number): HelperPush | null {
    const known = this.byFunction.get(fn);
    if (known !== undefined) return known;
    // Recursion ends here: a function being looked at makes no request of its own through itself.
    this.byFunction.set(fn, null);
    let found: HelperPush | null = null;
    const visit = (node: ts.Node): void => {
      if (found) return;
      if (typescript.isCallExpression(node)) {
        const own = this.ownPush(node);
        if (own) {
          found = { ...own, through: [] };
          return;
        }
        const callee = depth + 1 < MAX_DEPTH ? this.projectFunction(node.expression) : null;
        const inner = callee && this.pushOf(callee, depth + 1);
        if (inner) {
          found = { ...inner, through: [functionName(callee), ...inner.through] };
          return;
        }
      }
      typescript.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    this.byFunction.set(fn, found);
    return found;
  }

  projectFunction(callee: ts.Node): FunctionDeclarationNode | null {
    const fn = calledFunction(this.checker, callee);
    return fn?.body && declaringModule(this.program, fn).kind === 'project' ? fn : null;
  }
}

const byProgram = new WeakMap<ts.Program, ProgramPushes>();

/**
 * The push-style request a call of a function of another project file makes (a TypeScript call expression of
 * `program`), with the helpers it goes through; null when it makes none or the callee is in the call's own file
 * (whose requests the rule sees there).
 */
export function helperPush(program: ts.Program, call: ts.CallExpression): HelperPush | null {
  let pushes = byProgram.get(program);
  if (!pushes) byProgram.set(program, (pushes = new ProgramPushes(program)));
  const fn = pushes.projectFunction(call.expression);
  if (!fn || fn.getSourceFile() === call.getSourceFile()) return null;
  return pushes.pushOf(fn, 0);
}
