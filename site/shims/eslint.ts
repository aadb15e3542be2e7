/**
 * `eslint` for the browser bundle. @typescript-eslint/utils subclasses ESLint's Node-only classes when it
 * loads (`class FlatESLint extends ESLint`); the plugin needs only `Linter`, which ESLint ships for browsers
 * as `eslint/universal`. The other classes are empty stand-ins that nothing in the playground constructs.
 */
export { Linter } from 'eslint/universal';
export class ESLint {
  static readonly version = 'browser';
}
export class RuleTester {}
export class SourceCode {}
