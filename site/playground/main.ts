/**
 * The playground page: a CodeMirror editor linted as you type (./lint.ts), the reports inline and in a list
 * (`data-rule-id` on each), suggestions applied on click, and the code kept in the URL fragment (./fragment.ts).
 */
import { javascript } from '@codemirror/lang-javascript';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { StateEffect, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { PLAYGROUND_CONFIGS, PROTOCOL_CHOICES, fromFragment, toFragment, type PlaygroundState } from './fragment.js';
import { lint, type Report, type Suggestion } from './lint.js';
import { SAMPLE } from './sample.js';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`playground: no #${id} in the page`);
  return found as T;
}

const reportList = element<HTMLOListElement>('reports');
const summary = element<HTMLElement>('summary');
const configSelect = element<HTMLSelectElement>('config');
const protocolSelect = element<HTMLSelectElement>('protocol');

let state: PlaygroundState = fromFragment(location.hash, SAMPLE);

function fillSelect(select: HTMLSelectElement, values: readonly string[], chosen: string): void {
  for (const value of values) select.add(new Option(value, value, value === chosen, value === chosen));
}
fillSelect(configSelect, PLAYGROUND_CONFIGS, state.config);
fillSelect(protocolSelect, PROTOCOL_CHOICES, state.protocol);

function applyTo(view: EditorView, suggestion: Suggestion): void {
  view.dispatch({ changes: { from: suggestion.range[0], to: suggestion.range[1], insert: suggestion.text } });
}

function ruleLabel(report: Report): string {
  return report.ruleId ?? (report.fatal ? 'parse error' : 'eslint');
}

/** A message's `code` spans as <code> elements, the rest as text: what the editor's tooltip shows plainly. */
function withCode(text: string): Node[] {
  return text.split('`').map((part, index) => {
    if (index % 2 === 0) return document.createTextNode(part);
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}

function renderList(view: EditorView, reports: readonly Report[]): void {
  reportList.replaceChildren(
    ...reports.map((report) => {
      const item = document.createElement('li');
      item.className = 'report';
      item.dataset['ruleId'] = report.ruleId ?? '';
      const where = document.createElement('button');
      where.className = 'position';
      where.textContent = `${report.line}:${report.column}`;
      where.title = 'Show in the editor';
      where.addEventListener('click', () => {
        view.dispatch({ selection: { anchor: report.from, head: report.to }, scrollIntoView: true });
        view.focus();
      });
      const rule = document.createElement('code');
      rule.className = 'rule';
      rule.textContent = ruleLabel(report);
      const message = document.createElement('p');
      message.className = 'message';
      message.append(...withCode(report.message));
      item.append(where, ' ', rule, message);
      if (report.suggestions.length > 0) {
        const suggestions = document.createElement('ul');
        suggestions.className = 'suggestions';
        for (const suggestion of report.suggestions) {
          const button = document.createElement('button');
          button.className = 'suggestion';
          button.append(...withCode(suggestion.desc));
          button.addEventListener('click', () => applyTo(view, suggestion));
          const entry = document.createElement('li');
          entry.append(button);
          suggestions.append(entry);
        }
        item.append(suggestions);
      }
      return item;
    }),
  );
  summary.textContent = reports.length === 0 ? 'No reports.' : `${reports.length} report${reports.length === 1 ? '' : 's'}.`;
  document.body.dataset['linted'] = String(Number(document.body.dataset['linted'] ?? '0') + 1);
}

function diagnostics(view: EditorView): Diagnostic[] {
  const code = view.state.doc.toString();
  state = { ...state, code };
  history.replaceState(null, '', toFragment(state));
  const reports = lint(code, state.config, state.protocol);
  renderList(view, reports);
  return reports.map((report) => ({
    from: report.from,
    to: report.to,
    severity: 'error',
    source: ruleLabel(report),
    message: report.message,
    // The tooltip carries the rule too, as the list does.
    renderMessage: () => {
      const message = document.createElement('span');
      message.dataset['ruleId'] = report.ruleId ?? '';
      message.append(...withCode(report.message));
      return message;
    },
    actions: report.suggestions.map((suggestion) => ({
      name: suggestion.desc,
      apply: (target: EditorView) => applyTo(target, suggestion),
    })),
  }));
}

/** Dispatched when the config or revision changes: the linter runs again although the text did not change. */
const settingsChanged = StateEffect.define<null>();

const extensions: Extension[] = [
  basicSetup,
  javascript({ typescript: true }),
  lintGutter(),
  linter(diagnostics, {
    delay: 300,
    needsRefresh: (update) => update.transactions.some((transaction) => transaction.effects.some((effect) => effect.is(settingsChanged))),
  }),
  EditorView.lineWrapping,
];
const view = new EditorView({ doc: state.code, extensions, parent: element('editor') });

function relint(): void {
  state = { ...state, config: configSelect.value as PlaygroundState['config'], protocol: protocolSelect.value as PlaygroundState['protocol'] };
  view.dispatch({ effects: settingsChanged.of(null) });
}
configSelect.addEventListener('change', relint);
protocolSelect.addEventListener('change', relint);

window.addEventListener('hashchange', () => {
  const next = fromFragment(location.hash, state.code);
  if (next.code === view.state.doc.toString() && next.config === state.config && next.protocol === state.protocol) return;
  configSelect.value = next.config;
  protocolSelect.value = next.protocol;
  state = next;
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next.code } });
});
