/**
 * What a vertical's remote needs from the engine: its routes and its first texts. The vertical remotes share this
 * entry (tools/webpack/shared.cjs), so a second vertical in a visit reuses the engine the first one loaded. It is a
 * narrow entry on purpose: a shared module keeps every export of its entry file, and the main entry's would bring
 * every locale's texts and the validation schemas along.
 */
export { catalogueRoutes } from './catalogue-routes';
export { lazyCatalogueTexts } from './catalogue-texts/lazy';
