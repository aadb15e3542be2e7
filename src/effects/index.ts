/** The side-effect classifier: effect classes and the layers that decide them (docs/architecture.md, src/effects/). */
export { classifyCall, type ClassifyContext } from './classify.js';
export { parseEffectSettings, type EffectSettings } from './settings.js';
export { SEVERITY, isMoreSevere, type EffectClass, type EffectLayer, type EffectVerdict } from './types.js';
export { CATALOG, type CatalogFamily, type CatalogRule, type ArgumentReader } from './catalog.js';
