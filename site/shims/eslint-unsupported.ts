/** `eslint/use-at-your-own-risk` for the browser bundle: see ./eslint.ts. */
export default { FlatESLint: undefined, LegacyESLint: undefined };
