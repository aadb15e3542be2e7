import type { TSESLint } from '@typescript-eslint/utils';
import { buildConfigs } from './configs.js';
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
};

const plugin = {
  meta: { name: packageMeta.name, version: packageMeta.version, namespace: 'mcp' },
  rules: rules as unknown as TSESLint.FlatConfig.Plugin['rules'],
  configs: {} as ReturnType<typeof buildConfigs>,
};
plugin.configs = buildConfigs(plugin, rules);

export const configs = plugin.configs;
export default plugin;
