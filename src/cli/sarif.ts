import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ESLint, Linter } from 'eslint';
import { REPOSITORY_URL } from '../create-rule.js';
import { packageMeta } from '../package-meta.js';

/**
 * The SARIF 2.1.0 log of `mcp-lint --format sarif`, for GitHub code scanning and other SARIF viewers. Only the
 * parts of the format those use are written; tests/cli/sarif.test.ts validates the output against the schema.
 */

const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
/** Results name their files relative to the folder mcp-lint ran in, which code scanning maps to the checkout. */
const SRCROOT = '%SRCROOT%';
/** ESLint reports ranges in the text without its byte order mark; SARIF offsets count it. */
const BOM = '\uFEFF';
/** The name of our partial fingerprint; the version changes when what it hashes does, so alerts are not merged wrongly. */
const FINGERPRINT = 'mcpLintReportedCode/v1';
/** ESLint's line breaks (SourceCode#lines). */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/u;

export interface ArtifactLocation {
  uri: string;
  uriBaseId?: string;
}

export interface Region {
  startLine: number;
  startColumn: number;
  endLine?: number;
  endColumn?: number;
}

export interface PhysicalLocation {
  physicalLocation: { artifactLocation: ArtifactLocation; region?: Region };
}

export interface SarifFix {
  description: { text: string };
  artifactChanges: Array<{
    artifactLocation: ArtifactLocation;
    replacements: Array<{ deletedRegion: { charOffset: number; charLength: number }; insertedContent: { text: string } }>;
  }>;
}

export interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: 'error' | 'warning';
  message: { text: string };
  locations: PhysicalLocation[];
  partialFingerprints: Record<string, string>;
  fixes?: SarifFix[];
}

export interface SarifNotification {
  level: 'error';
  message: { text: string };
  locations: PhysicalLocation[];
}

export interface ReportingDescriptor {
  id: string;
  shortDescription?: { text: string };
  helpUri?: string;
  help?: { text: string; markdown: string };
}

export interface SarifRun {
  tool: { driver: { name: string; version: string; informationUri: string; rules: ReportingDescriptor[] } };
  invocations: Array<{ executionSuccessful: boolean; toolExecutionNotifications?: SarifNotification[] }>;
  originalUriBaseIds: Record<string, { uri: string }>;
  results: SarifResult[];
  columnKind: 'utf16CodeUnits';
  /** SARIF's property bag: `unfollowedCalls`, the closing line of an untyped run (see `UnfollowedCalls`). */
  properties?: Record<string, string>;
}

export interface SarifLog {
  $schema: string;
  version: '2.1.0';
  runs: SarifRun[];
}

export interface SarifOptions {
  /** The folder that relative URIs start from. */
  cwd: string;
  /** `ESLint#getRulesMetaForResults`: descriptions and documentation links of the reported rules. */
  rulesMeta: Record<string, { docs?: { description?: string; url?: string } } | undefined>;
  /** The closing line about calls from handlers to other files the run could not follow, if any. */
  unfollowedCalls?: string | null;
}

/** A file as SARIF names it: a URI relative to `%SRCROOT%` (ESLint lints no file outside cwd). */
function artifactLocation(cwd: string, filePath: string): ArtifactLocation {
  return { uri: relative(cwd, filePath).split(sep).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}

/** ESLint's 1-based, end-exclusive line and UTF-16 column positions are SARIF's defaults. */
function location(artifact: ArtifactLocation, message: Linter.LintMessage): PhysicalLocation {
  if (!(message.line >= 1 && message.column >= 1)) return { physicalLocation: { artifactLocation: artifact } };
  const region: Region = { startLine: message.line, startColumn: message.column };
  if (message.endLine !== undefined && message.endColumn !== undefined) {
    region.endLine = message.endLine;
    region.endColumn = message.endColumn;
  }
  return { physicalLocation: { artifactLocation: artifact, region } };
}

/**
 * The code a report points at, with its whitespace collapsed: what stays the same when lines are added above it
 * or it is re-indented. A report without an end stands for its whole line.
 */
function reportedCode(lines: readonly string[], message: Linter.LintMessage): string {
  const first = lines[message.line - 1] ?? '';
  let code: string;
  if (message.endLine === undefined || message.endColumn === undefined) code = first;
  else if (message.endLine === message.line) code = first.slice(message.column - 1, message.endColumn - 1);
  else {
    const middle = lines.slice(message.line, message.endLine - 1);
    code = [first.slice(message.column - 1), ...middle, (lines[message.endLine - 1] ?? '').slice(0, message.endColumn - 1)].join('\n');
  }
  return code.replace(/\s+/gu, ' ').trim();
}

/**
 * Partial fingerprints that let code scanning follow an alert across line moves: a hash of the rule, the file and
 * the reported code (never the line, nor the message, which names lines), and the how-many-th such report of the
 * file it is, so that two identical calls in one file stay two alerts.
 */
class Fingerprints {
  private readonly seen = new Map<string, number>();
  private readonly lines: readonly string[];

  constructor(
    private readonly uri: string,
    source: string,
  ) {
    this.lines = source.split(LINE_BREAK);
  }

  of(message: Linter.LintMessage & { ruleId: string }): Record<string, string> {
    const hash = createHash('sha256').update(`${message.ruleId}\0${this.uri}\0${reportedCode(this.lines, message)}`).digest('hex').slice(0, 32);
    const occurrence = (this.seen.get(hash) ?? 0) + 1;
    this.seen.set(hash, occurrence);
    return { [FINGERPRINT]: `${hash}:${occurrence}` };
  }
}

/** The linted text: ESLint keeps it on results with reports (`source`), unless it wrote fixes (`output`). */
function sourceOf(result: ESLint.LintResult): string {
  if (result.source !== undefined) return result.source.replace(/^\uFEFF/u, '');
  try {
    return readFileSync(result.filePath, 'utf8').replace(/^\uFEFF/u, '');
  } catch {
    return '';
  }
}

function ruleDescriptor(ruleId: string, meta: SarifOptions['rulesMeta'][string]): ReportingDescriptor {
  const descriptor: ReportingDescriptor = { id: ruleId };
  const description = meta?.docs?.description;
  const url = meta?.docs?.url;
  if (description) descriptor.shortDescription = { text: description };
  if (url) {
    descriptor.helpUri = url;
    descriptor.help = {
      text: description ? `${description}. See ${url}` : `See ${url}`,
      markdown: description ? `${description}. [Documentation](${url})` : `[Documentation](${url})`,
    };
  }
  return descriptor;
}

/** A SARIF 2.1.0 log of the results: one run, its rules, and each report with its suggestions as fixes. */
export function formatSarif(results: readonly ESLint.LintResult[], options: SarifOptions): string {
  const rules: ReportingDescriptor[] = [];
  const ruleIndexes = new Map<string, number>();
  const sarifResults: SarifResult[] = [];
  const notifications: SarifNotification[] = [];

  for (const result of results) {
    const artifact = artifactLocation(options.cwd, result.filePath);
    const bomLength = result.source?.startsWith(BOM) ? BOM.length : 0;
    let fingerprints: Fingerprints | undefined;
    for (const message of result.messages) {
      // No rule: the file could not be parsed. A tool problem, not a finding in the code.
      if (message.ruleId === null) {
        notifications.push({ level: 'error', message: { text: message.message }, locations: [location(artifact, message)] });
        continue;
      }
      let ruleIndex = ruleIndexes.get(message.ruleId);
      if (ruleIndex === undefined) {
        ruleIndex = rules.push(ruleDescriptor(message.ruleId, options.rulesMeta[message.ruleId])) - 1;
        ruleIndexes.set(message.ruleId, ruleIndex);
      }
      const sarifResult: SarifResult = {
        ruleId: message.ruleId,
        ruleIndex,
        level: message.severity === 2 ? 'error' : 'warning',
        message: { text: message.message },
        locations: [location(artifact, message)],
        partialFingerprints: (fingerprints ??= new Fingerprints(artifact.uri, sourceOf(result))).of({ ...message, ruleId: message.ruleId }),
      };
      const fixes = (message.suggestions ?? []).map(
        (suggestion): SarifFix => ({
          description: { text: suggestion.desc },
          artifactChanges: [
            {
              artifactLocation: artifact,
              replacements: [
                {
                  deletedRegion: {
                    charOffset: suggestion.fix.range[0] + bomLength,
                    charLength: suggestion.fix.range[1] - suggestion.fix.range[0],
                  },
                  insertedContent: { text: suggestion.fix.text },
                },
              ],
            },
          ],
        }),
      );
      if (fixes.length > 0) sarifResult.fixes = fixes;
      sarifResults.push(sarifResult);
    }
  }

  const log: SarifLog = {
    $schema: SARIF_SCHEMA,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: 'mcp-lint', version: packageMeta.version, informationUri: REPOSITORY_URL, rules },
        },
        invocations: [
          { executionSuccessful: true, ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}) },
        ],
        originalUriBaseIds: { [SRCROOT]: { uri: pathToFileURL(options.cwd.endsWith(sep) ? options.cwd : options.cwd + sep).href } },
        results: sarifResults,
        columnKind: 'utf16CodeUnits',
        ...(options.unfollowedCalls ? { properties: { unfollowedCalls: options.unfollowedCalls } } : {}),
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}
