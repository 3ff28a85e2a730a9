/**
 * The queries the engine's list and search pages send first, for the shell's server to check that it asks the API
 * for the same answers the page will read (`shell/server/first-view-calls.test.ts`).
 */
export { emptyFilters } from './filters';
export { catalogueListPages } from './list-pages/catalogue-list-pages';
export { listPageApiQuery, listPageFilters } from './list-pages/list-page-query';
export { searchApiQuery } from './search-page/search-query';
export { landingBandCountsQuery } from './landing-page/band-counts';
