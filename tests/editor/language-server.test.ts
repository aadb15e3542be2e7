import { mkdir, readFile, symlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_URL } from '../../src/create-rule.js';
import { makeProject, payServer } from '../cli/helpers.js';
import { LanguageClient } from './lsp.js';

// The editor path end to end: the ESLint language server of VS Code (vscode-eslint, as packaged by
// vscode-langservers-extracted) lints a consumer project that installed the plugin, and offers its suggestions
// as quick fixes. Runs on whichever ESLint node_modules/eslint is (scripts/test-eslint9.sh swaps in ESLint 9);
// the plugin is the built dist/ (npm run build).

const repo = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const eslintVersion = (require('eslint/package.json') as { version: string }).version;
const serverBin = join(repo, 'node_modules', 'vscode-langservers-extracted', 'bin', 'vscode-eslint-language-server');

const SERVER = payServer('pay.ts');
const ASKED_FIRST = payServer('pay-asked-first.ts');

interface Position {
  line: number;
  character: number;
}
interface Range {
  start: Position;
  end: Position;
}
interface Diagnostic {
  range: Range;
  code?: string;
  codeDescription?: { href: string };
  source?: string;
  message: string;
  severity?: number;
}
interface TextEdit {
  range: Range;
  newText: string;
}
interface Command {
  title: string;
  command: string;
  arguments?: unknown[];
}
interface CodeAction {
  title: string;
  kind?: string;
  diagnostics?: Diagnostic[];
  command?: Command;
}

function offsetAt(text: string, { line, character }: Position): number {
  let offset = 0;
  for (let current = 0; current < line; current++) offset = text.indexOf('\n', offset) + 1;
  return offset + character;
}

/** Applies LSP text edits, which all refer to the text before any of them. */
function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => offsetAt(text, b.range.start) - offsetAt(text, a.range.start));
  let result = text;
  for (const edit of sorted) {
    result = result.slice(0, offsetAt(text, edit.range.start)) + edit.newText + result.slice(offsetAt(text, edit.range.end));
  }
  return result;
}

describe(`VS Code's ESLint language server with ESLint ${eslintVersion}`, () => {
  let client: LanguageClient;
  let project: string;
  let documentUri: string;
  let moveSuggestion: Command;
  let text = SERVER;
  let version = 1;
  const appliedEdits: unknown[] = [];

  beforeAll(async () => {
    // A consumer project: its ESLint and the plugin installed (here, linked to this repository's).
    project = await makeProject({
      'package.json': '{ "name": "consumer", "private": true, "type": "module" }\n',
      'eslint.config.js': "import mcp from 'eslint-plugin-mcp';\n\nexport default [mcp.configs.recommended];\n",
      'src/pay.ts': SERVER,
    });
    await mkdir(join(project, 'node_modules'));
    await symlink(join(repo, 'node_modules', 'eslint'), join(project, 'node_modules', 'eslint'), 'dir');
    await symlink(repo, join(project, 'node_modules', 'eslint-plugin-mcp'), 'dir');
    const projectUri = pathToFileURL(project).href;
    documentUri = pathToFileURL(join(project, 'src', 'pay.ts')).href;

    // The settings VS Code's ESLint extension sends, with the ones the issue names.
    const settings = {
      validate: 'on',
      packageManager: 'npm',
      useESLintClass: false,
      useFlatConfig: true,
      experimental: {},
      codeAction: {
        disableRuleComment: { enable: true, location: 'separateLine', commentStyle: 'line' },
        showDocumentation: { enable: true },
      },
      codeActionOnSave: { enable: false, mode: 'all' },
      format: false,
      quiet: false,
      onIgnoredFiles: 'off',
      options: {},
      rulesCustomizations: [],
      run: 'onType',
      problems: { shortenToSingleLine: false },
      nodePath: null,
      workingDirectory: { mode: 'location' },
      workspaceFolder: { name: 'consumer', uri: projectUri },
    };

    client = new LanguageClient(process.execPath, [serverBin, '--stdio'], project, (method, params) => {
      switch (method) {
        case 'workspace/configuration':
          return (params as { items: unknown[] }).items.map(() => settings);
        case 'workspace/applyEdit': {
          const { edit } = params as { edit: { changes?: Record<string, TextEdit[]>; documentChanges?: Array<{ textDocument: { uri: string }; edits: TextEdit[] }> } };
          appliedEdits.push(edit);
          const edits = edit.documentChanges
            ? edit.documentChanges.filter((change) => change.textDocument.uri === documentUri).flatMap((change) => change.edits)
            : (edit.changes?.[documentUri] ?? []);
          text = applyEdits(text, edits);
          version++;
          client.notify('textDocument/didChange', { textDocument: { uri: documentUri, version }, contentChanges: [{ text }] });
          return { applied: true };
        }
        default:
          return null;
      }
    });
    await client.request('initialize', {
      processId: process.pid,
      rootUri: projectUri,
      workspaceFolders: [{ uri: projectUri, name: 'consumer' }],
      capabilities: {
        workspace: { configuration: true, workspaceFolders: true, applyEdit: true, workspaceEdit: { documentChanges: true } },
        textDocument: {
          synchronization: { didSave: true },
          diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false },
          publishDiagnostics: {},
          codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source'] } } },
        },
      },
    });
    client.notify('initialized', {});
    client.notify('textDocument/didOpen', { textDocument: { uri: documentUri, languageId: 'typescript', version, text } });
  });

  afterAll(async () => {
    await client?.close();
  });

  const pull = async (): Promise<Diagnostic[]> =>
    (await client.request<{ kind: string; items: Diagnostic[] }>('textDocument/diagnostic', { textDocument: { uri: documentUri } })).items;

  it("lints the consumer's file with the ESLint it installed", async () => {
    const linked = JSON.parse(await readFile(join(project, 'node_modules', 'eslint', 'package.json'), 'utf8')) as { version: string };
    expect(linked.version).toBe(eslintVersion);
  });

  it('answers a diagnostic pull with the core rule\'s report, its place and its documentation link', async () => {
    expect(await pull()).toEqual([
      {
        source: 'eslint',
        code: 'mcp/no-side-effect-before-input-required',
        codeDescription: { href: `${REPOSITORY_URL}/blob/main/docs/rules/no-side-effect-before-input-required.md` },
        severity: 1,
        message: expect.stringMatching(/^`stripe\.paymentIntents\.create\(\)` \(Stripe write\) runs before the `input_required` return on line 11\./u) as string,
        range: { start: { line: 7, character: 8 }, end: { line: 7, character: 65 } },
      },
    ]);
  });

  it('lists "move it below the question" among the quick fixes, as a suggestion to apply', async () => {
    const diagnostics = await pull();
    const actions = await client.request<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: documentUri },
      range: diagnostics[0]!.range,
      context: { diagnostics },
    });
    const suggestions = actions.filter((action) => action.command?.command === 'eslint.applySuggestion');
    expect(suggestions).toEqual([
      {
        title:
          'Move this statement below the question (the `if` on line 10), so it runs only on rounds that get past it. This changes when the call runs. (mcp/no-side-effect-before-input-required)',
        kind: 'quickfix',
        diagnostics,
        command: {
          title: expect.stringMatching(/^Move this statement below the question/u) as string,
          command: 'eslint.applySuggestion',
          arguments: [{ uri: documentUri, version: 1, ruleId: 'mcp/no-side-effect-before-input-required', sequence: 0 }],
        },
      },
    ]);
    expect(actions.map((action) => action.command?.command)).toContain('eslint.openRuleDoc');
    moveSuggestion = suggestions[0]!.command!;
  });

  it('applies the suggestion through workspace/applyEdit, and the next pull has no report', async () => {
    await client.request('workspace/executeCommand', { command: moveSuggestion.command, arguments: moveSuggestion.arguments });
    expect(appliedEdits).toHaveLength(1);
    expect(text).toBe(ASKED_FIRST);
    expect(await pull()).toEqual([]);
  });
});
