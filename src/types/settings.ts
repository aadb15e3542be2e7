/**
 * The switch of the type-checked layer: `settings.mcp.typeChecked: true` (set by the `*-type-checked` configs).
 * It is a setting rather than a rule option because the flow analysis is shared by every rule of a file: all
 * of them must see the same answer. The layer is never switched on by noticing that type information happens
 * to be there, and a missing program with the switch on is one clear error rather than quietly weaker results.
 */
import { dirname } from 'node:path';
import type { ParserServicesWithTypeInformation } from '@typescript-eslint/utils';
import type { SourceCode } from '../ast/types.js';
import { mcpSettings } from '../mcp/settings.js';
import { isParsedOutsideProject } from './outside-project.js';
import { checkTypeScriptForTypes } from './typescript-version.js';

const PREFIX = 'eslint-plugin-mcp: settings.mcp.typeChecked';

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return JSON.stringify(value);
}

/** The value of `settings.mcp.typeChecked`: false when absent; throws naming the key when it is not a boolean. */
export function typeCheckedSetting(settings: unknown): boolean {
  const value = mcpSettings(settings)?.['typeChecked'];
  if (value === undefined || value === false) return false;
  if (value === true) return true;
  throw new Error(`${PREFIX} must be true or false; got ${describe(value)}.`);
}

export interface RuleContextLike {
  readonly settings: unknown;
  readonly filename: string;
  readonly sourceCode: SourceCode;
}

/** Programs whose project's TypeScript version was checked: once per program, not per file. */
const checkedPrograms = new WeakSet<object>();

/**
 * The parser services of a file linted with the type-checked layer on, or null when it is off or the configs'
 * parser let the file through without a program (JavaScript and `eslint.config.*` outside every tsconfig.json,
 * src/types/parser.ts). With the layer on and no program otherwise, or a TypeScript newer than typescript-eslint
 * supports, throws the one error that says what to do.
 */
export function typeCheckedServices(context: RuleContextLike): ParserServicesWithTypeInformation | null {
  if (!typeCheckedSetting(context.settings)) return null;
  const services = context.sourceCode.parserServices;
  if (services?.program && services.esTreeNodeToTSNodeMap && services.tsNodeToESTreeNodeMap) {
    if (!checkedPrograms.has(services.program)) {
      // The folder of the program's tsconfig.json: the current directory is the process's in a single run (CI=true).
      const configFile = services.program.getCompilerOptions().configFilePath;
      checkTypeScriptForTypes(typeof configFile === 'string' ? dirname(configFile) : services.program.getCurrentDirectory());
      checkedPrograms.add(services.program);
    }
    return services as ParserServicesWithTypeInformation;
  }
  if (isParsedOutsideProject(context.sourceCode.ast)) return null;
  throw new Error(
    `${PREFIX} is true (the recommended-type-checked and strict-type-checked configs set it), but ${context.filename} ` +
      'was parsed without type information. Add `languageOptions: { parserOptions: { projectService: true, ' +
      'tsconfigRootDir: import.meta.dirname } }` to your ESLint config (with @typescript-eslint/parser), or set ' +
      '`settings: { mcp: { typeChecked: false } }` for the files that have no tsconfig.',
  );
}
