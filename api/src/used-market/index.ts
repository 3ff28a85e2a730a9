export { usedMarketRoutes } from './used-market-routes';
export { setUpUsedMarketJob } from './set-up-job';
export { marketColumnsOf } from './market-columns';
