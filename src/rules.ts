// The plugin's rules and meta, without its ESLint configs: src/index.ts adds the configs, src/oxlint-plugin.ts
// is the plugin as the shipped oxlint configs load it.
import { packageMeta } from './package-meta.js';
import noSideEffectBeforeInputRequired from '../rules/no-side-effect-before-input-required.js';
import validInputRequiredResult from '../rules/valid-input-required-result.js';
import noInputRequiredInUnsupportedMethod from '../rules/no-input-required-in-unsupported-method.js';
import stableInputRequestKeys from '../rules/stable-input-request-keys.js';
import noMisusedRequestState from '../rules/no-misused-request-state.js';
import noPushStyleInputRequest from '../rules/no-push-style-input-request.js';
import noUnassociatedServerRequest from '../rules/no-unassociated-server-request.js';
import noSensitiveFormElicitation from '../rules/no-sensitive-form-elicitation.js';
import requireRequestStateIntegrity from '../rules/require-request-state-integrity.js';
import requireClientCapabilityCheck from '../rules/require-client-capability-check.js';
import validateInputResponses from '../rules/validate-input-responses.js';
import toolAnnotationsMatchBehavior from '../rules/tool-annotations-match-behavior.js';
import noSideEffectOnDeclinedInput from '../rules/no-side-effect-on-declined-input.js';

// One line per rule; the configs are derived from each rule's `meta.docs.config`.
export const rules = {
  'no-side-effect-before-input-required': noSideEffectBeforeInputRequired,
  'valid-input-required-result': validInputRequiredResult,
  'no-input-required-in-unsupported-method': noInputRequiredInUnsupportedMethod,
  'stable-input-request-keys': stableInputRequestKeys,
  'no-misused-request-state': noMisusedRequestState,
  'no-push-style-input-request': noPushStyleInputRequest,
  'no-unassociated-server-request': noUnassociatedServerRequest,
  'no-sensitive-form-elicitation': noSensitiveFormElicitation,
  'require-request-state-integrity': requireRequestStateIntegrity,
  'require-client-capability-check': requireClientCapabilityCheck,
  'validate-input-responses': validateInputResponses,
  'tool-annotations-match-behavior': toolAnnotationsMatchBehavior,
  'no-side-effect-on-declined-input': noSideEffectOnDeclinedInput,
};

/** What ESLint and oxlint read to name the plugin: oxlint drops `eslint-plugin-` from the name, so both say `mcp/`. */
export const pluginMeta = { name: packageMeta.name, version: packageMeta.version, namespace: 'mcp' };
