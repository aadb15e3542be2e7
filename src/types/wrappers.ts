/**
 * Wrappers that ask after running the function they are given, across files: Sentry's `withPermissionRetry(fn)`
 * runs `fn` and, on a 403, returns an `input_required` question for elevation; a project's `defineTool(server,
 * name, schema, handler)` may do the same around every tool. Every effect `fn` made has then run on the round
 * that asks, and the retry runs it again.
 *
 * Found on TypeScript's side, once per program, through declarations rather than names:
 * 1. *Slots* that are called before a question: a parameter, a destructured or read property of one
 *    (`def.handler(args, ctx)`), an interface or abstract member (`this.execute(args)`), called in a function
 *    that has an `input_required` return after the call (a `return` later in its text, a `catch` included).
 * 2. What flows into a slot, to a fixed point: an argument passed for a slot parameter of a project function, a
 *    property of an object literal whose contextual type's member is a slot (`{ handler: async (...) => ... }`
 *    `satisfies ToolDef`), a method of a class whose base class or interface declares a slot member. A function
 *    there is *wrapped*; a parameter or property there is a slot too (`defineTool(server, t.name, t.schema,
 *    t.handler)` in a registration loop makes `ToolDef.handler` one).
 * The flow analysis (src/flow/analysis.ts) then reports the effects of a wrapped function's run, inside it.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import type * as ts from 'typescript';
import { typescript } from './typescript.js';
import { declaringModule, resolvedSymbol, skipOuter } from './declarations.js';
import { isSdkInputRequiredBuilder, typeCarriesInputRequired } from './exits.js';
import { isV2Module } from '../mcp/sdk.js';
import { caughtClass } from './throws.js';

/** The question a wrapper of another file asks after running a function. */
export interface WrapperQuestion {
  /** The wrapper as messages name it, quoted (`` `withPermissionRetry` ``, ``the `refund` tool's handler``). */
  wrapper: string;
  /** Absolute path of the wrapper's file; null when it is the file being linted. */
  file: string | null;
  /** Line of its `input_required` return. */
  line: number;
  /**
   * It asks when the function throws (a `catch` around the call): only effects some later call of the function
   * can throw after have run on that round. Otherwise it asks after the function returned, when all of them have.
   */
  onThrow: boolean;
  /**
   * With `onThrow`: the project error class it asks for (`if (error instanceof ForbiddenError) return ask()`), so only
   * calls that can throw it matter (src/types/throws.ts); null or absent when it asks for any error.
   */
  caught?: ts.ClassLikeDeclaration | null;
  /**
   * With `onThrow`, for a wrapper of the linted file that asks only for an error class of that file
   * (`if (error instanceof ScopeError) return ask()`): whether a call may throw it. A package's call cannot.
   */
  mayThrowCaught?: (call: TSESTree.Node) => boolean;
}

type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

/** Functions followed from a call to the slot they run (`executeToolHandler` → `tool.handler`). */
const MAX_RUNNER_DEPTH = 3;

/** Rounds of "a slot receives a slot" followed; each round only adds, so this is a guard. */
const MAX_ROUNDS = 8;

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    typescript.isFunctionDeclaration(node) || typescript.isFunctionExpression(node) || typescript.isArrowFunction(node) || typescript.isMethodDeclaration(node)
  );
}

/** A declaration a function value can be stored in and called through, rather than a function with a body. */
function isSlotDeclaration(node: ts.Node): boolean {
  if (typescript.isParameter(node) || typescript.isPropertySignature(node) || typescript.isMethodSignature(node)) return true;
  if (typescript.isPropertyDeclaration(node)) return node.initializer === undefined || !isFunctionLike(skipOuter(node.initializer));
  return typescript.isMethodDeclaration(node) && node.body === undefined;
}

/** How messages name a wrapper, quoted: its own name, that of what holds it, or of the function around it. */
function functionName(fn: ts.Node): string {
  for (let current: ts.Node | undefined = fn; current; current = current.parent) {
    if (!isFunctionLike(current)) continue;
    if (current.name && !typescript.isComputedPropertyName(current.name)) {
      const owner = typescript.isMethodDeclaration(current) && typescript.isClassLike(current.parent) ? current.parent.name?.text : undefined;
      return `\`${owner ? `${owner}.${current.name.getText()}` : current.name.getText()}\``;
    }
    const holder = current.parent;
    if ((typescript.isVariableDeclaration(holder) || typescript.isPropertyAssignment(holder)) && typescript.isIdentifier(holder.name)) return `\`${holder.name.text}\``;
  }
  return 'the wrapper';
}

function enclosingFunction(node: ts.Node): FunctionLike | null {
  for (let current = node.parent; current; current = current.parent) {
    if (isFunctionLike(current)) return current;
  }
  return null;
}

/**
 * How `exit`, later in the text of `fn`, can run after `call`: `'throw'` in a `catch` whose `try` holds the call,
 * `'return'` after the call completed, or null when the call's value is returned (`return await handler(args,
 * ctx)`) outside such a `try`.
 */
function exitAfter(call: ts.CallExpression, exit: ts.ReturnStatement, fn: FunctionLike): 'throw' | 'return' | null {
  let returned = false;
  for (let current: ts.Node = call; current !== fn; current = current.parent) {
    if (typescript.isReturnStatement(current)) returned = true;
    const handler = typescript.isTryStatement(current) && current.tryBlock.pos <= call.pos && call.end <= current.tryBlock.end ? current.catchClause : undefined;
    if (handler && handler.pos <= exit.pos && exit.end <= handler.end) return 'throw';
  }
  return returned ? null : 'return';
}

/** What an object literal member holds: its value, the name of a shorthand, a method itself. */
function memberValue(property: ts.ObjectLiteralElementLike): ts.Node {
  if (typescript.isPropertyAssignment(property)) return property.initializer;
  return typescript.isShorthandPropertyAssignment(property) ? property.name : property;
}

/** The wrappers of one program. */
class ProgramWrappers {
  private readonly checker: ts.TypeChecker;
  private readonly slots = new Map<ts.Node, WrapperQuestion>();
  private readonly wrapped = new Map<ts.Node, WrapperQuestion>();
  private readonly exitsByFunction = new Map<ts.Node, ts.ReturnStatement[]>();
  /** Names of slot members: object literals and classes are only looked at for these. */
  private readonly slotMembers = new Set<string>();
  private readonly calls: ts.CallExpression[] = [];
  private readonly properties: ts.ObjectLiteralElementLike[] = [];
  private readonly classMethods: ts.MethodDeclaration[] = [];
  /** Names in array literals and argument lists: objects declared elsewhere that may land in a typed slot. */
  private readonly namedValues: ts.Identifier[] = [];
  /** Slot members by name and declared named type (see `memberSlot`). */
  private readonly memberTypeSlots = new Map<string, WrapperQuestion>();
  private readonly typeKeys = new Map<ts.Node, number>();
  /** Per project function, the slots it calls (see `slotsRunBy`). */
  private readonly slotsByRunner = new Map<ts.Node, ts.Node[]>();
  private resolvedCalls: { call: ts.CallExpression; parameters: ts.NodeArray<ts.ParameterDeclaration> }[] | null = null;

  constructor(private readonly program: ts.Program) {
    this.checker = program.getTypeChecker();
    for (const file of program.getSourceFiles()) {
      if (declaringModule(program, file).kind === 'project') this.index(file);
    }
    for (const call of this.calls) this.findCalledSlot(call);
    // Most programs have no wrapper that asks: nothing to propagate.
    for (let round = 0; this.slots.size > 0 && round < MAX_ROUNDS && this.propagate(); round++);
  }

  questionFor(fn: ts.Node): WrapperQuestion | null {
    return this.wrapped.get(fn) ?? null;
  }

  /** One walk of a project file: its calls, object literal members and class methods, kept for the passes. */
  private index(file: ts.SourceFile): void {
    const visit = (node: ts.Node): void => {
      if (typescript.isCallExpression(node)) {
        this.calls.push(node);
        this.namedValues.push(...node.arguments.filter(typescript.isIdentifier));
      } else if (typescript.isArrayLiteralExpression(node)) this.namedValues.push(...node.elements.filter(typescript.isIdentifier));
      if (typescript.isObjectLiteralExpression(node)) this.properties.push(...node.properties);
      else if (typescript.isMethodDeclaration(node) && node.body && typescript.isClassLike(node.parent) && node.parent.heritageClauses) this.classMethods.push(node);
      typescript.forEachChild(node, visit);
    };
    visit(file);
  }

  private addSlot(declaration: ts.Node, question: WrapperQuestion): boolean {
    if (this.slots.has(declaration) || declaringModule(this.program, declaration).kind !== 'project') return false;
    this.slots.set(declaration, question);
    const name = (declaration as ts.NamedDeclaration).name;
    if (name && typescript.isIdentifier(name) && !typescript.isParameter(declaration)) {
      this.slotMembers.add(name.text);
      const typeKey = this.memberTypeKey(declaration);
      if (typeKey !== null && !this.memberTypeSlots.has(`${name.text}:${typeKey}`)) this.memberTypeSlots.set(`${name.text}:${typeKey}`, question);
    }
    return true;
  }

  /** The declaration a callee reads a function from, when it is a slot (see the module comment). */
  private slotOf(callee: ts.Node): ts.Node | null {
    const inner = skipOuter(callee);
    if (!typescript.isIdentifier(inner) && !typescript.isPropertyAccessExpression(inner)) return null;
    const symbol = resolvedSymbol(this.checker, inner);
    const declaration = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!declaration) return null;
    if (typescript.isBindingElement(declaration)) {
      // `({ handler }) => ...`, `const { handler } = def`: the member of the destructured value's type.
      const key = declaration.propertyName ?? declaration.name;
      if (!typescript.isIdentifier(key)) return null;
      const member = this.checker.getTypeAtLocation(declaration.parent).getProperty(key.text);
      const memberDeclaration = member?.declarations?.[0];
      return memberDeclaration && isSlotDeclaration(memberDeclaration) ? memberDeclaration : null;
    }
    return isSlotDeclaration(declaration) ? declaration : null;
  }

  /**
   * Pass 1: a call of a slot, or of a project function that calls one (Sentry's `executeToolHandler({ tool })`
   * running `tool.handler`), with an `input_required` return after it in the same function.
   */
  private findCalledSlot(call: ts.CallExpression): void {
    const fn = enclosingFunction(call);
    if (!fn) return;
    // The returns first: most functions have no question to return, and resolving every call of the program is
    // most of what this pass would cost (the checker types each callee's receiver).
    const exits = this.exitsOf(fn).filter((exit) => exit.getStart() > call.getEnd() && exitAfter(call, exit, fn) !== null);
    const [first] = exits;
    if (!first) return;
    const own = this.slotOf(call.expression);
    const slots = own ? [own] : this.slotsRunBy(call.expression, 0);
    if (slots.length === 0) return;
    const onThrow = exitAfter(call, first, fn) === 'throw';
    // Asked for one error class only when every question after the call is asked for that class.
    const classes = new Set(exits.map((exit) => (exitAfter(call, exit, fn) === 'throw' ? caughtClass(this.program, exit) : null)));
    const [caught] = classes.size === 1 ? classes : [null];
    const file = first.getSourceFile();
    const line = file.getLineAndCharacterOfPosition(first.getStart()).line + 1;
    for (const slot of slots) this.addSlot(slot, { wrapper: functionName(fn), file: file.fileName, line, onThrow, caught: onThrow ? (caught ?? null) : null });
  }

  /** The slots the project function a callee resolves to calls in its own body, through such functions it calls. */
  private slotsRunBy(callee: ts.Node, depth: number): ts.Node[] {
    const declaration = resolvedSymbol(this.checker, callee)?.valueDeclaration;
    const fn = declaration && (isFunctionLike(declaration) ? declaration : this.functionOfValue(declaration));
    if (!fn?.body || depth >= MAX_RUNNER_DEPTH || declaringModule(this.program, fn).kind !== 'project') return [];
    const known = this.slotsByRunner.get(fn);
    if (known) return known;
    const slots: ts.Node[] = [];
    this.slotsByRunner.set(fn, slots);
    const visit = (node: ts.Node): void => {
      if (isFunctionLike(node) || typescript.isClassLike(node)) return;
      if (typescript.isCallExpression(node)) {
        const own = this.slotOf(node.expression);
        slots.push(...(own ? [own] : this.slotsRunBy(node.expression, depth + 1)));
      }
      typescript.forEachChild(node, visit);
    };
    typescript.forEachChild(fn.body, visit);
    return slots;
  }

  /** A function's own `return`s that may give an `input_required` result, in source order. */
  private exitsOf(fn: FunctionLike): ts.ReturnStatement[] {
    const known = this.exitsByFunction.get(fn);
    if (known) return known;
    const exits: ts.ReturnStatement[] = [];
    const visit = (node: ts.Node): void => {
      if (isFunctionLike(node) || typescript.isClassLike(node)) return;
      if (typescript.isReturnStatement(node) && node.expression && this.isQuestion(node.expression)) exits.push(node);
      typescript.forEachChild(node, visit);
    };
    if (fn.body) typescript.forEachChild(fn.body, visit);
    this.exitsByFunction.set(fn, exits);
    return exits;
  }

  private isQuestion(expression: ts.Expression): boolean {
    let inner = skipOuter(expression);
    if (typescript.isAwaitExpression(inner)) inner = skipOuter(inner.expression);
    if (typescript.isObjectLiteralExpression(inner)) {
      return inner.properties.some(
        (property) =>
          typescript.isPropertyAssignment(property) &&
          property.name.getText() === 'resultType' &&
          typescript.isStringLiteralLike(skipOuter(property.initializer)) &&
          (skipOuter(property.initializer) as ts.StringLiteralLike).text === 'input_required',
      );
    }
    if (typescript.isCallExpression(inner) && (isSdkInputRequiredBuilder(this.program, inner.expression) || this.isImportedBuilder(inner.expression))) return true;
    return typeCarriesInputRequired(this.checker, this.checker.getTypeAtLocation(expression));
  }

  /** The calls of project functions with parameters, with those parameters: resolved once, read every round. */
  private projectCalls(): { call: ts.CallExpression; parameters: ts.NodeArray<ts.ParameterDeclaration> }[] {
    if (!this.resolvedCalls) {
      this.resolvedCalls = [];
      for (const call of this.calls) {
        if (call.arguments.length === 0) continue;
        const declaration = resolvedSymbol(this.checker, call.expression)?.valueDeclaration;
        const parameters = declaration && (isFunctionLike(declaration) ? declaration : this.functionOfValue(declaration))?.parameters;
        if (parameters && parameters.length > 0 && declaringModule(this.program, declaration).kind === 'project') this.resolvedCalls.push({ call, parameters });
      }
    }
    return this.resolvedCalls;
  }

  /**
   * `inputRequired` imported by name from an SDK v2 module that the program cannot resolve (a checkout without
   * node_modules): the import says what it is, as it does for the untyped rules.
   */
  private isImportedBuilder(callee: ts.Node): boolean {
    const inner = skipOuter(callee);
    if (!typescript.isIdentifier(inner)) return false;
    const specifier = this.checker.getSymbolAtLocation(inner)?.declarations?.[0];
    if (!specifier || !typescript.isImportSpecifier(specifier)) return false;
    const module = specifier.parent.parent.parent.moduleSpecifier;
    const imported = (specifier.propertyName ?? specifier.name).text;
    return imported === 'inputRequired' && typescript.isStringLiteral(module) && isV2Module(module.text);
  }

  /** Pass 2, one round: what flows into a slot. True when a slot or a wrapped function was added. */
  private propagate(): boolean {
    let grew = false;
    for (const { call, parameters } of this.projectCalls()) {
      call.arguments.forEach((argument, index) => {
        const parameter = parameters[Math.min(index, parameters.length - 1)];
        if (!parameter || (index >= parameters.length && !parameter.dotDotDotToken)) return;
        const question = this.slots.get(parameter);
        if (question && this.flowInto(argument, question)) grew = true;
      });
    }
    if (this.slotMembers.size === 0) return grew;
    for (const property of this.properties) {
      const name = property.name && typescript.isIdentifier(property.name) ? property.name.text : null;
      if (name === null || !this.slotMembers.has(name)) continue;
      const question = this.memberSlot(this.checker.getContextualType(property.parent as ts.ObjectLiteralExpression), name);
      if (!question) continue;
      if (this.flowInto(memberValue(property), question)) grew = true;
    }
    for (const name of this.namedValues) {
      if (this.objectFlowsIntoSlots(name)) grew = true;
    }
    for (const method of this.classMethods) {
      if (!typescript.isIdentifier(method.name) || !this.slotMembers.has(method.name.text)) continue;
      for (const clause of (method.parent as ts.ClassLikeDeclaration).heritageClauses ?? []) {
        for (const base of clause.types) {
          const question = this.memberSlot(this.checker.getTypeAtLocation(base), method.name.text);
          if (question && this.markWrapped(method, question)) grew = true;
        }
      }
    }
    return grew;
  }

  /**
   * `[refund, invite]` typed `ToolDef[]`: an object literal declared without that type (`export const invite =
   * { ... }`) lands in it here, so its members are what the slot members of the contextual type receive.
   */
  private objectFlowsIntoSlots(name: ts.Identifier): boolean {
    const context = this.checker.getContextualType(name);
    if (!context) return false;
    let literal: ts.ObjectLiteralExpression | null = null;
    for (const declaration of resolvedSymbol(this.checker, name)?.declarations ?? []) {
      const value = typescript.isVariableDeclaration(declaration) && declaration.initializer ? skipOuter(declaration.initializer) : null;
      if (value && typescript.isObjectLiteralExpression(value)) literal = value;
    }
    if (!literal) return false;
    let grew = false;
    for (const property of literal.properties) {
      const member = property.name && typescript.isIdentifier(property.name) ? property.name.text : null;
      const question = member !== null && this.slotMembers.has(member) ? this.memberSlot(context, member) : null;
      if (!question) continue;
      if (this.flowInto(memberValue(property), question)) grew = true;
    }
    return grew;
  }

  /** The function a `const` holds (`export const defineTool = (...) => ...`). */
  private functionOfValue(declaration: ts.Declaration): FunctionLike | null {
    if (!typescript.isVariableDeclaration(declaration) || !declaration.initializer) return null;
    const value = skipOuter(declaration.initializer);
    return isFunctionLike(value) ? value : null;
  }

  /**
   * The question of a type's member `name` when it is a slot: its declaration, or a member of the same name declared
   * with the same named type (`handler: ToolHandler<S>` in `ToolConfig` and in `Omit<ToolConfig, 'handler'> & {
   * handler: ToolHandler<S, O> }`).
   */
  private memberSlot(type: ts.Type | undefined, name: string): WrapperQuestion | null {
    for (const declaration of type?.getProperty(name)?.declarations ?? []) {
      const question = this.slots.get(declaration) ?? this.memberTypeSlots.get(`${name}:${this.memberTypeKey(declaration)}`);
      if (question) return question;
    }
    return null;
  }

  /** The named type a member is declared with (`handler: ToolHandler<S>` → `ToolHandler`), as a key; null for others. */
  private memberTypeKey(declaration: ts.Node): number | null {
    if (!typescript.isPropertySignature(declaration) && !typescript.isPropertyDeclaration(declaration)) return null;
    const typeNode = declaration.type;
    if (!typeNode || !typescript.isTypeReferenceNode(typeNode)) return null;
    const symbol = this.checker.getSymbolAtLocation(typeNode.typeName);
    const target = symbol && symbol.flags & typescript.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol;
    const id = target?.declarations?.[0];
    if (!id) return null;
    let key = this.typeKeys.get(id);
    if (key === undefined) this.typeKeys.set(id, (key = this.typeKeys.size));
    return key;
  }

  private markWrapped(fn: ts.Node, question: WrapperQuestion): boolean {
    if (this.wrapped.has(fn)) return false;
    this.wrapped.set(fn, question);
    return true;
  }

  /** A value given to a slot: a function is wrapped; a parameter or property it reads becomes a slot. */
  private flowInto(value: ts.Node, question: WrapperQuestion): boolean {
    const inner = skipOuter(value);
    if (isFunctionLike(inner)) return this.markWrapped(inner, question);
    // `this.refund.bind(this)`
    if (typescript.isCallExpression(inner) && typescript.isPropertyAccessExpression(inner.expression) && inner.expression.name.text === 'bind') {
      return this.flowInto(inner.expression.expression, question);
    }
    if (!typescript.isIdentifier(inner) && !typescript.isPropertyAccessExpression(inner)) return false;
    // `{ handler }`: the name denotes the object's member; the value is the variable of that name.
    const shorthand = typescript.isShorthandPropertyAssignment(inner.parent) && inner.parent.name === inner ? inner.parent : null;
    const symbol = shorthand ? this.checker.getShorthandAssignmentValueSymbol(shorthand) : resolvedSymbol(this.checker, inner);
    let grew = false;
    for (const declaration of symbol?.declarations ?? []) {
      if (declaringModule(this.program, declaration).kind !== 'project') continue;
      if (isFunctionLike(declaration) && declaration.body) grew = this.markWrapped(declaration, question) || grew;
      else if (typescript.isVariableDeclaration(declaration) && declaration.initializer && isFunctionLike(skipOuter(declaration.initializer))) {
        grew = this.markWrapped(skipOuter(declaration.initializer), question) || grew;
      } else if (isSlotDeclaration(declaration)) grew = this.addSlot(declaration, question) || grew;
    }
    return grew;
  }
}

const byProgram = new WeakMap<ts.Program, ProgramWrappers>();

/**
 * The question a wrapper of the project asks after running `fn` (a TypeScript function node of `program`), or
 * null when no wrapper that asks runs it. Computed once per program.
 */
export function wrapperQuestion(program: ts.Program, fn: ts.Node): WrapperQuestion | null {
  let wrappers = byProgram.get(program);
  if (!wrappers) byProgram.set(program, (wrappers = new ProgramWrappers(program)));
  return wrappers.questionFor(fn);
}
