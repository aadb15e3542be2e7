// The registrations a file yields, as text: what each framework module is tested through.
import { fileHandlers } from '../../../src/mcp/handlers.js';
import { lintWith } from '../lint-with.js';

export interface Summary {
  shape: string;
  method: string | null;
  toolName: string | null;
  annotations: string | null;
  contextParam: string | null;
  line: number;
}

export function summarize(code: string): Summary[] {
  return lintWith(code, (context) =>
    fileHandlers(context.sourceCode).handlers.map((handler) => ({
      shape: handler.shape,
      method: handler.method,
      toolName: handler.toolName,
      annotations: handler.annotations ? context.sourceCode.getText(handler.annotations) : null,
      contextParam: handler.contextParam ? context.sourceCode.getText(handler.contextParam) : null,
      line: handler.fn.loc.start.line,
    })),
  );
}
