import type { Linter } from 'eslint';

/** Runs shorter than this show no counter: it would only flicker. */
const SHOW_AFTER_MS = 1000;
const REDRAW_EVERY_MS = 100;

export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export interface Progress {
  /** Add to the lint run's config: counts the files as ESLint lints them. */
  config: Linter.Config;
  /** Erases the counter line. */
  done(): void;
}

/**
 * A "N files checked" counter on a terminal's stderr. ESLint's Node API has no per-file callback, so a rule
 * that reports nothing counts the files: ESLint creates each rule once per file it lints. Pipes and CI logs get
 * nothing.
 */
export function createProgress(stream: ProgressStream, files: Linter.Config['files'], now = Date.now): Progress {
  const start = now();
  let count = 0;
  let lastDraw = 0;
  let drawn = false;
  const counterRule = {
    meta: { type: 'suggestion' as const, schema: [] },
    create() {
      count++;
      const time = now();
      if (stream.isTTY && time - start >= SHOW_AFTER_MS && time - lastDraw >= REDRAW_EVERY_MS) {
        stream.write(`\rmcp-lint: ${count} files checked…`);
        lastDraw = time;
        drawn = true;
      }
      return {};
    },
  };
  return {
    config: {
      name: 'mcp-lint/progress',
      files,
      plugins: { 'mcp-lint': { rules: { progress: counterRule } } },
      rules: { 'mcp-lint/progress': 'error' },
    },
    done() {
      if (drawn) stream.write('\r\u001B[K');
    },
  };
}
