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
