import { readFileSync } from 'node:fs';
import ajvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';

// The SARIF 2.1.0 schema (its final release candidate, rtm.5, as schemastore serves it), shipped by Microsoft's
// SARIF SDK. It is JSON Schema draft-04, hence ajv-draft-04. Both ajv modules are CommonJS modules that also
// export themselves as `default`, which is what TypeScript sees.
const schema = JSON.parse(
  readFileSync(new URL('../../node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json', import.meta.url), 'utf8'),
) as object;
// One of the schema's patterns is not valid with the `u` flag, which ajv uses by default.
const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
ajvFormats.default(ajv);
const validate = ajv.compile(schema);

/** The schema's complaints about `log`, one a line; empty when it is a valid SARIF 2.1.0 log. */
export function sarifSchemaErrors(log: unknown): string {
  return validate(log) ? '' : ajv.errorsText(validate.errors, { separator: '\n' });
}
