import type { Db } from '../db/database';
import { expoEvents, expoHighlights } from '../db/schema-site';
import { autoExpoEventSeeds, autoExpoHighlightSeeds } from './auto-expo-2025';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Content of the site's own pages: the Auto Expo 2025 page. */
export async function seedSite(tx: Tx): Promise<void> {
  await tx.insert(expoEvents).values(autoExpoEventSeeds());
  await tx.insert(expoHighlights).values(autoExpoHighlightSeeds());
}
