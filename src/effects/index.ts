/** The side-effect classifier (DESIGN §5 "Effect classes" and "Classifier layers"). */
export { classifyCall, type ClassifyContext } from './classify.js';
export { parseEffectSettings, type EffectSettings } from './settings.js';
export { SEVERITY, isMoreSevere, type EffectClass, type EffectLayer, type EffectVerdict } from './types.js';
export { CATALOG, type CatalogFamily, type CatalogRule, type ArgumentReader } from './catalog.js';
