/**
 * Which same-file function or object literal a value expression holds, found by following the value: `const`
 * aliases and destructuring, object properties, `.bind(...)`, calls of same-file functions (what they return, with
 * their parameters bound to the call's arguments), calls of other files' factories with one object argument
 * (`tool({ execute })` is taken to return its object), `this.m` in a class and its subclasses, chains of a method that
 * returns `this` (`registry.add(a).add(b)`), and lookups by a
 * computed key in a record, a `new Map([[k, v]])` (`.get`) or an `Object.fromEntries(...)` of pairs.
 *
 * Where one answer depends on something with several possible values (a loop variable over a table, a parameter
 * of a function called from several places, `this` in a base class, a key only known at run time), the lookup
 * stops and notes it as an `Unknown`; the caller enumerates its choices (`choicesOf`) and asks again with each one bound. So every
 * answer belongs to one consistent set of choices: the `execute` and the `annotations` of the same table element.
 */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { bySourceOrder, fileIndex } from './file-index.js';
import { classNamed, classOfInstance, fieldValue, isFunctionNode, resolveFunction, type ClassNode, type FunctionNode } from './functions.js';
import { findVariable, isSingleAssignment, memberName, patternPath, propertyKeyName, skipTransparent, staticString } from './origin.js';
import type { SourceCode, Variable } from './types.js';
import { returnedValues } from './walk.js';

/** A value and the choices it was reached under. */
export interface Bound {
  node: TSESTree.Node;
  bindings: Bindings;
}

/** What a variable is bound to: a value, read at `path` (destructuring), `entry` when it is a `[key, value]` pair's value. */
interface VariableChoice extends Bound {
  path: readonly string[];
  entry: boolean;
}

/** Something a value depends on that has several possible values. */
export type Unknown =
  /** `mapValues`: the parameter of a `forEach` callback, a Map's value rather than a pair. */
  | { kind: 'element'; variable: Variable; iterable: Bound; path: readonly string[]; mapValues?: boolean }
  | { kind: 'parameter'; fn: FunctionNode }
  | { kind: 'this'; cls: ClassNode }
  /**
   * `HANDLERS[request.params.name]`, `handlers.get(name)`, `tools.find((t) => t.name === name)`: a key the file does
   * not fix, so any entry of the record or element of the table.
   */
  | { kind: 'key'; lookup: Lookup; record: Bound };

/** A lookup by key: `record[key]`, `map.get(key)`, or an array's `find(...)`. */
type Lookup = TSESTree.MemberExpression | TSESTree.CallExpression;

/** A record's entry: its key when the file fixes it, and its value. */
interface Entry {
  key: string | null;
  value: Bound;
}

type ChoiceKey = Variable | ClassNode | Lookup;
type Choice = VariableChoice | ClassNode;

/** One choice for each unknown met so far: a loop variable's element, a function's call, the class `this` is, a lookup's entry. */
export class Bindings {
  static readonly NONE = new Bindings(new Map());

  private constructor(private readonly choices: ReadonlyMap<ChoiceKey, Choice>) {}

  get size(): number {
    return this.choices.size;
  }

  variable(variable: Variable): VariableChoice | undefined {
    return this.choices.get(variable) as VariableChoice | undefined;
  }

  thisClass(cls: ClassNode): ClassNode | undefined {
    return this.choices.get(cls) as ClassNode | undefined;
  }

  entry(lookup: Lookup): VariableChoice | undefined {
    return this.choices.get(lookup) as VariableChoice | undefined;
  }

  /** These choices and `later`'s, which were made after them (on the way to this lookup) and win. */
  and(later: Bindings): Bindings {
    if (later === this || later.size === 0) return this;
    if (this.size === 0) return later;
    return this.with(later.choices);
  }

  with(entries: Iterable<readonly [ChoiceKey, Choice]>): Bindings {
    const next = new Map(this.choices);
    for (const [key, value] of entries) next.set(key, value);
    return new Bindings(next);
  }
}

const MAX_DEPTH = 12;

/** How many unknowns one lookup enumerates in a row, and how many functions it gives at most. */
const MAX_CHOICES = 6;
const MAX_FUNCTIONS = 64;
const MAX_VISITS = 512;

/** How many times one flow collects the writes of a class field (each collection may follow the entries' values). */
const MAX_FIELD_WRITES = 64;

/** How deep asking whether a key's unknowns have choices may nest (each ask may meet another lookup). */
const MAX_PROBES = 2;

/** Array methods whose callback's first parameter is an element of the receiver. */
const ITERATING_METHODS = new Set(['forEach', 'map', 'flatMap', 'filter', 'some', 'every', 'find']);

/** Array methods whose result holds elements of the receiver. */
const FILTERING_METHODS = new Set(['filter', 'slice', 'concat', 'toSorted', 'reverse', 'sort']);

/** Follows values in one file; `unknowns` collects what a lookup stopped at. */
export class ValueFlow {
  readonly unknowns: Unknown[] = [];

  constructor(private readonly sourceCode: SourceCode) {}

  /** The same-file function `node` holds under `bindings`, with the bindings it was reached under. */
  functionAt(node: TSESTree.Node, bindings: Bindings): Bound | null {
    const value = this.valueAt(node, bindings, 0);
    if (!value) return null;
    return isFunctionNode(value.node) ? value : this.wrappedFunction(value);
  }

  /**
   * What a call of another file's function given exactly one function of this file holds where a function is wanted:
   * that function, run by the wrapper it was given to (`withNormalizedProjectRoot(async (args, ctx) => ...)`,
   * `withToolContext('name', fn)`). A call given two functions (`pipe(validate, run)`) is left alone.
   */
  private wrappedFunction(value: Bound): Bound | null {
    if (value.node.type !== AST_NODE_TYPES.CallExpression) return null;
    let wrapped: Bound | null = null;
    for (const argument of value.node.arguments) {
      const inner = argument.type === AST_NODE_TYPES.SpreadElement ? null : this.valueAt(argument, value.bindings, 1);
      if (!inner || !isFunctionNode(inner.node)) continue;
      if (wrapped) return null;
      wrapped = inner;
    }
    return wrapped;
  }

  /** The object literal `node` holds under `bindings`. */
  objectAt(node: TSESTree.Node, bindings: Bindings): TSESTree.ObjectExpression | null {
    const value = this.valueAt(node, bindings, 0);
    const object = value && this.objectOf(value, 0);
    return object ? (object.node as TSESTree.ObjectExpression) : null;
  }

  /**
   * Every same-file function `node` may hold, under each choice of what it depends on (each function passed for a
   * parameter, each table element, each subclass), at most `limit` of them. One function can come once per choice:
   * a base class's `run` under each subclass, whose `this.execute` differs.
   */
  functionsAt(node: TSESTree.Node, bindings: Bindings, limit = MAX_FUNCTIONS): Bound[] {
    const found: Bound[] = [];
    let visits = 0;
    const visit = (choice: Bindings, depth: number): void => {
      // Nested choices multiply (a table of tools through a wrapper of a wrapper): the lookups are bounded, not the file.
      if (found.length >= limit || (visits += 1) > MAX_VISITS) return;
      const before = this.unknowns.length;
      const value = this.functionAt(node, choice);
      const unknown = this.unknowns[before];
      this.unknowns.length = before;
      const choices = unknown && depth < MAX_CHOICES ? this.choicesOf(unknown, choice) : [];
      if (choices.length > 0) for (const next of choices) visit(next, depth + 1);
      else if (value) found.push(value);
    };
    visit(bindings, 0);
    return found;
  }

  private note(unknown: Unknown): null {
    this.unknowns.push(unknown);
    return null;
  }

  /** The value an expression holds: a function, an object or array literal, a call of another file, a class. */
  private valueAt(node: TSESTree.Node, bindings: Bindings, depth: number): Bound | null {
    if (depth > MAX_DEPTH) return null;
    const inner = skipTransparent(node);
    switch (inner.type) {
      case AST_NODE_TYPES.ArrowFunctionExpression:
      case AST_NODE_TYPES.FunctionExpression:
      case AST_NODE_TYPES.FunctionDeclaration:
      case AST_NODE_TYPES.ObjectExpression:
      case AST_NODE_TYPES.ArrayExpression:
      case AST_NODE_TYPES.ClassDeclaration:
      case AST_NODE_TYPES.ClassExpression:
        return { node: inner, bindings };
      case AST_NODE_TYPES.Literal:
      case AST_NODE_TYPES.TemplateLiteral:
        // A key: `HANDLERS[TOOL]` with `const TOOL = 'refund'`, `HANDLERS[tool.name]` of a table element.
        return staticString(inner) === null ? null : { node: inner, bindings };
      case AST_NODE_TYPES.NewExpression:
        // A Map, or an instance of a class of the file (`new ToolRegistry()`), whose methods and fields are read later.
        return isMapOfPairs(inner) || this.instanceClass(inner) ? { node: inner, bindings } : null;
      case AST_NODE_TYPES.Identifier:
        return this.variableValue(inner, bindings, depth);
      case AST_NODE_TYPES.MemberExpression:
        return this.memberValue(inner, bindings, depth);
      case AST_NODE_TYPES.AwaitExpression:
        return this.valueAt(inner.argument, bindings, depth + 1);
      case AST_NODE_TYPES.CallExpression:
        return this.callValue(inner, bindings, depth);
      default:
        return null;
    }
  }

  private variableValue(identifier: TSESTree.Identifier, bindings: Bindings, depth: number): Bound | null {
    const variable = findVariable(this.sourceCode.getScope(identifier), identifier.name);
    const def = variable?.defs[0];
    if (!variable || !def) return null;
    const chosen = bindings.variable(variable);
    if (chosen) return this.choiceValue(chosen, bindings, depth);
    switch (def.type) {
      case 'FunctionName':
      case 'ClassName':
        return { node: def.node, bindings };
      case 'Parameter':
        return this.parameterValue(variable, def.node as FunctionNode, bindings);
      case 'Variable': {
        const declarator = def.node;
        const statement = declarator.parent;
        const loop = statement?.parent;
        const path = patternPath(declarator.id, def.name, true);
        if (path === null) return null;
        if (loop?.type === AST_NODE_TYPES.ForOfStatement && loop.left === statement) {
          return this.note({ kind: 'element', variable, iterable: { node: loop.right, bindings }, path });
        }
        if (!declarator.init || !isSingleAssignment(variable)) return null;
        const init = this.valueAt(declarator.init, bindings, depth + 1);
        return init && this.readPath(init, path, false, depth);
      }
      default:
        return null;
    }
  }

  /** A parameter: an element when its function iterates (`tools.forEach((t) => ...)`), else one of its callers' arguments. */
  private parameterValue(variable: Variable, fn: FunctionNode, bindings: Bindings): null {
    const index = fn.params.findIndex((param) => declares(param, variable));
    const call = fn.parent;
    if (
      index === 0 &&
      call?.type === AST_NODE_TYPES.CallExpression &&
      call.arguments[0] === fn &&
      call.callee.type === AST_NODE_TYPES.MemberExpression &&
      ITERATING_METHODS.has(memberName(call.callee) ?? '')
    ) {
      const path = patternPath(fn.params[0]!, variable.identifiers[0]!, true);
      const mapValues = memberName(call.callee) === 'forEach';
      return path && this.note({ kind: 'element', variable, iterable: { node: call.callee.object, bindings }, path, mapValues });
    }
    return this.note({ kind: 'parameter', fn });
  }

  /** A variable's chosen value, read under the choices made with it and those made since (the outer wrapper's caller). */
  private choiceValue(choice: VariableChoice, bindings: Bindings, depth: number): Bound | null {
    const value = this.valueAt(choice.node, choice.bindings.and(bindings), depth + 1);
    return value && this.readPath(value, choice.path, choice.entry, depth);
  }

  /** Reads a destructuring path in a value (`{ tool: { execute } }`, `[name, tool]` of an entry). */
  private readPath(value: Bound, path: readonly string[], entry: boolean, depth: number): Bound | null {
    let current: Bound | null = value;
    let keys = path;
    if (entry) {
      // An `Object.entries` pair: `[1]` is the value, `[0]` the key (never a function).
      if (keys[0] !== '1') return null;
      keys = keys.slice(1);
    }
    for (const key of keys) {
      if (!current) return null;
      current = this.propertyValue(current, key, depth + 1);
    }
    return current;
  }

  /** An object literal, or the object argument of a factory of another file (`tool({ execute })`). */
  private objectOf(value: Bound, depth: number): Bound | null {
    if (value.node.type === AST_NODE_TYPES.ObjectExpression) return value;
    if (value.node.type !== AST_NODE_TYPES.CallExpression) return null;
    const [argument] = value.node.arguments;
    if (value.node.arguments.length !== 1 || !argument) return null;
    const inner = this.valueAt(argument, value.bindings, depth + 1);
    return inner?.node.type === AST_NODE_TYPES.ObjectExpression ? inner : null;
  }

  private propertyValue(value: Bound, name: string, depth: number): Bound | null {
    if (value.node.type === AST_NODE_TYPES.ClassDeclaration || value.node.type === AST_NODE_TYPES.ClassExpression) {
      return this.classMember(value.node, name, value.bindings, depth, true);
    }
    const instance = value.node.type === AST_NODE_TYPES.NewExpression ? this.instanceClass(value.node) : null;
    if (instance) {
      // `this` in the methods of the class and of its bases is the instance's class.
      const bases: [ClassNode, ClassNode][] = [];
      for (let current: ClassNode | null = instance, level = 0; current && level < MAX_DEPTH; current = this.baseClass(current), level += 1) bases.push([current, instance]);
      return this.classMember(instance, name, value.bindings.with(bases), depth, false);
    }
    if (value.node.type === AST_NODE_TYPES.ArrayExpression) {
      // A pair's `[0]` or `[1]`: `for (const [name, handler] of pairs)`.
      const element = /^\d+$/.test(name) ? value.node.elements[Number(name)] : undefined;
      return element && element.type !== AST_NODE_TYPES.SpreadElement ? this.valueAt(element, value.bindings, depth + 1) : null;
    }
    const object = this.objectOf(value, depth);
    if (!object) return null;
    const properties = (object.node as TSESTree.ObjectExpression).properties;
    // The last write wins: a later property or spread overrides an earlier one.
    for (let i = properties.length - 1; i >= 0; i -= 1) {
      const property = properties[i]!;
      if (property.type === AST_NODE_TYPES.SpreadElement) {
        const spread = this.valueAt(property.argument, object.bindings, depth + 1);
        const found = spread && this.propertyValue(spread, name, depth + 1);
        if (found) return found;
        continue;
      }
      if (propertyKeyName(property) === name) return this.valueAt(property.value, object.bindings, depth + 1);
    }
    return null;
  }

  private memberValue(member: TSESTree.MemberExpression, bindings: Bindings, depth: number): Bound | null {
    const name = memberName(member);
    if (name === null) return member.computed ? this.lookupValue(member, member.object, member.property, bindings, depth) : null;
    if (member.object.type === AST_NODE_TYPES.ThisExpression) {
      const cls = thisClass(member);
      if (!cls) return null;
      const chosen = bindings.thisClass(cls);
      if (!chosen) return this.note({ kind: 'this', cls });
      return this.classMember(chosen, name, bindings, depth, false);
    }
    if (this.isThisChain(member.object, bindings, depth)) {
      // `this.add(a).add(b)` inside the class: the links return `this`, an instance of the class if no subclass is chosen.
      const cls = thisClass(member)!;
      return this.classMember(bindings.thisClass(cls) ?? cls, name, bindings, depth, false);
    }
    const object = this.valueAt(member.object, bindings, depth + 1);
    return object && this.propertyValue(object, name, depth);
  }

  /**
   * `record[key]` or `map.get(key)`: the entry a key the file fixes selects (a literal, a `const`, a table element's
   * name once the element is chosen); for a key known only at run time (`request.params.name`), any entry, noted as
   * an unknown whose choices are the record's values.
   */
  private lookupValue(lookup: Lookup, recordNode: TSESTree.Node, keyNode: TSESTree.Node, bindings: Bindings, depth: number): Bound | null {
    const chosen = bindings.entry(lookup);
    if (chosen) return this.valueAt(chosen.node, chosen.bindings.and(bindings), depth + 1);
    const record = this.valueAt(recordNode, bindings, depth + 1);
    if (!record) return null;
    const before = this.unknowns.length;
    const key = this.valueAt(keyNode, bindings, depth + 1);
    const name = key ? staticString(key.node) : null;
    if (name !== null) {
      const written = this.writtenEntries(recordNode, bindings).findLast((candidate) => candidate.key === name);
      if (written) return this.valueAt(written.value.node, written.value.bindings, depth + 1);
      if (lookup.type === AST_NODE_TYPES.MemberExpression && record.node.type !== AST_NODE_TYPES.CallExpression) return this.propertyValue(record, name, depth);
      const entry = this.entriesOf(record, depth).findLast((candidate) => candidate.key === name);
      return entry ? this.valueAt(entry.value.node, entry.value.bindings, depth + 1) : null;
    }
    const noted = this.unknowns.splice(before);
    // A key one of its choices fixes (a table element's name, a wrapper's argument) is asked again under each of them.
    const fixable = this.probing < MAX_PROBES ? noted.find((unknown) => this.probe(() => this.choicesOf(unknown, bindings).length > 0)) : undefined;
    if (fixable) return this.note(fixable);
    return this.note({ kind: 'key', lookup, record });
  }

  private probing = 0;

  private probe<T>(run: () => T): T {
    this.probing += 1;
    try {
      return run();
    } finally {
      this.probing -= 1;
    }
  }

  /**
   * The entries of a record: an object literal's properties (spreads included), the pairs of a `new Map` or
   * `Object.fromEntries`; the elements of a table (keyed by position, which no lookup here fixes).
   */
  private entriesOf(record: Bound, depth: number): Entry[] {
    if (depth > MAX_DEPTH) return [];
    const pairs = pairsArgument(record.node);
    if (pairs) {
      return this.elementsOf({ node: pairs, bindings: record.bindings }, depth + 1).flatMap(({ value }) => {
        const pair = this.valueAt(value.node, value.bindings, depth + 1);
        if (pair?.node.type !== AST_NODE_TYPES.ArrayExpression) return [];
        const [keyNode, valueNode] = pair.node.elements;
        if (!valueNode || valueNode.type === AST_NODE_TYPES.SpreadElement) return [];
        const key = keyNode && keyNode.type !== AST_NODE_TYPES.SpreadElement ? this.valueAt(keyNode, pair.bindings, depth + 1) : null;
        return [{ key: key ? staticString(key.node) : null, value: { node: valueNode, bindings: pair.bindings } }];
      });
    }
    const object = this.objectOf(record, depth);
    if (!object) {
      return this.elementsOf(record, depth + 1).flatMap((element) => (element.entry ? [] : [{ key: null, value: element.value }]));
    }
    return (object.node as TSESTree.ObjectExpression).properties.flatMap((property): Entry[] => {
      if (property.type === AST_NODE_TYPES.Property) return [{ key: propertyKeyName(property), value: { node: property.value, bindings: object.bindings } }];
      const spread = this.valueAt(property.argument, object.bindings, depth + 1);
      return spread ? this.entriesOf(spread, depth + 1) : [];
    });
  }

  /**
   * The entries a table gets after it is built: `HANDLERS.set(name, fn)`, `HANDLERS[name] = fn`,
   * `TOOLS.push({ name, handler })` anywhere in the file on a `const` declared with an empty or literal value; on a
   * class field (`this.tools.set(tool.name, tool)` in a `register(tool)` method or the constructor), in that class and
   * the classes of the file that extend it. A table's writes are collected once at a time (a key or a value may look
   * the same table up again: `A.set(A.get('x'), fn)`), and a field's at most `MAX_FIELD_WRITES` times per flow.
   */
  private writtenEntries(recordNode: TSESTree.Node, bindings: Bindings): Entry[] {
    const inner = skipTransparent(recordNode);
    const table = this.tableField(inner) ?? this.tableConst(inner);
    if (!table || this.collecting.has(table.key)) return [];
    if (typeof table.key === 'string' && (this.fieldWrites += 1) > MAX_FIELD_WRITES) return [];
    this.collecting.add(table.key);
    try {
      return this.entriesWrittenAt(table.uses, bindings);
    } finally {
      this.collecting.delete(table.key);
    }
  }

  /** Tables whose writes are being collected (re-entry guard), and how many field collections this flow made. */
  private readonly collecting = new Set<string | Variable>();
  private fieldWrites = 0;

  /** A `const` table: its references, keyed by its variable. */
  private tableConst(node: TSESTree.Node): { key: Variable; uses: TSESTree.Node[] } | null {
    if (node.type !== AST_NODE_TYPES.Identifier) return null;
    const variable = findVariable(this.sourceCode.getScope(node), node.name);
    const declarator = variable?.defs[0]?.node;
    if (variable?.defs[0]?.type !== 'Variable' || declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.id.type !== AST_NODE_TYPES.Identifier) return null;
    return { key: variable, uses: variable.references.map((reference) => reference.identifier) };
  }

  /**
   * `this.tools` in a class: its uses in that class and its subclasses, and outside them on an instance of one
   * (`app.tools.set(...)` with `const app = new ToolServer()`, `target.tools.push(...)` with `target: ToolServer`:
   * `classOfInstance`), and a key naming the field.
   */
  private tableField(node: TSESTree.Node): { key: string; uses: TSESTree.Node[] } | null {
    if (node.type !== AST_NODE_TYPES.MemberExpression || node.object.type !== AST_NODE_TYPES.ThisExpression || node.computed) return null;
    const name = memberName(node);
    const cls = thisClass(node);
    if (name === null || !cls) return null;
    const classes = new Set(this.subclassesOf(cls));
    const index = fileIndex(this.sourceCode);
    const inside = index.thisMembersNamed(name).filter((member) => {
      const owner = thisClass(member);
      return owner !== null && classes.has(owner);
    });
    const outside = index.membersNamed(name).filter((member) => {
      const instanceOf = classOfInstance(member.object, this.sourceCode.getScope(member));
      return instanceOf !== null && classes.has(instanceOf);
    });
    return { key: `${cls.range[0]}:${name}`, uses: outside.length === 0 ? inside : [...inside, ...outside].sort(bySourceOrder) };
  }

  /** The entries written through the given uses of a table (`table.set(k, v)`, `table[k] = v`, `table.push(v)`). */
  private entriesWrittenAt(uses: readonly TSESTree.Node[], bindings: Bindings): Entry[] {
    const entries: Entry[] = [];
    for (const use of uses) {
      const member = use.parent;
      if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== use) continue;
      const write = member.parent;
      if (write?.type === AST_NODE_TYPES.AssignmentExpression && write.left === member && write.operator === '=') {
        entries.push({ key: this.keyOf(member.computed ? member.property : null, memberName(member), bindings), value: { node: write.right, bindings } });
        continue;
      }
      if (write?.type !== AST_NODE_TYPES.CallExpression || write.callee !== member) continue;
      const method = memberName(member);
      const [first, second] = write.arguments;
      if (method === 'set' && write.arguments.length === 2 && first && second && second.type !== AST_NODE_TYPES.SpreadElement) {
        entries.push({ key: this.keyOf(first, null, bindings), value: { node: second, bindings } });
      } else if (method === 'push' || method === 'unshift') {
        for (const argument of write.arguments) if (argument.type !== AST_NODE_TYPES.SpreadElement) entries.push({ key: null, value: { node: argument, bindings } });
      }
    }
    return entries;
  }

  /** The key a write or a pair fixes: its static name, or the string a `const` holds. */
  private keyOf(node: TSESTree.Node | null, name: string | null, bindings: Bindings): string | null {
    if (name !== null || !node) return name;
    const before = this.unknowns.length;
    const key = this.valueAt(node, bindings, 0);
    this.unknowns.length = before;
    return key ? staticString(key.node) : null;
  }

  /** The member `name` of a class or the nearest base class of the file that has it. */
  private classMember(cls: ClassNode, name: string, bindings: Bindings, depth: number, isStatic: boolean): Bound | null {
    let current: ClassNode | null = cls;
    for (let level = 0; current && level < MAX_DEPTH; level += 1) {
      for (const member of current.body.body) {
        if (member.type !== AST_NODE_TYPES.MethodDefinition && member.type !== AST_NODE_TYPES.PropertyDefinition) continue;
        if (member.static !== isStatic || propertyKeyName(member) !== name || !member.value) continue;
        return this.valueAt(member.value, bindings, depth + 1);
      }
      // A field given its value in the constructor (`this.tools = new Map()`), declared with a type only or not at all.
      const assigned = isStatic ? null : fieldValue(current, name);
      if (assigned) return this.valueAt(assigned, bindings, depth + 1);
      current = this.baseClass(current);
    }
    return null;
  }

  /** The class of the file a class extends, or null. */
  private baseClass(cls: ClassNode): ClassNode | null {
    return cls.superClass ? classNamed(cls.superClass, this.sourceCode.getScope(cls.superClass)) : null;
  }

  /** The class of the file a `new` makes an instance of, or null. */
  private instanceClass(node: TSESTree.NewExpression): ClassNode | null {
    return classNamed(node.callee, this.sourceCode.getScope(node));
  }

  private callValue(call: TSESTree.CallExpression, bindings: Bindings, depth: number): Bound | null {
    const callee = skipTransparent(call.callee);
    if (callee.type === AST_NODE_TYPES.MemberExpression && memberName(callee) === 'bind') {
      return this.valueAt(callee.object, bindings, depth + 1);
    }
    const [key] = call.arguments;
    const method = callee.type === AST_NODE_TYPES.MemberExpression ? memberName(callee) : null;
    if (callee.type === AST_NODE_TYPES.MemberExpression && method === 'get' && call.arguments.length === 1 && key) {
      const map = this.valueAt(callee.object, bindings, depth + 1);
      if (map && isMapOfPairs(map.node)) return this.lookupValue(call, callee.object, key, bindings, depth);
    }
    if (callee.type === AST_NODE_TYPES.MemberExpression && (method === 'find' || method === 'findLast') && key && isFunctionNode(skipTransparent(key))) {
      // `tools.find((t) => t.name === name)`: one element of the table, which one only the request says.
      const chosen = bindings.entry(call);
      if (chosen) return this.valueAt(chosen.node, chosen.bindings.and(bindings), depth + 1);
      const table = { node: callee.object, bindings };
      const filled = this.elementsOf(table, depth + 1).length > 0 || this.writtenEntries(callee.object, bindings).length > 0;
      return filled ? this.note({ kind: 'key', lookup: call, record: table }) : null;
    }
    const target = this.valueAt(callee, bindings, depth + 1);
    if (!target || !isFunctionNode(target.node)) return { node: call, bindings };
    // A same-file function's call holds what it returns, with its parameters bound to this call's arguments.
    const fn = target.node;
    const receiver = this.chainReceiver(callee, fn);
    if (receiver) return this.valueAt(receiver, bindings, depth + 1);
    const inner = target.bindings.with(this.parameterChoices(fn, call, bindings));
    for (const returned of returnedValues(fn, this.sourceCode.visitorKeys)) {
      const value = this.valueAt(returned, inner, depth + 1);
      if (value) return value;
    }
    return null;
  }

  /**
   * The object a method is called on when the method returns `this` (`add(tool) { ...; return this; }`), so that
   * `registry.add(a).add(b)` calls `add` on `registry` again; null for any other call.
   */
  private chainReceiver(callee: TSESTree.Node, fn: FunctionNode): TSESTree.Node | null {
    if (callee.type !== AST_NODE_TYPES.MemberExpression || callee.object.type === AST_NODE_TYPES.ThisExpression || !this.returnsReceiver(fn)) return null;
    return callee.object;
  }

  /**
   * Whether a function is a method that returns the object it is called on: a method of a class or of an object
   * literal, or a class field's arrow (`add = (tool) => { ...; return this; }`; an object literal's arrow has
   * another `this`), every `return` of it `this`.
   */
  private returnsReceiver(fn: FunctionNode): boolean {
    const isMethod =
      fn.type === AST_NODE_TYPES.FunctionExpression
        ? fn.parent.type === AST_NODE_TYPES.MethodDefinition || fn.parent.type === AST_NODE_TYPES.Property
        : fn.type === AST_NODE_TYPES.ArrowFunctionExpression && fn.parent.type === AST_NODE_TYPES.PropertyDefinition && !fn.parent.static;
    if (!isMethod) return false;
    const returned = returnedValues(fn, this.sourceCode.visitorKeys);
    return returned.length > 0 && returned.every((value) => skipTransparent(value).type === AST_NODE_TYPES.ThisExpression);
  }

  /** Whether a node is a chain on `this` whose every link returns `this` (`this.add(a)`, `this.add(a).add(b)`). */
  private isThisChain(node: TSESTree.Node, bindings: Bindings, depth: number): boolean {
    const call = skipTransparent(node);
    if (call.type !== AST_NODE_TYPES.CallExpression) return false;
    const callee = skipTransparent(call.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return false;
    const name = memberName(callee);
    const cls = thisClass(callee);
    const receiver = skipTransparent(callee.object);
    if (name === null || !cls || (receiver.type !== AST_NODE_TYPES.ThisExpression && !this.isThisChain(receiver, bindings, depth + 1))) return false;
    const method = this.classMember(bindings.thisClass(cls) ?? cls, name, bindings, depth, false);
    return method !== null && isFunctionNode(method.node) && this.returnsReceiver(method.node);
  }

  /** Each parameter variable of `fn` bound to what `call` passes for it. */
  parameterChoices(fn: FunctionNode, call: TSESTree.CallExpression | TSESTree.NewExpression, bindings: Bindings): [Variable, VariableChoice][] {
    const choices: [Variable, VariableChoice][] = [];
    for (const variable of this.sourceCode.getDeclaredVariables(fn)) {
      if (variable.defs[0]?.type !== 'Parameter') continue;
      const index = fn.params.findIndex((param) => declares(param, variable));
      const param = fn.params[index];
      const argument = call.arguments[index];
      if (!param || !argument || argument.type === AST_NODE_TYPES.SpreadElement) continue;
      const path = patternPath(param, variable.identifiers[0]!, true);
      if (path) choices.push([variable, { node: argument, bindings, path, entry: false }]);
    }
    return choices;
  }

  /** The choices an unknown has: each element of the table, each call of the function, each class of the hierarchy. */
  choicesOf(unknown: Unknown, bindings: Bindings): Bindings[] {
    switch (unknown.kind) {
      case 'element': {
        const before = this.unknowns.length;
        const elements = this.elementsOf(unknown.iterable, 0, unknown.mapValues);
        const [within] = this.unknowns.splice(before);
        // A table that itself depends on a choice (`this.tools.values()` in a method): asked again under each of them.
        if (elements.length === 0 && within) return this.choicesOf(within, bindings);
        return elements.map((element) => bindings.with([[unknown.variable, { ...element.value, path: unknown.path, entry: element.entry }]]));
      }
      case 'parameter':
        return this.callsOf(unknown.fn).map((call) => bindings.with(this.parameterChoices(unknown.fn, call, bindings)));
      case 'this':
        return this.subclassesOf(unknown.cls).map((cls) => bindings.with([[unknown.cls, cls]]));
      case 'key':
        return [...this.entriesOf(unknown.record, 0), ...this.writtenEntries(lookedUp(unknown.lookup), unknown.record.bindings)].map((entry) =>
          bindings.with([[unknown.lookup, { ...entry.value, path: [], entry: false }]]),
        );
    }
  }

  /** The elements an iterable holds: an array literal's, `Object.values/entries` of a record, `filter`/`map` of them. */
  private elementsOf(iterable: Bound, depth: number, mapValues = false): { value: Bound; entry: boolean }[] {
    if (depth > MAX_DEPTH) return [];
    const inner = skipTransparent(iterable.node);
    if (inner.type === AST_NODE_TYPES.CallExpression && inner.callee.type === AST_NODE_TYPES.MemberExpression) {
      const method = memberName(inner.callee);
      const receiver = skipTransparent(inner.callee.object);
      const [first] = inner.arguments;
      if (receiver.type === AST_NODE_TYPES.Identifier && receiver.name === 'Object' && (method === 'values' || method === 'entries') && first) {
        const record = this.valueAt(first, iterable.bindings, depth + 1);
        // With what the file writes into it later (`this.tools[tool.name] = tool` in a registry's `add`).
        const written = record && !isMapOfPairs(record.node) ? this.writtenEntries(first, iterable.bindings).map((entry) => entry.value) : [];
        const values = record ? [...this.recordValues(record, depth), ...written] : [];
        return values.map((value) => ({ value, entry: method === 'entries' }));
      }
      if (receiver.type === AST_NODE_TYPES.Identifier && receiver.name === 'Array' && method === 'from' && first) {
        return this.elementsOf({ node: first, bindings: iterable.bindings }, depth + 1);
      }
      if (method === 'values' || method === 'entries') {
        const map = this.valueAt(receiver, iterable.bindings, depth + 1);
        if (map && isMapOfPairs(map.node)) return this.mapEntries(map, receiver, iterable.bindings, depth).map((value) => ({ value, entry: method === 'entries' }));
      }
      if (method !== null && FILTERING_METHODS.has(method)) return this.elementsOf({ node: receiver, bindings: iterable.bindings }, depth + 1);
      if (method === 'map' && first) return this.mappedElements(inner, first, iterable.bindings, depth);
    }
    const value = this.valueAt(inner, iterable.bindings, depth + 1);
    // A Map iterated as it is: its `[key, value]` pairs (its values for `forEach`).
    if (value && isMapOfPairs(value.node)) return this.mapEntries(value, inner, iterable.bindings, depth).map((entry) => ({ value: entry, entry: !mapValues }));
    if (value?.node.type !== AST_NODE_TYPES.ArrayExpression) return value && value.node !== inner ? this.elementsOf(value, depth + 1) : [];
    const elements: { value: Bound; entry: boolean }[] = [];
    for (const element of value.node.elements) {
      if (!element) continue;
      if (element.type === AST_NODE_TYPES.SpreadElement) elements.push(...this.elementsOf({ node: element.argument, bindings: value.bindings }, depth + 1));
      else elements.push({ value: { node: element, bindings: value.bindings }, entry: false });
    }
    // What the file pushes onto the table later (`TOOLS.push({...})`, `registry.tools.push(...)`).
    for (const written of this.writtenEntries(inner, iterable.bindings)) elements.push({ value: written.value, entry: false });
    return elements;
  }

  /** The values a Map holds: the pairs it is built with, then those the file `set`s on the table that names it. */
  private mapEntries(map: Bound, tableNode: TSESTree.Node, bindings: Bindings, depth: number): Bound[] {
    return [...this.entriesOf(map, depth + 1), ...this.writtenEntries(tableNode, bindings)].map((entry) => entry.value);
  }

  /** `xs.map((x) => ({ ..., tool: x }))`: what the callback returns for each element of `xs`. */
  private mappedElements(call: TSESTree.CallExpression, callback: TSESTree.Node, bindings: Bindings, depth: number): { value: Bound; entry: boolean }[] {
    const fn = skipTransparent(callback);
    const receiver = (call.callee as TSESTree.MemberExpression).object;
    const param = isFunctionNode(fn) ? fn.params[0] : undefined;
    if (!isFunctionNode(fn) || !param) return [];
    const variables = this.sourceCode.getDeclaredVariables(fn).filter((variable) => declares(param, variable));
    const mapped: { value: Bound; entry: boolean }[] = [];
    for (const element of this.elementsOf({ node: receiver, bindings }, depth + 1)) {
      const choices = variables.flatMap((variable) => {
        const path = patternPath(param, variable.identifiers[0]!, true);
        return path ? [[variable, { ...element.value, path, entry: element.entry }] as const] : [];
      });
      const inner = bindings.with(choices);
      for (const returned of returnedValues(fn, this.sourceCode.visitorKeys)) mapped.push({ value: { node: returned, bindings: inner }, entry: false });
    }
    return mapped;
  }

  /** The property values of a record (`Object.values`/`entries` of it), spreads included. */
  private recordValues(record: Bound, depth: number): Bound[] {
    if (isMapOfPairs(record.node)) return [];
    return this.entriesOf(record, depth).map((entry) => entry.value);
  }

  /** The calls and `new`s of the file that run `fn` by name. */
  callsOf(fn: FunctionNode): (TSESTree.CallExpression | TSESTree.NewExpression)[] {
    const name = bindingName(fn);
    if (name === null) return [];
    return fileIndex(this.sourceCode)
      .callsNamed(name)
      .filter((call) => call.type === AST_NODE_TYPES.CallExpression && (resolveFunction(call.callee, this.sourceCode.getScope(call)) === fn || this.chainedCallee(call) === fn));
  }

  /**
   * The method a call of a chain runs (`registry.add('a', fa).add('b', fb)` where `add` returns `this`,
   * `new Registry().add(...)`): what its receiver, a call or a `new`, holds under that name. Null for other calls.
   */
  private chainedCallee(call: TSESTree.CallExpression): TSESTree.Node | null {
    const callee = skipTransparent(call.callee);
    if (callee.type !== AST_NODE_TYPES.MemberExpression) return null;
    const receiver = skipTransparent(callee.object);
    if (receiver.type !== AST_NODE_TYPES.CallExpression && receiver.type !== AST_NODE_TYPES.NewExpression) return null;
    const before = this.unknowns.length;
    const method = this.valueAt(callee, Bindings.NONE, 0);
    this.unknowns.length = before;
    return method?.node ?? null;
  }

  /** `cls` and every class of the file that extends it, directly or not. */
  private subclassesOf(cls: ClassNode): ClassNode[] {
    const index = fileIndex(this.sourceCode);
    const classes = [...index.of(AST_NODE_TYPES.ClassDeclaration), ...index.of(AST_NODE_TYPES.ClassExpression)];
    return classes.filter((candidate) => {
      let current: ClassNode | null = candidate;
      for (let level = 0; current && level < MAX_DEPTH; level += 1, current = this.baseClass(current)) {
        if (current === cls) return true;
      }
      return false;
    });
  }
}

/** The expression a lookup reads its table from: `HANDLERS` in `HANDLERS[name]`, `HANDLERS.get(name)`, `TOOLS.find(...)`. */
function lookedUp(lookup: Lookup): TSESTree.Node {
  if (lookup.type === AST_NODE_TYPES.MemberExpression) return lookup.object;
  return (lookup.callee as TSESTree.MemberExpression).object;
}

/** `new Map([[key, value], ...])` (or of any iterable of pairs the file builds). */
function isMapOfPairs(node: TSESTree.Node): node is TSESTree.NewExpression {
  return node.type === AST_NODE_TYPES.NewExpression && node.callee.type === AST_NODE_TYPES.Identifier && node.callee.name === 'Map' && node.arguments.length <= 1;
}

/** The iterable of `[key, value]` pairs a `new Map(...)` or `Object.fromEntries(...)` is built from. */
function pairsArgument(node: TSESTree.Node): TSESTree.Node | null {
  if (isMapOfPairs(node)) return node.arguments[0] ?? null;
  if (node.type !== AST_NODE_TYPES.CallExpression || node.callee.type !== AST_NODE_TYPES.MemberExpression || node.arguments.length !== 1) return null;
  const { object } = node.callee;
  return object.type === AST_NODE_TYPES.Identifier && object.name === 'Object' && memberName(node.callee) === 'fromEntries' ? node.arguments[0]! : null;
}

/** Whether a parameter declares the variable (`fn`, `{ execute }`, `fn = noop`). */
function declares(param: TSESTree.Parameter, variable: Variable): boolean {
  const [identifier] = variable.identifiers;
  return identifier !== undefined && identifier.range[0] >= param.range[0] && identifier.range[1] <= param.range[1];
}

/** The class whose `this` a member expression reads: the nearest class, through arrows but not other functions. */
function thisClass(node: TSESTree.Node): ClassNode | null {
  let crossedFunction = false;
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === AST_NODE_TYPES.ClassBody) return crossedFunction ? current.parent : null;
    if (current.type === AST_NODE_TYPES.FunctionExpression || current.type === AST_NODE_TYPES.FunctionDeclaration) {
      // A method's own function; any other function has its own `this`.
      if (current.parent?.type !== AST_NODE_TYPES.MethodDefinition || crossedFunction) return null;
      crossedFunction = true;
    }
    if (current.type === AST_NODE_TYPES.PropertyDefinition) crossedFunction = true;
  }
  return null;
}

/** The name a function is called by: its own, the variable or the property that holds it. */
export function bindingName(fn: FunctionNode): string | null {
  if (fn.id) return fn.id.name;
  const parent = fn.parent;
  if (parent?.type === AST_NODE_TYPES.VariableDeclarator && parent.id.type === AST_NODE_TYPES.Identifier) return parent.id.name;
  if (parent?.type === AST_NODE_TYPES.Property || parent?.type === AST_NODE_TYPES.MethodDefinition || parent?.type === AST_NODE_TYPES.PropertyDefinition) {
    return propertyKeyName(parent);
  }
  return null;
}
