import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import type { ImageStorage } from '../ads';
import type { Db } from '../db/database';
import { adminExpertReviewRoutes } from './admin-expert-review-routes';
import { adminMediaRoutes } from './admin-media-routes';
import { mediaFeedRoutes } from './feed-routes';
import { mediaImageRoutes } from './image-routes';
import { mediaImageUploadRoutes } from './media-image-upload-routes';
import { mediaContentRoutes } from './media-routes';

/** Web stories, videos and expert reviews: what readers see, and the editors' desk for them. */
export const storiesAndVideosFeature: FastifyPluginAsync<{
  db: Db;
  accounts: AccountsContext;
  storage: ImageStorage;
}> = async (api, { db, accounts, storage }) => {
  for (const routes of [mediaContentRoutes, mediaFeedRoutes, mediaImageRoutes])
    await api.register(routes, { db });
  await api.register(adminMediaRoutes, { accounts });
  await api.register(adminExpertReviewRoutes, { accounts });
  await api.register(mediaImageUploadRoutes, { accounts, storage });
};
