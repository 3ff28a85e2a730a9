import type { FastifyPluginAsync } from 'fastify';
import type { AccountsContext } from '../accounts/accounts-context';
import type { Db } from '../db/database';
import { adRoutes } from './ad-routes';
import type { ImageStorage } from './image-storage';

/** Used-vehicle ads: posting, photos, the seller's list and the public ad pages. */
export const adsFeature: FastifyPluginAsync<{
  db: Db;
  accounts: AccountsContext;
  storage: ImageStorage;
}> = async (api, { db, accounts, storage }) => {
  await api.register(adRoutes, { db, clock: accounts.clock, storage });
};
