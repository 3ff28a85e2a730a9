/**
 * The small pieces of the engine the shell's header, search box and home page use. A separate entry point, so
 * the shell's first load takes these few functions without the engine's pages.
 */
export { bandLabel } from './search-page/band-label';
export { readVisitedModels } from './recently-viewed/visited-models';
export { formatLaunchPeriod } from './list-pages/expected-launch';
