import { describe, expect, it } from 'vitest';
import type { TSESTree } from '@typescript-eslint/utils';
import { AST_NODE_TYPES } from '@typescript-eslint/utils';
import { returnedValues } from '../../src/ast/walk.js';
import { questionRequests } from '../../src/mcp/input-requests.js';
import { lintWith } from './lint-with.js';

interface Summary {
  key: string | null;
  method: string | null;
  mode: string | null;
  via: string;
  params: boolean;
}

/** The requests embedded by each value returned from the file's function named `handler`. */
function requestsOf(code: string): Summary[][] {
  return lintWith(code, (context) => {
    const { sourceCode } = context;
    let handler: TSESTree.FunctionDeclaration | undefined;
    for (const statement of sourceCode.ast.body) {
      if (statement.type === AST_NODE_TYPES.FunctionDeclaration && statement.id?.name === 'handler') handler = statement;
    }
    if (!handler) throw new Error('no function named handler');
    return returnedValues(handler, sourceCode.visitorKeys).map((value) =>
      questionRequests(value, sourceCode).map((request) => ({
        key: request.key,
        method: request.method,
        mode: request.mode,
        via: request.via,
        params: request.params !== null,
      })),
    );
  });
}

describe('questionRequests', () => {
  it('reads the SDK builders of an inputRequired() spec, with the mode of each elicitation', () => {
    const [requests] = requestsOf(`
      import { inputRequired } from '@modelcontextprotocol/server';
      function handler() {
        return inputRequired({
          inputRequests: {
            form: inputRequired.elicit({ message: 'm', requestedSchema: s }),
            link: inputRequired.elicitUrl({ message: 'm', url: 'https://x' }),
            sample: inputRequired.createMessage({ messages: [], maxTokens: 5 }),
            roots: inputRequired.listRoots(),
          },
        });
      }
    `);
    expect(requests).toEqual([
      { key: 'form', method: 'elicitation/create', mode: 'form', via: 'builder', params: true },
      { key: 'link', method: 'elicitation/create', mode: 'url', via: 'builder', params: true },
      { key: 'sample', method: 'sampling/createMessage', mode: null, via: 'builder', params: true },
      { key: 'roots', method: 'roots/list', mode: null, via: 'builder', params: false },
    ]);
  });

  it('reads hand-built results: literal methods, the default form mode, mode url', () => {
    const [requests] = requestsOf(`
      function handler() {
        return {
          resultType: 'input_required',
          inputRequests: {
            name: { method: 'elicitation/create', params: { message: 'm', requestedSchema: {} } },
            link: { method: 'elicitation/create', params: { mode: 'url', message: 'm', url: 'u' } },
            dynamic: { method: 'elicitation/create', params: { mode, message: 'm' } },
            roots: { method: 'roots/list', params: {} },
          },
        };
      }
    `);
    expect(requests).toEqual([
      { key: 'name', method: 'elicitation/create', mode: 'form', via: 'literal', params: true },
      { key: 'link', method: 'elicitation/create', mode: 'url', via: 'literal', params: true },
      { key: 'dynamic', method: 'elicitation/create', mode: null, via: 'literal', params: true },
      { key: 'roots', method: 'roots/list', mode: null, via: 'literal', params: true },
    ]);
  });

  it('follows consts, same-file helpers and entries assigned to an inputRequests variable', () => {
    const [requests] = requestsOf(`
      import { inputRequired } from '@modelcontextprotocol/server';
      const askUrl = (url) => inputRequired.elicitUrl({ message: 'Sign in', url });
      function askSample() { return inputRequired.createMessage({ messages: [], maxTokens: 5 }); }
      function handler(caps) {
        const confirm = inputRequired.elicit({ message: 'ok?', requestedSchema: s });
        const inputRequests = { confirm, link: askUrl('https://x') };
        if (caps.sampling) inputRequests['sample'] = askSample();
        inputRequests.roots = { method: 'roots/list' };
        return inputRequired({ inputRequests });
      }
    `);
    expect(requests?.map((request) => [request.key, request.method, request.mode])).toEqual([
      ['confirm', 'elicitation/create', 'form'],
      ['link', 'elicitation/create', 'url'],
      ['sample', 'sampling/createMessage', null],
      ['roots', 'roots/list', null],
    ]);
  });

  it('recognises the builder through aliases and namespace imports, and nothing else', () => {
    const results = requestsOf(`
      import * as mcp from '@modelcontextprotocol/server';
      import { inputRequired as ask } from 'xmcp';
      function handler(x) {
        if (x === 1) return mcp.inputRequired({ inputRequests: { a: mcp.inputRequired.listRoots() } });
        if (x === 2) return ask({ inputRequests: { b: ask.elicitUrl({ message: 'm', url: 'u' }) } });
        if (x === 3) return ask({ inputRequests: { c: other.elicit({ message: 'm' }), ...more } });
        if (x === 4) return ask({ requestState: 's' });
        return { content: [] };
      }
    `);
    expect(results.map((requests) => requests.map((request) => [request.key, request.method, request.mode]))).toEqual([
      [['a', 'roots/list', null]],
      [['b', 'elicitation/create', 'url']],
      [],
      [],
      [],
    ]);
  });
});
