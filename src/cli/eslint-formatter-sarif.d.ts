// The SARIF formatter ships no types; this is the ESLint formatter signature it implements.
declare module '@microsoft/eslint-formatter-sarif' {
  import type { ESLint } from 'eslint';

  const formatSarif: (results: ESLint.LintResult[], context: ESLint.LintResultData) => string;
  export default formatSarif;
}
