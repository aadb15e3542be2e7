/** Argument-aware catalog entries (src/effects/catalog.ts `ArgumentReader`): the verdict depends on what the call is given. */
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { findVariable, isSingleAssignment, memberName, objectProperty, skipTransparent, staticString } from '../ast/origin.js';
import { AWS_QUALIFIERS, AWS_READ_VERBS, AWS_WRITE_VERBS, type ArgumentReader } from './catalog.js';
import type { EffectClass } from './types.js';
import { classifyName, splitWords } from './verbs.js';
import type { CallLike, Scope } from '../ast/types.js';

export interface ReaderVerdict {
  effectClass: EffectClass;
  label: string;
}

export interface ReaderInput {
  call: CallLike;
  method: string;
  scope: Scope;
  /** The catalog family's label, for verdicts named after the library ('GitHub write'). */
  familyLabel: string;
}

const unknownVerdict = (label: string): ReaderVerdict => ({ effectClass: 'unknown', label });

/** The single-assignment initializer of an identifier's variable, or the node itself. */
function followConst(node: TSESTree.Node, scope: Scope): TSESTree.Node {
  const inner = skipTransparent(node);
  if (inner.type !== AST_NODE_TYPES.Identifier) return inner;
  const variable = findVariable(scope, inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init || !isSingleAssignment(variable)) return inner;
  return skipTransparent(def.node.init);
}

/**
 * The text of a statement argument: a string, a template (its expressions become `?`), a tagged template
 * (`sql\`...\``), or an object's `text`/`sql`/`query` property. Null when it is not written in the call.
 */
function statementText(node: TSESTree.Node | undefined, scope: Scope): string | null {
  if (!node) return null;
  const inner = followConst(node, scope);
  const literal = staticString(inner);
  if (literal !== null) return literal;
  if (inner.type === AST_NODE_TYPES.TemplateLiteral) return inner.quasis.map((quasi) => quasi.value.cooked ?? '').join('?');
  if (inner.type === AST_NODE_TYPES.TaggedTemplateExpression) return inner.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join('?');
  if (inner.type === AST_NODE_TYPES.ObjectExpression) {
    const text = objectProperty(inner, 'text') ?? objectProperty(inner, 'sql') ?? objectProperty(inner, 'query');
    return text ? statementText(text.value, scope) : null;
  }
  return null;
}

function httpVerdict(method: string): ReaderVerdict {
  const upper = method.toUpperCase();
  const label = `HTTP ${upper}`;
  switch (upper) {
    case 'GET':
    case 'HEAD':
    case 'OPTIONS':
      return { effectClass: 'read', label };
    case 'PUT':
      return { effectClass: 'write-idempotent', label };
    case 'POST':
    case 'PATCH':
    case 'DELETE':
      return { effectClass: 'write', label };
    default:
      return unknownVerdict(label);
  }
}

/** `fetch(url, { method: 'POST' })`, `axios({ method })`, `fetch(new Request(url, { method }))`; no options: GET. */
function httpMethodOption(call: CallLike, scope: Scope): ReaderVerdict {
  let opaque = false;
  for (const [index, argument] of call.arguments.entries()) {
    const inner = skipTransparent(argument);
    if (inner.type === AST_NODE_TYPES.ObjectExpression) {
      const method = objectProperty(inner, 'method');
      if (method) {
        const value = staticString(method.value);
        return value === null ? unknownVerdict('HTTP method not known') : httpVerdict(value);
      }
      if (inner.properties.some((candidate) => candidate.type === AST_NODE_TYPES.SpreadElement)) opaque = true;
    } else if (inner.type === AST_NODE_TYPES.NewExpression && index === 0) {
      return httpMethodOption(inner, scope);
    } else if (index > 0 && inner.type !== AST_NODE_TYPES.ArrowFunctionExpression && inner.type !== AST_NODE_TYPES.FunctionExpression) {
      // Options passed as a variable may carry any method.
      opaque = true;
    }
  }
  return opaque ? unknownVerdict('HTTP options not known') : httpVerdict('GET');
}

/** `'POST /repos/{owner}/{repo}/issues'` or `'POST'`; a route without a method is a GET. */
function httpRoute(call: CallLike, scope: Scope): ReaderVerdict {
  const text = statementText(call.arguments[0], scope);
  if (text === null) return call.arguments.length === 0 ? httpVerdict('GET') : unknownVerdict('HTTP route not known');
  const first = text.trim().split(/\s+/)[0] ?? '';
  return /^[A-Za-z]+$/.test(first) ? httpVerdict(first) : httpVerdict('GET');
}

function graphqlDocument(call: CallLike, scope: Scope): ReaderVerdict {
  const text = statementText(call.arguments[0], scope);
  const start = text?.replace(/#[^\n]*/g, '').trim() ?? '';
  if (/^mutation\b/.test(start)) return { effectClass: 'write', label: 'GraphQL mutation' };
  if (/^(?:query|subscription)\b/.test(start) || start.startsWith('{')) return { effectClass: 'read', label: 'GraphQL query' };
  return unknownVerdict('GraphQL document not known');
}

const SQL_WRITE = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'CREATE', 'DROP', 'ALTER', 'TRUNCATE', 'GRANT', 'REVOKE', 'COPY', 'RENAME', 'COMMENT']);
const SQL_READ = new Set(['SELECT', 'SHOW', 'EXPLAIN', 'DESCRIBE', 'DESC', 'VALUES', 'TABLE', 'PRAGMA']);
const SQL_CONTROL = new Set(['BEGIN', 'COMMIT', 'ROLLBACK', 'SAVEPOINT', 'RELEASE', 'START', 'SET', 'USE']);

/** Classifies SQL by its statement keyword; `INSERT ... ON CONFLICT` / `ON DUPLICATE KEY UPDATE` and `REPLACE` repeat harmlessly. */
export function sqlVerdict(text: string): ReaderVerdict {
  const statement = text.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, ' ').replace(/^[\s(;]+/, '');
  const keyword = (/^[A-Za-z]+/.exec(statement)?.[0] ?? '').toUpperCase();
  if (keyword === 'WITH') {
    const main = /\b(INSERT|UPDATE|DELETE|MERGE)\b/i.exec(statement)?.[1];
    return main ? { effectClass: 'write', label: `SQL WITH … ${main.toUpperCase()}` } : { effectClass: 'read', label: 'SQL WITH … SELECT' };
  }
  if (keyword === 'INSERT' && /\bON\s+(?:CONFLICT|DUPLICATE\s+KEY\s+UPDATE)\b/i.test(statement)) {
    return { effectClass: 'write-idempotent', label: 'SQL upsert' };
  }
  if (keyword === 'REPLACE' || keyword === 'UPSERT') return { effectClass: 'write-idempotent', label: `SQL ${keyword}` };
  if (SQL_WRITE.has(keyword)) return { effectClass: 'write', label: `SQL ${keyword}` };
  if (SQL_READ.has(keyword)) return { effectClass: 'read', label: `SQL ${keyword}` };
  if (SQL_CONTROL.has(keyword)) return { effectClass: 'pure', label: `SQL ${keyword}` };
  return unknownVerdict(keyword ? `SQL ${keyword}` : 'SQL text not known');
}

function sqlText(call: CallLike, scope: Scope): ReaderVerdict | null {
  if (call.arguments.length === 0) return null;
  const text = statementText(call.arguments[0], scope);
  return text === null ? unknownVerdict('SQL text not known') : sqlVerdict(text);
}

/**
 * `stmt.run(params)`, `db.prepare(sql).all()`: the SQL is in the call that made the receiver; on a
 * connection (`db.all(sql)`, sqlite) it is the first argument.
 */
function sqlPrepared(call: CallLike, scope: Scope): ReaderVerdict {
  const callee = skipTransparent(call.callee);
  if (callee.type === AST_NODE_TYPES.MemberExpression) {
    let receiver = followConst(callee.object, scope);
    if (receiver.type === AST_NODE_TYPES.AwaitExpression) receiver = skipTransparent(receiver.argument);
    const prepared = receiver.type === AST_NODE_TYPES.CallExpression ? statementText(receiver.arguments[0], scope) : null;
    if (prepared !== null) return sqlVerdict(prepared);
  }
  const own = statementText(call.arguments[0], scope);
  return own === null ? unknownVerdict('SQL text not known') : sqlVerdict(own);
}

function awsVerb(operation: string): EffectClass | null {
  const words = splitWords(operation);
  const verb = words.find((word) => !AWS_QUALIFIERS.includes(word));
  if (verb === undefined) return null;
  if (AWS_WRITE_VERBS.includes(verb)) return 'write';
  if (AWS_READ_VERBS.includes(verb)) return 'read';
  return null;
}

/** The callee of the `new X()` a call's first argument is (directly or through a `const`), for `.send(new XCommand())`. */
export function constructedCallee(call: CallLike, scope: Scope): TSESTree.Node | null {
  const inner = call.arguments[0] ? followConst(call.arguments[0], scope) : null;
  return inner?.type === AST_NODE_TYPES.NewExpression ? skipTransparent(inner.callee) : null;
}

/** `client.send(new PutObjectCommand(...))`. Also used for `.send()` on receivers of unknown origin. */
export function awsCommand(call: CallLike, scope: Scope): ReaderVerdict {
  const callee = constructedCallee(call, scope);
  let command: string | null = null;
  if (callee?.type === AST_NODE_TYPES.Identifier) command = callee.name;
  else if (callee?.type === AST_NODE_TYPES.MemberExpression) command = memberName(callee);
  if (command === null) return unknownVerdict('AWS command not known');
  const effectClass = awsVerb(command.replace(/Command$/, ''));
  return { effectClass: effectClass ?? 'unknown', label: `AWS ${command}` };
}

function mongoUpsert(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  const options = call.arguments[2] ? followConst(call.arguments[2], scope) : null;
  const upsert = options?.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(options, 'upsert') : null;
  const isUpsert = upsert?.value.type === AST_NODE_TYPES.Literal && upsert.value.value === true;
  return isUpsert ? { effectClass: 'write-idempotent', label: `${familyLabel} upsert` } : { effectClass: 'write', label: `${familyLabel} write` };
}

/** True when a key is built from something that changes every round (a call such as `randomUUID()`). */
function changesPerRound(node: TSESTree.Node, scope: Scope): boolean {
  const inner = followConst(node, scope);
  if (inner.type === AST_NODE_TYPES.CallExpression || inner.type === AST_NODE_TYPES.NewExpression) return true;
  if (inner.type === AST_NODE_TYPES.TemplateLiteral) return inner.expressions.some((expression) => changesPerRound(expression, scope));
  if (inner.type === AST_NODE_TYPES.BinaryExpression) return changesPerRound(inner.left, scope) || changesPerRound(inner.right, scope);
  return false;
}

/**
 * A write whose request options carry a stable `idempotencyKey` (Stripe's `create(params, { idempotencyKey })`)
 * repeats harmlessly: the API answers the retry with the first result. A key minted per round does not help.
 */
function idempotencyKeyOption(call: CallLike, scope: Scope, familyLabel: string): ReaderVerdict {
  for (const argument of call.arguments) {
    const options = followConst(argument, scope);
    const key = options.type === AST_NODE_TYPES.ObjectExpression ? objectProperty(options, 'idempotencyKey') : null;
    if (key && !changesPerRound(key.value, scope)) {
      return { effectClass: 'write-idempotent', label: `${familyLabel} write with a stable idempotency key` };
    }
  }
  return { effectClass: 'write', label: `${familyLabel} write` };
}

function fsOpenFlags(call: CallLike, scope: Scope): ReaderVerdict {
  const flags = call.arguments[1];
  if (!flags) return { effectClass: 'read', label: 'node:fs read' };
  const inner = followConst(flags, scope);
  const text = staticString(inner);
  if (text === null) return unknownVerdict('node:fs open flags not known');
  return /^(?:r|rs|sr)$/.test(text) ? { effectClass: 'read', label: 'node:fs read' } : { effectClass: 'write', label: 'node:fs write' };
}

/** Runs a reader; null means the call decides nothing (the chain's other links do). */
export function readArguments(reader: ArgumentReader, input: ReaderInput): ReaderVerdict | null {
  const { call, method, scope, familyLabel } = input;
  switch (reader) {
    case 'http-method-option':
      return httpMethodOption(call, scope);
    case 'http-method-name':
      return httpVerdict(method.replace(/Form$/, '').replace(/^del$/, 'delete'));
    case 'http-route':
      return httpRoute(call, scope);
    case 'graphql':
      return graphqlDocument(call, scope);
    case 'sql-text':
      return sqlText(call, scope);
    case 'sql-prepared':
      return sqlPrepared(call, scope);
    case 'aws-command':
      return awsCommand(call, scope);
    case 'aws-operation': {
      const effectClass = awsVerb(method);
      return effectClass ? { effectClass, label: `AWS ${method}` } : null;
    }
    case 'mongo-upsert':
      return mongoUpsert(call, scope, familyLabel);
    case 'fs-open-flags':
      return fsOpenFlags(call, scope);
    case 'idempotency-key':
      return idempotencyKeyOption(call, scope, familyLabel);
    case 'verb': {
      const named = classifyName(method);
      return named ? { effectClass: named.effectClass, label: `${familyLabel} ${named.effectClass}` } : null;
    }
  }
}
