/** The side-effect classifier: effect classes and the layers that decide them (docs/architecture.md, src/effects/). */
export { mayStateEffects, statedEffect } from './annotations.js';
export { classifyCall, forwardedRequestVerdict, passedFunctionVerdict, type ClassifyContext } from './classify.js';
export { changesFirstArgument } from './locality.js';
export { isFixedValue, settingFixedValues } from './constant-updates.js';
export { commandParameter, hasStableIdempotencyKey, isParameterSource, isPlainPost, isProcessStart, methodFromRunTime, runTimeMethodParameter, urlParameter, wrapperRequest, type MethodParameter, type MethodSource } from './readers.js';
export { parseEffectSettings, type EffectSettings } from './settings.js';
export { SEVERITY, type EffectClass, type EffectLayer, type EffectVerdict, type WriteImpact } from './types.js';
export { CATALOG, type CatalogFamily, type CatalogRule, type ArgumentReader } from './catalog.js';
