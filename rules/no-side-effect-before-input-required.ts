import { createRule } from '../src/create-rule.js';

// Placeholder so the package builds while the engine lands; replaced by the real rule in the same issue.
export default createRule({
  name: 'no-side-effect-before-input-required',
  meta: {
    type: 'problem',
    docs: { description: 'Disallow side effects that run before an `input_required` return', config: 'recommended' },
    messages: { sideEffect: '{{call}}' },
    schema: [],
  },
  defaultOptions: [],
  create() {
    return {};
  },
});
