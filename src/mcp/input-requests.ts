import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/types';
import { resolveFunction } from '../ast/functions.js';
import { findVariable, memberName, objectProperty, propertyKeyName, resolveObject, skipTransparent, staticString } from '../ast/origin.js';
import type { SourceCode } from '../ast/types.js';
import { returnedValues } from '../ast/walk.js';
import { isInputRequiredBuilder } from './exits.js';

/**
 * The server-to-client requests a 2026-07-28 server may embed in `inputRequests`, each with the SDK v2 builder
 * that makes one (`inputRequired.elicit(...)`); the same three are what push-style APIs sent on their own.
 */
export const INPUT_REQUEST_BUILDERS: ReadonlyMap<string, string> = new Map([
  ['elicitation/create', 'inputRequired.elicit'],
  ['sampling/createMessage', 'inputRequired.createMessage'],
  ['roots/list', 'inputRequired.listRoots'],
]);

/** The builder for URL-mode elicitation (`mode: 'url'`). */
export const URL_ELICITATION_BUILDER = 'inputRequired.elicitUrl';

/** The members of the SDK v2 `inputRequired` builder and the request each one makes. */
const BUILDER_MEMBERS: ReadonlyMap<string, { method: string; mode: ElicitationMode | null }> = new Map([
  ['elicit', { method: 'elicitation/create', mode: 'form' }],
  ['elicitUrl', { method: 'elicitation/create', mode: 'url' }],
  ['createMessage', { method: 'sampling/createMessage', mode: null }],
  ['listRoots', { method: 'roots/list', mode: null }],
]);

export type ElicitationMode = 'form' | 'url';

/** What one embedded request is, as far as the file tells. */
export interface InputRequestInfo {
  /** `'elicitation/create'`, `'sampling/createMessage'`, `'roots/list'`, another literal method, or null when unknown. */
  method: string | null;
  /** For elicitations: `'url'` for `elicitUrl` or `mode: 'url'`, `'form'` otherwise (the protocol's default); null for other methods or a mode computed at run time. */
  mode: ElicitationMode | null;
  /** The request's params as an object literal: the builder's argument or the literal's `params`; null when not written in the file. */
  params: TSESTree.ObjectExpression | null;
  /** `builder`: `inputRequired.elicit(...)` and friends; `literal`: a hand-built `{ method, params }`. */
  via: 'builder' | 'literal';
  /** The node the request was recognised at (the builder call or the object literal), after following variables and helpers. */
  node: TSESTree.CallExpression | TSESTree.ObjectExpression;
}

/** One entry of an `inputRequests` record. */
export interface EmbeddedRequest extends InputRequestInfo {
  /** The key the client answers under, or null when computed at run time. */
  key: string | null;
  /** Where the entry is written: the property, or the assignment `inputRequests[key] = ...`. */
  entry: TSESTree.Property | TSESTree.AssignmentExpression;
  /** The value as written in the entry. */
  value: TSESTree.Node;
}

const MAX_DEPTH = 4;

function elicitationMode(params: TSESTree.ObjectExpression | null): ElicitationMode | null {
  const mode = objectProperty(params, 'mode');
  if (!mode) return 'form';
  const value = staticString(mode.value);
  return value === 'url' || value === 'form' ? value : null;
}

function requestAt(node: TSESTree.Node, sourceCode: SourceCode, depth: number): InputRequestInfo | null {
  const scope = sourceCode.getScope(node);
  if (depth > MAX_DEPTH) return null;
  const inner = skipTransparent(node);
  switch (inner.type) {
    case AST_NODE_TYPES.CallExpression: {
      const callee = skipTransparent(inner.callee);
      if (callee.type === AST_NODE_TYPES.MemberExpression) {
        const member = memberName(callee);
        const made = member === null ? undefined : BUILDER_MEMBERS.get(member);
        if (made && isInputRequiredBuilder(callee.object, scope)) {
          return { method: made.method, mode: made.mode, params: resolveObject(inner.arguments[0], scope), via: 'builder', node: inner };
        }
      }
      // A same-file helper that builds the request (`const ask = (message) => inputRequired.elicit({ ... })`).
      const fn = resolveFunction(inner.callee, scope);
      if (!fn) return null;
      for (const value of returnedValues(fn, sourceCode.visitorKeys)) {
        const found = requestAt(value, sourceCode, depth + 1);
        if (found) return found;
      }
      return null;
    }
    case AST_NODE_TYPES.ObjectExpression: {
      const method = objectProperty(inner, 'method');
      if (!method) return null;
      const name = staticString(method.value);
      const params = resolveObject(objectProperty(inner, 'params')?.value, scope);
      return { method: name, mode: name === 'elicitation/create' ? elicitationMode(params) : null, params, via: 'literal', node: inner };
    }
    case AST_NODE_TYPES.AwaitExpression:
      return requestAt(inner.argument, sourceCode, depth + 1);
    case AST_NODE_TYPES.Identifier: {
      const variable = findVariable(scope, inner.name);
      const def = variable?.defs[0];
      if (def?.type !== 'Variable' || def.node.id !== def.name || !def.node.init) return null;
      return requestAt(def.node.init, sourceCode, depth + 1);
    }
    default:
      return null;
  }
}

/**
 * What an embedded request is: `inputRequired.elicit/elicitUrl/createMessage/listRoots(...)`, a literal
 * `{ method, params }`, or a `const` / same-file helper holding one. Null when the file does not say.
 */
export function inputRequestOf(node: TSESTree.Node, sourceCode: SourceCode): InputRequestInfo | null {
  return requestAt(node, sourceCode, 0);
}

function entryOf(key: string | null, entry: EmbeddedRequest['entry'], value: TSESTree.Node, sourceCode: SourceCode): EmbeddedRequest | null {
  const request = inputRequestOf(value, sourceCode);
  return request ? { ...request, key, entry, value } : null;
}

/**
 * The requests an `inputRequests` record embeds: the entries of an object literal (inline or in a variable),
 * plus entries assigned to that variable later (`inputRequests['confirm'] = {...}`). Entries the file does not
 * describe (spreads, values from elsewhere) are left out.
 */
export function embeddedRequests(inputRequests: TSESTree.Node, sourceCode: SourceCode): EmbeddedRequest[] {
  const inner = skipTransparent(inputRequests);
  const found: EmbeddedRequest[] = [];
  const addObject = (object: TSESTree.ObjectExpression) => {
    for (const property of object.properties) {
      if (property.type !== AST_NODE_TYPES.Property) continue;
      const entry = entryOf(propertyKeyName(property), property, property.value, sourceCode);
      if (entry) found.push(entry);
    }
  };
  if (inner.type === AST_NODE_TYPES.ObjectExpression) {
    addObject(inner);
    return found;
  }
  if (inner.type !== AST_NODE_TYPES.Identifier) return found;
  const variable = findVariable(sourceCode.getScope(inner), inner.name);
  const def = variable?.defs[0];
  if (!variable || def?.type !== 'Variable' || def.node.id !== def.name) return found;
  const init = def.node.init ? skipTransparent(def.node.init) : null;
  if (init?.type === AST_NODE_TYPES.ObjectExpression) addObject(init);
  for (const reference of variable.references) {
    // `inputRequests.confirm = ...`, `inputRequests['confirm'] = ...`
    const member = reference.identifier.parent;
    if (member?.type !== AST_NODE_TYPES.MemberExpression || member.object !== reference.identifier) continue;
    const assignment = member.parent;
    if (assignment?.type !== AST_NODE_TYPES.AssignmentExpression || assignment.left !== member || assignment.operator !== '=') continue;
    const entry = entryOf(memberName(member), assignment, assignment.right, sourceCode);
    if (entry) found.push(entry);
  }
  return found;
}
