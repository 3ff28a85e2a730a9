import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import type { ImageStorage } from '../ads/image-storage';
import type { CatalogueFeedOptions } from './catalogue-change-feed';
import { catalogueDeskRoutes } from './index';

/** The catalogue desk as a feature of the app: the app's image storage and, in tests, the publish feed's settings. */
export const catalogueDeskFeature: FastifyPluginAsync<{
  accounts: AccountsContext;
  storage: ImageStorage;
  catalogueFeed?: CatalogueFeedOptions;
}> = async (api, { accounts, storage, catalogueFeed }) => {
  await api.register(catalogueDeskRoutes, { accounts, storage, feed: catalogueFeed });
};
